//! `konter replay` and deals dealt from everyone's numbers: a record whose `"fair"` list
//! holds each online deal's commitment and numbers passes with every deal checked, in each
//! game; one number altered, or a deal whose cards are not the numbers', is refused, naming
//! that deal.

use game::fair::{commitment, FairDeal, GuestNumber, Recorded, Secret};
use serde_json::{json, Value};
use std::process::Command;

/// Plays a match of `G` for at most `deals` deals, each dealt from three devices' numbers
/// (the host's and two guests', at seats 1 and 3) and played by the first legal action;
/// its record with the `"fair"` list.
fn fair_match<G: Recorded>(mut game: G, deals: usize) -> Value {
    let mut fair = vec![];
    for n in 1..=deals {
        if !game.needs_deal() {
            break;
        }
        let byte = |k: u8| Secret::new([(n as u8).wrapping_mul(31).wrapping_add(k); 16]);
        let host = byte(0);
        let guests = vec![GuestNumber { seat: 1, number: byte(1).to_hex() }, GuestNumber { seat: 3, number: byte(3).to_hex() }];
        let entry = FairDeal { deal: n, commit: commitment(host), host: host.to_hex(), guests };
        game.deal_next(entry.seed().unwrap()).unwrap();
        fair.push(entry);
        let mut moves = 0;
        while let Some(seat) = game.to_act() {
            let action = game.legal_actions()[0];
            game.apply(seat, action).unwrap();
            moves += 1;
            assert!(moves < 10_000, "a deal that does not end");
        }
    }
    let mut record = game.record();
    record["fair"] = serde_json::to_value(&fair).unwrap();
    record
}

fn replay(record: &Value) -> (i32, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_konter"))
        .args(["replay", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(record.to_string().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// The record passes with every deal checked; with deal 2's guest number or the host's
/// number altered, or its cards swapped with deal 1's, it is refused naming deal 2.
fn holds_and_catches<G: Recorded>(game: G, deals: usize) {
    let record = fair_match(game, deals);
    let played = record["fair"].as_array().unwrap().len();
    assert!(played >= 2, "{}: only {played} deals", G::ID.name);
    let (code, out, err) = replay(&record);
    assert_eq!(code, 0, "{}: {err}", G::ID.name);
    let all: Vec<String> = (1..=played).map(|n| n.to_string()).collect();
    assert!(out.contains(&format!("dealt from everyone's numbers (checked): deal {}", all.join(", "))), "{out}");

    let mut guest = record.clone();
    guest["fair"][1]["guests"][0]["number"] = json!("ff".repeat(16));
    let (code, _, err) = replay(&guest);
    assert_eq!(code, 1);
    assert!(err.contains("deal 2 was not dealt from everyone's numbers"), "{}: {err}", G::ID.name);

    let mut host = record.clone();
    host["fair"][1]["host"] = json!("ee".repeat(16));
    let (code, _, err) = replay(&host);
    assert_eq!(code, 1);
    assert!(err.contains("deal 2: the host's number is not the one it committed to"), "{err}");

    // The numbers of deal 2 stand for deal 2 only: claimed for deal 1, they are refused.
    let mut moved = record.clone();
    moved["fair"][0] = record["fair"][1].clone();
    moved["fair"][0]["deal"] = json!(1);
    let (code, _, err) = replay(&moved);
    assert_eq!(code, 1);
    assert!(err.contains("deal 1 was not dealt from everyone's numbers"), "{}: {err}", G::ID.name);
}

#[test]
fn konter_a_matt_online_deals_are_checked() {
    holds_and_catches(konter::Match::new(konter::Rules::default()), 3);
}

#[test]
fn kontraspiel_online_deals_are_checked() {
    holds_and_catches(kontra::Session::new(kontra::Rules::default(), cards::Seat::new(0).unwrap()), 3);
}

#[test]
fn mueller_matz_online_deals_are_checked() {
    holds_and_catches(matz::Match::new(matz::Rules::new(4).unwrap()), 3);
}

#[test]
fn a_record_without_a_fair_list_replays_as_before() {
    let mut record = fair_match(konter::Match::new(konter::Rules::default()), 2);
    record.as_object_mut().unwrap().remove("fair");
    let (code, out, _) = replay(&record);
    assert_eq!(code, 0);
    assert!(!out.contains("everyone's numbers"));
}
