//! The score sheets for real cards: `{"v": 1, …}` under `konter-a-matt:sheets`, and the
//! sheet as plain text for a chat.
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

use super::{from_map, open_envelope, to_envelope, StoreError};
use crate::engine::{Outcome, Seat, Team};
use crate::i18n::sheet_texts::SheetTexts;
use crate::sheet::{DealEnd, Row, ScoreSheet, SheetError, SheetSetup, Strokes};
use serde::{Deserialize, Serialize};
use std::fmt;

pub const SHEETS_KEY: &str = "konter-a-matt:sheets";
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

/// The team names of a sheet.
pub fn team_names(setup: &SheetSetup) -> [&str; 2] {
    [setup.team_names[0].as_str(), setup.team_names[1].as_str()]
}

/// "Red against Blue".
pub fn sheet_title(setup: &SheetSetup, t: &SheetTexts) -> String {
    let [a, b] = team_names(setup);
    (t.versus)(a, b)
}

/// The name of a seat's player, when seating is known.
pub fn player_name(setup: &SheetSetup, seat: Seat) -> Option<&str> {
    setup.players.as_ref().map(|p| p[seat.index()].as_str())
}

/// "Next: Dan deals, Anna names trump." when seating is known and the match goes on.
pub fn next_dealer_line(sheet: &ScoreSheet, t: &SheetTexts) -> Option<String> {
    let tally = sheet.tally();
    if tally.winner.is_some() {
        return None;
    }
    let dealer = tally.next_dealer?;
    Some((t.next_dealer)(player_name(&sheet.setup, dealer)?, player_name(&sheet.setup, dealer.next())?))
}

/// The team that names trump in the next deal (the forehand's), when seating is known.
pub fn next_trump_team(sheet: &ScoreSheet) -> Option<Team> {
    sheet.tally().next_dealer.map(|d| d.next().team())
}

/// Why the sheet refused a deal, in the player's language (never the English `Display`).
pub fn error_words(setup: &SheetSetup, e: &SheetError, t: &SheetTexts) -> String {
    let names = team_names(setup);
    match *e {
        SheetError::PointsOutOfRange(_) => t.points_invalid.to_string(),
        SheetError::MatchOver { winner } => (t.sheet_won_by)(names[winner.index()]),
        SheetError::EndsEarlier { deal } => (t.ends_match_at)(deal),
        SheetError::NoSuchDeal(_) => t.changed_elsewhere.to_string(),
        SheetError::NoTrickWithPoints(p) => (t.no_trick_points)(p),
        SheetError::NotForehandsTeam { forehand, .. } => {
            let player = player_name(setup, forehand).unwrap_or_default();
            (t.forehands_team)(player, names[forehand.team().index()])
        }
        SheetError::MovesForehand { deal } => (t.moves_forehand)(deal),
    }
}

/// One deal as words: what happened, and what it did to the dashes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowWords {
    /// "Trump: Red".
    pub trump: String,
    /// "won (25 points)", "Stänner".
    pub result: String,
    /// "no trick", "Matt", "Konter", "Konter a Matt".
    pub extras: Vec<String>,
    /// "value 2" / "value 1 + stake 1".
    pub value: String,
    /// Compact dash moves: "Red −2", "Blue +2".
    pub moves: Vec<String>,
    /// "Red strikes out 2 dashes." … as sentences (the stake and a dealer who stays included).
    pub sentences: Vec<String>,
}

/// The announcements of an entry as words ("Konter a Matt" for both).
pub fn announcement_words(matt: bool, konter: bool, t: &SheetTexts) -> Option<&'static str> {
    match (matt, konter) {
        (true, true) => Some(t.konter_a_matt),
        (true, false) => Some(t.matt),
        (false, true) => Some(t.konter),
        (false, false) => None,
    }
}

