//! The repetition guard (§9): the game ends when a position occurs for the third time.
//!
//! A position is the life, all hands and reserves, the stock and turned card, the pending
//! led card or the trick with its k, and the player to act. Some of it only ever moves one
//! way — the stock shrinks, reserves and the cards out of play grow, the turned card only
//! gets lower, the second life follows the first — so once any of that changes, no earlier
//! position can come back. The guard therefore keeps only the positions since the last
//! such change (a "window", as chess keeps positions since the last pawn move), holding
//! the parts that can come and go: hands, the pending card or trick, k and the player to
//! act. Two positions are equal exactly when they are in one window with equal parts.

use crate::bag::Bag;
use crate::event::{Event, Sink};
use crate::order::seat;
use crate::table::{Life, Phase, Table};
use cards::seat::MAX_PLAYERS;
use cards::{Card, Rank, Suit};
use std::cmp::Reverse;

/// Times a position may occur; the next occurrence ends the game.
const ALLOWED: usize = 2;

/// What only moves one way during a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Window {
    second_life: bool,
    stock: u8,
    turned: Option<Card>,
    reserves: u8,
    out_of_play: u8,
}

/// The parts of a position that can come back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Snapshot {
    hands: [Bag; MAX_PLAYERS],
    pending: Option<Card>,
    trick: [Card; MAX_PLAYERS],
    trick_len: u8,
    k: u8,
    to_act: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Guard {
    window: Window,
    seen: Vec<Snapshot>,
}

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

    /// Counts the starting position.
    pub(crate) fn guard_start(&mut self) {
        self.guard = Guard {
            window: self.window(),
            seen: vec![self.snapshot()],
        };
    }

    /// Counts the position after an action; true if it has now occurred a third time.
    pub(crate) fn guard_repeats(&mut self) -> bool {
        let window = self.window();
        if window != self.guard.window {
            self.guard.window = window;
            self.guard.seen.clear();
        }
        let snap = self.snapshot();
        if self.guard.seen.iter().filter(|s| **s == snap).count() >= ALLOWED {
            return true;
        }
        self.guard.seen.push(snap);
        false
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
