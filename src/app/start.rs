//! The start screen: what the game is, and the way in (continue, new match, rules).

use super::card::CardImage;
use super::controller::{tx, Dialog};
use super::ctrl;
use crate::engine::{Card, Rank, Suit};
use leptos::prelude::*;

#[component]
pub fn StartScreen() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let in_progress = move || c.match_in_progress();
    let has_match = move || c.has_match();
    let new_match = move |_| {
        if c.match_in_progress() {
            c.open(Dialog::ConfirmNew);
        } else {
            c.new_match();
        }
    };
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
                    on:click=new_match
                >
                    {t.new_match}
                </button>
                <button type="button" id="open-sheets" class="btn" on:click=move |_| c.sheets.set(true)>
                    {t.open_sheets}
                </button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Rules)>{t.rules}</button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Settings)>{t.settings}</button>
            </div>
            <super::chrome::LanguagePicker current=c.lang() pick=Callback::new(move |l| c.set_lang(l)) />
        </section>
    }
}
