//! The language the page shows: the one the settings ask for, once its file has arrived
//! (`crate::i18n::langs` fetches it).

use super::konter::Ctrl;
use super::notices::Notice;
use crate::i18n::language::{current_lang, wanted_lang};
use crate::i18n::langs::ensure;
use crate::i18n::{self, Lang};
use crate::store::Settings;
use leptos::prelude::*;

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
