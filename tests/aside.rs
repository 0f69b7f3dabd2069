//! The list of matches put aside that every game keeps (`src/store/aside.rs`): newest
//! first, at most `KEPT`, one entry per match, finished matches never put aside, an
//! unreadable list refused without a panic, and each module game's saved match read back
//! exactly as under its own key.

use konter_a_matt::store::aside::{self, any, read, shelve, take, to_json, Keep, Kept, KEPT};
use konter_a_matt::games::Game;
use konter_a_matt::store::keys::{ALL, PREFIX};
use konter_a_matt::games::kontra::stored::SavedSession;
use konter_a_matt::games::matz::stored::SavedMatz;
use konter_a_matt::store::StoreError;

#[allow(dead_code)]
mod common;
use common::unreadable::unreadable_lists;

/// A Kontraspiel session `steps` actions in (the first legal action each time).
fn kontra(seed: u64, steps: usize) -> SavedSession {
    let mut s = SavedSession::new(kontra::Rules::default(), seed, [0; 4]);
    for _ in 0..steps {
        match s.session.to_act() {
            Some(by) => {
                let a = s.session.legal_actions()[0];
                s.session.apply(by, a).unwrap();
            }
            None if !s.deal_next() => break,
            None => {}
        }
    }
    s
}

/// A Müller Matz match of three `steps` actions in.
fn matz(seed: u64, steps: usize) -> SavedMatz {
    let mut m = SavedMatz::new(matz::Rules::new(3).unwrap(), seed);
    for _ in 0..steps {
        let Some(g) = m.game.current() else {
            if !m.deal_next() {
                break;
            }
            continue;
        };
        let Some(by) = g.to_act() else { break };
        let a = g.legal_actions()[0];
        m.game.apply(by, a).unwrap();
    }
    m
}

fn seeds<T: Keep>(list: &[Kept<T>]) -> Vec<u64> {
    list.iter().map(|e| e.session.seed_of()).collect()
}

#[test]
fn every_games_keys_are_the_apps_none_twice_and_never_move() {
    // The keys under which players' values already are: a change here loses them.
    let expected = [
        (Game::KONTRASPIEL, ["kontraspiel", "kontraspiel-settings", "kontraspiel-stats", "kontraspiel-matches", "lessons-kontra"]),
        (Game::MUELLER_MATZ, ["mueller-matz", "mueller-matz-settings", "mueller-matz-stats", "mueller-matz-matches", "lessons-matz"]),
    ];
    let of_games = [konter_a_matt::games::kontra::stored::KEYS, konter_a_matt::games::matz::stored::KEYS];
    for ((game, names), keys) in expected.into_iter().zip(of_games) {
        assert_eq!(keys.all(), names.map(|n| &*format!("{PREFIX}{n}").leak()), "{}", game.name());
        // The list gives the page the ones it reads.
        assert_eq!(game.module().map(|m| m.1), Some(keys.saved));
        assert_eq!(game.matches_key(), Some(keys.matches));
    }
    assert_eq!(Game::KONTER_A_MATT.module(), None, "Konter a Matt's keys are the page's");
    let mut all: Vec<&str> = ALL.to_vec();
    all.extend(of_games.iter().flat_map(|k| k.all()));
    for (i, k) in all.iter().enumerate() {
        assert!(k.starts_with(PREFIX) && k.len() > PREFIX.len(), "{k}");
        assert!(!all[..i].contains(k), "{k} twice");
    }
}

