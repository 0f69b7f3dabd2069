//! The double-dummy solver: exact play of the remaining cards when every hand is known.
//!
//! It answers the questions a deal is scored by — does the trump team reach 21, 20, take a
//! trick, take every trick — as boolean ("null-window") alpha-beta searches over bit-set
//! hands with make/unmake. A transposition table at trick boundaries stores bounds on two
//! history-independent values of the remaining cards: the card points and the tricks that
//! team A takes from here under best play (maximised by team A, minimised by team B), so
//! every probe, for either team and any threshold, shares one table. Cards that are
//! adjacent in their lane's order among the cards still out, and worth the same points, are
//! equivalent and searched once; moves are ordered by a cheap trick-taking heuristic.
//!
//! [`Outcome level`](Level): 0 = trump team took no trick, 1 = lost, 2 = Stänner (20–20),
//! 3 = won, 4 = won every trick. Trump team maximises it; the defenders minimise it.

use crate::engine::{Card, Deal, Rank, Seat, Suit, Trump};

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
            crate::engine::Lane::Plain(Suit::Spades),
            crate::engine::Lane::Plain(Suit::Hearts),
            crate::engine::Lane::Plain(Suit::Diamonds),
            crate::engine::Lane::Plain(Suit::Clubs),
            crate::engine::Lane::Trump,
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
                crate::engine::Lane::Trump => 4,
                crate::engine::Lane::Plain(s) => s.index(),
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

    /// The follow rule on bit sets (`led` = lane index, or None when leading).
    #[inline]
    pub fn legal(&self, hand: u32, led: Option<u8>) -> u32 {
        match led {
            None => hand,
            Some(4) => {
                let t = hand & self.trumps;
                if t == 0 {
                    hand
                } else {
                    t
                }
            }
            Some(l) => {
                let f = hand & self.lane_mask[l as usize];
                if f == 0 {
                    hand
                } else {
                    f | (hand & self.trumps)
                }
            }
        }
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

    /// Legal cards for the seat to act.
    pub fn legal(&self, tabs: &Tables) -> u32 {
        let led = (self.trick_len > 0).then(|| tabs.lane[self.trick[0] as usize]);
        tabs.legal(self.hands[self.to_act() as usize], led)
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

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u128,
    /// Bounds on team A's future points and tricks (lo ≤ value ≤ hi); key 0 = empty.
    lo_p: u8,
    hi_p: u8,
    lo_t: u8,
    hi_t: u8,
}

/// The double-dummy solver with its transposition table. Reuse one solver for many
/// positions: the table's entries are exact facts about card layouts, valid in any deal.
pub struct Solver {
    tabs: [Tables; 4],
    tt: Vec<Entry>,
    tt_mask: usize,
    /// Nodes visited since creation (the work unit of bot budgets).
    pub nodes: u64,
    // Search state.
    t: usize,
    hands: [u32; 4],
    trick: [u8; 4],
    n: usize,
    leader: usize,
    /// Disable equivalent-card pruning (for tests).
    pub no_equivalence: bool,
}

/// Default table size: 2^16 entries (about 2 MB).
pub const DEFAULT_TT_BITS: u32 = 16;

impl Default for Solver {
    fn default() -> Self {
        Solver::new(DEFAULT_TT_BITS)
    }
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Metric {
    Points,
    Tricks,
}

impl Solver {
    pub fn new(tt_bits: u32) -> Solver {
        let size = 1usize << tt_bits;
        Solver {
            tabs: Suit::ALL.map(Tables::new),
            tt: vec![Entry::default(); size],
            tt_mask: size - 1,
            nodes: 0,
            t: 0,
            hands: [0; 4],
            trick: [0; 4],
            n: 0,
            leader: 0,
            no_equivalence: false,
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
        self.t = pos.trump.index();
        self.hands = pos.hands;
        self.trick = pos.trick;
        self.n = pos.trick_len as usize;
        self.leader = pos.leader as usize;
    }

    /// Points still to be taken (in hands and in the current trick).
    fn remaining_points(&self) -> i32 {
        let mut all = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3];
        for i in 0..self.n {
            all |= 1 << self.trick[i];
        }
        points_of(all)
    }

    fn remaining_tricks(&self) -> i32 {
        self.hands[(self.leader + self.n) % 4].count_ones() as i32
    }

    /// Whether team A takes at least `need` more points from `pos` under best play.
    pub fn a_points_at_least(&mut self, pos: &Position, need: i32) -> bool {
        self.load(pos);
        self.search(Metric::Points, need)
    }

    /// Whether team A takes at least `need` more tricks from `pos` under best play.
    pub fn a_tricks_at_least(&mut self, pos: &Position, need: i32) -> bool {
        self.load(pos);
        self.search(Metric::Tricks, need)
    }

    /// Whether `team` takes at least `need` more points.
    pub fn team_points_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
        self.load(pos);
        if team == 0 {
            self.search(Metric::Points, need)
        } else {
            let r = self.remaining_points();
            !self.search(Metric::Points, r - need + 1)
        }
    }

    /// Whether `team` takes at least `need` more tricks.
    pub fn team_tricks_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
        self.load(pos);
        if team == 0 {
            self.search(Metric::Tricks, need)
        } else {
            let r = self.remaining_tricks();
            !self.search(Metric::Tricks, r - need + 1)
        }
    }

    /// The exact outcome level of a position under best play by both teams.
    pub fn level(&mut self, pos: &Position) -> OutcomeLevel {
        if pos.is_over() {
            return pos.final_level();
        }
        let t = pos.trump_team as usize;
        let pt = pos.points[t] as i32;
        if self.team_points_at_least(pos, t, 21 - pt) {
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
        } else if self.team_points_at_least(pos, t, 20 - pt) {
            2
        } else if pos.tricks[t] > 0 || self.team_tricks_at_least(pos, t, 1) {
            1
        } else {
            0
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

    #[inline]
    fn key(&self) -> u128 {
        let h = &self.hands;
        (h[0] as u128)
            | (h[1] as u128) << 24
            | (h[2] as u128) << 48
            | (h[3] as u128) << 72
            | (self.leader as u128) << 96
            | (self.t as u128) << 98
            | 1 << 100
    }

    #[inline]
    fn slot(key: u128) -> usize {
        let x = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let x = x.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        (x ^ (x >> 32)) as usize
    }

    fn search(&mut self, metric: Metric, need: i32) -> bool {
        self.nodes += 1;
        if need <= 0 {
            return true;
        }
        let remaining = match metric {
            Metric::Points => self.remaining_points(),
            Metric::Tricks => self.remaining_tricks(),
        };
        if need > remaining {
            return false;
        }
        let at_boundary = self.n == 0;
        let mut slot = 0;
        let mut key = 0;
        if at_boundary {
            // The last trick: nothing to choose.
            if self.hands[self.leader].count_ones() == 1 {
                let mut trick = [0u8; 4];
                for i in 0..4 {
                    trick[i] = self.hands[(self.leader + i) % 4].trailing_zeros() as u8;
                }
                let tabs = &self.tabs[self.t];
                let led = tabs.lane[trick[0] as usize] as usize;
                let w = (self.leader + winner_of(&trick, &tabs.strength[led])) % 4;
                let gain = if w % 2 == 0 {
                    match metric {
                        Metric::Points => trick_points(&trick),
                        Metric::Tricks => 1,
                    }
                } else {
                    0
                };
                return gain >= need;
            }
            key = self.key();
            slot = Self::slot(key) & self.tt_mask;
            let e = &self.tt[slot];
            if e.key == key {
                let (lo, hi) = match metric {
                    Metric::Points => (e.lo_p as i32, e.hi_p as i32),
                    Metric::Tricks => (e.lo_t as i32, e.hi_t as i32),
                };
                if need <= lo {
                    return true;
                }
                if need > hi {
                    return false;
                }
            }
        }
        let player = (self.leader + self.n) % 4;
        let maximiser = player % 2 == 0;
        let (moves, count) = self.moves(player);
        let mut result = !maximiser;
        for &card in &moves[..count] {
            let bit = 1u32 << card;
            self.hands[player] &= !bit;
            self.trick[self.n] = card;
            self.n += 1;
            let r = if self.n == 4 {
                let tabs = &self.tabs[self.t];
                let led = tabs.lane[self.trick[0] as usize] as usize;
                let w = (self.leader + winner_of(&self.trick, &tabs.strength[led])) % 4;
                let gain = if w % 2 == 0 {
                    match metric {
                        Metric::Points => trick_points(&self.trick),
                        Metric::Tricks => 1,
                    }
                } else {
                    0
                };
                let (saved_leader, saved_trick) = (self.leader, self.trick);
                self.leader = w;
                self.n = 0;
                let r = self.search(metric, need - gain);
                self.leader = saved_leader;
                self.trick = saved_trick;
                self.n = 4;
                r
            } else {
                self.search(metric, need)
            };
            self.n -= 1;
            self.hands[player] |= bit;
            if r == maximiser {
                result = maximiser;
                break;
            }
        }
        if at_boundary {
            let e = &mut self.tt[slot];
            if e.key != key {
                let tricks = self.hands[self.leader].count_ones() as u8;
                *e = Entry { key, lo_p: 0, hi_p: 40, lo_t: 0, hi_t: tricks };
            }
            match (metric, result) {
                (Metric::Points, true) => e.lo_p = e.lo_p.max(need as u8),
                (Metric::Points, false) => e.hi_p = e.hi_p.min(need as u8 - 1),
                (Metric::Tricks, true) => e.lo_t = e.lo_t.max(need as u8),
                (Metric::Tricks, false) => e.hi_t = e.hi_t.min(need as u8 - 1),
            }
        }
        result
    }

    /// Legal moves of `player`, one per class of equivalent cards, best-looking first.
    fn moves(&self, player: usize) -> ([u8; 9], usize) {
        let tabs = &self.tabs[self.t];
        let hand = self.hands[player];
        let led = (self.n > 0).then(|| tabs.lane[self.trick[0] as usize]);
        let legal = tabs.legal(hand, led);
        let mut others = 0;
        for s in 0..4 {
            if s != player {
                others |= self.hands[s];
            }
        }
        for i in 0..self.n {
            others |= 1 << self.trick[i];
        }
        // Current winner of the trick.
        let (mut best_s, mut best_seat) = (0u8, 0usize);
        if let Some(l) = led {
            let st = &tabs.strength[l as usize];
            for i in 0..self.n {
                let s = st[self.trick[i] as usize];
                if s > best_s {
                    best_s = s;
                    best_seat = (self.leader + i) % 4;
                }
            }
        }
        let partner_winning = self.n > 0 && best_seat % 2 == player % 2;
        let last = self.n == 3;
        let mut out = [0u8; 9];
        let mut scores = [0i32; 9];
        let mut count = 0;
        // One representative per (run of own cards in a lane, points).
        let mut rest = legal;
        while rest != 0 {
            let first = rest.trailing_zeros() as usize;
            let lane = tabs.lane[first] as usize;
            let lane_cards = legal & tabs.lane_mask[lane];
            rest &= !lane_cards;
            let mut run_seen: u32 = 0; // bit p: a card of p points already taken in this run
            for &c in &tabs.order[lane][..tabs.order_len[lane] as usize] {
                let bit = 1u32 << c;
                if others & bit != 0 {
                    run_seen = 0;
                    continue;
                }
                if lane_cards & bit == 0 {
                    continue; // played earlier (or own card of the lane not legal: impossible)
                }
                let pts = card_points(c);
                if !self.no_equivalence && run_seen & (1 << pts) != 0 {
                    continue;
                }
                run_seen |= 1 << pts;
                // Score for ordering.
                let score = if self.n == 0 {
                    let top = tabs.above[c as usize] & others == 0;
                    if top {
                        60 + pts
                    } else {
                        20 - pts * 2 - if lane == 4 { 4 } else { 0 }
                    }
                } else {
                    let led_l = led.unwrap() as usize;
                    let s = tabs.strength[led_l][c as usize];
                    let wins = s > best_s;
                    if partner_winning {
                        if wins {
                            10 + pts
                        } else {
                            40 + pts * 3
                        }
                    } else if wins {
                        let safe = last || tabs.above[c as usize] & others & !tabs.lane_mask[lane] == 0;
                        70 - s as i32 + if safe { 10 } else { 0 } + pts
                    } else {
                        30 - pts * 3 - if lane == 4 { 5 } else { 0 }
                    }
                };
                out[count] = c;
                scores[count] = score;
                count += 1;
            }
        }
        // Insertion sort, best first.
        for i in 1..count {
            let (c, s) = (out[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < s {
                out[j] = out[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            out[j] = c;
            scores[j] = s;
        }
        (out, count)
    }

    /// One card of each class of equivalent legal cards for the seat to act (public helper).
    pub fn distinct_moves(&self, pos: &Position) -> Vec<u8> {
        let mut me = Solver { tabs: self.tabs.clone(), tt: vec![], tt_mask: 0, nodes: 0, t: 0, hands: [0; 4], trick: [0; 4], n: 0, leader: 0, no_equivalence: false };
        me.load(pos);
        let (m, n) = me.moves(pos.to_act() as usize);
        m[..n].to_vec()
    }
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
