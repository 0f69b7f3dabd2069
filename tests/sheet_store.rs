//! The score sheets for real cards as kept in storage (`store::sheets`): the envelope,
//! reading old and bad data, changes that another tab would overwrite, and the sheet as
//! text for a chat. Plus the sheet screen's texts in every language.

use konter_a_matt::engine::{Rules, Seat, StannerRule, Team};
use konter_a_matt::games::konter::sheet_texts::{sheet_texts, SheetTexts, DE, EN, FR, LB};
use konter_a_matt::i18n::Lang;
use konter_a_matt::sheet::*;
use konter_a_matt::games::konter::sheet_words::*;
use konter_a_matt::games::konter::stored::sheets::*;
use konter_a_matt::store::StoreError;
use serde_json::json;

fn entry(trump_team: Team, end: DealEnd) -> Entry {
    Entry { trump_team, end, losers_no_trick: false, matt: false, konter: false }
}

fn setup() -> SheetSetup {
    SheetSetup {
        team_names: ["Red".into(), "Blue".into()],
        players: Some(["Anna".into(), "Ben".into(), "Carla".into(), "Dan".into()]),
        first_dealer: Some(Seat::ALL[3]),
        rules: Rules::default(),
    }
}

/// A book with one sheet holding the rule book's cases 13–18 in a row, each named by the
/// forehand's team (Dan deals first: Anna, Ben, Carla, Dan, Anna, Ben and Ben again).
fn played_book() -> (SheetBook, u64) {
    let mut book = SheetBook::default();
    let id = book.create(setup(), 1_000);
    let deals = [
        Entry { konter: true, ..entry(Team::A, DealEnd::TrumpPoints(25)) },
        Entry { matt: true, ..entry(Team::B, DealEnd::TrumpPoints(18)) },
        Entry { losers_no_trick: true, matt: true, konter: true, ..entry(Team::A, DealEnd::TrumpTeamLost) },
        entry(Team::B, DealEnd::TrumpPoints(40)),
        Entry { matt: true, konter: true, ..entry(Team::A, DealEnd::TrumpTeamWon) },
        entry(Team::B, DealEnd::TrumpPoints(20)),
        entry(Team::B, DealEnd::TrumpTeamLost),
    ];
    for (i, e) in deals.into_iter().enumerate() {
        let rev = book.get(id).unwrap().revision;
        book.update(id, rev, 2_000 + i as u64, |s| s.add(e).map(|_| ())).unwrap();
    }
    (book, id)
}

#[test]
fn a_book_survives_the_envelope() {
    let (book, id) = played_book();
    let text = book.to_json_string();
    assert!(text.starts_with("{\"v\":1,"), "{text}");
    let back = migrate_sheets(&text).unwrap();
    assert_eq!(back, book);
    let t = back.get(id).unwrap().sheet.tally();
    assert_eq!(t.dashes, [6, 11]);
    assert_eq!(t.stake, 0);
}

#[test]
fn version_1_as_written_reads() {
    // The v1 format, pinned: a change to the stored types must come with a new version.
    let raw = json!({
        "v": 1, "next_id": 3,
        "sheets": [{
            "id": 2, "created": 10, "updated": 20, "revision": 3,
            "sheet": {
                "setup": {
                    "team_names": ["Red", "Blue"],
                    "players": ["Anna", "Ben", "Carla", "Dan"],
                    "first_dealer": 3,
                    "rules": { "direction": "clockwise", "start_dashes": 11, "stanner": "carry" }
                },
                "entries": [
                    { "trump_team": "A", "end": { "TrumpPoints": 20 }, "losers_no_trick": false, "matt": false, "konter": false },
                    { "trump_team": "A", "end": "TrumpTeamLost", "losers_no_trick": false, "matt": false, "konter": false }
                ]
            }
        }]
    })
    .to_string();
    let book = migrate_sheets(&raw).unwrap();
    let kept = book.get(2).unwrap();
    assert_eq!(kept.sheet.setup, setup());
    let t = kept.sheet.tally();
    assert_eq!(t.dashes, [14, 9], "case 18: the stake goes to the defenders' win");
    assert_eq!(t.next_dealer, Some(Seat::ALL[0]));
    // And what this version writes reads back as the same.
    assert_eq!(migrate_sheets(&book.to_json_string()).unwrap(), book);
}

