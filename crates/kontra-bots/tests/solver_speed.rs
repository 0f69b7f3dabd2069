use cards::shuffle::{below, rng};
use kontra::*;
use kontra_bots::compact::{mask, Tables};
use kontra_bots::solver::{Objective, Position, Solver, Stakes};

#[test]
#[ignore]
fn speed() {
    let mut solver = Solver::new(16);
    let n = 2000;
    let t0 = std::time::Instant::now();
    for seed in 0..200u64 {
        let trump = Suit::ALL[(seed % 4) as usize];
        let contract = Contract {
            soloist: Seat::at(2, 4).unwrap(),
            trump,
            preferred: Suit::Hearts,
            mode: Mode::Round1,
            contra: None,
            recontra: None,
        };
        let stakes = Stakes::new(&contract, 2);
        let tabs = Tables::new(trump);
        std::hint::black_box(Objective::new(
            &stakes,
            Objective::allies_of(1, [false, false, true, false]),
        ));
        std::hint::black_box(tabs);
    }
    println!("setup {:.1} us", t0.elapsed().as_secs_f64() * 1e6 / 200.0);
    let t0 = std::time::Instant::now();
    let mut worst = 0u64;
    for seed in 0..n {
        let deal = Deal::shuffled(Seat::at(0, 4).unwrap(), seed, WenzelTurnUp::Forced, false);
        let mut r = rng(seed);
        let trump = Suit::ALL[below(&mut r, 4) as usize];
        let hands = std::array::from_fn(|s| mask(deal.hand(Seat::at(s, 4).unwrap())));
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
        let tabs = Tables::new(trump);
        let stakes = Stakes::new(&contract, 2);
        let obj = Objective::new(
            &stakes,
            Objective::allies_of(1, [false, false, true, false]),
        );
        let before = solver.nodes;
        solver.new_world();
        std::hint::black_box(solver.moves(&pos, &tabs, &obj));
        worst = worst.max(solver.nodes - before);
    }
    let s = t0.elapsed().as_secs_f64();
    println!(
        "{n} full solves in {s:.3}s: {:.3} ms each, {:.0} nodes each, worst {worst}",
        s * 1e3 / n as f64,
        solver.nodes as f64 / n as f64
    );
}
