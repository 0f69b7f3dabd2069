//! The score sheet ("Lee") for a game played with real cards: the players enter each deal's
//! outcome and the sheet moves the dashes with the engine's own scoring (`score::settle_outcome`).
//!
//! A sheet stores only what was entered; everything shown (dashes, stake, dealer) is
//! recomputed from the entries, so editing a past deal recomputes all that follows.

use crate::score::{apply_dashes, deal_value, settle_outcome, Outcome, Settlement};
use crate::{Rules, Seat, Team};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a deal ended, as the players tell it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DealEnd {
    TrumpTeamWon,
    TrumpTeamLost,
    Stanner,
    /// The trump team's card points (0–40); the sheet decides the outcome from them.
    TrumpPoints(u8),
}

/// One deal as entered.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry {
    pub trump_team: Team,
    pub end: DealEnd,
    /// The losing team took no trick at all (+1).
    pub losers_no_trick: bool,
    /// "Matt" was announced (+1).
    pub matt: bool,
    /// "Konter" was announced (+1); both together are "Konter a Matt" (+2).
    pub konter: bool,
}

impl Entry {
    pub fn outcome(&self) -> Outcome {
        match self.end {
            DealEnd::TrumpTeamWon => Outcome::TrumpTeam,
            DealEnd::TrumpTeamLost => Outcome::Defenders,
            DealEnd::Stanner => Outcome::Stanner,
            DealEnd::TrumpPoints(p) => Outcome::of_points(p),
        }
    }

    pub fn announcements(&self) -> u8 {
        self.matt as u8 + self.konter as u8
    }

    /// The deal's own value V, as the game counts it ([`deal_value`]).
    pub fn value(&self) -> u8 {
        deal_value(self.outcome(), self.losers_no_trick, self.announcements())
    }

    /// Refuses a deal no cards can give: more than 40 card points, or the no-trick bonus
    /// with points that need tricks on both sides (the losers took no trick, so the trump
    /// team holds all 40 points or none; a Stänner, 20 each, has no losers).
    fn check(&self) -> Result<(), SheetError> {
        match self.end {
            DealEnd::TrumpPoints(p) if p > 40 => Err(SheetError::PointsOutOfRange(p)),
            DealEnd::TrumpPoints(p @ 1..=39) if self.losers_no_trick => Err(SheetError::NoTrickWithPoints(p)),
            DealEnd::Stanner if self.losers_no_trick => Err(SheetError::NoTrickWithPoints(20)),
            _ => Ok(()),
        }
    }
}

/// Who plays, and under which rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetSetup {
    /// Team A, team B.
    pub team_names: [String; 2],
    /// Optional player names in playing order (seats 0 and 2 are team A).
    pub players: Option<[String; 4]>,
    /// The seat that deals first, when seating is known.
    pub first_dealer: Option<Seat>,
    pub rules: Rules,
}

impl Default for SheetSetup {
    fn default() -> SheetSetup {
        SheetSetup {
            team_names: ["A".into(), "B".into()],
            players: None,
            first_dealer: None,
            rules: Rules::default(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetError {
    PointsOutOfRange(u8),
    MatchOver { winner: Team },
    /// An edit would end the match before deals that follow it.
    EndsEarlier { deal: usize },
    NoSuchDeal(usize),
    /// The no-trick bonus with these trump-team card points (it needs 0 or 40).
    NoTrickWithPoints(u8),
    /// With the seating known, deal `deal` (1-based) names a trump team other than the
    /// forehand's (`forehand` names trump, also again after a carried Stänner).
    NotForehandsTeam { deal: usize, forehand: Seat },
    /// An edit would make the deal pass on differently (a Stänner made or undone), so that
    /// deal `deal` and those after it no longer have the forehand's team as trump team.
    MovesForehand { deal: usize },
}

impl fmt::Display for SheetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SheetError::PointsOutOfRange(p) => write!(f, "{p} card points is impossible: there are 40 in all"),
            SheetError::MatchOver { winner } => write!(f, "the match is over: team {winner} won it"),
            SheetError::EndsEarlier { deal } => {
                write!(f, "this change ends the match at deal {deal}; remove the later deals first")
            }
            SheetError::NoSuchDeal(i) => write!(f, "there is no deal {i}"),
            SheetError::NoTrickWithPoints(p) => {
                write!(f, "{p} card points is impossible with the no-trick bonus: the trump team has 0 or 40")
            }
            SheetError::NotForehandsTeam { deal, forehand } => {
                write!(f, "in deal {deal} seat {forehand} names trump: the trump team is team {}", forehand.team())
            }
            SheetError::MovesForehand { deal } => {
                write!(f, "this change makes another player name trump from deal {deal} on; remove the later deals first")
            }
        }
    }
}

impl std::error::Error for SheetError {}

/// One line of the sheet, recomputed from the entries.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Row {
    pub entry: Entry,
    pub settlement: Settlement,
    /// The pending stake this deal started with.
    pub stake_before: u32,
    pub dashes_after: [u32; 2],
    /// The dealer of this deal, when seating is known.
    pub dealer: Option<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ScoreSheet {
    pub setup: SheetSetup,
    pub entries: Vec<Entry>,
}

/// The sheet's state after all entries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub rows: Vec<Row>,
    pub dashes: [u32; 2],
    pub stake: u32,
    pub winner: Option<Team>,
    /// Who deals next, when seating is known.
    pub next_dealer: Option<Seat>,
    /// Strokes drawn per team (start + added) and how many are struck through.
    pub strokes: [u32; 2],
    pub struck: [u32; 2],
}

