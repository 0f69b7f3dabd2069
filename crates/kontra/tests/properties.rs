//! Invariants over many random seeded sessions: the legal-action list is exactly what the
//! engine accepts (from the seat to act, and nothing from anyone else); cards are never
//! lost or doubled; chips plus pot stay 4 × start_chips; every random session ends; a
//! view shows its seat nothing hidden; trick winners agree with a naive second reading of
//! the rule book; and the same seed always deals the same cards.

use cards::shuffle::{below, rng, GameRng};
use kontra::card::{is_wenzel, DECK};
use kontra::trump::trick_winner;
use kontra::*;
use proptest::prelude::*;

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// Every action there is, a card from outside the deck included.
fn every_action() -> Vec<Action> {
    let mut all = vec![
        Action::TakeUp,
        Action::Decline,
        Action::Accept,
        Action::Pass,
        Action::No,
        Action::Contra,
        Action::Recontra,
        Action::Keep,
    ];
    for s in Suit::ALL {
        all.push(Action::Name(s));
        all.push(Action::AnnounceMatch(s));
    }
    let seven = Card::new(Suit::Hearts, Rank::Seven);
    for c in DECK.iter().chain([seven]) {
        all.extend([Action::Discard(c), Action::Exchange(c), Action::Play(c)]);
    }
    all
}

fn random_rules(r: &mut GameRng) -> Rules {
    Rules::new(
        Direction::ALL[below(r, 2) as usize],
        WenzelTurnUp::ALL[below(r, 2) as usize],
        BaseValue::ALL[below(r, 2) as usize],
        1 + below(r, 30) as u64,
        below(r, 40) as u64,
    )
    .unwrap()
}

/// Checks that every card is in exactly one place: a hand, a discard, a trick, the
/// turn-up on the table, or the three face-down cards.
fn check_cards(deal: &Deal) {
    let mut seen = CardSet::EMPTY;
    let mut put = |c: Card| {
        assert!(!seen.contains(c), "{c} is in two places");
        seen.insert(c);
    };
    for s in Seat::all(4) {
        deal.hand(s).iter().for_each(&mut put);
    }
    deal.discards().iter().for_each(|d| put(d.1));
    deal.plays().iter().for_each(|p| put(p.1));
    if deal.turn_up_place() == TurnUpPlace::Table {
        put(deal.turn_up());
    }
    deal.undealt()[1..].iter().copied().for_each(&mut put);
    assert_eq!(seen, DECK, "every card of the deck, once");
    for s in Seat::all(4) {
        let played = deal.plays().iter().filter(|p| p.0 == s).count();
        let extra = usize::from(deal.phase() == Phase::Discard && s == deal.dealer());
        assert_eq!(
            deal.hand(s).len(),
            5 - played + extra,
            "seat {s}'s hand size"
        );
    }
}

/// A view shows its own cards and nothing of another hand, another seat's discard or the
/// face-down cards; it travels through JSON unchanged.
fn check_views(session: &Session) {
    let deal = session.current().unwrap();
    for s in Seat::all(4) {
        let view = SeatView::of(session, s).unwrap();
        let hidden = deal.phase() == Phase::TurnUp && s == deal.dealer();
        let own: CardSet = view.hand.iter().copied().collect();
        assert_eq!(own, if hidden { CardSet::EMPTY } else { deal.hand(s) });
        let others_discards: Vec<Card> = deal
            .discards()
            .iter()
            .filter(|d| d.0 != s)
            .map(|d| d.1)
            .collect();
        let text = serde_json::to_string(&view).unwrap();
        for o in Seat::all(4).filter(|&o| o != s) {
            for c in deal.hand(o).iter() {
                assert!(!own.contains(c));
            }
        }
        for c in others_discards.iter().chain(&deal.undealt()[1..]) {
            // A face-down card shows only once played (a discard never is).
            let played = deal.plays().iter().any(|p| p.1 == *c);
            let mine = own.contains(*c) || view.discarded.contains(c);
            if !played && !mine && *c != deal.turn_up() {
                assert!(
                    !text.contains(&format!("\"{}\"", c.code()))
                        && !text.contains(&format!(":{}\"", c.code())),
                    "seat {s} sees {c} in {text}"
                );
            }
        }
        let back: SeatView = serde_json::from_str(&text).unwrap();
        assert_eq!(back, view);
        // An onlooker sees the same from every seat's view, and no card of any hand.
        let mut onlooker = view.clone().onlooker();
        onlooker.seat = Seat::all(4).next().unwrap();
        let first = SeatView::of(session, onlooker.seat).unwrap().onlooker();
        assert_eq!(onlooker, first, "the onlooker of seat {s}'s view");
        assert!(onlooker.hand.is_empty() && onlooker.discarded.is_empty() && onlooker.legal.is_empty());
        if deal.to_act() == Some(s) {
            assert_eq!(view.legal, deal.legal_actions());
        } else {
            assert!(view.legal.is_empty());
        }
    }
}

