//! The rule engine: all of Konter a Matt as the rule book (`shared/rules.md`) states it.
//! Pure Rust with no web dependency; everything else goes through it.

pub mod announcement;
pub mod bench;
pub mod card;
pub mod deal;
pub mod error;
pub mod game;
mod hosted;
pub mod json;
pub mod knowledge;
pub mod record;
pub mod rules;
pub mod score;
pub mod seat;
pub mod sheet;
pub mod shuffle;
pub mod trump;
pub mod view;
pub mod wire;

pub use announcement::Announcement;
pub use card::{Card, CardSet, Rank, Suit, MATADORS};
pub use deal::{Action, Deal, Event, Phase, Trick};
pub use error::RuleError;
pub use game::{Match, PlayedDeal};
pub use rules::{Direction, Rules, StannerRule, StartDashes};
pub use score::{DealResult, Outcome, Settlement};
pub use seat::{Seat, Team};
pub use trump::{Lane, Trump};
pub use knowledge::{KnowledgeError, MatchKnowledge, SeatKnowledge};
pub use view::{MatchContext, MatchView, SeatView};

/// Konter a Matt, as links, records, messages between devices and the app's list of games name it.
pub const ID: ::game::Id = ::game::Id { slug: record::FORMAT, key: "konter", name: "Konter a Matt" };

/// The suit with index 0–3 (S H D C), wrapping larger numbers.
pub fn suit_from_index(i: usize) -> Suit {
    Suit::ALL[i % 4]
}
