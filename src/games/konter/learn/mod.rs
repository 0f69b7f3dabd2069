//! The learning screens: the review of a played deal, and the lessons ("Learn to play").
//!
//! Both are drawn by the extras module (`src/games/konter/extras.rs`, in the games module), loaded the first time one of
//! them opens, so the game's first visit does not carry them: to the game page they are
//! panels (`crate::host::panel_state::Panel::Learn`, shown by `crate::page::extras::PanelHost` as a screen
//! of their own), and the page holds only their two buttons.
//!
//! - `review`: the deal review, computed by a bot worker of its own.
//! - `lessons`: the lessons, from the positions of [`super::lessons`].
//! - `worker`: a bot worker started for one screen, terminated with it.
//!
//! Their words come from [`crate::games::konter::learn_texts`] through [`lx`] (and the game's own
//! texts through `tx()`).

mod lessons;
mod review;
pub(crate) mod worker;

use crate::host::panel_state::{learn_course, panel_state, LEARN_LESSONS};
use crate::games::konter::learn_texts::{learn_texts, LearnTexts};
use leptos::prelude::*;

/// The learning texts of the language being drawn.
fn lx() -> &'static LearnTexts {
    learn_texts(crate::i18n::language::current_lang())
}

/// Back to where the screen was opened from.
fn back() {
    panel_state().learn(0);
}

/// A card as its corner shows it: "K♥" (the rank in the language drawn).
fn short(card: crate::engine::Card) -> String {
    format!("{}{}", crate::i18n::language::tx().rank_label(card.rank()), card.suit().symbol())
}

/// A share (0–1) in per cent, with `decimals` (0 or 1) as the language writes it. (Whole
/// numbers only: no float formatting in the module.)
fn percent(share: f64, decimals: usize) -> String {
    let share = share.clamp(0.0, 1.0);
    match decimals {
        0 => lx().percent((share * 100.0).round() as u32 * 10, false),
        _ => lx().percent((share * 1000.0).round() as u32, true),
    }
}

/// The learning screen with this code (`crate::host::panel_state::Panel::Learn`): the lessons, or the
/// review of a deal of the match the page holds.
pub fn screen(code: u32) -> AnyView {
    let inner = if code == LEARN_LESSONS || code == learn_course(0) {
        view! { <lessons::LessonsScreen /> }.into_any()
    } else {
        let session = super::panels::page_panel().session.get_value();
        view! { <review::ReviewScreen session=session deal=code.saturating_sub(2) as usize /> }.into_any()
    };
    view! { <div class="learn-host">{inner}</div> }.into_any()
}
