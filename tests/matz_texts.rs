//! Müller Matz's texts (`i18n::matz_texts`, compiled into its module only): every text in
//! every language, tidy, translated, French typography, and the buttons' agreed English names.

use konter_a_matt::i18n::matz_texts::{matz_texts, w, MatzTexts, EN, FR, W};
use konter_a_matt::i18n::Lang;
use matz::{Bag, Card, Event, RuleError, Seat, Suit};

fn all(t: &MatzTexts) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![];
    let mut add = |what: &str, text: String| out.push((what.into(), text));
    let c = Card::parse("7D").unwrap();
    let d = Card::parse("QS").unwrap();
    let seat = |i| Seat::new(i).unwrap();
    for i in [0, 1, 7] {
        let x = w(i);
        add("who", (t.who)(x).into());
        add("led_to", (t.led_to)(x, c, w(2)));
        add("led_to you", (t.led_to)(w(3), c, x));
        add("guide_lead", (t.guide_lead)(x));
        add("guide_wait", (t.guide_wait)(x));
        add("place_line", (t.place_line)(2, x));
        add("loser_is", (t.loser_is)(x));
        add("match_lost_by", (t.match_lost_by)(x));
        let s = seat(i);
        for e in [
            Event::Lead { seat: s, card: c, to: seat(2) },
            Event::Lead { seat: seat(2), card: c, to: s },
            Event::Answer { seat: s, card: d, led: c, beat: true },
            Event::Answer { seat: s, card: d, led: c, beat: false },
            Event::GiveUp { seat: s, card: c, to_reserve: None },
            Event::PickUp { seat: s, card: c },
            Event::Sleep { seat: s, cards: Bag::packs(1).of_suit(Suit::Hearts) },
            Event::Exchange { seat: s, gave: c, took: d },
            Event::Draw { seat: s, count: 2, turned: None },
            Event::Finished { seat: s },
            Event::FirstLifeOver { last_holder: Some(s), count: 2 },
            Event::TurnedOutOfPlay { card: c },
            Event::Out { seat: s, place: 3 },
            Event::Play { seat: s, card: c, size: 4 },
            Event::TrickDone { seat: s, size: 4 },
            Event::Repetition,
            Event::GameOver { loser: s },
        ] {
            add("event", (t.event)(&e, |s| w(s.index())));
        }
    }
    for s in Suit::ALL {
        add("suit", (t.suit)(s).into());
        add("trump_is", (t.trump_is)(s));
    }
    add("card", (t.card)(c));
    add("in_hand", (t.in_hand)(3));
    add("in_reserve", (t.in_reserve)(0));
    add("out_place", (t.out_place)(2));
    add("stock", (t.stock)(40));
    add("out_of_play", (t.out_of_play)(2));
    add("game_no", (t.game_no)(2));
    add("pile", (t.pile)(2, 4));
    add("reserve_count", (t.reserve_count)(4));
    add("guide_answer", (t.guide_answer)(c));
    add("guide_second_lead", (t.guide_second_lead)(4));
    add("guide_second_beat", (t.guide_second_beat)(c, 2));
    add("game_over", (t.game_over)(3));
    add("hint_is", (t.hint_is)("Pick up"));
    add("corrupt", (t.corrupt)("konter-a-matt:backup:1:mueller-matz"));
    add("import_failed", (t.import_failed)("x"));
    add("v_scoring_matz", (t.v_scoring_matz)(3));
    add("v_scoring_places", (t.v_scoring_places)(5));
    for e in [
        RuleError::NotYourTurn { seat: seat(0), to_act: Some(seat(1)) },
        RuleError::DoesNotBeat { card: c, top: d },
        RuleError::MustBeatOrFollow { card: c, led: d },
        RuleError::NothingToPickUp,
        RuleError::GiveUpNeedsTwin { led: c },
    ] {
        add("rule_error", (t.rule_error)(&e));
    }
    for (what, text) in [
        ("table_label", t.table_label), ("your_hand", t.your_hand), ("reserve_help", t.reserve_help),
        ("players_label", t.players_label), ("finished", t.finished), ("to_act", t.to_act), ("dealer", t.dealer),
        ("trump", t.trump), ("turned_card", t.turned_card), ("first_life", t.first_life), ("second_life", t.second_life),
        ("pile_empty", t.pile_empty), ("tally", t.tally), ("guide_done", t.guide_done), ("lives_change", t.lives_change),
        ("lives_change_none", t.lives_change_none), ("pick_up", t.pick_up), ("go_to_sleep", t.go_to_sleep),
        ("exchange", t.exchange), ("give_up", t.give_up), ("not_your_turn", t.not_your_turn), ("places", t.places),
        ("by_repetition", t.by_repetition), ("first_life_order", t.first_life_order), ("next_game", t.next_game),
        ("match_over", t.match_over), ("play_again", t.play_again), ("hint", t.hint), ("undo", t.undo),
        ("no_match", t.no_match), ("new_match", t.new_match), ("ask_new_title", t.ask_new_title),
        ("ask_new_help", t.ask_new_help), ("storage_failed", t.storage_failed), ("imported", t.imported),
        ("settings_intro", t.settings_intro), ("players", t.players), ("players_help", t.players_help),
        ("practice_help", t.practice_help), ("rules_next_match", t.rules_next_match), ("v_sleep_three", t.v_sleep_three),
        ("v_give_up_reserve", t.v_give_up_reserve), ("v_last_joins", t.v_last_joins), ("stats_none", t.stats_none),
        ("stats_first_life_first", t.stats_first_life_first), ("export_help", t.export_help), ("import_help", t.import_help),
        ("import_replaces", t.import_replaces), ("import_unreadable", t.import_unreadable), ("import_other_game", t.import_other_game),
    ] {
        add(what, text.into());
    }
    for (h, ps) in t.rules_sections {
        add("rules heading", h.to_string());
        for p in *ps {
            add("rules", p.to_string());
        }
    }
    out
}

