//! Who wins a deal and what it pays (rule book §3.1, §7, §8): the base value, the pot
//! payments of the active players and the side payments for a match, a failed match and
//! a revolt. Every amount of the game is here.

use crate::card::TRICKS;
use crate::contract::{Contract, Mode};
use crate::rules::BaseValue;
use cards::Seat;
use serde::{Deserialize, Serialize};

pub const PLAYERS: usize = 4;
/// The dealer's ante into the pot.
pub const ANTE: u32 = 1;
/// The base value is the pot clamped to 1..=4.
pub const MIN_BASE: u32 = 1;
pub const MAX_BASE: u32 = 4;
/// Tricks that win a deal outright; otherwise the first to this many less one wins.
pub const WINNING_TRICKS: u8 = 3;
/// The match bonus and the revolt payment before doubling.
pub const SIDE_UNIT: u32 = 1;
/// What a match announcer who misses the match pays every opponent.
pub const FAILED_MATCH: u32 = 2;

/// The base value B of a deal, from the pot before the dealer's ante.
pub fn base_value(pot_before_ante: u32, rule: BaseValue) -> u8 {
    let measured = match rule {
        BaseValue::AfterAnte => pot_before_ante.saturating_add(ANTE),
        BaseValue::BeforeAnte => pot_before_ante,
    };
    measured.clamp(MIN_BASE, MAX_BASE) as u8
}

/// Tricks per seat from the trick winners.
pub fn tricks_per_seat(trick_winners: &[Seat]) -> [u8; PLAYERS] {
    let mut tricks = [0; PLAYERS];
    for w in trick_winners {
        if let Some(t) = tricks.get_mut(w.index()) {
            *t += 1;
        }
    }
    tricks
}

/// The deal's winner from the trick winners in order: a player with 3 or more tricks,
/// otherwise the first to win 2. `None` while it is not decided yet.
pub fn deal_winner(trick_winners: &[Seat]) -> Option<Seat> {
    let mut tricks = [0u8; PLAYERS];
    let mut first_to_two = None;
    for w in trick_winners {
        let t = tricks.get_mut(w.index())?;
        *t += 1;
        if *t == WINNING_TRICKS - 1 && first_to_two.is_none() {
            first_to_two = Some(*w);
        }
    }
    let outright = trick_winners
        .iter()
        .copied()
        .find(|w| tricks[w.index()] >= WINNING_TRICKS);
    outright.or(first_to_two.filter(|_| trick_winners.len() == TRICKS))
}

/// Who pays or receives: a seat or the pot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Party {
    Pot,
    Seat(Seat),
}

/// Why a payment is made.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// An active player receives B from the pot or pays B into it.
    Base,
    /// The soloist took all five tricks.
    Match,
    /// A match announcer took fewer than five.
    FailedMatch,
    /// An active player took no trick.
    Revolt,
}

impl Reason {
    /// `base`, `match`, `failed_match`, `revolt`.
    pub fn code(self) -> &'static str {
        match self {
            Reason::Base => "base",
            Reason::Match => "match",
            Reason::FailedMatch => "failed_match",
            Reason::Revolt => "revolt",
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    pub from: Party,
    pub to: Party,
    pub amount: u32,
    pub reason: Reason,
}

/// A deal's payments, and what they add up to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settlement {
    /// In order: pot payments (soloist, contra, recontra), then side payments.
    pub payments: Vec<Payment>,
    /// Chips won (+) or lost (−) per seat.
    pub net: [i32; PLAYERS],
    /// What the pot gains (+) or loses (−).
    pub pot: i32,
}

impl Settlement {
    fn pay(&mut self, from: Party, to: Party, amount: u32, reason: Reason) {
        if amount == 0 {
            return;
        }
        for (party, sign) in [(from, -1), (to, 1)] {
            let delta = sign * amount as i32;
            match party {
                Party::Pot => self.pot += delta,
                Party::Seat(s) => self.net[s.index()] += delta,
            }
        }
        self.payments.push(Payment {
            from,
            to,
            amount,
            reason,
        });
    }
}

/// The payments of a played deal (§8), the ante excluded.
pub fn settle(contract: &Contract, base: u8, tricks: [u8; PLAYERS], winner: Seat) -> Settlement {
    let mut s = Settlement {
        payments: vec![],
        net: [0; PLAYERS],
        pot: 0,
    };
    let base = base as u32;
    for active in contract.actives() {
        if active == winner {
            s.pay(Party::Pot, Party::Seat(active), base, Reason::Base);
        } else {
            s.pay(Party::Seat(active), Party::Pot, base, Reason::Base);
        }
    }
    let doubled = |unit: u32, twice: bool| if twice { 2 * unit } else { unit };
    let preferred = contract.trump_is_preferred();
    let soloist = contract.soloist;
    let opponents = |seat: Seat| seat.round(PLAYERS).skip(1);
    if tricks[soloist.index()] as usize == TRICKS {
        let m = doubled(doubled(SIDE_UNIT, preferred), contract.mode == Mode::Match);
        for o in opponents(soloist) {
            s.pay(Party::Seat(o), Party::Seat(soloist), m, Reason::Match);
        }
    } else if contract.mode == Mode::Match {
        for o in opponents(soloist) {
            s.pay(
                Party::Seat(soloist),
                Party::Seat(o),
                FAILED_MATCH,
                Reason::FailedMatch,
            );
        }
    }
    let r = doubled(SIDE_UNIT, preferred);
    for active in contract.actives() {
        if tricks[active.index()] == 0 {
            for o in opponents(active) {
                s.pay(Party::Seat(active), Party::Seat(o), r, Reason::Revolt);
            }
        }
    }
    s
}

/// A played deal's result: the contract, the tricks, the winner and the payments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub contract: Contract,
    pub base: u8,
    pub tricks: [u8; PLAYERS],
    pub winner: Seat,
    pub settlement: Settlement,
}

impl Outcome {
    /// Seats that took no trick.
    pub fn revolted(&self) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(PLAYERS).filter(|s| self.tricks[s.index()] == 0)
    }

    /// Whether the soloist took all five tricks.
    pub fn is_match(&self) -> bool {
        self.tricks[self.contract.soloist.index()] as usize == TRICKS
    }
}

/// A party travels as its seat number or `"pot"`.
impl Serialize for Party {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Party::Pot => s.serialize_str("pot"),
            Party::Seat(seat) => seat.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Party {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Party, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Seat(Seat),
            Word(String),
        }
        match Repr::deserialize(d)? {
            Repr::Seat(seat) => Ok(Party::Seat(seat)),
            Repr::Word(w) if w == "pot" => Ok(Party::Pot),
            Repr::Word(w) => Err(serde::de::Error::custom(format!(
                "{w:?} is neither a seat nor \"pot\""
            ))),
        }
    }
}
