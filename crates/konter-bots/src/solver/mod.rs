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
//! [Outcome level](OutcomeLevel): 0 = trump team took no trick, 1 = lost, 2 = Stänner (20–20),
//! 3 = won, 4 = won every trick. Trump team maximises it; the defenders minimise it.
//!
//! The parts: `layout` (the cards as bits, per trump), `position` (what is solved),
//! `table` (the transposition tables), `search` (the alpha-beta search) and `endgame`
//! (the last three tricks).

mod endgame;
mod layout;
mod position;
mod search;
mod table;
#[cfg(test)]
mod testing;

pub(crate) use layout::Tables;
pub use position::Position;
pub(crate) use position::level_of;

use konter::Suit;
use layout::{points_of, Layout};
use search::put_in_trick;
use table::{Entry, TwoTable};

/// Outcome of a deal from the trump team's side: 0 no trick … 4 every trick (see module doc).
pub type OutcomeLevel = u8;

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
    /// Disable equivalent-card pruning (the tests compare the answers without it).
    no_equivalence: bool,
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

impl Solver {
    /// A solver whose transposition table has 2^`tt_bits` entries of 16 bytes (at most
    /// 2^28).
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

    pub(crate) fn tables(&self, trump: Suit) -> &Tables {
        &self.tabs[trump.index()]
    }

    /// Sets the search state to `pos`, in the solver bits of its trump.
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

    /// Whether `team` takes at least `need` more points.
    fn team_points_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
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
    fn team_tricks_at_least(&mut self, pos: &Position, team: usize, need: i32) -> bool {
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
    pub(crate) fn points_level(&mut self, pos: &Position) -> OutcomeLevel {
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

    /// The trump team's card points at the end of the deal — those already taken in
    /// completed tricks plus those it takes from here — when the trump team maximises them
    /// and the defenders minimise them, every hand known. `guess` (points at the end, e.g.
    /// the value of a neighbouring position) only speeds it up: fail-soft probes close in
    /// on the value from the guess (MTD(f)), usually in two or three probes.
    pub fn trump_points(&mut self, pos: &Position, guess: u8) -> u8 {
        let t = pos.trump_team as usize & 1;
        if pos.is_over() {
            return pos.points[t];
        }
        self.load(pos);
        let r = self.remaining_points();
        // Team A's points from here, between `lo` and `hi`.
        let taken = pos.points[t] as i32;
        let g_future = (guess as i32 - taken).clamp(0, r);
        let mut g = if t == 0 { g_future } else { r - g_future };
        let (mut lo, mut hi) = (0, r);
        while lo < hi {
            let need = if g == lo { g + 1 } else { g };
            self.load(pos);
            let v = self.bound::<true>(need);
            if v >= need {
                lo = v.max(lo);
            } else {
                hi = v.min(hi);
            }
            g = v.clamp(lo, hi);
        }
        let future = if t == 0 { lo } else { r - lo };
        (taken + future) as u8
    }

    /// Team A's card points at the end of the deal — those already taken in completed
    /// tricks plus those it takes from here — under best play for points by both teams
    /// (a binary search of probes on the future points). The tests check the points
    /// probes with it.
    #[cfg(test)]
    fn a_points(&mut self, pos: &Position) -> i32 {
        self.load(pos);
        let (mut lo, mut hi) = (0, self.remaining_points());
        while lo < hi {
            let mid = (lo + hi + 1) / 2;
            self.load(pos);
            if self.search::<true>(mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        pos.points[0] as i32 + lo
    }

    /// One card (index) of each class of equivalent legal cards for the seat to act,
    /// best-looking first. The classes do not depend on the table.
    pub(crate) fn distinct_moves(&mut self, pos: &Position) -> Vec<u8> {
        self.load(pos);
        let (m, n) = self.moves(pos.to_act() as usize % 4, 0);
        let lay = &self.layouts[self.t & 3];
        m[..n].iter().map(|&b| lay.to_card[b as usize]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{brute_a, random_deal};
    use super::*;

    /// Exact points (a binary search of fail-soft probes) against brute force, tricks 4–6
    /// (mid-trick positions too), and tricks 3–6 with a table of four entries, overwritten
    /// all the time, so stale bounds or moves from other layouts would show.
    #[test]
    fn points_probes_agree_with_brute_force() {
        for (seeds, first, tt_bits) in [(0..3000, 12, 14), (30_000..30_400, 8, 2)] {
            let mut solver = Solver::new(tt_bits);
            for seed in seeds {
                let deal = random_deal(seed, first + (seed % (24 - first as u64)) as usize);
                let pos = Position::from_deal(&deal).unwrap();
                assert_eq!(solver.a_points(&pos), brute_a(&deal, true), "seed {seed}, table 2^{tt_bits}");
            }
        }
    }

    #[test]
    fn points_level_is_the_level_by_points_alone() {
        let mut solver = Solver::new(14);
        for seed in 0..200 {
            let pos = Position::from_deal(&random_deal(seed + 50_000, (seed % 8) as usize)).unwrap();
            let level = solver.level(&pos);
            assert_eq!(solver.points_level(&pos), level.clamp(1, 3), "seed {seed}");
        }
    }

    /// The trump team's exact points agree with the binary search of probes, whatever the
    /// guess (far off or right), in either team's trump.
    #[test]
    fn trump_points_agree_with_the_binary_search() {
        let mut solver = Solver::new(14);
        for seed in 0..400 {
            let pos = Position::from_deal(&random_deal(seed + 90_000, (seed % 20) as usize)).unwrap();
            let a = solver.a_points(&pos) as u8;
            let want = if pos.trump_team == 0 { a } else { 40 - a };
            for guess in [0, 20, want, 40] {
                assert_eq!(solver.trump_points(&pos, guess), want, "seed {seed}, guess {guess}");
            }
        }
    }
}
