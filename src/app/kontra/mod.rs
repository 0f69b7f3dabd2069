//! Kontraspiel in the app: the screens its module (`src/bin/kontraspiel.rs`) draws into the
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
//! All text comes from `crate::i18n::kontra_texts` through [`kx`].

mod bots;
mod cards;
mod panels;
pub mod state;
mod summary;
mod table;

use crate::i18n::kontra_texts::{kontra_texts, KontraTexts};
use crate::i18n::Lang;
use crate::store::Who;
use kontra::{Direction, Seat};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;

type Mounted = leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>;

thread_local! {
    /// The screens and panels drawn now, by id.
    static MOUNTED: RefCell<Vec<(u32, Mounted)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
    /// The language drawn.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
    /// The page: `host("say", text)` speaks in its live region.
    static HOST: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

fn keep(handle: Mounted) -> u32 {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    MOUNTED.with(|m| m.borrow_mut().push((id, handle)));
    id
}

/// Everything an entry point does first: the panic hook, the language, the state (made
/// here, outside any mount, so that it outlives them).
fn enter(code: &str) -> state::K {
    console_error_panic_hook::set_once();
    LANG.with(|l| l.set(Lang::from_tag(code).unwrap_or(Lang::En)));
    state::k()
}

/// Kontraspiel's texts in the language drawn.
pub fn kx() -> &'static KontraTexts {
    kontra_texts(LANG.with(Cell::get))
}

/// Says `text` in the page's polite live region.
pub fn say(text: String) {
    if text.is_empty() {
        return;
    }
    HOST.with(|h| {
        if let Some(host) = h.borrow().as_ref() {
            let _ = host.call2(&JsValue::NULL, &"say".into(), &text.into());
        }
    });
}

/// Where a seat sits on the screen: the person (seat 0) at the bottom; the next seat in
/// playing order on the left when play goes clockwise, on the right otherwise.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

pub fn place_of(seat: Seat, dir: Direction) -> Place {
    match (seat.index(), dir) {
        (0, _) => Place::Bottom,
        (2, _) => Place::Top,
        (1, Direction::Clockwise) | (3, Direction::Anticlockwise) => Place::Left,
        _ => Place::Right,
    }
}

/// A seat as sentences name it: "You", or the compass point of its place.
pub fn who_of(seat: Seat, dir: Direction) -> Who {
    match place_of(seat, dir) {
        Place::Bottom => Who::You,
        Place::Left => Who::West,
        Place::Top => Who::North,
        Place::Right => Who::East,
    }
}

/// Draws the table into `root`; `host` is the page (see `src/bin/kontraspiel.rs`).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
    let k = enter(lang);
    HOST.with(|h| *h.borrow_mut() = Some(host));
    keep(leptos::mount::mount_to(root, move || {
        k.screen_shown();
        on_cleanup(move || k.screen_gone());
        view! { <table::Screen /> }.into_any()
    }))
}

/// Draws a panel of the page's dialogs into `root`; `changed("show")` asks the page to
/// close the dialog and show Kontraspiel's table (after an import).
pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, panel: &str, changed: js_sys::Function) -> u32 {
    enter(lang);
    let panel = panel.to_string();
    // Focus the panel's first control if its dialog had it while the module loaded.
    let into = root.clone();
    request_animation_frame(move || {
        let waiting = document().active_element().is_some_and(|a| a.contains(Some(&into)));
        let first = into.query_selector("button, select, input, textarea, a[href], summary").ok().flatten();
        if let (true, Some(el)) = (waiting, first.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())) {
            let _ = el.focus();
        }
    });
    let show = Callback::new(move |()| {
        let _ = changed.call1(&JsValue::NULL, &"show".into());
    });
    keep(leptos::mount::mount_to(root, move || panels::panel(&panel, show)))
}

/// Takes the screen or panel with this id away.
pub fn unmount(id: u32) {
    let gone = MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        m.iter().position(|(i, _)| *i == id).map(|at| m.remove(at))
    });
    drop(gone);
}

/// What the page asks of the module: "new" (Menu or start screen → New match), or
/// "link:…" (the page was opened from a shared Kontraspiel deal, `#kontra=…`). It is done
/// after the table the page is drawing has been mounted (so the new deal is said there).
pub fn command(what: &str) {
    let k = state::k();
    let what = what.to_string();
    set_timeout(
        move || match what.strip_prefix("link:") {
            Some(link) => k.offer_link(link),
            None if what == "new" => k.ask_new(),
            None => {}
        },
        std::time::Duration::ZERO,
    );
}
