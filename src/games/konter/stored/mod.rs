//! Konter a Matt's stored values, each a versioned envelope (`crate::store::envelope`): the
//! match on the table (`saved`, `konter-a-matt:match`), its matches put aside (`shelf`), the
//! match hosted with friends online (`online_match`), the person's statistics (`stats`) and
//! the score sheets for real cards (`sheets`).

pub mod online_match;
pub mod saved;
pub mod sheets;
pub mod shelf;
pub mod stats;

pub use saved::{migrate_match, SavedMatch, MATCH_VERSION};
pub use stats::{migrate_stats, Stats, STATS_VERSION};
