//! Müller Matz's bot messages (`crate::host::worker`): its seat's view, its bots' levels,
//! its actions, and its bots' decision.

use matz::{Action, SeatView};
use matz_bots::Level;

crate::worker_messages!(SeatView, Level, Action, |view, level, seed| matz_bots::decide(view, level, seed));

#[cfg(test)]
mod tests {
    use super::*;
    use matz::{Match, Rules, Seat};

    #[test]
    fn a_request_gets_a_legal_answer_and_nonsense_an_error() {
        let mut m = Match::new(Rules::new(5).unwrap());
        m.start_shuffled_game(Seat::at(0, 5).unwrap(), 9).unwrap();
        let seat = m.current().unwrap().to_act().unwrap();
        let view = SeatView::of_match(&m, seat).unwrap();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let request = Request { id: 3, level, seed: 1, view: view.clone() };
            let text = answer_text(&serde_json::to_string(&request).unwrap());
            let a: Answer = serde_json::from_str(&text).unwrap();
            assert_eq!(a.id, 3);
            assert!(view.legal.contains(&a.action.unwrap()));
        }
        for bad in ["", "{}", "[1]", "{\"id\":1,\"level\":\"hard\",\"seed\":1,\"view\":{}}"] {
            let a: Answer = serde_json::from_str(&answer_text(bad)).unwrap();
            assert!(matches!(a.action, Err(game::BotError::Inconsistent(_))), "{bad}");
        }
    }
}
