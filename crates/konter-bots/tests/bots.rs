//! The bots: legal actions only, deterministic per seed, and no peeking at hidden hands.

use konter_bots::hard::HardConfig;
use konter_bots::knowledge::Knowledge;
use konter_bots::sampler::{world_deal, Sampler};
use konter_bots::{decide, decide_with, decide_within, Level, MatchContext};
use konter::shuffle::{below, rng, shuffle};
use konter::*;

const LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

fn ctx() -> MatchContext {
    MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 }
}

/// A small budget so that Hard is quick in a debug build.
fn small() -> HardConfig {
    HardConfig { max_worlds: 6, min_worlds: 2, node_budget: 30_000, ..HardConfig::default() }
}

/// A random deal played randomly (random announcements too) up to `actions` actions.
fn random_state(seed: u64, actions: usize) -> Deal {
    let mut r = rng(seed ^ 0xB075);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    for _ in 0..actions {
        let legal = deal.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[below(&mut r, legal.len() as u32) as usize];
        deal.apply(a).unwrap();
    }
    deal
}

#[test]
fn every_level_returns_a_legal_action() {
    for seed in 0..120u64 {
        let deal = random_state(seed, (seed % 30) as usize);
        let Some(seat) = deal.to_act() else { continue };
        let view = SeatView::of(&deal, seat);
        for level in LEVELS {
            let a = decide_with(&view, &ctx(), level, seed, &small()).expect("the seat to act acts");
            assert!(view.legal.contains(&a), "seed {seed} {level:?}: {a:?} not in {:?}", view.legal);
            // Not its turn: nothing to do.
            let other = SeatView::of(&deal, seat.next());
            assert_eq!(decide_with(&other, &ctx(), level, seed, &small()), None);
        }
    }
}

#[test]
fn bots_play_whole_deals_legally() {
    for seed in 0..12u64 {
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], 1000 + seed);
        let levels = [LEVELS[seed as usize % 3], LEVELS[(seed as usize + 1) % 3], LEVELS[(seed as usize + 2) % 3], Level::Medium];
        let mut step = 0;
        while let Some(seat) = deal.to_act() {
            let view = SeatView::of(&deal, seat);
            let a = decide_with(&view, &ctx(), levels[seat.index()], seed * 100 + step, &small()).unwrap();
            deal.apply(a).unwrap_or_else(|e| panic!("seed {seed}: {a:?} refused: {e}"));
            step += 1;
        }
        assert!(deal.is_finished());
    }
}

#[test]
fn default_hard_is_legal_late_in_the_deal() {
    // The real budget, on positions from trick 4 on (cheap enough in debug).
    for seed in 0..6u64 {
        let mut deal = random_state(seed + 300, 1);
        while deal.played_cards().len() < 12 + seed as usize {
            let c = deal.legal_cards().first().unwrap();
            deal.apply(Action::Play(c)).unwrap();
        }
        let seat = deal.to_act().unwrap();
        let view = SeatView::of(&deal, seat);
        let a = decide(&view, &ctx(), Level::Hard, seed).unwrap();
        assert!(view.legal.contains(&a));
    }
}

#[test]
fn hard_out_of_time_still_acts_legally() {
    // A clock that is always past the deadline (a very slow device): Hard solves one world
    // and plays a legal card or makes a legal announcement, early and late in the deal.
    for seed in 0..30u64 {
        let deal = random_state(seed + 700, 1 + (seed as usize * 3) % 24);
        let Some(seat) = deal.to_act() else { continue };
        let view = SeatView::of(&deal, seat);
        let a = decide_within(&view, &ctx(), Level::Hard, seed, &HardConfig::default(), &|| true).unwrap();
        assert!(view.legal.contains(&a), "seed {seed}: {a:?}");
    }
}

#[test]
fn decisions_are_deterministic_per_seed() {
    for seed in 0..40u64 {
        let deal = random_state(seed + 77, (seed % 26) as usize);
        let Some(seat) = deal.to_act() else { continue };
        let view = SeatView::of(&deal, seat);
        for level in LEVELS {
            let a = decide_with(&view, &ctx(), level, seed, &small());
            let b = decide_with(&view.clone(), &ctx(), level, seed, &small());
            assert_eq!(a, b, "seed {seed} {level:?}");
        }
    }
}

