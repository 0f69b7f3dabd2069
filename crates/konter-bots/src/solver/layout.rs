//! The cards as bits: card points of a bit set, the per-trump lookup tables in card-index
//! order ([`Tables`], which the other bots share) and the solver's own bit order
//! ([`Layout`]), in which winners, legal moves and equivalent cards are mask operations.

use konter::{Card, Lane, Rank, Suit, Trump};

/// Cards by points (bit masks over the 24 card indices).
const fn rank_mask(rank: usize) -> u32 {
    let mut m = 0;
    let mut s = 0;
    while s < 4 {
        m |= 1 << (s * 6 + rank);
        s += 1;
    }
    m
}
const ACES: u32 = rank_mask(5);
const KINGS: u32 = rank_mask(4);
const QUEENS: u32 = rank_mask(3);
const JACKS: u32 = rank_mask(2);

/// Card points of a bit set.
#[inline]
pub(super) fn points_of(bits: u32) -> i32 {
    4 * (bits & ACES).count_ones() as i32
        + 3 * (bits & KINGS).count_ones() as i32
        + 2 * (bits & QUEENS).count_ones() as i32
        + (bits & JACKS).count_ones() as i32
}

#[inline]
pub(super) fn card_points(c: u8) -> i32 {
    [0, 0, 1, 2, 3, 4][(c % 6) as usize]
}

/// Per-trump lookup tables in card-index order (the other bots use them too).
#[derive(Clone)]
pub(crate) struct Tables {
    /// Lane of each card: 0–3 plain suit, 4 trump.
    pub(crate) lane: [u8; 24],
    pub(crate) lane_mask: [u32; 5],
    /// strength[led lane][card], as `Trump::strength` (0 cannot win).
    pub(crate) strength: [[u8; 24]; 5],
    /// Cards of each lane from strongest to weakest.
    pub(crate) order: [[u8; 9]; 5],
    pub(crate) order_len: [u8; 5],
    /// Cards above a card in its own lane (bit mask).
    pub(crate) above: [u32; 24],
    pub(crate) trumps: u32,
}

impl Tables {
    pub(crate) fn new(trump: Suit) -> Tables {
        let t = Trump(trump);
        let lanes = [
            Lane::Plain(Suit::Spades),
            Lane::Plain(Suit::Hearts),
            Lane::Plain(Suit::Diamonds),
            Lane::Plain(Suit::Clubs),
            Lane::Trump,
        ];
        let mut tab = Tables {
            lane: [0; 24],
            lane_mask: [0; 5],
            strength: [[0; 24]; 5],
            order: [[0; 9]; 5],
            order_len: [0; 5],
            above: [0; 24],
            trumps: t.trumps().bits(),
        };
        for c in Card::all() {
            let l = match t.lane(c) {
                Lane::Trump => 4,
                Lane::Plain(s) => s.index(),
            };
            tab.lane[c.index()] = l as u8;
            tab.lane_mask[l] |= 1 << c.index();
            for (li, &lane) in lanes.iter().enumerate() {
                tab.strength[li][c.index()] = t.strength(c, lane);
            }
        }
        for l in 0..5 {
            let mut cards: Vec<u8> = (0..24u8).filter(|&c| tab.lane[c as usize] as usize == l).collect();
            cards.sort_by_key(|&c| std::cmp::Reverse(tab.strength[l][c as usize]));
            tab.order_len[l] = cards.len() as u8;
            for (i, &c) in cards.iter().enumerate() {
                tab.order[l][i] = c;
                tab.above[c as usize] = cards[..i].iter().fold(0, |m, &d| m | 1 << d);
            }
        }
        tab
    }
}

