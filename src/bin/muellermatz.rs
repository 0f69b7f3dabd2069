//! Müller Matz, the app's third game, as a wasm module of its own: its table, its panels
//! (rules, settings, statistics, export and import) and its bots. Trunk
//! builds it next to the app (`data-type="worker"` with `data-bindgen-target="web"`, so it
//! is an ES module that nobody starts by itself); the page imports it the first time
//! Müller Matz is shown (`src/app/extras.rs`), and the service worker precaches it for
//! offline play. Konter a Matt's first visit never downloads it.

#[cfg(target_arch = "wasm32")]
mod web {
    use konter_a_matt::app::matz;
    use wasm_bindgen::prelude::*;

    /// Draws Müller Matz's table into `root` in the language with code `lang`; `host(what,
    /// text)` is the page: ("say", text) for its live region, ("back", null) to its start
    /// screen, ("saved", "0" | "1" | "2": none, in progress, over) when the saved match changes.
    /// Returns the id that [`unmount`] takes.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
        matz::mount_screen(root, lang, host)
    }

    /// Draws the panel named `panel` (`rules`, `settings`, `stats`, `export`, `import`) into
    /// `root`. The page's own settings, statistics and match (the arguments the extras
    /// module takes too) are not Müller Matz's: it reads its own. `changed("show")` asks the
    /// page to close its dialog and show Müller Matz's table (after an import).
    #[wasm_bindgen(js_name = mountPanel)]
    pub fn mount_panel(
        root: web_sys::HtmlElement,
        lang: &str,
        panel: &str,
        _settings: String,
        _stats: String,
        _saved_match: String,
        changed: js_sys::Function,
    ) -> u32 {
        matz::mount_panel(root, lang, panel, changed)
    }

    /// Takes the screen or panel with this id away (its listeners too).
    #[wasm_bindgen]
    pub fn unmount(id: u32) {
        matz::unmount(id);
    }

    /// A bot's decision (`konter_a_matt::matz_worker`): what Müller Matz's bot worker
    /// (`public/matz_worker.js`, which loads this module's wasm off the page) answers.
    #[wasm_bindgen(js_name = botAnswer)]
    pub fn bot_answer(request: &str) -> String {
        konter_a_matt::matz_worker::answer_text(request)
    }

    /// What the page asks: "new" (a new match; asked first while one is in progress).
    #[wasm_bindgen]
    pub fn command(what: &str) {
        matz::command(what);
    }
}

fn main() {
    // Nothing to start: the page calls `mount` (natively, there is nothing at all to do).
}
