//! `konter`: the native command-line tool.
//!
//! - `konter replay FILE [--json]`: check a match record and print the per-deal summary.
//! - `konter bench [--deals N]`: random complete deals per second on one core.
//! - `konter arena --a LEVEL --b LEVEL --deals N --seed S [--matches M]`: duplicate deals
//!   (and optionally full matches) between bot levels easy|medium|hard|oracle.
//! - `konter solve-bench [--positions N] [--only full|trick2]`: double-dummy solves per second.
//! - `konter trump-table --out FILE [--dd] --deals N --seed S`: regenerate the trump table
//!   (Medium self-play), or with `--dd` Hard's double-dummy table.
//! - `konter analyse FILE [--json]`, `konter analyse-bench`: deal review (`analyse.rs`).
//! - The other games ([`GAMES`]; each game's commands live in its bots crate, `cli`):
//!   `replay` by the record's format, `arena --game <slug>`.

mod analyse;

use konter::record;
use std::process::ExitCode;

/// A game of the tool besides Konter a Matt (the tool's own): who it is, and its commands.
struct Commands {
    id: &'static game::Id,
    /// Its lines of the usage.
    usage: &'static str,
    /// The record's summary, as printed, or why the record is refused.
    replay: fn(&str, bool) -> Result<String, String>,
    /// The record's deals dealt from everyone's numbers, checked.
    fair: Fair,
    arena: fn(&[String]) -> ExitCode,
}

type Fair = fn(&str) -> Result<Vec<usize>, String>;

/// The games of the tool besides Konter a Matt.
const GAMES: [Commands; 2] = [
    Commands { id: &kontra::ID, usage: kontra_bots::cli::USAGE, replay: kontra_bots::cli::replay, fair: fair::<kontra::Session>, arena: kontra_bots::cli::arena },
    Commands { id: &matz::ID, usage: matz_bots::cli::USAGE, replay: matz_bots::cli::replay, fair: fair::<matz::Match>, arena: matz_bots::cli::arena },
];

/// The usage: the tool's commands, with every game's.
fn usage() -> String {
    let others: Vec<&str> = GAMES.iter().map(|g| g.id.name).collect();
    let names = match others.split_last() {
        Some((last, first)) => format!("{} or {last}", std::iter::once(konter::ID.name).chain(first.iter().copied()).collect::<Vec<_>>().join(", ")),
        None => konter::ID.name.to_string(),
    };
    let arenas: Vec<&str> = GAMES.iter().map(|g| g.usage).collect();
    format!(
        "usage:
  konter replay FILE [--json]   check a match record (FILE or - for stdin) and summarise it:
                                {}, by its format field
{ARENA}
{}
{TOOLS}",
        names,
        arenas.join("\n")
    )
}

const ARENA: &str = "  konter bench [--deals N]      measure random complete deals per second on one core
  konter arena --a LEVEL --b LEVEL --deals N --seed S [--matches M] [--worlds W] [--min-worlds W] [--nodes B] [--cap C] [--ms T] [--dd-percent P] [--softness T] [--play-miss M] [--partner-miss M]
                                duplicate deals (and M duplicate matches) between levels
                                easy|medium|hard|oracle; team A's score with its 95% CI
                                (for measuring: oracle-clairvoyant, oracle-tabletrump, hard-oracletrump, hard-noread)";

const TOOLS: &str = "  konter solve-bench [--positions N] [--seed S] [--only full|trick2]
                                double-dummy solves per second (full deal, from trick 2)
  konter trump-table --out FILE [--dd] [--deals N] [--seed S]
                                regenerate the trump table by Medium self-play, or with
                                --dd Hard's table by double-dummy solves of N random deals
  konter analyse FILE [--json]  every card of every deal of a match record (FILE or - for
                                stdin) against every legal card under perfect play (all hands
                                open): the trump team's points at the end, mistakes, inaccuracies
  konter analyse-bench [--deals N] [--seed S]
                                time whole-deal reviews of N deals played by Medium bots";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("arena") => arena(&args[1..]),
        Some("solve-bench") => solve_bench(&args[1..]),
        Some("trump-table") => trump_table(&args[1..]),
        Some("analyse") => analyse::analyse(&args[1..]),
        Some("analyse-bench") => analyse::analyse_bench(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{}", usage());
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{}", usage());
            ExitCode::from(2)
        }
    }
}

