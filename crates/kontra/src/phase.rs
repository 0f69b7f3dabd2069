//! What a deal waits for: the phases of the state machine (rule book §4–§6) and the
//! contra windows, named apart from the deal so that its refusals can name them too.

use crate::action::Action;

/// The contra windows: before trick 1, 2 and 3.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Window {
    /// After the soloist is known, before the first lead: contra (with the exchange) and recontra.
    W0,
    /// After trick 1: contra and recontra.
    W1,
    /// After trick 2: recontra only.
    W2,
}

impl Window {
    pub const ALL: [Window; 3] = [Window::W0, Window::W1, Window::W2];

    /// 0, 1, 2: the number of tricks played before it.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// What the deal is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The dealer, not having seen his hand, takes up the Ace turned up or declines.
    TurnUp,
    /// The dealer who took up lays a card face down.
    Discard,
    /// Eldest to dealer: accept the turn-up's suit or pass.
    Round1,
    /// Eldest to dealer: name a suit or pass.
    Round2,
    /// Every seat but the soloist, from eldest: announce match or no.
    MatchWindow,
    /// Every seat but the soloist, from the next leader: contra, recontra or no.
    Window(Window),
    /// The contra player of W0 in a round-1 game: exchange a card for the turn-up or keep.
    Exchange,
    /// Cards to tricks.
    Play,
    /// Five tricks played, or both rounds passed (no game).
    Done,
}

impl Phase {
    /// The record-like code: `turn_up`, `discard`, `round1`, `round2`, `match_window`,
    /// `w0`, `w1`, `w2`, `exchange`, `play`, `done`.
    pub fn code(self) -> &'static str {
        match self {
            Phase::TurnUp => "turn_up",
            Phase::Discard => "discard",
            Phase::Round1 => "round1",
            Phase::Round2 => "round2",
            Phase::MatchWindow => "match_window",
            Phase::Window(Window::W0) => "w0",
            Phase::Window(Window::W1) => "w1",
            Phase::Window(Window::W2) => "w2",
            Phase::Exchange => "exchange",
            Phase::Play => "play",
            Phase::Done => "done",
        }
    }

    pub fn parse(code: &str) -> Option<Phase> {
        const ALL: [Phase; 11] = [
            Phase::TurnUp,
            Phase::Discard,
            Phase::Round1,
            Phase::Round2,
            Phase::MatchWindow,
            Phase::Window(Window::W0),
            Phase::Window(Window::W1),
            Phase::Window(Window::W2),
            Phase::Exchange,
            Phase::Play,
            Phase::Done,
        ];
        ALL.into_iter().find(|p| p.code() == code)
    }

    /// Whether this phase asks for actions of this kind at all.
    pub(crate) fn takes(self, action: Action) -> bool {
        use Action as A;
        matches!(
            (self, action),
            (Phase::TurnUp, A::TakeUp | A::Decline)
                | (Phase::Discard, A::Discard(_))
                | (Phase::Round1, A::Accept | A::Pass)
                | (Phase::Round2, A::Name(_) | A::Pass)
                | (Phase::MatchWindow, A::AnnounceMatch(_) | A::No)
                | (Phase::Window(_), A::Contra | A::Recontra | A::No)
                | (Phase::Exchange, A::Exchange(_) | A::Keep)
                | (Phase::Play, A::Play(_))
        )
    }
}
