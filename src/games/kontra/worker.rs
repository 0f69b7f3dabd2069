//! Kontraspiel's bot messages (`crate::host::worker`): its seat's view, its bots' levels,
//! its actions, and its bots' decision.

use kontra::{Action, SeatView};
use kontra_bots::Level;

crate::worker_messages!(SeatView, Level, Action, |view, level, seed| kontra_bots::decide(level, view, seed));
