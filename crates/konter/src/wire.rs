//! The serde forms of the rules' small values in messages (app and bot worker, host and
//! guests), as the record format writes them: a card by its code ("QS"), a suit by its
//! letter ("H"), a set of cards by its codes, an announcement by its word ("konter-a-matt").

use crate::announcement::Announcement;
use crate::card::{Card, CardSet, Suit};
use serde::de::Error;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let code = String::deserialize(d)?;
        Card::parse(&code).ok_or_else(|| D::Error::custom(format!("{code:?} is not a card")))
    }
}

/// A set of cards as the list of its codes (`["QS", "TH"]`).
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Card::code))
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        Ok(Vec::<Card>::deserialize(d)?.into_iter().collect())
    }
}

impl Serialize for Announcement {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Announcement {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Announcement, D::Error> {
        let code = String::deserialize(d)?;
        Announcement::parse(&code).ok_or_else(|| D::Error::custom(format!("{code:?} is not an announcement")))
    }
}

/// A suit by its letter (`#[serde(with = "crate::wire::suit")]`).
pub mod suit {
    use super::*;

    pub fn serialize<S: Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(suit.letter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let letter = char::deserialize(d)?;
        Suit::from_letter(letter).ok_or_else(|| D::Error::custom(format!("{letter:?} is not a suit")))
    }
}

/// Trump or none yet, by its letter or `null`.
pub mod suit_opt {
    use super::*;

    pub fn serialize<S: Serializer>(suit: &Option<Suit>, s: S) -> Result<S::Ok, S::Error> {
        suit.map(Suit::letter).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Suit>, D::Error> {
        match Option::<char>::deserialize(d)? {
            None => Ok(None),
            Some(letter) => Suit::from_letter(letter).map(Some).ok_or_else(|| D::Error::custom(format!("{letter:?} is not a suit"))),
        }
    }
}
