//! The transposition table: bounds on team A's future points and tricks at trick
//! boundaries, under a key that ignores relative ranks within runs of equal points; and
//! a small table of bounds on the last two tricks.

use super::Solver;

/// A table entry packed in 16 bytes (half the cache misses of a plain struct): the key
/// (four hands, leader, trump: 100 bits; 0 = empty), bounds on team A's future points and
/// tricks (lo ≤ value ≤ hi), and the lead (solver bit + 1, 0 = none) that last proved a
/// bound here, tried first; and the generation (position loaded) that last used it.
#[derive(Copy, Clone, Default)]
pub(super) struct Entry(u128);

const KEY_MASK: u128 = (1 << 100) - 1;
/// (first bit, width) of each field above the key.
const LO_P: (u32, u32) = (100, 6);
const HI_P: (u32, u32) = (106, 6);
const LO_T: (u32, u32) = (112, 3);
const HI_T: (u32, u32) = (115, 3);
const BEST: (u32, u32) = (118, 5);
const GEN: (u32, u32) = (123, 5);

impl Entry {
    #[inline]
    fn key(self) -> u128 {
        self.0 & KEY_MASK
    }
    #[inline]
    fn get(self, (at, width): (u32, u32)) -> u8 {
        ((self.0 >> at) & ((1 << width) - 1)) as u8
    }
    #[inline]
    fn set(&mut self, (at, width): (u32, u32), v: u8) {
        let m = ((1u128 << width) - 1) << at;
        self.0 = (self.0 & !m) | (((v as u128) << at) & m);
    }
}

/// PACK3[r][x]: the bits of `x` (a subset of `r`) moved down to where they lie among the
/// bits of `r` (a 3-bit parallel extract).
const PACK3: [[u8; 8]; 8] = {
    let mut t = [[0u8; 8]; 8];
    let mut r = 0;
    while r < 8 {
        let mut x = 0;
        while x < 8 {
            let (mut out, mut k, mut b) = (0u8, 0, 0);
            while b < 3 {
                if (r >> b) & 1 == 1 {
                    if (x >> b) & 1 == 1 {
                        out |= 1 << k;
                    }
                    k += 1;
                }
                b += 1;
            }
            t[r][x] = out;
            x += 1;
        }
        r += 1;
    }
    t
};

impl Solver {
    /// The table key: the hands with cards that only differ from a card out by being
    /// another of an adjacent run worth the same (a Nine and Ten, the matadors) moved to
    /// the run's lowest bits, so positions equal up to relative ranks and points share
    /// an entry.
    #[inline]
    pub(super) fn key(&self) -> u128 {
        let lay = &self.layouts[self.t & 3];
        let all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        let lone_tens = lay.tens & !(all << 1);
        let q = lay.matador_bit;
        let qr = ((all >> q) & 7) as usize;
        let h = self.hands.map(|h| {
            let m = h & lone_tens;
            let h = h ^ m ^ (m >> 1);
            (h & !(7 << q)) | (PACK3[qr][((h >> q) & 7) as usize] as u32) << q
        });
        (h[0] as u128)
            | (h[1] as u128) << 24
            | (h[2] as u128) << 48
            | (h[3] as u128) << 72
            | (self.leader as u128) << 96
            | (self.t as u128) << 98
    }

    /// The key's hash (MurmurHash3's finaliser: every key bit reaches the low bits; the
    /// former multiply-and-fold ignored 16 of them, one seat's plain cards, and a quarter
    /// of the stores evicted an entry of the same search).
    #[inline]
    fn slot(key: u128) -> usize {
        let mut x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x = x.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
        (x ^ (x >> 33)) as usize
    }


