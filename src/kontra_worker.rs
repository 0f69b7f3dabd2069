//! The messages between Kontraspiel's table and its bots' worker (`public/kontra_worker.js`,
//! which runs the Kontraspiel module's own wasm off the page). Plain JSON text both ways:
//!
//! - request: `{"id": 7, "level": "medium", "seed": 123, "view": {…}}` — the seat's view
//!   (`kontra::SeatView`, one seat's knowledge, never another hand), the bot's level and
//!   the seed of its decision;
//! - answer: `{"id": 7, "action": "QS"}` (the action's record code), or
//!   `{"id": 7, "error": "…"}`.
//!
//! Pure Rust: tested natively; the worker and the page's fallback call [`answer_text`].

use kontra::{Action, SeatView};
use kontra_bots::Level;
use serde::{Deserialize, Serialize};

/// The worker's first message: it listens from now on.
pub const READY: &str = "ready";

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: u64,
    pub level: Level,
    pub seed: u64,
    pub view: SeatView,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub id: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action: Option<Action>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The bot's decision for a request.
pub fn answer(request: &Request) -> Answer {
    match kontra_bots::decide(request.level, &request.view, request.seed) {
        Ok(action) => Answer { id: request.id, action: Some(action), error: None },
        Err(e) => Answer { id: request.id, action: None, error: Some(e.to_string()) },
    }
}

/// One request's text in, its answer's text out (never a panic on a bad request).
pub fn answer_text(text: &str) -> String {
    let answer = match serde_json::from_str::<Request>(text) {
        Ok(request) => answer(&request),
        Err(e) => Answer { id: 0, action: None, error: Some(format!("not a request: {e}")) },
    };
    serde_json::to_string(&answer).expect("an answer always prints")
}
