//! Konter a Matt's matches put aside: `{"v": 1, …}` under `konter-a-matt:matches`, the
//! list every game keeps ([`crate::store::aside`]) of its saved matches.
//!
//! ```json
//! { "v": 1, "matches": [ { "at": 1795440000000, "match": { "v": 3, "seed": "…", … } } ] }
//! ```
//!
//! When a match takes the table (a new match, a shared deal, an import, a match continued
//! from here) while another is unfinished, that one is put aside here instead of lost;
//! the start screen offers each to continue. The match on the table itself stays under
//! `konter-a-matt:match` ([`super::saved`]).
//!
//! - `match`: a saved match exactly as under `konter-a-matt:match`, in its own envelope
//!   (so an older version of it is read by [`super::saved::migrate_match`]); reading replays each
//!   record.
//!
//! Versions: **v1** — the first.

use crate::store::aside::{self, Keep, Kept};
use crate::games::konter::session::Session;
use crate::store::envelope::{envelope_of, StoreError};
use super::saved::match_from;
use serde_json::Value;

pub use crate::store::aside::KEPT;
pub const MATCHES_VERSION: u64 = aside::VERSION;

/// A match put aside, and when.
pub type Shelved = Kept<Session>;

impl Keep for Session {
    fn from_json(value: Value) -> Result<Session, StoreError> {
        let (v, map) = envelope_of(value)?;
        Session::from_saved(&match_from(v, map)?)
    }

    fn json(&self) -> String {
        self.to_saved().to_json_string()
    }

    fn seed_of(&self) -> u64 {
        self.seed()
    }

    fn over(&self) -> bool {
        self.game().is_over()
    }

    fn progress(&self) -> u64 {
        self.revision()
    }
}

/// Reads the matches put aside, each restored (its record replayed).
pub fn migrate_matches(raw: &str) -> Result<Vec<Shelved>, StoreError> {
    aside::read(raw)
}

/// The envelope text of `list`, current version.
pub fn matches_to_json(list: &[Shelved]) -> String {
    aside::to_json(list)
}

pub use crate::store::aside::{shelve, take};
