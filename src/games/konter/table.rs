//! The table: the felt with the partner at the top and the opponents left and right,
//! the trick in the centre, and the person's tray (hand, announcements, tools) below —
//! or, when friends share the device, the cover before a person's turn.

use crate::host::card::suit_css;
use crate::i18n::language::tx;
use crate::i18n::Voice;
use crate::page::konter::ctrl;
use super::hand::hand;
use super::seat_badge::seat_badge;
use super::table_intents::Intents;
use super::table_state::{table_memo, TableMemo, TableState};
use super::trick::trick_view;
use crate::engine::{Action, CardSet, Direction, Lane, Phase, Seat, Suit, Team, Trump};
use super::session::Next;
use crate::store::seats::{compass, Place, Seating, Who};
use leptos::prelude::*;

/// What the status line says.
fn status_text(st: &TableState, c: impl Intents) -> String {
    let t = tx();
    if let Some(h) = c.hint() {
        let what = match h.action {
            Action::Play(c) => t.hint_play(c),
            Action::NameTrump(s) => t.hint_trump(s),
            Action::Announce(a) => t.hint_announce(a),
        };
        return match h.chance {
            Some(p) => format!("{what} · {}", t.hint_chance((p * 100.0).round() as u32)),
            None => what,
        };
    }
    let d = &st.deal;
    match st.next {
        Next::Collect => match st.trick {
            Some(tr) => t.wins_trick(st.who(tr.winner), tr.points()),
            None => String::new(),
        },
        // The trump panel says it (once).
        Next::Person(_) if d.phase == Phase::NamingTrump => String::new(),
        Next::Person(_) => your_turn(d.led, d.trump, d.playable),
        Next::Bot(seat) if d.phase == Phase::NamingTrump => t.choosing_trump(st.who(seat)),
        Next::Bot(seat) => c.turn_elsewhere(seat).unwrap_or_else(|| t.thinking(st.who(seat))),
        Next::Summary | Next::MatchOver => String::new(),
    }
}

/// The person's turn in the words of the follow rule, said as the rules' legal cards
/// (`playable`) have it: follow the lane led, or, holding none of it, any card.
pub fn your_turn(led: Option<Lane>, trump: Option<Suit>, playable: CardSet) -> String {
    let t = tx();
    let Some(led) = led else { return t.your_turn_lead.to_string() };
    let any = trump.is_none_or(|s| Trump(s).lane_cards(led).intersect(playable).is_empty());
    t.your_turn_follow(if let Lane::Plain(s) = led { Some(s) } else { None }, any)
}

/// The table drawn for `seating` (a new seating draws it anew) from `state`, sending the
/// person's intents to `c`.
pub fn table<A: Intents>(c: A, seating: Seating, state: Memo<Option<TableState>>) -> impl IntoView {
    let t = tx();
    provide_context(TableMemo(state));
    let show_points = move || c.show_points();
    let naming = move || {
        state.with(|s| s.as_ref().is_some_and(|s| s.deal.phase == Phase::NamingTrump && matches!(s.next, Next::Person(_))))
    };
    let status = move || state.with(|s| s.as_ref().map(|s| status_text(s, c)).unwrap_or_default());
    let collecting = move || state.with(|s| s.as_ref().is_some_and(|s| s.next == Next::Collect));
    // A finished trick waits for the person ("Leave each trick until I tap"): the button
    // that collects it takes the focus from the hand, where the person just played.
    let tap_wait = move || collecting() && c.collect_on_tap();
    let collect_btn: NodeRef<leptos::html::Button> = NodeRef::new();
    Effect::new(move |_| {
        if let Some(btn) = collect_btn.get() {
            let active = document().active_element();
            if active.is_none_or(|a| a.tag_name() == "BODY" || a.closest(".hand").ok().flatten().is_some()) {
                let _ = btn.focus();
            }
        }
    });

    view! {
        <section class="table" aria-label=t.app_title>
            <div class="felt" class:collecting=collecting class:naming=naming>
                <div class="felt-bar">
                    <TrumpChip />
                    <DealInfo />
                    {score_button(c)}
                </div>
                <Show when=show_points>
                    <RunningPoints />
                </Show>
                <div class="seat-slot top">{seat_badge(c, Place::Top, seating)}</div>
                <div class="seat-slot left">{seat_badge(c, Place::Left, seating)}</div>
                <div class="seat-slot right">{seat_badge(c, Place::Right, seating)}</div>
                <div class="centre">
                    <Show when=naming fallback=move || trick_view(c, seating)>
                        {trump_chooser(c)}
                    </Show>
                </div>
                <p class="status-line" class:hinting=move || c.hint().is_some()>
                    {status}
                    <Show when=tap_wait>
                        <button type="button" class="btn small collect-btn" node_ref=collect_btn on:click=move |_| c.next_trick()>{t.next_trick}</button>
                    </Show>
                </p>
            </div>
            <div class="tray">
                <div class="tray-bar">
                    {seat_badge(c, Place::Bottom, seating)}
                    {announcements(c)}
                    {tools(c)}
                </div>
                {hand(c)}
            </div>
        </section>
    }
}

