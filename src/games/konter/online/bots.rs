//! Konter a Matt's bots for a table with friends online: the same bot worker as the page's
//! (`src/bin/worker.rs`), one for the module, asked one decision at a time.

use crate::games::konter::learn::worker::Worker;
use crate::bot::Level;
use crate::games::konter::worker::{parse_answer, BotRequest};
use crate::engine::{Action, MatchKnowledge};
use std::cell::{Cell, RefCell};

type Done = Box<dyn FnOnce(Option<Action>)>;

thread_local! {
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    /// The decision waited for: its id and who hears it.
    static WAITING: RefCell<Option<(u64, Done)>> = const { RefCell::new(None) };
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

/// Asks the bot of `level` what the seat that knows `knows` does; `done` hears it (None:
/// the worker failed, and the seat then plays its first legal action).
pub fn ask(
    knows: MatchKnowledge,
    level: Level,
    seed: u64,
    done: impl FnOnce(Option<Action>) + 'static,
) {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    // A newer question makes an older one moot.
    WAITING.with(|w| *w.borrow_mut() = Some((id, Box::new(done))));
    let request = BotRequest {
        id,
        knows,
        level,
        seed,
        estimate: false,
    };
    let Ok(text) = serde_json::to_string(&request) else {
        return answered(id, None);
    };
    WORKER.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            *w = Worker::start(on_answer, || {
                WORKER.with(|w| w.borrow_mut().take());
                if let Some(id) = WAITING.with(|w| w.borrow().as_ref().map(|(id, _)| *id)) {
                    answered(id, None);
                }
            });
        }
        match w.as_ref() {
            Some(w) => w.post(text),
            None => set_none(id),
        }
    });
}

fn set_none(id: u64) {
    leptos::prelude::set_timeout(move || answered(id, None), std::time::Duration::ZERO);
}

fn on_answer(text: String) {
    if let Some(a) = parse_answer(&text) {
        answered(a.id, a.action.ok());
    }
}

fn answered(id: u64, action: Option<Action>) {
    let done = WAITING.with(|w| {
        let mut w = w.borrow_mut();
        if w.as_ref().is_some_and(|(i, _)| *i == id) {
            w.take().map(|(_, d)| d)
        } else {
            None
        }
    });
    if let Some(done) = done {
        done(action);
    }
}
