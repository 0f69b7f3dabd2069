//! The table: the other players (hand and reserve counts, finished or out), trumps and the
//! turned card, the stock, the card led and to whom (first life) or the pile and how many
//! complete it (second life); what to do now, in one line; the person's actions as
//! buttons named by what they do ("Pick up", "Go to sleep", "Exchange for the turned card",
//! "Give both up") and the hand, each card a button named by the card. A game's end (places,
//! the Matz tally) and the match's (its loser, "Play again").
//!
//! - Everything legal comes from the engine (`SeatView::legal`); a card that cannot be
//!   played stays focusable with `aria-disabled`, and pressing it says why, from the
//!   engine's refusal (`Game::check`).
//! - Keyboard: one card of the hand is in the tab order; ←/→ (↑/↓, Home, End) move, Enter
//!   or Space plays. Focus goes to the hand when the person's turn comes.

use crate::host::hosted::HostedGame;
use super::mx;
use super::state::{m, name_of, who};
use matz::rules::Scoring;
use matz::{Action, Card, Event, Life, Match, Phase, Rank, Seat, SeatView, Suit};
use leptos::prelude::*;
use crate::host::card::{corners, court, face_start, pip};
use crate::host;
use crate::host::mounts::lang as mx_lang;
use crate::i18n::host_texts::host_texts;
use crate::host::hand::{HandCard, Look};
use crate::host::screen::{focus_first, screen, Empty, Shown};

/// The face of `card` (decorative: what holds it carries the card's name), drawn with the
/// shapes the page defines once (suit symbols, crown), so themes and four colours apply.
pub fn card_svg(card: Card) -> String {
    let (suit, rank) = (card.suit(), card.rank());
    let mut s = face_start(suit, None);
    let label = mx().rank_label(rank);
    corners(&mut s, suit, label);
    match rank {
        Rank::King | Rank::Queen | Rank::Jack => {
            court(&mut s, label, rank != Rank::Jack, None);
            pip(&mut s, suit, 125, 254, 34, false);
        }
        Rank::Ace => pip(&mut s, suit, 125, 175, 132, false),
        _ => {
            s.push_str(&format!(r#"<text class="idx mx-big" x="125" y="150" text-anchor="middle">{label}</text>"#));
            pip(&mut s, suit, 125, 225, 96, false);
        }
    }
    s.push_str("</svg>");
    s
}

/// The back of a card.
fn back_svg() -> &'static str {
    r##"<svg class="card-svg back" viewBox="0 0 250 350" aria-hidden="true" focusable="false"><rect class="card-bg" x="3" y="3" width="244" height="344" rx="20"/><rect x="18" y="18" width="214" height="314" rx="12" fill="url(#kam-back)"/></svg>"##
}

/// The order a hand is shown in: trumps last (highest last), the other suits alternating
/// colours, each low to high.
fn display_order(cards: impl Iterator<Item = Card>, trump: Suit) -> Vec<Card> {
    let mut v: Vec<Card> = cards.collect();
    let order = |s: Suit| -> usize {
        if s == trump {
            9
        } else {
            [Suit::Clubs, Suit::Hearts, Suit::Spades, Suit::Diamonds].iter().position(|&x| x == s).unwrap_or(0)
        }
    };
    v.sort_by_key(|c| (order(c.suit()), c.rank()));
    v
}

#[component]
pub fn Screen() -> impl IntoView {
    let m = m();
    let t = mx();
    focus_on_turn();
    let shown = Memo::new(move |_| {
        // A guest's device draws the host's table (only while a game is dealt).
        if crate::host::online::guest::seated() {
            return Shown::Table;
        }
        m.shell.saved.with(|s| match s {
            None => Shown::Nothing,
            Some(s) if s.game.current().is_some() => Shown::Table,
            Some(s) if s.game.history().is_empty() => Shown::Nothing,
            Some(_) => Shown::End(()),
        })
    });
    let question = host::ask::question(m.shell.asking, crate::store::games::Game::MUELLER_MATZ, crate::i18n::pick!(t => host::ask::AskWords { class: "mx-box", title_id: "mx-ask-new-title", title_new: t.ask_new_title, title_shared: t.ask_shared_title, yes_new: t.ask_new_yes, yes_shared: t.shared_play, cancel }), move |link| m.start_shared(link), move || m.new_match());
    let empty = Empty { class: "mx-box mx-none", text: t.no_match, new_match: t.new_match, start: Callback::new(move |()| m.new_match()) };
    let table = || view! { <Table /> }.into_any();
    screen("mx", shown, view! { <Notices /> {question} }, move || m.shell.device.cover(), |seat| name_of(seat).to_string(), move |seat| m.show_cards(seat), empty, table, |()| view! { <GameEnd /> }.into_any())
}

#[component]
fn Notices() -> impl IntoView {
    let m = m();
    host::notices::notices(m.shell.notices, crate::i18n::pick!(mx() => host::notices::NoticeWords { corrupt, storage_failed, imported, shared_offer, shared_play, shared_bad, share_copied, dismiss }), move || host::guard::Guarded::load_other_tab(m), move |link| m.play_shared(link))
}

#[component]
fn Table() -> impl IntoView {
    let m = m();
    let t = mx();
    let view = Memo::new(move |_| m.view());
    let games = move || m.shell.saved.with(|s| s.as_ref().map_or(0, |s| s.games_begun()));
    let status = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let life = if v.life == Life::First { t.first_life } else { t.second_life };
            // A guest's device knows the host's game, not its number.
            if crate::host::online::guest::seated() {
                return Some(life.to_string());
            }
            Some(format!("{} · {life}", t.game_no(games())))
        })
    };
    view! {
        <section class="mx-table" aria-label=t.table_label>
            <div class="mx-main">
                <p class="mx-status">{status}</p>
                <Seats view=view />
                <Centre view=view />
                <LastMove view=view />
            </div>
            <div class="mx-tray">
                <Guide view=view />
                <Actions view=view />
                <Hand view=view />
                <Reserve view=view />
                <Practice view=view />
            </div>
        </section>
    }
}