/// The solver's own card order for one trump: each lane's cards on contiguous bits,
/// weakest on the lowest bit, the trump lane on the top bits. Then a trick's winner is the
/// highest bit among the led lane's cards and the trumps, "the cards above" a card is one
/// mask, and equivalent cards are found with a few mask operations instead of walking
/// lane tables (move generation was most of the solver's time).
///
/// The per-bit arrays have 32 entries and the per-lane ones 8, indexed with `& 31` / `& 7`,
/// so that the hot loops carry no bounds checks (4 % fewer instructions).
#[derive(Clone)]
pub(super) struct Layout {
    /// Card index → solver bit, and back.
    pub(super) to_bit: [u8; 24],
    pub(super) to_card: [u8; 24],
    /// Lane of each bit (0–3 plain suit, 4 trump).
    pub(super) lane: [u8; 32],
    pub(super) lane_mask: [u32; 8],
    /// Cards that can win a trick led in a lane: that lane's and the trumps.
    pub(super) beats: [u32; 8],
    /// `beats` of each bit's lane.
    pub(super) beats_of: [u32; 32],
    /// Stronger cards of the same lane.
    pub(super) above: [u32; 32],
    pub(super) points: [u8; 32],
    /// Bits of the cards worth 0, 1, 2, 3, 4 points.
    pub(super) by_points: [u32; 8],
    /// The Tens (each one bit above its lane's Nine) and the lowest of the three
    /// matadors' adjacent bits (Q♦, Q♥, Q♠).
    pub(super) tens: u32,
    pub(super) matador_bit: u32,
}

impl Layout {
    pub(super) fn new(tabs: &Tables) -> Layout {
        let mut l = Layout {
            to_bit: [0; 24],
            to_card: [0; 24],
            lane: [0; 32],
            lane_mask: [0; 8],
            beats: [0; 8],
            beats_of: [0; 32],
            above: [0; 32],
            points: [0; 32],
            by_points: [0; 8],
            tens: 0,
            matador_bit: 0,
        };
        let mut next = 0usize;
        for lane in 0..5 {
            // `order` is strongest first; the weakest card takes the lowest bit.
            for &c in tabs.order[lane][..tabs.order_len[lane] as usize].iter().rev() {
                let pts = card_points(c) as usize;
                l.to_bit[c as usize] = next as u8;
                l.to_card[next] = c;
                l.lane[next] = lane as u8;
                l.lane_mask[lane] |= 1 << next;
                l.points[next] = pts as u8;
                l.by_points[pts] |= 1 << next;
                next += 1;
            }
        }
        for b in 0..24 {
            l.above[b] = l.lane_mask[l.lane[b] as usize] & !((2u32 << b) - 1);
            let c = l.to_card[b] as usize;
            if c % 6 == 1 {
                l.tens |= 1 << b;
            }
        }
        l.matador_bit = l.to_bit[Card::new(Suit::Diamonds, Rank::Queen).index()] as u32;
        for lane in 0..5 {
            l.beats[lane] = l.lane_mask[lane] | l.lane_mask[4];
        }
        for b in 0..24 {
            l.beats_of[b] = l.beats[l.lane[b] as usize];
        }
        l
    }

    /// The cards of `hand` (solver bits) that may follow a trick led in lane `led`: the
    /// lane, or trumps as well for a plain lane, or anything when void.
    #[inline(always)]
    pub(super) fn follow(&self, hand: u32, led: usize) -> u32 {
        let lane = hand & self.lane_mask[led & 7];
        if lane == 0 {
            hand
        } else if led == 4 {
            lane
        } else {
            lane | (hand & self.lane_mask[4])
        }
    }

    /// Whether card `c` of `hand` is searched through an equivalent one: an own card of its
    /// lane worth the same lies above it with none of `others` in between.
    #[inline(always)]
    pub(super) fn covered(&self, hand: u32, others: u32, c: usize) -> bool {
        let above = self.above[c & 31];
        let same = hand & above & self.by_points[self.points[c & 31] as usize & 7];
        if same == 0 {
            return false;
        }
        let o = others & above;
        o == 0 || (same & same.wrapping_neg()) < (o & o.wrapping_neg())
    }

