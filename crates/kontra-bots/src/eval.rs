//! How many tricks a hand is worth with a given trump, reckoned as players do: the
//! high trumps, trump length, side aces (and kings behind them), short side suits to
//! trump in. Medium bids and announces contra with it; Hard weighs the other players'
//! bids with it when it samples their hands.

use crate::compact::{bits, Tables, TRUMP_LANE};

/// What each trump is worth by its place in the trump order (J♣ first).
const TRUMP_VALUE: [f32; 8] = [1.0, 0.95, 0.8, 0.65, 0.5, 0.4, 0.35, 0.3];
const SIDE_ACE: f32 = 0.7;
const SIDE_KING_WITH_ACE: f32 = 0.4;
const SIDE_KING_GUARDED: f32 = 0.2;
const LENGTH_BONUS: f32 = 0.2;
const VOID_BONUS: f32 = 0.15;

/// The expected tricks of `hand` (a card mask) playing with the trump of `tabs`.
pub fn strength(hand: u32, tabs: &Tables) -> f32 {
    let trumps = hand & tabs.lane_mask[TRUMP_LANE];
    let n_trumps = trumps.count_ones();
    let mut value: f32 = tabs.order[TRUMP_LANE]
        .iter()
        .enumerate()
        .filter(|(_, &c)| trumps & 1 << c != 0)
        .map(|(i, _)| TRUMP_VALUE[i.min(7)])
        .sum();
    value += LENGTH_BONUS * n_trumps.saturating_sub(2) as f32;
    for l in 0..TRUMP_LANE {
        let side = hand & tabs.lane_mask[l];
        let order = &tabs.order[l];
        let has = |i: usize| order.get(i).is_some_and(|&c| side & 1 << c != 0);
        if side == 0 {
            if n_trumps >= 2 {
                value += VOID_BONUS;
            }
            continue;
        }
        if has(0) {
            value += SIDE_ACE;
            if has(1) {
                value += SIDE_KING_WITH_ACE;
            }
        } else if has(1) && side.count_ones() >= 2 {
            value += SIDE_KING_GUARDED;
        }
    }
    value
}

/// The weakest card of a hand to lay away: never a trump while a side card is left; of
/// the side cards the one worth least, preferring to empty a short suit.
pub fn weakest(hand: u32, tabs: &Tables, keep: u32) -> Option<u8> {
    let candidates = hand & !keep;
    let side = candidates & !tabs.lane_mask[TRUMP_LANE];
    let pool = if side != 0 { side } else { candidates };
    bits(pool).min_by_key(|&c| {
        let l = tabs.lane[c as usize] as usize;
        let own_lane = tabs.power[l][c as usize] as i32;
        let is_top = tabs.order[l].first() == Some(&c);
        let length = (hand & tabs.lane_mask[l]).count_ones() as i32;
        // A lone ace is worth keeping; short suits go first; then low cards.
        (i32::from(is_top) * 100 + length * 10 + own_lane, c)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compact::{from_c, mask};
    use kontra::card::parse_card;
    use kontra::Suit;

    fn hand(text: &str) -> u32 {
        mask(
            text.split_whitespace()
                .map(|c| parse_card(c).unwrap())
                .collect(),
        )
    }

    #[test]
    fn high_trumps_and_aces_count() {
        let t = Tables::new(Suit::Hearts);
        let strong = strength(hand("JC JS AH KH AC"), &t);
        let weak = strength(hand("9H TS 9S QD TC"), &t);
        assert!(strong > 3.5 && weak < 0.8, "{strong} {weak}");
        let w = weakest(hand("JC JS AH 9D AC"), &t, 0).unwrap();
        assert_eq!(from_c(w).code(), "9D");
    }
}