/// The trump suit, always visible, with who named it.
#[component]
fn TrumpChip() -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let info = move || state.with(|s| s.as_ref().map(|s| (s.deal.trump, s.who(s.deal.forehand))));
    view! {
        <div class="trump-chip">
            {move || match info() {
                Some((Some(suit), by)) => view! {
                    <span class="chip-label">{t.trump}</span>
                    <span class=format!("chip-suit {}", suit_css(suit)) aria-hidden="true">{suit.symbol().to_string()}</span>
                    <span class="chip-name">{t.suit_name(suit)}</span>
                    <span class="visually-hidden">{format!(", {}", t.named_trump(by, suit))}</span>
                }.into_any(),
                _ => view! {
                    <span class="chip-label">{t.trump}</span>
                    <span class="chip-name muted">{t.no_trump_yet}</span>
                }.into_any(),
            }}
        </div>
    }
}

#[component]
fn DealInfo() -> impl IntoView {
    let t = tx();
    let state = table_memo();
    // "Deal 10" stays on one line (the header has room for it); the stake pending and who
    // deals go on the line below, which may wrap.
    let text = move || state.with(|s| s.as_ref().map(|s| t.deal_number(s.deal_index + 1)));
    let sub = move || {
        state.with(|s| {
            let s = s.as_ref()?;
            let mut parts = vec![];
            if s.stake > 0 {
                parts.push(t.stake_pending(s.stake));
            }
            if s.deal.fresh {
                parts.push(t.deals(s.who(s.deal.dealer), s.who(s.deal.forehand)));
            }
            (!parts.is_empty()).then(|| parts.join(" · "))
        })
    };
    view! {
        <div class="deal-info">
            <span class="deal-number">{text}</span>
            <span class="deal-sub">{sub}</span>
        </div>
    }
}

/// Dashes left per team; opens the score sheet.
fn score_button<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let dashes = move || state.with(|s| s.as_ref().map_or([0, 0], |s| s.dashes));
    let voice = move || state.with(|s| s.as_ref().map_or(Voice::We, |s| s.voice));
    // "Us", "Them"; with friends the seats' initials, "S·N", "W·E" (the label says it all).
    let name = move |team: Team| match voice() {
        Voice::We => t.team_name(team, Voice::We).to_string(),
        Voice::Seats => {
            let [a, b] = if team == Team::A { [Who::South, Who::North] } else { [Who::West, Who::East] };
            let first = |w| t.seat_name(w).chars().next().unwrap_or(' ');
            format!("{}·{}", first(a), first(b))
        }
    };
    let label = move || format!("{}: {}", t.score_sheet, t.dashes_left(dashes(), voice()));
    let teams = move || view! {
        <span class="score-team a">
            <span class="score-name">{move || name(Team::A)}</span>
            <span class="score-num">{move || dashes()[0]}</span>
        </span>
        <span class="score-team b">
            <span class="score-name">{move || name(Team::B)}</span>
            <span class="score-num">{move || dashes()[1]}</span>
        </span>
    };
    if !A::SHEET {
        let label = move || t.dashes_left(dashes(), voice());
        return view! { <div class="score-btn" role="group" aria-label=label>{teams()}</div> }.into_any();
    }
    view! {
        <button type="button" class="score-btn" aria-label=label title=t.score_sheet on:click=move |_| c.score_sheet()>
            {teams()}
        </button>
    }
    .into_any()
}

/// Card points taken so far in this deal (a setting, on by default).
#[component]
fn RunningPoints() -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let points = move || state.with(|s| s.as_ref().map_or([0, 0], |s| s.deal.points));
    let tricks = move || state.with(|s| s.as_ref().map_or([0, 0], |s| s.deal.tricks_won));
    let voice = move || state.with(|s| s.as_ref().map_or(Voice::We, |s| s.voice));
    // Per mille of the 40 points, as a width: integers keep float formatting out of the wasm.
    let pct = move || (points()[0] as u32 * 25, points()[1] as u32 * 25);
    view! {
        <div class="running" role="group" aria-label=move || t.card_points_label(points(), voice())>
            <span class="run-label" aria-hidden="true">{t.points}</span>
            <span class="run-num a" aria-hidden="true">{move || points()[0]}</span>
            <span class="run-bar" aria-hidden="true">
                <span class="run-fill a" style=move || format!("width:{}.{}%", pct().0 / 10, pct().0 % 10)></span>
                <span class="run-mark"></span>
                <span class="run-fill b" style=move || format!("width:{}.{}%", pct().1 / 10, pct().1 % 10)></span>
            </span>
            <span class="run-num b" aria-hidden="true">{move || points()[1]}</span>
            <span class="run-label" aria-hidden="true">{t.tricks}</span>
            <span class="run-tricks" aria-hidden="true">{move || format!("{} : {}", tricks()[0], tricks()[1])}</span>
        </div>
    }
}

