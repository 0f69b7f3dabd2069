//! The app's saved state (`src/store/`): envelopes, migrations, restoring a match at any
//! moment, and never a panic on bad input.

use konter_a_matt::bot::{self, Level};
use konter_a_matt::engine::record::MatchRecord;
use konter_a_matt::engine::{Action, Direction, Rules, Seat, StannerRule, Team};
use konter_a_matt::store::seats::PERSON;
use konter_a_matt::games::konter::stored::stats::percent;
use konter_a_matt::store::seats::*;
use konter_a_matt::store::*;
use konter_a_matt::games::konter::stored::{migrate_match, migrate_stats, Stats, MATCH_VERSION};
use konter_a_matt::games::konter::session::*;
use konter_a_matt::store::seeds;
use proptest::prelude::*;
use serde_json::json;

mod common;
use common::{save_and_restore, step};

fn short_rules(start_dashes: u8) -> Rules {
    Rules { start_dashes: sd(start_dashes), ..Rules::default() }
}

#[test]
fn every_moment_of_a_whole_match_saves_and_restores_exactly() {
    let mut s = Session::new(short_rules(5), 0x5eed, false);
    let mut moments = 0;
    loop {
        let restored = save_and_restore(&s);
        assert_eq!(restored, s, "moment {moments} restores differently");
        assert_eq!(restored.next(), s.next());
        moments += 1;
        if !step(&mut s) {
            break;
        }
    }
    assert!(s.game().is_over());
    assert_eq!(s.next(), Next::MatchOver);
    assert!(moments > 30, "a whole match has many moments, not {moments}");
}

#[test]
fn the_envelope_is_versioned_and_keys_are_namespaced() {
    let s = Session::new(Rules::default(), 42, false);
    let text = s.to_saved().to_json_string();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["v"], json!(MATCH_VERSION));
    assert!(text.starts_with("{\"v\":"), "the version comes first: {text}");
    assert_eq!(value["record"]["format"], json!("konter-a-matt"));
    assert_eq!(value["seed"], json!("000000000000002a"));
    for key in [MATCH_KEY, SETTINGS_KEY, STATS_KEY, PROBE_KEY] {
        assert!(key.starts_with(PREFIX), "{key}");
    }
    let backup = backup_key("match", 1_700_000_000_000);
    assert_eq!(backup, "konter-a-matt:backup:1700000000000:match");
    assert_eq!(key_name(MATCH_KEY), "match");
}

#[test]
fn a_version_1_save_migrates_to_the_calm_moment() {
    // Play into the middle of the second trick, then write what version 1 stored.
    let mut s = Session::new(Rules::default(), 7, false);
    while s.deal().unwrap().played_cards().len() < 6 {
        step(&mut s);
    }
    let record = MatchRecord::from_match(s.game()).to_json();
    let v1 = json!({ "v": 1, "seed": "0000000000000007", "revision": 12, "record": record }).to_string();
    let saved = migrate_match(&v1).expect("v1 reads");
    assert_eq!(saved.screen, Screen::Table);
    assert_eq!(saved.collected, 1);
    assert_eq!(saved.revision, 12);
    assert!(!saved.practice && saved.counted);
    let restored = Session::from_saved(&saved).expect("restores");
    assert_eq!(restored.game(), s.game());
    assert_eq!(restored.next(), s.next());

    // A v1 save whose last deal is finished opens on that deal's summary.
    let mut done = Session::new(Rules::default(), 8, false);
    while done.next() != Next::Summary {
        step(&mut done);
    }
    let record = MatchRecord::from_match(done.game()).to_json();
    let v1 = json!({ "v": 1, "seed": "0000000000000008", "revision": 3, "record": record }).to_string();
    let restored = Session::from_saved(&migrate_match(&v1).unwrap()).unwrap();
    assert_eq!(restored.screen(), Screen::Summary);
    assert_eq!(restored.next(), Next::Summary);
    assert_eq!(restored.game(), done.game());
}

