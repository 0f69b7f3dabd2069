//! Why a practice hint of Müller Matz is what it is, as facts read from the seat's view and
//! the engine's own functions (`matz::beats`) — never a guess at the bot's reasoning: what
//! the card beats, what nothing in the hand beats. The app says them in a sentence after
//! the bot's choice (`crate::i18n::hint_words`).

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
    use crate::games::matz::lessons::LESSONS as ML;

    #[test]
    fn mueller_matz_facts_follow_the_beat() {
        let you = matz::Seat::new(0).unwrap();
        let card = |c: &str| matz::Card::parse(c).unwrap();
        let view = |task: &crate::games::matz::lessons::Task| {
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