/// Another deal that looks the same from `seat`: for trump naming, the same first packet
/// for forehand and everything else reshuffled; in play, a world drawn from the seat's
/// knowledge with every public event replayed.
fn consistent_other_deal(deal: &Deal, seat: Seat, seed: u64) -> Deal {
    let view = SeatView::of(deal, seat);
    let mut r = rng(seed);
    if deal.phase() == Phase::NamingTrump {
        let fh = deal.forehand().index();
        let packet: Vec<Card> = view.seen.clone();
        let mut rest: Vec<Card> = Card::all().filter(|c| !packet.contains(c)).collect();
        shuffle(&mut r, &mut rest);
        let mut hands = [[rest[0]; 6]; 4];
        let mut at = 0;
        for (s, hand) in hands.iter_mut().enumerate() {
            for (j, slot) in hand.iter_mut().enumerate() {
                *slot = if s == fh && j < 3 {
                    packet[j]
                } else {
                    at += 1;
                    rest[at - 1]
                };
            }
        }
        return Deal::new(deal.dealer(), hands).unwrap();
    }
    let k = Knowledge::of(&view).unwrap();
    let world = Sampler::new(&k).sample(&mut r);
    world_deal(&view, &k, &world).expect("a sampled world replays")
}

#[test]
fn no_peeking_decisions_ignore_the_hidden_hands() {
    let mut changed_hands = 0;
    for seed in 0..60u64 {
        let deal = random_state(seed + 500, (seed % 28) as usize);
        let Some(seat) = deal.to_act() else { continue };
        let view = SeatView::of(&deal, seat);
        for swap in 0..3 {
            let other = consistent_other_deal(&deal, seat, seed * 10 + swap);
            assert_eq!(SeatView::of(&other, seat), view, "seed {seed}: the other deal must look the same");
            if other.remaining_hands() != deal.remaining_hands() || other.dealt_hands() != deal.dealt_hands() {
                changed_hands += 1;
            }
            for level in LEVELS {
                let here = decide_with(&view, &ctx(), level, seed, &small());
                let there = decide_with(&SeatView::of(&other, seat), &ctx(), level, seed, &small());
                assert_eq!(here, there, "seed {seed} {level:?}: the decision depends on hidden cards");
            }
        }
    }
    assert!(changed_hands > 100, "the swapped deals must really differ ({changed_hands})");
}

#[test]
fn sampled_worlds_respect_what_the_seat_knows() {
    for seed in 0..200u64 {
        let deal = random_state(seed + 900, 1 + (seed % 26) as usize);
        let Some(seat) = deal.to_act() else { continue };
        if deal.phase() != Phase::Playing {
            continue;
        }
        let view = SeatView::of(&deal, seat);
        let k = Knowledge::of(&view).unwrap();
        // Lane l's cards by the engine's rules (0–3 plain suit, 4 trump).
        let trump = Trump(deal.trump().unwrap());
        let lane_mask = |l: u8| trump.lane_cards(if l == 4 { Lane::Trump } else { Lane::Plain(Suit::ALL[l as usize]) }).bits();
        // The real deal is one of the worlds: its hands respect every void and announcement.
        let real = deal.remaining_hands().map(|h| h.bits());
        for s in k.others() {
            assert_eq!(real[s] & k.must[s], k.must[s], "seed {seed}: announced matadors");
            for l in 0..5u8 {
                if k.void[s] & (1 << l) != 0 {
                    assert_eq!(real[s] & lane_mask(l), 0, "seed {seed}: void in lane {l}");
                }
            }
        }
        let sampler = Sampler::new(&k);
        let mut r = rng(seed);
        for _ in 0..5 {
            let w = sampler.sample(&mut r);
            let mut union = 0;
            for s in k.others() {
                assert_eq!(w[s].count_ones(), real[s].count_ones(), "seed {seed}: hand sizes");
                assert_eq!(w[s] & k.must[s], k.must[s]);
                for l in 0..5u8 {
                    if k.void[s] & (1 << l) != 0 {
                        assert_eq!(w[s] & lane_mask(l), 0);
                    }
                }
                assert_eq!(union & w[s], 0);
                union |= w[s];
            }
            assert_eq!(union, k.unseen, "seed {seed}: the worlds deal exactly the unseen cards");
        }
        if let Some(all) = sampler.enumerate(3000) {
            assert_eq!(all.len() as f64, sampler.world_count(), "seed {seed}: enumeration matches the count");
            assert!(all.contains(&{
                let mut r = real;
                r[seat.index()] = 0;
                r
            }));
        }
    }
}

#[test]
fn trump_table_indexes_every_packet() {
    use konter_bots::trump_table::{packet_index, packet_of, PACKETS};
    for i in 0..PACKETS {
        let p = packet_of(i);
        assert_eq!(p.count_ones(), 3);
        assert_eq!(packet_index(p), i);
    }
}

#[test]
fn hard_beats_easy_in_a_small_sample() {
    use konter_bots::arena::{arena, Player};
    let r = arena(Player::Bot(Level::Hard), Player::Bot(Level::Easy), 8, 3, &small(), None, false);
    assert!(r.score > 0.5, "hard vs easy {}", r.score);
}

