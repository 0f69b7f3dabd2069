//! The frame of a game's screen, the same for every game: its notices and question on top,
//! then the table (covered at a table of friends until the person to act holds the device),
//! a match's end, or — with no match yet — the way to start one; the practice controls; and
//! the focus moved to what is to do next.

use super::friends::Cover;
use super::mounts::lang;
use crate::i18n::host_texts::host_texts;
use cards::Seat;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a game's screen shows now: no match, the table, or an end (`E`: which one).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shown<E> {
    Nothing,
    Table,
    End(E),
}

/// The screen with no match yet: its class, its line, and "New match".
pub struct Empty {
    pub class: &'static str,
    pub text: &'static str,
    pub new_match: &'static str,
    pub start: Callback<()>,
}

/// A game's screen in its `class`: `over` on top (notices, question), then what `shown`
/// says; the table covered while `cover` names a seat (`name`d, and `show`n its cards).
#[allow(clippy::too_many_arguments)]
pub fn screen<E: Copy + PartialEq + Send + Sync + 'static>(
    class: &'static str,
    shown: Memo<Shown<E>>,
    over: impl IntoView,
    cover: impl Fn() -> Option<Seat> + Send + Sync + 'static,
    name: impl Fn(Seat) -> String + Send + Sync + 'static,
    show: impl Fn(Seat) + Copy + Send + Sync + 'static,
    empty: Empty,
    table: impl Fn() -> AnyView + Send + Sync + 'static,
    end: impl Fn(E) -> AnyView + Send + Sync + 'static,
) -> impl IntoView {
    let Empty { class: empty_class, text, new_match, start } = empty;
    view! {
        <div class=class>
            {over}
            {move || match (shown.get(), cover()) {
                // Friends at one device: covered until the person to act holds it.
                (Shown::Table, Some(seat)) => {
                    let (h, name) = (host_texts(lang()), name(seat));
                    super::friends::covering();
                    view! { <Cover title=h.pass_device(&name) action=h.show_my_cards(&name) show=Callback::new(move |()| show(seat)) /> }.into_any()
                }
                (Shown::Nothing, _) => view! {
                    <section class=empty_class>
                        <p>{text}</p>
                        <button type="button" class="btn primary big" on:click=move |_| start.run(())>{new_match}</button>
                    </section>
                }.into_any(),
                (Shown::Table, None) => table(),
                (Shown::End(e), _) => end(e),
            }}
        </div>
    }
}

/// The words and actions of practice mode's controls.
pub struct Practice {
    /// The class prefix (`kx`: `kx-practice`, `kx-hint`).
    pub prefix: &'static str,
    pub hint: &'static str,
    pub undo: &'static str,
    /// Whether practice mode is on.
    pub on: Signal<bool>,
    /// Whether it is the person's turn (a hint may be asked).
    pub mine: Signal<bool>,
    pub can_undo: Signal<bool>,
    pub ask_hint: Callback<()>,
    pub take_back: Callback<()>,
}

/// Practice mode: a hint (its words, `said`, once the bot has chosen), and Undo.
pub fn practice(p: Practice, said: impl Fn() -> Option<String> + Send + Sync + 'static) -> impl IntoView {
    let Practice { prefix, hint, undo, on, mine, can_undo, ask_hint, take_back } = p;
    let said = Signal::derive(said);
    view! {
        <Show when=move || on.get()>
            <div class=format!("{prefix}-practice")>
                <button type="button" class="btn small" disabled=move || !mine.get() on:click=move |_| ask_hint.run(())>{hint}</button>
                <button type="button" class="btn small" disabled=move || !can_undo.get() on:click=move |_| take_back.run(())>{undo}</button>
                <p class=format!("{prefix}-hint") role="status">{move || said.get()}</p>
            </div>
        </Show>
    }
}

/// After the next frame, moves the focus to the first of `targets` there is, unless the
/// person has put it elsewhere: outside the game's `root`, or into its `aside` (practice
/// controls and the like).
pub fn focus_first(root: &'static str, aside: &'static str, targets: Vec<&'static str>) {
    request_animation_frame(move || {
        let doc = document();
        let ours = doc.active_element().is_none_or(|a| {
            a.tag_name() == "BODY" || a.closest(root).ok().flatten().is_some() && a.closest(aside).ok().flatten().is_none()
        });
        let target = targets
            .iter()
            .find_map(|sel| doc.query_selector(sel).ok().flatten())
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
        if let (true, Some(el)) = (ours, target) {
            let _ = el.focus();
        }
    });
}

/// A game's [`Practice`] controls: its words for them (`hint`, `undo`), its `state`
/// (practice in its settings, Undo, the hint through its bots), and whether it is the
/// person's turn (`mine`).
pub fn practice_controls<H: super::hosted::HostedGame>(state: H, prefix: &'static str, hint: &'static str, undo: &'static str, mine: Signal<bool>) -> Practice {
    let settings = state.shell().settings;
    Practice {
        prefix,
        hint,
        undo,
        on: Signal::derive(move || settings.with(H::practice_of)),
        mine,
        can_undo: Signal::derive(move || state.can_undo()),
        ask_hint: Callback::new(move |()| super::pace::Played::ask_hint(state)),
        take_back: Callback::new(move |()| state.undo()),
    }
}
