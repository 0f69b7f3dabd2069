//! The learning screens: the review of a played deal, and the lessons ("Learn to play").
//!
//! Both are drawn by the extras module (`src/bin/extras.rs`), loaded the first time one of
//! them opens, so the game's first visit does not carry them: the game page holds only
//! their two buttons and [`host::LearnHost`], the element the module draws into.
//!
//! - `host` (the page): the host element and what the module may ask of the page.
//! - `review` (the module): the deal review, computed by a bot worker of its own.
//! - `lessons` (the module): the lessons, from the positions of [`crate::lessons`].
//! - `worker` (the module): a bot worker started for one screen, terminated with it.
//!
//! Their words come from [`crate::i18n::learn_texts`] through [`lx`] (and the game's own
//! texts through `tx()`).

pub mod host;
mod lessons;
mod review;
mod worker;

use super::sheets::Host;
use crate::i18n::learn_texts::{learn_texts, LearnTexts};
use crate::i18n::Lang;
use crate::store::{migrate_match, Session};
use leptos::prelude::*;

/// The learning texts of the language being drawn.
fn lx() -> &'static LearnTexts {
    learn_texts(super::controller::current_lang())
}

fn host() -> Host {
    expect_context::<Host>()
}

/// A card as its corner shows it: "K♥" (the rank in the language drawn).
fn short(card: crate::engine::Card) -> String {
    format!("{}{}", super::controller::tx().rank_label(card.rank()), card.suit().symbol())
}

/// A share (0–1) in per cent, with `decimals` (0 or 1) as the language writes it.
fn percent(share: f64, decimals: usize) -> String {
    let n = format!("{:.*}", decimals, share * 100.0);
    match super::controller::current_lang() {
        Lang::En => format!("{n}%"),
        _ => format!("{}\u{a0}%", n.replace('.', ",")),
    }
}

/// Draws the screen `what` (`review`, `lessons`) into `root`: for a review, the deal with
/// index `deal` of the saved match `saved` (an envelope text).
pub fn mount(
    root: web_sys::HtmlElement,
    lang: Lang,
    what: &str,
    saved: &str,
    deal: usize,
    host: Host,
) -> leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState> {
    super::controller::use_lang(lang);
    let session = migrate_match(saved).ok().and_then(|m| Session::from_saved(&m).ok());
    let review = what == "review";
    leptos::mount::mount_to(root, move || {
        provide_context(host);
        if review {
            view! { <review::ReviewScreen session=session deal=deal /> }.into_any()
        } else {
            view! { <lessons::LessonsScreen /> }.into_any()
        }
    })
}
