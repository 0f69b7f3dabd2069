//! Announcements: "Matt" (holder of Q♠), "Konter" (holder of Q♥ and Q♦), "Konter a Matt"
//! (all three). Made before one's own first card; each adds to the deal's value.

use super::card::{Card, CardSet, Rank, Suit};
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Announcement {
    Matt,
    Konter,
    KonterAMatt,
}

impl Announcement {
    pub const ALL: [Announcement; 3] = [Announcement::Matt, Announcement::Konter, Announcement::KonterAMatt];

    /// What it adds to the deal's value: Matt +1, Konter +1, Konter a Matt +2.
    pub fn value(self) -> u8 {
        match self {
            Announcement::KonterAMatt => 2,
            _ => 1,
        }
    }

    /// The matadors a hand must hold to make it.
    pub fn required(self) -> CardSet {
        let qs = Card::new(Suit::Spades, Rank::Queen);
        let qh = Card::new(Suit::Hearts, Rank::Queen);
        let qd = Card::new(Suit::Diamonds, Rank::Queen);
        match self {
            Announcement::Matt => [qs].into_iter().collect(),
            Announcement::Konter => [qh, qd].into_iter().collect(),
            Announcement::KonterAMatt => [qs, qh, qd].into_iter().collect(),
        }
    }

    /// Whether `hand` allows this announcement.
    pub fn allowed_by(self, hand: CardSet) -> bool {
        self.required().minus(hand).is_empty()
    }

    /// The record format's word.
    pub fn code(self) -> &'static str {
        match self {
            Announcement::Matt => "matt",
            Announcement::Konter => "konter",
            Announcement::KonterAMatt => "konter-a-matt",
        }
    }

    pub fn parse(code: &str) -> Option<Announcement> {
        Announcement::ALL.into_iter().find(|a| a.code().eq_ignore_ascii_case(code))
    }

    /// The name players say.
    pub fn name(self) -> &'static str {
        match self {
            Announcement::Matt => "Matt",
            Announcement::Konter => "Konter",
            Announcement::KonterAMatt => "Konter a Matt",
        }
    }
}

impl fmt::Display for Announcement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Sum of the values of a deal's announcements, one per seat (at most 2: there is one set
/// of matadors).
pub(crate) fn total_value(announcements: &[Option<Announcement>; 4]) -> u8 {
    announcements.iter().flatten().map(|a| a.value()).sum()
}
