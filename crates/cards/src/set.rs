//! Sets of distinct cards as a 64-bit set over the 52-card pack: membership, union and
//! "the cards of this suit I hold" are single bit operations, which the bots' searches need.

use crate::card::{Card, Suit};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// The whole 52-card pack.
    pub const fn full() -> CardSet {
        CardSet((1 << Card::COUNT) - 1)
    }

    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & ((1 << Card::COUNT) - 1))
    }

    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The thirteen cards of one printed suit.
    pub fn suit(suit: Suit) -> CardSet {
        CardSet(0x1FFF << (13 * suit.index()))
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.index();
    }

    /// Removes `card`; tells whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in pack order (suit by suit, low to high).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Card::from_index(i).expect("bits stay below 52")
            })
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Rank;

    #[test]
    fn a_set_holds_what_was_put_in() {
        let mut set = CardSet::EMPTY;
        let queen = Card::new(Suit::Spades, Rank::Queen);
        set.insert(queen);
        set.insert(Card::new(Suit::Clubs, Rank::Ace));
        assert!(set.contains(queen));
        assert_eq!(set.len(), 2);
        assert!(set.remove(queen));
        assert!(!set.remove(queen));
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![Card::new(Suit::Clubs, Rank::Ace)]
        );
        assert_eq!(CardSet::full().len(), 52);
        assert_eq!(CardSet::suit(Suit::Hearts).len(), 13);
        assert!(CardSet::suit(Suit::Hearts)
            .iter()
            .all(|c| c.suit() == Suit::Hearts));
    }
}