impl ScoreSheet {
    pub fn new(setup: SheetSetup) -> ScoreSheet {
        ScoreSheet { setup, entries: vec![] }
    }

    /// Recomputes everything from the entries.
    pub fn tally(&self) -> Tally {
        tally(&self.setup, &self.entries)
    }

    /// Adds a deal and returns its row.
    pub fn add(&mut self, entry: Entry) -> Result<Row, SheetError> {
        entry.check()?;
        let t = self.tally();
        if let Some(winner) = t.winner {
            return Err(SheetError::MatchOver { winner });
        }
        forehands_team(&entry, t.next_dealer, t.rows.len())?;
        self.entries.push(entry);
        Ok(*self.tally().rows.last().expect("the entry just added has a row"))
    }

    /// Removes the last deal ("undo"), returning it.
    pub fn undo(&mut self) -> Option<Entry> {
        self.entries.pop()
    }

    /// Replaces deal `index` (0-based); everything after it is recomputed.
    pub fn edit(&mut self, index: usize, entry: Entry) -> Result<(), SheetError> {
        entry.check()?;
        if index >= self.entries.len() {
            return Err(SheetError::NoSuchDeal(index + 1));
        }
        let mut entries = self.entries.clone();
        entries[index] = entry;
        let t = tally(&self.setup, &entries);
        if t.rows.len() < entries.len() {
            return Err(SheetError::EndsEarlier { deal: t.rows.len() });
        }
        forehands_team(&entry, t.rows[index].dealer, index)?;
        // A later deal whose trump team fitted its forehand must still fit it.
        let before = self.tally();
        let fits = |r: &Row| r.dealer.is_none_or(|d| d.next().team() == r.entry.trump_team);
        if let Some(j) = (index + 1..t.rows.len()).find(|&j| fits(&before.rows[j]) && !fits(&t.rows[j])) {
            return Err(SheetError::MovesForehand { deal: j + 1 });
        }
        self.entries = entries;
        Ok(())
    }
}

/// With the seating known (`dealer` of deal `index`, 0-based), the forehand's team names trump.
fn forehands_team(entry: &Entry, dealer: Option<Seat>, index: usize) -> Result<(), SheetError> {
    match dealer.map(Seat::next) {
        Some(forehand) if forehand.team() != entry.trump_team => {
            Err(SheetError::NotForehandsTeam { deal: index + 1, forehand })
        }
        _ => Ok(()),
    }
}

/// Rows stop at the deal that ends the match.
fn tally(setup: &SheetSetup, entries: &[Entry]) -> Tally {
    let rules = setup.rules;
    let start = rules.start_dashes.get() as u32;
    let mut dashes = [start; 2];
    let mut stake = 0;
    let mut dealer = setup.first_dealer;
    let mut rows = vec![];
    let mut lee = Strokes::new(start);
    for &entry in entries {
        if dashes.contains(&0) {
            break;
        }
        let settlement = settle_outcome(entry.trump_team, entry.outcome(), entry.value(), &rules, stake);
        lee.record(&settlement);
        let stake_before = stake;
        dashes = apply_dashes(dashes, &settlement);
        stake = settlement.stake_after;
        rows.push(Row { entry, settlement, stake_before, dashes_after: dashes, dealer });
        dealer = dealer.map(|d| if settlement.same_dealer { d } else { d.next() });
    }
    let winner = [Team::A, Team::B].into_iter().find(|t| dashes[t.index()] == 0);
    Tally { rows, dashes, stake, winner, next_dealer: dealer, strokes: lee.drawn, struck: lee.crossed }
}

/// The strokes of a paper Lee: each team starts with its dashes drawn; a dash struck out
/// is crossed (never more than are drawn), a dash added is drawn at the end. What is
/// drawn minus what is crossed is always the team's dashes left.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Strokes {
    /// Strokes drawn per team (`[A, B]`): the start plus every dash added.
    pub drawn: [u32; 2],
    /// Strokes crossed out per team.
    pub crossed: [u32; 2],
}

impl Strokes {
    pub fn new(start: u32) -> Strokes {
        Strokes { drawn: [start; 2], crossed: [0; 2] }
    }

    /// Draws one deal's settlement onto the sheet.
    pub fn record(&mut self, s: &Settlement) {
        for t in 0..2 {
            self.drawn[t] += s.added[t];
            self.crossed[t] = (self.crossed[t] + s.struck[t]).min(self.drawn[t]);
        }
    }

    /// The strokes after a sequence of settled deals.
    pub fn after<'a>(start: u32, settlements: impl IntoIterator<Item = &'a Settlement>) -> Strokes {
        let mut lee = Strokes::new(start);
        for s in settlements {
            lee.record(s);
        }
        lee
    }
}
