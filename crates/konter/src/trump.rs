//! The trump suit: which cards are trumps, effective suits, card strength in a trick.
//!
//! The three matadors Q♠ > Q♥ > Q♦ are always trumps, directly below the trump Ace; they
//! never count as cards of their printed suit. With ♣ trump, Q♣ is an ordinary trump
//! between K♣ and J♣ (9 trumps); with any other trump suit there are 8.

use super::card::{Card, CardSet, Rank, Suit, MATADORS};

/// What a card counts as once trump is named.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    Trump,
    Plain(Suit),
}

/// A named trump suit, with its precomputed sets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trump(pub Suit);

impl Trump {
    /// All trumps: the trump suit and the matadors.
    pub fn trumps(self) -> CardSet {
        CardSet::of_suit(self.0).union(MATADORS)
    }

    /// The cards that count as the plain suit `suit` (empty for the trump suit itself).
    pub fn plain(self, suit: Suit) -> CardSet {
        CardSet::of_suit(suit).minus(self.trumps())
    }

    pub fn is_trump(self, card: Card) -> bool {
        self.trumps().contains(card)
    }

    pub fn lane(self, card: Card) -> Lane {
        if self.is_trump(card) {
            Lane::Trump
        } else {
            Lane::Plain(card.suit())
        }
    }

    /// All cards of a lane.
    pub fn lane_cards(self, lane: Lane) -> CardSet {
        match lane {
            Lane::Trump => self.trumps(),
            Lane::Plain(s) => self.plain(s),
        }
    }

    /// The trumps from highest to lowest, as in the rule book's table.
    pub fn trump_cards_high_to_low(self) -> Vec<Card> {
        let s = self.0;
        let mut order = vec![
            Card::new(s, Rank::Ace),
            Card::new(Suit::Spades, Rank::Queen),
            Card::new(Suit::Hearts, Rank::Queen),
            Card::new(Suit::Diamonds, Rank::Queen),
            Card::new(s, Rank::King),
        ];
        if s == Suit::Clubs {
            order.push(Card::new(Suit::Clubs, Rank::Queen));
        }
        order.extend([Rank::Jack, Rank::Ten, Rank::Nine].map(|r| Card::new(s, r)));
        order
    }

    /// Strength of `card` in a trick whose led lane is `led`: higher wins; 0 cannot win.
    /// Trumps are 16 + (8 − order); led-lane plain cards 1 + rank.
    pub fn strength(self, card: Card, led: Lane) -> u8 {
        STRENGTH[self.0.index()][led_index(led)][card.index()]
    }

    /// The index (0–3) of the winning card of a full or partial trick.
    pub fn winner_index(self, cards: &[Card]) -> usize {
        let led = self.lane(cards[0]);
        let mut best = 0;
        let mut best_strength = 0;
        for (i, &c) in cards.iter().enumerate() {
            let s = self.strength(c, led);
            if s > best_strength {
                best = i;
                best_strength = s;
            }
        }
        best
    }
}

fn led_index(led: Lane) -> usize {
    match led {
        Lane::Trump => 4,
        Lane::Plain(s) => s.index(),
    }
}

/// STRENGTH[trump][led lane (4 suits, then trump)][card]
static STRENGTH: [[[u8; 24]; 5]; 4] = build_strength();

const fn build_strength() -> [[[u8; 24]; 5]; 4] {
    let mut table = [[[0u8; 24]; 5]; 4];
    let mut t = 0;
    while t < 4 {
        let mut led = 0;
        while led < 5 {
            let mut c = 0;
            while c < 24 {
                let suit = c / 6;
                let rank = c % 6; // 0 = nine … 5 = ace
                let is_matador = rank == 3 && suit != 3;
                let strength = if is_matador {
                    // Q♠ 16+7, Q♥ 16+6, Q♦ 16+5
                    16 + 7 - suit as u8
                } else if suit == t {
                    // A 16+8, K 16+4, (Q♣ 16+3), J 16+2, 10 16+1, 9 16+0
                    16 + [0, 1, 2, 3, 4, 8][rank]
                } else if led == suit && led < 4 {
                    1 + rank as u8
                } else {
                    0
                };
                table[t][led][c] = strength;
                c += 1;
            }
            led += 1;
        }
        t += 1;
    }
    table
}

impl Trump {
    /// The follow rule ("Bekennen"): which cards of `hand` may be played when the trick
    /// so far was led in `led` (None: this player leads, anything goes).
    /// Trump led: a trump if you have one. Plain suit led: that suit or a trump if you hold
    /// the suit; otherwise anything. No duty to beat, overtrump or undertrump.
    #[inline]
    pub fn legal(self, hand: CardSet, led: Option<Lane>) -> CardSet {
        let Some(led) = led else { return hand };
        let trumps = hand.intersect(self.trumps());
        match led {
            Lane::Trump => {
                if trumps.is_empty() {
                    hand
                } else {
                    trumps
                }
            }
            Lane::Plain(suit) => {
                let follow = hand.intersect(self.plain(suit));
                if follow.is_empty() {
                    hand
                } else {
                    follow.union(trumps)
                }
            }
        }
    }
}
