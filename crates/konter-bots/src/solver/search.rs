//! The alpha-beta search: fail-soft null-window probes of team A's future points or
//! tricks with make / unmake, cut-offs from the table and from sure tops, the last card of
//! a trick scored at once, and move ordering (the table's lead, a history of cut-offs, a
//! heuristic for followers). Below three tricks left it hands over to [`super::endgame`].

use super::layout::Layout;
use super::Solver;

impl Solver {
    /// Whether team A takes at least `need` more of the metric (points if `POINTS`, else
    /// tricks) from the loaded state under best play.
    pub(super) fn search<const POINTS: bool>(&mut self, need: i32) -> bool {
        self.bound::<POINTS>(need) >= need
    }

    /// A fail-soft null-window search: a value v of team A's future points (or tricks)
    /// with v ≥ `need` ⇒ the true value ≥ v, and v < `need` ⇒ the true value ≤ v. The
    /// tighter bounds go into the table, so the next probe of a level often costs nothing.
    pub(super) fn bound<const POINTS: bool>(&mut self, need: i32) -> i32 {
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
            let (s, found) = self.probe::<POINTS>(key);
            slot = s;
            if let Some((lo, hi, best)) = found {
                if need <= lo {
                    return lo;
                }
                if need > hi {
                    return hi;
                }
                tt_move = best;
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

    /// Legal moves of `player` (solver bits), one per class of equivalent cards,
    /// best-looking first (`first`, a solver bit + 1, before all).
    pub(super) fn moves(&self, player: usize, first: u8) -> ([u8; 16], usize) {
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
}

/// Puts `card` (a layout bit) at place `n` of the trick in play and records who is winning
/// it after that card (`win`: the winning card, `win_at`: its place): a card of the led lane
/// or a trump beats the card winning so far when it is higher in the layout.
#[inline(always)]
pub(super) fn put_in_trick(lay: &Layout, trick: &mut [u8; 4], win: &mut [u8; 4], win_at: &mut [u8; 4], n: usize, card: u8) {
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

/// Adds `card` to the first `count` moves, kept best score first (equal scores in the
/// order found).
#[inline(always)]
pub(super) fn insert_by_score<S: Copy + PartialOrd>(moves: &mut [u8; 16], scores: &mut [S; 16], count: &mut usize, card: u8, score: S) {
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

#[cfg(test)]
mod tests {
    use super::super::testing::random_deal;
    use super::super::Position;
    use super::*;

    /// Searching one card of each class of equivalent cards changes no answer (tricks 3–6,
    /// mid-trick positions too).
    #[test]
    fn equivalent_cards_change_no_answer() {
        let (mut solver, mut plain) = (Solver::new(14), Solver::new(10));
        plain.no_equivalence = true;
        for seed in 0..2000 {
            let pos = Position::from_deal(&random_deal(seed, 8 + (seed % 16) as usize)).unwrap();
            assert_eq!(solver.level(&pos), plain.level(&pos), "seed {seed}");
        }
    }

    /// The moves searched are legal, one of each class of equivalent cards (all legal cards
    /// without pruning), and the best of them is as good as the best legal card.
    #[test]
    fn distinct_moves_lose_no_value() {
        let (mut solver, mut plain) = (Solver::new(14), Solver::new(10));
        plain.no_equivalence = true;
        for seed in 0..300 {
            let deal = random_deal(seed + 70_000, 8 + (seed % 16) as usize);
            let pos = Position::from_deal(&deal).unwrap();
            let legal = deal.legal_cards().bits();
            let moves = solver.distinct_moves(&pos);
            let bits = moves.iter().fold(0u32, |m, &c| m | 1 << c);
            assert_eq!(bits.count_ones() as usize, moves.len(), "seed {seed}: no card twice");
            assert_eq!(bits & !legal, 0, "seed {seed}: legal cards only");
            let mut all = plain.distinct_moves(&pos);
            all.sort();
            assert_eq!(all.iter().fold(0u32, |m, &c| m | 1 << c), legal, "seed {seed}: without pruning, every legal card");
            let maximise = pos.to_act() & 1 == pos.trump_team;
            let mut value = |cards: &[u8]| {
                let levels = cards.iter().map(|&c| {
                    let mut p = pos;
                    p.play(c, solver.tables(pos.trump));
                    solver.level(&p)
                });
                if maximise {
                    levels.max()
                } else {
                    levels.min()
                }
            };
            assert_eq!(value(&moves), value(&all), "seed {seed}");
        }
    }
}
