//! Müller Matz's panels in the page's dialogs while it is the game chosen: the rules, the
//! settings (with those every game shares: the players, the bots, the rule book's variants,
//! the language, the display, practice mode), the
//! statistics, the tally sheet, and export and import of a match's record.

use super::mx;
use super::state::m;
use super::stored::MatzStats;
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Scoring, Sleep, TurnedCard, MATZ_TARGETS, PLAYERS};
use matz_bots::Level;
use crate::host::controls::{bot_level, choice, Toggle};
use crate::host::mounts::lang;
use crate::i18n::host_texts::host_texts;
use crate::host::friends;
use super::texts::NAMES;
use crate::host::records;
use crate::host::settings;
use leptos::prelude::*;

/// The panel named `name`; `tell` and `prefill` go to the import (`host::records`).
pub fn panel(name: &str, tell: Callback<String>, prefill: String) -> AnyView {
    records::panel(name, m(), tell, prefill, (Settings, Stats, Sheet, Rules))
}

/// The rules with the variants in force: the match in progress's, else the settings'
/// (which the next match will have).
#[component]
fn Rules() -> impl IntoView {
    let m = m();
    let t = mx();
    let rules = move || {
        let playing = m.shell.saved.with(|s| s.as_ref().filter(|s| !s.game.is_over()).map(|s| *s.game.rules()));
        match playing {
            Some(r) => (r, t.rules_of_match),
            None => (m.shell.settings.with(|s| s.rules), t.rules_of_settings),
        }
    };
    move || {
        let (r, note) = rules();
        view! {
            <div class="rules-page mx-rules">
                <p class="help">{note}</p>
                {t.rules_sections(&r).into_iter().map(|(heading, paragraphs)| view! {
                    <section>
                        <h3>{heading}</h3>
                        {paragraphs.into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}
                    </section>
                }).collect_view()}
            </div>
        }
    }
}

fn two<T>(a: (T, &'static str), b: (T, &'static str)) -> Vec<(T, String)> {
    vec![(a.0, a.1.to_string()), (b.0, b.1.to_string())]
}

#[component]
fn Settings() -> impl IntoView {
    let m = m();
    let t = mx();
    let rules = move || m.shell.settings.with(|s| s.rules);
    let mut scorings: Vec<(Scoring, String)> = MATZ_TARGETS.iter().map(|&n| (Scoring::Matz { target: n }, t.v_scoring_matz(n))).collect();
    scorings.extend([5u8, 10].map(|g| (Scoring::PlacePoints { games: g }, t.v_scoring_places(g))));
    let page = crate::i18n::language::tx();
    view! {
        <div class="settings mx-settings">
            <p class="help">{t.settings_intro}</p>
            <fieldset>
                <legend>{page.players_heading}</legend>
                {choice("mx-players", t.players, Some(t.players_help), PLAYERS.map(|n| (n, n.to_string())).collect(),
                    move || rules().players(), move |n| m.shell.update_settings(|s| *s = s.with_players(n)))}
                <p class="help">{page.players_help}</p>
                // "Who plays Anna": a bot, or a friend at this device; as many as the table has.
                {move || {
                    let seats = (1..rules().players()).map(|i| (i, NAMES[i].to_string())).collect();
                    friends::who_plays(seats, move || m.shell.settings.with(|s| s.players), move |p| m.shell.update_settings(|s| s.players = p))
                }}
            </fieldset>
            <fieldset>
                <legend>{page.bots_heading}</legend>
                {bot_level("mx-level", [Level::Easy, Level::Medium, Level::Hard],
                    move || m.shell.settings.with(|s| s.level), move |l| m.shell.update_settings(|s| s.level = l))}
                {settings::speed()}
                {settings::leave_tricks()}
            </fieldset>
            <fieldset>
                <legend>{t.rules_heading}</legend>
                <p class="help">{t.rules_next_match}</p>
                {choice("mx-scoring", t.v_scoring, None, scorings, move || rules().scoring, move |v| m.shell.update_settings(|s| s.rules.scoring = v))}
                {choice("mx-turned", t.v_turned, None, two((TurnedCard::Drawn, t.v_turned_drawn), (TurnedCard::OutOfPlay, t.v_turned_out)),
                    move || rules().turned_card, move |v| m.shell.update_settings(|s| s.rules.turned_card = v))}
                {choice("mx-answer", t.v_answer, None, two((Answer::Any, t.v_answer_any), (Answer::Strict, t.v_answer_strict)),
                    move || rules().answer, move |v| m.shell.update_settings(|s| s.rules.answer = v))}
                {choice("mx-sleep", t.v_sleep, None, two((Sleep::WholeHand, t.v_sleep_whole), (Sleep::AnyThree, t.v_sleep_three)),
                    move || rules().sleep, move |v| m.shell.update_settings(|s| s.rules.sleep = v))}
                {choice("mx-giveup", t.v_give_up, None, two((GiveUp::OutOfPlay, t.v_give_up_out), (GiveUp::LeaderReserve, t.v_give_up_reserve)),
                    move || rules().give_up, move |v| m.shell.update_settings(|s| s.rules.give_up = v))}
                {choice("mx-last", t.v_last_hand, None, two((LastHand::Joins, t.v_last_joins), (LastHand::OutOfPlay, t.v_last_out)),
                    move || rules().last_hand, move |v| m.shell.update_settings(|s| s.rules.last_hand = v))}
                {choice("mx-dealing", t.v_dealing, None, two((Dealing::Loser, t.v_dealing_loser), (Dealing::Left, t.v_dealing_left)),
                    move || rules().dealing, move |v| m.shell.update_settings(|s| s.rules.dealing = v))}
            </fieldset>
            {settings::language()}
            {settings::display((), view! {
                <Toggle id="mx-practice" label=host_texts(lang()).practice help=t.practice_help get=move || m.shell.settings.with(|s| s.practice) set=move |on| m.shell.update_settings(|s| s.practice = on) />
            })}
        </div>
    }
}

/// The tally after each game (Menu → Score sheet).
#[component]
fn Sheet() -> impl IntoView {
    let m = m();
    move || match m.shell.saved.with(|s| s.as_ref().map(|s| super::table::tally_table(&s.game))) {
        Some(table) => table.into_any(),
        None => view! { <p>{mx().no_match}</p> }.into_any(),
    }
}

#[component]
fn Stats() -> impl IntoView {
    let m = m();
    let t = mx();
    move || {
        let s: MatzStats = m.shell.stats.get();
        if s.games_played == 0 {
            return view! { <p>{t.stats_none}</p> }.into_any();
        }
        let row = |label: &'static str, n: u32| view! { <tr><th scope="row">{label}</th><td>{n}</td></tr> };
        view! {
            <table class="stats-table mx-stats">
                <tbody>
                    {row(t.stats_matches, s.matches_played)}
                    {row(t.stats_matches_lost, s.matches_lost)}
                    {row(t.stats_games, s.games_played)}
                    {row(t.stats_games_won, s.games_won)}
                    {row(t.stats_games_lost, s.games_lost)}
                    {row(t.stats_first_life_first, s.first_life_first)}
                </tbody>
            </table>
        }
        .into_any()
    }
}
