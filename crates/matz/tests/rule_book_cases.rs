//! Rule book §11: every case, each as its own named test. Seats A B C D E are 0 1 2 3 4.

mod common;
use common::*;
use matz::*;

#[test]
fn case_01_deal_sizes() {
    for (players, dealt, stock, packs) in [(3, 9, 43, 1), (6, 18, 86, 2)] {
        let rules = Rules::new(players).unwrap();
        let game = Game::shuffled(rules, seat(0), 7).unwrap();
        let t = game.table();
        let held: usize = Seat::all(players).map(|s| t.hand(s).len()).sum();
        assert_eq!(held, dealt);
        assert!(Seat::all(players).all(|s| t.hand(s).len() == 3));
        assert_eq!(t.stock_count(), stock);
        assert_eq!(rules.packs(), packs);
        assert_eq!(t.all_cards(), Some(rules.full_pack()));
    }
    for (players, stock) in [(2, 46), (4, 40), (5, 89), (7, 83), (8, 80)] {
        assert_eq!(Rules::new(players).unwrap().stock_after_deal(), stock);
    }
}

#[test]
fn case_02_which_card_beats_which() {
    let h = Suit::Hearts;
    assert!(beats(card("2H"), card("AS"), h));
    assert!(beats(card("AS"), card("KS"), h));
    assert!(!beats(card("AD"), card("9S"), h));
    assert!(!beats(card("9H"), card("TH"), h));
    assert!(!beats(card("QS"), card("QS"), h));
}

/// Case 3's table: trump ♣, stock 20, A has led 7♦ to B, who holds [5♦ K♦ 2♣].
fn case_03_table() -> Table {
    let mut t = Spot::first_life(4, "9C", 20, A)
        .hand(A, "7D 8H 9H")
        .hand(B, "5D KD 2C")
        .build();
    act(&mut t, play("7D"));
    assert_eq!(
        t.phase(),
        Phase::Answer {
            answerer: sa(B),
            card: card("7D"),
            leader: sa(A)
        }
    );
    t
}

#[test]
fn case_03_answer_beat_or_discard_then_lead() {
    let t = case_03_table();
    let mut expected = plays("5D KD 2C");
    expected.push(Action::PickUp);
    assert_eq!(main_moves(&t), expected);
    for (answer, is_beat) in [("5D", false), ("KD", true), ("2C", true)] {
        let mut t = t.clone();
        let stock = t.stock_count();
        let log = act_logged(&mut t, play(answer));
        assert!(log.contains(&Event::Answer {
            seat: sa(B),
            card: card(answer),
            led: card("7D"),
            beat: is_beat
        }));
        assert!(t.reserve(sa(B)).includes(bag(&format!("7D {answer}"))));
        assert_eq!(t.hand(sa(B)).len(), 3, "B drew one");
        assert_eq!(t.stock_count(), stock - 1);
        assert_eq!(t.phase(), Phase::Lead { leader: sa(B) });
        let lead = t.hand(sa(B)).iter().next().unwrap();
        act(&mut t, Action::Play(lead));
        assert!(matches!(t.phase(), Phase::Answer { answerer, .. } if answerer == sa(C)));
    }
}

#[test]
fn case_03_pick_up_holds_four_and_c_leads() {
    let mut t = case_03_table();
    let stock = t.stock_count();
    act(&mut t, Action::PickUp);
    assert_eq!(t.hand(sa(B)), bag("5D KD 2C 7D"));
    assert_eq!(t.stock_count(), stock, "B draws nothing");
    assert_eq!(t.phase(), Phase::Lead { leader: sa(C) });
}

