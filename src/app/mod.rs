//! The Leptos web app (wasm only): renders engine state, sends intents.
use leptos::prelude::*;

pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

#[component]
pub fn App() -> impl IntoView {
    view! { <main><h1>"Konter a Matt"</h1></main> }
}
