//! Match records (`shared/record-format.md`): what the checker refuses and how it says so,
//! hostile input (mutated records, random bytes, huge numbers, deep nesting, 10 MB of
//! garbage) that must give an error and never a panic or a hang. The `konter replay`
//! command line is tested in `crates/cli`.

use konter::record::{check, MatchRecord};
use konter::shuffle::{below, rng};
use konter::*;
use serde_json::{json, Value};

/// A complete deal (random legal play) as a record deal value, and the match after it.
fn sample_match(seed: u64, deals: usize) -> Match {
    let mut r = rng(seed);
    let mut game = Match::new(Rules::default());
    for k in 0..deals {
        if game.is_over() {
            break;
        }
        game.start_seeded_deal(Seat::ALL[3], seed + k as u64).unwrap();
        while let Some(deal) = game.current() {
            let legal = deal.legal_actions();
            // Prefer cards to announcements so records stay typical, but keep some.
            let a = legal[below(&mut r, legal.len() as u32) as usize];
            game.apply(a).unwrap();
        }
    }
    game
}

fn sample_record(seed: u64, deals: usize) -> Value {
    MatchRecord::from_match(&sample_match(seed, deals)).to_json()
}

fn error_of(v: &Value) -> String {
    check(&v.to_string()).err().expect("the record must be refused").to_string()
}

#[test]
fn the_format_documents_example_shape_replays() {
    let text = r#"{"format":"konter-a-matt","version":1,"rules":{},"deals":[
        {"dealer":3,"hands":["QS AH KH 9C TD JS","AS KS TS 9S AD KD","QH QD JH TH 9H JD","AC KC QC JC TC 9D"],
         "trump":"H","events":["matt","QS","AS","konter","QH","AC"]}]}"#;
    let replay = check(text).unwrap();
    let s = replay.summary_json();
    assert_eq!(s["deals"][0]["outcome"], "unfinished");
    assert_eq!(s["deals"][0]["trump_team"], "A");
    assert_eq!(s["deals"][0]["value"], 0);
    assert_eq!(s["winner"], Value::Null);
    // Lower-case input is accepted.
    assert!(check(&text.replace("\"QS AH", "\"qs ah")).is_ok());
}

#[test]
fn a_card_that_breaks_the_follow_rule_names_deal_event_seat_and_the_card_to_play() {
    // Dealer 3 → forehand seat 0 leads AH (trump ♠): seat 1 holds hearts and must follow.
    let v = json!({"format":"konter-a-matt","version":1,"deals":[
        {"dealer":3,"hands":["AH KS QD JC TD 9S","KH AS JS AD 9C KD","TH JH QH TS 9D QS","9H AC KC QC TC JD"],
         "trump":"S","events":["AH","AD"]}]});
    let e = error_of(&v);
    assert!(e.starts_with("deal 1, event 2, seat 1: "), "{e}");
    assert!(e.contains("A♦ is not allowed") && e.contains("K♥"), "{e}");
}

