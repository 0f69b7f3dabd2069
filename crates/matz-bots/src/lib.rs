//! Müller Matz bots. A bot decides from one seat's [`SeatView`] — its own cards and the
//! public log — never from hidden cards; the view travels as JSON to the web worker.
//!
//! - [`easy`]: legal and plausible, without plans.
//! - [`medium`]: rules of thumb (bank trumps and high cards for the second life, lead the
//!   weak ones away, beat cheaply).
//! - [`hard`]: Monte Carlo over the hidden cards: worlds drawn consistent with the view
//!   ([`sampler`]), every candidate played out by Medium's rules in each, a fixed budget.
//! - [`knowledge`]: what the public log tells about the cards a seat cannot see.
//! - `arena` (native only): one level against another at a table of N.
//! - `cli` (native only): the game's commands of the `konter` tool (replay, arena).

pub mod easy;
pub mod hard;
pub mod knowledge;
pub mod medium;
pub mod sampler;
pub mod situation;

#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;

use cards::shuffle::{rng, GameRng};
use matz::{Action, SeatView};
use serde::{Deserialize, Serialize};
use situation::Situation;

/// How strong a bot plays.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

pub use game::BotError;

/// A Müller Matz player that decides from one seat's view: the games' common [`game::Bot`]
/// for a [`matz::Match`]. The answer is always one of `view.legal`.
pub trait Bot: game::Bot<matz::Match> {}

impl<B: game::Bot<matz::Match>> Bot for B {}

fn my_turn(view: &SeatView) -> Result<(), BotError> {
    if view.is_my_turn() {
        Ok(())
    } else {
        Err(BotError::NotMyTurn)
    }
}

/// Easy, with its own seeded randomness.
pub struct Easy {
    rng: GameRng,
}

impl Easy {
    pub fn new(seed: u64) -> Easy {
        Easy {
            rng: rng(seed ^ 0xEA57),
        }
    }
}

impl game::Bot<matz::Match> for Easy {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        Ok(easy::choose(&Situation::of_view(view), &mut self.rng))
    }
}

/// Medium: deterministic rules of thumb.
#[derive(Default)]
pub struct Medium;

impl game::Bot<matz::Match> for Medium {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        Ok(medium::choose(&Situation::of_view(view)))
    }
}

/// Hard: Monte Carlo over the hidden cards within a fixed budget.
pub struct Hard {
    rng: GameRng,
    pub config: hard::HardConfig,
}

impl Hard {
    pub fn new(seed: u64, config: hard::HardConfig) -> Hard {
        Hard {
            rng: rng(seed ^ 0x4A4D),
            config,
        }
    }
}

impl game::Bot<matz::Match> for Hard {
    fn decide(&mut self, view: &SeatView) -> Result<Action, BotError> {
        my_turn(view)?;
        Ok(hard::choose(view, &self.config, &mut self.rng))
    }
}

/// A bot of `level`, deterministic given `seed` (Hard with its default budget).
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot> {
    bot_with(level, seed, hard::HardConfig::default())
}

/// [`bot`] with Hard's budget given.
pub fn bot_with(level: Level, seed: u64, config: hard::HardConfig) -> Box<dyn Bot> {
    match level {
        Level::Easy => Box::new(Easy::new(seed)),
        Level::Medium => Box::new(Medium),
        Level::Hard => Box::new(Hard::new(seed, config)),
    }
}

/// One decision of a bot of `level` for the seat of `view` (the web worker's call): the
/// same view and seed give the same action.
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Result<Action, BotError> {
    bot(level, seed).decide(view)
}