/// The other players, in playing order from the left of the person holding the device
/// (every player while nobody is known to hold it, at a table of friends).
#[component]
fn Seats(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = mx();
    let m = m();
    move || {
        let first = if m.shell.device.viewer().is_some() { 1 } else { 0 };
        view.with(|v| {
            let v = v.as_ref()?;
            let n = v.players();
            let badges = (first..n)
                .filter_map(|i| v.seats.get(v.seat.after(i, n).index()).copied())
                .map(|info| {
                    let seat = info.seat;
                    let turn = v.to_act == Some(seat);
                    let mut state = vec![];
                    if let Some(p) = info.place {
                        state.push(t.out_place(p));
                    } else if info.finished && v.life == Life::First {
                        state.push(t.finished.to_string());
                    }
                    if v.dealer == seat {
                        state.push(t.dealer.to_string());
                    }
                    // Each count wraps as a whole, never "0 / in reserve".
                    let counts = if v.life == Life::First {
                        view! { <span>{format!("{} ·", t.in_hand(info.hand))}</span>" "<span>{t.in_reserve(info.reserve)}</span> }.into_any()
                    } else {
                        view! { <span>{t.in_hand(info.hand)}</span> }.into_any()
                    };
                    let done = info.place.is_some() || info.finished && v.life == Life::First;
                    view! {
                        <li class="mx-seat" class:turn=turn class:done=done>
                            <p class="mx-name">{name_of(seat)}{turn.then(|| view! { <span class="mx-turn">{format!(" · {}", t.to_act)}</span> })}</p>
                            <p class="mx-counts">{counts}</p>
                            {(!state.is_empty()).then(|| view! { <p class="mx-tags">{state.join(" · ")}</p> })}
                            {crate::host::online::host::seconds_left(seat.index()).map(crate::host::online::seat_clock)}
                        </li>
                    }
                })
                .collect_view();
            Some(view! { <ul class="mx-seats" aria-label=t.players_label>{badges}</ul> })
        })
    }
}

