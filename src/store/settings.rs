//! The person's settings: `{"v": 1, …}` under `konter-a-matt:settings`.
//!
//! Missing fields take their defaults (so a settings value from before a new setting
//! existed still reads); a field with a wrong value makes the whole value unreadable,
//! which the app reports and backs up like any other.

use super::envelope::{from_map, open_envelope, to_envelope, StoreError};
use crate::bot::Level;
use crate::engine::rules::StartDashes;
use crate::engine::{Direction, Rules, Seat, StannerRule};
use serde::{Deserialize, Serialize};

pub const SETTINGS_VERSION: u64 = 1;

pub use super::seats::{all_bots, Player};
pub use super::choices::{Speed, Theme};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Bot levels of seats 1, 2, 3.
    pub levels: [Level; 3],
    pub speed: Speed,
    /// Rules for the next new match.
    pub direction: Direction,
    pub start_dashes: u8,
    pub stanner: StannerRule,
    /// Show the card points each team has taken during a deal.
    pub show_points: bool,
    /// ♠ black, ♥ red, ♦ blue, ♣ green.
    pub four_colour: bool,
    pub theme: Theme,
    /// Practice mode: hint and undo buttons; such matches do not count in the statistics.
    pub practice: bool,
    /// The language the person chose; None until they choose (the browser's preference is used).
    pub lang: Option<super::lang::Lang>,
    /// A complete trick stays on the table until the person taps it (or "Next trick").
    pub collect_on_tap: bool,
    /// Who plays seats 1, 2, 3: a bot, or a person at this device (written only when
    /// someone is, so the settings of a bots-only table read and write as before).
    #[serde(skip_serializing_if = "all_bots")]
    pub players: [Player; 3],
}

impl Default for Settings {
    fn default() -> Settings {
        let rules = Rules::default();
        Settings {
            levels: [Level::Medium; 3],
            speed: Speed::default(),
            direction: rules.direction,
            start_dashes: rules.start_dashes.get(),
            stanner: rules.stanner,
            show_points: true,
            four_colour: false,
            theme: Theme::System,
            practice: false,
            lang: None,
            collect_on_tap: false,
            players: [Player::Bot; 3],
        }
    }
}

/// Starting dashes the settings offer: the rule book's 11, its variant 9, and short matches.
pub const START_DASH_CHOICES: [u8; 4] = [11, 9, 7, 5];

impl Settings {
    /// The rules a new match is played under.
    pub fn rules(&self) -> Rules {
        let start_dashes = StartDashes::new(self.start_dashes).unwrap_or_default();
        Rules { direction: self.direction, start_dashes, stanner: self.stanner }
    }

    /// The level of the bot in `seat` (seat 0 is the person: Medium, never asked).
    pub fn level(&self, seat: Seat) -> Level {
        match seat.index() {
            0 => Level::Medium,
            i => self.levels[i - 1],
        }
    }

    /// The level of the bot in `seat`; None for a person's seat (the owner's, a friend's).
    pub fn bot_level(&self, seat: Seat) -> Option<Level> {
        let i = seat.index().checked_sub(1)?;
        (self.players[i] == Player::Bot).then_some(self.levels[i])
    }

    /// The envelope text, current version.
    pub fn to_json_string(&self) -> String {
        to_envelope(SETTINGS_VERSION, self)
    }
}

/// Reads saved settings of any version this app wrote.
pub fn migrate_settings(raw: &str) -> Result<Settings, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    map.remove("v");
    match v {
        SETTINGS_VERSION => from_map(map),
        v if v > SETTINGS_VERSION => Err(StoreError::TooNew { version: v, known: SETTINGS_VERSION }),
        v => Err(StoreError::UnknownVersion(v)),
    }
}
