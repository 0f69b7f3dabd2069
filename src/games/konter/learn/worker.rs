//! A bot worker of a learning screen's own (`src/bin/worker.rs`, started from the same
//! `worker_loader.js` as the game's): the review asks it for a deal review, the guided deal
//! for the bots' cards and hints. It lives as long as the screen: dropping it terminates
//! it, which is how a review in progress is cancelled.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub struct Worker {
    worker: web_sys::Worker,
    /// Messages written before the worker said it is ready; None once it has.
    queue: Rc<RefCell<Option<Vec<String>>>>,
    _on_message: Closure<dyn Fn(web_sys::MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
}

impl Worker {
    /// Starts a worker whose answers (JSON text) go to `on_answer`; `on_error` hears that it
    /// failed (could not load, or crashed).
    pub fn start(on_answer: impl Fn(String) + 'static, on_error: impl Fn() + 'static) -> Option<Worker> {
        let worker = web_sys::Worker::new("./worker_loader.js").ok()?;
        let queue: Rc<RefCell<Option<Vec<String>>>> = Rc::new(RefCell::new(Some(vec![])));
        let (q, w) = (queue.clone(), worker.clone());
        let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            if text == crate::games::konter::worker::READY {
                for m in q.borrow_mut().take().unwrap_or_default() {
                    let _ = w.post_message(&JsValue::from_str(&m));
                }
            } else {
                on_answer(text);
            }
        });
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            e.prevent_default();
            on_error();
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(Worker { worker, queue, _on_message: on_message, _on_error: on_error })
    }

    /// Sends a request (JSON text), at once or once the worker is ready.
    pub fn post(&self, text: String) {
        let waiting = self.queue.borrow_mut().as_mut().map(|q| q.push(text.clone())).is_some();
        if !waiting {
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