#[test]
fn unreadable_data_is_an_error_never_a_panic() {
    let cases: Vec<(String, fn(&StoreError) -> bool)> = vec![
        ("not json".into(), |e| matches!(e, StoreError::NotJson(_))),
        ("[1,2]".into(), |e| matches!(e, StoreError::NoVersion)),
        (json!({"v": 2, "next_id": 1, "sheets": []}).to_string(), |e| {
            matches!(e, StoreError::TooNew { version: 2, known: 1 })
        }),
        (json!({"v": 0}).to_string(), |e| matches!(e, StoreError::UnknownVersion(0))),
        (json!({"v": 1, "sheets": []}).to_string(), |e| matches!(e, StoreError::Invalid(_))),
        (json!({"v": 1, "next_id": 1, "sheets": [], "extra": true}).to_string(), |e| {
            matches!(e, StoreError::Invalid(_))
        }),
    ];
    for (raw, ok) in cases {
        let e = migrate_sheets(&raw).unwrap_err();
        assert!(ok(&e), "{raw}: {e}");
    }
}

/// A stored sheet with one field changed by `f`.
fn tampered(f: impl FnOnce(&mut serde_json::Value)) -> String {
    let (book, _) = played_book();
    let mut v: serde_json::Value = serde_json::from_str(&book.to_json_string()).unwrap();
    f(&mut v);
    v.to_string()
}

#[test]
fn impossible_sheets_are_refused() {
    for (what, raw) in [
        ("41 points", tampered(|v| v["sheets"][0]["sheet"]["entries"][0]["end"] = json!({"TrumpPoints": 41}))),
        ("0 dashes", tampered(|v| v["sheets"][0]["sheet"]["setup"]["rules"]["start_dashes"] = json!(0))),
        ("seat 4", tampered(|v| v["sheets"][0]["sheet"]["setup"]["first_dealer"] = json!(4))),
        ("dealer, no players", tampered(|v| v["sheets"][0]["sheet"]["setup"]["players"] = json!(null))),
        ("three teams", tampered(|v| v["sheets"][0]["sheet"]["setup"]["team_names"] = json!(["a", "b", "c"]))),
        ("team C", tampered(|v| v["sheets"][0]["sheet"]["entries"][1]["trump_team"] = json!("C"))),
        ("deals after the end", tampered(|v| v["sheets"][0]["sheet"]["setup"]["rules"]["start_dashes"] = json!(2))),
        ("same id twice", tampered(|v| {
            let copy = v["sheets"][0].clone();
            v["sheets"].as_array_mut().unwrap().push(copy);
        })),
    ] {
        assert!(matches!(migrate_sheets(&raw), Err(StoreError::Invalid(_))), "{what} was accepted");
    }
}

#[test]
fn a_low_next_id_is_repaired_not_refused() {
    let raw = tampered(|v| v["next_id"] = json!(0));
    let mut book = migrate_sheets(&raw).unwrap();
    let id = book.create(SheetSetup::default(), 5);
    assert_eq!(book.sheets.len(), 2);
    assert_ne!(id, book.sheets[0].id);
}

#[test]
fn a_change_on_an_old_revision_is_refused() {
    let (mut book, id) = played_book();
    let shown = book.get(id).unwrap().revision;
    // Another tab undoes the last deal…
    let mut other = migrate_sheets(&book.to_json_string()).unwrap();
    other.update(id, shown, 9_000, |s| Ok(s.undo())).unwrap();
    // …and this tab, still showing the old revision, must not write over it.
    let e = other.update(id, shown, 9_001, |s| s.add(entry(Team::B, DealEnd::TrumpTeamWon)).map(|_| ()));
    assert_eq!(e, Err(BookError::Changed { stored: shown + 1, shown }));
    // A refused sheet change leaves everything as it was.
    let before = book.clone();
    let e = book.update(id, shown, 9_002, |s| s.add(entry(Team::A, DealEnd::TrumpPoints(41))).map(|_| ()));
    assert_eq!(e, Err(BookError::Sheet(SheetError::PointsOutOfRange(41))));
    assert_eq!(book, before);
    assert_eq!(book.update(99, 1, 0, |_| Ok(())), Err(BookError::Missing(99)));
}

