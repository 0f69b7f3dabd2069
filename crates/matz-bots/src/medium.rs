//! Medium: rules of thumb. First life: take every exchange (a higher trump), go to sleep
//! (trumps banked for the second life), give twins up, lead the weakest card, answer with
//! the strongest one — the answer goes onto one's own reserve, where strong cards are
//! cheap to shed later — or pick a weak led card up (it is led on again later instead of
//! weighing on the reserve) while the hand is small and the stock still lasts. Second life: lead the lowest card
//! of the longest plain suit, beat as cheaply as possible, pick up when nothing beats.

use crate::situation::{strength, Situation};
use matz::{Action, Bag, Card, Life, Phase, Suit};

/// How much a card on one's reserve costs in the second life: a plain Two costs 1, a
/// plain Ace about 0.4, trumps less (0.4 down to 0.04).
fn cost(card: Card, trump: Suit) -> f64 {
    let rank = card.rank().index() as f64;
    if card.suit() == trump {
        0.4 - 0.03 * rank
    } else {
        1.0 - 0.05 * rank
    }
}

/// Medium's weights, in one place.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Style {
    /// The price of picking the led card up instead of answering: the card stays to be
    /// shed later, the hand grows, and once the stock is gone a big hand risks being the
    /// last one (base, per card above three, and when the stock is empty).
    pub pick_up_base: f64,
    pub pick_up_per_extra_card: f64,
    pub pick_up_no_stock: f64,
    /// No pick-up once play has gone this many rounds of the table without progress: the
    /// same cards would only go round again (§9 would end the game).
    pub quiet_rounds: f64,
}

/// Tuned on arena seed 1: picking weak cards up more often than the first guesses (0.9,
/// 0.35) loses markedly less.
pub const STYLE: Style = Style {
    pick_up_base: 0.6,
    pick_up_per_extra_card: 0.15,
    pick_up_no_stock: 1.0,
    quiet_rounds: 1.0,
};

pub fn choose(s: &Situation) -> Action {
    choose_with(s, &STYLE)
}

pub fn choose_with(s: &Situation, style: &Style) -> Action {
    match s.life {
        Life::First => first_life(s, style),
        Life::Second => second_life(s),
    }
}

fn weakest(cards: impl Iterator<Item = Card>, trump: Suit, hand: Bag) -> Option<Card> {
    // Weakest first; among equals, the card of the suit held most (M: "the lowest card of
    // his longest suit").
    cards.min_by_key(|&c| {
        (
            strength(c, trump),
            -(hand.of_suit(c.suit()).len() as i32),
            c,
        )
    })
}

fn strongest(cards: impl Iterator<Item = Card>, trump: Suit) -> Option<Card> {
    cards.max_by_key(|&c| (strength(c, trump), c))
}

fn first_life(s: &Situation, style: &Style) -> Action {
    // The exchange that gives the lowest trump gains the most.
    let exchange = s.legal.iter().filter_map(|a| match a {
        Action::Exchange(c) => Some(*c),
        _ => None,
    });
    if let Some(c) = exchange.min_by_key(|c| c.rank()) {
        return Action::Exchange(c);
    }
    let sleeps = s.legal.iter().filter_map(|a| match a {
        Action::Sleep(cards) => Some(*cards),
        _ => None,
    });
    if let Some(cards) = sleeps.max_by_key(|b| b.iter().map(|c| strength(c, s.trump)).sum::<i32>())
    {
        return Action::Sleep(cards);
    }
    match s.phase {
        Phase::Answer { card: led, .. } => {
            if s.may(Action::GiveUp) {
                return Action::GiveUp;
            }
            let Some(answer) = strongest(s.playable(), s.trump) else {
                return Action::PickUp;
            };
            let answering = cost(led, s.trump) + cost(answer, s.trump);
            let extra = (s.hand.len() + 1).saturating_sub(matz::rules::HAND) as f64;
            let picking = style.pick_up_base
                + style.pick_up_per_extra_card * extra
                + if s.stock == 0 {
                    style.pick_up_no_stock
                } else {
                    0.0
                };
            let going_round = s.quiet as f64 >= style.quiet_rounds * s.players as f64;
            if picking < answering && !going_round {
                Action::PickUp
            } else {
                Action::Play(answer)
            }
        }
        _ => weakest(s.playable(), s.trump, s.hand)
            .map(Action::Play)
            .unwrap_or(s.legal[0]),
    }
}

fn second_life(s: &Situation) -> Action {
    match s.top {
        None => weakest(s.playable(), s.trump, s.hand)
            .map(Action::Play)
            .unwrap_or(s.legal[0]),
        Some(_) => match s.playable().min_by_key(|&c| (strength(c, s.trump), c)) {
            Some(c) => Action::Play(c),
            None => Action::PickUp,
        },
    }
}
