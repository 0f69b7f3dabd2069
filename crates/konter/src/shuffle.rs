//! The Konter a Matt deck in the order a seeded shuffle gives. The generator and the
//! shuffle are the ones every game shares (`cards::shuffle`), so a seed gives the same deck
//! natively and in wasm.

use super::card::Card;
pub use cards::shuffle::{below, rng, shuffle, GameRng};

/// The 24 cards in the order a seeded shuffle gives.
pub fn shuffled_deck(seed: u64) -> [Card; 24] {
    let mut deck: [Card; 24] = std::array::from_fn(|i| Card::from_index(i).expect("below 24"));
    shuffle(&mut rng(seed), &mut deck);
    deck
}
