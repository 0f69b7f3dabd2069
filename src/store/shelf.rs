//! The matches put aside: `{"v": 1, …}` under `konter-a-matt:matches`.
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
//! - `matches`: newest first, at most [`KEPT`] (putting aside one more lets the oldest go);
//!   a match is there once (by its seed); finished matches are never put aside.
//! - `at`: when it was put aside (ms since 1970), shown as its date.
//! - `match`: a saved match exactly as under `konter-a-matt:match`, in its own envelope
//!   (so an older version of it is read by [`super::migrate_match`]); reading replays each
//!   record, and one that does not replay makes the whole value unreadable (kept as a
//!   backup, like every unreadable value), never a match silently dropped.
//!
//! Versions: **v1** — the first.

use super::session::Session;
use super::{envelope_of, open_envelope, saved::match_from, StoreError};
use serde_json::Value;

pub const MATCHES_VERSION: u64 = 1;
/// How many matches are kept aside at most.
pub const KEPT: usize = 8;

/// A match put aside, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shelved {
    /// When it was put aside (ms since 1970).
    pub at: u64,
    pub session: Session,
}

/// Reads the matches put aside, each restored (its record replayed).
pub fn migrate_matches(raw: &str) -> Result<Vec<Shelved>, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    match v {
        MATCHES_VERSION => {}
        v if v > MATCHES_VERSION => return Err(StoreError::TooNew { version: v, known: MATCHES_VERSION }),
        v => return Err(StoreError::UnknownVersion(v)),
    }
    let invalid = || StoreError::Invalid("expected {\"v\":1,\"matches\":[{\"at\":…,\"match\":{…}},…]}".into());
    // Only "v" is left besides the list.
    let (Some(Value::Array(entries)), 1) = (map.remove("matches"), map.len()) else { return Err(invalid()) };
    let mut list = vec![];
    for entry in entries {
        let Value::Object(mut entry) = entry else { return Err(invalid()) };
        let saved = entry.remove("match");
        let (Some(at), Some(saved), 1) = (entry.get("at").and_then(Value::as_u64), saved, entry.len()) else {
            return Err(invalid());
        };
        let (v, map) = envelope_of(saved)?;
        list.push(Shelved { at, session: Session::from_saved(&match_from(v, map)?)? });
    }
    Ok(list)
}

/// The envelope text of `list`, current version.
pub fn matches_to_json(list: &[Shelved]) -> String {
    let entries: Vec<String> =
        list.iter().map(|e| format!("{{\"at\":{},\"match\":{}}}", e.at, e.session.to_saved().to_json_string())).collect();
    format!("{{\"v\":{MATCHES_VERSION},\"matches\":[{}]}}", entries.join(","))
}

/// Puts `session` aside at the front of `list`, if it is unfinished: it replaces an
/// older state of the same match (same seed; a newer state already there stays), and the
/// oldest beyond [`KEPT`] go.
pub fn shelve(list: &mut Vec<Shelved>, session: Session, at: u64) {
    let seed = session.seed();
    if session.game().is_over() || list.iter().any(|e| e.session.seed() == seed && e.session.revision() > session.revision()) {
        return;
    }
    list.retain(|e| e.session.seed() != seed);
    list.insert(0, Shelved { at, session });
    list.truncate(KEPT);
}

/// Takes the match of `seed` off `list`.
pub fn take(list: &mut Vec<Shelved>, seed: u64) -> Option<Session> {
    let i = list.iter().position(|e| e.session.seed() == seed)?;
    Some(list.remove(i).session)
}