#[test]
fn editing_a_kept_sheet_recomputes_what_follows() {
    let (mut book, id) = played_book();
    let rev = book.get(id).unwrap().revision;
    // Deal 6 was the Stänner: Matt was announced too, so the stake is 2; deal 7 (Blue
    // lost) then moves 3: Red strikes out 3, Blue adds 3.
    let stanner = Entry { matt: true, ..entry(Team::B, DealEnd::TrumpPoints(20)) };
    book.update(id, rev, 3_000, |s| s.edit(5, stanner)).unwrap();
    let t = book.get(id).unwrap().sheet.tally();
    assert_eq!(t.rows[6].stake_before, 2);
    assert_eq!(t.dashes, [5, 12]);
    assert_eq!(book.get(id).unwrap().updated, 3_000);
    // Made a win, it would pass the deal on: Carla (Red), not Ben, would name trump in
    // deal 7, entered for Blue. Refused, and nothing changes.
    let before = book.clone();
    let won = book.update(id, rev + 1, 3_001, |s| s.edit(5, entry(Team::B, DealEnd::TrumpTeamWon)));
    assert_eq!(won, Err(BookError::Sheet(SheetError::MovesForehand { deal: 7 })));
    assert_eq!(book, before);
}

#[test]
fn sheets_are_listed_newest_first_and_removed_on_request() {
    let mut book = SheetBook::default();
    let a = book.create(SheetSetup::default(), 10);
    let b = book.create(SheetSetup::default(), 20);
    book.update(a, 1, 30, |s| s.add(entry(Team::A, DealEnd::TrumpTeamWon)).map(|_| ())).unwrap();
    assert_eq!(book.newest_first().iter().map(|s| s.id).collect::<Vec<_>>(), [a, b]);
    assert_eq!(book.remove(b).map(|s| s.id), Some(b));
    assert!(book.get(b).is_none());
    let c = book.create(SheetSetup::default(), 40);
    assert!(c > b, "ids are never reused");
}

#[test]
fn the_text_export_reads_like_the_paper_lee() {
    let (book, id) = played_book();
    let text = export_text(&book.get(id).unwrap().sheet, &EN);
    println!("{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Konter a Matt · Lee");
    assert_eq!(lines[1], "Red against Blue");
    assert_eq!(lines[2], "Red: Anna & Carla · Blue: Ben & Dan");
    assert_eq!(lines[3], "11 dashes each · Stänner: the stake is carried");
    // Red: 11 + 4 added = 15 drawn, 9 struck; Blue: 11 + 2 + 1 + 2 = 16 drawn, 5 struck.
    assert_eq!(lines[5], "Red: xxxxx xxxx| ||||| = 6");
    assert_eq!(lines[6], "Blue: xxxxx ||||| ||||| | = 11");
    assert!(text.contains("1. Trump: Red · won (25 points) · Konter · value 2 → Red −2 · 9 : 11"), "{text}");
    assert!(text.contains("2. Trump: Blue · lost (18 points) · Matt · value 2 → Red −2, Blue +2 · 7 : 13"), "{text}");
    assert!(text.contains("3. Trump: Red · lost · no trick · Konter a Matt · value 4 → Blue −4, Red +4 · 11 : 9"));
    assert!(text.contains("4. Trump: Blue · won (40 points) · value 1 → Blue −1 · 11 : 8"));
    assert!(text.contains("5. Trump: Red · won · Konter a Matt · value 3 → Red −3 · 8 : 8"));
    assert!(text.contains("6. Trump: Blue · Stänner (20 points) · value 1 → Blue +1 · 8 : 9"));
    assert!(text.contains("7. Trump: Blue · lost · value 1 + stake 1 → Red −2, Blue +2 · 6 : 11"));
    assert!(text.ends_with("Now: Red 6, Blue 11\nNext: Ben deals, Carla names trump."), "{text}");
}

#[test]
fn the_text_export_ends_with_the_winner_and_the_stake() {
    let mut s = ScoreSheet::new(SheetSetup { rules: Rules { start_dashes: sd(2), ..Rules::default() }, ..setup() });
    s.add(entry(Team::A, DealEnd::Stanner)).unwrap();
    let text = export_text(&s, &EN);
    assert!(text.contains("Stänner stake pending: 1"), "{text}");
    assert!(text.contains("Next: Dan deals, Anna names trump."), "the same dealer after a Stänner: {text}");
    // Anna (Red) names trump again, and Red loses: Blue strikes out 3 + the stake of 1.
    s.add(Entry { matt: true, konter: true, ..entry(Team::A, DealEnd::TrumpTeamLost) }).unwrap();
    let text = export_text(&s, &EN);
    assert!(text.ends_with("Blue won the match after 2 deals!"), "{text}");
    // In every language, with the team names as given.
    for lang in Lang::ALL {
        let text = export_text(&s, sheet_texts(lang));
        assert!(text.contains("Red") && text.contains("Blue") && text.contains("Lee"), "{lang:?}: {text}");
    }
}

