//! Where Müller Matz asks a bot: in a worker of its own (`public/matz_worker.js`, the
//! module's own wasm off the page), so the table never stalls while a bot thinks. Requests
//! and answers are plain JSON (`crate::matz_worker`). Should the worker not start, fail,
//! or not answer in time, the same request is answered on the page.

use crate::matz_worker::{self, Answer, Request};
use matz::{Action, SeatView};
use matz_bots::Level;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Done = Box<dyn FnOnce(Option<Action>)>;

/// How long an answer may take before the page answers itself.
const WATCHDOG_MS: u64 = 15_000;

thread_local! {
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
    /// Requests written before the worker said it is ready; None once it has.
    static QUEUE: RefCell<Option<Vec<String>>> = const { RefCell::new(Some(Vec::new())) };
    /// The worker could not start or failed: answer on the page from now on.
    static BROKEN: Cell<bool> = const { Cell::new(false) };
    static PENDING: RefCell<Vec<(u64, Request, Done)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

fn take(id: u64) -> Option<(Request, Done)> {
    PENDING.with(|p| {
        let mut p = p.borrow_mut();
        let at = p.iter().position(|(i, _, _)| *i == id)?;
        let (_, r, d) = p.remove(at);
        Some((r, d))
    })
}

/// Answers a request on the page (after a frame, so the table is drawn first).
fn answer_here(id: u64) {
    set_timeout(
        move || {
            if let Some((request, done)) = take(id) {
                done(matz_worker::answer(&request).action);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// The worker is gone: every waiting request is answered on the page.
fn fall_back() {
    BROKEN.set(true);
    if let Some(w) = WORKER.take() {
        w.terminate();
    }
    let waiting: Vec<u64> = PENDING.with(|p| p.borrow().iter().map(|e| e.0).collect());
    for id in waiting {
        answer_here(id);
    }
}

fn start_worker() -> Option<web_sys::Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options("./matz_worker.js", &options).ok()?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        if text == matz_worker::READY {
            let queued = QUEUE.take().unwrap_or_default();
            WORKER.with(|w| {
                if let Some(w) = w.borrow().as_ref() {
                    for t in queued {
                        let _ = w.post_message(&JsValue::from_str(&t));
                    }
                }
            });
            return;
        }
        match serde_json::from_str::<Answer>(&text) {
            Ok(a) => {
                if let Some((_, done)) = take(a.id) {
                    done(a.action);
                }
            }
            Err(_) => fall_back(),
        }
    });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
        e.prevent_default();
        fall_back();
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
pub fn ask(view: SeatView, level: Level, seed: u64, done: impl FnOnce(Option<Action>) + 'static) {
    let id = NEXT_ID.replace(NEXT_ID.get() + 1);
    let request = Request { id, level, seed, view };
    let text = serde_json::to_string(&request).expect("a request always prints");
    PENDING.with(|p| p.borrow_mut().push((id, request, Box::new(done))));
    if BROKEN.get() {
        return answer_here(id);
    }
    let started = WORKER.with(|w| {
        let mut w = w.borrow_mut();
        if w.is_none() {
            *w = start_worker();
        }
        w.is_some()
    });
    if !started {
        return fall_back();
    }
    let queued = QUEUE.with(|q| q.borrow_mut().as_mut().map(|q| q.push(text.clone())).is_some());
    let posted = queued || WORKER.with(|w| w.borrow().as_ref().is_some_and(|w| w.post_message(&JsValue::from_str(&text)).is_ok()));
    if !posted {
        return fall_back();
    }
    set_timeout(
        move || {
            if PENDING.with(|p| p.borrow().iter().any(|e| e.0 == id)) {
                web_sys::console::warn_1(&"Müller Matz's bot worker did not answer; the bots now think on the page".into());
                fall_back();
            }
        },
        std::time::Duration::from_millis(WATCHDOG_MS),
    );
}
