//! Why a practice hint of Kontraspiel or Müller Matz is what it is, as facts read from the
//! seat's view and the engine's own functions (`kontra::trump`, `matz::beats`) — never a
//! guess at the bot's reasoning: which card takes the trick so far, what the card beats,
//! how many trumps a suit would give the hand. The app says them in a sentence after the
//! bot's choice (`crate::i18n::hint_words`).

use kontra::trump::{lane, trick_winner, trumps};
use kontra::{Lane, Phase as KPhase};

/// A fact behind a Kontraspiel hint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KontraWhy {
    /// The one card the rules allow.
    OnlyCard,
    /// Leading a trump: whoever holds one must play one.
    LeadTrump,
    /// Leading this suit: whoever holds it must follow.
    LeadSuit(kontra::Suit),
    /// The card beats `best`, played by `by`, the best card so far; `last`: the fourth card.
    Takes { best: kontra::Card, by: kontra::Seat, last: bool },
    /// The card does not take the trick: `best` (by `by`) stays the best; `none_can`: no
    /// card allowed would beat it.
    Leaves { best: kontra::Card, by: kontra::Seat, none_can: bool },
    /// With this suit as trump the hand holds `n` trumps.
    Trumps { suit: kontra::Suit, n: usize },
    /// The card laid down is no trump.
    NotTrump(kontra::Card),
}

/// The fact behind the hint `action` for the seat whose view this is; None when there is
/// none to say (the turn-up question, decided before the hand is seen).
pub fn kontra_why(v: &kontra::SeatView, action: kontra::Action) -> Option<KontraWhy> {
    use kontra::Action as A;
    let held = |suit: kontra::Suit| v.hand.iter().filter(|c| trumps(suit).contains(**c)).count();
    match action {
        A::Play(card) => {
            let trump = v.trump?;
            let plays = v.legal.iter().filter(|a| matches!(a, A::Play(_))).count();
            if plays == 1 {
                return Some(KontraWhy::OnlyCard);
            }
            if v.trick_cards.is_empty() {
                return Some(match lane(card, trump) {
                    Lane::Trump => KontraWhy::LeadTrump,
                    Lane::Plain(s) => KontraWhy::LeadSuit(s),
                });
            }
            let so_far = trick_winner(&v.trick_cards, trump)?;
            let best = v.trick_cards[so_far];
            let by = v.trick_leader.after(so_far, kontra::PLAYERS);
            let wins = |c: kontra::Card| {
                let mut cards = v.trick_cards.clone();
                cards.push(c);
                trick_winner(&cards, trump) == Some(cards.len() - 1)
            };
            if wins(card) {
                Some(KontraWhy::Takes { best, by, last: v.trick_cards.len() == kontra::PLAYERS - 1 })
            } else {
                let none_can = !v.legal.iter().any(|a| matches!(a, A::Play(c) if wins(*c)));
                Some(KontraWhy::Leaves { best, by, none_can })
            }
        }
        A::Accept => Some(KontraWhy::Trumps { suit: v.preferred, n: held(v.preferred) }),
        A::Name(s) | A::AnnounceMatch(s) => Some(KontraWhy::Trumps { suit: s, n: held(s) }),
        A::Pass if v.phase == KPhase::Round1 => Some(KontraWhy::Trumps { suit: v.preferred, n: held(v.preferred) }),
        A::Pass => {
            // Round 2: the best suit the seat may name.
            let (suit, n) = v.legal.iter().filter_map(|a| if let A::Name(s) = a { Some((*s, held(*s))) } else { None }).max_by_key(|x| x.1)?;
            Some(KontraWhy::Trumps { suit, n })
        }
        A::Contra | A::Recontra | A::No => {
            let suit = v.trump?;
            Some(KontraWhy::Trumps { suit, n: held(suit) })
        }
        A::Discard(c) | A::Exchange(c) => {
            let suit = v.trump?;
            (!trumps(suit).contains(c)).then_some(KontraWhy::NotTrump(c))
        }
        A::TakeUp | A::Decline | A::Keep => None,
    }
}

/// A fact behind a Müller Matz hint.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MatzWhy {
    /// First life: the card beats the card led.
    BeatsLed(matz::Card),
    /// First life: the card does not beat the card led; both go onto the reserve anyway.
    UnderLed(matz::Card),
    /// Picking up: no card of the hand beats this card.
    NoneBeats(matz::Card),
    /// Picking up this card although some card would beat it (the hand keeps its cards).
    TakesBack(matz::Card),
    /// First life: leading to this seat, who must answer.
    LeadTo(matz::Seat),
    /// The exchange: the card goes for the turned card, a higher trump.
    Exchange { gives: matz::Card, turned: matz::Card },
    /// Going to sleep: the whole hand is trumps; `finished`: nothing left to draw.
    Sleep { finished: bool },
    /// Two packs: the card's twin was led; both go out of play.
    Twins(matz::Card),
    /// Second life: starting a pile of `k` cards.
    StartsPile(usize),
    /// Second life: the card beats the top card.
    BeatsTop(matz::Card),
}

