//! The matches put aside (`src/store/shelf.rs`, key `konter-a-matt:matches`): round trip,
//! the cap, one match per seed, unreadable values refused without a panic, and the saved
//! match under `konter-a-matt:match` read exactly as before.

use konter_a_matt::engine::Rules;
use konter_a_matt::games::konter::stored::shelf::{matches_to_json, migrate_matches, shelve, take, Shelved, KEPT, MATCHES_VERSION};
use konter_a_matt::store::*;
use konter_a_matt::games::konter::stored::{migrate_match, MATCH_VERSION};
use konter_a_matt::games::konter::session::{Next, Session};
use konter_a_matt::games::konter::share;
use proptest::prelude::*;
use serde_json::json;

mod common;
use common::unreadable::unreadable_lists;
use common::{save_and_restore, step};

/// What the app wrote under `konter-a-matt:match` before matches were put aside (v3, the
/// last trick of the first deal still on the table), frozen here.
const TODAYS_SAVE: &str = r#"{"v":3,"seed":"123456789abcdef0","revision":31,"practice":false,"counted":true,"screen":"table","collected":5,"record":{"deals":[{"dealer":0,"events":["JD","QS","KD","9D","9H","JH","TH","JC","AS","TD","QH","JS","AC","QD","TC","9C","KS","AH","TS","QC","KC","KH","9S","AD"],"hands":["TH 9D 9C TS TD 9S","JD AD JC AC QC QH","KC QS QD KS 9H JS","TC JH KD AH AS KH"],"trump":"D"}],"format":"konter-a-matt","rules":{"direction":"clockwise","stanner":"carry","start_dashes":9},"version":1}}"#;

/// A match `steps` steps into play.
fn played(seed: u64, steps: usize) -> Session {
    let mut s = Session::new(Rules::default(), seed, false);
    for _ in 0..steps {
        step(&mut s);
    }
    s
}

fn seeds(list: &[Shelved]) -> Vec<u64> {
    list.iter().map(|e| e.session.seed()).collect()
}

#[test]
fn todays_saved_match_still_loads_unchanged() {
    let saved = migrate_match(TODAYS_SAVE).expect("today's save reads");
    assert_eq!(saved.to_json_string(), TODAYS_SAVE, "written back byte for byte");
    let s = Session::from_saved(&saved).expect("and restores");
    assert_eq!((s.revision(), s.collected(), s.next()), (31, 5, Next::Collect), "at the same moment");
    assert_eq!(s.game().dashes(), [8, 10]);
    // Put aside and read back, it is still the same match at the same moment.
    let mut list = vec![];
    shelve(&mut list, s.clone(), 1_795_440_000_000);
    let back = migrate_matches(&matches_to_json(&list)).unwrap();
    assert_eq!(back[0].session, s);
    assert_eq!(back[0].session.to_saved().to_json_string(), TODAYS_SAVE);
    assert_eq!(MATCH_KEY, "konter-a-matt:match", "the table's key is unchanged");
}

#[test]
fn matches_put_aside_round_trip() {
    let shared = share::SharedDeal::parse("deal=v1.9f0c3a1b22d4e5f6.2.c11k").unwrap();
    let mut in_summary = played(3, 0);
    while in_summary.next() != Next::Summary {
        step(&mut in_summary);
    }
    let sessions = [played(1, 0), played(2, 37), in_summary, Session::shared(&shared, 4, true)];
    let mut list = vec![];
    for (i, s) in sessions.iter().enumerate() {
        assert_eq!(&save_and_restore(s), s);
        shelve(&mut list, s.clone(), 1_000 + i as u64);
    }
    assert_eq!(seeds(&list), vec![4, 3, 2, 1], "newest first");
    let text = matches_to_json(&list);
    assert!(text.starts_with(&format!("{{\"v\":{MATCHES_VERSION},\"matches\":[{{\"at\":1003,\"match\":{{\"v\":{MATCH_VERSION},")), "{text}");
    let back = migrate_matches(&text).expect("reads back");
    assert_eq!(back, list);
    assert_eq!(matches_to_json(&back), text);
    assert_eq!(migrate_matches(&matches_to_json(&[])).unwrap(), vec![]);
    assert!(MATCHES_KEY.starts_with(PREFIX) && MATCHES_KEY != MATCH_KEY);
    assert_eq!(key_name(MATCHES_KEY), "matches");
    assert_eq!(Saved::Matches.key(), MATCHES_KEY);
}

#[test]
fn at_most_kept_matches_the_oldest_go_first() {
    let mut list = vec![];
    for seed in 1..=KEPT as u64 + 3 {
        shelve(&mut list, played(seed, seed as usize), seed * 10);
    }
    assert_eq!(list.len(), KEPT);
    let newest: Vec<u64> = (4..=KEPT as u64 + 3).rev().collect();
    assert_eq!(seeds(&list), newest, "the three oldest went");
    assert_eq!(migrate_matches(&matches_to_json(&list)).unwrap().len(), KEPT);
}

#[test]
fn a_match_is_kept_once_unfinished_only_newest_state_wins() {
    let mut list = vec![];
    let early = played(7, 3);
    let later = played(7, 20);
    shelve(&mut list, later.clone(), 1);
    shelve(&mut list, played(8, 1), 2);
    shelve(&mut list, early, 3);
    assert_eq!(seeds(&list), vec![8, 7], "an older state of a match kept does not replace it");
    assert_eq!(list[1].session, later);
    let even_later = played(7, 30);
    shelve(&mut list, even_later.clone(), 4);
    assert_eq!(seeds(&list), vec![7, 8], "a newer state replaces it, in front");
    assert_eq!(list[0].session, even_later);

    // A finished match is not put aside.
    let mut over = Session::new(Rules { start_dashes: sd(2), ..Rules::default() }, 9, false);
    while step(&mut over) {}
    shelve(&mut list, over, 5);
    assert_eq!(seeds(&list), vec![7, 8]);

    // Continuing one takes it off.
    assert_eq!(take(&mut list, 8).map(|s| s.seed()), Some(8));
    assert_eq!(take(&mut list, 8), None);
    assert_eq!(seeds(&list), vec![7]);
}