/// Forehand names trump from the first three cards.
fn trump_chooser<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let hinted = move |suit: Suit| c.hinted(Action::NameTrump(suit));
    view! {
        <div class="trump-chooser" role="group" aria-labelledby="choose-trump-title">
            <h2 id="choose-trump-title">{t.choose_trump_title}</h2>
            <p class="help">{t.choose_trump_help}</p>
            <div class="suit-buttons">
                {Suit::ALL
                    .into_iter()
                    .map(|suit| {
                        view! {
                            <button
                                type="button"
                                class=format!("suit-btn {}", suit_css(suit))
                                class:hinted=move || hinted(suit)
                                aria-label=t.name_trump(suit)
                                on:click=move |_| c.name_trump(suit)
                            >
                                <span class="suit-symbol" aria-hidden="true">{suit.symbol().to_string()}</span>
                                <span class="suit-word" aria-hidden="true">{t.suit_name(suit)}</span>
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        </div>
    }
}

/// The announcements the person's cards allow, before their first card.
fn announcements<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let allowed = Memo::new(move |_| state.with(|s| s.as_ref().map(|s| s.deal.announce.clone()).unwrap_or_default()));
    view! {
        <Show when=move || allowed.with(|a| !a.is_empty())>
            <div class="announce" role="group" aria-label=t.announcements>
                <span class="announce-help">{t.announce_help}</span>
                {move || {
                    allowed
                        .get()
                        .into_iter()
                        .map(|a| {
                            view! {
                                <button
                                    type="button"
                                    class="btn announce-btn"
                                    class:hinted=move || c.hinted(Action::Announce(a))
                                    aria-label=t.announce(a)
                                    on:click=move |_| c.announce(a)
                                >
                                    <span class="announce-name">{t.announcement_name(a)}</span>
                                    <span class="announce-value">{format!("+{}", a.value())}</span>
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </Show>
    }
}

/// Last trick, and in practice mode hint and undo.
fn tools<A: Intents>(c: A) -> impl IntoView {
    let t = tx();
    let state = table_memo();
    let has_last = move || state.with(|s| s.as_ref().is_some_and(|s| s.deal.last_trick.is_some()));
    let practice = move || state.with(|s| s.as_ref().is_some_and(|s| s.practice));
    let can_hint = move || state.with(|s| s.as_ref().is_some_and(|s| matches!(s.next, Next::Person(_))));
    let can_undo = move || state.with(|s| s.as_ref().is_some_and(|s| s.can_undo));
    // With friends at the table Undo would show cards again: off, and its title says why.
    let undo_title = if state.with_untracked(|s| s.as_ref().is_some_and(|s| s.voice == Voice::Seats)) { t.undo_off } else { t.undo };

    view! {
        <div class="tools">
            <button type="button" class="tool-btn" disabled=move || !has_last() title=t.last_trick on:click=move |_| c.last_trick()>
                <span class="icon-wrap" inner_html=crate::page::chrome::icon("last")></span>
                <span class="tool-label">{t.last_trick}</span>
            </button>
            <Show when=practice>
                <button type="button" class="tool-btn" disabled=move || !can_hint() title=t.hint on:click=move |_| c.ask_hint()>
                    <span class="icon-wrap" inner_html=crate::page::chrome::icon("hint")></span>
                    <span class="tool-label">{t.hint}</span>
                </button>
                <button type="button" class="tool-btn" disabled=move || !can_undo() title=undo_title on:click=move |_| c.undo()>
                    <span class="icon-wrap" inner_html=crate::page::chrome::icon("undo")></span>
                    <span class="tool-label">{t.undo}</span>
                </button>
            </Show>
        </div>
    }
}

/// The table covered before `seat`'s turn while someone else may be looking (friends at
/// one table): the host's cover (`host::friends::Cover`); no card, hand or trick is in the
/// page until that person takes the device (`Ctrl::schedule` clears the live region and
/// closes a dialog that shows cards).
#[component]
pub fn Cover(seat: Seat, direction: Direction) -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let who = compass(seat, direction);
    view! { <crate::host::friends::Cover title=t.pass_device(who) action=t.show_my_cards(who) show=Callback::new(move |()| c.show_cards(seat)) /> }
}
