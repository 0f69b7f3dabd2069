//! What a player does, and its record code. Every action is made by the seat whose turn it
//! is; which actions a moment allows is the deal's business ([`crate::Deal::legal_actions`]).

use crate::card::parse_card;
use cards::{Card, Suit};
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The dealer takes up the Ace turned up, before seeing his hand, and plays alone in
    /// its suit.
    TakeUp,
    /// The dealer leaves the Ace on the table: the bidding goes on.
    Decline,
    /// The dealer, having taken up, lays one card face down (not the turn-up).
    Discard(Card),
    /// Round 1: play alone with the turn-up's suit as trumps.
    Accept,
    /// Round 1 or 2: not to play alone.
    Pass,
    /// Round 2: play alone with this suit as trumps.
    Name(Suit),
    /// Match window: take over as soloist with this trump, undertaking all five tricks.
    AnnounceMatch(Suit),
    /// Match window or a contra window: nothing to announce.
    No,
    /// Play against the soloist for oneself.
    Contra,
    /// After a contra, a third player also plays for himself.
    Recontra,
    /// The contra player takes the turn-up into his hand and lays this card face down.
    Exchange(Card),
    /// The contra player keeps his hand and leaves the turn-up on the table.
    Keep,
    /// A card to the trick.
    Play(Card),
}

impl Action {
    /// The record code: `take_up`, `decline`, `discard:9H`, `accept`, `pass`, `name:H`,
    /// `match:S`, `no`, `contra`, `recontra`, `exchange:9H`, `keep`, or a card code for a play.
    pub fn code(self) -> String {
        match self {
            Action::TakeUp => "take_up".into(),
            Action::Decline => "decline".into(),
            Action::Discard(c) => format!("discard:{}", c.code()),
            Action::Accept => "accept".into(),
            Action::Pass => "pass".into(),
            Action::Name(s) => format!("name:{}", s.letter()),
            Action::AnnounceMatch(s) => format!("match:{}", s.letter()),
            Action::No => "no".into(),
            Action::Contra => "contra".into(),
            Action::Recontra => "recontra".into(),
            Action::Exchange(c) => format!("exchange:{}", c.code()),
            Action::Keep => "keep".into(),
            Action::Play(c) => c.code(),
        }
    }

    /// Reads a record code (either case); `None` if it is none.
    pub fn parse(code: &str) -> Option<Action> {
        let code = code.trim().to_ascii_lowercase();
        let suit = |s: &str| {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => Suit::from_letter(c),
                _ => None,
            }
        };
        if let Some((word, arg)) = code.split_once(':') {
            return match word {
                "discard" => parse_card(arg).map(Action::Discard),
                "exchange" => parse_card(arg).map(Action::Exchange),
                "name" => suit(arg).map(Action::Name),
                "match" => suit(arg).map(Action::AnnounceMatch),
                _ => None,
            };
        }
        Some(match code.as_str() {
            "take_up" => Action::TakeUp,
            "decline" => Action::Decline,
            "accept" => Action::Accept,
            "pass" => Action::Pass,
            "no" => Action::No,
            "contra" => Action::Contra,
            "recontra" => Action::Recontra,
            "keep" => Action::Keep,
            card => return parse_card(card).map(Action::Play),
        })
    }

    /// The card an action lays down or plays, if any.
    pub fn card(self) -> Option<Card> {
        match self {
            Action::Discard(c) | Action::Exchange(c) | Action::Play(c) => Some(c),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    /// For people and messages: "accept", "name ♥", "10♥".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::TakeUp => f.write_str("take up"),
            Action::Decline => f.write_str("decline"),
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Accept => f.write_str("accept"),
            Action::Pass => f.write_str("pass"),
            Action::Name(s) => write!(f, "name {s}"),
            Action::AnnounceMatch(s) => write!(f, "announce match in {s}"),
            Action::No => f.write_str("no"),
            Action::Contra => f.write_str("contra"),
            Action::Recontra => f.write_str("recontra"),
            Action::Exchange(c) => write!(f, "exchange {c} for the turn-up"),
            Action::Keep => f.write_str("keep the hand"),
            Action::Play(c) => write!(f, "{c}"),
        }
    }
}

/// Actions travel as their record codes (`"accept"`, `"name:H"`, `"QS"`), in views and
/// in the bots' answers.
impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Action::parse(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not an action")))
    }
}
