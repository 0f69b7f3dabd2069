//! Konter a Matt's stored values, each a versioned envelope (`crate::store::envelope`): the
//! match on the table (`saved`, `konter-a-matt:match`), its matches put aside (`shelf`) and
//! the match hosted with friends online (`online_match`).

pub mod online_match;
pub mod saved;
pub mod shelf;

pub use saved::{migrate_match, SavedMatch, MATCH_VERSION};
