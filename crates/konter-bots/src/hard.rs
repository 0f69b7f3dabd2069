//! Hard: Perfect-Information Monte Carlo.
//!
//! It draws worlds consistent with everything it knows (its cards, the cards played, the
//! voids shown, the matadors announcements prove; weighted by how likely forehand was to
//! name this trump from its first three cards, and by how well the opponents' cards so
//! far fit each world, [`super::inference`]), solves each world exactly with the
//! double-dummy solver after each of its candidate cards, and plays the card with the best
//! weighted result. The result it optimises is the deal outcome that scores — no trick /
//! lost / Stänner / won / won every trick — not raw card points. With three tricks or fewer
//! left it enumerates every world.
//!
//! The work is bounded by a node budget ([`HardConfig`]), not by wall-clock time, so the
//! same seed gives the same card on every machine, and a slow device degrades only in
//! speed; an optional extra budget can cut the search shorter.

use super::announce::{self, Outcomes};
use super::inference;
use super::knowledge::Knowledge;
use super::medium;
use super::sampler::{forehand_weight, Sampler};
use super::solver::{OutcomeLevel, Position, Solver};
use super::MatchContext;
use konter::shuffle::{shuffle, GameRng};
use konter::{Announcement, SeatView};

/// How much work the Hard bot may do for one decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HardConfig {
    /// Most worlds sampled for a decision.
    pub max_worlds: usize,
    /// Fewest worlds solved, whatever the budget.
    pub min_worlds: usize,
    /// Solver nodes after which no further world is started (once `min_worlds` are done).
    pub node_budget: u64,
    /// Solver nodes after which even a world in progress is abandoned (its partial
    /// results dropped): the worst case of a decision, whatever `min_worlds` says.
    pub node_cap: u64,
    /// With this many tricks left or fewer, enumerate all worlds (if not too many).
    pub exact_tricks: usize,
    pub exact_limit: usize,
    /// Transposition table size (log2 entries).
    pub tt_bits: u32,
    /// Naming trump: the weight in % of the double-dummy trump table against the
    /// self-play one ([`super::trump_table::best_blend`]; 50 = their mean).
    pub trump_dd_percent: u8,
    /// How sure Hard is that forehand named the best trump for its first packet, when it
    /// weighs worlds by it ([`super::sampler::forehand_weight`]): the temperature, in
    /// thousandths, of the softmax over the trump table's values (lower: surer).
    pub trump_softness: u16,
    /// Reading the opponents' plays ([`super::inference::PlayEvidence`]): the weight,
    /// in thousandths, a world keeps for each of their plays Medium's rules would not have
    /// made there (1000: their plays are not read).
    pub play_miss: u16,
    /// The same for the partner's plays.
    pub partner_miss: u16,
}

impl Default for HardConfig {
    fn default() -> Self {
        HardConfig { max_worlds: 96, min_worlds: 8, node_budget: 1_500_000, node_cap: 3_000_000, exact_tricks: 3, exact_limit: 2_000, tt_bits: 16, trump_dd_percent: 50, trump_softness: 40, play_miss: 300, partner_miss: 1000 }
    }
}

/// The trump team's utility of an outcome level: won 1, Stänner ½, lost 0, with a little
/// extra for the no-trick dash (won every trick / took none).
pub fn trump_utility(level: OutcomeLevel) -> f64 {
    [-0.2, 0.0, 0.5, 1.0, 1.2][level as usize]
}

/// The utility of a level for `team`.
pub fn utility(level: OutcomeLevel, team: usize, trump_team: usize) -> f64 {
    let u = trump_utility(level);
    if team == trump_team {
        u
    } else {
        1.0 - u
    }
}

/// The evidence of the opponents' plays (and the partner's, if read) for the worlds of
/// one decision ([`inference::PlayEvidence`]).
fn play_evidence<'a>(view: &'a SeatView, k: &'a Knowledge, cfg: &HardConfig) -> inference::PlayEvidence<'a> {
    let miss = |s: usize| f64::from(if s % 2 == k.my_team() { cfg.partner_miss } else { cfg.play_miss }) / 1000.0;
    inference::PlayEvidence::new(view, k, [miss(0), miss(1), miss(2), miss(3)])
}

/// The worlds to search and their weights (before [`play_evidence`], which is read only
/// for the worlds actually solved).
fn worlds(k: &Knowledge, cfg: &HardConfig, rng: &mut GameRng) -> Vec<([u32; 4], f64)> {
    let sampler = Sampler::new(k);
    let tricks_left = 6 - k.trick_no;
    if tricks_left <= cfg.exact_tricks {
        if let Some(mut all) = sampler.enumerate(cfg.exact_limit) {
            shuffle(rng, &mut all); // so that a cut by the budget is a fair sample
            return all.into_iter().map(|w| (w, forehand_weight(k, &w, cfg.trump_softness))).collect();
        }
    }
    (0..cfg.max_worlds)
        .map(|_| {
            let w = sampler.sample(rng);
            (w, forehand_weight(k, &w, cfg.trump_softness))
        })
        .collect()
}

