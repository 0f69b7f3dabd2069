//! The page's loader of the lazily loaded wasm module (`src/bin/games.rs`, built by Trunk
//! next to the app as `games.js` and `games_bg.wasm`): the games the page does not draw
//! itself (a game's table, and its panels while it is the game chosen), and the extras of
//! every game (the score sheets for real cards, the panels of the settings, rules,
//! statistics and match score-sheet dialogs, the deal review and the lessons). It is
//! imported the first time one of them opens, each key with its own styles; the game's
//! first visit does not download it; the service worker precaches it for offline play.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
// This file is the snippet `snippets/<crate>/inline0.js`: the site's root is two levels up.
// In a built site the names below carry a content hash (scripts/pwa-build.mjs).
const at = (name) => new URL(`../../${name}`, import.meta.url).href;
// The one module (`games`) and each key's styles (style/module/, copied to the site's root
// under their own names, which the service worker checks with the network): a game's own,
// under its key, with the course's; the extras' for every key. The screen is drawn once
// the styles are in (or have failed to come). The module's entry points take the key first.
const css = (k) => [...(k == 'extras' || k == 'konter' ? [] : [k, 'course']), 'extras'].map((s) => at(`${s}.css`));
let code;
const loaded = {};
const load = (k) =>
  (loaded[k] ??= Promise.all([
    (code ??= import(at('games.js')).then(async (m) => {
      await m.default({ module_or_path: at('games_bg.wasm') });
      return m;
    })),
    ...css(k).map((href) => new Promise((done) => {
      if (document.querySelector(`link[href="${href}"]`)) return done();
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.onload = link.onerror = done;
      document.head.appendChild(link);
    })),
  ]).then(([m]) => m, (e) => {
    code = undefined;
    throw e;
  }));
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
  return mountWith(k, (m) => m.mount(k, root, lang, host), failed);
}
export function mountPanel(k, root, lang, panel, settings, stats, saved, changed, failed) {
  return mountWith(k, (m) => m.mountPanel(k, root, lang, panel, settings, stats, saved, changed), failed);
}
// Tells a module something (a game's "new" match), once it is there.
export function command(k, what) {
  load(k).then((m) => m.command(k, what), () => (loaded[k] = undefined));
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = mountScreen)]
    pub(super) fn mount_screen(module: &str, root: &web_sys::HtmlElement, lang: &str, host: &JsValue, failed: &JsValue) -> js_sys::Function;
    #[wasm_bindgen(js_name = mountPanel)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn mount_panel(
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
