//! Müller Matz, the Baltic shedding game in two lives, as the rule book
//! (`shared/rules-mueller-matz.md`) states it: 2–8 players (two packs from 5), the first
//! life Durak-like with reserves, exchanges and sleeping, the second life shedding the
//! reserve in tricks of k cards, the repetition guard, and the Matz tally across games.
//! Pure Rust with no web dependency; the app, the bots and the tool go through it.
//!
//! - [`Table`]: one game's state machine (`first_life`, `second_life`, `guard`);
//!   [`Game`] adds the dealer, the pack, the public log and the actions taken;
//!   [`Match`] the tally and who deals next.
//! - [`SeatView`]: what one seat may see; [`Setup`]: a table from parts, for the bots.
//! - [`record`]: the JSON match record, read, written and replayed (a saved match resumes
//!   from it exactly).

pub mod action;
pub mod bag;
pub mod code;
pub mod error;
pub mod event;
mod first_life;
pub mod game;
mod guard;
mod hosted;
pub mod json;
pub mod order;
pub mod record;
mod repetition;
pub mod rules;
mod second_life;
pub mod series;
pub mod setup;
pub mod table;
pub mod view;

pub use action::Action;
pub use bag::Bag;
pub use cards::{Card, Rank, Seat, Suit};
pub use error::RuleError;
pub use event::{Event, Sink};
pub use game::Game;
pub use rules::{
    beats, Answer, Dealing, GiveUp, LastHand, Rules, RulesError, Scoring, Sleep, TurnedCard,
};
pub use series::{Match, PlayedGame};
pub use setup::Setup;
pub use table::{Life, Phase, Table};
pub use view::{SeatInfo, SeatView, TrickCard};

/// Müller Matz, as links, records, messages between devices and the app's list of games name it.
pub const ID: ::game::Id = ::game::Id { slug: record::FORMAT, key: "matz", name: "Müller Matz" };
