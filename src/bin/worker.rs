//! The bot worker (a Web Worker, built by Trunk with `data-type="worker"`): it answers
//! bot requests from the page off the main thread. See `bot_worker.rs` for the protocol.
//! Should the worker not run, the page loads this same wasm itself (`public/bots_on_page.js`)
//! and calls [`answer_text`] directly; `main` then does nothing.

/// One request (JSON text) in, its answer (JSON text) out: the page's way in.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = answerText)]
pub fn answer_text(request: &str) -> String {
    konter_a_matt::games::konter::worker::answer_text_timed(request, &js_sys::Date::now)
}

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    // On the page (the fallback) there is no worker scope to listen on.
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else { return };
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if let Some(text) = e.data().as_string() {
            // The Hard bot's time budget runs on the worker's clock (ms).
            let now = || js_sys::Date::now();
            // A deal review posts each step as it goes (the review screen's own worker).
            let mut post = |m: String| {
                let _ = reply_to.post_message(&JsValue::from_str(&m));
            };
            if konter_a_matt::games::konter::worker::review_text(&text, &mut post) {
                return;
            }
            let answer = konter_a_matt::games::konter::worker::answer_text_timed(&text, &now);
            let _ = reply_to.post_message(&JsValue::from_str(&answer));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: the handler is never dropped.
    on_message.forget();
    // Messages posted before this point were dropped: the page waits for this word.
    let _ = scope.post_message(&JsValue::from_str(konter_a_matt::games::konter::worker::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The bot worker is built for wasm by Trunk (see README).");
}
