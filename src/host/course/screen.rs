//! The lessons' screen of a game the games module draws ("Learn to play"), drawn by the game's
//! own module (its lessons need its engine): the course choice, the list of lessons with
//! the progress kept, and a lesson position by position. A [`Course`] is the game's side:
//! what a position shows, the learner's options, and the engine's verdict on each — the
//! screen only says it (the reason the rules refuse an answer, or that they allow it but
//! the position asks for something else, then what the lesson expects).

use crate::host::lesson_frame::{focus, FrameWords, LessonFrame, LessonList, ListWords, Listed, StepShown};
use crate::store::local::with_storage;
use super::CourseProgress;
use crate::i18n::learn_games::LessonText;
use crate::games::Game;
use crate::i18n::learn_games::{course_words, CourseWords};
use crate::i18n::Lang;
use crate::store::key_name;
use leptos::prelude::*;

/// A card shown: its face (SVG, decorative), its name, and who played it (shown under it).
pub struct Face {
    pub svg: String,
    pub name: String,
    pub by: Option<String>,
}

/// A line of a position: a sentence, or a row of cards with its caption.
pub enum Shown {
    Text(String),
    Cards(String, Vec<Face>),
}

/// An option of the learner: a button with a card face (named by `name`) or a word.
pub struct Opt {
    pub name: String,
    pub face: Option<String>,
}

/// One game's lessons, as the screen needs them.
pub trait Course: Send + Sync + 'static {
    /// The game's index in `Game::ALL` (its course button is pressed).
    fn game(&self) -> u32;
    /// Where the progress is kept.
    fn key(&self) -> &'static str;
    /// The lessons' words in `lang`, one per lesson, in the positions' order.
    fn texts(&self, lang: Lang) -> &'static [LessonText];
    /// What position `s` of lesson `l` shows.
    fn shown(&self, l: usize, s: usize) -> Vec<Shown>;
    fn options(&self, l: usize, s: usize) -> Vec<Opt>;
    /// The engine's reason for refusing option `i`; None if the rules allow it.
    fn refusal(&self, l: usize, s: usize, i: usize) -> Option<String>;
    /// Whether option `i` is what the position asks for.
    fn expects(&self, l: usize, s: usize, i: usize) -> bool;
    /// Whether the options are actions at the table (which the rules allow or refuse),
    /// rather than answers to a question.
    fn acts(&self, l: usize, s: usize) -> bool;
    /// A position the game draws itself (a guided deal against the bots) instead of
    /// options; `done` once it is complete.
    fn widget(&self, _l: usize, _s: usize, _done: Callback<()>) -> Option<AnyView> {
        None
    }
}

/// The lines of a position.
pub fn render_shown(lines: Vec<Shown>) -> impl IntoView {
    lines
        .into_iter()
        .map(|line| match line {
            Shown::Text(text) => view! { <p class="lc-fact">{text}</p> }.into_any(),
            Shown::Cards(caption, faces) => view! {
                <figure class="lc-row">
                    <figcaption>{caption}</figcaption>
                    <ul class="lc-cards">
                        {faces.into_iter().map(|f| view! {
                            <li class="lc-played">
                                <span class="lc-face" role="img" aria-label=f.name inner_html=f.svg></span>
                                {f.by.map(|by| view! { <span class="lc-by" aria-hidden="true">{by}</span> })}
                            </li>
                        }).collect_view()}
                    </ul>
                </figure>
            }
            .into_any(),
        })
        .collect_view()
}

/// An option's button; `on` when pressed.
pub fn option_button(o: Opt, on: impl Fn() + Send + Sync + 'static) -> AnyView {
    match o.face {
        Some(svg) => view! {
            <button type="button" class="lc-card" aria-label=o.name on:click=move |_| on()>
                <span class="lc-card-face" inner_html=svg></span>
            </button>
        }
        .into_any(),
        None => view! { <button type="button" class="btn lc-choice" on:click=move |_| on()>{o.name}</button> }.into_any(),
    }
}

/// The lessons' words in the module's language.
fn words() -> &'static CourseWords {
    course_words(crate::host::mounts::lang())
}

fn steps(course: &dyn Course) -> Vec<usize> {
    course.texts(crate::host::mounts::lang()).iter().map(|t| t.steps.len()).collect()
}

