//! Worlds consistent with what a seat knows: the other three hands, drawn from the cards
//! it has not seen, each seat getting as many cards as it still holds, none of a lane it
//! has shown itself void in, and the matadors its announcement proves.
//!
//! Sampling is exactly uniform over those worlds: a small dynamic programme counts the
//! ways to split each lane's unseen cards among the seats that may hold them (states are
//! the seats' remaining capacities, at most 7³), and the splits are drawn lane by lane in
//! proportion to those counts. When there are few worlds, [`enumerate`] lists them all.
//!
//! What forehand named trump from is soft evidence, used as a weight rather than a
//! constraint: [`forehand_weight`] is the chance that forehand, holding the world's six
//! cards and seeing a random three of them first, names the trump it named (by the trump
//! table's policy, softened).

use super::knowledge::Knowledge;
use super::trump_table;
use konter::shuffle::{below, shuffle, GameRng};
use rand::RngCore;

/// Ways to split the remaining lanes, indexed [lane][c0][c1][c2] (capacities of the three
/// other seats in playing order after me).
pub struct Sampler {
    seats: [usize; 3],
    /// Free (not must-held) unseen cards per lane, as card indices.
    lane_cards: [Vec<u8>; 5],
    /// Whether each of the three seats may hold lane `l`.
    eligible: [[bool; 3]; 5],
    cap: [usize; 3],
    must: [u32; 4],
    ways: Vec<f64>,
    total: f64,
}

const FACT: [f64; 25] = {
    let mut f = [1.0; 25];
    let mut i = 1;
    while i < 25 {
        f[i] = f[i - 1] * i as f64;
        i += 1;
    }
    f
};

#[inline]
fn idx(l: usize, c: [usize; 3]) -> usize {
    ((l * 7 + c[0]) * 7 + c[1]) * 7 + c[2]
}

impl Sampler {
    pub fn new(k: &Knowledge) -> Sampler {
        Self::build(k, true).filter(|s| s.total > 0.0).unwrap_or_else(|| {
            // Inconsistent evidence (cannot happen with legal play): drop the voids.
            Self::build(k, false).expect("capacities match the unseen cards")
        })
    }

    fn build(k: &Knowledge, use_voids: bool) -> Option<Sampler> {
        let seats = k.others();
        let all_must = k.must.iter().fold(0, |a, &m| a | m);
        let mut cap = [0usize; 3];
        for (i, &s) in seats.iter().enumerate() {
            let held = k.must[s].count_ones() as usize;
            cap[i] = (k.count[s] as usize).checked_sub(held)?;
        }
        let free = k.unseen & !all_must;
        if free.count_ones() as usize != cap.iter().sum::<usize>() {
            return None;
        }
        let mut lane_cards: [Vec<u8>; 5] = Default::default();
        let mut eligible = [[true; 3]; 5];
        for l in 0..5 {
            let mut bits = free & k.tabs.lane_mask[l];
            while bits != 0 {
                lane_cards[l].push(bits.trailing_zeros() as u8);
                bits &= bits - 1;
            }
            for (i, &s) in seats.iter().enumerate() {
                eligible[l][i] = !use_voids || k.void[s] & (1 << l) == 0;
            }
        }
        let mut sampler =
            Sampler { seats, lane_cards, eligible, cap, must: k.must, ways: vec![0.0; 6 * 343], total: 0.0 };
        sampler.count_ways();
        Some(sampler)
    }

