//! The other languages' texts. The web app has English built in; French, German and
//! Luxembourgish come from their language files (`lang/<code>.txt`, written from
//! `src/i18n` and checked by `tests/i18n.rs`), fetched the first time they are shown and
//! precached by the service worker for offline use.

use crate::i18n::{self, Lang};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Makes `lang`'s texts ready: at once if they are, else from its file. Fails (and
/// English stays) when the file cannot be fetched or read.
pub async fn ensure(lang: Lang) -> Result<(), String> {
    if i18n::is_ready(lang) {
        return Ok(());
    }
    let url = format!("{}{}", site_base().unwrap_or_default(), i18n::language_file_path(lang));
    let file = fetch_text(&url).await.map_err(|_| format!("{url} could not be fetched"))?;
    i18n::load_language(lang, &file).map(|_| ())
}

async fn fetch_text(url: &str) -> Result<String, JsValue> {
    let response: web_sys::Response = JsFuture::from(window().fetch_with_str(url)).await?.dyn_into()?;
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    JsFuture::from(response.text()?).await?.as_string().ok_or(JsValue::NULL)
}

/// The site's address (its public URL): where the manifest is, which
/// scripts/pwa-build.mjs links absolutely under the public URL. The service worker
/// lives there too, and its scope is that address.
pub fn site_base() -> Option<String> {
    let link = document().query_selector("link[rel=manifest]").ok()??;
    let href = link.unchecked_into::<web_sys::HtmlLinkElement>().href();
    let cut = href.rfind('/')?;
    Some(href[..=cut].to_string())
}
