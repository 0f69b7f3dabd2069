//! The rule variants the rule book names, as one value. Defaults are the rule book's.

use serde::{Deserialize, Serialize};

/// Which way play goes round the table. Only presentation: seats are numbered in playing order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    #[default]
    Clockwise,
    Anticlockwise,
}

/// What a 20–20 tie ("Stänner") does.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StannerRule {
    /// The trump team adds 1; the deal's value (1 + announcements) becomes a pending stake
    /// for the next decided deal; the same forehand names trump again.
    #[default]
    Carry,
    /// The trump team adds 1 + announcements; nothing carried; the deal passes on.
    W,
    /// The trump team adds 1; nothing carried; the deal passes on.
    Simple,
}

impl StannerRule {
    pub fn code(self) -> &'static str {
        match self {
            StannerRule::Carry => "carry",
            StannerRule::W => "w",
            StannerRule::Simple => "simple",
        }
    }
}

impl Direction {
    pub fn code(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Anticlockwise => "anticlockwise",
        }
    }
}

/// Starting dashes allowed by the record format.
pub const START_DASHES_RANGE: std::ops::RangeInclusive<u8> = 1..=99;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub direction: Direction,
    /// Dashes each team starts the match with (11 by default, 9 as a variant).
    pub start_dashes: u8,
    pub stanner: StannerRule,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules { direction: Direction::Clockwise, start_dashes: 11, stanner: StannerRule::Carry }
    }
}
