//! The score sheet ("Lee") of the match on the table, and its deals one by one (a panel
//! of the extras module, see `panels`).

use crate::i18n::language::tx;
use super::lee::Lee;
use crate::host::panel_state::panel_state;
use crate::engine::Team;
use crate::sheet::Strokes;
use leptos::prelude::*;

/// The match's Lee and the deals one by one.
#[component]
pub fn MatchSheet() -> impl IntoView {
    let c = panel_state();
    let t = tx();
    let data = super::panels::page_panel().session.with_value(|s| {
            let game = s.as_ref()?.game();
            let start = game.rules().start_dashes.get() as u32;
            let strokes = Strokes::after(start, game.history().iter().map(|p| &p.settlement));
            let rows: Vec<(usize, Team, [u8; 2], u8, u32, [u32; 2])> = game
                .history()
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let r = p.deal.result().expect("finished");
                    (i + 1, r.trump_team, r.points, p.settlement.value, p.settlement.stake_collected, p.dashes_after)
                })
                .collect();
            Some((start, strokes, game.dashes(), game.stake(), rows, s.as_ref()?.voice()))
    });
    view! {
        {data.map(|(start, strokes, dashes, stake, rows, voice)| {
            let numbers: Vec<usize> = rows.iter().map(|r| r.0).collect();
            view! {
            <p class="help">{t.lee_help(start as u8)}</p>
            <Lee
                strokes=strokes
                start=start
                names=[t.team_name(Team::A, voice).to_string(), t.team_name(Team::B, voice).to_string()]
                dashes=dashes
            />
            {(stake > 0).then(|| view! { <p class="stake">{t.stake_pending(stake)}</p> })}
            <table class="history">
                <caption>{t.lee_history}</caption>
                <thead>
                    <tr>
                        <th scope="col">{t.lee_deal}</th>
                        <th scope="col">{t.trump}</th>
                        <th scope="col">{t.points}</th>
                        <th scope="col">{t.value}</th>
                        <th scope="col">{t.dashes}</th>
                    </tr>
                </thead>
                <tbody>
                    {rows.into_iter().map(|(n, trump_team, points, value, stake, after)| view! {
                        <tr>
                            <th scope="row">{n}</th>
                            <td>{t.team_name(trump_team, voice)}</td>
                            <td>{format!("{} : {}", points[0], points[1])}</td>
                            <td>{if stake > 0 { format!("{value} + {stake}") } else { value.to_string() }}</td>
                            <td>{format!("{} : {}", after[0], after[1])}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            // Each deal's review (the learning screens, `super::learn`).
            <ul class="review-deals">
                {numbers.into_iter().map(|n| view! {
                    <li>
                        <span>{t.deal_number(n)}</span>
                        <button type="button" class="btn small" on:click=move |_| c.learn(crate::host::panel_state::learn_review(n - 1))>{t.review_deal}</button>
                    </li>
                }).collect_view()}
            </ul>
        }})}
    }
}