    /// The slot for `key` (at a trick boundary) and, when it holds `key`, its bounds on
    /// the metric (points if `POINTS`, else tricks) and the lead that last proved one (a
    /// solver bit + 1, 0 = none). Two entries per bucket: the one holding this key, else
    /// (to fill) one of an older generation, else the one with fewer cards left (cheaper
    /// to search again), keeping bigger subtrees.
    #[inline(always)]
    pub(super) fn probe<const POINTS: bool>(&self, key: u128) -> (usize, Option<(i32, i32, u8)>) {
        let pair = Self::slot(key | 1 << 100) & self.tt_mask & !1;
        let gen = self.generation;
        let worth = |e: Entry| ((e.get(GEN) == gen) as u32) << 8 | (e.key() & ((1 << 96) - 1)).count_ones();
        let (a, b) = (self.tt[pair], self.tt[pair | 1]);
        let slot = if a.key() == key {
            pair
        } else if b.key() == key || worth(b) <= worth(a) {
            pair | 1
        } else {
            pair
        };
        let e = self.tt[slot];
        if e.key() != key {
            return (slot, None);
        }
        let (lo, hi) = if POINTS { (e.get(LO_P) as i32, e.get(HI_P) as i32) } else { (e.get(LO_T) as i32, e.get(HI_T) as i32) };
        (slot, Some((lo, hi, e.get(BEST))))
    }

    /// Stores the result of a search at a trick boundary (`slot` chosen for `key` by
    /// [`Self::bound`]): the bound it proves, and `cut_by`, the move that proved it.
    #[inline(always)]
    pub(super) fn store<const POINTS: bool>(&mut self, slot: usize, key: u128, need: i32, result: i32, cut_by: u8) {
        let e = &mut self.tt[slot];
        if e.key() != key {
            let tricks = self.hands[self.leader].count_ones() as u8;
            *e = Entry(key);
            e.set(HI_P, 40);
            e.set(HI_T, tricks);
        }
        e.set(GEN, self.generation);
        if cut_by != 0 {
            e.set(BEST, cut_by);
        }
        let v = result.clamp(0, 40) as u8;
        match (POINTS, result >= need) {
            (true, true) => e.set(LO_P, e.get(LO_P).max(v)),
            (true, false) => e.set(HI_P, e.get(HI_P).min(v)),
            (false, true) => e.set(LO_T, e.get(LO_T).max(v.min(7))),
            (false, false) => e.set(HI_T, e.get(HI_T).min(v)),
        }
    }
}

/// A small table of bounds on the last two tricks' values (a position of eight cards was
/// played out about twice per probe), direct-mapped, never cleared: like the main table's,
/// its entries are facts about card layouts. An entry: the four hands from the leader on
/// (96 bits), the leading team, the metric (points or tricks) and the trump (100 bits),
/// then a lower and an upper bound (6 bits each).
pub(super) struct TwoTable(Box<[u128; TWO_SIZE]>);

const TWO_BITS: u32 = 13;
const TWO_SIZE: usize = 1 << TWO_BITS;

impl TwoTable {
    pub(super) fn new() -> TwoTable {
        TwoTable(vec![0u128; TWO_SIZE].into_boxed_slice().try_into().expect("TWO_SIZE entries"))
    }

    /// The fail-soft bound of `search` (the two-trick minimax for `need`) from the table
    /// when its bounds decide, else searched and stored.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(super) fn bound(&mut self, t: usize, h: [u32; 4], a0: bool, points: bool, total: i32, need: i32, search: impl FnOnce() -> i32) -> i32 {
        let key = h[0] as u128 | (h[1] as u128) << 24 | (h[2] as u128) << 48 | (h[3] as u128) << 72 | (a0 as u128) << 96 | (points as u128) << 97 | (t as u128) << 98;
        let x = ((key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        let slot = (x >> (64 - TWO_BITS)) as usize & (TWO_SIZE - 1);
        let e = self.0[slot];
        let (mut lo, mut hi) = (0, if points { total } else { 2 });
        if e & KEY_MASK == key {
            lo = (e >> 100) as i32 & 63;
            hi = (e >> 106) as i32 & 63;
            if need <= lo {
                return lo;
            }
            if need > hi {
                return hi;
            }
        }
        let v = search();
        if v >= need {
            lo = v;
        } else {
            hi = v;
        }
        self.0[slot] = key | (lo as u128) << 100 | (hi as u128) << 106;
        v
    }
}

#[cfg(test)]
mod tests {
    use super::super::Position;
    use super::*;
    use konter::{Card, Rank, Suit};

    const FIELDS: [(u32, u32); 6] = [LO_P, HI_P, LO_T, HI_T, BEST, GEN];

