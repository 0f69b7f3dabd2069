//! Links to this page, and handing one on: a shared game's or an invitation's link, given
//! to the device's share sheet where there is one (phones), else copied.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// The link to this page with `fragment` (without `#`): a shared game of a module game.
pub fn link_with(fragment: &str) -> String {
    let location = window().location();
    format!(
        "{}{}{}#{fragment}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    )
}

/// Shares `link`: the share sheet where the browser has one, else the clipboard (then
/// `copied` runs).
pub fn share_link(link: String, text: &'static str, copied: impl FnOnce() + 'static) {
    let nav = window().navigator();
    let can_share = js_sys::Reflect::has(&nav, &JsValue::from_str("share")).unwrap_or(false);
    leptos::task::spawn_local(async move {
        if can_share {
            let data = web_sys::ShareData::new();
            data.set_title("Konter a Matt");
            data.set_text(text);
            data.set_url(&link);
            match JsFuture::from(nav.share_with_data(&data)).await {
                Ok(_) => return,
                // The person closed the share sheet: nothing more to do.
                Err(e) if error_name(&e).as_deref() == Some("AbortError") => return,
                // Not allowed here (no user activation, unsupported data…): the clipboard.
                Err(_) => {}
            }
        }
        if JsFuture::from(nav.clipboard().write_text(&link)).await.is_ok() {
            copied();
        }
    });
}

fn error_name(e: &JsValue) -> Option<String> {
    js_sys::Reflect::get(e, &JsValue::from_str("name")).ok()?.as_string()
}
