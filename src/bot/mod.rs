//! The bots. A bot decides from a seat's [`SeatView`] (and the public match state), never
//! from hidden hands.

pub mod solver;

use crate::engine::{Action, Rules, SeatView};

/// How strong a bot plays.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

/// The public match state a bot weighs its decisions against (announcements, risk).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MatchContext {
    pub rules: Rules,
    /// Dashes left, `[team A, team B]`.
    pub dashes: [u32; 2],
    /// Pending Stänner stake.
    pub stake: u32,
}

/// The bot's decision for the seat to act: a trump to name, an announcement, or a card.
/// `seed` makes the decision reproducible. Returns None when the seat has nothing to do.
pub fn decide(view: &SeatView, context: &MatchContext, level: Level, seed: u64) -> Option<Action> {
    let _ = (context, level, seed);
    // Placeholder until the real bots land: the first legal card or trump.
    view.legal.iter().copied().find(|a| !matches!(a, Action::Announce(_)))
}
