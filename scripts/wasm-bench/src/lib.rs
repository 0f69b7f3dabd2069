//! The Hard bot's decisions in wasm, one per call, for `run.mjs` to time; and whole-deal
//! reviews (`konter_bots::review`), one per call, for `review.mjs`.
//!
//! It plays Hard (seats 0 and 2) against Medium (1 and 3), deal after deal, through the
//! same `bot::decide_within` the web worker calls, with the same clock budget: the clock is
//! the host's `now()` (milliseconds), imported from JavaScript.

use konter as engine;
use konter_bots as bot;

use bot::solver::{Position, Solver};
use bot::{decide_within, hard::HardConfig, Level, MatchContext};
use engine::shuffle::{below, rng};
use engine::{Action, Deal, Phase, Rules, Seat, SeatView, Suit};
use std::cell::RefCell;

#[link(wasm_import_module = "env")]
extern "C" {
    /// Milliseconds from the host (`performance.now()`).
    fn now() -> f64;
}

thread_local! {
    static GAME: RefCell<(Option<Deal>, u64)> = const { RefCell::new((None, 0)) };
    static POSITIONS: RefCell<Vec<Position>> = const { RefCell::new(Vec::new()) };
    static REVIEW: RefCell<Option<Deal>> = const { RefCell::new(None) };
}

/// As `konter solve-bench` (crates/konter-bots/src/arena.rs): the same seeds give the same positions.
fn mix(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

fn random_position(seed: u64, cards: usize) -> Option<Position> {
    let mut r = rng(seed ^ 0x5EED);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(Suit::ALL[below(&mut r, 4) as usize])).ok()?;
    for _ in 0..cards {
        let legal = deal.legal_cards();
        let c = legal.nth(below(&mut r, legal.len() as u32) as usize)?;
        deal.apply(Action::Play(c)).ok()?;
    }
    Position::from_deal(&deal)
}

/// Prepares `n` positions with `cards` cards played (0: full deal, 4: from trick 2), as
/// `konter solve-bench --seed 1` does, for [`solve_prepared`].
#[no_mangle]
pub extern "C" fn prepare(n: u32, cards: u32) {
    POSITIONS.with(|p| {
        *p.borrow_mut() = (0..n as u64).filter_map(|i| random_position(mix(1, i), cards as usize)).collect();
    });
}

/// Solves the prepared positions' outcome levels with one solver (table 2^16), as the
/// native bench does; returns the solver's nodes.
#[no_mangle]
pub extern "C" fn solve_prepared() -> f64 {
    POSITIONS.with(|p| {
        let mut solver = Solver::new(16);
        let mut check = 0u64;
        for pos in p.borrow().iter() {
            check += solver.level(pos) as u64;
        }
        std::hint::black_box(check);
        solver.nodes as f64
    })
}

/// Plays one decision of the running game (a new deal from `seed` when the last one is
/// over). Returns 1 if it was a Hard card or announcement decision (the ones timed), 0
/// otherwise, 2 if a bot failed to act (a bug). `budget_ms` is the worker's time budget
/// (0 = none).
#[no_mangle]
pub extern "C" fn step(seed: u32, budget_ms: f64) -> u32 {
    GAME.with(|g| {
        let mut g = g.borrow_mut();
        if g.0.map_or(true, |d| d.is_finished()) {
            g.1 += 1;
            let n = g.1;
            g.0 = Some(Deal::shuffled(Seat::ALL[(n % 4) as usize], n ^ ((seed as u64) << 32)));
        }
        let n = g.1;
        let Some(deal) = g.0.as_mut() else { return 2 };
        let Some(seat) = deal.to_act() else { return 2 };
        let hard = seat.index() % 2 == 0;
        let naming = deal.phase() == Phase::NamingTrump;
        let ctx = MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 };
        let view = SeatView::of(deal, seat);
        let level = if hard { Level::Hard } else { Level::Medium };
        let deadline = unsafe { now() } + budget_ms;
        let out_of_time = || budget_ms > 0.0 && unsafe { now() } > deadline;
        let cfg = HardConfig::default();
        let Some(action) = decide_within(&view, &ctx, level, n * 100 + deal.events().len() as u64, &cfg, &out_of_time) else {
            return 2;
        };
        if deal.apply(action).is_err() {
            return 2;
        }
        (hard && !naming) as u32
    })
}

/// Prepares the `i`-th deal of `konter analyse-bench --seed SEED` (played by Medium bots)
/// for [`review_prepared`]: the same deals as natively.
#[no_mangle]
pub extern "C" fn prepare_review(seed: f64, i: u32) {
    REVIEW.with(|r| *r.borrow_mut() = Some(bot::review::bench_deal(mix(seed as u64, i as u64))));
}

/// Reviews the prepared deal as the web worker would (a reviewer of its own, step by
/// step); returns the number of card decisions (24 for a complete deal, 0 if none).
#[no_mangle]
pub extern "C" fn review_prepared() -> u32 {
    let ctx = MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 };
    let Some(deal) = REVIEW.with(|r| *r.borrow()) else { return 0 };
    let Some(reviewer) = bot::review::Reviewer::new(&deal, ctx) else { return 0 };
    reviewer.finish().decisions.len() as u32
}