/// Reads at most 64 MiB: a record is small; anything larger is refused, not loaded.
fn read_input(path: &str) -> Result<String, String> {
    use std::io::Read;
    const LIMIT: u64 = 64 << 20;
    let mut bytes = vec![];
    let result = if path == "-" {
        std::io::stdin().take(LIMIT + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(LIMIT + 1).read_to_end(&mut bytes))
    };
    result.map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.len() as u64 > LIMIT {
        return Err(format!("{path} is larger than 64 MiB; not a match record"));
    }
    String::from_utf8(bytes).map_err(|_| format!("{path} is not UTF-8 text; not a match record"))
}

fn replay(args: &[String]) -> ExitCode {
    let json = args.iter().any(|a| a == "--json");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--json").collect();
    let [path] = files.as_slice() else {
        eprintln!("{}", usage());
        return ExitCode::from(2);
    };
    let text = match read_input(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("konter: {e}");
            return ExitCode::from(2);
        }
    };
    let format = game::record::format_of(&text);
    let (summary, fair): (Result<String, String>, Fair) = match GAMES.iter().find(|g| format.as_deref() == Some(g.id.slug)) {
        Some(g) => ((g.replay)(&text, json).map_err(|e| format!("konter: {e}")), g.fair),
        None => {
            let summary = record::check(&text)
                .map(|r| if json { format!("{}\n", r.summary_json()) } else { r.summary_text() })
                .map_err(|e| format!("konter: invalid record: {e}"));
            (summary, fair::<konter::Match>)
        }
    };
    // The deals from everyone's numbers are checked once the record itself holds.
    let checked = summary.and_then(|summary| fair(&text).map(|deals| (summary, deals)).map_err(|e| format!("konter: invalid record: {e}")));
    match checked {
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
        Ok((summary, fair)) => {
            print!("{summary}");
            if !json && !fair.is_empty() {
                let deals: Vec<String> = fair.iter().map(usize::to_string).collect();
                println!("dealt from everyone's numbers (checked): deal {}", deals.join(", "));
            }
            ExitCode::SUCCESS
        }
    }
}

/// The record's deals played by friends online, each dealt again from everyone's numbers
/// (none when the record has no `"fair"` list).
fn fair<G: game::fair::Recorded>(text: &str) -> Result<Vec<usize>, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    game::fair::verify::<G>(&value).map_err(|e| e.to_string())
}

fn flag_value(args: &[String], name: &str) -> Option<u64> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

fn bench(args: &[String]) -> ExitCode {
    let deals = flag_value(args, "--deals").unwrap_or(2_000_000);
    let report = konter::bench::random_deals(deals, 1);
    println!(
        "{} random complete deals in {:.3} s: {:.0} deals/s on one core (checksum {})",
        report.deals, report.seconds, report.per_second, report.checksum
    );
    ExitCode::SUCCESS
}

fn flag_str<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1).map(String::as_str)
}

