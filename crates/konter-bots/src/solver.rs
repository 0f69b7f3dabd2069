//! The double-dummy solver: exact play of the remaining cards when every hand is known.
//!
//! It answers the questions a deal is scored by — does the trump team reach 21, 20, take a
//! trick, take every trick — as fail-soft null-window alpha-beta searches over bit-set
//! hands with make/unmake. A transposition table at trick boundaries stores bounds on two
//! history-independent values of the remaining cards: the card points and the tricks that
//! team A takes from here under best play (maximised by team A, minimised by team B), so
//! every probe, for either team and any threshold, shares one table; fail-soft results
//! store bounds tighter than the threshold asked. Its key is the hands up to relative
//! ranks within runs of equal points (a lone Nine or Ten, the matadors), so positions
//! differing only there share an entry. Inside, cards live in a per-trump bit order (each
//! lane contiguous, weakest lowest, trumps on top) so winners, legal moves and equivalent
//! cards (adjacent in their lane among the cards still out, same points; searched once)
//! are mask operations. Cheap cut-offs: trumps above all of the other team's trumps are
//! sure points, and one player's such trumps sure tricks. The last card of a trick is
//! scored without playing it card by card, and below the table at three tricks left the
//! rest is a small plain minimax (nested loops over one trick, then over the last two,
//! whose bounds a small table of its own keeps).
//! Move order: the lead that last proved a bound at a boundary first, then leads by a
//! history of cut-offs (kept across the positions one solver solves), and other cards by
//! a heuristic with that history breaking ties.
//!
//! [`Outcome level`](Level): 0 = trump team took no trick, 1 = lost, 2 = Stänner (20–20),
//! 3 = won, 4 = won every trick. Trump team maximises it; the defenders minimise it.

use konter::{Card, Deal, Rank, Seat, Suit, Trump};

/// Outcome of a deal from the trump team's side: 0 no trick … 4 every trick (see module doc).
pub type OutcomeLevel = u8;

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
pub fn points_of(bits: u32) -> i32 {
    4 * (bits & ACES).count_ones() as i32
        + 3 * (bits & KINGS).count_ones() as i32
        + 2 * (bits & QUEENS).count_ones() as i32
        + (bits & JACKS).count_ones() as i32
}

#[inline]
fn card_points(c: u8) -> i32 {
    [0, 0, 1, 2, 3, 4][(c % 6) as usize]
}

/// Per-trump lookup tables.
#[derive(Clone)]
pub struct Tables {
    /// Lane of each card: 0–3 plain suit, 4 trump.
    pub lane: [u8; 24],
    pub lane_mask: [u32; 5],
    /// strength[led lane][card], as `Trump::strength` (0 cannot win).
    pub strength: [[u8; 24]; 5],
    /// Cards of each lane from strongest to weakest.
    pub order: [[u8; 9]; 5],
    pub order_len: [u8; 5],
    /// Cards above a card in its own lane (bit mask).
    pub above: [u32; 24],
    pub trumps: u32,
}

