//! Kontraspiel's commands: `konter replay` of a Kontraspiel record (dispatched on its
//! `"format"`), and `konter arena --game kontraspiel`.

use std::process::ExitCode;

/// Whether the text is a Kontraspiel record (`"format": "kontraspiel"`).
pub fn claims(text: &str) -> bool {
    ::kontra::record::claims(text)
}

/// Checks a Kontraspiel record and prints its summary (`--json`: the documented JSON).
/// An invalid record exits 1 naming the deal, the event, the seat and why.
pub fn replay(text: &str, json: bool) -> ExitCode {
    match ::kontra::record::read(text) {
        Ok(replay) => {
            if json {
                println!("{}", ::kontra::json::compact(&replay.summary_json()));
            } else {
                print!("{}", replay.summary_text());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("konter: invalid Kontraspiel record: {e}");
            ExitCode::from(1)
        }
    }
}
