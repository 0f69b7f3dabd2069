//! Where the app asks a bot for a decision: in the bot worker (a Web Worker), so the page
//! never blocks while a bot thinks. Requests are plain data (`worker::BotRequest`) and
//! answers come back by id. Should the worker fail to start or load, the same request is
//! answered on the page instead, by the worker's own script and wasm loaded into the page
//! (`public/bots_on_page.js`): the page's wasm carries no bot, so a first visit does not
//! download the bots twice.

use crate::bot::Level;
use super::worker::{self, BotAnswer, BotRequest};
use crate::engine::{Action, MatchKnowledge};
use game::BotError;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Receives the action and, when asked for, the estimated chance of winning the deal.
type Done = Box<dyn FnOnce(Option<Action>, Option<f64>)>;

/// How long an answer may take before the page stops waiting for the worker and answers
/// itself (the Hard bot's budget keeps real answers far below this).
const WATCHDOG_MS: u64 = 15_000;

thread_local! {
    static WORKER: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
    /// Requests written before the worker said it is ready; None once it has.
    static QUEUE: RefCell<Option<Vec<String>>> = const { RefCell::new(Some(Vec::new())) };
    /// The worker could not be started or failed: answer on the page from now on.
    static BROKEN: Cell<bool> = const { Cell::new(false) };
    static PENDING: RefCell<HashMap<u64, (String, Done)>> = RefCell::new(HashMap::new());
    /// The bots on the page, once `bots_on_page.js` has loaded them (or failed to).
    static ON_PAGE: RefCell<OnPage> = const { RefCell::new(OnPage::NotLoaded) };
    static NEXT_ID: Cell<u64> = const { Cell::new(1) };
}

/// The worker's script, next to the page: a fixed name, as the wasm names it; it loads the
/// worker's glue and wasm by their hashed names (written in by `scripts/pwa-build.mjs`).
const WORKER_URL: &str = "./worker_loader.js";
/// Loads the worker's glue and wasm into the page; sets `window.konterBotsOnPage`, a
/// promise of the worker's `answerText(request) -> answer` function.
const ON_PAGE_URL: &str = "./bots_on_page.js";

/// Where the page's own bots stand.
enum OnPage {
    NotLoaded,
    /// Loading; these requests wait for it.
    Loading(Vec<u64>),
    Ready(Rc<js_sys::Function>),
    /// Could not load: requests are answered with "no decision" (the seat then plays its
    /// first legal card, so the game never stalls).
    Failed,
}

fn finish(answer: BotAnswer) {
    let Some((_, done)) = PENDING.with(|p| p.borrow_mut().remove(&answer.id)) else { return };
    if let Err(e) = &answer.action {
        web_sys::console::warn_1(&format!("bot: {e}").into());
    }
    done(answer.action.ok(), answer.chance);
}

/// Answers every waiting request on the page (the worker is gone).
fn fall_back() {
    BROKEN.with(|b| b.set(true));
    WORKER.with(|w| {
        if let Some(w) = w.borrow_mut().take() {
            w.terminate();
        }
    });
    let waiting: Vec<u64> = PENDING.with(|p| p.borrow().keys().copied().collect());
    for id in waiting {
        answer_here(id);
    }
}

fn answer_here(id: u64) {
    let ready = ON_PAGE.with(|o| {
        let mut o = o.borrow_mut();
        match &mut *o {
            OnPage::Ready(f) => Some(Some(f.clone())),
            OnPage::Failed => Some(None),
            OnPage::Loading(waiting) => {
                waiting.push(id);
                None
            }
            OnPage::NotLoaded => {
                *o = OnPage::Loading(vec![id]);
                load_bots_on_page();
                None
            }
        }
    });
    if let Some(answer_text) = ready {
        // After a frame, so the table is drawn before the page thinks.
        set_timeout(move || answer_on_page(id, answer_text.as_deref()), std::time::Duration::from_millis(0));
    }
}

