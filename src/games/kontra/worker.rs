//! Kontraspiel's bots' decision as its worker answers it: `crate::host::worker`'s messages with
//! its seat's view, its bots' levels and its actions.

use kontra::{Action, SeatView};
use kontra_bots::Level;

pub type Request = crate::host::worker::Request<SeatView, Level>;
pub type Answer = crate::host::worker::Answer<Action>;

/// The bots' decision.
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Result<Action, game::BotError> {
    kontra_bots::decide(level, view, seed)
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text(text: &str) -> String {
    crate::host::worker::answer_text(text, decide)
}
