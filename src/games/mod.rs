//! The games of the app, by name; which one is chosen, and where each keeps its match,
//! is storage's (`store::games`).

pub mod konter;
pub mod kontra;
pub mod matz;
mod module;

/// The games of the app.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Game {
    #[default]
    KonterAMatt,
    Kontraspiel,
    MuellerMatz,
}

impl Game {
    /// Every game, in the start screen's order (a game's index is its place here).
    pub const ALL: [Game; 3] = [Game::KonterAMatt, Game::Kontraspiel, Game::MuellerMatz];

    /// The game at `index` of [`Game::ALL`] (Konter a Matt for anything else).
    pub fn from_index(index: u32) -> Game {
        Game::ALL.get(index as usize).copied().unwrap_or_default()
    }

    /// The game whose records have this `"format"` (`game::record::format_of`).
    pub fn of_format(format: &str) -> Option<Game> {
        match format {
            ::konter::record::FORMAT => Some(Game::KonterAMatt),
            ::kontra::record::FORMAT => Some(Game::Kontraspiel),
            ::matz::record::FORMAT => Some(Game::MuellerMatz),
            _ => None,
        }
    }

    /// The game's name, the same in every language.
    pub const fn name(self) -> &'static str {
        match self {
            Game::KonterAMatt => "Konter a Matt",
            Game::Kontraspiel => "Kontraspiel",
            Game::MuellerMatz => "Müller Matz",
        }
    }
}
