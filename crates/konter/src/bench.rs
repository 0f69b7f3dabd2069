//! Random play through the public engine API, for the `konter bench` throughput figure.

use super::card::CardSet;
use super::deal::{Action, Deal};
use super::seat::Seat;
use super::suit_from_index;

pub struct BenchReport {
    pub deals: u64,
    pub seconds: f64,
    pub per_second: f64,
    /// Sum of team A's points, so the work cannot be optimised away.
    pub checksum: u64,
}

/// A tiny xorshift generator for choosing random legal cards: the bench measures the
/// engine, not the random number generator. (Deals themselves are dealt by ChaCha8.)
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn pick(&mut self, set: CardSet) -> usize {
        (((self.next() >> 32) * set.len() as u64) >> 32) as usize
    }
}

/// Plays one random complete deal from `seed` through checked transitions.
pub fn random_deal(seed: u64, rng_state: u64) -> Deal {
    let mut rng = XorShift(rng_state | 1);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(suit_from_index((rng.next() % 4) as usize))).expect("naming trump");
    while !deal.is_finished() {
        let legal = deal.legal_cards();
        let card = legal.nth(rng.pick(legal)).expect("a legal card");
        deal.apply(Action::Play(card)).expect("legal cards are accepted");
    }
    deal
}

pub fn random_deals(n: u64, seed: u64) -> BenchReport {
    let start = std::time::Instant::now();
    let mut checksum = 0u64;
    for i in 0..n {
        let deal = random_deal(seed.wrapping_add(i), i.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seed);
        checksum += deal.points()[0] as u64;
    }
    let seconds = start.elapsed().as_secs_f64();
    BenchReport { deals: n, seconds, per_second: n as f64 / seconds, checksum }
}
