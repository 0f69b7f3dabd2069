//! The table: the four seats (name, chips, tricks, what each said, who deals, plays alone,
//! said Contra), the turn-up, the trick, what the person is asked — as buttons named by
//! what they do ("Accept Hearts", "Pass", "Contra") — and the hand.
//!
//! - The buttons are the engine's legal actions for the person now (`SeatView::legal`).
//! - Cards that cannot be played stay focusable with `aria-disabled`; pressing one says
//!   why under the hand, from the engine's refusal (`Deal::check`).
//! - Keyboard: one card of the hand is in the tab order; ←/→ (↑/↓, Home, End) move, Enter
//!   or Space plays. Focus goes to the first thing to do when the person's turn comes.

use crate::host::hosted::HostedGame;
use super::labels::action_label;
use super::cards::{back_svg, card_svg, display_order, short};
use super::state::{k, Notice};
use crate::games::kontra::{kx, place_here, who_here, Place};
use super::texts::{said_in, Said};
use crate::store::seats::Who;
use kontra::card::is_wenzel;
use kontra::trump::Lane;
use kontra::{Action, Card, Deal, Phase, RuleError, Seat, SeatView, TurnUpPlace};
use leptos::prelude::*;
use crate::host;
use crate::host::hand::{HandCard, Look};
use crate::host::screen::{focus_first, screen, Empty, Shown};

#[component]
pub fn Screen() -> impl IntoView {
    let k = k();
    let t = kx();
    focus_on_turn();
    // A deal's end (Some(false)) or the session's (Some(true)).
    let shown = Memo::new(move |_| {
        let showing = k.showing.get().is_some();
        // A guest's device draws the host's table (only while a deal is on it).
        if crate::host::online::guest::seated() {
            return Shown::Table;
        }
        k.shell.saved.with(|s| match s {
            None => Shown::Nothing,
            Some(s) if showing || s.session.current().is_some() => Shown::Table,
            Some(s) => Shown::End(s.session.is_over()),
        })
    });
    let question = host::ask::question(k.shell.asking, crate::store::games::Game::KONTRASPIEL, crate::i18n::pick!(t => host::ask::AskWords { class: "kx-ask-new", title_id: "kx-ask-new-title", title_new: t.ask_new_title, title_shared: t.ask_new_title, yes_new: t.ask_new_yes, yes_shared: t.shared_play, cancel }), move |deal| k.start_shared(deal), move || k.new_session());
    let name = move |seat: Seat| {
        let dir = k.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.session.rules().direction())).unwrap_or_default();
        shown_name(seat, dir)
    };
    let empty = Empty { class: "kx-none", text: t.no_session, new_match: t.new_session, start: Callback::new(move |()| k.new_session()) };
    screen("kx", shown, view! { <Notices /> {question} }, move || k.shell.device.cover(), name, move |seat| k.show_cards(seat), empty,
        || view! { <Table /> }.into_any(),
        |over| if over { view! { <super::summary::SessionEnd /> }.into_any() } else { view! { <super::summary::Summary /> }.into_any() })
}

#[component]
fn Notices() -> impl IntoView {
    let k = k();
    host::notices::notices(k.shell.notices, crate::i18n::pick!(kx() => host::notices::NoticeWords { corrupt, storage_failed, imported, shared_offer, shared_play, shared_bad, share_copied, dismiss }), move || host::guard::Guarded::load_other_tab(k), move |deal| k.play_shared(deal))
}

/// A seat's name at this table: the name its person on another device goes by, else the
/// table's own word for it.
fn shown_name(seat: Seat, dir: kontra::Direction) -> String {
    host::online::host::friend_name(seat.index()).unwrap_or_else(|| kx().who(who_here(seat, dir)).to_string())
}

/// The seats in their places around the felt.
const PLACES: [Place; 4] = [Place::Top, Place::Left, Place::Right, Place::Bottom];

fn place_class(p: Place) -> &'static str {
    match p {
        Place::Bottom => "bottom",
        Place::Left => "left",
        Place::Top => "top",
        Place::Right => "right",
    }
}

fn seat_at(v: &SeatView, place: Place) -> Seat {
    Seat::all(4).find(|&s| place_here(s, v.rules.direction()) == place).unwrap_or(v.seat)
}

