//! The arena behind `konter arena --game kontraspiel` (native only): one seat of level A
//! against three of level B. Every board is one deal — a seeded deck, a dealer, a pot —
//! played four times with A in each seat in turn, so luck of the cards cancels out.
//!
//! A's result per deal is its chips won plus a quarter of what the pot gained: the pot is
//! everybody's future money in equal shares, and the four players' results then add up to
//! 0, so a level as good as its opponents scores 0 (the dealer's ante cancels out over the
//! four seats). Wall-clock time is read here only, never inside the bots.

use crate::{bot, Bot, Level};
use kontra::{Rules, Seat, SeatView, Session, PLAYERS};
use std::time::Instant;

/// Mixes a seed with a number (splitmix64's finaliser): independent seeds per board.
pub fn mix(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// The pot before the ante of board `i`'s deal: 0–5, so the base value is 1–4.
pub const MAX_BOARD_POT: u64 = 5;

/// Decision times in microseconds of side A (`true`) and B (only decisions with a choice).
#[derive(Default)]
pub struct Latencies {
    pub micros: Vec<(bool, f64)>,
}

impl Latencies {
    /// p50, p95, p99, max and the count, in microseconds, of side A (`true`) or B.
    pub fn percentiles(&self, side_a: bool) -> Option<[f64; 5]> {
        let mut v: Vec<f64> = self
            .micros
            .iter()
            .filter(|(l, _)| *l == side_a)
            .map(|&(_, t)| t)
            .collect();
        if v.is_empty() {
            return None;
        }
        v.sort_by(f64::total_cmp);
        let q = |f: f64| v[((v.len() - 1) as f64 * f).round() as usize];
        Some([q(0.5), q(0.95), q(0.99), v[v.len() - 1], v.len() as f64])
    }
}

pub struct ArenaReport {
    pub boards: usize,
    /// A's chips per deal with the pot shared, and its 95 % interval half-width.
    pub mean: f64,
    pub ci95: f64,
    /// A's chips per deal, the pot not counted.
    pub raw_mean: f64,
    pub raw_ci95: f64,
    /// Share of deals nobody played.
    pub no_game: f64,
    /// Share of A's deals in which A was soloist, and how many of those it won.
    pub a_soloist: f64,
    pub a_soloist_won: f64,
    pub latencies: Latencies,
    pub seconds: f64,
}

fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let m = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 {
        xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    (m, 1.96 * (var / n).sqrt())
}

/// What one deal gave A.
struct Played {
    shared: f64,
    raw: f64,
    no_game: bool,
    a_soloist: bool,
    a_won: bool,
}

/// Makes a bot from a seed.
pub type Maker<'a> = &'a dyn Fn(u64) -> Box<dyn Bot>;

/// Plays board `i` with A in seat `a_seat`.
fn play_board(
    a: Maker,
    b: Maker,
    seed: u64,
    i: usize,
    a_seat: usize,
    lat: &mut Latencies,
) -> Played {
    let board = mix(seed, i as u64);
    let dealer = Seat::at(i % PLAYERS, PLAYERS).expect("a seat");
    let pot = board % (MAX_BOARD_POT + 1);
    let start = 20;
    let rules = Rules::default();
    let mut session = Session::with_table(
        rules,
        dealer,
        [start; PLAYERS],
        pot as u32,
        [false; PLAYERS],
    );
    session
        .start_seeded_deal(mix(board, 1))
        .expect("a deal starts");
    let mut bots: Vec<Box<dyn Bot>> = (0..PLAYERS)
        .map(|s| {
            let seed = mix(board, 100 + (a_seat * 4 + s) as u64);
            if s == a_seat {
                a(seed)
            } else {
                b(seed)
            }
        })
        .collect();
    while let Some(seat) = session.to_act() {
        let view = SeatView::of(&session, seat).expect("a deal in progress");
        let choice = view.legal.len() > 1;
        let t = Instant::now();
        let action = bots[seat.index()]
            .decide(&view)
            .expect("a bot acts when asked");
        if choice {
            lat.micros
                .push((seat.index() == a_seat, t.elapsed().as_secs_f64() * 1e6));
        }
        session
            .apply(seat, action)
            .unwrap_or_else(|e| panic!("seat {seat} chose {action:?}: {e}"));
    }
    let played = session.history().last().expect("the deal is over");
    let raw = (played.chips_after[a_seat] - start) as f64;
    let pot_gain = played.pot_after as f64 - pot as f64;
    let outcome = played.outcome.as_ref();
    Played {
        shared: raw + pot_gain / PLAYERS as f64,
        raw,
        no_game: outcome.is_none(),
        a_soloist: outcome.is_some_and(|o| o.contract.soloist.index() == a_seat),
        a_won: outcome
            .is_some_and(|o| o.contract.soloist.index() == a_seat && o.winner.index() == a_seat),
    }
}

/// `boards` boards, each played from every seat, between two levels.
pub fn arena(a: Level, b: Level, boards: usize, seed: u64, progress: bool) -> ArenaReport {
    arena_with(&|s| bot(a, s), &|s| bot(b, s), boards, seed, progress)
}

/// [`arena`] between any two kinds of bot (for tuning).
pub fn arena_with(a: Maker, b: Maker, boards: usize, seed: u64, progress: bool) -> ArenaReport {
    let start = Instant::now();
    let mut lat = Latencies::default();
    let (mut shared, mut raw) = (vec![], vec![]);
    let (mut no_game, mut solo, mut solo_won) = (0usize, 0usize, 0usize);
    for i in 0..boards {
        let (mut s, mut r) = (0.0, 0.0);
        for a_seat in 0..PLAYERS {
            let p = play_board(a, b, seed, i, a_seat, &mut lat);
            s += p.shared / PLAYERS as f64;
            r += p.raw / PLAYERS as f64;
            no_game += usize::from(p.no_game);
            solo += usize::from(p.a_soloist);
            solo_won += usize::from(p.a_won);
        }
        shared.push(s);
        raw.push(r);
        if progress && (i + 1) % 100 == 0 {
            let (m, ci) = mean_ci(&shared);
            eprintln!(
                "  {} boards: {m:+.3} ± {ci:.3} ({:.0} s)",
                i + 1,
                start.elapsed().as_secs_f64()
            );
        }
    }
    let (mean, ci95) = mean_ci(&shared);
    let (raw_mean, raw_ci95) = mean_ci(&raw);
    let deals = (PLAYERS * boards) as f64;
    ArenaReport {
        boards,
        mean,
        ci95,
        raw_mean,
        raw_ci95,
        no_game: no_game as f64 / deals,
        a_soloist: solo as f64 / deals,
        a_soloist_won: if solo > 0 {
            solo_won as f64 / solo as f64
        } else {
            0.0
        },
        latencies: lat,
        seconds: start.elapsed().as_secs_f64(),
    }
}
