//! `konter`: the native command-line tool.
//!
//! - `konter replay FILE [--json]`: check a match record and print the per-deal summary.
//! - `konter bench [--deals N]`: random complete deals per second on one core.

use konter_a_matt::engine::record;
use std::process::ExitCode;

const USAGE: &str = "usage:
  konter replay FILE [--json]   check a match record (FILE or - for stdin) and summarise it
  konter bench [--deals N]      measure random complete deals per second on one core";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("-h" | "--help" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
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
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let text = match read_input(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("konter: {e}");
            return ExitCode::from(2);
        }
    };
    match record::check(&text) {
        Ok(replay) => {
            if json {
                println!("{}", replay.summary_json());
            } else {
                print!("{}", replay.summary_text());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("konter: invalid record: {e}");
            ExitCode::from(1)
        }
    }
}

fn flag_value(args: &[String], name: &str) -> Option<u64> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

fn bench(args: &[String]) -> ExitCode {
    let deals = flag_value(args, "--deals").unwrap_or(2_000_000);
    let report = konter_a_matt::engine::bench::random_deals(deals, 1);
    println!(
        "{} random complete deals in {:.3} s: {:.0} deals/s on one core (checksum {})",
        report.deals, report.seconds, report.per_second, report.checksum
    );
    ExitCode::SUCCESS
}
