//! The table: the four seats (name, chips, tricks, what each said, who deals, plays alone,
//! said Contra), the turn-up, the trick, what the person is asked — as buttons named by
//! what they do ("Accept Hearts", "Pass", "Contra") — and the hand.
//!
//! - The buttons are the engine's legal actions for the person now (`SeatView::legal`).
//! - Cards that cannot be played stay focusable with `aria-disabled`; pressing one says
//!   why under the hand, from the engine's refusal (`Deal::check`).
//! - Keyboard: one card of the hand is in the tab order; ←/→ (↑/↓, Home, End) move, Enter
//!   or Space plays. Focus goes to the first thing to do when the person's turn comes.

use super::cards::{back_svg, card_svg, display_order, short};
use super::state::{k, person, said_of, Notice};
use super::{kx, place_of, who_of, Place};
use crate::i18n::kontra_texts::Said;
use crate::store::Who;
use kontra::card::is_wenzel;
use kontra::trump::Lane;
use kontra::{Action, Card, Phase, RuleError, Seat, SeatView, Seen, TurnUpPlace};
use leptos::prelude::*;
use crate::app::roving::{self, focus_card, move_focus};
use wasm_bindgen::JsCast;

/// Which screen the module shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shown {
    Nothing,
    Table,
    Summary,
    End,
}

#[component]
pub fn Screen() -> impl IntoView {
    let k = k();
    let t = kx();
    focus_on_turn();
    let shown = Memo::new(move |_| {
        let showing = k.showing.get().is_some();
        k.saved.with(|s| match s {
            None => Shown::Nothing,
            Some(s) if showing || s.session.current().is_some() => Shown::Table,
            Some(s) if s.session.is_over() => Shown::End,
            Some(_) => Shown::Summary,
        })
    });
    view! {
        <div class="kx">
            <Notices />
            <Show when=move || k.asking_new.get() || k.asking_shared.with(Option::is_some)>
                <section class="kx-ask-new" role="alertdialog" aria-labelledby="kx-ask-new-title">
                    <h2 id="kx-ask-new-title">{t.ask_new_title}</h2>
                    <p>{t.ask_new_help}</p>
                    <div class="actions">
                        <button type="button" class="btn primary" on:click=move |_| match k.asking_shared.get_untracked() {
                            Some(deal) => k.start_shared(deal),
                            None => k.new_session(),
                        }>
                            {move || if k.asking_shared.with(Option::is_some) { t.shared_play } else { t.ask_new_yes }}
                        </button>
                        <button type="button" class="btn" on:click=move |_| {
                            k.asking_new.set(false);
                            k.asking_shared.set(None);
                        }>{t.cancel}</button>
                    </div>
                </section>
            </Show>
            {move || match shown.get() {
                Shown::Nothing => view! {
                    <section class="kx-none">
                        <p>{t.no_session}</p>
                        <button type="button" class="btn primary big" on:click=move |_| k.new_session()>{t.new_session}</button>
                    </section>
                }.into_any(),
                Shown::Table => view! { <Table /> }.into_any(),
                Shown::Summary => view! { <super::summary::Summary /> }.into_any(),
                Shown::End => view! { <super::summary::SessionEnd /> }.into_any(),
            }}
        </div>
    }
}

#[component]
fn Notices() -> impl IntoView {
    let k = k();
    let t = kx();
    move || {
        k.notices.get().into_iter().map(|n| {
            let text = match &n {
                Notice::Corrupt(key) => (t.corrupt)(key),
                Notice::StorageFailed => t.storage_failed.to_string(),
                Notice::Imported => t.imported.to_string(),
                Notice::SharedOffer(_) => t.shared_offer.to_string(),
                Notice::SharedBad => t.shared_bad.to_string(),
                Notice::ShareCopied => t.share_copied.to_string(),
            };
            let warn = matches!(n, Notice::Corrupt(_) | Notice::StorageFailed | Notice::SharedBad);
            let play = match &n {
                Notice::SharedOffer(deal) => {
                    let deal = *deal;
                    Some(view! { <button type="button" class="btn small primary" on:click=move |_| k.play_shared(deal)>{t.shared_play}</button> })
                }
                _ => None,
            };
            view! {
                <div class="notice" class:warn=warn role="status">
                    <p>{text}</p>
                    <div class="notice-actions">
                        {play}
                        <button type="button" class="btn small" on:click=move |_| k.dismiss(&n)>{t.dismiss}</button>
                    </div>
                </div>
            }
        }).collect_view()
    }
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
    Seat::all(4).find(|&s| place_of(s, v.rules.direction()) == place).unwrap_or(v.seat)
}

