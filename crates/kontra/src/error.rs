//! Why the engine refused something, in words a person understands. The variants carry
//! what a message needs, so the app can say it in the player's language.

use crate::action::Action;
use crate::card::{card_list, is_wenzel};
use crate::phase::Phase;
use crate::trump::Lane;
use cards::{Card, CardSet, Seat, Suit};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The cards of a deal are not the 24-card deck: this card is not one of it.
    NotInDeck { card: Card },
    /// The cards of a deal are not the 24-card deck: this card comes twice.
    DealtTwice { card: Card },
    /// Someone acted out of turn.
    NotYourTurn { seat: Seat, to_act: Option<Seat> },
    /// The action is not one this moment asks for.
    NotNow { action: Action, phase: Phase },
    /// The deal is over.
    DealOver,
    /// No deal is being played.
    NoDeal,
    /// A new deal was started while one is still being played.
    DealInProgress,
    /// The session has ended.
    SessionOver,
    /// The card is not in the player's hand.
    NotHeld { card: Card },
    /// The card breaks the follow rule; `allowed` are the cards of the led suit held.
    MustFollow {
        card: Card,
        led: Lane,
        allowed: CardSet,
    },
    /// The taker-up must keep the turn-up.
    KeepTurnUp { card: Card },
    /// In round 2 only eldest may name the turn-up's suit.
    PreferredSuitInRound2 { suit: Suit },
    /// A match is announced in another suit than the turn-up's.
    MatchInPreferredSuit { suit: Suit },
    /// The soloist never announces contra or recontra.
    SoloistCannotContra,
    /// One contra per deal.
    ContraAlreadyMade { by: Seat },
    /// Contra is announced before trick 2 starts.
    ContraTooLate,
    /// Recontra is announced before trick 3 starts.
    RecontraTooLate,
    /// Recontra answers a contra.
    RecontraWithoutContra,
    /// Recontra is a third player's.
    ContraPlayerCannotRecontra,
    /// One recontra per deal.
    RecontraAlreadyMade { by: Seat },
}

/// What the moment asks for, to explain an action that does not fit it.
fn asked(phase: Phase) -> String {
    match phase {
        Phase::TurnUp => "the dealer first decides whether to take up the turn-up".into(),
        Phase::Discard => "the dealer who took up first lays a card face down".into(),
        Phase::Round1 => "it is round 1: accept the turn-up's suit or pass".into(),
        Phase::Round2 => "it is round 2: name a trump suit or pass".into(),
        Phase::MatchWindow => "it is time to announce match or say no".into(),
        Phase::Window(w) => format!(
            "it is time for contra or recontra before trick {}: announce or say no",
            w.index() + 1
        ),
        Phase::Exchange => {
            "the contra player first takes the turn-up for a card or keeps his hand".into()
        }
        Phase::Play => "it is time to play a card".into(),
        Phase::Done => "the deal is over".into(),
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::NotInDeck { card } => {
                write!(
                    f,
                    "the cards are not a Kontraspiel deal: {card} is not in the 24-card deck"
                )
            }
            RuleError::DealtTwice { card } => {
                write!(
                    f,
                    "the cards are not a Kontraspiel deal: {card} is dealt twice"
                )
            }
            RuleError::NotYourTurn {
                seat,
                to_act: Some(t),
            } => {
                write!(f, "it is not seat {seat}'s turn; seat {t} is to act")
            }
            RuleError::NotYourTurn { seat, to_act: None } => {
                write!(f, "it is not seat {seat}'s turn; nobody is to act")
            }
            RuleError::NotNow {
                action: Action::Exchange(_) | Action::Keep,
                ..
            } => f.write_str(
                "the turn-up can be exchanged only by a contra player who announced before the \
                 first trick, in a game accepted in round 1, right after his contra",
            ),
            RuleError::NotNow {
                action: Action::Contra | Action::Recontra,
                phase: Phase::Play,
            } => f.write_str(
                "contra and recontra are announced between tricks, when asked: contra before \
                 trick 2 starts, recontra before trick 3",
            ),
            RuleError::NotNow { action, phase } => {
                write!(f, "\"{action}\" is not possible now — {}", asked(*phase))
            }
            RuleError::DealOver => f.write_str("the deal is over"),
            RuleError::NoDeal => f.write_str("no deal is being played"),
            RuleError::DealInProgress => f.write_str("a deal is still being played"),
            RuleError::SessionOver => f.write_str("the session is over"),
            RuleError::NotHeld { card } => write!(f, "{card} is not in this hand"),
            RuleError::MustFollow {
                card,
                led: Lane::Trump,
                allowed,
            } => write!(
                f,
                "{card} is not allowed — trump was led and you must play a trump ({})",
                card_list(allowed.iter())
            ),
            RuleError::MustFollow {
                card,
                led: Lane::Plain(suit),
                allowed,
            } => {
                write!(
                    f,
                    "{card} is not allowed — you must follow {} ({})",
                    suit.name(),
                    card_list(allowed.iter())
                )?;
                if is_wenzel(*card) && card.suit() == *suit {
                    write!(f, "; {card} is a trump, not one of the {}", suit.name())?;
                }
                Ok(())
            }
            RuleError::KeepTurnUp { card } => {
                write!(
                    f,
                    "the turn-up {card} stays in the hand; lay down another card"
                )
            }
            RuleError::PreferredSuitInRound2 { suit } => write!(
                f,
                "in round 2 only eldest may name {} ({suit}), the turn-up's suit",
                suit.name()
            ),
            RuleError::MatchInPreferredSuit { suit } => write!(
                f,
                "a match is announced in another suit than {} ({suit}), the turn-up's",
                suit.name()
            ),
            RuleError::SoloistCannotContra => {
                f.write_str("the soloist cannot announce contra or recontra")
            }
            RuleError::ContraAlreadyMade { by } => {
                write!(f, "seat {by} already announced contra; one contra per deal")
            }
            RuleError::ContraTooLate => {
                f.write_str("contra is too late: it is announced before trick 2 starts")
            }
            RuleError::RecontraTooLate => {
                f.write_str("recontra is too late: it is announced before trick 3 starts")
            }
            RuleError::RecontraWithoutContra => {
                f.write_str("recontra answers a contra, and nobody has announced contra")
            }
            RuleError::ContraPlayerCannotRecontra => {
                f.write_str("recontra is for a third player, not the contra player")
            }
            RuleError::RecontraAlreadyMade { by } => {
                write!(
                    f,
                    "seat {by} already announced recontra; one recontra per deal"
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}
