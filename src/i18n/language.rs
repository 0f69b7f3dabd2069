//! The language every text is drawn in: the person's choice in the settings, else the
//! browser's preference; English is built in, the others come from their files
//! (`super::langs`).

use crate::store::local::with_storage;
use crate::i18n::{self, Lang, Texts};
use crate::store::{migrate_settings, Settings, SETTINGS_KEY};
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// The language being shown; set by [`App`](crate::page::App) from the settings.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language being drawn.
pub fn current_lang() -> Lang {
    LANG.with(Cell::get)
}

/// The text of the active language.
pub fn tx() -> &'static Texts {
    i18n::texts(current_lang())
}

/// Makes `lang` the language of every text drawn from now on, and of `<html lang>`.
pub fn use_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// The language the app opens in: the saved choice, else the browser's preference.
pub fn initial_lang() -> Lang {
    with_storage(|st| st.get(SETTINGS_KEY))
        .and_then(|raw| migrate_settings(&raw).ok())
        .map_or_else(browser_lang, |s| wanted_lang(&s))
}

/// The language the settings ask for: the person's choice, else the browser's preference.
pub fn wanted_lang(settings: &Settings) -> Lang {
    settings.lang.unwrap_or_else(browser_lang)
}

/// The browser's preferred languages, best first.
fn browser_lang() -> Lang {
    let nav = window().navigator();
    let mut tags: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if tags.is_empty() {
        tags.extend(nav.language());
    }
    Lang::from_preferences(&tags)
}
