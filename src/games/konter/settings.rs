//! Settings: who plays each seat (a bot, or a friend at this device), bot levels (for all
//! or seat by seat), bot speed, the rules of the next match, and display preferences.
//! Every change is saved at once. The settings every game shares (`speed`, `leave_tricks`,
//! `language`, `display`) are also drawn by the settings panel of every other game, in the
//! same places.

use crate::i18n::language::{current_lang, tx};
use crate::host::panel_state::panel_state;
use crate::bot::Level;
use crate::engine::{Direction, Seat, StannerRule};
use crate::store::settings::START_DASH_CHOICES;
use crate::store::{Player, Speed, Theme};
use crate::store::seats::compass;
use crate::host::controls::Toggle;
use leptos::prelude::*;

/// A labelled `<select>` whose options are `choices`; `get` reads the setting, `set` writes it.
#[component]
fn Choice<T>(
    id: &'static str,
    #[prop(into)] label: String,
    choices: Vec<(T, String)>,
    get: impl Fn() -> T + Send + Sync + 'static,
    set: impl Fn(T) + 'static,
    /// The id of a line that explains the choice made.
    #[prop(optional)]
    described_by: Option<&'static str>,
) -> impl IntoView
where
    T: Copy + PartialEq + Send + Sync + 'static,
{
    let values: Vec<T> = choices.iter().map(|(v, _)| *v).collect();
    let get = std::sync::Arc::new(get);
    let g = get.clone();
    let selected = move || values.iter().position(|v| *v == g()).unwrap_or(0).to_string();
    let values2: Vec<T> = choices.iter().map(|(v, _)| *v).collect();
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <select
                id=id
                aria-describedby=described_by
                prop:value=selected
                on:change=move |ev| {
                    if let Some(v) = event_target_value(&ev).parse::<usize>().ok().and_then(|i| values2.get(i)) {
                        set(*v);
                    }
                }
            >
                {choices
                    .into_iter()
                    .enumerate()
                    .map(|(i, (v, text))| {
                        let get = get.clone();
                        view! { <option value=i.to_string() selected=move || get() == v>{text}</option> }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}

/// Konter a Matt's settings: the players, the bots, the rules of the next match, the
/// language, the display (every game's settings panel in this order).
#[component]
pub fn SettingsPanel() -> impl IntoView {
    let c = panel_state();
    let t = tx();
    let s = c.settings;
    let levels = || [Level::Easy, Level::Medium, Level::Hard].into_iter().map(|l| (l, tx().level_name(l).to_string())).collect::<Vec<_>>();
    // "All bots" shows one choice while every seat has the same level.
    let per_seat = RwSignal::new(s.with_untracked(|s| s.levels.iter().any(|l| *l != s.levels[0])));
    // The seats by their places seen from the owner (West, North, East).
    let who = move |i: usize| compass(Seat::ALL[i + 1], s.with_untracked(|s| s.direction));
    // A seat played by a person has no level.
    let seat_choice = move |i: usize| {
        let id: &'static str = ["level-1", "level-2", "level-3"][i];
        view! {
            <Show when=move || s.with(|s| s.players[i] == Player::Bot)>
                <Choice
                    id=id
                    label=t.seat_name(who(i))
                    choices=levels()
                    get=move || s.with(|s| s.levels[i])
                    set=move |l| c.update_settings(|s| s.levels[i] = l)
                />
            </Show>
        }
    };
    // "Who plays West": a bot, a friend at this device, or a friend online.
    let player_choice = move |i: usize| {
        let id: &'static str = ["player-1", "player-2", "player-3"][i];
        let online = crate::i18n::host_texts::host_texts(current_lang()).player_online;
        view! {
            <Choice
                id=id
                label=t.who_plays(who(i))
                choices=vec![(Player::Bot, t.player_bot.to_string()), (Player::Person, t.player_person.to_string()), (Player::Online, online.to_string())]
                get=move || s.with(|s| s.players[i])
                set=move |p| c.update_settings(|s| s.players[i] = p)
            />
        }
    };
    view! {
        <div class="settings">
            <fieldset>
                <legend>{t.players_heading}</legend>
                <p class="help">{t.players_help}</p>
                {(0..3).map(player_choice).collect_view()}
                {crate::host::online::online_fields()}
            </fieldset>
            <fieldset>
                <legend>{t.bots_heading}</legend>
                <Show
                    when=move || per_seat.get()
                    fallback=move || view! {
                        <Choice
                            id="level-all"
                            label=t.bot_level
                            choices=levels()
                            get=move || s.with(|s| s.levels[0])
                            set=move |l| c.update_settings(|s| s.levels = [l; 3])
                        />
                    }
                >
                    {(0..3).map(seat_choice).collect_view()}
                </Show>
                <Toggle
                    id="per-seat"
                    label=t.per_seat
                    help=t.per_seat_help
                    get=move || per_seat.get()
                    set=move |on| {
                        per_seat.set(on);
                        if !on {
                            c.update_settings(|s| s.levels = [s.levels[0]; 3]);
                        }
                    }
                />
                {speed()}
                {leave_tricks()}
            </fieldset>
            <fieldset>
                <legend>{t.rules_heading}</legend>
                <p class="help">{t.rules_next_match}</p>
                <Choice
                    id="direction"
                    label=t.direction
                    choices=[Direction::Clockwise, Direction::Anticlockwise].into_iter().map(|v| (v, t.direction_name(v).to_string())).collect()
                    get=move || s.with(|s| s.direction)
                    set=move |v| c.update_settings(|s| s.direction = v)
                />
                <Choice
                    id="start-dashes"
                    label=t.start_dashes
                    choices=START_DASH_CHOICES.into_iter().map(|v| (v, t.start_dashes_name(crate::i18n::DashesChoice(v)))).collect()
                    get=move || s.with(|s| s.start_dashes)
                    set=move |v| c.update_settings(|s| s.start_dashes = v)
                />
                <Choice
                    id="stanner"
                    label=t.stanner_rule
                    choices=[StannerRule::Carry, StannerRule::W, StannerRule::Simple].into_iter().map(|v| (v, t.stanner_name(v).to_string())).collect()
                    get=move || s.with(|s| s.stanner)
                    set=move |v| c.update_settings(|s| s.stanner = v)
                    described_by="stanner-help"
                />
                <p class="help choice-help" id="stanner-help">{move || t.stanner_help(s.with(|s| s.stanner))}</p>
            </fieldset>
            {language()}
            {display(
                view! { <Toggle id="show-points" label=t.show_points get=move || s.with(|s| s.show_points) set=move |v| c.update_settings(|s| s.show_points = v) /> },
                view! { <Toggle id="practice" label=t.practice help=t.practice_help get=move || s.with(|s| s.practice) set=move |v| c.update_settings(|s| s.practice = v) /> },
            )}
        </div>
    }
}

// The settings every game shares, drawn where Konter a Matt's panel has them, also in the
// panel of a game drawn by a module of its own: they read and change the page's settings
// through the `PanelState` of the panel.

/// The bots' speed: in every game's Bots group, after the game's level.
pub fn speed() -> impl IntoView {
    let c = panel_state();
    let t = tx();
    let s = c.settings;
    view! {
        <Choice
            id="speed"
            label=t.speed
            choices=Speed::ALL.into_iter().map(|v| (v, t.speed_name(v).to_string())).collect()
            get=move || s.with(|s| s.speed)
            set=move |v| c.update_settings(|s| s.speed = v)
        />
    }
}

/// Leaving each trick until a tap: with the bots' speed.
pub fn leave_tricks() -> impl IntoView {
    let c = panel_state();
    let s = c.settings;
    view! {
        <Toggle id="leave-tricks" label=tx().leave_tricks get=move || s.with(|s| s.collect_on_tap) set=move |v| c.update_settings(|s| s.collect_on_tap = v) />
    }
}

/// The language, after the rules.
pub fn language() -> impl IntoView {
    let c = panel_state();
    let s = c.settings;
    view! {
        <fieldset>
            <legend>{tx().language}</legend>
            <crate::page::chrome::LanguagePicker
                current=Signal::derive(move || s.with(|s| s.lang).unwrap_or_else(current_lang))
                pick=Callback::new(move |l| c.update_settings(|s| s.lang = Some(l)))
            />
        </fieldset>
    }
}

/// The Display group, last: the four-colour deck and the colours between a game's own
/// settings `first` and `last` (Konter a Matt: the points shown; practice mode).
pub fn display(first: impl IntoView, last: impl IntoView) -> impl IntoView {
    let c = panel_state();
    let t = tx();
    let s = c.settings;
    view! {
        <fieldset>
            <legend>{t.display_heading}</legend>
            {first}
            <Toggle id="four-colour" label=t.four_colour help=t.four_colour_help get=move || s.with(|s| s.four_colour) set=move |v| c.update_settings(|s| s.four_colour = v) />
            <Choice
                id="theme"
                label=t.theme
                choices=[Theme::System, Theme::Light, Theme::Dark].into_iter().map(|v| (v, t.theme_name(v).to_string())).collect()
                get=move || s.with(|s| s.theme)
                set=move |v| c.update_settings(|s| s.theme = v)
            />
            {last}
        </fieldset>
    }
}
