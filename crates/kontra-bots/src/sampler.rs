//! Worlds: whole deals consistent with everything one seat has seen — its own cards, the
//! turn-up and where it went, every card played, the suits players have shown out of, the
//! number of cards face down. The unknown cards are dealt out at random among the other
//! hands (minding the shown-out suits), the hidden discards and the three face-down cards;
//! each world is then replayed through the engine, which also rebuilds the deal's state,
//! and weighed by how likely the other players' bids were with the hands it gives them.

use crate::compact::{bits, from_c, to_c, Tables};
use crate::eval::strength;
use crate::knowledge::Knowledge;
use crate::medium::THRESHOLDS;
use cards::shuffle::{below, shuffle, GameRng};
use kontra::card::{HAND_SIZE, UNDEALT};
use kontra::{Action, Card, Deal, Phase, Seat, SeatView, Seen, Suit, PLAYERS};

/// One possible deal: the hands as dealt, the undealt cards, and the cards the others laid
/// face down (in the order they did), replayed to the view's moment.
#[derive(Clone, Debug)]
pub struct World {
    /// The deal replayed to the view's moment.
    pub deal: Deal,
    /// How likely the others' bids were with these hands (relative).
    pub weight: f64,
}

/// How sure a bid makes its hand: the spread of the bidding curve, in tricks.
const BID_SPREAD: f32 = 0.5;
/// The least likelihood of any one bid, since players do not all bid alike.
const BID_FLOOR: f64 = 0.05;

fn sigmoid(x: f32) -> f64 {
    1.0 / (1.0 + (-x as f64).exp())
}

/// The seats (the viewer included only while his own hand is hidden from him) whose
/// unknown cards are dealt out, with how many each takes.
fn slots(view: &SeatView, k: &Knowledge) -> [usize; PLAYERS] {
    let unseen = view.phase == Phase::TurnUp && view.seat == view.dealer;
    std::array::from_fn(|s| {
        if s == k.me && !unseen {
            0
        } else if s == k.me {
            HAND_SIZE
        } else {
            k.hand_size[s].saturating_sub(k.known[s].count_ones() as usize)
        }
    })
}

/// Deals the unknown cards once; None if the shown-out suits left no way (then retry).
fn deal_unknown(
    k: &Knowledge,
    slots: &[usize; PLAYERS],
    pile: usize,
    rng: &mut GameRng,
) -> Option<([u32; PLAYERS], Vec<u8>)> {
    let mut cards: Vec<u8> = bits(k.unknown).collect();
    shuffle(rng, &mut cards);
    // The most constrained cards first: those fewest seats may hold.
    let allowed = |c: u8, s: usize| match &k.tabs {
        Some(t) => k.voids[s] & 1 << t.lane[c as usize] == 0,
        None => true,
    };
    cards.sort_by_key(|&c| {
        (0..PLAYERS)
            .filter(|&s| slots[s] > 0 && allowed(c, s))
            .count()
    });
    let mut need = *slots;
    let mut pile_left = pile;
    let mut hands = [0u32; PLAYERS];
    let mut pile_cards = vec![];
    for c in cards {
        let total: usize = (0..PLAYERS)
            .filter(|&s| allowed(c, s))
            .map(|s| need[s])
            .sum::<usize>()
            + pile_left;
        if total == 0 {
            return None;
        }
        let mut pick = below(rng, total as u32) as usize;
        let mut placed = false;
        for s in 0..PLAYERS {
            if !allowed(c, s) {
                continue;
            }
            if pick < need[s] {
                hands[s] |= 1 << c;
                need[s] -= 1;
                placed = true;
                break;
            }
            pick -= need[s];
        }
        if !placed {
            pile_cards.push(c);
            pile_left -= 1;
        }
    }
    Some((hands, pile_cards))
}

/// Up to `n` worlds for the view, chosen from `3n` random ones by their weights.
/// `play_miss`: the weight a world keeps for each card another player played that Medium
/// would not have played there (1: the plays are not read).
pub fn worlds(
    view: &SeatView,
    k: &Knowledge,
    n: usize,
    play_miss: f64,
    rng: &mut GameRng,
) -> Vec<World> {
    let slots = slots(view, k);
    let hidden: Vec<Seat> = view
        .events
        .iter()
        .filter(|e| matches!(e.action, Seen::Discarded | Seen::Exchanged))
        .map(|e| e.seat)
        .collect();
    let in_hands: usize = slots.iter().sum();
    let unknown = k.unknown.count_ones() as usize;
    let Some(pile) = unknown.checked_sub(in_hands) else {
        return vec![];
    };
    if pile != UNDEALT - 1 + hidden.len() {
        return vec![];
    }
    let mut candidates = vec![];
    let mut tries = 0;
    while candidates.len() < 3 * n && tries < 12 * n {
        tries += 1;
        let Some((hands, pile_cards)) = deal_unknown(k, &slots, pile, rng) else {
            continue;
        };
        if let Some(w) = rebuild(view, k, hands, &pile_cards, &hidden, play_miss) {
            candidates.push(w);
        }
    }
    choose(candidates, n, rng)
}

