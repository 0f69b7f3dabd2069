//! `konter replay`: the summary of a valid record (`--json`: exactly the keys of
//! `shared/record-format.md`), and a non-zero exit naming where and why for a bad one.

use konter::record::MatchRecord;
use konter::{Match, Rules, Seat};
use serde_json::{json, Value};
use std::process::Command;

/// A match of `deals` deals, each played by the first legal action every time.
fn sample_match(deals: u64) -> Match {
    let mut game = Match::new(Rules::default());
    for k in 0..deals {
        if game.is_over() {
            break;
        }
        game.start_seeded_deal(Seat::ALL[3], 21 + k).unwrap();
        while let Some(deal) = game.current() {
            game.apply(deal.legal_actions()[0]).unwrap();
        }
    }
    game
}

fn konter(args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    use std::io::Write;
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_konter"));
    cmd.args(args).stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn konter_replay_prints_the_summary_and_refuses_bad_records_with_a_nonzero_exit() {
    let game = sample_match(5);
    let text = MatchRecord::from_match(&game).to_json_string();
    let dir = std::env::temp_dir().join(format!("konter-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("match.json");
    std::fs::write(&file, &text).unwrap();

    let (code, out, _) = konter(&["replay", file.to_str().unwrap(), "--json"], None);
    assert_eq!(code, 0);
    let summary: Value = serde_json::from_str(&out).unwrap();
    let deals = summary["deals"].as_array().unwrap();
    assert_eq!(deals.len(), game.history().len());
    for (d, p) in deals.iter().zip(game.history()) {
        let r = p.deal.result().unwrap();
        assert_eq!(d["points"], json!(r.points));
        assert_eq!(d["tricks"], json!(r.tricks));
        assert_eq!(d["dashes"], json!(p.dashes_after));
        assert_eq!(d["value"], json!(p.settlement.value));
        assert_eq!(d["stake"], json!(p.settlement.stake_after));
        assert_eq!(d["trump_team"], json!(r.trump_team.letter()));
        assert_eq!(d["outcome"], json!(p.settlement.outcome.code()));
        let keys: Vec<&String> = d.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 7, "exactly the format's keys: {keys:?}");
    }
    assert_eq!(summary["winner"], json!(game.winner().map(|t| t.letter())));

    let (code, human, _) = konter(&["replay", "-"], Some(&text));
    assert_eq!(code, 0);
    assert!(human.contains("Deal 1") && human.contains("dashes"), "{human}");

    let bad = text.replacen("\"version\": 1", "\"version\": 7", 1);
    let (code, out, err) = konter(&["replay", "-", "--json"], Some(&bad));
    assert_ne!(code, 0);
    assert!(out.is_empty());
    assert!(err.contains("version"), "{err}");

    let (code, _, err) = konter(&["replay", "-"], Some("not json at all"));
    assert_ne!(code, 0);
    assert!(err.contains("JSON"), "{err}");

    let (code, _, _) = konter(&["replay", dir.join("missing.json").to_str().unwrap()], None);
    assert_ne!(code, 0);
    let _ = std::fs::remove_dir_all(&dir);
}


#[test]
fn konter_replay_names_the_seat_of_an_unreadable_event() {
    let text = r#"{"format":"konter-a-matt","version":1,"deals":[
        {"dealer":3,"hands":["QS AH KH 9C TD JS","AS KS TS 9S AD KD","QH QD JH TH 9H JD","AC KC QC JC TC 9D"],
         "trump":"H","events":["QS","AS","q♠"]}]}"#;
    let (code, out, err) = konter(&["replay", "-"], Some(text));
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert_eq!(err.trim(), "konter: invalid record: deal 1, event 3, seat 2: \"q♠\" is neither a card nor an announcement");
}