/// What each seat said last in the question being answered now: in the bidding, or
/// since the last card played (a contra question after a trick); nothing while cards are
/// played.
fn bubbles(d: &Deal) -> [Option<Said>; 4] {
    let mut out = [None; 4];
    if matches!(d.phase(), Phase::Play | Phase::Done) {
        return out;
    }
    let events = d.events();
    let since = events.iter().rposition(|e| matches!(e.action, Action::Play(_))).map_or(0, |i| i + 1);
    for (e, said) in events.iter().zip(said_in(d)).skip(since) {
        if let (Some(slot), Some(said)) = (out.get_mut(e.seat.index()), said) {
            *slot = Some(said);
        }
    }
    out
}

#[component]
fn Table() -> impl IntoView {
    let k = k();
    let t = kx();
    let view = Memo::new(move |_| k.view());
    let said = Memo::new(move |_| if crate::host::online::guest::seated() { Default::default() } else { k.with_deal(bubbles).unwrap_or_default() });
    let status = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let trump = v.trump.map_or(t.no_trump_yet.to_string(), t.trump_is);
            Some(format!(
                "{} · {} · {} · {trump}",
                t.deal_of(v.deal_number, v.rules.max_deals()),
                t.pot(v.pot),
                t.base(v.base)
            ))
        })
    };
    view! {
        <section class="kx-table" aria-label=t.table_label>
            <div class="kx-main">
                <Called />
                <p class="kx-status">{status}</p>
                <div class="kx-felt">
                    {PLACES.into_iter().map(|p| view! { <Badge place=p view=view said=said /> }).collect_view()}
                    <div class="kx-centre">
                        <TurnUp view=view />
                        <Trick view=view />
                    </div>
                </div>
            </div>
            <div class="kx-tray">
                <Ask view=view />
                <Hand view=view />
                <Practice view=view />
            </div>
        </section>
    }
}

#[component]
fn Badge(place: Place, view: Memo<Option<SeatView>>, said: Memo<[Option<Said>; 4]>) -> impl IntoView {
    let t = kx();
    let class = format!("kx-seat {}", place_class(place));
    move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let seat = seat_at(v, place);
            let i = seat.index();
            let name = shown_name(seat, v.rules.direction());
            let clock = crate::host::online::host::seconds_left(i);
            let mut tags = vec![];
            if v.dealer == seat {
                tags.push(t.dealer);
            }
            if v.soloist == Some(seat) {
                tags.push(t.soloist);
            }
            if v.contra == Some(seat) {
                tags.push(t.contra_tag);
            }
            if v.recontra == Some(seat) {
                tags.push(t.recontra_tag);
            }
            if v.pledges[i] {
                tags.push(t.pledge_tag);
            }
            let playing = matches!(v.phase, Phase::Play | Phase::Done) || !v.tricks.is_empty();
            let bubble = said.with(|b| b[i]).map(t.bubble);
            let turn = v.to_act == Some(seat);
            Some(view! {
                <div class=class.clone() class:turn=turn>
                    <p class="kx-name">{name}</p>
                    <p class="kx-chips">{t.chips(v.chips[i])}</p>
                    {playing.then(|| view! { <p class="kx-tricks">{t.tricks(v.tricks_won[i])}</p> })}
                    {(!tags.is_empty()).then(|| view! { <p class="kx-tags">{tags.join(" · ")}</p> })}
                    {bubble.map(|b| view! { <p class="kx-bubble">{b}</p> })}
                    {clock.map(crate::host::online::seat_clock)}
                </div>
            })
        })
    }
}

/// Another seat's Contra or Recontra, over the top of the table for a while: who plays
/// for himself now, against whom.
#[component]
fn Called() -> impl IntoView {
    let k = k();
    let t = kx();
    move || {
        let called = k.shell.notices.with(|n| n.iter().find(|x| matches!(x, Notice::Game(_))).cloned());
        called.and_then(|n| {
            let Notice::Game(super::state::Called(by, against, re)) = n.clone() else { return None };
            Some(view! {
                <div class="kx-called">
                    <p>{t.called(by, against, re)}</p>
                    <button type="button" class="btn small" on:click=move |_| k.shell.dismiss(&n)>{t.dismiss}</button>
                </div>
            })
        })
    }
}

