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
//! All text comes from `crate::i18n::matz_texts` through [`mx`].

mod aside;
mod bots;
mod guided;
mod hint;
mod lesson_view;
mod lessons;
mod panels;
pub mod state;
mod table;

use crate::i18n::matz_texts::{matz_texts, MatzTexts};
use leptos::prelude::*;
use crate::app::host;

/// Müller Matz's texts in the language drawn.
pub fn mx() -> &'static MatzTexts {
    matz_texts(host::mounts::lang())
}

pub use crate::app::host::mounts::say;

crate::module_entries!(state::m(), || view! { <table::Screen /> }.into_any(), &lessons::COURSE, panels::panel, crate::matz_worker::answer_text, |seat| {
    crate::i18n::matz_texts::NAMES.get(usize::from(seat)).copied().unwrap_or_default().to_string()
}, matz::Match);
