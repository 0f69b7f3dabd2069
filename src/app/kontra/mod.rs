//! Kontraspiel in the app: the screens its module (`src/bin/kontraspiel.rs`) draws into the
//! page. The rules are the `kontra` crate's; this module renders its state and sends the
//! person's intents, never deciding a rule itself.

use crate::i18n::Lang;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};

type Mounted = leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>;

thread_local! {
    /// The screens and panels drawn now, by id.
    static MOUNTED: RefCell<Vec<(u32, Mounted)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
    /// The language drawn.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

fn keep(handle: Mounted) -> u32 {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    MOUNTED.with(|m| m.borrow_mut().push((id, handle)));
    id
}

fn set_lang(code: &str) {
    console_error_panic_hook::set_once();
    LANG.with(|l| l.set(Lang::from_tag(code).unwrap_or(Lang::En)));
}

/// The language drawn.
pub fn lang() -> Lang {
    LANG.with(Cell::get)
}

/// Draws the table into `root`; `host` is the page (see `src/bin/kontraspiel.rs`).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, host: js_sys::Function) -> u32 {
    set_lang(lang);
    let _ = host;
    keep(leptos::mount::mount_to(root, move || view! { <section class="kx"><h2>"Kontraspiel"</h2></section> }.into_any()))
}

/// Draws a panel of the page's dialogs into `root`.
pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, panel: &str) -> u32 {
    set_lang(lang);
    let panel = panel.to_string();
    keep(leptos::mount::mount_to(root, move || view! { <p>{panel}</p> }.into_any()))
}

/// Takes the screen or panel with this id away.
pub fn unmount(id: u32) {
    let gone = MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        m.iter().position(|(i, _)| *i == id).map(|at| m.remove(at))
    });
    drop(gone);
}

/// What the page asks of the module.
pub fn command(what: &str) {
    let _ = what;
}