#[test]
fn case_04_two_players_pick_up_and_lead_from_four() {
    let mut t = Spot::first_life(2, "9C", 20, A)
        .hand(A, "7D 8D 9D")
        .hand(B, "5S 6S 7S")
        .build();
    act(&mut t, play("7D"));
    act(&mut t, Action::PickUp);
    assert_eq!(t.phase(), Phase::Lead { leader: sa(A) }, "A leads again");
    let lead = t.hand(sa(A)).iter().next().unwrap();
    act(&mut t, Action::Play(lead));
    act(&mut t, Action::PickUp);
    assert_eq!(t.hand(sa(B)).len(), 5);
    let lead = t.hand(sa(A)).iter().next().unwrap();
    act(&mut t, Action::Play(lead));
    act(&mut t, play("5S"));
    assert_eq!(t.hand(sa(B)).len(), 4, "no top-up above three");
    assert_eq!(t.phase(), Phase::Lead { leader: sa(B) });
    let stock = t.stock_count();
    act(&mut t, play("6S"));
    assert_eq!(t.hand(sa(B)).len(), 3);
    assert_eq!(t.stock_count(), stock, "B draws nothing");
}

#[test]
fn case_05_the_turned_card_is_drawn_last() {
    let mut t = Spot::first_life(3, "KC", 2, A)
        .hand(A, "7D 8D 9D")
        .hand(B, "5S 6S 2C")
        .build();
    let log = act_logged(&mut t, play("7D"));
    assert!(log.contains(&Event::Draw {
        seat: sa(A),
        count: 1,
        turned: None
    }));
    assert_eq!(t.stock_count(), 1);
    assert_eq!(t.turned(), Some(card("KC")));
    let log = act_logged(&mut t, play("5S"));
    assert!(log.contains(&Event::Draw {
        seat: sa(B),
        count: 1,
        turned: Some(card("KC"))
    }));
    assert_eq!(t.stock_count(), 0);
    assert_eq!(t.turned(), None);
    assert!(t.hand(sa(B)).contains(card("KC")));
    assert_eq!(
        t.check(sa(B), Action::Exchange(card("2C"))),
        Err(RuleError::ExchangeNoTurnedCard)
    );
    assert!(!t
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Exchange(_))));
    act(&mut t, play("6S"));
    assert_eq!(t.hand(sa(B)).len(), 2, "B keeps two cards");
}

#[test]
fn case_06_exchange_the_six_then_the_two() {
    let mut t = Spot::first_life(4, "KS", 5, B)
        .hand(B, "7D 8D 9D")
        .hand(C, "6S 4D 5D")
        .hand(D, "2S 3H 4H")
        .build();
    act(&mut t, play("7D"));
    assert!(t.legal_actions().contains(&Action::Exchange(card("6S"))));
    let log = act_logged(&mut t, Action::Exchange(card("6S")));
    assert_eq!(
        log,
        [Event::Exchange {
            seat: sa(C),
            gave: card("6S"),
            took: card("KS")
        }]
    );
    assert_eq!(t.turned(), Some(card("6S")));
    assert!(t.hand(sa(C)).contains(card("KS")));
    assert_eq!(
        t.check(sa(C), Action::Exchange(card("6S"))),
        Err(RuleError::ExchangeTwice)
    );
    assert!(
        matches!(
            t.check(sa(D), Action::Exchange(card("2S"))),
            Err(RuleError::NotYourTurn { .. })
        ),
        "not out of turn"
    );
    act(&mut t, play("4D"));
    act(&mut t, play("5D"));
    assert_eq!(t.to_act(), Some(sa(D)));
    act(&mut t, Action::Exchange(card("2S")));
    assert_eq!(t.turned(), Some(card("2S")));
    assert!(t.hand(sa(D)).contains(card("6S")));
}

#[test]
fn case_06_no_exchange_for_an_equal_card_or_a_plain_six() {
    let t = Spot::first_life(5, "2S", 5, A).hand(A, "2S 6H 7D").build();
    assert_eq!(
        t.check(sa(A), Action::Exchange(card("2S"))),
        Err(RuleError::ExchangeNotHigher {
            card: card("2S"),
            turned: card("2S")
        })
    );
    assert_eq!(
        t.check(sa(A), Action::Exchange(card("6H"))),
        Err(RuleError::ExchangeNotSixOrTwo { card: card("6H") })
    );
    assert!(!t
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Exchange(_))));
}

