//! Konter a Matt behind the games' common boundary ([`game::Game`]), for hosts that serve
//! every game alike: the laws every game's rules keep, arenas, the shell.

use super::deal::Action;
use super::error::RuleError;
use super::game::Match;
use super::seat::Seat;
use super::view::MatchView;

impl game::Game for Match {
    type Seat = Seat;
    type Action = Action;
    type Error = RuleError;
    type View = MatchView;

    fn to_act(&self) -> Option<Seat> {
        self.current()?.to_act()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.current().map(|d| d.legal_actions()).unwrap_or_default()
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.act(seat, action)
    }

    fn needs_deal(&self) -> bool {
        self.current().is_none() && !self.is_over()
    }

    /// The first deal's dealer is drawn from its seed; later ones are the rules' own.
    fn deal_next(&mut self, seed: u64) -> Result<(), RuleError> {
        self.start_seeded_deal(Seat::ALL[(seed % 4) as usize], seed).map(|_| ())
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn view(&self, seat: Seat) -> Option<MatchView> {
        MatchView::of(self, seat)
    }
}