/// What a seat said last in this deal's bidding (nothing once cards are played).
fn bubble_of(v: &SeatView, seat: Seat) -> Option<Said> {
    if matches!(v.phase, Phase::Play | Phase::Done) {
        return None;
    }
    v.events.iter().rev().filter(|e| e.seat == seat).find_map(|e| match e.action {
        Seen::Open(Action::Play(_)) => None,
        Seen::Open(a) => said_of(a, v.turn_up),
        Seen::Discarded => Some(Said::Discard),
        Seen::Exchanged => Some(Said::Exchange),
    })
}

#[component]
fn Table() -> impl IntoView {
    let k = k();
    let t = kx();
    let view = Memo::new(move |_| k.view());
    let status = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let trump = v.trump.map_or(t.no_trump_yet.to_string(), t.trump_is);
            Some(format!(
                "{} · {} · {} · {trump}",
                (t.deal_of)(v.deal_number, v.rules.max_deals()),
                (t.pot)(v.pot),
                (t.base)(v.base)
            ))
        })
    };
    view! {
        <section class="kx-table" aria-label=t.table_label>
            <div class="kx-main">
                <p class="kx-status">{status}</p>
                <div class="kx-felt">
                    {PLACES.into_iter().map(|p| view! { <Badge place=p view=view /> }).collect_view()}
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
fn Badge(place: Place, view: Memo<Option<SeatView>>) -> impl IntoView {
    let t = kx();
    let class = format!("kx-seat {}", place_class(place));
    move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let seat = seat_at(v, place);
            let i = seat.index();
            let name = (t.who)(who_of(seat, v.rules.direction()));
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
            let bubble = bubble_of(v, seat).map(t.bubble);
            let turn = v.to_act == Some(seat);
            Some(view! {
                <div class=class.clone() class:turn=turn>
                    <p class="kx-name">{name}</p>
                    <p class="kx-chips">{(t.chips)(v.chips[i])}</p>
                    {playing.then(|| view! { <p class="kx-tricks">{(t.tricks)(v.tricks_won[i])}</p> })}
                    {(!tags.is_empty()).then(|| view! { <p class="kx-tags">{tags.join(" · ")}</p> })}
                    {bubble.map(|b| view! { <p class="kx-bubble">{b}</p> })}
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
                TurnUpPlace::Hand(s) => Some((t.turn_up_gone)(Some(who_of(s, v.rules.direction())))),
                TurnUpPlace::Played => Some((t.turn_up_gone)(None)),
            };
            let is_gone = gone.is_some();
            Some(view! {
                <figure class="kx-turn-up" class:gone=is_gone>
                    <span class="card" role="img" aria-label=(t.card)(card) inner_html=card_svg(card)></span>
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
                    let class = format!("card kx-played {}", place_class(place_of(seat, dir)));
                    let name = (t.plays)(who_of(seat, dir), card);
                    view! { <span class=class role="img" aria-label=name inner_html=card_svg(card)></span> }
                })
                .collect_view();
            let caption = winner.map(|w| (t.trick_won)(who_of(w, dir)));
            Some(view! {
                <div class="kx-trick" role="group" aria-label=t.trick_label on:click=move |_| k.collect()>
                    {played}
                    {caption.map(|c| view! { <p class="kx-trick-won">{c}</p> })}
                </div>
            })
        })
    }
}

/// The words on a button for an action.
pub fn action_label(a: Action) -> String {
    let t = kx();
    match a {
        Action::TakeUp => t.take_up.into(),
        Action::Decline => t.decline.into(),
        Action::Accept => String::new(),
        Action::Pass => t.pass.into(),
        Action::Name(s) => (t.name_trump)(s),
        Action::AnnounceMatch(s) => (t.announce_match)(s),
        Action::No | Action::Keep => t.no.into(),
        Action::Contra => t.contra.into(),
        Action::Recontra => t.recontra.into(),
        Action::Exchange(_) => t.take_turn_up.into(),
        Action::Discard(c) | Action::Play(c) => (t.card)(c),
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
            Action::Accept => out.push(choice((t.accept)(v.preferred), None)),
            Action::Name(s) | Action::AnnounceMatch(s) => out.push(choice(action_label(a), Some((t.suit_button)(s)))),
            a => out.push(choice(action_label(a), None)),
        }
    }
    out
}

