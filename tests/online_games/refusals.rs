//! What the host refuses, and that the table goes on after it: a message too large, not
//! JSON, of an unknown type or another version; an intent for another seat, out of turn,
//! or with an illegal card; a stranger's connection. Each refusal goes to the sender only,
//! says why in words, and leaves the match as it was.


use crate::common::*;
use online::{
    decode, encode, Channel, Happened, Online, Outgoing, ProtocolError, Table, ToGuest, ToHost,
    MAX_TO_GUEST_BYTES, MAX_TO_HOST_BYTES,
};

/// Sends `bytes` on `channel`: exactly one refusal comes back to it, and nothing changed.
fn refused<G: Online>(table: &mut Table<G>, channel: Channel, bytes: &[u8]) -> String {
    let before = table.game().clone();
    let out = table.receive(channel, bytes);
    assert!(table.game() == &before, "a refused message changes nothing");
    match &out[..] {
        [Outgoing { channel: to, message: ToGuest::Refused { reason } }] if *to == channel => reason.clone(),
        other => panic!("expected one refusal, got {other:?}"),
    }
}

/// The guest on channel 1 holds the seat to act, the guest on channel 2 another seat.
fn konter_table() -> Table<konter::Match> {
    let game = table_with(konter_match(), &[]).game().clone();
    let to_act = game::Game::to_act(&game).expect("someone to act");
    table_with(game, &[to_act, to_act.next()])
}

fn konter_legal(table: &Table<konter::Match>) -> konter::Action {
    game::Game::legal_actions(table.game())[0]
}

/// Plays the table on by one legal action from the guest to act; every guest hears of it.
fn goes_on(table: &mut Table<konter::Match>) {
    let seat = game::Game::to_act(table.game()).expect("someone to act");
    let channel = [Channel(1), Channel(2)].into_iter().find(|&c| table.seat_of(c) == Some(seat));
    let action = konter_legal(table);
    let out = match channel {
        Some(c) => table.receive(c, &intent::<konter::Match>(&table, seat, action)),
        None => table.act(seat, action).expect("a legal action"),
    };
    assert_eq!(out.len(), 2, "{out:?}");
    assert!(out.iter().all(|o| matches!(o.message, ToGuest::Update { happened: Happened::Acted { .. }, .. })));
}

#[test]
fn an_intent_for_another_seat_is_refused() {
    let mut t = konter_table();
    let to_act = t.seat_of(Channel(1)).expect("seated");
    let action = konter_legal(&t);
    let message = intent::<konter::Match>(&t, to_act, action);
    let reason = refused(&mut t, Channel(2), &message);
    assert!(reason.contains("this device plays seat"), "{reason}");
    goes_on(&mut t);
}

#[test]
fn an_intent_out_of_turn_is_refused_with_the_engines_reason() {
    let mut t = konter_table();
    let mine = t.seat_of(Channel(2)).expect("seated");
    let action = konter_legal(&t);
    let message = intent::<konter::Match>(&t, mine, action);
    let reason = refused(&mut t, Channel(2), &message);
    let engine = game::Game::apply(&mut t.game().clone(), mine, action).expect_err("out of turn");
    assert_eq!(reason, engine.to_string());
    goes_on(&mut t);
}

#[test]
fn an_illegal_card_is_refused_with_the_engines_reason() {
    let mut t = konter_table();
    // Trump named, then the guest to act tries a card it does not hold.
    goes_on(&mut t);
    let seat = game::Game::to_act(t.game()).expect("someone to act");
    let channel = [Channel(1), Channel(2)].into_iter().find(|&c| t.seat_of(c) == Some(seat)).expect("a guest to act");
    let deal = t.game().current().expect("a deal");
    let card = konter::CardSet::DECK.minus(deal.hand(seat)).iter().next().expect("a card not held");
    let message = intent::<konter::Match>(&t, seat, konter::Action::Play(card));
    let reason = refused(&mut t, channel, &message);
    let engine = game::Game::apply(&mut t.game().clone(), seat, konter::Action::Play(card)).expect_err("not held");
    assert_eq!(reason, engine.to_string());
    goes_on(&mut t);
}

#[test]
fn an_illegal_kontraspiel_and_mueller_matz_intent_is_refused() {
    fn check<G: Online>(mut t: Table<G>, illegal: G::Action) {
        let seat = t.game().to_act().expect("someone to act");
        assert!(!t.game().legal_actions().contains(&illegal));
        let message = intent::<G>(&t, seat, illegal);
        let reason = refused(&mut t, Channel(1), &message);
        assert!(!reason.is_empty());
        let action = t.game().legal_actions()[0];
        let out = t.receive(Channel(1), &intent::<G>(&t, seat, action));
        assert!(matches!(&out[..], [Outgoing { message: ToGuest::Update { .. }, .. }]), "the table goes on: {out:?}");
    }
    let kontra = table_with(kontra_session(), &[]);
    let to_act = kontra.game().to_act().expect("someone to act");
    check(table_with(kontra.game().clone(), &[to_act]), kontra::Action::Recontra);
    let matz = table_with(matz_match(4), &[]);
    let to_act = game::Game::to_act(matz.game()).expect("someone to act");
    check(table_with(matz.game().clone(), &[to_act]), matz::Action::GiveUp);
}

