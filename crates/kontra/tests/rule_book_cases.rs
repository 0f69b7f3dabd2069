//! Rule book §10: every case, each as its own named test. Dealer seat 0, eldest seat 1
//! unless the case says otherwise; amounts are the deal's payments, the ante excluded.

use kontra::card::{parse_card, DECK};
use kontra::score::{base_value, deal_winner, settle, tricks_per_seat};
use kontra::trump::{lane, legal_cards, trick_winner, trump_order, trumps};
use kontra::*;

fn card(code: &str) -> Card {
    parse_card(code).unwrap_or_else(|| panic!("{code} is a card of the deck"))
}

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

fn suit(letter: char) -> Suit {
    Suit::from_letter(letter).unwrap()
}

fn seat(i: usize) -> Seat {
    Seat::at(i, 4).unwrap()
}

/// The cards `hand` may play to a trick led with `lead` under `trump`.
fn legal(trump: char, lead: &str, hand: &str) -> CardSet {
    let t = suit(trump);
    legal_cards(set(hand), Some(lane(card(lead), t)), t)
}

/// The card that wins a trick under `trump`.
fn winner(trump: char, trick: &str) -> Card {
    let cs = cards(trick);
    cs[trick_winner(&cs, suit(trump)).unwrap()]
}

/// Trick winners as letters A B C D = seats 0 1 2 3.
fn winners(letters: &str) -> Vec<Seat> {
    letters
        .split_whitespace()
        .map(|l| seat((l.as_bytes()[0] - b'A') as usize))
        .collect()
}

/// A deal dealt by seat 0 with this turn-up; the other cards go round in deck order.
fn deal_with_turn_up(turn_up: &str) -> Deal {
    let t = card(turn_up);
    let rest: Vec<Card> = DECK.iter().filter(|&c| c != t).collect();
    let hands = std::array::from_fn(|s| std::array::from_fn(|i| rest[5 * s + i]));
    Deal::new(
        seat(0),
        hands,
        [t, rest[20], rest[21], rest[22]],
        WenzelTurnUp::Forced,
        false,
    )
    .unwrap()
}

/// Applies the actions in turn, each by the seat to act.
fn act(deal: &mut Deal, codes: &str) {
    for code in codes.split_whitespace() {
        let action = Action::parse(code).unwrap();
        let seat = deal.to_act().unwrap();
        deal.apply(seat, action)
            .unwrap_or_else(|e| panic!("{code} by seat {seat}: {e}"));
    }
}

/// Plays one trick, each seat its first legal card.
fn play_trick(deal: &mut Deal) {
    for _ in 0..4 {
        let seat = deal.to_act().unwrap();
        let c = deal.legal_cards().iter().next().unwrap();
        deal.apply(seat, Action::Play(c)).unwrap();
    }
}

/// Answers every question of the open window with "no".
fn all_say_no(deal: &mut Deal) {
    while matches!(deal.phase(), Phase::Window(_) | Phase::MatchWindow) {
        let seat = deal.to_act().unwrap();
        deal.apply(seat, Action::No).unwrap();
    }
}

fn contract(soloist: usize, trump: char, preferred: char, mode: Mode) -> Contract {
    Contract {
        soloist: seat(soloist),
        trump: suit(trump),
        preferred: suit(preferred),
        mode,
        contra: None,
        recontra: None,
    }
}

/// The deal's net payments per seat and the pot's change, from the trick winners.
fn pay(c: &Contract, base: u8, trick_winners: &str) -> ([i32; 4], i32) {
    let w = winners(trick_winners);
    let s = settle(c, base, tricks_per_seat(&w), deal_winner(&w).unwrap());
    assert_eq!(
        s.net.iter().sum::<i32>() + s.pot,
        0,
        "payments move chips, never make them"
    );
    (s.net, s.pot)
}

fn session_hands(hands: [&str; 4], undealt: &str) -> (Hands, [Card; 4]) {
    let h = hands.map(|t| {
        let v = cards(t);
        std::array::from_fn(|i| v[i])
    });
    let u = cards(undealt);
    (h, std::array::from_fn(|i| u[i]))
}

