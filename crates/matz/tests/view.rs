//! Rule book §10: a seat sees its own hand and reserve, the others' counts, the table and
//! the public log; the view travels as JSON and reads back the same.

mod common;
use cards::shuffle::{below, rng};
use common::*;
use matz::*;

fn game_in_progress(players: usize, seed: u64, actions: usize) -> Game {
    let mut g = Game::shuffled(Rules::new(players).unwrap(), seat(0), seed).unwrap();
    let mut r = rng(seed);
    for _ in 0..actions {
        let Some(s) = g.to_act() else { break };
        let legal = g.legal_actions();
        g.apply(s, legal[below(&mut r, legal.len() as u32) as usize])
            .unwrap();
    }
    g
}

#[test]
fn a_view_shows_own_cards_and_the_others_counts() {
    let g = game_in_progress(4, 3, 30);
    let t = g.table();
    let me = seat(1);
    let v = SeatView::of(&g, me);
    assert_eq!(v.hand, t.hand(me));
    assert_eq!(v.reserve, t.reserve(me));
    for s in Seat::all(4) {
        assert_eq!(v.seats[s.index()].hand, t.hand(s).len());
        assert_eq!(v.seats[s.index()].reserve, t.reserve(s).len());
    }
    assert_eq!(v.stock, t.stock_count());
    assert_eq!(v.trump, t.trump());
    assert_eq!(v.log, g.log());
    assert_eq!(v.is_my_turn(), t.to_act() == Some(me));
    let to_act = t.to_act().unwrap();
    assert_eq!(SeatView::of(&g, to_act).legal, t.legal_actions());
    assert!(SeatView::of(&g, to_act.next(4)).legal.is_empty());
}

#[test]
fn a_view_travels_as_json() {
    for (players, actions) in [(3, 10), (6, 150), (5, 400), (2, 1000)] {
        let g = game_in_progress(players, 8, actions);
        let v = SeatView::of(&g, seat(0));
        let text = serde_json::to_string(&v).unwrap();
        let back: SeatView = serde_json::from_str(&text).unwrap();
        assert_eq!(back, v);
        assert!(text.contains(&format!("\"trump\":\"{}\"", v.trump.letter())));
    }
}

#[test]
fn the_others_hands_are_not_in_the_view() {
    let g = game_in_progress(3, 5, 0);
    let v = SeatView::of(&g, seat(0));
    let text = serde_json::to_string(&v).unwrap();
    for c in g.table().hand(seat(1)).iter() {
        assert!(
            !text.contains(&format!("\"{}\"", c.code())),
            "{c} of seat 1 is hidden"
        );
    }
}

#[test]
fn an_onlooker_sees_the_same_from_every_seat_and_no_hand() {
    for (players, actions) in [(2, 20), (4, 30), (5, 400), (8, 60)] {
        let g = game_in_progress(players, 11, actions);
        let first = SeatView::of(&g, seat(0)).onlooker();
        assert!(first.hand.is_empty() && first.reserve.is_empty() && first.legal.is_empty());
        assert!(!first.is_my_turn());
        for s in Seat::all(players) {
            let mut v = SeatView::of(&g, s).onlooker();
            v.seat = seat(0);
            assert_eq!(v, first, "{players} players, the onlooker of seat {s}'s view");
        }
    }
}
