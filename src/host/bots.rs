//! Where a game the games module draws asks a bot: in a worker of its own (the
//! module's own wasm off the page; one script for every game, `public/module_worker.js`,
//! the worker named by the game's key), so the table never stalls
//! while a bot thinks. Requests and answers are `super::worker`'s JSON. Should the
//! worker not start, fail, or not answer in time, the same request is answered on the page.
//! Each game keeps one [`Bots`] in a thread-local of its own and asks through [`ask`].

use super::worker::{Answer, Decide, Request, READY};
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::cell::{Cell, RefCell};
use std::thread::LocalKey;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Done<A> = Box<dyn FnOnce(Option<A>)>;
/// A request waiting for its answer: its id, itself (to answer it on the page), and who
/// gets the action.
type Waiting<V, L, A> = (u64, Request<V, L>, Done<A>);

/// How long an answer may take before the page answers itself.
const WATCHDOG_MS: u64 = 15_000;

/// One game's bots: its worker and the requests waiting for an answer.
pub struct Bots<V, L, A> {
    /// The game's key in the games module (`botAnswer(key, request)`), the worker's name.
    key: &'static str,
    /// The game's name, for the console.
    game: &'static str,
    /// The bots' decision, for a request answered on the page.
    here: Decide<V, L, A>,
    worker: RefCell<Option<web_sys::Worker>>,
    /// Requests written before the worker said it is ready; None once it has.
    queue: RefCell<Option<Vec<String>>>,
    /// The worker could not start or failed: answer on the page from now on.
    broken: Cell<bool>,
    pending: RefCell<Vec<Waiting<V, L, A>>>,
    next_id: Cell<u64>,
}

impl<V, L, A> Bots<V, L, A> {
    pub const fn new(key: &'static str, game: &'static str, here: Decide<V, L, A>) -> Self {
        Bots {
            key,
            game,
            here,
            worker: RefCell::new(None),
            queue: RefCell::new(Some(Vec::new())),
            broken: Cell::new(false),
            pending: RefCell::new(Vec::new()),
            next_id: Cell::new(1),
        }
    }

    fn take(&self, id: u64) -> Option<(Request<V, L>, Done<A>)> {
        let mut p = self.pending.borrow_mut();
        let at = p.iter().position(|(i, _, _)| *i == id)?;
        let (_, r, d) = p.remove(at);
        Some((r, d))
    }
}

type Key<V, L, A> = &'static LocalKey<Bots<V, L, A>>;

/// The bot's action; why it could not decide is reported (the game then goes on with the
/// seat's first legal action, or no hint).
fn decided<A>(game: &str, action: Result<A, game::BotError>) -> Option<A> {
    action.map_err(|e| web_sys::console::warn_1(&format!("{game}'s bot could not decide: {e}").into())).ok()
}

/// Answers a request on the page (after a frame, so the table is drawn first).
fn answer_here<V: 'static, L: 'static, A: 'static>(bots: Key<V, L, A>, id: u64) {
    set_timeout(
        move || {
            if let Some((request, done, here, game)) = bots.with(|b| b.take(id).map(|(r, d)| (r, d, b.here, b.game))) {
                done(decided(game, here(&request.view, request.level, request.seed)));
            }
        },
        std::time::Duration::ZERO,
    );
}

/// The worker is gone: every waiting request is answered on the page.
fn fall_back<V: 'static, L: 'static, A: 'static>(bots: Key<V, L, A>) {
    let waiting: Vec<u64> = bots.with(|b| {
        if !b.broken.get() {
            web_sys::console::warn_1(&format!("{}'s bot worker failed; the bots now think on the page", b.game).into());
        }
        b.broken.set(true);
        if let Some(w) = b.worker.take() {
            w.terminate();
        }
        b.pending.borrow().iter().map(|e| e.0).collect()
    });
    for id in waiting {
        answer_here(bots, id);
    }
}

/// The one worker script of the module games, next to the page.
const WORKER_URL: &str = "./module_worker.js";

fn start_worker<V: 'static, L: 'static, A: DeserializeOwned + 'static>(bots: Key<V, L, A>) -> Option<web_sys::Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    options.set_name(bots.with(|b| b.key));
    let worker = web_sys::Worker::new_with_options(WORKER_URL, &options).ok()?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        if text == READY {
            bots.with(|b| {
                let queued = b.queue.take().unwrap_or_default();
                if let Some(w) = b.worker.borrow().as_ref() {
                    for t in queued {
                        let _ = w.post_message(&JsValue::from_str(&t));
                    }
                }
            });
            return;
        }
        match serde_json::from_str::<Answer<A>>(&text) {
            Ok(a) => {
                if let Some((_, done, game)) = bots.with(|b| b.take(a.id).map(|(r, d)| (r, d, b.game))) {
                    done(decided(game, a.action));
                }
            }
            Err(_) => fall_back(bots),
        }
    });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        fall_back(bots);
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The handlers live as long as the worker, which lives as long as the module.
    on_message.forget();
    on_error.forget();
    Some(worker)
}

/// Asks the bot of `level` what the seat of `view` does; `done` gets its action (None if
/// it could not decide).
pub fn ask<V, L, A>(bots: Key<V, L, A>, view: V, level: L, seed: u64, done: impl FnOnce(Option<A>) + 'static)
where
    V: Serialize + 'static,
    L: Serialize + 'static,
    A: DeserializeOwned + 'static,
{
    let id = bots.with(|b| b.next_id.replace(b.next_id.get() + 1));
    let request = Request { id, level, seed, view };
    let text = serde_json::to_string(&request).expect("a request always prints");
    bots.with(|b| b.pending.borrow_mut().push((id, request, Box::new(done))));
    if bots.with(|b| b.broken.get()) {
        return answer_here(bots, id);
    }
    let started = bots.with(|b| b.worker.borrow().is_some()) || {
        let w = start_worker(bots);
        bots.with(|b| *b.worker.borrow_mut() = w);
        bots.with(|b| b.worker.borrow().is_some())
    };
    if !started {
        return fall_back(bots);
    }
    let posted = bots.with(|b| {
        let queued = b.queue.borrow_mut().as_mut().map(|q| q.push(text.clone())).is_some();
        queued || b.worker.borrow().as_ref().is_some_and(|w| w.post_message(&JsValue::from_str(&text)).is_ok())
    });
    if !posted {
        return fall_back(bots);
    }
    set_timeout(
        move || {
            let (waiting, game) = bots.with(|b| (b.pending.borrow().iter().any(|e| e.0 == id), b.game));
            if waiting {
                web_sys::console::warn_1(&format!("{game}'s bot worker did not answer").into());
                fall_back(bots);
            }
        },
        std::time::Duration::from_millis(WATCHDOG_MS),
    );
}