/// Plays the current deal of a session to its end: every question answered "no", every
/// seat playing its highest card (the trick power of the led suit).
fn play_out_highest(session: &mut Session) {
    while let Some(deal) = session.current() {
        let seat = deal.to_act().unwrap();
        let action = match deal.phase() {
            Phase::Play => {
                let trump = deal.trump().unwrap();
                let led = deal.led().unwrap_or(Lane::Trump);
                let c = deal
                    .legal_cards()
                    .iter()
                    .max_by_key(|&c| kontra::trump::trick_power(c, trump, led))
                    .unwrap();
                Action::Play(c)
            }
            Phase::Discard => *deal.legal_actions().first().unwrap(),
            _ => Action::No,
        };
        session.apply(seat, action).unwrap();
    }
}

#[test]
fn case_01_trumps_in_hearts_and_in_spades() {
    assert_eq!(trump_order(Suit::Hearts), cards("JC JS AH KH QH JH TH 9H"));
    assert_eq!(trump_order(Suit::Spades), cards("JC JS AS KS QS TS 9S"));
    assert_eq!(trumps(Suit::Hearts).len(), 8);
    assert_eq!(trumps(Suit::Spades).len(), 7);
    let plain_clubs = kontra::trump::lane_cards(Lane::Plain(Suit::Clubs), Suit::Spades);
    assert_eq!(plain_clubs, set("AC KC QC TC 9C"));
}

#[test]
fn case_02_the_spade_wenzel_is_not_a_spade() {
    assert_eq!(legal('H', "KS", "JS AC 9H QD TD"), set("JS AC 9H QD TD"));
}

#[test]
fn case_03_a_trump_lead_is_followed_by_a_wenzel() {
    assert_eq!(legal('S', "9S", "JC AH KH QD TD"), set("JC"));
}

#[test]
fn case_04_a_plain_spade_lead_under_club_trumps() {
    assert_eq!(legal('C', "AS", "JS KS 9H TD AD"), set("KS"));
}

#[test]
fn case_05_the_heart_jack_follows_hearts_under_diamond_trumps() {
    assert_eq!(legal('D', "QH", "JH 9H AD JC KS"), set("JH 9H"));
}

#[test]
fn case_06_no_club_held_frees_every_card() {
    assert_eq!(legal('D', "TC", "AH KD JS 9S QH"), set("AH KD JS 9S QH"));
}

#[test]
fn case_07_the_spade_wenzel_led_calls_for_trumps() {
    assert_eq!(legal('C', "JS", "AS KS 9H TD QC"), set("QC"));
}

#[test]
fn case_08_no_trump_held_frees_every_card() {
    assert_eq!(legal('H', "JC", "AC KC QS TD 9D"), set("AC KC QS TD 9D"));
}

#[test]
fn case_09_the_club_wenzel_wins_and_tens_are_low() {
    assert_eq!(winner('D', "AC KC JC 9D"), card("JC"));
    assert_eq!(winner('S', "TH AH KH 9H"), card("AH"));
}

#[test]
fn case_10_wenzels_beat_the_trump_ace_and_clubs_above_spades() {
    assert_eq!(winner('H', "QC TC JS AH"), card("JS"));
    assert_eq!(winner('C', "JS JC AC KS"), card("JC"));
}

#[test]
fn case_11_the_red_jack_ranks_in_its_suit_and_off_suits_never_win() {
    assert_eq!(winner('S', "JH TH AD QH"), card("QH"));
    assert_eq!(winner('D', "TS 9S AC KH"), card("TS"));
}

#[test]
fn case_12_three_tricks_win_else_the_first_to_two() {
    for (tricks, w) in [
        ("A A B B C", 'A'),
        ("A B B A C", 'B'),
        ("A A B B B", 'B'),
        ("A B C D A", 'A'),
        ("A B C A B", 'A'),
    ] {
        assert_eq!(
            deal_winner(&winners(tricks)),
            Some(seat((w as u8 - b'A') as usize)),
            "{tricks}"
        );
    }
}

#[test]
fn case_13_all_five_is_a_match_and_the_others_are_revolted() {
    let w = winners("A A A A A");
    assert_eq!(deal_winner(&w), Some(seat(0)));
    assert_eq!(tricks_per_seat(&w), [5, 0, 0, 0]);
}

