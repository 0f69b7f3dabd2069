//! Reading the hidden hands from how the others played. Voids and announcements are
//! certain and the sampler enforces them; a card choice is only a hint: in a world where
//! a seat's card is the one a sensible player (Medium's rules) would have chosen from
//! that seat's hand and view, the play is likelier than in a world where it is not. Hard
//! multiplies each world's weight by this likelihood.
//!
//! A seat's choices depend only on its own hand and what is public, so the likelihood is
//! a product over seats of a factor that depends on that seat's hand alone; [`PlayEvidence`]
//! remembers each factor, since the worlds of one decision share most hands.

use super::knowledge::Knowledge;
use super::medium;
use super::sampler::world_before_play;
use konter::{Event, SeatView};

/// How many plays of each seat in `seats` (bit per seat; mine is never read) Medium's
/// rules, in that seat's place with its hand in `world`, would not have made. Forced
/// plays (a single legal card) say nothing. None if the world does not fit the events
/// (cannot happen for a world of the sampler).
pub fn misfits(view: &SeatView, k: &Knowledge, world: &[u32; 4], seats: u8) -> Option<[u8; 4]> {
    let mut deal = world_before_play(view, k, world)?;
    let mut misses = [0u8; 4];
    for e in &view.events {
        if let Event::Play(seat, card) = *e {
            let s = seat.index();
            if s != k.me && seats & (1 << s) != 0 {
                let legal = deal.legal_cards().bits();
                if legal.count_ones() > 1 {
                    let theirs = Knowledge::of(&SeatView::of(&deal, seat));
                    if theirs.is_some_and(|t| medium::play(&t, legal) != card.index() as u8) {
                        misses[s] += 1;
                    }
                }
            }
        }
        deal.apply(e.action()).ok()?;
    }
    Some(misses)
}

/// The likelihood of the others' plays in the worlds of one decision: `miss[s]`
/// (0 < miss ≤ 1) for each play of seat `s` that Medium would not have made ([`misfits`]);
/// a seat with a miss of 1 is not read; 1 for a world that does not fit. Each seat's
/// factor is computed once per hand it may hold.
pub struct PlayEvidence<'a> {
    view: &'a SeatView,
    k: &'a Knowledge,
    /// The seats read (bit per seat): those with a miss below 1, never mine.
    seats: u8,
    miss: [f64; 4],
    /// (seat, its hand now, its misfits), in the order found.
    known: Vec<(u8, u32, u8)>,
}

impl<'a> PlayEvidence<'a> {
    pub fn new(view: &'a SeatView, k: &'a Knowledge, miss: [f64; 4]) -> Self {
        let seats = (0..4).filter(|&s| s != k.me && miss[s] < 1.0).fold(0u8, |m, s| m | 1 << s);
        PlayEvidence { view, k, seats, miss, known: Vec::new() }
    }

    fn recall(&self, seat: usize, hand: u32) -> Option<u8> {
        self.known.iter().find(|&&(s, h, _)| s as usize == seat && h == hand).map(|&(_, _, m)| m)
    }

    /// The likelihood of the read seats' plays if `world` is true.
    pub fn likelihood(&mut self, world: &[u32; 4]) -> f64 {
        let read = |s: usize| self.seats & (1 << s) != 0;
        let mut misses = [0u8; 4]; // unread seats stay at 0: a factor of 1
        for s in (0..4).filter(|&s| read(s)) {
            match self.recall(s, world[s]) {
                Some(m) => misses[s] = m,
                None => {
                    let Some(all) = misfits(self.view, self.k, world, self.seats) else { return 1.0 };
                    for t in (0..4).filter(|&t| read(t)) {
                        if self.recall(t, world[t]).is_none() {
                            self.known.push((t as u8, world[t], all[t]));
                        }
                    }
                    misses = all;
                    break;
                }
            }
        }
        (0..4).map(|s| self.miss[s].powi(misses[s] as i32)).product()
    }
}
