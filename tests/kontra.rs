//! Kontraspiel in the app, natively: what it saves (the session as its record, settings,
//! statistics) and every word it says in four languages.

use konter_a_matt::games::kontra::texts::{deal_words, kontra_texts, said_in, KontraTexts, Said, DE, EN, FR, LB};
use konter_a_matt::i18n::Lang;
use konter_a_matt::games::kontra::stored::{KontraSettings, KontraStats, SavedSession, PERSON};
use konter_a_matt::store::seats::Who;
use kontra::record::{self, SessionRecord};
use kontra::{Action, BaseValue, Card, Party, Reason, Rules, RuleError, Seat, Suit};

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// Plays the session on with the first legal action until `stop` says so (or it ends).
fn play_until(s: &mut SavedSession, mut stop: impl FnMut(&SavedSession) -> bool) {
    for _ in 0..10_000 {
        if stop(s) {
            return;
        }
        match s.session.to_act() {
            Some(by) => {
                let a = s.session.legal_actions()[0];
                s.session.apply(by, a).unwrap();
            }
            None if !s.deal_next() => return,
            None => {}
        }
    }
}

#[test]
fn a_session_is_saved_as_its_record_and_resumes_exactly() {
    let mut s = SavedSession::new(Rules::default(), 0x1234_5678_9abc_def0, [1, 0, 2, 0]);
    assert!(s.session.current().is_some(), "the first deal is dealt at once");
    let mut n = 0;
    play_until(&mut s, |_| {
        n += 1;
        n > 23
    });
    let text = s.to_json_string();
    assert!(text.starts_with(r#"{"over":false,"#) || text.contains(r#""over":false"#), "{text}");
    let back = SavedSession::read(&text).unwrap();
    assert_eq!(back, s);
    // The record inside is the one `konter replay` checks.
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let replay = record::from_json(&value["record"]).unwrap();
    assert_eq!(replay.session, s.session);
}

#[test]
fn a_seed_deals_the_same_session() {
    let a = SavedSession::new(Rules::default(), 42, [0; 4]);
    let b = SavedSession::new(Rules::default(), 42, [0; 4]);
    assert_eq!(a, b);
    let c = SavedSession::new(Rules::default(), 43, [0; 4]);
    assert_ne!(a.session.current().unwrap().dealt_hands(), c.session.current().unwrap().dealt_hands());
}

#[test]
fn broken_saves_are_refused_never_a_panic() {
    let good = SavedSession::new(Rules::default(), 7, [0; 4]).to_json_string();
    for raw in [
        "",
        "{",
        "[]",
        r#"{"v":1}"#,
        r#"{"v":2,"seed":"7","record":{}}"#,
        r#"{"v":1,"seed":"zz","record":{}}"#,
        r#"{"v":1,"seed":"7","record":{"format":"kontraspiel"}}"#,
        r#"{"v":1,"seed":"7","record":{"format":"kontraspiel","version":1,"rules":{},"deals":[{"dealer":0,"hands":["AS"],"undealt":"","events":[]}]}}"#,
        &good.replace("\"events\":[]", "\"events\":[\"QS\"]"),
        &good.replace("\"series\":[0,0,0,0]", "\"series\":[-1]"),
    ] {
        assert!(SavedSession::read(raw).is_err(), "{raw}");
    }
}

#[test]
fn undo_takes_back_the_persons_last_action_and_what_followed() {
    for seed in 0..40u64 {
        let mut s = SavedSession::new(Rules::default(), seed, [0; 4]);
        // Up to the person's second decision in the first deal, or a few actions on.
        let mut mine = 0;
        play_until(&mut s, |s| {
            let Some(d) = s.session.current() else { return true };
            if d.to_act() == Some(seat(PERSON)) {
                mine += 1;
            }
            mine >= 2
        });
        let Some(d) = s.session.current() else { continue };
        let before = d.events().len();
        match s.undone() {
            Some(u) => {
                let d2 = u.session.current().unwrap();
                assert!(d2.events().len() < before);
                assert_eq!(d2.to_act(), Some(seat(PERSON)), "seed {seed}: the person decides again");
                assert_eq!(&d.events()[..d2.events().len()], d2.events());
            }
            None => assert!(d.events().iter().all(|_| true)),
        }
    }
}

#[test]
fn settings_and_statistics_read_back_and_refuse_garbage() {
    let s = KontraSettings { practice: true, ..KontraSettings::default() };
    assert_eq!(KontraSettings::read(&s.to_json_string()), Ok(s));
    assert!(KontraSettings::read(r#"{"v":1,"level":"expert"}"#).is_err());
    assert!(KontraSettings::read(r#"{"v":1,"rules":{"start_chips":0}}"#).is_err());
    assert_eq!(KontraSettings::read(r#"{"v":1}"#), Ok(KontraSettings::default()));
    let mut stats = KontraStats::default();
    let mut session = SavedSession::new(Rules::default(), 99, [0; 4]);
    play_until(&mut session, |s| s.session.is_over());
    for p in session.session.history() {
        stats.record_deal(p);
    }
    stats.record_session(session.session.chips());
    assert_eq!(stats.sessions_played, 1);
    assert!(stats.deals_played as usize <= session.session.history().len());
    assert_eq!(KontraStats::read(&stats.to_json_string()), Ok(stats));
    // Chips the person won and lost, antes included, add up to the chips now.
    assert_eq!(stats.chips, i64::from(session.session.chips()[PERSON] - 20));
}

fn all(t: &KontraTexts) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![];
    let mut add = |what: &str, text: String| out.push((what.into(), text));
    let c = Card::parse("JS").unwrap();
    for w in [Who::You, Who::West, Who::North, Who::East] {
        add("who", (t.who)(w).into());
        for said in [
            Said::TakeUp(c),
            Said::TakeUpForced(c),
            Said::TakeUpPledged(c),
            Said::Decline(Card::parse("AH").unwrap()),
            Said::Discard,
            Said::Accept(Suit::Hearts),
            Said::Pass,
            Said::Name(Suit::Clubs),
            Said::Match(Suit::Spades),
            Said::NoMatch,
            Said::NoContra,
            Said::NoRecontra,
            Said::Contra,
            Said::Recontra,
            Said::Exchange,
            Said::Keep,
        ] {
            add("said", (t.said)(w, said));
            add("bubble", (t.bubble)(said));
        }
        add("plays", (t.plays)(w, c));
        for (against, re) in [(Who::You, false), (Who::North, false), (Who::West, true)] {
            add("called", (t.called)(w, against, re));
        }
        add("wins_trick", (t.wins_trick)(w));
        add("deal_starts", (t.deal_starts)(3, w, c));
        add("winner", (t.winner)(w, 3, true));
        add("winner2", (t.winner)(w, 2, false));
        add("match_made", (t.match_made)(w));
        for m in 0..4 {
            add("contract", (t.contract)(w, Suit::Hearts, m));
        }
        add("from_pot", (t.from_pot)(w, 2));
        add("into_pot", (t.into_pot)(w, 2));
        add("passive_winner", (t.passive_winner)(w));
        add("match_bonus", (t.match_bonus)(w, 2));
        add("failed_match", (t.failed_match)(w, 2));
        add("revolt", (t.revolt)(w, 1));
        add("against", (t.against)(w, Who::North, None));
        add("against_recontra", (t.against)(w, Who::You, Some(Who::North)));
        add("pot_change_out", (t.pot_change)(1, 0, 0, Some((w, 1))));
        add("pot_change_both", (t.pot_change)(4, 3, 2, Some((w, 3))));
        add("trick_caption", (t.trick_caption)(2, w, Who::North));
        add("ante", (t.ante)(w));
        add("out_of_chips", (t.out_of_chips)(w));
        add("ask_match", (t.ask_match)(w, Suit::Spades, Suit::Hearts));
        add("ask_contra", (t.ask_contra)(w, true, false, None));
        add("ask_recontra", (t.ask_contra)(w, false, true, Some(Who::North)));
        add("ask_nothing", (t.ask_contra)(w, false, false, Some(Who::North)));
        add("turn_up_gone", (t.turn_up_gone)(Some(w)));
        add("session_won", (t.session_won)(&[w]));
    }
    add("session_won", (t.session_won)(&[Who::You, Who::East]));
    add("revolted", (t.revolted)(&[Who::West, Who::You]));
    for s in Suit::ALL {
        add("accept", (t.accept)(s));
        add("name_trump", (t.name_trump)(s));
        add("announce_match", (t.announce_match)(s));
        add("must_follow", (t.must_follow)(s, "K♥"));
        add("ask_round1", (t.ask_round1)(s));
        add("ask_round2", (t.ask_round2)(s, false));
        add("ask_round2e", (t.ask_round2)(s, true));
    }
    add("must_trump", (t.must_trump)("J♣"));
    add("wenzel_note", (t.wenzel_note)(c));
    add("ask_turn_up", (t.ask_turn_up)(Card::parse("AH").unwrap()));
    add("ask_exchange", (t.ask_exchange)(Card::parse("9H").unwrap()));
    add("base_why", (t.base_why)(2, 2, true));
    add("base_why_most", (t.base_why)(4, 6, true));
    add("base_why_least", (t.base_why)(1, 0, false));
    add("pot_change_in", (t.pot_change)(3, 5, 2, None));
    add("pot_change_none", (t.pot_change)(1, 1, 0, None));
    add("corrupt", (t.corrupt)("konter-a-matt:backup:1:kontraspiel"));
    add("import_failed", (t.import_failed)("x"));
    for e in [
        RuleError::ContraTooLate,
        RuleError::SoloistCannotContra,
        RuleError::MustFollow { card: c, led: kontra::Lane::Plain(Suit::Spades), allowed: [Card::parse("KS").unwrap()].into_iter().collect() },
    ] {
        add("rule_error", (t.rule_error)(&e));
    }
    for bad in ["{", r#"{"format":"kontraspiel","version":9}"#, r#"{"format":"kontraspiel","version":1,"rules":{},"deals":[{"dealer":5}]}"#] {
        add("record_error", (t.record_error)(&record::read(bad).unwrap_err()));
    }
    for (what, text) in [
        ("take_up", t.take_up), ("decline", t.decline), ("pass", t.pass), ("no", t.no), ("contra", t.contra),
        ("recontra", t.recontra), ("take_turn_up", t.take_turn_up), ("next_deal", t.next_deal), ("revenge", t.revenge),
        ("no_game", t.no_game), ("cards_after_bidding", t.cards_after_bidding), ("answer_first", t.answer_first), ("export_help", t.export_help), ("import_help", t.import_help),
        ("practice_help", t.practice_help), ("trump_tables_help", t.trump_tables_help), ("settings_intro", t.settings_intro),
        ("review_tricks", t.review_tricks),
    ] {
        add(what, text.into());
    }
    for (h, ps) in t.rules_sections {
        add("rules heading", h.to_string());
        for p in *ps {
            add("rules", p.to_string());
        }
    }
    out
}

/// The seats as a table played clockwise names them.
fn who(s: Seat) -> Who {
    [Who::You, Who::West, Who::North, Who::East][s.index()]
}

#[test]
fn the_pot_line_shows_the_pot_the_deal_was_played_for_and_where_it_went() {
    // The record format's example: the first deal, the pot empty; the dealer (the person)
    // antes 1, so it is played for 1; North plays alone in Hearts and wins with three
    // tricks: the 1 goes to North, and the pot is empty again ("0 → 0" said nothing of it).
    let text = r#"{"format":"kontraspiel","version":1,"rules":{},"deals":[{"dealer":0,
        "hands":["AS KS QS TS KH","AC KC QC TC 9C","JC JS AH 9D 9S","AD KD QD JD TD"],"undealt":"9H QH JH TH",
        "events":["pass","accept","no","no","no","no","no","no","AC","9S","TD","TS","no","no","no","KC","AH","JD","QS",
        "JC","QD","KH","QC","JS","KD","AS","TC","9D","AD","KS","9C"]}]}"#;
    let replay = record::read(text).unwrap();
    let p = &replay.session.history()[0];
    assert_eq!((p.pot_before, p.pot_after), (0, 0));
    let words = deal_words(&EN, p, BaseValue::AfterAnte, who);
    assert_eq!(words.pot, "Pot: 1 with the ante → 0 (1 paid to North)");
    assert_eq!(words.pays, ["You put 1 into the pot as dealer (the ante)", "North receives 1 from the pot"]);
    assert_eq!(
        words.lines,
        [
            "North wins the deal with 3 tricks",
            "Took no trick: You",
            "North played alone in Hearts (accepted in round 1)",
            "Base value 1: whoever played alone or against takes 1 from the pot if they win the deal, else pays 1 into it — as many chips as the pot held after the dealer’s ante.",
        ]
    );
    let de = deal_words(&DE, p, BaseValue::AfterAnte, who);
    assert_eq!(de.pot, "Pott: 1 mit dem Einsatz → 0 (1 an Nord ausgezahlt)");

    // First deals played on by the first legal action: whatever the pot did is said with
    // the numbers the engine counted.
    let mut paid_in = 0;
    for seed in 0..60u64 {
        let mut s = SavedSession::new(Rules::default(), seed, [0; 4]);
        play_until(&mut s, |s| !s.session.history().is_empty());
        let p = &s.session.history()[0];
        assert_eq!(p.pot_before, 0);
        let words = deal_words(&EN, p, BaseValue::AfterAnte, who);
        let Some(o) = &p.outcome else {
            assert_eq!(words.pot, "Pot: 1 with the ante → 1 (nothing paid in or out)");
            continue;
        };
        assert_eq!(o.base, 1);
        let winner_paid = o.settlement.payments.iter().any(|x| x.reason == Reason::Base && x.from == Party::Pot);
        let into: u32 = o.settlement.payments.iter().filter(|x| x.reason == Reason::Base && x.to == Party::Pot).map(|x| x.amount).sum();
        let name = if o.winner.index() == 0 { "you" } else { EN.who(who(o.winner)) };
        let expected = match (into, winner_paid) {
            (0, true) => format!("Pot: 1 with the ante → 0 (1 paid to {name})"),
            (0, false) => "Pot: 1 with the ante → 1 (nothing paid in or out)".to_string(),
            (n, false) => {
                paid_in += 1;
                format!("Pot: 1 with the ante → {} ({n} paid in)", 1 + n)
            }
            (n, true) => format!("Pot: 1 with the ante → {n} ({n} paid in, 1 paid to {name})"),
        };
        assert_eq!(p.pot_after, if winner_paid { into } else { 1 + into });
        assert_eq!(words.pot, expected, "seed {seed}");
    }
    assert!(paid_in > 0);
}

#[test]
fn the_summary_says_who_turned_against_whom_and_why_the_base_value() {
    let t = &EN;
    assert_eq!((t.against)(Who::North, Who::West, None), "North said Contra and played against West for themselves.");
    assert_eq!((t.against)(Who::You, Who::West, Some(Who::North)), "You said Recontra and played against West and North for yourself.");
    assert_eq!((t.revolted)(&[Who::East, Who::You]), "Took no trick: East and you");
    assert_eq!(
        (t.base_why)(4, 6, true),
        "Base value 4: whoever played alone or against takes 4 from the pot if they win the deal, else pays 4 into it — the pot held 6 after the dealer’s ante, and it is never more than 4."
    );
    assert_eq!((t.pot_change)(4, 3, 2, Some((Who::You, 3))), "Pot: 4 with the ante → 3 (2 paid in, 3 paid to you)");
}

#[test]
fn the_buttons_have_the_agreed_names() {
    let t = &EN;
    assert_eq!((t.accept)(Suit::Hearts), "Accept Hearts");
    assert_eq!(t.pass, "Pass");
    assert_eq!((t.name_trump)(Suit::Clubs), "Name Clubs as trump");
    assert_eq!(t.take_up, "Take it up");
    assert_eq!(t.decline, "Decline");
    assert_eq!((t.announce_match)(Suit::Spades), "Announce match in Spades");
    assert_eq!(t.contra, "Contra");
    assert_eq!(t.recontra, "Recontra");
    assert_eq!(t.take_turn_up, "Take the turn-up");
    assert_eq!(t.no, "No");
    assert_eq!((t.card)(Card::parse("JC").unwrap()), "Jack of Clubs");
    assert_eq!((t.must_follow)(Suit::Hearts, "K♥"), "Hearts were led: play Hearts — K♥ is one");
}

#[test]
fn every_text_is_there_and_tidy_in_every_language() {
    for lang in Lang::ALL {
        for (what, text) in all(kontra_texts(lang)) {
            assert!(!text.trim().is_empty(), "{lang:?} {what} is empty");
            assert_eq!(text.trim(), text, "{lang:?} {what} has stray spaces: {text:?}");
            assert!(!text.contains("  "), "{lang:?} {what} has a double space: {text:?}");
        }
    }
}

#[test]
fn translations_are_translated() {
    let english = all(&EN);
    for (lang, t) in [(Lang::Fr, &FR), (Lang::De, &DE), (Lang::Lb, &LB)] {
        let theirs = all(t);
        assert_eq!(theirs.len(), english.len());
        for ((what, text), (_, en)) in theirs.iter().zip(&english) {
            if en.split_whitespace().count() >= 4 {
                assert_ne!(text, en, "{lang:?} {what} is still English");
            }
        }
    }
}

#[test]
fn french_follows_french_typography() {
    for (what, text) in all(&FR) {
        for bad in [" :", " ;", " !", " ?", "« ", " »", "'"] {
            assert!(!text.contains(bad), "FR {what}: {bad:?} in {text:?}");
        }
    }
}

#[test]
fn an_imported_record_continues_with_fresh_deals() {
    let mut s = SavedSession::new(Rules::default(), 5, [0; 4]);
    play_until(&mut s, |s| s.session.history().len() == 2);
    let text = SessionRecord::of(&s.session).to_json_string();
    let replay = record::read(&text).unwrap();
    let imported = SavedSession::imported(replay.session, 77);
    assert_eq!(imported.session.history().len(), 2);
    assert!(imported.session.current().is_some(), "the next deal is dealt");
    let _ = Action::Pass;
}

#[test]
fn the_bots_worker_answers_a_seats_view_with_a_legal_action() {
    use konter_a_matt::games::kontra::worker::{answer_text, Answer, Request};
    let mut s = SavedSession::new(Rules::default(), 11, [0; 4]);
    for step in 0..12 {
        let Some(seat) = s.session.to_act() else { break };
        let view = kontra::SeatView::of(&s.session, seat).unwrap();
        for level in kontra_bots::Level::ALL {
            let request = Request { id: step, level, seed: u64::MAX - step, view: view.clone() };
            let text = serde_json::to_string(&request).unwrap();
            let answer: Answer = serde_json::from_str(&answer_text(&text)).unwrap();
            assert_eq!(answer.id, step);
            assert!(view.legal.contains(&answer.action.unwrap()), "{level:?}");
        }
        let a = s.session.legal_actions()[0];
        s.session.apply(seat, a).unwrap();
    }
    // Another seat's turn: no action, an error; garbage: an error, never a panic.
    let seat = s.session.to_act().unwrap();
    let other = Seat::at((seat.index() + 1) % 4, 4).unwrap();
    let view = kontra::SeatView::of(&s.session, other).unwrap();
    let text = serde_json::to_string(&Request { id: 1, level: kontra_bots::Level::Easy, seed: 1, view }).unwrap();
    let answer: Answer = serde_json::from_str(&answer_text(&text)).unwrap();
    assert_eq!(answer.action, Err(game::BotError::NotMyTurn));
    let answer: Answer = serde_json::from_str(&answer_text("{")).unwrap();
    assert!(matches!(answer.action, Err(game::BotError::Inconsistent(_))));
}

/// A deal of the record format's example cards (the turn-up first of `undealt`), dealer
/// seat 0, after `events`.
fn deal_of(undealt: &str, events: &str) -> kontra::Deal {
    let third = if undealt.starts_with("AH") { "JC JS 9H 9D 9S" } else { "JC JS AH 9D 9S" };
    let events: Vec<String> = events.split_whitespace().map(|e| format!("\"{e}\"")).collect();
    let text = format!(
        r#"{{"format":"kontraspiel","version":1,"rules":{{}},"deals":[{{"dealer":0,
        "hands":["AS KS QS TS KH","AC KC QC TC 9C","{third}","AD KD QD JD TD"],
        "undealt":"{undealt}","events":[{}]}}]}}"#,
        events.join(",")
    );
    let replay = record::read(&text).unwrap();
    replay.session.current().or(replay.session.history().last().map(|p| &p.deal)).unwrap().clone()
}