#[test]
fn unreadable_saves_are_errors_never_panics() {
    let good = Session::new(Rules::default(), 9, false).to_saved().to_json_string();
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "empty"),
        ("not json".into(), "text"),
        ("[1,2,3]".into(), "array"),
        ("{}".into(), "no version"),
        ("{\"v\": \"2\"}".into(), "version as text"),
        ("{\"v\": 0}".into(), "version 0"),
        ("{\"v\": 99, \"seed\": \"1\"}".into(), "newer version"),
        ("{\"v\": 2}".into(), "fields missing"),
        (good.replace("\"screen\":\"table\"", "\"screen\":\"moon\""), "unknown screen"),
        (good.replace(&format!("\"v\":{MATCH_VERSION}"), &format!("\"v\":{MATCH_VERSION},\"extra\":1")), "unknown field"),
        (good.replace("\"format\":\"konter-a-matt\"", "\"format\":\"chess\""), "not a record"),
        (good.replace("\"dealer\":", "\"dealer\":7,\"x\":"), "bad record"),
        (good.replace("\"seed\":\"0000000000000009\"", "\"seed\":\"xyz\""), "bad seed"),
        (good[..good.len() / 2].to_string(), "cut in half"),
    ];
    for (text, what) in cases {
        let result = migrate_match(&text).and_then(|saved| Session::from_saved(&saved));
        assert!(result.is_err(), "{what} must not read: {text}");
        let message = result.unwrap_err().to_string();
        assert!(!message.is_empty(), "{what}: the error says why");
    }
    assert!(matches!(migrate_match("{\"v\": 99}"), Err(StoreError::TooNew { version: 99, .. })));
}

#[test]
fn a_record_with_an_illegal_card_is_refused() {
    let mut s = Session::new(Rules::default(), 10, false);
    while s.deal().unwrap().played_cards().is_empty() {
        step(&mut s);
    }
    let mut saved = s.to_saved();
    // Replace the first card played by a card nobody may play there: one of the leader's
    // partner's cards.
    let deal = s.deal().unwrap();
    let leader = deal.forehand();
    let foreign = deal.dealt_hands()[leader.partner().index()][0];
    let events = saved.record["deals"][0]["events"].as_array_mut().unwrap();
    let first_card = events.iter_mut().find(|e| e.as_str().map_or(false, |c| c.len() == 2)).unwrap();
    *first_card = json!(foreign.code());
    let text = saved.to_json_string();
    let err = Session::from_saved(&migrate_match(&text).unwrap()).unwrap_err();
    assert!(matches!(err, StoreError::Record(_)), "{err}");
}

#[test]
fn an_inconsistent_moment_is_brought_back_to_a_real_one() {
    let mut s = Session::new(Rules::default(), 11, false);
    while s.deal().unwrap().played_cards().len() < 9 {
        step(&mut s);
    }
    let mut saved = s.to_saved();
    saved.collected = 5; // only 2 tricks are complete
    saved.screen = Screen::Summary; // and the deal is not finished
    let restored = Session::from_saved(&saved).unwrap();
    assert_eq!(restored.collected(), 2);
    assert_eq!(restored.screen(), Screen::Table);
}

#[test]
fn collecting_and_summary_follow_the_deal() {
    let mut s = Session::new(Rules::default(), 12, false);
    let mut collects = 0;
    while s.next() != Next::Summary {
        if s.next() == Next::Collect {
            let trick = s.trick_to_collect().expect("a trick lies on the table");
            assert_eq!(trick.cards.len(), 4);
            collects += 1;
        }
        step(&mut s);
    }
    assert_eq!(collects, 6);
    assert_eq!(s.screen(), Screen::Summary);
    assert!(s.finished_deal().is_some());
    // Nobody may act on the summary; the next deal starts only when asked.
    assert!(s.act(Seat::new(1).unwrap(), Action::NameTrump(konter_a_matt::engine::Suit::Hearts)).is_err());
    let dealer_before = s.finished_deal().unwrap().deal.dealer();
    s.next_deal().unwrap();
    assert_eq!(s.deal_index(), 1);
    assert_eq!(s.screen(), Screen::Table);
    let expected = if s.game().history()[0].settlement.same_dealer { dealer_before } else { dealer_before.next() };
    assert_eq!(s.deal().unwrap().dealer(), expected);
}

