//! Match records (`docs/mueller-matz-record.md`): written and read back they replay to the
//! same match, an unfinished last game included (a save resumes exactly); the summary says
//! what happened; every wrong record is refused naming game, event and seat, never a panic.

mod common;
use cards::shuffle::{below, rng};
use common::*;
use matz::record::{self, MatchRecord, Problem};
use matz::*;
use proptest::prelude::*;
use serde_json::{json, Value};

/// A match of up to `games` games (the last one stopped after `stop` actions if given),
/// played by a seeded random policy.
fn sample_match(rules: Rules, games: usize, seed: u64, stop: Option<usize>) -> Match {
    let mut m = Match::new(rules);
    let mut r = rng(seed);
    for k in 0..games {
        if m.is_over() {
            break;
        }
        m.start_shuffled_game(seat(seed as usize % rules.players()), seed * 31 + k as u64)
            .unwrap();
        let mut n = 0;
        while let Some(g) = m.current() {
            if k + 1 == games && stop == Some(n) {
                break;
            }
            let s = g.to_act().unwrap();
            let legal = g.legal_actions();
            let plays: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| *a != Action::PickUp)
                .collect();
            let a = if !plays.is_empty() && below(&mut r, 4) != 0 {
                plays[below(&mut r, plays.len() as u32) as usize]
            } else {
                legal[below(&mut r, legal.len() as u32) as usize]
            };
            m.apply(s, a).unwrap();
            n += 1;
        }
    }
    m
}

fn text_of(m: &Match) -> String {
    MatchRecord::from_match(m).to_json_string()
}

#[test]
fn a_record_replays_to_the_same_match() {
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (5, 4), (8, 5)] {
        let m = sample_match(Rules::new(players).unwrap(), 3, seed, None);
        let text = text_of(&m);
        let replay = record::check(&text).unwrap();
        assert_eq!(replay.game, m);
        assert_eq!(
            MatchRecord::parse(&text).unwrap(),
            MatchRecord::from_match(&m)
        );
        assert_eq!(
            record::load(&MatchRecord::from_match(&m).to_json_compact()).unwrap(),
            m
        );
    }
}

#[test]
fn an_unfinished_game_resumes_exactly() {
    for stop in [0, 1, 7, 60, 140] {
        let m = sample_match(Rules::new(4).unwrap(), 2, 9, Some(stop));
        let resumed = record::load(&text_of(&m)).unwrap();
        assert_eq!(resumed, m, "stopped after {stop} actions");
        if let Some(g) = resumed.current() {
            assert_eq!(g.legal_actions(), m.current().unwrap().legal_actions());
            assert_eq!(
                SeatView::of(g, g.to_act().unwrap()),
                SeatView::of(m.current().unwrap(), g.to_act().unwrap())
            );
        }
    }
}

#[test]
fn the_variants_travel_in_the_record() {
    let mut rules = Rules::new(6).unwrap();
    rules.turned_card = TurnedCard::OutOfPlay;
    rules.answer = Answer::Strict;
    rules.give_up = GiveUp::LeaderReserve;
    rules.sleep = Sleep::AnyThree;
    rules.last_hand = LastHand::OutOfPlay;
    rules.dealing = Dealing::Left;
    rules.scoring = Scoring::place_points(2).unwrap();
    let m = sample_match(rules, 2, 4, None);
    let text = text_of(&m);
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        v["rules"],
        json!({"players": 6, "turned_card": "out_of_play", "answer": "strict", "give_up": "leader_reserve",
               "sleep": "any_three", "last_hand": "out_of_play", "dealing": "left", "scoring": "place_points", "games": 2})
    );
    assert_eq!(record::check(&text).unwrap().game, m);
}

#[test]
fn the_summary_says_places_loser_tally_and_match_end() {
    let m = sample_match(Rules::new(3).unwrap(), 20, 6, None);
    assert!(m.is_over());
    let replay = record::check(&text_of(&m)).unwrap();
    let s = replay.summary_json();
    let games = s["games"].as_array().unwrap();
    assert_eq!(games.len(), m.history().len());
    for (g, p) in games.iter().zip(m.history()) {
        let t = p.game.table();
        let idx = |o: &[Seat]| json!(o.iter().map(|s| s.index()).collect::<Vec<_>>());
        assert_eq!(g["places"], idx(&t.places().to_vec()));
        assert_eq!(g["loser"], json!(t.loser().unwrap().index()));
        assert_eq!(g["tally"], json!(p.tally_after));
        assert_eq!(g["dealer"], json!(p.game.dealer().index()));
        let keys: Vec<&String> = g.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 8, "{keys:?}");
        assert_eq!(g["end"] == json!("repetition"), t.ended_by_repetition());
        assert_eq!(g["repetition"].is_null(), !t.ended_by_repetition());
    }
    assert_eq!(games.last().unwrap()["match_over"], json!(true));
    assert_eq!(s["match_over"], json!(true));
    assert_eq!(s["match_loser"], json!(m.match_loser().unwrap().index()));
    assert!(replay.summary_text().contains("loses it"));
}