/// The fact behind the hint `action` for the seat whose view this is.
pub fn matz_why(v: &matz::SeatView, action: matz::Action) -> Option<MatzWhy> {
    use matz::{Action as A, Life, Phase};
    let trump = v.trump;
    let beats_any = |x: matz::Card| v.hand.iter().any(|c| matz::beats(c, x, trump));
    match (v.life, v.phase, action) {
        (Life::First, Phase::Answer { card: led, .. }, A::Play(c)) => {
            Some(if matz::beats(c, led, trump) { MatzWhy::BeatsLed(led) } else { MatzWhy::UnderLed(led) })
        }
        (Life::First, Phase::Answer { card: led, .. }, A::PickUp) => {
            Some(if beats_any(led) { MatzWhy::TakesBack(led) } else { MatzWhy::NoneBeats(led) })
        }
        (Life::First, Phase::Answer { card: led, .. }, A::GiveUp) => Some(MatzWhy::Twins(led)),
        (Life::First, Phase::Lead { .. }, A::Play(_)) => {
            let n = v.players();
            let next = (1..n).map(|i| v.seat.after(i, n)).find(|s| v.seats.get(s.index()).is_some_and(|i| i.hand > 0))?;
            Some(MatzWhy::LeadTo(next))
        }
        (_, _, A::Exchange(gives)) => Some(MatzWhy::Exchange { gives, turned: v.turned? }),
        (_, _, A::Sleep(cards)) => Some(MatzWhy::Sleep { finished: v.stock == 0 && cards.len() == v.hand.len() }),
        (Life::Second, _, A::Play(c)) => match v.top() {
            None => Some(MatzWhy::StartsPile(v.seats.iter().filter(|i| i.hand > 0).count())),
            Some(top) => matz::beats(c, top, trump).then_some(MatzWhy::BeatsTop(top)),
        },
        (Life::Second, _, A::PickUp) => {
            let top = v.top()?;
            let can = v.legal.iter().any(|a| matches!(a, A::Play(_)));
            Some(if can { MatzWhy::TakesBack(top) } else { MatzWhy::NoneBeats(top) })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons_kontra::LESSONS as KL;
    use crate::lessons_matz::LESSONS as ML;

    #[test]
    fn kontraspiel_facts_follow_the_trick() {
        // Lesson 1, position 5: the J♣ is the only card allowed.
        let crate::lessons_kontra::Task::Act { pos, .. } = KL[0][4] else { panic!() };
        let deal = pos.deal().unwrap();
        let you = kontra::Seat::at(0, 4).unwrap();
        let table = kontra::view::Table {
            rules: kontra::Rules::default(),
            deal_number: 1,
            base: 1,
            chips: [20; 4],
            pot: 1,
            pledges: [false; 4],
            session_over: false,
        };
        let v = kontra::SeatView::of_deal(&deal, you, &table);
        let j = kontra::card::CLUB_JACK;
        assert_eq!(kontra_why(&v, kontra::Action::Play(j)), Some(KontraWhy::OnlyCard));
        // Lesson 3, position 1: accepting hearts with the five highest trumps.
        let crate::lessons_kontra::Task::Act { pos, .. } = KL[2][0] else { panic!() };
        let v = kontra::SeatView::of_deal(&pos.deal().unwrap(), you, &table);
        assert_eq!(kontra_why(&v, kontra::Action::Accept), Some(KontraWhy::Trumps { suit: kontra::Suit::Hearts, n: 5 }));
    }

    #[test]
    fn mueller_matz_facts_follow_the_beat() {
        let you = matz::Seat::new(0).unwrap();
        let card = |c: &str| matz::Card::parse(c).unwrap();
        let view = |task: &crate::lessons_matz::Task| {
            let t = task.table().unwrap();
            let n = t.players();
            matz::SeatView {
                seat: you,
                rules: *t.rules(),
                dealer: you,
                life: t.life(),
                phase: t.phase(),
                to_act: t.to_act(),
                hand: t.hand(you),
                reserve: t.reserve(you),
                seats: matz::Seat::all(n)
                    .map(|s| matz::SeatInfo { seat: s, hand: t.hand(s).len(), reserve: t.reserve(s).len(), finished: t.finished().contains(s), place: t.places().place_of(s) })
                    .collect(),
                trump: t.trump(),
                turned: t.turned(),
                stock: t.stock_count(),
                out_of_play: t.out_of_play().len(),
                trick: t.trick().plays().map(|(seat, card)| matz::TrickCard { seat, card }).collect(),
                trick_size: t.trick().size(),
                finished: t.finished().to_vec(),
                first_life_order: t.first_life_order().to_vec(),
                places: t.places().to_vec(),
                exchanged: false,
                slept: false,
                log: vec![],
                legal: t.legal_actions(),
                loser: None,
                repetition: false,
                quiet_moves: 0,
                tally: vec![],
            }
        };
        // Lesson 1, position 1: K♦ beats the 7♦, 5♦ does not.
        let v = view(&ML[0][0]);
        assert_eq!(matz_why(&v, matz::Action::Play(card("KD"))), Some(MatzWhy::BeatsLed(card("7D"))));
        assert_eq!(matz_why(&v, matz::Action::Play(card("5D"))), Some(MatzWhy::UnderLed(card("7D"))));
        assert_eq!(matz_why(&v, matz::Action::PickUp), Some(MatzWhy::TakesBack(card("7D"))));
        // Lesson 1, position 3: nothing beats the A♦.
        let v = view(&ML[0][2]);
        assert_eq!(matz_why(&v, matz::Action::PickUp), Some(MatzWhy::NoneBeats(card("AD"))));
        // Lesson 3, position 3: nothing beats the 3♥ on top.
        let v = view(&ML[2][2]);
        assert_eq!(matz_why(&v, matz::Action::PickUp), Some(MatzWhy::NoneBeats(card("3H"))));
        // Lesson 3, position 1: the 10♠ beats the 9♠ on top.
        let v = view(&ML[2][0]);
        assert_eq!(matz_why(&v, matz::Action::Play(card("TS"))), Some(MatzWhy::BeatsTop(card("9S"))));
    }
}
