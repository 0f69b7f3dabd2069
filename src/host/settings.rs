//! The settings every game shares, in the same places of every game's settings panel: the
//! bots' speed, leaving tricks until a tap, the language, the display. They read and change
//! the page's settings through the panel's `PanelState`.

use super::controls::Toggle;
use super::panel_state::panel_state;
use crate::i18n::language::{current_lang, tx};
use crate::store::{Speed, Theme};
use leptos::prelude::*;

/// A labelled `<select>` whose options are `choices`; `get` reads the setting, `set` writes it.
#[component]
pub fn Choice<T>(
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
            <super::controls::LanguagePicker
                current=Signal::derive(move || s.with(|s| s.lang).unwrap_or_else(current_lang))
                pick=Callback::new(move |l| c.update_settings(|s| s.lang = Some(l)))
            />
        </fieldset>
    }
}

/// The Display group, last: the four-colour deck and the colours between a game's own
/// settings `first` and `last` (a game's own display settings).
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
