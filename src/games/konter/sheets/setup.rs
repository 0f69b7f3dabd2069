//! A new sheet: the team names, optionally the players in playing order and who deals
//! first, and the rule variant (starting dashes, Stänner).

use crate::games::konter::sheets::{sx, Keeper};
use crate::engine::rules::StartDashes;
use crate::engine::{Rules, Seat, StannerRule};
use crate::sheet::SheetSetup;
use leptos::prelude::*;

/// A trimmed name, or the default when the field was left empty.
fn name_or(text: &str, default: String) -> String {
    let t = text.trim();
    if t.is_empty() {
        default
    } else {
        t.chars().take(40).collect()
    }
}

#[component]
pub fn SetupForm(keeper: Keeper) -> impl IntoView {
    let s = sx();
    let teams = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let with_players = RwSignal::new(false);
    let players = [(); 4].map(|_| RwSignal::new(String::new()));
    let first_dealer = RwSignal::new(0usize);
    let dashes = RwSignal::new(Rules::default().start_dashes.get());
    let stanner = RwSignal::new(StannerRule::Carry);

    let team_name = move |i: usize| name_or(&teams[i].get(), s.default_team(i + 1));
    let player_name = move |i: usize| name_or(&players[i].get(), s.default_player(i + 1));

    let create = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let team_names = [0, 1].map(|i| name_or(&teams[i].get_untracked(), s.default_team(i + 1)));
        let names = [0, 1, 2, 3].map(|i| name_or(&players[i].get_untracked(), s.default_player(i + 1)));
        let seated = with_players.get_untracked();
        keeper.create(SheetSetup {
            team_names,
            players: seated.then_some(names),
            first_dealer: if seated { Seat::new(first_dealer.get_untracked()) } else { None },
            rules: Rules { start_dashes: StartDashes::new(dashes.get_untracked()).unwrap_or_default(), stanner: stanner.get_untracked(), ..Rules::default() },
        });
    };

    let (min, max) = (*StartDashes::RANGE.start(), *StartDashes::RANGE.end());
    let set_dashes = move |text: String| {
        if let Ok(n) = text.trim().parse::<u8>() {
            dashes.set(n.clamp(min, max));
        }
    };

    view! {
        <form class="ks-form" on:submit=create>
            <h3 class="ks-h3">{s.setup_title}</h3>
            <fieldset class="ks-fieldset">
                <legend>{s.teams_heading}</legend>
                {[0usize, 1]
                    .into_iter()
                    .map(|i| view! {
                        <NameField
                            id=format!("ks-team-{i}")
                            team=i
                            label=Signal::derive(move || s.team_label(i + 1))
                            placeholder=s.default_team(i + 1)
                            value=teams[i]
                        />
                    })
                    .collect_view()}
            </fieldset>

            <div class="ks-check">
                <input
                    id="ks-with-players"
                    type="checkbox"
                    prop:checked=move || with_players.get()
                    on:change=move |ev| with_players.set(event_target_checked(&ev))
                />
                <label for="ks-with-players">{s.with_players}</label>
            </div>
            <Show when=move || with_players.get()>
                <fieldset class="ks-fieldset">
                    <legend>{s.with_players}</legend>
                    <p class="ks-help">{s.players_help}</p>
                    {[0usize, 1, 2, 3]
                        .into_iter()
                        .map(|i| view! {
                            <NameField
                                id=format!("ks-player-{i}")
                                team=i % 2
                                label=Signal::derive(move || s.player_label(i + 1, &team_name(i % 2)))
                                placeholder=s.default_player(i + 1)
                                value=players[i]
                            />
                        })
                        .collect_view()}
                    <div class="ks-field">
                        <label for="ks-first-dealer">{s.first_dealer}</label>
                        <select
                            id="ks-first-dealer"
                            prop:value=move || first_dealer.get().to_string()
                            on:change=move |ev| {
                                if let Ok(i) = event_target_value(&ev).parse::<usize>() {
                                    first_dealer.set(i.min(3));
                                }
                            }
                        >
                            {[0usize, 1, 2, 3]
                                .into_iter()
                                .map(|i| view! {
                                    <option value=i.to_string() selected=move || first_dealer.get() == i>
                                        {move || player_name(i)}
                                    </option>
                                })
                                .collect_view()}
                        </select>
                    </div>
                </fieldset>
            </Show>

            <fieldset class="ks-fieldset">
                <legend>{s.rules_heading}</legend>
                <div class="ks-field">
                    <label for="ks-dashes">{s.start_dashes}</label>
                    <div class="ks-stepper">
                        <button
                            type="button"
                            class="ks-btn ks-step"
                            aria-label=s.fewer_dashes
                            disabled=move || { dashes.get() <= min }
                            on:click=move |_| dashes.update(|d| *d = d.saturating_sub(1).max(min))
                        >
                            "−"
                        </button>
                        <input
                            id="ks-dashes"
                            type="number"
                            inputmode="numeric"
                            min=min.to_string()
                            max=max.to_string()
                            aria-describedby="ks-dashes-help"
                            prop:value=move || dashes.get().to_string()
                            on:change=move |ev| set_dashes(event_target_value(&ev))
                        />
                        <button
                            type="button"
                            class="ks-btn ks-step"
                            aria-label=s.more_dashes
                            // In braces: a bare `>` would close the tag in the view macro.
                            disabled=move || { dashes.get() >= max }
                            on:click=move |_| dashes.update(|d| *d = (*d + 1).min(max))
                        >
                            "+"
                        </button>
                    </div>
                    <p class="ks-help" id="ks-dashes-help">{s.start_dashes_help}</p>
                </div>
                <fieldset class="ks-fieldset ks-radios">
                    <legend>{s.stanner_rule}</legend>
                    {[StannerRule::Carry, StannerRule::W, StannerRule::Simple]
                        .into_iter()
                        .map(|rule| {
                            let id = format!("ks-stanner-{}", rule.code());
                            view! {
                                <div class="ks-radio">
                                    <input
                                        type="radio"
                                        name="ks-stanner"
                                        id=id.clone()
                                        prop:checked=move || stanner.get() == rule
                                        on:change=move |_| stanner.set(rule)
                                    />
                                    <label for=id>{s.stanner_name(rule)}</label>
                                </div>
                            }
                        })
                        .collect_view()}
                </fieldset>
            </fieldset>
            <button type="submit" class="ks-btn ks-primary ks-wide">{s.create}</button>
        </form>
    }
}

/// One name: its label, a text field of at most 40 characters, the colour of its team
/// (0 or 1) — for the team names and the players alike.
#[component]
fn NameField(id: String, team: usize, label: Signal<String>, placeholder: String, value: RwSignal<String>) -> impl IntoView {
    view! {
        <div class="ks-field" class:ks-team-a=team == 0 class:ks-team-b=team == 1>
            <label for=id.clone()>{move || label.get()}</label>
            <input
                id=id
                type="text"
                maxlength="40"
                autocomplete="off"
                placeholder=placeholder
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev))
            />
        </div>
    }
}
