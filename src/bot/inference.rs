//! Reading the hidden hands from how the others played. Voids and announcements are
//! certain and the sampler enforces them; a card choice is only a hint: in a world where
//! a seat's card is the one a sensible player (Medium's rules) would have chosen from
//! that seat's hand and view, the play is likelier than in a world where it is not. Hard
//! multiplies each world's weight by this likelihood.

use super::knowledge::Knowledge;
use super::medium;
use super::sampler::world_before_play;
use crate::engine::{Action, Event, SeatView};

/// The likelihood of the plays so far of the seats in `seats` (bit per seat; mine is
/// never read) if `world` is true: each play that Medium's rules, in that seat's place,
/// would not have made multiplies it by `miss` (0 < miss ≤ 1). Forced plays (a single
/// legal card) say nothing. 1 when the world does not fit the events (cannot happen).
pub fn play_likelihood(view: &SeatView, k: &Knowledge, world: &[u32; 4], seats: u8, miss: f64) -> f64 {
    if miss >= 1.0 || seats == 0 {
        return 1.0;
    }
    let Some(mut deal) = world_before_play(view, k, world) else { return 1.0 };
    let mut likelihood = 1.0;
    for e in &view.events {
        let action = match *e {
            Event::Announce(_, a) => Action::Announce(a),
            Event::Play(seat, card) => {
                let s = seat.index();
                if s != k.me && seats & (1 << s) != 0 {
                    let legal = deal.legal_cards().bits();
                    if legal.count_ones() > 1 {
                        let theirs = Knowledge::of(&SeatView::of(&deal, seat));
                        if theirs.is_some_and(|t| medium::play(&t, legal) != card.index() as u8) {
                            likelihood *= miss;
                        }
                    }
                }
                Action::Play(card)
            }
        };
        if deal.apply(action).is_err() {
            return 1.0;
        }
    }
    likelihood
}
