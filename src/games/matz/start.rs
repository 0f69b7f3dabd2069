//! What the start screen shows of Müller Matz (read through the list of games,
//! `crate::games::Start`): a fan of Aces, and a line on what it is.

use crate::engine::{Card, Rank, Suit};
use crate::games::{Line, Start};

pub static START: Start = Start {
    fan: &[Card::new(Suit::Spades, Rank::Ace), Card::new(Suit::Hearts, Rank::Ace), Card::new(Suit::Clubs, Rank::Ace)],
    line: Line {
        en: "Two to eight players, two lives: shed your cards, don't be the last",
        #[cfg(not(target_arch = "wasm32"))]
        fr: "De deux à huit joueurs, deux vies\u{a0}: se défausser, ne pas finir dernier",
        #[cfg(not(target_arch = "wasm32"))]
        de: "Zwei bis acht Spieler, zwei Leben: Karten loswerden, nicht Letzter sein",
        #[cfg(not(target_arch = "wasm32"))]
        lb: "Zwee bis aacht Spiller, zwee Liewen: Kaarte lassginn, net de Leschte sinn",
    },
};