#[test]
fn case_07_sleep_with_three_trumps_while_the_stock_lasts() {
    let mut t = Spot::first_life(4, "KH", 12, A)
        .hand(A, "3H 9H QH")
        .reserve(A, "")
        .build();
    let sleep = Action::Sleep(bag("3H 9H QH"));
    assert!(t.legal_actions().contains(&sleep));
    let log = act_logged(&mut t, sleep);
    assert_eq!(
        log[0],
        Event::Sleep {
            seat: sa(A),
            cards: bag("3H 9H QH")
        }
    );
    assert_eq!(t.reserve(sa(A)), bag("3H 9H QH"));
    assert_eq!(t.hand(sa(A)).len(), 3, "drew three");
    assert_eq!(t.stock_count(), 9);
    assert_eq!(t.phase(), Phase::Lead { leader: sa(A) }, "he still leads");
    assert_eq!(
        t.check(sa(A), Action::Sleep(t.hand(sa(A)))),
        Err(RuleError::SleepTwice)
    );
    let lead = t.hand(sa(A)).iter().next().unwrap();
    act(&mut t, Action::Play(lead));

    let t = Spot::first_life(4, "KH", 12, A)
        .hand(A, "3H 9H QH 5C")
        .build();
    assert!(!t
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Sleep(_))));
    assert_eq!(
        t.check(sa(A), Action::Sleep(bag("3H 9H QH 5C"))),
        Err(RuleError::SleepNotTrump { card: card("5C") })
    );
    assert_eq!(
        t.check(sa(A), Action::Sleep(bag("3H 9H QH"))),
        Err(RuleError::SleepWholeHand)
    );
}

#[test]
fn case_08_sleep_with_the_stock_at_one() {
    let mut t = Spot::first_life(4, "KH", 1, A).hand(A, "3H 9H QH").build();
    act(&mut t, Action::Sleep(bag("3H 9H QH")));
    assert_eq!(t.hand(sa(A)), bag("KH"), "drew the turned card");
    assert_eq!(t.stock_count(), 0);
    assert_eq!(t.phase(), Phase::Lead { leader: sa(A) });
    let log = act_logged(&mut t, play("KH"));
    assert!(log.contains(&Event::Finished { seat: sa(A) }));
    assert_eq!(t.finished().to_vec(), [sa(A)]);
}

#[test]
fn case_09_sleep_with_two_trumps_once_the_stock_is_empty() {
    let mut t = Spot::first_life(4, "KH", 0, A).hand(A, "4H JH").build();
    act(&mut t, Action::Sleep(bag("4H JH")));
    assert_eq!(t.finished().to_vec(), [sa(A)]);
    assert_eq!(t.phase(), Phase::Lead { leader: sa(B) });

    let t = Spot::first_life(4, "KH", 0, A).hand(A, "4H JC").build();
    assert!(!t
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Sleep(_))));
    assert_eq!(
        t.check(sa(A), Action::Sleep(bag("4H JC"))),
        Err(RuleError::SleepNotTrump { card: card("JC") })
    );
}

#[test]
fn case_10_no_sleep_when_answering() {
    let t = Spot::first_life(4, "KH", 10, A)
        .hand(B, "2H 5H 8H")
        .answer(B, "6C", A)
        .build();
    assert_eq!(
        t.check(sa(B), Action::Sleep(bag("2H 5H 8H"))),
        Err(RuleError::SleepNotLeading)
    );
    let mut expected = plays("2H 5H 8H");
    expected.push(Action::PickUp);
    assert_eq!(main_moves(&t), expected);
}

#[test]
fn case_11_finished_players_are_skipped() {
    let mut t = Spot::first_life(4, "KH", 0, A)
        .finished(&[B])
        .hand(A, "7D 8D")
        .build();
    act(&mut t, play("7D"));
    assert!(matches!(t.phase(), Phase::Answer { answerer, .. } if answerer == sa(C)));
    act(&mut t, Action::PickUp);
    assert_eq!(t.phase(), Phase::Lead { leader: sa(D) });
    let lead = t.hand(sa(D)).iter().next().unwrap();
    act(&mut t, Action::Play(lead));
    assert!(matches!(t.phase(), Phase::Answer { answerer, .. } if answerer == sa(A)));
}

