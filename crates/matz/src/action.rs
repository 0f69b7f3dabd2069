//! What a player does. In the first life: lead or answer with a card, pick up the led
//! card, give both identical cards up (two packs), go to sleep, exchange the Six or Two of
//! trumps for the turned card. In the second life: play a card or pick up the top card.

use crate::bag::Bag;
use cards::Card;
use std::fmt;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Lead or answer (first life), lead or beat (second life) with this card.
    Play(Card),
    /// Take the led card (first life) or the top card of the trick (second life) into the hand.
    PickUp,
    /// Two packs: answer the led card with its twin and put both out of play.
    GiveUp,
    /// Lay these trumps face down on one's reserve and top up (first life, when leading).
    Sleep(Bag),
    /// Swap this Six or Two of trumps for the turned card (first life, at one's turn).
    Exchange(Card),
}

impl Action {
    /// The record's code: `7D`, `pickup`, `giveup`, `sleep 3H 9H QH`, `exchange 6H`.
    pub fn code(&self) -> String {
        match self {
            Action::Play(c) => c.code(),
            Action::PickUp => "pickup".into(),
            Action::GiveUp => "giveup".into(),
            Action::Sleep(cards) => format!("sleep {}", cards.codes()),
            Action::Exchange(c) => format!("exchange {}", c.code()),
        }
    }

    /// Reads a code as [`Action::code`] writes it (either case, any spacing); None for
    /// anything else. Whether the action is allowed is the table's question.
    pub fn parse(code: &str) -> Option<Action> {
        let mut words = code.split_whitespace();
        let first = words.next()?.to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        match (first.as_str(), rest.as_slice()) {
            ("pickup", []) => Some(Action::PickUp),
            ("giveup", []) => Some(Action::GiveUp),
            ("exchange", [card]) => Card::parse(card).map(Action::Exchange),
            ("sleep", cards) if !cards.is_empty() && cards.len() <= 3 => {
                let mut bag = Bag::EMPTY;
                for c in cards {
                    if !bag.insert(Card::parse(c)?) {
                        return None;
                    }
                }
                Some(Action::Sleep(bag))
            }
            (card, []) => Card::parse(card).map(Action::Play),
            _ => None,
        }
    }

    /// What a button for this action says, in English: "Seven of Diamonds", "Pick up",
    /// "Give both up", "Go to sleep", "Exchange for the turned card".
    pub fn label(&self) -> String {
        match self {
            Action::Play(c) => c.name(),
            Action::PickUp => "Pick up".into(),
            Action::GiveUp => "Give both up".into(),
            Action::Sleep(_) => "Go to sleep".into(),
            Action::Exchange(_) => "Exchange for the turned card".into(),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Play(c) => write!(f, "{c}"),
            Action::PickUp => f.write_str("pick up"),
            Action::GiveUp => f.write_str("give both up"),
            Action::Sleep(cards) => write!(f, "go to sleep with {cards}"),
            Action::Exchange(c) => write!(f, "exchange {c} for the turned card"),
        }
    }
}

/// An action travels as its record code (`"7D"`, `"pickup"`, `"sleep 3H 9H QH"`).
impl serde::Serialize for Action {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Action {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        let code = String::deserialize(d)?;
        Action::parse(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not an action")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back() {
        for code in [
            "7D",
            "pickup",
            "giveup",
            "sleep 3H 9H QH",
            "exchange 6H",
            "sleep 3H 3H",
        ] {
            let action = Action::parse(code).unwrap();
            assert_eq!(action.code(), code);
            assert_eq!(Action::parse(&action.code()), Some(action));
        }
        assert_eq!(Action::parse(" PICKUP "), Some(Action::PickUp));
        assert_eq!(Action::parse("sleep"), None);
        assert_eq!(Action::parse("sleep 3H 3H 3H"), None);
        assert_eq!(Action::parse("exchange"), None);
        assert_eq!(Action::parse("7D 8D"), None);
        assert_eq!(Action::parse("xx"), None);
        assert_eq!(Action::parse(""), None);
        assert_eq!(
            Action::Play(Card::parse("7D").unwrap()).label(),
            "Seven of Diamonds"
        );
    }
}
