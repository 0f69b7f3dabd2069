//! Rule book §8 and §3.1 across games: the loser scores a Matz point and deals next; the
//! match ends when someone reaches the target, and that player loses it; the place-points
//! variant ends after its games.

mod common;
use cards::shuffle::{below, rng};
use common::*;
use matz::*;

fn play_out(m: &mut Match, seed: u64) {
    let mut r = rng(seed);
    while let Some(game) = m.current() {
        let s = game.to_act().unwrap();
        let legal = game.legal_actions();
        let plays: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| *a != Action::PickUp)
            .collect();
        let a = if !plays.is_empty() && below(&mut r, 4) != 0 {
            plays[below(&mut r, plays.len() as u32) as usize]
        } else {
            legal[below(&mut r, legal.len() as u32) as usize]
        };
        m.apply(s, a).unwrap();
    }
}

#[test]
fn the_loser_scores_deals_next_and_the_target_ends_the_match() {
    for seed in 0..6u64 {
        let mut m = Match::new(Rules::new(3).unwrap());
        let mut k = 0;
        while !m.is_over() {
            m.start_shuffled_game(seat(seed as usize % 3), seed * 100 + k)
                .unwrap();
            play_out(&mut m, seed * 100 + k);
            k += 1;
            let last = m.history().last().unwrap();
            let loser = last.game.table().loser().unwrap();
            assert_eq!(m.next_dealer(), Some(loser), "the loser deals next");
            assert_eq!(
                m.tally().iter().sum::<u32>(),
                k as u32,
                "one Matz point a game"
            );
        }
        let loser = m.match_loser().unwrap();
        assert_eq!(m.tally()[loser.index()], 3);
        assert!(m.tally().iter().filter(|&&t| t >= 3).count() == 1);
        assert_eq!(m.standings().last(), Some(&loser));
        assert_eq!(
            m.start_shuffled_game(seat(0), 1).unwrap_err(),
            RuleError::MatchOver
        );
    }
}

#[test]
fn a_game_must_be_dealt_by_the_loser() {
    let mut m = Match::new(Rules::new(4).unwrap());
    m.start_shuffled_game(seat(2), 5).unwrap();
    assert_eq!(
        m.start_shuffled_game(seat(2), 6).unwrap_err(),
        RuleError::GameInProgress
    );
    play_out(&mut m, 5);
    let loser = m.next_dealer().unwrap();
    let other = loser.next(4);
    let pack = Rules::new(4).unwrap().unshuffled_pack();
    assert_eq!(
        m.start_game(other, pack.clone()).unwrap_err(),
        RuleError::WrongDealer {
            given: other,
            expected: loser
        }
    );
    assert!(m.start_game(loser, pack).is_ok());
}

#[test]
fn the_deal_passes_left_under_that_variant() {
    let mut rules = Rules::new(5).unwrap();
    rules.dealing = Dealing::Left;
    let mut m = Match::new(rules);
    m.start_shuffled_game(seat(4), 9).unwrap();
    play_out(&mut m, 9);
    assert_eq!(m.next_dealer(), Some(seat(0)));
}

#[test]
fn place_points_count_and_end_after_the_set_games() {
    let mut rules = Rules::new(4).unwrap();
    rules.scoring = Scoring::place_points(2).unwrap();
    let mut m = Match::new(rules);
    for k in 0..2 {
        m.start_shuffled_game(seat(0), 40 + k).unwrap();
        play_out(&mut m, 40 + k);
    }
    assert!(m.is_over());
    assert_eq!(m.tally().iter().sum::<u32>(), 2 * (3 + 2 + 1));
    let best = m.standings()[0];
    assert!(m.tally().iter().all(|&t| t <= m.tally()[best.index()]));
}

#[test]
fn a_bad_pack_is_refused() {
    let rules = Rules::new(3).unwrap();
    let mut pack = rules.unshuffled_pack();
    pack[5] = pack[6];
    assert!(matches!(
        Game::deal(rules, seat(0), pack.clone()),
        Err(RuleError::BadPack { .. })
    ));
    pack.pop();
    assert!(matches!(
        Game::deal(rules, seat(0), pack),
        Err(RuleError::BadPack { cards: 51, .. })
    ));
    let two = Rules::new(5).unwrap();
    assert!(Game::deal(two, seat(0), two.unshuffled_pack()).is_ok());
    assert!(matches!(
        Game::deal(two, seat(0), rules.unshuffled_pack()),
        Err(RuleError::BadPack { .. })
    ));
    assert_eq!(
        Game::deal(rules, seat(5), rules.unshuffled_pack()).unwrap_err(),
        RuleError::NoSuchSeat { seat: seat(5) }
    );
}