/// Trumps, the turned card, the stock; the card led (first life) or the pile (second).
#[component]
fn Centre(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = mx();
    let m = m();
    move || {
        let showing = m.showing.get();
        view.with(|v| {
            let v = v.as_ref()?;
            let trump = t.trump_is(v.trump);
            let turned = v.turned.map(|c| {
                view! {
                    <figure class="mx-turned">
                        <span class="card" role="img" aria-label=format!("{}: {}", t.turned_card, t.card(c)) inner_html=card_svg(c)></span>
                        <figcaption>{t.turned_card}</figcaption>
                    </figure>
                }
            });
            let stock = (v.stock > 0).then(|| {
                view! {
                    <figure class="mx-stock">
                        <span class="card card-back" aria-hidden="true" inner_html=back_svg()></span>
                        <figcaption>{t.stock(v.stock)}</figcaption>
                    </figure>
                }
            });
            let play = match v.phase {
                Phase::Answer { answerer, card, leader } => {
                    let line = t.led_to(who(leader), card, who(answerer));
                    let label = line.clone();
                    Some(view! {
                        <div class="mx-led" role="group" aria-label=label>
                            <span class="card mx-in" aria-hidden="true" inner_html=card_svg(card)></span>
                            <p>{line}</p>
                        </div>
                    }.into_any())
                }
                _ if v.life == Life::Second || showing.is_some() => {
                    // A pile just completed is shown whole a moment, then the one in play.
                    let (trick, size) = match &showing {
                        Some(done) => (done.clone(), done.len()),
                        None => (v.trick.clone(), v.trick_size),
                    };
                    let have = trick.len();
                    let caption = if have == 0 { t.pile_empty.to_string() } else { t.pile(have, size) };
                    let cards = trick.iter().enumerate().map(|(i, tc)| {
                        let name = format!("{}: {}", name_of(tc.seat), t.card(tc.card));
                        let top = i + 1 == have;
                        view! { <span class="card mx-pile-card" class:mx-in=top style=format!("--i:{i}") role="img" aria-label=name inner_html=card_svg(tc.card)></span> }
                    }).collect_view();
                    let label = caption.clone();
                    // "Leave each trick until I tap": a completed pile waits for this button.
                    let go_on = (showing.is_some() && host::stored::shared_settings().collect_on_tap).then(|| view! {
                        <button type="button" class="btn small" on:click=move |_| m.collect()>{host_texts(mx_lang()).go_on}</button>
                    });
                    Some(view! {
                        <div class="mx-pile" role="group" aria-label=label>
                            <div class="mx-pile-cards">{cards}</div>
                            <p>{caption}</p>
                            {go_on}
                        </div>
                    }.into_any())
                }
                _ => None,
            };
            let out = (v.out_of_play > 0).then(|| view! { <p class="mx-out">{t.out_of_play(v.out_of_play)}</p> });
            Some(view! {
                <div class="mx-centre">
                    <div class="mx-deck">
                        <p class="mx-trump">{trump}</p>
                        <div class="mx-deck-cards">{turned}{stock}</div>
                        {out}
                    </div>
                    {play}
                </div>
            })
        })
    }
}

/// The last thing that happened, so a person can follow who did what.
#[component]
fn LastMove(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = mx();
    move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let e = v.log.iter().rev().find(|e| !matches!(e, Event::Draw { .. }))?;
            // The card led is shown in the middle with the same words.
            if matches!((e, v.phase), (Event::Lead { card, .. }, Phase::Answer { card: led, .. }) if *card == led) {
                return None;
            }
            Some(view! { <p class="mx-last" aria-hidden="true">{t.event(e, who)}</p> })
        })
    }
}

