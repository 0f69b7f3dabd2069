//! The three games as they travel between host and guests: which game, and what a seat
//! sees of another seat's action.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// Which of the three games a table plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    #[serde(rename = "konter-a-matt")]
    KonterAMatt,
    #[serde(rename = "kontraspiel")]
    Kontraspiel,
    #[serde(rename = "mueller-matz")]
    MuellerMatz,
}

/// A game that can be played at a table of devices: its seats, actions and views travel
/// as JSON, and each action has a form every seat may see.
pub trait Online:
    Clone
    + Debug
    + PartialEq
    + 'static
    + game::Game<
    Seat: Serialize + DeserializeOwned + 'static,
    Action: Serialize + DeserializeOwned + 'static,
    View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static,
>
{
    const GAME: GameKind;
    /// An action as `viewer` sees it: a card laid face down by another seat shows only
    /// that a card went down.
    type Seen: Copy + Debug + PartialEq + Serialize + DeserializeOwned;

    fn seen(by: Self::Seat, action: Self::Action, viewer: Self::Seat) -> Self::Seen;
}

/// Every Konter a Matt action is made in the open (trump named, announcement, card).
impl Online for konter::Match {
    const GAME: GameKind = GameKind::KonterAMatt;
    type Seen = konter::Action;

    fn seen(_: konter::Seat, action: konter::Action, _: konter::Seat) -> konter::Action {
        action
    }
}

/// Another seat's discard and exchange show no card.
impl Online for kontra::Session {
    const GAME: GameKind = GameKind::Kontraspiel;
    type Seen = kontra::Seen;

    fn seen(by: kontra::Seat, action: kontra::Action, viewer: kontra::Seat) -> kontra::Seen {
        use kontra::{Action, Seen};
        match action {
            Action::Discard(_) if by != viewer => Seen::Discarded,
            Action::Exchange(_) if by != viewer => Seen::Exchanged,
            a => Seen::Open(a),
        }
    }
}

/// Every Müller Matz action is made in the open (§10): cards played, picked up, the trumps
/// put to sleep, the card exchanged for the turned one. Draws are not actions.
impl Online for matz::Match {
    const GAME: GameKind = GameKind::MuellerMatz;
    type Seen = matz::Action;

    fn seen(_: matz::Seat, action: matz::Action, _: matz::Seat) -> matz::Action {
        action
    }
}
