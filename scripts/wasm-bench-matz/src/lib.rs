//! The Müller Matz Hard bot's decisions in wasm, one per call, for `run.mjs` to time.
//!
//! It plays one Hard seat among Medium seats at a table of N, game after game (the Hard
//! seat moving round), through the same `matz_bots::decide` the web worker calls, with the
//! default fixed budget.

use matz::{Game, Rules, Seat, SeatView};
use matz_bots::{decide, Level};
use std::cell::RefCell;

thread_local! {
    static GAME: RefCell<(Option<Game>, u64)> = const { RefCell::new((None, 0)) };
}

/// Plays one decision of the running game at a table of `players` (a new game from `seed`
/// when the last one is over). Returns 1 for a Hard decision with a choice (the ones
/// timed), 0 for any other, 2 if a bot failed to act (a bug).
#[no_mangle]
pub extern "C" fn step(seed: u32, players: u32) -> u32 {
    GAME.with(|g| {
        let mut g = g.borrow_mut();
        let n = players.clamp(2, 8) as usize;
        if g.0.as_ref().is_none_or(|game| game.is_over()) {
            g.1 += 1;
            let k = g.1;
            let Ok(rules) = Rules::new(n) else { return 2 };
            let Some(dealer) = Seat::new((k % n as u64) as usize) else { return 2 };
            let Ok(game) = Game::shuffled(rules, dealer, k ^ (u64::from(seed) << 32)) else { return 2 };
            g.0 = Some(game);
        }
        let k = g.1;
        let Some(game) = g.0.as_mut() else { return 2 };
        let Some(seat) = game.to_act() else { return 2 };
        let hard = seat.index() == (k % n as u64) as usize;
        let view = SeatView::of(game, seat);
        let level = if hard { Level::Hard } else { Level::Medium };
        let choice = view.legal.len() > 1;
        let Ok(action) = decide(&view, level, k * 1000 + game.actions().len() as u64) else { return 2 };
        if game.apply(seat, action).is_err() {
            return 2;
        }
        u32::from(hard && choice)
    })
}
