//! Kontraspiel in the app: the screens its module (`src/bin/games.rs`, shared with Müller Matz) draws into the
//! page. The rules are the `kontra` crate's; this module renders its state and sends the
//! person's intents, never deciding a rule itself.
//!
//! - `state`: the session, settings and statistics; every intent; saving; the bots' pace.
//! - `table`: the felt — seats, turn-up, trick, what the person is asked, the hand.
//! - `summary`: a deal's end (winner, revolts, every payment, the pot) and the session's.
//! - `panels`: the page's dialogs while Kontraspiel is chosen — rules, settings,
//!   statistics, export and import.
//! - `cards`: the card faces; `bots`: the bots' worker.
//!
//! All text comes from `super::kontra::texts` through [`kx`].

pub mod lesson_texts;
pub mod lessons;
pub mod start;
pub mod stored;
pub mod texts;
pub mod why;
pub mod worker;
#[cfg(target_arch = "wasm32")]
mod aside;
#[cfg(target_arch = "wasm32")]
mod bots;
#[cfg(target_arch = "wasm32")]
mod cards;
#[cfg(target_arch = "wasm32")]
mod guided;
#[cfg(target_arch = "wasm32")]
mod hint;
#[cfg(target_arch = "wasm32")]
mod labels;
#[cfg(target_arch = "wasm32")]
mod lesson_view;
#[cfg(target_arch = "wasm32")]
mod lesson_screen;
#[cfg(target_arch = "wasm32")]
mod panels;
#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
mod summary;
#[cfg(target_arch = "wasm32")]
mod table;

#[cfg(target_arch = "wasm32")]
use super::kontra::texts::{kontra_texts, KontraTexts};
#[cfg(target_arch = "wasm32")]
use crate::store::seats::Who;
#[cfg(target_arch = "wasm32")]
use kontra::{Direction, Seat};
#[cfg(target_arch = "wasm32")]
use crate::host;

/// Kontraspiel's texts in the language drawn.
#[cfg(target_arch = "wasm32")]
pub fn kx() -> &'static KontraTexts {
    kontra_texts(host::mounts::lang())
}

#[cfg(target_arch = "wasm32")]
pub use crate::host::mounts::say;

/// Where a seat sits on the screen: the person (seat 0) at the bottom; the next seat in
/// playing order on the left when play goes clockwise, on the right otherwise.
#[cfg(target_arch = "wasm32")]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

#[cfg(target_arch = "wasm32")]
pub fn place_of(seat: Seat, dir: Direction) -> Place {
    match (seat.index(), dir) {
        (0, _) => Place::Bottom,
        (2, _) => Place::Top,
        (1, Direction::Clockwise) | (3, Direction::Anticlockwise) => Place::Left,
        _ => Place::Right,
    }
}

/// A seat as sentences name it: "You", or the compass point of its place.
#[cfg(target_arch = "wasm32")]
pub fn who_of(seat: Seat, dir: Direction) -> Who {
    match place_of(seat, dir) {
        Place::Bottom => Who::You,
        Place::Left => Who::West,
        Place::Top => Who::North,
        Place::Right => Who::East,
    }
}

/// Where `seat` sits seen from `bottom`, the seat drawn at the bottom.
#[cfg(target_arch = "wasm32")]
pub fn place_from(seat: Seat, bottom: Seat, dir: Direction) -> Place {
    Seat::at((seat.index() + 4 - bottom.index()) % 4, 4).map_or(Place::Bottom, |s| place_of(s, dir))
}

/// A seat as the table in play names it: "You" for `you` (the person holding the device),
/// the others by the compass point of their place seen from the owner (seat 0, South;
/// alone with the bots, exactly the places on the screen).
#[cfg(target_arch = "wasm32")]
pub fn who_at(seat: Seat, you: Option<Seat>, dir: Direction) -> Who {
    if Some(seat) == you {
        return Who::You;
    }
    match place_of(seat, dir) {
        Place::Bottom => Who::South,
        Place::Left => Who::West,
        Place::Top => Who::North,
        Place::Right => Who::East,
    }
}

/// [`place_from`] at the table in play: turned to the person holding the device.
#[cfg(target_arch = "wasm32")]
pub fn place_here(seat: Seat, dir: Direction) -> Place {
    place_from(seat, state::k().shell.device.viewer_untracked().unwrap_or_else(state::person), dir)
}

/// [`who_at`] at the table in play.
#[cfg(target_arch = "wasm32")]
pub fn who_here(seat: Seat, dir: Direction) -> Who {
    who_at(seat, state::k().shell.device.viewer_untracked(), dir)
}

#[cfg(target_arch = "wasm32")]
/// Draws the table into `root` (the module's entry points: `crate::games::module`).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
    host::entries::mount::<state::K>(root, lang, page)
}

/// Draws a panel of the page's dialogs into `root`.
#[cfg(target_arch = "wasm32")]
pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, panel: &str, settings: String, prefill: String, changed: js_sys::Function) -> u32 {
    host::entries::mount_game_panel::<state::K>(root, lang, panel, settings, prefill, changed)
}

/// A bot's decision for the bots' worker.
#[cfg(target_arch = "wasm32")]
pub fn bot_answer(request: &str) -> String {
    worker::answer_text(request)
}

/// What the page asks of the module (see `crate::host::entries::command`).
#[cfg(target_arch = "wasm32")]
pub fn command(what: &str) {
    host::entries::game_command::<state::K>(what)
}
