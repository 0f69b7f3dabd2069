//! Friends at one table: any of the three other seats can be a person at the device. Who
//! plays is the settings' and the session's business (the engine knows nothing of it): a
//! person's seat never gets a bot's decision, `Next` says which person acts, the table is
//! covered exactly when the person to act is not the one who last looked, and the saved
//! match keeps who plays without changing the saves of a table with bots only.

mod common;

use common::{save_and_restore, step};
use konter_a_matt::engine::{Direction, Rules, Seat, Team};
use konter_a_matt::i18n::Voice;
use konter_a_matt::store::seats::PERSON;
use konter_a_matt::store::seats::*;
use konter_a_matt::store::*;
use konter_a_matt::games::konter::stored::migrate_match;
use konter_a_matt::games::konter::session::*;

fn seat(i: usize) -> Seat {
    Seat::ALL[i]
}

const NORTH_TOO: [Player; 3] = [Player::Bot, Player::Person, Player::Bot];

fn with_players(players: [Player; 3], seed: u64) -> Session {
    let mut s = Session::new(Rules { start_dashes: sd(3), ..Rules::default() }, seed, false);
    s.set_players(players);
    s
}

#[test]
fn settings_keep_who_plays_and_old_settings_read_as_bots() {
    let default = Settings::default();
    assert_eq!(default.players, [Player::Bot; 3]);
    // A table with bots only writes what it always wrote.
    assert!(!default.to_json_string().contains("players"), "{}", default.to_json_string());
    let old = r#"{"v":1,"levels":["Easy","Hard","Medium"],"speed":"fast","lang":"fr"}"#;
    let read = migrate_settings(old).unwrap();
    assert_eq!(read.players, [Player::Bot; 3]);
    assert_eq!(read.speed, Speed::Fast);

    let s = Settings { players: NORTH_TOO, ..Settings::default() };
    let text = s.to_json_string();
    assert!(text.contains(r#""players":["bot","person","bot"]"#), "{text}");
    assert_eq!(migrate_settings(&text).unwrap(), s);
    for bad in [r#"["bot","friend","bot"]"#, r#"["bot","person"]"#, r#"["bot","bot","bot","bot"]"#, r#""bot person bot""#, "2"] {
        assert!(migrate_settings(&format!(r#"{{"v":1,"players":{bad}}}"#)).is_err(), "{bad}");
    }
}

#[test]
fn a_person_never_gets_a_bot_decision_and_next_says_who_acts() {
    for players in [NORTH_TOO, [Player::Person; 3], [Player::Person, Player::Bot, Player::Bot]] {
        let mut s = with_players(players, 0xf00d);
        let mut people_turns = [0; 4];
        while step(&mut s) {
            match s.next() {
                Next::Person(p) => {
                    assert!(s.is_person(p), "{p:?} is no person");
                    assert_eq!(s.deal().and_then(|d| d.to_act()), Some(p));
                    people_turns[p.index()] += 1;
                }
                Next::Bot(b) => assert!(!s.is_person(b), "a bot's turn for the person at {b:?}"),
                _ => {}
            }
        }
        for (i, turns) in people_turns.iter().enumerate() {
            assert_eq!(*turns > 0, s.is_person(seat(i)), "{players:?}: seat {i}");
        }
    }
}

#[test]
fn alone_with_the_bots_nothing_changes() {
    let mut s = Session::new(Rules::default(), 0xabc, false);
    assert!(!s.friends());
    assert_eq!(s.voice(), Voice::We);
    assert_eq!(s.seating(), Seating::owner(Direction::Clockwise));
    let saved = s.to_saved().to_json_string();
    assert!(!saved.contains("players"), "{saved}");
    while step(&mut s) {
        if let Next::Person(p) = s.next() {
            assert_eq!(p, PERSON);
        }
        // Never covered, whoever is said to look.
        assert_eq!(s.cover(), None);
        s.look(Some(seat(2)));
        assert_eq!(s.cover(), None);
        assert_eq!(s.seating(), Seating::owner(Direction::Clockwise));
        s.look(None);
    }
}

#[test]
fn the_table_is_covered_exactly_when_another_person_may_be_looking() {
    let mut s = with_players(NORTH_TOO, 0x5eed);
    assert!(s.friends());
    assert_eq!(s.voice(), Voice::Seats);
    let mut looking: Option<Seat> = None;
    let mut covers = 0;
    let mut passes = 0;
    loop {
        let next = s.next();
        let cover = s.cover();
        match next {
            Next::Person(p) => {
                // Covered unless the person to act is the one who looked last: never seen by
                // anyone else, nor after a reload (nobody known to look).
                assert_eq!(cover, (looking != Some(p)).then_some(p), "{next:?}, {looking:?} looking");
                assert_eq!(save_and_restore(&s).cover(), Some(p), "a reload covers a person's turn");
                if cover.is_some() {
                    covers += 1;
                    passes += usize::from(looking.is_some());
                    // "I am North — show my cards".
                    looking = Some(p);
                    s.look(looking);
                    assert_eq!(s.cover(), None);
                    assert_eq!(s.seating().you, looking);
                }
            }
            // Bots' turns, tricks, summaries: never covered; the person looking keeps
            // their hand shown.
            _ => {
                assert_eq!(cover, None, "{next:?}");
                assert_eq!(s.seating().you, looking);
            }
        }
        if !step(&mut s) {
            break;
        }
    }
    assert!(covers > 4 && passes > 4, "the device went round: {covers} covers, {passes} passes");
}

#[test]
fn the_view_turns_to_whoever_looks() {
    let mut s = with_players(NORTH_TOO, 1);
    // North looks: North at the bottom as "You", South (the partner) on top, the
    // opponents by their compass points.
    s.look(Some(seat(2)));
    let north = s.seating();
    assert_eq!(north.place(seat(2)), Place::Bottom);
    assert_eq!(north.place(seat(0)), Place::Top);
    assert_eq!(north.seat_at(Place::Bottom), seat(2));
    assert_eq!(north.who(seat(2)), Who::You);
    assert_eq!(north.who(seat(0)), Who::South);
    assert_eq!(north.who(seat(1)), Who::West);
    assert_eq!(north.who(seat(3)), Who::East);
    // Clockwise, West plays after South and sits on South's left; seen from North, the
    // seat after North (East) is on the left.
    assert_eq!(north.place(seat(3)), Place::Left);
    assert_eq!(north.place(seat(1)), Place::Right);
    // Nobody known to look: the owner's place, no hand, no "You".
    s.look(None);
    let nobody = s.seating();
    assert_eq!((nobody.bottom, nobody.you), (PERSON, None));
    assert_eq!(nobody.who(PERSON), Who::South);
    // A seat that is no person's is never looked at.
    s.look(Some(seat(1)));
    assert_eq!(s.seating().you, None);
}

#[test]
fn who_plays_applies_from_the_next_turn() {
    // Until West, a bot, is to act; then West becomes a person, and back.
    let mut s = Session::new(Rules::default(), 0x77, false);
    while s.next() != Next::Bot(seat(1)) {
        step(&mut s);
    }
    let rev = s.revision();
    s.set_players([Player::Person, Player::Bot, Player::Bot]);
    assert!(s.revision() > rev, "a change to save");
    assert_eq!(s.next(), Next::Person(seat(1)));
    s.look(Some(PERSON));
    assert_eq!(s.cover(), Some(seat(1)));
    s.set_players([Player::Bot; 3]);
    assert_eq!(s.next(), Next::Bot(seat(1)));
    assert_eq!(s.cover(), None);
}

#[test]
fn no_undo_while_friends_play() {
    let mut s = Session::new(Rules::default(), 0x99, true);
    s.set_players(NORTH_TOO);
    let mut played = false;
    while step(&mut s) && s.deal_index() == 0 {
        played |= s.deal().is_some_and(|d| d.events().iter().any(|e| e.seat() == PERSON));
        assert!(!s.can_undo() && !s.undo());
    }
    assert!(played);
}

#[test]
fn a_saved_match_with_people_round_trips() {
    let mut s = with_players(NORTH_TOO, 0xbeef);
    let mut moments = 0;
    loop {
        let text = s.to_saved().to_json_string();
        assert!(text.contains(r#""players":["bot","person","bot"]"#), "{text}");
        let back = save_and_restore(&s);
        assert_eq!(back, s);
        assert_eq!(back.players(), NORTH_TOO);
        assert_eq!(back.next(), s.next());
        // Nobody is known to look after a reload: a person's turn is covered.
        if let Next::Person(p) = back.next() {
            assert_eq!(back.cover(), Some(p));
        }
        moments += 1;
        if !step(&mut s) {
            break;
        }
    }
    assert!(moments > 30);
    // Statistics stay the owner's: seat 0's team.
    assert_eq!(PERSON.team(), Team::A);
}

#[test]
fn todays_saves_read_as_a_table_with_bots_only() {
    let s = Session::new(Rules::default(), 0x1234, false);
    let text = s.to_saved().to_json_string();
    // What the app wrote before friends could play: the same fields, no "players".
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    let mut keys: Vec<&str> = value.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["collected", "counted", "practice", "record", "revision", "screen", "seed", "v"]);
    let back = Session::from_saved(&migrate_match(&text).unwrap()).unwrap();
    assert_eq!(back.players(), [Player::Bot; 3]);
    assert!(!back.friends());
    // A value that is no player is refused like any other wrong field.
    let bad = text.replacen("\"seed\"", "\"players\":[\"bot\",\"nobody\",\"bot\"],\"seed\"", 1);
    assert!(migrate_match(&bad).is_err());
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter_a_matt::engine::StartDashes {
    konter_a_matt::engine::StartDashes::new(n).expect("1–99")
}

#[test]
fn module_games_keep_who_plays_and_a_table_of_bots_writes_as_before() {
    use konter_a_matt::store::seats::Player as P;
    use konter_a_matt::games::kontra::stored::KontraSettings;
    use konter_a_matt::games::matz::stored::MatzSettings;

    let k = KontraSettings::default();
    assert!(!k.to_json_string().contains("players"), "{}", k.to_json_string());
    assert!(!k.players.friends(4));
    let mut with_north = k;
    with_north.players.set(2, P::Person);
    let text = with_north.to_json_string();
    assert!(text.contains(r#""players":["bot","person"]"#), "{text}");
    assert_eq!(KontraSettings::read(&text).unwrap(), with_north);
    assert!(with_north.players.friends(4));
    assert!(KontraSettings::read(r#"{"v":1,"players":["friend"]}"#).is_err());

    let m = MatzSettings::default().with_players(8);
    assert!(!m.to_json_string().contains(r#""players":["#), "{}", m.to_json_string());
    let mut with_greta = m;
    with_greta.players.set(7, P::Person);
    assert_eq!(MatzSettings::read(&with_greta.to_json_string()).unwrap(), with_greta);
    // A friend at seat 7 plays only at a table of eight.
    assert!(with_greta.players.friends(8) && !with_greta.players.friends(7));
    assert!(MatzSettings::read(r#"{"v":1,"players":["bot","bot","bot","bot","bot","bot","bot","person"]}"#).is_err());
}
