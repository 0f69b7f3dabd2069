//! The person's hand at Konter a Matt's table: the host's hand component (`host::hand`,
//! every game's), with this table's order of the cards and its reasons.
//!
//! - The accessible name of a card button is the card's name ("Queen of Hearts").
//! - Cards that cannot be played now stay focusable (so arrow keys can move over them)
//!   but carry `aria-disabled="true"`, a `title` with the reason, and
//!   `aria-describedby` pointing at the reason line under the hand; pressing one shows
//!   the reason there ("You must follow Hearts or play a trump") instead of playing it.
//! - Keyboard: one card is in the tab order (roving tabindex); ←/→ (and ↑/↓, Home, End)
//!   move between cards, Enter or Space plays the focused card.
//! - Whether a card may be played is the engine's answer (`Shown::playable`); why not, the
//!   lane led and the turn.

use crate::host::card::{card_svg, CardBack};
use crate::i18n::language::tx;
use super::table_intents::Intents;
use super::table_state::{table_memo, TableState};
use crate::engine::{Action, Card, CardSet, Lane, Phase, Rank, Suit, Trump, MATADORS};
use super::session::Next;
use crate::host::hand::{Hand, HandCard, Look};
use leptos::prelude::*;

/// The order cards are shown in: trumps first (highest first), then the plain suits
/// alternating black and red, each highest first. Before trump is named the matadors
/// lead, then the suits.
pub fn display_order(hand: CardSet, trump: Option<Suit>) -> Vec<Card> {
    let mut out = vec![];
    let (trumps, plain_suits): (Vec<Card>, Vec<Suit>) = match trump {
        Some(s) => {
            let order = Trump(s).trump_cards_high_to_low();
            let blacks: Vec<Suit> = [Suit::Spades, Suit::Clubs].into_iter().filter(|&x| x != s).collect();
            let reds: Vec<Suit> = [Suit::Hearts, Suit::Diamonds].into_iter().filter(|&x| x != s).collect();
            let (first, second) = if blacks.len() >= reds.len() { (blacks, reds) } else { (reds, blacks) };
            let mut suits = vec![];
            for i in 0..2 {
                suits.extend(first.get(i));
                suits.extend(second.get(i));
            }
            (order.into_iter().filter(|c| hand.contains(*c)).collect(), suits)
        }
        // Matadors in their order Q♠ Q♥ Q♦ (card index order).
        None => (MATADORS.iter().filter(|c| hand.contains(*c)).collect(), vec![Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds]),
    };
    out.extend(trumps.iter().copied());
    for suit in plain_suits {
        for rank in Rank::ALL {
            let card = Card::new(suit, rank);
            if hand.contains(card) && !out.contains(&card) && !MATADORS.contains(card) {
                out.push(card);
            }
        }
    }
    out
}

/// The card as its corner shows it: "Q♥" (the rank in the person's language).
fn short_name(card: Card) -> String {
    format!("{}{}", tx().rank_label(card.rank()), card.suit().symbol())
}

/// One card of `allowed` to name in a refusal, in the order the hand shows: a card of the
/// led lane when there is one (the follow the rule asks for), else the first allowed.
fn example(allowed: CardSet, led: Lane, trump: Option<Suit>) -> String {
    let shown = display_order(allowed, trump);
    let of_lane = shown.iter().find(|c| trump.is_some_and(|t| Trump(t).lane(**c) == led));
    of_lane.or(shown.first()).map(|c| short_name(*c)).unwrap_or_default()
}

fn reason_for(st: &TableState, card: Card) -> Option<String> {
    let t = tx();
    let d = &st.deal;
    match st.next {
        Next::Person(_) if d.phase == Phase::NamingTrump => Some(t.choose_trump_title.to_string()),
        // The rules' answer: the cards that may be played, and the lane the others break.
        Next::Person(_) if d.playable.contains(card) => None,
        Next::Person(_) => match d.led {
            Some(Lane::Trump) => Some(t.reason_must_trump(&example(d.playable, Lane::Trump, d.trump))),
            Some(Lane::Plain(s)) => Some(t.reason_must_follow(s, &example(d.playable, Lane::Plain(s), d.trump))),
            None => Some(t.reason_deal_over.to_string()),
        },
        Next::Bot(_) if d.phase == Phase::NamingTrump => Some(t.reason_trump_first.to_string()),
        Next::Bot(seat) => Some(t.reason_not_your_turn(st.who(seat))),
        Next::Collect => Some(t.reason_collecting.to_string()),
        Next::Summary | Next::MatchOver => Some(t.reason_deal_over.to_string()),
    }
}

/// The hand of the seat called "You", its cards played through `c`: the host's hand
/// (`host::hand`), in the order and with the reasons of Konter a Matt's table. None while,
/// friends at the table, nobody is known to look; three backs while trump is named from
/// the first three cards.
pub fn hand<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let cards = Memo::new(move |_| {
        state.with(|s| {
            let Some(st) = s.as_ref().filter(|st| st.seating.you.is_some()) else { return vec![] };
            let trump = st.deal.trump;
            display_order(st.deal.hand, trump)
                .into_iter()
                .map(|card| HandCard {
                    // Keyed by card and trump: naming trump is the one moment the hand
                    // changes its order (trumps first), and then every card is drawn anew.
                    key: (trump.map_or(0, |s| s.index() + 1) * 24 + card.index()) as u32,
                    name: t.card_name(card),
                    face: card_svg(card),
                    reason: reason_for(st, card),
                    hinted: c.hinted(Action::Play(card)),
                    class: if MATADORS.contains(card) { "matador" } else { "" },
                })
                .collect()
        })
    });
    let naming = move || state.with(|s| s.as_ref().is_some_and(|s| s.seating.you.is_some() && s.deal.phase == Phase::NamingTrump));
    let card_of = move |key: u32| Card::from_index((key % 24) as usize);
    let play = move |key: u32| card_of(key).map_or(Ok(()), |card| c.play(card));
    let look = Look { wrap: "hand-wrap", hand: "hand", card: "hand-card", reason_id: "hand-reason", label: t.your_hand };
    let extra = ViewFn::from(move || naming().then(|| (0..3).map(|_| view! { <CardBack class="hand-hidden" /> }).collect_view()));
    view! { <Hand cards=cards look=look play=play moment=move || state.track() extra=extra /> }
}
