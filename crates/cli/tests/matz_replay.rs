//! `konter replay` on a Müller Matz record: the summary (`--json`: the keys of
//! `docs/mueller-matz-record.md`), exit 1 naming game, event and seat for a bad one; a
//! Konter a Matt record still goes to its own checker.

use matz::record::MatchRecord;
use matz::{Action, Match, Rules, Seat};
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

/// Two games of three players, each action the first legal one but a play before a pick-up.
fn sample() -> Match {
    let mut m = Match::new(Rules::new(3).unwrap());
    for k in 0..2 {
        m.start_shuffled_game(Seat::new(1).unwrap(), 50 + k)
            .unwrap();
        while let Some(g) = m.current() {
            let legal = g.legal_actions();
            let a = legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Play(_)))
                .unwrap_or(legal[0]);
            m.apply(g.to_act().unwrap(), a).unwrap();
        }
    }
    m
}

#[test]
fn replay_summarises_a_matz_record() {
    let m = sample();
    let text = MatchRecord::from_match(&m).to_json_string();
    let (code, out, err) = konter(&["replay", "-", "--json"], &text);
    assert_eq!(code, 0, "{err}");
    let s: Value = serde_json::from_str(&out).unwrap();
    let games = s["games"].as_array().unwrap();
    assert_eq!(games.len(), 2);
    for (g, p) in games.iter().zip(m.history()) {
        assert_eq!(g["loser"], json!(p.game.table().loser().unwrap().index()));
        assert_eq!(g["tally"], json!(p.tally_after));
        let mut keys: Vec<&str> = g.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "dealer",
                "end",
                "first_life_order",
                "loser",
                "match_over",
                "places",
                "repetition",
                "tally"
            ]
        );
    }
    let mut keys: Vec<&str> = s.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(keys, ["games", "match_loser", "match_over", "standings"]);

    let (code, human, _) = konter(&["replay", "-"], &text);
    assert_eq!(code, 0);
    assert!(
        human.contains("Game 2") && human.contains("loses"),
        "{human}"
    );
}

#[test]
fn replay_refuses_a_bad_matz_record_naming_game_event_and_seat() {
    let m = sample();
    let mut v: Value = serde_json::from_str(&MatchRecord::from_match(&m).to_json_string()).unwrap();
    v["games"][1]["events"][0] = json!("giveup");
    let (code, out, err) = konter(&["replay", "-", "--json"], &v.to_string());
    assert_eq!(code, 1);
    assert!(out.is_empty());
    let seat = m.history()[1].game.actions()[0].0;
    assert_eq!(
        err.trim(),
        format!("konter: invalid record: game 2, event 1, seat {seat}: giving up is an answer to a led card")
    );
}

#[test]
fn a_konter_a_matt_record_goes_to_its_own_checker() {
    let (code, _, err) = konter(&["replay", "-"], r#"{"version": 1, "deals": []}"#);
    assert_eq!(code, 1);
    assert!(
        err.contains("\"format\": \"konter-a-matt\" is missing"),
        "{err}"
    );
}

#[test]
fn the_documented_example_replays_to_its_documented_summary() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/mueller-matz-example.json"
    ))
    .unwrap();
    let (code, out, err) = konter(&["replay", "-", "--json"], &text);
    assert_eq!(code, 0, "{err}");
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/mueller-matz-record.md"
    ))
    .unwrap();
    assert!(doc.contains(out.trim()), "the doc shows the summary {out}");
}
