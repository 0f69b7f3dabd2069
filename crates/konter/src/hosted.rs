//! Konter a Matt behind the games' common boundary ([`game::Game`]), for hosts that serve
//! every game alike: the laws every game's rules keep, arenas, the shell.

use super::deal::Action;
use super::error::RuleError;
use super::game::Match;
use super::seat::Seat;
use super::view::MatchView;

impl game::Game for Match {
    const ID: game::Id = crate::ID;
    type Seat = Seat;
    type Action = Action;
    type Error = RuleError;
    type View = MatchView;
    /// Every Konter a Matt action is made in the open (trump named, announcement, card).
    type Seen = Action;

    fn seen(_: Seat, action: Action, _: Seat) -> Action {
        action
    }

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

impl game::fair::Recorded for Match {
    const DEALS: &'static str = "deals";

    fn record(&self) -> serde_json::Value {
        crate::record::MatchRecord::from_match(self).to_json()
    }

    fn from_record(record: &serde_json::Value) -> Result<Match, String> {
        let replay = crate::record::MatchRecord::from_json(record).and_then(|r| r.replay());
        replay.map(|r| r.game).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Phase;
    use game::Game;

    /// Plays `game`'s deal in play to its end, each seat its first legal card.
    fn play_out(game: &mut Match) {
        while let Some(seat) = Game::to_act(game) {
            let action = game
                .legal_actions()
                .into_iter()
                .find(|a| !matches!(a, Action::Announce(_)))
                .expect("a legal action");
            Game::apply(game, seat, action).expect("legal");
        }
    }

    #[test]
    fn a_finished_deal_stays_on_the_table_until_the_next_is_dealt() {
        let mut game = Match::new(crate::Rules::default());
        assert_eq!(
            Game::view(&game, Seat::ALL[1]),
            None,
            "nothing before the first deal"
        );
        game.deal_next(7).unwrap();
        let first = Game::view(&game, Seat::ALL[1]).unwrap();
        assert_eq!(first.number, 1);
        assert!(!first.deal.hand.is_empty());
        play_out(&mut game);
        assert!(game.needs_deal());
        let end = Game::view(&game, Seat::ALL[1]).unwrap();
        assert_eq!(end.deal.phase, Phase::Finished);
        assert_eq!(
            end.deal.tricks.len(),
            6,
            "every trick of the deal, all public by now"
        );
        assert!(end.deal.hand.is_empty() && end.deal.legal.is_empty() && end.deal.to_act.is_none());
        assert_eq!(end.number, 1);
        assert_eq!(
            end.context.dashes,
            game.dashes(),
            "the dashes after the deal"
        );
        game.deal_next(8).unwrap();
        let second = Game::view(&game, Seat::ALL[1]).unwrap();
        assert_eq!((second.number, second.deal.tricks.len()), (2, 0));
    }
}
