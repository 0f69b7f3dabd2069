//! Every message of either direction, for each game, reads back as it was written, with
//! the protocol version and its type.


use crate::common::*;
use online::{decode, encode, Happened, Message, Online, ToGuest, ToHost, PROTOCOL_VERSION};

fn round_trip<M: Message + PartialEq + std::fmt::Debug>(message: M, kind: &str) {
    let json = encode(&message).expect("a message");
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(value["v"], PROTOCOL_VERSION, "{json}");
    assert_eq!(value["type"], kind, "{json}");
    assert_eq!(decode::<M>(json.as_bytes()), Ok(message), "{json}");
    // Each type's own reading of the fields agrees with serde's reading of the tagged whole.
    let derived: M = serde_json::from_str(&json).expect("the derived reading");
    assert_eq!(M::read(kind, json.as_bytes()).expect("the fields"), derived, "{json}");
}

/// Every message, with the seat to act's first legal action and its view.
fn every_message<G: Online>(game: G, seat: G::Seat, other: G::Seat) {
    let table = table_with(game, &[]);
    let game = table.game();
    let actor = game.to_act().expect("someone to act");
    let action = game.legal_actions()[0];
    let view = game.view(seat);
    assert!(view.is_some());
    round_trip::<ToHost<G>>(ToHost::Hello { name: "Léa ♥".into() }, "hello");
    round_trip::<ToHost<G>>(ToHost::Intent { seat: actor, action, revision: 3 }, "intent");
    round_trip::<ToHost<G>>(ToHost::Ping, "ping");
    round_trip::<ToGuest<G>>(
        ToGuest::Welcome { game: G::ID.slug.to_string(), seat, host: "Host".into(), view: view.clone(), revision: 7, names: vec![] },
        "welcome",
    );
    let names = vec![online::SeatName { seat: 0, name: "Host".into() }, online::SeatName { seat: 2, name: "Léa".into() }];
    round_trip::<ToGuest<G>>(ToGuest::Welcome { game: G::ID.slug.to_string(), seat, host: "Host".into(), view: None, revision: 0, names }, "welcome");
    for viewer in [actor, other] {
        let happened = Happened::Acted { seat: actor, seen: G::seen(actor, action, viewer) };
        round_trip::<ToGuest<G>>(ToGuest::Update { happened, view: view.clone(), revision: 8 }, "update");
    }
    round_trip::<ToGuest<G>>(ToGuest::Update { happened: Happened::Dealt, view: view.clone(), revision: u64::MAX }, "update");
    round_trip::<ToGuest<G>>(ToGuest::Refused { reason: "it is not your turn".into() }, "refused");
    round_trip::<ToGuest<G>>(ToGuest::Away { name: "Léa".into() }, "away");
    round_trip::<ToGuest<G>>(ToGuest::Here { name: "Léa".into(), seat: 2 }, "here");
    round_trip::<ToGuest<G>>(ToGuest::Pong, "pong");
    round_trip::<ToGuest<G>>(ToGuest::Hurry { seconds: 15, revision: 9 }, "hurry");
}

#[test]
fn konter_a_matt_messages_round_trip() {
    every_message(konter_match(), konter::Seat::ALL[2], konter::Seat::ALL[3]);
}

#[test]
fn kontraspiel_messages_round_trip() {
    every_message(kontra_session(), kontra_seat(1), kontra_seat(2));
}

#[test]
fn mueller_matz_messages_round_trip_at_every_table_size() {
    for players in 2..=8 {
        every_message(matz_match(players), matz::Seat::all(players).last().expect("a seat"), matz::Seat::all(players).next().expect("a seat"));
    }
}

#[test]
fn every_action_of_a_whole_deal_round_trips_as_an_intent() {
    fn all<G: Online>(mut game: G) {
        game.deal_next(11).expect("a deal");
        while let Some(seat) = game.to_act() {
            for action in game.legal_actions() {
                round_trip::<ToHost<G>>(ToHost::Intent { seat, action, revision: 1 }, "intent");
            }
            let action = game.legal_actions()[0];
            game.apply(seat, action).expect("a legal action");
        }
    }
    all(konter_match());
    all(kontra_session());
    all(matz_match(5));
}

#[test]
fn a_konter_a_matt_view_reads_back_unchanged_in_every_phase() {
    let mut game = konter_match();
    game::Game::deal_next(&mut game, 3).expect("a deal");
    while let Some(seat) = game::Game::to_act(&game) {
        for viewer in konter::Seat::ALL {
            let view = game::Game::view(&game, viewer).expect("a view");
            let json = serde_json::to_string(&view).expect("JSON");
            assert_eq!(serde_json::from_str::<konter::MatchView>(&json).expect("a view"), view, "{json}");
        }
        let action = game::Game::legal_actions(&game)[0];
        game::Game::apply(&mut game, seat, action).expect("a legal action");
    }
}

#[test]
fn the_games_have_their_names_on_the_wire() {
    // The slugs are the wire's (and the records' "format"): changing one breaks every link.
    assert_eq!(<konter::Match as game::Game>::ID.slug, "konter-a-matt");
    assert_eq!(<kontra::Session as game::Game>::ID.slug, "kontraspiel");
    assert_eq!(<matz::Match as game::Game>::ID.slug, "mueller-matz");
}
