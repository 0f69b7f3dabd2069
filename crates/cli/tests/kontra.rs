//! `konter replay` on Kontraspiel records: recognised by their `"format"`, summarised
//! (`--json`: the keys of `docs/kontraspiel-record.md`), and refused with exit 1 naming
//! the deal, the event, the seat and why.

use kontra::record::SessionRecord;
use kontra::{Rules, Seat, Session};
use serde_json::{json, Value};
use std::process::{Command, Stdio};

fn konter(args: &[&str], stdin: &str) -> (i32, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_konter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// A whole session, every seat taking its first legal action (eldest accepts).
fn sample_session() -> Session {
    let rules = Rules::default().with_max_deals(6).unwrap();
    let mut s = Session::new(rules, Seat::at(2, 4).unwrap());
    let mut k = 0;
    while !s.is_over() {
        s.start_seeded_deal(40 + k).unwrap();
        k += 1;
        while let Some(seat) = s.to_act() {
            let a = s.legal_actions()[0];
            s.apply(seat, a).unwrap();
        }
    }
    s
}

#[test]
fn a_kontraspiel_record_is_summarised() {
    let session = sample_session();
    let text = SessionRecord::of(&session).to_json_string();
    let (code, out, err) = konter(&["replay", "-", "--json"], &text);
    assert_eq!(code, 0, "{err}");
    let summary: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(summary["format"], json!("kontraspiel"));
    assert_eq!(summary["over"], json!(true));
    let deals = summary["deals"].as_array().unwrap();
    assert_eq!(deals.len(), session.history().len());
    for (d, p) in deals.iter().zip(session.history()) {
        assert_eq!(d["chips"], json!(p.chips_after));
        assert_eq!(d["pot"], json!(p.pot_after));
        assert_eq!(d["tricks"], json!(p.deal.tricks_won()));
        let keys: Vec<&String> = d.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 19, "the documented keys: {keys:?}");
    }
    assert_eq!(deals.last().unwrap()["over"], json!(true));
    let (code, human, _) = konter(&["replay", "-"], &text);
    assert_eq!(code, 0);
    assert!(human.contains("Deal 1: dealer seat 2"), "{human}");
}

#[test]
fn an_invalid_kontraspiel_record_exits_1_naming_where_and_why() {
    let text = r#"{"format":"kontraspiel","version":1,"deals":[
        {"dealer":0,"hands":["AS KS QS TS KH","AC KC QC TC 9C","JC JS AH 9D 9S","AD KD QD JD TD"],
         "undealt":"9H QH JH TH","events":["pass","name:C"]}]}"#;
    let (code, out, err) = konter(&["replay", "-", "--json"], text);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert_eq!(
        err.trim(),
        "konter: invalid Kontraspiel record: deal 1, event 2, seat 2: \"name ♣\" is not possible now — it is round 1: accept the turn-up's suit or pass"
    );
}