/// The measuring oracle names trump from what is dealt when trump is named (the four first
/// packets): which undealt cards later go to which seat cannot change its choice, while
/// the clairvoyant variant may read them.
#[test]
fn the_oracle_names_trump_without_seeing_the_undealt_cards() {
    use konter_bots::oracle::cheating_oracle_decide;
    use konter_bots::solver::Solver;
    let mut solver = Solver::new(16);
    for seed in 0..12u64 {
        let deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], 900 + seed);
        let choice = cheating_oracle_decide(&deal, &ctx(), &mut solver, false).expect("forehand names trump");
        assert!(matches!(choice, Action::NameTrump(_)));
        assert!(deal.check(choice).is_ok());
        // The same first packets, the second packets dealt differently.
        let mut undealt: Vec<Card> = deal.dealt_hands().iter().flat_map(|h| h[3..].to_vec()).collect();
        shuffle(&mut rng(seed), &mut undealt);
        let mut hands = *deal.dealt_hands();
        for (s, hand) in hands.iter_mut().enumerate() {
            hand[3..].copy_from_slice(&undealt[s * 3..s * 3 + 3]);
        }
        let other = Deal::new(deal.dealer(), hands).unwrap();
        assert_eq!(cheating_oracle_decide(&other, &ctx(), &mut solver, false), Some(choice), "seed {seed}");
    }
}

#[test]
fn plays_are_read_as_evidence_of_the_hidden_hands() {
    use konter_bots::inference::PlayEvidence;
    // The likelihood of one world, from evidence that remembers nothing yet.
    let play_likelihood = |view: &SeatView, k: &Knowledge, w: &[u32; 4], miss: [f64; 4]| PlayEvidence::new(view, k, miss).likelihood(w);
    let miss = 0.25;
    let mut informative = 0;
    for seed in 0..40u64 {
        // Four Medium players: in the true world every card is the one Medium would play.
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], 7000 + seed);
        let plays = 4 + (seed % 16) as usize;
        while deal.played_cards().len() < plays {
            let seat = deal.to_act().unwrap();
            let a = decide(&SeatView::of(&deal, seat), &ctx(), Level::Medium, seed).unwrap();
            deal.apply(a).unwrap();
        }
        let seat = deal.to_act().unwrap();
        let view = SeatView::of(&deal, seat);
        let k = Knowledge::of(&view).unwrap();
        let mut real = deal.remaining_hands().map(|h| h.bits());
        real[seat.index()] = 0;
        assert_eq!(play_likelihood(&view, &k, &real, [miss; 4]), 1.0, "seed {seed}: the true world fits every play");
        let sampler = Sampler::new(&k);
        let mut r = rng(seed);
        let mut remembered = PlayEvidence::new(&view, &k, [miss; 4]);
        for _ in 0..20 {
            let w = sampler.sample(&mut r);
            let l = play_likelihood(&view, &k, &w, [miss; 4]);
            assert_eq!(remembered.likelihood(&w), l, "seed {seed}: remembered factors give the same likelihood");
            // Each play Medium would not have made costs a factor `miss`; nothing else does.
            let misses = l.ln() / miss.ln();
            assert!(l > 0.0 && l <= 1.0 && (misses - misses.round()).abs() < 1e-9, "seed {seed}: likelihood {l}");
            if l < 1.0 {
                informative += 1;
            }
            assert_eq!(play_likelihood(&view, &k, &w, [1.0; 4]), 1.0, "miss 1: plays are not read");
        }
    }
    assert!(informative > 100, "plays must tell worlds apart ({informative} of 800 worlds)");
}

/// Through the games' common boundary: four bots of each level play a whole match, each
/// deciding from its own seat's view only, and every decision is legal.
#[test]
fn bots_play_whole_matches_through_the_game_boundary() {
    use ::game::{Bot, Game};
    use konter::{Match, Rules, Seat, StartDashes};
    use konter_bots::LevelBot;
    for (n, level) in [Level::Easy, Level::Medium].into_iter().enumerate() {
        let mut game = Match::new(Rules { start_dashes: StartDashes::new(3).expect("1–99"), ..Rules::default() });
        let mut bots: Vec<LevelBot> = (0..4).map(|i| LevelBot::new(level, 100 * n as u64 + i)).collect();
        let mut deals = 0u64;
        while !game.is_over() {
            if game.needs_deal() {
                deals += 1;
                game.deal_next(7_000 + deals).expect("a deal is due");
                continue;
            }
            let seat: Seat = game.to_act().expect("someone is to act");
            let view = game.view(seat).expect("a deal is on the table");
            let action = bots[seat.index()].decide(&view).expect("a bot decides on its turn");
            Game::apply(&mut game, seat, action).expect("the bot's action is legal");
            assert!(deals < 200, "{level:?}: the match ends");
        }
    }
}
