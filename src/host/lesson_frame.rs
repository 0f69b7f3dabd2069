//! The frame of a lesson, the same in every game's "Learn to play": the lesson's name and
//! the way back to the list, where the learner is, what the lesson teaches, the question,
//! the game's own task under it, the verdict (said by the live region), why, and the way
//! on. The game draws the task and decides what is right.

use leptos::prelude::*;

crate::i18n::text_set! {
/// The frame's words, from the game's texts.
#[derive(Clone, Copy)]
pub struct FrameWords {
    all_lessons,
    position_of(n: usize, of: usize) -> String,
    about_lesson,
    right,
    wrong,
    next,
    finish,
}
}

/// What a step of a lesson shows inside the frame.
pub struct StepShown {
    pub intro: String,
    /// What is on the table before the question (a position), if any.
    pub before: Option<AnyView>,
    pub ask: String,
    /// The answers to press, or a guided deal.
    pub task: AnyView,
    pub why: String,
}

/// The lesson `title` of `steps` steps at `step`; `show(step)` draws a step, `back` goes
/// to the list, `next` on (or finishes at the last step). The verdict is `feedback` (right
/// or wrong, and a detail); `solved` shows why and the way on. The heading takes focus.
#[component]
pub fn LessonFrame(
    words: FrameWords,
    title: String,
    steps: usize,
    step: RwSignal<usize>,
    solved: RwSignal<bool>,
    feedback: RwSignal<Option<(bool, String)>>,
    show: impl Fn(usize) -> StepShown + Send + Sync + 'static,
    back: Callback<()>,
    next: Callback<()>,
) -> impl IntoView {
    let w = words;
    let heading: NodeRef<leptos::html::H2> = NodeRef::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });
    // A verdict below the fold is brought into view (on a phone the answers fill the screen).
    Effect::new(move |_| {
        if feedback.with(Option::is_some) {
            request_animation_frame(|| reveal(".ls-verdict"));
        }
    });
    let body = move || {
        let s = step.get();
        let StepShown { intro, before, ask, task, why } = show(s);
        view! {
            <p class="ls-pos">{w.position_of(s + 1, steps)}</p>
            <details class="ls-intro" open=s == 0>
                <summary>{w.about_lesson}</summary>
                <p>{intro}</p>
            </details>
            {before}
            <p class="ls-ask" tabindex="-1">{ask}</p>
            {task}
            <div class="ls-verdict">
                <div class="ls-feedback" role="status">
                    {move || feedback.get().map(|(ok, text)| view! {
                        <p class=if ok { "ls-right" } else { "ls-wrong" }>
                            <strong>{if ok { w.right } else { w.wrong }}</strong>" "{text}
                        </p>
                    })}
                    {move || solved.get().then(|| view! { <p class="ls-why">{why.clone()}</p> })}
                </div>
                {move || solved.get().then(|| view! {
                    <div class="actions">
                        <button type="button" class="btn primary ls-next" on:click=move |_| next.run(())>
                            {if s + 1 < steps { w.next } else { w.finish }}
                        </button>
                    </div>
                })}
            </div>
        }
    };
    view! {
        <section class="ls" aria-labelledby="ls-title">
            <div class="ls-head">
                <button type="button" class="btn" on:click=move |_| back.run(())>{w.all_lessons}</button>
                <h2 id="ls-title" tabindex="-1" node_ref=heading>{title}</h2>
            </div>
            {body}
        </section>
    }
}

/// Scrolls the element `selector` finds just into view, smoothly unless the person asked
/// for reduced motion.
fn reveal(selector: &str) {
    let Some(el) = document().query_selector(selector).ok().flatten() else { return };
    let reduced = window().match_media("(prefers-reduced-motion: reduce)").ok().flatten().is_some_and(|m| m.matches());
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    options.set_behavior(if reduced { web_sys::ScrollBehavior::Instant } else { web_sys::ScrollBehavior::Smooth });
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Focuses the element `selector` finds once the screen is drawn.
pub fn focus(selector: &str) {
    let selector = selector.to_string();
    request_animation_frame(move || {
        let found = document().query_selector(&selector).ok().flatten();
        if let Some(el) = found.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok()) {
            let _ = el.focus();
        }
    });
}

crate::i18n::text_set! {
/// The list's words, from the game's texts.
#[derive(Clone, Copy)]
pub struct ListWords {
    back,
    learn_to_play,
    intro,
    /// "Lesson 2 done".
    lesson_done(n: usize) -> String,
}
}

/// A lesson in the list: its name, and where the learner is in it.
pub struct Listed {
    pub name: String,
    pub state: Signal<String>,
    pub done: Signal<bool>,
}

/// A game's lessons to choose from, under the course buttons (`choice`); `open` the lesson
/// chosen. Back from a finished lesson the next one has the focus, else the heading.
#[component]
pub fn LessonList(
    words: ListWords,
    choice: AnyView,
    lessons: Vec<Listed>,
    open: RwSignal<Option<usize>>,
    finished: RwSignal<Option<usize>>,
    back: Callback<()>,
) -> impl IntoView {
    let w = words;
    let count = lessons.len();
    let heading: NodeRef<leptos::html::H2> = NodeRef::new();
    Effect::new(move |_| match finished.get_untracked() {
        Some(l) => focus(&format!("#ls-open-{}", (l + 2).min(count))),
        None => {
            if let Some(h) = heading.get() {
                let _ = h.focus();
            }
        }
    });
    let items = lessons
        .into_iter()
        .enumerate()
        .map(|(i, Listed { name, state, done })| {
            let n = i + 1;
            view! {
                <li class:ls-done=move || done.get()>
                    <button type="button" id=format!("ls-open-{n}") class="btn ls-open" aria-describedby=format!("ls-state-{n}") on:click=move |_| {
                        finished.set(None);
                        open.set(Some(i));
                    }>
                        {name}
                    </button>
                    <span id=format!("ls-state-{n}") class="ls-state">{move || state.get()}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="ls" aria-labelledby="ls-title">
            <div class="ls-head">
                <button type="button" class="btn" on:click=move |_| back.run(())>{w.back}</button>
                <h2 id="ls-title" tabindex="-1" node_ref=heading>{w.learn_to_play}</h2>
            </div>
            {choice}
            <p>{w.intro}</p>
            <p class="ls-finished" role="status">{move || finished.get().map(|l| w.lesson_done(l + 1))}</p>
            <ol class="ls-list">{items}</ol>
        </section>
    }
}
