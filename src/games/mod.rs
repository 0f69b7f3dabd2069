//! The games of the app, by name; which one is chosen, and where each keeps its match,
//! is storage's (`store::games`).

pub mod konter;
pub mod kontra;
pub mod matz;
mod module;

use crate::store::keys::GameKeys;

/// A game of the app, known by its identity (`game::Id`, declared once by its rules
/// crate). [`Game::ALL`] is the one list of games: the start screen, links, stored choices,
/// module loading, record sniffing and play online read it. A game is its place in the
/// list (as cheap to compare as an enum).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game(u8);

/// One game of the list: who it is, and for a game drawn by the games module, the keys of
/// its values the page reads (its saved match, its matches put aside: each game's
/// `stored::KEYS`); Konter a Matt is the page's own.
struct Entry {
    id: &'static game::Id,
    start: &'static Start,
    saved: Option<&'static str>,
    matches: Option<&'static str>,
}

/// What the start screen shows of a game beside its name (each game's `start::START`): a
/// fan of cards, its picture; and a line on what it is, in each language (the page's
/// English; the others go into the language files, `crate::i18n::Texts::game_line`).
pub struct Start {
    pub fan: &'static [crate::engine::Card],
    pub line: Line,
}

/// A game's line on the start screen, in each language.
pub struct Line {
    pub en: &'static str,
    #[cfg(not(target_arch = "wasm32"))]
    pub fr: &'static str,
    #[cfg(not(target_arch = "wasm32"))]
    pub de: &'static str,
    #[cfg(not(target_arch = "wasm32"))]
    pub lb: &'static str,
}

/// The games the games module draws, by their keys (`game::Id::key`): `src/bin/games.rs` is
/// `games_module!()`, which writes the module's entry points for them
/// (`crate::game_module!`). A list apart from [`LIST`] so that the page never links them.
#[macro_export]
macro_rules! games_module {
    () => {
        $crate::game_module!(
            "kontra" => $crate::games::kontra,
            "matz" => $crate::games::matz,
            "konter" => $crate::games::konter::online,
        );
    };
}

/// The list, in the start screen's order.
static LIST: [Entry; 3] = [
    Entry { id: &::konter::ID, start: &konter::start::START, saved: None, matches: None },
    Entry::module(&::kontra::ID, &kontra::start::START, kontra::stored::KEYS),
    Entry::module(&::matz::ID, &matz::start::START, matz::stored::KEYS),
];

impl Game {
    pub const KONTER_A_MATT: Game = Game(0);
    pub const KONTRASPIEL: Game = Game(1);
    pub const MUELLER_MATZ: Game = Game(2);

    /// Every game, in the start screen's order (a game's index is its place here).
    pub const ALL: [Game; LIST.len()] = [Game::KONTER_A_MATT, Game::KONTRASPIEL, Game::MUELLER_MATZ];

    /// The game at `index` of [`Game::ALL`] (Konter a Matt for anything else).
    pub fn from_index(index: u32) -> Game {
        Game::ALL.get(index as usize).copied().unwrap_or_default()
    }

    /// The game whose slug (its records' `"format"`, its links' and messages' name) this is.
    pub fn of_slug(slug: &str) -> Option<Game> {
        Game::ALL.into_iter().find(|g| g.id().slug == slug)
    }

    /// The game whose records have this `"format"` (`game::record::format_of`).
    pub fn of_format(format: &str) -> Option<Game> {
        Game::of_slug(format)
    }

    /// Its place in [`Game::ALL`].
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    fn entry(self) -> &'static Entry {
        &LIST[self.index()]
    }

    /// Its identity: slug, key, name.
    pub fn id(self) -> &'static game::Id {
        self.entry().id
    }

    /// The game's name, the same in every language.
    pub fn name(self) -> &'static str {
        self.id().name
    }

    /// Its picture and line on the start screen.
    pub fn start(self) -> &'static Start {
        self.entry().start
    }

    /// The key of its matches put aside, for a game drawn by the games module; None for
    /// Konter a Matt (the page's own).
    pub fn matches_key(self) -> Option<&'static str> {
        self.entry().matches
    }

    /// The lazily loaded module's key that draws the game (`crate::page::extras`), and the key
    /// of its saved match; None for Konter a Matt (the page's own).
    pub fn module(self) -> Option<(&'static str, &'static str)> {
        self.entry().saved.map(|saved| (self.id().key, saved))
    }
}

impl Entry {
    const fn module(id: &'static game::Id, start: &'static Start, keys: GameKeys) -> Entry {
        Entry { id, start, saved: Some(keys.saved), matches: Some(keys.matches) }
    }
}

/// A game is a parameter of the texts (its line on the start screen): one case per game.
impl crate::i18n::phrases::Arg for Game {
    const CASES: usize = LIST.len();
    fn case(&self) -> usize {
        self.index()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(_: usize) -> Vec<Game> {
        Game::ALL.to_vec()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Game> {
        Game::ALL.to_vec()
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::KONTER_A_MATT
    }
}
