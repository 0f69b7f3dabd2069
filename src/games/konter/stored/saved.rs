//! The saved match: `{"v": 3, …}` under `konter-a-matt:match`.
//!
//! ```json
//! { "v": 3, "seed": "9f0c3a1b22d4e5f6", "revision": 57, "practice": false,
//!   "counted": true, "screen": "table", "collected": 3,
//!   "record": { "format": "konter-a-matt", "version": 1, "rules": {…}, "deals": […] },
//!   "first_deal_seed": "0123456789abcdef" }
//! ```
//!
//! - `record` is the match record of `shared/record-format.md`: restoring replays it
//!   through the engine, so a saved match can never hold an illegal state.
//! - `seed` (16 hex digits) gives the deals still to come; `revision` grows with every
//!   change (two tabs compare it); `screen` + `collected` are the moment on screen:
//!   the table with so many tricks of the shown deal collected, or the deal summary.
//!
//! Versions:
//! - **v1** — the first schema: `seed`, `revision`, `record`; no moment. Migrated by
//!   replaying the record and settling on its calm moment (all tricks collected, the
//!   summary if the last deal is finished), not practised, counted.
//! - **v2** — adds `practice`, `counted`, `screen`, `collected`.
//! - **v3** — adds `first_deal_seed` (16 hex digits, only written for a match opened from
//!   a shared deal, whose first deal does not derive from `seed`; see `crate::games::konter::share`).
//!   A v2 save is a v3 save without it.
//!   Optional in v3: `series` (`[us, them]`, written only when not `[0, 0]`), the matches
//!   each team won before this one in a row of revenges.
//!   Optional in v3: `players` (`["bot", "person", "bot"]`, seats 1, 2, 3; written only
//!   when a seat besides the owner's is played by a person at the device), who plays.

use crate::store::seats::{all_bots, Player};
use crate::store::seeds;
use crate::games::konter::session::{settled_moment, Parts, Screen, Session};
use crate::engine::record::MatchRecord;
use crate::engine::Match;
use crate::store::envelope::{from_map, open_envelope, to_envelope, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const MATCH_VERSION: u64 = 3;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedMatch {
    pub seed: String,
    pub revision: u64,
    pub practice: bool,
    pub counted: bool,
    pub screen: Screen,
    pub collected: u8,
    #[serde(serialize_with = "crate::engine::json::whole")]
    pub record: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_deal_seed: Option<String>,
    #[serde(default, skip_serializing_if = "no_wins")]
    pub series: [u32; 2],
    #[serde(default, skip_serializing_if = "all_bots")]
    pub players: [Player; 3],
}

fn no_wins(series: &[u32; 2]) -> bool {
    *series == [0, 0]
}

/// Version 1, kept to read old saves.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SavedMatchV1 {
    seed: String,
    revision: u64,
    record: Value,
}

impl SavedMatch {
    /// The envelope text, current version.
    pub fn to_json_string(&self) -> String {
        to_envelope(MATCH_VERSION, self)
    }
}

/// Reads a saved match of any version this app wrote, upgraded to the current one.
/// Does not replay the record (see `Session::from_saved`).
pub fn migrate_match(raw: &str) -> Result<SavedMatch, StoreError> {
    let (v, map) = open_envelope(raw)?;
    match_from(v, map)
}

/// [`migrate_match`] of an envelope already opened: its version and its fields.
pub(super) fn match_from(v: u64, mut map: serde_json::Map<String, Value>) -> Result<SavedMatch, StoreError> {
    map.remove("v");
    match v {
        1 => from_v1(from_map(map)?),
        2 => from_v2(map),
        MATCH_VERSION => from_map(map),
        v if v > MATCH_VERSION => Err(StoreError::TooNew { version: v, known: MATCH_VERSION }),
        v => Err(StoreError::UnknownVersion(v)),
    }
}

fn from_v1(old: SavedMatchV1) -> Result<SavedMatch, StoreError> {
    let game = replay_record(&old.record)?;
    let (screen, collected) = settled_moment(&game);
    Ok(SavedMatch {
        seed: old.seed,
        revision: old.revision,
        practice: false,
        counted: true,
        screen,
        collected: collected as u8,
        record: old.record,
        first_deal_seed: None,
        series: [0, 0],
        players: [Player::Bot; 3],
    })
}

/// v2 has every field of v3 but `first_deal_seed`.
fn from_v2(map: serde_json::Map<String, Value>) -> Result<SavedMatch, StoreError> {
    if map.contains_key("first_deal_seed") {
        return Err(StoreError::Invalid("unknown field `first_deal_seed` in a v2 save".into()));
    }
    from_map(map)
}

/// Replays a match record (as JSON) through the engine.
pub fn replay_record(record: &serde_json::Value) -> Result<Match, StoreError> {
    let record = MatchRecord::from_json(record).map_err(StoreError::Record)?;
    record.replay().map(|r| r.game).map_err(StoreError::Record)
}

impl Session {
    /// The saved form (current version).
    pub fn to_saved(&self) -> SavedMatch {
        let p = self.to_parts();
        SavedMatch {
            seed: seeds::to_hex(p.seed),
            revision: p.revision,
            practice: p.practice,
            counted: p.counted,
            screen: p.screen,
            collected: p.collected as u8,
            record: MatchRecord::from_match(&p.game).to_json(),
            first_deal_seed: p.first_deal_seed.map(seeds::to_hex),
            series: p.series,
            players: p.players,
        }
    }

    /// Restores a saved match by replaying its record through the engine (see
    /// [`Session::from_parts`]); a record that does not replay is an error.
    pub fn from_saved(saved: &SavedMatch) -> Result<Session, StoreError> {
        let seed = seeds::from_hex(&saved.seed)
            .ok_or_else(|| StoreError::Invalid(format!("seed \"{}\" is not 16 hex digits", saved.seed)))?;
        let first_deal_seed = match &saved.first_deal_seed {
            None => None,
            Some(hex) => Some(seeds::from_hex(hex).filter(|_| hex.len() == 16).ok_or_else(|| {
                StoreError::Invalid(format!("first_deal_seed \"{hex}\" is not 16 hex digits"))
            })?),
        };
        let game = replay_record(&saved.record)?;
        Session::from_parts(Parts {
            game,
            seed,
            revision: saved.revision,
            practice: saved.practice,
            counted: saved.counted,
            screen: saved.screen,
            collected: saved.collected as usize,
            first_deal_seed,
            series: saved.series,
            players: saved.players,
        })
        .ok_or_else(|| StoreError::Invalid("the match has no deal".into()))
    }
}
