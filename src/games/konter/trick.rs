//! The trick in the centre of the table, and a finished trick for review.

use crate::host::card::CardImage;
use crate::i18n::language::tx;
use super::table_intents::Intents;
use super::table_state::table_memo;
use crate::engine::{Card, Seat, Trick};
use super::session::Next;
use crate::store::seats::{Place, Seating};
use leptos::prelude::*;

pub fn place_class(p: Place) -> &'static str {
    match p {
        Place::Bottom => "bottom",
        Place::Left => "left",
        Place::Top => "top",
        Place::Right => "right",
    }
}

#[derive(Clone, PartialEq, Debug)]
struct Shown {
    cards: Vec<(Seat, Card)>,
    winner: Option<Seat>,
}

/// The cards of the trick being played, each in front of the seat that played it. A
/// complete trick shows its winner until it is collected (a tap collects it at once).
pub fn trick_view<A: Intents>(c: A, seating: Seating) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let shown = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| match s.trick {
                Some(tr) => Shown {
                    cards: (0..4).map(|i| (tr.seat_of(i), tr.cards[i])).collect(),
                    winner: Some(tr.winner),
                },
                None => {
                    let leader = s.deal.trick_leader;
                    Shown {
                        cards: s.deal.trick_cards.iter().enumerate().map(|(i, &card)| (leader.plus(i), card)).collect(),
                        winner: None,
                    }
                }
            })
        })
    });
    let collecting = move || state.with(|s| s.as_ref().is_some_and(|s| s.next == Next::Collect));
    let sweep = move || {
        // Swept away only when it goes by itself, and slowly enough to be seen.
        let delay = if c.collect_on_tap() { 0 } else { c.collect_delay_ms() };
        shown.with(|sh| match sh {
            Some(Shown { winner: Some(w), .. }) if delay >= 600 => {
                format!("trick sweep-{}", place_class(seating.place(*w)))
            }
            _ => "trick".to_string(),
        })
    };
    let sweep_style = move || {
        let delay = c.collect_delay_ms();
        format!("--sweep-delay:{}ms", delay.saturating_sub(380))
    };
    let winner_label = move || {
        shown.with(|sh| {
            let sh = sh.as_ref()?;
            let w = sh.winner?;
            Some((seating.place(w), seating.who(w)))
        })
    };
    view! {
        <div
            class=sweep
            style=sweep_style
            role="group"
            aria-label=t.trick_on_table
            title=move || collecting().then_some(t.tap_to_collect)
            on:click=move |_| c.collect_now()
        >
            <For
                each={move || shown.with(|s| s.as_ref().map(|s| s.cards.clone()).unwrap_or_default())}
                key=|(seat, card)| (seat.index() * 24 + card.index()) as u32
                children=move |(seat, card)| {
                    let place = seating.place(seat);
                    let is_winner = move || shown.with(|s| s.as_ref().is_some_and(|s| s.winner == Some(seat)));
                    view! {
                        <div class=format!("played {}", place_class(place)) class:winner=is_winner>
                            <CardImage card=card />
                        </div>
                    }
                }
            />
            {move || winner_label().map(|(p, who)| view! {
                <span class=format!("winner-tag {}", place_class(p)) aria-hidden="true">{t.seat_name(who)}</span>
            })}
        </div>
    }
}

/// The cards of a trick so far in the order played (`leader` first), each with its seat
/// beneath as `name` says it; the `winner`'s marked.
pub fn played_row(leader: Seat, cards: &[Card], winner: Option<Seat>, name: impl Fn(Seat) -> &'static str) -> impl IntoView {
    let items = cards
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            let seat = leader.plus(i);
            view! {
                <li class="played-r" class:winner=winner == Some(seat)>
                    <CardImage card=card />
                    <span class="played-by">{name(seat)}</span>
                </li>
            }
        })
        .collect_view();
    view! { <ol class="trick-row">{items}</ol> }
}

/// A finished trick for review: its four cards in the order played, each with its seat
/// beneath (nothing overlaps, so every label stays readable).
#[component]
pub fn TrickReview(trick: Trick, seating: Seating, #[prop(optional)] number: Option<usize>) -> impl IntoView {
    let t = tx();
    let led = seating.who(trick.leader);
    let won = seating.who(trick.winner);
    let caption = match number {
        Some(n) => format!("{} — {}", t.trick_number(n), t.trick_led_won(led, won)),
        None => t.trick_led_won(led, won),
    };
    view! {
        <figure class="trick-review">
            <ol class="trick-row">
                {(0..4)
                    .map(|i| {
                        let seat = trick.seat_of(i);
                        view! {
                            <li class="played-r" class:winner=seat == trick.winner>
                                <CardImage card=trick.cards[i] />
                                <span class="played-by">{t.seat_name(seating.who(seat))}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
            <figcaption>{caption}{format!(" · {}", t.points_count(trick.points() as u32))}</figcaption>
        </figure>
    }
}
