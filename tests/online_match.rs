//! A Konter a Matt match with friends online as the host's device keeps it: written and read
//! back exactly (its deals, who plays each seat, the seed of the next deal), and anything
//! else refused with why, never a panic.

use game::Game;
use konter_a_matt::engine::{Action, Match, Rules};
use konter_a_matt::store::seats::Player;
use konter_a_matt::games::konter::stored::online_match::OnlineMatch;
use konter_a_matt::store::StoreError;

/// A match two deals in: the first played out, the second a few cards in.
fn match_in_play() -> OnlineMatch {
    let mut kept = OnlineMatch { game: Match::new(Rules::default()), seed: u64::MAX - 5, players: [Player::Bot, Player::Online, Player::Person] };
    for cards in [usize::MAX, 5] {
        let seed = kept.deal_seed();
        kept.game.deal_next(seed).expect("a deal");
        for _ in 0..cards {
            let Some(seat) = kept.game.to_act() else { break };
            let action = kept.game.legal_actions().into_iter().find(|a| !matches!(a, Action::Announce(_))).expect("a legal action");
            Game::apply(&mut kept.game, seat, action).expect("legal");
        }
    }
    kept
}

#[test]
fn a_match_reads_back_as_it_was_written() {
    let kept = match_in_play();
    assert_eq!(kept.game.history().len(), 1);
    let text = kept.to_json_string();
    assert!(text.starts_with(r#"{"#) && text.contains(r#""v":1"#) && text.contains(r#""seed":"18446744073709551610""#), "{text}");
    let read = OnlineMatch::read(&text).expect("readable");
    assert_eq!(read, kept);
    assert_eq!(read.moment(), kept.moment());
    assert_eq!(read.deal_seed(), kept.deal_seed(), "the next deal is the same");
    assert_eq!(read.others().online(4), vec![2]);
    assert!(read.others().is_person(3));
}

#[test]
fn each_deal_has_a_seed_of_its_own() {
    let kept = match_in_play();
    let mut fresh = OnlineMatch { game: Match::new(Rules::default()), ..kept.clone() };
    assert_ne!(fresh.deal_seed(), kept.deal_seed());
    fresh.game = kept.game.clone();
    assert_eq!(fresh.deal_seed(), kept.deal_seed());
}

#[test]
fn anything_else_is_refused_with_why() {
    let text = match_in_play().to_json_string();
    let no_record = format!("{}\"record\":7}}", &text[..text.find("\"record\"").expect("a record")]);
    let cases = [
        ("", "not JSON"),
        ("[]", "no version"),
        (r#"{"v":2}"#, "too new"),
        (r#"{"v":0}"#, "unknown version"),
        (&text.replace(r#""seed":"18446744073709551610""#, r#""seed":7"#), "seed as a number"),
        (&text.replace(r#""online""#, r#""friend""#), "an unknown player"),
        (&no_record, "a record that is not one"),
    ];
    for (raw, what) in cases {
        let e = OnlineMatch::read(raw).expect_err(what);
        assert!(!e.to_string().is_empty(), "{what}");
        if what == "too new" {
            assert!(matches!(e, StoreError::TooNew { version: 2, .. }), "{e:?}");
        }
    }
}
