//! What a seat knows once trump is named, derived from its [`SeatView`] alone: its own
//! cards, every card played, the current trick, how many cards each seat still holds, the
//! lanes each seat has shown itself void in, and the matadors an announcement proves.
//!
//! Card counting for the Medium bot and the constraints of the Hard bot's world sampler
//! both start here. Everything is in the solver's bit-set terms (card index bits, lane
//! 0–3 = plain suit, 4 = trump).

use super::solver::{Position, Tables};
use konter::{Event, SeatView, Suit};

pub const TRUMP_LANE: u8 = 4;

#[derive(Clone)]
pub struct Knowledge {
    pub me: usize,
    pub trump: Suit,
    pub(crate) tabs: Tables,
    pub forehand: usize,
    /// Forehand's team (0 = A, 1 = B).
    pub trump_team: usize,
    /// My remaining cards.
    pub hand: u32,
    /// The current trick: leader and cards so far.
    pub leader: usize,
    pub trick: Vec<u8>,
    /// Cards nobody has shown me: held by the three other seats.
    pub unseen: u32,
    /// Cards each seat still holds.
    pub count: [u8; 4],
    /// Cards each seat has played so far.
    pub played_by: [u32; 4],
    /// Bit `l`: the seat has shown it holds no card of lane `l` (4 = trump).
    pub void: [u8; 4],
    /// Cards a seat must hold (its announcement's matadors not yet played).
    pub must: [u32; 4],
    pub points: [u8; 2],
    pub tricks: [u8; 2],
    /// Trick number 0–5.
    pub trick_no: usize,
}

impl Knowledge {
    /// None before trump is named or when the deal is over.
    pub fn of(view: &SeatView) -> Option<Knowledge> {
        let trump = view.trump?;
        let tabs = Tables::new(trump);
        let me = view.seat.index();
        let hand = view.hand.bits();
        let mut count = [6u8; 4];
        let mut void = [0u8; 4];
        let mut played = 0u32;
        let mut played_by = [0u32; 4];
        // Replay the plays trick by trick to read voids.
        let mut trick_cards: Vec<(usize, u8)> = Vec::with_capacity(4);
        for e in &view.events {
            if let Event::Play(seat, card) = *e {
                let s = seat.index();
                let c = card.index() as u8;
                count[s] = count[s].saturating_sub(1);
                played |= 1 << c;
                played_by[s] |= 1 << c;
                if let Some(&(_, lead)) = trick_cards.first() {
                    let led = tabs.lane[lead as usize];
                    let lane = tabs.lane[c as usize];
                    if lane != led && (led == TRUMP_LANE || lane != TRUMP_LANE) {
                        void[s] |= 1 << led;
                    }
                }
                trick_cards.push((s, c));
                if trick_cards.len() == 4 {
                    trick_cards.clear();
                }
            }
        }
        let trick: Vec<u8> = view.trick_cards.iter().map(|c| c.index() as u8).collect();
        let mut must = [0u32; 4];
        for (s, a) in view.announcements.iter().enumerate() {
            if let Some(a) = a {
                if s != me {
                    must[s] = a.required().bits() & !played;
                }
            }
        }
        if view.phase == konter::Phase::Finished {
            return None;
        }
        Some(Knowledge {
            me,
            trump,
            tabs,
            forehand: view.forehand.index(),
            trump_team: view.forehand.index() % 2,
            hand,
            leader: view.trick_leader.index(),
            trick,
            unseen: konter::CardSet::DECK.bits() & !played & !hand,
            count,
            played_by,
            void,
            must,
            points: view.points,
            tricks: view.tricks_won,
            trick_no: view.tricks.len(),
        })
    }

    pub fn my_team(&self) -> usize {
        self.me % 2
    }

    /// The seats other than mine, in playing order after me.
    pub fn others(&self) -> [usize; 3] {
        [(self.me + 1) % 4, (self.me + 2) % 4, (self.me + 3) % 4]
    }

    /// Cards of `lane` a seat may still hold (unseen and not excluded by a void).
    pub fn possible(&self, seat: usize, lane: u8) -> u32 {
        if seat == self.me {
            return self.hand & self.tabs.lane_mask[lane as usize];
        }
        if self.void[seat] & (1 << lane) != 0 {
            return 0;
        }
        let mut other_must = 0;
        for s in 0..4 {
            if s != seat {
                other_must |= self.must[s];
            }
        }
        self.unseen & self.tabs.lane_mask[lane as usize] & !other_must
    }

    /// The solver position for a world where the other seats hold `hands` (mine is filled in).
    pub fn position(&self, mut hands: [u32; 4]) -> Position {
        hands[self.me] = self.hand;
        let mut trick = [0u8; 4];
        for (i, &c) in self.trick.iter().enumerate() {
            trick[i] = c;
        }
        Position {
            trump: self.trump,
            hands,
            leader: self.leader as u8,
            trick,
            trick_len: self.trick.len() as u8,
            points: self.points,
            tricks: self.tricks,
            trump_team: self.trump_team as u8,
        }
    }
}