fn case_12_table() -> Table {
    let mut t = Spot::first_life(3, "KH", 0, A)
        .finished(&[B])
        .reserve(B, "AS AH")
        .reserve(A, "QS QH")
        .hand(A, "7S")
        .hand(C, "KD 3C")
        .build();
    let log = act_logged(&mut t, play("7S"));
    assert!(log.contains(&Event::Finished { seat: sa(A) }));
    assert!(matches!(t.phase(), Phase::Answer { answerer, .. } if answerer == sa(C)));
    t
}

#[test]
fn case_12a_last_holder_answers_and_keeps_his_last_card() {
    let mut t = case_12_table();
    let reserve = t.reserve(sa(C));
    act(&mut t, play("KD"));
    assert_eq!(t.life(), Life::Second);
    let expected = reserve.plus(bag("7S KD 3C")).unwrap();
    assert_eq!(
        t.hand(sa(C)),
        expected,
        "7♠ and K♦ from the answer, 3♣ from the hand"
    );
    assert_eq!(t.phase(), Phase::Turn { player: sa(B) });
    assert_eq!(t.first_life_order().to_vec(), [sa(B), sa(A), sa(C)]);
}

#[test]
fn case_12b_last_holder_picks_up_and_keeps_his_hand() {
    let mut t = case_12_table();
    let reserve = t.reserve(sa(C));
    act(&mut t, Action::PickUp);
    assert_eq!(t.life(), Life::Second);
    assert_eq!(t.hand(sa(C)), reserve.plus(bag("KD 3C 7S")).unwrap());
    assert_eq!(t.phase(), Phase::Turn { player: sa(B) });
}

#[test]
fn case_13_two_packs_identical_answer_reserve_or_give_up() {
    let t = Spot::first_life(5, "KD", 20, A)
        .hand(A, "QS 3C 4C")
        .hand(B, "QS 5C 6C")
        .build();
    let mut t1 = t.clone();
    act(&mut t1, play("QS"));
    assert!(t1.legal_actions().contains(&Action::GiveUp));
    let mut keep = t1.clone();
    let log = act_logged(&mut keep, play("QS"));
    assert!(log.contains(&Event::Answer {
        seat: sa(B),
        card: card("QS"),
        led: card("QS"),
        beat: false
    }));
    assert_eq!(keep.reserve(sa(B)).count(card("QS")), 2);
    assert_eq!(keep.hand(sa(B)).len(), 3);
    assert_eq!(keep.phase(), Phase::Lead { leader: sa(B) });
    let mut give = t1;
    let log = act_logged(&mut give, Action::GiveUp);
    assert!(log.contains(&Event::GiveUp {
        seat: sa(B),
        card: card("QS"),
        to_reserve: None
    }));
    assert_eq!(give.out_of_play().count(card("QS")), 2);
    assert!(!give.reserve(sa(B)).contains(card("QS")));
    assert_eq!(give.hand(sa(B)).len(), 3);
    assert_eq!(give.phase(), Phase::Lead { leader: sa(B) });
}

#[test]
fn case_14_second_life_beat_the_top_card_or_pick_it_up() {
    let t = Spot::second_life(4, 'H', B)
        .hand(B, "TS 4S 2H AD")
        .trick(A, "9S", 4)
        .build();
    let mut expected = plays("TS 2H");
    expected.push(Action::PickUp);
    assert_eq!(t.legal_actions(), expected);
    assert_eq!(
        t.check(sa(B), play("4S")),
        Err(RuleError::DoesNotBeat {
            card: card("4S"),
            top: card("9S")
        })
    );
    assert_eq!(
        t.check(sa(B), play("AD")),
        Err(RuleError::DoesNotBeat {
            card: card("AD"),
            top: card("9S")
        })
    );
}

#[test]
fn case_15_once_a_trump_is_on_top_only_a_higher_trump() {
    let t = Spot::second_life(4, 'H', C)
        .hand(C, "TS 3H 7H")
        .trick(A, "9S 5H", 4)
        .build();
    let mut expected = plays("7H");
    expected.push(Action::PickUp);
    assert_eq!(t.legal_actions(), expected);
    let mut t = t;
    act(&mut t, Action::PickUp);
    assert!(
        t.hand(sa(C)).contains(card("5H")),
        "only the top card is picked up"
    );
    assert_eq!(t.trick().cards().collect::<Vec<_>>(), [card("9S")]);
}

