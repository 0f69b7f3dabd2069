//! After a deal: what happened, what it was worth, how the dashes moved (in words a
//! newcomer understands), the Lee, the tricks for review — and at the end of a match the
//! winner with "Revenge" and "New match".

use crate::i18n::language::tx;
use crate::page::konter::ctrl;
use super::lee::Lee;
use super::trick::TrickReview;
use crate::engine::{Event, PlayedDeal, StannerRule, Team};
use crate::i18n::Voice;
use crate::sheet::Strokes;
use crate::store::seats::PERSON;
use super::session::Session;
use crate::store::seats::Seating;
use leptos::prelude::*;

/// What the summary draws, read once from the session.
#[derive(Clone, Debug, PartialEq)]
struct SummaryState {
    played: PlayedDeal,
    number: usize,
    /// Alone with the bots, "You" at the bottom; friends at the table: every seat by its
    /// compass point, the teams by their seats.
    seating: Seating,
    voice: Voice,
    stanner: StannerRule,
    start: u32,
    strokes: Strokes,
    dashes: [u32; 2],
    winner: Option<Team>,
    /// Matches won by each team in this row of revenges.
    series: [u32; 2],
}

impl SummaryState {
    fn of(s: &Session) -> Option<SummaryState> {
        let game = s.game();
        let played = s.finished_deal()?.clone();
        let start = game.rules().start_dashes.get() as u32;
        Some(SummaryState {
            played,
            number: game.history().len(),
            // Seen by all: nobody is "You" when friends play.
            seating: Seating { you: if s.friends() { None } else { Some(PERSON) }, ..s.seating() },
            voice: s.voice(),
            stanner: game.rules().stanner,
            start,
            strokes: Strokes::after(start, game.history().iter().map(|p| &p.settlement)),
            dashes: game.dashes(),
            winner: game.winner(),
            series: s.series_tally(),
        })
    }
}

/// The person's team.
const US: Team = Team::A;

