//! A bag of cards. With two packs (5–8 players) every card exists twice, so a hand, a
//! reserve or the cards out of play are multisets. Two bit sets hold one — the cards there
//! at least once and those there twice — so a bag is `Copy`, compares by content and costs
//! the one-pack game nothing.

use cards::{Card, CardSet, Suit};
use std::fmt;

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bag {
    once: CardSet,
    /// Always a subset of `once`.
    twice: CardSet,
}

impl Bag {
    pub const EMPTY: Bag = Bag {
        once: CardSet::EMPTY,
        twice: CardSet::EMPTY,
    };

    /// Every card of `packs` packs (1 or 2).
    pub fn packs(packs: usize) -> Bag {
        let twice = if packs >= 2 {
            CardSet::full()
        } else {
            CardSet::EMPTY
        };
        Bag {
            once: CardSet::full(),
            twice,
        }
    }

    /// How many copies of `card` the bag holds (0–2).
    pub fn count(self, card: Card) -> usize {
        self.once.contains(card) as usize + self.twice.contains(card) as usize
    }

    pub fn contains(self, card: Card) -> bool {
        self.once.contains(card)
    }

    /// Adds a copy; false (and no change) if the bag already holds two.
    pub fn insert(&mut self, card: Card) -> bool {
        if self.twice.contains(card) {
            return false;
        }
        if self.once.contains(card) {
            self.twice.insert(card);
        } else {
            self.once.insert(card);
        }
        true
    }

    /// Removes a copy; false (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        if self.twice.remove(card) {
            return true;
        }
        self.once.remove(card)
    }

    pub fn len(self) -> usize {
        self.once.len() + self.twice.len()
    }

    pub fn is_empty(self) -> bool {
        self.once.is_empty()
    }

    /// The distinct cards.
    pub fn distinct(self) -> CardSet {
        self.once
    }

    /// Every card as often as the bag holds it, in pack order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        self.once
            .iter()
            .flat_map(move |c| std::iter::repeat_n(c, self.count(c)))
    }

    /// Both bags together; None if a card would be there three times or more.
    pub fn plus(self, other: Bag) -> Option<Bag> {
        let overflow = self
            .twice
            .intersection(other.once)
            .union(self.once.intersection(other.twice));
        overflow.is_empty().then(|| Bag {
            once: self.once.union(other.once),
            twice: self
                .twice
                .union(other.twice)
                .union(self.once.intersection(other.once)),
        })
    }

    /// Whether every card of `other` is here at least as often.
    pub fn includes(self, other: Bag) -> bool {
        other.once.difference(self.once).is_empty() && other.twice.difference(self.twice).is_empty()
    }

    /// This bag without the cards of `other` (as often as `other` holds them); None unless
    /// this bag includes `other`.
    pub fn minus(self, other: Bag) -> Option<Bag> {
        self.includes(other).then(|| Bag {
            once: self
                .twice
                .difference(other.twice)
                .union(self.once.difference(other.once)),
            twice: self.twice.difference(other.once),
        })
    }

    /// The cards of one suit.
    pub fn of_suit(self, suit: Suit) -> Bag {
        let s = CardSet::suit(suit);
        Bag {
            once: self.once.intersection(s),
            twice: self.twice.intersection(s),
        }
    }

    /// Codes separated by spaces, as records write them: `"7D 7D QS"`.
    pub fn codes(self) -> String {
        self.iter().map(Card::code).collect::<Vec<_>>().join(" ")
    }
}

impl FromIterator<Card> for Bag {
    /// Collects cards; a third copy of a card is dropped (callers that may see one check
    /// the length).
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Bag {
        let mut bag = Bag::EMPTY;
        for card in iter {
            bag.insert(card);
        }
        bag
    }
}

impl fmt::Display for Bag {
    /// Short forms for messages: `7♦ 7♦ Q♠`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cards: Vec<String> = self.iter().map(|c| c.to_string()).collect();
        f.write_str(&cards.join(" "))
    }
}

/// A bag travels as the list of its card codes (`["7D", "7D", "QS"]`).
impl serde::Serialize for Bag {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Card::code))
    }
}

impl<'de> serde::Deserialize<'de> for Bag {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Bag, D::Error> {
        let codes = Vec::<String>::deserialize(d)?;
        let mut bag = Bag::EMPTY;
        for code in codes {
            let card = Card::parse(&code)
                .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not a card")))?;
            if !bag.insert(card) {
                return Err(serde::de::Error::custom(format!(
                    "{code} is there more than twice"
                )));
            }
        }
        Ok(bag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cards::Rank;

    fn card(code: &str) -> Card {
        Card::parse(code).unwrap()
    }

    #[test]
    fn a_bag_counts_copies() {
        let mut bag = Bag::EMPTY;
        assert!(bag.insert(card("7D")));
        assert!(bag.insert(card("7D")));
        assert!(!bag.insert(card("7D")));
        bag.insert(card("QS"));
        assert_eq!(bag.len(), 3);
        assert_eq!(bag.count(card("7D")), 2);
        assert_eq!(bag.codes(), "QS 7D 7D");
        assert!(bag.remove(card("7D")));
        assert_eq!(bag.count(card("7D")), 1);
        assert!(bag.remove(card("7D")));
        assert!(!bag.remove(card("7D")));
        assert_eq!(bag.len(), 1);
        assert_eq!(Bag::packs(2).len(), 104);
        assert_eq!(Bag::packs(1).of_suit(Suit::Hearts).len(), 13);
        assert_eq!(Card::new(Suit::Hearts, Rank::Two).code(), "2H");
    }

    #[test]
    fn sums_and_differences_keep_counts() {
        let a: Bag = [card("7D"), card("QS")].into_iter().collect();
        let b: Bag = [card("7D"), card("2C")].into_iter().collect();
        let sum = a.plus(b).unwrap();
        assert_eq!(sum.len(), 4);
        assert_eq!(sum.count(card("7D")), 2);
        assert!(sum.plus(b).is_none());
        assert_eq!(sum.minus(b), Some(a));
        assert_eq!(sum.minus(sum), Some(Bag::EMPTY));
        assert!(a.minus(b).is_none());
        let back: Bag = serde_json::from_str(&serde_json::to_string(&sum).unwrap()).unwrap();
        assert_eq!(back, sum);
    }
}
