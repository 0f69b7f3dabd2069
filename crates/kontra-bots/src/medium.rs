//! Medium: rules a fair club player follows, with card counting.
//!
//! - Bidding: plays alone when the hand is worth enough tricks ([`crate::eval::strength`])
//!   in the turn-up's suit (round 1) or its best suit (round 2); announces match only with
//!   the top trumps and a hand worth all five; never takes up an Ace unseen.
//! - Contra when its own hand (after the exchange it would make) is worth a deal's win;
//!   recontra when it already holds the tricks to win.
//! - Play: draws trumps with the master trump when playing alone; cashes masters; takes a
//!   trick an opponent is winning with its cheapest sure winner; plays low when a friend
//!   (another passive player) has the trick; throws the card it needs least.

use crate::compact::{bits, from_c, to_c, Tables, C, TRUMP_LANE};
use crate::eval::{strength, weakest};
use crate::knowledge::Knowledge;
use kontra::{Action, Mode, Phase, SeatView, Suit, Window};

/// The hand values (expected tricks) the decisions need. Tuned by Medium self-play against
/// Easy and Hard; see docs/kontraspiel.md.
#[derive(Copy, Clone, Debug)]
pub struct Thresholds {
    pub accept: f32,
    pub name: f32,
    pub announce_match: f32,
    pub contra: f32,
    pub recontra: f32,
}

pub const THRESHOLDS: Thresholds = Thresholds {
    accept: 3.1,
    name: 2.5,
    announce_match: 4.6,
    contra: 2.9,
    recontra: 3.2,
};

/// Medium's action for the seat to act (one of `view.legal`).
pub fn decide(view: &SeatView, k: &Knowledge) -> Action {
    decide_with(view, k, &THRESHOLDS)
}

pub fn decide_with(view: &SeatView, k: &Knowledge, th: &Thresholds) -> Action {
    let legal = &view.legal;
    let tables = |s: Suit| Tables::of(s);
    match view.phase {
        Phase::TurnUp => Action::Decline,
        Phase::Discard => {
            let t = tables(view.preferred);
            let keep = 1 << to_c(view.turn_up);
            weakest(k.hand, t, keep)
                .map(|c| Action::Discard(from_c(c)))
                .unwrap_or(legal[0])
        }
        Phase::Round1 => {
            if strength(k.hand, tables(view.preferred)) >= th.accept {
                Action::Accept
            } else {
                Action::Pass
            }
        }
        Phase::Round2 => {
            let best = legal
                .iter()
                .filter_map(|&a| match a {
                    Action::Name(s) => Some((strength(k.hand, tables(s)), a)),
                    _ => None,
                })
                .max_by(|x, y| x.0.total_cmp(&y.0));
            match best {
                Some((value, a)) if value >= th.name => a,
                _ => Action::Pass,
            }
        }
        Phase::MatchWindow => {
            let best = legal
                .iter()
                .filter_map(|&a| match a {
                    Action::AnnounceMatch(s) => Some((strength(k.hand, tables(s)), a)),
                    _ => None,
                })
                .max_by(|x, y| x.0.total_cmp(&y.0));
            match best {
                Some((value, a)) if value >= th.announce_match => a,
                _ => Action::No,
            }
        }
        Phase::Window(w) => window(view, k, w, th),
        Phase::Exchange => {
            let t = k.tabs.as_ref().expect("a trump in the contra window");
            weakest(k.hand, t, 0)
                .map(|c| Action::Exchange(from_c(c)))
                .unwrap_or(Action::Keep)
        }
        Phase::Play => Action::Play(from_c(play(k))),
        Phase::Done => legal[0],
    }
}

/// Contra, recontra or no.
fn window(view: &SeatView, k: &Knowledge, w: Window, th: &Thresholds) -> Action {
    let Some(t) = &k.tabs else { return Action::No };
    let me = k.me;
    let won = k.tricks_won[me] as f32;
    let mut hand = k.hand;
    // In W0 of a round-1 game a contra player takes the turn-up (a trump) for his weakest card.
    if w == Window::W0 && view.mode == Some(Mode::Round1) {
        if let Some(c) = weakest(hand, t, 0) {
            hand = hand & !(1 << c) | 1 << to_c(view.turn_up);
        }
    }
    let value = won + strength(hand, t);
    if view.legal.contains(&Action::Contra) && value >= th.contra {
        return Action::Contra;
    }
    if view.legal.contains(&Action::Recontra) {
        let others_best = (0..4).filter(|&s| s != me).map(|s| k.tricks_won[s]).max();
        let first_to_two = k.tricks_won[me] == 2 && others_best < Some(2);
        let holds_master = bits(k.hand & t.lane_mask[TRUMP_LANE]).any(|c| k.is_master(c));
        let own = won + strength(k.hand, t);
        if (first_to_two && holds_master) || own >= th.recontra {
            return Action::Recontra;
        }
    }
    Action::No
}

/// Cheapest first: a card's worth to keep (trumps above side cards, high above low).
fn worth(t: &Tables, c: C) -> i32 {
    let l = t.lane[c as usize] as usize;
    t.power[l][c as usize] as i32 + if l == TRUMP_LANE { 100 } else { 0 }
}