#[component]
pub fn Summary() -> impl IntoView {
    let c = ctrl();
    let nav = crate::page::route::nav();
    let t = tx();
    let state = Memo::new(move |_| c.session.with(|s| s.as_ref().and_then(SummaryState::of)));
    let heading: NodeRef<leptos::html::H2> = NodeRef::new();
    // Move focus to the heading so keyboard and screen-reader users land on the result.
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });

    let body = move || {
        let st = state.get()?;
        let p = &st.played;
        let deal = &p.deal;
        let result = deal.result()?;
        let s = &p.settlement;
        let we_trump = result.trump_team == US;
        let trump = deal.trump()?;
        let (seating, voice) = (st.seating, st.voice);
        let forehand = seating.who(deal.forehand());
        let outcome = s.outcome;

        // The value, line by line.
        let mut lines: Vec<(String, String)> = vec![];
        lines.push((t.value_base.to_string(), "1".into()));
        if result.no_trick_bonus() > 0 {
            let losers_are_us = result.winner().map(Team::other) == Some(US);
            lines.push((t.value_no_trick(losers_are_us, voice), "+1".into()));
        }
        for e in deal.events() {
            if let Event::Announce(seat, a) = e {
                lines.push((t.value_announcement(seating.who(*seat), *a), format!("+{}", a.value())));
            }
        }
        if s.stake_collected > 0 {
            lines.push((t.value_stake.to_string(), format!("+{}", s.stake_collected)));
        }
        let total = s.value as u32 + s.stake_collected;

        // How the dashes moved.
        let mut moves: Vec<String> = vec![];
        for team in [Team::A, Team::B] {
            if s.struck[team.index()] > 0 {
                moves.push(t.summary_struck(team, s.struck[team.index()], voice));
            }
            if s.added[team.index()] > 0 {
                moves.push(t.summary_added(team, s.added[team.index()], voice));
            }
        }
        if s.stake_after > 0 {
            moves.push(t.summary_stake_carried(s.stake_after));
        }
        if moves.is_empty() {
            moves.push(t.summary_no_change.to_string());
        }

        let won_class = match result.winner() {
            Some(w) if w == US => "summary-card won",
            Some(_) => "summary-card lost",
            None => "summary-card tie",
        };
        let tricks = deal.tricks();
        let names = [t.team_name(Team::A, voice).to_string(), t.team_name(Team::B, voice).to_string()];
        let (strokes, start, dashes) = (st.strokes, st.start, st.dashes);
        // Under the match result the section is named by its label alone: the result
        // keeps the one heading of its own.
        let lee = move |heading: bool| {
            view! {
                <section class="summary-lee" aria-label=t.lee_title>
                    {heading.then(|| view! { <h3>{t.lee_title}</h3> })}
                    <Lee strokes=strokes start=start names=names.clone() dashes=dashes />
                </section>
            }
        };
        let over = st.winner.is_some();
        // At the end of a match: who won, the final dashes, the revenge tally and the Lee
        // first; the deal that ended it below.
        let match_end = st.winner.map(|w| {
            view! {
                <section class="match-end" aria-labelledby="match-end-title">
                    <h3 id="match-end-title" class=if w == PERSON.team() { "match-won" } else { "match-lost" }>
                        {t.match_won_by(w == PERSON.team(), voice)}
                    </h3>
                    <p class="final-dashes" role="img" aria-label=t.dashes_left(dashes, voice)>
                        {[Team::A, Team::B].map(|team| view! {
                            <span class=if team == Team::A { "final-team a" } else { "final-team b" } aria-hidden="true">
                                <span class="final-name">{t.team_name(team, voice)}</span>
                                <span class="final-num">{dashes[team.index()]}</span>
                            </span>
                        })}
                    </p>
                    <p>{t.after_deals(st.number)}</p>
                    <p class="tally">{t.series_tally(st.series, voice)}</p>
                    <p>{t.match_over_help}</p>
                    <div class="actions">
                        <button type="button" class="btn primary big" on:click=move |_| c.revenge()>{t.revenge}</button>
                        <button type="button" class="btn big" on:click=move |_| c.new_match()>{t.new_match}</button>
                    </div>
                    {lee(false)}
                </section>
            }
        });

        Some(view! {
            <article class=won_class>
                <h2 class="summary-title" tabindex="-1" node_ref=heading>
                    {t.summary_title(st.number, Some(outcome), we_trump, voice)}
                </h2>
                {match_end}
                <p>{t.summary_trump(forehand, trump, we_trump, voice)}</p>
                <p>{t.summary_points(result.points, result.tricks, voice)}</p>
                <p class="why">{t.summary_why(outcome, we_trump, st.stanner, voice)}</p>

                <table class="value-table">
                    <caption>{t.value_title}</caption>
                    <tbody>
                        {lines
                            .into_iter()
                            .map(|(label, v)| view! { <tr><th scope="row">{label}</th><td>{v}</td></tr> })
                            .collect_view()}
                    </tbody>
                    <tfoot>
                        <tr><th scope="row">{t.value_total}</th><td>{total}</td></tr>
                    </tfoot>
                </table>
                <ul class="moves">{moves.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}</ul>

                {(!over).then(|| lee(true))}
                <div class="actions">
                    <button type="button" class="btn" on:click=move |_| nav.learn(crate::host::panel_state::learn_review(st.number - 1))>{t.review_deal}</button>
                    {move || c.shareable_deal().is_some().then(|| view! {
                        <button type="button" class="btn" on:click=move |_| c.share_deal()>{t.share_deal}</button>
                    })}
                </div>

                <details class="review">
                    <summary>{t.review_tricks}</summary>
                    <div class="review-list">
                        {tricks
                            .into_iter()
                            .enumerate()
                            .map(|(i, tr)| view! { <TrickReview trick=tr seating=seating number=i + 1 /> })
                            .collect_view()}
                    </div>
                </details>

                // Last in the card, so that it never covers what comes after it.
                {(!over).then(|| view! {
                    <div class="actions sticky">
                        <button type="button" class="btn primary big" on:click=move |_| c.next_deal()>{t.next_deal}</button>
                    </div>
                })}
            </article>
        })
    };

    view! { <section class="summary">{body}</section> }
}