fn answer_on_page(id: u64, answer_text: Option<&js_sys::Function>) {
    let Some(text) = PENDING.with(|p| p.borrow().get(&id).map(|(t, _)| t.clone())) else { return };
    let reply = answer_text.and_then(|f| f.call1(&JsValue::NULL, &JsValue::from_str(&text)).ok()?.as_string());
    let answer = reply.and_then(|r| worker::parse_answer(&r)).unwrap_or(BotAnswer {
        id,
        action: Err(BotError::Inconsistent("the bots could not be loaded on the page".into())),
        chance: None,
    });
    finish(answer);
}

/// Adds `bots_on_page.js` to the page and waits for its promise.
fn load_bots_on_page() {
    fn settle(f: Option<js_sys::Function>) {
        let f = f.map(Rc::new);
        let waiting = ON_PAGE.with(|o| {
            let before = std::mem::replace(
                &mut *o.borrow_mut(),
                match &f {
                    Some(f) => OnPage::Ready(f.clone()),
                    None => OnPage::Failed,
                },
            );
            match before {
                OnPage::Loading(w) => w,
                _ => vec![],
            }
        });
        for id in waiting {
            answer_on_page(id, f.as_deref());
        }
    }
    let Some(script) = document().create_element("script").ok() else { return settle(None) };
    let on_load = Closure::once(|| {
        let promise = js_sys::Reflect::get(&window(), &JsValue::from_str("konterBotsOnPage"))
            .ok()
            .and_then(|p| p.dyn_into::<js_sys::Promise>().ok());
        let Some(promise) = promise else { return settle(None) };
        wasm_bindgen_futures::spawn_local(async move {
            let f = wasm_bindgen_futures::JsFuture::from(promise).await.ok().and_then(|f| f.dyn_into().ok());
            settle(f);
        });
    });
    let on_error = Closure::once(|| settle(None));
    let _ = script.set_attribute("src", ON_PAGE_URL);
    let script: web_sys::HtmlElement = script.unchecked_into();
    script.set_onload(Some(on_load.as_ref().unchecked_ref()));
    script.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // One of the two runs, once; the page lives on.
    on_load.forget();
    on_error.forget();
    if document().head().and_then(|h| h.append_child(&script).ok()).is_none() {
        settle(None);
    }
}

fn start_worker() -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new(WORKER_URL).ok()?;
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        if text == worker::READY {
            let queued = QUEUE.with(|q| q.borrow_mut().take()).unwrap_or_default();
            WORKER.with(|w| {
                if let Some(w) = w.borrow().as_ref() {
                    for t in queued {
                        let _ = w.post_message(&JsValue::from_str(&t));
                    }
                }
            });
            return;
        }
        match worker::parse_answer(&text) {
            Some(answer) => finish(answer),
            None => fall_back(),
        }
    });
    let on_error = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
        e.prevent_default();
        fall_back();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // Handlers live as long as the worker, which lives as long as the page.
    on_message.forget();
    on_error.forget();
    Some(worker)
}

/// Asks the bot of `level` what the seat that `knows` does; `done` receives the answer
/// (None if the bot has nothing to do or could not decide) and, with `estimate`, the
/// seat's team's chance of winning the deal.
pub fn request_bot_action(
    knows: MatchKnowledge,
    level: Level,
    seed: u64,
    estimate: bool,
    done: impl FnOnce(Option<Action>, Option<f64>) + 'static,
) {
    let id = NEXT_ID.with(|n| n.replace(n.get() + 1));
    let request = BotRequest { id, knows, level, seed, estimate };
    let text = serde_json::to_string(&request).expect("a request always prints");
    PENDING.with(|p| p.borrow_mut().insert(id, (text.clone(), Box::new(done))));
    if BROKEN.with(Cell::get) {
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
    // Should the worker never answer (it hung, or never loaded), answer on the page.
    set_timeout(
        move || {
            if PENDING.with(|p| p.borrow().contains_key(&id)) {
                web_sys::console::warn_1(&"bot worker did not answer; the bots now think on the page".into());
                fall_back();
            }
        },
        std::time::Duration::from_millis(WATCHDOG_MS),
    );
}