#[test]
fn garbage_is_refused_and_the_table_goes_on() {
    let mut t = konter_table();
    for garbage in [
        &b""[..],
        b"\xff\xfe\x00",
        b"not json",
        b"{\"v\":1,\"type\":\"intent\"",
        b"[1,2,3]",
        b"null",
        b"{\"v\":1,\"type\":\"intent\",\"seat\":0,\"action\":{\"play\":\"XX\"}}",
        b"{\"v\":1,\"type\":\"intent\",\"seat\":9,\"action\":{\"play\":\"QS\"}}",
        b"{\"v\":1,\"type\":\"intent\"}",
        b"{\"v\":1}",
        b"{\"type\":\"ping\"}",
    ] {
        let reason = refused(&mut t, Channel(1), garbage);
        assert!(!reason.is_empty());
    }
    let deep = "[".repeat(10_000);
    refused(&mut t, Channel(1), deep.as_bytes());
    goes_on(&mut t);
}

#[test]
fn a_megabyte_is_refused_before_it_is_read() {
    let mut t = konter_table();
    let mut huge = br#"{"v":1,"type":"hello","name":""#.to_vec();
    huge.resize(1 << 20, b'a');
    huge.extend_from_slice(b"\"}");
    let reason = refused(&mut t, Channel(1), &huge);
    assert_eq!(
        decode::<ToHost<konter::Match>>(&huge),
        Err(ProtocolError::TooLarge { bytes: huge.len(), limit: MAX_TO_HOST_BYTES })
    );
    assert!(reason.contains("too large"), "{reason}");
    assert!(matches!(
        decode::<ToGuest<konter::Match>>(&huge),
        Err(ProtocolError::TooLarge { limit: MAX_TO_GUEST_BYTES, .. })
    ));
    goes_on(&mut t);
}

#[test]
fn each_kind_of_bad_message_says_what_was_wrong() {
    type M = ToHost<kontra::Session>;
    let cases: [(&[u8], &str); 6] = [
        (b"{\"v\":9,\"type\":\"ping\"}", "version 9"),
        (b"{\"type\":\"ping\"}", "no version"),
        (b"{\"v\":3,\"type\":\"shuffle\"}", "unknown message type \"shuffle\""),
        (b"{\"v\":3}", "no type"),
        (b"{\"v\":3,\"type\":\"intent\",\"seat\":1,\"action\":\"fly\"}", "\"fly\" is not an action"),
        (b"{\"v\":3,\"ty", "not readable"),
    ];
    for (bytes, words) in cases {
        let e = decode::<M>(bytes).expect_err("refused");
        assert!(e.to_string().contains(words), "{e}");
    }
    // A host's message is not a guest's.
    let pong = encode(&ToGuest::<kontra::Session>::Pong).expect("pong");
    assert_eq!(decode::<M>(pong.as_bytes()), Err(ProtocolError::UnknownType(Some("pong".into()))));
}

#[test]
fn a_connection_without_a_seat_is_refused() {
    let mut t = konter_table();
    let reason = refused(&mut t, Channel(99), &encode(&ToHost::<konter::Match>::Ping).expect("ping").into_bytes());
    assert!(reason.contains("no seat"), "{reason}");
}

#[test]
fn an_intent_before_hello_is_refused() {
    let mut t = konter_table();
    let seat = t.seat_of(Channel(1)).expect("seated");
    t.seat(seat, Channel(5));
    let action = konter_legal(&t);
    let message = intent::<konter::Match>(&t, seat, action);
    let reason = refused(&mut t, Channel(5), &message);
    assert!(reason.contains("hello"), "{reason}");
}

#[test]
fn hello_welcomes_the_guest_and_tells_the_others() {
    let mut t = konter_table();
    let seat = t.seat_of(Channel(2)).expect("seated");
    let away = t.away(Channel(2));
    assert!(matches!(&away[..], [Outgoing { channel: Channel(1), message: ToGuest::Away { name } }] if name == "Guest 2"), "{away:?}");
    t.seat(seat, Channel(7));
    let hello = encode(&ToHost::<konter::Match>::Hello { name: "  Léa\u{7}  ".into() }).expect("hello");
    let out = t.receive(Channel(7), hello.as_bytes());
    match &out[..] {
        [Outgoing { channel: Channel(7), message: ToGuest::Welcome { seat: s, host, view, names, .. } }, Outgoing { channel: Channel(1), message: ToGuest::Here { name, seat: at } }] => {
            assert_eq!((*s, host.as_str(), name.as_str(), *at), (seat, "Host", "Léa", seat.index()));
            assert_eq!(view, &game::Game::view(t.game(), seat));
            // The newcomer learns who sits where: the host at seat 0, each friend at theirs.
            assert!(names.contains(&online::SeatName { seat: 0, name: "Host".into() }), "{names:?}");
            assert!(names.contains(&online::SeatName { seat: seat.index(), name: "Léa".into() }), "{names:?}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(t.seat_of(Channel(2)), None, "the old channel has no seat any more");
    let ping = encode(&ToHost::<konter::Match>::Ping).expect("ping");
    assert_eq!(t.receive(Channel(7), ping.as_bytes()), vec![Outgoing { channel: Channel(7), message: ToGuest::Pong }]);
}
