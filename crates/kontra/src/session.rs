//! A session: deals one after another (rule book §9). It holds the chips, the pot, each
//! seat's pledge and who deals next, antes at the start of each deal and settles it at the
//! end, and ends after a deal that leaves a player at 0 chips or less, or after `max_deals`.

use crate::action::Action;
use crate::deal::{Deal, Hands, TakeUp};
use crate::error::RuleError;
use crate::rules::Rules;
use crate::score::{base_value, Outcome, ANTE, PLAYERS};
use cards::{Card, Seat};
use serde::{Deserialize, Serialize};

/// A finished deal and the table after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedDeal {
    pub deal: Deal,
    /// The pot before the dealer's ante.
    pub pot_before: u32,
    pub base: u8,
    /// None: no game (both rounds passed; only the ante moved).
    pub outcome: Option<Outcome>,
    pub chips_after: [i32; PLAYERS],
    pub pot_after: u32,
    pub pledges_after: [bool; PLAYERS],
}

/// The deal being played, with what the session fixed when it began.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Current {
    deal: Deal,
    pot_before: u32,
    base: u8,
}

/// One seat's place in the ranking: equal chips share a place.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// 1 = first.
    pub place: usize,
    pub seat: Seat,
    pub chips: i32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    rules: Rules,
    first_dealer: Seat,
    chips: [i32; PLAYERS],
    pot: u32,
    pledges: [bool; PLAYERS],
    next_dealer: Seat,
    history: Vec<PlayedDeal>,
    current: Option<Current>,
}

impl Session {
    /// A new session: every player holds `start_chips`, the pot is empty, nobody holds a
    /// pledge. The app draws `first_dealer` at random (seats above 3 count round the table).
    pub fn new(rules: Rules, first_dealer: Seat) -> Session {
        let first_dealer = Seat::at(first_dealer.index() % PLAYERS, PLAYERS).expect("below 4");
        Session {
            rules,
            first_dealer,
            chips: [rules.start_chips() as i32; PLAYERS],
            pot: 0,
            pledges: [false; PLAYERS],
            next_dealer: first_dealer,
            history: vec![],
            current: None,
        }
    }