#[test]
fn row_words_explain_the_moves() {
    let (book, id) = played_book();
    let sheet = &book.get(id).unwrap().sheet;
    let t = sheet.tally();
    let w = row_words(&sheet.setup, &t.rows[5], &EN);
    assert_eq!(
        w.sentences,
        ["Blue adds 1 dash.", "A stake of 1 waits for the next decided deal.", "The same player deals again."]
    );
    assert_eq!(next_trump_team(sheet), Some(Team::A), "Ben deals, Carla (Red) is forehand");
    let w = row_words(&sheet.setup, &t.rows[6], &EN);
    assert_eq!(w.sentences, ["Red strikes out 2 dashes.", "Blue adds 2 dashes."]);
}

#[test]
fn strokes_as_text_group_by_five() {
    assert_eq!(strokes_text(0, 0), "");
    assert_eq!(strokes_text(11, 0), "||||| ||||| |");
    assert_eq!(strokes_text(12, 7), "xxxxx xx||| ||");
}

// ── The screen's texts ─────────────────────────────────────────────────────

/// Every text of a language, parametrised ones with typical values.
fn all(t: &SheetTexts) -> Vec<(&'static str, String)> {
    let mut v: Vec<(&'static str, String)> = vec![
        ("title", t.title.into()), ("intro", t.intro.into()),
        ("back_to_start", t.back_to_start.into()), ("all_sheets", t.all_sheets.into()),
        ("list_heading", t.list_heading.into()), ("no_sheets", t.no_sheets.into()), ("new_sheet", t.new_sheet.into()),
        ("delete", t.delete.into()), ("delete_confirm", t.delete_confirm.into()), ("cancel", t.cancel.into()),
        ("setup_title", t.setup_title.into()), ("teams_heading", t.teams_heading.into()),
        ("with_players", t.with_players.into()), ("players_help", t.players_help.into()),
        ("first_dealer", t.first_dealer.into()), ("rules_heading", t.rules_heading.into()),
        ("start_dashes", t.start_dashes.into()), ("start_dashes_help", t.start_dashes_help.into()),
        ("fewer_dashes", t.fewer_dashes.into()), ("more_dashes", t.more_dashes.into()),
        ("stanner_rule", t.stanner_rule.into()), ("create", t.create.into()), ("revenge", t.revenge.into()),
        ("undo", t.undo.into()), ("redo", t.redo.into()), ("history", t.history.into()),
        ("no_deals", t.no_deals.into()), ("edit", t.edit.into()), ("who_trump", t.who_trump.into()),
        ("how_ended", t.how_ended.into()), ("won", t.won.into()), ("lost", t.lost.into()),
        ("stanner", t.stanner.into()), ("count_points", t.count_points.into()), ("points_label", t.points_label.into()),
        ("points_invalid", t.points_invalid.into()), ("extras_heading", t.extras_heading.into()),
        ("no_trick", t.no_trick.into()), ("no_trick_stanner", t.no_trick_stanner.into()),
        ("announcements_help", t.announcements_help.into()), ("matt", t.matt.into()), ("konter", t.konter.into()),
        ("konter_a_matt", t.konter_a_matt.into()), ("choose_first", t.choose_first.into()),
        ("editing_help", t.editing_help.into()), ("save_edit", t.save_edit.into()),
        ("no_trick_short", t.no_trick_short.into()), ("same_dealer", t.same_dealer.into()),
        ("no_change", t.no_change.into()), ("share", t.share.into()), ("share_help", t.share_help.into()),
        ("share_text_label", t.share_text_label.into()), ("share_native", t.share_native.into()),
        ("copy", t.copy.into()), ("copied", t.copied.into()), ("copy_failed", t.copy_failed.into()),
        ("export_title", t.export_title.into()), ("storage_blocked", t.storage_blocked.into()),
        ("save_failed", t.save_failed.into()), ("changed_elsewhere", t.changed_elsewhere.into()),
        ("deleted_elsewhere", t.deleted_elsewhere.into()), ("dismiss", t.dismiss.into()),
        ("versus", (t.versus)("Red", "Blue")), ("sheet_status", (t.sheet_status)(3, [9, 11])),
        ("sheet_won_by", (t.sheet_won_by)("Red")), ("changed_on", (t.changed_on)("12/05/2025")),
        ("delete_sheet", (t.delete_sheet)("Red")), ("delete_question", (t.delete_question)("Red")),
        ("team_label", (t.team_label)(1)), ("default_team", (t.default_team)(2)),
        ("player_label", (t.player_label)(1, "Red")), ("default_player", (t.default_player)(3)),
        ("lee_label", (t.lee_label)("Red", 9, 2, 0)), ("stake_pending", (t.stake_pending)(2)),
        ("next_dealer", (t.next_dealer)("Dan", "Anna")), ("deal_number", (t.deal_number)(5)),
        ("match_won", (t.match_won)("Red", 7)), ("undone", (t.undone)(7)), ("edit_deal", (t.edit_deal)(3)),
        ("enter_deal", (t.enter_deal)(5)), ("editing", (t.editing)(3)), ("ends_match_at", (t.ends_match_at)(4)),
        ("wins_match_now", (t.wins_match_now)("Red")), ("then_dashes", (t.then_dashes)("Red", 9, "Blue", 11)),
        ("entered", (t.entered)(5)), ("trump_of", (t.trump_of)("Red")), ("value_is", (t.value_is)(1, 1)),
        ("strikes", (t.strikes)("Red", 3)), ("adds", (t.adds)("Red", 1)), ("carries", (t.carries)(2)),
        ("dealt_by", (t.dealt_by)("Dan")), ("export_now", (t.export_now)("Red", 9, "Blue", 11)),
        ("unreadable", (t.unreadable)("konter-a-matt:backup:1:sheets")),
        ("no_trick_points", (t.no_trick_points)(25)), ("forehands_team", (t.forehands_team)("Anna", "Red")),
        ("moves_forehand", (t.moves_forehand)(7)),
    ];
    for p in [0, 1, 20, 25, 40] {
        v.push(("points_meaning", (t.points_meaning)(p)));
        v.push(("points_short", (t.points_short)(p)));
    }
    for s in [StannerRule::Carry, StannerRule::W, StannerRule::Simple] {
        v.push(("stanner_name", (t.stanner_name)(s).into()));
        v.push(("export_rules", (t.export_rules)(11, s)));
    }
    for o in [konter_a_matt::engine::Outcome::TrumpTeam, konter_a_matt::engine::Outcome::Defenders] {
        v.push(("outcome_word", (t.outcome_word)(o).into()));
    }
    v
}

