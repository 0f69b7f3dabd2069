//! Seats 0..n in playing order, for tables of 2 to 8 players. Whether play goes clockwise on
//! the screen is a presentation setting; the rules only know "the next seat".

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most players any game here seats.
pub const MAX_PLAYERS: usize = 8;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Seat(u8);

impl TryFrom<u8> for Seat {
    type Error = String;
    fn try_from(i: u8) -> Result<Seat, String> {
        Seat::new(i as usize).ok_or_else(|| format!("{i} is not a seat (0–{})", MAX_PLAYERS - 1))
    }
}

impl From<Seat> for u8 {
    fn from(s: Seat) -> u8 {
        s.0
    }
}

impl Seat {
    pub fn new(i: usize) -> Option<Seat> {
        (i < MAX_PLAYERS).then_some(Seat(i as u8))
    }

    /// A seat at a table of `players`: `None` unless `i < players`.
    pub fn at(i: usize, players: usize) -> Option<Seat> {
        (i < players.min(MAX_PLAYERS)).then_some(Seat(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that plays after this one at a table of `players`.
    pub fn next(self, players: usize) -> Seat {
        self.after(1, players)
    }

    /// The seat `n` places on at a table of `players`.
    pub fn after(self, n: usize, players: usize) -> Seat {
        Seat(((self.index() + n) % players.max(1)) as u8)
    }

    /// Every seat of a table of `players`, in playing order from seat 0.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players.min(MAX_PLAYERS) as u8).map(Seat)
    }

    /// Every seat of a table of `players`, in playing order starting with this one.
    pub fn round(self, players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(move |n| self.after(n, players))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_goes_round_the_table() {
        let last = Seat::at(2, 3).unwrap();
        assert_eq!(last.next(3), Seat::at(0, 3).unwrap());
        assert_eq!(Seat::at(3, 3), None);
        assert_eq!(
            Seat::at(1, 4)
                .unwrap()
                .round(4)
                .map(Seat::index)
                .collect::<Vec<_>>(),
            [1, 2, 3, 0]
        );
        assert_eq!(Seat::all(8).count(), 8);
        assert!(Seat::new(8).is_none());
    }
}