#[test]
fn every_kind_of_wrong_record_is_refused_with_where_and_why() {
    let good = sample_record(11, 3);
    assert!(check(&good.to_string()).is_ok());
    let cases: Vec<(&str, Box<dyn Fn(&mut Value)>, &str)> = vec![
        ("format", Box::new(|v| v["format"] = json!("chess")), "format"),
        ("version", Box::new(|v| v["version"] = json!(2)), "version"),
        ("rules value", Box::new(|v| v["rules"]["stanner"] = json!("sometimes")), "stanner"),
        ("rules key", Box::new(|v| v["rules"]["jokers"] = json!(true)), "jokers"),
        ("start dashes", Box::new(|v| v["rules"]["start_dashes"] = json!(0)), "start_dashes"),
        ("card code", Box::new(|v| v["deals"][0]["hands"][1] = json!("AS KS TS 9S AD XX")), "deal 1"),
        ("duplicate", Box::new(|v| {
            let h0 = v["deals"][0]["hands"][0].as_str().unwrap().to_string();
            let first = h0.split(' ').next().unwrap().to_string();
            let h1 = v["deals"][0]["hands"][1].as_str().unwrap().to_string();
            let mut cards: Vec<&str> = h1.split(' ').collect();
            cards[0] = &first;
            v["deals"][0]["hands"][1] = json!(cards.join(" "));
        }), "twice"),
        ("five cards", Box::new(|v| {
            let h = v["deals"][0]["hands"][2].as_str().unwrap();
            v["deals"][0]["hands"][2] = json!(h[..h.len() - 3].to_string());
        }), "deal 1"),
        ("dealer", Box::new(|v| v["deals"][1]["dealer"] = json!((v["deals"][1]["dealer"].as_u64().unwrap() + 2) % 4)), "deal 2"),
        ("dealer range", Box::new(|v| v["deals"][0]["dealer"] = json!(7)), "dealer"),
        ("trump", Box::new(|v| v["deals"][0]["trump"] = json!("X")), "trump"),
        ("not held", Box::new(|v| {
            // The first event becomes a card the forehand does not hold.
            let dealer = v["deals"][0]["dealer"].as_u64().unwrap() as usize;
            let other = v["deals"][0]["hands"][(dealer + 2) % 4].as_str().unwrap().split(' ').next().unwrap().to_string();
            let evs = v["deals"][0]["events"].as_array_mut().unwrap();
            let i = evs.iter().position(|e| e.as_str().unwrap().len() == 2).unwrap();
            evs[i] = json!(other);
        }), "not in this hand"),
        ("incomplete earlier deal", Box::new(|v| {
            v["deals"][0]["events"].as_array_mut().unwrap().pop();
        }), "incomplete"),
        ("event after the end", Box::new(|v| v["deals"][2]["events"].as_array_mut().unwrap().push(json!("AS"))), "24th"),
        ("event type", Box::new(|v| v["deals"][0]["events"][0] = json!(42)), "event 1"),
    ];
    for (name, mutate, needle) in cases {
        let mut v = good.clone();
        mutate(&mut v);
        let e = error_of(&v);
        assert!(e.contains(needle), "{name}: {e}");
    }
}

/// A wrong value is shown short in the message: a string quoted and clipped, a number as
/// written, a list or an object by its kind (never a whole object).
#[test]
fn wrong_values_are_shown_short() {
    let good = sample_record(11, 1);
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = good.clone();
        f(&mut v);
        error_of(&v)
    };
    assert_eq!(with(&|v| v["format"] = json!("chess")), "\"format\" must be \"konter-a-matt\", not \"chess\"");
    assert_eq!(with(&|v| v["format"] = json!({ "name": "konter-a-matt" })), "\"format\" must be \"konter-a-matt\", not an object");
    assert_eq!(with(&|v| v["version"] = json!(2)), "version 2 is not supported (only 1)");
    assert_eq!(with(&|v| v["version"] = json!(1.5)), "version a decimal number is not supported (only 1)");
    assert_eq!(with(&|v| v["rules"]["start_dashes"] = json!(-3)), "unknown rules value start_dashes: -3 (1–99)");
    assert_eq!(with(&|v| v["rules"]["stanner"] = json!(["carry"])), "unknown rules value stanner: a list");
    let long = "x".repeat(100);
    assert_eq!(with(&|v| v["rules"]["direction"] = json!(long)), format!("unknown rules value direction: \"{}…\"", "x".repeat(24)));
}

#[test]
fn announcements_not_held_too_late_or_twice_are_refused() {
    // Find a deal where the forehand holds Q♠, then misuse "matt".
    for seed in 0..500u64 {
        let deal = Deal::shuffled(Seat::ALL[3], seed);
        let fh = deal.forehand();
        let hand: CardSet = deal.dealt_hands()[fh.index()].iter().copied().collect();
        if !hand.contains(Card::new(Suit::Spades, Rank::Queen)) {
            continue;
        }
        let mut d = deal;
        d.apply(Action::NameTrump(Suit::Clubs)).unwrap();
        let lead = d.legal_cards().first().unwrap();
        let base = MatchRecord::from_match(&{
            let mut g = Match::new(Rules::default());
            g.start_deal(Seat::ALL[3], *deal.dealt_hands()).unwrap();
            g.apply(Action::NameTrump(Suit::Clubs)).unwrap();
            g
        })
        .to_json();
        let with_events = |evs: Vec<&str>| {
            let mut v = base.clone();
            v["deals"][0]["events"] = json!(evs);
            v
        };
        let twice = error_of(&with_events(vec!["matt", "matt"]));
        assert!(twice.contains("event 2") && twice.contains("already announced"), "{twice}");
        let lead_code = lead.code();
        let late = with_events(vec![&lead_code]);
        // After the forehand's card, the next seat may not announce Matt without Q♠.
        let e = error_of(&{
            let mut v = late.clone();
            v["deals"][0]["events"].as_array_mut().unwrap().push(json!("matt"));
            v
        });
        assert!(e.contains("event 2") && e.contains("needs"), "{e}");
        return;
    }
    panic!("no deal with Q♠ in forehand's hand");
}

