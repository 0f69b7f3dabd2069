//! The score sheet for games played with real cards (placeholder until it is built).

use super::ctrl;
use leptos::prelude::*;

#[component]
pub fn SheetsScreen() -> impl IntoView {
    let c = ctrl();
    view! {
        <section class="sheets">
            <button type="button" class="btn" on:click=move |_| c.sheets.set(false)>"←"</button>
        </section>
    }
}
