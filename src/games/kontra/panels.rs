//! Kontraspiel's panels in the page's dialogs while it is the game chosen: the rules with
//! the trump tables (French and German card names), the settings (with those every game
//! shares: the players, the bots, its variants, the language, the display, practice mode), the statistics, and export and import of a session's record.

use super::state::k;
use super::kx;
use super::stored::KontraStats;
use kontra::trump::trump_order;
use kontra::{BaseValue, Direction, Suit, WenzelTurnUp};
use kontra_bots::Level;
use crate::host::controls::{bot_level, choice, Toggle};
use crate::host::mounts::lang;
use crate::i18n::host_texts::host_texts;
use crate::host::friends;
use crate::host::records;
use crate::host::settings;
use leptos::prelude::*;

/// The panel named `name`; `tell` and `prefill` go to the import (`host::records`).
pub fn panel(name: &str, tell: Callback<String>, prefill: String) -> AnyView {
    records::panel(name, k(), tell, prefill, (Settings, Stats, Sheet, Rules))
}

#[component]
fn Rules() -> impl IntoView {
    let t = kx();
    let tables = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds]
        .into_iter()
        .map(|s| {
            let order = trump_order(s);
            let french = order.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
            let german = order.iter().map(|c| t.german_card(*c)).collect::<Vec<_>>().join(", ");
            view! {
                <tr>
                    <th scope="row">{format!("{} {}", s.symbol(), t.suit(s))}</th>
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

/// The settings in the order of every game's: the players, the bots (level and speed), the
/// rules of the next session, the language, the display (with practice mode last).
#[component]
fn Settings() -> impl IntoView {
    let k = k();
    let t = kx();
    let page = crate::i18n::language::tx();
    let rules = move || k.shell.settings.with(|s| s.rules);
    view! {
        <div class="settings kx-settings">
            <p class="help">{t.settings_intro}</p>
            <fieldset>
                <legend>{page.players_heading}</legend>
                <p class="help">{page.players_help}</p>
                // "Who plays West": a bot, or a friend at this device (the seats named as the
                // table names them, seen from the owner's place).
                {move || {
                    let dir = k.shell.saved.with(|s| s.as_ref().map(|s| s.session.rules().direction())).unwrap_or_else(|| rules().direction());
                    let seats = kontra::Seat::all(4).skip(1).map(|s| (s.index(), t.who(super::who_at(s, None, dir)).to_string())).collect();
                    friends::who_plays(seats, move || k.shell.settings.with(|s| s.players), move |p| k.shell.update_settings(|s| s.players = p))
                }}
            </fieldset>
            <fieldset>
                <legend>{page.bots_heading}</legend>
                {bot_level("kx-level", [Level::Easy, Level::Medium, Level::Hard],
                    move || k.shell.settings.with(|s| s.level), move |l| k.shell.update_settings(|s| s.level = l))}
                {settings::speed()}
                {settings::leave_tricks()}
            </fieldset>
            <fieldset>
                <legend>{t.rules_heading}</legend>
                <p class="help">{t.rules_next_session}</p>
                {choice("kx-direction", t.direction, None, vec![(Direction::Clockwise, t.clockwise), (Direction::Anticlockwise, t.anticlockwise)],
                    move || rules().direction(), move |d| k.shell.update_settings(|s| s.rules = s.rules.with_direction(d)))}
                {choice("kx-wenzel", t.wenzel_turnup, None, vec![(WenzelTurnUp::Forced, t.wenzel_forced), (WenzelTurnUp::Optional, t.wenzel_optional)],
                    move || rules().wenzel_turnup(), move |w| k.shell.update_settings(|s| s.rules = s.rules.with_wenzel_turnup(w)))}
                {choice("kx-base", t.base_value, None, vec![(BaseValue::AfterAnte, t.base_after), (BaseValue::BeforeAnte, t.base_before)],
                    move || rules().base_value(), move |b| k.shell.update_settings(|s| s.rules = s.rules.with_base_value(b)))}
                {number("kx-chips", t.start_chips, None, move || rules().start_chips(), move |n| {
                    k.shell.update_settings(|s| s.rules = s.rules.with_start_chips(n).unwrap_or(s.rules));
                })}
                {number("kx-deals", t.max_deals, Some(t.max_deals_help), move || rules().max_deals(), move |n| {
                    k.shell.update_settings(|s| s.rules = s.rules.with_max_deals(n).unwrap_or(s.rules));
                })}
            </fieldset>
            {settings::language()}
            {settings::display((), view! {
                <Toggle id="kx-practice" label=host_texts(lang()).practice help=t.practice_help get=move || k.shell.settings.with(|s| s.practice) set=move |on| k.shell.update_settings(|s| s.practice = on) />
            })}
        </div>
    }
}

/// The chips of every player after each deal (Menu → Score sheet).
#[component]
fn Sheet() -> impl IntoView {
    let k = k();
    let t = kx();
    move || match k.shell.saved.with(|s| s.as_ref().map(|s| super::summary::chips_table(s))) {
        Some(table) => table.into_any(),
        None => view! { <p>{t.no_session}</p> }.into_any(),
    }
}

#[component]
fn Stats() -> impl IntoView {
    let k = k();
    let t = kx();
    move || {
        let s: KontraStats = k.shell.stats.get();
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