#[component]
fn TurnUp(view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = kx();
    move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let card = v.turn_up;
            let gone = match v.turn_up_place {
                TurnUpPlace::Table => None,
                TurnUpPlace::Hand(s) => Some(t.turn_up_gone(Some(who_here(s, v.rules.direction())))),
                TurnUpPlace::Played => Some(t.turn_up_gone(None)),
            };
            let is_gone = gone.is_some();
            Some(view! {
                <figure class="kx-turn-up" class:gone=is_gone>
                    <span class="card" role="img" aria-label=t.card(card) inner_html=card_svg(card)></span>
                    <figcaption>{t.turn_up}{gone.map(|g| format!(" · {g}"))}</figcaption>
                </figure>
            })
        })
    }
}

#[component]
fn Trick(view: Memo<Option<SeatView>>) -> impl IntoView {
    let k = k();
    let t = kx();
    move || {
        let showing = k.showing.get();
        view.with(|v| {
            let v = v.as_ref()?;
            let dir = v.rules.direction();
            let done = showing.and_then(|(_, i)| v.tricks.get(i));
            let (leader, cards, winner) = match done {
                Some(tr) => (tr.leader, tr.cards.clone(), Some(tr.winner)),
                None => (v.trick_leader, v.trick_cards.clone(), None),
            };
            let played = cards
                .into_iter()
                .enumerate()
                .map(|(i, card)| {
                    let seat = leader.after(i, 4);
                    let class = format!("card kx-played {}", place_class(place_here(seat, dir)));
                    let name = t.plays(who_here(seat, dir), card);
                    view! { <span class=class role="img" aria-label=name inner_html=card_svg(card)></span> }
                })
                .collect_view();
            let caption = winner.map(|w| t.trick_won(who_here(w, dir)));
            // "Leave each trick until I tap": a finished trick waits for this button.
            let next = (winner.is_some() && host::stored::shared_settings().collect_on_tap).then(|| view! {
                <button type="button" class="btn small" on:click=move |_| k.collect()>{t.next_trick}</button>
            });
            Some(view! {
                <div class="kx-trick" role="group" aria-label=t.trick_label on:click=move |_| k.collect()>
                    {played}
                    {caption.map(|c| view! { <p class="kx-trick-won">{c}</p> })}
                    {next}
                </div>
            })
        })
    }
}


/// A button for the person's decision: its key, its name, what it shows when that is
/// shorter than its name (a suit), and its action (None: "Take the turn-up", which then
/// asks for the card to lay down).
#[derive(Clone, PartialEq)]
struct Choice {
    key: u32,
    name: String,
    shows: Option<String>,
    action: Option<Action>,
}

/// The buttons for the person's decision: the legal actions but cards (one "Take the
/// turn-up" for every exchange).
fn buttons(v: &SeatView) -> Vec<Choice> {
    let t = kx();
    let mut out: Vec<Choice> = vec![];
    for (i, &a) in v.legal.iter().enumerate() {
        let choice = |name: String, shows: Option<String>| Choice { key: i as u32, name, shows, action: Some(a) };
        match a {
            Action::Play(_) | Action::Discard(_) => {}
            Action::Exchange(_) => {
                if !out.iter().any(|b| b.action.is_none()) {
                    out.push(Choice { key: 99, name: t.take_turn_up.into(), shows: None, action: None });
                }
            }
            Action::Accept => out.push(choice(t.accept(v.preferred), None)),
            Action::Name(s) | Action::AnnounceMatch(s) => out.push(choice(action_label(a), Some(t.suit_button(s)))),
            a => out.push(choice(action_label(a), None)),
        }
    }
    out
}

fn question(v: &SeatView) -> String {
    let t = kx();
    let dir = v.rules.direction();
    match v.phase {
        Phase::TurnUp => t.ask_turn_up(v.turn_up),
        Phase::Discard => t.ask_discard.into(),
        Phase::Round1 => t.ask_round1(v.preferred),
        Phase::Round2 => t.ask_round2(v.preferred, v.eldest == v.seat),
        Phase::MatchWindow => match (v.soloist, v.trump) {
            (Some(s), Some(tr)) => t.ask_match(who_here(s, dir), tr, v.preferred),
            _ => String::new(),
        },
        Phase::Window(_) => {
            let contra = v.legal.contains(&Action::Contra);
            let recontra = v.legal.contains(&Action::Recontra);
            let soloist = v.soloist.map_or(Who::You, |s| who_here(s, dir));
            t.ask_contra(soloist, contra, recontra, v.contra.map(|c| who_here(c, dir)))
        }
        Phase::Exchange => t.ask_exchange(v.turn_up),
        Phase::Play if v.trick_cards.is_empty() => t.your_lead.into(),
        Phase::Play => t.your_turn.into(),
        Phase::Done => String::new(),
    }
}

