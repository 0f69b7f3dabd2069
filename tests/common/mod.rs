//! Helpers shared by the integration tests that drive a `Session` as the app does.

pub mod unreadable;

use konter_a_matt::bot::{self, Level};
use konter_a_matt::games::konter::stored::migrate_match;
use konter_a_matt::games::konter::session::{Next, Session};

/// Takes the session one step on, as the app does: the person and the bots act through
/// the bot API, tricks are collected, the next deal is dealt. False at the match's end.
pub fn step(s: &mut Session) -> bool {
    match s.next() {
        Next::Person(_) | Next::Bot(_) => {
            let seat = s.deal().and_then(|d| d.to_act()).expect("someone acts");
            let view = s.view(seat).expect("a deal");
            let action = bot::decide(&view, &s.context(), Level::Easy, s.decision_seed())
                .or_else(|| view.legal.first().copied())
                .expect("a legal action");
            s.act(seat, action).expect("a legal action applies");
        }
        Next::Collect => assert!(s.collect()),
        Next::Summary => s.next_deal().expect("next deal"),
        Next::MatchOver => return false,
    }
    true
}

/// The session written as the app saves it and read back.
pub fn save_and_restore(s: &Session) -> Session {
    let text = s.to_saved().to_json_string();
    let saved = migrate_match(&text).unwrap_or_else(|e| panic!("reading back {text}: {e}"));
    Session::from_saved(&saved).unwrap_or_else(|e| panic!("restoring {text}: {e}"))
}
