//! Konter a Matt: the rule engine, the bots and (on wasm) the web app.
//!
//! Arrows point inward: `app` → `store`, `i18n`, `bot` → `engine`. The engine imports nothing of ours
//! and nothing of the web, so it is tested natively and compiled to wasm unchanged.

pub mod bot;
pub mod bot_worker;
pub mod engine;
pub mod i18n;
pub mod store;
pub mod sheet;

#[cfg(target_arch = "wasm32")]
pub mod app;
