//! The messages between a game's table in the games module and its bots'
//! worker, which runs the module's own wasm off the page. Plain JSON text both ways:
//!
//! - request: `{"id": 7, "level": "medium", "seed": 123, "view": {…}}` — the seat's view
//!   (the game's `SeatView`: one seat's knowledge, never another hand), the bot's level and
//!   the seed of its decision;
//! - answer: `{"id": 7, "action": {"Ok": …}}` (the game's action in its record form), or
//!   `{"id": 7, "action": {"Err": …}}` (a `game::BotError`: why the bot could not decide) —
//!   the same typed `Result<Action, BotError>` as Konter a Matt's worker answers.
//!
//! Pure Rust, generic over the game: each game's worker module names its types and its bots'
//! decision ([`Decide`]); tested natively.

use game::BotError;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The worker's first message: it listens from now on.
pub const READY: &str = "ready";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request<V, L> {
    pub id: u64,
    pub level: L,
    pub seed: u64,
    pub view: V,
}

/// The worker's answer to the request with this id: the bot's action, or why it could not
/// decide.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer<A> {
    pub id: u64,
    pub action: Result<A, BotError>,
}

/// A bot's decision: the seat's view, the level, the seed.
pub type Decide<V, L, A> = fn(&V, L, u64) -> Result<A, BotError>;

/// The bot's decision for a request.
pub fn answer<V, L: Copy, A>(request: &Request<V, L>, decide: Decide<V, L, A>) -> Answer<A> {
    Answer { id: request.id, action: decide(&request.view, request.level, request.seed) }
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text<V: DeserializeOwned, L: DeserializeOwned + Copy, A: Serialize>(text: &str, decide: Decide<V, L, A>) -> String {
    let answer = match serde_json::from_str::<Request<V, L>>(text) {
        Ok(request) => answer(&request, decide),
        Err(e) => Answer { id: 0, action: Err(BotError::Inconsistent(format!("not a request: {e}"))) },
    };
    serde_json::to_string(&answer).expect("an answer always prints")
}