#[test]
fn sheet_texts_are_complete_and_tidy_in_every_language() {
    for lang in Lang::ALL {
        for (what, text) in all(sheet_texts(lang)) {
            assert!(!text.trim().is_empty(), "{lang:?} {what} is empty");
            assert_eq!(text.trim(), text, "{lang:?} {what} has stray spaces");
            assert!(!text.contains("  "), "{lang:?} {what} has a double space: {text:?}");
        }
    }
}

#[test]
fn sheet_texts_are_translated() {
    let en = all(&EN);
    // Words that stay the same in every language (game words, short labels, the title).
    let same = ["matt", "konter", "konter_a_matt", "stanner", "export_title", "versus", "sheet_status"];
    for (lang, t) in [(Lang::Fr, &FR), (Lang::De, &DE), (Lang::Lb, &LB)] {
        assert!(std::ptr::eq(sheet_texts(lang), t));
        let theirs = all(t);
        let mut untranslated = vec![];
        for ((what, a), (_, b)) in en.iter().zip(&theirs) {
            if a == b && !same.contains(what) {
                untranslated.push(*what);
            }
        }
        assert!(untranslated.len() <= 3, "{lang:?} still has English: {untranslated:?}");
    }
}

#[test]
fn french_sheet_texts_follow_french_typography() {
    for (what, text) in all(&FR) {
        for mark in [" :", " ?", " !", " ;"] {
            assert!(!text.contains(mark), "{what}: a normal space before {mark:?} in {text:?}");
        }
    }
}

