//! Who plays alone, in which trump, how he got the game, and who plays against him for
//! himself: what the payments of a deal depend on besides the tricks.

use cards::{Seat, Suit};
use serde::{Deserialize, Serialize};

/// How the soloist got the game (§4). It decides the exchange (only `round1`), the match
/// bonus (doubled for `match`) and the failed-match payment.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Accepted the turn-up's suit in round 1.
    #[serde(rename = "round1")]
    Round1,
    /// Named a suit in round 2.
    #[serde(rename = "round2")]
    Round2,
    /// Announced match, taking the game over.
    Match,
    /// The dealer took up the turn-up.
    TakenUp,
}

impl Mode {
    pub fn code(self) -> &'static str {
        match self {
            Mode::Round1 => "round1",
            Mode::Round2 => "round2",
            Mode::Match => "match",
            Mode::TakenUp => "taken_up",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    pub soloist: Seat,
    pub trump: Suit,
    /// The turn-up's printed suit, P.
    pub preferred: Suit,
    pub mode: Mode,
    pub contra: Option<Seat>,
    pub recontra: Option<Seat>,
}

impl Contract {
    /// The soloist, the contra player and the recontra player, in that order.
    pub fn actives(&self) -> impl Iterator<Item = Seat> {
        [Some(self.soloist), self.contra, self.recontra]
            .into_iter()
            .flatten()
    }

    pub fn is_active(&self, seat: Seat) -> bool {
        self.actives().any(|s| s == seat)
    }

    /// Trump = P doubles the match bonus and the revolt payment.
    pub fn trump_is_preferred(&self) -> bool {
        self.trump == self.preferred
    }
}
