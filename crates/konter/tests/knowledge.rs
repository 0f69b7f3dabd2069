//! A bot is sent only what its seat knows (its own cards as seen, trump, the public events):
//! the deal rebuilt from that gives exactly the seat's view of the real deal, at every
//! moment of random deals, for every seat; the message survives its JSON form; and
//! knowledge that stands for no deal is refused with a reason, never a panic.

use konter::shuffle::{below, rng};
use konter::*;

#[test]
fn every_seat_sees_the_same_view_from_its_knowledge_alone() {
    for seed in 0..400u64 {
        let mut r = rng(seed ^ 0x6b6e);
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        loop {
            for seat in Seat::ALL {
                let knows = SeatKnowledge::of(&deal, seat);
                let view = knows.view().unwrap_or_else(|e| panic!("seed {seed}, seat {}: {e}", seat.index()));
                assert_eq!(view, SeatView::of(&deal, seat), "seed {seed}, seat {}", seat.index());
                let text = serde_json::to_string(&knows).unwrap();
                assert_eq!(serde_json::from_str::<SeatKnowledge>(&text).unwrap(), knows, "{text}");
            }
            if deal.is_finished() {
                break;
            }
            let legal = deal.legal_actions();
            deal.apply(legal[below(&mut r, legal.len() as u32) as usize]).unwrap();
        }
    }
}

#[test]
fn a_seat_knows_only_its_own_cards() {
    let mut deal = Deal::shuffled(Seat::ALL[0], 7);
    deal.apply(Action::NameTrump(Suit::Hearts)).unwrap();
    let seat = Seat::ALL[2];
    let knows = SeatKnowledge::of(&deal, seat);
    let text = serde_json::to_string(&knows).unwrap();
    for other in Seat::ALL.into_iter().filter(|&s| s != seat) {
        for card in deal.hand(other).iter() {
            assert!(!text.contains(&format!("\"{}\"", card.code())), "{} of seat {} in {text}", card.code(), other.index());
        }
    }
}

#[test]
fn the_messages_read_back_as_written() {
    for a in Suit::ALL.map(Action::NameTrump).into_iter().chain(Announcement::ALL.map(Action::Announce)).chain(Card::all().map(Action::Play)) {
        let text = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Action>(&text).unwrap(), a, "{text}");
    }
    assert_eq!(serde_json::to_string(&Action::Play(Card::parse("QS").unwrap())).unwrap(), r#"{"play":"QS"}"#);
    assert_eq!(serde_json::to_string(&Action::NameTrump(Suit::Clubs)).unwrap(), r#"{"name_trump":"C"}"#);
}

#[test]
fn knowledge_of_no_deal_is_refused_with_a_reason() {
    let deal = Deal::shuffled(Seat::ALL[0], 3);
    let mut twice = SeatKnowledge::of(&deal, Seat::ALL[1]);
    twice.seen.push(twice.seen[0]);
    assert!(matches!(twice.view(), Err(KnowledgeError::CardTwice { .. })));

    let mut early = SeatKnowledge::of(&deal, Seat::ALL[1]);
    let card = early.seen[0];
    early.events.push(Event::Play(Seat::ALL[1], card));
    assert!(matches!(early.view(), Err(KnowledgeError::Rule(RuleError::NotYourTurn { .. }) | KnowledgeError::Rule(RuleError::TrumpNotNamed))));

    for text in [r#"{"seat":9,"dealer":0,"seen":[],"trump":null,"events":[]}"#, r#"{"seat":0,"dealer":0,"seen":["XX"],"trump":null,"events":[]}"#, r#"{"seat":0,"dealer":0,"seen":[],"trump":"Q","events":[]}"#] {
        assert!(serde_json::from_str::<SeatKnowledge>(text).is_err(), "{text}");
    }
    let many = r#"{"seat":0,"dealer":0,"seen":["AS","KS","QS","JS","TS","9S","AH"],"trump":"S","events":[]}"#;
    assert!(matches!(serde_json::from_str::<SeatKnowledge>(many).unwrap().view(), Err(KnowledgeError::TooManyCards { .. })));
}

/// A table drawn from one seat's view (a friend's device) shows what the whole deal shows
/// (the host's): the cards each seat holds, the lane led, and the announcements and cards
/// the seat to act may take, at every moment of random deals.
#[test]
fn a_seat_view_tells_the_table_what_the_deal_tells_it() {
    for seed in 0..200u64 {
        let mut r = rng(seed ^ 0x7461);
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        loop {
            for seat in Seat::ALL {
                let view = SeatView::of(&deal, seat);
                for other in Seat::ALL {
                    assert_eq!(view.cards_held(other), deal.cards_held(other), "seed {seed}");
                }
                assert_eq!(view.led(), deal.led(), "seed {seed}");
                assert_eq!(view.result(), deal.result(), "seed {seed}");
                if deal.to_act() == Some(seat) {
                    assert_eq!(view.allowed_announcements(), deal.allowed_announcements(), "seed {seed}");
                    assert_eq!(view.legal_cards(), deal.legal_cards(), "seed {seed}");
                } else {
                    assert!(view.allowed_announcements().is_empty() && view.legal_cards().is_empty());
                }
            }
            if deal.is_finished() {
                break;
            }
            let legal = deal.legal_actions();
            deal.apply(legal[below(&mut r, legal.len() as u32) as usize]).unwrap();
        }
    }
}