#[test]
fn a_refused_deal_is_explained_in_the_players_language() {
    let refusals = [
        SheetError::NoTrickWithPoints(25),
        SheetError::NotForehandsTeam { deal: 2, forehand: Seat::ALL[0] },
        SheetError::MovesForehand { deal: 7 },
        SheetError::PointsOutOfRange(41),
        SheetError::EndsEarlier { deal: 3 },
        SheetError::MatchOver { winner: Team::B },
        SheetError::NoSuchDeal(9),
    ];
    for lang in Lang::ALL {
        let t = sheet_texts(lang);
        for e in &refusals {
            let words = error_words(&setup(), e, t);
            assert!(!words.is_empty(), "{lang:?} {e:?}");
            if lang != Lang::En {
                assert_ne!(words, error_words(&setup(), e, &EN), "{lang:?} {e:?} is English");
            }
        }
        // The forehand by name, and the team that names trump.
        let words = error_words(&setup(), &refusals[1], t);
        assert!(words.contains("Anna") && words.contains("Red"), "{lang:?}: {words}");
        assert!(error_words(&setup(), &refusals[0], t).contains("25"), "{lang:?}");
    }
    assert_eq!(
        error_words(&setup(), &refusals[1], &EN),
        "Anna names trump in this deal, so the trump team is Red."
    );
}

// ── Hand-edited numbers at their maximum (run in debug: overflow checks on) ───

#[test]
fn ids_at_their_maximum_never_overflow_nor_repeat() {
    // A next id at u64::MAX: the sheet takes it, and the next ones take free ids.
    let raw = json!({"v": 1, "next_id": u64::MAX, "sheets": []}).to_string();
    let mut book = migrate_sheets(&raw).unwrap();
    let ids: Vec<u64> = (0..4).map(|i| book.create(setup(), i)).collect();
    assert_eq!(ids, [u64::MAX, 1, 2, 3], "then the smallest free ids");
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), 4, "no id twice: {ids:?}");
    // …and the book reads back as written.
    assert_eq!(migrate_sheets(&book.to_json_string()).unwrap(), book);

    // A kept sheet with id u64::MAX (and a low next id, which reading repairs).
    for next_id in [0, 5, u64::MAX] {
        let raw = tampered(|v| {
            v["sheets"][0]["id"] = json!(u64::MAX);
            v["next_id"] = json!(next_id);
        });
        let mut book = migrate_sheets(&raw).unwrap();
        assert_eq!(book.next_id, u64::MAX);
        let a = book.create(setup(), 1);
        let b = book.create(setup(), 2);
        assert!(a != b && a != u64::MAX && b != u64::MAX, "next id {next_id}: {a}, {b}");
        assert_eq!(book.sheets.len(), 3);
    }
}

#[test]
fn a_revision_at_its_maximum_still_changes_and_still_guards() {
    let raw = tampered(|v| v["sheets"][0]["revision"] = json!(u64::MAX));
    let mut book = migrate_sheets(&raw).unwrap();
    let id = book.sheets[0].id;
    let before = book.clone();
    book.update(id, u64::MAX, 5_000, |s| Ok(s.undo())).unwrap();
    let now = book.get(id).unwrap().revision;
    assert_ne!(now, u64::MAX, "a change changes the revision");
    // A tab still showing u64::MAX is refused: nothing is overwritten unseen.
    let stale = book.update(id, u64::MAX, 5_001, |s| s.add(entry(Team::B, DealEnd::TrumpTeamWon)).map(|_| ()));
    assert_eq!(stale, Err(BookError::Changed { stored: now, shown: u64::MAX }));
    assert_eq!(before.get(id).unwrap().sheet.entries.len(), book.get(id).unwrap().sheet.entries.len() + 1);
    // Times at the maximum are only numbers: the list still sorts.
    let raw = tampered(|v| {
        v["sheets"][0]["created"] = json!(u64::MAX);
        v["sheets"][0]["updated"] = json!(u64::MAX);
    });
    let mut book = migrate_sheets(&raw).unwrap();
    let id = book.sheets[0].id;
    book.update(id, book.sheets[0].revision, 1, |s| Ok(s.undo())).unwrap();
    assert_eq!(book.get(id).unwrap().updated, u64::MAX);
    assert_eq!(book.newest_first().len(), 1);
    // Past the maximum is not a number the book takes.
    let raw = tampered(|v| v["sheets"][0]["revision"] = json!(18446744073709551616.0));
    assert!(matches!(migrate_sheets(&raw), Err(StoreError::Invalid(_))));
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter_a_matt::engine::StartDashes {
    konter_a_matt::engine::StartDashes::new(n).expect("1–99")
}
