//! The web app of the card games of `games` (Konter a Matt first) around
//! their rules and bots, which are crates of their own (`crates/`, pure Rust, no web).
//!
//! - `page` (wasm only): the first visit — the start screen, the header and dialogs, the
//!   routing, the loader of the games module, and Konter a Matt's turn cycle (`page::konter`).
//! - `games`: the list of games, and each game's home (`games::<key>`): its views, panels, lessons, bot messages and hints.
//! - `host`: what every game needs, written once — a game's table frame, pace, saving guard,
//!   notices, friends at one device and online, records, the bots' worker protocol.
//! - `i18n`: every text in four languages; `store`: every value kept in `localStorage`.
//!
//! Arrows point inward: page → games → host → store and i18n → the crates; the ones that
//! still point back are Konter a Matt's (its session read by `store::saved`, `store::shelf`,
//! `i18n::phrases` and `host::panel_state`; its extras by `host::entries`), the page's link
//! maker and `Ctrl` (read by `host::online` and `i18n::langs`), and the list of games (read
//! by `store::games` and `host::course`). Which wasm file holds what is decided by its entry
//! point (`src/bin/`): the page (`src/main.rs`) draws
//! `page` and what it names of `games::konter` and `host`; the games module
//! (`src/bin/games.rs`) draws every game's screens and panels; the worker
//! (`src/bin/worker.rs`) runs Konter a Matt's bots.

pub use konter as engine;
pub use konter::sheet;
pub use konter_bots as bot;

pub mod games;
pub mod host;
pub mod i18n;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub mod page;
