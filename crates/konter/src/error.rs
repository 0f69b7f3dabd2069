//! Why the engine refused something, in words a person understands.

use super::announcement::Announcement;
use super::card::{Card, CardSet};
use super::seat::{Seat, Team};
use super::trump::Lane;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The hands given for a deal are not four hands of six distinct cards covering the
    /// deck: this card is dealt twice.
    BadHands { dealt_twice: Card },
    /// Someone acted out of turn.
    NotYourTurn { seat: Seat, to_act: Option<Seat> },
    /// Trump must be named first.
    TrumpNotNamed,
    /// Trump was already named.
    TrumpAlreadyNamed,
    /// The deal is over; nothing more can be played.
    DealOver,
    /// The match is over.
    MatchOver { winner: Team },
    /// A new deal was started while one is still being played.
    DealInProgress,
    /// No deal is being played.
    NoDeal,
    /// The card is not in the player's hand.
    NotHeld { card: Card },
    /// The card breaks the follow rule; `allowed` are the cards that could be played.
    MustFollow { card: Card, led: Lane, allowed: CardSet },
    /// The hand does not hold the matadors the announcement needs.
    AnnouncementNotHeld { announcement: Announcement },
    /// Announcements are made before one's own first card, in the first trick.
    AnnouncementTooLate { announcement: Announcement },
    /// Each player announces at most once.
    AlreadyAnnounced { previous: Announcement },
    /// The dealer of a new deal is not the one the rules give.
    WrongDealer { given: Seat, expected: Seat },
}

/// Cards in the short form messages use, in order: "K♥ A♥".
pub fn card_list(cards: CardSet) -> String {
    cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
}

fn lane_name(led: Lane) -> String {
    match led {
        Lane::Trump => "trump".to_string(),
        Lane::Plain(s) => s.symbol().to_string(),
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::BadHands { dealt_twice } => {
                write!(f, "the hands are not a valid deal: {dealt_twice} is dealt twice")
            }
            RuleError::NotYourTurn { seat, to_act: Some(t) } => {
                write!(f, "it is not seat {seat}'s turn; seat {t} is to act")
            }
            RuleError::NotYourTurn { seat, to_act: None } => {
                write!(f, "it is not seat {seat}'s turn; nobody is to act")
            }
            RuleError::TrumpNotNamed => write!(f, "trump has not been named yet"),
            RuleError::TrumpAlreadyNamed => write!(f, "trump has already been named"),
            RuleError::DealOver => write!(f, "the deal is over; all six tricks have been played"),
            RuleError::MatchOver { winner } => write!(f, "the match is over; team {winner} won it"),
            RuleError::DealInProgress => write!(f, "a deal is still being played"),
            RuleError::NoDeal => write!(f, "no deal is being played"),
            RuleError::NotHeld { card } => write!(f, "{card} is not in this hand"),
            RuleError::MustFollow { card, led: Lane::Trump, allowed } => write!(
                f,
                "{card} is not allowed — trump was led and this hand must play a trump ({})",
                card_list(*allowed)
            ),
            RuleError::MustFollow { card, led, allowed } => write!(
                f,
                "{card} is not allowed — {} follows the led {} (play {} or a trump)",
                card_list(*allowed),
                lane_name(*led),
                lane_name(*led)
            ),
            RuleError::AnnouncementNotHeld { announcement } => write!(
                f,
                "\"{announcement}\" needs {} in the hand",
                card_list(announcement.required())
            ),
            RuleError::AnnouncementTooLate { announcement } => write!(
                f,
                "\"{announcement}\" is too late: announcements are made before one's own first card"
            ),
            RuleError::AlreadyAnnounced { previous } => {
                write!(f, "this player already announced \"{previous}\"; one announcement each")
            }
            RuleError::WrongDealer { given, expected } => {
                write!(f, "seat {given} cannot deal; the rules give seat {expected}")
            }
        }
    }
}

impl std::error::Error for RuleError {}

