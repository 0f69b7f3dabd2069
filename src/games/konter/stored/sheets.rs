//! The score sheets for real cards, as kept: `{"v": 1, …}` under `konter-a-matt:sheets`
//! (their words, and the sheet as text for a chat, are `i18n::sheet_words`).
//!
//! ```json
//! { "v": 1, "next_id": 3, "sheets": [
//!   { "id": 2, "created": 1715500000000, "updated": 1715503600000, "revision": 7,
//!     "sheet": { "setup": { "team_names": ["Red", "Blue"], "players": null, "first_dealer": null,
//!                           "rules": { "direction": "clockwise", "start_dashes": 11, "stanner": "carry" } },
//!                "entries": [ { "trump_team": "A", "end": { "TrumpPoints": 25 },
//!                               "losers_no_trick": false, "matt": false, "konter": true } ] } } ] }
//! ```
//!
//! - A sheet keeps only what was entered ([`ScoreSheet`]); everything shown is recomputed
//!   by `crate::sheet` with the engine's own scoring.
//! - Ids and revisions at `u64::MAX` (hand-edited) never overflow: a new sheet then takes
//!   the smallest free id, a revision wraps to 0 (it still changes).
//! - `revision` grows with every change to a sheet. The app changes a sheet on a fresh
//!   read of the stored book and refuses when the revision it showed is not the stored
//!   one (another tab changed it): nothing is overwritten unseen.
//! - Reading checks every sheet (rules in range, possible card points, no deal after the
//!   match's end): anything else is a [`StoreError`], and the app keeps the text under a
//!   backup key and says so.
//!
//! Versions:
//! - **v1** — the first schema (above).

use crate::store::envelope::{from_map, open_envelope, to_envelope, StoreError};
use crate::engine::Team;
use crate::sheet::{DealEnd, ScoreSheet, SheetError, SheetSetup};
use serde::{Deserialize, Serialize};
use std::fmt;

pub use crate::store::keys::SHEETS_KEY;
pub const SHEETS_VERSION: u64 = 1;

/// One kept sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeptSheet {
    pub id: u64,
    /// Milliseconds since 1970, when it was started and last changed.
    pub created: u64,
    pub updated: u64,
    /// Grows by one with every change.
    pub revision: u64,
    pub sheet: ScoreSheet,
}

/// All kept sheets.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SheetBook {
    /// The id the next new sheet gets.
    pub next_id: u64,
    pub sheets: Vec<KeptSheet>,
}

/// Why a change to a sheet was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// The sheet itself refused (impossible points, match over, …).
    Sheet(SheetError),
    /// No sheet with this id (deleted elsewhere).
    Missing(u64),
    /// The sheet was changed since it was shown (stored revision, shown revision).
    Changed { stored: u64, shown: u64 },
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::Sheet(e) => e.fmt(f),
            BookError::Missing(id) => write!(f, "there is no sheet {id}"),
            BookError::Changed { stored, shown } => {
                write!(f, "the sheet was changed elsewhere (revision {stored}, shown {shown})")
            }
        }
    }
}

impl std::error::Error for BookError {}

impl SheetBook {
    /// Starts a new sheet; returns its id.
    /// The id is past every id in use; should that run beyond `u64::MAX` (only hand-edited
    /// storage gets there) it is the smallest free one: never a duplicate, never an overflow.
    pub fn create(&mut self, setup: SheetSetup, now: u64) -> u64 {
        let past_all = self.sheets.iter().try_fold(self.next_id.max(1), |n, s| Some(n.max(s.id.checked_add(1)?)));
        let id = past_all.unwrap_or_else(|| (1..=u64::MAX).find(|&i| self.get(i).is_none()).unwrap_or(u64::MAX));
        self.next_id = self.next_id.max(id.saturating_add(1));
        self.sheets.push(KeptSheet { id, created: now, updated: now, revision: 1, sheet: ScoreSheet::new(setup) });
        id
    }

