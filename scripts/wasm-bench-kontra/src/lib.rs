//! Kontraspiel's Hard bot in wasm, one decision per call, for `run.mjs` to time.
//!
//! Deal after deal (a seeded deck, a pot of 0–5 before the ante), Hard sits in one seat
//! (a different one each deal) against three Medium bots. Every decision is made as the
//! web worker makes it: a fresh bot from the seat's view and a seed
//! (`kontra_bots::decide`).

use kontra::{Rules, Seat, SeatView, Session};
use kontra_bots::{decide, Level};
use std::cell::RefCell;

thread_local! {
    static GAME: RefCell<(Option<Session>, u64)> = const { RefCell::new((None, 0)) };
}

fn mix(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Plays one decision of the running deal (a new deal when the last one is over).
/// Returns 1 for a Hard decision with a choice (the ones timed), 0 for any other, 2 if a
/// bot failed to act (a bug).
#[no_mangle]
pub extern "C" fn step(seed: u32) -> u32 {
    GAME.with(|g| {
        let mut g = g.borrow_mut();
        if g.0.as_ref().is_none_or(|s| s.current().is_none()) {
            g.1 += 1;
            let n = g.1;
            let board = mix(seed as u64, n);
            let dealer = Seat::at((n % 4) as usize, 4).expect("a seat");
            let mut s = Session::with_table(
                Rules::default(),
                dealer,
                [20; 4],
                (board % 6) as u32,
                [false; 4],
            );
            if s.start_seeded_deal(mix(board, 1)).is_err() {
                return 2;
            }
            g.0 = Some(s);
        }
        let n = g.1;
        let Some(session) = g.0.as_mut() else {
            return 2;
        };
        let Some(seat) = session.to_act() else {
            return 2;
        };
        let Some(view) = SeatView::of(session, seat) else {
            return 2;
        };
        let hard = seat.index() == (n / 4 % 4) as usize;
        let level = if hard { Level::Hard } else { Level::Medium };
        let step_seed = mix(n, view.events.len() as u64);
        let Ok(action) = decide(level, &view, step_seed) else {
            return 2;
        };
        let choice = view.legal.len() > 1;
        if session.apply(seat, action).is_err() {
            return 2;
        }
        (hard && choice) as u32
    })
}