/// What the person is asked, and the buttons to answer; or whom the table waits for.
#[component]
fn Ask(view: Memo<Option<SeatView>>) -> impl IntoView {
    let k = k();
    let t = kx();
    let mine = move || view.with(|v| v.as_ref().is_some_and(SeatView::is_my_turn)) && k.showing.get().is_none();
    let prompt = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            if k.showing.get().is_some() {
                return None;
            }
            if v.is_my_turn() {
                if k.exchanging.get() {
                    return Some(t.ask_exchange_card.to_string());
                }
                return Some(question(v));
            }
            // A person elsewhere is not "thinking" as a bot is: it is their turn.
            v.to_act.map(|s| {
                let who = who_here(s, v.rules.direction());
                host::online::host::turn_elsewhere(s.index(), || t.who(who).to_string()).unwrap_or_else(|| t.waiting_for(who))
            })
        })
    };
    let list = Memo::new(move |_| {
        if !mine() || k.exchanging.get() {
            return vec![];
        }
        view.with(|v| v.as_ref().map(buttons).unwrap_or_default())
    });
    let press = move |a: Option<Action>| match a {
        Some(a) => {
            let _ = k.person_acts(a);
        }
        None => k.exchanging.set(true),
    };
    view! {
        <div class="kx-ask" class:mine=mine>
            <p class="kx-question" id="kx-question">{prompt}</p>
            <div class="kx-buttons">
                <For
                    each=move || list.get()
                    key=|b| b.key
                    children=move |b| {
                        let a = b.action;
                        let primary = matches!(a, Some(Action::Contra | Action::Recontra | Action::Accept | Action::TakeUp | Action::Name(_) | Action::AnnounceMatch(_)) | None);
                        let label = b.shows.is_some().then(|| b.name.clone());
                        let text = b.shows.unwrap_or(b.name);
                        view! { <button type="button" class="btn" class:primary=primary aria-label=label on:click=move |_| press(a)>{text}</button> }
                    }
                />
                <Show when=move || k.exchanging.get()>
                    <button type="button" class="btn" on:click=move |_| k.exchanging.set(false)>{t.cancel}</button>
                </Show>
            </div>
        </div>
    }
}

/// Why a card of the person's hand cannot be chosen now (None: it can).
fn reason(v: &SeatView, card: Card, showing: bool, exchanging: bool) -> Option<String> {
    let t = kx();
    if showing {
        return Some(t.wait_for_trick.into());
    }
    let no_card_yet = v.tricks.is_empty() && v.trick_cards.is_empty();
    if !v.is_my_turn() {
        let bidding = no_card_yet && v.phase != Phase::Play;
        return Some(if bidding { t.cards_after_bidding } else { t.not_your_turn }.into());
    }
    let action = match v.phase {
        Phase::Play => Action::Play(card),
        Phase::Discard => Action::Discard(card),
        Phase::Exchange if exchanging => Action::Exchange(card),
        // A question after a trick waits for its answer; otherwise the bidding goes on.
        Phase::Window(_) if !no_card_yet => return Some(t.answer_first.into()),
        _ => return Some(t.cards_after_bidding.into()),
    };
    if v.legal.contains(&action) {
        return None;
    }
    // The rules say why: the session's deal checks the card.
    let k = k();
    // A guest's device: the host's engine judges.
    let refusal = if crate::host::online::guest::seated() { None } else { k.with_deal(|d| d.check(k.shell.device.acting(), action).err()).flatten() };
    Some(match refusal {
        Some(RuleError::MustFollow { led, allowed, .. }) => {
            let shown = display_order(&allowed.iter().collect::<Vec<_>>(), v.trump);
            let one = shown.first().map(|c| short(*c)).unwrap_or_default();
            let mut why = match led {
                Lane::Trump => t.must_trump(&one),
                Lane::Plain(s) => t.must_follow(s, &one),
            };
            if let Lane::Plain(s) = led {
                if is_wenzel(card) && card.suit() == s {
                    why = format!("{why} ({})", t.wenzel_note(card));
                }
            }
            why
        }
        Some(e) => t.rule_error(&e),
        None => question(v),
    })
}


