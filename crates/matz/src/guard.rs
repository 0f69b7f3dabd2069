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
use cards::seat::MAX_PLAYERS;
use cards::Card;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Times a position may occur; the next occurrence ends the game.
const ALLOWED: usize = 2;

/// What only moves one way during a game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Window {
    pub second_life: bool,
    pub stock: u8,
    pub turned: Option<Card>,
    pub reserves: u8,
    pub out_of_play: u8,
}

/// The parts of a position that can come back.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Snapshot {
    pub hands: [Bag; MAX_PLAYERS],
    pub pending: Option<Card>,
    pub trick: [Card; MAX_PLAYERS],
    pub trick_len: u8,
    pub k: u8,
    pub to_act: u8,
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

impl Guard {
    /// A new game's guard, counting its starting position.
    pub(crate) fn start(window: Window, snapshot: Snapshot) -> Guard {
        let mut guard = Guard {
            window,
            ..Guard::default()
        };
        guard.repeats(window, snapshot);
        guard
    }

    /// Counts a position; true if it has now occurred a third time.
    pub(crate) fn repeats(&mut self, window: Window, snapshot: Snapshot) -> bool {
        if window != self.window {
            self.window = window;
            self.seen.clear();
            self.moves = 0;
        }
        self.moves += 1;
        let count = self.seen.entry(snapshot).or_insert(0);
        *count += 1;
        *count as usize > ALLOWED
    }

    /// Positions counted since the window began.
    pub(crate) fn moves(&self) -> usize {
        self.moves
    }
}
