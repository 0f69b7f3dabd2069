//! A hand of card buttons behaves the same in every game: one card is in the tab order (a
//! roving tabindex) and the arrow keys, Home and End move it; a refused card shakes for a
//! moment while the engine's reason is shown.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// How long a refused card shakes.
const SHAKE_MS: u64 = 450;

/// Moves the focus among a hand's `n` cards from `current` by the key of `ev` (→/↓ on,
/// ←/↑ back, round at the ends; Home, End): the index now focused, or `None` for any other
/// key. The card buttons are `button.hand-card` in `container`.
pub fn move_focus(ev: &leptos::ev::KeyboardEvent, current: usize, n: usize, container: Option<web_sys::HtmlDivElement>) -> Option<usize> {
    if n == 0 {
        return None;
    }
    let target = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => (current + 1) % n,
        "ArrowLeft" | "ArrowUp" => (current + n - 1) % n,
        "Home" => 0,
        "End" => n - 1,
        _ => return None,
    };
    ev.prevent_default();
    if let Some(el) = container {
        focus_card(&el, target);
    }
    Some(target)
}

/// A card of the hand got the focus: it is the hand's tab stop now (`index`), and its
/// `reason` (if it cannot be played) is said, but only for a focus from the keyboard (or a
/// script after keys). A finger's focus says nothing until the tap lands, so that the
/// reason's line does not move the hand under the finger between press and release.
pub fn focused(ev: &web_sys::FocusEvent, index: Option<usize>, reason: Option<String>, focus: RwSignal<usize>, shown: RwSignal<Option<(String, bool)>>) {
    if let Some(i) = index {
        focus.set(i);
    }
    let keyboard = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.matches(":focus-visible").unwrap_or(true));
    if let Some(r) = reason.filter(|_| keyboard) {
        shown.set(Some((r, false)));
    }
}

/// Focuses the hand's card button with this index (the last one if there are fewer).
pub fn focus_card(container: &web_sys::Element, index: usize) {
    if let Ok(list) = container.query_selector_all("button.hand-card") {
        let n = list.length();
        if n == 0 {
            return;
        }
        if let Some(el) = list.item((index as u32).min(n - 1)).and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            let _ = el.focus();
        }
    }
}

/// Refuses `card`: it shakes (`refused`) and `reason` is shown (`shown`, cleared first so
/// that a screen reader reads the same reason again).
pub fn refuse<C>(card: C, reason: String, refused: RwSignal<Option<C>>, shown: RwSignal<Option<(String, bool)>>)
where
    C: Copy + PartialEq + Send + Sync + 'static,
{
    shown.set(None);
    refused.set(Some(card));
    request_animation_frame(move || shown.set(Some((reason, true))));
    set_timeout(
        move || {
            // The hand may be gone by now (the game ended meanwhile).
            if refused.try_get_untracked().flatten() == Some(card) {
                refused.set(None);
            }
        },
        std::time::Duration::from_millis(SHAKE_MS),
    );
}
