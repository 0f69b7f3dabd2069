//! Seeded, portable shuffling: the same seed gives the same deck natively and in wasm.
//!
//! ChaCha8 (`rand_chacha`) with our own Fisher–Yates and an unbiased bounded draw, so
//! the result depends on no platform and on no `rand` algorithm that might change.

use crate::card::Card;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The portable generator used for deals and bot sampling.
pub type GameRng = ChaCha8Rng;

pub fn rng(seed: u64) -> GameRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A uniform number in `0..n` (n ≥ 1) by rejection, identical on every platform.
pub fn below(rng: &mut impl RngCore, n: u32) -> u32 {
    debug_assert!(n > 0);
    // Reject the lowest (2^32 mod n) values so that the rest is a whole number of n's.
    let threshold = n.wrapping_neg() % n;
    loop {
        let x = rng.next_u32();
        if x >= threshold {
            return x % n;
        }
    }
}

/// Shuffles a slice in place (Fisher–Yates).
pub fn shuffle<T>(rng: &mut impl RngCore, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The 52 cards of one pack in the order a seeded shuffle gives.
pub fn shuffled_pack(seed: u64) -> Vec<Card> {
    shuffled(seed, Card::all())
}

/// Any cards (a 24-card deck, two packs) in the order a seeded shuffle gives.
pub fn shuffled(seed: u64, cards: impl IntoIterator<Item = Card>) -> Vec<Card> {
    let mut deck: Vec<Card> = cards.into_iter().collect();
    shuffle(&mut rng(seed), &mut deck);
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_pack() {
        assert_eq!(shuffled_pack(7), shuffled_pack(7));
        assert_ne!(shuffled_pack(7), shuffled_pack(8));
        let mut sorted = shuffled_pack(7);
        sorted.sort();
        assert_eq!(sorted, Card::all().collect::<Vec<_>>());
    }

    #[test]
    fn a_bounded_draw_stays_below_its_bound() {
        let mut r = rng(1);
        assert!((0..1000).all(|_| below(&mut r, 7) < 7));
    }
}
