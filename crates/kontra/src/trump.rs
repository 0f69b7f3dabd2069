//! Which card beats which: the effective suit of a card under a trump suit, the trump
//! order, the follow rule and the winner of a trick (rule book §2, §6).

use crate::card::{is_wenzel, suit_cards, wenzels, CLUB_JACK, RANKS};
use cards::{Card, CardSet, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The effective suit of a card: *trump* for every trump (both Wenzels included), its
/// printed suit otherwise. Following suit means following the effective suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lane {
    Trump,
    Plain(Suit),
}

impl fmt::Display for Lane {
    /// As messages name it: "trump", "Hearts".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Lane::Trump => f.write_str("trump"),
            Lane::Plain(suit) => f.write_str(suit.name()),
        }
    }
}

/// The effective suit of `card` when `trump` is trumps.
pub fn lane(card: Card, trump: Suit) -> Lane {
    if is_wenzel(card) || card.suit() == trump {
        Lane::Trump
    } else {
        Lane::Plain(card.suit())
    }
}

/// Every trump: the two Wenzels and the trump suit (7 when black, 8 when red).
pub fn trumps(trump: Suit) -> CardSet {
    wenzels().union(suit_cards(trump))
}

/// The cards of an effective suit.
pub fn lane_cards(lane: Lane, trump: Suit) -> CardSet {
    match lane {
        Lane::Trump => trumps(trump),
        Lane::Plain(suit) => suit_cards(suit).difference(wenzels()),
    }
}

/// How high a card ranks in its own effective suit: 1 (the nine) upwards; trumps above
/// every plain card, J♣ highest.
fn rank_power(card: Card, trump: Suit) -> u8 {
    let natural =
        RANKS.len() as u8 - RANKS.iter().position(|&r| r == card.rank()).unwrap_or(0) as u8;
    match (is_wenzel(card), lane(card, trump)) {
        (true, _) if card == CLUB_JACK => 20,
        (true, _) => 19,
        (false, Lane::Trump) => 10 + natural,
        (false, Lane::Plain(_)) => natural,
    }
}

/// The trumps from highest to lowest: J♣ J♠ A K Q (J) 10 9.
pub fn trump_order(trump: Suit) -> Vec<Card> {
    let mut order: Vec<Card> = trumps(trump).iter().collect();
    order.sort_by_key(|&c| std::cmp::Reverse(rank_power(c, trump)));
    order
}

/// What a card is worth in a trick whose led effective suit is `led`: a trump beats every
/// non-trump; a card of the led suit beats the other suits; other cards never win.
pub fn trick_power(card: Card, trump: Suit, led: Lane) -> u8 {
    match lane(card, trump) {
        Lane::Trump => 100 + rank_power(card, trump),
        l if l == led => rank_power(card, trump),
        _ => 0,
    }
}

/// The index (in playing order) of the card that wins a trick: the highest trump, or
/// with no trump the highest card of the led suit. `None` for an empty trick.
pub fn trick_winner(cards: &[Card], trump: Suit) -> Option<usize> {
    let led = lane(*cards.first()?, trump);
    (0..cards.len())
        .rev()
        .max_by_key(|&i| trick_power(cards[i], trump, led))
}

/// The cards of `hand` that may be played: with a lead, the cards of the led effective
/// suit if the hand holds any, else any card; to lead, any card. No duty to trump or beat.
pub fn legal_cards(hand: CardSet, led: Option<Lane>, trump: Suit) -> CardSet {
    match led {
        None => hand,
        Some(l) => {
            let follow = hand.intersection(lane_cards(l, trump));
            if follow.is_empty() {
                hand
            } else {
                follow
            }
        }
    }
}
