//! Scoring a deal: who won it, what it is worth, how the dashes move (rule book §6).

use super::rules::{Rules, StannerRule};
use super::seat::Team;

/// What a finished deal produced.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DealResult {
    pub trump_team: Team,
    /// Card points, `[team A, team B]`; they add up to 40.
    pub points: [u8; 2],
    /// Tricks, `[team A, team B]`; they add up to 6.
    pub tricks: [u8; 2],
    /// Sum of announcement values (0–2).
    pub announcements: u8,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The trump team took 21 or more.
    TrumpTeam,
    /// The trump team took 19 or fewer.
    Defenders,
    /// 20–20.
    Stanner,
}

impl Outcome {
    /// The card points the trump team needs to win a deal: 21 of the 40 (rule book §6).
    pub const WINNING_POINTS: u8 = 21;

    /// The outcome of a deal in which the trump team took `trump_points` card points:
    /// 21 or more win, 20 is a Stänner, fewer lose.
    pub fn of_points(trump_points: u8) -> Outcome {
        match trump_points {
            p if p >= Outcome::WINNING_POINTS => Outcome::TrumpTeam,
            p if p == Outcome::WINNING_POINTS - 1 => Outcome::Stanner,
            _ => Outcome::Defenders,
        }
    }

    /// The record summary's word.
    pub fn code(self) -> &'static str {
        match self {
            Outcome::TrumpTeam => "trump_team",
            Outcome::Defenders => "defenders",
            Outcome::Stanner => "stanner",
        }
    }
}

impl DealResult {
    pub fn outcome(&self) -> Outcome {
        Outcome::of_points(self.points[self.trump_team.index()])
    }

    /// The winning team (None for a Stänner).
    pub fn winner(&self) -> Option<Team> {
        match self.outcome() {
            Outcome::TrumpTeam => Some(self.trump_team),
            Outcome::Defenders => Some(self.trump_team.other()),
            Outcome::Stanner => None,
        }
    }

    /// +1 when the losing team took no trick at all (tricks, not points).
    pub fn no_trick_bonus(&self) -> u8 {
        match self.winner() {
            Some(w) if self.tricks[w.other().index()] == 0 => 1,
            _ => 0,
        }
    }

    /// The deal's own value V (see [`deal_value`]).
    pub fn value(&self) -> u8 {
        deal_value(self.outcome(), self.no_trick_bonus() == 1, self.announcements)
    }
}

/// A deal's own value V = 1, + 1 if the losing team took no trick at all, + the
/// announcements' values (rule book §6). A Stänner has no losers: its value is the one it
/// would have had, 1 + announcements. The pending stake is not part of it.
pub fn deal_value(outcome: Outcome, losers_took_no_trick: bool, announcements: u8) -> u8 {
    let bonus = losers_took_no_trick && outcome != Outcome::Stanner;
    1 + bonus as u8 + announcements
}

/// How a deal moves the score sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Settlement {
    pub outcome: Outcome,
    /// The deal's own value V.
    pub value: u8,
    /// The pending stake this deal collected (0 unless it was decided and a stake was pending).
    pub stake_collected: u32,
    /// Dashes struck out per team (`[A, B]`).
    pub struck: [u32; 2],
    /// Dashes added per team (`[A, B]`).
    pub added: [u32; 2],
    /// The pending stake after this deal.
    pub stake_after: u32,
    /// Whether the same dealer deals again (a Stänner under the `carry` rule).
    pub same_dealer: bool,
}

/// Settles a finished deal under `rules` with `stake` pending from earlier Stänners.
pub fn settle(result: &DealResult, rules: &Rules, stake: u32) -> Settlement {
    settle_outcome(result.trump_team, result.outcome(), result.value(), rules, stake)
}

/// Settles a deal known only by its outcome and own value V (a score sheet for real cards
/// knows no card points): the same arithmetic as [`settle`].
pub fn settle_outcome(trump_team: Team, outcome: Outcome, value: u8, rules: &Rules, stake: u32) -> Settlement {
    let trump = trump_team.index();
    let defenders = trump_team.other().index();
    let mut s = Settlement {
        outcome,
        value,
        stake_collected: 0,
        struck: [0; 2],
        added: [0; 2],
        stake_after: stake,
        same_dealer: false,
    };
    let total = value as u32 + stake;
    match s.outcome {
        Outcome::TrumpTeam => {
            s.struck[trump] = total;
            s.stake_collected = stake;
            s.stake_after = 0;
        }
        Outcome::Defenders => {
            s.struck[defenders] = total;
            s.added[trump] = total;
            s.stake_collected = stake;
            s.stake_after = 0;
        }
        Outcome::Stanner => match rules.stanner {
            StannerRule::Carry => {
                s.added[trump] = 1;
                s.stake_after = stake.saturating_add(value as u32);
                s.same_dealer = true;
            }
            StannerRule::W => s.added[trump] = value as u32,
            StannerRule::Simple => s.added[trump] = 1,
        },
    }
    s
}

/// Applies a settlement to both teams' dashes. Dashes never go below 0.
pub fn apply_dashes(dashes: [u32; 2], s: &Settlement) -> [u32; 2] {
    [0, 1].map(|t| dashes[t].saturating_sub(s.struck[t]).saturating_add(s.added[t]))
}
