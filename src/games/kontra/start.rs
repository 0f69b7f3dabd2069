//! What the start screen shows of Kontraspiel (read through the list of games,
//! `crate::games::Start`): its two black Jacks, the permanent trumps, and a line on what it is.

use crate::engine::{Card, Rank, Suit};
use crate::games::{Line, Start};

pub static START: Start = Start {
    fan: &[Card::new(Suit::Clubs, Rank::Jack), Card::new(Suit::Spades, Rank::Jack)],
    line: Line {
        en: "Each for themselves: bid, say Contra, win chips",
        #[cfg(not(target_arch = "wasm32"))]
        fr: "Chacun pour soi\u{a0}: enchères, contre, jetons",
        #[cfg(not(target_arch = "wasm32"))]
        de: "Jeder für sich: reizen, Kontra geben, Chips gewinnen",
        #[cfg(not(target_arch = "wasm32"))]
        lb: "Jidderee fir sech: bidden, Kontra soen, Jetone gewannen",
    },
};
