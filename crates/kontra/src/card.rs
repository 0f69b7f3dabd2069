//! The 24-card Kontraspiel deck inside the shared 52-card pack: A K Q J 10 9 of each suit,
//! and the two Wenzels (J♣ over J♠), the highest trumps whatever the trump suit.

use cards::{Card, CardSet, Rank, Suit};

/// Cards dealt to each player.
pub const HAND_SIZE: usize = 5;
/// Cards left after dealing: the turn-up first, then three face down.
pub const UNDEALT: usize = 4;
/// Tricks in a deal.
pub const TRICKS: usize = 5;

/// The ranks in every suit's natural order, high to low: tens are low.
pub const RANKS: [Rank; 6] = [
    Rank::Ace,
    Rank::King,
    Rank::Queen,
    Rank::Jack,
    Rank::Ten,
    Rank::Nine,
];

/// J♣ (Eichel-Unter), the highest trump.
pub const CLUB_JACK: Card = Card::new(Suit::Clubs, Rank::Jack);
/// J♠ (Laub-Unter), the second trump.
pub const SPADE_JACK: Card = Card::new(Suit::Spades, Rank::Jack);

/// The ranks 9..A of one suit in the 52-card pack's bit layout (suit × 13 + rank).
const SUIT_BITS: u64 = 0b1_1111_1000_0000;

/// The 24 cards of the game.
pub const DECK: CardSet =
    CardSet::from_bits(SUIT_BITS | SUIT_BITS << 13 | SUIT_BITS << 26 | SUIT_BITS << 39);

/// Whether a card belongs to the 24-card deck.
pub fn in_deck(card: Card) -> bool {
    DECK.contains(card)
}

/// J♣ and J♠: trumps only, never cards of their printed suit.
pub fn wenzels() -> CardSet {
    [CLUB_JACK, SPADE_JACK].into_iter().collect()
}

pub fn is_wenzel(card: Card) -> bool {
    card == CLUB_JACK || card == SPADE_JACK
}

/// The deck's cards of one printed suit.
pub fn suit_cards(suit: Suit) -> CardSet {
    CardSet::suit(suit).intersection(DECK)
}

/// Reads a card code of this deck (`"QS"`, `"th"`, `"10H"`); `None` for anything else,
/// also for cards of the 52-card pack that this game does not use (`"7H"`).
pub fn parse_card(code: &str) -> Option<Card> {
    Card::parse(code).filter(|&c| in_deck(c))
}

/// Cards as people read them, in the given order: "J♣ 10♥".
pub fn card_list(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Cards as record codes, in the given order: "JC TH".
pub fn codes(cards: impl IntoIterator<Item = Card>) -> String {
    cards
        .into_iter()
        .map(Card::code)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_is_nine_to_ace_of_four_suits() {
        assert_eq!(DECK.len(), 24);
        for card in DECK.iter() {
            assert!(RANKS.contains(&card.rank()));
        }
        assert_eq!(parse_card("7H"), None);
        assert_eq!(parse_card("th"), Some(Card::new(Suit::Hearts, Rank::Ten)));
        assert_eq!(suit_cards(Suit::Clubs).len(), 6);
        assert_eq!(card_list([CLUB_JACK, SPADE_JACK]), "J♣ J♠");
        assert_eq!(codes([CLUB_JACK, SPADE_JACK]), "JC JS");
    }
}
