//! Konter a Matt in the app, everything of it outside its rules (`konter`) and bots
//! (`konter-bots`) crates. The page draws its table for the first visit (`crate::page::konter`
//! holds the turn cycle, `Ctrl`); the rest ships in the games module.
//!
//! Plain Rust, tested natively: `session` (a match as the app holds it), `share` (a shared
//! deal's link), `lessons` (the lessons' positions), `worker` (the bot worker's messages).
//!
//! The web (wasm only):
//! - drawn by the page: `table` (the felt), `seat_badge`, `trick`, `hand`, `summary`,
//!   `table_state`, `table_intents`, `bots` (where a bot decision is requested);
//! - in the games module: `extras` (its entry points), `panels` with `settings`, `rules`,
//!   `stats`, `match_sheet` and `records`; `lee` (the score sheet's strokes), `sheets` (the
//!   score sheet for real cards), `learn` (the lessons and the deal review), `online` (a
//!   table with friends on their own devices).

pub mod learn_texts;
pub mod lesson_texts;
pub mod lessons;
pub mod session;
pub mod share;
pub mod sheet_texts;
pub mod sheet_words;
pub mod start;
pub mod stored;
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub mod bots;
#[cfg(target_arch = "wasm32")]
pub mod extras;
#[cfg(target_arch = "wasm32")]
pub mod hand;
#[cfg(target_arch = "wasm32")]
pub mod learn;
#[cfg(target_arch = "wasm32")]
pub mod lee;
#[cfg(target_arch = "wasm32")]
pub mod match_sheet;
#[cfg(target_arch = "wasm32")]
pub mod online;
#[cfg(target_arch = "wasm32")]
pub mod panels;
#[cfg(target_arch = "wasm32")]
pub mod records;
#[cfg(target_arch = "wasm32")]
pub mod rules;
#[cfg(target_arch = "wasm32")]
pub mod seat_badge;
#[cfg(target_arch = "wasm32")]
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod sheets;
#[cfg(target_arch = "wasm32")]
pub mod stats;
#[cfg(target_arch = "wasm32")]
pub mod summary;
#[cfg(target_arch = "wasm32")]
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod table_intents;
#[cfg(target_arch = "wasm32")]
pub mod table_state;
#[cfg(target_arch = "wasm32")]
pub mod trick;
