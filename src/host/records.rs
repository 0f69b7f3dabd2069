//! The export and import panels of a game drawn by a module of its own. A game names its
//! record's words and what to do with a record ([`Records`]); the panels are the same for
//! every game. A record of another game of the app is recognised on import by its
//! `"format"` (`game::record::format_of`) and offered to open in that game.

use crate::i18n::host_texts::with_game;
use crate::store::games::Game;
use leptos::prelude::*;

/// The words of a game's export and import panels.
#[derive(Clone, Copy)]
pub struct RecordWords {
    pub export_help: &'static str,
    pub record_label: &'static str,
    pub download: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub import_help: &'static str,
    pub import_file: &'static str,
    pub import_go: &'static str,
    pub import_unreadable: &'static str,
    /// The match in progress is kept (`{game}`: the game's name).
    pub import_replaces: &'static str,
    pub cancel: &'static str,
    /// "This is a {game} record." (`{game}`: the game's name).
    pub other_game_record: &'static str,
    /// "Open it in {game}".
    pub open_in: &'static str,
}

/// What the panels need of a game.
pub trait Records: Copy + Send + Sync + 'static {
    /// The game whose records these are.
    const GAME: Game;
    /// The file name of a download.
    const FILE: &'static str;
    /// The prefix of the panels' element ids (`kx-`: `kx-import-text`).
    const ID: &'static str;
    /// What the game saves of a match.
    type Saved: Send + Sync + 'static;
    fn words(self) -> RecordWords;
    /// The record of the match shown, as exported.
    fn export_text(self) -> Option<String>;
    /// Reads a record to import into [`Records::pending`] (the person then confirms); why it
    /// cannot be, else.
    fn read_import(self, text: &str) -> Result<(), String>;
    /// Whether a match is in progress (an import then asks first).
    fn in_progress(self) -> bool;
    /// An imported match waiting for the person's yes.
    fn pending(self) -> RwSignal<Option<Self::Saved>>;
    /// The imported match takes the place of the one shown; whether the page is to show
    /// the table now (else the page has taken the record over).
    fn confirm_import(self) -> bool;

    fn has_pending(self) -> bool {
        self.pending().with(Option::is_some)
    }

    fn drop_pending(self) {
        self.pending().set(None);
    }
}

/// The export panel: the record to download or copy.
pub fn export<G: Records>(game: G) -> impl IntoView {
    let t = game.words();
    let text = game.export_text().unwrap_or_default();
    let href = format!("data:application/json;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text)));
    let copied = RwSignal::new(false);
    let copy_text = text.clone();
    let copy = move |_| {
        let _ = window().navigator().clipboard().write_text(&copy_text);
        copied.set(true);
    };
    view! {
        <p class="help">{t.export_help}</p>
        <textarea class="record" readonly rows="10" aria-label=t.record_label>{text}</textarea>
        <div class="actions">
            <a class="btn primary" href=href download=G::FILE>{t.download}</a>
            <button type="button" class="btn" on:click=copy>{move || if copied.get() { t.copied } else { t.copy }}</button>
        </div>
    }
}

/// The import panel; `prefill` is a record handed over from another game's import.
/// `tell("show")` asks the page to show the table; `tell("open:FORMAT\nTEXT")` to open
/// the record in the game of that format.
pub fn import<G: Records>(game: G, tell: Callback<String>, prefill: String) -> impl IntoView {
    let t = game.words();
    let text = RwSignal::new(prefill);
    let error = RwSignal::new(None::<String>);
    // A record of another game of the app: (its game, its format).
    let other = RwSignal::new(None::<(Game, String)>);
    let import = move || {
        if game.confirm_import() {
            tell.run("show".into());
        }
    };
    let go = move |_| {
        let record = text.get_untracked();
        if let Some(f) = game::record::format_of(&record) {
            if let Some(g) = Game::of_format(&f).filter(|&g| g != G::GAME) {
                error.set(None);
                other.set(Some((g, f)));
                return;
            }
        }
        other.set(None);
        match game.read_import(&record) {
            Ok(()) if !game.in_progress() => import(),
            Ok(()) => error.set(None),
            Err(e) => error.set(Some(e)),
        }
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(v) => {
                    text.set(v.as_string().unwrap_or_default());
                    error.set(None);
                    other.set(None);
                }
                Err(_) => error.set(Some(t.import_unreadable.to_string())),
            }
        });
    };
    let file_id = format!("{}import-file", G::ID);
    let text_id = format!("{}import-text", G::ID);
    view! {
        <p class="help">{t.import_help}</p>
        <div class="field">
            <label for=file_id.clone()>{t.import_file}</label>
            <input id=file_id type="file" accept=".json,application/json" on:change=on_file />
        </div>
        <div class="field">
            <label for=text_id.clone()>{t.record_label}</label>
            <textarea id=text_id class="record" rows="8" prop:value=move || text.get() on:input=move |ev| {
                text.set(event_target_value(&ev));
                other.set(None);
            }></textarea>
        </div>
        <p class="error" role="alert">
            {move || error.get()}
            {move || other.get().map(|(g, _)| with_game(t.other_game_record, g.name()))}
        </p>
        {move || other.get().map(|(g, f)| view! {
            <div class="actions">
                <button type="button" class="btn primary" on:click=move |_| {
                    tell.run(format!("open:{f}\n{}", text.get_untracked()));
                }>{with_game(t.open_in, g.name())}</button>
            </div>
        })}
        <Show when=move || game.has_pending()>
            <p>{with_game(t.import_replaces, G::GAME.name())}</p>
        </Show>
        <div class="actions">
            <Show
                when=move || game.has_pending()
                fallback=move || view! {
                    <button type="button" class="btn primary" disabled=move || text.with(|s| s.trim().is_empty()) on:click=go>{t.import_go}</button>
                }
            >
                <button type="button" class="btn primary" on:click=move |_| import()>{t.import_go}</button>
                <button type="button" class="btn" on:click=move |_| game.drop_pending()>{t.cancel}</button>
            </Show>
        </div>
    }
}

/// A game's panel named `name`: the export and import of its `state`'s records (`tell` and
/// `prefill` go to the import), else one the game draws: its settings, statistics, score
/// sheet, and its rules for any other name.
pub fn panel<R: Records, A: IntoView + 'static, B: IntoView + 'static, C: IntoView + 'static, D: IntoView + 'static>(
    name: &str,
    state: R,
    tell: Callback<String>,
    prefill: String,
    own: (fn() -> A, fn() -> B, fn() -> C, fn() -> D),
) -> AnyView {
    let (settings, stats, sheet, rules) = own;
    match name {
        "settings" => settings().into_any(),
        "stats" => stats().into_any(),
        "export" => export(state).into_any(),
        "import" => import(state, tell, prefill).into_any(),
        "score-sheet" => sheet().into_any(),
        _ => rules().into_any(),
    }
}
