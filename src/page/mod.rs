//! The Leptos web app (wasm only): renders engine state, sends intents.
//!
//! - `controller`: the state (signals) and every intent; saving; pacing the bots.
//! - `storage`: the `localStorage` edge; `bots`: where a bot decision is requested.
//! - one component per file: `table` (the felt), `seat_badge`, `trick`, `hand`, `card`
//!   (SVG faces), `summary` (after a deal, and the match result), `lee` (score sheet
//!   strokes), `settings`, `rules_page`, `stats`, `dialogs` (menu, export, import…),
//!   `start` (the start screen), `chrome` (header, notices, live region).
//! - `extras`: loads the extras module (`src/games/konter/extras.rs`, in the games module) into the page when first
//!   needed: the score sheet for real cards (`sheets`) and the dialogs' `panels`
//!   (`settings`, `rules_page`, `stats`, `match_sheet`); and the games
//!   module (`src/bin/games.rs`, a game under its key) once one of its games is chosen (`games`).
//! - `pwa`: the service worker, the update prompt, shared-deal links.
//! - `langs`: the language shown, once its file (`crate::i18n::langs`) has arrived.
//!
//! All text comes from `crate::i18n` through [`language::tx`].

pub mod chrome;
pub mod dialogs;
pub mod extras;
pub mod games;
pub mod konter;
pub mod langs;
pub mod modules;
pub mod notices;
pub mod pwa;
pub mod route;
pub mod start;

use crate::games::konter::{summary, table, table_state};
use crate::host::{card, panel_state};
use crate::i18n::{language, language::use_lang};
use self::{chrome::apply_theme, konter::Ctrl, route::{Nav, Route, View}};
use leptos::prelude::*;

pub fn start() {
    console_error_panic_hook::set_once();
    // A language other than English is drawn from its file: fetch it first, so the app
    // opens in it (the loading screen stays meanwhile); without it, English.
    // (wasm-bindgen's executor: Leptos's own starts with the mount.)
    wasm_bindgen_futures::spawn_local(async {
        let _ = crate::i18n::langs::ensure(language::initial_lang()).await;
        mount();
    });
}

fn mount() {
    leptos::mount::mount_to_body(App);
    // index.html's loading screen (#shell; the loader starts the app only after it has
    // painted, see scripts/pwa-build.mjs) goes in the same task, so no frame shows both.
    if let Some(shell) = document().get_element_by_id("shell") {
        shell.remove();
    }
}

#[component]
pub fn App() -> impl IntoView {
    let nav = Nav::new(Route::Table);
    let ctrl = Ctrl::init(nav);
    provide_context(ctrl);
    provide_context(ctrl.notes);
    provide_context(nav);
    let g = games::Games::init(nav);
    // A shared-deal link, if the page has one; the service worker (offline, updates).
    g.read_link(ctrl);
    pwa::start(move || ctrl.update_available());
    let languages = self::langs::Languages::new();
    provide_context(languages);
    languages.load(ctrl);
    Effect::new(move |_| apply_theme(ctrl.settings.with(|s| s.theme)));
    // The page's title names the game chosen.
    Effect::new(move |_| document().set_title(g.get().name()));
    let kind = nav.view(ctrl.session, Signal::derive(move || g.module()));
    // Focus to the next thing to do once it is drawn (see `konter::focus`): the cover's
    // button, the trump buttons, else the hand. Until the person's turn it is given back
    // whenever a redraw took it (the hand is drawn anew when trump is named), unless the
    // person has moved it elsewhere.
    Effect::new(move |_| {
        if !ctrl.focus.wanted() {
            return;
        }
        let persons_turn = ctrl.session.with(|s| s.as_ref().is_some_and(|s| matches!(s.next(), crate::games::konter::session::Next::Person(_))));
        request_animation_frame(move || {
            let doc = document();
            let ours = doc.active_element().is_none_or(|a| {
                a.tag_name() == "BODY" || a.closest(".hand, .trump-chooser, .cover").ok().flatten().is_some()
            });
            let target = [".cover .btn", ".suit-btn", ".hand-card[tabindex='0']"]
                .into_iter()
                .find_map(|sel| doc.query_selector(sel).ok().flatten())
                .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok());
            if let (true, Some(el)) = (ours, target) {
                let _ = el.focus();
            }
            if persons_turn {
                ctrl.focus.given();
            }
        });
    });
    let lang = languages.shown(ctrl.settings);
    view! {
        <card::Sprite />
        // Every text is drawn in the active language: a new language draws the app anew
        // (the match, the open dialog and the settings live in signals and stay).
        {move || {
            use_lang(lang.get());
            view! {
                <div class="app" class:four-colour=move || ctrl.settings.with(|s| s.four_colour)>
                    <chrome::Header />
                    <chrome::Notices />
                    // Behind an open dialog the page is inert: no focus, no taps, not read.
                    <main id="main" class="main" inert=move || nav.has_dialog()>
                        {move || match kind.get() {
                            View::Sheets => extras::screen_host(None),
                            View::Module(module) => extras::screen_host(Some(module)),
                            View::Start => view! { <start::StartScreen /> }.into_any(),
                            View::Table(seating) => table::table(ctrl, seating, Memo::new(move |_| ctrl.session.with(|s| s.as_ref().and_then(table_state::TableState::of)))).into_any(),
                            View::Cover(seat, direction) => view! { <table::Cover seat=seat direction=direction /> }.into_any(),
                            View::Summary => view! { <summary::Summary /> }.into_any(),
                            View::Learn(code) => view! { <extras::PanelHost panel=panel_state::Panel::Learn(code).name() /> }.into_any(),
                        }}
                    </main>
                    <dialogs::Dialogs />
                    <chrome::LiveRegion />
                </div>
            }
        }}
    }
}
