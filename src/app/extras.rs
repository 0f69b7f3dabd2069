//! The extras module's place in the game page. The score sheets for real cards and the
//! panels of the settings, rules, statistics and match score-sheet dialogs are a wasm
//! module of their own (`src/bin/extras.rs`, built by Trunk next to the app as `extras.js`
//! + `extras_bg.wasm`), imported the first time one of them opens: the game's first visit
//! does not download them, and the service worker precaches them for offline use.

use super::controller::tx;
use super::ctrl;
use super::panels::Panel;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
// This file is the snippet `snippets/<crate>/inline0.js`: the site's root is two levels up.
// In a built site the three names below carry a content hash (scripts/pwa-build.mjs).
const at = (name) => new URL(`../../${name}`, import.meta.url).href;
// The module's styles: the screen is drawn once they are in (or have failed to come).
const styles = () =>
  new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: at('extras.css') });
    link.onload = link.onerror = done;
    document.head.appendChild(link);
  });
let loaded;
const load = () =>
  (loaded ??= Promise.all([
    import(at('extras.js')).then(async (m) => {
      await m.default({ module_or_path: at('extras_bg.wasm') });
      return m;
    }),
    styles(),
  ]).then(([m]) => m));
// Draws with `draw(module)` (which returns the id to unmount); returns the function that
// takes it away again (also when it runs before the module has arrived: then nothing is
// ever drawn).
const mountWith = (draw, failed) => {
  let id;
  let gone = false;
  const ready = load().then(
    (m) => {
      if (!gone) id = draw(m);
      return m;
    },
    (e) => {
      loaded = undefined;
      if (!gone) failed(String(e));
      throw e;
    },
  );
  return () => {
    gone = true;
    ready.then((m) => id !== undefined && m.unmount(id), () => {});
  };
};
export function mountSheets(root, lang, host, failed) {
  return mountWith((m) => m.mount(root, lang, host), failed);
}
export function mountPanel(root, lang, panel, settings, stats, saved, changed, failed) {
  return mountWith((m) => m.mountPanel(root, lang, panel, settings, stats, saved, changed), failed);
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = mountSheets)]
    fn mount_sheets(root: &web_sys::HtmlElement, lang: &str, host: &JsValue, failed: &JsValue) -> js_sys::Function;
    #[wasm_bindgen(js_name = mountPanel)]
    #[allow(clippy::too_many_arguments)]
    fn mount_panel(
        root: &web_sys::HtmlElement,
        lang: &str,
        panel: &str,
        settings: &str,
        stats: &str,
        saved: &str,
        changed: &JsValue,
        failed: &JsValue,
    ) -> js_sys::Function;
}

/// The screen: an empty element the sheets module draws into.
#[component]
pub fn SheetsHost() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        // The sheets module speaks to the page through one function: ("say", text) for
        // the live region, ("back", _) to the start screen.
        let host = Closure::<dyn Fn(String, JsValue)>::new(move |what: String, text: JsValue| match what.as_str() {
            "say" => c.say(text.as_string().unwrap_or_default()),
            "back" => c.sheets.set(false),
            _ => {}
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let unmount = mount_sheets(&el, super::controller::current_lang().code(), &host, &on_fail);
        on_cleanup(move || {
            let _ = unmount.call0(&JsValue::NULL);
        });
    });
    view! {
        <div class="ks-host" node_ref=root>
            <Show when=move || failed.get()>
                <div class="notice warn" role="alert">
                    <p>{t.sheets_unavailable}</p>
                    <button type="button" class="btn" on:click=move |_| c.sheets.set(false)>{t.close}</button>
                </div>
            </Show>
        </div>
    }
}

/// A dialog's panel drawn by the extras module, from the state the page holds now; the
/// settings the person changes there come back through `Ctrl::update_settings`.
#[component]
pub fn PanelHost(panel: Panel) -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        let settings = c.settings.with_untracked(|s| s.to_json_string());
        let stats = c.stats.with_untracked(|s| s.to_json_string());
        let saved = c.session.with_untracked(|s| s.as_ref().map(|s| s.to_saved().to_json_string())).unwrap_or_default();
        let changed = Closure::<dyn Fn(String)>::new(move |text: String| {
            // A learning screen (`super::learn`) opens, or goes back (0).
            if let Some(code) = text.strip_prefix(super::panels::LEARN).and_then(|n| n.parse().ok()) {
                c.dialog.set(None);
                c.learn.set(code);
                return;
            }
            if let Ok(s) = crate::store::migrate_settings(&text) {
                c.update_settings(|old| *old = s);
            }
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let lang = super::controller::current_lang().code();
        let unmount = mount_panel(&el, lang, &panel.name(), &settings, &stats, &saved, &changed, &on_fail);
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
