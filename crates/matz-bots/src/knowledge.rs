//! What a seat knows of the cards it cannot see, read from the public log (§10): which
//! cards are known to be in each other seat's hand (picked up, the turned card drawn or
//! taken in an exchange), what lies on each reserve (everything that goes there is shown
//! first), and the cards still unseen — in the others' hands, the stock, or out of play
//! face down.

use matz::{Bag, Card, Event, LastHand, Phase, Seat, SeatView, TurnedCard};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    pub me: Seat,
    /// Per seat: cards known to be in its hand (for `me`: the whole hand).
    pub known: Vec<Bag>,
    /// Per seat: its hand cards whose identity is not known.
    pub hidden: Vec<usize>,
    /// Per seat: its reserve (all of it is public).
    pub reserves: Vec<Bag>,
    /// Cards out of play that were seen.
    pub out_seen: Bag,
    /// Cards that went out of play unseen (the last holder's hand under that variant).
    pub out_hidden: usize,
    /// Face-down stock cards (without the turned card).
    pub stock_hidden: usize,
    /// Every card this seat has not seen and cannot place: to be shared among the hidden
    /// hand cards, the face-down stock and the unseen cards out of play.
    pub unseen: Bag,
}

impl Knowledge {
    pub fn of(view: &SeatView) -> Knowledge {
        let n = view.players();
        let me = view.seat;
        let mut known = vec![Bag::EMPTY; n];
        let mut reserves = vec![Bag::EMPTY; n];
        let mut out_seen = Bag::EMPTY;
        let mut out_hidden = 0;
        let mut trick: Vec<Card> = vec![];
        let take = |bag: &mut Bag, c: Card| {
            bag.remove(c);
        };
        for e in &view.log {
            match *e {
                Event::Lead { seat, card, .. } => take(&mut known[seat.index()], card),
                Event::Play { seat, card, .. } => {
                    take(&mut known[seat.index()], card);
                    trick.push(card);
                }
                Event::Answer {
                    seat, card, led, ..
                } => {
                    take(&mut known[seat.index()], card);
                    reserves[seat.index()].insert(led);
                    reserves[seat.index()].insert(card);
                }
                Event::GiveUp {
                    seat,
                    card,
                    to_reserve,
                } => {
                    take(&mut known[seat.index()], card);
                    let pile = match to_reserve {
                        Some(r) => &mut reserves[r.index()],
                        None => &mut out_seen,
                    };
                    pile.insert(card);
                    pile.insert(card);
                }
                Event::PickUp { seat, card } => {
                    known[seat.index()].insert(card);
                    if trick.last() == Some(&card) {
                        trick.pop();
                    }
                }
                Event::Sleep { seat, cards } => {
                    for c in cards.iter() {
                        take(&mut known[seat.index()], c);
                    }
                    reserves[seat.index()] = reserves[seat.index()]
                        .plus(cards)
                        .unwrap_or(reserves[seat.index()]);
                }
                Event::Exchange { seat, gave, took } => {
                    take(&mut known[seat.index()], gave);
                    known[seat.index()].insert(took);
                }
                Event::Draw {
                    seat,
                    turned: Some(t),
                    ..
                } => {
                    known[seat.index()].insert(t);
                }
                Event::FirstLifeOver { last_holder, count } => {
                    if let Some(l) = last_holder {
                        let hand = known[l.index()];
                        if view.rules.last_hand == LastHand::Joins {
                            reserves[l.index()] = reserves[l.index()]
                                .plus(hand)
                                .unwrap_or(reserves[l.index()]);
                        } else {
                            out_seen = out_seen.plus(hand).unwrap_or(out_seen);
                            out_hidden += count as usize - hand.len().min(count as usize);
                        }
                    }
                    // Reserves become hands.
                    for s in 0..n {
                        known[s] = std::mem::take(&mut reserves[s]);
                    }
                }
                Event::TurnedOutOfPlay { card } => {
                    out_seen.insert(card);
                }
                Event::TrickDone { .. } => {
                    for c in trick.drain(..) {
                        out_seen.insert(c);
                    }
                }
                Event::Draw { .. } | Event::Finished { .. } | Event::Out { .. } => {}
                Event::Repetition | Event::GameOver { .. } => {}
            }
        }
        known[me.index()] = view.hand;
        reserves[me.index()] = view.reserve;
        let hidden: Vec<usize> = (0..n)
            .map(|s| view.seats[s].hand.saturating_sub(known[s].len()))
            .collect();
        let turned_in_stock = view.rules.turned_card == TurnedCard::Drawn && view.turned.is_some();
        let stock_hidden = view.stock - usize::from(turned_in_stock);
        let mut placed = out_seen;
        for s in 0..n {
            placed = placed
                .plus(known[s])
                .unwrap_or(placed)
                .plus(reserves[s])
                .unwrap_or(placed);
        }
        let loose = view
            .trick
            .iter()
            .map(|t| t.card)
            .chain(view.turned)
            .chain(match view.phase {
                Phase::Answer { card, .. } => Some(card),
                _ => None,
            });
        for c in loose {
            placed.insert(c);
        }
        let unseen = view.rules.full_pack().minus(placed).unwrap_or_default();
        Knowledge {
            me,
            known,
            hidden,
            reserves,
            out_seen,
            out_hidden,
            stock_hidden,
            unseen,
        }
    }

    /// Whether the counts add up: the unseen cards fill exactly the hidden places.
    pub fn is_consistent(&self) -> bool {
        let others: usize = (0..self.known.len())
            .filter(|&s| s != self.me.index())
            .map(|s| self.hidden[s])
            .sum();
        self.unseen.len() == others + self.stock_hidden + self.out_hidden
            && self.hidden[self.me.index()] == 0
    }
}
