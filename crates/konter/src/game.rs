//! A match: deals one after another until a team has struck out all its dashes.
//!
//! The match owns the current deal and changes only through checked transitions
//! ([`Match::start_deal`], [`Match::apply`]); finishing a deal settles it at once.

use super::card::Card;
use super::deal::{Action, Deal};
use super::error::RuleError;
use super::rules::Rules;
use super::score::{self, Settlement};
use super::seat::{Seat, Team};

/// A finished deal with how it moved the score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedDeal {
    pub deal: Deal,
    pub settlement: Settlement,
    /// Dashes after this deal, `[A, B]`.
    pub dashes_after: [u32; 2],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    rules: Rules,
    dashes: [u32; 2],
    stake: u32,
    history: Vec<PlayedDeal>,
    current: Option<Deal>,
    /// Who deals next (None: the first deal, any seat may deal).
    next_dealer: Option<Seat>,
}

impl Match {
    pub fn new(rules: Rules) -> Match {
        let d = rules.start_dashes.get() as u32;
        Match { rules, dashes: [d, d], stake: 0, history: vec![], current: None, next_dealer: None }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Dashes left, `[team A, team B]`, never below 0.
    pub fn dashes(&self) -> [u32; 2] {
        self.dashes
    }

    /// The pending Stänner stake.
    pub fn stake(&self) -> u32 {
        self.stake
    }

    pub fn history(&self) -> &[PlayedDeal] {
        &self.history
    }

    /// The deal being played, if one is.
    pub fn current(&self) -> Option<&Deal> {
        self.current.as_ref()
    }

    /// The team that struck out all its dashes, if any.
    pub fn winner(&self) -> Option<Team> {
        winner_of(self.dashes)
    }

    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The seat that must deal next (None before the first deal: anyone may).
    pub fn next_dealer(&self) -> Option<Seat> {
        self.next_dealer
    }

    fn check_can_start(&self, dealer: Seat) -> Result<(), RuleError> {
        if let Some(winner) = self.winner() {
            return Err(RuleError::MatchOver { winner });
        }
        if self.current.is_some() {
            return Err(RuleError::DealInProgress);
        }
        match self.next_dealer {
            Some(expected) if expected != dealer => Err(RuleError::WrongDealer { given: dealer, expected }),
            _ => Ok(()),
        }
    }

    /// Starts a deal with the given hands (seat 0 first, packet order).
    pub fn start_deal(&mut self, dealer: Seat, hands: [[Card; 6]; 4]) -> Result<&Deal, RuleError> {
        self.check_can_start(dealer)?;
        let deal = Deal::new(dealer, hands)?;
        Ok(self.current.insert(deal))
    }

    /// Starts the next deal from a seed, dealt by the seat the rules give
    /// (`first_dealer` for the first deal of the match).
    pub fn start_seeded_deal(&mut self, first_dealer: Seat, seed: u64) -> Result<&Deal, RuleError> {
        let dealer = self.next_dealer.unwrap_or(first_dealer);
        self.check_can_start(dealer)?;
        Ok(self.current.insert(Deal::shuffled(dealer, seed)))
    }

    /// Applies an action of the player to act in the current deal; settles a finished deal.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        let missing = match self.winner() {
            Some(winner) => RuleError::MatchOver { winner },
            None => RuleError::NoDeal,
        };
        let deal = self.current.as_mut().ok_or(missing)?;
        deal.apply(action)?;
        if deal.is_finished() {
            self.finish_deal();
        }
        Ok(())
    }

    /// Applies an action by `seat`, which must be the player to act.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let deal = self.current.as_ref().ok_or(RuleError::NoDeal)?;
        if deal.to_act() != Some(seat) {
            return Err(RuleError::NotYourTurn { seat, to_act: deal.to_act() });
        }
        self.apply(action)
    }

    fn finish_deal(&mut self) {
        let deal = self.current.take().expect("a finished deal");
        let result = deal.result().expect("finished");
        let settlement = score::settle(&result, &self.rules, self.stake);
        self.dashes = score::apply_dashes(self.dashes, &settlement);
        self.stake = settlement.stake_after;
        self.next_dealer = Some(if settlement.same_dealer { deal.dealer() } else { deal.dealer().next() });
        self.history.push(PlayedDeal { deal, settlement, dashes_after: self.dashes });
    }
}

/// The team of `dashes` (dashes left, `[team A, team B]`) that has struck out all of its:
/// it has won the match.
pub(crate) fn winner_of(dashes: [u32; 2]) -> Option<Team> {
    [Team::A, Team::B].into_iter().find(|t| dashes[t.index()] == 0)
}
