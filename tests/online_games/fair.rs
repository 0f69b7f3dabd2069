//! Deals from everyone's numbers at a table of devices: the host commits, each guest here
//! sends its number once, for the deal to come only; the deal's seed is all of them; the
//! reveal sends every number and the record, and a guest's check passes for the deal it
//! was dealt and fails, naming the deal, for anything else.


use crate::common::*;
use game::fair::{commitment, FairDeal, Secret, Why};
use game::Game;
use online::check::{check_deal, Known};
use online::{encode, Channel, Outgoing, Table, ToGuest, ToHost};

type M = konter::Match;

/// A table whose match waits for its first deal, with guests at seats 1 and 3 here.
fn waiting_table() -> Table<M> {
    let mut table = Table::new(konter_match(), "Host");
    for (i, seat) in [1usize, 3].into_iter().enumerate() {
        let channel = Channel(i as u32 + 1);
        table.seat(konter::Seat::new(seat).unwrap(), channel);
        let hello: ToHost<M> = ToHost::Hello { name: format!("Guest {}", i + 1) };
        table.receive(channel, encode(&hello).unwrap().as_bytes());
    }
    table.open(true);
    table
}

fn number(deal: usize, number: &str) -> Vec<u8> {
    encode(&ToHost::<M>::Number { deal, number: number.into() }).unwrap().into_bytes()
}

fn refusal(out: &[Outgoing<M>]) -> Option<&str> {
    match out {
        [Outgoing { message: ToGuest::Refused { reason }, .. }] => Some(reason),
        _ => None,
    }
}

#[test]
fn a_deal_is_dealt_from_the_host_s_commitment_and_every_guest_s_number() {
    let mut table = waiting_table();
    let host = Secret::new([5; 16]);
    let out = table.commit(1, host);
    assert_eq!(out.len(), 2, "each guest here is sent the commitment");
    for o in &out {
        assert_eq!(o.message, ToGuest::Commit { deal: 1, commit: commitment(host) });
    }
    assert!(!table.numbers_in());
    // Seat 3's number first: the seed takes them in seat order all the same.
    assert_eq!(table.receive(Channel(2), &number(1, &"33".repeat(16))), vec![]);
    assert!(!table.numbers_in(), "seat 1 has not given its number");
    assert_eq!(refusal(&table.receive(Channel(2), &number(1, &"44".repeat(16)))), Some("this seat already gave its number for this deal"));
    assert_eq!(table.receive(Channel(2), &number(1, &"33".repeat(16))), vec![], "the same number again is no news");
    assert_eq!(refusal(&table.receive(Channel(1), &number(2, &"11".repeat(16)))), Some("that number is not for the deal to come"));
    assert_eq!(refusal(&table.receive(Channel(1), &number(1, "11"))), Some("a number is 32 hex digits"));
    assert_eq!(table.receive(Channel(1), &number(1, &"11".repeat(16))), vec![]);
    assert!(table.numbers_in());

    let seed = table.deal_seed().expect("committed");
    assert_eq!(seed, game::fair::seed(&[host, Secret::new([0x11; 16]), Secret::new([0x33; 16])]));
    assert_eq!(refusal(&table.receive(Channel(1), &number(1, &"55".repeat(16)))), Some("this seat already gave its number for this deal"), "no other number once dealt");
    assert_eq!(table.receive(Channel(1), &number(1, &"11".repeat(16))), vec![], "its own number again, once dealt, is no news");
    let mut game = table.game().clone();
    game.deal_next(seed).unwrap();
    table.sync(game.clone());

    let record = game::fair::Recorded::record(&game);
    let (fair, out) = table.reveal(record.clone());
    let fair = fair.expect("the numbers");
    assert_eq!(fair.host, host.to_hex());
    assert_eq!(fair.guests.iter().map(|g| g.seat).collect::<Vec<_>>(), vec![1, 3]);
    assert_eq!(out.len(), 2);
    assert!(out.iter().all(|o| o.message == ToGuest::Reveal { fair: fair.clone(), record: record.clone() }));
    assert_eq!(table.reveal(record).1, vec![], "revealed once");
}

#[test]
fn a_guest_arriving_after_the_commitment_is_sent_it_with_its_welcome() {
    let mut table = Table::new(konter_match(), "Host");
    table.commit(1, Secret::new([9; 16]));
    table.seat(konter::Seat::new(2).unwrap(), Channel(7));
    let out = table.receive(Channel(7), encode(&ToHost::<M>::Hello { name: "Late".into() }).unwrap().as_bytes());
    assert!(matches!(out[0].message, ToGuest::Welcome { .. }));
    assert!(out.iter().any(|o| o.channel == Channel(7) && matches!(o.message, ToGuest::Commit { deal: 1, .. })));
}

