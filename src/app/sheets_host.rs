//! The score sheets' place in the game page. The sheets are a wasm module of their own
//! (`src/bin/sheets.rs`, built by Trunk next to the app as `sheets.js` + `sheets_bg.wasm`),
//! imported the first time the screen opens: the game's first visit does not download
//! them, and the service worker precaches them for offline use.

use super::controller::tx;
use super::ctrl;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
// This file is the snippet `snippets/<crate>/inline0.js`: the site's root is two levels up.
// In a built site the three names below carry a content hash (scripts/pwa-build.mjs).
const at = (name) => new URL(`../../${name}`, import.meta.url).href;
// The module's styles: the screen is drawn once they are in (or have failed to come).
const styles = () =>
  new Promise((done) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: at('sheets.css') });
    link.onload = link.onerror = done;
    document.head.appendChild(link);
  });
let loaded;
const load = () =>
  (loaded ??= Promise.all([
    import(at('sheets.js')).then(async (m) => {
      await m.default({ module_or_path: at('sheets_bg.wasm') });
      return m;
    }),
    styles(),
  ]).then(([m]) => m));
// Mounts the sheets into `root`; returns the function that takes them away again (also
// when it runs before the module has arrived: then nothing is ever mounted).
export function mountSheets(root, lang, host, failed) {
  let id;
  let gone = false;
  const ready = load().then(
    (m) => {
      if (!gone) id = m.mount(root, lang, host);
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
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = mountSheets)]
    fn mount_sheets(root: &web_sys::HtmlElement, lang: &str, host: &JsValue, failed: &JsValue) -> js_sys::Function;
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