/// A row of the sheet in words.
pub fn row_words(setup: &SheetSetup, row: &Row, t: &SheetTexts) -> RowWords {
    let names = team_names(setup);
    let e = &row.entry;
    let s = &row.settlement;
    let outcome = e.outcome();
    let mut result = (t.outcome_word)(outcome).to_string();
    if let DealEnd::TrumpPoints(p) = e.end {
        result = format!("{result} ({})", (t.points_short)(p));
    }
    let mut extras = vec![];
    if e.losers_no_trick && outcome != Outcome::Stanner {
        extras.push(t.no_trick_short.to_string());
    }
    extras.extend(announcement_words(e.matt, e.konter, t).map(str::to_string));
    let mut moves = vec![];
    let mut sentences = vec![];
    for team in [Team::A, Team::B] {
        let i = team.index();
        if s.struck[i] > 0 {
            moves.push(format!("{} \u{2212}{}", names[i], s.struck[i]));
            sentences.push((t.strikes)(names[i], s.struck[i]));
        }
    }
    for team in [Team::A, Team::B] {
        let i = team.index();
        if s.added[i] > 0 {
            moves.push(format!("{} +{}", names[i], s.added[i]));
            sentences.push((t.adds)(names[i], s.added[i]));
        }
    }
    if s.stake_after > 0 {
        sentences.push((t.carries)(s.stake_after));
    }
    if s.same_dealer && row.dealer.is_some() {
        sentences.push(t.same_dealer.to_string());
    }
    if sentences.is_empty() {
        sentences.push(t.no_change.to_string());
    }
    RowWords {
        trump: (t.trump_of)(names[e.trump_team.index()]),
        result,
        extras,
        value: (t.value_is)(s.value, s.stake_collected),
        moves,
        sentences,
    }
}

/// One team's strokes as text: groups of five, `|` standing, `x` struck out.
pub fn strokes_text(drawn: u32, crossed: u32) -> String {
    let mut out = String::new();
    for i in 0..drawn.min(99) {
        if i > 0 && i % 5 == 0 {
            out.push(' ');
        }
        out.push(if i < crossed { 'x' } else { '|' });
    }
    out
}

/// The sheet as plain text for a chat: the teams and rules, the Lee, every deal, and
/// where the match stands.
pub fn export_text(sheet: &ScoreSheet, t: &SheetTexts) -> String {
    let setup = &sheet.setup;
    let names = team_names(setup);
    let tally = sheet.tally();
    let mut lines = vec![t.export_title.to_string(), sheet_title(setup, t)];
    if let Some(p) = &setup.players {
        lines.push(format!("{}: {} & {} · {}: {} & {}", names[0], p[0], p[2], names[1], p[1], p[3]));
    }
    lines.push((t.export_rules)(setup.rules.start_dashes.get(), setup.rules.stanner));
    lines.push(String::new());
    let start = setup.rules.start_dashes.get() as u32;
    let strokes = Strokes::after(start, tally.rows.iter().map(|r| &r.settlement));
    for team in [Team::A, Team::B] {
        let i = team.index();
        lines.push(format!("{}: {} = {}", names[i], strokes_text(strokes.drawn[i], strokes.crossed[i]), tally.dashes[i]));
    }
    if !tally.rows.is_empty() {
        lines.push(String::new());
    }
    for (n, row) in tally.rows.iter().enumerate() {
        let w = row_words(setup, row, t);
        let mut parts = vec![w.trump, w.result];
        parts.extend(w.extras);
        let moves = if w.moves.is_empty() { String::new() } else { format!(" → {}", w.moves.join(", ")) };
        parts.push(format!("{}{moves}", w.value));
        parts.push(format!("{} : {}", row.dashes_after[0], row.dashes_after[1]));
        lines.push(format!("{}. {}", n + 1, parts.join(" · ")));
    }
    lines.push(String::new());
    match tally.winner {
        Some(w) => lines.push((t.match_won)(names[w.index()], tally.rows.len())),
        None => {
            lines.push((t.export_now)(names[0], tally.dashes[0], names[1], tally.dashes[1]));
            if tally.stake > 0 {
                lines.push((t.stake_pending)(tally.stake));
            }
            lines.extend(next_dealer_line(sheet, t));
        }
    }
    lines.join("\n")
}
