//! The boundary between a game's rules and whatever hosts them — the app's shell, the
//! command-line tool, arenas, tests — in the words the three rule books share: whose turn
//! it is, what that seat may do, doing it (or a refusal that says why), dealing the next
//! deal, the end of the match, and what one seat may know. Each game's crate implements
//! [`Game`]; each bots crate implements [`Bot`]. Nothing here knows a rule.

use std::fmt::{Debug, Display};

pub mod fair;
pub mod json;
pub mod record;
pub mod laws;

/// Who a game is, wherever it is named — links, records, messages between devices, the
/// app's list of games, the command-line tool: one value per game, declared once by its
/// rules crate (its `ID`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Id {
    /// Its name in links, stored choices, messages between devices, and its records'
    /// `"format"` (`skat`, `doppelkopf`).
    pub slug: &'static str,
    /// Its short key: the app's games module draws it under this key, and its values in
    /// storage carry it (`skat`, `doko`).
    pub key: &'static str,
    /// Its name, the same in every language.
    pub name: &'static str,
}

/// A match of one of the games, from the host's side.
pub trait Game {
    /// Which game this is.
    const ID: Id;
    /// A place at the table (Konter a Matt's seats also know their team).
    type Seat: Copy + Eq + Debug;
    /// One decision a seat makes: a card, a bid, "pick up"…
    type Action: Copy + Eq + Debug;
    /// Why an action or a deal was refused, in words a person understands.
    type Error: Display + Debug;
    /// What one seat may know: its own cards and everything shown to the table.
    type View;
    /// An action as another seat sees it: the same action where every action is made in
    /// the open, less where a card goes down face down.
    type Seen: Copy + Eq + Debug;

    /// Whose turn it is; `None` between deals (see [`Game::needs_deal`]) and at the end.
    fn to_act(&self) -> Option<Self::Seat>;

    /// Every action the seat to act may take now, each once; empty when nobody is to act.
    fn legal_actions(&self) -> Vec<Self::Action>;

    /// One seat's action; a refused one changes nothing.
    fn apply(&mut self, seat: Self::Seat, action: Self::Action) -> Result<(), Self::Error>;

    /// Whether the next deal is to be dealt: the last one is over and the match goes on.
    fn needs_deal(&self) -> bool;

    /// Deals the next deal from a seed (the same cards on every platform).
    fn deal_next(&mut self, seed: u64) -> Result<(), Self::Error>;

    /// Whether the match has ended.
    fn is_over(&self) -> bool;

    /// What `seat` may know now: the deal in play, else the last one until the next is
    /// dealt (its end stays on the table); `None` before the first deal.
    fn view(&self, seat: Self::Seat) -> Option<Self::View>;

    /// `by`'s action as `viewer` sees it (a rule: what the table is shown).
    fn seen(by: Self::Seat, action: Self::Action, viewer: Self::Seat) -> Self::Seen;
}

/// A player that is not a person: decides from one seat's view, never from hidden cards.
pub trait Bot<G: Game> {
    fn decide(&mut self, view: &G::View) -> Result<G::Action, BotError>;
}

/// Why a bot could not decide (the host then reports it and lets the person go on).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotError {
    /// The view is not the seat's turn.
    NotMyTurn,
    /// The view holds nothing legal to do (a view the rules could not produce).
    NothingLegal,
    /// The view contradicts itself (a hand that could not have been dealt, say).
    Inconsistent(String),
}

impl Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotError::NotMyTurn => write!(f, "it is not this seat's turn"),
            BotError::NothingLegal => write!(f, "there is nothing legal to do"),
            BotError::Inconsistent(why) => write!(f, "the view contradicts itself: {why}"),
        }
    }
}

impl std::error::Error for BotError {}
