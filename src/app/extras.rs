//! The lazily loaded modules' place in the game page (`super::modules` loads them): the
//! screens they draw (the score sheets for real cards, Kontraspiel's and Müller Matz's
//! tables) and the
//! dialogs' panels, each an empty element the module draws into.

use super::language::tx;
use super::controller::ctrl;
use super::modules::{mount_panel, mount_screen};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// A module's screen: an empty element it draws into — the score sheets for real cards,
/// or a game's table (`kontra`: Kontraspiel, `matz`: Müller Matz).
pub fn screen_host(game: Option<&'static str>) -> AnyView {
    let kontra = game.is_some();
    let c = ctrl();
    let notes = super::notices::notices();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    let back = move || if kontra { c.home.set(true) } else { c.sheets.set(false) };
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        // The module speaks to the page through one function: ("say", text) for the live
        // region, ("back", _) to the start screen.
        let host = Closure::<dyn Fn(String, JsValue)>::new(move |what: String, text: JsValue| match what.as_str() {
            "say" => notes.say(text.as_string().unwrap_or_default()),
            "back" => back(),
            _ => {}
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let module = game.unwrap_or("extras");
        let unmount = mount_screen(module, &el, super::language::current_lang().code(), &host, &on_fail);
        on_cleanup(move || {
            let _ = unmount.call0(&JsValue::NULL);
        });
    });
    view! {
        <div class="ks-host" node_ref=root>
            <Show when=move || failed.get()>
                <div class="notice warn" role="alert">
                    <p>{if kontra { t.panel_unavailable } else { t.sheets_unavailable }}</p>
                    <button type="button" class="btn" on:click=move |_| back()>{t.close}</button>
                </div>
            </Show>
        </div>
    }
    .into_any()
}

/// A dialog's panel drawn by the extras module (or Kontraspiel's, while it is the game
/// chosen), from the state the page holds now; the settings the person changes there come
/// back through `Ctrl::update_settings`, and "show" from Kontraspiel's import asks for its
/// table.
#[component]
pub fn PanelHost(#[prop(into)] panel: String) -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    // The learning screens are Konter a Matt's, drawn by the extras module.
    let module = if panel.starts_with(super::panel_state::LEARN) { "extras" } else { super::games::games().panels() };
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        let settings = c.settings.with_untracked(|s| s.to_json_string());
        let stats = c.stats.with_untracked(|s| s.to_json_string());
        let saved = c.session.with_untracked(|s| s.as_ref().map(|s| s.to_saved().to_json_string())).unwrap_or_default();
        let changed = Closure::<dyn Fn(String)>::new(move |text: String| {
            // A learning screen (`super::learn`) opens, or goes back (0).
            if let Some(code) = text.strip_prefix(super::panel_state::LEARN).and_then(|n| n.parse().ok()) {
                c.dialog.set(None);
                c.learn.set(code);
                return;
            }
            if text == "show" {
                // Kontraspiel imported a session: its table.
                c.dialog.set(None);
                c.home.set(false);
            } else if let Ok(s) = crate::store::migrate_settings(&text) {
                c.update_settings(|old| *old = s);
            }
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let lang = super::language::current_lang().code();
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