#[test]
fn deals_follow_the_seed() {
    let a = Session::new(Rules::default(), 77, false);
    let b = Session::new(Rules::default(), 77, false);
    let c = Session::new(Rules::default(), 78, false);
    assert_eq!(a, b);
    assert_eq!(a.deal().unwrap().dealer(), seeds::first_dealer(77));
    assert_ne!(a.deal().unwrap().dealt_hands(), c.deal().unwrap().dealt_hands());
    assert_ne!(seeds::deal_seed(77, 0), seeds::deal_seed(77, 1));
    assert_eq!(seeds::from_hex(&seeds::to_hex(u64::MAX)), Some(u64::MAX));
    assert_eq!(seeds::from_hex("not hex"), None);
    assert_eq!(seeds::from_hex(""), None);
    assert_eq!(seeds::from_hex("00000000000000001"), None);
    // Every first dealer occurs.
    let dealers: std::collections::HashSet<_> = (0..64).map(seeds::first_dealer).collect();
    assert_eq!(dealers.len(), 4);
}

#[test]
fn undo_takes_back_the_persons_last_card_in_practice_only() {
    let mut s = Session::new(Rules::default(), 13, true);
    assert!(!s.counted(), "a practised match does not count");
    // Play until the person has played two cards and it is someone else's turn.
    let person_cards = |s: &Session| {
        s.deal().map_or(0, |d| d.events().iter().filter(|e| e.seat() == PERSON && matches!(e, konter_a_matt::engine::Event::Play(..))).count())
    };
    while person_cards(&s) < 2 {
        step(&mut s);
    }
    step(&mut s);
    let before_cards = s.deal().unwrap().played_cards().len();
    assert!(s.can_undo());
    assert!(s.undo());
    assert_eq!(s.next(), Next::Person(PERSON), "after undo it is the person's turn again");
    assert_eq!(person_cards(&s), 1);
    assert!(s.deal().unwrap().played_cards().len() < before_cards);
    assert_eq!(save_and_restore(&s), s);

    let mut serious = Session::new(Rules::default(), 13, false);
    while person_cards(&serious) < 1 {
        step(&mut serious);
    }
    assert!(!serious.can_undo());
    assert!(!serious.undo());
    serious.set_practice(true);
    assert!(serious.can_undo());
    assert!(!serious.counted(), "switching practice on stops the match from counting");
}

#[test]
fn an_imported_match_carries_on() {
    let mut s = Session::new(short_rules(5), 14, false);
    for _ in 0..70 {
        step(&mut s);
    }
    let text = MatchRecord::from_match(s.game()).to_json_string();
    let replay = konter_a_matt::engine::record::check(&text).unwrap();
    let mut imported = Session::imported(replay.game, 99);
    assert!(!imported.counted());
    assert_eq!(imported.game().dashes(), s.game().dashes());
    assert_ne!(imported.next(), Next::Collect, "an import opens at a calm moment");
    while step(&mut imported) {}
    assert!(imported.game().is_over());

    // An empty record starts its first deal.
    let empty = MatchRecord { rules: Rules::default(), deals: vec![] };
    let game = empty.replay().unwrap().game;
    let fresh = Session::imported(game, 5);
    assert_eq!(fresh.deal_index(), 0);
    assert!(matches!(fresh.next(), Next::Person(_) | Next::Bot(_)));
}

