//! The table of Konter a Matt with friends online, drawn from one seat's view
//! (`konter::MatchView`): the host's seat on the host's device, the guest's own on a
//! guest's. Trump, the dashes, the trick, whose turn, the choices, the hand, and a deal's
//! end; the host deals on and starts new matches.

use super::state::{deal_over, ko, who_of, KO};
use crate::app::card::{card_svg, suit_css};
use crate::app::trick::played_row;
use crate::app::hand::display_order;
use crate::app::host::friends::Cover;
use crate::app::host::mounts::lang;
use crate::app::host::online;
use crate::engine::{Action, Lane, MatchView, Outcome, Phase, Seat, Suit, Team, Trump};
use crate::i18n::online_texts::online_texts;
use crate::i18n::{texts, Texts, Voice};
use crate::seats::{compass, Who};
use leptos::prelude::*;

/// The screen: once the language's texts are in, the table (or, at a table of friends at
/// one device, the cover until the person to act takes it).
#[component]
pub fn Screen() -> impl IntoView {
    let lang = lang();
    let ready = RwSignal::new(crate::i18n::is_ready(lang));
    if !ready.get_untracked() {
        leptos::task::spawn_local(async move {
            // Without its file (offline before it was ever cached) the texts stay English.
            let _ = crate::app::langs::ensure(lang).await;
            ready.set(true);
        });
    }
    let k = ko();
    move || {
        if !ready.get() {
            return ().into_any();
        }
        let t = texts(lang);
        if !online::guest::active() {
            if let Some(seat) = k.device.cover() {
                let name = t
                    .seat_name(who_of(Seat::new(seat.index()).unwrap_or(Seat::ALL[0])))
                    .to_string();
                return view! { <Cover name=name show=Callback::new(move |_| { k.device.take(seat); k.schedule(); }) /> }.into_any();
            }
        }
        match k.view() {
            Some(v) => table(k, t, v).into_any(),
            None => start(k, t).into_any(),
        }
    }
}

/// No match yet (the host): "New match".
fn start(k: KO, t: &'static Texts) -> impl IntoView {
    (!online::guest::active()).then(|| view! {
        <section class="start ko-table">
            {k.corrupt.get().map(|key| view! { <p class="notice warn" role="alert">{t.corrupt_saved(crate::store::Saved::Match, &key)}</p> })}
            <div class="actions">
                <button type="button" class="btn primary" on:click=move |_| k.new_match()>{t.new_match}</button>
            </div>
        </section>
    })
}

