//! What the solver's unit tests share: random positions and brute-force values through
//! the engine's own rules (every legal card, no pruning, no table).

use konter::shuffle::{below, rng};
use konter::{Action, Deal, Seat, Suit, Team};

/// A random deal with random trump, played randomly up to `cards_played` cards.
pub(super) fn random_deal(seed: u64, cards_played: usize) -> Deal {
    let mut r = rng(seed ^ 0xABCD);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(Suit::ALL[below(&mut r, 4) as usize])).unwrap();
    for _ in 0..cards_played {
        let legal = deal.legal_cards();
        let c = legal.nth(below(&mut r, legal.len() as u32) as usize).unwrap();
        deal.apply(Action::Play(c)).unwrap();
    }
    deal
}

/// Team A's points (`points`) or tricks at the end under best play for that metric:
/// team A maximises it, team B minimises it.
pub(super) fn brute_a(deal: &Deal, points: bool) -> i32 {
    if deal.is_finished() {
        return if points { deal.points()[0] } else { deal.tricks_won()[0] } as i32;
    }
    let maximise = deal.to_act().unwrap().team() == Team::A;
    let mut best = if maximise { -1 } else { 41 };
    for card in deal.legal_cards() {
        let mut d = *deal;
        d.apply(Action::Play(card)).unwrap();
        let v = brute_a(&d, points);
        best = if maximise { best.max(v) } else { best.min(v) };
    }
    best
}

/// The outcome level of a finished deal by the engine's scoring.
pub(super) fn engine_level(deal: &Deal) -> u8 {
    use konter::Outcome;
    let r = deal.result().unwrap();
    let t = r.trump_team.index();
    match r.outcome() {
        Outcome::TrumpTeam if r.tricks[1 - t] == 0 => 4,
        Outcome::TrumpTeam => 3,
        Outcome::Stanner => 2,
        Outcome::Defenders if r.tricks[t] > 0 => 1,
        Outcome::Defenders => 0,
    }
}
