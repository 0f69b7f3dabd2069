//! The browser edge of an installable, offline, shareable app:
//!
//! - registers the service worker (`sw.js`, written at build time by
//!   `scripts/pwa-build.mjs` from `public/sw.js`) with the site's own address as its
//!   scope, so the app works offline after the first visit, at the root of a domain or
//!   under any sub-path;
//! - notices a new version waiting and offers "Update available — reload"
//!   (`Notice::UpdateAvailable`); it reloads only when the person presses the button,
//!   never on its own (not in the middle of a trick);
//! - removes a shared-deal link's fragment from the address bar once it is read
//!   (`super::games`), so a reload does not offer it again;
//! - shares the deal on screen: the Web Share API where there is one (phones), else the
//!   clipboard.
//!
//! No inline script: everything here is Rust (the CSP in index.html forbids inline code).

use crate::games::konter::share::SharedDeal;
use crate::i18n::langs::site_base;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The service worker registration, once known.
    static REGISTRATION: RefCell<Option<web_sys::ServiceWorkerRegistration>> = const { RefCell::new(None) };
    /// The person pressed "Reload": the next change of controller reloads the page.
    static RELOAD_ASKED: Cell<bool> = const { Cell::new(false) };
}

/// Starts the service worker; `update_available` runs when a new version is waiting.
pub fn start(update_available: impl Fn() + Copy + 'static) {
    // In a task of its own after the first render: registering (and the worker's precache
    // downloads that follow) should not lengthen the task that draws the page.
    set_timeout(move || register_worker(update_available), std::time::Duration::ZERO);
}

// ── Shared deals ──────────────────────────────────────────────────────────────

/// Removes the fragment from the address bar without a navigation.
pub(super) fn clear_fragment() {
    let location = window().location();
    let url = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The link to `deal` on this site.
pub fn link_to(deal: &SharedDeal) -> String {
    let location = window().location();
    let base = format!(
        "{}{}{}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    deal.link(&base)
}

// ── Service worker ────────────────────────────────────────────────────────────

fn register_worker(update_available: impl Fn() + Copy + 'static) {
    let nav = window().navigator();
    // No service workers here (an old browser, or not a secure context): online only.
    if !js_sys::Reflect::has(&nav, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let Some(base) = site_base() else { return };
    let container = nav.service_worker();

    // After "Reload": the new worker has taken over, load the page it serves.
    let on_change = Closure::<dyn Fn()>::new(|| {
        if RELOAD_ASKED.with(Cell::get) {
            let _ = window().location().reload();
        }
    });
    container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();

    let options = web_sys::RegistrationOptions::new();
    options.set_scope(&base);
    let registering = container.register_with_options(&format!("{base}sw.js"), &options);
    leptos::task::spawn_local(async move {
        let Ok(registration) = JsFuture::from(registering).await else { return };
        let registration: web_sys::ServiceWorkerRegistration = registration.unchecked_into();
        REGISTRATION.with(|r| *r.borrow_mut() = Some(registration.clone()));
        watch_for_updates(update_available, registration);
    });
}

/// Whether a worker controls this page (so a newly installed one is an update, not the
/// first install).
fn controlled() -> bool {
    window().navigator().service_worker().controller().is_some()
}

fn watch_for_updates(update_available: impl Fn() + Copy + 'static, registration: web_sys::ServiceWorkerRegistration) {
    if registration.waiting().is_some() && controlled() {
        update_available();
    }
    let reg = registration.clone();
    let on_found = Closure::<dyn Fn()>::new(move || {
        let Some(installing) = reg.installing() else { return };
        let worker = installing.clone();
        let on_state = Closure::<dyn Fn()>::new(move || {
            if worker.state() == web_sys::ServiceWorkerState::Installed && controlled() {
                update_available();
            }
        });
        installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
        on_state.forget();
    });
    registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
    on_found.forget();

    // A phone keeps the app open for days: look for a new version when it comes back to
    // the foreground (the browser also checks on every visit).
    let on_visible = Closure::<dyn Fn()>::new(move || {
        if document().visibility_state() == web_sys::VisibilityState::Visible {
            if let Ok(p) = registration.update() {
                // Offline, the check fails: nothing to report.
                leptos::task::spawn_local(async move {
                    let _ = JsFuture::from(p).await;
                });
            }
        }
    });
    let _ = document().add_event_listener_with_callback("visibilitychange", on_visible.as_ref().unchecked_ref());
    on_visible.forget();
}

/// The person pressed "Reload": the waiting worker takes over, then the page reloads.
pub fn apply_update() {
    RELOAD_ASKED.with(|r| r.set(true));
    let waiting = REGISTRATION.with(|r| r.borrow().as_ref().and_then(|r| r.waiting()));
    match waiting {
        Some(worker) => {
            if worker.post_message(&JsValue::from_str("skip-waiting")).is_err() {
                let _ = window().location().reload();
            }
        }
        // Already active (another tab took it): just reload.
        None => {
            let _ = window().location().reload();
        }
    }
}