#[test]
fn case_16_a_pick_up_makes_a_plain_card_the_top_again() {
    let mut t = Spot::second_life(4, 'H', B)
        .trick(D, "9S 2H", 4)
        .hand(C, "TS 3H 4D")
        .build();
    act(&mut t, Action::PickUp);
    assert_eq!(t.trick().top(), Some(card("9S")));
    assert_eq!(t.to_act(), Some(sa(C)));
    let mut expected = plays("TS 3H");
    expected.push(Action::PickUp);
    assert_eq!(t.legal_actions(), expected);
}

#[test]
fn case_17_a_trick_of_four_goes_out_and_its_last_player_leads() {
    let mut t = Spot::second_life(4, 'H', A)
        .hand(A, "4C 3H 5S")
        .hand(B, "9C 8H 6S")
        .hand(C, "2D 3D 4D")
        .hand(D, "JC 7S 8S")
        .build();
    act(&mut t, play("4C"));
    assert_eq!(t.trick().size(), 4);
    act(&mut t, play("9C"));
    act(&mut t, Action::PickUp);
    act(&mut t, play("JC"));
    act(&mut t, play("3H"));
    let out = t.out_of_play().len();
    let log = act_logged(&mut t, play("8H"));
    assert!(log.contains(&Event::TrickDone {
        seat: sa(B),
        size: 4
    }));
    assert!(t.trick().is_empty());
    assert_eq!(t.out_of_play().len(), out + 4);
    assert_eq!(t.phase(), Phase::Turn { player: sa(B) });
}

#[test]
fn case_18_a_player_going_out_mid_trick_and_the_next_k() {
    let mut t = Spot::second_life(4, 'S', A)
        .hand(A, "6D 3C 4C")
        .hand(B, "9D")
        .hand(C, "KD 5C 6C")
        .hand(D, "2S 7C 8C")
        .build();
    act(&mut t, play("6D"));
    assert_eq!(t.trick().size(), 4);
    let log = act_logged(&mut t, play("9D"));
    assert!(log.contains(&Event::Out {
        seat: sa(B),
        place: 1
    }));
    act(&mut t, play("KD"));
    act(&mut t, play("2S"));
    assert!(t.trick().is_empty());
    assert_eq!(t.phase(), Phase::Turn { player: sa(D) });
    act(&mut t, play("7C"));
    assert_eq!(t.trick().size(), 3);
}

#[test]
fn case_19_the_last_card_completes_the_trick_and_goes_out() {
    let mut t = Spot::second_life(3, 'S', A)
        .hand(A, "4D 3C 4C")
        .hand(B, "9D 5C")
        .hand(C, "KD")
        .build();
    act(&mut t, play("4D"));
    act(&mut t, play("9D"));
    let log = act_logged(&mut t, play("KD"));
    assert!(log.contains(&Event::Out {
        seat: sa(C),
        place: 1
    }));
    assert!(log.contains(&Event::TrickDone {
        seat: sa(C),
        size: 3
    }));
    assert_eq!(t.phase(), Phase::Turn { player: sa(A) });
    act(&mut t, play("3C"));
    assert_eq!(t.trick().size(), 2);
}

#[test]
fn case_20_a_trick_keeps_its_size_when_players_go_out() {
    let mut t = Spot::second_life(5, 'H', A)
        .hand(A, "2C 7C 2D")
        .hand(B, "3C")
        .hand(C, "4C")
        .hand(D, "8C 9D TD")
        .hand(E, "5C JD QD")
        .build();
    act(&mut t, play("2C"));
    assert_eq!(t.trick().size(), 5);
    act(&mut t, play("3C"));
    act(&mut t, play("4C"));
    assert_eq!(t.places().to_vec(), [sa(B), sa(C)]);
    act(&mut t, Action::PickUp);
    act(&mut t, play("5C"));
    act(&mut t, play("7C"));
    assert_eq!(t.trick().len(), 4, "still open with three players left");
    act(&mut t, play("8C"));
    assert!(t.trick().is_empty());
    assert_eq!(t.phase(), Phase::Turn { player: sa(D) });
    act(&mut t, play("9D"));
    assert_eq!(t.trick().size(), 3);
}

