//! The score sheets for games with real cards, as a wasm module of their own: Trunk builds
//! it next to the app (`data-type="worker"` with `data-bindgen-target="web"`, so it is an
//! ES module that nobody starts by itself) and the game page imports it the first time the
//! screen opens (`src/app/sheets_host.rs`). Keeping the sheets out of the game's wasm makes
//! the first visit smaller.

#[cfg(target_arch = "wasm32")]
mod web {
    use konter_a_matt::app::sheets::{self, Host};
    use konter_a_matt::i18n::Lang;
    use leptos::prelude::*;
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;

    type Mounted = leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>;

    thread_local! {
        /// The screens drawn now, by id (during a redraw for a new language, two for a moment).
        static MOUNTED: RefCell<Vec<(u32, Mounted)>> = const { RefCell::new(Vec::new()) };
        static NEXT_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }

    /// Draws the sheets into `root` in the language with code `lang`; `host(what, text)` is
    /// the page: ("say", text) for its live region, ("back", null) to its start screen.
    /// Returns the id that [`unmount`] takes.
    #[wasm_bindgen]
    pub fn mount(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
        console_error_panic_hook::set_once();
        let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
        let say_to = host.clone();
        let host = Host {
            say: Callback::new(move |text: String| {
                let _ = say_to.call2(&JsValue::NULL, &"say".into(), &text.into());
            }),
            back: Callback::new(move |()| {
                let _ = host.call2(&JsValue::NULL, &"back".into(), &JsValue::NULL);
            }),
        };
        let handle = sheets::mount(root, lang, host);
        let id = NEXT_ID.with(|n| {
            n.set(n.get() + 1);
            n.get()
        });
        MOUNTED.with(|m| m.borrow_mut().push((id, handle)));
        id
    }

    /// Takes the screen with this id away (its storage listener too).
    #[wasm_bindgen]
    pub fn unmount(id: u32) {
        let gone = MOUNTED.with(|m| {
            let mut m = m.borrow_mut();
            m.iter().position(|(i, _)| *i == id).map(|at| m.remove(at))
        });
        drop(gone);
    }
}

fn main() {
    // Nothing to start: the page calls `mount` (natively, there is nothing at all to do).
}
