//! Seats and teams. Seats are numbered 0–3 in playing order; partners sit opposite.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, 0–3 in playing order (direction is a presentation setting).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Seat(u8);

impl TryFrom<u8> for Seat {
    type Error = String;
    fn try_from(i: u8) -> Result<Seat, String> {
        Seat::new(i as usize).ok_or_else(|| format!("{i} is not a seat (0–3)"))
    }
}

impl From<Seat> for u8 {
    fn from(s: Seat) -> u8 {
        s.0
    }
}

impl Seat {
    pub const ALL: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    pub fn new(i: usize) -> Option<Seat> {
        (i < 4).then_some(Seat(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that plays after this one.
    pub fn next(self) -> Seat {
        Seat((self.0 + 1) % 4)
    }

    /// The seat `n` places on in playing order.
    pub fn plus(self, n: usize) -> Seat {
        Seat(((self.0 as usize + n) % 4) as u8)
    }

    pub fn partner(self) -> Seat {
        Seat((self.0 + 2) % 4)
    }

    /// Team A = seats 0 and 2, team B = seats 1 and 3.
    pub fn team(self) -> Team {
        if self.0.is_multiple_of(2) {
            Team::A
        } else {
            Team::B
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Team {
    A,
    B,
}

impl Team {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn other(self) -> Team {
        match self {
            Team::A => Team::B,
            Team::B => Team::A,
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Team::A => "A",
            Team::B => "B",
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}
