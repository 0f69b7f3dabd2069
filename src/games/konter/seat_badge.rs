//! A seat at the table: name, team, dealer and forehand marks, whose turn it is, its
//! announcement, and (for bots) how many cards it still holds.

use crate::i18n::language::tx;
use super::table_intents::Intents;
use super::table_state::table_memo;
use crate::engine::{Announcement, Team};
use crate::store::seats::{Place, Seating};
use leptos::prelude::*;

#[derive(Clone, Copy, PartialEq, Debug)]
struct BadgeInfo {
    dealer: bool,
    forehand: bool,
    turn: bool,
    announcement: Option<Announcement>,
    cards: usize,
    won_trick: bool,
}

fn place_class(p: Place) -> &'static str {
    match p {
        Place::Bottom => "bottom",
        Place::Left => "left",
        Place::Top => "top",
        Place::Right => "right",
    }
}

/// The seat drawn at `place`; who plays it as `c` says.
pub fn seat_badge<A: Intents>(c: A, place: Place, seating: Seating) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    // Alone with the bots: "You", West, North, East; friends at the table: the person
    // looking ("You") at the bottom, the others by their compass points.
    let seat = seating.seat_at(place);
    let who = seating.who(seat);
    let info = Memo::new(move |_| {
        state.with(|s| {
            s.as_ref().map(|s| {
                BadgeInfo {
                    dealer: s.deal.dealer == seat,
                    forehand: s.deal.forehand == seat,
                    turn: s.to_act() == Some(seat),
                    announcement: s.deal.announcements[seat.index()],
                    cards: s.deal.held[seat.index()],
                    won_trick: s.trick.is_some_and(|tr| tr.winner == seat),
                }
            })
        })
    });
    let name = t.seat_name(who);
    let initial: String = name.chars().take(1).collect();
    let get = move |f: fn(&BadgeInfo) -> bool| info.with(|i| i.as_ref().is_some_and(f));
    let role = move || {
        if place == Place::Bottom {
            return None;
        }
        let relation = if place == Place::Top { t.partner } else { t.opponent };
        // A friend, or a bot and its level (where known).
        Some(match c.player(seat) {
            Some(who) => format!("{relation} · {who}"),
            None => relation.to_string(),
        })
    };
    let team_class = if seat.team() == Team::A { "team-a" } else { "team-b" };
    view! {
        <div
            class=format!("seat-badge {} {team_class}", place_class(place))
            class:turn=move || get(|i| i.turn)
            class:won=move || get(|i| i.won_trick)
            role="group"
            aria-label=name
        >
            <div class="avatar" aria-hidden="true">{initial}</div>
            <div class="seat-text">
                <span class="seat-name">{name}</span>
                {move || role().map(|r| view! { <span class="seat-role">{r}</span> })}
                <span class="marks">
                    <Show when=move || get(|i| i.dealer)>
                        <span class="mark dealer">{t.dealer}</span>
                    </Show>
                    <Show when=move || get(|i| i.forehand)>
                        <span class="mark forehand">{t.forehand}</span>
                    </Show>
                    <Show when=move || get(|i| i.turn)>
                        <span class="visually-hidden">{t.is_to_play(who)}</span>
                    </Show>
                </span>
            </div>
            {move || {
                info.with(|i| i.and_then(|i| i.announcement)).map(|a| {
                    view! { <span class="bubble">{format!("{}!", t.announcement_name(a))}</span> }
                })
            }}
            {(place != Place::Bottom).then(|| {
                let n = move || info.with(|i| i.map_or(0, |i| i.cards));
                view! {
                    <span class="fan" role="img" aria-label=move || t.cards_left(who, n())>
                        {move || (0..n()).map(|k| view! { <span class="mini-back" style=format!("--k:{k}")></span> }).collect_view()}
                    </span>
                }
            })}
        </div>
    }
}
