//! The tricks of a finished deal in a game's summary, folded under one name: each trick's
//! cards in the order played, the seat that played each beneath it, the winner's marked
//! and named in the caption. The markup and styles are those of Konter a Matt's summary
//! (`crate::games::konter::trick::TrickReview`, which the page draws with its own cards), so every game's
//! tricks look and read alike.

use leptos::prelude::*;

/// A card of a trick as the game draws it.
pub struct PlayedCard {
    /// The face (SVG text; decorative: `name` is its accessible name).
    pub face: String,
    pub name: String,
    /// Who played it, as the table names the seat.
    pub by: String,
}

/// One trick: its cards in the order played, the index of the winning card among them,
/// and its caption ("Trick 2 — led by West, won by you").
pub struct ShownTrick {
    pub cards: Vec<PlayedCard>,
    pub winner: usize,
    pub caption: String,
}

/// The tricks under `label` ("The tricks of this deal"), closed until opened.
pub fn tricks_of_deal(label: &'static str, tricks: Vec<ShownTrick>) -> impl IntoView {
    let tricks = tricks
        .into_iter()
        .map(|trick| {
            let cards = trick
                .cards
                .into_iter()
                .enumerate()
                .map(|(i, c)| {
                    view! {
                        <li class="played-r" class:winner=i == trick.winner>
                            <span class="card" role="img" aria-label=c.name inner_html=c.face></span>
                            <span class="played-by">{c.by}</span>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <figure class="trick-review">
                    <ol class="trick-row">{cards}</ol>
                    <figcaption>{trick.caption}</figcaption>
                </figure>
            }
        })
        .collect_view();
    view! {
        <details class="review">
            <summary>{label}</summary>
            <div class="review-list">{tricks}</div>
        </details>
    }
}
