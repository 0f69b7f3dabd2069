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
use leptos::prelude::*;
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
crate::module_entries!(state::m(), || view! { <table::Screen /> }.into_any(), &lesson_screen::COURSE, panels::panel, worker::answer_text, |seat| {
    super::matz::texts::NAMES.get(usize::from(seat)).copied().unwrap_or_default().to_string()
}, matz::Match);