/// A guest's own record of deal 1: the commitment it was sent, its number, its view.
struct Guest {
    seat: konter::Seat,
    commit: String,
    number: Secret,
    dealt: konter::MatchView,
}

/// Deal 1 dealt from the numbers of the host and of the guests at seats 1 and 3, played to
/// its end: the reveal, and the guest at seat 1.
fn played_deal() -> (FairDeal, serde_json::Value, Guest) {
    let mut table = waiting_table();
    let host = Secret::new([5; 16]);
    table.commit(1, host);
    let mine = Secret::new([0x11; 16]);
    table.receive(Channel(1), &number(1, &mine.to_hex()));
    table.receive(Channel(2), &number(1, &"33".repeat(16)));
    let seed = table.deal_seed().unwrap();
    let mut game = table.game().clone();
    game.deal_next(seed).unwrap();
    let seat = konter::Seat::new(1).unwrap();
    let dealt = game.view(seat).unwrap();
    while let Some(s) = game.to_act() {
        let a = game.legal_actions()[0];
        Game::apply(&mut game, s, a).unwrap();
    }
    table.sync(game.clone());
    let record = game::fair::Recorded::record(&game);
    let (fair, _) = table.reveal(record.clone());
    (fair.unwrap(), record, Guest { seat, commit: commitment(host), number: mine, dealt })
}

fn check(fair: &FairDeal, record: &serde_json::Value, g: &Guest) -> Result<(), game::fair::FairError> {
    check_deal::<M>(fair, record, &Known { seat: g.seat, commit: Some(&g.commit), number: Some(g.number), dealt: Some(&g.dealt) })
}

#[test]
fn a_guest_s_check_passes_for_the_deal_it_was_dealt() {
    let (fair, record, guest) = played_deal();
    assert_eq!(check(&fair, &record, &guest), Ok(()));
}

#[test]
fn a_guest_s_check_fails_for_a_number_a_commitment_a_hand_or_a_record_not_as_dealt() {
    let (fair, record, guest) = played_deal();
    let why = |fair: &FairDeal, record: &serde_json::Value, g: &Guest| check(fair, record, g).unwrap_err();

    // Its own number left out (the host dealt from another).
    let mut other = fair.clone();
    other.guests[0].number = "12".repeat(16);
    assert_eq!(why(&other, &record, &guest).why, Why::NotDealt);
    // The host's number changed after the commitment.
    let mut other = fair.clone();
    other.host = "66".repeat(16);
    other.commit = commitment(Secret::new([0x66; 16]));
    let e = why(&other, &record, &guest);
    assert_eq!((e.deal, e.why), (1, Why::Commitment));
    // A record whose hands are not the numbers' deal.
    let mut swapped = record.clone();
    let hands = swapped["deals"][0]["hands"].as_array_mut().unwrap();
    hands.swap(0, 2);
    assert_eq!(why(&fair, &swapped, &guest).why, Why::NotDealt);
    // The cards this seat saw are not the numbers' deal (the record made to agree).
    let mut g = guest;
    let mut elsewhere = konter_match();
    elsewhere.deal_next(42).unwrap();
    g.dealt = elsewhere.view(g.seat).unwrap();
    let e = why(&fair, &record, &g);
    assert_eq!(e.to_string(), "deal 1 was not dealt from everyone's numbers");
}

/// Deal 1 of `game` at a table with guests at `seats`, dealt from everyone's numbers and
/// played by the first legal action: each guest's check of the reveal passes.
fn every_guest_checks<G: online::Online>(game: G, seats: &[G::Seat]) {
    let mut table = Table::new(game, "Host");
    for (i, &seat) in seats.iter().enumerate() {
        let channel = Channel(i as u32 + 1);
        table.seat(seat, channel);
        table.receive(channel, encode(&ToHost::<G>::Hello { name: format!("Guest {i}") }).unwrap().as_bytes());
    }
    table.open(true);
    let host = Secret::new([5; 16]);
    table.commit(1, host);
    let numbers: Vec<Secret> = (0..seats.len()).map(|i| Secret::new([i as u8 + 10; 16])).collect();
    for (i, n) in numbers.iter().enumerate() {
        let bytes = encode(&ToHost::<G>::Number { deal: 1, number: n.to_hex() }).unwrap();
        assert_eq!(table.receive(Channel(i as u32 + 1), bytes.as_bytes()), vec![]);
    }
    let seed = table.deal_seed().unwrap();
    let mut game = table.game().clone();
    game.deal_next(seed).unwrap();
    table.sync(game.clone());
    // As each guest reads it: through the message's text.
    let out: Vec<Outgoing<G>> = table
        .announce_deal()
        .into_iter()
        .map(|o| Outgoing { channel: o.channel, message: online::decode(encode(&o.message).unwrap().as_bytes()).unwrap() })
        .collect();
    let dealt: Vec<G::View> = seats
        .iter()
        .enumerate()
        .map(|(i, _)| match &out.iter().find(|o| o.channel == Channel(i as u32 + 1)).unwrap().message {
            ToGuest::Update { view: Some(v), .. } => v.clone(),
            other => panic!("{other:?}"),
        })
        .collect();
    let mut moves = 0;
    while let Some(s) = game.to_act() {
        let a = game.legal_actions()[0];
        game.apply(s, a).unwrap();
        moves += 1;
        assert!(moves < 10_000);
    }
    table.sync(game.clone());
    let (fair, _) = table.reveal(game::fair::Recorded::record(&game));
    let fair = fair.unwrap();
    let record = game::fair::Recorded::record(&game);
    for (i, &seat) in seats.iter().enumerate() {
        let known = Known::<G> { seat, commit: Some(&commitment(host)), number: Some(numbers[i]), dealt: Some(&dealt[i]) };
        assert_eq!(check_deal::<G>(&fair, &record, &known), Ok(()), "{} seat {i}", G::ID.name);
    }
}

