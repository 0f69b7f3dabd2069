//! The start screen: what the game is, and the way in (continue, new match, the matches
//! put aside, rules).

use crate::host::card::CardImage;
use crate::i18n::language::tx;
use super::konter::aside::with_shelf;
use super::route::{nav, Dialog, Route};
use super::konter::ctrl;
use crate::i18n::Month;
use crate::store::games::Game;
use crate::games::konter::stored::shelf::Shelved;
use crate::host::aside::match_button;
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
    let nav = nav();
    let languages = expect_context::<super::langs::Languages>();
    let t = tx();
    let g = super::games::games();
    // The first button speaks of the game chosen.
    let in_progress = move || match g.get() {
        Game::KONTER_A_MATT => c.match_in_progress(),
        game => super::games::module_saved(game) == Some(false),
    };
    let has_match = move || super::games::has_game(c);
    // Each game's picture and line (from the list of games); Konter a Matt's line here is
    // its tagline.
    let line = move || match g.get() {
        Game::KONTER_A_MATT => t.tagline,
        game => t.game_line(game),
    };
    view! {
        <section class="start">
            <div class="start-fan" aria-hidden="true">
                {move || g.get().start().fan.iter().map(|&card| view! { <CardImage card=card class="fan-card" /> }).collect_view()}
            </div>
            <h2 class="start-title">{move || g.get().name()}</h2>
            <p class="tagline">{line}</p>
            // The introduction is Konter a Matt's: another game chosen has its line below.
            <p class="intro" hidden=move || g.get() != Game::KONTER_A_MATT>{t.start_intro}</p>
            <GamePicker />
            <div class="actions column">
                <Show when=has_match>
                    <button type="button" class="btn primary big" on:click=move |_| nav.go(Route::Table)>
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
                <ModuleSaved />
                <button type="button" id="open-sheets" class="btn" on:click=move |_| nav.go(Route::Sheets)>
                    {t.open_sheets}
                </button>
                <button type="button" id="open-lessons" class="btn" on:click=move |_| nav.learn(crate::host::panel_state::LEARN_LESSONS)>{t.learn_to_play}</button>
                <button type="button" class="btn" on:click=move |_| nav.open(Dialog::Rules)>{t.rules}</button>
                <button type="button" class="btn" on:click=move |_| nav.open(Dialog::Settings)>{t.settings}</button>
            </div>
            <crate::host::controls::LanguagePicker current=languages.shown(c.settings) pick=Callback::new(move |l| c.update_settings(|s| s.lang = Some(l))) />
        </section>
    }
}

/// The games, one button each (pressed: the game chosen), each with a line on what it is
/// (its description, not part of its name).
#[component]
fn GamePicker() -> impl IntoView {
    let g = super::games::games();
    let t = tx();
    let game = move |game: Game| {
        let (name, line) = (game.name(), t.game_line(game));
        let chosen = move || game == g.get();
        view! {
            // The line is hidden from the name (the title is the description).
            <button
                type="button"
                class="lang-btn"
                title=line
                aria-pressed=move || if chosen() { "true" } else { "false" }
                on:click=move |_| g.pick(game)
            >
                {name}
                <span aria-hidden="true">{line}</span>
            </button>
        }
    };
    // One button per game of the list, written out (a loop of views costs the page ~0.6 KB):
    // a game added to the list does not compile until it has its button here.
    const _: () = assert!(Game::ALL.len() == 3);
    view! {
        <div class="games" role="group" aria-label=t.game>
            {game(Game::ALL[0])}
            {game(Game::ALL[1])}
            {game(Game::ALL[2])}
        </div>
    }
}

/// Konter a Matt's matches put aside (while it is the game chosen): each in words, to
/// continue or delete.
#[component]
fn SavedMatches() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let g = super::games::games();
    // The same buttons as every game's list: Continue, or Delete.
    let press = move |seed: u64, delete: bool| if delete { c.delete_saved(seed) } else { c.continue_saved(seed) };
    let button = move |seed: u64, delete: bool, label: String| match_button(seed, delete, label, (t.continue_match, t.delete), press);
    move || {
        c.shelved.track();
        if g.get() != Game::KONTER_A_MATT {
            return None;
        }
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

/// Another game's matches put aside: its module draws the list (`crate::host::aside`), loaded
/// only when there are some.
#[component]
fn ModuleSaved() -> impl IntoView {
    let g = super::games::games();
    move || {
        // (Konter a Matt's are the page's own.)
        let key = g.get().matches_key()?;
        let any = crate::store::local::with_storage(|st| crate::store::aside::any(st.get(key).as_deref()));
        any.then(|| view! { <super::extras::PanelHost panel=crate::host::aside::PANEL /> })
    }
}
