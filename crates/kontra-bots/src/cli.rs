//! Kontraspiel in the `konter` command-line tool (`crates/cli`, which lists the games):
//! `konter replay` of a Kontraspiel record (dispatched on its `"format"`), and `konter arena
//! --game kontraspiel`.

use std::process::ExitCode;

/// The tool's usage lines for this game.
pub const USAGE: &str = "  konter arena --game kontraspiel --a LEVEL --b LEVEL --deals N --seed S
                                Kontraspiel: one seat of level A against three of level B,
                                every deal from each seat; A's chips per deal with its 95% CI";

/// Checks a Kontraspiel record and prints its summary (`--json`: the documented JSON).
/// An invalid record exits 1 naming the deal, the event, the seat and why.
/// The record's summary, as printed, or why the record is refused.
pub fn replay(text: &str, json: bool) -> Result<String, String> {
    match kontra::record::read(text) {
        Ok(replay) if json => Ok(format!("{}\n", kontra::json::compact(&replay.summary_json()))),
        Ok(replay) => Ok(replay.summary_text()),
        Err(e) => Err(format!("invalid Kontraspiel record: {e}")),
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1).map(String::as_str)
}

/// `konter arena --game kontraspiel --a LEVEL --b LEVEL --deals N --seed S`: one seat of
/// level A against three of level B, each deal played from every seat; A's chips per deal
/// with a 95 % interval and the decision latencies.
pub fn arena(args: &[String]) -> ExitCode {
    use crate::arena;
    use crate::Level;
    let (Some(a), Some(b)) = (
        flag(args, "--a").and_then(Level::parse),
        flag(args, "--b").and_then(Level::parse),
    ) else {
        eprintln!("konter arena --game kontraspiel: --a and --b must be easy, medium or hard");
        return ExitCode::from(2);
    };
    let number = |name, default| {
        flag(args, name)
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let deals = number("--deals", 200) as usize;
    let seed = number("--seed", 1);
    // Hard's look-ahead (for measuring; the defaults are the app's).
    let mut hard = crate::hard::HardConfig::default();
    hard.play_worlds = number("--play-worlds", hard.play_worlds as u64).clamp(1, 1000) as usize;
    hard.bid_worlds = number("--bid-worlds", hard.bid_worlds as u64).clamp(1, 1000) as usize;
    hard.margin = number("--margin", hard.margin as u64).min(100) as u8;
    hard.node_budget = number("--nodes", hard.node_budget);
    hard.play_miss = number("--play-miss", hard.play_miss as u64).min(1000) as u16;
    hard.solve_cards = flag(args, "--hard-cards") != Some("medium");
    hard.look_ahead = flag(args, "--hard-bids") != Some("medium");
    if let Some(cards) = flag(args, "--playout-cards") {
        hard.medium_cards = cards == "medium";
    }
    let make = |level: Level| {
        move |seed| -> Box<dyn crate::Bot> {
            match level {
                Level::Hard => Box::new(crate::hard::Hard::new(seed, hard)),
                other => crate::bot(other, seed),
            }
        }
    };
    let r = arena::arena_with(&make(a), &make(b), deals, seed, true);
    println!(
        "kontraspiel: {} (A, one seat) vs {} (B, three seats): {deals} deals, each from all 4 seats ({} played), seed {seed}, {:.1} s",
        a.code(),
        b.code(),
        4 * deals,
        r.seconds
    );
    println!(
        "A's chips per deal, pot shared: {:+.3} ± {:.3} (95% interval [{:+.3}, {:+.3}])",
        r.mean,
        r.ci95,
        r.mean - r.ci95,
        r.mean + r.ci95
    );
    println!(
        "A's chips per deal, pot not counted: {:+.3} ± {:.3}; no game {:.1} %; A soloist in {:.1} % of deals, winning {:.1} % of them",
        r.raw_mean,
        r.raw_ci95,
        100.0 * r.no_game,
        100.0 * r.a_soloist,
        100.0 * r.a_soloist_won
    );
    for (level, side_a) in [(a, true), (b, false)] {
        if let Some(q) = r.latencies.percentiles(side_a) {
            println!(
                "{} decision latency ({} decisions with a choice): p50 {:.3} ms, p95 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
                level.code(),
                q[4],
                q[0] / 1e3,
                q[1] / 1e3,
                q[2] / 1e3,
                q[3] / 1e3
            );
        }
    }
    ExitCode::SUCCESS
}