#[test]
fn case_14_round_one_accept_by_the_third_seat_asked() {
    let mut deal = deal_with_turn_up("9H");
    assert_eq!(deal.phase(), Phase::Round1);
    assert_eq!(deal.to_act(), Some(seat(1)));
    act(&mut deal, "pass pass accept");
    assert_eq!(deal.soloist(), Some(seat(3)));
    assert_eq!(deal.trump(), Some(Suit::Hearts));
    assert_eq!(deal.mode(), Some(Mode::Round1));
    assert_eq!(deal.turn_up_place(), TurnUpPlace::Table);
}

#[test]
fn case_15_round_two_only_eldest_may_name_the_preferred_suit() {
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass pass pass pass");
    assert_eq!(deal.phase(), Phase::Round2);
    assert_eq!(deal.to_act(), Some(seat(2)));
    assert_eq!(
        deal.apply(seat(2), Action::Name(Suit::Hearts)),
        Err(RuleError::PreferredSuitInRound2 { suit: Suit::Hearts })
    );
    assert!(!deal.legal_actions().contains(&Action::Name(Suit::Hearts)));
    act(&mut deal, "name:C");
    assert_eq!(deal.soloist(), Some(seat(2)));
    assert_eq!(deal.trump(), Some(Suit::Clubs));
    assert_eq!(deal.mode(), Some(Mode::Round2));
}

#[test]
fn case_16_eldest_names_the_preferred_suit_in_round_two_without_exchange() {
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass pass pass name:H");
    assert_eq!(deal.soloist(), Some(seat(1)));
    assert_eq!(deal.trump(), Some(Suit::Hearts));
    assert_eq!(deal.mode(), Some(Mode::Round2));
    act(&mut deal, "no no no");
    assert_eq!(deal.phase(), Phase::Window(Window::W0));
    act(&mut deal, "contra");
    assert_eq!(deal.contra(), Some(seat(2)));
    assert_ne!(deal.phase(), Phase::Exchange);
    let mine = deal.hand(seat(2)).iter().next().unwrap();
    assert!(deal.apply(seat(2), Action::Exchange(mine)).is_err());
    assert_eq!(deal.turn_up_place(), TurnUpPlace::Table);
}

#[test]
fn case_17_no_game_moves_nothing_but_the_ante() {
    let mut session = Session::new(Rules::default(), seat(1));
    // Turn-up 9♥: nothing asked of the dealer.
    let (hands, undealt) = session_hands(CASE_23_HANDS, CASE_23_UNDEALT);
    let pass_both_rounds = |s: &mut Session| {
        s.start_deal(hands, undealt).unwrap();
        for _ in 0..8 {
            let to_act = s.to_act().unwrap();
            s.apply(to_act, Action::Pass).unwrap();
        }
    };
    for _ in 0..3 {
        pass_both_rounds(&mut session);
    }
    assert_eq!(session.pot(), 3);
    assert_eq!(session.next_dealer(), seat(0));
    session.start_deal(hands, undealt).unwrap();
    assert_eq!(session.pot(), 4);
    let chips = session.chips();
    for _ in 0..8 {
        let to_act = session.to_act().unwrap();
        session.apply(to_act, Action::Pass).unwrap();
    }
    let played = session.history().last().unwrap();
    assert!(played.deal.is_no_game());
    assert_eq!(played.outcome, None);
    assert_eq!(session.chips(), chips, "no payments");
    assert_eq!(session.pot(), 4, "the ante stays in the pot");
    assert_eq!(session.next_dealer(), seat(1));
    session.start_deal(hands, undealt).unwrap();
    assert_eq!(session.pot(), 5);
    assert_eq!(session.base(), Some(4));
}

#[test]
fn case_18_a_wenzel_turned_up_makes_the_dealer_soloist() {
    let mut deal = deal_with_turn_up("JS");
    assert_eq!(deal.soloist(), Some(seat(0)));
    assert_eq!(deal.trump(), Some(Suit::Spades));
    assert_eq!(deal.mode(), Some(Mode::TakenUp));
    assert_eq!(deal.take_up(), Some(TakeUp::Forced));
    assert_eq!(deal.phase(), Phase::Discard);
    assert!(deal.hand(seat(0)).contains(card("JS")));
    assert_eq!(deal.hand(seat(0)).len(), 6);
    assert_eq!(
        deal.apply(seat(0), Action::Discard(card("JS"))),
        Err(RuleError::KeepTurnUp { card: card("JS") })
    );
    let other = deal.legal_actions()[0];
    deal.apply(seat(0), other).unwrap();
    assert_eq!(deal.hand(seat(0)).len(), 5);
    // No bidding and no match window: straight to the contra window before trick 1.
    assert_eq!(deal.phase(), Phase::Window(Window::W0));
    assert_eq!(deal.to_act(), Some(seat(1)));
    assert!(deal.legal_actions().contains(&Action::Contra));
    act(&mut deal, "contra");
    assert_ne!(deal.phase(), Phase::Exchange);
    assert_eq!(deal.contra(), Some(seat(1)));
}

