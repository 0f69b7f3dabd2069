//! Worlds consistent with what a seat saw: the unseen cards dealt at random to the other
//! seats' hidden hand cards, the face-down stock and the cards out of play face down —
//! everything public (hands known from pick-ups, reserves, the trick, the turned card) stays
//! where the log puts it.

use crate::knowledge::Knowledge;
use cards::shuffle::{shuffle, GameRng};
use matz::{Card, RuleError, SeatView, Setup, Table};

/// A table as it may be, drawn at random among those consistent with `view`.
pub fn world(view: &SeatView, k: &Knowledge, rng: &mut GameRng) -> Result<Table, RuleError> {
    let mut unseen: Vec<Card> = k.unseen.iter().collect();
    shuffle(rng, &mut unseen);
    let mut cards = unseen.into_iter();
    let mut setup = Setup::from_view(view);
    for s in 0..view.players() {
        setup.reserves[s] = k.reserves[s];
        if s != view.seat.index() {
            let mut hand = k.known[s];
            for c in cards.by_ref().take(k.hidden[s]) {
                hand.insert(c);
            }
            setup.hands[s] = hand;
        }
    }
    setup.stock = cards.by_ref().take(k.stock_hidden).collect();
    let mut out = k.out_seen;
    for c in cards {
        out.insert(c);
    }
    setup.out_of_play = out;
    Table::from_setup(setup)
}