/// Picks `n` of the candidates with chances by weight (without repeats).
fn choose(mut candidates: Vec<World>, n: usize, rng: &mut GameRng) -> Vec<World> {
    if candidates.len() <= n {
        return candidates;
    }
    // Weighted sampling by keys u^(1/w): the largest keys win.
    let mut keyed: Vec<(f64, World)> = candidates
        .drain(..)
        .map(|w| {
            let u = (below(rng, 1 << 30) as f64 + 1.0) / (1u64 << 30) as f64;
            (u.powf(1.0 / w.weight.max(1e-9)), w)
        })
        .collect();
    keyed.sort_by(|a, b| b.0.total_cmp(&a.0));
    keyed
        .into_iter()
        .take(n)
        .map(|(_, w)| World { weight: 1.0, ..w })
        .collect()
}

/// The deal a sampled placing of the unknown cards makes, replayed to the view's moment,
/// with its weight; None if the engine refuses it.
fn rebuild(
    view: &SeatView,
    k: &Knowledge,
    sampled: [u32; PLAYERS],
    pile: &[u8],
    hidden: &[Seat],
    play_miss: f64,
) -> Option<World> {
    let turn_up = 1u32 << to_c(view.turn_up);
    let (hidden_cards, face_down) = pile.split_at(hidden.len());
    let mut discards = [0u32; PLAYERS];
    for (s, &c) in hidden.iter().zip(hidden_cards) {
        discards[s.index()] |= 1 << c;
    }
    for &d in &view.discarded {
        discards[k.me] |= 1 << to_c(d);
    }
    let unseen = view.phase == Phase::TurnUp && view.seat == view.dealer;
    let dealt: [u32; PLAYERS] = std::array::from_fn(|s| {
        let now = if s == k.me && !unseen {
            k.hand
        } else {
            sampled[s] | k.known[s]
        };
        (now | k.played_by[s] | discards[s]) & !turn_up
    });
    let hands: [[Card; HAND_SIZE]; PLAYERS] = {
        let mut h = [[view.turn_up; HAND_SIZE]; PLAYERS];
        for s in 0..PLAYERS {
            let cards: Vec<Card> = bits(dealt[s]).map(from_c).collect();
            if cards.len() != HAND_SIZE {
                return None;
            }
            h[s].copy_from_slice(&cards);
        }
        h
    };
    let undealt = [
        view.turn_up,
        from_c(*face_down.first()?),
        from_c(*face_down.get(1)?),
        from_c(*face_down.get(2)?),
    ];
    let mut deal = Deal::new(
        view.dealer,
        hands,
        undealt,
        view.rules.wenzel_turnup(),
        view.pledges[view.dealer.index()],
    )
    .ok()?;
    let mut hidden_iter = hidden_cards.iter();
    let mut weight = 1.0;
    let table = kontra::Table::of(view);
    for e in &view.events {
        let action = match e.action {
            Seen::Open(a) => a,
            Seen::Discarded => Action::Discard(from_c(*hidden_iter.next()?)),
            Seen::Exchanged => Action::Exchange(from_c(*hidden_iter.next()?)),
        };
        if e.seat.index() != k.me {
            weight *= match action {
                Action::Play(card) if play_miss < 1.0 => {
                    let v = SeatView::of_deal(&deal, e.seat, &table);
                    let expected = crate::medium::play(&Knowledge::of(&v));
                    if from_c(expected) == card {
                        1.0
                    } else {
                        play_miss
                    }
                }
                _ => likelihood(&deal, e.seat, action, dealt[e.seat.index()]),
            };
        }
        deal.apply(e.seat, action).ok()?;
    }
    Some(World { deal, weight })
}

/// How likely a sensible player bids `action` with `dealt` at this moment of `deal`.
fn likelihood(deal: &Deal, seat: Seat, action: Action, dealt: u32) -> f64 {
    let th = THRESHOLDS;
    let value = |suit: Suit| strength(dealt, Tables::of(suit));
    let yes = |v: f32, threshold: f32| sigmoid((v - threshold) / BID_SPREAD);
    let p = match (deal.phase(), action) {
        (Phase::Round1, Action::Accept) => yes(value(deal.preferred()), th.accept),
        (Phase::Round1, Action::Pass) => 1.0 - yes(value(deal.preferred()), th.accept),
        (Phase::Round2, Action::Name(s)) => yes(value(s), th.name),
        (Phase::Round2, Action::Pass) => {
            let may = |s: &Suit| *s != deal.preferred() || seat == deal.eldest();
            let best = Suit::ALL
                .into_iter()
                .filter(may)
                .map(value)
                .fold(f32::MIN, f32::max);
            1.0 - yes(best, th.name)
        }
        (Phase::MatchWindow, Action::AnnounceMatch(s)) => yes(value(s), th.announce_match),
        (Phase::Window(kontra::Window::W0), Action::Contra | Action::No)
            if deal.contra().is_none() =>
        {
            let p = yes(value(deal.trump().unwrap_or(deal.preferred())), th.contra);
            if action == Action::Contra {
                p
            } else {
                1.0 - p
            }
        }
        _ => 1.0,
    };
    p.max(BID_FLOOR)
}