/// The kept progress; unreadable progress is kept aside under a backup key and the course
/// starts afresh.
fn load(course: &dyn Course) -> CourseProgress {
    let key = course.key();
    let counts = steps(course);
    with_storage(|st| {
        let raw = st.get(key)?;
        CourseProgress::read(&raw, &counts).or_else(|| {
            if st.backup(key_name(key), &raw).is_some() {
                st.remove(key);
            }
            None
        })
    })
    .unwrap_or_default()
}

fn save(key: &'static str, p: &CourseProgress) {
    let _ = with_storage(|st| st.set(key, &p.to_json_string()));
}

/// The course buttons, one per game, the one shown pressed: the same on every lessons'
/// screen. `go(game)` shows another game's course.
pub fn course_choice(lang: Lang, current: u32, go: impl Fn(u32) + Copy + 'static) -> impl IntoView {
    let w = course_words(lang);
    let buttons = Game::ALL
        .iter()
        .map(|game| (game.index(), game.name()))
        .map(|(g, name)| {
            let g = g as u32;
            view! {
                <button type="button" class="btn lc-course" aria-pressed=if g == current { "true" } else { "false" } on:click=move |_| if g != current { go(g) }>
                    {name}
                </button>
            }
        })
        .collect_view();
    view! { <div class="lc-courses" role="group" aria-label=w.course>{buttons}</div> }
}

/// The lessons' screen. `go(code)` asks the page for the learning screen with this code
/// (`panel_state::Panel::Learn`; 0: back to where it was opened from).
/// Draws a game's course into `root` as a panel of the page's dialogs (without the match's
/// state: the lessons touch no match); it asks the page for the learning screen N with
/// "learn:N".
pub fn mount(root: web_sys::HtmlElement, lang: &str, changed: js_sys::Function, course: &'static dyn Course) -> u32 {
    crate::host::mounts::mount_panel(root, lang, changed, move |tell| {
        let go = Callback::new(move |code: u32| tell.run(format!("{}{code}", crate::host::panel_state::LEARN)));
        view! { <div class="learn-host">{screen(course, go)}</div> }.into_any()
    })
}

pub fn screen(course: &'static dyn Course, go: Callback<u32>) -> AnyView {
    let progress = RwSignal::new(load(course));
    let open = RwSignal::new(None::<usize>);
    let finished = RwSignal::new(None::<usize>);
    view! {
        {move || match open.get() {
            None => lesson_list(course, go, progress, open, finished).into_any(),
            Some(l) => lesson_view(course, l, progress, open, finished).into_any(),
        }}
    }
    .into_any()
}

fn lesson_list(
    course: &'static dyn Course,
    go: Callback<u32>,
    progress: RwSignal<CourseProgress>,
    open: RwSignal<Option<usize>>,
    finished: RwSignal<Option<usize>>,
) -> impl IntoView {
    let w = words();
    let lang = crate::host::mounts::lang();
    let texts = course.texts(lang);
    let lessons = texts
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let n = i + 1;
            let state = Signal::derive(move || {
                progress.with(|p| match p.at.filter(|a| a.0 as usize == n) {
                    Some((_, s)) => w.left_at(s + 1, texts[i].steps.len()),
                    None if p.done.contains(&(n as u8)) => w.done.to_string(),
                    None => w.not_started.to_string(),
                })
            });
            let done = Signal::derive(move || progress.with(|p| p.done.contains(&(n as u8))));
            Listed { name: w.lesson_name(n, lesson.title), state, done }
        })
        .collect();
    let words = ListWords { back: w.back, learn_to_play: w.learn_to_play, intro: w.intro, lesson_done: w.lesson_done };
    let choice = course_choice(lang, course.game(), move |g: u32| go.run(crate::host::panel_state::learn_course(g))).into_any();
    view! { <LessonList words=words choice=choice lessons=lessons open=open finished=finished back=Callback::new(move |()| go.run(0)) /> }
}

