//! The lazily loaded modules' place in the game page. The score sheets for real cards and
//! the panels of the settings, rules, statistics and match score-sheet dialogs are a wasm
//! module of their own (`src/bin/extras.rs`, built by Trunk next to the app as `extras.js`
//! and `extras_bg.wasm`), imported the first time one of them opens; so is Kontraspiel
//! (`src/bin/kontraspiel.rs`: its table, and its panels while it is the game chosen). The
//! game's first visit does not download them; the service worker precaches them for offline.

use super::controller::tx;
use super::ctrl;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
// This file is the snippet `snippets/<crate>/inline0.js`: the site's root is two levels up.
// In a built site the names below carry a content hash (scripts/pwa-build.mjs).
const at = (name) => new URL(`../../${name}`, import.meta.url).href;
// Each module's code, wasm and styles; the screen is drawn once the styles are in (or
// have failed to come).
const FILES = {
  extras: ['extras.js', 'extras_bg.wasm', 'extras.css'],
  kontra: ['kontraspiel.js', 'kontraspiel_bg.wasm', 'kontraspiel.css'],
  matz: ['muellermatz.js', 'muellermatz_bg.wasm', 'muellermatz.css'],
};
const loaded = {};
const load = (k) =>
  (loaded[k] ??= Promise.all([
    import(at(FILES[k][0])).then(async (m) => {
      await m.default({ module_or_path: at(FILES[k][1]) });
      return m;
    }),
    new Promise((done) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: at(FILES[k][2]) });
      link.onload = link.onerror = done;
      document.head.appendChild(link);
    }),
  ]).then(([m]) => m));
// Draws with `draw(module)` (which returns the id to unmount); returns the function that
// takes it away again (also when it runs before the module has arrived: then nothing is
// ever drawn).
const mountWith = (k, draw, failed) => {
  let id;
  let gone = false;
  const ready = load(k).then(
    (m) => {
      if (!gone) id = draw(m);
      return m;
    },
    (e) => {
      loaded[k] = undefined;
      if (!gone) failed(String(e));
      throw e;
    },
  );
  return () => {
    gone = true;
    ready.then((m) => id !== undefined && m.unmount(id), () => {});
  };
};
export function mountScreen(k, root, lang, host, failed) {
  return mountWith(k, (m) => m.mount(root, lang, host), failed);
}
export function mountPanel(k, root, lang, panel, settings, stats, saved, changed, failed) {
  return mountWith(k, (m) => m.mountPanel(root, lang, panel, settings, stats, saved, changed), failed);
}
// Tells a module something (Kontraspiel: "new" session), once it is there.
export function command(k, what) {
  load(k).then((m) => m.command(what), () => (loaded[k] = undefined));
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = mountScreen)]
    fn mount_screen(module: &str, root: &web_sys::HtmlElement, lang: &str, host: &JsValue, failed: &JsValue) -> js_sys::Function;
    #[wasm_bindgen(js_name = mountPanel)]
    #[allow(clippy::too_many_arguments)]
    fn mount_panel(
        module: &str,
        root: &web_sys::HtmlElement,
        lang: &str,
        panel: &str,
        settings: &str,
        stats: &str,
        saved: &str,
        changed: &JsValue,
        failed: &JsValue,
    ) -> js_sys::Function;
    /// Tells the module `module` something, once it has loaded.
    pub fn command(module: &str, what: &str);
}

/// A module's screen: an empty element it draws into — the score sheets for real cards,
/// or a game's table (`kontra`: Kontraspiel, `matz`: Müller Matz).
pub fn screen_host(game: Option<&'static str>) -> AnyView {
    let kontra = game.is_some();
    let c = ctrl();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    let back = move || if kontra { c.home.set(true) } else { c.sheets.set(false) };
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        // The module speaks to the page through one function: ("say", text) for the live
        // region, ("back", _) to the start screen.
        let host = Closure::<dyn Fn(String, JsValue)>::new(move |what: String, text: JsValue| match what.as_str() {
            "say" => c.say(text.as_string().unwrap_or_default()),
            "back" => back(),
            _ => {}
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let module = game.unwrap_or("extras");
        let unmount = mount_screen(module, &el, super::controller::current_lang().code(), &host, &on_fail);
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
    let module = if panel.starts_with(super::panels::LEARN) { "extras" } else { super::games::games().panels() };
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
        let lang = super::controller::current_lang().code();
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
