//! The public log: everything every player saw, in order (§10). Cards played face up are
//! named; cards drawn face down are only counted (the turned card is face up, so drawing it
//! is named). A person reads it as a bot's memory; bots get exactly this.

use crate::bag::Bag;
use cards::{Card, Seat};
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// First life: `seat` led `card` to `to`.
    Lead {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
        to: Seat,
    },
    /// First life: `seat` answered `led` with `card` (a beat or a discard); both went onto
    /// his reserve.
    Answer {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
        #[serde(with = "crate::code::card")]
        led: Card,
        beat: bool,
    },
    /// First life: `seat` answered with the twin of `card`; both went out of play, or onto
    /// `to_reserve`'s reserve under that variant.
    GiveUp {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
        to_reserve: Option<Seat>,
    },
    /// `seat` picked up `card`: the led card (first life) or the top card (second life).
    PickUp {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
    },
    /// `seat` went to sleep: these trumps went onto his reserve.
    Sleep { seat: Seat, cards: Bag },
    /// `seat` exchanged `gave` (now the turned card) for `took`.
    Exchange {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        gave: Card,
        #[serde(with = "crate::code::card")]
        took: Card,
    },
    /// `seat` drew `count` cards; the last of them was the turned card if named.
    Draw {
        seat: Seat,
        count: u8,
        #[serde(with = "crate::code::opt_card")]
        turned: Option<Card>,
    },
    /// `seat` holds no cards and the stock is empty: finished for the first life.
    Finished { seat: Seat },
    /// The first life is over. The last holder's `count` hand cards joined his reserve
    /// (or went out of play under that variant).
    FirstLifeOver {
        last_holder: Option<Seat>,
        count: u8,
    },
    /// Variant: the turned card went out of play at the end of the first life.
    TurnedOutOfPlay {
        #[serde(with = "crate::code::card")]
        card: Card,
    },
    /// `seat` holds no cards: out, in `place` (1 = winner).
    Out { seat: Seat, place: u8 },
    /// Second life: `seat` played `card` to the trick, fixing its size `size` if it led it.
    Play {
        seat: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
        size: u8,
    },
    /// Second life: the trick was complete (`size` cards) and went out of play; `seat`
    /// played its last card.
    TrickDone { seat: Seat, size: u8 },
    /// A position occurred for the third time: the game ended by the repetition guard.
    Repetition,
    /// The game is over and `loser` lost it.
    GameOver { loser: Seat },
}

/// Where the table writes what happens: the game's public log, or nowhere (the bots'
/// searches).
pub trait Sink {
    fn note(&mut self, event: Event);
}

impl Sink for Vec<Event> {
    fn note(&mut self, event: Event) {
        self.push(event);
    }
}

impl Sink for () {
    fn note(&mut self, _: Event) {}
}
