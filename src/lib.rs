//! Konter a Matt's web app and what it keeps between visits: the shell around the rules
//! (`konter`) and the bots (`konter-bots`), which are crates of their own (`crates/`).
//!
//! `app` (wasm only) → `i18n` and `store` → `session` → `seats`, `seeds`, `share`; the
//! texts and storage share `settings`, `games`, `kept` and `lang`, and the texts import
//! nothing of storage. `app` → `bot_worker` → the `konter-bots` and `konter` crates.
//! The rules crate imports nothing of ours and nothing of the web, so it is tested natively
//! and compiled to wasm unchanged.

pub use konter as engine;
pub use konter::sheet;
pub use konter_bots as bot;

pub mod bot_worker;
pub mod course;
pub mod games;
mod game_module;
pub mod hints;
pub mod i18n;
pub mod kept;
pub mod lang;
pub mod lessons;
pub mod lessons_kontra;
pub mod lessons_matz;
pub mod kontra_worker;
pub mod matz_worker;
pub mod module_worker;
pub mod seats;
pub mod seeds;
pub mod session;
pub mod settings;
pub mod share;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub mod app;