#[test]
fn seats_sit_where_the_direction_says() {
    let seat = |i| Seat::new(i).unwrap();
    assert_eq!(place_of(seat(0), Direction::Clockwise), Place::Bottom);
    assert_eq!(place_of(seat(1), Direction::Clockwise), Place::Left);
    assert_eq!(place_of(seat(2), Direction::Clockwise), Place::Top);
    assert_eq!(place_of(seat(3), Direction::Clockwise), Place::Right);
    assert_eq!(place_of(seat(1), Direction::Anticlockwise), Place::Right);
    assert_eq!(place_of(seat(3), Direction::Anticlockwise), Place::Left);
    assert_eq!(place_of(seat(2), Direction::Anticlockwise), Place::Top);
}

#[test]
fn settings_round_trip_default_and_refuse_nonsense() {
    let mut s = Settings::default();
    assert!(s.show_points, "running card points are on by default");
    assert_eq!(s.theme, Theme::System);
    assert_eq!(s.rules(), Rules::default());
    // A newcomer plays at the slow pace; a speed once chosen and saved is kept.
    assert_eq!(s.speed, Speed::Slow);
    assert!(s.to_json_string().contains("\"speed\":\"slow\""));
    assert_eq!(migrate_settings("{\"v\":1,\"speed\":\"normal\"}").unwrap().speed, Speed::Normal);
    assert_eq!(migrate_settings(&s.to_json_string()), Ok(s));

    s.levels = [Level::Hard, Level::Easy, Level::Medium];
    s.speed = Speed::Instant;
    s.direction = Direction::Anticlockwise;
    s.start_dashes = 9;
    s.stanner = StannerRule::W;
    s.four_colour = true;
    s.theme = Theme::Dark;
    s.practice = true;
    assert_eq!(migrate_settings(&s.to_json_string()), Ok(s));
    assert_eq!(s.level(Seat::new(1).unwrap()), Level::Hard);
    assert_eq!(s.level(Seat::new(3).unwrap()), Level::Medium);
    assert_eq!(s.rules().start_dashes, sd(9));

    // A value from before a setting existed reads, with the default for it.
    let old = migrate_settings("{\"v\":1,\"speed\":\"fast\"}").unwrap();
    assert_eq!(old.speed, Speed::Fast);
    assert!(old.show_points);

    for bad in ["", "{", "{\"v\":1,\"speed\":\"warp\"}", "{\"speed\":\"fast\"}", "{\"v\":7}", "{\"v\":1,\"levels\":[1]}"] {
        assert!(migrate_settings(bad).is_err(), "{bad}");
    }
    // Start dashes outside the record format's range fall back to the rule book's.
    let odd = Settings { start_dashes: 0, ..Settings::default() };
    assert_eq!(odd.rules().start_dashes, sd(11));
}

#[test]
fn statistics_count_from_the_persons_side() {
    let mut s = Session::new(short_rules(3), 15, false);
    let mut stats = Stats::default();
    loop {
        if let Next::Person(_) | Next::Bot(_) = s.next() {
            let seat = s.deal().unwrap().to_act().unwrap();
            let view = s.view(seat).unwrap();
            let action = bot::decide(&view, &s.context(), Level::Easy, s.decision_seed())
                .or_else(|| view.legal.first().copied())
                .unwrap();
            let applied = s.act(seat, action).unwrap();
            if let Some(done) = &applied.finished {
                stats.record_deal(done, Team::A);
            }
            if let Some(winner) = applied.match_winner {
                stats.record_match(winner, Team::A);
            }
        } else if !step(&mut s) {
            break;
        }
    }
    let deals = s.game().history().len() as u32;
    assert_eq!(stats.deals_played, deals);
    assert_eq!(stats.trump_played + stats.defence_played, deals);
    assert_eq!(stats.deals_won, stats.trump_won + stats.defence_won);
    assert_eq!(stats.matches_played, 1);
    assert_eq!(stats.matches_won, u32::from(s.game().winner() == Some(Team::A)));
    assert_eq!(migrate_stats(&stats.to_json_string()), Ok(stats));
    assert!(migrate_stats("{\"v\":1,\"deals_won\":-1}").is_err());
    assert_eq!(migrate_stats("{\"v\":1}"), Ok(Stats::default()));
    assert_eq!(percent(1, 3), Some(33));
    assert_eq!(percent(2, 3), Some(67));
    assert_eq!(percent(0, 0), None);
}

