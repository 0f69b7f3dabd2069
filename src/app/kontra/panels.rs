//! Kontraspiel's panels in the page's dialogs while it is the game chosen: the rules with
//! the trump tables (French and German card names), the settings (its variants, the bots,
//! practice mode), the statistics, and export and import of a session's record.

use super::state::k;
use super::kx;
use crate::store::kontra::KontraStats;
use kontra::trump::trump_order;
use kontra::{BaseValue, Direction, Suit, WenzelTurnUp};
use kontra_bots::Level;
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
    let t = kx();
    let tables = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds]
        .into_iter()
        .map(|s| {
            let order = trump_order(s);
            let french = order.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
            let german = order.iter().map(|c| (t.german_card)(*c)).collect::<Vec<_>>().join(", ");
            view! {
                <tr>
                    <th scope="row">{format!("{} {}", s.symbol(), (t.suit)(s))}</th>
                    <td>{french}</td>
                    <td>{german}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="rules-page kx-rules">
            {t.rules_sections.iter().map(|(heading, paragraphs)| view! {
                <section>
                    <h3>{*heading}</h3>
                    {paragraphs.iter().map(|p| view! { <p>{*p}</p> }).collect_view()}
                </section>
            }).collect_view()}
            <section>
                <h3>{t.trump_tables}</h3>
                <p class="help">{t.trump_tables_help}</p>
                <div class="kx-sheet-scroll">
                    <table class="kx-trumps">
                        <thead><tr><th scope="col">{t.trump_col}</th><th scope="col">{t.french_col}</th><th scope="col">{t.german_col}</th></tr></thead>
                        <tbody>{tables}</tbody>
                    </table>
                </div>
            </section>
        </div>
    }
}

/// A labelled `<select>` of `choices` (index ↔ value).
fn choice<T: Copy + PartialEq + Send + Sync + 'static>(
    id: &'static str,
    label: &'static str,
    choices: Vec<(T, &'static str)>,
    get: impl Fn() -> T + Copy + Send + Sync + 'static,
    set: impl Fn(T) + 'static,
) -> impl IntoView {
    let values: Vec<T> = choices.iter().map(|c| c.0).collect();
    let options = choices
        .into_iter()
        .enumerate()
        .map(|(i, (v, text))| view! { <option value=i.to_string() selected=move || get() == v>{text}</option> })
        .collect_view();
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <select id=id on:change=move |ev| {
                if let Some(v) = event_target_value(&ev).parse::<usize>().ok().and_then(|i| values.get(i)) {
                    set(*v);
                }
            }>{options}</select>
        </div>
    }
}

/// A labelled number field; a number out of `range` is not taken.
fn number(id: &'static str, label: &'static str, help: Option<&'static str>, get: impl Fn() -> u16 + Send + Sync + 'static, set: impl Fn(u64) + 'static) -> impl IntoView {
    let help_id = format!("{id}-help");
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <input
                type="number"
                id=id
                inputmode="numeric"
                min="0"
                max="999"
                prop:value=move || get().to_string()
                aria-describedby=help.map(|_| help_id.clone())
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                        set(n);
                    }
                }
            />
            {help.map(|h| view! { <p class="help" id=help_id>{h}</p> })}
        </div>
    }
}

#[component]
fn Settings() -> impl IntoView {
    let k = k();
    let t = kx();
    let rules = move || k.settings.with(|s| s.rules);
    view! {
        <div class="settings kx-settings">
            <p class="help">{t.settings_intro}</p>
            {choice("kx-level", t.bots, vec![(Level::Easy, t.easy), (Level::Medium, t.medium), (Level::Hard, t.hard)],
                move || k.settings.with(|s| s.level), move |l| k.update_settings(|s| s.level = l))}
            <div class="field toggle">
                <input
                    type="checkbox"
                    id="kx-practice"
                    prop:checked=move || k.settings.with(|s| s.practice)
                    aria-describedby="kx-practice-help"
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        k.update_settings(|s| s.practice = on);
                    }
                />
                <label for="kx-practice">{t.practice}</label>
                <p class="help" id="kx-practice-help">{t.practice_help}</p>
            </div>
            <h3>{t.rules_heading}</h3>
            <p class="help">{t.rules_next_session}</p>
            {choice("kx-direction", t.direction, vec![(Direction::Clockwise, t.clockwise), (Direction::Anticlockwise, t.anticlockwise)],
                move || rules().direction(), move |d| k.update_settings(|s| s.rules = s.rules.with_direction(d)))}
            {choice("kx-wenzel", t.wenzel_turnup, vec![(WenzelTurnUp::Forced, t.wenzel_forced), (WenzelTurnUp::Optional, t.wenzel_optional)],
                move || rules().wenzel_turnup(), move |w| k.update_settings(|s| s.rules = s.rules.with_wenzel_turnup(w)))}
            {choice("kx-base", t.base_value, vec![(BaseValue::AfterAnte, t.base_after), (BaseValue::BeforeAnte, t.base_before)],
                move || rules().base_value(), move |b| k.update_settings(|s| s.rules = s.rules.with_base_value(b)))}
            {number("kx-chips", t.start_chips, None, move || rules().start_chips(), move |n| {
                k.update_settings(|s| s.rules = s.rules.with_start_chips(n).unwrap_or(s.rules));
            })}
            {number("kx-deals", t.max_deals, Some(t.max_deals_help), move || rules().max_deals(), move |n| {
                k.update_settings(|s| s.rules = s.rules.with_max_deals(n).unwrap_or(s.rules));
            })}
        </div>
    }
}

