//! The laws every game keeps (`game::laws`), for Konter a Matt: random matches under every
//! rule variant end, whoever is to act has a legal action, every listed one is accepted,
//! nobody acts out of turn.

use game::laws::play_out;
use konter::{Match, Rules, Seat, StannerRule, StartDashes};

#[test]
fn random_matches_keep_the_laws_and_end() {
    for seed in 0..40u64 {
        let stanner = [StannerRule::Carry, StannerRule::W, StannerRule::Simple][(seed % 3) as usize];
        let start_dashes = StartDashes::new([11, 9, 3, 1][(seed % 4) as usize]).expect("1–99");
        let mut game = Match::new(Rules { stanner, start_dashes, ..Rules::default() });
        let played = play_out(&mut game, seed, 20_000, &Seat::ALL).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(game.is_over(), "seed {seed}");
        assert!(played.deals >= 1 && played.actions >= 24 * played.deals, "seed {seed}: every deal plays its 24 cards: {played:?}");
    }
}
