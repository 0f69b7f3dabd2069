//! Easy: a beginner. It plays alone on two trumps with a Wenzel or the Ace, names its
//! longest suit in round 2, never announces match, rarely contra, takes up an Ace on a
//! coin flip, and plays a random card two times in five; otherwise it takes a trick as
//! last player when it can and else plays its lowest card. It counts no card.

use crate::compact::{bits, from_c, mask, to_c, Tables, C, TRUMP_LANE};
use crate::knowledge::Knowledge;
use cards::shuffle::{below, GameRng};
use kontra::card::{CLUB_JACK, SPADE_JACK};
use kontra::{Action, Phase, SeatView};

fn chance(rng: &mut GameRng, percent: u32) -> bool {
    below(rng, 100) < percent
}

fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> T {
    items[below(rng, items.len() as u32) as usize]
}

pub fn decide(view: &SeatView, k: &Knowledge, rng: &mut GameRng) -> Action {
    let legal = &view.legal;
    let hand = k.hand;
    let trumps_in = |suit| hand & Tables::of(suit).lane_mask[TRUMP_LANE];
    let wenzels = mask([CLUB_JACK, SPADE_JACK].into_iter().collect());
    match view.phase {
        Phase::TurnUp => {
            if chance(rng, 50) {
                Action::TakeUp
            } else {
                Action::Decline
            }
        }
        Phase::Round1 => {
            let trumps = trumps_in(view.preferred);
            let ace = 1 << to_c(kontra::Card::new(view.preferred, kontra::Rank::Ace));
            if trumps.count_ones() >= 2 && trumps & (wenzels | ace) != 0 {
                Action::Accept
            } else {
                Action::Pass
            }
        }
        Phase::Round2 => legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Name(s) if trumps_in(*s).count_ones() >= 3))
            .max_by_key(|a| match a {
                Action::Name(s) => trumps_in(*s).count_ones(),
                _ => 0,
            })
            .unwrap_or(Action::Pass),
        Phase::MatchWindow => Action::No,
        Phase::Window(_) => {
            if legal.contains(&Action::Contra) && chance(rng, 5) {
                Action::Contra
            } else {
                Action::No
            }
        }
        Phase::Play => Action::Play(from_c(play(k, rng))),
        // Discard and exchange: any card allowed.
        _ => pick(rng, legal),
    }
}

fn play(k: &Knowledge, rng: &mut GameRng) -> C {
    let t = k.tabs.as_ref().expect("cards are played under a trump");
    let led = k.trick.first().map(|&c| t.lane[c as usize] as usize);
    let legal: Vec<C> = bits(t.legal(k.hand, led)).collect();
    if chance(rng, 40) {
        return pick(rng, &legal);
    }
    let lane_of = |c: C| led.unwrap_or(t.lane[c as usize] as usize);
    let power = |c: C| t.power[lane_of(c)][c as usize];
    if let (Some(l), 3) = (led, k.trick.len()) {
        let best = k
            .trick
            .iter()
            .map(|&c| t.power[l][c as usize])
            .max()
            .unwrap_or(0);
        if let Some(&c) = legal
            .iter()
            .filter(|&&c| power(c) > best)
            .min_by_key(|&&c| power(c))
        {
            return c;
        }
    }
    *legal
        .iter()
        .min_by_key(|&&c| power(c))
        .expect("a card to play")
}
