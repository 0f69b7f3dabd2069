//! Small fixed-size pieces of the table: an order of seats (finishing, going out) and the
//! second-life trick. Both are `Copy`, so a table copies cheaply for the bots' searches.

use cards::seat::MAX_PLAYERS;
use cards::{Card, Rank, Seat, Suit};

/// A seat from an index the table keeps below [`MAX_PLAYERS`].
pub(crate) fn seat(i: usize) -> Seat {
    Seat::new(i).expect("seat indices stay below 8")
}

/// Seats in the order something happened to them, each at most once.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Order {
    seats: [u8; MAX_PLAYERS],
    len: u8,
}

impl Order {
    pub fn push(&mut self, s: Seat) {
        if !self.contains(s) && (self.len as usize) < MAX_PLAYERS {
            self.seats[self.len as usize] = s.index() as u8;
            self.len += 1;
        }
    }

    pub fn contains(&self, s: Seat) -> bool {
        self.seats[..self.len as usize].contains(&(s.index() as u8))
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn first(&self) -> Option<Seat> {
        self.iter().next()
    }

    pub fn last(&self) -> Option<Seat> {
        self.iter().last()
    }

    /// 1-based position of `s`, if it is there.
    pub fn place_of(&self, s: Seat) -> Option<usize> {
        self.iter().position(|x| x == s).map(|i| i + 1)
    }

    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats[..self.len as usize]
            .iter()
            .map(|&i| seat(i as usize))
    }

    pub fn to_vec(&self) -> Vec<Seat> {
        self.iter().collect()
    }
}

const NO_CARD: Card = Card::new(Suit::Spades, Rank::Two);

/// The second-life trick: cards face up in playing order with who played them, and its
/// size k (fixed when its first card is led; 0 while it is empty).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Trick {
    plays: [(u8, Card); MAX_PLAYERS],
    len: u8,
    size: u8,
}

impl Default for Trick {
    fn default() -> Trick {
        Trick {
            plays: [(0, NO_CARD); MAX_PLAYERS],
            len: 0,
            size: 0,
        }
    }
}

impl Trick {
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// k while the trick is open, 0 while it is empty.
    pub fn size(&self) -> usize {
        self.size as usize
    }

    /// The card played last.
    pub fn top(&self) -> Option<Card> {
        self.len.checked_sub(1).map(|i| self.plays[i as usize].1)
    }

    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.plays[..self.len as usize]
            .iter()
            .map(|&(s, c)| (seat(s as usize), c))
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.plays[..self.len as usize].iter().map(|&(_, c)| c)
    }

    /// Leads a new trick of size `size` (the trick must be empty).
    pub(crate) fn lead(&mut self, size: usize) {
        self.size = size as u8;
    }

    pub(crate) fn push(&mut self, s: Seat, card: Card) {
        if (self.len as usize) < MAX_PLAYERS {
            self.plays[self.len as usize] = (s.index() as u8, card);
            self.len += 1;
        }
    }

    /// Takes the top card off; the trick keeps its size unless it is now empty.
    pub(crate) fn pop(&mut self) -> Option<Card> {
        let top = self.top()?;
        self.len -= 1;
        self.plays[self.len as usize] = (0, NO_CARD);
        if self.len == 0 {
            self.size = 0;
        }
        Some(top)
    }

    pub(crate) fn clear(&mut self) {
        *self = Trick::default();
    }

    pub fn is_complete(&self) -> bool {
        self.len > 0 && self.len == self.size
    }
}