#[test]
fn every_game_s_guests_check_the_deal_they_were_dealt() {
    every_guest_checks(konter_match(), &[konter::Seat::new(1).unwrap(), konter::Seat::new(2).unwrap(), konter::Seat::new(3).unwrap()]);
    every_guest_checks(kontra_session(), &[kontra_seat(1), kontra_seat(2), kontra_seat(3)]);
    // Whoever the session was made with as first dealer: the numbers draw who deals.
    for first in 1..4 {
        let session = kontra::Session::new(kontra::Rules::default(), kontra::Seat::at(first, 4).unwrap());
        every_guest_checks(session, &[kontra_seat(1), kontra_seat(2), kontra_seat(3)]);
    }
    let mut rules = matz::Rules::new(4).unwrap();
    rules.scoring = matz::Scoring::PlacePoints { games: 1 };
    every_guest_checks(matz::Match::new(rules), &[matz::Seat::at(1, 4).unwrap(), matz::Seat::at(2, 4).unwrap(), matz::Seat::at(3, 4).unwrap()]);
    every_guest_checks(matz::Match::new(matz::Rules::new(4).unwrap()), &[matz::Seat::at(1, 4).unwrap(), matz::Seat::at(2, 4).unwrap(), matz::Seat::at(3, 4).unwrap()]);
}

#[test]
fn the_numbers_of_the_deal_in_play_are_taken_back_after_the_host_s_page_reloads() {
    let mut table = waiting_table();
    let host = Secret::new([9; 16]);
    table.commit(1, host);
    table.receive(Channel(1), &number(1, &"12".repeat(16)));
    table.receive(Channel(2), &number(1, &"34".repeat(16)));
    assert_eq!(table.dealt_numbers(), None, "nothing dealt yet");
    let seed = table.deal_seed().expect("committed");
    let mut game = table.game().clone();
    game.deal_next(seed).unwrap();
    table.sync(game.clone());
    let kept = table.dealt_numbers().expect("the deal in play's numbers");

    // The page comes back: a new table of the same match takes them back, and reveals.
    let mut again = Table::new(game.clone(), "Host");
    let mut other = kept.clone();
    other.guests[0].number = "56".repeat(16);
    assert!(!again.resume_numbers(&other), "numbers that do not deal this deal");
    let mut later = kept.clone();
    later.deal = 2;
    assert!(!again.resume_numbers(&later), "numbers of another deal");
    assert!(again.resume_numbers(&kept));
    let record = game::fair::Recorded::record(&game);
    assert_eq!(again.reveal(record).0, Some(kept.clone()));

    // A match waiting for its next deal takes none back.
    let fresh = Table::new(konter_match(), "Host");
    assert!(!fresh.clone().resume_numbers(&kept));
}

#[test]
fn a_record_lists_the_kept_deals_that_deal_its_own_and_no_other_match_s() {
    // Two matches, each with its first deal dealt from numbers.
    let dealt = |host: u8, guest: u8| {
        let mut table = waiting_table();
        table.commit(1, Secret::new([host; 16]));
        table.receive(Channel(1), &number(1, &format!("{guest:02x}").repeat(16)));
        table.receive(Channel(2), &number(1, &"77".repeat(16)));
        let seed = table.deal_seed().expect("committed");
        let mut game = table.game().clone();
        game.deal_next(seed).unwrap();
        table.sync(game.clone());
        (table.dealt_numbers().expect("numbers"), game::fair::Recorded::record(&game))
    };
    let (ours, record) = dealt(1, 0x21);
    let (theirs, _) = dealt(2, 0x43);
    let kept = vec![theirs.clone(), ours.clone(), ours.clone()];
    assert_eq!(game::fair::deals_of::<M>(kept, &record), vec![ours], "this match's deal, once; not the other's");
    assert_eq!(game::fair::deals_of::<M>(vec![theirs], &record), vec![]);
}
