//! The learning screens' place in the game page: an element the extras module draws the
//! deal review or the lessons into (`super`), and what the module may ask of the page:
//! ("say", text) for its live region, ("back", _) to the screen it came from.

use super::super::controller::{tx, Learn};
use super::super::ctrl;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

#[component]
pub fn LearnHost(what: Learn) -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let root = NodeRef::<leptos::html::Div>::new();
    let failed = RwSignal::new(false);
    Effect::new(move |_| {
        let Some(el) = root.get() else { return };
        let (name, deal) = match what {
            Learn::Review(deal) => ("review", deal),
            Learn::Lessons => ("lessons", 0),
        };
        let saved = match what {
            Learn::Review(_) => c.session.with_untracked(|s| s.as_ref().map(|s| s.to_saved().to_json_string())),
            Learn::Lessons => None,
        };
        let host = Closure::<dyn Fn(String, JsValue)>::new(move |what: String, text: JsValue| match what.as_str() {
            "say" => c.say(text.as_string().unwrap_or_default()),
            "back" => c.learn.set(None),
            _ => {}
        })
        .into_js_value();
        let on_fail = Closure::<dyn Fn(String)>::new(move |_: String| failed.set(true)).into_js_value();
        let lang = super::super::controller::current_lang().code();
        let unmount = super::super::extras::mount_learn(&el, lang, name, &saved.unwrap_or_default(), deal as u32, &host, &on_fail);
        on_cleanup(move || {
            let _ = unmount.call0(&JsValue::NULL);
        });
    });
    view! {
        <div class="learn-host" node_ref=root>
            <Show when=move || failed.get()>
                <div class="notice warn" role="alert">
                    <p>{t.panel_unavailable}</p>
                    <button type="button" class="btn" on:click=move |_| c.learn.set(None)>{t.close}</button>
                </div>
            </Show>
        </div>
    }
}
