//! Müller Matz's "Learn to play": the positions of [`super::lessons`] on the lessons'
//! screen (`crate::host::course::screen`). What a position shows and every verdict come from the
//! engine: a refused answer is refused by `Table::check`, in the words the table uses.

use super::lesson_view::{name, table_shown};
use super::table::card_svg;
use super::mx;
use crate::host::course::screen::{Course, Opt, Shown};
use crate::i18n::learn_games::LessonText;
use crate::i18n::learn_games::course_words;
use super::lesson_texts::lessons as texts;
use super::texts::w;
use super::lessons::{actions, Task, LESSONS, YOU};
use matz::{Action, Seat};
use crate::store::lang::Lang;
use leptos::prelude::*;

pub struct MatzCourse;

pub static COURSE: MatzCourse = MatzCourse;

fn task(l: usize, s: usize) -> Option<&'static Task> {
    LESSONS.get(l)?.get(s)
}

fn action_name(a: Action) -> String {
    let x = mx();
    match a {
        Action::Play(c) => x.card(c),
        Action::PickUp => x.pick_up.into(),
        Action::GiveUp => x.give_up.into(),
        Action::Sleep(_) => x.go_to_sleep.into(),
        Action::Exchange(_) => x.exchange.into(),
    }
}

impl Course for MatzCourse {
    fn game(&self) -> u32 {
        2
    }

    fn key(&self) -> &'static str {
        super::stored::KEYS.lessons
    }

    fn texts(&self, lang: Lang) -> &'static [LessonText] {
        texts(lang)
    }

    fn shown(&self, l: usize, s: usize) -> Vec<Shown> {
        let Some(task) = task(l, s) else { return vec![] };
        match *task {
            Task::Act { .. } => task.table().map(|t| table_shown(&t, false)).unwrap_or_default(),
            Task::Count { .. } | Task::Who { .. } => task.table().map(|t| table_shown(&t, true)).unwrap_or_default(),
            Task::Guided { .. } => vec![],
            Task::Tally { tally, places, .. } => {
                let lang = crate::host::mounts::lang();
                let [tally_label, places_label] = super::lesson_texts::tally(lang);
                let points: Vec<String> = tally.iter().enumerate().map(|(i, p)| format!("{} {p}", name(i))).collect();
                let order: Vec<String> = places.iter().enumerate().map(|(p, &i)| mx().place_line(p + 1, w(i))).collect();
                let c = course_words(lang).colon;
                vec![Shown::Text(format!("{tally_label}{c}{}", points.join(", "))), Shown::Text(format!("{places_label}{c}{}", order.join(", ")))]
            }
        }
    }

    fn options(&self, l: usize, s: usize) -> Vec<Opt> {
        let Some(task) = task(l, s) else { return vec![] };
        let word = |name: String| Opt { name, face: None };
        match *task {
            Task::Act { options, .. } => actions(options)
                .unwrap_or_default()
                .into_iter()
                .map(|a| Opt { name: action_name(a), face: match a { Action::Play(c) => Some(card_svg(c)), _ => None } })
                .collect(),
            Task::Count { choices, .. } | Task::Tally { choices, .. } => choices.iter().map(|n| word(n.to_string())).collect(),
            Task::Who { pos, .. } => (0..pos.players).map(|i| word(name(i).into())).collect(),
            Task::Guided { .. } => vec![],
        }
    }

    fn refusal(&self, l: usize, s: usize, i: usize) -> Option<String> {
        let task = task(l, s)?;
        let Task::Act { options, .. } = *task else { return None };
        let t = task.table()?;
        let action = *actions(options)?.get(i)?;
        t.check(Seat::new(YOU)?, action).err().map(|e| mx().rule_error(&e, Some(t.trump())))
    }

    fn expects(&self, l: usize, s: usize, i: usize) -> bool {
        task(l, s).is_some_and(|t| t.expects(i))
    }

    fn acts(&self, l: usize, s: usize) -> bool {
        matches!(task(l, s), Some(Task::Act { .. }))
    }

    fn widget(&self, l: usize, s: usize, done: Callback<()>) -> Option<AnyView> {
        let t = task(l, s)?;
        matches!(t, Task::Guided { .. }).then(|| super::guided::guided(t, done)).flatten()
    }
}
