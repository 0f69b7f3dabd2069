//! Kontraspiel and Müller Matz, the app's second and third games, as one wasm module of
//! their own: their tables, their panels (rules, settings, statistics, the score sheets,
//! export and import) and their bots. Trunk builds it next to the app
//! (`data-type="worker"` with `data-bindgen-target="web"`, so it is an ES module that nobody
//! starts by itself); the page imports it the first time one of them is shown
//! (`src/app/modules.rs`), and the service worker precaches it for offline play. Konter a
//! Matt's first visit never downloads it. One module for both: one copy of the UI runtime.

konter_a_matt::game_module!(
    "kontra" => konter_a_matt::app::kontra,
    "matz" => konter_a_matt::app::matz,
);
