//! Native-only measuring behind `konter arena --game mueller-matz`: one seat of level A
//! among N−1 seats of level B, on the same packs with A moved round every seat, and A's
//! loss rate against the even share 1/N. Wall-clock time is read here only (never inside
//! the bots), for the decision latencies.

use crate::hard::HardConfig;
use crate::{bot_with, Level};
use matz::{Game, Rules, Seat, SeatView};
use std::time::Instant;

pub fn mix(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Decision times in microseconds per level, of decisions with a choice (more than one
/// legal action).
#[derive(Default)]
pub struct Latencies {
    pub micros: Vec<(Level, f64)>,
}

impl Latencies {
    /// p50, p95, p99, max (µs) and the number of decisions.
    pub fn percentiles(&self, who: Level) -> Option<[f64; 5]> {
        let mut v: Vec<f64> = self
            .micros
            .iter()
            .filter(|(l, _)| *l == who)
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
    pub players: usize,
    pub games: usize,
    /// Games A lost.
    pub losses: usize,
    pub loss_rate: f64,
    /// The 95 % interval of the loss rate (Wilson's score interval over the games, which
    /// stays honest at 0 or N losses).
    pub ci95: (f64, f64),
    /// Games the repetition guard ended.
    pub repetitions: usize,
    pub actions_per_game: f64,
    pub lat: Latencies,
    pub seconds: f64,
}

impl ArenaReport {
    pub fn even_share(&self) -> f64 {
        1.0 / self.players as f64
    }
}

/// Plays one game to the end, seat `s` played by `levels[s]`; returns it.
pub fn play_game(
    mut game: Game,
    levels: &[Level],
    seed: u64,
    hard: &HardConfig,
    lat: &mut Latencies,
) -> Game {
    let mut bots: Vec<_> = levels
        .iter()
        .enumerate()
        .map(|(s, &l)| bot_with(l, mix(seed, s as u64), *hard))
        .collect();
    while let Some(s) = game.to_act() {
        let view = SeatView::of(&game, s);
        let start = Instant::now();
        let action = bots[s.index()]
            .decide(&view)
            .expect("a bot acts when it is its turn");
        if view.legal.len() > 1 {
            lat.micros
                .push((levels[s.index()], start.elapsed().as_secs_f64() * 1e6));
        }
        game.apply(s, action).unwrap_or_else(|e| {
            panic!(
                "{} made an illegal move {action}: {e}",
                levels[s.index()].name()
            )
        });
    }
    game
}

/// Wilson's 95 % score interval for `k` successes in `n` trials.
pub fn wilson(k: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (n, p, z) = (n as f64, k as f64 / n as f64, 1.96f64);
    let d = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / d;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// `hard` is Hard's budget. `games` games at a table of `rules.players()`: game i is dealt from pack i / N (each
/// pack is played N times, A in seat i mod N, the dealer fixed per pack).
pub fn arena(
    rules: Rules,
    a: Level,
    b: Level,
    games: usize,
    seed: u64,
    hard: &HardConfig,
    progress: bool,
) -> ArenaReport {
    let n = rules.players();
    let mut lat = Latencies::default();
    let (mut losses, mut repetitions, mut actions) = (0, 0, 0);
    let start = Instant::now();
    for i in 0..games {
        let pack = (i / n) as u64;
        let pack_seed = mix(seed, pack);
        let a_seat = Seat::new(i % n).expect("a seat");
        let dealer = Seat::new((pack_seed % n as u64) as usize).expect("a seat");
        let fresh = Game::shuffled(rules, dealer, pack_seed).expect("a valid deal");
        let levels: Vec<Level> = Seat::all(n)
            .map(|s| if s == a_seat { a } else { b })
            .collect();
        let done = play_game(fresh, &levels, mix(pack_seed, i as u64 + 1), hard, &mut lat);
        let t = done.table();
        let lost = t.loser() == Some(a_seat);
        losses += usize::from(lost);
        repetitions += usize::from(t.ended_by_repetition());
        actions += done.actions().len();
        if progress && (i + 1) % (10 * n) == 0 {
            eprintln!(
                "  {} games: A lost {:.3} ({:.0} s)",
                i + 1,
                losses as f64 / (i + 1) as f64,
                start.elapsed().as_secs_f64()
            );
        }
    }
    ArenaReport {
        players: n,
        games,
        losses,
        loss_rate: losses as f64 / games.max(1) as f64,
        ci95: wilson(losses, games),
        repetitions,
        actions_per_game: actions as f64 / games.max(1) as f64,
        lat,
        seconds: start.elapsed().as_secs_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_intervals_stay_inside_zero_and_one() {
        let (low, high) = wilson(0, 240);
        assert_eq!(low, 0.0);
        assert!((high - 0.0158).abs() < 0.001, "{high}");
        let (low, high) = wilson(60, 240);
        assert!(low < 0.25 && 0.25 < high);
        assert_eq!(wilson(5, 5).1, 1.0);
    }
}
