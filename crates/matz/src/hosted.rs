//! Müller Matz behind the games' common boundary ([`game::Game`]), for hosts that serve
//! every game alike: the laws every game's rules keep, arenas, the shell.

use crate::{Action, Match, RuleError, SeatView};
use cards::Seat;

impl game::Game for Match {
    const ID: game::Id = crate::ID;
    type Seat = Seat;
    type Action = Action;
    type Error = RuleError;
    type View = SeatView;
    /// Every Müller Matz action is made in the open (§10): cards played, picked up, the
    /// trumps put to sleep, the card exchanged for the turned one. Draws are not actions.
    type Seen = Action;

    fn seen(_: Seat, action: Action, _: Seat) -> Action {
        action
    }

    fn to_act(&self) -> Option<Seat> {
        self.current()?.to_act()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.current()
            .map(|g| g.legal_actions())
            .unwrap_or_default()
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        Match::apply(self, seat, action)
    }

    fn needs_deal(&self) -> bool {
        self.current().is_none() && !self.is_over()
    }

    /// The first game's dealer is drawn from its seed; later ones are the rules' own.
    fn deal_next(&mut self, seed: u64) -> Result<(), RuleError> {
        let players = self.rules().players();
        let first =
            Seat::at((seed % players as u64) as usize, players).expect("a seat of the table");
        self.start_shuffled_game(first, seed).map(|_| ())
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn view(&self, seat: Seat) -> Option<SeatView> {
        SeatView::of_match(self, seat)
    }
}

impl game::fair::Recorded for Match {
    const DEALS: &'static str = "games";

    fn record(&self) -> serde_json::Value {
        crate::record::MatchRecord::from_match(self).to_json()
    }

    fn from_record(record: &serde_json::Value) -> Result<Match, String> {
        crate::record::load(&game::json::compact(record)).map_err(|e| e.to_string())
    }
}
