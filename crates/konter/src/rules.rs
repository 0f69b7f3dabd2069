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

/// Dashes each team starts the match with: 11 by default, 9 as a variant, any of 1–99 (the
/// record format's range). Checked on construction, so every `Rules` is a playable one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct StartDashes(u8);

impl StartDashes {
    pub const RANGE: std::ops::RangeInclusive<u8> = 1..=99;

    pub fn new(dashes: u8) -> Option<StartDashes> {
        StartDashes::RANGE.contains(&dashes).then_some(StartDashes(dashes))
    }

    pub fn get(self) -> u8 {
        self.0
    }
}

impl Default for StartDashes {
    fn default() -> StartDashes {
        StartDashes(11)
    }
}

impl TryFrom<u8> for StartDashes {
    type Error = String;
    fn try_from(dashes: u8) -> Result<StartDashes, String> {
        StartDashes::new(dashes).ok_or_else(|| format!("{dashes} starting dashes (1–99)"))
    }
}

impl From<StartDashes> for u8 {
    fn from(d: StartDashes) -> u8 {
        d.0
    }
}

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub direction: Direction,
    pub start_dashes: StartDashes,
    pub stanner: StannerRule,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_playable_starting_dashes_make_rules() {
        assert_eq!(StartDashes::new(0), None);
        assert_eq!(StartDashes::new(100), None);
        assert_eq!(StartDashes::new(9).map(StartDashes::get), Some(9));
        assert_eq!(Rules::default().start_dashes.get(), 11);
        let read = |n: u32| serde_json::from_str::<Rules>(&format!(r#"{{"direction":"clockwise","start_dashes":{n},"stanner":"carry"}}"#));
        assert!(read(0).is_err());
        assert!(read(300).is_err());
        assert_eq!(read(5).unwrap().start_dashes.get(), 5);
    }
}
