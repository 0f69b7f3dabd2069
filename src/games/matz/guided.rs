//! The guided first game of Müller Matz's lessons: a whole game at three players against
//! two bots (Medium, deciding on the spot), the Hard bot's hint in a sentence at each of the
//! learner's turns (asked of the bots' worker), every action checked by the engine — a
//! refused one says the rules' reason.

use super::lesson_view::table_shown;
use super::state::who;
use super::table::card_svg;
use super::mx;
use crate::host::course::screen::{guided_view, option_button, render_shown, Guided, Opt};
use super::lessons::{Task, YOU};
use matz::{Action, Game, Seat, SeatView};
use leptos::prelude::*;

/// What the learner may press now: every card of the hand, then the other actions the
/// rules allow (pick up, sleep, exchange, give up).
fn options(g: &Game, you: Seat) -> Vec<Action> {
    let hand = g.table().hand(you).iter().map(Action::Play);
    hand.chain(g.legal_actions().into_iter().filter(|a| !matches!(a, Action::Play(_)))).collect()
}

fn option(a: Action) -> Opt {
    let x = mx();
    let name = match a {
        Action::Play(c) => x.card(c),
        Action::PickUp => x.pick_up.into(),
        Action::GiveUp => x.give_up.into(),
        Action::Sleep(_) => x.go_to_sleep.into(),
        Action::Exchange(_) => x.exchange.into(),
    };
    Opt { name, face: if let Action::Play(c) = a { Some(card_svg(c)) } else { None } }
}

/// The hint as the table says it: the bot's choice, and the fact behind it.
fn sentence(view: &SeatView, a: Action) -> String {
    let words = option(a).name;
    match super::hint::reason(view, a) {
        Some(why) => mx().hint_is(&format!("{words} — {why}")),
        None => mx().hint_is(&words),
    }
}

pub fn guided(task: &Task, done: Callback<()>) -> Option<AnyView> {
    let start = task.guided_game()?;
    let Task::Guided { seed, .. } = *task else { return None };
    let you = Seat::new(YOU)?;
    let game = RwSignal::new(start);
    let log = RwSignal::new(Vec::<String>::new());
    let refused = RwSignal::new(None::<String>);
    let hint = RwSignal::new(None::<String>);
    // What the log says from event `from` on.
    let said_since = move |from: usize| game.with_untracked(|g| g.log()[from.min(g.log().len())..].iter().map(|e| mx().event(e, who)).collect::<Vec<_>>());
    // The others act until it is the learner's turn or the game is over; then the hint.
    let others = move || {
        let from = game.with_untracked(|g| g.log().len());
        game.update(|g| {
            for step in 0..400u64 {
                let Some(seat) = g.to_act().filter(|&s| s != you) else { break };
                let view = SeatView::of(g, seat);
                let Ok(a) = matz_bots::decide(&view, matz_bots::Level::Medium, seed.wrapping_add(step)) else { break };
                if g.apply(seat, a).is_err() {
                    break;
                }
            }
        });
        let lines = said_since(from);
        log.update(|l| l.extend(lines));
        if game.with_untracked(Game::is_over) {
            done.run(());
        } else if let Some(view) = game.with_untracked(|g| (g.to_act() == Some(you)).then(|| SeatView::of(g, you))) {
            let at = game.with_untracked(|g| g.actions().len());
            let asked = view.clone();
            super::bots::ask(view, matz_bots::Level::Hard, seed, move |a| {
                // A hint for a moment that has passed is no hint.
                if game.with_untracked(|g| g.actions().len()) == at {
                    hint.set(a.map(|a| sentence(&asked, a)));
                }
            });
        }
    };
    others();
    let act = move |a: Action| match game.with_untracked(|g| g.check(you, a).map_err(|e| (e, g.table().trump()))) {
        Err((e, trump)) => {
            refused.set(None);
            let why = mx().rule_error(&e, Some(trump));
            request_animation_frame(move || refused.set(Some(why)));
        }
        Ok(()) => {
            refused.set(None);
            hint.set(None);
            let from = game.with_untracked(|g| g.log().len());
            game.update(|g| {
                let _ = g.apply(you, a);
            });
            log.set(said_since(from));
            others();
        }
    };
    let x = mx();
    let shown = move || game.with(|g| render_shown(table_shown(g.table(), false)));
    let buttons = move || {
        game.with(|g| {
            if g.to_act() != Some(you) {
                return Vec::new();
            }
            options(g, you).into_iter().map(|a| option_button(option(a), move || act(a))).collect()
        })
    };
    let end = move || game.with(|g| g.table().loser().map(|l| x.loser_is(who(l))));
    let over = Signal::derive(move || game.with(Game::is_over));
    Some(guided_view(Guided { shown, counts: None::<&str>, log, label: x.your_hand, buttons, refused, over, hint, end }))
}
