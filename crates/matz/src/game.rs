//! One game (a deal through both lives) as the app and records see it: the table, its
//! dealer and pack, the public log and the actions taken, in order.

use crate::action::Action;
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::Rules;
use crate::table::Table;
use cards::{Card, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    dealer: Seat,
    pack: Vec<Card>,
    table: Table,
    log: Vec<Event>,
    actions: Vec<(Seat, Action)>,
}

impl Game {
    /// Deals `pack` (the whole pack in dealing order; checked) with `dealer` dealing.
    pub fn deal(rules: Rules, dealer: Seat, pack: Vec<Card>) -> Result<Game, RuleError> {
        let table = Table::deal(rules, dealer, &pack)?;
        Ok(Game {
            dealer,
            pack,
            table,
            log: vec![],
            actions: vec![],
        })
    }

    /// Deals a pack shuffled from `seed`: the same seed gives the same game everywhere.
    pub fn shuffled(rules: Rules, dealer: Seat, seed: u64) -> Result<Game, RuleError> {
        Game::deal(
            rules,
            dealer,
            cards::shuffle::shuffled(seed, rules.unshuffled_pack()),
        )
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The pack as dealt. Hidden information: for records.
    pub fn pack(&self) -> &[Card] {
        &self.pack
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn rules(&self) -> &Rules {
        self.table.rules()
    }

    /// The public log (§10).
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// Every action taken, with the seat that took it: the record's events.
    pub fn actions(&self) -> &[(Seat, Action)] {
        &self.actions
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.table.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.table.is_over()
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        self.table.legal_actions()
    }

    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.table.check(seat, action)
    }

    /// Applies an action by `seat`. On error nothing changes.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.table.apply(seat, action, &mut self.log)?;
        self.actions.push((seat, action));
        Ok(())
    }
}
