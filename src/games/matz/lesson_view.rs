//! What a Müller Matz lesson's table shows at a position, for the lessons and the guided
//! game alike.

use super::mx;
use super::table::card_svg;
use crate::host::course::screen::{Face, Shown};
use crate::i18n::learn_games::course_words;
use super::texts::{w, W};
use super::lessons::YOU;
use matz::{Card, Life, Phase, Seat, Table};

pub(super) fn face(c: Card) -> Face {
    Face { svg: card_svg(c), name: mx().card(c), by: None }
}

pub(super) fn name(i: usize) -> &'static str {
    mx().who(w(i))
}

pub(super) fn words() -> &'static crate::i18n::learn_games::CourseWords {
    course_words(crate::host::mounts::lang())
}

/// What a table shows at a lesson's position: the life, trumps, the turned card and the
/// stock, the card led or the pile, the others' hands, and the learner's cards.
pub(super) fn table_shown(t: &Table, with_hand: bool) -> Vec<Shown> {
    let x = mx();
    let Some(you) = Seat::new(YOU) else { return vec![] };
    let mut out = vec![Shown::Text(format!("{} · {}", if t.life() == Life::First { x.first_life } else { x.second_life }, x.trump_is(t.trump())))];
    if t.life() == Life::First {
        if let Some(c) = t.turned() {
            out.push(Shown::Cards(x.turned_card.into(), vec![face(c)]));
        }
        out.push(Shown::Text(x.stock(t.stock_count())));
    }
    for s in Seat::all(t.players()).filter(|&s| s != you) {
        let i = s.index();
        let state = match t.places().place_of(s) {
            Some(p) => x.out_place(p),
            None if t.finished().contains(s) => x.finished.into(),
            None => x.in_hand(t.hand(s).len()),
        };
        out.push(Shown::Text(format!("{}{}{state}", name(i), course_words(crate::host::mounts::lang()).colon)));
    }
    match t.phase() {
        Phase::Answer { card, leader, .. } => {
            out.push(Shown::Cards(x.led_to(w(leader.index()), card, W::You), vec![face(card)]));
        }
        Phase::Turn { .. } => {
            let trick = t.trick();
            if !trick.is_empty() {
                let faces = trick.plays().map(|(s, c)| Face { svg: card_svg(c), name: format!("{}: {}", name(s.index()), x.card(c)), by: Some(name(s.index()).into()) }).collect();
                out.push(Shown::Cards(x.pile(trick.len(), trick.size()), faces));
            }
        }
        _ => {}
    }
    if with_hand {
        out.push(Shown::Cards(x.your_hand.into(), t.hand(you).iter().map(face).collect()));
    }
    let reserve = t.reserve(you);
    if t.life() == Life::First && !reserve.is_empty() {
        if reserve.len() <= 5 {
            out.push(Shown::Cards(x.your_reserve.into(), reserve.iter().map(face).collect()));
        } else {
            out.push(Shown::Text(words().reserve_of(reserve.len())));
        }
    }
    out
}