#[test]
fn the_buttons_have_the_agreed_names() {
    let t = &EN;
    assert_eq!((t.card)(Card::parse("7D").unwrap()), "Seven of Diamonds");
    assert_eq!(t.pick_up, "Pick up");
    assert_eq!(t.go_to_sleep, "Go to sleep");
    assert_eq!(t.exchange, "Exchange for the turned card");
    assert_eq!(t.give_up, "Give both up");
    assert_eq!(t.players, "Number of players");
    assert_eq!(t.your_hand, "Your hand");
    assert_eq!((t.who)(W::You), "You");
    // The engine's reason, as a sentence.
    let e = RuleError::DoesNotBeat { card: Card::parse("7D").unwrap(), top: Card::parse("9D").unwrap() };
    assert!((t.rule_error)(&e).starts_with("7♦ does not beat 9♦") || (t.rule_error)(&e).contains("does not beat"));
}

#[test]
fn every_text_is_there_and_tidy_in_every_language() {
    for lang in Lang::ALL {
        for (what, text) in all(matz_texts(lang)) {
            assert!(!text.trim().is_empty(), "{lang:?} {what} is empty");
            assert_eq!(text.trim(), text, "{lang:?} {what} has stray spaces: {text:?}");
            assert!(!text.contains("  "), "{lang:?} {what} has a double space: {text:?}");
        }
    }
}

#[test]
fn translations_are_translated() {
    let english = all(&EN);
    for lang in [Lang::Fr, Lang::De, Lang::Lb] {
        let theirs = all(matz_texts(lang));
        assert_eq!(theirs.len(), english.len());
        for ((what, text), (_, en)) in theirs.iter().zip(&english) {
            if en.split_whitespace().count() >= 4 && what != "rule_error" {
                assert_ne!(text, en, "{lang:?} {what} is still English");
            }
        }
    }
}

#[test]
fn french_follows_french_typography() {
    for (what, text) in all(&FR) {
        for bad in [" :", " ;", " !", " ?", "« ", " »", "'"] {
            assert!(!text.contains(bad), "FR {what}: {bad:?} in {text:?}");
        }
    }
}
