//! Medium: hand-written rules with card counting.
//!
//! It tracks which cards are still out (so which of its cards are the highest left in
//! their lane, and how many trumps and matadors the others may hold), the lanes each seat
//! has shown itself void in, and the points in the current trick. Leading, it draws trumps
//! with the top trump and cashes top plain cards once nobody can trump them; following, it
//! gives points to a partner whose card cannot be beaten, takes a trick with the cheapest
//! card that cannot be beaten after it when the trick is worth it, and otherwise throws
//! its least useful card.

use super::knowledge::{Knowledge, TRUMP_LANE};

#[inline]
fn pts(c: u8) -> i32 {
    [0, 0, 1, 2, 3, 4][(c % 6) as usize]
}

/// Bit mask of the cards that beat strength `s` in a trick led in `led`.
pub fn beaters(k: &Knowledge, led: u8, s: u8) -> u32 {
    let st = &k.tabs.strength[led as usize];
    let mut m = 0;
    for (c, &sc) in st.iter().enumerate() {
        if sc > s {
            m |= 1 << c;
        }
    }
    m
}

/// Whether `seat` may hold a card beating strength `s` in a trick led in `led`.
pub fn may_beat(k: &Knowledge, seat: usize, led: u8, s: u8) -> bool {
    let b = beaters(k, led, s);
    (k.possible(seat, led) | k.possible(seat, TRUMP_LANE)) & b != 0
}

/// The highest card still out of its lane (nobody unseen holds a higher one).
pub fn is_boss(k: &Knowledge, c: u8) -> bool {
    k.tabs.above[c as usize] & k.unseen == 0
}

/// What a card is worth keeping for later tricks (higher: keep it).
fn keep(k: &Knowledge, c: u8) -> i32 {
    let lane = k.tabs.lane[c as usize];
    if lane == TRUMP_LANE {
        let s = k.tabs.strength[TRUMP_LANE as usize][c as usize] as i32 - 16; // 0..8
        4 + s + if is_boss(k, c) { 3 } else { 0 }
    } else if is_boss(k, c) {
        3 + pts(c)
    } else {
        0
    }
}

