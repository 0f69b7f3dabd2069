//! The person's statistics: `{"v": 1, …}` under `konter-a-matt:stats`. Counted from
//! the person's side (team A): matches and deals played and won, and deals split by
//! whether the person's team named trump or defended.

use crate::store::envelope::{from_map, open_envelope, to_envelope, StoreError};
use crate::engine::{Outcome, PlayedDeal, Team};
use serde::{Deserialize, Serialize};

pub const STATS_VERSION: u64 = 1;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Stats {
    pub matches_played: u32,
    pub matches_won: u32,
    pub deals_played: u32,
    pub deals_won: u32,
    /// Deals in which the person's team named trump.
    pub trump_played: u32,
    pub trump_won: u32,
    /// Deals in which the person's team defended.
    pub defence_played: u32,
    pub defence_won: u32,
    /// 20–20 deals.
    pub stanners: u32,
}

impl Stats {
    /// Counts a finished deal for `team` (the person's team). Every counter stops at
    /// `u32::MAX` (reached only by hand-edited storage) instead of overflowing.
    pub fn record_deal(&mut self, played: &PlayedDeal, team: Team) {
        let trump_team = played.deal.trump_team();
        let won = played.deal.result().and_then(|r| r.winner()) == Some(team);
        self.deals_played = self.deals_played.saturating_add(1);
        self.deals_won = self.deals_won.saturating_add(u32::from(won));
        if trump_team == team {
            self.trump_played = self.trump_played.saturating_add(1);
            self.trump_won = self.trump_won.saturating_add(u32::from(won));
        } else {
            self.defence_played = self.defence_played.saturating_add(1);
            self.defence_won = self.defence_won.saturating_add(u32::from(won));
        }
        if played.settlement.outcome == Outcome::Stanner {
            self.stanners = self.stanners.saturating_add(1);
        }
    }

    /// Counts a finished match won by `winner`, for `team`.
    pub fn record_match(&mut self, winner: Team, team: Team) {
        self.matches_played = self.matches_played.saturating_add(1);
        self.matches_won = self.matches_won.saturating_add(u32::from(winner == team));
    }

    pub fn to_json_string(&self) -> String {
        to_envelope(STATS_VERSION, self)
    }
}

/// Whole-number percentage `part / whole`, None when nothing was played.
pub fn percent(part: u32, whole: u32) -> Option<u32> {
    (whole > 0).then(|| ((part as u64 * 100 + whole as u64 / 2) / whole as u64) as u32)
}

/// Reads saved statistics of any version this app wrote.
pub fn migrate_stats(raw: &str) -> Result<Stats, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    map.remove("v");
    match v {
        STATS_VERSION => from_map(map),
        v if v > STATS_VERSION => Err(StoreError::TooNew { version: v, known: STATS_VERSION }),
        v => Err(StoreError::UnknownVersion(v)),
    }
}