/// The card to play.
pub fn play(k: &Knowledge) -> C {
    let t = k.tabs.as_ref().expect("cards are played under a trump");
    let led = k.trick.first().map(|&c| t.lane[c as usize] as usize);
    let legal = t.legal(k.hand, led);
    let cheapest = |m: u32| bits(m).min_by_key(|&c| worth(t, c));
    let lowest = cheapest(legal).expect("a hand to play from");
    let Some(led) = led else {
        return lead(k, t, legal).unwrap_or(lowest);
    };
    // The trick so far: who is winning it, with what.
    let (best_i, best_power) = k
        .trick
        .iter()
        .enumerate()
        .map(|(i, &c)| (i, t.power[led][c as usize]))
        .max_by_key(|&(_, p)| p)
        .expect("a led trick");
    let winner = (k.leader + best_i) % 4;
    let last = k.trick.len() == 3;
    let beats = bits(legal)
        .filter(|&c| t.power[led][c as usize] > best_power)
        .fold(0, |m, c| m | 1 << c);
    let friend_holds = k.is_friend(winner) && (last || sure_to_hold(k, t, led, best_power));
    if friend_holds || beats == 0 {
        return throw(k, t, legal).unwrap_or(lowest);
    }
    if last {
        return cheapest(beats).unwrap_or(lowest);
    }
    // Not last: take it only with a card nobody after can beat.
    let sure = bits(beats)
        .filter(|&c| sure_to_hold(k, t, led, t.power[led][c as usize]))
        .fold(0, |m, c| m | 1 << c);
    cheapest(sure)
        .or_else(|| {
            // Trumping in when out of the led suit: the cheapest trump that beats.
            let ruff = beats & t.lane_mask[TRUMP_LANE];
            (led != TRUMP_LANE).then(|| cheapest(ruff)).flatten()
        })
        .unwrap_or_else(|| throw(k, t, legal).unwrap_or(lowest))
}

/// Whether a card of this power in a trick led in `led` will not be beaten by the players
/// still to play: no card outside this hand is higher in the led lane, and no higher trump
/// is out, or nobody still to play is known to be out of the led suit.
fn sure_to_hold(k: &Knowledge, t: &Tables, led: usize, power: u8) -> bool {
    let outside = k.outside();
    let higher =
        |lane: usize| bits(outside & t.lane_mask[lane]).any(|c| t.power[led][c as usize] > power);
    if higher(led) {
        return false;
    }
    if led == TRUMP_LANE || !higher(TRUMP_LANE) {
        return true;
    }
    let mut still_to_play = (k.trick.len() + 1..4).map(|i| (k.leader + i) % 4);
    !still_to_play.any(|s| k.voids[s] & 1 << led != 0)
}

/// The lead.
fn lead(k: &Knowledge, t: &Tables, legal: u32) -> Option<C> {
    let trumps = legal & t.lane_mask[TRUMP_LANE];
    let masters: Vec<C> = bits(legal).filter(|&c| k.is_master(c)).collect();
    let outside_trumps = k.outside() & t.lane_mask[TRUMP_LANE];
    if k.is_active(k.me) {
        // Draw trumps with the master trump while others may hold trumps.
        if let Some(&c) = masters
            .iter()
            .find(|&&c| t.lane[c as usize] as usize == TRUMP_LANE)
        {
            if outside_trumps != 0 {
                return Some(c);
            }
        }
        if let Some(&c) = masters
            .iter()
            .find(|&&c| t.lane[c as usize] as usize != TRUMP_LANE)
        {
            return Some(c);
        }
        if trumps.count_ones() >= 3 {
            return bits(trumps).min_by_key(|&c| worth(t, c));
        }
        return bits(legal & !trumps)
            .min_by_key(|&c| worth(t, c))
            .or(bits(trumps).next());
    }
    // Passive: cash side masters in suits the actives still follow; else lead low in such a suit.
    let active_voids = (0..4)
        .filter(|&s| k.is_active(s))
        .fold(0u8, |v, s| v | k.voids[s]);
    let open = |c: &C| active_voids & 1 << t.lane[*c as usize] == 0;
    if let Some(&c) = masters
        .iter()
        .find(|c| t.lane[**c as usize] as usize != TRUMP_LANE && open(c))
    {
        return Some(c);
    }
    bits(legal & !trumps)
        .filter(open)
        .min_by_key(|&c| worth(t, c))
        .or_else(|| bits(legal & !trumps).min_by_key(|&c| worth(t, c)))
        .or_else(|| bits(trumps).min_by_key(|&c| worth(t, c)))
}

/// The card to give away when not taking the trick: a side card from the shortest suit,
/// low; a trump only when nothing else may be played.
fn throw(_k: &Knowledge, t: &Tables, legal: u32) -> Option<C> {
    let side = legal & !t.lane_mask[TRUMP_LANE];
    let pool = if side != 0 { side } else { legal };
    bits(pool).min_by_key(|&c| {
        let l = t.lane[c as usize] as usize;
        let length = (legal & t.lane_mask[l]).count_ones() as i32;
        (worth(t, c) * 4 + length, c)
    })
}

/// The suit Medium would name with this hand, with its value (for Hard's simulations).
pub fn best_suit(hand: u32, allowed: impl Iterator<Item = Suit>) -> Option<(Suit, f32)> {
    allowed
        .map(|s| (s, strength(hand, Tables::of(s))))
        .max_by(|x, y| x.1.total_cmp(&y.1))
}
