//! What one seat may see (§10): its own hand and reserve, and everything public. People and
//! bots decide from a `SeatView`, never from hidden cards; it travels as JSON to the bots'
//! web worker.

use crate::action::Action;
use crate::bag::Bag;
use crate::event::Event;
use crate::game::Game;
use crate::rules::Rules;
use crate::series::Match;
use crate::table::{Life, Phase, Table};
use cards::{Card, Seat, Suit};
use serde::{Deserialize, Serialize};

/// What everyone sees of one seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    /// Cards in hand.
    pub hand: usize,
    /// Cards on the face-down reserve (first life).
    pub reserve: usize,
    /// Finished for the first life.
    pub finished: bool,
    /// Out, in this place (1 = winner); the last place is the loser.
    pub place: Option<usize>,
}

/// A card on the second-life trick and who played it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrickCard {
    pub seat: Seat,
    #[serde(with = "crate::code::card")]
    pub card: Card,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub rules: Rules,
    pub dealer: Seat,
    pub life: Life,
    /// Who is to act on what: the card led to whom in the first life.
    pub phase: Phase,
    pub to_act: Option<Seat>,
    /// Own hand.
    pub hand: Bag,
    /// Own reserve: every card in it was seen going in (§10, the app's choice).
    pub reserve: Bag,
    /// Every seat's counts and status, seat 0 first.
    pub seats: Vec<SeatInfo>,
    #[serde(with = "crate::code::suit")]
    pub trump: Suit,
    /// The turned card while it is on the table.
    #[serde(with = "crate::code::opt_card")]
    pub turned: Option<Card>,
    /// Cards in the stock, the turned card included while it is to be drawn.
    pub stock: usize,
    pub out_of_play: usize,
    /// The second-life trick, in playing order, and its size k (0 while empty).
    pub trick: Vec<TrickCard>,
    pub trick_size: usize,
    /// First life: seats in the order they finished.
    pub finished: Vec<Seat>,
    /// Once the first life is over: the finishers in order, then the last holder.
    pub first_life_order: Vec<Seat>,
    /// Seats in the order they went out (place 1 first).
    pub places: Vec<Seat>,
    /// The player to act has used his exchange / his sleep this turn.
    pub exchanged: bool,
    pub slept: bool,
    /// Everything public that happened in this game, in order.
    pub log: Vec<Event>,
    /// What this seat may do now (empty when it is not its turn).
    pub legal: Vec<Action>,
    pub loser: Option<Seat>,
    pub repetition: bool,
    /// Positions since play last made progress (see `Table::quiet_moves`).
    pub quiet_moves: usize,
    /// Matz points (or place points) per seat before this game; empty outside a match.
    pub tally: Vec<u32>,
}

impl SeatView {
    /// The view of `seat` of a game.
    pub fn of(game: &Game, seat: Seat) -> SeatView {
        let t: &Table = game.table();
        let n = t.players();
        let seats = Seat::all(n)
            .map(|s| SeatInfo {
                seat: s,
                hand: t.hand(s).len(),
                reserve: t.reserve(s).len(),
                finished: t.finished().contains(s),
                place: t.places().place_of(s),
            })
            .collect();
        SeatView {
            seat,
            rules: *t.rules(),
            dealer: game.dealer(),
            life: t.life(),
            phase: t.phase(),
            to_act: t.to_act(),
            hand: t.hand(seat),
            reserve: t.reserve(seat),
            seats,
            trump: t.trump(),
            turned: t.turned(),
            stock: t.stock_count(),
            out_of_play: t.out_of_play().len(),
            trick: t
                .trick()
                .plays()
                .map(|(seat, card)| TrickCard { seat, card })
                .collect(),
            trick_size: t.trick().size(),
            finished: t.finished().to_vec(),
            first_life_order: t.first_life_order().to_vec(),
            places: t.places().to_vec(),
            exchanged: t.exchanged_this_turn(),
            slept: t.slept_this_turn(),
            log: game.log().to_vec(),
            legal: if t.to_act() == Some(seat) {
                t.legal_actions()
            } else {
                vec![]
            },
            loser: t.loser(),
            repetition: t.ended_by_repetition(),
            quiet_moves: t.quiet_moves(),
            tally: vec![],
        }
    }

    /// What anyone at the table sees, whoever holds the device: this view without the
    /// seat's own cards (hand and reserve) and with nothing to do.
    pub fn onlooker(mut self) -> SeatView {
        self.hand = Bag::default();
        self.reserve = Bag::default();
        self.legal.clear();
        self
    }

    /// The view of `seat` of a match's current game (or its last one), with the tally.
    pub fn of_match(m: &Match, seat: Seat) -> Option<SeatView> {
        let game = m
            .current()
            .or_else(|| m.history().last().map(|p| &p.game))?;
        let mut view = SeatView::of(game, seat);
        view.tally = match m.current() {
            Some(_) => m.tally().to_vec(),
            None => m
                .history()
                .iter()
                .rev()
                .nth(1)
                .map_or(vec![0; m.rules().players()], |p| p.tally_after.clone()),
        };
        Some(view)
    }

    pub fn players(&self) -> usize {
        self.rules.players()
    }

    pub fn is_my_turn(&self) -> bool {
        self.to_act == Some(self.seat) && !self.legal.is_empty()
    }

    /// The card on top of the trick (second life).
    pub fn top(&self) -> Option<Card> {
        self.trick.last().map(|t| t.card)
    }

    /// Cards in play that this seat holds or saw go to its reserve.
    pub fn own_cards(&self) -> Bag {
        self.hand.plus(self.reserve).unwrap_or(self.hand)
    }
}