fn arena(args: &[String]) -> ExitCode {
    match flag_str(args, "--game") {
        None => {}
        Some(slug) if slug == ::konter::ID.slug => {}
        Some(slug) if let Some(g) = GAMES.iter().find(|g| g.id.slug == slug) => return (g.arena)(args),
        Some(other) => {
            let games: Vec<&str> = std::iter::once(::konter::ID.slug).chain(GAMES.iter().map(|g| g.id.slug)).collect();
            eprintln!("konter arena: unknown game {other:?}: {}\n{}", games.join(", "), usage());
            return ExitCode::from(2);
        }
    }
    use konter_bots::arena::{self, Player};
    use konter_bots::hard::HardConfig;
    let (Some(a), Some(b)) = (flag_str(args, "--a").and_then(Player::parse), flag_str(args, "--b").and_then(Player::parse))
    else {
        eprintln!("konter arena: --a and --b must be easy, medium, hard, oracle, oracle-clairvoyant, oracle-tabletrump, hard-oracletrump or hard-noread\n{}", usage());
        return ExitCode::from(2);
    };
    let deals = flag_value(args, "--deals").unwrap_or(200) as usize;
    let seed = flag_value(args, "--seed").unwrap_or(1);
    let mut cfg = HardConfig::default();
    if let Some(w) = flag_value(args, "--worlds") {
        cfg.max_worlds = w as usize;
    }
    if let Some(n) = flag_value(args, "--nodes") {
        cfg.node_budget = n;
    }
    if let Some(n) = flag_value(args, "--cap") {
        cfg.node_cap = n;
    }
    if let Some(n) = flag_value(args, "--min-worlds") {
        cfg.min_worlds = n as usize;
    }
    if let Some(n) = flag_value(args, "--softness") {
        cfg.trump_softness = n.min(1000) as u16;
    }
    if let Some(n) = flag_value(args, "--play-miss") {
        cfg.play_miss = n.clamp(1, 1000) as u16;
    }
    if let Some(n) = flag_value(args, "--partner-miss") {
        cfg.partner_miss = n.clamp(1, 1000) as u16;
    }
    if let Some(n) = flag_value(args, "--dd-percent") {
        cfg.trump_dd_percent = n.min(100) as u8;
    }
    // Hard's time budget per decision in ms, as the web worker sets it (default: none).
    let budget_ms = flag_value(args, "--ms").map(|ms| ms as f64);
    if deals > 0 {
        let r = arena::arena(a, b, deals, seed, &cfg, budget_ms, true);
        println!(
            "{} (A) vs {} (B): {} duplicate deals ({} played), seed {seed}, {:.1} s",
            a.name(),
            b.name(),
            r.boards,
            2 * r.boards,
            r.seconds
        );
        println!(
            "team A score {:.4} ± {:.4} (95% CI [{:.4}, {:.4}]; deal won 1, Stänner 1/2, lost 0)",
            r.score,
            r.ci95,
            r.score - r.ci95,
            r.score + r.ci95
        );
        println!(
            "dashes per deal: A strikes {:.3}, A adds {:.3}; B strikes {:.3}, B adds {:.3}; A's net {:+.3}",
            r.dashes[0],
            r.dashes[1],
            r.dashes[2],
            r.dashes[3],
            (r.dashes[0] - r.dashes[1]) - (r.dashes[2] - r.dashes[3])
        );
        for p in [a, b] {
            if let Some(q) = r.lat.percentiles(p) {
                println!(
                    "{} decision latency (cards and announcements, {} decisions): p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                    p.name(),
                    q[4],
                    q[0] / 1e3,
                    q[1] / 1e3,
                    q[2] / 1e3,
                    q[3] / 1e3
                );
            }
            if a == b {
                break;
            }
        }
    }
    if let Some(m) = flag_value(args, "--matches") {
        let r = arena::matches(a, b, m as usize, seed, &cfg, budget_ms);
        println!(
            "matches: {} duplicate matches ({} played): team A wins {:.3} ± {:.3}, {:.1} deals per match",
            r.matches,
            2 * r.matches,
            r.win_rate,
            r.ci95,
            r.deals_per_match
        );
    }
    ExitCode::SUCCESS
}

fn solve_bench(args: &[String]) -> ExitCode {
    let n = flag_value(args, "--positions").unwrap_or(2000) as usize;
    let seed = flag_value(args, "--seed").unwrap_or(1);
    let parts = match flag_str(args, "--only") {
        None => [true, true],
        Some("full") => [true, false],
        Some("trick2") => [false, true],
        Some(other) => {
            eprintln!("konter solve-bench: --only takes full or trick2, not {other}\n{}", usage());
            return ExitCode::from(2);
        }
    };
    let r = konter_bots::arena::solve_bench(n, seed, parts);
    println!(
        "double-dummy outcome level, one core: full deal {:.0} solves/s ({:.0} nodes each); from trick 2 {:.0} solves/s ({:.0} nodes each); {n} positions each",
        r.full_per_s, r.full_nodes, r.trick2_per_s, r.trick2_nodes
    );
    ExitCode::SUCCESS
}

fn trump_table(args: &[String]) -> ExitCode {
    let Some(out) = flag_str(args, "--out") else {
        eprintln!("konter trump-table: --out FILE is required\n{}", usage());
        return ExitCode::from(2);
    };
    let dd = args.iter().any(|a| a == "--dd");
    let deals = flag_value(args, "--deals").unwrap_or(if dd { 100_000 } else { 400 }) as usize;
    let seed = flag_value(args, "--seed").unwrap_or(1);
    let start = std::time::Instant::now();
    let (table, what) = if dd {
        let (t, fewest) = konter_bots::arena::generate_trump_table_dd(deals, seed, true);
        (t, format!("double-dummy, {deals} random deals, at least {fewest} per packet"))
    } else {
        (konter_bots::arena::generate_trump_table(deals, seed, true), format!("Medium self-play, {deals} deals per packet"))
    };
    if let Err(e) = std::fs::write(out, &table) {
        eprintln!("konter: cannot write {out}: {e}");
        return ExitCode::from(1);
    }
    println!("wrote {} bytes to {out} ({what}, seed {seed}, {:.0} s)", table.len(), start.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
