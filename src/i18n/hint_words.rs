//! What the practice hint's reason needs named, for the games the games module draws: each game's
//! texts say the facts of `crate::hints` (what the card beats, which card takes the trick so
//! far, how many trumps a suit gives the hand) as their phrase `hint_reason`, with the
//! cards, seats and suits named by the caller, in the game's own words.

/// Names of the things a reason mentions.
pub struct Names<'a, C, S, U> {
    pub card: &'a dyn Fn(C) -> String,
    pub seat: &'a dyn Fn(S) -> String,
    pub suit: &'a dyn Fn(U) -> String,
}
