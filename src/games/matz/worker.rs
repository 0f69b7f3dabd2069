//! Müller Matz's bots' decision as its worker answers it: `crate::host::worker`'s messages with
//! its seat's view, its bots' levels and its actions.

use matz::{Action, SeatView};
use matz_bots::Level;

pub type Request = crate::host::worker::Request<SeatView, Level>;
pub type Answer = crate::host::worker::Answer<Action>;

/// The bots' decision.
pub fn decide(view: &SeatView, level: Level, seed: u64) -> Result<Action, game::BotError> {
    matz_bots::decide(view, level, seed)
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text(text: &str) -> String {
    crate::host::worker::answer_text(text, decide)
}
