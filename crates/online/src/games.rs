//! A game as it travels between host and guests: any [`game::Game`] whose seats, actions,
//! views and seen actions are JSON. Which game a table plays is its [`game::Id`]'s slug; what
//! a seat sees of another seat's action is the game's own rule ([`game::Game::seen`]); its
//! record lets a guest deal a deal again from everyone's numbers ([`game::fair`]).

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// A game that can be played at a table of devices.
pub trait Online:
    Clone
    + Debug
    + PartialEq
    + 'static
    + game::fair::Recorded
    + game::Game<
    Seat: Serialize + DeserializeOwned + 'static,
    Action: Serialize + DeserializeOwned + 'static,
    View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static,
    Seen: Serialize + DeserializeOwned,
>
{
}

impl<G> Online for G
where
    G: Clone + Debug + PartialEq + 'static + game::Game + game::fair::Recorded,
    G::Seat: Serialize + DeserializeOwned + 'static,
    G::Action: Serialize + DeserializeOwned + 'static,
    G::View: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static,
    G::Seen: Serialize + DeserializeOwned,
{
}
