//! Kontraspiel's "Learn to play": the positions of [`super::lessons`] on the lessons'
//! screen (`crate::host::course::screen`). What a position shows and every verdict come from the
//! engine: a refused answer is refused by `Deal::check`, in the words the table uses.

use super::cards::card_svg;
use super::lesson_view::{deal_shown, seat_name};
use crate::games::kontra::{kx, who_of};
use crate::host::course::screen::{Course, Opt, Shown};
use crate::i18n::learn_games::LessonText;
use super::texts::{mode_index, Said};
use crate::i18n::learn_games::{course_words, signed};
use super::lesson_texts::lessons as texts;
use super::lessons::{actions, cards, seats, Task, LESSONS, YOU};
use crate::store::seats::Who;
use kontra::{Action, Deal, Direction, Seat};
use crate::store::lang::Lang;
use leptos::prelude::*;

pub struct KontraCourse;

pub static COURSE: KontraCourse = KontraCourse;

fn task(l: usize, s: usize) -> Option<&'static Task> {
    LESSONS.get(l)?.get(s)
}

fn you() -> Option<Seat> {
    Seat::at(YOU, kontra::PLAYERS)
}

/// The trick winners as names, in order.
fn winners(list: &str) -> String {
    let w = course_words(crate::host::mounts::lang());
    let names: Vec<&str> = seats(list).unwrap_or_default().into_iter().map(seat_name).collect();
    format!("{}{}{}", w.tricks_in_order, course_words(crate::host::mounts::lang()).colon, names.join(", "))
}

/// A button's words for an action (a card's name for an action with a card).
fn action_name(deal: &Deal, a: Action) -> String {
    let t = kx();
    match a {
        Action::Accept => t.accept(deal.preferred()),
        Action::Keep => t.said(Who::You, Said::Keep),
        Action::Exchange(c) | Action::Discard(c) | Action::Play(c) => t.card(c),
        other => super::labels::action_label(other),
    }
}

impl Course for KontraCourse {
    fn game(&self) -> u32 {
        1
    }

    fn key(&self) -> &'static str {
        super::stored::KEYS.lessons
    }

    fn texts(&self, lang: Lang) -> &'static [LessonText] {
        texts(lang)
    }

    fn shown(&self, l: usize, s: usize) -> Vec<Shown> {
        let t = kx();
        let Some(task) = task(l, s) else { return vec![] };
        match *task {
            Task::Trumps { .. } | Task::Guided { .. } => vec![],
            Task::Winner { trump, .. } => vec![Shown::Text(t.trump_is(trump))],
            Task::DealWinner { tricks, .. } | Task::Revolted { tricks, .. } => vec![Shown::Text(winners(tricks))],
            Task::Act { pos, options, .. } => {
                let Some(deal) = pos.deal() else { return vec![] };
                let cards_are_options = actions(options).unwrap_or_default().iter().all(|a| a.card().is_some());
                deal_shown(&deal, cards_are_options)
            }
            Task::Pay { case, .. } => {
                let seat = |i: usize| Seat::at(i, kontra::PLAYERS).map(|s| who_of(s, Direction::Clockwise));
                let mut out = vec![Shown::Text(t.base(case.base))];
                if let Some(w) = seat(case.soloist) {
                    out.push(Shown::Text(t.contract(w, case.trump, mode_index(case.mode))));
                }
                if let Some(w) = case.contra.and_then(seat) {
                    out.push(Shown::Text(t.contra_by(w)));
                }
                if let Some(w) = case.recontra.and_then(seat) {
                    out.push(Shown::Text(t.recontra_by(w)));
                }
                out.push(Shown::Text(winners(case.tricks)));
                if case.trump == case.preferred {
                    out.push(Shown::Text(t.preferred_doubles.into()));
                }
                out
            }
        }
    }

    fn options(&self, l: usize, s: usize) -> Vec<Opt> {
        let Some(task) = task(l, s) else { return vec![] };
        let word = |name: String| Opt { name, face: None };
        match *task {
            Task::Trumps { choices, .. } | Task::Revolted { choices, .. } => choices.iter().map(|n| word(n.to_string())).collect(),
            Task::Pay { choices, .. } => choices.iter().map(|&n| word(signed(n))).collect(),
            Task::Winner { cards: c, .. } => {
                cards(c).unwrap_or_default().into_iter().map(|c| Opt { name: kx().card(c), face: Some(card_svg(c)) }).collect()
            }
            Task::Guided { .. } => vec![],
            Task::DealWinner { .. } => (0..kontra::PLAYERS).filter_map(|i| Seat::at(i, kontra::PLAYERS)).map(|s| word(seat_name(s).into())).collect(),
            Task::Act { pos, options, .. } => {
                let Some(deal) = pos.deal() else { return vec![] };
                actions(options)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|a| Opt { name: action_name(&deal, a), face: a.card().map(card_svg) })
                    .collect()
            }
        }
    }

    fn refusal(&self, l: usize, s: usize, i: usize) -> Option<String> {
        let Task::Act { pos, options, .. } = *task(l, s)? else { return None };
        let deal = pos.deal()?;
        let action = *actions(options)?.get(i)?;
        deal.check(you()?, action).err().map(|e| kx().rule_error(&e))
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