#[test]
fn a_deal_after_the_match_was_won_is_refused() {
    let mut rules = Rules::default();
    rules.start_dashes = sd(1);
    let mut r = rng(3);
    let mut game = Match::new(rules);
    game.start_seeded_deal(Seat::ALL[0], 9).unwrap();
    while let Some(deal) = game.current() {
        let legal = deal.legal_cards();
        let a = if deal.trump().is_none() {
            Action::NameTrump(Suit::Hearts)
        } else {
            Action::Play(legal.nth(below(&mut r, legal.len() as u32) as usize).unwrap())
        };
        game.apply(a).unwrap();
    }
    let mut v = MatchRecord::from_match(&game).to_json();
    if game.is_over() {
        let extra = v["deals"][0].clone();
        v["deals"].as_array_mut().unwrap().push(extra);
        let e = error_of(&v);
        assert!(e.starts_with("deal 2") && e.contains("already won"), "{e}");
    }
}

#[test]
fn mutated_records_give_errors_never_panics() {
    let texts: Vec<String> = (0..6).map(|s| sample_record(s, 4).to_string()).collect();
    let mut r = rng(99);
    for i in 0..6_000 {
        let mut bytes = texts[i % texts.len()].clone().into_bytes();
        let n = 1 + below(&mut r, 8) as usize;
        for _ in 0..n {
            if bytes.is_empty() {
                break;
            }
            let at = below(&mut r, bytes.len() as u32) as usize;
            match below(&mut r, 4) {
                0 => {
                    const NOISE: &[u8] = b"{}[]\",:0123456789aAkKqQtT SHDC-";
                    bytes[at] = NOISE[below(&mut r, NOISE.len() as u32) as usize];
                }
                1 => {
                    bytes.remove(at);
                }
                2 => bytes.insert(at, bytes[below(&mut r, bytes.len() as u32) as usize]),
                _ => bytes.truncate(at.max(1)),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = check(&text); // must return, Ok or Err, without panicking
    }
}

#[test]
fn hostile_input_is_refused_quickly() {
    let mut r = rng(5);
    let random: Vec<u8> = (0..200_000).map(|_| below(&mut r, 256) as u8).collect();
    let hostile = vec![
        String::new(),
        "null".into(),
        "[]".into(),
        "\"konter-a-matt\"".into(),
        "{".repeat(100_000),
        "[".repeat(1_000_000),
        String::from_utf8_lossy(&random).into_owned(),
        r#"{"format":"konter-a-matt","version":1e400,"deals":[]}"#.into(),
        r#"{"format":"konter-a-matt","version":18446744073709551617,"deals":[]}"#.into(),
        r#"{"format":"konter-a-matt","version":1,"rules":{"start_dashes":1e300},"deals":[]}"#.into(),
        r#"{"format":"konter-a-matt","version":1,"deals":[{"dealer":-1}]}"#.into(),
        r#"{"format":"konter-a-matt","version":1,"deals":[{"dealer":99999999999999999999999}]}"#.into(),
        r#"{"format":"konter-a-matt","version":1,"deals":[{"dealer":0,"hands":"AS"}]}"#.into(),
        r#"{"format":"konter-a-matt","version":1,"deals":{"0":1}}"#.into(),
        format!(r#"{{"format":"konter-a-matt","version":1,"deals":[{{"dealer":0,"hands":["{}","","",""]}}]}}"#, "AS ".repeat(3_000_000)),
        "x".repeat(10 << 20),
    ];
    for text in hostile {
        let start = std::time::Instant::now();
        assert!(check(&text).is_err(), "accepted: {}", &text[..text.len().min(80)]);
        assert!(start.elapsed().as_secs() < 20, "took {:?}", start.elapsed());
    }
}

/// Values that are neither a card code nor an announcement: unknown words, wrong suits
/// (Unicode symbols), numbers as text, empty or padded text, and non-strings.
fn unreadable_events() -> Vec<(Value, String)> {
    let neither = |code: &str| format!("\"{code}\" is neither a card nor an announcement");
    let not_text = "an event must be a card code or an announcement".to_string();
    let mut out: Vec<(Value, String)> = [
        "kontra", "q♠", "Q♠", "♠Q", "10S", "99", "", " QS", "QSS", "matt!", "konter a matt", "XX", "Q", "SQ",
    ]
    .iter()
    .map(|c| (json!(c), neither(c)))
    .collect();
    for v in [json!(7), json!(-1), json!(1.5), json!(null), json!(true), json!([]), json!(["QS"]), json!({ "card": "QS" })] {
        out.push((v, not_text.clone()));
    }
    out
}

/// The seat that made event `event` (1-based) of deal `deal` (1-based) in a played match.
fn seat_of_event(game: &Match, deal: usize, event: usize) -> Seat {
    game.history()[deal - 1].deal.events()[event - 1].seat()
}

#[test]
fn an_unreadable_event_names_deal_event_and_the_seat_whose_turn_it_was() {
    let game = sample_match(11, 3);
    assert_eq!(game.history().len(), 3);
    let good = MatchRecord::from_match(&game).to_json();
    // The first event, one in the middle of a trick, a lead after a trick, the last card.
    for (deal, event) in [(1, 1), (1, 2), (2, 3), (2, 7), (3, 10), (3, 13), (1, 24)] {
        let seat = seat_of_event(&game, deal, event);
        for (value, why) in unreadable_events() {
            let mut v = good.clone();
            v["deals"][deal - 1]["events"][event - 1] = value.clone();
            let e = error_of(&v);
            assert_eq!(e, format!("deal {deal}, event {event}, seat {seat}: {why}"), "{value}");
            let typed = check(&v.to_string()).unwrap_err();
            assert_eq!((typed.deal, typed.event, typed.seat), (Some(deal), Some(event), Some(seat)));
        }
    }
}

#[test]
fn an_unreadable_event_in_place_of_an_announcement_names_the_seat_to_act() {
    // The format document's example: "matt" by forehand (seat 0), "konter" by seat 2 after two cards.
    let text = r#"{"format":"konter-a-matt","version":1,"deals":[
        {"dealer":3,"hands":["QS AH KH 9C TD JS","AS KS TS 9S AD KD","QH QD JH TH 9H JD","AC KC QC JC TC 9D"],
         "trump":"H","events":["matt","QS","AS","konter","QH","AC"]}]}"#;
    for (from, to, at) in [("\"matt\"", "\"Matt!\"", "event 1, seat 0"), ("\"konter\"", "\"kontra\"", "event 4, seat 2")] {
        let e = check(&text.replacen(from, to, 1)).unwrap_err().to_string();
        assert!(e.starts_with(&format!("deal 1, {at}: ")), "{e}");
    }
    // Upper- and lower-case codes and announcements are events like any other.
    assert!(check(&text.replace("\"matt\"", "\"MATT\"").replace("\"QS\"", "\"qs\"")).is_ok());
}

#[test]
fn an_event_after_the_24th_card_names_the_winner_of_the_last_trick() {
    let game = sample_match(11, 3);
    let last_winner = |deal: usize| game.history()[deal - 1].deal.last_trick().unwrap().winner;
    let good = MatchRecord::from_match(&game).to_json();
    let events = |deal: usize| good["deals"][deal - 1]["events"].as_array().unwrap().len();
    for deal in [1, 3] {
        let n = events(deal) + 1;
        let seat = last_winner(deal);
        for (value, why) in [
            (json!("AS"), "AS comes after the deal's 24th card".to_string()),
            (json!("matt"), "matt comes after the deal's 24th card".into()),
            (json!("kontra"), "\"kontra\" is neither a card nor an announcement".into()),
            (json!(null), "an event must be a card code or an announcement".into()),
        ] {
            let mut v = good.clone();
            v["deals"][deal - 1]["events"].as_array_mut().unwrap().push(value);
            assert_eq!(error_of(&v), format!("deal {deal}, event {n}, seat {seat}: {why}"));
        }
    }
}

#[test]
fn an_unreadable_event_in_a_wrong_deal_is_refused_for_the_deal_first() {
    let game = sample_match(11, 3);
    let good = MatchRecord::from_match(&game).to_json();
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = good.clone();
        v["deals"][1]["events"][4] = json!("kontra");
        f(&mut v);
        error_of(&v)
    };
    // Hands that are not a deal: the deal is refused as a whole (a deal-level error
    // names no seat: it is nobody's turn yet).
    assert_eq!(with(&|v| v["deals"][1]["hands"][2] = json!("AS KS")), "deal 2: hand of seat 2 has 2 cards, not 6");
    let e = with(&|v| {
        let hand = v["deals"][1]["hands"][1].as_str().unwrap().to_string();
        v["deals"][1]["hands"][1] = json!(format!("{} XX", &hand[..hand.len() - 3]));
    });
    assert_eq!(e, "deal 2: hand of seat 1: \"XX\" is not a card");
    assert_eq!(with(&|v| v["deals"][1]["hands"][0] = json!(5)), "deal 2: hand of seat 0 must be a string of 6 cards");
    // A wrong dealer: the rules refuse the deal before any event.
    let dealer = good["deals"][1]["dealer"].as_u64().unwrap();
    let wrong = (dealer + 1) % 4;
    assert_eq!(
        with(&|v| v["deals"][1]["dealer"] = json!(wrong)),
        format!("deal 2: seat {wrong} cannot deal; the rules give seat {dealer}")
    );
    // An earlier deal that stops short.
    let e = with(&|v| {
        v["deals"][0]["events"].as_array_mut().unwrap().pop();
    });
    assert_eq!(e, "deal 1: the deal is incomplete (23 of 24 cards played) but another deal follows");
    // A card its seat does not hold, before the unreadable event, comes first.
    let first = good["deals"][1]["events"].as_array().unwrap().iter().position(|e| e.as_str().unwrap().len() == 2).unwrap();
    assert!(first < 4);
    let seat = seat_of_event(&game, 2, first + 1);
    let other = good["deals"][1]["hands"][seat.next().index()].as_str().unwrap()[..2].to_string();
    let e = with(&|v| v["deals"][1]["events"][first] = json!(other));
    assert_eq!(e, format!("deal 2, event {}, seat {seat}: {} is not in this hand", first + 1, Card::parse(&other).unwrap()));
}

