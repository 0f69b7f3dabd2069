//! Suits, ranks and cards. A [`Card`] is an index 0..52 (suit × 13 + rank), so it is always
//! a real card of the pack; codes are rank then suit letter (`"QS"`, `"TH"`), as in the
//! project's record formats.

use std::fmt;

/// The four suits, in the record formats' order (S H D C).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    /// The record formats' letter: `S H D C`.
    pub fn letter(self) -> char {
        ['S', 'H', 'D', 'C'][self.index()]
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL
            .into_iter()
            .find(|s| s.letter() == c.to_ascii_uppercase())
    }

    pub fn symbol(self) -> char {
        ['♠', '♥', '♦', '♣'][self.index()]
    }

    /// English name, plural, as in "Ace of Spades".
    pub fn name(self) -> &'static str {
        ["Spades", "Hearts", "Diamonds", "Clubs"][self.index()]
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// Ranks, low to high (the derived order is the usual one: 2 lowest, Ace highest).
/// Games with another order (permanent trumps, say) rank cards themselves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Low to high.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Rank> {
        Rank::ALL.get(i).copied()
    }

    /// The record formats' letter: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn letter(self) -> char {
        b"23456789TJQKA"[self.index()] as char
    }

    pub fn from_letter(c: char) -> Option<Rank> {
        Rank::ALL
            .into_iter()
            .find(|r| r.letter() == c.to_ascii_uppercase())
    }

    /// What a card shows in a corner: `2`–`10`, `J`, `Q`, `K`, `A`.
    pub fn short(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self.index()]
    }

    /// English name, as in "Seven of Diamonds".
    pub fn name(self) -> &'static str {
        [
            "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
            "Queen", "King", "Ace",
        ][self.index()]
    }
}

/// One card of the 52-card pack.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const COUNT: usize = 52;

    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 13 + rank as u8)
    }

    pub fn from_index(i: usize) -> Option<Card> {
        (i < Card::COUNT).then_some(Card(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[self.index() / 13]
    }

    pub fn rank(self) -> Rank {
        Rank::ALL[self.index() % 13]
    }

    /// All 52 cards, suit by suit (S H D C), each from Two to Ace.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..Card::COUNT as u8).map(Card)
    }

    /// The record formats' code: rank letter then suit letter (`"QS"`, `"TH"`).
    pub fn code(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.rank().letter());
        s.push(self.suit().letter());
        s
    }

    /// Reads a code such as `"QS"`, `"th"` or `"10H"`; `None` for anything else.
    pub fn parse(code: &str) -> Option<Card> {
        let code = code.trim();
        let (rank, suit) = match code.len() {
            2 => (
                Rank::from_letter(code.chars().next()?)?,
                code.chars().nth(1)?,
            ),
            3 if code.starts_with("10") => (Rank::Ten, code.chars().nth(2)?),
            _ => return None,
        };
        Some(Card::new(Suit::from_letter(suit)?, rank))
    }

    /// English name, as in "Jack of Clubs".
    pub fn name(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }
}

impl fmt::Display for Card {
    /// Short form for logs and messages: `Q♠`, `10♥`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().short(), self.suit().symbol())
    }
}

/// Records and views carry a card as its code (`"QS"`), so saved games stay readable.
impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Card::parse(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not a card")))
    }
}

/// A suit as its letter (`"S"`), as in the record formats.
impl serde::Serialize for Suit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.letter())
    }
}

impl<'de> serde::Deserialize<'de> for Suit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Suit, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        let mut chars = text.chars();
        match (chars.next().and_then(Suit::from_letter), chars.next()) {
            (Some(suit), None) => Ok(suit),
            _ => Err(serde::de::Error::custom(format!(
                "{text:?} is not a suit (S H D C)"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_one_code_that_reads_back() {
        for card in Card::all() {
            assert_eq!(Card::parse(&card.code()), Some(card));
            assert_eq!(Card::new(card.suit(), card.rank()), card);
        }
        assert_eq!(Card::parse("10h"), Some(Card::new(Suit::Hearts, Rank::Ten)));
        assert_eq!(Card::parse("1H"), None);
        assert_eq!(Card::parse("QX"), None);
        assert_eq!(Card::parse(""), None);
    }

    #[test]
    fn cards_have_english_names() {
        assert_eq!(Card::new(Suit::Clubs, Rank::Jack).name(), "Jack of Clubs");
        assert_eq!(
            Card::new(Suit::Diamonds, Rank::Seven).name(),
            "Seven of Diamonds"
        );
        assert_eq!(Card::new(Suit::Hearts, Rank::Ten).to_string(), "10♥");
    }

    #[test]
    fn cards_and_suits_travel_as_their_codes() {
        let ten = Card::new(Suit::Hearts, Rank::Ten);
        assert_eq!(serde_json::to_string(&ten).unwrap(), "\"TH\"");
        assert_eq!(serde_json::from_str::<Card>("\"th\"").unwrap(), ten);
        assert!(serde_json::from_str::<Card>("\"XX\"").is_err());
        assert_eq!(serde_json::to_string(&Suit::Clubs).unwrap(), "\"C\"");
        assert_eq!(
            serde_json::from_str::<Suit>("\"d\"").unwrap(),
            Suit::Diamonds
        );
        assert!(serde_json::from_str::<Suit>("\"DD\"").is_err());
    }
}
