//! A deal's end — who won and how, who took no trick, every payment in words and why the
//! amounts are what they are, the pot (`kontra_texts::deal_words`), the tricks — and the
//! session's end: the ranking, what is left
//! in the pot, the series of revenges. Every number is the engine's (`kontra::Outcome`,
//! `PlayedDeal`, `Session::standings`).

use crate::host::hosted::HostedGame;
use super::state::k;
use crate::games::kontra::{kx, who_here};
use super::cards::card_svg;
use crate::host::tricks::{tricks_of_deal, PlayedCard, ShownTrick};
use super::texts::{deal_words, DealWords};
use crate::i18n::learn_games::signed;
use super::stored::SavedSession;
use crate::store::seats::Who;
use kontra::score::ANTE;
use kontra::{BaseValue, Direction, PlayedDeal, Seat};
use leptos::prelude::*;

/// What `seat` paid into the pot as the deal's dealer (the ante), which the settlement's
/// net leaves out.
fn ante_of(p: &PlayedDeal, seat: Seat) -> i32 {
    if p.deal.dealer() == seat { ANTE as i32 } else { 0 }
}

/// The tricks of a played deal: the cards in the order played, who played and who won each.
fn tricks(p: &PlayedDeal, dir: Direction) -> impl IntoView {
    let t = kx();
    let shown = p
        .deal
        .tricks()
        .into_iter()
        .enumerate()
        .map(|(n, trick)| ShownTrick {
            cards: trick
                .cards
                .iter()
                .enumerate()
                .map(|(i, &card)| PlayedCard { face: card_svg(card), name: t.card(card), by: t.who(who_here(trick.leader.after(i, 4), dir)).to_string() })
                .collect(),
            winner: (0..trick.cards.len()).find(|&i| trick.leader.after(i, 4) == trick.winner).unwrap_or(0),
            caption: t.trick_caption(n + 1, who_here(trick.leader, dir), who_here(trick.winner, dir)),
        })
        .collect();
    tricks_of_deal(t.review_tricks, shown)
}

/// The person's cards against best play with every hand open (`kontra_bots::review`),
/// folded under "Review this deal"; nothing when nobody holds the device or the deal does
/// not replay.
fn review(p: &PlayedDeal) -> Option<impl IntoView> {
    let t = kx();
    let seat = k().shell.device.viewer_untracked()?;
    let cards = kontra_bots::review::review_cards(&p.deal, p.base, seat).ok()?;
    // Counted as the deal's column counts: the dealer's ante included.
    let ante = ante_of(p, seat);
    let lines = cards
        .into_iter()
        .map(|r| {
            let best: &[kontra::Card] = if r.choices == 1 { &[] } else { &r.best };
            let line = t.review_card(r.trick, r.played, best, r.chips - ante, r.best_chips - ante);
            let costly = r.loss() > 0;
            view! { <li class:costly=costly>{line}</li> }
        })
        .collect_view();
    Some(view! {
        <details class="review kx-review">
            <summary>{t.review_deal}</summary>
            <p>{t.review_intro}</p>
            <ol class="kx-review-cards">{lines}</ol>
        </details>
    })
}

