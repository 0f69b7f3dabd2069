//! The person's hand: one real button per card.
//!
//! - The accessible name of a card button is the card's name ("Queen of Hearts").
//! - Cards that cannot be played now stay focusable (so arrow keys can move over them)
//!   but carry `aria-disabled="true"`, a `title` with the reason, and
//!   `aria-describedby` pointing at the reason line under the hand; pressing one shows
//!   the reason there ("You must follow Hearts or play a trump") instead of playing it.
//! - Keyboard: one card is in the tab order (roving tabindex); ←/→ (and ↑/↓, Home, End)
//!   move between cards, Enter or Space plays the focused card.
//! - Whether a card may be played, and why not, is the engine's answer (`Deal::check`).

use super::card::{card_svg, CardBack};
use super::language::tx;
use super::table_intents::Intents;
use super::table_state::{table_memo, TableState};
use crate::engine::{Action, Card, CardSet, Lane, Phase, Rank, Suit, Trump, MATADORS};
use crate::session::Next;
use leptos::prelude::*;
use super::roving::{self, focus_card, move_focus};

#[derive(Clone, PartialEq, Debug)]
struct HandCard {
    card: Card,
    /// None: playable now.
    reason: Option<String>,
}

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

/// The hand in the tray: the person's looking at the table (none while, friends at the
/// table, nobody is known to look).
fn hand_of(st: &TableState) -> (Vec<HandCard>, usize) {
    let d = &st.deal;
    if st.seating.you.is_none() {
        return (vec![], 0);
    }
    let cards = display_order(d.hand, d.trump)
        .into_iter()
        .map(|card| HandCard { card, reason: reason_for(st, card) })
        .collect();
    let hidden = if d.phase == Phase::NamingTrump { 3 } else { 0 };
    (cards, hidden)
}


/// The hand of the seat called "You", its cards played through `c`.
pub fn hand<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let hand = Memo::new(move |_| state.with(|s| s.as_ref().map(hand_of).unwrap_or_default()));
    let cards = Memo::new(move |_| hand.with(|h| h.0.clone()));
    let hidden = move || hand.with(|h| h.1);
    // The card in the tab order, and the reason line under the hand: (text, refused) —
    // a refused press shows it loudly and shakes the card.
    let focus = RwSignal::new(0usize);
    let shown_reason = RwSignal::new(None::<(String, bool)>);
    let refused = RwSignal::new(None::<Card>);
    let container: NodeRef<leptos::html::Div> = NodeRef::new();

    // A new situation clears an old reason.
    Effect::new(move |_| {
        state.track();
        shown_reason.set(None);
    });

    let index_of = move |card: Card| cards.with(|v| v.iter().position(|h| h.card == card));
    let reason_of = move |card: Card| cards.with(|v| v.iter().find(|h| h.card == card).and_then(|h| h.reason.clone()));
    let roving = move || {
        let n = cards.with(Vec::len);
        focus.get().min(n.saturating_sub(1))
    };

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(target) = move_focus(&ev, roving(), cards.with(Vec::len), container.get()) {
            focus.set(target);
        }
    };

    let refuse = move |card: Card, reason: String| roving::refuse(card, reason, refused, shown_reason);

    let play = move |card: Card| {
        match reason_of(card) {
            Some(reason) => refuse(card, reason),
            None => {
                let index = index_of(card).unwrap_or(0);
                let had_focus = container.get().is_some_and(|el| {
                    document().active_element().is_some_and(|a| el.contains(Some(&a)))
                });
                match c.play(card) {
                    Ok(()) => {
                        if had_focus {
                            focus.set(index);
                            request_animation_frame(move || {
                                // The table may be gone by the next frame (the deal ended).
                                if let Some(el) = container.try_get_untracked().flatten() {
                                    focus_card(&el, index);
                                }
                            });
                        }
                    }
                    Err(e) => refuse(card, e),
                }
            }
        }
    };

    view! {
        <div class="hand-wrap">
            <div
                class="hand"
                class:naming={move || hidden() > 0}
                role="group"
                aria-label=t.your_hand
                node_ref=container
                on:keydown=on_keydown
            >
                // Keyed by card and trump: naming trump is the one moment the hand changes
                // its order (trumps first), and then every card is drawn anew; moving keyed
                // nodes there left a card out of place.
                <For
                    each={move || {
                        let trump = state.with(|s| s.as_ref().and_then(|s| s.deal.trump));
                        cards.get().into_iter().map(|h| (trump, h.card)).collect::<Vec<_>>()
                    }}
                    key=|(trump, card)| (trump.map_or(0, |s| s.index() + 1) * 24 + card.index()) as u32
                    children=move |(_, card)| {
                        let disabled = move || reason_of(card).is_some();
                        let hinted = move || c.hinted(Action::Play(card));
                        let name = t.card_name(card);
                        let note = t.matador_note(card);
                        view! {
                            <button
                                type="button"
                                class="hand-card"
                                class:playable=move || !disabled()
                                class:hinted=hinted
                                class:matador=note.is_some()
                                class:refused=move || refused.get() == Some(card)
                                style=move || format!("--i:{}", index_of(card).unwrap_or(0))
                                aria-label=name
                                aria-disabled=move || disabled().then_some("true")
                                aria-describedby=move || disabled().then_some("hand-reason")
                                title=move || reason_of(card)
                                tabindex=move || if index_of(card) == Some(roving()) { "0" } else { "-1" }
                                on:focus=move |ev| roving::focused(&ev, index_of(card), reason_of(card), focus, shown_reason)
                                on:click=move |_| play(card)
                            >
                                <span class="card" inner_html=card_svg(card)></span>
                            </button>
                        }
                    }
                />
                {move || (0..hidden()).map(|_| view! { <CardBack class="hand-hidden" /> }).collect_view()}
            </div>
            <p id="hand-reason" class="reason" class:loud=move || shown_reason.with(|r| r.as_ref().is_some_and(|r| r.1)) role="status">
                {move || shown_reason.with(|r| r.as_ref().map(|r| r.0.clone()))}
            </p>
        </div>
    }
}
