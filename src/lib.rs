//! The web app of the card games of `games` (Konter a Matt first) around
//! their rules and bots, which are crates of their own (`crates/`, pure Rust, no web).
//!
//! - `page` (wasm only): the first visit — the start screen, the header and dialogs, the
//!   routing, the loader of the games module, and Konter a Matt's turn cycle (`page::konter`).
//! - `games`: the list of games, and each game's home (`games::<key>`): its views, panels,
//!   lessons, texts, stored values, bot messages and hints.
//! - `host`: what every game needs, written once — a game's table frame, pace, saving guard,
//!   notices, friends at one device and online, records, the bots' worker protocol.
//! - `i18n`: the texts' machinery, the page's and the host's texts in four languages;
//!   `store`: the machinery of every value kept in `localStorage`, and the values every game
//!   shares (settings, seats, the game chosen).
//!
//! Arrows point inward: page → games → host → store and i18n → the crates. The one value
//! read against them is the list of games (`games::Game`): stored choices (`store::games`),
//! the courses' choice (`host::course`) and the start screen's lines (`i18n::Texts`) name a
//! game by it. Which wasm file holds what is decided by its entry point (`src/bin/`): the
//! page (`src/main.rs`) draws `page` and what it names of `games::konter` and `host`; the
//! games module (`src/bin/games.rs`) draws every game's screens and panels; the worker
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