/// One played deal in words, with what each player won or lost in it.
fn deal_view(p: &PlayedDeal, number: usize, dir: Direction, base_rule: BaseValue) -> impl IntoView {
    let t = kx();
    let DealWords { lines, pays, pot } = deal_words(t, p, base_rule, |s| who_here(s, dir));
    let before: Vec<i32> = Seat::all(4)
        .map(|s| p.chips_after[s.index()] - p.outcome.as_ref().map_or(0, |o| o.settlement.net[s.index()]) + ante_of(p, s))
        .collect();
    let rows = Seat::all(4)
        .map(|s| {
            let i = s.index();
            view! {
                <tr>
                    <th scope="row">{t.who(who_here(s, dir))}</th>
                    <td>{signed(p.chips_after[i] - before[i])}</td>
                    <td>{t.chips(p.chips_after[i])}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <h2 class="kx-summary-title" id="kx-summary-title">{t.summary_title(number)}</h2>
        {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
        <h3>{t.payments}</h3>
        <ul class="kx-payments">{pays.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
        <p class="kx-pot">{pot}</p>
        <table class="kx-net">
            <thead><tr><th scope="col"></th><th scope="col">{t.this_deal}</th><th scope="col">{t.chips_now}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
        {p.outcome.is_some().then(|| tricks(p, dir))}
        {p.outcome.is_some().then(|| review(p)).flatten()}
    }
}

/// The chips of every player after each deal, and the pot, folded under its name.
fn chips_sheet(s: &SavedSession) -> impl IntoView {
    let t = kx();
    view! {
        <details class="kx-sheet">
            <summary>{t.chips_sheet}</summary>
            {chips_table(s)}
        </details>
    }
}

/// The table of the chips after each deal.
pub fn chips_table(s: &SavedSession) -> impl IntoView {
    let t = kx();
    let dir = s.session.rules().direction();
    let start = s.session.rules().start_chips() as i32;
    let head = Seat::all(4).map(|seat| view! { <th scope="col">{t.who(who_here(seat, dir))}</th> }).collect_view();
    let rows = s
        .session
        .history()
        .iter()
        .enumerate()
        .map(|(n, p)| {
            let cells = p.chips_after.iter().map(|c| view! { <td>{*c}</td> }).collect_view();
            view! { <tr><th scope="row">{n + 1}</th>{cells}<td>{p.pot_after}</td></tr> }
        })
        .collect_view();
    view! {
        <div class="kx-sheet-scroll kx-sheet">
            <table>
                <caption class="visually-hidden">{t.chips_sheet}</caption>
                <thead><tr><th scope="col">{t.deal_col}</th>{head}<th scope="col">{t.pot_col}</th></tr></thead>
                <tbody>
                    <tr><th scope="row">{t.start_row}</th>{(0..4).map(|_| view! { <td>{start}</td> }).collect_view()}<td>"0"</td></tr>
                    {rows}
                </tbody>
            </table>
        </div>
    }
}

/// After a deal: what happened and what it paid, and the way on.
#[component]
pub fn Summary() -> impl IntoView {
    let k = k();
    let t = kx();
    let body = move || {
        k.shell.saved.with(|s| {
            let s = s.as_ref()?;
            let p = s.session.history().last()?;
            let rules = s.session.rules();
            Some(view! {
                {deal_view(p, s.session.history().len(), rules.direction(), rules.base_value())}
                {chips_sheet(s)}
            })
        })
    };
    view! {
        <section class="kx-summary" aria-labelledby="kx-summary-title">
            {body}
            <div class="kx-next">
                <button type="button" class="btn primary big" on:click=move |_| k.next_deal()>{t.next_deal}</button>
                <button type="button" class="btn" on:click=move |_| k.share()>{t.share_deal}</button>
            </div>
        </section>
    }
}

/// The session's end: the ranking first, then the last deal.
#[component]
pub fn SessionEnd() -> impl IntoView {
    let k = k();
    let t = kx();
    let body = move || {
        k.shell.saved.with(|s| {
            let s = s.as_ref()?;
            let session = &s.session;
            let rules = session.rules();
            let dir = rules.direction();
            let standings = session.standings();
            let winners: Vec<Who> = standings.iter().filter(|x| x.place == 1).map(|x| who_here(x.seat, dir)).collect();
            let broke: Vec<String> = standings.iter().filter(|x| x.chips <= 0).map(|x| t.out_of_chips(who_here(x.seat, dir))).collect();
            let why = if broke.is_empty() { vec![t.deals_played(session.history().len())] } else { broke };
            let rows = standings
                .iter()
                .map(|x| {
                    view! {
                        <tr class:you=x.seat.index() == 0>
                            <td>{t.place(x.place)}</td>
                            <th scope="row">{t.who(who_here(x.seat, dir))}</th>
                            <td>{t.chips(x.chips)}</td>
                        </tr>
                    }
                })
                .collect_view();
            let series: Vec<(Who, u32)> = Seat::all(4).map(|seat| (who_here(seat, dir), s.series[seat.index()])).collect();
            let last = session.history().last().map(|p| deal_view(p, session.history().len(), dir, rules.base_value()));
            Some(view! {
                <h2 class="kx-end-title" id="kx-end-title">{t.session_over}</h2>
                <p class="kx-result">{t.session_won(&winners)}</p>
                {why.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                <table class="kx-ranking">
                    <caption>{t.ranking}</caption>
                    <tbody>{rows}</tbody>
                </table>
                <p>{t.pot_left(session.pot())}</p>
                <p>{t.series(&series)}</p>
                <div class="kx-next">
                    <button type="button" class="btn primary big" on:click=move |_| k.revenge()>{t.revenge}</button>
                    <button type="button" class="btn" on:click=move |_| k.share()>{t.share_deal}</button>
                </div>
                <div class="kx-last">{last}</div>
                {chips_sheet(s)}
            })
        })
    };
    view! { <section class="kx-summary kx-end" aria-labelledby="kx-end-title">{body}</section> }
}