/// What a seat's "No" answered is said: a match, a Contra or a Recontra — and the dealer's
/// decline names the card left on the table.
#[test]
fn every_no_says_what_it_answers_and_a_decline_names_the_card() {
    // Round 1: seat 2 accepts Hearts; the match window, then the contra window before the
    // first trick; a trick; the contra window after it.
    let deal = deal_of("9H QH JH TH", "pass accept no no no no no no AC 9S TD TS no no no");
    let said = said_in(&deal);
    let bubbles: Vec<String> = said.iter().map(|s| s.map_or("·".into(), |s| (EN.bubble)(s))).collect();
    assert_eq!(
        bubbles,
        ["Pass", "Accepts Hearts", "No match", "No match", "No match", "No Contra", "No Contra", "No Contra", "·", "·", "·", "·", "No Contra", "No Contra", "No Contra"]
    );
    assert_eq!((DE.bubble)(Said::NoContra), "Kein Kontra");
    assert_eq!((FR.bubble)(Said::NoMatch), "Pas de vole");
    assert_eq!((LB.bubble)(Said::NoRecontra), "Kee Rekontra");
    // After a Contra, a "No" declines the Recontra.
    let mut deal = deal_of("9H QH JH TH", "pass accept no no no");
    let mut contra = false;
    while let Some(by) = deal.to_act().filter(|_| deal.phase() != kontra::Phase::Play) {
        let legal = deal.legal_actions();
        let a = if !contra && legal.contains(&Action::Contra) { Action::Contra } else if legal.contains(&Action::No) { Action::No } else { legal[0] };
        contra |= a == Action::Contra;
        deal.apply(by, a).unwrap();
    }
    let said = said_in(&deal);
    let after: Vec<Said> = said.iter().flatten().copied().skip_while(|s| *s != Said::Contra).collect();
    assert!(after.contains(&Said::NoRecontra), "{said:?}");
    assert!(!after.contains(&Said::NoContra), "{said:?}");
    assert_eq!((EN.bubble)(Said::NoRecontra), "No Recontra");
    // The dealer leaves the Ace turned up.
    let deal = deal_of("AH QH JH TH", "decline");
    assert_eq!(said_in(&deal), [Some(Said::Decline(Card::parse("AH").unwrap()))]);
    assert_eq!((EN.bubble)(Said::Decline(Card::parse("AH").unwrap())), "Declines the A♥");
    assert_eq!((DE.bubble)(Said::Decline(Card::parse("AH").unwrap())), "Lässt A♥ liegen");
}

#[test]
fn german_says_bietrunde_for_a_bidding_round_and_runde_for_a_deal() {
    // A deal is a „Runde“, as in Konter a Matt's German; a round of the bidding a „Bietrunde“.
    assert_eq!((DE.deal_of)(3, 24), "Runde 3 von 24");
    assert!((DE.ask_round1)(Suit::Hearts).starts_with("Erste Bietrunde"));
    assert!((DE.ask_round2)(Suit::Hearts, true).starts_with("Zweite Bietrunde"));
    assert!((DE.ask_round2)(Suit::Hearts, false).starts_with("Zweite Bietrunde"));
    let rules: Vec<&str> = DE.rules_sections.iter().flat_map(|(h, ps)| std::iter::once(*h).chain(ps.iter().copied())).collect();
    for bad in ["erste Runde", "ersten Runde", "zweite Runde", "zweiten Runde", "Runde 1 und", "beiden Runden"] {
        assert!(!rules.iter().any(|t| t.contains(bad)), "the rules call a bidding round {bad:?}");
    }
    assert!(rules.iter().any(|t| t.contains("Bietrunde")));
}
