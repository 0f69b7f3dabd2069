//! Müller Matz in the `konter` tool: `konter replay FILE [--json]` for a record whose
//! `"format"` is `"mueller-matz"`, and `konter arena --game mueller-matz …`.

use std::process::ExitCode;

/// Whether `text` is a Müller Matz record (`replay` dispatches on it).
pub fn is_record(text: &str) -> bool {
    ::matz::record::is_mueller_matz(text)
}

/// Checks a record; prints the summary (`--json`: the summary of
/// `docs/mueller-matz-record.md`), or why it is invalid (exit 1).
pub fn replay(text: &str, json: bool) -> ExitCode {
    match ::matz::record::check(text) {
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
