//! The controls of a game's settings panel, the same for every game: a labelled choice, a
//! labelled checkbox, the bots' level.

use crate::i18n::host_texts::host_texts;
use leptos::prelude::*;

/// A labelled `<select>` of `choices` (index ↔ value), with a line of help under it.
pub fn choice<T: Copy + PartialEq + Send + Sync + 'static, S: Into<String>>(
    id: impl Into<String>,
    label: impl Into<String>,
    help: Option<&'static str>,
    choices: Vec<(T, S)>,
    get: impl Fn() -> T + Copy + Send + Sync + 'static,
    set: impl Fn(T) + 'static,
) -> impl IntoView {
    let id: String = id.into();
    let values: Vec<T> = choices.iter().map(|c| c.0).collect();
    let options = choices
        .into_iter()
        .enumerate()
        .map(|(i, (v, text))| view! { <option value=i.to_string() selected=move || get() == v>{text.into()}</option> })
        .collect_view();
    let help_id = format!("{id}-help");
    view! {
        <div class="field">
            <label for=id.clone()>{label.into()}</label>
            <select id=id aria-describedby=help.map(|_| help_id.clone()) on:change=move |ev| {
                if let Some(v) = event_target_value(&ev).parse::<usize>().ok().and_then(|i| values.get(i)) {
                    set(*v);
                }
            }>{options}</select>
            {help.map(|h| view! { <p class="help" id=help_id>{h}</p> })}
        </div>
    }
}

/// A labelled checkbox with an optional help line.
#[component]
pub fn Toggle(
    id: &'static str,
    label: &'static str,
    #[prop(optional)] help: Option<&'static str>,
    get: impl Fn() -> bool + Send + Sync + 'static,
    set: impl Fn(bool) + 'static,
) -> impl IntoView {
    let help_id = format!("{id}-help");
    view! {
        <div class="field toggle">
            <input
                type="checkbox"
                id=id
                prop:checked=get
                aria-describedby=help.map(|_| help_id.clone())
                on:change=move |ev| set(event_target_checked(&ev))
            />
            <label for=id>{label}</label>
            {help.map(|h| view! { <p class="help" id=help_id>{h}</p> })}
        </div>
    }
}

/// The bots' level: a choice of the game's own `levels`, Easy, Medium and Hard in that order.
pub fn bot_level<T: Copy + PartialEq + Send + Sync + 'static>(
    id: &'static str,
    levels: [T; 3],
    get: impl Fn() -> T + Copy + Send + Sync + 'static,
    set: impl Fn(T) + 'static,
) -> impl IntoView {
    let t = host_texts(super::mounts::lang());
    choice(id, t.bots, None, levels.into_iter().zip([t.easy, t.medium, t.hard]).collect(), get, set)
}

/// The four languages, each under its own name; the current one is pressed.
#[component]
pub fn LanguagePicker(
    /// The language shown.
    #[prop(into)]
    current: Signal<crate::i18n::Lang>,
    pick: Callback<crate::i18n::Lang>,
) -> impl IntoView {
    let t = crate::i18n::language::tx();
    view! {
        <div class="lang-picker" role="group" aria-label=t.language>
            {crate::i18n::Lang::ALL
                .into_iter()
                .map(|l| view! {
                    <button
                        type="button"
                        class="lang-btn"
                        lang=l.code()
                        aria-pressed=move || if current.get() == l { "true" } else { "false" }
                        on:click=move |_| pick.run(l)
                    >
                        {l.native_name()}
                    </button>
                })
                .collect_view()}
        </div>
    }
}
