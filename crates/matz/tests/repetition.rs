//! Rule book §9, the repetition guard: a position occurring for the third time ends the
//! game, and the places go by fewest cards, ties against the player to act and then the
//! players to his left.

mod common;
use common::*;
use matz::*;

/// Each player leads his first card and the next picks it up: after twelve actions every
/// hand is back where it was.
fn cycle(t: &mut Table) -> Vec<Event> {
    let mut log = vec![];
    for _ in 0..24 {
        if t.is_over() {
            break;
        }
        t.apply(t.to_act().unwrap(), next_in_cycle(t), &mut log)
            .unwrap();
    }
    log
}

/// Pick up whenever there is something to pick up; else lead the card picked up last (the
/// first card at the start), so the same cards keep travelling round.
fn next_in_cycle(t: &Table) -> Action {
    let legal = t.legal_actions();
    if legal.contains(&Action::PickUp) {
        return Action::PickUp;
    }
    let s = t.to_act().unwrap();
    let arrived = t.hand(s).iter().find(|c| c.suit() != home(s));
    arrived.map(Action::Play).unwrap_or(legal[0])
}

/// The suit each seat starts with in these tests.
fn home(s: Seat) -> Suit {
    [Suit::Clubs, Suit::Diamonds, Suit::Spades][s.index()]
}

#[test]
fn second_life_third_occurrence_ends_the_game() {
    let mut t = Spot::second_life(3, 'H', A)
        .hand(A, "2C 3C")
        .hand(B, "2D 3D")
        .hand(C, "2S 3S")
        .build();
    let log = cycle(&mut t);
    assert!(t.is_over());
    assert!(t.ended_by_repetition());
    assert!(log.contains(&Event::Repetition));
    // Everyone holds two cards; A is to act, so ties go against A, then B.
    assert_eq!(t.places().to_vec(), [sa(C), sa(B), sa(A)]);
    assert_eq!(t.loser(), Some(sa(A)));
}

#[test]
fn a_position_may_occur_twice() {
    let mut t = Spot::second_life(3, 'H', A)
        .hand(A, "2C 3C")
        .hand(B, "2D 3D")
        .hand(C, "2S 3S")
        .build();
    let start = t.clone();
    let mut actions = 0;
    while !t.is_over() {
        t.apply(t.to_act().unwrap(), next_in_cycle(&t), &mut ())
            .unwrap();
        actions += 1;
        if actions == 12 {
            assert_eq!(
                t.hand(sa(A)),
                start.hand(sa(A)),
                "back to the start: its second occurrence"
            );
            assert!(!t.is_over());
        }
    }
    assert_eq!(actions, 24, "the third occurrence ends it");
}

#[test]
fn first_life_repetition_ranks_by_hand_and_reserve() {
    let mut t = Spot::first_life(3, "KH", 0, A)
        .hand(A, "2C 3C")
        .hand(B, "2D 3D")
        .hand(C, "2S 3S")
        .reserve(A, "AS AC AD")
        .reserve(B, "KS")
        .reserve(C, "")
        .build();
    let log = cycle(&mut t);
    assert!(t.ended_by_repetition(), "{log:?}");
    assert_eq!(t.life(), Life::First);
    // C has 2 cards, B 3, A 5 (hand plus reserve).
    assert_eq!(t.places().to_vec(), [sa(C), sa(B), sa(A)]);
}