#[test]
fn case_21_a_trick_emptied_by_a_pick_up_restarts() {
    let mut t = Spot::second_life(4, 'H', A)
        .out(&[D])
        .hand(A, "5C 6C")
        .hand(B, "2C 3C")
        .hand(C, "4D 5D")
        .build();
    act(&mut t, play("5C"));
    assert_eq!(t.trick().size(), 3);
    act(&mut t, Action::PickUp);
    assert!(t.trick().is_empty());
    assert_eq!(t.phase(), Phase::Turn { player: sa(C) });
    let legal = t.legal_actions();
    assert!(
        !legal.contains(&Action::PickUp),
        "a new trick: C leads any card"
    );
    assert_eq!(legal.len(), 2);
    act(&mut t, play("4D"));
    assert_eq!(t.trick().size(), 3);
}

#[test]
fn case_22_the_game_ends_when_one_player_alone_holds_cards() {
    let mut t = Spot::second_life(2, 'H', A)
        .hand(A, "JC")
        .hand(B, "2D 5S")
        .build();
    let log = act_logged(&mut t, play("JC"));
    assert!(t.is_over());
    assert_eq!(t.loser(), Some(sa(B)));
    assert_eq!(t.places().to_vec(), [sa(A), sa(B)]);
    assert!(log.contains(&Event::GameOver { loser: sa(B) }));
}

#[test]
fn case_23_an_empty_reserve_is_out_at_once_and_the_lead_passes() {
    let mut t = Spot::first_life(4, "KH", 0, A)
        .finished(&[B, D])
        .reserve(B, "")
        .reserve(D, "AS AC")
        .reserve(A, "QS QC")
        .hand(A, "7S")
        .hand(C, "9S 8S")
        .build();
    act(&mut t, play("7S"));
    act(&mut t, Action::PickUp);
    assert_eq!(t.life(), Life::Second);
    assert_eq!(t.first_life_order().to_vec(), [sa(B), sa(D), sa(A), sa(C)]);
    assert_eq!(
        t.places().to_vec(),
        [sa(B)],
        "B is out at once, in first place"
    );
    assert_eq!(t.phase(), Phase::Turn { player: sa(C) });
}

#[test]
fn case_24_identical_cards_do_not_beat() {
    let t = Spot::second_life(5, 'H', B)
        .hand(B, "QS 3D")
        .trick(A, "QS", 5)
        .build();
    assert_eq!(t.legal_actions(), [Action::PickUp]);
}

#[test]
fn case_25_second_life_has_no_discard() {
    let mut t = Spot::second_life(3, 'H', A)
        .hand(A, "3H 4D")
        .hand(B, "AS 2H")
        .build();
    act(&mut t, play("3H"));
    assert_eq!(t.legal_actions(), [Action::PickUp]);
    let first = Spot::first_life(3, "KH", 10, A)
        .hand(B, "AS 2H 4C")
        .answer(B, "3H", A)
        .build();
    assert!(main_moves(&first).contains(&play("AS")) && main_moves(&first).contains(&play("2H")));
}

#[test]
fn case_26_places_and_the_matz_tally() {
    let mut t = Spot::second_life(4, 'H', D)
        .hand(D, "2D")
        .hand(A, "5D")
        .hand(B, "8D")
        .hand(C, "2C 3C")
        .build();
    act(&mut t, play("2D"));
    act(&mut t, play("5D"));
    act(&mut t, play("8D"));
    assert!(t.is_over(), "C alone holds cards");
    assert_eq!(t.places().to_vec(), [sa(D), sa(A), sa(B), sa(C)]);
    assert_eq!(t.loser(), Some(sa(C)));
    let scoring = Scoring::default();
    let places = t.places().to_vec();
    let mut tally = vec![0; 4];
    for k in 1..=3 {
        tally = matz::series::tally_after(scoring, &tally, &places);
        assert_eq!(tally, [0, 0, k, 0]);
    }
    assert_eq!(
        scoring,
        Scoring::Matz { target: 3 },
        "C's third point reaches the target"
    );
}
