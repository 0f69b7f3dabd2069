//! What the host trusts of a guest: nothing it could repeat, hurry or flood. An intent names
//! the table's revision it answers, so a double tap or a stale intent is refused; nothing is
//! read before play begins; each guest's messages are rationed, and a flood costs the host
//! one count per message after a single refusal.


use crate::common::*;
use online::{encode, Admission, Channel, Outgoing, Table, ToGuest, ToHost, BURST, REFILL_MS};

type K = konter::Match;

/// The guest on channel 1 holds the seat to act, the guest on channel 2 the next seat.
fn table() -> Table<K> {
    let game = table_with(konter_match(), &[]).game().clone();
    let to_act = game::Game::to_act(&game).expect("someone to act");
    table_with(game, &[to_act, to_act.next()])
}

fn refusal(out: &[Outgoing<K>]) -> Option<&str> {
    match out {
        [Outgoing { channel: Channel(1), message: ToGuest::Refused { reason } }] => Some(reason),
        _ => None,
    }
}

#[test]
fn a_double_tap_lands_once_and_the_repeat_is_refused() {
    let mut t = table();
    let seat = t.seat_of(Channel(1)).expect("a seat");
    let action = game::Game::legal_actions(t.game())[0];
    let tap = intent::<K>(&t, seat, action);
    let (out, applied) = t.judge(Channel(1), &tap);
    assert_eq!(applied, Some((seat, action)));
    assert!(out.iter().all(|o| matches!(&o.message, ToGuest::Update { revision, .. } if *revision == t.revision())));
    let after = t.game().clone();
    let (out, applied) = t.judge(Channel(1), &tap);
    assert_eq!(applied, None);
    assert!(refusal(&out).is_some_and(|r| r.contains("earlier moment")), "{out:?}");
    assert!(t.game() == &after, "the repeat changed nothing");
}

#[test]
fn an_intent_made_before_the_table_moved_on_is_refused() {
    let mut t = table();
    // The guest of channel 2 decides on what it saw; meanwhile the seat to act plays.
    let seen = t.revision();
    let seat = t.seat_of(Channel(1)).expect("a seat");
    let action = game::Game::legal_actions(t.game())[0];
    let out = t.receive(Channel(1), &intent::<K>(&t, seat, action));
    assert!(out.iter().all(|o| matches!(o.message, ToGuest::Update { .. })), "{out:?}");
    // Whatever it says, it answered an earlier moment: refused before the rules are asked.
    let seat2 = t.seat_of(Channel(2)).expect("a seat");
    let action = game::Game::legal_actions(t.game())[0];
    let stale = encode(&ToHost::<K>::Intent { seat: seat2, action, revision: seen }).expect("an intent");
    let out = t.receive(Channel(2), stale.as_bytes());
    assert!(matches!(&out[..], [Outgoing { channel: Channel(2), message: ToGuest::Refused { reason } }] if reason.contains("earlier moment")), "{out:?}");
    // Once its seat is to act, its decision naming the revision it was sent lands.
    while game::Game::to_act(t.game()) != Some(seat2) {
        let seat = game::Game::to_act(t.game()).expect("someone to act");
        let action = game::Game::legal_actions(t.game())[0];
        t.act(seat, action).expect("a legal action");
    }
    let action = game::Game::legal_actions(t.game())[0];
    assert_eq!(t.judge(Channel(2), &intent::<K>(&t, seat2, action)).1, Some((seat2, action)));
}

#[test]
fn nothing_is_read_before_play_begins() {
    let mut t = table();
    t.open(false);
    let seat = t.seat_of(Channel(1)).expect("a seat");
    let action = game::Game::legal_actions(t.game())[0];
    let before = t.game().clone();
    let out = t.receive(Channel(1), &intent::<K>(&t, seat, action));
    assert!(refusal(&out).is_some_and(|r| r.contains("play begins when everyone is here")), "{out:?}");
    assert!(t.game() == &before);
    t.open(true);
    assert!(t.judge(Channel(1), &intent::<K>(&t, seat, action)).1.is_some());
}

