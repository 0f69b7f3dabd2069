//! A position to solve, in card-index bits (every hand known, possibly in the middle of a
//! trick), and the outcome level of a finished one.

use super::layout::{card_points, Tables};
use super::OutcomeLevel;
use konter::{Deal, Suit};

/// A position to solve: every hand known, possibly in the middle of a trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) trump: Suit,
    /// Remaining cards per seat (bit sets).
    pub(crate) hands: [u32; 4],
    /// Leader of the current trick.
    pub(crate) leader: u8,
    /// Cards already played to the current trick, in order.
    pub(crate) trick: [u8; 4],
    pub(crate) trick_len: u8,
    /// Points and tricks taken in completed tricks, `[A, B]`.
    pub(crate) points: [u8; 2],
    pub(crate) tricks: [u8; 2],
    /// The team (0 = A, 1 = B) that named trump.
    pub(crate) trump_team: u8,
}

impl Position {
    /// The position of a deal in play (hidden information: for the oracle, tests and worlds).
    pub fn from_deal(deal: &Deal) -> Option<Position> {
        let trump = deal.trump()?;
        if deal.is_finished() {
            return None;
        }
        let (leader, cards) = deal.current_trick();
        let mut trick = [0u8; 4];
        for (i, c) in cards.iter().enumerate() {
            trick[i] = c.index() as u8;
        }
        Some(Position {
            trump,
            hands: deal.remaining_hands().map(|h| h.bits()),
            leader: leader.index() as u8,
            trick,
            trick_len: cards.len() as u8,
            points: deal.points(),
            tricks: deal.tricks_won(),
            trump_team: deal.trump_team().index() as u8,
        })
    }

    pub(crate) fn to_act(self) -> u8 {
        (self.leader + self.trick_len) % 4
    }

    /// Plays a card (assumed legal) for the seat to act.
    pub(crate) fn play(&mut self, card: u8, tabs: &Tables) {
        let p = self.to_act() as usize;
        self.hands[p] &= !(1 << card);
        self.trick[self.trick_len as usize] = card;
        self.trick_len += 1;
        if self.trick_len == 4 {
            let led = tabs.lane[self.trick[0] as usize] as usize;
            let w = winner_of(&self.trick, &tabs.strength[led]);
            let seat = (self.leader as usize + w) % 4;
            self.points[seat % 2] += trick_points(&self.trick) as u8;
            self.tricks[seat % 2] += 1;
            self.leader = seat as u8;
            self.trick_len = 0;
        }
    }

    pub(crate) fn is_over(&self) -> bool {
        self.trick_len == 0 && self.hands.iter().all(|&h| h == 0)
    }

    /// The outcome level of a finished position.
    pub(super) fn final_level(&self) -> OutcomeLevel {
        let t = self.trump_team as usize;
        level_of(self.points[t], self.tricks[t], self.tricks[1 - t])
    }
}

/// The outcome level from the trump team's points and both teams' tricks at the end.
pub(crate) fn level_of(trump_points: u8, trump_tricks: u8, defender_tricks: u8) -> OutcomeLevel {
    if trump_points >= 21 {
        if defender_tricks == 0 {
            4
        } else {
            3
        }
    } else if trump_points == 20 {
        2
    } else if trump_tricks > 0 {
        1
    } else {
        0
    }
}

#[inline]
fn winner_of(trick: &[u8; 4], strength: &[u8; 24]) -> usize {
    let mut best = 0;
    let mut bs = strength[trick[0] as usize];
    for i in 1..4 {
        let s = strength[trick[i] as usize];
        if s > bs {
            bs = s;
            best = i;
        }
    }
    best
}

#[inline]
fn trick_points(trick: &[u8; 4]) -> i32 {
    trick.iter().map(|&c| card_points(c)).sum()
}

#[cfg(test)]
mod tests {
    use super::super::testing::{engine_level, random_deal};
    use super::*;
    use konter::shuffle::{below, rng};
    use konter::Action;

    #[test]
    fn level_of_reads_points_then_tricks() {
        assert_eq!(level_of(40, 6, 0), 4);
        assert_eq!(level_of(21, 1, 0), 4);
        assert_eq!(level_of(21, 5, 1), 3);
        assert_eq!(level_of(20, 3, 3), 2);
        assert_eq!(level_of(19, 5, 1), 1);
        assert_eq!(level_of(0, 1, 5), 1);
        assert_eq!(level_of(0, 0, 6), 0);
    }

    /// Card by card, a position keeps step with the engine's deal: hands, trick, leader,
    /// points and tricks, the seat to act, and at the end the outcome level.
    #[test]
    fn play_keeps_step_with_the_engine() {
        for seed in 0..300 {
            let mut deal = random_deal(seed, 0);
            let mut pos = Position::from_deal(&deal).unwrap();
            let tabs = Tables::new(pos.trump);
            let mut r = rng(seed);
            while !deal.is_finished() {
                let legal = deal.legal_cards();
                let c = legal.nth(below(&mut r, legal.len() as u32) as usize).unwrap();
                deal.apply(Action::Play(c)).unwrap();
                pos.play(c.index() as u8, &tabs);
                if let Some(want) = Position::from_deal(&deal) {
                    let n = want.trick_len as usize;
                    assert_eq!((pos.hands, pos.leader, pos.trick_len), (want.hands, want.leader, want.trick_len), "seed {seed}");
                    assert_eq!((pos.trick[..n].to_vec(), pos.points, pos.tricks), (want.trick[..n].to_vec(), want.points, want.tricks), "seed {seed}");
                    assert_eq!(Some(pos.to_act() as usize), deal.to_act().map(|s| s.index()), "seed {seed}");
                }
            }
            assert!(pos.is_over(), "seed {seed}");
            assert_eq!(pos.final_level(), engine_level(&deal), "seed {seed}");
        }
    }
}
