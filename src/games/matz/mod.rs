//! Müller Matz in the app: the screens its module (`src/bin/games.rs`, shared with Kontraspiel) draws into the
//! page. The rules are the `matz` crate's; this module renders its state and sends the
//! person's intents, never deciding a rule itself.
//!
//! - `state`: the match, settings and statistics; every intent; saving; the bots' pace.
//! - `table`: the table — the other players, trumps, stock, the card led or the pile,
//!   what to do now, the person's actions and hand — and a game's and the match's end.
//! - `panels`: the page's dialogs while Müller Matz is chosen — rules, settings,
//!   statistics, the tally sheet, export and import.
//! - `bots`: the bots' worker.
//!
//! All text comes from `super::matz::texts` through [`mx`].

pub mod lesson_texts;
pub mod lessons;
pub mod start;
pub mod stored;
pub mod texts;
pub mod why;
pub mod worker;
#[cfg(target_arch = "wasm32")]
mod aside;
#[cfg(target_arch = "wasm32")]
mod bots;
#[cfg(target_arch = "wasm32")]
mod guided;
#[cfg(target_arch = "wasm32")]
mod hint;
#[cfg(target_arch = "wasm32")]
mod lesson_view;
#[cfg(target_arch = "wasm32")]
mod lesson_screen;
#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
mod table;

#[cfg(target_arch = "wasm32")]
use super::matz::texts::{matz_texts, MatzTexts};
#[cfg(target_arch = "wasm32")]
use crate::host;

/// Müller Matz's texts in the language drawn.
#[cfg(target_arch = "wasm32")]
pub fn mx() -> &'static MatzTexts {
    matz_texts(host::mounts::lang())
}

#[cfg(target_arch = "wasm32")]
pub use crate::host::mounts::say;

#[cfg(target_arch = "wasm32")]
/// Draws the table into `root` (the module's entry points: `crate::games::module`).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
    host::entries::mount::<state::M>(root, lang, page)
}

/// Draws a panel of the page's dialogs into `root`.
#[cfg(target_arch = "wasm32")]
pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, panel: &str, settings: String, prefill: String, changed: js_sys::Function) -> u32 {
    host::entries::mount_game_panel::<state::M>(root, lang, panel, settings, prefill, changed)
}

/// A bot's decision for the bots' worker.
#[cfg(target_arch = "wasm32")]
pub fn bot_answer(request: &str) -> String {
    worker::answer_text(request)
}

/// What the page asks of the module (see `crate::host::entries::command`).
#[cfg(target_arch = "wasm32")]
pub fn command(what: &str) {
    host::entries::game_command::<state::M>(what)
}
