//! Cards, ranks and sets of cards of the 24-card deck (the suits are `cards::Suit`).
//!
//! A [`Card`] is an index 0..24 (suit × 6 + rank), so it is always a real card of the
//! 24-card deck; a [`CardSet`] is a 24-bit set, so legal moves are a few bit operations.

use std::fmt;

/// The four suits are every game's (S H D C, the record format's order).
pub use cards::Suit;

/// Ranks, low to high in a plain suit (the derived order is the plain-suit order).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// High to low, as cards are usually listed.
    pub const ALL: [Rank; 6] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten, Rank::Nine];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Rank> {
        [Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace].get(i).copied()
    }

    /// Card points: A 4, K 3, Q 2, J 1, 10 0, 9 0.
    pub fn points(self) -> u8 {
        [0, 0, 1, 2, 3, 4][self.index()]
    }

    /// The record format's letter: `A K Q J T 9`.
    pub fn letter(self) -> char {
        ['9', 'T', 'J', 'Q', 'K', 'A'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Rank> {
        match c.to_ascii_uppercase() {
            '9' => Some(Rank::Nine),
            'T' => Some(Rank::Ten),
            'J' => Some(Rank::Jack),
            'Q' => Some(Rank::Queen),
            'K' => Some(Rank::King),
            'A' => Some(Rank::Ace),
            _ => None,
        }
    }

    /// How the rank is printed for people: `A K Q J 10 9`.
    pub fn label(self) -> &'static str {
        ["9", "10", "J", "Q", "K", "A"][self.index()]
    }

    pub fn name(self) -> &'static str {
        ["Nine", "Ten", "Jack", "Queen", "King", "Ace"][self.index()]
    }
}

/// One of the 24 cards. Constructed only from a valid suit and rank, so it is always real.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 6 + rank as u8)
    }

    /// The card with index 0..24, if there is one.
    pub fn from_index(i: usize) -> Option<Card> {
        (i < 24).then_some(Card(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 / 6) as usize]
    }

    pub fn rank(self) -> Rank {
        Rank::from_index((self.0 % 6) as usize).expect("index below 24")
    }

    pub fn points(self) -> u8 {
        self.rank().points()
    }

    /// Q♠, Q♥ and Q♦: permanent trumps whatever the trump suit.
    pub fn is_matador(self) -> bool {
        MATADORS.contains(self)
    }

    /// The record format's two letters, e.g. `QS`, `TH`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank().letter(), self.suit().letter())
    }

    /// Parses a record code such as `QS` or `th` (either case).
    pub fn parse(code: &str) -> Option<Card> {
        let mut chars = code.chars();
        let (r, s) = (chars.next()?, chars.next()?);
        if chars.next().is_some() {
            return None;
        }
        Some(Card::new(Suit::from_letter(s)?, Rank::from_letter(r)?))
    }

    /// English name for accessible labels: "Ace of Spades".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }

    /// All 24 cards in index order.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..24u8).map(Card)
    }
}

/// Short form for people: `10♥`, `Q♠`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().label(), self.suit().symbol())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.code())
    }
}

impl std::str::FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Card, String> {
        Card::parse(s).ok_or_else(|| format!("\"{s}\" is not a card (use e.g. QS, TH, 9C)"))
    }
}

/// A set of cards as 24 bits.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct CardSet(pub(crate) u32);

/// Q♠ Q♥ Q♦.
pub const MATADORS: CardSet = CardSet(
    1 << (Suit::Spades as u32 * 6 + Rank::Queen as u32)
        | 1 << (Suit::Hearts as u32 * 6 + Rank::Queen as u32)
        | 1 << (Suit::Diamonds as u32 * 6 + Rank::Queen as u32),
);

impl CardSet {
    /// All six cards of a printed suit.
    pub fn of_suit(suit: Suit) -> CardSet {
        CardSet(0b11_1111 << (6 * suit.index()))
    }

    pub const EMPTY: CardSet = CardSet(0);
    pub const DECK: CardSet = CardSet((1 << 24) - 1);

    pub fn bits(self) -> u32 {
        self.0
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
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

    pub fn intersect(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The lowest-index card, if any.
    pub fn first(self) -> Option<Card> {
        (self.0 != 0).then(|| Card(self.0.trailing_zeros() as u8))
    }

    /// The n-th card in index order (0-based).
    pub fn nth(self, n: usize) -> Option<Card> {
        let mut bits = self.0;
        for _ in 0..n {
            bits &= bits.wrapping_sub(1);
        }
        (bits != 0).then(|| Card(bits.trailing_zeros() as u8))
    }

    /// Sum of card points.
    pub fn points(self) -> u8 {
        self.iter().map(Card::points).sum()
    }

    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

/// Cards of a set in index order.
pub struct CardSetIter(u32);

impl Iterator for CardSetIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card(i as u8))
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Parses a space-separated list of card codes ("QS AH KH").
pub fn parse_cards(text: &str) -> Result<Vec<Card>, String> {
    text.split_whitespace().map(|s| s.parse()).collect()
}
