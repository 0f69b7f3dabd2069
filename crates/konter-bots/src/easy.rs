//! Easy: a beginner. It names the suit it holds most of, announces on a coin flip, and
//! plays a random legal card two times in five; otherwise it follows two simple habits
//! (take a trick as last player when it can, else throw its lowest card) without counting
//! any card.

use super::knowledge::Knowledge;
use super::sampler::{pick, unit};
use konter::shuffle::GameRng;
use konter::Suit;

fn pts(c: u8) -> i32 {
    [0, 0, 1, 2, 3, 4][(c % 6) as usize]
}

fn cards(bits: u32) -> Vec<u8> {
    (0..24u8).filter(|&c| bits & (1 << c) != 0).collect()
}

/// The card to play from `legal` (non-empty).
pub fn play(k: &Knowledge, legal: u32, rng: &mut GameRng) -> u8 {
    let all = cards(legal);
    if unit(rng) < 0.4 {
        return all[pick(rng, all.len())];
    }
    let tabs = &k.tabs;
    if k.trick.len() == 3 {
        let led = tabs.lane[k.trick[0] as usize] as usize;
        let st = &tabs.strength[led];
        let best = k.trick.iter().map(|&c| st[c as usize]).max().unwrap_or(0);
        let winner_i = k.trick.iter().position(|&c| st[c as usize] == best).unwrap_or(0);
        let partner_wins = (k.leader + winner_i) % 2 == k.me % 2;
        if !partner_wins {
            if let Some(&c) = all.iter().filter(|&&c| st[c as usize] > best).min_by_key(|&&c| st[c as usize]) {
                return c;
            }
        }
    }
    let low = all.iter().map(|&c| pts(c)).min().unwrap_or(0);
    let lows: Vec<u8> = all.into_iter().filter(|&c| pts(c) == low).collect();
    lows[pick(rng, lows.len())]
}

/// The suit with most cards in the packet (by printed suit; ties at random).
pub fn name_trump(packet: u32, rng: &mut GameRng) -> Suit {
    let counts = Suit::ALL.map(|s| (packet & konter::CardSet::of_suit(s).bits()).count_ones());
    let max = *counts.iter().max().unwrap_or(&0);
    let best: Vec<Suit> = Suit::ALL.into_iter().filter(|s| counts[s.index()] == max).collect();
    best[pick(rng, best.len())]
}

/// Announces on a coin flip when it may.
pub fn announce(rng: &mut GameRng) -> bool {
    unit(rng) < 0.5
}
