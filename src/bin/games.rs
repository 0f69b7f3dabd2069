//! What the page loads only when first asked for, as one wasm module of its own: the games
//! of `konter_a_matt::games_module!` (their tables, panels and bots), and the extras of every
//! game (the score sheets for real cards, the page's dialogs' panels, the deal review and
//! the lessons). Trunk builds it next to the app (`data-type="worker"` with
//! `data-bindgen-target="web"`, so it is an ES module that nobody starts by itself); the
//! page imports it the first time one of them is shown (`src/page/modules.rs`), and the
//! service worker precaches it for offline play. Konter a Matt's first visit never
//! downloads it. One module for all: one copy of the UI runtime.

konter_a_matt::games_module!();
