//! The extras' entry points in the games module (`src/games/module.rs`, key `extras`): the
//! score sheets for real cards, and the panels of the page's dialogs (settings, rules,
//! statistics, match score sheet, the deal review and the lessons). They draw once the
//! language's texts are in (fetched if need be, as the page does); their ids come from the
//! same table as the games' screens (`host::mounts`), so one `unmount` takes either away.

use crate::host::mounts::mount_when_ready;
use crate::host::panel_state::Panel;
use super::panels;
use super::sheets::{self, Host};
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// Draws the sheets into `root` in the language with code `lang`; `host(what, text)` is
/// the page: ("say", text) for its live region, ("back", null) to its start screen.
pub fn mount(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
    mount_when_ready(lang, move |lang| {
        let say_to = host.clone();
        let host = Host {
            say: Callback::new(move |text: String| {
                let _ = say_to.call2(&JsValue::NULL, &"say".into(), &text.into());
            }),
            back: Callback::new(move |()| {
                let _ = host.call2(&JsValue::NULL, &"back".into(), &JsValue::NULL);
            }),
        };
        sheets::mount(root, lang, host)
    })
}

/// Draws the panel named `panel` (`settings`, `rules`, `stats`, `score-sheet`, `learn`…)
/// into `root`, showing the page's `settings`, `stats` and saved match (envelope texts,
/// the match may be empty); `changed(settings)` gives the page the settings the person
/// changed, as an envelope text.
pub fn mount_panel(
    root: web_sys::HtmlElement,
    lang: &str,
    panel: &str,
    settings: String,
    stats: String,
    saved_match: String,
    changed: js_sys::Function,
) -> u32 {
    let panel = Panel::from_name(panel).unwrap_or(Panel::Rules);
    mount_when_ready(lang, move |lang| {
        let change = Callback::new(move |text: String| {
            let _ = changed.call1(&JsValue::NULL, &text.into());
        });
        panels::mount(root, lang, panel, &settings, &stats, &saved_match, change)
    })
}
