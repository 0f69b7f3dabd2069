//! Where the app asks a bot for a decision.
//!
//! Today the bot runs on the main thread, inside the timeout that paces the game (see
//! the bot speed setting), so the page stays responsive between two decisions. The
//! request is plain data in and a callback out — a `SeatView`, the public match context,
//! a level and a seed — so it can move into a Web Worker without the callers changing.

use crate::bot::{self, Level, MatchContext};
use crate::engine::{Action, SeatView};

/// Asks the bot of `level` what the seat of `view` does; `done` receives the view back
/// with the answer (None if the bot has nothing to do).
pub fn request_bot_action(
    view: SeatView,
    context: MatchContext,
    level: Level,
    seed: u64,
    done: impl FnOnce(SeatView, Option<Action>) + 'static,
) {
    let action = bot::decide(&view, &context, level, seed);
    done(view, action);
}