/// Plays a random session to its end, checking the invariants at every step. Returns
/// the number of deals.
fn play_random_session(seed: u64, deep: bool) -> usize {
    let mut r = rng(seed);
    let rules = random_rules(&mut r);
    let mut session = Session::new(rules, seat(below(&mut r, 4) as usize));
    let total = 4 * rules.start_chips() as i64;
    let conserved = |s: &Session| s.chips().iter().map(|&c| c as i64).sum::<i64>() + s.pot() as i64;
    let candidates = every_action();
    let mut deals = 0;
    while !session.is_over() {
        assert!(deals < 5000, "seed {seed}: the session does not end");
        session.start_seeded_deal(r.next_u64_for_test()).unwrap();
        deals += 1;
        assert_eq!(conserved(&session), total);
        while let Some(deal) = session.current() {
            check_cards(deal);
            let to_act = deal.to_act().unwrap();
            let legal = deal.legal_actions();
            assert!(!legal.is_empty());
            if deep {
                check_views(&session);
                for s in Seat::all(4) {
                    for &a in &candidates {
                        let accepted = deal.check(s, a).is_ok();
                        assert_eq!(
                            accepted,
                            s == to_act && legal.contains(&a),
                            "seed {seed}: {a:?} by seat {s} in {:?}",
                            deal.phase()
                        );
                        if s == to_act && !accepted {
                            let mut copy = deal.clone();
                            assert!(copy.apply(s, a).is_err());
                            assert_eq!(&copy, deal, "a refused action changes nothing");
                        }
                    }
                }
            }
            let a = legal[below(&mut r, legal.len() as u32) as usize];
            session.apply(to_act, a).unwrap();
        }
        assert_eq!(conserved(&session), total, "seed {seed}: chips + pot");
        let last = session.history().last().unwrap();
        if let Some(o) = &last.outcome {
            assert_eq!(o.tricks.iter().map(|&t| t as usize).sum::<usize>(), 5);
            assert_eq!(o.settlement.net.iter().sum::<i32>() + o.settlement.pot, 0);
        }
    }
    deals
}

trait NextU64 {
    fn next_u64_for_test(&mut self) -> u64;
}

impl NextU64 for GameRng {
    fn next_u64_for_test(&mut self) -> u64 {
        (below(self, u32::MAX) as u64) << 32 | below(self, u32::MAX) as u64
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn legal_actions_agree_with_the_checker_and_nothing_is_lost(seed in any::<u64>()) {
        play_random_session(seed, true);
    }

    #[test]
    fn every_random_session_ends_with_chips_and_pot_conserved(seed in any::<u64>()) {
        prop_assert!(play_random_session(seed, false) >= 1);
    }
}

#[test]
fn many_quick_sessions_end() {
    for seed in 0..300 {
        play_random_session(seed, false);
    }
}

/// The trick winner read naively from the rule book's table, with no shared code.
fn naive_winner(trump: Suit, cards: &[Card]) -> usize {
    let order_plain = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
    ];
    let club_jack = Card::new(Suit::Clubs, Rank::Jack);
    let spade_jack = Card::new(Suit::Spades, Rank::Jack);
    let is_trump = |c: Card| c == club_jack || c == spade_jack || c.suit() == trump;
    let trump_score = |c: Card| -> i32 {
        if c == club_jack {
            100
        } else if c == spade_jack {
            99
        } else {
            90 - order_plain.iter().position(|&r| r == c.rank()).unwrap() as i32
        }
    };
    let led = cards[0];
    let score = |c: Card| {
        if is_trump(c) {
            trump_score(c)
        } else if !is_trump(led) && c.suit() == led.suit() {
            10 - order_plain.iter().position(|&r| r == c.rank()).unwrap() as i32
        } else {
            0
        }
    };
    (0..cards.len())
        .max_by_key(|&i| (score(cards[i]), -(i as i32)))
        .unwrap()
}

#[test]
fn trick_winners_agree_with_a_naive_reading() {
    let mut r = rng(99);
    let deck: Vec<Card> = DECK.iter().collect();
    for _ in 0..20_000 {
        let mut d = deck.clone();
        cards::shuffle::shuffle(&mut r, &mut d);
        let trump = Suit::ALL[below(&mut r, 4) as usize];
        assert_eq!(
            trick_winner(&d[..4], trump),
            Some(naive_winner(trump, &d[..4]))
        );
    }
    assert!(is_wenzel(Card::new(Suit::Clubs, Rank::Jack)));
}

#[test]
fn a_seed_always_deals_the_same_cards() {
    let deal = Deal::shuffled(seat(0), 1, WenzelTurnUp::Forced, false);
    let hands: Vec<String> = deal
        .dealt_hands()
        .iter()
        .map(|h| kontra::card::codes(h.iter().copied()))
        .collect();
    let undealt = kontra::card::codes(deal.undealt().iter().copied());
    assert_eq!(
        (hands, undealt.as_str()),
        (
            vec![
                "9S JC KC 9C TD",
                "JH TH TC KH JS",
                "KD JD AH QH AC",
                "QD 9H TS QC KS"
            ]
            .into_iter()
            .map(String::from)
            .collect(),
            "QS AS 9D AD"
        ),
        "a change to shuffling or dealing"
    );
}