/// Whether the person has acted in the second life yet.
fn acted_in_second_life(v: &SeatView) -> bool {
    let start = v.log.iter().position(|e| matches!(e, Event::FirstLifeOver { .. }));
    start.is_some_and(|i| {
        v.log[i..].iter().any(|e| matches!(e, Event::Play { seat, .. } | Event::PickUp { seat, .. } if *seat == v.seat))
    })
}

/// What to do now, in one line (and the change of lives while it is new).
#[component]
fn Guide(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = mx();
    move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let me = &v.seats[v.seat.index()];
            let line = if me.place.is_some() || (v.life == Life::First && me.finished && me.hand == 0) {
                t.guide_done.to_string()
            } else if !v.is_my_turn() {
                v.to_act.map(|s| t.guide_wait(who(s))).unwrap_or_default()
            } else {
                match v.phase {
                    Phase::Lead { .. } => {
                        let n = v.players();
                        let to = (1..n).map(|i| v.seat.after(i, n)).find(|s| v.seats[s.index()].hand > 0).unwrap_or(v.seat);
                        t.guide_lead(who(to), v.rules.answer)
                    }
                    Phase::Answer { card, .. } => t.guide_answer(card, v.trump, v.rules.answer, v.legal.contains(&Action::GiveUp)),
                    Phase::Turn { .. } => match v.top() {
                        None => t.guide_second_lead(v.seats.iter().filter(|s| s.hand > 0).count()),
                        Some(top) => t.guide_second_beat(top, v.trump, v.trick_size.saturating_sub(v.trick.len())),
                    },
                    Phase::Over => String::new(),
                }
            };
            let change = (v.life == Life::Second && !acted_in_second_life(v)).then(|| {
                let text = if me.place.is_some() { t.lives_change_none } else { t.lives_change };
                view! { <p class="mx-change">{text}</p> }
            });
            let mine = v.is_my_turn();
            Some(view! {
                <div class="mx-guide" class:mine=mine>
                    {change}
                    <p class="mx-question">{line}</p>
                </div>
            })
        })
    }
}

/// The words on a button for an action, with the card when two buttons would read alike.
fn action_name(a: Action, legal: &[Action]) -> Option<String> {
    let t = mx();
    let alike = |f: fn(&Action) -> bool| legal.iter().filter(|x| f(x)).count() > 1;
    Some(match a {
        Action::PickUp => t.pick_up.into(),
        Action::GiveUp => t.give_up.into(),
        Action::Sleep(cards) if alike(|x| matches!(x, Action::Sleep(_))) => {
            format!("{} ({})", t.go_to_sleep, cards.iter().map(|c| t.card(c)).collect::<Vec<_>>().join(", "))
        }
        Action::Sleep(_) => t.go_to_sleep.into(),
        Action::Exchange(c) if alike(|x| matches!(x, Action::Exchange(_))) => format!("{} ({})", t.exchange, t.card(c)),
        Action::Exchange(_) => t.exchange.into(),
        Action::Play(_) => return None,
    })
}

/// The person's actions other than playing a card, as buttons.
#[component]
fn Actions(view: Memo<Option<SeatView>>) -> impl IntoView {
    let m = m();
    let list = Memo::new(move |_| {
        view.with(|v| {
            let Some(v) = v.as_ref().filter(|v| v.is_my_turn()) else { return vec![] };
            let mut seen = vec![];
            v.legal.iter().filter_map(|&a| Some((a, action_name(a, &v.legal)?))).filter(|(a, _)| {
                let new = !seen.contains(a);
                seen.push(*a);
                new
            }).collect::<Vec<_>>()
        })
    });
    let hinted = move |a: Action| m.shell.hint.get() == Some(a);
    view! {
        <div class="mx-actions">
            <For
                each=move || list.get()
                key=|(a, _)| a.code()
                children=move |(a, name)| {
                    view! { <button type="button" class="btn" class:hinted=move || hinted(a) on:click=move |_| { let _ = m.person_acts(a); }>{name}</button> }
                }
            />
        </div>
    }
}

