//! Session records (`docs/kontraspiel-record.md`): written and read back to the same
//! session at every moment (the app resumes from them), the example of the document,
//! the summary, and hostile input refused with where and why — never a panic.

use cards::shuffle::{below, rng};
use kontra::record::{self, Problem, SessionRecord};
use kontra::*;
use serde_json::{json, Value};

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// The example of `docs/kontraspiel-record.md` (rule book case 23).
const EXAMPLE: &str = r#"{
  "format": "kontraspiel",
  "version": 1,
  "rules": { "direction": "clockwise", "wenzel_turnup": "forced", "base_value": "after_ante",
             "start_chips": 20, "max_deals": 24 },
  "deals": [
    {
      "dealer": 0,
      "hands": ["AS KS QS TS KH", "AC KC QC TC 9C", "JC JS AH 9D 9S", "AD KD QD JD TD"],
      "undealt": "9H QH JH TH",
      "events": ["pass", "accept", "no", "no", "no", "no", "no", "no",
                 "AC", "9S", "TD", "TS", "no", "no", "no",
                 "KC", "AH", "JD", "QS", "JC", "QD", "KH", "QC",
                 "JS", "KD", "AS", "TC", "9D", "AD", "KS", "9C"]
    },
    {
      "dealer": 1,
      "hands": ["AS KS QS TS KH", "AC KC QC TC 9C", "JC JS AH 9D 9S", "AD KD QD JD TD"],
      "undealt": "9H QH JH TH",
      "events": ["pass", "pass"]
    }
  ]
}"#;

#[test]
fn the_documented_example_replays_to_its_summary() {
    let replay = record::read(EXAMPLE).unwrap();
    let s = replay.summary_json();
    assert_eq!(s["format"], json!("kontraspiel"));
    assert_eq!(s["over"], json!(false));
    let d = &s["deals"][0];
    assert_eq!(d["dealer"], json!(0));
    assert_eq!(d["turn_up"], json!("9H"));
    assert_eq!(d["base"], json!(1));
    assert_eq!(d["outcome"], json!("played"));
    assert_eq!(d["soloist"], json!(2));
    assert_eq!(d["trump"], json!("H"));
    assert_eq!(d["mode"], json!("round1"));
    assert_eq!(d["contra"], Value::Null);
    assert_eq!(d["tricks"], json!([0, 1, 3, 1]));
    assert_eq!(d["winner"], json!(2));
    assert_eq!(
        d["payments"],
        json!([{ "from": "pot", "to": 2, "amount": 1, "reason": "base" }])
    );
    assert_eq!(d["net"], json!([0, 0, 1, 0]));
    assert_eq!(d["pot"], json!(0));
    assert_eq!(d["chips"], json!([19, 20, 21, 20]));
    assert_eq!(d["over"], json!(false));
    let d = &s["deals"][1];
    assert_eq!(d["outcome"], json!("unfinished"));
    assert_eq!(d["dealer"], json!(1));
    assert_eq!(d["chips"], json!([19, 19, 21, 20]));
    assert_eq!(d["pot"], json!(1));
    assert_eq!(replay.session.to_act(), Some(seat(0)));
    assert!(replay.summary_text().contains("seat 2 wins"));
}

