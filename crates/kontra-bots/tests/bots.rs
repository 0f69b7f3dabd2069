//! Every level acts legally whenever asked, from the view alone (also after the view went
//! through JSON, as to the web worker), deterministically for a seed; sessions between
//! bots end; Medium beats Easy.

use kontra::{Rules, Seat, SeatView, Session};
use kontra_bots::{bot, decide, BotError, Level};

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// Plays a whole session with these levels in the seats; checks every decision.
fn session_between(levels: [Level; 4], seed: u64) -> Session {
    let deals = if levels.contains(&Level::Hard) { 4 } else { 8 };
    let rules = Rules::default().with_max_deals(deals).unwrap();
    let mut session = Session::new(rules, seat((seed % 4) as usize));
    let mut bots: Vec<_> = (0..4)
        .map(|s| bot(levels[s], seed * 10 + s as u64))
        .collect();
    let mut k = 0;
    while !session.is_over() {
        session.start_seeded_deal(seed * 1000 + k).unwrap();
        k += 1;
        while let Some(s) = session.to_act() {
            let view = SeatView::of(&session, s).unwrap();
            let action = bots[s.index()].decide(&view).unwrap();
            assert!(view.legal.contains(&action));
            let json = serde_json::to_string(&view).unwrap();
            let back: SeatView = serde_json::from_str(&json).unwrap();
            let level = levels[s.index()];
            assert_eq!(
                decide(level, &back, 7).unwrap(),
                decide(level, &view, 7).unwrap()
            );
            for other in (0..4).map(seat).filter(|&o| o != s) {
                let v = SeatView::of(&session, other).unwrap();
                assert_eq!(bot(level, 1).decide(&v), Err(BotError::NotMyTurn));
            }
            session.apply(s, action).unwrap();
        }
    }
    session
}

#[test]
fn easy_and_medium_act_legally_whenever_asked() {
    for seed in 0..40 {
        let levels = [Level::Easy, Level::Medium, Level::Easy, Level::Medium];
        let s = session_between(levels, seed);
        assert!(s.is_over());
    }
}

#[test]
fn hard_acts_legally_whenever_asked() {
    for seed in 0..3 {
        let levels = [Level::Hard, Level::Medium, Level::Easy, Level::Hard];
        session_between(levels, 100 + seed);
    }
}

#[test]
fn medium_beats_easy() {
    let r = kontra_bots::arena::arena(Level::Medium, Level::Easy, 300, 77, false);
    assert!(r.mean - r.ci95 > 0.0, "{} ± {}", r.mean, r.ci95);
}

#[test]
fn a_view_not_made_by_the_engine_is_refused_not_panicked_on() {
    let mut session = Session::new(Rules::default(), seat(0));
    session.start_seeded_deal(3).unwrap();
    let s = session.to_act().unwrap();
    let view = SeatView::of(&session, s).unwrap();
    let mut json: serde_json::Value = serde_json::to_value(&view).unwrap();
    json["dealer"] = serde_json::json!(6);
    let bad: SeatView = serde_json::from_value(json).unwrap();
    for level in Level::ALL {
        assert_eq!(
            decide(level, &bad, 1),
            Err(BotError::Inconsistent(
                "the view names a seat that is not at the table".into()
            ))
        );
    }
}
