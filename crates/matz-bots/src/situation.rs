//! The decision a seat faces, in the few numbers the rules-of-thumb bots weigh. It is read
//! from a seat's view (a real decision) or from a full table (the Hard bot's playouts,
//! where every seat plays by Medium's rules on a world it sampled).

use matz::{Action, Bag, Card, Life, Phase, Seat, SeatView, Suit, Table};

#[derive(Clone, Debug)]
pub struct Situation<'a> {
    pub me: Seat,
    pub trump: Suit,
    pub life: Life,
    pub phase: Phase,
    pub hand: Bag,
    /// The stock's count (the turned card included while it is to be drawn).
    pub stock: usize,
    /// Seats holding cards.
    pub active: usize,
    /// Second life: the top card, the cards on the trick and its size k.
    pub top: Option<Card>,
    pub trick_len: usize,
    pub trick_size: usize,
    pub legal: &'a [Action],
    /// Positions since play last made progress (`Table::quiet_moves`).
    pub quiet: usize,
    pub players: usize,
}

impl<'a> Situation<'a> {
    pub fn of_view(view: &'a SeatView) -> Situation<'a> {
        Situation {
            me: view.seat,
            trump: view.trump,
            life: view.life,
            phase: view.phase,
            hand: view.hand,
            stock: view.stock,
            active: view.seats.iter().filter(|s| s.hand > 0).count(),
            top: view.top(),
            trick_len: view.trick.len(),
            trick_size: view.trick_size,
            legal: &view.legal,
            quiet: view.quiet_moves,
            players: view.players(),
        }
    }

    /// The situation of the seat to act (which must exist) on a full table.
    pub fn of_table(table: &Table, legal: &'a [Action]) -> Situation<'a> {
        let me = table.to_act().expect("a seat to act");
        Situation {
            me,
            trump: table.trump(),
            life: table.life(),
            phase: table.phase(),
            hand: table.hand(me),
            stock: table.stock_count(),
            active: table.holders(),
            top: table.trick().top(),
            trick_len: table.trick().len(),
            trick_size: table.trick().size(),
            legal,
            quiet: table.quiet_moves(),
            players: table.players(),
        }
    }

    /// The cards the seat may play now.
    pub fn playable(&self) -> impl Iterator<Item = Card> + '_ {
        self.legal.iter().filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
    }

    pub fn may(&self, action: Action) -> bool {
        self.legal.contains(&action)
    }
}

/// A card's worth in the second life, where it must be shed: trumps above every plain card,
/// then by rank (0 for a plain Two, 25 for the Ace of trumps).
pub fn strength(card: Card, trump: Suit) -> i32 {
    card.rank().index() as i32 + if card.suit() == trump { 13 } else { 0 }
}
