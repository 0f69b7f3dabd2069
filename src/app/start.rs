//! The start screen: what the game is, and the way in (continue, new match, the matches
//! put aside, rules).

use super::card::CardImage;
use super::{controller::{with_shelf, Dialog}, language::tx};
use super::controller::ctrl;
use crate::engine::{Card, Rank, Suit};
use crate::i18n::Month;
use crate::store::games::Game;
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
    let g = super::games::games();
    // The first button speaks of the game chosen.
    let in_progress = move || match g.get() {
        Game::KonterAMatt => c.match_in_progress(),
        game => super::games::module_saved(game) == Some(false),
    };
    let has_match = move || super::games::has_game(c);
    let fan = [Suit::Spades, Suit::Hearts, Suit::Diamonds].map(|s| Card::new(s, Rank::Queen));
    view! {
        <section class="start">
            <div class="start-fan" aria-hidden="true">
                {fan.into_iter().map(|card| view! { <CardImage card=card class="fan-card" /> }).collect_view()}
            </div>
            <h2 class="start-title">{t.app_title}</h2>
            <p class="tagline">{t.tagline}</p>
            // The introduction is Konter a Matt's: another game chosen has its line below.
            <p class="intro" hidden=move || g.get() != Game::KonterAMatt>{t.start_intro}</p>
            <GamePicker />
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
                    on:click=move |_| g.new_match(c)
                >
                    {t.new_match}
                </button>
                <SavedMatches />
                <button type="button" id="open-sheets" class="btn" on:click=move |_| c.sheets.set(true)>
                    {t.open_sheets}
                </button>
                <button type="button" id="open-lessons" class="btn" on:click=move |_| c.learn.set(super::panel_state::LEARN_LESSONS)>{t.learn_to_play}</button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Rules)>{t.rules}</button>
                <button type="button" class="btn" on:click=move |_| c.open(Dialog::Settings)>{t.settings}</button>
            </div>
            <super::chrome::LanguagePicker current=c.lang() pick=Callback::new(move |l| c.set_lang(l)) />
        </section>
    }
}

/// The games, one button each (pressed: the game chosen), each with a line on what it is
/// (its description, not part of its name).
#[component]
fn GamePicker() -> impl IntoView {
    let c = ctrl();
    let g = super::games::games();
    let t = tx();
    let game = move |game: Game, name: &'static str, line: &'static str| {
        let chosen = move || game == g.get();
        view! {
            // The line is hidden from the name (the title is the description).
            <button
                type="button"
                class="lang-btn"
                title=line
                aria-pressed=move || if chosen() { "true" } else { "false" }
                on:click=move |_| g.pick(c, game)
            >
                {name}
                <span aria-hidden="true">{line}</span>
            </button>
        }
    };
    view! {
        <div class="games" role="group" aria-label=t.game>
            {game(Game::KonterAMatt, t.app_title, t.game_konter_line)}
            {game(Game::Kontraspiel, crate::i18n::KONTRASPIEL, t.game_kontra_line)}
            {game(Game::MuellerMatz, crate::i18n::MUELLER_MATZ, t.game_matz_line)}
        </div>
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