// ── Hand-edited numbers at their maximum (run in debug: overflow checks on) ───

#[test]
fn a_saved_revision_at_its_maximum_still_changes() {
    let mut s = Session::new(short_rules(3), 21, false);
    for _ in 0..5 {
        step(&mut s);
    }
    for version in [1, MATCH_VERSION] {
        let mut v: serde_json::Value = serde_json::from_str(&s.to_saved().to_json_string()).unwrap();
        v["revision"] = json!(u64::MAX);
        if version == 1 {
            let map = v.as_object_mut().unwrap();
            map.retain(|k, _| ["seed", "revision", "record"].contains(&k.as_str()));
            map.insert("v".into(), json!(1));
        }
        let text = v.to_string();
        let mut restored = Session::from_saved(&migrate_match(&text).unwrap()).unwrap();
        assert_eq!(restored.revision(), u64::MAX);
        // Every kind of change: it changes the revision and never overflows.
        let mut revisions = vec![restored.revision()];
        while revisions.len() < 12 && step(&mut restored) {
            revisions.push(restored.revision());
        }
        restored.set_practice(true);
        revisions.push(restored.revision());
        assert!(revisions.windows(2).all(|w| w[0] != w[1]), "v{version}: {revisions:?}");
        assert_eq!(revisions[1], 0, "after u64::MAX it wraps");
        let again = Session::from_saved(&migrate_match(&restored.to_saved().to_json_string()).unwrap()).unwrap();
        assert_eq!(again, restored);
    }
}

#[test]
fn statistics_at_their_maximum_stay_there() {
    let fields = [
        "matches_played", "matches_won", "deals_played", "deals_won", "trump_played", "trump_won",
        "defence_played", "defence_won", "stanners",
    ];
    let mut v = json!({"v": 1});
    for f in fields {
        v[f] = json!(u32::MAX);
    }
    let mut stats = migrate_stats(&v.to_string()).unwrap();
    let full = stats;
    // A whole short match, every deal counted for both teams (one of them wins each).
    let mut s = Session::new(short_rules(2), 8, false);
    loop {
        if let Next::Person(_) | Next::Bot(_) = s.next() {
            let seat = s.deal().unwrap().to_act().unwrap();
            let action = s.view(seat).unwrap().legal[0];
            let applied = s.act(seat, action).unwrap();
            for team in [Team::A, Team::B] {
                if let Some(done) = &applied.finished {
                    stats.record_deal(done, team);
                }
                if let Some(winner) = applied.match_winner {
                    stats.record_match(winner, team);
                }
            }
        } else if !step(&mut s) {
            break;
        }
    }
    assert_eq!(stats, full, "every counter stays at u32::MAX");
    assert_eq!(percent(u32::MAX, u32::MAX), Some(100));
    // One more than the maximum is refused on reading, not wrapped.
    v["deals_played"] = json!(u64::from(u32::MAX) + 1);
    assert!(matches!(migrate_stats(&v.to_string()), Err(StoreError::Invalid(_))));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_reads_or_fails_without_panicking(text in ".{0,200}") {
        let _ = migrate_match(&text).map(|saved| Session::from_saved(&saved));
        let _ = migrate_settings(&text);
        let _ = migrate_stats(&text);
    }

    #[test]
    fn any_cut_of_a_save_reads_or_fails_without_panicking(cut in 0usize..4000, seed in any::<u64>()) {
        let mut s = Session::new(Rules::default(), seed, false);
        for _ in 0..(seed % 40) {
            step(&mut s);
        }
        let text = s.to_saved().to_json_string();
        let cut = cut.min(text.len());
        if text.is_char_boundary(cut) {
            let _ = migrate_match(&text[..cut]).map(|saved| Session::from_saved(&saved));
        }
    }
}