#[test]
fn a_repetition_end_is_summarised() {
    // Find a seeded game that the guard ends, and check where the summary says it did.
    let rules = Rules::new(3).unwrap();
    let m = (0..200)
        .map(|seed| sample_match(rules, 1, seed, None))
        .find(|m| m.history()[0].game.table().ended_by_repetition())
        .expect("some random game cycles");
    let s = record::check(&text_of(&m)).unwrap().summary_json();
    let g = &s["games"][0];
    assert_eq!(g["end"], json!("repetition"));
    let events = m.history()[0].game.actions().len();
    assert_eq!(
        g["repetition"]["event"],
        json!(events),
        "the last event made the third occurrence"
    );
}

/// The record of a fixed small match, as JSON to edit.
fn sample_value() -> Value {
    serde_json::from_str(&text_of(&sample_match(
        Rules::new(3).unwrap(),
        2,
        12,
        Some(30),
    )))
    .unwrap()
}

fn refused(v: &Value) -> record::RecordError {
    record::check(&v.to_string()).expect_err("refused")
}

#[test]
fn wrong_documents_are_refused_with_where_and_why() {
    assert!(matches!(
        record::check("not json").unwrap_err().problem,
        Problem::NotJson { .. }
    ));
    assert_eq!(
        record::check("[1]").unwrap_err().problem,
        Problem::NotAnObject
    );
    let mut v = sample_value();
    v["format"] = json!("konter-a-matt");
    assert!(matches!(refused(&v).problem, Problem::Format(_)));
    let mut v = sample_value();
    v["version"] = json!(2);
    assert!(refused(&v).to_string().contains("version 2"));
    let mut v = sample_value();
    v["rules"]["players"] = json!(9);
    assert_eq!(
        refused(&v).to_string(),
        "Müller Matz is for 2–8 players, not 9"
    );
    let mut v = sample_value();
    v["rules"]["answer"] = json!("loose");
    assert_eq!(
        refused(&v).to_string(),
        "unknown rules value answer: \"loose\""
    );
    let mut v = sample_value();
    v["rules"]["games"] = json!(3);
    assert!(
        matches!(refused(&v).problem, Problem::RulesKey(_)),
        "games goes with place points only"
    );
    let mut v = sample_value();
    v["rules"]["target"] = json!(4);
    assert!(refused(&v).to_string().contains("target"));
}

#[test]
fn wrong_games_are_refused_naming_the_game() {
    let mut v = sample_value();
    v["games"][0]["pack"] = json!("2S 3S XX");
    let e = refused(&v);
    assert_eq!((e.game, e.event), (Some(1), None));
    assert_eq!(
        e.to_string(),
        "game 1: the pack holds \"XX\", which is not a card"
    );
    let mut v = sample_value();
    let pack = v["games"][0]["pack"]
        .as_str()
        .unwrap()
        .replacen("AS", "KS", 1);
    v["games"][0]["pack"] = json!(pack);
    assert!(matches!(
        refused(&v).problem,
        Problem::Rule(RuleError::BadPack { .. })
    ));
    let mut v = sample_value();
    v["games"][0]["dealer"] = json!(3);
    assert_eq!(
        refused(&v).to_string(),
        "game 1: \"dealer\" must be a seat of the table, not 3"
    );
    let mut v = sample_value();
    let first_loser = record::check(&v.to_string()).unwrap().game.history()[0]
        .game
        .table()
        .loser()
        .unwrap();
    v["games"][1]["dealer"] = json!((first_loser.index() + 1) % 3);
    let e = refused(&v);
    assert_eq!(e.game, Some(2));
    assert!(matches!(
        e.problem,
        Problem::Rule(RuleError::WrongDealer { .. })
    ));
    let mut v = sample_value();
    v["games"][0]["events"].as_array_mut().unwrap().pop();
    assert!(matches!(refused(&v).problem, Problem::Incomplete { .. }));
}