#[test]
fn older_saves_inside_are_upgraded() {
    let s = played(11, 9);
    let record = s.to_saved().record;
    let v1 = json!({ "v": 1, "seed": "000000000000000b", "revision": 4, "record": record });
    let text = json!({ "v": 1, "matches": [
        { "at": 5, "match": v1 },
        { "at": 4, "match": serde_json::from_str::<serde_json::Value>(TODAYS_SAVE).unwrap() },
    ]})
    .to_string();
    let list = migrate_matches(&text).expect("reads");
    assert_eq!(list[0].session.game(), s.game());
    assert_eq!(list[0].session.revision(), 4);
    assert_eq!(list[1].session.to_saved().to_json_string(), TODAYS_SAVE);
}

#[test]
fn unreadable_lists_are_errors_never_panics() {
    let mut list = vec![];
    shelve(&mut list, played(12, 5), 1);
    let good = matches_to_json(&list);
    let mut cases = unreadable_lists(&good);
    cases.push((good.replace("\"dealer\":", "\"dealer\":7,\"x\":"), "bad record"));
    for (text, what) in cases {
        let result = migrate_matches(&text);
        assert!(result.is_err(), "{what} must not read: {text}");
        assert!(!result.unwrap_err().to_string().is_empty(), "{what}: the error says why");
    }
    assert!(matches!(migrate_matches("{\"v\":2,\"matches\":[]}"), Err(StoreError::TooNew { version: 2, known: 1 })));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn any_text_or_cut_reads_or_fails_without_panicking(text in ".{0,200}", cut in 0usize..6000, seed in any::<u64>()) {
        let _ = migrate_matches(&text);
        let mut list = vec![];
        shelve(&mut list, played(seed, (seed % 30) as usize), seed);
        let good = matches_to_json(&list);
        let cut = cut.min(good.len());
        if good.is_char_boundary(cut) {
            let _ = migrate_matches(&good[..cut]);
        }
    }
}

/// The words of the start screen's list and of the questions, in all four languages:
/// dates in the language's own way (never 11/23), button names that say which match.
#[test]
fn matches_put_aside_speak_every_language() {
    use konter_a_matt::i18n::{texts, Lang, Month, EN};
    let nov23 = |lang| texts(lang).short_date(23, Month(10));
    assert_eq!(nov23(Lang::En), "23 Nov");
    assert_eq!(nov23(Lang::Fr), "23 nov.");
    assert_eq!(nov23(Lang::De), "23. Nov.");
    assert_eq!(nov23(Lang::Lb), "23. Nov.");
    assert_eq!(texts(Lang::Fr).short_date(1, Month(4)), "1er mai");
    let what = EN.saved_match(&EN.short_date(23, Month(10)), 3, [7, 9]);
    assert_eq!(EN.continue_saved(&what), "Continue the match of 23 Nov, deal 3, Us 7 – Them 9");
    assert_eq!(EN.delete_saved(&what), "Delete the match of 23 Nov, deal 3, Us 7 – Them 9");
    assert_eq!((EN.abandon_title, EN.abandon_confirm, EN.cancel), ("Start a new match?", "Start a new match", "Cancel"));
    assert_eq!((EN.shared_play, EN.import_go, EN.delete), ("Play the shared deal", "Import", "Delete"));
    for lang in Lang::ALL {
        let t = texts(lang);
        assert!(t.saved_help.contains(&KEPT.to_string()), "{lang:?} says how many are kept");
        let what = t.saved_match(&t.short_date(23, Month(10)), 3, [7, 9]);
        let mut all = vec![
            t.saved_heading.to_string(), t.saved_help.into(), t.delete.into(), t.confirm_shared_title.into(),
            t.confirm_import_title.into(), t.abandon_help.into(), t.continue_saved(&what), t.delete_saved(&what),
        ];
        all.extend((0..12).map(|m| t.short_date(28, Month(m))));
        for text in all {
            assert!(!text.is_empty() && text.trim() == text && !text.contains("  "), "{lang:?}: {text:?}");
            assert!(!text.contains("/11") && !text.contains("11/"), "{lang:?}: {text:?}");
            if lang == Lang::Fr {
                for bad in [" :", " ;", " !", " ?", "« ", " »", "'"] {
                    assert!(!text.contains(bad), "FR: {bad:?} in {text:?}");
                }
            }
        }
        assert!(t.continue_saved(&what).starts_with(t.continue_match.split(' ').next().unwrap()), "{lang:?}");
        assert!(t.continue_saved(&what).contains(&what) && t.delete_saved(&what).contains(&what));
        if lang != Lang::En {
            assert_ne!(t.abandon_help, EN.abandon_help);
            assert_ne!(t.saved_help, EN.saved_help);
        }
    }
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter_a_matt::engine::StartDashes {
    konter_a_matt::engine::StartDashes::new(n).expect("1–99")
}

#[test]
fn the_texts_say_how_many_matches_are_kept_aside() {
    use konter_a_matt::i18n::host_texts::{DE, EN, FR, LB};
    for t in [&EN, &FR, &DE, &LB] {
        assert!(t.saved_help.contains(&KEPT.to_string()), "{}", t.saved_help);
    }
}