    /// A set of card indices as solver bits.
    pub(super) fn map(&self, cards: u32) -> u32 {
        let mut out = 0;
        let mut rest = cards & 0xFF_FFFF;
        while rest != 0 {
            out |= 1 << self.to_bit[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::random_deal;
    use super::*;

    fn lane_of(l: usize) -> Lane {
        if l == 4 {
            Lane::Trump
        } else {
            Lane::Plain(Suit::ALL[l])
        }
    }

    #[test]
    fn each_lane_lies_on_contiguous_bits_weakest_lowest_trumps_on_top() {
        for suit in Suit::ALL {
            let t = Trump(suit);
            let lay = Layout::new(&Tables::new(suit));
            assert_eq!(lay.map((1 << 24) - 1), (1 << 24) - 1, "{suit:?}: every card has a bit");
            for c in Card::all() {
                let b = lay.to_bit[c.index()] as usize;
                assert_eq!(lay.to_card[b] as usize, c.index());
                assert_eq!(lay.points[b], c.points());
                assert_eq!(lay.lane_mask[lay.lane[b] as usize] >> b & 1, 1);
                assert_eq!(lane_of(lay.lane[b] as usize), t.lane(c));
            }
            for l in 0..5 {
                let m = lay.lane_mask[l];
                if m == 0 {
                    continue; // the trump suit's plain lane
                }
                assert_eq!(m >> m.trailing_zeros(), (1 << m.count_ones()) - 1, "{suit:?}: lane {l} is contiguous");
                let mut rest = m;
                while rest & (rest - 1) != 0 {
                    let (lo, next) = (rest.trailing_zeros() as usize, (rest & (rest - 1)).trailing_zeros() as usize);
                    let card = |b: usize| Card::from_index(lay.to_card[b] as usize).unwrap();
                    assert!(t.strength(card(lo), lane_of(l)) < t.strength(card(next), lane_of(l)), "{suit:?}: higher bit, stronger card");
                    rest &= rest - 1;
                }
            }
            assert_eq!(31 - lay.lane_mask[4].leading_zeros(), 23, "{suit:?}: the trumps are on top");
        }
    }

    #[test]
    fn follow_is_the_engines_follow_rule() {
        for seed in 0..300 {
            let deal = random_deal(seed, (seed % 20) as usize);
            let suit = deal.trump().unwrap();
            let (t, lay) = (Trump(suit), Layout::new(&Tables::new(suit)));
            for hand in deal.remaining_hands() {
                for l in 0..5 {
                    let want = lay.map(t.legal(hand, Some(lane_of(l))).bits());
                    assert_eq!(lay.follow(lay.map(hand.bits()), l), want, "seed {seed}, lane {l}");
                }
            }
        }
    }

    /// A card is covered when an own card of its lane worth the same is stronger with no
    /// other card still out in between: the two are worth the same in any play.
    #[test]
    fn covered_cards_have_an_own_equal_card_next_above() {
        for seed in 0..300 {
            let deal = random_deal(seed, (seed % 20) as usize);
            let suit = deal.trump().unwrap();
            let (t, lay) = (Trump(suit), Layout::new(&Tables::new(suit)));
            let hands = deal.remaining_hands();
            let out = hands.iter().fold(0, |m, h| m | h.bits());
            for hand in hands {
                let others = out & !hand.bits();
                for c in hand {
                    let lane = t.lane(c);
                    let between = |d: Card, o: Card| t.lane(o) == lane && t.strength(c, lane) < t.strength(o, lane) && t.strength(o, lane) < t.strength(d, lane);
                    let want = hand.iter().any(|d| {
                        t.lane(d) == lane
                            && d.points() == c.points()
                            && t.strength(d, lane) > t.strength(c, lane)
                            && !Card::all().any(|o| others >> o.index() & 1 == 1 && between(d, o))
                    });
                    let bit = lay.to_bit[c.index()] as usize;
                    assert_eq!(lay.covered(lay.map(hand.bits()), lay.map(others), bit), want, "seed {seed}: {c:?}");
                }
            }
        }
    }

    #[test]
    fn points_of_counts_card_points() {
        for seed in 0..100 {
            for hand in random_deal(seed, 0).remaining_hands() {
                assert_eq!(points_of(hand.bits()), hand.iter().map(|c| c.points() as i32).sum::<i32>());
            }
        }
        assert_eq!(points_of((1 << 24) - 1), 40);
    }
}