/// The card to play (index) from the seat's knowledge and legal cards. It stops starting
/// new worlds once `out_of_time()` says so (after the first world). The caller decides what time means — e.g. the web app can pass a clock
/// check so that a slow phone plays with fewer worlds rather than stalling; with a clock
/// the decision is no longer a pure function of the seed.
pub fn play_within(
    view: &SeatView,
    k: &Knowledge,
    legal: u32,
    cfg: &HardConfig,
    rng: &mut GameRng,
    out_of_time: &dyn Fn() -> bool,
) -> u8 {
    if legal.count_ones() == 1 {
        return legal.trailing_zeros() as u8;
    }
    let mut solver = Solver::new(cfg.tt_bits);
    let probe = k.position(first_world(k));
    let moves: Vec<u8> = solver.distinct_moves(&probe).into_iter().filter(|&c| legal & (1 << c) != 0).collect();
    let fallback = medium::play(k, legal);
    if moves.len() <= 1 {
        return moves.first().copied().unwrap_or(fallback);
    }
    let team = k.my_team();
    let mut score = vec![0.0f64; moves.len()];
    let mut weight = 0.0;
    let mut done = 0;
    let mut this = vec![0.0f64; moves.len()];
    let mut evidence = play_evidence(view, k, cfg);
    'worlds: for (n, (world, w)) in worlds(k, cfg, rng).into_iter().enumerate() {
        if n >= cfg.min_worlds && solver.nodes >= cfg.node_budget {
            break;
        }
        if done > 0 && out_of_time() {
            break;
        }
        let w = w * evidence.likelihood(&world);
        if w <= 0.0 {
            continue;
        }
        let pos = k.position(world);
        for (i, &m) in moves.iter().enumerate() {
            if solver.nodes >= cfg.node_cap {
                break 'worlds; // an unfinished world is dropped
            }
            let mut p = pos;
            p.play(m, solver.tables(k.trump));
            let level = solver.level(&p);
            this[i] = w * utility(level, team, k.trump_team);
        }
        for i in 0..moves.len() {
            score[i] += this[i];
        }
        weight += w;
        done += 1;
    }
    if weight <= 0.0 {
        return fallback;
    }
    let best = score.iter().cloned().fold(f64::MIN, f64::max);
    let eps = 1e-9 * weight.max(1.0);
    let ties: Vec<u8> = moves.iter().zip(&score).filter(|(_, &s)| s >= best - eps).map(|(&m, _)| m).collect();
    // Among equally good cards, Medium's preference (its card or one equivalent to it).
    if ties.contains(&fallback) {
        return fallback;
    }
    let tie_legal = ties.iter().fold(0u32, |a, &m| a | 1 << m);
    medium::play(k, tie_legal)
}

/// Any one consistent world (for the move classes, which do not depend on the world).
fn first_world(k: &Knowledge) -> [u32; 4] {
    let mut rng = konter::shuffle::rng(0);
    Sampler::new(k).sample(&mut rng)
}

/// The outcome probabilities (trump team's levels) of the current position, by solving
/// sampled worlds; no further world once `out_of_time()` says so (after the first one).
pub fn estimate_outcomes_within(
    view: &SeatView,
    k: &Knowledge,
    cfg: &HardConfig,
    rng: &mut GameRng,
    out_of_time: &dyn Fn() -> bool,
) -> Outcomes {
    let mut solver = Solver::new(cfg.tt_bits);
    let mut p = [0.0; 5];
    let mut weight = 0.0;
    let mut evidence = play_evidence(view, k, cfg);
    for (n, (world, w)) in worlds(k, cfg, rng).into_iter().enumerate() {
        if (n >= cfg.min_worlds && solver.nodes >= cfg.node_budget / 2) || solver.nodes >= cfg.node_cap / 2 {
            break;
        }
        if weight > 0.0 && out_of_time() {
            break;
        }
        let w = w * evidence.likelihood(&world);
        let pos: Position = k.position(world);
        let level = solver.level(&pos);
        p[level as usize] += w;
        weight += w;
    }
    if weight > 0.0 {
        p.iter_mut().for_each(|x| *x /= weight);
    }
    p
}

/// Hard's announcement: from solved worlds' outcome chances and the match score.
pub fn announcement(
    view: &SeatView,
    k: &Knowledge,
    ctx: &MatchContext,
    allowed: &[Announcement],
    cfg: &HardConfig,
    rng: &mut GameRng,
    out_of_time: &dyn Fn() -> bool,
) -> Option<Announcement> {
    let p = estimate_outcomes_within(view, k, cfg, rng, out_of_time);
    let already: u32 = view.announcements.iter().flatten().map(|a| a.value() as u32).sum();
    announce::choose(ctx, k.my_team(), k.trump_team, already, allowed, &p)
}
