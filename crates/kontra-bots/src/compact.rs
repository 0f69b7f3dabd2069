//! The 24 cards as indices 0..24 (suit × 6 + rank, nine lowest) and sets of them as 24-bit
//! masks, with the trump-dependent tables the searches look up: effective suit ("lane")
//! of every card, the cards of every lane, and every card's power in a trick.

use kontra::card::RANKS;
use kontra::trump::{lane, trick_power, Lane};
use kontra::{Card, CardSet, Suit};

/// A card as 0..24.
pub type C = u8;

/// Lane numbers: the plain suits 0..4 (S H D C) and trump 4.
pub const TRUMP_LANE: usize = 4;

pub fn to_c(card: Card) -> C {
    let rank = RANKS.len() - 1 - RANKS.iter().position(|&r| r == card.rank()).unwrap_or(0);
    (card.suit().index() * 6 + rank) as C
}

pub fn from_c(c: C) -> Card {
    let suit = Suit::ALL[(c / 6) as usize % 4];
    Card::new(suit, RANKS[RANKS.len() - 1 - (c % 6) as usize])
}

pub fn mask(set: CardSet) -> u32 {
    set.iter().fold(0, |m, c| m | 1 << to_c(c))
}

pub fn set(mask: u32) -> CardSet {
    bits(mask).map(from_c).collect()
}

/// The cards of a mask, lowest index first.
pub fn bits(mut m: u32) -> impl Iterator<Item = C> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let c = m.trailing_zeros() as C;
            m &= m - 1;
            c
        })
    })
}

pub fn lane_index(l: Lane) -> usize {
    match l {
        Lane::Trump => TRUMP_LANE,
        Lane::Plain(s) => s.index(),
    }
}

/// What a trump suit makes of every card.
#[derive(Clone, Debug)]
pub struct Tables {
    pub trump: Suit,
    /// Lane of each card.
    pub lane: [u8; 24],
    /// Cards of each lane.
    pub lane_mask: [u32; 5],
    /// Power of each card in a trick led in each lane (0: cannot win).
    pub power: [[u8; 24]; 5],
    /// Each lane's cards from the highest down.
    pub order: [Vec<C>; 5],
    /// The next higher card of the same lane ([`NONE`] for a lane's highest).
    pub above: [C; 24],
}

/// No card.
pub const NONE: C = 255;

impl Tables {
    /// The tables of a trump suit, built once.
    pub fn of(trump: Suit) -> &'static Tables {
        static ALL: std::sync::OnceLock<[Tables; 4]> = std::sync::OnceLock::new();
        &ALL.get_or_init(|| Suit::ALL.map(Tables::new))[trump.index()]
    }

    pub fn new(trump: Suit) -> Tables {
        let mut lane_of = [0u8; 24];
        let mut lane_mask = [0u32; 5];
        let mut power = [[0u8; 24]; 5];
        let lanes = [
            Lane::Plain(Suit::Spades),
            Lane::Plain(Suit::Hearts),
            Lane::Plain(Suit::Diamonds),
            Lane::Plain(Suit::Clubs),
            Lane::Trump,
        ];
        for c in 0..24u8 {
            let card = from_c(c);
            let l = lane_index(lane(card, trump));
            lane_of[c as usize] = l as u8;
            lane_mask[l] |= 1 << c;
            for (i, led) in lanes.iter().enumerate() {
                power[i][c as usize] = trick_power(card, trump, *led);
            }
        }
        let order = std::array::from_fn(|l| {
            let mut cs: Vec<C> = bits(lane_mask[l]).collect();
            // Power within its own lane orders a lane's cards.
            cs.sort_by_key(|&c| std::cmp::Reverse(power[l][c as usize]));
            cs
        });
        let mut above = [NONE; 24];
        for lane_order in &order {
            for pair in lane_order.windows(2) {
                above[pair[1] as usize] = pair[0];
            }
        }
        Tables {
            trump,
            lane: lane_of,
            lane_mask,
            power,
            order,
            above,
        }
    }

    /// The cards of `hand` that may be played to a trick led in `led` (None: to lead).
    pub fn legal(&self, hand: u32, led: Option<usize>) -> u32 {
        match led {
            None => hand,
            Some(l) => {
                let follow = hand & self.lane_mask[l];
                if follow == 0 {
                    hand
                } else {
                    follow
                }
            }
        }
    }

    /// Index (in playing order) of the card that wins a trick.
    pub fn winner(&self, trick: &[C]) -> usize {
        let led = self.lane[trick[0] as usize] as usize;
        let mut best = 0;
        for i in 1..trick.len() {
            if self.power[led][trick[i] as usize] > self.power[led][trick[best] as usize] {
                best = i;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kontra::card::DECK;

    #[test]
    fn every_card_has_one_index() {
        let mut seen = 0u32;
        for card in DECK.iter() {
            let c = to_c(card);
            assert!(c < 24);
            assert_eq!(from_c(c), card);
            seen |= 1 << c;
        }
        assert_eq!(seen, (1 << 24) - 1);
        assert_eq!(set(mask(DECK)), DECK);
        let t = Tables::new(Suit::Hearts);
        assert_eq!(t.lane_mask[TRUMP_LANE].count_ones(), 8);
        assert_eq!(from_c(t.order[TRUMP_LANE][0]).code(), "JC");
        assert_eq!(from_c(t.order[TRUMP_LANE][2]).code(), "AH");
    }
}
