//! Kontraspiel's bots. A bot decides from one seat's [`SeatView`] — its own hand and what
//! is public — never from the hidden hands.
//!
//! - [`easy`]: a beginner with some randomness.
//! - [`medium`]: rules with card counting ([`knowledge`]) and a hand valuation ([`eval`]).
//! - [`hard`]: samples the hidden hands consistent with what it has seen ([`sampler`]),
//!   solves each world's play exactly ([`solver`]) and simulates the bidding, contra and
//!   recontra decisions to the end of the deal.
//! - [`review`]: a played deal's cards, each against best play with every hand open.
//! - `arena` (native only): one level against another, seat rotated over every deal.
//! - `cli` (native only): the game's commands of the `konter` tool (replay, arena).

#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod compact;
pub mod easy;
pub mod eval;
pub mod hard;
pub mod knowledge;
pub mod medium;
pub mod review;
pub mod sampler;
pub mod solver;

use cards::shuffle::{rng, GameRng};
use knowledge::Knowledge;
use kontra::{Action, SeatView};
use serde::{Deserialize, Serialize};

/// How strong a bot plays.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn code(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.code() == text.to_ascii_lowercase())
    }
}

pub use game::BotError;

/// A Kontraspiel player that decides from one seat's view: the games' common [`game::Bot`]
/// for a [`kontra::Session`]. The answer is always one of `view.legal`.
pub trait Bot: game::Bot<kontra::Session> {}

impl<B: game::Bot<kontra::Session>> Bot for B {}

pub struct Easy {
    rng: GameRng,
}

/// Medium, with its tuned thresholds or others (for tuning).
pub struct Medium {
    pub thresholds: medium::Thresholds,
}

impl Default for Medium {
    fn default() -> Medium {
        Medium {
            thresholds: medium::THRESHOLDS,
        }
    }
}

impl Easy {
    pub fn new(seed: u64) -> Easy {
        Easy { rng: rng(seed) }
    }
}

/// Checks that the view asks this seat to act (and that its seats are seats 0–3).
fn my_turn(view: &SeatView) -> Result<(), BotError> {
    let mut seats = [view.seat, view.dealer, view.eldest, view.trick_leader]
        .into_iter()
        .chain(view.events.iter().map(|e| e.seat))
        .chain(view.tricks.iter().flat_map(|t| [t.leader, t.winner]))
        .chain(
            [view.soloist, view.contra, view.recontra]
                .into_iter()
                .flatten(),
        );
    if seats.any(|s| s.index() >= kontra::PLAYERS) {
        return Err(BotError::Inconsistent(
            "the view names a seat that is not at the table".into(),
        ));
    }
    if view.is_my_turn() {
        Ok(())
    } else {
        Err(BotError::NotMyTurn)
    }
}

/// A decision is one of the legal actions; should a rule ever pick another, the first
/// legal action stands in for it (a bot must never stall a game).
fn legal_or_first(view: &SeatView, action: Action) -> Action {
    if view.legal.contains(&action) {
        action
    } else {
        debug_assert!(false, "a bot chose {action:?}, not in {:?}", view.legal);
        view.legal[0]
    }
}

impl game::Bot<kontra::Session> for Easy {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        let k = Knowledge::of(view);
        Ok(legal_or_first(view, easy::decide(view, &k, &mut self.rng)))
    }
}

impl game::Bot<kontra::Session> for Medium {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        let k = Knowledge::of(view);
        Ok(legal_or_first(
            view,
            medium::decide_with(view, &k, &self.thresholds),
        ))
    }
}

impl game::Bot<kontra::Session> for hard::Hard {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        let action = hard::Hard::decide(self, view);
        Ok(legal_or_first(view, action))
    }
}

/// A bot of `level`, deterministic given `seed`.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium::default()),
        Level::Hard => Box::new(hard::Hard::new(seed, hard::HardConfig::default())),
    }
}

/// One decision by a fresh bot of `level` (what the web worker calls per message).
pub fn decide(level: Level, view: &SeatView, seed: u64) -> Result<Action, BotError> {
    bot(level, seed).decide(view)
}