/// The chips of every player after each deal (Menu → Score sheet).
#[component]
fn Sheet() -> impl IntoView {
    let k = k();
    let t = kx();
    move || match k.saved.with(|s| s.as_ref().map(|s| super::summary::chips_table(s))) {
        Some(table) => table.into_any(),
        None => view! { <p>{t.no_session}</p> }.into_any(),
    }
}

#[component]
fn Stats() -> impl IntoView {
    let k = k();
    let t = kx();
    move || {
        let s: KontraStats = k.stats.get();
        if s.deals_played == 0 && s.sessions_played == 0 {
            return view! { <p>{t.stats_none}</p> }.into_any();
        }
        let row = |label: &'static str, played: u32, won: Option<u32>| {
            view! {
                <tr>
                    <th scope="row">{label}</th>
                    <td>{played}</td>
                    <td>{won.map(|w| w.to_string()).unwrap_or_default()}</td>
                </tr>
            }
        };
        let chips = if s.chips > 0 { format!("+{}", s.chips) } else { s.chips.to_string().replace('-', "−") };
        view! {
            <table class="stats-table kx-stats">
                <thead><tr><th scope="col"></th><th scope="col">{t.stats_played}</th><th scope="col">{t.stats_won}</th></tr></thead>
                <tbody>
                    {row(t.stats_sessions, s.sessions_played, Some(s.sessions_won))}
                    {row(t.stats_deals, s.deals_played, Some(s.deals_won))}
                    {row(t.stats_solo, s.solo_played, Some(s.solo_won))}
                    {row(t.stats_contra, s.contra_played, Some(s.contra_won))}
                    {row(t.stats_matches, s.matches, None)}
                    {row(t.stats_revolts, s.revolts, None)}
                    <tr><th scope="row">{t.stats_chips}</th><td colspan="2">{chips}</td></tr>
                </tbody>
            </table>
        }
        .into_any()
    }
}

#[component]
fn Export() -> impl IntoView {
    let k = k();
    let t = kx();
    let text = k.export_text().unwrap_or_default();
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
            <a class="btn primary" href=href download="kontraspiel-session.json">{t.download}</a>
            <button type="button" class="btn" on:click=copy>{move || if copied.get() { t.copied } else { t.copy }}</button>
        </div>
    }
}

#[component]
fn Import(show: Callback<()>) -> impl IntoView {
    let k = k();
    let t = kx();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let import = move || {
        k.confirm_import();
        show.run(());
    };
    let go = move |_| match k.read_import(&text.get_untracked()) {
        Ok(()) if !k.in_progress() => import(),
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
            <label for="kx-import-file">{t.import_file}</label>
            <input id="kx-import-file" type="file" accept=".json,application/json" on:change=on_file />
        </div>
        <div class="field">
            <label for="kx-import-text">{t.record_label}</label>
            <textarea id="kx-import-text" class="record" rows="8" prop:value=move || text.get() on:input=move |ev| text.set(event_target_value(&ev))></textarea>
        </div>
        <p class="error" role="alert">{move || error.get()}</p>
        <Show when=move || k.pending.with(Option::is_some)>
            <p>{t.import_replaces}</p>
        </Show>
        <div class="actions">
            <Show
                when=move || k.pending.with(Option::is_some)
                fallback=move || view! {
                    <button type="button" class="btn primary" disabled=move || text.with(|s| s.trim().is_empty()) on:click=go>{t.import_go}</button>
                }
            >
                <button type="button" class="btn primary" on:click=move |_| import()>{t.import_go}</button>
                <button type="button" class="btn" on:click=move |_| k.pending.set(None)>{t.cancel}</button>
            </Show>
        </div>
    }
}
