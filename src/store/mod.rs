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
//! Every key is in one table: [`keys`]. The settings every game shares are at
//! [`SETTINGS_VERSION`]; each game's own values are in its home (Konter a Matt's:
//! `crate::games::konter::stored`, each with its version; the other games' at 1).

pub mod aside;
pub mod choices;
pub mod envelope;
pub mod games;
pub mod keys;
pub mod kept;
pub mod lang;
#[cfg(target_arch = "wasm32")]
pub mod local;
pub mod seats;
pub mod seeds;
pub mod settings;

pub use settings::{migrate_settings, Player, Settings, Speed, Theme, SETTINGS_VERSION};

pub use envelope::{open_envelope, StoreError};
pub use keys::{backup_key, key_name, Saved, MATCHES_KEY, MATCH_KEY, PREFIX, PROBE_KEY, SETTINGS_KEY, STATS_KEY};