#[component]
fn Hand(view: Memo<Option<SeatView>>) -> impl IntoView {
    let k = k();
    let t = kx();
    // The hand in the order shown, each card with why it cannot be chosen now.
    let cards = Memo::new(move |_| {
        let showing = k.showing.get().is_some();
        let exchanging = k.exchanging.get();
        let hint = k.shell.hint.get().and_then(|a| a.card());
        view.with(|v| {
            let Some(v) = v.as_ref() else { return vec![] };
            display_order(&v.hand, v.trump)
                .into_iter()
                .map(|c| HandCard {
                    key: c.index() as u32,
                    name: t.card(c),
                    face: card_svg(c),
                    reason: reason(v, c, showing, exchanging),
                    hinted: hint == Some(c),
                    class: if is_wenzel(c) { "wenzel" } else { "" },
                })
                .collect::<Vec<_>>()
        })
    });
    // Before his hand is shown the dealer sees its backs.
    let backs = move || view.with(|v| v.as_ref().is_some_and(|v| v.phase == Phase::TurnUp && v.hand.is_empty() && v.dealer == v.seat));
    let play = move |key: u32| {
        let Some(card) = Card::from_index(key as usize) else { return Ok(()) };
        let action = view.with_untracked(|v| match v.as_ref().map(|v| v.phase) {
            Some(Phase::Discard) => Action::Discard(card),
            Some(Phase::Exchange) => Action::Exchange(card),
            _ => Action::Play(card),
        });
        k.person_acts(action)
    };
    let look = Look { wrap: "hand-wrap kx-hand-wrap", hand: "hand kx-hand", card: "hand-card", reason_id: "kx-reason", label: t.your_hand };
    let extra = ViewFn::from(move || backs().then(|| (0..5).map(|_| view! { <span class="card card-back hand-hidden" aria-hidden="true" inner_html=back_svg()></span> }).collect_view()));
    view! { <host::hand::Hand cards=cards look=look play=play moment=move || view.track() extra=extra /> }
}

/// Practice mode: a hint, and Undo.
#[component]
fn Practice(view: Memo<Option<SeatView>>) -> impl IntoView {
    let k = k();
    let t = kx();
    let controls = host::screen::practice_controls(k, "kx", t.hint, t.undo, Signal::derive(move || view.with(|v| v.as_ref().is_some_and(SeatView::is_my_turn))));
    // The bot's choice, and the fact behind it when there is one to say.
    host::screen::practice(controls, move || k.shell.hint.get().and_then(|a| view.with_untracked(|v| v.as_ref().map(|v| super::hint::sentence(v, a)))))
}

/// Moves focus to the next thing to do when the person's turn comes (the first button,
/// else the hand) or a deal ends (its "Next deal", or "Revenge"), unless the person has
/// put it elsewhere.
pub fn focus_on_turn() {
    let k = k();
    Effect::new(move |prev: Option<Option<(usize, usize)>>| {
        let showing = k.showing.get().is_some();
        let you = k.shell.device.viewer();
        let turn = k.shell.saved.with(|s| {
            let s = s.as_ref()?;
            match s.session.current() {
                Some(d) => (you.is_some() && d.to_act() == you).then(|| (s.session.deals_begun(), d.events().len())),
                // A deal's end: the summary (or the session's end) is next.
                None => Some((s.session.deals_begun(), usize::MAX)),
            }
        });
        let turn = turn.filter(|_| !showing);
        k.exchanging.track();
        let exchanging = k.exchanging.get_untracked();
        if turn.is_some() && prev.flatten() != turn || exchanging {
            let first = if exchanging {
                vec![".kx-hand .hand-card.playable"]
            } else {
                vec![".kx-buttons .btn", ".kx-hand .hand-card[tabindex='0']", ".kx-next .btn.primary"]
            };
            focus_first(".kx", ".kx-practice", first);
        }
        turn
    });
}
