//! Kontraspiel behind the games' common boundary ([`game::Game`]), for hosts that serve
//! every game alike: the laws every game's rules keep, arenas, the shell.

use crate::{Action, RuleError, SeatView, Session};
use cards::Seat;

impl game::Game for Session {
    const ID: game::Id = crate::ID;
    type Seat = Seat;
    type Action = Action;
    type Error = RuleError;
    type View = SeatView;
    type Seen = crate::Seen;

    /// Another seat's discard and exchange show no card.
    fn seen(by: Seat, action: Action, viewer: Seat) -> crate::Seen {
        use crate::Seen;
        match action {
            Action::Discard(_) if by != viewer => Seen::Discarded,
            Action::Exchange(_) if by != viewer => Seen::Exchanged,
            a => Seen::Open(a),
        }
    }

    fn to_act(&self) -> Option<Seat> {
        Session::to_act(self)
    }

    fn legal_actions(&self) -> Vec<Action> {
        Session::legal_actions(self)
    }

    fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        Session::apply(self, seat, action)
    }

    fn needs_deal(&self) -> bool {
        self.current().is_none() && !self.is_over()
    }

    /// The first deal's dealer is drawn from its seed, as in every game dealt through this
    /// boundary: a deal from everyone's numbers leaves nobody the choice of who deals it.
    fn deal_next(&mut self, seed: u64) -> Result<(), RuleError> {
        if self.deals_begun() == 0 {
            self.first_dealer_is(Seat::at((seed % 4) as usize, 4).expect("below 4"));
        }
        self.start_seeded_deal(seed).map(|_| ())
    }

    fn is_over(&self) -> bool {
        Session::is_over(self)
    }

    fn view(&self, seat: Seat) -> Option<SeatView> {
        SeatView::of(self, seat)
    }
}

impl game::fair::Recorded for Session {
    const DEALS: &'static str = "deals";

    fn record(&self) -> serde_json::Value {
        crate::record::SessionRecord::of(self).to_json()
    }

    fn from_record(record: &serde_json::Value) -> Result<Session, String> {
        crate::record::from_json(record).map(|r| r.session).map_err(|e| e.to_string())
    }
}
