//! The game the start screen starts: Konter a Matt (the default, drawn by the page) or
//! Kontraspiel, whose code is a module of its own (`src/bin/kontraspiel.rs`) that the page loads
//! the first time it is shown (`super::extras`). The choice is remembered (`store::games`).
//!
//! While Kontraspiel is the game chosen, the page's Menu, Rules, Settings and Statistics
//! speak of it: their panels, its export and import are drawn by its module; "New match"
//! asks the module for a new session.

use super::controller::{Ctrl, Dialog};
use super::storage::with_storage;
use crate::store::share::read_fragment;
use crate::store::games::{kontra_session_over, Game, GAME_KEY, KONTRA_KEY};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Games {
    /// Kontraspiel is the game chosen.
    pub kontra: RwSignal<bool>,
}

thread_local! {
    /// Set once by [`Games::init`] (the app lives as long as the page).
    static GAMES: std::cell::Cell<Option<Games>> = const { std::cell::Cell::new(None) };
}

/// The game chosen, from any component.
pub fn games() -> Games {
    GAMES.get().expect("Games::init runs first")
}

/// Kontraspiel's saved session: `None`, or whether it is over. Read when a screen that
/// shows it is drawn (the start screen, the Menu): only its module changes it, while its
/// own screen is shown.
pub fn kontra_saved() -> Option<bool> {
    with_storage(|st| kontra_session_over(st.get(KONTRA_KEY).as_deref()))
}

impl Games {
    /// Reads the choice; Kontraspiel with a session saved opens at its table (a reload
    /// resumes it), without one at the start screen.
    pub fn init(c: Ctrl) -> Games {
        let kontra = with_storage(|st| st.get(GAME_KEY)).is_some_and(|raw| Game::read(&raw) == Game::Kontraspiel);
        if kontra && kontra_saved().is_none() {
            c.home.set(true);
        }
        let g = Games { kontra: RwSignal::new(kontra) };
        GAMES.set(Some(g));
        g
    }

    /// The person picks a game on the start screen (which stays: the first visit shows it
    /// without `home`); it is remembered.
    pub fn pick(self, c: Ctrl, game: Game) {
        c.home.set(true);
        self.kontra.set(game == Game::Kontraspiel);
        let _ = with_storage(|st| st.set(GAME_KEY, &game.to_json_string()));
    }

    /// "New match", on the start screen or in the Menu.
    pub fn new_match(self, c: Ctrl) {
        if self.kontra.get_untracked() {
            c.dialog.set(None);
            c.home.set(false);
            super::modules::command("kontra", "new");
        } else {
            c.ask_new();
        }
    }

    /// Reads the link the page was opened from, once at start: a shared deal of Konter a
    /// Matt (`#deal=…`, offered) or of Kontraspiel (`#kontra=…`, its module offers it).
    pub fn read_link(self, c: Ctrl) {
        let Ok(hash) = window().location().hash() else { return };
        if let Some(link) = hash.strip_prefix("#kontra=") {
            self.open_link(c, link);
            return super::pwa::clear_fragment();
        }
        match read_fragment(&hash) {
            // No fragment, or an in-page anchor: nothing to do.
            Ok(None) => return,
            Ok(Some(deal)) => c.offer_shared(deal),
            // Nothing of the text is shown: the notice says the link is not valid.
            Err(_) => c.shared_link_bad(),
        }
        super::pwa::clear_fragment();
    }

    /// The page was opened from a shared Kontraspiel deal (`#kontra=…`; `link` what follows):
    /// Kontraspiel becomes the game chosen, and its module offers the deal.
    pub fn open_link(self, c: Ctrl, link: &str) {
        self.pick(c, Game::Kontraspiel);
        c.home.set(false);
        super::modules::command("kontra", &format!("link:{link}"));
    }

    /// The module of the dialogs' panels: Kontraspiel's while it is the game chosen.
    pub fn panels(self) -> &'static str {
        if self.kontra.get_untracked() {
            "kontra"
        } else {
            "extras"
        }
    }
}

/// Whether the game chosen has a match (a session) saved: the start screen's first button,
/// Menu → Export.
pub fn has_game(c: Ctrl) -> bool {
    if games().kontra.get() {
        kontra_saved().is_some()
    } else {
        c.has_match()
    }
}

/// Dialogs whose content the Kontraspiel module draws while it is the game chosen.
pub fn by_module(d: Dialog) -> bool {
    matches!(d, Dialog::Export | Dialog::Import) && games().kontra.get_untracked()
}
