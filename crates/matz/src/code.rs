//! Cards and suits travel as their record codes (`"7D"`, `"H"`) in views and logs, so the
//! JSON the web worker receives reads like a record. Used as `#[serde(with = "…")]`.

use cards::{Card, Suit};
use serde::{de::Error, Deserialize, Deserializer, Serializer};

pub mod card {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Card, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&card.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let code = String::deserialize(d)?;
        Card::parse(&code).ok_or_else(|| D::Error::custom(format!("{code:?} is not a card")))
    }
}

pub mod opt_card {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
        match card {
            Some(c) => s.serialize_str(&c.code()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Card>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(code) => Card::parse(&code)
                .map(Some)
                .ok_or_else(|| D::Error::custom(format!("{code:?} is not a card"))),
        }
    }
}

pub mod suit {
    use super::*;

    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&suit.letter().to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let text = String::deserialize(d)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Suit::from_letter), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(D::Error::custom(format!(
                "{text:?} is not a suit (S H D C)"
            ))),
        }
    }
}
