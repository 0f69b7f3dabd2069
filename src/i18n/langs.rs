//! The other languages' texts. The web app has English built in; French, German and
//! Luxembourgish come from their language files (`lang/<code>.txt`, written from
//! `src/i18n` and checked by `tests/i18n.rs`), fetched the first time they are shown and
//! precached by the service worker for offline use.

use crate::page::konter::Ctrl;
use super::language::{current_lang, wanted_lang};
use crate::page::notices::Notice;
use crate::page::pwa::site_base;
use crate::i18n::{self, Lang};
use crate::store::Settings;
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

/// The language the page shows: the one the settings ask for once its file has arrived.
#[derive(Clone, Copy)]
pub struct Languages {
    /// Counts the language files arrived, so that [`Languages::shown`] looks again.
    arrived: RwSignal<u32>,
}

impl Languages {
    pub fn new() -> Languages {
        Languages { arrived: RwSignal::new(0) }
    }

    /// The language shown: the person's choice, else the browser's preference.
    /// Until the language's file has arrived ([`Languages::load`]), the one shown before.
    pub fn shown(self, settings: RwSignal<Settings>) -> Memo<Lang> {
        let arrived = self.arrived;
        Memo::new(move |before: Option<&Lang>| {
            arrived.track();
            let want = settings.with(wanted_lang);
            if i18n::is_ready(want) {
                want
            } else {
                before.copied().unwrap_or(Lang::En)
            }
        })
    }

    /// Fetches the file of each language the person picks that is not ready yet; if it
    /// cannot come (offline, never cached), says so and keeps the language shown.
    pub fn load(self, c: Ctrl) {
        Effect::new(move |_| {
            let want = c.settings.with(wanted_lang);
            if i18n::is_ready(want) {
                return;
            }
            leptos::task::spawn_local(async move {
                if ensure(want).await.is_ok() {
                    self.arrived.update(|n| *n += 1);
                } else {
                    // A pick goes back to the language shown; a browser preference is
                    // not saved as a choice (online, the next visit tries it again).
                    if c.settings.with_untracked(|s| s.lang.is_some()) {
                        c.update_settings(|s| s.lang = Some(current_lang()));
                    }
                    c.notes.post_once(Notice::LangUnavailable);
                }
            });
        });
    }
}

impl Default for Languages {
    fn default() -> Languages {
        Languages::new()
    }
}
