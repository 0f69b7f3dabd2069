//! `konter analyse`: for every card of every deal, every legal card with the trump team's
//! points at the end under perfect play — checked here against a brute-force minimax over
//! the engine's rules with three tricks or fewer left — the best cards and the loss, in
//! exactly the keys of the `--json` format; a report for people; bad records refused.

use konter::record::MatchRecord;
use konter::shuffle::{below, rng};
use konter::*;
use serde_json::Value;
use std::process::Command;

/// A match of up to `deals` deals played by random legal actions (announcements too).
fn random_match(deals: u64, seed: u64) -> Match {
    let mut game = Match::new(Rules::default());
    let mut r = rng(seed);
    for k in 0..deals {
        if game.is_over() {
            break;
        }
        game.start_seeded_deal(Seat::ALL[1], seed * 100 + k).unwrap();
        while let Some(deal) = game.current() {
            let legal = deal.legal_actions();
            game.apply(legal[below(&mut r, legal.len() as u32) as usize]).unwrap();
        }
    }
    game
}

fn konter(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_konter")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

fn write_record(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("konter-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file.to_str().unwrap().to_string()
}

/// The trump team's card points at the end when it maximises them and the defenders
/// minimise them: plain minimax over every legal card.
fn brute(deal: &Deal) -> u64 {
    let team = deal.trump_team();
    if deal.is_finished() {
        return deal.points()[team.index()] as u64;
    }
    let values = deal.legal_cards().iter().map(|c| {
        let mut d = *deal;
        d.apply(Action::Play(c)).unwrap();
        brute(&d)
    });
    if deal.to_act().unwrap().team() == team { values.max() } else { values.min() }.unwrap()
}

fn outcome(points: u64) -> &'static str {
    match points {
        21.. => "trump_team",
        20 => "stanner",
        _ => "defenders",
    }
}

#[test]
fn analyse_json_agrees_with_brute_force_in_the_last_three_tricks() {
    let game = random_match(3, 7);
    let path = write_record("match.json", &MatchRecord::from_match(&game).to_json_string());
    let (code, out, err) = konter(&["analyse", &path, "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let deals = v["deals"].as_array().unwrap();
    assert_eq!(deals.len(), game.history().len());
    let (mut checked, mut kinds) = (0, std::collections::BTreeSet::new());
    for (played, review) in game.history().iter().zip(deals) {
        let deal = &played.deal;
        let decisions = review["decisions"].as_array().unwrap();
        assert_eq!(decisions.len(), 24);
        // Replay the deal's events; at each card compare the decision.
        let mut d = Deal::new(deal.dealer(), *deal.dealt_hands()).unwrap();
        d.apply(Action::NameTrump(deal.trump().unwrap())).unwrap();
        let mut next = decisions.iter();
        for (i, e) in deal.events().iter().enumerate() {
            if let Event::Play(seat, card) = *e {
                let dec = next.next().unwrap();
                let keys: Vec<&str> = ["event", "seat", "action", "options", "best", "loss"].to_vec();
                for k in keys {
                    assert!(dec.get(k).is_some(), "key {k}");
                }
                assert_eq!(dec["event"].as_u64(), Some(i as u64 + 1));
                assert_eq!(dec["seat"].as_u64(), Some(seat.index() as u64));
                assert_eq!(dec["action"].as_str(), Some(card.code().as_str()));
                let options = dec["options"].as_array().unwrap();
                let mut codes: Vec<&str> = options.iter().map(|o| o["action"].as_str().unwrap()).collect();
                codes.sort();
                let mut legal: Vec<String> = d.legal_cards().iter().map(|c| c.code()).collect();
                legal.sort();
                assert_eq!(codes, legal);
                if d.trick_number() >= 3 {
                    let maximise = seat.team() == deal.trump_team();
                    let mut values = vec![];
                    for o in options {
                        let mut after = d;
                        after.apply(Action::Play(Card::parse(o["action"].as_str().unwrap()).unwrap())).unwrap();
                        let want = brute(&after);
                        assert_eq!(o["trump_points"].as_u64(), Some(want), "event {}", i + 1);
                        assert_eq!(o["outcome"].as_str(), Some(outcome(want)));
                        values.push((o["action"].as_str().unwrap(), want));
                        checked += 1;
                    }
                    let best =
                        if maximise { values.iter().map(|v| v.1).max() } else { values.iter().map(|v| v.1).min() }
                            .unwrap();
                    let mut want_best: Vec<&str> = values.iter().filter(|v| v.1 == best).map(|v| v.0).collect();
                    let mut got_best: Vec<&str> =
                        dec["best"].as_array().unwrap().iter().map(|b| b.as_str().unwrap()).collect();
                    want_best.sort();
                    got_best.sort();
                    assert_eq!(got_best, want_best);
                    let played = values.iter().find(|v| v.0 == card.code()).unwrap().1;
                    let loss = if outcome(played) != outcome(best) {
                        "mistake"
                    } else if played != best {
                        "inaccuracy"
                    } else {
                        "none"
                    };
                    assert_eq!(dec["loss"].as_str(), Some(loss), "event {}", i + 1);
                    kinds.insert(loss);
                }
            }
            d.apply(e.action()).unwrap();
        }
    }
    assert!(checked > 50, "{checked}");
    assert!(kinds.len() >= 2, "{kinds:?}");
}

#[test]
fn analyse_prints_a_report_per_deal() {
    let game = random_match(2, 11);
    let path = write_record("report.json", &MatchRecord::from_match(&game).to_json_string());
    let (code, out, _) = konter(&["analyse", &path]);
    assert_eq!(code, 0);
    let (_, json, _) = konter(&["analyse", &path, "--json"]);
    let v: Value = serde_json::from_str(&json).unwrap();
    for (i, deal) in v["deals"].as_array().unwrap().iter().enumerate() {
        assert!(out.contains(&format!("Deal {}: trump ", i + 1)), "{out}");
        // Every verdict counts: the trump choice, the chances to announce, the cards.
        let losses = std::iter::once(&deal["trump"])
            .chain(deal["announcements"].as_array().unwrap())
            .chain(deal["decisions"].as_array().unwrap());
        let mistakes = losses.filter(|d| d["loss"] == "mistake").count();
        let of_cards = if deal["headline"]["worst"].is_null() { "" } else { ": trick " };
        let line = match mistakes {
            0 => "No mistakes".to_string(),
            1 => format!("1 mistake{of_cards}"),
            n => format!("{n} mistakes{of_cards}"),
        };
        assert!(out.contains(&line), "deal {}: {line}\n{out}", i + 1);
    }
    // One line per card.
    assert_eq!(
        out.lines().filter(|l| l.trim_start().starts_with("trick ")).count(),
        24 * v["deals"].as_array().unwrap().len()
    );
}

#[test]
fn analyse_reads_a_match_in_play_and_refuses_bad_records() {
    // The last deal in play: its cards so far; a deal whose trump is not named: none.
    let mut game = random_match(1, 3);
    game.start_seeded_deal(Seat::ALL[1], 77).unwrap();
    let record = MatchRecord::from_match(&game).to_json_string();
    let path = write_record("naming.json", &record);
    let (code, out, _) = konter(&["analyse", &path, "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"][1]["decisions"].as_array().unwrap().len(), 0);
    let deal = game.current().unwrap();
    let trump = deal.legal_actions()[0];
    game.apply(trump).unwrap();
    for _ in 0..9 {
        let a = *game.current().unwrap().legal_actions().last().unwrap();
        game.apply(a).unwrap();
    }
    let path = write_record("in-play.json", &MatchRecord::from_match(&game).to_json_string());
    let (code, out, _) = konter(&["analyse", &path, "--json"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    let cards = game.current().unwrap().played_cards().len();
    assert_eq!(v["deals"][1]["decisions"].as_array().unwrap().len(), cards);

    let bad = record.replacen("\"hands\"", "\"handz\"", 1);
    let path = write_record("bad.json", &bad);
    let (code, out, err) = konter(&["analyse", &path]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains("deal 1") && err.contains("\"hands\" is missing"), "{err}");
    let (code, _, _) = konter(&["analyse"]);
    assert_eq!(code, 2);
}