fn table(k: KO, t: &'static Texts, v: MatchView) -> impl IntoView {
    let d = &v.deal;
    let me = d.seat;
    let dir = v.context.rules.direction;
    let who = move |s: Seat| if s == me { Who::You } else { compass(s, dir) };
    let host = !online::guest::active();
    let mine = d.to_act == Some(me);
    let naming = d.phase == Phase::NamingTrump;
    let trump = d.trump;
    let over = deal_over(&v);

    // The trick: the one being played, else the last one (it stays until the next card).
    let trick = (!naming).then(|| {
        let (leader, cards, winner) = match (d.trick_cards.is_empty(), d.tricks.last()) {
            (true, Some(last)) => (last.leader, last.cards.to_vec(), Some(last.winner)),
            _ => (d.trick_leader, d.trick_cards.clone(), None),
        };
        view! {
            <figure class="trick-review ls-trick">
                {played_row(leader, &cards, winner, move |s| t.seat_name(who(s)))}
            </figure>
        }
    });
    // At a deal's end the way on is "Next deal": the last trick simply stays.
    let showing = host && !over && k.showing.get().is_some();

    let status = match d.to_act {
        None => String::new(),
        Some(s) if s == me && naming => t.choose_trump_help.to_string(),
        Some(s) if s == me => match d.trick_cards.first() {
            None => t.your_turn_lead.to_string(),
            Some(&first) => match trump.map(|tr| Trump(tr).lane(first)) {
                Some(Lane::Plain(s)) => t.your_turn_follow(Some(s)),
                _ => t.your_turn_follow(None),
            },
        },
        Some(s) if naming => t.choosing_trump(who(s)),
        Some(s) => t.is_to_play(who(s)),
    };
    let act = move |a: Action| k.person_acts(a);
    let trump_buttons = (mine && naming).then(|| {
        Suit::ALL
            .into_iter()
            .map(|s| view! {
                <button type="button" class="btn ls-choice" on:click=move |_| act(Action::NameTrump(s))>
                    <span class=format!("rv-card {}", suit_css(s)) aria-hidden="true">{s.symbol().to_string()}</span>" "{t.name_trump(s)}
                </button>
            })
            .collect_view()
    });
    let announcements: Vec<_> = d
        .legal
        .iter()
        .filter_map(|a| {
            if let Action::Announce(x) = a {
                Some(*x)
            } else {
                None
            }
        })
        .collect();
    let announce_buttons = (mine && !announcements.is_empty()).then(|| {
        announcements
            .into_iter()
            .map(|a| view! { <button type="button" class="btn ls-choice" on:click=move |_| act(Action::Announce(a))>{t.announce(a)}</button> })
            .collect_view()
    });
    let hand = display_order(d.hand, trump)
        .into_iter()
        .map(|c| view! {
            <button type="button" class="ls-card hand-card" class:playable=d.legal.contains(&Action::Play(c)) aria-label=t.card_name(c) on:click=move |_| act(Action::Play(c))>
                <span class="card" inner_html=card_svg(c)></span>
            </button>
        })
        .collect_view();
    let others = Seat::ALL
        .into_iter()
        .filter(|&s| s != me)
        .map(|s| {
            t.cards_left(
                who(s),
                6 - d
                    .events
                    .iter()
                    .filter(|e| e.seat() == s && matches!(e.action(), Action::Play(_)))
                    .count(),
            )
        })
        .collect::<Vec<_>>()
        .join(" · ");
    let trump_line = trump.map(|s| view! {
        <p class="ls-trump"><span class=format!("rv-card {}", suit_css(s)) aria-hidden="true">{s.symbol().to_string()}</span>" "{t.named_trump(who(d.forehand), s)}</p>
    });
    // What was announced this deal (Matt, Konter, …), by whom.
    let announced = Seat::ALL
        .into_iter()
        .filter_map(|s| d.announcements[s.index()].map(|a| t.announced(who(s), a)))
        .collect::<Vec<_>>()
        .join(" · ");
    let dashes = {
        let mut line = t.dashes_left(v.context.dashes, Voice::Seats);
        if v.context.stake > 0 {
            line = format!("{line} · {}", t.stake_pending(v.context.stake));
        }
        line
    };
    let end = over.then(|| deal_end(k, t, &v, host));
    if mine {
        keep_focus();
    }
    view! {
        <section class="start ko-table">
            <p class="help ko-dashes">{dashes}</p>
            {trump_line}
            {(!announced.is_empty()).then(|| view! { <p class="help">{announced}</p> })}
            {(!over).then(|| view! { <p class="help">{others}</p> })}
            {trick}
            {showing.then(|| view! {
                <div class="actions"><button type="button" class="btn" on:click=move |_| k.collect()>{t.next_trick}</button></div>
            })}
            <p class="ls-status" role="status">{status}</p>
            {(mine && naming).then(|| view! { <div class="ls-choices" role="group">{trump_buttons}</div> })}
            {(mine && !naming).then(|| view! { <div class="ls-choices" role="group">{announce_buttons}</div> })}
            {(!over).then(|| view! { <div class="ls-cards ko-hand" role="group" aria-label=t.your_hand>{hand}</div> })}
            <p class="ls-wrong" role="alert">{move || k.refused.get()}</p>
            {end}
        </section>
    }
}

/// The table is drawn anew after every action: on the person's turn, a keyboard's focus
/// lost with the old table goes to the first choice, else the first card that may be played.
fn keep_focus() {
    request_animation_frame(|| {
        let doc = document();
        if doc.active_element().is_some_and(|a| doc.body().is_none_or(|b| a != *b.as_ref())) {
            return;
        }
        let next = doc.query_selector(".ko-table .ls-choices .btn, .ko-hand .playable").ok().flatten();
        if let Some(el) = next.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok()) {
            let _ = el.focus();
        }
    });
}

/// A deal's end: who won it, the points, and the way on (the host deals; a guest waits).
fn deal_end(k: KO, t: &'static Texts, v: &MatchView, host: bool) -> impl IntoView {
    let d = &v.deal;
    let trump_team = d.forehand.team();
    let outcome = Outcome::of_points(d.points[trump_team.index()]);
    let we_trump = trump_team == Team::A;
    let title = t.summary_title(v.number, Some(outcome), we_trump, Voice::Seats);
    let winner =
        (v.context.dashes[0] == 0 || v.context.dashes[1] == 0).then(|| v.context.dashes[0] == 0);
    let o = online_texts(lang());
    let host_name = online::guest::host_name();
    let way_on = match (host, winner) {
        (true, None) => view! { <div class="actions"><button type="button" class="btn primary" on:click=move |_| k.next_deal()>{t.next_deal}</button></div> }.into_any(),
        (true, Some(_)) => view! { <div class="actions"><button type="button" class="btn primary" on:click=move |_| k.new_match()>{t.new_match}</button></div> }.into_any(),
        (false, None) => view! { <p class="help">{(o.host_deals)(&host_name)}</p> }.into_any(),
        (false, Some(_)) => ().into_any(),
    };
    view! {
        <div class="ls-result">
            <h2 class="ko-title">{title}</h2>
            <p>{t.summary_points(d.points, d.tricks_won, Voice::Seats)}</p>
            {winner.map(|a_won| view! { <p><strong>{t.match_won_by(a_won, Voice::Seats)}</strong></p> })}
            {way_on}
        </div>
    }
}