/// Why a card of the person's hand cannot be played now (None: it can).
fn reason(v: &SeatView, card: Card) -> Option<String> {
    let t = mx();
    if !v.is_my_turn() {
        return Some(t.not_your_turn.into());
    }
    let action = Action::Play(card);
    if v.legal.contains(&action) {
        return None;
    }
    Some(m().refusal(action).unwrap_or_else(|| t.not_your_turn.into()))
}


#[component]
fn Hand(view: Memo<Option<SeatView>>) -> impl IntoView {
    let m = m();
    let t = mx();
    // The hand in the order shown (a card twice with two packs), each with why it cannot be
    // played now; keyed by the card and its copy.
    let cards = Memo::new(move |_| {
        let hint = m.shell.hint.get();
        view.with(|v| {
            let Some(v) = v.as_ref() else { return vec![] };
            let mut out: Vec<HandCard> = vec![];
            for c in display_order(v.hand.iter(), v.trump) {
                let copy = out.iter().filter(|h| h.key / 2 == c.index() as u32).count() as u32;
                out.push(HandCard {
                    key: c.index() as u32 * 2 + copy,
                    name: t.card(c),
                    face: card_svg(c),
                    reason: reason(v, c),
                    hinted: hint == Some(Action::Play(c)),
                    class: "",
                });
            }
            out
        })
    });
    let play = move |key: u32| match Card::from_index((key / 2) as usize) {
        Some(card) => m.person_acts(Action::Play(card)),
        None => Ok(()),
    };
    let look = Look { wrap: "mx-hand-wrap", hand: "mx-hand", card: "hand-card mx-card", reason_id: "mx-reason", label: t.your_hand };
    view! { <host::hand::Hand cards=cards look=look play=play moment=move || view.track() /> }
}

/// The person's face-down reserve (first life): its count, and its cards on request.
#[component]
fn Reserve(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = mx();
    move || {
        view.with(|v| {
            let v = v.as_ref().filter(|v| v.life == Life::First)?;
            let cards = display_order(v.reserve.iter(), v.trump).into_iter().map(|c| t.card(c)).collect::<Vec<_>>().join(", ");
            Some(view! {
                <details class="mx-reserve">
                    <summary>{t.reserve_count(v.reserve.len())}</summary>
                    <p class="help">{t.reserve_help}</p>
                    <p>{cards}</p>
                </details>
            })
        })
    }
}

/// Practice mode: a hint, and Undo.
#[component]
fn Practice(view: Memo<Option<SeatView>>) -> impl IntoView {
    let m = m();
    let t = mx();
    let said = move || {
        m.shell.hint.get().map(|a| {
            let words = view.with_untracked(|v| match a {
                Action::Play(c) => t.card(c),
                a => action_name(a, v.as_ref().map_or(&[][..], |v| &v.legal[..])).unwrap_or_default(),
            });
            // The fact behind the choice, when there is one to say.
            match view.with_untracked(|v| v.as_ref().and_then(|v| super::hint::reason(v, a))) {
                Some(why) => t.hint_is(&format!("{words} — {why}")),
                None => t.hint_is(&words),
            }
        })
    };
    let mine = Signal::derive(move || view.with(|v| v.as_ref().is_some_and(SeatView::is_my_turn)));
    host::screen::practice(host::screen::practice_controls(m, "mx", t.hint, t.undo, mine), said)
}

