//! Hard: Monte Carlo over the hidden cards. For each world drawn consistent with what the
//! seat saw ([`sampler`](crate::sampler)), every candidate action is tried and the game is
//! played out to its end with every seat — this one included — following Medium's rules;
//! the action that loses least often over the same worlds is chosen (paired comparisons:
//! each world judges all candidates alike). The work is a fixed budget of simulated
//! actions, never a clock, so a decision depends only on the view and the seed.

use crate::knowledge::Knowledge;
use crate::medium;
use crate::sampler::world;
use crate::situation::Situation;
use cards::shuffle::GameRng;
use matz::{Action, Seat, SeatView, Table};
use serde::{Deserialize, Serialize};

/// The search budget. The default keeps a decision near 10 ms natively (p95 about 30 ms
/// at 4–6 players) so that it stays well inside the web worker's goal in wasm.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HardConfig {
    /// Simulated actions per decision (all worlds and candidates together).
    pub steps: u64,
    /// Worlds at least (each tries every candidate), unless that takes more than four
    /// times the steps.
    pub min_worlds: u32,
    /// Worlds at most.
    pub max_worlds: u32,
    /// Playouts longer than this are scored where they stand (the guard ends every game,
    /// but a cap keeps one decision's cost bounded).
    pub playout_cap: u32,
    /// How much an action must beat Medium's own choice by (in loss rate, per mille) to be
    /// preferred: sampling noise should not override a sound rule of thumb.
    pub margin_permille: u32,
}

impl Default for HardConfig {
    fn default() -> HardConfig {
        HardConfig {
            steps: 50_000,
            min_worlds: 8,
            max_worlds: 400,
            playout_cap: 5_000,
            margin_permille: 10,
        }
    }
}

/// Plays the table on with every seat following Medium; returns the seat's result:
/// 1 for not losing, 0 for losing (a capped playout counts by the cards held then).
pub fn playout(table: &mut Table, me: Seat, cap: u32, buf: &mut Vec<Action>) -> (f64, u64) {
    let mut steps = 0;
    while let Some(s) = table.to_act() {
        if steps >= cap as u64 {
            let mine = table.hand(me).len() + table.reserve(me).len();
            let worse = matz::Seat::all(table.players())
                .filter(|&o| table.hand(o).len() + table.reserve(o).len() > mine)
                .count();
            return (if worse > 0 { 1.0 } else { 0.0 }, steps);
        }
        table.legal_into(buf);
        let action = medium::choose(&Situation::of_table(table, buf));
        table
            .apply(s, action, &mut ())
            .expect("Medium plays legal actions");
        steps += 1;
    }
    (if table.loser() == Some(me) { 0.0 } else { 1.0 }, steps)
}

/// Hard's choice for the seat of `view` (which must be to act).
pub fn choose(view: &SeatView, cfg: &HardConfig, rng: &mut GameRng) -> Action {
    let rule_of_thumb = medium::choose(&Situation::of_view(view));
    let candidates: Vec<Action> = view.legal.clone();
    if candidates.len() < 2 {
        return rule_of_thumb;
    }
    let k = Knowledge::of(view);
    if !k.is_consistent() {
        return rule_of_thumb;
    }
    let me = view.seat;
    let mut wins = vec![0.0f64; candidates.len()];
    let mut worlds = 0u32;
    let mut steps = 0u64;
    let mut buf = Vec::with_capacity(16);
    while worlds < cfg.max_worlds
        && (steps < cfg.steps || (worlds < cfg.min_worlds && steps < 4 * cfg.steps))
    {
        let Ok(base) = world(view, &k, rng) else {
            return rule_of_thumb;
        };
        for (i, &a) in candidates.iter().enumerate() {
            let mut t = base.clone();
            if t.apply(me, a, &mut ()).is_err() {
                return rule_of_thumb;
            }
            let (won, n) = playout(&mut t, me, cfg.playout_cap, &mut buf);
            wins[i] += won;
            steps += n + 1;
        }
        worlds += 1;
    }
    let margin = cfg.margin_permille as f64 / 1000.0 * worlds as f64;
    let base = candidates
        .iter()
        .position(|&a| a == rule_of_thumb)
        .map_or(0.0, |i| wins[i]);
    let (best, _) = wins
        .iter()
        .enumerate()
        .fold((None, base + margin), |(best, top), (i, &w)| {
            if w > top {
                (Some(i), w)
            } else {
                (best, top)
            }
        });
    best.map_or(rule_of_thumb, |i| candidates[i])
}
