//! The lazily loaded modules' place in the game page (`super::modules` loads them): the
//! screens they draw (the score sheets for real cards, the tables of the games the page
//! does not draw itself) and the dialogs' panels, each an empty element the module draws into.

use crate::i18n::language::tx;
use super::konter::ctrl;
use super::route::{nav, Route};
use super::modules::{mount_panel, mount_screen};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// A module's screen: an empty element it draws into — the score sheets for real cards,
/// or a game's table (by its key, `game::Id::key`).
pub fn screen_host(game: Option<&'static str>) -> AnyView {
    let of_a_game = game.is_some();
    let nav = nav();
    let notes = super::notices::notices();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    let back = move || nav.go(Route::Start);
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        // The module speaks to the page through one function: ("say", text) for the live
        // region, ("hush", _) to empty it, ("back", _) to the start screen.
        let host = Closure::<dyn Fn(String, JsValue)>::new(move |what: String, text: JsValue| match what.as_str() {
            "say" => notes.say(text.as_string().unwrap_or_default()),
            "hush" => notes.hush(),
            "back" => back(),
            _ => {}
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let module = game.unwrap_or("extras");
        let unmount = mount_screen(module, &el, crate::i18n::language::current_lang().code(), &host, &on_fail);
        on_cleanup(move || {
            let _ = unmount.call0(&JsValue::NULL);
        });
    });
    view! {
        <div class="ks-host" node_ref=root>
            <Show when=move || failed.get()>
                <div class="notice warn" role="alert">
                    <p>{if of_a_game { t.panel_unavailable } else { t.sheets_unavailable }}</p>
                    <button type="button" class="btn" on:click=move |_| back()>{t.close}</button>
                </div>
            </Show>
        </div>
    }
    .into_any()
}

/// A dialog's panel drawn by the extras module (or the game chosen's, when the games
/// module draws it), from the state the page holds now; the settings the person changes
/// there come back through `Ctrl::update_settings`, and "show" from a game's import asks
/// for its table.
#[component]
pub fn PanelHost(#[prop(into)] panel: String) -> impl IntoView {
    let c = ctrl();
    let nav = nav();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    // "Learn to play" opens the course of the game chosen, and a course is drawn by its
    // game's module (Konter a Matt's, and the deal review, by the extras module). A game's
    // settings panel holds the settings every game shares too, in the page's `settings`.
    let module = match panel.strip_prefix(crate::host::panel_state::LEARN).and_then(|c| c.parse::<u32>().ok()) {
        Some(crate::host::panel_state::LEARN_LESSONS) | None => super::games::games().panels(),
        Some(code) => code
            .checked_sub(crate::host::panel_state::LEARN_COURSE)
            .and_then(|g| crate::store::games::Game::from_index(g).module())
            .map_or("extras", |m| m.0),
    };
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        let settings = c.settings.with_untracked(|s| s.to_json_string());
        let stats = c.stats.with_untracked(|s| s.to_json_string());
        // Export takes the record to keep; import, a record another game's import handed
        // over; the extras module's other panels, the page's match.
        let saved = match panel.as_str() {
            "export" if module == "extras" => c.export_text().unwrap_or_default(),
            "import" => super::games::games().handoff.try_update(Option::take).flatten().unwrap_or_default(),
            _ if module == "extras" => c.session.with_untracked(|s| s.as_ref().map(|s| s.to_saved().to_json_string())).unwrap_or_default(),
            _ => String::new(),
        };
        let changed = Closure::<dyn Fn(String)>::new(move |text: String| {
            // A learning screen (`crate::games::konter::learn`) opens, or goes back (0).
            if let Some(code) = text.strip_prefix(crate::host::panel_state::LEARN).and_then(|n| n.parse().ok()) {
                nav.learn(code);
                return;
            }
            // Konter a Matt's import read a record: the page asks before it replaces a match.
            if let Some(record) = text.strip_prefix(crate::games::konter::records::IMPORT) {
                let _ = c.import_text(record);
                return;
            }
            // "Open it in GAME" on another game's import.
            if let Some((format, record)) = text.strip_prefix("open:").and_then(|r| r.split_once('\n')) {
                if let Some(game) = crate::store::games::Game::of_format(format) {
                    super::games::games().open_record(game, record.to_string());
                }
                return;
            }
            if text == "show" {
                // The game imported a match: its table.
                nav.leave_dialog_for(Route::Table);
            } else if let Ok(s) = crate::store::migrate_settings(&text) {
                c.update_settings(|old| *old = s);
            }
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let lang = crate::i18n::language::current_lang().code();
        let unmount = mount_panel(module, &el, lang, &panel, &settings, &stats, &saved, &changed, &on_fail);
        on_cleanup(move || {
            let _ = unmount.call0(&JsValue::NULL);
        });
    });
    view! {
        <div class="panel-host" node_ref=root>
            <Show when=move || failed.get()>
                <p class="error" role="alert">{t.panel_unavailable}</p>
            </Show>
        </div>
    }
}