/// The Matz tally (or place points) after each game: one row a game, one column a player.
pub fn tally_table(m: &Match) -> AnyView {
    let t = mx();
    let n = m.rules().players();
    let caption = match m.rules().scoring {
        Scoring::Matz { .. } => t.tally,
        Scoring::PlacePoints { .. } => t.tally_places,
    };
    let head = Seat::all(n).map(|s| view! { <th scope="col">{name_of(s)}</th> }).collect_view();
    let rows = m
        .history()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let cells = p.tally_after.iter().map(|x| view! { <td>{*x}</td> }).collect_view();
            view! { <tr><th scope="row">{(i + 1).to_string()}</th>{cells}</tr> }
        })
        .collect_view();
    view! {
        <div class="mx-scroll">
            <table class="mx-tally">
                <caption>{caption}</caption>
                <thead><tr><th scope="col"></th>{head}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
    .into_any()
}

/// A game's end: the places, its loser, the tally; the match's end and "Play again".
#[component]
fn GameEnd() -> impl IntoView {
    let m = m();
    let t = mx();
    move || {
        m.shell.saved.with(|s| {
            let s = s.as_ref()?;
            let played = s.game.history().last()?;
            let table = played.game.table();
            let number = s.game.history().len();
            let places = table
                .places()
                .iter()
                .enumerate()
                .map(|(i, seat)| {
                    let you = Some(seat) == m.shell.device.viewer();
                    view! { <li class:you=you>{t.place_line(i + 1, who(seat))}</li> }
                })
                .collect_view();
            let loser = table.loser().map(|l| t.loser_is(who(l)));
            let first = table.first_life_order().iter().map(name_of).collect::<Vec<_>>().join(", ");
            let repetition = table.ended_by_repetition().then(|| view! { <p>{t.by_repetition}</p> });
            let over = s.game.is_over();
            // Matz points name the match's loser; place points its winner (§8).
            let match_loser = match s.game.rules().scoring {
                Scoring::Matz { .. } => s.game.match_loser().map(|l| t.match_lost_by(who(l))),
                Scoring::PlacePoints { .. } => over.then(|| s.game.standings().first().map(|&w| t.match_won_by(who(w)))).flatten(),
            };
            Some(view! {
                <section class="mx-box mx-end" aria-labelledby="mx-end-title">
                    <h2 id="mx-end-title">{if over { t.match_over.to_string() } else { t.game_over(number) }}</h2>
                    {match_loser.map(|l| view! { <p class="mx-result">{l}</p> })}
                    <p class="mx-result">{loser}</p>
                    {repetition}
                    <h3>{t.places}</h3>
                    <ol class="mx-places">{places}</ol>
                    <p class="help">{format!("{}: {first}", t.first_life_order)}</p>
                    {tally_table(&s.game)}
                    <div class="mx-next">
                        <button type="button" class="btn" on:click=move |_| m.share()>{t.share_game}</button>
                        {if over {
                            view! { <button type="button" class="btn primary big" on:click=move |_| m.new_match()>{t.play_again}</button> }.into_any()
                        } else {
                            view! { <button type="button" class="btn primary big" on:click=move |_| m.next_game()>{t.next_game}</button> }.into_any()
                        }}
                    </div>
                </section>
            })
        })
    }
}

/// Moves focus to the next thing to do when the person's turn comes (the hand's card in
/// the tab order, else the first action) or a game ends ("Next game", "Play again"),
/// unless the person has put it elsewhere.
fn focus_on_turn() {
    let m = m();
    Effect::new(move |prev: Option<Option<(usize, usize)>>| {
        let you = m.shell.device.viewer();
        let turn = m.shell.saved.with(|s| {
            let s = s.as_ref()?;
            match s.game.current() {
                Some(g) => (you.is_some() && g.to_act() == you).then(|| s.moment()),
                None => Some((s.games_begun(), usize::MAX)),
            }
        });
        if turn.is_some() && prev.flatten() != turn {
            let first = vec![".mx-hand .hand-card.playable[tabindex='0']", ".mx-hand .hand-card.playable", ".mx-actions .btn", ".mx-next .btn.primary"];
            focus_first(".mx", ".mx-practice, .mx-reserve", first);
        }
        turn
    });
}

