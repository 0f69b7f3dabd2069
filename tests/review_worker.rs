//! The worker's deal review (`worker::review_text`): a review request of the review
//! screen is answered step by step, then with the whole review; bad requests say why.

use konter_a_matt::games::konter::worker::{review_text, ReviewProgress, ReviewRequest};
use konter_a_matt::engine::record::MatchRecord;
use konter_a_matt::engine::{Match, Rules, Seat};

/// A match with one deal played to its end (each seat's first legal action) and a second
/// one begun.
fn played_match(seed: u64) -> Match {
    let mut game = Match::new(Rules::default());
    game.start_seeded_deal(Seat::ALL[(seed % 4) as usize], seed).unwrap();
    while let Some(deal) = game.current() {
        let legal = deal.legal_actions();
        let pick = legal[(seed as usize) % legal.len()];
        game.apply(pick).unwrap();
        if game.current().is_some_and(|d| d.is_finished()) {
            break;
        }
    }
    game
}

fn run(text: &str) -> (bool, Vec<ReviewProgress>) {
    let mut out = vec![];
    let handled = review_text(text, &mut |m| out.push(serde_json::from_str(&m).unwrap()));
    (handled, out)
}

#[test]
fn a_review_request_is_answered_step_by_step_then_whole() {
    for seed in [1u64, 7, 12] {
        let game = played_match(seed);
        let request = ReviewRequest { review: 9, record: MatchRecord::from_match(&game).to_json(), deal: 0 };
        let (handled, answers) = run(&serde_json::to_string(&request).unwrap());
        assert!(handled);
        let (last, steps) = answers.split_last().unwrap();
        let total = last.total;
        assert_eq!(steps.len(), total, "one answer per step");
        for (i, s) in steps.iter().enumerate() {
            assert_eq!((s.review, s.done, s.total), (9, i + 1, total));
            assert!(s.step.is_some() && s.result.is_none() && s.error.is_none());
        }
        let review = last.result.as_ref().expect("the whole review comes last");
        assert_eq!(review.decisions.len(), 24, "every card of the finished deal");
        assert_eq!(review.course.len(), 25);
        assert_eq!(last.done, total);
    }
}

#[test]
fn bad_review_requests_say_why_and_bot_requests_are_not_taken() {
    let game = played_match(3);
    let record = MatchRecord::from_match(&game).to_json();
    let (handled, answers) = run(&serde_json::to_string(&ReviewRequest { review: 1, record: record.clone(), deal: 5 }).unwrap());
    assert!(handled);
    assert_eq!(answers.len(), 1);
    assert!(answers[0].error.as_deref().is_some_and(|e| e.contains('6')), "{:?}", answers[0].error);
    let (handled, answers) = run(r#"{"review":2,"record":{"format":"nonsense"},"deal":0}"#);
    assert!(handled && answers[0].error.is_some());
    for text in ["", "{}", r#"{"id":1,"record":{},"seat":0,"level":"Easy","seed":1}"#, "[1]"] {
        let (handled, answers) = run(text);
        assert!(!handled && answers.is_empty(), "{text}");
    }
}