    /// A session that starts from a given table: chips, pot and pledges as given, `dealer`
    /// to deal next. For the arena's boards and for tests; chips plus pot then need not be
    /// 4 × `start_chips`.
    pub fn with_table(
        rules: Rules,
        dealer: Seat,
        chips: [i32; PLAYERS],
        pot: u32,
        pledges: [bool; PLAYERS],
    ) -> Session {
        Session {
            chips,
            pot,
            pledges,
            ..Session::new(rules, dealer)
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn first_dealer(&self) -> Seat {
        self.first_dealer
    }

    /// Chips held per seat (may be below 0).
    pub fn chips(&self) -> [i32; PLAYERS] {
        self.chips
    }

    pub fn pot(&self) -> u32 {
        self.pot
    }

    /// Which seats hold the pledge (§4.1).
    pub fn pledges(&self) -> [bool; PLAYERS] {
        self.pledges
    }

    /// The finished deals, in order.
    pub fn history(&self) -> &[PlayedDeal] {
        &self.history
    }

    /// The deal being played, if one is.
    pub fn current(&self) -> Option<&Deal> {
        self.current.as_ref().map(|c| &c.deal)
    }

    /// The base value of the deal being played.
    pub fn base(&self) -> Option<u8> {
        self.current.as_ref().map(|c| c.base)
    }

    /// The pot before the ante of the deal being played.
    pub fn pot_before(&self) -> Option<u32> {
        self.current.as_ref().map(|c| c.pot_before)
    }

    /// Deals begun so far, the current one included.
    pub fn deals_begun(&self) -> usize {
        self.history.len() + usize::from(self.current.is_some())
    }

    /// Who deals the next deal.
    pub fn next_dealer(&self) -> Seat {
        self.next_dealer
    }

    /// Whether the session has ended: no deal in progress, and the last deal left a
    /// player at 0 chips or less, or `max_deals` deals have been dealt.
    pub fn is_over(&self) -> bool {
        if self.current.is_some() || self.history.is_empty() {
            return false;
        }
        let limit = self.rules.max_deals() as usize;
        self.chips.iter().any(|&c| c <= 0) || (limit > 0 && self.history.len() >= limit)
    }

    /// The ranking by chips held, highest first; equal chips share a place.
    pub fn standings(&self) -> Vec<Standing> {
        let mut seats: Vec<Seat> = Seat::all(PLAYERS).collect();
        seats.sort_by_key(|s| std::cmp::Reverse(self.chips[s.index()]));
        seats
            .iter()
            .map(|&seat| Standing {
                place: 1 + self
                    .chips
                    .iter()
                    .filter(|&&c| c > self.chips[seat.index()])
                    .count(),
                seat,
                chips: self.chips[seat.index()],
            })
            .collect()
    }

    fn check_can_start(&self) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::SessionOver);
        }
        if self.current.is_some() {
            return Err(RuleError::DealInProgress);
        }
        Ok(())
    }

    /// Starts the next deal with these cards (the hands seat 0 first, the undealt cards
    /// turn-up first), dealt by [`Session::next_dealer`], who antes.
    pub fn start_deal(&mut self, hands: Hands, undealt: [Card; 4]) -> Result<&Deal, RuleError> {
        self.check_can_start()?;
        let dealer = self.next_dealer;
        let deal = Deal::new(
            dealer,
            hands,
            undealt,
            self.rules.wenzel_turnup(),
            self.pledges[dealer.index()],
        )?;
        Ok(self.begin(deal))
    }

    /// Before the first deal: `dealer` deals it instead of the first dealer given.
    pub(crate) fn first_dealer_is(&mut self, dealer: Seat) {
        if self.history.is_empty() && self.current.is_none() {
            self.first_dealer = dealer;
            self.next_dealer = dealer;
        }
    }

    /// Starts the next deal from a seed (the same cards on every platform).
    pub fn start_seeded_deal(&mut self, seed: u64) -> Result<&Deal, RuleError> {
        self.check_can_start()?;
        let dealer = self.next_dealer;
        let deal = Deal::shuffled(
            dealer,
            seed,
            self.rules.wenzel_turnup(),
            self.pledges[dealer.index()],
        );
        Ok(self.begin(deal))
    }

    fn begin(&mut self, deal: Deal) -> &Deal {
        let pot_before = self.pot;
        self.chips[deal.dealer().index()] -= ANTE as i32;
        self.pot += ANTE;
        let base = base_value(pot_before, self.rules.base_value());
        let current = self.current.insert(Current {
            deal,
            pot_before,
            base,
        });
        &current.deal
    }

    /// Who must act now, if anyone.
    pub fn to_act(&self) -> Option<Seat> {
        self.current()?.to_act()
    }

    /// What the seat to act may do now.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.current().map(Deal::legal_actions).unwrap_or_default()
    }

    /// Applies an action by `seat` in the current deal; settles the deal when it ends.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let missing = if self.is_over() {
            RuleError::SessionOver
        } else {
            RuleError::NoDeal
        };
        let current = self.current.as_mut().ok_or(missing)?;
        current.deal.apply(seat, action)?;
        if current.deal.is_done() {
            self.finish();
        }
        Ok(())
    }

    /// Settles the finished deal: payments, pledge, next dealer.
    fn finish(&mut self) {
        let Some(Current {
            deal,
            pot_before,
            base,
        }) = self.current.take()
        else {
            return;
        };
        let outcome = deal.outcome(base);
        if let Some(o) = &outcome {
            for (chips, net) in self.chips.iter_mut().zip(o.settlement.net) {
                *chips += net;
            }
            // B ≤ pot and at most one winner: the pot never goes below 0.
            self.pot = u32::try_from(self.pot as i64 + o.settlement.pot as i64).unwrap_or(0);
        }
        let dealer = deal.dealer();
        if matches!(deal.take_up(), Some(TakeUp::Chosen | TakeUp::Pledged)) {
            self.pledges[dealer.index()] = deal.tricks_won()[dealer.index()] > 0;
        }
        self.next_dealer = dealer.next(PLAYERS);
        self.history.push(PlayedDeal {
            deal,
            pot_before,
            base,
            outcome,
            chips_after: self.chips,
            pot_after: self.pot,
            pledges_after: self.pledges,
        });
    }
}
