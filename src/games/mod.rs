//! The games of the app, by name; which one is chosen, and where each keeps its match,
//! is storage's (`store::games`).

pub mod konter;
pub mod kontra;
pub mod matz;
mod module;

use crate::store::keys::GameKeys;

/// A game of the app, known by its identity (`game::Id`, declared once by its rules
/// crate). [`Game::ALL`] is the one list of games: the start screen, links, stored choices,
/// module loading, record sniffing and play online read it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game(&'static Entry);

/// One game of the list: who it is, and for a game drawn by the games module, where it keeps
/// its values (Konter a Matt is the page's own, its keys are the page's).
#[derive(Debug, PartialEq, Eq, Hash)]
struct Entry {
    id: &'static game::Id,
    keys: Option<GameKeys>,
}

impl Game {
    pub const KONTER_A_MATT: Game = Game(&Entry { id: &::konter::ID, keys: None });
    pub const KONTRASPIEL: Game = Game(&Entry { id: &::kontra::ID, keys: Some(kontra::stored::KEYS) });
    pub const MUELLER_MATZ: Game = Game(&Entry { id: &::matz::ID, keys: Some(matz::stored::KEYS) });

    /// Every game, in the start screen's order (a game's index is its place here).
    pub const ALL: [Game; 3] = [Game::KONTER_A_MATT, Game::KONTRASPIEL, Game::MUELLER_MATZ];

    /// The game at `index` of [`Game::ALL`] (Konter a Matt for anything else).
    pub fn from_index(index: u32) -> Game {
        Game::ALL.get(index as usize).copied().unwrap_or_default()
    }

    /// The game whose slug (its records' `"format"`, its links' and messages' name) this is.
    pub fn of_slug(slug: &str) -> Option<Game> {
        Game::ALL.into_iter().find(|g| g.0.id.slug == slug)
    }

    /// The game whose records have this `"format"` (`game::record::format_of`).
    pub fn of_format(format: &str) -> Option<Game> {
        Game::of_slug(format)
    }

    /// Its place in [`Game::ALL`].
    pub fn index(self) -> usize {
        Game::ALL.iter().position(|&g| g == self).unwrap_or(0)
    }

    /// Its identity: slug, key, name.
    pub const fn id(self) -> &'static game::Id {
        self.0.id
    }

    /// The game's name, the same in every language.
    pub const fn name(self) -> &'static str {
        self.0.id.name
    }

    /// The keys of its values, for a game drawn by the games module; None for Konter a Matt.
    pub const fn keys(self) -> Option<GameKeys> {
        self.0.keys
    }

    /// The lazily loaded module's key that draws the game (`crate::page::extras`), and the key
    /// of its saved match; None for Konter a Matt (the page's own).
    pub fn module(self) -> Option<(&'static str, &'static str)> {
        self.keys().map(|keys| (self.id().key, keys.saved))
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::KONTER_A_MATT
    }
}
