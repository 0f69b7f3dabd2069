//! The choices in the settings that the texts name too (the bots' speed, the colours);
//! how the settings are kept is storage's (`store::settings`).

use serde::{Deserialize, Serialize};

/// How long bots take between actions (and before a trick is collected). Slow until the
/// person chooses: a newcomer's first matches leave each finished trick long enough to see
/// who took it; a speed once chosen is kept with the settings.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    #[default]
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// Milliseconds before a bot acts.
    pub fn bot_delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 1200,
            Speed::Normal => 700,
            Speed::Fast => 150,
            Speed::Instant => 0,
        }
    }

    /// Milliseconds a complete trick stays on the table before it is collected.
    pub fn collect_delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 2000,
            Speed::Normal => 1300,
            Speed::Fast => 600,
            // Bots answer at once, but a finished trick stays long enough to be seen.
            Speed::Instant => 400,
        }
    }
}

/// Light or dark colours.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the system (`prefers-color-scheme`).
    #[default]
    System,
    Light,
    Dark,
}