fn min_by(cards: u32, f: impl Fn(u8) -> i32) -> Option<u8> {
    let mut best: Option<(i32, u8)> = None;
    let mut bits = cards;
    while bits != 0 {
        let c = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        let v = f(c);
        if best.is_none_or(|(bv, _)| v < bv) {
            best = Some((v, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The card to play from `legal` (non-empty).
pub fn play(k: &Knowledge, legal: u32) -> u8 {
    debug_assert!(legal != 0);
    if legal.count_ones() == 1 {
        return legal.trailing_zeros() as u8;
    }
    if k.trick.is_empty() {
        lead(k, legal)
    } else {
        follow(k, legal)
    }
}

fn opponents(k: &Knowledge) -> [usize; 2] {
    [(k.me + 1) % 4, (k.me + 3) % 4]
}

fn lead(k: &Knowledge, legal: u32) -> u8 {
    let tabs = &k.tabs;
    let trumps = legal & tabs.trumps;
    let opps = opponents(k);
    let opp_trumps = opps.iter().any(|&o| k.possible(o, TRUMP_LANE) != 0);
    let strength = |c: u8| tabs.strength[tabs.lane[c as usize] as usize][c as usize];
    // 1. Draw trumps with the top trump.
    if trumps != 0 && opp_trumps {
        let top = min_by(trumps, |c| -(strength(c) as i32)).expect("trumps");
        let many = trumps.count_ones() >= 2 || k.my_team() == k.trump_team;
        if is_boss(k, top) && many {
            return top;
        }
    }
    // 2. Cash a top plain card nobody can trump or beat.
    let plain = legal & !tabs.trumps;
    let cash = min_by(plain, |c| {
        let lane = tabs.lane[c as usize];
        let safe = is_boss(k, c) && opps.iter().all(|&o| !may_beat(k, o, lane, strength(c)));
        if safe {
            -pts(c) - 10
        } else {
            0
        }
    });
    if let Some(c) = cash {
        let lane = tabs.lane[c as usize];
        if is_boss(k, c) && opps.iter().all(|&o| !may_beat(k, o, lane, strength(c))) {
            return c;
        }
    }
    // 3. When opponents are out of trumps and I hold trumps only, or a top trump would
    //    still win, fall through to the cheapest lead.
    let partner = (k.me + 2) % 4;
    min_by(legal, |c| {
        let lane = tabs.lane[c as usize];
        let mut cost = pts(c) * 3 + keep(k, c) * 2;
        if lane != TRUMP_LANE {
            // Prefer a lane the partner may trump or win, and where opponents still follow.
            if k.void[partner] & (1 << lane) != 0 && k.possible(partner, TRUMP_LANE) != 0 {
                cost -= 3;
            }
            let short = (tabs.lane_mask[lane as usize] & legal).count_ones() == 1;
            if short && is_boss(k, c) {
                cost += 4;
            }
        } else {
            cost += 4;
        }
        cost
    })
    .expect("a legal card")
}

fn follow(k: &Knowledge, legal: u32) -> u8 {
    let tabs = &k.tabs;
    let n = k.trick.len();
    let led = tabs.lane[k.trick[0] as usize];
    let st = &tabs.strength[led as usize];
    let (mut best_s, mut best_i) = (0u8, 0usize);
    for (i, &c) in k.trick.iter().enumerate() {
        if st[c as usize] > best_s {
            best_s = st[c as usize];
            best_i = i;
        }
    }
    let winner = (k.leader + best_i) % 4;
    let partner_winning = winner % 2 == k.me % 2;
    let later_opps: Vec<usize> = (n + 1..4).map(|i| (k.leader + i) % 4).filter(|s| s % 2 != k.me % 2).collect();
    let safe = |s: u8| later_opps.iter().all(|&o| !may_beat(k, o, led, s));
    let trick_pts: i32 = k.trick.iter().map(|&c| pts(c)).sum();
    let discard_cost = |c: u8| pts(c) * 3 + keep(k, c);
    let my_team_tricks = k.tricks[k.my_team()];
    if partner_winning {
        if safe(best_s) {
            // Smear: give points that are not worth keeping.
            return min_by(legal, |c| keep(k, c) - pts(c) * 3).expect("legal");
        }
        let winners = legal & beaters(k, led, best_s);
        let safe_winner = min_by(winners, |c| if safe(st[c as usize]) { keep(k, c) - pts(c) } else { 1000 });
        if let Some(c) = safe_winner {
            if safe(st[c as usize]) && trick_pts + pts(c) >= 3 {
                return c;
            }
        }
        return min_by(legal, discard_cost).expect("legal");
    }
    let winners = legal & beaters(k, led, best_s);
    if winners != 0 {
        let last = n == 3;
        let cheapest_safe = min_by(winners, |c| if last || safe(st[c as usize]) { keep(k, c) - pts(c) } else { 1000 });
        if let Some(c) = cheapest_safe {
            if last || safe(st[c as usize]) {
                let worth = trick_pts + pts(c) >= 2 || my_team_tricks == 0 || keep(k, c) <= 6;
                if worth {
                    return c;
                }
            }
        }
        if trick_pts >= 4 && !last {
            // A big trick: try the strongest card.
            return min_by(winners, |c| -(st[c as usize] as i32)).expect("winners");
        }
    }
    min_by(legal, discard_cost).expect("legal")
}

/// Medium's trump choice: the trump table's best suit for the packet.
pub fn name_trump(packet: u32) -> konter::Suit {
    super::trump_table::best(packet)
}

/// Plays a deal to its end with Medium's card play for every seat (no announcements).
pub fn playout(deal: &mut konter::Deal) {
    use konter::{Action, SeatView};
    while let Some(seat) = deal.to_act() {
        let view = SeatView::of(deal, seat);
        let Some(k) = Knowledge::of(&view) else { break };
        let legal = deal.legal_cards().bits();
        let c = play(&k, legal);
        let card = konter::Card::from_index(c as usize).expect("card");
        deal.apply(Action::Play(card)).expect("a legal card");
    }
}

/// Outcome probabilities (trump team's levels) by Medium playouts of sampled worlds.
pub fn estimate_outcomes(
    view: &konter::SeatView,
    k: &Knowledge,
    rng: &mut konter::shuffle::GameRng,
    worlds: usize,
) -> super::announce::Outcomes {
    use super::sampler::{world_deal, Sampler};
    let sampler = Sampler::new(k);
    let mut p = [0.0; 5];
    let mut n = 0.0;
    for _ in 0..worlds {
        let world = sampler.sample(rng);
        let Some(mut deal) = world_deal(view, k, &world) else { continue };
        playout(&mut deal);
        if let Some(r) = deal.result() {
            let t = r.trump_team.index();
            let level = super::solver::level_of(r.points[t], r.tricks[t], r.tricks[1 - t]);
            p[level as usize] += 1.0;
            n += 1.0;
        }
    }
    if n > 0.0 {
        p.iter_mut().for_each(|x| *x /= n);
    }
    p
}