    #[test]
    fn entry_fields_keep_to_their_bits() {
        for (i, &f) in FIELDS.iter().enumerate() {
            assert!(f.0 >= 100 && f.0 + f.1 <= 128, "field {i} lies above the key");
            let mut e = Entry(KEY_MASK);
            for (j, &g) in FIELDS.iter().enumerate() {
                e.set(g, j as u8 + 1);
            }
            for v in [(1u32 << f.1) - 1, 0, 5] {
                e.set(f, v as u8);
                assert_eq!(e.get(f), v as u8 & ((1 << f.1) - 1) as u8);
                assert_eq!(e.key(), KEY_MASK, "field {i} leaves the key alone");
                for (j, &g) in FIELDS.iter().enumerate().filter(|&(j, _)| j != i) {
                    assert_eq!(e.get(g), j as u8 + 1, "field {i} leaves field {j} alone");
                }
            }
        }
    }

    #[test]
    fn pack3_moves_the_chosen_bits_down() {
        for (r, row) in PACK3.iter().enumerate() {
            assert_eq!(row[r] as u32, (1 << r.count_ones()) - 1);
            for b in (0..3).filter(|b| r >> b & 1 == 1) {
                assert_eq!(row[1 << b], 1 << (r & ((1 << b) - 1)).count_ones(), "r {r:03b}, bit {b}");
            }
        }
    }

    fn key_of(hands: [&[Card]; 4]) -> u128 {
        let pos = Position {
            trump: Suit::Clubs,
            hands: hands.map(|h| h.iter().fold(0, |m, c| m | 1 << c.index())),
            leader: 0,
            trick: [0; 4],
            trick_len: 0,
            points: [0, 0],
            tricks: [0, 0],
            trump_team: 0,
        };
        let mut solver = Solver::new(4);
        solver.load(&pos);
        solver.key()
    }

    /// Hands that differ only by which card of a run of equal points is held, the others
    /// of the run being gone, share an entry; when both cards are still out, they differ.
    #[test]
    fn positions_equal_up_to_relative_ranks_share_a_key() {
        use Rank::*;
        use Suit::*;
        let c = Card::new;
        let rest: [&[Card]; 3] = [&[c(Spades, King), c(Hearts, Jack)], &[c(Spades, Ace), c(Hearts, Nine)], &[c(Diamonds, Jack), c(Diamonds, King)]];
        let with = |first: Card| key_of([&[first, c(Hearts, Ace)], rest[0], rest[1], rest[2]]);
        assert_eq!(with(c(Spades, Nine)), with(c(Spades, Ten)), "a lone Nine or Ten");
        assert_ne!(with(c(Spades, Nine)), with(c(Spades, Jack)), "a Nine and a Jack");
        // The matadors, with clubs trump between the Ace and the King of clubs.
        assert_eq!(with(c(Spades, Queen)), with(c(Diamonds, Queen)), "a lone matador");
        // The Ten of spades out with another seat: the Nine and the Ten differ.
        let two = |a: Card, b: Card| key_of([&[a, c(Hearts, Ace)], &[b, c(Hearts, Jack)], rest[1], rest[2]]);
        assert_ne!(two(c(Spades, Nine), c(Spades, Ten)), two(c(Spades, Ten), c(Spades, Nine)));
    }

    #[test]
    fn the_two_trick_table_answers_when_its_bounds_decide() {
        let mut two = TwoTable::new();
        let h = [0b1, 0b10, 0b100, 0b1000];
        let never = || -> i32 { panic!("searched though the table knew") };
        assert_eq!(two.bound(0, h, true, true, 20, 5, || 7), 7);
        assert_eq!(two.bound(0, h, true, true, 20, 6, never), 7, "a lower bound of 7 answers 6");
        assert_eq!(two.bound(0, h, true, true, 20, 8, || 7), 7, "a lower bound of 7 does not answer 8");
        assert_eq!(two.bound(0, h, true, true, 20, 9, never), 7, "now 7 is exact");
        assert_eq!(two.bound(0, h, true, true, 20, 3, never), 7);
        assert_eq!(two.bound(0, h, false, true, 20, 5, || 4), 4, "the other team leading is another entry");
        assert_eq!(two.bound(1, h, true, true, 20, 5, || 3), 3, "another trump is another entry");
        assert_eq!(two.bound(0, h, true, false, 2, 1, || 2), 2, "tricks are another entry");
    }
}
