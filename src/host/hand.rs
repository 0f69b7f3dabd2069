//! The person's hand, the same for every game drawn by a module: a group of card buttons
//! with one tab stop (arrow keys move along it), each card's reason when it cannot be
//! played said on focus and on a tap, and the focus kept in the hand after a card is
//! played. The game says which cards there are, why one cannot be played, and what a
//! chosen card does (its rules decide).

use super::roving::{self, focus_card, move_focus};
use leptos::prelude::*;

/// A card of the hand as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandCard {
    /// Unique in the hand (a card and its copy with two packs).
    pub key: u32,
    /// The card's accessible name ("Jack of Clubs").
    pub name: String,
    /// Its face (SVG).
    pub face: String,
    /// Why it cannot be played now (None: it can).
    pub reason: Option<String>,
    /// The practice hint names it.
    pub hinted: bool,
    /// A class of the game's for this card ("wenzel"), or "".
    pub class: &'static str,
}

/// The classes and names of a game's hand: `wrap` around it, `hand` on the group, `card`
/// on each button, `reason_id` for the line that says why a card cannot be played.
#[derive(Copy, Clone)]
pub struct Look {
    pub wrap: &'static str,
    pub hand: &'static str,
    pub card: &'static str,
    pub reason_id: &'static str,
    pub label: &'static str,
}

/// Draws the hand. `play(key)` plays the card (through the rules) and returns why it was
/// refused; `extra` is drawn after the cards, anew whenever what it reads changes (the backs
/// of a hand not yet seen). A new `moment` (a change of whatever `moment()` reads) takes the
/// reason shown away.
#[component]
pub fn Hand<P, M>(
    cards: Memo<Vec<HandCard>>,
    look: Look,
    play: P,
    moment: M,
    #[prop(optional)] extra: Option<ViewFn>,
) -> impl IntoView
where
    P: Fn(u32) -> Result<(), String> + Copy + Send + Sync + 'static,
    M: Fn() + Send + Sync + 'static,
{
    let focus = RwSignal::new(0usize);
    let shown_reason = RwSignal::new(None::<(String, bool)>);
    let refused = RwSignal::new(None::<u32>);
    let container: NodeRef<leptos::html::Div> = NodeRef::new();
    Effect::new(move |_| {
        moment();
        shown_reason.set(None);
    });
    let index_of = move |key: u32| cards.with(|v| v.iter().position(|h| h.key == key));
    let reason_of = move |key: u32| cards.with(|v| v.iter().find(|h| h.key == key).and_then(|h| h.reason.clone()));
    let hinted = move |key: u32| cards.with(|v| v.iter().any(|h| h.key == key && h.hinted));
    let roving = move || focus.get().min(cards.with(Vec::len).saturating_sub(1));
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(target) = move_focus(&ev, roving(), cards.with(Vec::len), container.get()) {
            focus.set(target);
        }
    };
    let refuse = move |key: u32, why: String| roving::refuse(key, why, refused, shown_reason);
    let choose = move |key: u32| {
        if let Some(why) = reason_of(key) {
            refuse(key, why);
            return;
        }
        let index = index_of(key).unwrap_or(0);
        let had_focus = container.get().is_some_and(|el| document().active_element().is_some_and(|a| el.contains(Some(&a))));
        match play(key) {
            Ok(()) if had_focus => {
                focus.set(index);
                request_animation_frame(move || {
                    if let Some(el) = container.try_get_untracked().flatten() {
                        focus_card(&el, index);
                    }
                });
            }
            Ok(()) => {}
            Err(e) => refuse(key, e),
        }
    };
    view! {
        <div class=look.wrap>
            <div class=look.hand role="group" aria-label=look.label node_ref=container on:keydown=on_keydown>
                <For
                    each=move || cards.with(|v| v.iter().map(|h| (h.key, h.name.clone(), h.face.clone(), h.class)).collect::<Vec<_>>())
                    key=|h| h.0
                    children=move |(key, name, face, class)| {
                        let disabled = move || reason_of(key).is_some();
                        view! {
                            <button
                                type="button"
                                class=format!("{} {class}", look.card)
                                class:playable=move || !disabled()
                                class:hinted=move || hinted(key)
                                class:refused=move || refused.get() == Some(key)
                                aria-label=name
                                aria-disabled=move || disabled().then_some("true")
                                aria-describedby=move || disabled().then_some(look.reason_id)
                                title=move || reason_of(key)
                                tabindex=move || if index_of(key) == Some(roving()) { "0" } else { "-1" }
                                on:focus=move |ev| roving::focused(&ev, index_of(key), reason_of(key), focus, shown_reason)
                                on:click=move |_| choose(key)
                            >
                                <span class="card" inner_html=face></span>
                            </button>
                        }
                    }
                />
                {move || extra.as_ref().map(ViewFn::run)}
            </div>
            <p id=look.reason_id class="reason" class:loud=move || shown_reason.with(|r| r.as_ref().is_some_and(|r| r.1)) role="status">
                {move || shown_reason.with(|r| r.as_ref().map(|r| r.0.clone()))}
            </p>
        </div>
    }
}
