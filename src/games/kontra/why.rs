//! Why a practice hint of Kontraspiel is what it is, as facts read from the seat's view and
//! the engine's own functions (`kontra::trump`) — never a guess at the bot's reasoning:
//! which card takes the trick so far, how many trumps a suit would give the hand. The app
//! says them in a sentence after the bot's choice (`crate::i18n::hint_words`).

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kontra::lessons::LESSONS as KL;

    #[test]
    fn kontraspiel_facts_follow_the_trick() {
        // Lesson 1, position 5: the J♣ is the only card allowed.
        let crate::games::kontra::lessons::Task::Act { pos, .. } = KL[0][4] else { panic!() };
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
        let crate::games::kontra::lessons::Task::Act { pos, .. } = KL[2][0] else { panic!() };
        let v = kontra::SeatView::of_deal(&pos.deal().unwrap(), you, &table);
        assert_eq!(kontra_why(&v, kontra::Action::Accept), Some(KontraWhy::Trumps { suit: kontra::Suit::Hearts, n: 5 }));
    }
}
