//! The game the start screen starts (`konter-a-matt:game`): Konter a Matt unless the person
//! picked Kontraspiel; anything unreadable is the default, never an error.

use konter_a_matt::store::games::{session_over, Game};

#[test]
fn the_choice_reads_back_and_konter_a_matt_is_the_default() {
    for game in [Game::KONTER_A_MATT, Game::KONTRASPIEL, Game::MUELLER_MATZ] {
        assert_eq!(Game::read(&game.to_json_string()), game);
    }
    assert_eq!(Game::default(), Game::KONTER_A_MATT);
    assert_eq!(Game::KONTER_A_MATT.to_json_string(), r#"{"v":1,"game":"konter-a-matt"}"#);
    assert_eq!(Game::KONTRASPIEL.to_json_string(), r#"{"v":1,"game":"kontraspiel"}"#);
    assert_eq!(Game::MUELLER_MATZ.to_json_string(), r#"{"v":1,"game":"mueller-matz"}"#);
    // Each game but Konter a Matt is a module of its own with its saved match.
    assert_eq!(Game::KONTER_A_MATT.module(), None);
    assert_eq!(Game::KONTRASPIEL.module(), Some(("kontra", "konter-a-matt:kontraspiel")));
    assert_eq!(Game::MUELLER_MATZ.module(), Some(("matz", "konter-a-matt:mueller-matz")));
    for (i, game) in Game::ALL.into_iter().enumerate() {
        assert_eq!(Game::from_index(i as u32), game);
    }
    assert_eq!(Game::from_index(3), Game::KONTER_A_MATT);
    assert_eq!(Game::from_index(u32::MAX), Game::KONTER_A_MATT);
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
        assert_eq!(Game::read(raw), Game::KONTER_A_MATT, "{raw:?}");
    }
}

#[test]
fn the_start_screen_peeks_at_a_kontraspiel_session() {
    assert_eq!(session_over(None), None);
    assert_eq!(session_over(Some(r#"{"v":1,"over":true}"#)), Some(true));
    assert_eq!(session_over(Some(r#"{"v":1,"over":false}"#)), Some(false));
    // Unreadable: there is a session to show (its module reports and backs it up).
    assert_eq!(session_over(Some("garbage")), Some(false));
}

#[test]
fn the_list_of_games_names_each_game_once_the_way_its_rules_crate_does() {
    use std::collections::HashSet;
    let ids: Vec<_> = Game::ALL.iter().map(|g| g.id()).collect();
    assert_eq!(ids, [&konter::ID, &kontra::ID, &matz::ID]);
    for field in [|id: &game::Id| id.slug, |id: &game::Id| id.key, |id: &game::Id| id.name] {
        let seen: HashSet<_> = ids.iter().map(|id| field(id)).collect();
        assert_eq!(seen.len(), ids.len(), "each game's slug, key and name are its own");
    }
    for game in Game::ALL {
        assert_eq!(Game::of_slug(game.id().slug), Some(game));
        assert_eq!(Game::ALL[game.index()], game);
        assert_eq!(game.name(), game.id().name);
    }
    // A record's "format" is its game's slug.
    assert_eq!(Game::of_format(konter::record::FORMAT), Some(Game::KONTER_A_MATT));
    assert_eq!(Game::of_format(kontra::record::FORMAT), Some(Game::KONTRASPIEL));
    assert_eq!(Game::of_format(matz::record::FORMAT), Some(Game::MUELLER_MATZ));
    assert_eq!(Game::of_slug("chess"), None);
}