#[test]
fn an_unreadable_event_before_trump_is_named_names_forehand() {
    let v = json!({"format":"konter-a-matt","version":1,"deals":[
        {"dealer":1,"hands":["AH KS QD JC TD 9S","KH AS JS AD 9C KD","TH JH QH TS 9D QS","9H AC KC QC TC JD"],
         "events":["kontra"]}]});
    assert_eq!(error_of(&v), "deal 1, event 1, seat 2: \"kontra\" is neither a card nor an announcement");
}

#[test]
fn a_deal_after_the_match_was_won_is_refused_before_its_events() {
    let mut game = Match::new(Rules { start_dashes: sd(1), ..Rules::default() });
    let mut seed = 0;
    while !game.is_over() {
        game.start_seeded_deal(Seat::ALL[0], seed).unwrap();
        seed += 1;
        while let Some(deal) = game.current() {
            let a = deal.legal_actions()[0];
            game.apply(a).unwrap();
        }
    }
    let mut v = MatchRecord::from_match(&game).to_json();
    let n = v["deals"].as_array().unwrap().len();
    let mut extra = v["deals"][n - 1].clone();
    extra["events"][0] = json!("kontra");
    v["deals"].as_array_mut().unwrap().push(extra);
    let e = error_of(&v);
    assert!(e.starts_with(&format!("deal {}: the match was already won by team ", n + 1)), "{e}");
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter::StartDashes {
    konter::StartDashes::new(n).expect("1–99")
}
