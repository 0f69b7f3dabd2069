//! The bot worker (a Web Worker, built by Trunk with `data-type="worker"`): it answers
//! bot requests from the page off the main thread. See `bot_worker.rs` for the protocol.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        if let Some(text) = e.data().as_string() {
            let answer = konter_a_matt::bot_worker::answer_text(&text);
            let _ = reply_to.post_message(&JsValue::from_str(&answer));
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: the handler is never dropped.
    on_message.forget();
    // Messages posted before this point were dropped: the page waits for this word.
    let _ = scope.post_message(&JsValue::from_str(konter_a_matt::bot_worker::READY));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The bot worker is built for wasm by Trunk (see README).");
}
