//! The guided first deal of Kontraspiel's lessons: a whole deal against three bots (Medium,
//! deciding on the spot), the Hard bot's hint in a sentence at each of the learner's turns
//! (asked of the bots' worker), every action checked by the engine — a refused one says
//! the rules' reason.

use super::cards::{card_svg, display_order};
use super::lesson_view::{deal_shown, seat_name};
use super::texts::said_at;
use crate::games::kontra::{kx, who_of};
use crate::host::course::screen::{guided_view, option_button, render_shown, Guided, Opt};
use crate::i18n::learn_games::course_words;
use super::lessons::{Task, YOU};
use kontra::score::deal_winner;
use kontra::view::Table;
use kontra::{Action, Deal, Direction, Phase, Rules, Seat, SeatView};
use leptos::prelude::*;

fn table() -> Table {
    Table { rules: Rules::default(), deal_number: 1, base: 1, chips: [20; 4], pot: 1, pledges: [false; 4], session_over: false }
}

/// What the learner may press now: the cards of the hand while a card is asked for, else
/// the actions the rules allow.
fn options(d: &Deal, you: Seat) -> Vec<Action> {
    let hand = display_order(&d.hand(you).iter().collect::<Vec<_>>(), d.trump());
    match d.phase() {
        Phase::Play => hand.into_iter().map(Action::Play).collect(),
        Phase::Discard => hand.into_iter().map(Action::Discard).collect(),
        Phase::Exchange => hand.into_iter().map(Action::Exchange).chain([Action::Keep]).collect(),
        _ => d.legal_actions(),
    }
}

fn option(d: &Deal, a: Action) -> Opt {
    let t = kx();
    // As the hint names them (the table's words).
    let name = match a {
        Action::Accept => t.accept(d.preferred()),
        Action::Exchange(c) => t.card(c),
        a => super::labels::action_label(a),
    };
    Opt { name, face: a.card().map(card_svg) }
}

/// A sentence for an action of another seat.
fn said(d: &Deal, seat: Seat, a: Action) -> String {
    let who = who_of(seat, Direction::Clockwise);
    match said_at(a, d.turn_up(), d.phase(), d.contra().is_some()) {
        Some(s) => kx().said(who, s),
        None => a.card().map(|c| kx().plays(who, c)).unwrap_or_default(),
    }
}

pub fn guided(task: &Task, done: Callback<()>) -> Option<AnyView> {
    let start = task.guided_deal()?;
    let Task::Guided { seed, .. } = *task else { return None };
    let you = Seat::at(YOU, kontra::PLAYERS)?;
    let deal = RwSignal::new(start);
    let log = RwSignal::new(Vec::<String>::new());
    let refused = RwSignal::new(None::<String>);
    let hint = RwSignal::new(None::<String>);
    // The others act until it is the learner's turn or the deal is over; then the hint.
    let others = move || {
        let mut lines = vec![];
        deal.update(|d| {
            for step in 0..64u64 {
                let Some(seat) = d.to_act().filter(|&s| s != you) else { break };
                let view = SeatView::of_deal(d, seat, &table());
                let Ok(a) = kontra_bots::decide(kontra_bots::Level::Medium, &view, seed.wrapping_add(step)) else { break };
                let line = said(d, seat, a);
                let tricks = d.trick_winners().len();
                if d.apply(seat, a).is_err() {
                    break;
                }
                lines.push(line);
                if let Some(&w) = d.trick_winners().get(tricks) {
                    lines.push(kx().wins_trick(who_of(w, Direction::Clockwise)));
                }
            }
        });
        log.update(|l| l.extend(lines));
        if deal.with_untracked(Deal::is_done) {
            done.run(());
        } else if let Some(view) = deal.with_untracked(|d| (d.to_act() == Some(you)).then(|| SeatView::of_deal(d, you, &table()))) {
            let at = deal.with_untracked(|d| d.events().len());
            let asked = view.clone();
            super::bots::ask(view, kontra_bots::Level::Hard, seed, move |a| {
                // A hint for a moment that has passed is no hint.
                if deal.with_untracked(|d| d.events().len()) == at {
                    hint.set(a.map(|a| super::hint::sentence(&asked, a)));
                }
            });
        }
    };
    others();
    let act = move |a: Action| {
        let checked = deal.with_untracked(|d| d.check(you, a).map(|()| said(d, you, a)));
        match checked {
            Err(e) => {
                refused.set(None);
                let why = kx().rule_error(&e);
                request_animation_frame(move || refused.set(Some(why)));
            }
            Ok(line) => {
                refused.set(None);
                hint.set(None);
                let tricks = deal.with_untracked(|d| d.trick_winners().len());
                deal.update(|d| {
                    let _ = d.apply(you, a);
                });
                log.set(vec![line]);
                if let Some(w) = deal.with_untracked(|d| d.trick_winners().get(tricks).copied()) {
                    log.update(|l| l.push(kx().wins_trick(who_of(w, Direction::Clockwise))));
                }
                others();
            }
        }
    };
    let t = kx();
    // The hand is shown above the bids; while a card is asked for, the cards are the buttons.
    let shown = move || deal.with(|d| render_shown(deal_shown(d, matches!(d.phase(), Phase::Play | Phase::Discard | Phase::Exchange | Phase::Done))));
    let counts = move || {
        deal.with(|d| {
            let won = d.tricks_won();
            Seat::all(kontra::PLAYERS).map(|s| format!("{}{}{}", seat_name(s), course_words(crate::host::mounts::lang()).colon, t.tricks(won[s.index()]))).collect::<Vec<_>>().join(" · ")
        })
    };
    let buttons = move || {
        deal.with(|d| {
            if d.to_act() != Some(you) {
                return Vec::new();
            }
            options(d, you).into_iter().map(|a| option_button(option(d, a), move || act(a))).collect()
        })
    };
    let end = move || {
        deal.with(|d| {
            if !d.is_done() {
                return None;
            }
            Some(if d.is_no_game() {
                t.no_game.to_string()
            } else {
                match deal_winner(d.trick_winners()) {
                    Some(w) => t.winner(who_of(w, Direction::Clockwise), d.tricks_won()[w.index()], d.tricks_won()[w.index()] >= 3),
                    None => String::new(),
                }
            })
        })
    };
    let over = Signal::derive(move || deal.with(Deal::is_done));
    Some(guided_view(Guided { shown, counts: Some(counts), log, label: t.your_hand, buttons, refused, over, hint, end }))
}
