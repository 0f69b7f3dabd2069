//! The laws every game keeps (`game::laws`), for Müller Matz: random matches at every table
//! size end, whoever is to act has a legal action, every listed one is accepted, nobody
//! acts out of turn.

use cards::Seat;
use game::laws::play_out;
use matz::{Match, Rules, Scoring};

#[test]
fn random_matches_keep_the_laws_and_end() {
    // Short matches (two games), so that every table size is played in a moment.
    for players in 2..=8usize {
        let seats: Vec<Seat> = Seat::all(players).collect();
        for seed in 0..2u64 {
            let mut rules = Rules::new(players).expect("2–8 players");
            rules.scoring = Scoring::PlacePoints { games: 2 };
            let mut m = Match::new(rules);
            let played = play_out(&mut m, 100 * players as u64 + seed, 400_000, &seats)
                .unwrap_or_else(|e| panic!("{players} players, seed {seed}: {e}"));
            assert_eq!(
                played.deals, 2,
                "{players} players, seed {seed}: {played:?}"
            );
        }
    }
}
