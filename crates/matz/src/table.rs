//! One game at the table, through both lives, as a state machine (§3–§7, §9).
//!
//! A `Table` changes only through [`Table::apply`], which checks the action first and
//! leaves the table unchanged when it refuses it, so an illegal state cannot be reached.
//! What happens is written to a [`Sink`]: the game's public log, or nowhere when the bots
//! search. The first life's rules are in `first_life.rs`, the second's in
//! `second_life.rs`, the repetition guard in `guard.rs`.

use crate::action::Action;
use crate::bag::Bag;
use crate::error::RuleError;
use crate::event::{Event, Sink};
use crate::guard::Guard;
use crate::order::{seat, Order, Trick};
use crate::rules::{Rules, TurnedCard, HAND};
use cards::seat::MAX_PLAYERS;
use cards::{Card, Seat, Suit};
use serde::{Deserialize, Serialize};

/// Who is to act, and on what.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Phase {
    /// First life: `leader` must lead (LEAD).
    Lead { leader: Seat },
    /// First life: `leader` led `card` to `answerer` (ANSWER).
    Answer {
        answerer: Seat,
        #[serde(with = "crate::code::card")]
        card: Card,
        leader: Seat,
    },
    /// Second life: `player`'s turn, facing the trick (TURN).
    Turn { player: Seat },
    /// The game is over.
    Over,
}

/// Which life a game is in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Life {
    First,
    Second,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub(crate) rules: Rules,
    pub(crate) trump: Suit,
    pub(crate) hands: [Bag; MAX_PLAYERS],
    pub(crate) reserves: [Bag; MAX_PLAYERS],
    /// The face-down stock; the next card to draw is the last.
    pub(crate) stock: Vec<Card>,
    /// The turned card while it lies under (or beside) the stock.
    pub(crate) turned: Option<Card>,
    pub(crate) out_of_play: Bag,
    pub(crate) trick: Trick,
    pub(crate) phase: Phase,
    pub(crate) life: Life,
    /// Extra moves used in the current turn (§4.1).
    pub(crate) exchanged: bool,
    pub(crate) slept: bool,
    /// First life: seats in the order they finished.
    pub(crate) finished: Order,
    /// Set when the first life ends: the finishers, then the last holder.
    pub(crate) first_life_order: Order,
    /// Seats in the order they went out: places 1, 2, …; complete when the game is over.
    pub(crate) out: Order,
    pub(crate) repetition: bool,
    pub(crate) guard: Guard,
}

impl Table {
    /// Deals a game (§3): three cards each, one at a time from the dealer's left, then the
    /// turned card, the rest face down as the stock. `pack` is the whole pack in dealing
    /// order and must be exactly the full pack (or two).
    pub fn deal(rules: Rules, dealer: Seat, pack: &[Card]) -> Result<Table, RuleError> {
        let n = rules.players();
        if dealer.index() >= n {
            return Err(RuleError::NoSuchSeat { seat: dealer });
        }
        check_pack(&rules, pack)?;
        let mut hands = [Bag::EMPTY; MAX_PLAYERS];
        for (i, &card) in pack[..HAND * n].iter().enumerate() {
            hands[dealer.after(1 + i % n, n).index()].insert(card);
        }
        let turned = pack[HAND * n];
        let stock: Vec<Card> = pack[HAND * n + 1..].iter().rev().copied().collect();
        let mut table = Table {
            rules,
            trump: turned.suit(),
            hands,
            reserves: [Bag::EMPTY; MAX_PLAYERS],
            stock,
            turned: Some(turned),
            out_of_play: Bag::EMPTY,
            trick: Trick::default(),
            phase: Phase::Lead {
                leader: dealer.next(n),
            },
            life: Life::First,
            exchanged: false,
            slept: false,
            finished: Order::default(),
            first_life_order: Order::default(),
            out: Order::default(),
            repetition: false,
            guard: Guard::default(),
        };
        table.guard_start();
        Ok(table)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn players(&self) -> usize {
        self.rules.players()
    }

    pub fn trump(&self) -> Suit {
        self.trump
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The life being played, or the one the game ended in.
    pub fn life(&self) -> Life {
        self.life
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Who must act now, if anyone.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Lead { leader } => Some(leader),
            Phase::Answer { answerer, .. } => Some(answerer),
            Phase::Turn { player } => Some(player),
            Phase::Over => None,
        }
    }

    /// A seat's hand. Hidden from the others: for the seat itself, records and tests.
    pub fn hand(&self, s: Seat) -> Bag {
        self.hands.get(s.index()).copied().unwrap_or_default()
    }

    /// A seat's reserve (face down; its owner may look through it, §10).
    pub fn reserve(&self, s: Seat) -> Bag {
        self.reserves.get(s.index()).copied().unwrap_or_default()
    }

    /// The stock's count, with the turned card while it is still to be drawn (§3.3).
    pub fn stock_count(&self) -> usize {
        let turned = self.rules.turned_card == TurnedCard::Drawn && self.turned.is_some();
        self.stock.len() + usize::from(turned)
    }

    /// The face-down stock, next card to draw first. Hidden: for records and tests.
    pub fn stock(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    /// The turned card while it is still on the table.
    pub fn turned(&self) -> Option<Card> {
        self.turned
    }

    pub fn out_of_play(&self) -> Bag {
        self.out_of_play
    }

    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// Whether the player to act has used his exchange / his sleep this turn.
    pub fn exchanged_this_turn(&self) -> bool {
        self.exchanged
    }

    pub fn slept_this_turn(&self) -> bool {
        self.slept
    }

    /// First life: seats in the order they finished.
    pub fn finished(&self) -> &Order {
        &self.finished
    }

    /// Once the first life is over: the finishers in order, then the last holder.
    pub fn first_life_order(&self) -> &Order {
        &self.first_life_order
    }

    /// Seats in the order they went out (place 1 first); all seats once the game is over.
    pub fn places(&self) -> &Order {
        &self.out
    }

    /// The last place, once the game is over.
    pub fn loser(&self) -> Option<Seat> {
        self.is_over().then(|| self.out.last()).flatten()
    }

    /// Whether the game ended because a position occurred for the third time (§9).
    pub fn ended_by_repetition(&self) -> bool {
        self.repetition
    }

    /// Seats holding cards.
    pub fn holders(&self) -> usize {
        self.hands[..self.players()]
            .iter()
            .filter(|h| !h.is_empty())
            .count()
    }

    /// The first seat from `from` on (itself included), counting cyclically, that holds cards.
    pub(crate) fn first_holder_from(&self, from: Seat) -> Option<Seat> {
        let n = self.players();
        from.round(n).find(|s| !self.hands[s.index()].is_empty())
    }

    /// "The next player to p's left with cards": the first seat after `p` that holds cards.
    pub(crate) fn next_holder_after(&self, p: Seat) -> Option<Seat> {
        self.first_holder_from(p.next(self.players()))
    }

    /// Every action the player to act may take, in a fixed order: exchanges, sleeps, cards
    /// (pack order), give up, pick up.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(8);
        self.legal_into(&mut out);
        out
    }

    /// [`Table::legal_actions`] into a buffer the caller reuses (the bots' searches).
    pub fn legal_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.life {
            _ if self.is_over() => {}
            Life::First => self.legal_first(out),
            Life::Second => self.legal_second(out),
        }
    }