#[test]
fn a_flood_is_refused_once_then_dropped_and_the_guest_is_heard_again_after_a_pause() {
    let mut t = table();
    let ping = encode(&ToHost::<K>::Ping).expect("ping");
    let (mut read, mut refused, mut dropped) = (0, 0, 0);
    for _ in 0..10_000 {
        match t.admit(Channel(1), 1_000) {
            Admission::Read => {
                read += 1;
                assert_eq!(t.receive(Channel(1), ping.as_bytes()).len(), 1, "a pong");
            }
            Admission::Refuse(out) => {
                refused += 1;
                assert!(refusal(&out).is_some_and(|r| r.contains("too many messages")), "{out:?}");
            }
            Admission::Drop => dropped += 1,
        }
    }
    assert_eq!((read, refused, dropped), (BURST, 1, 10_000 - BURST - 1));
    // The other guest is not rationed by it.
    assert_eq!(t.admit(Channel(2), 1_000), Admission::Read);
    // A second later, ten more are read.
    let later = 1_000 + 1_000;
    let again = (0..100).filter(|_| t.admit(Channel(1), later) == Admission::Read).count();
    assert_eq!(again as u64, 1_000 / REFILL_MS);
    // After a long pause, a full burst, never more.
    let much_later = later + 3_600_000;
    let burst = (0..100).filter(|_| t.admit(Channel(1), much_later) == Admission::Read).count();
    assert_eq!(burst as u32, BURST);
}

#[test]
fn a_hello_said_again_is_welcomed_but_not_announced_again() {
    let mut t = table();
    let hello = encode(&ToHost::<K>::Hello { name: "Guest 1".into() }).expect("hello");
    let out = t.receive(Channel(1), hello.as_bytes());
    assert!(matches!(&out[..], [Outgoing { channel: Channel(1), message: ToGuest::Welcome { .. } }]), "{out:?}");
    // A new name is news for the others.
    let renamed = encode(&ToHost::<K>::Hello { name: "Léa".into() }).expect("hello");
    let out = t.receive(Channel(1), renamed.as_bytes());
    assert!(out.iter().any(|o| o.channel == Channel(2) && matches!(&o.message, ToGuest::Here { name, .. } if name == "Léa")), "{out:?}");
}

#[test]
fn a_guest_whose_connection_blipped_is_seated_again_with_the_table_as_it_is() {
    let mut t = table();
    let away = t.away(Channel(1));
    assert!(away.iter().any(|o| o.channel == Channel(2) && matches!(o.message, ToGuest::Away { .. })), "{away:?}");
    assert!(!t.is_here(t.seat_of(Channel(1)).expect("a seat")));
    // Meanwhile the table moves on without it.
    let seat = game::Game::to_act(t.game()).expect("someone to act");
    let action = game::Game::legal_actions(t.game())[0];
    let out = t.act(seat, action).expect("a legal action");
    assert!(out.iter().all(|o| o.channel != Channel(1)), "nothing is sent to a guest away");
    // Back by itself: the table as it is now, and the others hear of it.
    let back = t.back(Channel(1));
    let seat1 = t.seat_of(Channel(1)).expect("a seat");
    assert!(back.iter().any(|o| o.channel == Channel(1)
        && matches!(&o.message, ToGuest::Welcome { view, revision, .. } if *revision == t.revision() && view == &game::Game::view(t.game(), seat1))), "{back:?}");
    assert!(back.iter().any(|o| o.channel == Channel(2) && matches!(o.message, ToGuest::Here { .. })), "{back:?}");
    assert!(t.is_here(seat1));
    // A connection that never said hello is not seated by coming back.
    t.seat(seat1, Channel(9));
    assert_eq!(t.back(Channel(9)), vec![]);
}

#[test]
fn only_the_seat_whose_time_runs_out_is_hurried_and_only_while_here() {
    let mut t = table();
    let seat = t.seat_of(Channel(1)).expect("a seat");
    let revision = t.revision();
    assert_eq!(t.hurry(seat, 15), vec![Outgoing { channel: Channel(1), message: ToGuest::Hurry { seconds: 15, revision } }]);
    // A seat with no guest is nobody's; a guest away is not hurried either.
    let nobody = game::Game::to_act(t.game()).expect("a seat").next().next();
    assert_eq!(t.hurry(nobody, 15), vec![]);
    t.away(Channel(1));
    assert_eq!(t.hurry(seat, 15), vec![]);
}
