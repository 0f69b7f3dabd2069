//! Why the engine refused something, in words a person understands.

use crate::bag::Bag;
use crate::rules::RulesError;
use cards::{Card, Seat};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game is over; nothing more can be played.
    GameOver,
    NotYourTurn {
        seat: Seat,
        to_act: Option<Seat>,
    },
    /// The seat is not at this table.
    NoSuchSeat {
        seat: Seat,
    },
    NotHeld {
        card: Card,
    },
    /// Leading (first life) or facing an empty trick (second life): nothing to pick up.
    NothingToPickUp,
    /// Strict variant: the answer must beat the led card or be of its suit.
    MustBeatOrFollow {
        card: Card,
        led: Card,
    },
    /// Second life: the card does not beat the top card.
    DoesNotBeat {
        card: Card,
        top: Card,
    },
    /// Giving up needs two packs.
    GiveUpOnePack,
    /// Giving up is an answer to a led card.
    GiveUpNotAnswering,
    /// Giving up needs the led card's twin in the hand.
    GiveUpNeedsTwin {
        led: Card,
    },
    /// Exchanges and sleeping belong to the first life.
    FirstLifeOnly,
    SleepNotLeading,
    SleepTwice,
    /// Sleeping cards must all be trumps.
    SleepNotTrump {
        card: Card,
    },
    /// The cards named for sleeping are not all in the hand.
    SleepNotHeld {
        cards: Bag,
    },
    /// While the stock lasts, sleeping takes exactly three trumps.
    SleepNeedsThree {
        held: usize,
    },
    /// Once the stock is empty, sleeping takes a hand of one to three trumps.
    SleepTooMany {
        held: usize,
    },
    /// Sleeping lays down the whole hand (unless the any-three variant is played).
    SleepWholeHand,
    ExchangeTwice,
    /// Only the Six or the Two of trumps can be exchanged.
    ExchangeNotSixOrTwo {
        card: Card,
    },
    /// The exchange must gain rank.
    ExchangeNotHigher {
        card: Card,
        turned: Card,
    },
    /// The turned card has been drawn.
    ExchangeNoTurnedCard,
    /// The pack for a game is not the full pack(s): how many cards it has, and a card
    /// there too often or missing.
    BadPack {
        cards: usize,
        wrong: Option<Card>,
    },
    /// The dealer of a new game is not the one the rules give.
    WrongDealer {
        given: Seat,
        expected: Seat,
    },
    /// A new game was started while one is being played.
    GameInProgress,
    /// No game is being played.
    NoGame,
    /// The match is over.
    MatchOver,
    Rules(RulesError),
    /// A table put together from parts is not one the rules can reach.
    BadSetup(&'static str),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NotYourTurn { seat, to_act: Some(t) } => {
                write!(f, "it is not seat {seat}'s turn; seat {t} is to act")
            }
            RuleError::NotYourTurn { seat, to_act: None } => {
                write!(f, "it is not seat {seat}'s turn; nobody is to act")
            }
            RuleError::NoSuchSeat { seat } => write!(f, "there is no seat {seat} at this table"),
            RuleError::NotHeld { card } => write!(f, "{card} is not in this hand"),
            RuleError::NothingToPickUp => write!(f, "there is no card to pick up: it is this player's lead"),
            RuleError::MustBeatOrFollow { card, led } => write!(
                f,
                "{card} is not allowed: the answer must beat {led} or be a {} (or pick it up)",
                led.suit().name().trim_end_matches('s').to_lowercase()
            ),
            RuleError::DoesNotBeat { card, top } => write!(
                f,
                "{card} does not beat {top}: play a higher {} or a trump, or pick {top} up",
                top.suit().name().trim_end_matches('s').to_lowercase()
            ),
            RuleError::GiveUpOnePack => write!(f, "giving up needs two packs (5–8 players)"),
            RuleError::GiveUpNotAnswering => write!(f, "giving up is an answer to a led card"),
            RuleError::GiveUpNeedsTwin { led } => {
                write!(f, "giving up needs the other {led} in the hand")
            }
            RuleError::FirstLifeOnly => write!(f, "exchanging and going to sleep belong to the first life"),
            RuleError::SleepNotLeading => write!(f, "going to sleep is only allowed when leading"),
            RuleError::SleepTwice => write!(f, "this player already went to sleep this turn"),
            RuleError::SleepNotTrump { card } => write!(f, "going to sleep needs trumps only, and {card} is no trump"),
            RuleError::SleepNotHeld { cards } => write!(f, "{cards} are not all in this hand"),
            RuleError::SleepNeedsThree { held } => write!(
                f,
                "while the stock lasts, going to sleep needs a hand of exactly three trumps (this hand has {held} cards)"
            ),
            RuleError::SleepTooMany { held } => write!(
                f,
                "going to sleep needs a hand of one to three trumps (this hand has {held} cards)"
            ),
            RuleError::SleepWholeHand => write!(f, "going to sleep lays down the whole hand"),
            RuleError::ExchangeTwice => write!(f, "this player already exchanged this turn"),
            RuleError::ExchangeNotSixOrTwo { card } => {
                write!(f, "{card} cannot be exchanged: only the Six or the Two of trumps can")
            }
            RuleError::ExchangeNotHigher { card, turned } => {
                write!(f, "{card} cannot be exchanged for {turned}: the turned card must rank higher")
            }
            RuleError::ExchangeNoTurnedCard => write!(f, "the turned card has been drawn; nothing to exchange"),
            RuleError::BadPack { cards, wrong: Some(card) } => {
                write!(f, "the pack is not a full pack: {} is there too often or missing ({cards} cards)", card.code())
            }
            RuleError::BadPack { cards, wrong: None } => write!(f, "the pack has {cards} cards, not a full pack"),
            RuleError::WrongDealer { given, expected } => {
                write!(f, "seat {given} cannot deal; the rules give seat {expected}")
            }
            RuleError::GameInProgress => write!(f, "a game is still being played"),
            RuleError::NoGame => write!(f, "no game is being played"),
            RuleError::MatchOver => write!(f, "the match is over"),
            RuleError::Rules(e) => write!(f, "{e}"),
            RuleError::BadSetup(why) => write!(f, "not a position of the game: {why}"),
        }
    }
}

impl std::error::Error for RuleError {}

impl From<RulesError> for RuleError {
    fn from(e: RulesError) -> RuleError {
        RuleError::Rules(e)
    }
}
