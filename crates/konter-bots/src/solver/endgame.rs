//! The last three tricks, below the table: nested loops over the first of them, scored at
//! its last card, and a plain two-trick minimax with its own small table of bounds. Most
//! nodes were in these tricks, where the general search paid for move lists, heuristic
//! scores and make / unmake at every card.

use super::layout::Layout;
use super::search::insert_by_score;
use super::Solver;

impl Solver {
    /// The value (team A's points, or tricks) of the last two tricks from a trick boundary,
    /// as a fail-soft bound around `need` like [`Self::bound`]: plain minimax over at most
    /// 16 first tricks with null-window cut-offs, no table, each player trying the higher
    /// card first (fewer instructions than lower first: 3 % for the followers, 1 % more
    /// for the leader) — several times cheaper than searching them.
    pub(super) fn last_two_tricks<const POINTS: bool>(&self, need: i32) -> i32 {
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
    /// its last card, then [`last_two`] through the [`TwoTable`](super::table::TwoTable): most nodes were in these
    /// tricks, and the general search paid for move lists, heuristic scores and make /
    /// unmake at every card. Order: `first` (a lead + 1), then the other leads higher
    /// first (the history heuristic cost more than it saved here); the second and third
    /// hands higher first, the fourth lower first. Only leads skip equivalent cards (for
    /// the followers the test cost more than it saved). Inlined into `bound`, as is
    /// `store`: 1.5 % fewer instructions than calls.
    #[inline(always)]
    pub(super) fn last_three<const POINTS: bool>(&mut self, need: i32, first: u8) -> (i32, u8) {
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

#[cfg(test)]
mod tests {
    use super::super::testing::{brute_a, random_deal};
    use super::super::Position;
    use super::*;

    /// A fail-soft answer `r` to "at least `need`?" bounds the exact value `v`: r ≥ need
    /// means v ≥ r, r < need means v ≤ r.
    fn check(v: i32, need: i32, r: i32, what: &str) {
        assert!(if r >= need { v >= r } else { v <= r }, "{what}: value {v}, need {need}, answer {r}");
    }

    /// From a trick boundary with two or three tricks left, for both metrics and every
    /// threshold, the nested loops give fail-soft bounds on the brute-force value; with
    /// three left, whichever lead is tried first.
    #[test]
    fn the_last_tricks_give_fail_soft_bounds() {
        let mut solver = Solver::new(10);
        for seed in 0..600 {
            let tricks_left = 2 + (seed % 2) as usize;
            let deal = random_deal(seed + 90_000, 24 - 4 * tricks_left);
            let pos = Position::from_deal(&deal).unwrap();
            let past = [pos.points[0] as i32, pos.tricks[0] as i32];
            let lead = pos.hands[pos.leader as usize];
            for (m, points) in [(0, true), (1, false)] {
                let v = brute_a(&deal, points) - past[m];
                solver.load(&pos);
                let most = if points { solver.rem_points } else { tricks_left as i32 };
                for need in 1..=most {
                    let what = format!("seed {seed}, {tricks_left} tricks left, points {points}");
                    solver.load(&pos);
                    if tricks_left == 2 {
                        let r = if points { solver.last_two_tricks::<true>(need) } else { solver.last_two_tricks::<false>(need) };
                        check(v, need, r, &what);
                        continue;
                    }
                    // The lead to try first: none, or each of the leader's cards.
                    let lay = &solver.layouts[solver.t & 3];
                    let firsts = [0].into_iter().chain((0..24).filter(|c| lead >> c & 1 == 1).map(|c| lay.to_bit[c] + 1)).collect::<Vec<u8>>();
                    for first in firsts {
                        solver.load(&pos);
                        let (r, cut) = if points { solver.last_three::<true>(need, first) } else { solver.last_three::<false>(need, first) };
                        check(v, need, r, &what);
                        if cut != 0 {
                            assert_eq!(solver.hands[solver.leader] >> (cut - 1) & 1, 1, "{what}: the cut-off lead is the leader's");
                        }
                    }
                }
            }
        }
    }
}
