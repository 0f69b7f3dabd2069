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
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

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
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
struct Snapshot {
    hands: [Bag; MAX_PLAYERS],
    pending: Option<Card>,
    trick: [Card; MAX_PLAYERS],
    trick_len: u8,
    k: u8,
    to_act: u8,
}

/// How often each position of the current window occurred, and how many positions the
/// window has seen. A window can run to thousands of positions (a long second-life trick
/// at a big table), so positions are counted in a hash map.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Guard {
    window: Window,
    seen: HashMap<Snapshot, u8, BuildHasherDefault<WordHasher>>,
    moves: usize,
}

/// A small fast hasher for the snapshots' words (not for hostile keys: positions come
/// from play, not from input).
#[derive(Default)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517C_C1B7_2722_0A95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
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

    /// Positions since the last change that cannot be undone (a draw, a card onto a
    /// reserve or out of play, an exchange, the second life, a completed trick): how long
    /// play has gone round without progress. Public: every such change is seen.
    pub fn quiet_moves(&self) -> usize {
        self.guard.moves
    }

    /// Counts the starting position.
    pub(crate) fn guard_start(&mut self) {
        self.guard = Guard {
            window: self.window(),
            seen: HashMap::default(),
            moves: 0,
        };
        self.guard_repeats();
    }

    /// Counts the position after an action; true if it has now occurred a third time.
    pub(crate) fn guard_repeats(&mut self) -> bool {
        let window = self.window();
        if window != self.guard.window {
            self.guard.window = window;
            self.guard.seen.clear();
            self.guard.moves = 0;
        }
        let snap = self.snapshot();
        let guard = &mut self.guard;
        guard.moves += 1;
        let count = guard.seen.entry(snap).or_insert(0);
        *count += 1;
        *count as usize > ALLOWED
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
