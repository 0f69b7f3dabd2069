//! Konter a Matt with friends on their own devices, in the games module (key `konter`):
//! the page draws Konter a Matt itself, and hands a match with a seat played by a friend
//! online to this module, as it hands over the other games; a device that opened an
//! invitation to a Konter a Matt table plays there too. The rules are the `konter`
//! crate's; the host's engine judges (`host::online`).
//!
//! - `state`: the match, who plays each seat, every intent, saving, the bots' pace.
//! - `table`: the table drawn from one seat's view.
//! - `bots`: the page's bot worker, asked from the module.

mod bots;
pub mod state;
mod table;

use crate::host;
use crate::host::online::host::{again, connect, without};
use crate::engine::{Match, Seat};
use leptos::prelude::*;

/// Draws the table into `root`.
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
    host::entries::game_screen(
        state::ko(),
        root,
        lang,
        page,
        || view! { <table::Screen /> }.into_any(),
        seat_name,
        connect::<Match>,
        again::<Match>,
        |i| without::<Match, _>(state::ko(), i),
    )
}

/// The page's panels for Konter a Matt are the extras' (its own settings, rules, …).
pub fn mount_panel(
    _: web_sys::HtmlElement,
    _: &str,
    _: &str,
    _: String,
    _: String,
    _: js_sys::Function,
) -> u32 {
    0
}

/// The bots answer in the page's bot worker, not the module's.
pub fn bot_answer(_: &str) -> String {
    String::new()
}

/// What the page asks: "new" (a new match with friends online) or "join:…" (an invitation).
pub fn command(what: &str) {
    let k = state::ko();
    host::entries::command(what, host::online::guest::open_as::<Match>, |_| {}, move || k.new_match(), || {});
}

/// A seat as the invitation names it: by its compass point seen from the host.
fn seat_name(seat: u8) -> String {
    Seat::new(usize::from(seat)).map_or_else(String::new, |s| {
        crate::i18n::texts(host::mounts::lang())
            .seat_name(state::who_of(s))
            .to_string()
    })
}
