//! The screens and panels a game module draws into the page, by id (the page takes them
//! away by that id), the language they are drawn in, and the page itself: one function
//! `page(what, text)` — ("say", text) for its live region, ("hush", _) to empty it, ("back",
//! _) to its start screen.

use crate::i18n::Lang;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::{JsCast, JsValue};

pub type Mounted = leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState>;

thread_local! {
    /// What is drawn now, by id; `None` for one reserved that is not drawn yet (it waits
    /// for its language's texts).
    static MOUNTED: RefCell<Vec<(u32, Option<Mounted>)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
    static PAGE: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// An id for a screen or panel this module draws later ([`fill`]); the page may take it
/// away before (never 0, never given twice).
pub fn reserve() -> u32 {
    let id = NEXT_ID.with(|n| {
        n.set(n.get() + 1);
        n.get()
    });
    MOUNTED.with(|m| m.borrow_mut().push((id, None)));
    id
}

/// What was drawn for the id `id`: kept until [`unmount`], or taken away at once if the
/// page took the id away meanwhile.
pub fn fill(id: u32, handle: Mounted) {
    let unwanted = MOUNTED.with(|m| match m.borrow_mut().iter_mut().find(|(i, _)| *i == id) {
        Some(slot) => slot.1.replace(handle),
        None => Some(handle),
    });
    drop(unwanted);
}

fn keep(handle: Mounted) -> u32 {
    let id = reserve();
    fill(id, handle);
    id
}

/// Everything an entry point does first: the panic hook and the language.
fn enter(code: &str) {
    console_error_panic_hook::set_once();
    set_lang(Lang::from_tag(code).unwrap_or(Lang::En));
}

/// The language what the module draws from now on speaks (the page's: the texts the
/// module shares with the page read it too).
pub fn set_lang(lang: Lang) {
    crate::i18n::language::use_lang(lang);
}

/// The language the module draws in.
pub fn lang() -> Lang {
    crate::i18n::language::current_lang()
}

/// Says `text` in the page's polite live region.
pub fn say(text: String) {
    if text.is_empty() {
        return;
    }
    PAGE.with(|h| {
        if let Some(page) = h.borrow().as_ref() {
            let _ = page.call2(&JsValue::NULL, &"say".into(), &text.into());
        }
    });
}

/// Empties the page's live region: nothing in it may name a card while the table is
/// covered (friends at one device).
pub fn hush() {
    PAGE.with(|h| {
        if let Some(page) = h.borrow().as_ref() {
            let _ = page.call2(&JsValue::NULL, &"hush".into(), &JsValue::NULL);
        }
    });
}

/// Draws a game's table into `root`; `page` is the page (see the module docs).
pub fn mount_screen(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function, draw: impl FnOnce() -> AnyView + 'static) -> u32 {
    enter(lang);
    PAGE.with(|h| *h.borrow_mut() = Some(page));
    keep(leptos::mount::mount_to(root, draw))
}

/// Draws a panel of the page's dialogs into `root`; `changed(what)` tells the page what
/// the panel did ("show": close the dialog and show the table, after an import).
pub fn mount_panel(root: web_sys::HtmlElement, lang: &str, changed: js_sys::Function, draw: impl FnOnce(Callback<String>) -> AnyView + 'static) -> u32 {
    keep(draw_panel(root, lang, changed, draw))
}

/// [`mount_panel`], for a caller that keeps it by an id of its own (see [`reserve`]).
pub fn draw_panel(root: web_sys::HtmlElement, lang: &str, changed: js_sys::Function, draw: impl FnOnce(Callback<String>) -> AnyView + 'static) -> Mounted {
    enter(lang);
    // Focus the panel's first control if its dialog had it while the module loaded.
    let into = root.clone();
    request_animation_frame(move || {
        let waiting = document().active_element().is_some_and(|a| a.contains(Some(&into)));
        let first = into.query_selector("button, select, input, textarea, a[href], summary").ok().flatten();
        if let (true, Some(el)) = (waiting, first.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())) {
            let _ = el.focus();
        }
    });
    let tell = Callback::new(move |what: String| {
        let _ = changed.call1(&JsValue::NULL, &what.into());
    });
    leptos::mount::mount_to(root, move || draw(tell))
}

/// Takes the screen or panel with this id away (its listeners too).
pub fn unmount(id: u32) {
    let gone = MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        m.iter().position(|(i, _)| *i == id).map(|at| m.remove(at))
    });
    drop(gone);
}

/// Does what the page asked after the table it is drawing has been mounted.
pub fn after_mount(job: impl FnOnce() + 'static) {
    set_timeout(job, std::time::Duration::ZERO);
}

/// Reserves an id for a screen that `draw` puts into the page once the language's texts
/// are in; returns it for `unmount`.
pub fn mount_when_ready(lang: &str, draw: impl FnOnce(Lang) -> Mounted + 'static) -> u32 {
    console_error_panic_hook::set_once();
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    let id = reserve();
    wasm_bindgen_futures::spawn_local(async move {
        // Without its file (offline before it was ever cached) the texts stay English.
        let _ = crate::i18n::langs::ensure(lang).await;
        fill(id, draw(lang));
    });
    id
}