fn lesson_view(
    course: &'static dyn Course,
    l: usize,
    progress: RwSignal<CourseProgress>,
    open: RwSignal<Option<usize>>,
    finished: RwSignal<Option<usize>>,
) -> impl IntoView {
    let w = words();
    let lang = crate::host::mounts::lang();
    let lesson = &course.texts(lang)[l];
    let steps = lesson.steps.len();
    let key = course.key();
    let first = progress.with_untracked(|p| p.at.filter(|a| a.0 as usize == l + 1).map_or(0, |a| a.1.min(steps - 1)));
    let step = RwSignal::new(first);
    let solved = RwSignal::new(false);
    let feedback = RwSignal::new(None::<(bool, String)>);
    let keep = move |s: usize| {
        progress.update(|p| p.at = Some((l as u8 + 1, s)));
        progress.with_untracked(|p| save(key, p));
    };
    keep(first);
    let answer = move |i: usize| {
        if solved.get_untracked() {
            return;
        }
        let s = step.get_untracked();
        let refusal = course.refusal(l, s, i);
        if refusal.is_none() && course.expects(l, s, i) {
            solved.set(true);
            feedback.set(Some((true, String::new())));
            focus(".ls-next");
            return;
        }
        let why = w.wrong_answer(refusal.as_deref(), course.acts(l, s), lesson.steps[s].hint);
        // Cleared first, so that a screen reader says the same reason again.
        feedback.set(None);
        request_animation_frame(move || feedback.set(Some((false, why))));
    };
    let next = Callback::new(move |()| {
        let s = step.get_untracked();
        if s + 1 < steps {
            step.set(s + 1);
            solved.set(false);
            feedback.set(None);
            keep(s + 1);
            focus(".ls-ask");
        } else {
            progress.update(|p| p.finish(l));
            progress.with_untracked(|p| save(key, p));
            finished.set(Some(l));
            open.set(None);
        }
    });
    let show = move |s: usize| {
        let st = &lesson.steps[s];
        let options = course.options(l, s).into_iter().enumerate().map(|(i, o)| option_button(o, move || answer(i))).collect_view();
        let done = Callback::new(move |()| {
            solved.set(true);
            feedback.set(Some((true, String::new())));
            focus(".ls-next");
        });
        let task = match course.widget(l, s, done) {
            Some(widget) => widget,
            None => view! { <div class="lc-options" role="group" aria-label=w.answers>{options}</div> }.into_any(),
        };
        StepShown {
            intro: lesson.intro.to_string(),
            before: Some(view! { <div class="lc-shown">{render_shown(course.shown(l, s))}</div> }.into_any()),
            ask: st.ask.to_string(),
            task,
            why: st.why.to_string(),
        }
    };
    let words = FrameWords {
        all_lessons: w.all_lessons,
        position_of: w.position_of,
        about_lesson: w.about_lesson,
        right: w.right,
        wrong: w.wrong,
        next: w.next,
        finish: w.finish,
    };
    let title = w.lesson_name(l + 1, lesson.title);
    view! {
        <LessonFrame words=words title=title steps=steps step=step solved=solved feedback=feedback show=show
            back=Callback::new(move |()| open.set(None)) next=next />
    }
}

/// What a guided lesson of a game shows and says: the position, a count under it (if any),
/// what was done, the options to press, and the status line.
pub struct Guided<S, C, B, E> {
    pub shown: S,
    pub counts: Option<C>,
    pub log: RwSignal<Vec<String>>,
    /// The options' group name.
    pub label: &'static str,
    pub buttons: B,
    /// Why the last option was refused.
    pub refused: RwSignal<Option<String>>,
    /// Whether the lesson's play is over (no hint then).
    pub over: Signal<bool>,
    pub hint: RwSignal<Option<String>>,
    pub end: E,
}

/// A guided lesson's view, the same for every game.
pub fn guided_view<S, C, B, E>(g: Guided<S, C, B, E>) -> AnyView
where
    S: IntoView + 'static,
    C: IntoView + 'static,
    B: IntoView + 'static,
    E: IntoView + 'static,
{
    let Guided { shown, counts, log, label, buttons, refused, over, hint, end } = g;
    view! {
        <div class="lc-guided">
            <div class="lc-shown">{shown}</div>
            {counts.map(|c| view! { <p class="lc-fact">{c}</p> })}
            <ul class="lc-log" role="log">{move || log.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            <div class="lc-options" role="group" aria-label=label>{buttons}</div>
            <p class="lc-status" role="status">
                {move || refused.get()}
                {move || (refused.with(Option::is_none) && !over.get()).then(|| hint.get()).flatten()}
                {end}
            </p>
        </div>
    }
    .into_any()
}
