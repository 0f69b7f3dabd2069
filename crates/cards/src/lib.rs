//! What every game of the project shares, and nothing game-specific: suits, ranks, a card of
//! the full 52-card pack, card sets as bit sets, seats in playing order for 2–8 players, and
//! a seeded shuffle that gives the same order on every platform.
//!
//! A 24-card game uses a subset of the pack; a two-pack game counts copies itself. Which card beats which is each game's own rule, not this crate's.

pub mod card;
pub mod seat;
pub mod set;
pub mod shuffle;

pub use card::{Card, Rank, Suit};
pub use seat::Seat;
pub use set::CardSet;
