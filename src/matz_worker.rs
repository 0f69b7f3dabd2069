//! The messages between Müller Matz's table and its bots' worker (`public/matz_worker.js`,
//! which runs the Müller Matz module's own wasm off the page). Plain JSON text both ways:
//!
//! - request: `{"id": 7, "level": "hard", "seed": 123, "view": {…}}` — the seat's view
//!   (`matz::SeatView`, one seat's knowledge, never another hand), the bot's level and
//!   the seed of its decision;
//! - answer: `{"id": 7, "action": "7D"}` (the action's record code), or
//!   `{"id": 7, "error": "…"}`.
//!
//! Pure Rust: tested natively; the worker and the page's fallback call [`answer_text`].

use matz::{Action, SeatView};
use matz_bots::Level;
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
    match matz_bots::decide(&request.view, request.level, request.seed) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use matz::{Match, Rules, Seat};

    #[test]
    fn a_request_gets_a_legal_answer_and_nonsense_an_error() {
        let mut m = Match::new(Rules::new(5).unwrap());
        m.start_shuffled_game(Seat::at(0, 5).unwrap(), 9).unwrap();
        let seat = m.current().unwrap().to_act().unwrap();
        let view = SeatView::of_match(&m, seat).unwrap();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let request = Request { id: 3, level, seed: 1, view: view.clone() };
            let text = answer_text(&serde_json::to_string(&request).unwrap());
            let a: Answer = serde_json::from_str(&text).unwrap();
            assert_eq!(a.id, 3);
            assert!(view.legal.contains(&a.action.unwrap()));
        }
        for bad in ["", "{}", "[1]", "{\"id\":1,\"level\":\"hard\",\"seed\":1,\"view\":{}}"] {
            let a: Answer = serde_json::from_str(&answer_text(bad)).unwrap();
            assert!(a.action.is_none() && a.error.is_some(), "{bad}");
        }
    }
}