    pub fn get(&self, id: u64) -> Option<&KeptSheet> {
        self.sheets.iter().find(|s| s.id == id)
    }

    /// Changes sheet `id`, shown at revision `shown`, with `f`; keeps the change only if
    /// `f` succeeded.
    pub fn update<R>(
        &mut self,
        id: u64,
        shown: u64,
        now: u64,
        f: impl FnOnce(&mut ScoreSheet) -> Result<R, SheetError>,
    ) -> Result<R, BookError> {
        let kept = self.sheets.iter_mut().find(|s| s.id == id).ok_or(BookError::Missing(id))?;
        if kept.revision != shown {
            return Err(BookError::Changed { stored: kept.revision, shown });
        }
        let mut sheet = kept.sheet.clone();
        let r = f(&mut sheet).map_err(BookError::Sheet)?;
        kept.sheet = sheet;
        // It only has to change: after u64::MAX (hand-edited storage) it wraps to 0.
        kept.revision = kept.revision.wrapping_add(1);
        kept.updated = now.max(kept.updated);
        Ok(r)
    }

    /// Removes sheet `id`, returning it.
    pub fn remove(&mut self, id: u64) -> Option<KeptSheet> {
        let i = self.sheets.iter().position(|s| s.id == id)?;
        Some(self.sheets.remove(i))
    }

    /// The sheets, the one changed last first.
    pub fn newest_first(&self) -> Vec<&KeptSheet> {
        let mut v: Vec<&KeptSheet> = self.sheets.iter().collect();
        v.sort_by(|a, b| b.updated.cmp(&a.updated).then(b.id.cmp(&a.id)));
        v
    }

    /// The envelope text, current version.
    pub fn to_json_string(&self) -> String {
        to_envelope(SHEETS_VERSION, self)
    }
}

/// Reads kept sheets of any version this app wrote, upgraded to the current one and checked.
pub fn migrate_sheets(raw: &str) -> Result<SheetBook, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    map.remove("v");
    let book: SheetBook = match v {
        SHEETS_VERSION => from_map(map)?,
        v if v > SHEETS_VERSION => return Err(StoreError::TooNew { version: v, known: SHEETS_VERSION }),
        v => return Err(StoreError::UnknownVersion(v)),
    };
    check(book)
}

/// Refuses a book no version of the app could have written.
fn check(mut book: SheetBook) -> Result<SheetBook, StoreError> {
    let invalid = |id: u64, what: String| Err(StoreError::Invalid(format!("sheet {id}: {what}")));
    let mut ids = std::collections::BTreeSet::new();
    for kept in &book.sheets {
        let (id, sheet) = (kept.id, &kept.sheet);
        if !ids.insert(id) {
            return invalid(id, "the id is used twice".into());
        }
        if sheet.setup.players.is_none() && sheet.setup.first_dealer.is_some() {
            return invalid(id, "a first dealer without players".into());
        }
        if let Some(i) = sheet.entries.iter().position(|e| matches!(e.end, DealEnd::TrumpPoints(p) if p > 40)) {
            return invalid(id, format!("deal {} has more than 40 card points", i + 1));
        }
        let rows = sheet.tally().rows.len();
        if rows < sheet.entries.len() {
            return invalid(id, format!("deals after the match ended at deal {rows}"));
        }
    }
    // A next id at or below an existing one is repaired, not refused: nothing is lost.
    let max_id = book.sheets.iter().map(|s| s.id).max().unwrap_or(0);
    book.next_id = book.next_id.max(max_id.saturating_add(1));
    Ok(book)
}

// ── Names and words, shared by the screen and the text ──────────────────

/// The team that names trump in the next deal (the forehand's), when seating is known.
pub fn next_trump_team(sheet: &ScoreSheet) -> Option<Team> {
    sheet.tally().next_dealer.map(|d| d.next().team())
}
