//! Müller Matz in the `konter` command-line tool (`crates/cli`, which lists the games):
//! `konter replay FILE [--json]` for a record whose `"format"` is `"mueller-matz"`, and
//! `konter arena --game mueller-matz …`.

use std::process::ExitCode;

/// The tool's usage lines for this game.
pub const USAGE: &str = "  konter arena --game mueller-matz --players N --a LEVEL --b LEVEL --games G --seed S
                                Müller Matz: one seat of level A among N-1 of level B";

/// Checks a record; prints the summary (`--json`: the summary of
/// `docs/mueller-matz-record.md`), or why it is invalid (exit 1).
/// The record's summary, as printed, or why the record is refused.
pub fn replay(text: &str, json: bool) -> Result<String, String> {
    match matz::record::check(text) {
        Ok(replay) if json => Ok(format!("{}\n", replay.summary_json())),
        Ok(replay) => Ok(replay.summary_text()),
        Err(e) => Err(format!("invalid record: {e}")),
    }
}

fn flag<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1).map(String::as_str)
}

const ARENA_USAGE: &str =
    "usage: konter arena --game mueller-matz --players N --a LEVEL --b LEVEL --games G --seed S
  one seat of level A among N-1 of level B (easy|medium|hard), seats rotated over each pack";

/// `konter arena --game mueller-matz --players N --a LEVEL --b LEVEL --games G --seed S`:
/// A's loss rate with its 95 % interval against the even share 1/N, and the decision
/// latency percentiles.
pub fn arena(args: &[String]) -> ExitCode {
    use crate::arena;
    use crate::Level;
    let level = |name| flag(args, name).and_then(Level::parse);
    let number = |name, default: u64| flag(args, name).map_or(Some(default), |v| v.parse().ok());
    let (Some(a), Some(b), Some(players), Some(games), Some(seed)) = (
        level("--a"),
        level("--b"),
        number("--players", 4),
        number("--games", 200),
        number("--seed", 1),
    ) else {
        eprintln!("{ARENA_USAGE}");
        return ExitCode::from(2);
    };
    let rules = match matz::Rules::new(players as usize) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("konter arena: {e}\n{ARENA_USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut hard = crate::hard::HardConfig::default();
    match number("--steps", hard.steps) {
        Some(steps) => hard.steps = steps,
        None => {
            eprintln!("{ARENA_USAGE}");
            return ExitCode::from(2);
        }
    }
    let r = arena::arena(rules, a, b, games as usize, seed, &hard, true);
    let share = r.even_share();
    let (low, high) = r.ci95;
    let verdict = if high < share {
        "significantly below the even share"
    } else if low > share {
        "significantly above the even share"
    } else {
        "not significantly different from the even share"
    };
    println!(
        "mueller-matz, {players} players: {} (A) among {} (B), {} games, seed {seed}, Hard's budget {} steps, {:.1} s",
        a.name(),
        b.name(),
        r.games,
        hard.steps,
        r.seconds
    );
    println!(
        "A's loss rate {:.4} (95% CI [{low:.4}, {high:.4}], Wilson; {} of {} games lost); even share 1/{players} = {share:.4}: {verdict}",
        r.loss_rate, r.losses, r.games
    );
    println!(
        "games ended by the repetition guard: {} ({:.1}%); {:.0} actions per game",
        r.repetitions,
        100.0 * r.repetitions as f64 / r.games.max(1) as f64,
        r.actions_per_game
    );
    for level in [a, b] {
        if let Some(q) = r.lat.percentiles(level) {
            println!(
                "{} decision latency ({} decisions with a choice): p50 {}, p95 {}, p99 {}, max {}",
                level.name(),
                q[4],
                time(q[0]),
                time(q[1]),
                time(q[2]),
                time(q[3])
            );
        }
        if a == b {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// A duration given in microseconds, in ms from 1 ms on.
fn time(micros: f64) -> String {
    if micros >= 1000.0 {
        format!("{:.1} ms", micros / 1e3)
    } else {
        format!("{micros:.1} µs")
    }
}
