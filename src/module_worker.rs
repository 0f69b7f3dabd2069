//! The messages between a game module's table (Kontraspiel, Müller Matz) and its bots'
//! worker, which runs the module's own wasm off the page. Plain JSON text both ways:
//!
//! - request: `{"id": 7, "level": "medium", "seed": 123, "view": {…}}` — the seat's view
//!   (the game's `SeatView`: one seat's knowledge, never another hand), the bot's level and
//!   the seed of its decision;
//! - answer: `{"id": 7, "action": …}` (the game's action in its record form), or
//!   `{"id": 7, "error": "…"}`.
//!
//! Pure Rust, generic over the game: each game's worker module (`crate::kontra_worker`,
//! `crate::matz_worker`) names its types and its bots' `decide`; tested natively.

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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer<A> {
    pub id: u64,
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    pub action: Option<A>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

fn none<A>() -> Option<A> {
    None
}

/// A bot's decision: the seat's view, the level, the seed.
pub type Decide<V, L, A> = fn(&V, L, u64) -> Result<A, BotError>;

/// The bot's decision for a request.
pub fn answer<V, L: Copy, A>(request: &Request<V, L>, decide: Decide<V, L, A>) -> Answer<A> {
    match decide(&request.view, request.level, request.seed) {
        Ok(action) => Answer { id: request.id, action: Some(action), error: None },
        Err(e) => Answer { id: request.id, action: None, error: Some(e.to_string()) },
    }
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text<V: DeserializeOwned, L: DeserializeOwned + Copy, A: Serialize>(text: &str, decide: Decide<V, L, A>) -> String {
    let answer = match serde_json::from_str::<Request<V, L>>(text) {
        Ok(request) => answer(&request, decide),
        Err(e) => Answer { id: 0, action: None, error: Some(format!("not a request: {e}")) },
    };
    serde_json::to_string(&answer).expect("an answer always prints")
}
