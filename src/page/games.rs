//! The game the start screen starts: Konter a Matt (the default, drawn by the page), or
//! another game of the list, drawn by the games module (`src/bin/games.rs`) that the page
//! loads the first time it is shown (`super::modules`). The choice is remembered (`store::games`).
//!
//! While another game than Konter a Matt is chosen, the page's Menu, Rules, Settings and
//! Statistics speak of it: their panels, its export and import are drawn by its module;
//! "New match" asks the module for a new one.

use super::konter::Ctrl;
use super::route::{Dialog, Nav, Route};
use crate::store::local::with_storage;
use crate::store::games::{session_over, Game, GAME_KEY};
use crate::games::konter::share::read_fragment;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Games {
    /// The game chosen.
    game: RwSignal<Game>,
    /// The screen and the dialog over it.
    nav: Nav,
    /// A record another game's import handed over to this one's (taken by the import).
    pub handoff: RwSignal<Option<String>>,
    /// This device opened an invitation to a Konter a Matt table of another device.
    joined: RwSignal<bool>,
}

thread_local! {
    /// Set once by [`Games::init`] (the app lives as long as the page).
    static GAMES: std::cell::Cell<Option<Games>> = const { std::cell::Cell::new(None) };
}

/// The game chosen, from any component.
pub fn games() -> Games {
    GAMES.get().expect("Games::init runs first")
}

/// The chosen module game's saved match: `None`, or whether it is over. Read when a
/// screen that shows it is drawn (the start screen, the Menu): only its module changes it,
/// while its own screen is shown.
pub fn module_saved(game: Game) -> Option<bool> {
    let (_, key) = game.module()?;
    with_storage(|st| session_over(st.get(key).as_deref()))
}

impl Games {
    /// Reads the choice; a module's game with a match saved opens at its table (a reload
    /// resumes it), without one at the start screen.
    pub fn init(nav: Nav) -> Games {
        let game = with_storage(|st| st.get(GAME_KEY)).map_or(Game::KONTER_A_MATT, |raw| Game::read(&raw));
        if game.module().is_some() && module_saved(game).is_none() {
            nav.go(Route::Start);
        }
        let g = Games { game: RwSignal::new(game), nav, handoff: RwSignal::new(None), joined: RwSignal::new(false) };
        GAMES.set(Some(g));
        g
    }

    /// The game chosen (tracked).
    pub fn get(self) -> Game {
        self.game.get()
    }

    pub fn get_untracked(self) -> Game {
        self.game.get_untracked()
    }

    /// The module that draws the game chosen (tracked): the other games' own, and Konter a
    /// Matt's with friends online (a seat played by one, or another device's table).
    pub fn module(self) -> Option<&'static str> {
        self.get().module().map(|m| m.0).or_else(|| {
            let online = self.joined.get() || super::konter::ctrl().settings.with(|s| s.players.contains(&crate::store::seats::Player::Online));
            online.then_some("konter")
        })
    }

    /// The person picks a game on the start screen (which stays: the first visit shows it
    /// as it is); it is remembered.
    pub fn pick(self, game: Game) {
        self.nav.go(Route::Start);
        self.game.set(game);
        let _ = with_storage(|st| st.set(GAME_KEY, &game.to_json_string()));
    }

    /// "New match", on the start screen or in the Menu.
    pub fn new_match(self, c: Ctrl) {
        match untrack(move || self.module()) {
            Some(module) => {
                self.nav.leave_dialog_for(Route::Table);
                super::modules::command(module, "new");
            }
            None => c.ask_new(),
        }
    }

    /// Reads the link the page was opened from, once at start: a shared deal of Konter a
    /// Matt (`#deal=…`, offered) or a shared game of another game (its module offers it).
    pub fn read_link(self, c: Ctrl) {
        let Ok(hash) = window().location().hash() else { return };
        // A shared game of a module game: that game is chosen, and its module offers it.
        // (Konter a Matt's shared deals are `#deal=…`; `konter` is its module of play online.)
        for game in Game::ALL {
            let key = game.id().key;
            let shared = hash.strip_prefix('#').and_then(|h| h.strip_prefix(key)).and_then(|h| h.strip_prefix('='));
            if let Some(link) = shared.filter(|_| game != Game::KONTER_A_MATT) {
                self.open_link(game, link);
                return super::pwa::clear_fragment();
            }
            // An invitation to a table of another device (`#join=KEY.…`): its module reads it.
            if let Some(code) = hash.strip_prefix("#join=").and_then(|j| j.strip_prefix(key)).and_then(|j| j.strip_prefix('.')) {
                self.pick(game);
                self.joined.set(game == Game::KONTER_A_MATT);
                self.nav.go(Route::Table);
                // The invitation stays in the address: a reload opens it again, and the
                // module knows it was joined (its offer spent) and offers "Reconnect".
                return super::modules::command(key, &format!("join:{code}"));
            }
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

    /// The page was opened from a shared game of a module game (`#KEY=…`, the game's
    /// key; `link` what follows): that game becomes the game chosen, and its module offers it.
    pub fn open_link(self, game: Game, link: &str) {
        self.pick(game);
        self.nav.go(Route::Table);
        if let Some((module, _)) = game.module() {
            super::modules::command(module, &format!("link:{link}"));
        }
    }

    /// "Open it in GAME" on another game's import: that game becomes the game chosen, and
    /// its import opens with the record.
    pub fn open_record(self, game: Game, record: String) {
        self.pick(game);
        self.handoff.set(Some(record));
        self.nav.shut();
        let nav = self.nav;
        request_animation_frame(move || nav.open(Dialog::Import));
    }

    /// The module of the dialogs' panels: the game chosen's, else the extras module.
    pub fn panels(self) -> &'static str {
        self.get_untracked().module().map_or("extras", |m| m.0)
    }
}

/// Whether Menu → Export has a match to give: the game chosen's, or Konter a Matt's hosted
/// with friends online (its module's, kept on this device).
pub fn can_export(c: Ctrl) -> bool {
    has_game(c) || games().module() == Some("konter") && with_storage(|st| st.get(crate::store::keys::KONTER_ONLINE_KEY).is_some())
}

/// Whether the game chosen has a match (a session) saved: the start screen's first button,
/// Menu → Export.
pub fn has_game(c: Ctrl) -> bool {
    match games().get() {
        Game::KONTER_A_MATT => c.has_match(),
        g => module_saved(g).is_some(),
    }
}