    fn splits(&self, l: usize, c: [usize; 3]) -> impl Iterator<Item = [usize; 3]> + '_ {
        let n = self.lane_cards[l].len();
        let el = self.eligible[l];
        let max = move |i: usize| if el[i] { c[i].min(n) } else { 0 };
        (0..=max(0)).flat_map(move |k0| {
            (0..=max(1)).filter_map(move |k1| {
                let k2 = n.checked_sub(k0 + k1)?;
                (k2 <= max(2)).then_some([k0, k1, k2])
            })
        })
    }

    fn count_ways(&mut self) {
        self.ways[idx(5, [0, 0, 0])] = 1.0;
        for l in (0..5).rev() {
            let n = self.lane_cards[l].len();
            for c0 in 0..=self.cap[0] {
                for c1 in 0..=self.cap[1] {
                    for c2 in 0..=self.cap[2] {
                        let c = [c0, c1, c2];
                        let mut w = 0.0;
                        for k in self.splits(l, c) {
                            let rest = [c0 - k[0], c1 - k[1], c2 - k[2]];
                            let after = self.ways[idx(l + 1, rest)];
                            if after > 0.0 {
                                w += FACT[n] / (FACT[k[0]] * FACT[k[1]] * FACT[k[2]]) * after;
                            }
                        }
                        self.ways[idx(l, c)] = w;
                    }
                }
            }
        }
        self.total = self.ways[idx(0, self.cap)];
    }

    /// How many worlds are consistent with the evidence.
    pub fn world_count(&self) -> f64 {
        self.total
    }

    /// A uniformly drawn world: the hands of all seats (mine left empty).
    pub fn sample(&self, rng: &mut GameRng) -> [u32; 4] {
        let mut hands = self.must;
        let mut c = self.cap;
        for l in 0..5 {
            let n = self.lane_cards[l].len();
            let total = self.ways[idx(l, c)];
            let mut x = unit(rng) * total;
            let mut chosen = None;
            let mut last_ok = None;
            for k in self.splits(l, c) {
                let rest = [c[0] - k[0], c[1] - k[1], c[2] - k[2]];
                let w = FACT[n] / (FACT[k[0]] * FACT[k[1]] * FACT[k[2]]) * self.ways[idx(l + 1, rest)];
                if w > 0.0 {
                    last_ok = Some(k);
                    if x < w {
                        chosen = Some(k);
                        break;
                    }
                    x -= w;
                }
            }
            let k = chosen.or(last_ok).expect("a consistent split");
            let mut cards = self.lane_cards[l].clone();
            shuffle(rng, &mut cards);
            let mut at = 0;
            for i in 0..3 {
                for &card in &cards[at..at + k[i]] {
                    hands[self.seats[i]] |= 1 << card;
                }
                at += k[i];
                c[i] -= k[i];
            }
        }
        hands
    }

    /// Every consistent world, if there are at most `limit` of them.
    pub fn enumerate(&self, limit: usize) -> Option<Vec<[u32; 4]>> {
        if self.total > limit as f64 {
            return None;
        }
        let mut cards = vec![];
        for l in 0..5 {
            for &c in &self.lane_cards[l] {
                cards.push((c, l));
            }
        }
        let mut out = Vec::with_capacity(self.total as usize);
        let mut hands = self.must;
        let mut cap = self.cap;
        self.rec(&cards, 0, &mut hands, &mut cap, &mut out);
        Some(out)
    }

    fn rec(&self, cards: &[(u8, usize)], i: usize, hands: &mut [u32; 4], cap: &mut [usize; 3], out: &mut Vec<[u32; 4]>) {
        if i == cards.len() {
            out.push(*hands);
            return;
        }
        let (c, l) = cards[i];
        for s in 0..3 {
            if cap[s] > 0 && self.eligible[l][s] {
                cap[s] -= 1;
                hands[self.seats[s]] |= 1 << c;
                self.rec(cards, i + 1, hands, cap, out);
                hands[self.seats[s]] &= !(1 << c);
                cap[s] += 1;
            }
        }
    }
}

/// A uniform number in [0, 1).
pub fn unit(rng: &mut GameRng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// The likelihood that forehand names the trump it named if the world is true: the mean,
/// over the 20 possible first packets among its six dealt cards, of the trump table's
/// probability of that choice, softened by `softness` (the temperature in thousandths,
/// [`trump_table::choice_probabilities`]). 1 when I am forehand (I know my packet).
pub fn forehand_weight(k: &Knowledge, world: &[u32; 4], softness: u16) -> f64 {
    let f = k.forehand;
    if f == k.me {
        return 1.0;
    }
    let dealt = world[f] | k.played_by[f];
    let mut cards = [0u8; 6];
    let mut n = 0;
    let mut bits = dealt;
    while bits != 0 && n < 6 {
        cards[n] = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        n += 1;
    }
    if n < 6 {
        return 1.0;
    }
    let t = k.trump.index();
    let mut sum = 0.0;
    for a in 0..6 {
        for b in a + 1..6 {
            for c in b + 1..6 {
                let packet = 1u32 << cards[a] | 1 << cards[b] | 1 << cards[c];
                sum += trump_table::choice_probabilities(packet, softness)[t] as f64;
            }
        }
    }
    sum / 20.0
}

/// A random index below `n` (helper for bots).
pub fn pick(rng: &mut GameRng, n: usize) -> usize {
    below(rng, n as u32) as usize
}

/// The deal a world stands for: my cards as I saw them dealt, the others' played and
/// sampled cards, and every public event replayed. None if the world does not fit.
pub fn world_deal(view: &konter::SeatView, k: &Knowledge, world: &[u32; 4]) -> Option<konter::Deal> {
    let mut deal = world_before_play(view, k, world)?;
    for e in &view.events {
        deal.apply(e.action()).ok()?;
    }
    Some(deal)
}

/// The deal a world stands for, as it was when trump had just been named (no event yet).
pub fn world_before_play(view: &konter::SeatView, k: &Knowledge, world: &[u32; 4]) -> Option<konter::Deal> {
    use konter::{Action, Card, Deal};
    let mut hands = [[Card::from_index(0)?; 6]; 4];
    for s in 0..4 {
        let cards: Vec<Card> = if s == k.me {
            view.seen.clone()
        } else {
            let bits = world[s] | k.played_by[s];
            (0..24).filter(|&c| bits & (1 << c) != 0).filter_map(Card::from_index).collect()
        };
        if cards.len() != 6 {
            return None;
        }
        hands[s].copy_from_slice(&cards);
    }
    let mut deal = Deal::new(view.dealer, hands).ok()?;
    deal.apply(Action::NameTrump(k.trump)).ok()?;
    Some(deal)
}