#[test]
fn wrong_events_are_refused_naming_game_event_and_seat() {
    let v = sample_value();
    let m = record::check(&v.to_string()).unwrap().game;
    let g = &m.history()[0].game;
    // An illegal action: the first event replaced by picking up (nothing to pick up at a lead).
    let mut bad = v.clone();
    bad["games"][0]["events"][0] = json!("pickup");
    let e = refused(&bad);
    assert_eq!(
        (e.game, e.event, e.seat),
        (Some(1), Some(1), Some(g.actions()[0].0))
    );
    assert_eq!(e.problem, Problem::Rule(RuleError::NothingToPickUp));
    assert!(e
        .to_string()
        .starts_with(&format!("game 1, event 1, seat {}: ", g.actions()[0].0)));
    // A card the seat does not hold.
    let mut bad = v.clone();
    let (s, _) = g.actions()[0];
    let not_held = Card::all().find(|&c| !g.pack()[..9].contains(&c)).unwrap();
    bad["games"][0]["events"][0] = json!(not_held.code());
    let e = refused(&bad);
    assert_eq!(e.seat, Some(s));
    assert_eq!(
        e.problem,
        Problem::Rule(RuleError::NotHeld { card: not_held })
    );
    // Something that is no action at all, deep in the second game: still names the seat.
    let mut bad = v.clone();
    bad["games"][1]["events"][5] = json!("fly away");
    let e = refused(&bad);
    let second = m.current().expect("the second game is unfinished");
    assert_eq!(
        (e.game, e.event, e.seat),
        (Some(2), Some(6), Some(second.actions()[5].0))
    );
    assert!(e.to_string().contains("\"fly away\" is not an action"));
    // An event after the end of the game.
    let mut bad = v.clone();
    bad["games"][0]["events"]
        .as_array_mut()
        .unwrap()
        .push(json!("pickup"));
    let e = refused(&bad);
    assert!(matches!(e.problem, Problem::AfterEnd { .. }), "{e}");
    assert_eq!(e.event, Some(g.actions().len() + 1));
}

#[test]
fn a_game_after_the_match_is_over_is_refused() {
    let mut rules = Rules::new(2).unwrap();
    rules.scoring = Scoring::matz(1).unwrap();
    let m = sample_match(rules, 1, 3, None);
    assert!(m.is_over());
    let mut v: Value = serde_json::from_str(&text_of(&m)).unwrap();
    let next = json!({"dealer": m.history()[0].game.table().loser().unwrap().index(), "pack": v["games"][0]["pack"], "events": []});
    v["games"].as_array_mut().unwrap().push(next);
    let e = refused(&v);
    assert_eq!(e.game, Some(2));
    assert_eq!(e.problem, Problem::MatchOver { after: 1 });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Hostile input: any cut or any changed character of a valid record gives an answer
    /// (a replay or an error), never a panic.
    #[test]
    fn mangled_records_never_panic(at in 0usize..4000, byte in any::<u8>(), cut in any::<bool>()) {
        let text = text_of(&sample_match(Rules::new(5).unwrap(), 1, 2, Some(40)));
        let mut bytes = text.into_bytes();
        let at = at % bytes.len();
        if cut {
            bytes.truncate(at);
        } else {
            bytes[at] = byte;
        }
        let _ = record::check(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn the_rules_code_of_a_shared_game_reads_back_as_the_same_rules() {
    use matz::record::{rules_code, rules_from_code};
    use matz::rules::{Answer, Dealing, GiveUp, LastHand, Rules, Scoring, Sleep, TurnedCard};
    let mut strict = Rules::new(8).unwrap();
    strict.turned_card = TurnedCard::OutOfPlay;
    strict.answer = Answer::Strict;
    strict.give_up = GiveUp::LeaderReserve;
    strict.sleep = Sleep::AnyThree;
    strict.last_hand = LastHand::OutOfPlay;
    strict.dealing = Dealing::Left;
    strict.scoring = Scoring::place_points(12).unwrap();
    assert_eq!(rules_code(&Rules::new(4).unwrap()), "4000000m3");
    assert_eq!(rules_code(&strict), "8111111p12");
    for players in 2..=8 {
        let r = Rules::new(players).unwrap();
        assert_eq!(rules_from_code(&rules_code(&r)), Some(r));
    }
    assert_eq!(rules_from_code("8111111p12"), Some(strict));
    // Anything it does not write is refused, never a panic.
    for bad in ["", "4", "4000000", "4000000m", "9000000m3", "1000000m3", "4000002m3", "4000000x3", "4000000m4", "4000000m03", "4000000p0", "4000000p100", "4000000mé", "400000éé3", "4000000m3 "] {
        assert_eq!(rules_from_code(bad), None, "{bad}");
    }
}
