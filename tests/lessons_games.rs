//! The lessons of Kontraspiel and Müller Matz (`src/games/kontra/lessons.rs`, `src/games/matz/lessons.rs`):
//! every position is one the engine builds and reaches, the answer written down with it is
//! the engine's, every answer expected is allowed by the rules, and every position has its
//! words in all four languages.

use konter_a_matt::i18n::learn_games::LessonText;
use konter_a_matt::games::{kontra::lesson_texts as learn_kontra, matz::lesson_texts as learn_matz};
use konter_a_matt::i18n::Lang;
use konter_a_matt::games::{kontra::lessons as k, matz::lessons as m};

fn words_complete(texts: fn(Lang) -> &'static [LessonText], steps: &[usize], game: &str) {
    for lang in Lang::ALL {
        let texts = texts(lang);
        assert_eq!(texts.len(), steps.len(), "{game} in {lang:?}: one text per lesson");
        for (l, (t, &n)) in texts.iter().zip(steps).enumerate() {
            assert_eq!(t.steps.len(), n, "{game} lesson {} in {lang:?}: one text per position", l + 1);
            assert!(!t.title.is_empty() && !t.intro.is_empty());
            for s in t.steps {
                for said in [s.ask, s.hint, s.why] {
                    assert!(!said.trim().is_empty(), "{game} lesson {}: a text in {lang:?}", l + 1);
                    if lang == Lang::Fr {
                        for mark in [" :", " ?", " !"] {
                            assert!(!said.contains(mark), "{game}: French typography wants a non-breaking space before {mark}: {said}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn every_kontraspiel_answer_written_down_is_the_engines() {
    words_complete(|l| learn_kontra::lessons(l), &k::step_counts(), "Kontraspiel");
    for (l, lesson) in k::LESSONS.iter().enumerate() {
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("Kontraspiel lesson {} position {}", l + 1, s + 1);
            let engine = task.engine_answer().unwrap_or_else(|| panic!("{at}: the engine has an answer"));
            if let k::Task::Guided { .. } = task {
                guided_kontra_deal_plays_to_its_end(task, &at);
                continue;
            }
            let expected: Vec<usize> = (0..task.option_count()).filter(|&i| task.expects(i)).collect();
            assert!(!expected.is_empty(), "{at}: some option is right");
            match *task {
                k::Task::Trumps { choices, answer, .. } | k::Task::Revolted { choices, answer, .. } | k::Task::Pay { choices, answer, .. } => {
                    assert_eq!(engine, k::Answer::Number(answer), "{at}");
                    let mut c = choices.to_vec();
                    c.sort_unstable();
                    c.dedup();
                    assert_eq!(c.len(), choices.len(), "{at}: no choice twice");
                    assert_eq!(expected.len(), 1, "{at}");
                }
                k::Task::Winner { cards, answer, .. } => {
                    let list = k::cards(cards).expect("cards");
                    assert_eq!(list.len(), 4, "{at}: four cards");
                    assert_eq!(engine, k::Answer::Card(k::cards(answer).expect("a card")[0]), "{at}");
                }
                k::Task::DealWinner { tricks, answer } => {
                    assert_eq!(k::seats(tricks).expect("seats").len(), 5, "{at}: five tricks");
                    assert_eq!(engine, k::Answer::Seat(answer), "{at}");
                }
                k::Task::Guided { .. } => unreachable!(),
                k::Task::Act { pos, options, answer } => {
                    let deal = pos.deal().unwrap_or_else(|| panic!("{at}: the position is a deal the rules reach"));
                    let k::Answer::Allowed(allowed) = engine else { panic!("{at}") };
                    let opts = k::actions(options).expect("options");
                    let mut distinct = opts.clone();
                    distinct.dedup();
                    assert_eq!(distinct.len(), opts.len(), "{at}: no option twice");
                    for a in k::actions(answer).expect("answers") {
                        assert!(opts.contains(&a), "{at}: {a} is an option");
                        assert!(allowed.contains(&a), "{at}: the rules allow {a}");
                        assert!(deal.legal_actions().contains(&a), "{at}: {a} is a legal action");
                    }
                }
            }
        }
    }
}

#[test]
fn kontraspiel_positions_say_what_the_engine_says() {
    use kontra::trump::trump_order;
    use kontra::{Phase, Suit};
    // Lesson 3, position 1: your hand is the five highest trumps of hearts, and you are eldest.
    let k::Task::Act { pos, .. } = k::LESSONS[2][0] else { panic!() };
    let deal = pos.deal().unwrap();
    let top: Vec<_> = trump_order(Suit::Hearts).into_iter().take(5).collect();
    assert!(top.iter().all(|&c| deal.hand(deal.eldest()).contains(c)));
    assert_eq!(deal.eldest().index(), k::YOU);
    assert_eq!(deal.phase(), Phase::Round1);
    // Lesson 1, positions 5 and 6: exactly the one card the lesson expects may be played.
    for s in [4, 5] {
        let k::Task::Act { pos, answer, .. } = k::LESSONS[0][s] else { panic!() };
        let deal = pos.deal().unwrap();
        assert_eq!(deal.legal_cards().len(), 1);
        assert_eq!(k::actions(answer).unwrap(), vec![kontra::Action::Play(deal.legal_cards().iter().next().unwrap())]);
    }
    // Lesson 4: the exchange is offered, and recontra follows a contra.
    let k::Task::Act { pos, .. } = k::LESSONS[3][1] else { panic!() };
    assert_eq!(pos.deal().unwrap().phase(), Phase::Exchange);
    let k::Task::Act { pos, .. } = k::LESSONS[3][2] else { panic!() };
    assert!(pos.deal().unwrap().contra().is_some());
}

#[test]
fn every_mueller_matz_answer_written_down_is_the_engines() {
    words_complete(|l| learn_matz::lessons(l), &m::step_counts(), "Müller Matz");
    for (l, lesson) in m::LESSONS.iter().enumerate() {
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("Müller Matz lesson {} position {}", l + 1, s + 1);
            let engine = task.engine_answer().unwrap_or_else(|| panic!("{at}: the engine has an answer"));
            if let m::Task::Guided { .. } = task {
                guided_matz_game_plays_to_its_end(task, &at);
                continue;
            }
            let expected: Vec<usize> = (0..task.option_count()).filter(|&i| task.expects(i)).collect();
            assert!(!expected.is_empty(), "{at}: some option is right");
            match *task {
                m::Task::Act { pos, options, answer } => {
                    let t = pos.table().unwrap_or_else(|| panic!("{at}: the position is a table the rules accept"));
                    let m::Answer::Allowed(allowed) = engine else { panic!("{at}") };
                    let opts = m::actions(options).expect("options");
                    assert_eq!(opts.len(), options.split(',').count(), "{at}: every option an action");
                    for a in m::actions(answer).expect("answers") {
                        assert!(opts.contains(&a), "{at}: {a} is an option");
                        assert!(allowed.contains(&a), "{at}: the rules allow {a}");
                        assert!(t.legal_actions().contains(&a), "{at}: {a} is a legal action");
                    }
                }
                m::Task::Count { choices, answer, .. } | m::Task::Tally { choices, answer, .. } => {
                    assert_eq!(engine, m::Answer::Number(answer), "{at}");
                    assert!(choices.contains(&answer), "{at}");
                }
                m::Task::Guided { .. } => unreachable!(),
                m::Task::Who { pos, answer, .. } => {
                    assert!(answer < pos.players, "{at}");
                    assert_eq!(engine, m::Answer::Seat(answer), "{at}");
                }
            }
        }
    }
}

#[test]
fn mueller_matz_positions_say_what_the_engine_says() {
    use matz::{Action, Card, Life};
    let card = |c: &str| Card::parse(c).unwrap();
    // Lesson 3, position 1: the 4♠ and the A♦ are refused in the second life (they do not beat).
    let m::Task::Act { pos, .. } = m::LESSONS[2][0] else { panic!() };
    let t = pos.table().unwrap();
    assert_eq!(t.life(), Life::Second);
    let you = matz::Seat::new(m::YOU).unwrap();
    assert!(t.check(you, Action::Play(card("4S"))).is_err());
    assert!(t.check(you, Action::Play(card("AD"))).is_err());
    // Lesson 1, the last position: sleeping is refused with a fourth card that is no trump.
    let m::Task::Act { pos, .. } = m::LESSONS[0][7] else { panic!() };
    let t = pos.table().unwrap();
    assert!(t.check(you, m::actions("sleep 3H 9H QH").unwrap()[0]).is_err());
    // Lesson 3, position 3: picking up is the only move.
    let m::Task::Act { pos, .. } = m::LESSONS[2][2] else { panic!() };
    assert_eq!(pos.table().unwrap().legal_actions(), vec![Action::PickUp]);
}

/// The guided deal: the learner is eldest, and the bots (Medium at every seat here) play it
/// to its end through the engine.
fn guided_kontra_deal_plays_to_its_end(task: &k::Task, at: &str) {
    let mut deal = task.guided_deal().expect("dealt");
    assert_eq!(deal.eldest().index(), k::YOU, "{at}: the learner speaks first");
    let table = kontra::view::Table { rules: kontra::Rules::default(), deal_number: 1, base: 1, chips: [20; 4], pot: 1, pledges: [false; 4], session_over: false };
    for step in 0..200 {
        let Some(seat) = deal.to_act() else { break };
        let view = kontra::SeatView::of_deal(&deal, seat, &table);
        let action = kontra_bots::decide(kontra_bots::Level::Medium, &view, step).expect("a decision");
        deal.apply(seat, action).unwrap_or_else(|e| panic!("{at}: {e}"));
    }
    assert!(deal.is_done(), "{at}: the deal ends");
}

/// The guided game at three players: the learner leads first, and the bots play it to its
/// end through the engine.
fn guided_matz_game_plays_to_its_end(task: &m::Task, at: &str) {
    let mut game = task.guided_game().expect("dealt");
    assert_eq!(game.to_act().map(|s| s.index()), Some(m::YOU), "{at}: the learner leads first");
    for step in 0..2000 {
        let Some(seat) = game.to_act() else { break };
        let view = matz::SeatView::of(&game, seat);
        let action = matz_bots::decide(&view, matz_bots::Level::Medium, step).expect("a decision");
        game.apply(seat, action).unwrap_or_else(|e| panic!("{at}: {e}"));
    }
    assert!(game.is_over(), "{at}: the game ends");
}
