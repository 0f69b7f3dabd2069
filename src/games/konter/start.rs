//! What the start screen shows of Konter a Matt (read through the list of games,
//! `crate::games::Start`): its three Queens, the permanent trumps, and a line on what it is.

use crate::engine::{Card, Rank, Suit};
use crate::games::{Line, Start};

pub static START: Start = Start {
    fan: &[Card::new(Suit::Spades, Rank::Queen), Card::new(Suit::Hearts, Rank::Queen), Card::new(Suit::Diamonds, Rank::Queen)],
    line: Line {
        en: "Two teams, three queens that always trump",
        #[cfg(not(target_arch = "wasm32"))]
        fr: "Deux équipes, trois dames toujours atout",
        #[cfg(not(target_arch = "wasm32"))]
        de: "Zwei Teams, drei Damen, die immer Trumpf sind",
        #[cfg(not(target_arch = "wasm32"))]
        lb: "Zwou Ekippen, dräi Dammen, déi ëmmer Tromp sinn",
    },
};