#[test]
fn case_19_an_ace_taken_up_sets_the_pledge_until_a_revolt() {
    let mut session = Session::new(Rules::default(), seat(0));
    // Deal 1: A♦ turned up; the dealer holds both Wenzels and takes a trick.
    let (hands, undealt) = session_hands(
        [
            "JC JS 9H TH 9C",
            "9S TS KD QD JD",
            "TD 9D AS KS QS",
            "AH KH QH JH AC",
        ],
        "AD KC QC TC",
    );
    session.start_deal(hands, undealt).unwrap();
    let deal = session.current().unwrap();
    assert_eq!(deal.phase(), Phase::TurnUp);
    assert_eq!(deal.to_act(), Some(seat(0)));
    let view = SeatView::of(&session, seat(0)).unwrap();
    assert!(
        view.hand.is_empty(),
        "asked before his hand is shown to him"
    );
    session.apply(seat(0), Action::TakeUp).unwrap();
    let deal = session.current().unwrap();
    assert_eq!(deal.soloist(), Some(seat(0)));
    assert_eq!(deal.trump(), Some(Suit::Diamonds));
    assert_eq!(deal.take_up(), Some(TakeUp::Chosen));
    play_out_highest(&mut session);
    assert!(session.history()[0].deal.tricks_won()[0] > 0);
    assert_eq!(session.pledges(), [true, false, false, false]);
    // Deals 2–4: nobody plays.
    for _ in 0..3 {
        let (hands, undealt) = session_hands(
            [
                "JC JS AD TH 9C",
                "9S TS KD QD JD",
                "TD 9D AS KS QS",
                "AH KH QH JH AC",
            ],
            "9H KC QC TC",
        );
        session.start_deal(hands, undealt).unwrap();
        for _ in 0..8 {
            let s = session.to_act().unwrap();
            session.apply(s, Action::Pass).unwrap();
        }
    }
    assert_eq!(session.pledges(), [true, false, false, false]);
    // Deal 5: A♦ again, taken up unasked; the dealer takes no trick.
    let (hands, undealt) = session_hands(
        [
            "9S TS 9H TH 9C",
            "JC JS KD QD JD",
            "TD 9D AS KS QS",
            "AH KH QH JH AC",
        ],
        "AD KC QC TC",
    );
    session.start_deal(hands, undealt).unwrap();
    let deal = session.current().unwrap();
    assert_eq!(deal.take_up(), Some(TakeUp::Pledged));
    assert_eq!(deal.phase(), Phase::Discard);
    play_out_highest(&mut session);
    assert_eq!(session.history()[4].deal.tricks_won()[0], 0);
    assert_eq!(session.pledges(), [false; 4], "revolted: the pledge ends");
}

#[test]
fn case_20_a_match_announced_takes_the_game_over() {
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass accept");
    assert_eq!(deal.phase(), Phase::MatchWindow);
    act(&mut deal, "no");
    assert_eq!(deal.to_act(), Some(seat(2)));
    assert_eq!(
        deal.apply(seat(2), Action::AnnounceMatch(Suit::Hearts)),
        Err(RuleError::MatchInPreferredSuit { suit: Suit::Hearts })
    );
    act(&mut deal, "match:S");
    assert_eq!(deal.soloist(), Some(seat(2)));
    assert_eq!(deal.trump(), Some(Suit::Spades));
    assert_eq!(deal.mode(), Some(Mode::Match));
    let c = deal.contract().unwrap();
    assert!(!c.is_active(seat(3)), "the first soloist is passive now");
    assert_eq!(deal.phase(), Phase::Window(Window::W0));
}