#[test]
fn each_games_match_round_trips_exactly_as_under_its_own_key() {
    let mut list = vec![];
    for (i, s) in [kontra(1, 0), kontra(2, 9), kontra(3, 40)].into_iter().enumerate() {
        shelve(&mut list, s, 1_000 + i as u64);
    }
    let text = to_json(&list);
    assert!(text.starts_with("{\"v\":1,\"matches\":[{\"at\":1002,\"match\":{"), "{text}");
    // The match inside is the text the game writes under its own key.
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["matches"][1]["match"].to_string(), kontra(2, 9).to_json_string());
    let back = read::<SavedSession>(&text).expect("reads back");
    assert_eq!(back, list);
    assert_eq!(to_json(&back), text);

    let mut list = vec![];
    for (i, m) in [matz(4, 0), matz(5, 7), matz(6, 30)].into_iter().enumerate() {
        shelve(&mut list, m, 10 + i as u64);
    }
    let text = to_json(&list);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["matches"][0]["match"].to_string(), matz(6, 30).to_json_string());
    assert_eq!(read::<SavedMatz>(&text).unwrap(), list);
    assert_eq!(read::<SavedMatz>(&to_json::<SavedMatz>(&[])).unwrap(), vec![]);
}

#[test]
fn newest_first_at_most_kept() {
    let mut list = vec![];
    for seed in 1..=KEPT as u64 + 3 {
        shelve(&mut list, kontra(seed, seed as usize), seed * 10);
    }
    assert_eq!(list.len(), KEPT);
    assert_eq!(seeds(&list), (4..=KEPT as u64 + 3).rev().collect::<Vec<_>>(), "the three oldest went");
    assert_eq!(list[0].at, (KEPT as u64 + 3) * 10);
}

#[test]
fn one_entry_per_match_the_furthest_state_and_never_a_finished_one() {
    let mut list = vec![];
    shelve(&mut list, matz(7, 20), 1);
    shelve(&mut list, matz(8, 1), 2);
    shelve(&mut list, matz(7, 3), 3);
    assert_eq!(seeds(&list), vec![8, 7], "an earlier state of a match kept does not replace it");
    assert_eq!(list[1].session, matz(7, 20));
    shelve(&mut list, matz(7, 25), 4);
    assert_eq!(seeds(&list), vec![7, 8], "a later state replaces it, in front");
    assert_eq!(list[0].session, matz(7, 25));

    let over = matz(9, 100_000);
    assert!(over.game.is_over());
    shelve(&mut list, over, 5);
    let over = kontra(10, 100_000);
    assert!(over.session.is_over());
    let mut sessions = vec![];
    shelve(&mut sessions, over, 5);
    assert!(sessions.is_empty(), "a finished session is not put aside");
    assert_eq!(seeds(&list), vec![7, 8], "nor a finished match");

    assert_eq!(take(&mut list, 8).map(|m| m.seed), Some(8));
    assert_eq!(take(&mut list, 8), None);
    assert_eq!(seeds(&list), vec![7]);
}

#[test]
fn unreadable_lists_are_errors_never_panics() {
    let mut list = vec![];
    shelve(&mut list, kontra(12, 5), 1);
    let good = to_json(&list);
    let cases = unreadable_lists(&good);
    for (text, what) in cases {
        assert_ne!(text, good, "{what}: the case changes the text");
        let result = read::<SavedSession>(&text);
        assert!(result.is_err(), "{what} must not read: {text}");
        assert!(!result.unwrap_err().to_string().is_empty(), "{what}: the error says why");
        let _ = read::<SavedMatz>(&text);
    }
    assert!(matches!(read::<SavedMatz>("{\"v\":2,\"matches\":[]}"), Err(StoreError::TooNew { version: 2, known: 1 })));
    // Every cut of a good list reads or fails, never panics.
    let mut list = vec![];
    shelve(&mut list, matz(13, 12), 1);
    let good = to_json(&list);
    for cut in (0..good.len()).filter(|&c| good.is_char_boundary(c)) {
        assert!(read::<SavedMatz>(&good[..cut]).is_err());
    }
}

#[test]
fn the_start_screen_peeks_whether_any_is_kept() {
    let mut list = vec![];
    assert!(!any(Some(&to_json::<SavedMatz>(&list))));
    shelve(&mut list, matz(14, 2), 1);
    assert!(any(Some(&to_json(&list))));
    assert!(!any(None) && !any(Some("garbage")));
    assert_eq!(aside::VERSION, 1);
}
