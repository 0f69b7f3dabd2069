//! The table's side of the repetition guard (§9): which parts of a position it counts
//! (`super::guard` keeps the count), and the end of a game by repetition.

use crate::event::{Event, Sink};
use crate::guard::{Guard, Snapshot, Window};
use crate::order::seat;
use crate::table::{Life, Phase, Table};
use cards::seat::MAX_PLAYERS;
use cards::{Card, Rank, Suit};
use std::cmp::Reverse;

impl Table {
    fn window(&self) -> Window {
        let reserves: usize = self.reserves.iter().map(|r| r.len()).sum();
        Window {
            second_life: self.life == Life::Second,
            stock: self.stock.len() as u8,
            turned: self.turned,
            reserves: reserves as u8,
            out_of_play: self.out_of_play.len() as u8,
        }
    }

    fn snapshot(&self) -> Snapshot {
        let mut trick = [Card::new(Suit::Spades, Rank::Two); MAX_PLAYERS];
        for (slot, card) in trick.iter_mut().zip(self.trick.cards()) {
            *slot = card;
        }
        let pending = match self.phase {
            Phase::Answer { card, .. } => Some(card),
            _ => None,
        };
        Snapshot {
            hands: self.hands,
            pending,
            trick,
            trick_len: self.trick.len() as u8,
            k: self.trick.size() as u8,
            to_act: self.to_act().map_or(u8::MAX, |s| s.index() as u8),
        }
    }

    /// Positions since the last change that cannot be undone (a draw, a card onto a
    /// reserve or out of play, an exchange, the second life, a completed trick): how long
    /// play has gone round without progress. Public: every such change is seen.
    pub fn quiet_moves(&self) -> usize {
        self.guard.moves()
    }

    /// Counts the starting position.
    pub(crate) fn guard_start(&mut self) {
        self.guard = Guard::start(self.window(), self.snapshot());
    }

    /// Counts the position after an action; true if it has now occurred a third time.
    pub(crate) fn guard_repeats(&mut self) -> bool {
        let (window, snapshot) = (self.window(), self.snapshot());
        self.guard.repeats(window, snapshot)
    }

    /// Ends the game by the guard: players not yet out rank behind those out, by fewest
    /// cards (first life: hand plus reserve, everyone); ties go against the player to act,
    /// then the player to his left, and so on.
    pub(crate) fn end_by_repetition(&mut self, log: &mut impl Sink) {
        let n = self.players();
        let to_act = self.to_act().expect("a game in play has a player to act");
        let first_life = self.life == Life::First;
        let cards = |i: usize| {
            self.hands[i].len()
                + if first_life {
                    self.reserves[i].len()
                } else {
                    0
                }
        };
        let distance = |i: usize| (i + n - to_act.index()) % n;
        let mut rest: Vec<usize> = (0..n).filter(|&i| !self.out.contains(seat(i))).collect();
        rest.sort_by_key(|&i| (cards(i), Reverse(distance(i))));
        self.repetition = true;
        log.note(Event::Repetition);
        for i in rest {
            self.go_out(seat(i), log);
        }
        self.phase = Phase::Over;
        let loser = self.out.last().expect("every seat has a place");
        log.note(Event::GameOver { loser });
    }
}
