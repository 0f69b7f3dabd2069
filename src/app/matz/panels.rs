//! Müller Matz's panels in the page's dialogs while it is the game chosen: the rules, the
//! settings (number of players, the bots, practice mode, the rule book's variants), the
//! statistics, the tally sheet, and export and import of a match's record.

use super::mx;
use super::state::m;
use crate::store::matz::MatzStats;
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Scoring, Sleep, TurnedCard, MATZ_TARGETS, PLAYERS};
use matz_bots::Level;
use leptos::prelude::*;

/// The panel named `name`; `show()` asks the page to close its dialog and show the table
/// (after an import).
pub fn panel(name: &str, show: Callback<()>) -> AnyView {
    match name {
        "settings" => view! { <Settings /> }.into_any(),
        "stats" => view! { <Stats /> }.into_any(),
        "export" => view! { <Export /> }.into_any(),
        "import" => view! { <Import show=show /> }.into_any(),
        "score-sheet" => view! { <Sheet /> }.into_any(),
        _ => view! { <Rules /> }.into_any(),
    }
}

#[component]
fn Rules() -> impl IntoView {
    let t = mx();
    view! {
        <div class="rules-page mx-rules">
            {t.rules_sections.iter().map(|(heading, paragraphs)| view! {
                <section>
                    <h3>{*heading}</h3>
                    {paragraphs.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
                </section>
            }).collect_view()}
        </div>
    }
}

/// A labelled `<select>` of `choices` (index ↔ value).
fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    id: &'static str,
    label: &'static str,
    help: Option<&'static str>,
    choices: Vec<(T, String)>,
    get: impl Fn() -> T + Copy + Send + Sync + 'static,
    set: impl Fn(T) + 'static,
) -> impl IntoView {
    let values: Vec<T> = choices.iter().map(|c| c.0).collect();
    let options = choices
        .into_iter()
        .enumerate()
        .map(|(i, (v, text))| view! { <option value=i.to_string() selected=move || get() == v>{text}</option> })
        .collect_view();
    let help_id = format!("{id}-help");
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <select id=id aria-describedby=help.map(|_| help_id.clone()) on:change=move |ev| {
                if let Some(v) = event_target_value(&ev).parse::<usize>().ok().and_then(|i| values.get(i)) {
                    set(*v);
                }
            }>{options}</select>
            {help.map(|h| view! { <p class="help" id=help_id>{h}</p> })}
        </div>
    }
}

fn two<T>(a: (T, &'static str), b: (T, &'static str)) -> Vec<(T, String)> {
    vec![(a.0, a.1.to_string()), (b.0, b.1.to_string())]
}

#[component]
fn Settings() -> impl IntoView {
    let m = m();
    let t = mx();
    let rules = move || m.settings.with(|s| s.rules);
    let mut scorings: Vec<(Scoring, String)> = MATZ_TARGETS.iter().map(|&n| (Scoring::Matz { target: n }, (t.v_scoring_matz)(n))).collect();
    scorings.extend([5u8, 10].map(|g| (Scoring::PlacePoints { games: g }, (t.v_scoring_places)(g))));
    view! {
        <div class="settings mx-settings">
            <p class="help">{t.settings_intro}</p>
            {choice("mx-players", t.players, Some(t.players_help), PLAYERS.map(|n| (n, n.to_string())).collect(),
                move || rules().players(), move |n| m.update_settings(|s| *s = s.with_players(n)))}
            {choice("mx-level", t.bots, None, vec![(Level::Easy, t.easy.into()), (Level::Medium, t.medium.into()), (Level::Hard, t.hard.into())],
                move || m.settings.with(|s| s.level), move |l| m.update_settings(|s| s.level = l))}
            <div class="field toggle">
                <input
                    type="checkbox"
                    id="mx-practice"
                    prop:checked=move || m.settings.with(|s| s.practice)
                    aria-describedby="mx-practice-help"
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        m.update_settings(|s| s.practice = on);
                    }
                />
                <label for="mx-practice">{t.practice}</label>
                <p class="help" id="mx-practice-help">{t.practice_help}</p>
            </div>
            <h3>{t.rules_heading}</h3>
            <p class="help">{t.rules_next_match}</p>
            {choice("mx-scoring", t.v_scoring, None, scorings, move || rules().scoring, move |v| m.update_settings(|s| s.rules.scoring = v))}
            {choice("mx-turned", t.v_turned, None, two((TurnedCard::Drawn, t.v_turned_drawn), (TurnedCard::OutOfPlay, t.v_turned_out)),
                move || rules().turned_card, move |v| m.update_settings(|s| s.rules.turned_card = v))}
            {choice("mx-answer", t.v_answer, None, two((Answer::Any, t.v_answer_any), (Answer::Strict, t.v_answer_strict)),
                move || rules().answer, move |v| m.update_settings(|s| s.rules.answer = v))}
            {choice("mx-sleep", t.v_sleep, None, two((Sleep::WholeHand, t.v_sleep_whole), (Sleep::AnyThree, t.v_sleep_three)),
                move || rules().sleep, move |v| m.update_settings(|s| s.rules.sleep = v))}
            {choice("mx-giveup", t.v_give_up, None, two((GiveUp::OutOfPlay, t.v_give_up_out), (GiveUp::LeaderReserve, t.v_give_up_reserve)),
                move || rules().give_up, move |v| m.update_settings(|s| s.rules.give_up = v))}
            {choice("mx-last", t.v_last_hand, None, two((LastHand::Joins, t.v_last_joins), (LastHand::OutOfPlay, t.v_last_out)),
                move || rules().last_hand, move |v| m.update_settings(|s| s.rules.last_hand = v))}
            {choice("mx-dealing", t.v_dealing, None, two((Dealing::Loser, t.v_dealing_loser), (Dealing::Left, t.v_dealing_left)),
                move || rules().dealing, move |v| m.update_settings(|s| s.rules.dealing = v))}
        </div>
    }
}

