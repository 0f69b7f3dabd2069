//! The solver's speed on whole deals (run by hand: `cargo test --release -p kontra-bots
//! --test solver_speed -- --ignored --nocapture`); not a timed test.

use cards::shuffle::{below, rng};
use kontra::*;
use kontra_bots::compact::{mask, Tables};
use kontra_bots::solver::{Objective, Position, Solver, Stakes};

#[test]
#[ignore]
fn whole_deal_solves_per_second() {
    let mut solver = Solver::new(14);
    let n = 2000;
    let mut worst = 0u64;
    let t0 = std::time::Instant::now();
    for seed in 0..n {
        let deal = Deal::shuffled(Seat::at(0, 4).unwrap(), seed, WenzelTurnUp::Forced, false);
        let trump = Suit::ALL[below(&mut rng(seed), 4) as usize];
        let hands = std::array::from_fn(|s| mask(deal.dealt_hands()[s].iter().copied().collect()));
        let pos = Position {
            hands,
            trump,
            leader: 1,
            trick: [0; 4],
            trick_len: 0,
            tricks: [0; 4],
            first_to_two: 4,
        };
        let contract = Contract {
            soloist: Seat::at(2, 4).unwrap(),
            trump,
            preferred: Suit::Hearts,
            mode: Mode::Round1,
            contra: None,
            recontra: None,
        };
        let stakes = Stakes::new(&contract, 2);
        let obj = Objective::new(
            &stakes,
            Objective::allies_of(1, [false, false, true, false]),
        );
        let before = solver.nodes;
        solver.new_world();
        std::hint::black_box(solver.moves(&pos, Tables::of(trump), &obj));
        worst = worst.max(solver.nodes - before);
    }
    let s = t0.elapsed().as_secs_f64();
    println!(
        "{n} whole-deal solves (every first lead) in {s:.2} s: {:.3} ms each, {:.0} nodes each, worst {worst}",
        s * 1e3 / n as f64,
        solver.nodes as f64 / n as f64
    );
}
