//! What every game's rules must keep, checked the same way for each of them: each game's
//! tests play random matches through [`play_out`].
//!
//! - Somebody is to act, or a deal is due, or the match is over — never none of these.
//! - Whoever is to act has a legal action, and every listed action is accepted.
//! - Nobody else may act.
//! - Every match ends.

use crate::Game;
use cards::shuffle::{below, rng};
use rand::RngCore as _;

/// How a random match went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub deals: usize,
    pub actions: usize,
}

/// Plays a match with random legal actions (deals from seeds drawn from `seed`), checking
/// the laws after every step; stops with the broken law, or when more than `max_actions`
/// would be needed (a match that does not end).
pub fn play_out<G: Game + Clone>(
    game: &mut G,
    seed: u64,
    max_actions: usize,
    seats: &[G::Seat],
) -> Result<Played, String> {
    let mut r = rng(seed);
    let mut played = Played {
        deals: 0,
        actions: 0,
    };
    while !game.is_over() {
        if played.actions > max_actions {
            return Err(format!("no end after {max_actions} actions"));
        }
        if game.needs_deal() {
            let deal_seed = u64::from(r.next_u32()) << 32 | u64::from(r.next_u32());
            game.deal_next(deal_seed)
                .map_err(|e| format!("deal {} refused: {e}", played.deals + 1))?;
            played.deals += 1;
            continue;
        }
        let seat = game
            .to_act()
            .ok_or("nobody to act, no deal due and the match not over")?;
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(format!("{seat:?} is to act with nothing legal"));
        }
        for &action in &legal {
            game.clone()
                .apply(seat, action)
                .map_err(|e| format!("listed {action:?} refused: {e}"))?;
        }
        for &other in seats.iter().filter(|&&s| s != seat) {
            if game.clone().apply(other, legal[0]).is_ok() {
                return Err(format!("{other:?} acted out of turn"));
            }
        }
        let action = legal[below(&mut r, legal.len() as u32) as usize];
        game.apply(seat, action)
            .map_err(|e| format!("{action:?} refused: {e}"))?;
        played.actions += 1;
    }
    if game.to_act().is_some() || !game.legal_actions().is_empty() {
        return Err("the match is over but someone is still to act".into());
    }
    Ok(played)
}
