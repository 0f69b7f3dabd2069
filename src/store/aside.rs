//! The unfinished matches a game puts aside when another match takes its table, the same
//! for every game: `{"v":1,"matches":[{"at":<ms>,"match":<the saved match>}]}` under a
//! key of the game's own (`keys`). `match` is the game's saved value exactly as under the
//! game's own key, so it is read by the game's own reader; one that does not read makes
//! the whole value unreadable (kept as a backup, like every unreadable value), never a
//! match silently dropped.
//!
//! - `matches`: newest first, at most [`KEPT`] (putting aside one more lets the oldest go);
//!   a match is there once (by its seed), in its furthest state; finished matches are never
//!   put aside.
//! - `at`: when it was put aside (ms since 1970), shown as its date.
//!
//! Versions: **v1** — the first.

use super::envelope::{open_envelope, StoreError};
use serde_json::Value;

pub const VERSION: u64 = 1;
/// How many matches are kept aside at most.
pub const KEPT: usize = 8;

/// What a game's saved match offers the list.
pub trait Keep: Sized {
    /// Reads the saved match (the JSON value under `match`), replaying its record.
    fn from_json(value: Value) -> Result<Self, StoreError>;
    /// Its text, exactly as under the game's own key.
    fn json(&self) -> String;
    /// The seed that names the match.
    fn seed_of(&self) -> u64;
    fn over(&self) -> bool;
    /// How far play has gone: of two states of one match, the list keeps the one further on.
    fn progress(&self) -> u64;
}

/// A match put aside, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept<T> {
    /// When it was put aside (ms since 1970).
    pub at: u64,
    /// The match as saved.
    pub session: T,
}

/// Reads a list of matches put aside.
pub fn read<T: Keep>(raw: &str) -> Result<Vec<Kept<T>>, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    match v {
        VERSION => {}
        v if v > VERSION => return Err(StoreError::TooNew { version: v, known: VERSION }),
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
        list.push(Kept { at, session: T::from_json(saved)? });
    }
    Ok(list)
}

/// The envelope text of `list`, current version.
pub fn to_json<T: Keep>(list: &[Kept<T>]) -> String {
    let entries: Vec<String> = list.iter().map(|e| format!("{{\"at\":{},\"match\":{}}}", e.at, e.session.json())).collect();
    format!("{{\"v\":{VERSION},\"matches\":[{}]}}", entries.join(","))
}

/// Puts `session` aside at the front of `list`, if it is unfinished: it replaces an
/// older state of the same match (same seed; a state further on already there stays), and
/// the oldest beyond [`KEPT`] go.
pub fn shelve<T: Keep>(list: &mut Vec<Kept<T>>, session: T, at: u64) {
    let seed = session.seed_of();
    if session.over() || list.iter().any(|e| e.session.seed_of() == seed && e.session.progress() > session.progress()) {
        return;
    }
    list.retain(|e| e.session.seed_of() != seed);
    list.insert(0, Kept { at, session });
    list.truncate(KEPT);
}

/// Takes the match of `seed` off `list`.
pub fn take<T: Keep>(list: &mut Vec<Kept<T>>, seed: u64) -> Option<T> {
    let i = list.iter().position(|e| e.session.seed_of() == seed)?;
    Some(list.remove(i).session)
}

/// Whether a stored list holds a match, without reading the matches (the start screen
/// asks before it loads the game that reads them).
pub fn any(raw: Option<&str>) -> bool {
    raw.and_then(|raw| open_envelope(raw).ok())
        .is_some_and(|(_, map)| map.get("matches").and_then(Value::as_array).is_some_and(|l| !l.is_empty()))
}

/// A game's saved match read from its JSON value by the game's reader of text.
pub fn from_text<T>(value: Value, read: impl FnOnce(&str) -> Result<T, StoreError>) -> Result<T, StoreError> {
    read(&value.to_string())
}
