//! Müller Matz in the app: the screens its module (`src/bin/muellermatz.rs`) draws into the
//! page. The rules are the `matz` crate's; this module renders its state and sends the
//! person's intents, never deciding a rule itself.
//!
//! - `state`: the match, settings and statistics; every intent; saving; the bots' pace.
//! - `table`: the table — the other players, trumps, stock, the card led or the pile,
//!   what to do now, the person's actions and hand — and a game's and the match's end.
//! - `panels`: the page's dialogs while Müller Matz is chosen — rules, settings,
//!   statistics, the tally sheet, export and import.
//! - `bots`: the bots' worker.
//!
//! All text comes from `crate::i18n::matz_texts` through [`mx`].

mod bots;
mod panels;
pub mod state;
mod table;

use crate::i18n::matz_texts::{matz_texts, MatzTexts};
use crate::i18n::Lang;
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
fn enter(code: &str) -> state::M {
    console_error_panic_hook::set_once();
    LANG.with(|l| l.set(Lang::from_tag(code).unwrap_or(Lang::En)));
    state::m()
}

/// Müller Matz's texts in the language drawn.
pub fn mx() -> &'static MatzTexts {
    matz_texts(LANG.with(Cell::get))
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

/// Draws the table into `root`; `host` is the page (see `src/bin/muellermatz.rs`).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
    let m = enter(lang);
    HOST.with(|h| *h.borrow_mut() = Some(host));
    keep(leptos::mount::mount_to(root, move || {
        m.screen_shown();
        on_cleanup(move || m.screen_gone());
        view! { <table::Screen /> }.into_any()
    }))
}

/// Draws a panel of the page's dialogs into `root`; `changed("show")` asks the page to
/// close the dialog and show Müller Matz's table (after an import).
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

/// What the page asks of the module: "new" (Menu or start screen → New match). It is done
/// after the table the page is drawing has been mounted.
pub fn command(what: &str) {
    let m = state::m();
    let what = what.to_string();
    set_timeout(
        move || {
            if what == "new" {
                m.ask_new();
            }
        },
        std::time::Duration::ZERO,
    );
}
