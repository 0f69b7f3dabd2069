//! The settings a session is played under (rule book §9), with the rule book's defaults.
//! A [`Rules`] value is always within range: it is built by [`Rules::new`] or read through
//! the same check.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::RangeInclusive;

/// Which way play goes round the table. Only presentation: seats are numbered in playing order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    #[default]
    Clockwise,
    Anticlockwise,
}

/// What a Wenzel turned up does (§4.1).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum WenzelTurnUp {
    /// The dealer must take it up and play alone in its suit.
    #[default]
    Forced,
    /// As an Ace: the dealer is asked (and the pledge covers it).
    Optional,
}

/// When the pot is measured for the base value (§3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BaseValue {
    #[default]
    AfterAnte,
    BeforeAnte,
}

impl Direction {
    pub const ALL: [Direction; 2] = [Direction::Clockwise, Direction::Anticlockwise];
    pub fn code(self) -> &'static str {
        match self {
            Direction::Clockwise => "clockwise",
            Direction::Anticlockwise => "anticlockwise",
        }
    }
}

impl WenzelTurnUp {
    pub const ALL: [WenzelTurnUp; 2] = [WenzelTurnUp::Forced, WenzelTurnUp::Optional];
    pub fn code(self) -> &'static str {
        match self {
            WenzelTurnUp::Forced => "forced",
            WenzelTurnUp::Optional => "optional",
        }
    }
}

impl BaseValue {
    pub const ALL: [BaseValue; 2] = [BaseValue::AfterAnte, BaseValue::BeforeAnte];
    pub fn code(self) -> &'static str {
        match self {
            BaseValue::AfterAnte => "after_ante",
            BaseValue::BeforeAnte => "before_ante",
        }
    }
}

/// Chips each player starts the session with.
pub const START_CHIPS: RangeInclusive<u16> = 1..=999;
pub const DEFAULT_START_CHIPS: u16 = 20;
/// Deals after which the session ends (0: no limit).
pub const MAX_DEALS: RangeInclusive<u16> = 0..=999;
pub const DEFAULT_MAX_DEALS: u16 = 24;

/// A setting out of its range.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    StartChips(u64),
    MaxDeals(u64),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::StartChips(n) => write!(
                f,
                "start_chips must be {}–{}, not {n}",
                START_CHIPS.start(),
                START_CHIPS.end()
            ),
            RulesError::MaxDeals(n) => write!(
                f,
                "max_deals must be {}–{} (0: no limit), not {n}",
                MAX_DEALS.start(),
                MAX_DEALS.end()
            ),
        }
    }
}

impl std::error::Error for RulesError {}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Settings", into = "Settings")]
pub struct Rules {
    direction: Direction,
    wenzel_turnup: WenzelTurnUp,
    base_value: BaseValue,
    start_chips: u16,
    max_deals: u16,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            direction: Direction::Clockwise,
            wenzel_turnup: WenzelTurnUp::Forced,
            base_value: BaseValue::AfterAnte,
            start_chips: DEFAULT_START_CHIPS,
            max_deals: DEFAULT_MAX_DEALS,
        }
    }
}

impl Rules {
    /// Checks the numbers against their ranges.
    pub fn new(
        direction: Direction,
        wenzel_turnup: WenzelTurnUp,
        base_value: BaseValue,
        start_chips: u64,
        max_deals: u64,
    ) -> Result<Rules, RulesError> {
        let start_chips = u16::try_from(start_chips)
            .ok()
            .filter(|n| START_CHIPS.contains(n))
            .ok_or(RulesError::StartChips(start_chips))?;
        let max_deals = u16::try_from(max_deals)
            .ok()
            .filter(|n| MAX_DEALS.contains(n))
            .ok_or(RulesError::MaxDeals(max_deals))?;
        Ok(Rules {
            direction,
            wenzel_turnup,
            base_value,
            start_chips,
            max_deals,
        })
    }

    pub fn direction(&self) -> Direction {
        self.direction
    }

    pub fn wenzel_turnup(&self) -> WenzelTurnUp {
        self.wenzel_turnup
    }

    pub fn base_value(&self) -> BaseValue {
        self.base_value
    }

    pub fn start_chips(&self) -> u16 {
        self.start_chips
    }

    /// 0: no limit.
    pub fn max_deals(&self) -> u16 {
        self.max_deals
    }

    pub fn with_direction(self, direction: Direction) -> Rules {
        Rules { direction, ..self }
    }

    pub fn with_wenzel_turnup(self, wenzel_turnup: WenzelTurnUp) -> Rules {
        Rules {
            wenzel_turnup,
            ..self
        }
    }

    pub fn with_base_value(self, base_value: BaseValue) -> Rules {
        Rules { base_value, ..self }
    }

    pub fn with_start_chips(self, start_chips: u64) -> Result<Rules, RulesError> {
        let s = self;
        Rules::new(
            s.direction,
            s.wenzel_turnup,
            s.base_value,
            start_chips,
            s.max_deals as u64,
        )
    }

    pub fn with_max_deals(self, max_deals: u64) -> Result<Rules, RulesError> {
        let s = self;
        Rules::new(
            s.direction,
            s.wenzel_turnup,
            s.base_value,
            s.start_chips as u64,
            max_deals,
        )
    }
}

/// The rules as stored: every key optional, defaults for the missing ones, checked on reading.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Settings {
    direction: Direction,
    wenzel_turnup: WenzelTurnUp,
    base_value: BaseValue,
    start_chips: u64,
    max_deals: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Rules::default().into()
    }
}

impl TryFrom<Settings> for Rules {
    type Error = RulesError;
    fn try_from(s: Settings) -> Result<Rules, RulesError> {
        Rules::new(
            s.direction,
            s.wenzel_turnup,
            s.base_value,
            s.start_chips,
            s.max_deals,
        )
    }
}

impl From<Rules> for Settings {
    fn from(r: Rules) -> Settings {
        Settings {
            direction: r.direction,
            wenzel_turnup: r.wenzel_turnup,
            base_value: r.base_value,
            start_chips: r.start_chips as u64,
            max_deals: r.max_deals as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_checked() {
        assert_eq!(Rules::default().start_chips(), 20);
        assert_eq!(Rules::default().max_deals(), 24);
        assert!(Rules::default().with_start_chips(0).is_err());
        assert!(Rules::default().with_start_chips(1000).is_err());
        assert!(Rules::default().with_max_deals(0).is_ok());
        assert!(Rules::default().with_max_deals(1000).is_err());
        let text = serde_json::to_string(&Rules::default()).unwrap();
        assert_eq!(
            serde_json::from_str::<Rules>(&text).unwrap(),
            Rules::default()
        );
        assert!(serde_json::from_str::<Rules>(r#"{"start_chips": 0}"#).is_err());
        assert_eq!(
            serde_json::from_str::<Rules>(r#"{"base_value": "before_ante"}"#).unwrap(),
            Rules::default().with_base_value(BaseValue::BeforeAnte)
        );
    }
}
