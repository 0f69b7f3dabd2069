//! Where Kontraspiel asks a bot: its worker (`public/module_worker.js`, named "kontra"), else the page
//! (`crate::host::bots`).

use crate::host::bots::{self, Bots};
use super::worker;
use kontra::{Action, SeatView};
use kontra_bots::Level;

thread_local! {
    static BOTS: Bots<SeatView, Level, Action> = const { Bots::new("kontra", "Kontraspiel", worker::decide) };
}

/// Asks the bot of `level` what the seat of `view` does; `done` gets its action (None if
/// it could not decide).
pub fn ask(view: SeatView, level: Level, seed: u64, done: impl FnOnce(Option<Action>) + 'static) {
    bots::ask(&BOTS, view, level, seed, done);
}