#[test]
fn case_21_contra_with_exchange_only_before_the_first_trick() {
    // W0: contra, then the exchange.
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass accept no no no");
    assert_eq!(deal.phase(), Phase::Window(Window::W0));
    assert_eq!(deal.to_act(), Some(seat(1)));
    act(&mut deal, "contra");
    assert_eq!(deal.phase(), Phase::Exchange);
    let mine = deal.hand(seat(1)).iter().next().unwrap();
    deal.apply(seat(1), Action::Exchange(mine)).unwrap();
    assert!(deal.hand(seat(1)).contains(card("9H")));
    assert!(!deal.hand(seat(1)).contains(mine));
    assert_eq!(deal.turn_up_place(), TurnUpPlace::Hand(seat(1)));

    // W1: contra, no exchange.
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass accept no no no");
    all_say_no(&mut deal);
    play_trick(&mut deal);
    assert_eq!(deal.phase(), Phase::Window(Window::W1));
    while deal.to_act() != Some(seat(1)) {
        act(&mut deal, "no");
    }
    act(&mut deal, "contra");
    assert_eq!(deal.contra_window(), Some(Window::W1));
    assert_ne!(deal.phase(), Phase::Exchange);
    let mine = deal.hand(seat(1)).iter().next().unwrap();
    assert!(matches!(
        deal.check(seat(1), Action::Exchange(mine)),
        Err(RuleError::NotNow { .. })
    ));

    // W2: too late for contra.
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass accept no no no");
    all_say_no(&mut deal);
    play_trick(&mut deal);
    all_say_no(&mut deal);
    play_trick(&mut deal);
    let to_act = deal.to_act().unwrap();
    assert_eq!(
        deal.check(to_act, Action::Contra),
        Err(RuleError::ContraTooLate)
    );
}

#[test]
fn case_22_recontra_by_a_third_player_after_a_contra() {
    let mut deal = deal_with_turn_up("9H");
    act(&mut deal, "pass pass accept no no no");
    // Recontra with no contra.
    assert_eq!(
        deal.check(seat(1), Action::Recontra),
        Err(RuleError::RecontraWithoutContra)
    );
    act(&mut deal, "contra keep no no");
    assert_eq!(deal.contra(), Some(seat(1)));
    for window in [Window::W1, Window::W2] {
        play_trick(&mut deal);
        assert_eq!(deal.phase(), Phase::Window(window));
        assert_eq!(
            deal.check(seat(3), Action::Recontra),
            Err(RuleError::SoloistCannotContra)
        );
        assert_eq!(
            deal.check(seat(1), Action::Recontra),
            Err(RuleError::ContraPlayerCannotRecontra)
        );
        while deal.phase() == Phase::Window(window) {
            let s = deal.to_act().unwrap();
            if s == seat(0) || s == seat(2) {
                assert_eq!(deal.check(s, Action::Recontra), Ok(()));
            }
            deal.apply(s, Action::No).unwrap();
        }
    }
    assert_eq!(deal.phase(), Phase::Play);
}

/// The deal of case 23, also the record format's example: turn-up 9♥, seat 2 accepts.
const CASE_23_HANDS: [&str; 4] = [
    "AS KS QS TS KH",
    "AC KC QC TC 9C",
    "JC JS AH 9D 9S",
    "AD KD QD JD TD",
];
const CASE_23_UNDEALT: &str = "9H QH JH TH";
const CASE_23_EVENTS: &str = "pass accept no no no no no no \
    AC 9S TD TS no no no KC AH JD QS JC QD KH QC JS KD AS TC 9D AD KS 9C";

#[test]
fn case_23_first_deal_soloist_wins_three_one_one_nil() {
    let mut session = Session::new(Rules::default(), seat(0));
    let (hands, undealt) = session_hands(CASE_23_HANDS, CASE_23_UNDEALT);
    session.start_deal(hands, undealt).unwrap();
    assert_eq!(session.pot(), 1);
    assert_eq!(session.base(), Some(1));
    for code in CASE_23_EVENTS.split_whitespace() {
        let s = session.to_act().unwrap();
        session.apply(s, Action::parse(code).unwrap()).unwrap();
    }
    let played = &session.history()[0];
    let outcome = played.outcome.as_ref().unwrap();
    assert_eq!(outcome.tricks, [0, 1, 3, 1]);
    assert_eq!(outcome.winner, seat(2));
    assert_eq!(outcome.settlement.net, [0, 0, 1, 0]);
    assert_eq!(session.pot(), 0);
    assert_eq!(session.chips(), [19, 20, 21, 20]);
}

