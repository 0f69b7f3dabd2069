//! The start screen: what the game is, and the way in (continue, new match, the matches
//! put aside, rules).

use super::card::CardImage;
use super::controller::{tx, with_shelf, Dialog};
use super::ctrl;
use crate::engine::{Card, Rank, Suit};
use crate::i18n::Month;
use crate::store::shelf::Shelved;
use leptos::prelude::*;

/// A match put aside in words: "23 Nov, deal 3, Us 7 – Them 9" (the local date, in the
/// app's language).
fn describe(e: &Shelved) -> String {
    let t = tx();
    let d = js_sys::Date::new(&(e.at as f64).into());
    let date = t.short_date(d.get_date() as u8, Month(d.get_month() as u8));
    t.saved_match(&date, e.session.deal_index() + 1, e.session.game().dashes())
}

#[component]
pub fn StartScreen() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let in_progress = move || c.match_in_progress();
    let has_match = move || c.has_match();
    let fan = [Suit::Spades, Suit::Hearts, Suit::Diamonds].map(|s| Card::new(s, Rank::Queen));
    view! {
        <section class="start">
            <div class="start-fan" aria-hidden="true">
                {fan.into_iter().map(|card| view! { <CardImage card=card class="fan-card" /> }).collect_view()}
            </div>
            <h2 class="start-title">{t.app_title}</h2>
            <p class="tagline">{t.tagline}</p>
            <p class="intro">{t.start_intro}</p>
            <div class="actions column">
                <Show when=has_match>
                    <button type="button" class="btn primary big" on:click=move |_| c.home.set(false)>
                        {move || if in_progress() { t.continue_match } else { t.show_result }}
                    </button>
                </Show>
                <button
                    type="button"
                    class="btn big"
                    class:primary=move || !has_match()
                    on:click=move |_| c.ask_new()
                >
                    {t.new_match}
                </button>
                <SavedMatches />
                <button type="button" id="open-sheets" class="btn" on:click=move |_| c.sheets.set(true)>
                    {t.open_sheets}
                </button>
                <button type="button" id="open-lessons" class="btn" on:click=move |_| c.learn.set(super::panels::LEARN_LESSONS)>{t.learn_to_play}</button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Rules)>{t.rules}</button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Settings)>{t.settings}</button>
            </div>
            <super::chrome::LanguagePicker current=c.lang() pick=Callback::new(move |l| c.set_lang(l)) />
        </section>
    }
}

/// The matches put aside: each in words, to continue or delete.
#[component]
fn SavedMatches() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    // One button shape for both (one copy of its code): Continue, or Delete.
    let button = move |seed: u64, delete: bool, label: String| {
        view! {
            <button
                type="button"
                class="btn"
                aria-label=label
                on:click=move |_| if delete { c.delete_saved(seed) } else { c.continue_saved(seed) }
            >
                {if delete { t.delete } else { t.continue_match }}
            </button>
        }
    };
    move || {
        c.shelved.track();
        with_shelf(|list| {
            let items = list
                .iter()
                .map(|e| {
                    let (what, seed) = (describe(e), e.session.seed());
                    let (go, delete) = (t.continue_saved(&what), t.delete_saved(&what));
                    view! { <li>{what}{button(seed, false, go)}{button(seed, true, delete)}</li> }
                })
                .collect_view();
            (!list.is_empty()).then(|| view! {
                <section class="saved">
                    <h3>{t.saved_heading}</h3>
                    <ul>{items}</ul>
                    <p class="help">{t.saved_help}</p>
                </section>
            })
        })
    }
}
