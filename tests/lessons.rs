//! The lessons of "Learn to play" (`src/games/konter/lessons.rs`): every position is legal, and the
//! answer written down with it is what the engine (and, naming trump and announcing, the
//! bots' tables) says; every sentence is there in all four languages.

use konter_a_matt::engine::{Action, Phase};
use konter_a_matt::i18n::Lang;
use konter_a_matt::games::konter::lesson_texts;
use konter_a_matt::games::konter::lessons::{cards, Answer, Count, Progress, Task, LESSONS, SOUTH};

#[test]
fn every_answer_written_down_is_the_engines() {
    for (l, lesson) in LESSONS.iter().enumerate() {
        assert!(!lesson.is_empty());
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("lesson {} position {}", l + 1, s + 1);
            let engine = task.engine_answer().unwrap_or_else(|| panic!("{at}: the engine has no single answer"));
            assert_eq!(task.written_answer(), engine, "{at}");
        }
    }
}

#[test]
fn every_position_is_legal() {
    for (l, lesson) in LESSONS.iter().enumerate() {
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("lesson {} position {}", l + 1, s + 1);
            match *task {
                Task::Number { count, choices, answer } => {
                    assert!(choices.contains(&answer), "{at}: the answer is one of the choices");
                    let mut sorted = choices.to_vec();
                    sorted.dedup();
                    assert_eq!(sorted.len(), choices.len(), "{at}: no choice twice");
                    if let Count::Points(c) = count {
                        assert_eq!(cards(c).len(), c.split_whitespace().count(), "{at}: every code a card");
                    }
                }
                Task::Pick { cards: c, answer, .. } => {
                    let list = cards(c);
                    assert_eq!(list.len(), c.split_whitespace().count(), "{at}: every code a card");
                    assert_eq!(list.len(), 4, "{at}: four cards to pick from");
                    let mut distinct = list.clone();
                    distinct.sort_by_key(|c| c.index());
                    distinct.dedup();
                    assert_eq!(distinct.len(), 4, "{at}: four different cards");
                    assert!(list.iter().any(|c| c.code() == answer), "{at}: the answer is on the table");
                }
                Task::Play { hand, trick, answer, .. } => {
                    // A deal of 24 cards replayed through the engine up to South's turn.
                    let deal = task.play_deal().unwrap_or_else(|| panic!("{at}: no legal deal reaches this position"));
                    assert_eq!(deal.to_act(), Some(SOUTH), "{at}");
                    assert_eq!(deal.hand(SOUTH).len(), 6, "{at}");
                    for c in cards(hand) {
                        assert!(deal.hand(SOUTH).contains(c), "{at}: South holds {}", c.code());
                    }
                    assert_eq!(deal.current_trick().1, &cards(trick)[..], "{at}: the trick so far");
                    // Right cards play, the others are refused with the rules' reason.
                    for c in deal.hand(SOUTH).iter() {
                        let ok = deal.check(Action::Play(c)).is_ok();
                        assert_eq!(ok, cards(answer).contains(&c), "{at}: {}", c.code());
                    }
                }
                Task::Trump { packet, .. } => assert_eq!(cards(packet).len(), 3, "{at}: three cards"),
                Task::Allowed { hand, .. } | Task::Announce { hand, .. } => {
                    assert_eq!(cards(hand).len(), 6, "{at}: six cards");
                }
                Task::Guided { .. } => {
                    let deal = task.guided_deal().unwrap();
                    // The learner is forehand: names trump, may announce, leads.
                    assert_eq!(deal.forehand(), SOUTH, "{at}");
                    assert_eq!(deal.phase(), Phase::NamingTrump, "{at}");
                    assert_eq!(deal.to_act(), Some(SOUTH), "{at}");
                }
            }
        }
    }
}

#[test]
fn lesson_two_teaches_every_trump_suit() {
    use konter_a_matt::games::konter::lessons::Pick;
    let mut suits = vec![];
    for task in LESSONS[1] {
        match *task {
            Task::Pick { ask: Pick::Winner(s), .. } | Task::Number { count: Count::Trumps(s), .. } => suits.push(s),
            _ => {}
        }
    }
    for s in konter_a_matt::engine::Suit::ALL {
        assert!(suits.contains(&s), "{s:?}");
    }
    // Clubs has nine trumps, the others eight.
    let clubs = LESSONS[1].iter().find(|t| matches!(t, Task::Number { count: Count::Trumps(konter_a_matt::engine::Suit::Clubs), .. })).unwrap();
    assert_eq!(clubs.engine_answer(), Some(Answer::Number(9)));
}

#[test]
fn every_sentence_is_there_in_every_language() {
    let english = lesson_texts::lessons(Lang::En);
    for lang in Lang::ALL {
        let check = |said: &str, in_english: &str, what: &str| {
            assert!(!said.trim().is_empty() && said.trim() == said && !said.contains("  "), "{what} in {lang:?}: {said:?}");
            // Really translated: French, German and Luxembourgish are not the English text
            // (numbers alone aside).
            if lang != Lang::En && in_english.chars().any(char::is_alphabetic) {
                assert_ne!(said, in_english, "{what} in {lang:?} is English");
            }
        };
        for (l, (lesson, en)) in lesson_texts::lessons(lang).iter().zip(english).enumerate() {
            assert_eq!(lesson.steps.len(), LESSONS[l].len(), "lesson {} in {lang:?}: words for every position", l + 1);
            check(lesson.title, en.title, &format!("lesson {} title", l + 1));
            check(lesson.intro, en.intro, &format!("lesson {} intro", l + 1));
            for (s, (step, en)) in lesson.steps.iter().zip(en.steps).enumerate() {
                check(step.ask, en.ask, &format!("lesson {} position {} question", l + 1, s + 1));
                check(step.why, en.why, &format!("lesson {} position {} answer", l + 1, s + 1));
            }
        }
    }
}

#[test]
fn progress_reads_back_and_unreadable_progress_is_refused() {
    let p = Progress { done: vec![1, 3], at: Some((4, 2)), guided: vec!["trump:S".into()] };
    assert_eq!(Progress::read(&p.to_json_string()), Some(p));
    assert_eq!(Progress::read(&Progress::default().to_json_string()), Some(Progress::default()));
    for bad in ["", "null", "[]", "{}", r#"{"v":2,"done":[]}"#, r#"{"v":1,"done":[9]}"#, r#"{"v":1,"at":[3,99]}"#, r#"{"v":1,"done":"x"}"#] {
        assert_eq!(Progress::read(bad), None, "{bad}");
    }
}

#[test]
fn the_guided_deal_is_a_real_deal() {
    let deal = LESSONS[6][0].guided_deal().unwrap();
    let mut all: Vec<usize> = deal.dealt_hands().iter().flatten().map(|c| c.index()).collect();
    all.sort();
    assert_eq!(all, (0..24).collect::<Vec<_>>());
}
