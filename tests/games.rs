//! The game the start screen starts (`konter-a-matt:game`): Konter a Matt unless the person
//! picked Kontraspiel; anything unreadable is the default, never an error.

use konter_a_matt::store::games::{kontra_session_over, Game};

#[test]
fn the_choice_reads_back_and_konter_a_matt_is_the_default() {
    for game in [Game::KonterAMatt, Game::Kontraspiel, Game::MuellerMatz] {
        assert_eq!(Game::read(&game.to_json_string()), game);
    }
    assert_eq!(Game::default(), Game::KonterAMatt);
    assert_eq!(Game::KonterAMatt.to_json_string(), r#"{"v":1,"game":"konter-a-matt"}"#);
    assert_eq!(Game::Kontraspiel.to_json_string(), r#"{"v":1,"game":"kontraspiel"}"#);
    assert_eq!(Game::MuellerMatz.to_json_string(), r#"{"v":1,"game":"mueller-matz"}"#);
    // Each game but Konter a Matt is a module of its own with its saved match.
    assert_eq!(Game::KonterAMatt.module(), None);
    assert_eq!(Game::Kontraspiel.module(), Some(("kontra", "konter-a-matt:kontraspiel")));
    assert_eq!(Game::MuellerMatz.module(), Some(("matz", "konter-a-matt:mueller-matz")));
    for (i, game) in Game::ALL.into_iter().enumerate() {
        assert_eq!(Game::from_index(i as u32), game);
    }
    assert_eq!(Game::from_index(3), Game::KonterAMatt);
    assert_eq!(Game::from_index(u32::MAX), Game::KonterAMatt);
}

#[test]
fn a_broken_or_foreign_choice_is_konter_a_matt() {
    for raw in [
        "",
        "kontraspiel",
        "{",
        "null",
        "[]",
        r#"{"game":"kontraspiel"}"#,
        r#"{"v":2,"game":"kontraspiel"}"#,
        r#"{"v":1,"game":"KONTRASPIEL"}"#,
        r#"{"v":1,"game":7}"#,
        r#"{"v":"1","game":"kontraspiel"}"#,
        r#"{"v":2,"game":"mueller-matz"}"#,
        r#"{"v":1,"game":"Müller Matz"}"#,
        r#"{"v":1,"game":"muellermatz"}"#,
    ] {
        assert_eq!(Game::read(raw), Game::KonterAMatt, "{raw:?}");
    }
}

#[test]
fn the_start_screen_peeks_at_a_kontraspiel_session() {
    assert_eq!(kontra_session_over(None), None);
    assert_eq!(kontra_session_over(Some(r#"{"v":1,"over":true}"#)), Some(true));
    assert_eq!(kontra_session_over(Some(r#"{"v":1,"over":false}"#)), Some(false));
    // Unreadable: there is a session to show (its module reports and backs it up).
    assert_eq!(kontra_session_over(Some("garbage")), Some(false));
}
