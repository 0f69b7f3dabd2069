//! Kontraspiel, the app's second game, as the rule book (`shared/rules-kontraspiel.md`)
//! states it: four players each for himself, 24 cards, the Wenzels J♣ J♠ as highest trumps,
//! a soloist against the table, contra and recontra, five tricks, chips and a pot.
//! Pure Rust with no web dependency.
//!
//! - [`Session`]: deals one after another; [`Session::apply`] every action;
//!   [`SeatView::of`] what one seat may know.
//! - [`Deal`]: one deal as a state machine; [`Deal::legal_actions`], [`Deal::check`].
//! - [`record`]: the JSON record of a session (`docs/kontraspiel-record.md`).

pub mod action;
pub mod card;
pub mod contract;
pub mod deal;
pub mod error;
mod hosted;
pub mod json;
pub mod phase;
pub mod record;
pub mod rules;
pub mod score;
pub mod session;
pub mod trump;
pub mod view;

pub use action::Action;
pub use cards::{Card, CardSet, Rank, Seat, Suit};
pub use contract::{Contract, Mode};
pub use deal::{Deal, Event, Hands, Phase, TakeUp, Trick, TurnUpPlace, Window};
pub use error::RuleError;
pub use rules::{BaseValue, Direction, Rules, RulesError, WenzelTurnUp};
pub use score::{Outcome, Party, Payment, Reason, Settlement, PLAYERS};
pub use session::{PlayedDeal, Session, Standing};
pub use trump::Lane;
pub use view::{SeatView, Seen, SeenEvent, Table};

/// Kontraspiel, as links, records, messages between devices and the app's list of games name it.
pub const ID: ::game::Id = ::game::Id { slug: record::FORMAT, key: "kontra", name: "Kontraspiel" };
