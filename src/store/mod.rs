//! What the app keeps between visits, as pure Rust: no browser type in sight, so every
//! byte that goes into or comes out of `localStorage` is tested natively.
//!
//! - Every key starts with [`PREFIX`] (`konter-a-matt:`); the app never clears the
//!   origin's storage, it only writes and removes its own keys.
//! - Every value is a versioned envelope `{"v": N, …}`. Reading goes through a
//!   `migrate_*` function: it accepts every version this app ever wrote, upgrades it
//!   step by step to the current one, and refuses anything else with a
//!   [`StoreError`] — never a panic — so the caller can keep the unreadable text under a
//!   [`backup_key`] and start fresh.
//!
//! | key | value | current version |
//! | --- | --- | --- |
//! | `konter-a-matt:match` | [`SavedMatch`]: the match record + the moment on screen | [`MATCH_VERSION`] |
//! | `konter-a-matt:settings` | [`Settings`] | [`SETTINGS_VERSION`] |
//! | `konter-a-matt:matches` | [`shelf::Shelved`] list: the unfinished matches put aside, newest first, at most [`shelf::KEPT`] | [`shelf::MATCHES_VERSION`] |
//! | `konter-a-matt:stats` | [`Stats`] | [`STATS_VERSION`] |
//! | `konter-a-matt:sheets` | [`sheets::SheetBook`]: the score sheets for real cards | [`sheets::SHEETS_VERSION`] |
//! | `konter-a-matt:game` | the game the start screen starts ([`games::Game`]) | 1 |
//! | `konter-a-matt:kontraspiel`, `…:kontraspiel-settings`, `…:kontraspiel-stats` | Kontraspiel's session, settings and statistics (written by its module, `app::kontra`) | 1 |
//! | `konter-a-matt:mueller-matz`, `…:mueller-matz-settings`, `…:mueller-matz-stats` | Müller Matz's match, settings and statistics (written by its module, `app::matz`) | 1 |
//! | `konter-a-matt:backup:<ms>:<name>` | the raw text that could not be read | — |

pub mod games;
pub mod kontra;
pub mod matz;
pub mod saved;
pub mod seeds;
pub mod session;
pub mod settings;
pub mod share;
pub mod sheets;
pub mod shelf;
pub mod stats;

pub use saved::{migrate_match, SavedMatch, Screen, MATCH_VERSION};
pub use session::{compass, place_of, Applied, Next, Place, Seating, Session, Who};
pub use settings::{migrate_settings, Player, Settings, Speed, Theme, SETTINGS_VERSION};
pub use stats::{migrate_stats, Stats, STATS_VERSION};

use serde_json::{Map, Value};
use std::fmt;

/// Every key the app writes starts with this.
pub const PREFIX: &str = "konter-a-matt:";
/// The match in progress (or the last one, finished).
pub const MATCH_KEY: &str = "konter-a-matt:match";
pub const SETTINGS_KEY: &str = "konter-a-matt:settings";
pub const STATS_KEY: &str = "konter-a-matt:stats";
/// The unfinished matches put aside when another took the table ([`shelf`]).
pub const MATCHES_KEY: &str = "konter-a-matt:matches";
/// Written and removed at start-up to learn whether storage works at all.
pub const PROBE_KEY: &str = "konter-a-matt:probe";

/// Where the raw text of an unreadable value is kept: `konter-a-matt:backup:<ms>:<name>`,
/// `name` being the last part of the key it came from (`match`, `settings`, `stats`).
pub fn backup_key(name: &str, timestamp_ms: u64) -> String {
    format!("{PREFIX}backup:{timestamp_ms}:{name}")
}

/// The short name of one of our keys (`konter-a-matt:match` → `match`).
pub fn key_name(key: &str) -> &str {
    key.strip_prefix(PREFIX).unwrap_or(key)
}

/// The app's saved values that it reads at start (and names in a notice when one cannot
/// be read).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Saved {
    Match,
    Settings,
    Stats,
    /// The matches put aside ([`MATCHES_KEY`]).
    Matches,
}

impl Saved {
    pub const ALL: [Saved; 4] = [Saved::Match, Saved::Settings, Saved::Stats, Saved::Matches];

    /// Its storage key.
    pub fn key(self) -> &'static str {
        match self {
            Saved::Match => MATCH_KEY,
            Saved::Settings => SETTINGS_KEY,
            Saved::Stats => STATS_KEY,
            Saved::Matches => MATCHES_KEY,
        }
    }
}

/// Why a stored value could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The text is not JSON at all.
    NotJson(String),
    /// JSON, but not an object with a whole-number `"v"`.
    NoVersion,
    /// Written by a newer version of the app than this one.
    TooNew { version: u64, known: u64 },
    /// A version this app never wrote.
    UnknownVersion(u64),
    /// The right version, but a field is missing or wrong.
    Invalid(String),
    /// The match record inside does not replay under the rules.
    Record(crate::engine::record::RecordError),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotJson(e) => write!(f, "not JSON: {e}"),
            StoreError::NoVersion => write!(f, "not a saved value of this app (no \"v\" version)"),
            StoreError::TooNew { version, known } => {
                write!(f, "saved by a newer version of the app (v{version}; this one reads up to v{known})")
            }
            StoreError::UnknownVersion(v) => write!(f, "unknown version v{v}"),
            StoreError::Invalid(e) => write!(f, "invalid: {e}"),
            StoreError::Record(e) => write!(f, "the match record does not replay: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Opens an envelope: the JSON object and its version.
pub fn open_envelope(raw: &str) -> Result<(u64, Map<String, Value>), StoreError> {
    let value: Value = serde_json::from_str(raw).map_err(|e| StoreError::NotJson(e.to_string()))?;
    envelope_of(value)
}

/// [`open_envelope`] of a JSON value already parsed (an envelope inside another).
fn envelope_of(value: Value) -> Result<(u64, Map<String, Value>), StoreError> {
    let Value::Object(map) = value else { return Err(StoreError::NoVersion) };
    let v = map.get("v").and_then(Value::as_u64).ok_or(StoreError::NoVersion)?;
    Ok((v, map))
}

/// Reads an object's fields into `T` (serde), naming the problem on failure.
fn from_map<T: serde::de::DeserializeOwned>(map: Map<String, Value>) -> Result<T, StoreError> {
    serde_json::from_value(Value::Object(map)).map_err(|e| StoreError::Invalid(e.to_string()))
}

/// Writes `T` (a struct with named fields) as an envelope, the version first:
/// `{"v":N,…fields}`.
fn to_envelope<T: serde::Serialize>(v: u64, value: &T) -> String {
    let fields = serde_json::to_string(value).expect("saved types always serialise");
    match fields.strip_prefix('{') {
        Some("}") | None => format!("{{\"v\":{v}}}"),
        Some(rest) => format!("{{\"v\":{v},{rest}"),
    }
}