impl Tables {
    pub fn new(trump: Suit) -> Tables {
        let t = Trump(trump);
        let lanes = [
            konter::Lane::Plain(Suit::Spades),
            konter::Lane::Plain(Suit::Hearts),
            konter::Lane::Plain(Suit::Diamonds),
            konter::Lane::Plain(Suit::Clubs),
            konter::Lane::Trump,
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
                konter::Lane::Trump => 4,
                konter::Lane::Plain(s) => s.index(),
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

/// A position to solve: every hand known, possibly in the middle of a trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub trump: Suit,
    /// Remaining cards per seat (bit sets).
    pub hands: [u32; 4],
    /// Leader of the current trick.
    pub leader: u8,
    /// Cards already played to the current trick, in order.
    pub trick: [u8; 4],
    pub trick_len: u8,
    /// Points and tricks taken in completed tricks, `[A, B]`.
    pub points: [u8; 2],
    pub tricks: [u8; 2],
    /// The team (0 = A, 1 = B) that named trump.
    pub trump_team: u8,
}

impl Position {
    /// The position of a deal in play (hidden information: for the oracle, tests and worlds).
    pub fn from_deal(deal: &Deal) -> Option<Position> {
        let trump = deal.trump()?;
        if deal.is_finished() {
            return None;
        }
        let (leader, cards) = deal.current_trick();
        let mut trick = [0u8; 4];
        for (i, c) in cards.iter().enumerate() {
            trick[i] = c.index() as u8;
        }
        Some(Position {
            trump,
            hands: deal.remaining_hands().map(|h| h.bits()),
            leader: leader.index() as u8,
            trick,
            trick_len: cards.len() as u8,
            points: deal.points(),
            tricks: deal.tricks_won(),
            trump_team: deal.trump_team().index() as u8,
        })
    }

    pub fn to_act(&self) -> u8 {
        (self.leader + self.trick_len) % 4
    }

    /// Plays a card (assumed legal) for the seat to act.
    pub fn play(&mut self, card: u8, tabs: &Tables) {
        let p = self.to_act() as usize;
        self.hands[p] &= !(1 << card);
        self.trick[self.trick_len as usize] = card;
        self.trick_len += 1;
        if self.trick_len == 4 {
            let led = tabs.lane[self.trick[0] as usize] as usize;
            let w = winner_of(&self.trick, &tabs.strength[led]);
            let seat = (self.leader as usize + w) % 4;
            self.points[seat % 2] += trick_points(&self.trick) as u8;
            self.tricks[seat % 2] += 1;
            self.leader = seat as u8;
            self.trick_len = 0;
        }
    }

    pub fn is_over(&self) -> bool {
        self.trick_len == 0 && self.hands.iter().all(|&h| h == 0)
    }

    /// The outcome level of a finished position.
    pub fn final_level(&self) -> OutcomeLevel {
        let t = self.trump_team as usize;
        level_of(self.points[t], self.tricks[t], self.tricks[1 - t])
    }
}

/// The outcome level from the trump team's points and both teams' tricks at the end.
pub fn level_of(trump_points: u8, trump_tricks: u8, defender_tricks: u8) -> OutcomeLevel {
    if trump_points >= 21 {
        if defender_tricks == 0 {
            4
        } else {
            3
        }
    } else if trump_points == 20 {
        2
    } else if trump_tricks > 0 {
        1
    } else {
        0
    }
}

#[inline]
fn winner_of(trick: &[u8; 4], strength: &[u8; 24]) -> usize {
    let mut best = 0;
    let mut bs = strength[trick[0] as usize];
    for i in 1..4 {
        let s = strength[trick[i] as usize];
        if s > bs {
            bs = s;
            best = i;
        }
    }
    best
}

#[inline]
fn trick_points(trick: &[u8; 4]) -> i32 {
    trick.iter().map(|&c| card_points(c)).sum()
}

/// Puts `card` (a layout bit) at place `n` of the trick in play and records who is winning
/// it after that card (`win`: the winning card, `win_at`: its place): a card of the led lane
/// or a trump beats the card winning so far when it is higher in the layout.
#[inline(always)]
fn put_in_trick(lay: &Layout, trick: &mut [u8; 4], win: &mut [u8; 4], win_at: &mut [u8; 4], n: usize, card: u8) {
    let n = n & 3;
    trick[n] = card;
    if n == 0 {
        win[0] = card;
        win_at[0] = 0;
        return;
    }
    let led = lay.lane[(trick[0] as usize) & 31] as usize;
    let w = win[(n - 1) & 3];
    if (lay.beats[led & 7] >> card) & 1 == 1 && card > w {
        win[n] = card;
        win_at[n] = n as u8;
    } else {
        win[n] = w;
        win_at[n] = win_at[(n - 1) & 3];
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
struct Layout {
    /// Card index → solver bit, and back.
    to_bit: [u8; 24],
    to_card: [u8; 24],
    /// Lane of each bit (0–3 plain suit, 4 trump).
    lane: [u8; 32],
    lane_mask: [u32; 8],
    /// Cards that can win a trick led in a lane: that lane's and the trumps.
    beats: [u32; 8],
    /// `beats` of each bit's lane.
    beats_of: [u32; 32],
    /// Stronger cards of the same lane.
    above: [u32; 32],
    points: [u8; 32],
    /// Bits of the cards worth 0, 1, 2, 3, 4 points.
    by_points: [u32; 8],
    /// The Tens (each one bit above its lane's Nine) and the lowest of the three
    /// matadors' adjacent bits (Q♦, Q♥, Q♠).
    tens: u32,
    matador_bit: u32,
}

impl Layout {
    fn new(tabs: &Tables) -> Layout {
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
    fn follow(&self, hand: u32, led: usize) -> u32 {
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
    fn covered(&self, hand: u32, others: u32, c: usize) -> bool {
        let above = self.above[c & 31];
        let same = hand & above & self.by_points[self.points[c & 31] as usize & 7];
        if same == 0 {
            return false;
        }
        let o = others & above;
        o == 0 || (same & same.wrapping_neg()) < (o & o.wrapping_neg())
    }

    /// A set of card indices as solver bits.
    fn map(&self, cards: u32) -> u32 {
        let mut out = 0;
        let mut rest = cards & 0xFF_FFFF;
        while rest != 0 {
            out |= 1 << self.to_bit[rest.trailing_zeros() as usize];
            rest &= rest - 1;
        }
        out
    }
}

/// A small table of bounds on the last two tricks' values (a position of eight cards was
/// played out about twice per probe), direct-mapped, never cleared: like the main table's,
/// its entries are facts about card layouts. An entry: the four hands from the leader on
/// (96 bits), the leading team, the metric (points or tricks) and the trump (100 bits),
/// then a lower and an upper bound (6 bits each).
struct TwoTable(Box<[u128; TWO_SIZE]>);

const TWO_BITS: u32 = 13;
const TWO_SIZE: usize = 1 << TWO_BITS;

impl TwoTable {
    fn new() -> TwoTable {
        TwoTable(vec![0u128; TWO_SIZE].into_boxed_slice().try_into().expect("TWO_SIZE entries"))
    }

    /// The fail-soft bound of `search` (the two-trick minimax for `need`) from the table
    /// when its bounds decide, else searched and stored.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn bound(&mut self, t: usize, h: [u32; 4], a0: bool, points: bool, total: i32, need: i32, search: impl FnOnce() -> i32) -> i32 {
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

/// A table entry packed in 16 bytes (half the cache misses of a plain struct): the key
/// (four hands, leader, trump: 100 bits; 0 = empty), bounds on team A's future points and
/// tricks (lo ≤ value ≤ hi), and the lead (solver bit + 1, 0 = none) that last proved a
/// bound here, tried first; and the generation (position loaded) that last used it.
#[derive(Copy, Clone, Default)]
struct Entry(u128);

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

/// The double-dummy solver with its transposition table. Reuse one solver for many
/// positions: the table's entries are exact facts about card layouts, valid in any deal.
pub struct Solver {
    tabs: [Tables; 4],
    layouts: [Layout; 4],
    tt: Vec<Entry>,
    tt_mask: usize,
    /// Nodes visited since creation (the work unit of bot budgets).
    pub nodes: u64,
    // Search state, in solver bits of trump `t`.
    t: usize,
    hands: [u32; 4],
    trick: [u8; 4],
    n: usize,
    leader: usize,
    /// After the i-th card of the trick: the card winning so far and its place in the trick.
    win: [u8; 4],
    win_at: [u8; 4],
    /// Points of the cards not yet in completed tricks (hands and the current trick).
    rem_points: i32,
    /// Those cards.
    out: u32,
    /// Disable equivalent-card pruning (for tests).
    pub no_equivalence: bool,
    /// History heuristic: per trump and solver bit, how often (and how high in the tree:
    /// 2^(cards left / 2) each time) playing that card cut the search off. Leads are tried
    /// in this order (after the table's move); it breaks ties among the other moves.
    /// Indexed by trump × 32 + bit (`& 127`: no bounds check).
    history: [u32; 128],
    /// Bumped when a different position is loaded: entries of older generations are
    /// replaced first (without it, big subtrees of past positions kept half the table).
    generation: u8,
    last_hands: [u32; 4],
    /// Bounds on the last two tricks' values below [`Self::last_three`] (see [`TwoTable`]).
    two: TwoTable,
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

/// Default table size: 2^16 entries (1 MB).
pub const DEFAULT_TT_BITS: u32 = 16;

impl Default for Solver {
    fn default() -> Self {
        Solver::new(DEFAULT_TT_BITS)
    }
}

impl Solver {
    pub fn new(tt_bits: u32) -> Solver {
        let size = 1usize << tt_bits.min(28);
        let tabs = Suit::ALL.map(Tables::new);
        let layouts = [0, 1, 2, 3].map(|t| Layout::new(&tabs[t]));
        Solver {
            tabs,
            layouts,
            tt: vec![Entry::default(); size],
            tt_mask: size - 1,
            nodes: 0,
            t: 0,
            hands: [0; 4],
            trick: [0; 4],
            n: 0,
            leader: 0,
            win: [0; 4],
            win_at: [0; 4],
            rem_points: 0,
            out: 0,
            no_equivalence: false,
            history: [0; 128],
            generation: 0,
            last_hands: [0; 4],
            two: TwoTable::new(),
        }
    }

    pub fn tables(&self, trump: Suit) -> &Tables {
        &self.tabs[trump.index()]
    }

    /// Empties the transposition table.
    pub fn clear(&mut self) {
        self.tt.iter_mut().for_each(|e| *e = Entry::default());
    }

    fn load(&mut self, pos: &Position) {
        if pos.hands != self.last_hands {
            self.last_hands = pos.hands;
            self.generation = (self.generation + 1) & 31;
        }
        self.t = pos.trump.index();
        let lay = &self.layouts[self.t & 3];
        self.hands = pos.hands.map(|h| lay.map(h));
        self.n = (pos.trick_len as usize).min(3);
        self.leader = pos.leader as usize % 4;
        let mut all = pos.hands[0] | pos.hands[1] | pos.hands[2] | pos.hands[3];
        for i in 0..self.n {
            let c = pos.trick[i] as usize % 24;
            all |= 1 << c;
            put_in_trick(lay, &mut self.trick, &mut self.win, &mut self.win_at, i, lay.to_bit[c]);
        }
        self.rem_points = points_of(all);
        self.out = lay.map(all);
    }

    /// Points still to be taken (in hands and in the current trick).
    fn remaining_points(&self) -> i32 {
        self.rem_points
    }

    fn remaining_tricks(&self) -> i32 {
        self.hands[(self.leader + self.n) % 4].count_ones() as i32
    }

    /// Whether team A takes at least `need` more points from `pos` under best play.
    pub fn a_points_at_least(&mut self, pos: &Position, need: i32) -> bool {
        self.load(pos);
        self.search::<true>(need)
    }

    /// Whether team A takes at least `need` more tricks from `pos` under best play.
    pub fn a_tricks_at_least(&mut self, pos: &Position, need: i32) -> bool {
        self.load(pos);
        self.search::<false>(need)
    }

    /// Whether `team` takes at least `need` more points.
    pub fn team_points_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
        self.load(pos);
        if team == 0 {
            self.search::<true>(need)
        } else {
            let r = self.remaining_points();
            !self.search::<true>(r - need + 1)
        }
    }

    /// Whether `team` takes at least `need` more points, and if not, at most how many it
    /// takes (the fail-soft bound: often enough to skip the next threshold's probe).
    fn team_points_probe(&mut self, pos: &Position, team: usize, need: i32) -> (bool, i32) {
        self.load(pos);
        let r = self.remaining_points();
        if team == 0 {
            let v = self.bound::<true>(need);
            (v >= need, v)
        } else {
            // Team B takes ≥ need ⇔ team A takes ≤ r − need.
            let v = self.bound::<true>(r - need + 1);
            (v < r - need + 1, r - v)
        }
    }

    /// Whether `team` takes at least `need` more tricks.
    pub fn team_tricks_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
        self.load(pos);
        if team == 0 {
            self.search::<false>(need)
        } else {
            let r = self.remaining_tricks();
            !self.search::<false>(r - need + 1)
        }
    }
    /// The exact outcome level of a position under best play by both teams.
    pub fn level(&mut self, pos: &Position) -> OutcomeLevel {
        if pos.is_over() {
            return pos.final_level();
        }
        let t = pos.trump_team as usize;
        match self.points_level(pos) {
            2 => 2,
            3 => {
                if pos.tricks[1 - t] == 0 {
                    let left = {
                        self.load(pos);
                        self.remaining_tricks()
                    };
                    if self.team_tricks_at_least(pos, t, left) {
                        return 4;
                    }
                }
                3
            }
            _ if pos.tricks[t] > 0 || self.team_tricks_at_least(pos, t, 1) => 1,
            _ => 0,
        }
    }

    /// The outcome level by card points alone: 3 = won (21 or more), 2 = Stänner, 1 = lost.
    /// [`Self::level`] starts with it and adds the trick probes (no trick / every trick);
    /// alone it is cheaper when only won / Stänner / lost matters (the trump tables).
    pub fn points_level(&mut self, pos: &Position) -> OutcomeLevel {
        if pos.is_over() {
            return pos.final_level().clamp(1, 3);
        }
        let t = pos.trump_team as usize;
        let pt = pos.points[t] as i32;
        // Two fail-soft probes at most. Before the first trick is complete, probing 20
        // first (lost ends it; a bound ≥ 21 proves won) costs about 11 % fewer nodes;
        // later, probing 21 first (won ends it) costs about 5 % fewer.
        if pos.tricks == [0, 0] {
            let (stanner, least) = self.team_points_probe(pos, t, 20 - pt);
            if !stanner {
                1
            } else if least >= 21 - pt || self.team_points_at_least(pos, t, 21 - pt) {
                3
            } else {
                2
            }
        } else {
            let (won, most) = self.team_points_probe(pos, t, 21 - pt);
            if won {
                3
            } else if most >= 20 - pt && self.team_points_at_least(pos, t, 20 - pt) {
                2
            } else {
                1
            }
        }
    }

    /// Whether the trump team's level is at least `at_least` (one or two probes).
    pub fn level_at_least(&mut self, pos: &Position, at_least: OutcomeLevel) -> bool {
        if pos.is_over() {
            return pos.final_level() >= at_least;
        }
        let t = pos.trump_team as usize;
        let pt = pos.points[t] as i32;
        match at_least {
            0 => true,
            1 => pos.tricks[t] > 0 || self.team_tricks_at_least(pos, t, 1),
            2 => self.team_points_at_least(pos, t, 20 - pt),
            3 => self.team_points_at_least(pos, t, 21 - pt),
            _ => {
                if pos.tricks[1 - t] > 0 {
                    return false;
                }
                self.load(pos);
                let left = self.remaining_tricks();
                self.team_points_at_least(pos, t, 21 - pt) && self.team_tricks_at_least(pos, t, left)
            }
        }
    }

    /// Team A's card points at the end of the deal — those already taken in completed
    /// tricks plus those it takes from here — under best play for points by both teams
    /// (a binary search of probes on the future points).
    pub fn a_points(&mut self, pos: &Position) -> i32 {
        self.load(pos);
        let (mut lo, mut hi) = (0, self.remaining_points());
        while lo < hi {
            let mid = (lo + hi + 1) / 2;
            if self.a_points_at_least(pos, mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        pos.points[0] as i32 + lo
    }


    /// The table key: the hands with cards that only differ from a card out by being
    /// another of an adjacent run worth the same (a Nine and Ten, the matadors) moved to
    /// the run's lowest bits, so positions equal up to relative ranks and points share
    /// an entry.
    #[inline]
    fn key(&self) -> u128 {
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

    /// Whether team A takes at least `need` more of the metric (points if `POINTS`, else
    /// tricks) from the loaded state under best play.
    fn search<const POINTS: bool>(&mut self, need: i32) -> bool {
        self.bound::<POINTS>(need) >= need
    }

    /// A fail-soft null-window search: a value v of team A's future points (or tricks)
    /// with v ≥ `need` ⇒ the true value ≥ v, and v < `need` ⇒ the true value ≤ v. The
    /// tighter bounds go into the table, so the next probe of a level often costs nothing.
    fn bound<const POINTS: bool>(&mut self, need: i32) -> i32 {
        self.nodes += 1;
        if need <= 0 {
            return 0;
        }
        let remaining = if POINTS { self.rem_points } else { self.remaining_tricks() };
        if need > remaining {
            return remaining;
        }
        let t = self.t;
        let at_boundary = self.n == 0;
        let mut slot = 0;
        let mut key = 0;
        let mut tt_move = 0u8;
        if at_boundary {
            let lay = &self.layouts[t & 3];
            let lead = self.hands[self.leader];
            // The last trick: nothing to choose.
            if lead & (lead - 1) == 0 {
                let led = lay.lane[(lead.trailing_zeros() as usize) & 31] as usize;
                let (mut best, mut seat) = (lead, self.leader);
                for i in 1..4 {
                    let s = (self.leader + i) & 3;
                    let h = self.hands[s];
                    if h & lay.beats[led & 7] != 0 && h > best {
                        best = h;
                        seat = s;
                    }
                }
                return if seat & 1 == 0 { remaining } else { 0 };
            }
            if lead.count_ones() == 2 {
                self.nodes += 3;
                return self.last_two_tricks::<POINTS>(need);
            }
            // A team's trumps above all of the other team's trumps win their tricks (for
            // the team) whenever they are played.
            let tr = lay.lane_mask[4];
            let ta = (self.hands[0] | self.hands[2]) & tr;
            let tb = (self.hands[1] | self.hands[3]) & tr;
            let above_all = |mine: u32, theirs: u32| if theirs == 0 { mine } else { mine & !((2u32 << (31 - theirs.leading_zeros())) - 1) };
            if !POINTS {
                // Sure tricks: one player's top trumps win distinct tricks (one card a
                // trick); two partners' may fall in the same trick.
                let (top_a, top_b) = (above_all(ta, tb), above_all(tb, ta));
                let h = &self.hands;
                let sure_a = (h[0] & top_a).count_ones().max((h[2] & top_a).count_ones()) as i32;
                if need <= sure_a {
                    return sure_a;
                }
                let most = remaining - (h[1] & top_b).count_ones().max((h[3] & top_b).count_ones()) as i32;
                if need > most {
                    return most;
                }
            }
            if POINTS {
                let pts = |m: u32| (m & lay.by_points[1]).count_ones() as i32 + 2 * (m & lay.by_points[2]).count_ones() as i32 + 3 * (m & lay.by_points[3]).count_ones() as i32 + 4 * (m & lay.by_points[4]).count_ones() as i32;
                let sure_a = pts(above_all(ta, tb));
                if need <= sure_a {
                    return sure_a;
                }
                let most = remaining - pts(above_all(tb, ta));
                if need > most {
                    return most;
                }
            }
            key = self.key();
            // Two entries per bucket: the one holding this key, else (to fill) one of an
            // older generation, else the one with fewer cards left (cheaper to search
            // again), keeping bigger subtrees.
            let pair = Self::slot(key | 1 << 100) & self.tt_mask & !1;
            let gen = self.generation;
            let worth = |e: Entry| ((e.get(GEN) == gen) as u32) << 8 | (e.key() & ((1 << 96) - 1)).count_ones();
            let (a, b) = (self.tt[pair], self.tt[pair | 1]);
            slot = if a.key() == key {
                pair
            } else if b.key() == key || worth(b) <= worth(a) {
                pair | 1
            } else {
                pair
            };
            let e = self.tt[slot];
            if e.key() == key {
                let (lo, hi) = if POINTS { (e.get(LO_P) as i32, e.get(HI_P) as i32) } else { (e.get(LO_T) as i32, e.get(HI_T) as i32) };
                if need <= lo {
                    return lo;
                }
                if need > hi {
                    return hi;
                }
                tt_move = e.get(BEST);
            }
        }
        let player = (self.leader + self.n) & 3;
        if self.n == 3 {
            return self.fourth::<POINTS>(need, player);
        }
        if at_boundary && self.hands[player].count_ones() == 3 {
            let (result, cut_by) = self.last_three::<POINTS>(need, tt_move);
            self.store::<POINTS>(slot, key, need, result, cut_by);
            return result;
        }
        let maximiser = player & 1 == 0;
        let (moves, count) = self.moves(player, tt_move);
        let mut result = if maximiser { -1 } else { 100 };
        let mut cut_by = 0u8;
        let n = self.n;
        for &card in &moves[..count & 15] {
            let bit = 1u32 << card;
            self.hands[player] &= !bit;
            put_in_trick(&self.layouts[t & 3], &mut self.trick, &mut self.win, &mut self.win_at, n, card);
            self.n = n + 1;
            let r = if n == 2 {
                // The last card of the trick: `bound`'s checks, then its own path.
                self.nodes += 1;
                let remaining = if POINTS { self.rem_points } else { self.hands[(player + 1) & 3].count_ones() as i32 };
                if need <= 0 {
                    0
                } else if need > remaining {
                    remaining
                } else {
                    self.fourth::<POINTS>(need, (player + 1) & 3)
                }
            } else {
                self.bound::<POINTS>(need)
            };
            self.n = n;
            self.hands[player] |= bit;
            if maximiser {
                result = result.max(r);
            } else {
                result = result.min(r);
            }
            if (r >= need) == maximiser {
                cut_by = card + 1;
                let left = self.out.count_ones() as usize - n;
                let h = &mut self.history[(t << 5 | card as usize) & 127];
                *h += 1 << (left / 2);
                if *h >= 1 << 28 {
                    self.history.iter_mut().for_each(|h| *h >>= 1);
                }
                break;
            }
        }
        if at_boundary {
            self.store::<POINTS>(slot, key, need, result, cut_by);
        }
        result
    }

    /// Stores the result of a search at a trick boundary (`slot` chosen for `key` by
    /// [`Self::bound`]): the bound it proves, and `cut_by`, the move that proved it.
    #[inline(always)]
    fn store<const POINTS: bool>(&mut self, slot: usize, key: u128, need: i32, result: i32, cut_by: u8) {
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

    /// [`Self::bound`] for the last card of a trick: each card's trick winner and points
    /// are known at once, so the trick is scored without playing it card by card, and
    /// the trick state is saved once for all the children.
    fn fourth<const POINTS: bool>(&mut self, need: i32, player: usize) -> i32 {
        let t = self.t;
        let maximiser = player & 1 == 0;
        let lay = &self.layouts[t & 3];
        let led = lay.lane[(self.trick[0] as usize) & 31] as usize;
        let best = self.win[2] as u32;
        let taking = lay.beats[led & 7] & !((2u32 << best) - 1);
        let holder = (self.leader + self.win_at[2] as usize) & 3;
        let hand = self.hands[player];
        let legal = lay.follow(hand, led);
        // Equivalent cards: as in `moves`, but of the trick only the winning card can
        // separate two cards (the others leave with the trick). Order: with the partner
        // winning, the highest points not taking the trick first, then the highest taking
        // it; else the cheapest card taking the trick first, then the fewest points (a
        // plain card before a trump).
        let others = (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) & !hand | 1 << best;
        let (mut moves, mut count) = ([0u8; 16], 0);
        let mut scores = [0u32; 16];
        let partner = (holder ^ player) & 1 == 0;
        let mut rest = legal;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let p = lay.points[c & 31] as u32;
            if !self.no_equivalence && lay.covered(hand, others, c) {
                continue;
            }
            let (wins, trump) = ((taking >> c) & 1 == 1, lay.lane[c & 31] == 4);
            let score = match (partner, wins, trump) {
                (true, false, _) => 8 + p,
                (true, true, _) => p,
                (false, true, false) => 64 + p,
                (false, true, true) => 63 - c as u32,
                // Plain 0, 1, trump 0, plain 2, trump 1, plain 3, trump 2, plain 4, trump 3, 4.
                (false, false, _) => 30 - 3 * p - if trump { 5 } else { 0 },
            };
            insert_by_score(&mut moves, &mut scores, &mut count, c as u8, score);
        }
        let base = (lay.points[(self.trick[0] as usize) & 31] + lay.points[(self.trick[1] as usize) & 31] + lay.points[(self.trick[2] as usize) & 31]) as i32;
        let out = self.out;
        // Cards in the hands (the trick's first three are out too).
        let left = out.count_ones() as usize - 3;
        let gone = 1 << self.trick[0] | 1 << self.trick[1] | 1 << self.trick[2];
        let pts = lay.points;
        let (saved_leader, saved_trick, saved_win, saved_at) = (self.leader, self.trick, self.win, self.win_at);
        let mut result = if maximiser { -1 } else { 100 };
        for &card in &moves[..count & 15] {
            let bit = 1u32 << card;
            let w = if taking & bit != 0 { player } else { holder };
            let tp = base + pts[card as usize] as i32;
            let gain = if w & 1 == 0 {
                if POINTS {
                    tp
                } else {
                    1
                }
            } else {
                0
            };
            self.hands[player] = hand & !bit;
            self.out = out & !(gone | bit);
            self.leader = w;
            self.n = 0;
            self.rem_points -= tp;
            let r = gain
                + if left == 9 {
                    // Two tricks left: the checks of `bound` and the plain minimax.
                    self.nodes += 1;
                    let (need, remaining) = (need - gain, if POINTS { self.rem_points } else { 2 });
                    if need <= 0 {
                        0
                    } else if need > remaining {
                        remaining
                    } else {
                        self.nodes += 3;
                        self.last_two_tricks::<POINTS>(need)
                    }
                } else {
                    self.bound::<POINTS>(need - gain)
                };
            self.rem_points += tp;
            if maximiser {
                result = result.max(r);
            } else {
                result = result.min(r);
            }
            if (r >= need) == maximiser {
                let h = &mut self.history[(t << 5 | card as usize) & 127];
                *h += 1 << (left / 2);
                if *h >= 1 << 28 {
                    self.history.iter_mut().for_each(|h| *h >>= 1);
                }
                break;
            }
        }
        self.hands[player] = hand;
        self.out = out;
        self.n = 3;
        self.leader = saved_leader;
        self.trick = saved_trick;
        self.win = saved_win;
        self.win_at = saved_at;
        result
    }

    /// The value (team A's points, or tricks) of the last two tricks from a trick boundary,
    /// as a fail-soft bound around `need` like [`Self::bound`]: plain minimax over at most
    /// 16 first tricks with null-window cut-offs, no table, each player trying the higher
    /// card first (fewer instructions than lower first: 3 % for the followers, 1 % more
    /// for the leader) — several times cheaper than searching them.
    fn last_two_tricks<const POINTS: bool>(&self, need: i32) -> i32 {
        let lay = &self.layouts[self.t & 3];
        let l = self.leader;
        let h = [self.hands[l], self.hands[(l + 1) & 3], self.hands[(l + 2) & 3], self.hands[(l + 3) & 3]];
        if l & 1 == 0 {
            last_two::<POINTS, true>(lay, h, self.rem_points, need)
        } else {
            last_two::<POINTS, false>(lay, h, self.rem_points, need)
        }
    }

    /// The value of the last three tricks from a trick boundary (after the table), as a
    /// fail-soft bound around `need` like [`Self::bound`], and the lead that proved it
    /// (solver bit + 1, 0 = none). The first of them is played by nested loops, scored at
    /// its last card, then [`last_two`] through the [`TwoTable`]: most nodes were in these
    /// tricks, and the general search paid for move lists, heuristic scores and make /
    /// unmake at every card. Order: `first` (a lead + 1), then the other leads higher
    /// first (the history heuristic cost more than it saved here); the second and third
    /// hands higher first, the fourth lower first. Only leads skip equivalent cards (for
    /// the followers the test cost more than it saved). Inlined into `bound`, as is
    /// `store`: 1.5 % fewer instructions than calls.
    #[inline(always)]
    fn last_three<const POINTS: bool>(&mut self, need: i32, first: u8) -> (i32, u8) {
        if self.leader & 1 == 0 {
            self.three::<POINTS, true>(need, first)
        } else {
            self.three::<POINTS, false>(need, first)
        }
    }

    /// [`Self::last_three`] with the leader's team known at compile time (`A0`: team A
    /// leads; places 0 and 2 of the trick are team A when A0, places 1 and 3 otherwise).
    #[inline(always)]
    fn three<const POINTS: bool, const A0: bool>(&mut self, need: i32, first: u8) -> (i32, u8) {
        let lay = &self.layouts[self.t & 3];
        let two = &mut self.two;
        let t = self.t;
        let l = self.leader;
        let h = [self.hands[l], self.hands[(l + 1) & 3], self.hands[(l + 2) & 3], self.hands[(l + 3) & 3]];
        let total = self.rem_points;
        let all = h[0] | h[1] | h[2] | h[3];
        let eq = !self.no_equivalence;
        let pick = |max: bool, acc: i32, v: i32| if max { acc.max(v) } else { acc.min(v) };
        let done = |max: bool, v: i32| if max { v >= need } else { v < need };
        let start = |max: bool| if max { -1 } else { 100 };
        // Nodes as the general search would count them: one per card, three per last_two
        // searched.
        let mut nodes = 0u64;
        let mut v0 = start(A0);
        let mut cut = 0u8;
        let (mut leads, mut count) = ([0u8; 16], 0);
        let mut scores = [0u32; 16];
        let mut rest = h[0];
        while rest != 0 {
            let c = 31 - rest.leading_zeros() as usize;
            rest &= !(1 << c);
            let score = (c as u8 + 1 == first) as u32;
            insert_by_score(&mut leads, &mut scores, &mut count, c as u8, score);
        }
        for &a in &leads[..count & 15] {
            let a = a as usize;
            if eq && lay.covered(h[0], all & !h[0], a) {
                continue;
            }
            nodes += 1;
            let led = lay.lane[a & 31] as usize;
            let beats = lay.beats[led & 7];
            let (pa, r0) = (lay.points[a & 31] as i32, h[0] & !(1 << a));
            let mut v1 = start(!A0);
            let mut rb = lay.follow(h[1], led);
            while rb != 0 {
                let b = 31 - rb.leading_zeros() as usize;
                rb &= !(1 << b);
                nodes += 1;
                let (pab, r1) = (pa + lay.points[b & 31] as i32, h[1] & !(1 << b));
                let (top1, at1) = if (beats >> b) & 1 == 1 && b > a { (b, 1) } else { (a, 0) };
                let mut v2 = start(A0);
                let mut rc = lay.follow(h[2], led);
                while rc != 0 {
                    let c = 31 - rc.leading_zeros() as usize;
                    rc &= !(1 << c);
                    nodes += 1;
                    let (pabc, r2) = (pab + lay.points[c & 31] as i32, h[2] & !(1 << c));
                    let (top2, at2) = if (beats >> c) & 1 == 1 && c > top1 { (c, 2) } else { (top1, at1) };
                    let mut v3 = start(!A0);
                    let mut rd = lay.follow(h[3], led);
                    while rd != 0 {
                        let d = rd.trailing_zeros() as usize;
                        rd &= rd - 1;
                        let r3 = h[3] & !(1 << d);
                        nodes += 1;
                        let tp = pabc + lay.points[d & 31] as i32;
                        // The trick's winner's place (even: the leader's team).
                        let w = if (beats >> d) & 1 == 1 && d > top2 { 3 } else { at2 };
                        let gain = if (w & 1 == 0) != A0 {
                            0
                        } else if POINTS {
                            tp
                        } else {
                            1
                        };
                        let (need2, remaining) = (need - gain, if POINTS { total - tp } else { 2 });
                        let v = gain
                            + if need2 <= 0 {
                                0
                            } else if need2 > remaining {
                                remaining
                            } else {
                                // The hands from the winner on, who leads the next trick
                                // (the other team after a win at an odd place); three
                                // nodes when searched.
                                let total = total - tp;
                                let mut two = |h: [u32; 4], a0: bool| {
                                    two.bound(t, h, a0, POINTS, total, need2, || {
                                        nodes += 3;
                                        if a0 {
                                            last_two::<POINTS, true>(lay, h, total, need2)
                                        } else {
                                            last_two::<POINTS, false>(lay, h, total, need2)
                                        }
                                    })
                                };
                                match w {
                                    0 => two([r0, r1, r2, r3], A0),
                                    1 => two([r1, r2, r3, r0], !A0),
                                    2 => two([r2, r3, r0, r1], A0),
                                    _ => two([r3, r0, r1, r2], !A0),
                                }
                            };
                        v3 = pick(!A0, v3, v);
                        if done(!A0, v3) {
                            break;
                        }
                    }
                    v2 = pick(A0, v2, v3);
                    if done(A0, v2) {
                        break;
                    }
                }
                v1 = pick(!A0, v1, v2);
                if done(!A0, v1) {
                    break;
                }
            }
            v0 = pick(A0, v0, v1);
            if done(A0, v0) {
                cut = a as u8 + 1;
                break;
            }
        }
        self.nodes += nodes;
        (v0, cut)
    }

    /// Legal moves of `player` (solver bits), one per class of equivalent cards,
    /// best-looking first (`first`, a solver bit + 1, before all).
    fn moves(&self, player: usize, first: u8) -> ([u8; 16], usize) {
        let lay = &self.layouts[self.t & 3];
        let hand = self.hands[player];
        let n = self.n;
        let led = lay.lane[(self.trick[0] as usize) & 31] as usize;
        let legal = if n == 0 { hand } else { lay.follow(hand, led) };
        let others = self.out & !hand;
        let (best, partner_winning) = if n > 0 {
            (self.win[(n - 1) & 3] as usize, (self.leader + self.win_at[(n - 1) & 3] as usize) & 1 == player & 1)
        } else {
            (0, false)
        };
        let mut out = [0u8; 16];
        let mut scores = [0i32; 16];
        let mut count = 0;
        let mut rest = legal;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let pts = lay.points[c & 31] as usize;
            // Skip c if an own card of its lane worth the same lies above it with no card
            // of another seat (or of this trick) in between.
            if !self.no_equivalence && lay.covered(hand, others, c) {
                continue;
            }
            // The table's move first; leads by history alone; other moves by a heuristic
            // score, history breaking ties.
            let h = self.history[(self.t << 5 | c) & 127];
            let score = if c as u8 + 1 == first {
                1 << 24
            } else if n == 0 {
                (h >> 2).min(1 << 20) as i32
            } else {
                let pts = pts as i32;
                let trump = lay.lane[c & 31] == 4;
                let wins = (lay.beats[led & 7] >> c) & 1 == 1 && c > best;
                let heuristic = if partner_winning {
                    if wins {
                        10 + pts
                    } else {
                        40 + pts * 3
                    }
                } else if wins {
                    // The cheapest winning card first (a plain one before a trump).
                    80 - c as i32 + pts
                } else {
                    30 - pts * 3 - if trump { 5 } else { 0 }
                };
                heuristic * 4096 + (h >> 4).min(4095) as i32
            };
            insert_by_score(&mut out, &mut scores, &mut count, c as u8, score);
        }
        (out, count)
    }

    /// One card (index) of each class of equivalent legal cards for the seat to act,
    /// best-looking first. The classes do not depend on the table.
    pub fn distinct_moves(&mut self, pos: &Position) -> Vec<u8> {
        self.load(pos);
        let (m, n) = self.moves(pos.to_act() as usize % 4, 0);
        let lay = &self.layouts[self.t & 3];
        m[..n].iter().map(|&b| lay.to_card[b as usize]).collect()
    }
}

/// [`Solver::last_two_tricks`] with the hands from the leader on (`h`), the points left
/// (`total`) and the leader's team known at compile time (`A0`: team A leads), so every
/// max / min and cut-off test is fixed.
#[inline(always)]
fn last_two<const POINTS: bool, const A0: bool>(lay: &Layout, h: [u32; 4], total: i32, need: i32) -> i32 {
    let legal = |hand: u32, led: usize| lay.follow(hand, led);
    // Places 0 and 2 of the first trick are team A when A0, places 1 and 3 otherwise.
    let pick = |max: bool, acc: i32, v: i32| if max { acc.max(v) } else { acc.min(v) };
    // This place's team has what it wants: no other card can change the answer.
    let done = |max: bool, v: i32| if max { v >= need } else { v < need };
    let start = |max: bool| if max { -1 } else { 100 };
    let mut v0 = start(A0);
    let mut ra = h[0];
    while ra != 0 {
        let a = 31 - ra.leading_zeros() as usize;
        ra &= !(1 << a);
        let led = lay.lane[a & 31] as usize;
        let beats = lay.beats[led & 7];
        let (pa, r0) = (lay.points[a & 31] as i32, h[0] & !(1 << a));
        let mut v1 = start(!A0);
        let mut rb = legal(h[1], led);
        while rb != 0 {
            let b = 31 - rb.leading_zeros() as usize;
            rb &= !(1 << b);
            let (pab, r1) = (pa + lay.points[b & 31] as i32, h[1] & !(1 << b));
            // The first trick's winning card, whether it is at an even place (the
            // leader's team), and its player's card for the last trick (its lead).
            let (top1, even1, lead1) = if (beats >> b) & 1 == 1 && b > a { (b, false, r1) } else { (a, true, r0) };
            let mut v2 = start(A0);
            let mut rc = legal(h[2], led);
            while rc != 0 {
                let c = 31 - rc.leading_zeros() as usize;
                rc &= !(1 << c);
                let (pabc, r2) = (pab + lay.points[c & 31] as i32, h[2] & !(1 << c));
                let (top2, even2, lead2) = if (beats >> c) & 1 == 1 && c > top1 { (c, true, r2) } else { (top1, even1, lead1) };
                let r012 = r0 | r1 | r2;
                let mut v3 = start(!A0);
                let mut rd = legal(h[3], led);
                while rd != 0 {
                    let d = 31 - rd.leading_zeros() as usize;
                    rd &= !(1 << d);
                    let tp = pabc + lay.points[d & 31] as i32;
                    let r3 = h[3] & !(1 << d);
                    let (even, lead) = if (beats >> d) & 1 == 1 && d > top2 { (false, r3) } else { (even2, lead2) };
                    // The last trick, led by the first trick's winner.
                    let all = (r012 | r3) & lay.beats_of[(lead.trailing_zeros() as usize) & 31];
                    let top = 1u32 << (31 - all.leading_zeros());
                    let team_a = if A0 { r0 | r2 } else { r1 | r3 };
                    let first_a = even == A0;
                    let last_a = top & team_a != 0;
                    let v = if POINTS {
                        (if first_a { tp } else { 0 }) + if last_a { total - tp } else { 0 }
                    } else {
                        first_a as i32 + last_a as i32
                    };
                    v3 = pick(!A0, v3, v);
                    if done(!A0, v3) {
                        break;
                    }
                }
                v2 = pick(A0, v2, v3);
                if done(A0, v2) {
                    break;
                }
            }
            v1 = pick(!A0, v1, v2);
            if done(!A0, v1) {
                break;
            }
        }
        v0 = pick(A0, v0, v1);
        if done(A0, v0) {
            break;
        }
    }
    v0
}

/// Adds `card` to the first `count` moves, kept best score first (equal scores in the
/// order found).
#[inline(always)]
fn insert_by_score<S: Copy + PartialOrd>(moves: &mut [u8; 16], scores: &mut [S; 16], count: &mut usize, card: u8, score: S) {
    let mut j = *count & 15;
    while j > 0 && scores[j - 1] < score {
        moves[j] = moves[j - 1];
        scores[j] = scores[j - 1];
        j -= 1;
    }
    moves[j] = card;
    scores[j] = score;
    *count += 1;
}

/// A card as the solver's index.
pub fn idx(card: Card) -> u8 {
    card.index() as u8
}

/// The card with a solver index.
pub fn card(i: u8) -> Card {
    Card::from_index(i as usize).expect("index below 24")
}

/// Q♠ etc. for tests.
pub fn queen(s: Suit) -> Card {
    Card::new(s, Rank::Queen)
}

/// The seat with an index.
pub fn seat(i: usize) -> Seat {
    Seat::ALL[i % 4]
}