fn question(v: &SeatView) -> String {
    let t = kx();
    let dir = v.rules.direction();
    match v.phase {
        Phase::TurnUp => (t.ask_turn_up)(v.turn_up),
        Phase::Discard => t.ask_discard.into(),
        Phase::Round1 => (t.ask_round1)(v.preferred),
        Phase::Round2 => (t.ask_round2)(v.preferred, v.eldest == v.seat),
        Phase::MatchWindow => match (v.soloist, v.trump) {
            (Some(s), Some(tr)) => (t.ask_match)(who_of(s, dir), tr),
            _ => String::new(),
        },
        Phase::Window(_) => {
            let contra = v.legal.contains(&Action::Contra);
            let recontra = v.legal.contains(&Action::Recontra);
            let soloist = v.soloist.map_or(Who::You, |s| who_of(s, dir));
            (t.ask_contra)(soloist, contra, recontra, v.contra.map(|c| who_of(c, dir)))
        }
        Phase::Exchange => (t.ask_exchange)(v.turn_up),
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
            v.to_act.map(|s| (t.waiting_for)(who_of(s, v.rules.direction())))
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
    if !v.is_my_turn() {
        return Some(t.not_your_turn.into());
    }
    let action = match v.phase {
        Phase::Play => Action::Play(card),
        Phase::Discard => Action::Discard(card),
        Phase::Exchange if exchanging => Action::Exchange(card),
        _ => return Some(question(v)),
    };
    if v.legal.contains(&action) {
        return None;
    }
    // The rules say why: the session's deal checks the card.
    let k = k();
    let refusal = k.with_deal(|d| d.check(person(), action).err()).flatten();
    Some(match refusal {
        Some(RuleError::MustFollow { led, allowed, .. }) => {
            let shown = display_order(&allowed.iter().collect::<Vec<_>>(), v.trump);
            let one = shown.first().map(|c| short(*c)).unwrap_or_default();
            let mut why = match led {
                Lane::Trump => (t.must_trump)(&one),
                Lane::Plain(s) => (t.must_follow)(s, &one),
            };
            if let Lane::Plain(s) = led {
                if is_wenzel(card) && card.suit() == s {
                    why = format!("{why} ({})", (t.wenzel_note)(card));
                }
            }
            why
        }
        Some(e) => (t.rule_error)(&e),
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
        view.with(|v| {
            let Some(v) = v.as_ref() else { return vec![] };
            display_order(&v.hand, v.trump).into_iter().map(|c| (c, reason(v, c, showing, exchanging))).collect::<Vec<_>>()
        })
    });
    // Before his hand is shown the dealer sees its backs.
    let backs = move || view.with(|v| v.as_ref().is_some_and(|v| v.phase == Phase::TurnUp && v.hand.is_empty() && v.dealer == v.seat));
    let focus = RwSignal::new(0usize);
    let shown_reason = RwSignal::new(None::<(String, bool)>);
    let refused = RwSignal::new(None::<Card>);
    let container: NodeRef<leptos::html::Div> = NodeRef::new();
    Effect::new(move |_| {
        view.track();
        shown_reason.set(None);
    });
    let index_of = move |card: Card| cards.with(|v| v.iter().position(|h| h.0 == card));
    let reason_of = move |card: Card| cards.with(|v| v.iter().find(|h| h.0 == card).and_then(|h| h.1.clone()));
    let roving = move || focus.get().min(cards.with(Vec::len).saturating_sub(1));
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(target) = move_focus(&ev, roving(), cards.with(Vec::len), container.get()) {
            focus.set(target);
        }
    };
    let refuse = move |card: Card, why: String| roving::refuse(card, why, refused, shown_reason);
    let choose = move |card: Card| {
        if let Some(why) = reason_of(card) {
            refuse(card, why);
            return;
        }
        let action = view.with_untracked(|v| match v.as_ref().map(|v| v.phase) {
            Some(Phase::Discard) => Action::Discard(card),
            Some(Phase::Exchange) => Action::Exchange(card),
            _ => Action::Play(card),
        });
        let index = index_of(card).unwrap_or(0);
        let had_focus = container.get().is_some_and(|el| document().active_element().is_some_and(|a| el.contains(Some(&a))));
        match k.person_acts(action) {
            Ok(()) if had_focus => {
                focus.set(index);
                request_animation_frame(move || {
                    if let Some(el) = container.try_get_untracked().flatten() {
                        focus_card(&el, index);
                    }
                });
            }
            Ok(()) => {}
            Err(e) => refuse(card, e),
        }
    };
    let hinted = move |card: Card| k.hint.with(|h| h.and_then(|a| a.card()) == Some(card));
    view! {
        <div class="hand-wrap kx-hand-wrap">
            <div class="hand kx-hand" role="group" aria-label=t.your_hand node_ref=container on:keydown=on_keydown>
                <For
                    each=move || cards.with(|v| v.iter().map(|h| h.0).collect::<Vec<_>>())
                    key=|c| c.index() as u32
                    children=move |card| {
                        let disabled = move || reason_of(card).is_some();
                        view! {
                            <button
                                type="button"
                                class="hand-card"
                                class:playable=move || !disabled()
                                class:hinted=move || hinted(card)
                                class:wenzel=is_wenzel(card)
                                class:refused=move || refused.get() == Some(card)
                                aria-label=(t.card)(card)
                                aria-disabled=move || disabled().then_some("true")
                                aria-describedby=move || disabled().then_some("kx-reason")
                                title=move || reason_of(card)
                                tabindex=move || if index_of(card) == Some(roving()) { "0" } else { "-1" }
                                on:focus=move |_| {
                                    if let Some(i) = index_of(card) {
                                        focus.set(i);
                                    }
                                    if let Some(r) = reason_of(card) {
                                        shown_reason.set(Some((r, false)));
                                    }
                                }
                                on:click=move |_| choose(card)
                            >
                                <span class="card" inner_html=card_svg(card)></span>
                            </button>
                        }
                    }
                />
                {move || backs().then(|| (0..5).map(|_| view! { <span class="card card-back hand-hidden" aria-hidden="true" inner_html=back_svg()></span> }).collect_view())}
            </div>
            <p id="kx-reason" class="reason" class:loud=move || shown_reason.with(|r| r.as_ref().is_some_and(|r| r.1)) role="status">
                {move || shown_reason.with(|r| r.as_ref().map(|r| r.0.clone()))}
            </p>
        </div>
    }
}

