//! The bots play only legal actions at every table size and with every variant, decide the
//! same from the same view and seed (also after the view's trip through JSON), refuse to act
//! out of turn, and read from the public log only what is true.

use matz::*;
use matz_bots::arena::{mix, play_game, Latencies};
use matz_bots::hard::HardConfig;
use matz_bots::knowledge::Knowledge;
use matz_bots::{bot, bot_with, BotError, Level};

fn seat(i: usize) -> Seat {
    Seat::new(i).unwrap()
}

fn variants(players: usize, v: u64) -> Rules {
    let mut r = Rules::new(players).unwrap();
    if v & 1 != 0 {
        r.turned_card = TurnedCard::OutOfPlay;
    }
    if v & 2 != 0 {
        r.answer = Answer::Strict;
    }
    if v & 4 != 0 {
        r.give_up = GiveUp::LeaderReserve;
    }
    if v & 8 != 0 {
        r.sleep = Sleep::AnyThree;
    }
    if v & 16 != 0 {
        r.last_hand = LastHand::OutOfPlay;
    }
    r
}

fn levels() -> Vec<Level> {
    vec![Level::Easy, Level::Medium, Level::Hard]
}

/// A small budget: the tests run unoptimised.
fn small() -> HardConfig {
    HardConfig {
        steps: 300,
        min_worlds: 1,
        max_worlds: 2,
        ..HardConfig::default()
    }
}

#[test]
fn bots_play_legal_games_to_the_end() {
    for players in 2..=8 {
        for v in [0, 31, 5, 26] {
            let rules = variants(players, v);
            let seed = mix(players as u64, v);
            let game = Game::shuffled(rules, seat(0), seed).unwrap();
            let seats: Vec<Level> = (0..players).map(|s| levels()[s % levels().len()]).collect();
            let done = play_game(game, &seats, seed, &small(), &mut Latencies::default());
            assert!(done.is_over());
        }
    }
}

#[test]
fn the_log_tells_only_what_is_true() {
    for players in [2, 3, 5, 8] {
        for v in [0, 16, 31] {
            let rules = variants(players, v);
            let mut game = Game::shuffled(rules, seat(1), 77 + v).unwrap();
            let mut bots: Vec<_> = (0..players)
                .map(|s| bot(levels()[s % 2], s as u64))
                .collect();
            while let Some(s) = game.to_act() {
                for watcher in Seat::all(players) {
                    let view = SeatView::of(&game, watcher);
                    let k = Knowledge::of(&view);
                    assert!(
                        k.is_consistent(),
                        "{players} players, variants {v}: counts add up"
                    );
                    let t = game.table();
                    for other in Seat::all(players) {
                        assert!(
                            t.hand(other).includes(k.known[other.index()]),
                            "known cards are held"
                        );
                        assert_eq!(
                            k.reserves[other.index()],
                            t.reserve(other),
                            "reserves are public"
                        );
                        let hidden = t.hand(other).minus(k.known[other.index()]).unwrap();
                        assert!(
                            other == watcher || k.unseen.includes(hidden),
                            "a hidden card is unseen"
                        );
                    }
                    assert!(
                        k.unseen.includes(t.stock().collect()),
                        "the stock is unseen"
                    );
                }
                let view = SeatView::of(&game, s);
                let action = bots[s.index()].decide(&view).unwrap();
                game.apply(s, action).unwrap();
            }
        }
    }
}

#[test]
fn a_decision_depends_only_on_view_and_seed() {
    let mut game = Game::shuffled(Rules::new(5).unwrap(), seat(2), 3).unwrap();
    for _ in 0..200 {
        let Some(s) = game.to_act() else { break };
        let view = SeatView::of(&game, s);
        let back: SeatView = serde_json::from_str(&serde_json::to_string(&view).unwrap()).unwrap();
        for level in levels() {
            let decide = |v: &SeatView| bot_with(level, 9, small()).decide(v);
            assert_eq!(decide(&view), decide(&back));
        }
        let other = SeatView::of(&game, s.next(5));
        assert_eq!(
            bot(Level::Medium, 9).decide(&other),
            Err(BotError::NotMyTurn)
        );
        game.apply(s, bot(Level::Easy, 9).decide(&view).unwrap())
            .unwrap();
    }
}