mod bot_worker_protocol {
    use konter_a_matt::bot::Level;
    use ::game::BotError;
    use konter_a_matt::games::konter::worker::{action_code, answer, answer_text, parse_action, BotRequest};
    use konter_a_matt::engine::*;

    #[test]
    fn actions_round_trip_through_their_codes() {
        let mut all = vec![];
        all.extend(Suit::ALL.map(Action::NameTrump));
        all.extend(Announcement::ALL.map(Action::Announce));
        all.extend(Card::all().map(Action::Play));
        for a in all {
            assert_eq!(parse_action(&action_code(a)), Some(a), "{a:?}");
        }
        for bad in ["", "play", "play:", "play:QX", "trump:SS", "announce:konter-matt", "move:QS", "play:QS:"] {
            assert_eq!(parse_action(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_worker_answers_with_a_legal_action_for_the_seat_to_act() {
        for seed in 0..40u64 {
            let mut game = Match::new(Rules::default());
            game.start_seeded_deal(Seat::ALL[(seed % 4) as usize], seed).unwrap();
            // Play a few random legal actions in, then ask for the seat to act.
            for k in 0..(seed % 13) {
                let deal = game.current().unwrap();
                let legal = deal.legal_actions();
                game.apply(legal[(k as usize * 7 + seed as usize) % legal.len()]).unwrap();
            }
            let deal = *game.current().unwrap();
            let seat = deal.to_act().unwrap();
            let request = BotRequest {
                id: seed,
                knows: MatchKnowledge::of(&game, seat).unwrap(),
                level: Level::Easy,
                seed,
                estimate: seed % 2 == 0,
            };
            let reply = answer(&request);
            assert_eq!(reply.id, seed);
            // A chance only when asked for, and only once trump is named; always 0–1.
            let named = deal.trump().is_some();
            assert_eq!(reply.chance.is_some(), request.estimate && named, "seed {seed}");
            assert!(reply.chance.is_none_or(|p| (0.0..=1.0).contains(&p)));
            let action = reply.action.clone().unwrap();
            assert!(deal.legal_actions().contains(&action), "seed {seed}: {action:?}");
            // The same request as text gives the same answer.
            let text = serde_json::to_string(&request).unwrap();
            assert_eq!(answer_text(&text), serde_json::to_string(&reply).unwrap());
            // The other hands never go into the request.
            for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
                for card in deal.hand(other).iter() {
                    assert!(!text.contains(&format!("\"{}\"", card.code())), "seed {seed}: {} of another seat in {text}", card.code());
                }
            }
            // A seat that is not to act gets an error, not a move.
            let other = BotRequest { knows: MatchKnowledge::of(&game, seat.next()).unwrap(), ..request };
            assert_eq!(answer(&other).action, Err(BotError::NotMyTurn));
        }
    }

    #[test]
    fn garbage_requests_get_an_error_answer() {
        let no_deal = r#"{"id":1,"knows":{"deal":{"seat":0,"dealer":0,"seen":["QS","QS"],"trump":null,"events":[]},"context":{"rules":{},"dashes":[0,0],"stake":0}},"level":"Easy","seed":1}"#;
        for text in ["", "{}", "null", "[1,2]", r#"{"id":1,"record":{},"seat":9,"level":"Easy","seed":1}"#, no_deal] {
            let reply: serde_json::Value = serde_json::from_str(&answer_text(text)).unwrap();
            assert!(reply["action"]["Err"].is_object() || reply["action"]["Err"].is_string(), "{text}: {reply}");
            assert!(reply["action"].get("Ok").is_none(), "{text}: {reply}");
        }
    }
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter_a_matt::engine::StartDashes {
    konter_a_matt::engine::StartDashes::new(n).expect("1–99")
}
