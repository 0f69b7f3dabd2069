//! The review of a played deal judges every card of the seat with the engine's payments:
//! the last card's line is the deal as it ended, a best card loses nothing, and easy bots'
//! deals show cards that cost chips.

use kontra::{Action, Rules, Seat, SeatView, Session};
use kontra_bots::review::{review_cards, ReviewError};
use kontra_bots::{bot, Level};

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// The played deals of a session between these levels.
fn played(levels: [Level; 4], seed: u64, deals: u64) -> Session {
    let rules = Rules::default().with_max_deals(deals).unwrap();
    let mut session = Session::new(rules, seat((seed % 4) as usize));
    let mut bots: Vec<_> = (0..4)
        .map(|s| bot(levels[s], seed * 10 + s as u64))
        .collect();
    let mut k = 0;
    while !session.is_over() {
        session.start_seeded_deal(seed * 1000 + k).unwrap();
        k += 1;
        while let Some(s) = session.to_act() {
            let view = SeatView::of(&session, s).unwrap();
            let action = bots[s.index()].decide(&view).unwrap();
            session.apply(s, action).unwrap();
        }
    }
    session
}

#[test]
fn every_card_of_every_seat_is_judged_by_the_payments() {
    let mut costly = 0;
    let mut judged = 0;
    for seed in 1..=6 {
        let session = played([Level::Easy; 4], seed, 6);
        for p in session.history() {
            for s in (0..4).map(seat) {
                let review = review_cards(&p.deal, p.base, s);
                let Some(outcome) = &p.outcome else {
                    assert_eq!(
                        review,
                        Err(ReviewError::NoPlay),
                        "a deal nobody played has no review"
                    );
                    continue;
                };
                let review = review.unwrap();
                let own: Vec<_> = p
                    .deal
                    .plays()
                    .iter()
                    .filter(|(by, _)| *by == s)
                    .map(|(_, c)| *c)
                    .collect();
                assert_eq!(
                    review.iter().map(|r| r.played).collect::<Vec<_>>(),
                    own,
                    "each card of the seat, in order"
                );
                assert_eq!(
                    review.iter().map(|r| r.trick).collect::<Vec<_>>(),
                    vec![1, 2, 3, 4, 5]
                );
                for r in &review {
                    judged += 1;
                    assert!(r.choices >= 1 && r.best.len() <= r.choices);
                    assert!(r.loss() >= 0, "no card beats a best card: {r:?}");
                    assert_eq!(r.loss() == 0, r.best.contains(&r.played), "{r:?}");
                    if r.choices == 1 {
                        assert_eq!(
                            (r.loss(), r.best.clone()),
                            (0, vec![r.played]),
                            "a forced card is the best"
                        );
                    }
                    costly += usize::from(r.loss() > 0);
                }
                let last = review.last().unwrap();
                assert_eq!(last.choices, 1, "the last card is forced");
                assert_eq!(
                    last.chips,
                    outcome.settlement.net[s.index()],
                    "the last card's line is the deal as it ended"
                );
            }
        }
    }
    assert!(judged >= 100, "{judged} cards judged");
    assert!(costly > 0, "easy bots' cards sometimes cost chips");
}

#[test]
fn a_deal_in_play_is_judged_up_to_its_last_card() {
    let session = played([Level::Medium; 4], 3, 2);
    let p = session
        .history()
        .iter()
        .find(|p| p.outcome.is_some())
        .expect("a deal was played");
    let d = &p.deal;
    let events = d.events();
    let replay_to = |n: usize| {
        let mut deal = kontra::Deal::new(
            d.dealer(),
            *d.dealt_hands(),
            *d.undealt(),
            d.wenzel_turnup(),
            d.pledged(),
        )
        .unwrap();
        for e in &events[..n] {
            deal.apply(e.seat, e.action).unwrap();
        }
        deal
    };
    let first_play = events
        .iter()
        .position(|e| matches!(e.action, Action::Play(_)))
        .unwrap();
    assert_eq!(
        review_cards(&replay_to(first_play), p.base, seat(0)),
        Err(ReviewError::NoPlay),
        "no card played yet"
    );
    // Seven cards in: each seat's cards so far, judged as in the whole deal.
    let part = replay_to(first_play + 7);
    for s in (0..4).map(seat) {
        let whole = review_cards(d, p.base, s).unwrap();
        let so_far = review_cards(&part, p.base, s).unwrap();
        assert_eq!(so_far[..], whole[..so_far.len()]);
        assert_eq!(
            so_far.len(),
            part.plays().iter().filter(|(by, _)| *by == s).count()
        );
    }
}
