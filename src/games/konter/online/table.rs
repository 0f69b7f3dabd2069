//! The table of Konter a Matt with friends online, drawn from one seat's view
//! (`konter::MatchView`) by the page's own table (`crate::games::konter::table`): the host's seat on the
//! host's device, the guest's own on a guest's. A deal's end speaks in the words of the
//! page's summary; the host deals on and starts new matches.

use super::state::{deal_over, ko, who_of, KO};
use crate::host::friends::Cover;
use crate::host::guard::Guarded;
use crate::host::notices::{notice, Notice};
use crate::host::mounts::lang;
use crate::host::online;
use crate::games::konter::table::table;
use crate::games::konter::table_state::TableState;
use crate::games::konter::trick::{played_row, TrickReview};
use crate::engine::{MatchView, Seat, Team, Trick};
use crate::i18n::online_texts::online_texts;
use crate::i18n::{texts, Texts, Voice};
use crate::store::seats::Seating;
use leptos::prelude::*;

/// What the screen shows.
#[derive(Clone, Copy, PartialEq)]
enum Shows {
    /// Not ready yet (the language's texts are loading), or a guest before the first deal.
    Nothing,
    /// The host before the first match: "New match".
    Start,
    /// Friends at the host's device: the table covered until `seat` takes it.
    Cover(cards::Seat),
    /// The table, drawn for this seating.
    Table(Seating),
    /// A deal's end.
    End,
}

/// The screen: once the language's texts are in, the table (or, at a table of friends at
/// one device, the cover until the person to act takes it).
#[component]
pub fn Screen() -> impl IntoView {
    let lang = lang();
    let ready = RwSignal::new(crate::i18n::is_ready(lang));
    if !ready.get_untracked() {
        leptos::task::spawn_local(async move {
            // Without its file (offline before it was ever cached) the texts stay English.
            let _ = crate::i18n::langs::ensure(lang).await;
            ready.set(true);
        });
    }
    let k = ko();
    let view = Memo::new(move |_| k.view());
    let state = Memo::new(move |_| view.with(|v| v.as_ref().map(|v| TableState::of_view(v, seating(v), shown_trick(k, v), k.showing.with(Option::is_some)))));
    keep_focus(state);
    let shows = Memo::new(move |_| {
        if !ready.get() {
            return Shows::Nothing;
        }
        if !online::guest::active() {
            if let Some(seat) = k.device.cover() {
                return Shows::Cover(seat);
            }
        }
        view.with(|v| match v {
            None if online::guest::active() => Shows::Nothing,
            None => Shows::Start,
            Some(v) if deal_over(v) => Shows::End,
            Some(v) => Shows::Table(seating(v)),
        })
    });
    let screen = move || {
        let t = texts(lang);
        match shows.get() {
            Shows::Nothing => ().into_any(),
            Shows::Start => start(k, t).into_any(),
            Shows::Cover(seat) => {
                let who = who_of(Seat::new(seat.index()).unwrap_or(Seat::ALL[0]));
                crate::host::friends::covering();
                view! { <Cover title=t.pass_device(who) action=t.show_my_cards(who) show=Callback::new(move |_| { k.device.take(seat); k.schedule(); }) /> }.into_any()
            }
            Shows::Table(seating) => view! {
                <div class="ko-table">
                    <p class="notice warn ko-refused" role="alert" hidden=move || k.refused.with(Option::is_none)>{move || k.refused.get()}</p>
                    {table(k, seating, state)}
                    {move || k.reviewing.get().then(|| last_trick(k, t, view))}
                </div>
            }.into_any(),
            Shows::End => view! { <div class="ko-table ko-end">{move || view.with(|v| v.as_ref().map(|v| deal_end(k, t, v, !online::guest::active())))}</div> }.into_any(),
        }
    };
    view! { {move || ready.get().then(|| notices(k, texts(lang)))} {screen} }
}

/// The notices over the table: a kept match that could not be read, a save refused by
/// storage, another tab's save of a different match ("Load it").
fn notices(k: KO, t: &'static Texts) -> impl IntoView {
    move || {
        k.notices
            .get()
            .into_iter()
            .map(|n| {
                let (text, action) = match &n {
                    Notice::Corrupt(key) => (t.corrupt_saved(crate::store::Saved::Match, key), None),
                    Notice::StorageFailed => (t.storage_failed.to_string(), None),
                    Notice::OtherTab => (t.other_tab.to_string(), Some((t.load_it, Callback::new(move |()| k.load_other_tab())))),
                    _ => (String::new(), None),
                };
                notice(text, true, action, (t.dismiss, Callback::new(move |()| k.notices.update(|l| l.retain(|x| *x != n)))))
            })
            .collect_view()
    }
}

/// The seats as the device sees them: its own at the bottom, called "You", the others by
/// their compass points in the match's direction of play.
fn seating(v: &MatchView) -> Seating {
    Seating { direction: v.context.rules.direction, bottom: v.deal.seat, you: Some(v.deal.seat) }
}

/// The complete trick lying on the table: on the host's device until it is collected; on a
/// guest's (which is not told when the host collects) until the next card.
fn shown_trick(k: KO, v: &MatchView) -> Option<Trick> {
    let d = &v.deal;
    if !d.trick_cards.is_empty() {
        return None;
    }
    if online::guest::active() {
        return d.tricks.last().copied();
    }
    k.showing.get().and(d.tricks.last().copied())
}

/// No match yet (the host): "New match".
fn start(k: KO, t: &'static Texts) -> impl IntoView {
    view! {
        <section class="start ko-table">
            <div class="actions">
                <button type="button" class="btn primary" on:click=move |_| k.new_match()>{t.new_match}</button>
            </div>
        </section>
    }
}

