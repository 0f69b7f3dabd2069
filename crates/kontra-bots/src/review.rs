//! The review of a played deal: each card one seat played, against best play with every
//! hand open. The deal is replayed from its events, so each card is judged with the hands
//! and the contract (contra, recontra) as they stood when it was played; the exact solver
//! plays every legal card out with best play by all, and the seat's chips at the end of
//! each line say what the card was worth.

use crate::compact::{from_c, to_c, Tables};
use crate::hard::position;
use crate::solver::{Objective, Solver, Stakes};
use kontra::{Action, Card, Contract, Deal, Seat, PLAYERS};

/// One card of the seat reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardReview {
    /// The trick's number, from 1.
    pub trick: usize,
    pub played: Card,
    /// How many cards the rules allowed (1: the card was forced).
    pub choices: usize,
    /// The seat's chips from the deal with best play by all after the card played.
    pub chips: i32,
    /// The cards that would have brought the seat the most, with best play by all after
    /// them (the card played among them when it was a best card).
    pub best: Vec<Card>,
    /// The chips those cards would have brought.
    pub best_chips: i32,
}

impl CardReview {
    /// The chips the card played cost the seat against a best card (0 for a best card).
    pub fn loss(&self) -> i32 {
        self.best_chips - self.chips
    }
}

/// Why a deal cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The deal's cards or events do not replay under the rules.
    NotReplayable(String),
    /// Nobody played a card (every player passed).
    NoPlay,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::NotReplayable(why) => write!(f, "the deal does not replay: {why}"),
            ReviewError::NoPlay => write!(f, "no card was played in this deal"),
        }
    }
}

impl std::error::Error for ReviewError {}

fn allies(contract: &Contract, seat: Seat) -> [bool; PLAYERS] {
    let mut actives = [false; PLAYERS];
    for s in contract.actives() {
        actives[s.index()] = true;
    }
    Objective::allies_of(seat.index(), actives)
}

/// Every card `seat` played in `deal` (played to its end or not), in order, judged at
/// stake `base`.
pub fn review_cards(deal: &Deal, base: u8, seat: Seat) -> Result<Vec<CardReview>, ReviewError> {
    let mut replay = Deal::new(
        deal.dealer(),
        *deal.dealt_hands(),
        *deal.undealt(),
        deal.wenzel_turnup(),
        deal.pledged(),
    )
    .map_err(|e| ReviewError::NotReplayable(e.to_string()))?;
    let mut solver = Solver::new(14);
    let mut cards = Vec::new();
    for event in deal.events() {
        if let (Action::Play(card), true) = (event.action, event.seat == seat) {
            let (Some(contract), Some(pos)) = (replay.contract(), position(&replay)) else {
                return Err(ReviewError::NotReplayable(format!(
                    "{card} was played before the contract was made"
                )));
            };
            let tabs = Tables::of(contract.trump);
            let obj = Objective::new(&Stakes::new(&contract, base), allies(&contract, seat));
            solver.new_world();
            let moves = solver.moves(&pos, tabs, &obj);
            let chips_of = |c| {
                moves
                    .iter()
                    .find(|m| m.0 == c)
                    .map(|m| m.2[seat.index()] as i32)
            };
            let chips = chips_of(to_c(card)).ok_or_else(|| {
                ReviewError::NotReplayable(format!("{card} was not a legal card"))
            })?;
            let best_chips = moves
                .iter()
                .map(|m| m.2[seat.index()] as i32)
                .max()
                .unwrap_or(chips);
            cards.push(CardReview {
                trick: replay.trick_winners().len() + 1,
                played: card,
                choices: moves.len(),
                chips,
                best: moves
                    .iter()
                    .filter(|m| m.2[seat.index()] as i32 == best_chips)
                    .map(|m| from_c(m.0))
                    .collect(),
                best_chips,
            });
        }
        replay
            .apply(event.seat, event.action)
            .map_err(|e| ReviewError::NotReplayable(e.to_string()))?;
    }
    if replay.plays().is_empty() {
        return Err(ReviewError::NoPlay);
    }
    Ok(cards)
}
