//! Easy: a beginner. Legal and plausible, without plans: a random card, picking up now and
//! then, taking an exchange or a sleep on a coin flip; in the second life it beats with a
//! random card when it can, mostly.

use crate::situation::Situation;
use cards::shuffle::{below, GameRng};
use matz::{Action, Life, Phase};

fn chance(rng: &mut GameRng, percent: u32) -> bool {
    below(rng, 100) < percent
}

fn any(rng: &mut GameRng, actions: &[Action]) -> Option<Action> {
    (!actions.is_empty()).then(|| actions[below(rng, actions.len() as u32) as usize])
}

pub fn choose(s: &Situation, rng: &mut GameRng) -> Action {
    let pick = |f: fn(&Action) -> bool| s.legal.iter().copied().filter(f).collect::<Vec<_>>();
    let plays = pick(|a| matches!(a, Action::Play(_)));
    if s.life == Life::First {
        let extras = pick(|a| matches!(a, Action::Exchange(_) | Action::Sleep(_)));
        if !extras.is_empty() && chance(rng, 50) {
            return any(rng, &extras).expect("not empty");
        }
        if let Phase::Answer { .. } = s.phase {
            if s.may(Action::GiveUp) && chance(rng, 50) {
                return Action::GiveUp;
            }
            if chance(rng, 20) {
                return Action::PickUp;
            }
        }
    } else if s.top.is_some() && !chance(rng, 85) {
        return Action::PickUp;
    }
    any(rng, &plays)
        .or_else(|| any(rng, s.legal))
        .expect("a seat to act has an action")
}
