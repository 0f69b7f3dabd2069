//! Müller Matz's texts (`i18n::matz_texts`, compiled into its module only): every text in
//! every language, tidy, translated, French typography, and the buttons' agreed English names.

use konter_a_matt::games::matz::texts::{matz_texts, w, MatzTexts, DE, EN, FR, LB, W};
use konter_a_matt::i18n::Lang;
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Rules, Scoring, Sleep, TurnedCard};
use matz::{Bag, Card, Event, RuleError, Seat, Suit};

/// Every combination of the variants that change a rule the texts tell (§12), at 6 players.
fn every_variant() -> Vec<Rules> {
    let mut out = vec![];
    for turned in [TurnedCard::Drawn, TurnedCard::OutOfPlay] {
        for answer in [Answer::Any, Answer::Strict] {
            for give_up in [GiveUp::OutOfPlay, GiveUp::LeaderReserve] {
                for sleep in [Sleep::WholeHand, Sleep::AnyThree] {
                    for last in [LastHand::Joins, LastHand::OutOfPlay] {
                        for dealing in [Dealing::Loser, Dealing::Left] {
                            for scoring in [Scoring::matz(5).unwrap(), Scoring::place_points(7).unwrap()] {
                                let mut r = Rules::new(6).unwrap();
                                (r.turned_card, r.answer, r.give_up, r.sleep) = (turned, answer, give_up, sleep);
                                (r.last_hand, r.dealing, r.scoring) = (last, dealing, scoring);
                                out.push(r);
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

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
        for a in [Answer::Any, Answer::Strict] {
            add("guide_lead", (t.guide_lead)(x, a));
        }
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
    for (trump, a, twin) in [(Suit::Clubs, Answer::Any, false), (Suit::Diamonds, Answer::Strict, true)] {
        add("guide_answer", (t.guide_answer)(c, trump, a, twin));
        add("guide_second_beat", (t.guide_second_beat)(c, trump, 1));
        add("guide_second_beat", (t.guide_second_beat)(d, trump, 2));
    }
    add("guide_second_lead", (t.guide_second_lead)(4));
    add("game_over", (t.game_over)(3));
    add("hint_is", (t.hint_is)("Pick up"));
    add("corrupt", (t.corrupt)("konter-a-matt:backup:1:mueller-matz"));
    add("import_failed", (t.import_failed)("x"));
    add("match_won_by", (t.match_won_by)(w(1)));
    add("v_scoring_matz", (t.v_scoring_matz)(3));
    add("v_scoring_places", (t.v_scoring_places)(5));
    for e in rule_errors() {
        for trump in [None, Some(Suit::Spades), Some(Suit::Hearts)] {
            add("rule_error", (t.rule_error)(&e, trump));
        }
    }
    for (what, text) in [
        ("table_label", t.table_label), ("your_hand", t.your_hand), ("reserve_help", t.reserve_help),
        ("players_label", t.players_label), ("finished", t.finished), ("to_act", t.to_act), ("dealer", t.dealer),
        ("trump", t.trump), ("turned_card", t.turned_card), ("first_life", t.first_life), ("second_life", t.second_life),
        ("pile_empty", t.pile_empty), ("tally", t.tally), ("tally_places", t.tally_places),
        ("rules_of_match", t.rules_of_match), ("rules_of_settings", t.rules_of_settings), ("guide_done", t.guide_done), ("lives_change", t.lives_change),
        ("lives_change_none", t.lives_change_none), ("pick_up", t.pick_up), ("go_to_sleep", t.go_to_sleep),
        ("exchange", t.exchange), ("give_up", t.give_up), ("not_your_turn", t.not_your_turn), ("places", t.places),
        ("by_repetition", t.by_repetition), ("first_life_order", t.first_life_order), ("next_game", t.next_game),
        ("match_over", t.match_over), ("play_again", t.play_again), ("hint", t.hint), ("undo", t.undo),
        ("no_match", t.no_match), ("new_match", t.new_match), ("ask_new_title", t.ask_new_title),
        ("storage_failed", t.storage_failed), ("imported", t.imported),
        ("settings_intro", t.settings_intro), ("players", t.players), ("players_help", t.players_help),
        ("practice_help", t.practice_help), ("rules_next_match", t.rules_next_match), ("v_sleep_three", t.v_sleep_three),
        ("v_give_up_reserve", t.v_give_up_reserve), ("v_last_joins", t.v_last_joins), ("stats_none", t.stats_none),
        ("stats_first_life_first", t.stats_first_life_first), ("export_help", t.export_help), ("import_help", t.import_help),
        ("import_unreadable", t.import_unreadable), ("share_game", t.share_game),
        ("share_text", t.share_text), ("share_copied", t.share_copied), ("shared_offer", t.shared_offer),
        ("shared_play", t.shared_play), ("shared_bad", t.shared_bad), ("ask_shared_title", t.ask_shared_title),
    ] {
        add(what, text.into());
    }
    for r in every_variant() {
        for (h, ps) in (t.rules_sections)(&r) {
            add("rules heading", h.to_string());
            for p in ps {
                add("rules", p);
            }
        }
    }
    out
}

/// Every refusal a person's action can meet.
fn rule_errors() -> Vec<RuleError> {
    let c = Card::parse("7D").unwrap();
    let d = Card::parse("QS").unwrap();
    let seat = |i| Seat::new(i).unwrap();
    vec![
        RuleError::GameOver,
        RuleError::NotYourTurn { seat: seat(0), to_act: Some(seat(1)) },
        RuleError::NotHeld { card: c },
        RuleError::NothingToPickUp,
        RuleError::MustBeatOrFollow { card: c, led: d },
        RuleError::DoesNotBeat { card: c, top: d },
        RuleError::GiveUpOnePack,
        RuleError::GiveUpNotAnswering,
        RuleError::GiveUpNeedsTwin { led: c },
        RuleError::FirstLifeOnly,
        RuleError::SleepNotLeading,
        RuleError::SleepTwice,
        RuleError::SleepNotTrump { card: c },
        RuleError::SleepNotHeld { cards: Bag::packs(1).of_suit(Suit::Hearts) },
        RuleError::SleepNeedsThree { held: 4 },
        RuleError::SleepTooMany { held: 4 },
        RuleError::SleepWholeHand,
        RuleError::ExchangeTwice,
        RuleError::ExchangeNotSixOrTwo { card: c },
        RuleError::ExchangeNotHigher { card: c, turned: d },
        RuleError::ExchangeNoTurnedCard,
        RuleError::NoGame,
        RuleError::MatchOver,
    ]
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
    assert!((t.rule_error)(&e, Some(Suit::Clubs)).contains("does not beat"));
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

/// What each language says an answerer may answer with, by the variant (§4.3, §12.4), and
/// the wording the rule book contradicts (an answer need not beat).
fn answer_words(lang: Lang) -> (&'static str, &'static str, &'static [&'static str]) {
    match lang {
        Lang::En => ("with any card", "a card of its suit or a trump", &["must beat", "They must"]),
        Lang::Fr => ("avec n’importe quelle carte", "une carte de la même couleur ou un atout", &["doit la battre"]),
        Lang::De => ("einer beliebigen Karte", "einer Karte derselben Farbe oder einem Trumpf", &["Stechen oder aufnehmen"]),
        Lang::Lb => ("egal wéi enger Kaart", "enger Kaart vun der selwechter Faarf oder engem Tromp", &["Stiechen oder ophuelen"]),
    }
}

#[test]
fn the_lead_prompt_says_what_the_variant_in_force_lets_the_answerer_do() {
    for lang in Lang::ALL {
        let t = matz_texts(lang);
        let (any, strict, wrong) = answer_words(lang);
        for to in [w(1), w(4)] {
            let name = (t.who)(to);
            let free = (t.guide_lead)(to, Answer::Any);
            let bound = (t.guide_lead)(to, Answer::Strict);
            for text in [&free, &bound] {
                assert!(text.contains(name), "{lang:?}: {text}");
                for bad in wrong {
                    assert!(!text.contains(bad), "{lang:?}: an answer need not beat, yet: {text}");
                }
            }
            assert!(free.contains(any), "{lang:?} any card may answer: {free}");
            assert!(bound.contains(strict) && !bound.contains(any), "{lang:?} strict: {bound}");
        }
    }
}

#[test]
fn a_card_led_to_you_is_told_by_the_variant_and_by_trumps() {
    let led = Card::parse("7D").unwrap();
    let higher_trump = [("en", "only a higher trump"), ("fr", "seul un atout plus haut"), ("de", "nur ein höherer Trumpf"), ("lb", "just e méi héijen Tromp")];
    // Under the free answer beating gains nothing in the first life, and the prompt says so,
    // with what the reserve is for.
    let no_matter = [
        ("beating does not matter", "your hand in the second life"),
        ("battre ne compte pas", "votre main de la seconde vie"),
        ("Stechen zählt jetzt nicht", "deine Hand im zweiten Leben"),
        ("zielt elo net", "deng Hand am zweete Liewen"),
    ];
    for ((lang, (_, only)), (no_matter, reserve)) in Lang::ALL.into_iter().zip(higher_trump).zip(no_matter) {
        let t = matz_texts(lang);
        let (any, strict, _) = answer_words(lang);
        let free = (t.guide_answer)(led, Suit::Clubs, Answer::Any, false);
        let bound = (t.guide_answer)(led, Suit::Clubs, Answer::Strict, false);
        assert!(free.contains(any), "{lang:?}: {free}");
        assert!(bound.contains(strict) && !bound.contains(any), "{lang:?}: {bound}");
        assert!(free.contains(no_matter) && free.contains(reserve), "{lang:?}: {free}");
        // Under the strict answer a trump led is beaten by a higher trump only.
        assert!((t.guide_answer)(led, Suit::Diamonds, Answer::Strict, false).contains(only), "{lang:?}");
        assert!(!bound.contains(only) && !free.contains(only), "{lang:?}: {bound}");
        // With its twin in hand, giving both up is offered too.
        assert_ne!((t.guide_answer)(led, Suit::Clubs, Answer::Any, true), free, "{lang:?}");
        // Second life: a trump on top needs a higher trump; a refused card says so.
        assert_ne!((t.guide_second_beat)(led, Suit::Diamonds, 2), (t.guide_second_beat)(led, Suit::Clubs, 2), "{lang:?}");
        let refused = (t.rule_error)(&RuleError::DoesNotBeat { card: Card::parse("3D").unwrap(), top: led }, Some(Suit::Diamonds));
        assert_ne!(refused, (t.rule_error)(&RuleError::DoesNotBeat { card: Card::parse("3D").unwrap(), top: led }, Some(Suit::Clubs)), "{lang:?}");
    }
    assert!((EN.guide_second_beat)(Card::parse("7D").unwrap(), Suit::Diamonds, 2).contains("with a higher trump"));
    let refused = (EN.rule_error)(&RuleError::DoesNotBeat { card: Card::parse("3D").unwrap(), top: Card::parse("7D").unwrap() }, Some(Suit::Diamonds));
    assert!(refused.contains("only a higher trump") && !refused.contains("or a trump"), "{refused}");
}

#[test]
fn the_rules_page_follows_every_variant() {
    let text = |t: &MatzTexts, r: &Rules| (t.rules_sections)(r).into_iter().flat_map(|(_, ps)| ps).collect::<Vec<_>>().join(" ");
    let base = Rules::new(6).unwrap();
    let changes: Vec<(&str, fn(&mut Rules))> = vec![
        ("turned card", |r| r.turned_card = TurnedCard::OutOfPlay),
        ("answer", |r| r.answer = Answer::Strict),
        ("give up", |r| r.give_up = GiveUp::LeaderReserve),
        ("sleep", |r| r.sleep = Sleep::AnyThree),
        ("last hand", |r| r.last_hand = LastHand::OutOfPlay),
        ("dealing", |r| r.dealing = Dealing::Left),
        ("target", |r| r.scoring = Scoring::matz(10).unwrap()),
        ("place points", |r| r.scoring = Scoring::place_points(7).unwrap()),
    ];
    for lang in Lang::ALL {
        let t = matz_texts(lang);
        let plain = text(t, &base);
        for (what, change) in &changes {
            let mut r = base;
            change(&mut r);
            assert_ne!(text(t, &r), plain, "{lang:?}: the rules page does not tell the {what} variant");
        }
        let (any, strict, _) = answer_words(lang);
        let mut r = base;
        r.answer = Answer::Strict;
        assert!(plain.contains(any), "{lang:?}: any card may answer");
        assert!(text(t, &r).contains(strict), "{lang:?}: strict answers");
    }
    let en = |r: &Rules| text(&EN, r);
    let mut r = base;
    r.scoring = Scoring::matz(5).unwrap();
    assert!(en(&r).contains("reaches 5 Matz points loses the match"));
    r.scoring = Scoring::place_points(7).unwrap();
    assert!(en(&r).contains("After 7 games the highest total wins the match"));
    assert!(!en(&r).contains("Matz point"), "place points score no Matz points");
}

#[test]
fn words_agree_in_number_and_show_no_code() {
    let c = Card::parse("7D").unwrap();
    for (lang, one, two) in [
        (Lang::En, "1 more card completes the pile", "2 more cards complete the pile"),
        (Lang::Fr, "Encore 1 carte pour", "Encore 2 cartes pour"),
        (Lang::De, "Noch 1 Karte, bis", "Noch 2 Karten, bis"),
        (Lang::Lb, "Nach 1 Kaart, bis", "Nach 2 Kaarten, bis"),
    ] {
        let t = matz_texts(lang);
        assert!((t.guide_second_beat)(c, Suit::Clubs, 1).contains(one), "{lang:?}: {}", (t.guide_second_beat)(c, Suit::Clubs, 1));
        assert!((t.guide_second_beat)(c, Suit::Clubs, 2).contains(two), "{lang:?}: {}", (t.guide_second_beat)(c, Suit::Clubs, 2));
    }
    let one_trump = Event::Sleep { seat: Seat::new(1).unwrap(), cards: [Card::parse("4H").unwrap()].into_iter().collect() };
    assert_eq!((EN.event)(&one_trump, |s| w(s.index())), "Anna goes to sleep with 1 trump");
    assert_eq!((FR.event)(&one_trump, |s| w(s.index())), "Anna va dormir avec 1 atout");
    assert_eq!((DE.event)(&one_trump, |s| w(s.index())), "Anna geht mit einem Trumpf schlafen");
    assert_eq!((LB.event)(&one_trump, |s| w(s.index())), "Anna geet mat engem Tromp schlofen");
    let give_up = Event::GiveUp { seat: Seat::new(1).unwrap(), card: c, to_reserve: None };
    assert_eq!((EN.event)(&give_up, |s| w(s.index())), "Anna gives up the Seven of Diamonds and its twin: both go out of play");
    assert_eq!(EN.v_sleep_three, "Also three trumps from a larger hand");
    for lang in Lang::ALL {
        for (what, text) in all(matz_texts(lang)) {
            for code in ['`', '"', '{', '}'] {
                assert!(!text.contains(code), "{lang:?} {what} shows code: {text:?}");
            }
            // (The storage key of unreadable data is named on purpose, in quotes.)
            assert!(!text.contains("of more") && (what == "corrupt" || !text.contains("mueller-matz")), "{lang:?} {what}: {text:?}");
        }
        assert!(matz_texts(lang).import_help.contains(".json"), "{lang:?}");
    }
    // French: the article before a card agrees (l’As, la Dame) and contracts (au Sept).
    let fr: Vec<String> = all(&FR).into_iter().map(|(_, t)| t).collect();
    for bad in ["le As", "le Dame", "à le ", "de le ", "les deux Dame ", "les deux Roi "] {
        assert!(!fr.iter().any(|t| t.contains(bad)), "FR: {bad:?}");
    }
    let ace = Event::Lead { seat: Seat::new(1).unwrap(), card: Card::parse("AS").unwrap(), to: Seat::new(0).unwrap() };
    assert_eq!((FR.event)(&ace, |s| w(s.index())), "Anna vous joue l’As de pique");
}

#[test]
fn luxembourgish_calls_the_dealer_as_the_other_games_do() {
    use konter_a_matt::games::kontra::texts::kontra_texts;
    use konter_a_matt::i18n::texts;
    assert_eq!(LB.dealer, "Ausdeeler");
    assert_eq!(LB.dealer, texts(Lang::Lb).dealer);
    // Kontraspiel's narrow seat boxes may break the word at a soft hyphen: the same word.
    assert_eq!(LB.dealer, kontra_texts(Lang::Lb).dealer.replace('\u{ad}', ""));
    assert!(all(&LB).iter().all(|(_, t)| !t.contains("Ginner")));
    assert!(LB.v_dealing.contains("Ausdeeler"));
}
