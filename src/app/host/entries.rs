//! A game module's entry points: its table and its panels drawn into the page (a course's
//! lessons, the matches put aside, or one of the game's own panels), and what the page
//! asks of it. Written once here for every game by `module_entries!`.

use super::mounts::{after_mount, mount_panel, mount_screen};
use leptos::prelude::*;

/// Draws a game's table into `root` (see [`super::mounts::mount_screen`]) for its `state`: what happens
/// without the person goes on while a table is on screen.
pub fn game_screen<S: super::pace::Played>(state: S, root: web_sys::HtmlElement, lang: &str, page: js_sys::Function, screen: fn() -> AnyView) -> u32 {
    mount_screen(root, lang, page, move || {
        let pace = state.pace();
        pace.shown();
        state.schedule();
        on_cleanup(move || pace.gone());
        screen()
    })
}

/// Draws a panel of the page's dialogs into `root` (see [`super::mounts::mount_panel`]) while a game is
/// chosen: a learning panel is the game's `course`, the matches put aside are its `state`'s,
/// every other is one of its `panels` (by name, with the page's `prefill`).
#[allow(clippy::too_many_arguments)]
pub fn game_panel<S: super::aside::Aside>(
    state: S,
    root: web_sys::HtmlElement,
    lang: &str,
    panel: &str,
    prefill: String,
    changed: js_sys::Function,
    course: &'static dyn crate::app::course::Course,
    panels: fn(&str, Callback<String>, String) -> AnyView,
) -> u32 {
    if panel.starts_with(crate::app::panel_state::LEARN) {
        return crate::app::course::mount(root, lang, changed, course);
    }
    if panel == super::aside::PANEL {
        return mount_panel(root, lang, changed, move |tell| super::aside::list(state, tell).into_any());
    }
    let panel = panel.to_string();
    mount_panel(root, lang, changed, move |tell| panels(&panel, tell, prefill))
}

/// What the page asks of a game's module: "new" (Menu or start screen → New match),
/// "share" (Menu → Share), or "link:…" (the page was opened from a link to a shared game).
/// It is done after the table the page is drawing has been mounted (so what starts is said
/// there).
pub fn command(what: &str, link: impl FnOnce(&str) + 'static, new: impl FnOnce() + 'static, share: impl FnOnce() + 'static) {
    let what = what.to_string();
    after_mount(move || match what.strip_prefix("link:") {
        Some(text) => link(text),
        None if what == "new" => new(),
        None if what == "share" => share(),
        None => {}
    });
}

/// A game module's entry points (called by `crate::game_module!`), in the game's module:
/// its state (`$state`, made at first use), its table (`$screen`), its course and panels,
/// and its bots' answer to a request's text.
#[macro_export]
macro_rules! module_entries {
    ($state:expr, $screen:expr, $course:expr, $panels:expr, $answer:expr) => {
        /// Draws the table into `root`.
        pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
            $crate::app::host::entries::game_screen($state, root, lang, page, $screen)
        }

        /// Draws a panel of the page's dialogs into `root`.
        pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, panel: &str, prefill: String, changed: js_sys::Function) -> u32 {
            $crate::app::host::entries::game_panel($state, root, lang, panel, prefill, changed, $course, $panels)
        }

        /// A bot's decision for the bots' worker.
        pub fn bot_answer(request: &str) -> String {
            $answer(request)
        }

        /// What the page asks of the module (see `host::entries::command`).
        pub fn command(what: &str) {
            let state = $state;
            $crate::app::host::entries::command(what, move |link| state.offer_link(link), move || state.ask_new(), move || state.share());
        }
    };
}
