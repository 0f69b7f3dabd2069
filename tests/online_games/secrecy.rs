//! A guest's device holds only its seat's view: random whole deals of each game, with
//! guests on some seats, the host and its bots on the others; every message a guest
//! receives is read and must name no card of another hand (nor a card nobody may see).


use crate::common::*;
use online::{decode, encode, Channel, Happened, Online, Outgoing, Table, ToGuest, MAX_TO_GUEST_BYTES};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

/// Plays up to `deals` deals at random; each guest also sends forged intents now and then
/// (another seat's action, an action out of turn), which are refused and change nothing.
/// Returns how many messages the guests received.
fn play<G: Online>(
    mut table: Table<G>,
    guests: &[G::Seat],
    deals: usize,
    seed: u64,
    secrets: impl Fn(&G, G::Seat) -> BTreeSet<String>,
    pick: impl Fn(&[G::Action], &mut ChaCha8Rng) -> G::Action,
) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut received = 0;
    let mut dealt = 1;
    let mut check = |table: &Table<G>, out: Vec<Outgoing<G>>| {
        for o in out {
            let seat = table.seat_of(o.channel).expect("a guest's channel");
            let json = encode(&o.message).expect("a message");
            assert!(json.len() <= MAX_TO_GUEST_BYTES, "{} bytes", json.len());
            assert_eq!(decode::<ToGuest<G>>(json.as_bytes()).as_ref(), Ok(&o.message));
            if let ToGuest::Update { view, .. } = &o.message {
                assert_eq!(view, &table.game().view(seat), "the seat's own view");
            }
            let leaked: Vec<_> = secrets(table.game(), seat).into_iter().filter(|c| names(&json, c)).collect();
            assert!(leaked.is_empty(), "seat {seat:?} was sent {leaked:?}: {json}");
            received += 1;
        }
    };
    let channel_of = |seat: G::Seat| guests.iter().position(|&g| g == seat).map(|i| Channel(i as u32 + 1));
    for _ in 0..100_000 {
        if table.game().is_over() {
            break;
        }
        if table.game().needs_deal() {
            if dealt == deals {
                break;
            }
            dealt += 1;
            let out = table.deal(rng.gen()).expect("a deal");
            check(&table, out);
            continue;
        }
        let seat = table.game().to_act().expect("someone to act");
        let legal = table.game().legal_actions();
        let action = pick(&legal, &mut rng);
        if rng.gen_ratio(1, 8) {
            // A guest who is not to act tries the action anyway, once as itself and once
            // as the seat to act.
            if let Some(other) = guests.iter().copied().find(|&g| g != seat) {
                let before = table.game().clone();
                let channel = channel_of(other).expect("a guest");
                for claimed in [other, seat] {
                    let out = table.receive(channel, &intent::<G>(&table, claimed, action));
                    assert!(matches!(&out[..], [Outgoing { message: ToGuest::Refused { .. }, .. }]), "{out:?}");
                    check(&table, out);
                }
                assert!(table.game() == &before, "a refused intent changes nothing");
            }
        }
        let out = match channel_of(seat) {
            Some(channel) => table.receive(channel, &intent::<G>(&table, seat, action)),
            None => table.act(seat, action).expect("a legal action"),
        };
        assert!(out.iter().all(|o| matches!(o.message, ToGuest::Update { happened: Happened::Acted { .. }, .. })), "{out:?}");
        assert_eq!(out.len(), guests.len(), "every guest hears of every action");
        check(&table, out);
    }
    received
}

fn any<A: Copy>(legal: &[A], rng: &mut ChaCha8Rng) -> A {
    legal[rng.gen_range(0..legal.len())]
}

/// Picking up only now and then: random Müller Matz games at eight seats otherwise run to
/// thousands of actions.
fn mostly_playing(legal: &[matz::Action], rng: &mut ChaCha8Rng) -> matz::Action {
    let plays: Vec<_> = legal.iter().copied().filter(|a| *a != matz::Action::PickUp).collect();
    match plays.is_empty() || rng.gen_ratio(1, 10) {
        true => any(legal, rng),
        false => any(&plays, rng),
    }
}

#[test]
fn konter_a_matt_guests_never_receive_another_hand() {
    let seats = konter::Seat::ALL;
    for seed in 0..12 {
        let guests = [seats[1 + (seed as usize % 3)], seats[0]];
        let table = table_with(konter_match(), &guests);
        let received = play(table, &guests, 3, seed, konter_secrets, any);
        assert!(received > 100, "seed {seed}: {received} messages");
    }
}

#[test]
fn kontraspiel_guests_never_receive_another_hand_or_a_face_down_card() {
    for seed in 0..24 {
        let guests = [kontra_seat(seed as usize % 4), kontra_seat((seed as usize + 2) % 4)];
        let table = table_with(kontra_session(), &guests);
        let received = play(table, &guests, 4, seed, kontra_secrets, any);
        assert!(received > 20, "seed {seed}: {received} messages");
    }
}

#[test]
fn mueller_matz_guests_never_receive_another_hand_reserve_or_the_stock() {
    for (players, seeds) in [(2, 0..6), (4, 0..4), (8, 1..2)] {
        for seed in seeds {
            // Guests on every other seat, the host on seat 0, bots between.
            let guests: Vec<matz::Seat> = matz::Seat::all(players).skip(1).step_by(2).collect();
            let table = table_with(matz_match(players), &guests);
            let received = play(table, &guests, 1, seed, matz_secrets, mostly_playing);
            assert!(received > 20, "{players} players, seed {seed}: {received} messages");
        }
    }
}