    /// Checks an action by `seat` without applying it: Ok exactly when it is legal, else
    /// why not.
    pub fn check(&self, s: Seat, action: Action) -> Result<(), RuleError> {
        if s.index() >= self.players() {
            return Err(RuleError::NoSuchSeat { seat: s });
        }
        let to_act = self.to_act().ok_or(RuleError::GameOver)?;
        if s != to_act {
            return Err(RuleError::NotYourTurn {
                seat: s,
                to_act: Some(to_act),
            });
        }
        match self.life {
            Life::First => self.check_first(s, action),
            Life::Second => self.check_second(s, action),
        }
    }

    /// Applies an action by `seat`, writing what happens to `log`. On error the table is
    /// unchanged.
    pub fn apply(&mut self, s: Seat, action: Action, log: &mut impl Sink) -> Result<(), RuleError> {
        self.check(s, action)?;
        match self.life {
            Life::First => self.perform_first(s, action, log),
            Life::Second => self.perform_second(s, action, log),
        }
        if !self.is_over() && self.guard_repeats() {
            self.end_by_repetition(log);
        }
        Ok(())
    }

    /// Starts a new turn: its extra moves are unused again.
    pub(crate) fn start_turn(&mut self, phase: Phase) {
        self.phase = phase;
        self.exchanged = false;
        self.slept = false;
    }

    /// Ends the game once at most one seat holds cards: the holder, if any, takes the last place.
    pub(crate) fn end_game(&mut self, log: &mut impl Sink) {
        if let Some(last) = self.first_holder_from(seat(0)) {
            self.go_out(last, log);
        }
        self.phase = Phase::Over;
        if let Some(loser) = self.out.last() {
            log.note(Event::GameOver { loser });
        }
    }

    pub(crate) fn go_out(&mut self, s: Seat, log: &mut impl Sink) {
        self.out.push(s);
        log.note(Event::Out {
            seat: s,
            place: self.out.len() as u8,
        });
    }

    /// Every card of the game where it lies now, together (for conservation checks); None
    /// if some card is there more often than the packs hold it.
    pub fn all_cards(&self) -> Option<Bag> {
        let mut all = self.out_of_play;
        for s in 0..self.players() {
            all = all.plus(self.hands[s])?.plus(self.reserves[s])?;
        }
        let pending = match self.phase {
            Phase::Answer { card, .. } => Some(card),
            _ => None,
        };
        let loose = self
            .stock
            .iter()
            .copied()
            .chain(self.turned)
            .chain(self.trick.cards())
            .chain(pending);
        for c in loose {
            if !all.insert(c) {
                return None;
            }
        }
        Some(all)
    }
}

/// The pack of a new game must be the full pack(s), each card as often as the packs hold it.
fn check_pack(rules: &Rules, pack: &[Card]) -> Result<(), RuleError> {
    let mut bag = Bag::EMPTY;
    for &card in pack {
        if !bag.insert(card) {
            return Err(RuleError::BadPack {
                cards: pack.len(),
                wrong: Some(card),
            });
        }
    }
    match Card::all().find(|&c| bag.count(c) != rules.packs()) {
        Some(wrong) => Err(RuleError::BadPack {
            cards: pack.len(),
            wrong: Some(wrong),
        }),
        None => Ok(()),
    }
}
