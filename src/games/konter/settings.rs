//! Settings: who plays each seat (a bot, or a friend at this device), bot levels (for all
//! or seat by seat), bot speed, the rules of the next match, and display preferences.
//! Every change is saved at once. The settings every game shares are the host's
//! (`crate::host::settings`), in the same places in every game's panel.

use crate::i18n::language::{current_lang, tx};
use crate::host::panel_state::panel_state;
use crate::host::settings::{display, language, leave_tricks, speed, Choice};
use crate::bot::Level;
use crate::engine::{Direction, Seat, StannerRule};
use crate::store::settings::START_DASH_CHOICES;
use crate::store::Player;
use crate::store::seats::compass;
use crate::host::controls::Toggle;
use leptos::prelude::*;

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