/// Plays random sessions and, at every action, checks that the record written then reads
/// back to exactly the same session, and that the same record text comes out again.
#[test]
fn a_record_written_at_any_moment_loads_back_to_the_same_session() {
    for seed in 0..60u64 {
        let mut r = rng(seed);
        let rules = Rules::default()
            .with_wenzel_turnup(WenzelTurnUp::ALL[(seed % 2) as usize])
            .with_max_deals(3 + seed % 5)
            .unwrap();
        let mut session = Session::new(rules, seat((seed % 4) as usize));
        while !session.is_over() {
            session
                .start_seeded_deal(seed * 100 + session.deals_begun() as u64)
                .unwrap();
            loop {
                let text = SessionRecord::of(&session).to_json_string();
                let loaded = record::load(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(loaded, session, "seed {seed}");
                assert_eq!(SessionRecord::of(&loaded).to_json_string(), text);
                let Some(to_act) = session.to_act() else {
                    break;
                };
                let legal = session.legal_actions();
                let a = legal[below(&mut r, legal.len() as u32) as usize];
                session.apply(to_act, a).unwrap();
            }
        }
    }
}

fn error_of(text: &str) -> record::RecordError {
    match record::read(text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => e,
    }
}

fn example_with(f: impl FnOnce(&mut Value)) -> String {
    let mut v: Value = serde_json::from_str(EXAMPLE).unwrap();
    f(&mut v);
    v.to_string()
}

#[test]
fn an_illegal_card_is_refused_naming_deal_event_seat_and_why() {
    // Trick 3: seat 2 leads J♣, a trump; seat 0 holds K♥ and must play it.
    let text = example_with(|v| v["deals"][0]["events"][21] = json!("AS"));
    let e = error_of(&text);
    assert_eq!(
        (e.deal, e.event, e.seat),
        (Some(1), Some(22), Some(seat(0)))
    );
    assert_eq!(
        e.to_string(),
        "deal 1, event 22, seat 0: A♠ is not allowed — trump was led and you must play a trump (K♥)"
    );
    // Trick 5: seat 3 plays K♦ again.
    let text = example_with(|v| v["deals"][0]["events"][28] = json!("KD"));
    let e = error_of(&text);
    assert_eq!(
        (e.deal, e.event, e.seat),
        (Some(1), Some(29), Some(seat(3)))
    );
    assert_eq!(
        e.problem,
        Problem::Rule(RuleError::NotHeld {
            card: kontra::card::parse_card("KD").unwrap()
        })
    );
    // A card while the bidding is on.
    let text = example_with(|v| v["deals"][0]["events"][0] = json!("AC"));
    let e = error_of(&text);
    assert_eq!((e.deal, e.event, e.seat), (Some(1), Some(1), Some(seat(1))));
}

#[test]
fn hostile_records_are_refused_with_where_and_why() {
    let cases: Vec<(String, &str)> = vec![
        ("not json".into(), "not valid JSON"),
        ("[]".into(), "a JSON object"),
        (
            r#"{"format":"konter-a-matt","version":1,"deals":[]}"#.into(),
            "\"format\" must be",
        ),
        (example_with(|v| v["version"] = json!(2)), "version 2"),
        (
            example_with(|v| v["rules"]["start_chips"] = json!(0)),
            "start_chips",
        ),
        (
            example_with(|v| v["rules"]["colour"] = json!("red")),
            "unknown rules key",
        ),
        (
            example_with(|v| v["rules"]["base_value"] = json!(1.5)),
            "base_value",
        ),
        (
            example_with(|v| v["deals"] = json!({})),
            "\"deals\" must be a list",
        ),
        (
            example_with(|v| v["deals"][0]["dealer"] = json!(4)),
            "seat 0–3",
        ),
        (
            example_with(|v| v["deals"][1]["dealer"] = json!(2)),
            "the rules give seat 1",
        ),
        (
            example_with(|v| v["deals"][0]["hands"][1] = json!("AC KC QC TC")),
            "4 cards, not 5",
        ),
        (
            example_with(|v| v["deals"][0]["hands"][1] = json!("AC KC QC TC 7C")),
            "7C",
        ),
        (
            example_with(|v| v["deals"][0]["hands"][1] = json!("AC KC QC TC AS")),
            "AS is dealt twice",
        ),
        (
            example_with(|v| v["deals"][0]["undealt"] = json!("9H QH JH")),
            "undealt cards: 3",
        ),
        (
            example_with(|v| v["deals"][0]["events"][0] = json!("bid")),
            "\"bid\" is not an event",
        ),
        (
            example_with(|v| v["deals"][0]["events"][0] = json!(7)),
            "text code",
        ),
        (
            example_with(|v| v["deals"][0]["events"][0] = json!("accept")),
            "event 2, seat 2: \"accept\" is not possible now",
        ),
        (
            example_with(|v| v["deals"][0]["events"][1] = json!("name:C")),
            "round 1",
        ),
        (
            example_with(|v| {
                v["deals"][0]["events"]
                    .as_array_mut()
                    .unwrap()
                    .push(json!("no"))
            }),
            "after the end of the deal",
        ),
        (
            example_with(|v| v["deals"][0]["events"].as_array_mut().unwrap().truncate(20)),
            "unfinished after 20 events",
        ),
        (
            example_with(|v| v["rules"]["max_deals"] = json!(1)),
            "already over after deal 1",
        ),
    ];
    for (text, says) in cases {
        let e = error_of(&text);
        assert!(e.to_string().contains(says), "{e} should say {says:?}");
    }
}

#[test]
fn mangled_records_never_panic() {
    let mut r = rng(5);
    let bytes = EXAMPLE.as_bytes();
    for _ in 0..3000 {
        let mut b = bytes.to_vec();
        match below(&mut r, 3) {
            0 => b.truncate(below(&mut r, b.len() as u32) as usize),
            1 => {
                let i = below(&mut r, b.len() as u32) as usize;
                b[i] = b"0123456789\"[]{},:ASKQJTHDC9 "[below(&mut r, 28) as usize];
            }
            _ => {
                let i = below(&mut r, b.len() as u32) as usize;
                b.remove(i);
            }
        }
        if let Ok(text) = String::from_utf8(b) {
            let _ = record::read(&text);
        }
    }
}

#[test]
fn only_kontraspiel_records_are_claimed() {
    assert!(record::claims(EXAMPLE));
    assert!(!record::claims(r#"{"format":"konter-a-matt"}"#));
    assert!(!record::claims(r#"{"version":1}"#));
    assert!(!record::claims("nonsense"));
}

/// A record cut right after the dealer chose to take up an Ace: he holds the pledge now
/// (rule book §4.1, case 19), and the summary of the unfinished deal says so.
#[test]
fn the_summary_of_a_deal_cut_after_a_take_up_gives_the_dealer_the_pledge() {
    let text = r#"{
      "format": "kontraspiel", "version": 1,
      "rules": { "direction": "clockwise", "wenzel_turnup": "forced", "base_value": "after_ante",
                 "start_chips": 20, "max_deals": 24 },
      "deals": [ { "dealer": 0,
        "hands": ["AS KS QS TS KH", "AC KC QC TC 9C", "JC JS 9H 9D 9S", "AD KD QD JD TD"],
        "undealt": "AH QH JH TH",
        "events": ["take_up"] } ]
    }"#;
    let replay = record::read(text).unwrap();
    let s = replay.summary_json();
    let d = &s["deals"][0];
    assert_eq!(d["take_up"], json!("chosen"));
    assert_eq!(d["outcome"], json!("unfinished"));
    assert_eq!(d["pledges"], json!([true, false, false, false]));
    // Declined instead: nobody holds it.
    let declined = record::read(&text.replace("\"take_up\"]", "\"decline\"]")).unwrap();
    assert_eq!(declined.summary_json()["deals"][0]["pledges"], json!([false, false, false, false]));
}
