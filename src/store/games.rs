//! Which game the start screen starts: `{"v": 1, "game": SLUG}` (its `game::Id::slug`)
//! under `konter-a-matt:game`. Konter a Matt is the default: without the key, or with anything
//! in it this app did not write, the app opens exactly as it did before there was a choice
//! (a broken choice is one bit of preference, not a game: it is simply not read).
//!
//! Another game's own values (its session, settings and statistics) are written and read by
//! its home (`crate::games`); the page only peeks at whether a session is saved, and
//! whether it is over, to label the start screen's first button.

use super::envelope::open_envelope;
use serde_json::Value;

pub use super::keys::GAME_KEY;

pub use crate::games::Game;

impl Game {
    /// The stored choice; the default for anything else.
    pub fn read(raw: &str) -> Game {
        let read = open_envelope(raw).ok().filter(|(v, _)| *v == 1);
        read.as_ref().and_then(|(_, map)| Game::of_slug(map.get("game")?.as_str()?)).unwrap_or_default()
    }

    /// The envelope written when the person picks the game.
    pub fn to_json_string(self) -> String {
        format!("{{\"v\":1,\"game\":\"{}\"}}", self.id().slug)
    }
}

/// What the start screen says about a stored session of a game of the games module: `None` without one,
/// `Some(true)` when it is over, `Some(false)` otherwise — an unreadable one too (its module
/// reports it, backs it up and offers a new session when it is shown).
pub fn session_over(raw: Option<&str>) -> Option<bool> {
    let raw = raw?;
    let over = open_envelope(raw).ok().and_then(|(_, map)| map.get("over").and_then(Value::as_bool));
    Some(over.unwrap_or(false))
}
