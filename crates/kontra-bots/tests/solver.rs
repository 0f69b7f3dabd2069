//! The solver agrees with a plain minimax (no table, no merging, no pruning) that scores
//! every ending with the engine's own payments, from random positions of random deals.

use cards::shuffle::{below, rng, GameRng};
use kontra::score::{deal_winner, settle, tricks_per_seat};
use kontra::*;
use kontra_bots::compact::{bits, from_c, mask, Tables};
use kontra_bots::solver::{utility, Objective, Position, Solver, Stakes};

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

struct Game {
    hands: [u32; 4],
    tabs: Tables,
    leader: usize,
    trick: Vec<u8>,
    winners: Vec<Seat>,
}

/// Minimax by the rules: allies maximise the sum of their values, the rest minimise it.
fn minimax(g: &mut Game, contract: &Contract, base: u8, allies: [bool; 4]) -> i32 {
    if g.winners.len() == 5 {
        let t = tricks_per_seat(&g.winners);
        let net = settle(contract, base, t, deal_winner(&g.winners).unwrap()).net;
        let net8 = net.map(|x| x as i8);
        return (0..4)
            .filter(|&s| allies[s])
            .map(|s| utility(net8, s))
            .sum();
    }
    let p = (g.leader + g.trick.len()) % 4;
    let led = g.trick.first().map(|&c| g.tabs.lane[c as usize] as usize);
    let legal = g.tabs.legal(g.hands[p], led);
    let mut best: Option<i32> = None;
    for c in bits(legal) {
        g.hands[p] &= !(1 << c);
        g.trick.push(c);
        let saved = (g.leader, g.trick.clone());
        if g.trick.len() == 4 {
            let w = (g.leader + g.tabs.winner(&g.trick)) % 4;
            g.winners.push(seat(w));
            g.leader = w;
            g.trick.clear();
        }
        let v = minimax(g, contract, base, allies);
        if saved.1.len() == 4 {
            g.winners.pop();
        }
        g.leader = saved.0;
        g.trick = saved.1;
        g.trick.pop();
        g.hands[p] |= 1 << c;
        best = Some(match best {
            None => v,
            Some(b) if allies[p] => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.unwrap()
}

fn random_position(seed: u64, r: &mut GameRng) -> (Game, Position, Contract, u8) {
    let deal = Deal::shuffled(seat(0), seed, WenzelTurnUp::Forced, false);
    let trump = Suit::ALL[below(r, 4) as usize];
    let tabs = Tables::new(trump);
    let hands = std::array::from_fn(|s| mask(deal.dealt_hands()[s].iter().copied().collect()));
    let mut g = Game {
        hands,
        tabs,
        leader: 1,
        trick: vec![],
        winners: vec![],
    };
    // Play 4 to 9 random cards (into trick 2 or 3).
    for _ in 0..4 + below(r, 6) {
        let p = (g.leader + g.trick.len()) % 4;
        let led = g.trick.first().map(|&c| g.tabs.lane[c as usize] as usize);
        let legal: Vec<u8> = bits(g.tabs.legal(g.hands[p], led)).collect();
        let c = legal[below(r, legal.len() as u32) as usize];
        g.hands[p] &= !(1 << c);
        g.trick.push(c);
        if g.trick.len() == 4 {
            let w = (g.leader + g.tabs.winner(&g.trick)) % 4;
            g.winners.push(seat(w));
            g.leader = w;
            g.trick.clear();
        }
    }
    let tricks = tricks_per_seat(&g.winners);
    let mut first_to_two = 4;
    let mut count = [0u8; 4];
    for w in &g.winners {
        count[w.index()] += 1;
        if count[w.index()] == 2 && first_to_two == 4 {
            first_to_two = w.index() as u8;
        }
    }
    let mut trick = [0u8; 4];
    trick[..g.trick.len()].copy_from_slice(&g.trick);
    let pos = Position {
        hands: g.hands,
        trump,
        leader: g.leader as u8,
        trick,
        trick_len: g.trick.len() as u8,
        tricks,
        first_to_two,
    };
    let soloist = below(r, 4) as usize;
    let contra = (below(r, 2) == 0).then(|| seat((soloist + 1 + below(r, 3) as usize) % 4));
    let modes = [Mode::Round1, Mode::Round2, Mode::Match, Mode::TakenUp];
    let contract = Contract {
        soloist: seat(soloist),
        trump,
        preferred: Suit::ALL[below(r, 4) as usize],
        mode: modes[below(r, 4) as usize],
        contra,
        recontra: None,
    };
    (g, pos, contract, 1 + below(r, 4) as u8)
}

#[test]
fn the_solver_agrees_with_plain_minimax() {
    let mut r = rng(3);
    let mut solver = Solver::new(12);
    for seed in 0..300 {
        let (mut g, pos, contract, base) = random_position(seed, &mut r);
        let stakes = Stakes::new(&contract, base);
        let mut actives = [false; 4];
        for s in [Some(contract.soloist), contract.contra]
            .into_iter()
            .flatten()
        {
            actives[s.index()] = true;
        }
        let me = pos.to_act();
        let allies = Objective::allies_of(me, actives);
        let obj = Objective::new(&stakes, allies);
        let tabs = Tables::new(pos.trump);
        solver.new_world();
        let expected = minimax(&mut g, &contract, base, allies);
        assert_eq!(solver.value(&pos, &tabs, &obj).0, expected, "seed {seed}");
        for (c, v, net) in solver.moves(&pos, &tabs, &obj) {
            let team: i32 = (0..4).filter(|&s| allies[s]).map(|s| utility(net, s)).sum();
            assert_eq!(team, v, "the ending reached has the value found");
            // The value of a move: minimax after it.
            let mut g2 = Game {
                hands: g.hands,
                tabs: Tables::new(pos.trump),
                leader: g.leader,
                trick: g.trick.clone(),
                winners: g.winners.clone(),
            };
            let p = me;
            g2.hands[p] &= !(1 << c);
            g2.trick.push(c);
            if g2.trick.len() == 4 {
                let w = (g2.leader + g2.tabs.winner(&g2.trick)) % 4;
                g2.winners.push(seat(w));
                g2.leader = w;
                g2.trick.clear();
            }
            assert_eq!(
                v,
                minimax(&mut g2, &contract, base, allies),
                "seed {seed}, card {}",
                from_c(c)
            );
        }
    }
}
