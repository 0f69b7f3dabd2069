//! Konter a Matt's web app and what it keeps between visits: the shell around the rules
//! (`konter`) and the bots (`konter-bots`), which are crates of their own (`crates/`).
//!
//! `app` (wasm only) → `i18n` → `store` → `lang`, and `app` → `bot_worker` → the
//! `konter-bots` and `konter` crates.
//! The rules crate imports nothing of ours and nothing of the web, so it is tested natively
//! and compiled to wasm unchanged.

pub use konter as engine;
pub use konter::sheet;
pub use konter_bots as bot;

pub mod bot_worker;
pub mod i18n;
pub mod lang;
pub mod lessons;
pub mod kontra_worker;
pub mod matz_worker;
pub mod module_worker;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub mod app;