/// The tally after each game (Menu → Score sheet).
#[component]
fn Sheet() -> impl IntoView {
    let m = m();
    move || match m.saved.with(|s| s.as_ref().map(|s| super::table::tally_table(&s.game))) {
        Some(table) => table.into_any(),
        None => view! { <p>{mx().no_match}</p> }.into_any(),
    }
}

#[component]
fn Stats() -> impl IntoView {
    let m = m();
    let t = mx();
    move || {
        let s: MatzStats = m.stats.get();
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

#[component]
fn Export() -> impl IntoView {
    let m = m();
    let t = mx();
    let text = m.export_text().unwrap_or_default();
    let href = format!("data:application/json;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&text)));
    let copied = RwSignal::new(false);
    let copy_text = text.clone();
    let copy = move |_| {
        let _ = window().navigator().clipboard().write_text(&copy_text);
        copied.set(true);
    };
    view! {
        <p class="help">{t.export_help}</p>
        <textarea class="record" readonly rows="10" aria-label=t.record_label>{text}</textarea>
        <div class="actions">
            <a class="btn primary" href=href download="mueller-matz-match.json">{t.download}</a>
            <button type="button" class="btn" on:click=copy>{move || if copied.get() { t.copied } else { t.copy }}</button>
        </div>
    }
}

#[component]
fn Import(show: Callback<()>) -> impl IntoView {
    let m = m();
    let t = mx();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let import = move || {
        m.confirm_import();
        show.run(());
    };
    let go = move |_| match m.read_import(&text.get_untracked()) {
        Ok(()) if !m.in_progress() => import(),
        Ok(()) => error.set(None),
        Err(e) => error.set(Some(e)),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        let promise = file.text();
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(v) => {
                    text.set(v.as_string().unwrap_or_default());
                    error.set(None);
                }
                Err(_) => error.set(Some(t.import_unreadable.to_string())),
            }
        });
    };
    view! {
        <p class="help">{t.import_help}</p>
        <div class="field">
            <label for="mx-import-file">{t.import_file}</label>
            <input id="mx-import-file" type="file" accept=".json,application/json" on:change=on_file />
        </div>
        <div class="field">
            <label for="mx-import-text">{t.record_label}</label>
            <textarea id="mx-import-text" class="record" rows="8" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
        </div>
        <p class="error" role="alert">{move || error.get()}</p>
        <Show when=move || m.pending.with(Option::is_some)>
            <p>{t.import_replaces}</p>
        </Show>
        <div class="actions">
            <Show
                when=move || m.pending.with(Option::is_some)
                fallback=move || view! {
                    <button type="button" class="btn primary" disabled=move || text.with(|s| s.trim().is_empty()) on:click=go>{t.import_go}</button>
                }
            >
                <button type="button" class="btn primary" on:click=move |_| import()>{t.import_go}</button>
                <button type="button" class="btn" on:click=move |_| m.pending.set(None)>{t.cancel}</button>
            </Show>
        </div>
    }
}
