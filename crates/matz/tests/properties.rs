//! Invariants over many random seeded games, for every table size and the variants: the
//! cards are conserved through both lives; the legal-action list is exactly what the
//! checker accepts (and a refused action changes nothing); every game ends.

mod common;
use cards::shuffle::{below, rng, GameRng};
use matz::*;
use proptest::prelude::*;

/// A game needs far fewer actions than this; the guard makes sure it ends.
const MAX_ACTIONS: usize = 50_000;

fn rules_for(players: usize, variants: u8) -> Rules {
    let mut r = Rules::new(players).unwrap();
    if variants & 1 != 0 {
        r.turned_card = TurnedCard::OutOfPlay;
    }
    if variants & 2 != 0 {
        r.answer = Answer::Strict;
    }
    if variants & 4 != 0 {
        r.give_up = GiveUp::LeaderReserve;
    }
    if variants & 8 != 0 {
        r.sleep = Sleep::AnyThree;
    }
    if variants & 16 != 0 {
        r.last_hand = LastHand::OutOfPlay;
    }
    r
}

/// Every action worth asking about: each card as a play and as an exchange, pick up, give
/// up, and sleeps (the whole hand, each three of its trumps, each single card).
fn candidates(t: &Table) -> Vec<Action> {
    let s = t.to_act().unwrap();
    let hand = t.hand(s);
    let mut out: Vec<Action> = Card::all()
        .flat_map(|c| [Action::Play(c), Action::Exchange(c)])
        .collect();
    out.extend([Action::PickUp, Action::GiveUp, Action::Sleep(hand)]);
    let trumps: Vec<Card> = hand.of_suit(t.trump()).iter().collect();
    for i in 0..trumps.len() {
        out.push(Action::Sleep([trumps[i]].into_iter().collect()));
        for j in i + 1..trumps.len() {
            for k in j + 1..trumps.len() {
                out.push(Action::Sleep(
                    [trumps[i], trumps[j], trumps[k]].into_iter().collect(),
                ));
            }
        }
    }
    out
}

/// A random policy that leans on playing cards, so games do not drag on pick-ups.
fn random_action(t: &Table, r: &mut GameRng) -> Action {
    let legal = t.legal_actions();
    let plays: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::PickUp))
        .collect();
    if !plays.is_empty() && below(r, 4) != 0 {
        plays[below(r, plays.len() as u32) as usize]
    } else {
        legal[below(r, legal.len() as u32) as usize]
    }
}

/// Plays a random game, checking the invariants at every step; returns it.
fn play_checked(players: usize, variants: u8, seed: u64) -> Game {
    let rules = rules_for(players, variants);
    let mut game = Game::shuffled(
        rules,
        Seat::new((seed % players as u64) as usize).unwrap(),
        seed,
    )
    .unwrap();
    let mut r = rng(seed ^ 0x5EED);
    let full = rules.full_pack();
    for step in 0..MAX_ACTIONS {
        let t = game.table();
        assert_eq!(t.all_cards(), Some(full), "cards are conserved");
        let Some(s) = t.to_act() else { break };
        assert!(!t.hand(s).is_empty(), "the player to act holds cards");
        let legal = t.legal_actions();
        assert!(!legal.is_empty());
        for a in candidates(t) {
            let accepted = t.check(s, a).is_ok();
            assert_eq!(
                accepted,
                legal.contains(&a),
                "seed {seed}: {a} accepted={accepted}, legal {legal:?}"
            );
            if !accepted && step % 32 == 0 {
                let mut copy = t.clone();
                assert!(copy.apply(s, a, &mut ()).is_err());
                assert_eq!(&copy, t, "a refused action changes nothing");
            }
        }
        let other = s.next(players);
        assert!(matches!(
            t.check(other, legal[0]),
            Err(RuleError::NotYourTurn { .. })
        ));
        let a = random_action(t, &mut r);
        game.apply(s, a).unwrap();
    }
    assert!(game.is_over(), "seed {seed}: the game ends");
    let t = game.table();
    assert_eq!(t.all_cards(), Some(full));
    assert_eq!(t.places().len(), players, "every seat has a place");
    assert_eq!(t.loser(), t.places().last());
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_conserve_cards_check_actions_and_end(players in 2usize..=8, variants in 0u8..32, seed in any::<u64>()) {
        play_checked(players, variants, seed);
    }
}

#[test]
fn every_table_size_plays_to_the_end_with_the_default_rules() {
    for players in 2..=8 {
        for seed in 0..3 {
            let game = play_checked(players, 0, seed);
            let t = game.table();
            if !t.ended_by_repetition() || t.life() == Life::Second {
                assert_eq!(
                    t.first_life_order().len(),
                    players,
                    "everyone finished the first life but the last holder"
                );
            }
        }
    }
}

#[test]
fn the_log_names_every_public_card() {
    let game = play_checked(4, 0, 11);
    let plays = game
        .log()
        .iter()
        .filter(|e| matches!(e, Event::Lead { .. } | Event::Play { .. }))
        .count();
    assert!(plays > 10);
    assert!(matches!(game.log().last(), Some(Event::GameOver { .. })));
}
