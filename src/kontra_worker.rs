//! Kontraspiel's bot messages (`crate::module_worker`): its seat's view, its bots' levels,
//! its actions, and its bots' decision.

use crate::module_worker::{self, Decide};
use kontra::{Action, SeatView};
use kontra_bots::Level;

pub use crate::module_worker::READY;

pub type Request = module_worker::Request<SeatView, Level>;
pub type Answer = module_worker::Answer<Action>;

/// The bots' decision.
const DECIDE: Decide<SeatView, Level, Action> = |view, level, seed| kontra_bots::decide(level, view, seed);

/// The bot's decision for a request.
pub fn answer(request: &Request) -> Answer {
    module_worker::answer(request, DECIDE)
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text(text: &str) -> String {
    module_worker::answer_text(text, DECIDE)
}
