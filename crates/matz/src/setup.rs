//! A table put together from parts — for the bots, which sample the cards they cannot see
//! and play the game on from there. [`Table::from_setup`] checks that the parts make a
//! position the rules can reach the way a player sees it: every card once (or twice), the
//! phase consistent with who holds cards.

use crate::bag::Bag;
use crate::error::RuleError;
use crate::guard::Guard;
use crate::order::Order;
use crate::order::Trick;
use crate::rules::Rules;
use crate::table::{Life, Phase, Table};
use crate::view::SeatView;
use cards::seat::MAX_PLAYERS;
use cards::{Card, Seat, Suit};

/// The parts of a table. Stock: the next card to draw first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub trump: Suit,
    pub hands: Vec<Bag>,
    pub reserves: Vec<Bag>,
    pub stock: Vec<Card>,
    pub turned: Option<Card>,
    pub out_of_play: Bag,
    pub trick: Vec<(Seat, Card)>,
    pub trick_size: usize,
    pub phase: Phase,
    pub exchanged: bool,
    pub slept: bool,
    pub finished: Vec<Seat>,
    pub first_life_order: Vec<Seat>,
    pub places: Vec<Seat>,
}

impl Setup {
    /// Everything `view` shows, with the others' hands and reserves empty and no stock:
    /// the caller fills in what it believes they are.
    pub fn from_view(view: &SeatView) -> Setup {
        let n = view.players();
        let mut hands = vec![Bag::EMPTY; n];
        let mut reserves = vec![Bag::EMPTY; n];
        hands[view.seat.index()] = view.hand;
        reserves[view.seat.index()] = view.reserve;
        Setup {
            rules: view.rules,
            trump: view.trump,
            hands,
            reserves,
            stock: vec![],
            turned: view.turned,
            out_of_play: Bag::EMPTY,
            trick: view.trick.iter().map(|t| (t.seat, t.card)).collect(),
            trick_size: view.trick_size,
            phase: view.phase,
            exchanged: view.exchanged,
            slept: view.slept,
            finished: view.finished.clone(),
            first_life_order: view.first_life_order.clone(),
            places: view.places.clone(),
        }
    }
}

fn bad(why: &'static str) -> RuleError {
    RuleError::BadSetup(why)
}

impl Table {
    /// A table from parts, checked; its repetition guard counts from here.
    pub fn from_setup(s: Setup) -> Result<Table, RuleError> {
        let n = s.rules.players();
        if s.hands.len() != n || s.reserves.len() != n {
            return Err(bad("one hand and one reserve per seat"));
        }
        let mut hands = [Bag::EMPTY; MAX_PLAYERS];
        let mut reserves = [Bag::EMPTY; MAX_PLAYERS];
        hands[..n].copy_from_slice(&s.hands);
        reserves[..n].copy_from_slice(&s.reserves);
        let order = |seats: &[Seat]| {
            let mut o = Order::default();
            for &x in seats {
                if x.index() >= n || o.contains(x) {
                    return Err(bad("seats in an order must be at the table, once each"));
                }
                o.push(x);
            }
            Ok(o)
        };
        let mut trick = Trick::default();
        if !s.trick.is_empty() {
            trick.lead(s.trick_size);
        }
        for &(x, c) in &s.trick {
            trick.push(x, c);
        }
        let life = match s.phase {
            Phase::Lead { .. } | Phase::Answer { .. } => Life::First,
            Phase::Turn { .. } => Life::Second,
            Phase::Over => return Err(bad("a game in play")),
        };
        let table = Table {
            rules: s.rules,
            trump: s.trump,
            hands,
            reserves,
            stock: s.stock.iter().rev().copied().collect(),
            turned: s.turned,
            out_of_play: s.out_of_play,
            trick,
            phase: s.phase,
            life,
            exchanged: s.exchanged,
            slept: s.slept,
            finished: order(&s.finished)?,
            first_life_order: order(&s.first_life_order)?,
            out: order(&s.places)?,
            repetition: false,
            guard: Guard::default(),
        };
        if table.all_cards() != Some(s.rules.full_pack()) {
            return Err(bad(
                "every card of the pack exactly once (twice with two packs)",
            ));
        }
        let to_act = table.to_act().expect("in play");
        if to_act.index() >= n || table.hand(to_act).is_empty() {
            return Err(bad("the player to act holds cards"));
        }
        if (!s.trick.is_empty() && s.trick.len() >= s.trick_size.min(MAX_PLAYERS))
            || (s.trick.is_empty() && s.trick_size != 0)
        {
            return Err(bad("a trick holds fewer cards than its size"));
        }
        if life == Life::Second
            && (!table.stock.is_empty() || reserves.iter().any(|r| !r.is_empty()))
        {
            return Err(bad("no stock and no reserves in the second life"));
        }
        let mut table = table;
        table.guard_start();
        Ok(table)
    }
}
