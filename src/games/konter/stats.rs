//! The person's statistics: matches and deals played and won, as trump team and as defenders.

use crate::i18n::language::tx;
use leptos::prelude::*;

#[component]
pub fn StatsPanel() -> impl IntoView {
    let s = super::panels::page_panel().stats.get_value();
    let t = tx();
    let rows = move || {
        [
            (t.stats_matches, s.matches_played, s.matches_won),
            (t.stats_deals, s.deals_played, s.deals_won),
            (t.stats_as_trump, s.trump_played, s.trump_won),
            (t.stats_as_defenders, s.defence_played, s.defence_won),
        ]
    };
    view! {
        <table class="stats-table">
            <thead>
                <tr><td></td><th scope="col">{t.stats_played}</th><th scope="col">{t.stats_won}</th><th scope="col">{t.stats_rate_head}</th></tr>
            </thead>
            <tbody>
                {move || rows()
                    .into_iter()
                    .map(|(label, played, won)| view! {
                        <tr>
                            <th scope="row">{label}</th>
                            <td>{played}</td>
                            <td>{won}</td>
                            <td class="rate">{t.stats_rate(crate::games::konter::stored::stats::percent(won, played))}</td>
                        </tr>
                    })
                    .collect_view()}
                <tr>
                    <th scope="row">{t.stats_stanners}</th>
                    <td>{s.stanners}</td>
                    <td></td>
                    <td></td>
                </tr>
            </tbody>
        </table>
        <p class="help">{t.stats_note}</p>
    }
}