/// The last trick of the deal, over the table until closed.
fn last_trick(k: KO, t: &'static Texts, view: Memo<Option<MatchView>>) -> impl IntoView {
    let row = view.with(|v| {
        let v = v.as_ref()?;
        let s = seating(v);
        let last = v.deal.tricks.last()?;
        Some(view! {
            <figure class="trick-review">
                {played_row(last.leader, &last.cards, Some(last.winner), move |x| t.seat_name(s.who(x)))}
                <figcaption>{t.trick_led_won(s.who(last.leader), s.who(last.winner))}{format!(" · {}", t.points_count(last.points() as u32))}</figcaption>
            </figure>
        })
    });
    // The keyboard's focus goes to "Close", and comes back to "Last trick" after.
    let close: NodeRef<leptos::html::Button> = NodeRef::new();
    request_animation_frame(move || {
        if let Some(b) = close.get_untracked() {
            let _ = b.focus();
        }
    });
    let done = move || {
        k.reviewing.set(false);
        request_animation_frame(|| focus_first(".ko-table .tools .tool-btn"));
    };
    view! {
        <section class="ko-review" role="dialog" aria-modal="false" aria-labelledby="ko-review-title" on:keydown=move |e| if e.key() == "Escape" { done() }>
            <h2 id="ko-review-title">{t.last_trick}</h2>
            {row}
            <div class="actions">
                <button type="button" class="btn" node_ref=close on:click=move |_| done()>{t.close}</button>
            </div>
        </section>
    }
}

/// Focuses the first element `selector` finds, if any.
fn focus_first(selector: &str) {
    let found = document().query_selector(selector).ok().flatten();
    if let Some(el) = found.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok()) {
        let _ = el.focus();
    }
}

/// A keyboard's focus lost with a screen drawn anew (the table after a deal's end, or after
/// the cover) goes to the first thing to do on the person's turn: a suit to name, an
/// announcement, else the card in the hand's tab order.
fn keep_focus(state: Memo<Option<TableState>>) {
    Effect::new(move |_| {
        if !state.with(|s| s.as_ref().is_some_and(|s| matches!(s.next, crate::games::konter::session::Next::Person(_)))) {
            return;
        }
        request_animation_frame(|| {
            let doc = document();
            if doc.active_element().is_some_and(|a| doc.body().is_none_or(|b| a != *b.as_ref())) {
                return;
            }
            focus_first(".ko-table .suit-btn, .ko-table .announce-btn, .ko-table .hand-card[tabindex=\"0\"]");
        });
    });
}

/// A deal's end, in the words of the page's summary: who won it and why, the points and
/// tricks, the dashes left, the match's winner; the tricks to look at again; and the way
/// on (the host deals; a friend waits for the host).
fn deal_end(k: KO, t: &'static Texts, v: &MatchView, host: bool) -> impl IntoView {
    let d = &v.deal;
    let (Some(result), Some(trump)) = (d.result(), d.trump) else { return ().into_any() };
    let seating = seating(v);
    let voice = Voice::Seats;
    // With the seats' voice, the sentences speak of South and North's team.
    let we_trump = result.trump_team == Team::A;
    let outcome = result.outcome();
    let winner = v.context.winner();
    let o = online_texts(lang());
    let host_name = online::guest::host_name();
    let way_on = match (host, winner) {
        (true, None) => view! { <div class="actions sticky"><button type="button" class="btn primary big" on:click=move |_| k.next_deal()>{t.next_deal}</button></div> }.into_any(),
        (true, Some(_)) => view! { <div class="actions"><button type="button" class="btn primary big" on:click=move |_| k.new_match()>{t.new_match}</button></div> }.into_any(),
        (false, None) => view! { <p><strong>{o.host_deals(&host_name)}</strong></p> }.into_any(),
        (false, Some(_)) => ().into_any(),
    };
    let card = match result.winner() {
        Some(w) if w == d.seat.team() => "summary-card won",
        Some(_) => "summary-card lost",
        None => "summary-card tie",
    };
    let match_end = winner.map(|w| view! {
        <section class="match-end">
            <h3 class=if w == d.seat.team() { "match-won" } else { "match-lost" }>{t.match_won_by(w == Team::A, voice)}</h3>
            <p>{t.after_deals(v.number)}</p>
        </section>
    });
    let tricks = d
        .tricks
        .iter()
        .enumerate()
        .map(|(i, &trick)| view! { <TrickReview trick=trick seating=seating number=i + 1 /> })
        .collect_view();
    // Keyboard and screen-reader users land on the result.
    let heading: NodeRef<leptos::html::H2> = NodeRef::new();
    request_animation_frame(move || {
        if let Some(h) = heading.get_untracked() {
            let _ = h.focus();
        }
    });
    view! {
        <section class="summary">
            <article class=card>
                <h2 class="summary-title" tabindex="-1" node_ref=heading>{t.summary_title(v.number, Some(outcome), we_trump, voice)}</h2>
                {match_end}
                <p>{t.summary_trump(seating.who(d.forehand), trump, we_trump, voice)}</p>
                <p>{t.summary_points(result.points, result.tricks, voice)}</p>
                <p class="why">{t.summary_why(outcome, we_trump, v.context.rules.stanner, voice)}</p>
                <p>{t.dashes_left(v.context.dashes, voice)}</p>
                <details class="review">
                    <summary>{t.review_tricks}</summary>
                    <div class="review-list">{tricks}</div>
                </details>
                {way_on}
            </article>
        </section>
    }
    .into_any()
}