/// Practice mode: a hint, and Undo.
#[component]
fn Practice(view: Memo<Option<SeatView>>) -> impl IntoView {
    let k = k();
    let t = kx();
    let on = move || k.settings.with(|s| s.practice);
    let mine = move || view.with(|v| v.as_ref().is_some_and(SeatView::is_my_turn));
    let hint = move || {
        k.hint.get().map(|a| {
            let words = match a {
                Action::Accept => view.with_untracked(|v| v.as_ref().map(|v| (kx().accept)(v.preferred)).unwrap_or_default()),
                a => action_label(a),
            };
            (t.hint_is)(&words)
        })
    };
    view! {
        <Show when=on>
            <div class="kx-practice">
                <button type="button" class="btn small" disabled=move || !mine() on:click=move |_| k.ask_hint()>{t.hint}</button>
                <button type="button" class="btn small" disabled=move || !k.can_undo() on:click=move |_| k.undo()>{t.undo}</button>
                <p class="kx-hint" role="status">{hint}</p>
            </div>
        </Show>
    }
}

/// Moves focus to the next thing to do when the person's turn comes (the first button,
/// else the hand) or a deal ends (its "Next deal", or "Revenge"), unless the person has
/// put it elsewhere.
pub fn focus_on_turn() {
    let k = k();
    Effect::new(move |prev: Option<Option<(usize, usize)>>| {
        let showing = k.showing.get().is_some();
        let turn = k.saved.with(|s| {
            let s = s.as_ref()?;
            match s.session.current() {
                Some(d) => (d.to_act() == Some(person())).then(|| (s.session.deals_begun(), d.events().len())),
                // A deal's end: the summary (or the session's end) is next.
                None => Some((s.session.deals_begun(), usize::MAX)),
            }
        });
        let turn = turn.filter(|_| !showing);
        k.exchanging.track();
        let exchanging = k.exchanging.get_untracked();
        if turn.is_some() && prev.flatten() != turn || exchanging {
            request_animation_frame(move || {
                let doc = document();
                let ours = doc.active_element().is_none_or(|a| {
                    a.tag_name() == "BODY" || a.closest(".kx").ok().flatten().is_some() && a.closest(".kx-practice").ok().flatten().is_none()
                });
                let first: &[&str] = if exchanging {
                    &[".kx-hand .hand-card.playable"]
                } else {
                    &[".kx-buttons .btn", ".kx-hand .hand-card[tabindex='0']", ".kx-next .btn.primary"]
                };
                let target = first
                    .iter()
                    .find_map(|sel| doc.query_selector(sel).ok().flatten())
                    .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
                if let (true, Some(el)) = (ours, target) {
                    let _ = el.focus();
                }
            });
        }
        turn
    });
}