#[test]
fn case_24_a_contra_player_loses_and_passive_revolts_pay_nothing() {
    let mut c = contract(2, 'H', 'H', Mode::Round1);
    c.contra = Some(seat(3));
    assert_eq!(pay(&c, 3, "D D C C C"), ([0, 0, 3, -3], 0));
}

#[test]
fn case_25_a_passive_winner_receives_nothing() {
    assert_eq!(
        base_value(5, BaseValue::AfterAnte),
        4,
        "pot 6 after the ante"
    );
    let mut c = contract(1, 'S', 'H', Mode::Round2);
    c.contra = Some(seat(2));
    let (net, pot) = pay(&c, 4, "D D B C D");
    assert_eq!(net, [0, -4, -4, 0]);
    assert_eq!(6 + pot, 14);
}

#[test]
fn case_26_a_match_in_the_preferred_suit_against_a_revolted_contra() {
    let mut c = contract(2, 'H', 'H', Mode::Round1);
    c.contra = Some(seat(1));
    assert_eq!(pay(&c, 2, "C C C C C"), ([0, -10, 10, 0], 0));
}

#[test]
fn case_27_a_revolted_round_two_soloist() {
    let c = contract(3, 'S', 'H', Mode::Round2);
    assert_eq!(pay(&c, 2, "A B C A B"), ([1, 1, 1, -5], 2));
}

#[test]
fn case_28_a_revolted_taker_up_loses_double_and_his_pledge() {
    let c = contract(0, 'D', 'D', Mode::TakenUp);
    assert_eq!(pay(&c, 3, "B B C D B"), ([-9, 2, 2, 2], 3));
    // The pledge: see case 19, where a revolted taker-up loses it in a session.
}

#[test]
fn case_29_a_match_announcer_who_wins_with_three() {
    let c = contract(1, 'S', 'H', Mode::Match);
    assert_eq!(pay(&c, 1, "B B B C D"), ([2, -5, 2, 2], -1));
}

#[test]
fn case_30_a_match_announcer_who_takes_all_five() {
    let c = contract(1, 'S', 'H', Mode::Match);
    assert_eq!(pay(&c, 4, "B B B B B"), ([-2, 10, -2, -2], -4));
}

#[test]
fn case_31_a_revolted_match_announcer() {
    let c = contract(1, 'S', 'H', Mode::Match);
    assert_eq!(pay(&c, 1, "A C D A C"), ([3, -10, 3, 3], 1));
}

#[test]
fn case_32_recontra_wins_as_first_to_two() {
    let mut c = contract(1, 'S', 'H', Mode::Round1);
    c.contra = Some(seat(2));
    c.recontra = Some(seat(3));
    assert_eq!(pay(&c, 2, "D D B C B"), ([0, -2, -2, 2], 2));
}

#[test]
fn case_33_base_value_before_the_ante() {
    assert_eq!(base_value(3, BaseValue::BeforeAnte), 3);
    assert_eq!(base_value(3, BaseValue::AfterAnte), 4);
}

#[test]
fn case_34_a_player_at_or_below_nil_ends_the_session() {
    let (hands, undealt) = session_hands(
        [
            "AH KH QH JH TH",
            "JC JS AC KC QC",
            "9C TC 9S 9D TD",
            "AS KS QS TS AD",
        ],
        "9H KD QD JD",
    );
    let rounds = "pass pass pass pass pass name:C";
    let mut session =
        Session::with_table(Rules::default(), seat(0), [20, 20, 2, 20], 3, [false; 4]);
    session.start_deal(hands, undealt).unwrap();
    assert_eq!(session.base(), Some(4));
    for code in rounds.split_whitespace() {
        let s = session.to_act().unwrap();
        session.apply(s, Action::parse(code).unwrap()).unwrap();
    }
    let deal = session.current().unwrap();
    assert_eq!(
        (deal.soloist(), deal.trump()),
        (Some(seat(2)), Some(Suit::Clubs))
    );
    assert!(!session.is_over());
    play_out_highest(&mut session);
    let outcome = session.history()[0].outcome.clone().unwrap();
    assert_eq!(outcome.tricks[2], 0);
    assert_eq!(outcome.settlement.net[2], -7);
    assert_eq!(session.chips()[2], -5);
    assert!(session.is_over());
    assert_eq!(
        session.start_seeded_deal(1).err(),
        Some(RuleError::SessionOver)
    );
}
