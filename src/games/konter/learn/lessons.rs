//! "Learn to play": the lessons of [`crate::games::konter::lessons`], each a few positions where the
//! learner acts and the engine answers — a wrong card is refused with the engine's reason —
//! and a guided deal against the bots with hints (a bot worker of the screen's own).
//! Progress is kept under [`LESSONS_KEY`]: a lesson left is resumed where it was.

use crate::host::card::{card_svg, suit_css, CardImage};
use crate::games::konter::table::your_turn;
use crate::games::konter::trick::played_row;
use crate::i18n::language::{current_lang, tx};
use crate::games::konter::hand::display_order;
use crate::store::local::with_storage;
use crate::host::lesson_frame::{focus, FrameWords, LessonFrame, LessonList as ListOfLessons, ListWords, Listed, StepShown};
use super::worker::Worker;
use crate::games::konter::learn::{back, lx, percent, short};
use crate::bot::Level;
use crate::games::konter::worker::{action_code, parse_action, parse_answer, BotRequest};
use crate::engine::MatchKnowledge;
use crate::engine::{Action, Announcement, Card, CardSet, Deal, Direction, Lane, Match, Phase, RuleError, Rules, Seat, Suit, Team, Trump};
use crate::i18n::Voice;
use crate::games::konter::lesson_texts::lessons as words;
use crate::games::konter::lessons::{cards, Answer, Count, Pick, Progress, Task, LESSONS, LESSONS_KEY, SOUTH};
use crate::store::key_name;
use crate::store::seats::{compass, Who};
use leptos::prelude::*;
use std::cell::Cell;

thread_local! {
    /// The lesson open, kept through the redraw a new language causes.
    static OPEN: Cell<Option<usize>> = const { Cell::new(None) };
}

/// The kept progress; unreadable progress is kept aside under a backup key and the
/// lessons start afresh.
fn load() -> Progress {
    with_storage(|st| {
        let raw = st.get(LESSONS_KEY)?;
        Progress::read(&raw).or_else(|| {
            if st.backup(key_name(LESSONS_KEY), &raw).is_some() {
                st.remove(LESSONS_KEY);
            }
            None
        })
    })
    .unwrap_or_default()
}

fn save(p: &Progress) {
    let _ = with_storage(|st| st.set(LESSONS_KEY, &p.to_json_string()));
}

/// A seat's name for the learner, who sits South.
fn who(seat: Seat) -> Who {
    if seat == SOUTH {
        Who::You
    } else {
        compass(seat, Direction::Clockwise)
    }
}

#[component]
pub fn LessonsScreen() -> impl IntoView {
    let progress = RwSignal::new(load());
    let open = RwSignal::new(OPEN.get());
    let finished = RwSignal::new(None::<usize>);
    Effect::new(move |_| OPEN.set(open.get()));
    move || match open.get() {
        None => view! { <LessonList progress=progress open=open finished=finished /> }.into_any(),
        Some(l) => view! { <LessonView l=l progress=progress open=open finished=finished /> }.into_any(),
    }
}

#[component]
fn LessonList(progress: RwSignal<Progress>, open: RwSignal<Option<usize>>, finished: RwSignal<Option<usize>>) -> impl IntoView {
    let x = lx();
    let t = tx();
    let lang = current_lang();
    let ps = crate::host::panel_state::panel_state();
    let lessons = words(lang)
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let n = i + 1;
            let state = Signal::derive(move || {
                progress.with(|p| {
                    if let Some((l, s)) = p.at.filter(|a| a.0 as usize == n) {
                        x.left_at(s + 1, LESSONS[l as usize - 1].len())
                    } else if p.done.contains(&(n as u8)) {
                        x.done.to_string()
                    } else {
                        x.not_started.to_string()
                    }
                })
            });
            let done = Signal::derive(move || progress.with(|p| p.done.contains(&(n as u8))));
            Listed { name: x.lesson_name(n, lesson.title), state, done }
        })
        .collect();
    let words = ListWords { back: x.back, learn_to_play: t.learn_to_play, intro: x.lessons_intro, lesson_done: x.lesson_done };
    let choice = crate::host::course::screen::course_choice(lang, 0, move |g| ps.learn(crate::host::panel_state::learn_course(g))).into_any();
    view! { <ListOfLessons words=words choice=choice lessons=lessons open=open finished=finished back=Callback::new(move |()| back()) /> }
}

#[component]
fn LessonView(l: usize, progress: RwSignal<Progress>, open: RwSignal<Option<usize>>, finished: RwSignal<Option<usize>>) -> impl IntoView {
    let x = lx();
    let lang = current_lang();
    let lesson = &words(lang)[l];
    let steps = LESSONS[l].len();
    let first = progress.with_untracked(|p| p.at.filter(|a| a.0 as usize == l + 1).map_or(0, |a| a.1.min(steps - 1)));
    let step = RwSignal::new(first);
    let solved = RwSignal::new(false);
    let feedback = RwSignal::new(None::<(bool, String)>);
    let keep = move |s: usize| {
        progress.update(|p| {
            if p.at.is_some_and(|a| a.0 as usize != l + 1) {
                p.guided.clear();
            }
            p.at = Some((l as u8 + 1, s));
        });
        progress.with_untracked(save);
    };
    keep(first);
    let right = Callback::new(move |detail: String| {
        solved.set(true);
        feedback.set(Some((true, detail)));
        focus(".ls-next");
    });
    let wrong = Callback::new(move |why: String| {
        // Cleared first, so that a screen reader reads the same reason again.
        feedback.set(None);
        request_animation_frame(move || feedback.set(Some((false, why))));
    });
    let next = Callback::new(move |()| {
        let s = step.get_untracked();
        if s + 1 < steps {
            step.set(s + 1);
            solved.set(false);
            feedback.set(None);
            keep(s + 1);
            focus(".ls-ask");
        } else {
            progress.update(|p| {
                if !p.done.contains(&(l as u8 + 1)) {
                    p.done.push(l as u8 + 1);
                    p.done.sort_unstable();
                }
                p.at = None;
                p.guided.clear();
            });
            progress.with_untracked(save);
            finished.set(Some(l));
            open.set(None);
        }
    });
    let show = move |s: usize| {
        let st = &lesson.steps[s];
        let task = LESSONS[l][s];
        let task = match task {
            Task::Guided { .. } => view! { <GuidedDeal task=task progress=progress solved=solved /> }.into_any(),
            _ => view! { <Question task=task solved=solved right=right wrong=wrong /> }.into_any(),
        };
        StepShown { intro: lesson.intro.to_string(), before: None, ask: st.ask.to_string(), task, why: st.why.to_string() }
    };
    let words = FrameWords {
        all_lessons: x.all_lessons,
        position_of: x.position_of,
        about_lesson: x.about_lesson,
        right: x.right,
        wrong: x.wrong,
        next: x.next,
        finish: x.finish,
    };
    let title = x.lesson_name(l + 1, lesson.title);
    view! {
        <LessonFrame words=words title=title steps=steps step=step solved=solved feedback=feedback show=show
            back=Callback::new(move |()| open.set(None)) next=next />
    }
}

/// Why the rules refuse `card` in `deal`, as the table says it: the lane to follow and a
/// card that may be played.
fn refusal(deal: &Deal, card: Card) -> Option<String> {
    let t = tx();
    let e = deal.check(Action::Play(card)).err()?;
    let example = |allowed: CardSet, led: Lane| {
        let shown = display_order(allowed, deal.trump());
        let of_lane = shown.iter().find(|c| deal.trump().is_some_and(|tr| Trump(tr).lane(**c) == led));
        of_lane.or(shown.first()).map(|c| short(*c)).unwrap_or_default()
    };
    Some(match e {
        RuleError::MustFollow { led: Lane::Trump, allowed, .. } => t.reason_must_trump(&example(allowed, Lane::Trump)),
        RuleError::MustFollow { led: Lane::Plain(s), allowed, .. } => t.reason_must_follow(s, &example(allowed, Lane::Plain(s))),
        other => t.rule_error(&other),
    })
}

/// What a wrong answer is told to look at, by the kind of question (a card played is
/// refused with the engine's reason instead).
fn what_to_look_at(task: &Task) -> String {
    let x = lx();
    match *task {
        Task::Number { count: Count::PackPoints | Count::Points(_), .. } | Task::Pick { ask: Pick::MostPoints, .. } => x.hint_points.into(),
        Task::Number { count: Count::Trumps(_), .. } => x.hint_trumps.into(),
        Task::Number { count: Count::Score(..), .. } => x.hint_score.into(),
        Task::Pick { ask: Pick::Winner(trump), .. } => {
            let order = Trump(trump).trump_cards_high_to_low().into_iter().map(short).collect::<Vec<_>>().join(" ");
            x.hint_winner(&order)
        }
        Task::Trump { .. } => x.hint_name_trump.into(),
        Task::Allowed { .. } => x.hint_allowed.into(),
        Task::Announce { .. } => x.hint_announce.into(),
        Task::Play { .. } | Task::Guided { .. } => String::new(),
    }
}

/// A card the learner can press.
fn card_button(card: Card, class: &'static str, on: impl Fn() + 'static) -> impl IntoView {
    view! {
        <button type="button" class=format!("ls-card {class}") aria-label=tx().card_name(card) on:click=move |_| on()>
            <span class="card" inner_html=card_svg(card)></span>
        </button>
    }
}

/// The cards of a trick so far, each with its seat.
fn trick_view(leader: Seat, cards: &[Card], winner: Option<Seat>) -> impl IntoView {
    let t = tx();
    view! {
        <figure class="trick-review ls-trick">
            {played_row(leader, cards, winner, |s| t.seat_name(who(s)))}
            <figcaption>{lx().trick_so_far}</figcaption>
        </figure>
    }
}

/// A position with one right answer (or, playing a card, every card allowed).
#[component]
fn Question(task: Task, solved: RwSignal<bool>, right: Callback<String>, wrong: Callback<String>) -> impl IntoView {
    let x = lx();
    let t = tx();
    let engine = task.engine_answer();
    let expected = engine.clone();
    let hint = what_to_look_at(&task);
    let judge = move |answer: Answer, detail: String| {
        if solved.get_untracked() {
            return;
        }
        if Some(&answer) == expected.as_ref() {
            right.run(detail);
        } else {
            wrong.run(hint.clone());
        }
    };
    let judge = StoredValue::new(judge);
    let hand_of = |codes: &str| {
        let list = cards(codes);
        view! { <div class="ls-hand-show">{list.into_iter().map(|c| view! { <CardImage card=c class="ls-small" /> }).collect_view()}</div> }
    };
    match task {
        Task::Number { choices, .. } => view! {
            <div class="ls-choices" role="group">
                {choices.iter().map(|&n| view! {
                    <button type="button" class="btn ls-choice" on:click=move |_| judge.with_value(|j| j(Answer::Number(n), String::new()))>{n}</button>
                }).collect_view()}
            </div>
        }
        .into_any(),
        Task::Pick { cards: codes, .. } => view! {
            <div class="ls-cards" role="group">
                {cards(codes).into_iter().map(|c| card_button(c, "", move || judge.with_value(|j| j(Answer::Card(c), String::new())))).collect_view()}
            </div>
        }
        .into_any(),
        Task::Play { trump, .. } => {
            let Some(deal) = task.play_deal() else { return ().into_any() };
            let (leader, trick) = deal.current_trick();
            let allowed = display_order(deal.legal_cards(), Some(trump)).into_iter().map(short).collect::<Vec<_>>().join(" ");
            let hand = display_order(deal.hand(SOUTH), Some(trump));
            view! {
                <p class="ls-trump"><span class=format!("rv-card {}", suit_css(trump))>{trump.symbol().to_string()}</span>" "{x.trump_is(t.suit_name(trump))}</p>
                {trick_view(leader, trick, None)}
                <div class="ls-cards ls-hand" role="group" aria-label=t.your_hand>
                    {hand.into_iter().map(|c| {
                        let allowed = allowed.clone();
                        card_button(c, "", move || {
                            if solved.get_untracked() {
                                return;
                            }
                            match refusal(&deal, c) {
                                None => right.run(x.allowed_here(&allowed)),
                                Some(why) => wrong.run(why),
                            }
                        })
                    }).collect_view()}
                </div>
            }
            .into_any()
        }
        Task::Trump { packet, .. } => {
            let values = Task::trump_values(packet);
            let best = match &engine {
                Some(Answer::Suit(s)) => Some(*s),
                _ => None,
            };
            view! {
                {hand_of(packet)}
                <div class="ls-choices" role="group">
                    {Suit::ALL.into_iter().map(|s| view! {
                        <button type="button" class="btn ls-choice" on:click=move |_| judge.with_value(|j| j(Answer::Suit(s), String::new()))>
                            <span class=format!("rv-card {}", suit_css(s)) aria-hidden="true">{s.symbol().to_string()}</span>" "{t.suit_name(s)}
                        </button>
                    }).collect_view()}
                </div>
                {move || solved.get().then(|| view! {
                    <table class="rv-options ls-detail">
                        <caption>{x.table_advice}</caption>
                        <tbody>
                            {Suit::ALL.into_iter().map(|s| view! {
                                <tr class:rv-played=Some(s) == best>
                                    <th scope="row">{t.suit_name(s)}</th>
                                    <td>{percent(f64::from(values[s.index()]), 0)}</td>
                                    <td class="rv-marks">{(Some(s) == best).then_some(x.best)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                })}
            }
            .into_any()
        }
        Task::Allowed { hand, .. } => {
            let choices = [Some(Announcement::Matt), Some(Announcement::Konter), Some(Announcement::KonterAMatt), None];
            view! {
                {hand_of(hand)}
                <div class="ls-choices" role="group">
                    {choices.into_iter().map(|a| view! {
                        <button type="button" class="btn ls-choice" on:click=move |_| judge.with_value(|j| j(Answer::Announcement(a), String::new()))>
                            {a.map_or(x.nothing, |a| t.announcement_name(a))}
                        </button>
                    }).collect_view()}
                </div>
            }
            .into_any()
        }
        Task::Announce { hand, .. } => {
            let equities = task.announce_equities();
            let best = match &engine {
                Some(Answer::Announcement(a)) => Some(*a),
                _ => None,
            };
            let label = move |a: Option<Announcement>| a.map_or(x.nothing.to_string(), |a| t.announce(a));
            let buttons = equities
                .iter()
                .map(|&(a, _)| view! {
                    <button type="button" class="btn ls-choice" on:click=move |_| judge.with_value(|j| j(Answer::Announcement(a), String::new()))>{label(a)}</button>
                })
                .collect_view();
            view! {
                {hand_of(hand)}
                <div class="ls-choices" role="group">{buttons}</div>
                {move || solved.get().then(|| view! {
                    <table class="rv-options ls-detail">
                        <caption>{x.reckoning}</caption>
                        <tbody>
                            {equities.iter().map(|&(a, e)| view! {
                                <tr class:rv-played=Some(a) == best>
                                    <th scope="row">{a.map_or(x.nothing, |a| t.announcement_name(a))}</th>
                                    <td>{percent(e, 1)}</td>
                                    <td class="rv-marks">{(Some(a) == best).then_some(x.best)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                })}
            }
            .into_any()
        }
        Task::Guided { .. } => ().into_any(),
    }
}

/// How long a bot's card stays alone on the table before the next one comes (ms).
const BOT_PAUSE_MS: u64 = 500;

/// A whole deal as South against the bots (Medium), with the Hard bot's hint at each of the
/// learner's turns; resumed from the actions kept in the progress.
#[component]
fn GuidedDeal(task: Task, progress: RwSignal<Progress>, solved: RwSignal<bool>) -> impl IntoView {
    let x = lx();
    let t = tx();
    let Task::Guided { dealer, .. } = task else { return ().into_any() };
    let Some(dealt) = task.guided_deal() else { return ().into_any() };
    let packet = dealt.dealt_hands()[SOUTH.index()][..3].iter().map(|c| c.code()).collect::<Vec<_>>().join(" ");
    let packet_values = Task::trump_values(&packet);
    let mut start = Match::new(Rules::default());
    let _ = start.start_deal(dealer, *dealt.dealt_hands());
    // Resume: the actions kept, each through the engine (a refused one ends the replay).
    let kept: Vec<Action> = progress.with_untracked(|p| p.guided.iter().filter_map(|c| parse_action(c)).collect());
    let mut replayed = 0;
    for a in kept {
        if start.apply(a).is_err() {
            break;
        }
        replayed += 1;
    }
    progress.update_untracked(|p| p.guided.truncate(replayed));
    let game = StoredValue::new(start);
    let current = move || game.with_value(|g| g.current().copied());
    let deal = RwSignal::new(current());
    let hint = RwSignal::new(None::<(Action, Option<f64>)>);
    let refused = RwSignal::new(None::<String>);
    let failed = RwSignal::new(false);
    let worker = StoredValue::new_local(None::<Worker>);
    // The request waited for: its id, and whether it is the learner's hint.
    let waiting = StoredValue::new(None::<(u64, bool)>);
    let next_id = StoredValue::new(1u64);

    let ask = move |seat: Seat, hint_for_learner: bool| {
        let id = next_id.get_value();
        next_id.set_value(id + 1);
        waiting.set_value(Some((id, hint_for_learner)));
        let Some(knows) = game.with_value(|g| MatchKnowledge::of(g, seat)) else { return };
        let level = if hint_for_learner { Level::Hard } else { Level::Medium };
        let request = BotRequest { id, knows, level, seed: 0x6c65_6172_6e00 ^ id, estimate: hint_for_learner };
        worker.with_value(|w| {
            if let Some(w) = w {
                w.post(serde_json::to_string(&request).unwrap_or_default());
            }
        });
    };
    // What happens next: the deal's end, the learner's turn (a hint), or a bot's (after a
    // pause, so that each card is seen).
    let go_on = move || {
        let Some(d) = deal.get_untracked() else { return };
        match d.to_act() {
            None => solved.set(true),
            Some(SOUTH) => ask(SOUTH, true),
            Some(seat) => {
                set_timeout(
                    move || {
                        if worker.try_with_value(|w| w.is_some()).unwrap_or(false) {
                            ask(seat, false);
                        }
                    },
                    std::time::Duration::from_millis(BOT_PAUSE_MS),
                );
            }
        }
    };
    let apply = move |seat: Seat, action: Action| -> Result<(), RuleError> {
        game.try_update_value(|g| g.act(seat, action)).unwrap_or(Err(RuleError::NoDeal))?;
        progress.update(|p| p.guided.push(action_code(action)));
        progress.with_untracked(save);
        hint.set(None);
        refused.set(None);
        deal.set(current());
        go_on();
        Ok(())
    };
    let on_answer = move |text: String| {
        let Some(answer) = parse_answer(&text) else { return };
        let Some((id, for_learner)) = waiting.get_value() else { return };
        if answer.id != id {
            return;
        }
        waiting.set_value(None);
        let action = answer.action.ok();
        if for_learner {
            hint.set(action.map(|a| (a, answer.chance)));
            return;
        }
        let Some(seat) = deal.get_untracked().and_then(|d| d.to_act()) else { return };
        // A bot's answer goes through the engine like everyone's; should it be refused,
        // the seat plays its first legal action.
        let fallback = deal.get_untracked().and_then(|d| d.legal_actions().into_iter().find(|a| !matches!(a, Action::Announce(_))));
        if action.is_none_or(|a| apply(seat, a).is_err()) {
            if let Some(a) = fallback {
                let _ = apply(seat, a);
            }
        }
    };
    match Worker::start(on_answer, move || failed.set(true)) {
        Some(w) => worker.set_value(Some(w)),
        None => failed.set(true),
    }
    on_cleanup(move || worker.set_value(None));
    go_on();

    let act = move |action: Action| {
        if deal.get_untracked().and_then(|d| d.to_act()) != Some(SOUTH) {
            return;
        }
        let reason = deal.get_untracked().and_then(|d| match action {
            Action::Play(c) => refusal(&d, c),
            _ => d.check(action).err().map(|e| t.rule_error(&e)),
        });
        match reason {
            Some(why) => {
                refused.set(None);
                request_animation_frame(move || refused.set(Some(why)));
            }
            None => {
                let _ = apply(SOUTH, action);
            }
        }
    };

    let table = move || {
        let d = deal.get()?;
        let trump = d.trump();
        let mine = d.to_act() == Some(SOUTH);
        let (leader, now) = d.current_trick();
        let shown_trick = match (now.is_empty(), d.last_trick()) {
            (true, Some(tr)) => trick_view(tr.leader, &tr.cards, Some(tr.winner)).into_any(),
            _ => trick_view(leader, now, None).into_any(),
        };
        let status = match d.to_act() {
            None => String::new(),
            Some(SOUTH) if d.phase() == Phase::NamingTrump => t.choose_trump_help.to_string(),
            Some(SOUTH) => your_turn(d.led(), trump, d.legal_cards()),
            Some(seat) if d.phase() == Phase::NamingTrump => t.choosing_trump(who(seat)),
            Some(seat) => t.thinking(who(seat)),
        };
        let hint_text = move || {
            if !mine {
                return None;
            }
            Some(match hint.get() {
                None => x.hint_wait.to_string(),
                Some((h, chance)) => {
                    let what = match h {
                        Action::Play(c) => t.hint_play(c),
                        Action::NameTrump(s) => t.hint_trump(s),
                        Action::Announce(a) => t.hint_announce(a),
                    };
                    match (chance, h) {
                        (Some(p), _) => format!("{what} · {}", t.hint_chance((p * 100.0).round() as u32)),
                        // Naming trump, the why is the trump table's.
                        (None, Action::NameTrump(s)) => format!("{what} · {}", x.trump_hint(&percent(f64::from(packet_values[s.index()]), 0))),
                        (None, _) => what,
                    }
                }
            })
        };
        let trump_line = trump.map(|s| view! {
            <p class="ls-trump"><span class=format!("rv-card {}", suit_css(s))>{s.symbol().to_string()}</span>" "{x.trump_is(t.suit_name(s))}</p>
        });
        let naming = mine && d.phase() == Phase::NamingTrump;
        let trump_buttons = naming.then(|| view! {
            <div class="ls-choices" role="group">
                {Suit::ALL.into_iter().map(|s| {
                    let hinted = move || hint.with(|h| h.is_some_and(|h| h.0 == Action::NameTrump(s)));
                    view! {
                        <button type="button" class="btn ls-choice" class:hinted=hinted on:click=move |_| act(Action::NameTrump(s))>
                            <span class=format!("rv-card {}", suit_css(s)) aria-hidden="true">{s.symbol().to_string()}</span>" "{t.name_trump(s)}
                        </button>
                    }
                }).collect_view()}
            </div>
        });
        let announce = (mine && !naming).then(|| d.allowed_announcements()).unwrap_or_default();
        let announce_buttons = (!announce.is_empty()).then(|| view! {
            <div class="ls-choices" role="group">
                {announce.into_iter().map(|a| {
                    let hinted = move || hint.with(|h| h.is_some_and(|h| h.0 == Action::Announce(a)));
                    view! { <button type="button" class="btn ls-choice" class:hinted=hinted on:click=move |_| act(Action::Announce(a))>{t.announce(a)}</button> }
                }).collect_view()}
            </div>
        });
        let hand = display_order(d.hand(SOUTH), trump);
        let others = [Seat::ALL[1], Seat::ALL[2], Seat::ALL[3]]
            .map(|s| t.cards_left(who(s), d.hand(s).len()))
            .join(" · ");
        let result = d.result().map(|r| {
            let we_trump = r.trump_team == Team::A;
            view! {
                <p class="ls-result"><strong>{t.summary_title(1, Some(r.outcome()), we_trump, Voice::We)}</strong></p>
                <p>{t.summary_points(r.points, r.tricks, Voice::We)}</p>
            }
        });
        Some(view! {
            {trump_line}
            <p class="help">{others}</p>
            {(d.phase() != Phase::NamingTrump).then_some(shown_trick)}
            <p class="ls-status" role="status">{status}</p>
            <p class="ls-hint">{hint_text}</p>
            {trump_buttons}
            {announce_buttons}
            <div class="ls-cards ls-hand" role="group" aria-label=t.your_hand>
                {hand.into_iter().map(|c| {
                    let hinted = move || hint.with(|h| h.is_some_and(|h| h.0 == Action::Play(c)));
                    view! {
                        <button type="button" class="ls-card" class:hinted=hinted aria-label=t.card_name(c) on:click=move |_| act(Action::Play(c))>
                            <span class="card" inner_html=card_svg(c)></span>
                        </button>
                    }
                }).collect_view()}
            </div>
            {result}
        })
    };
    view! {
        <div class="ls-guided">
            {table}
            <p class="ls-wrong" role="alert">{move || refused.get()}</p>
            {move || failed.get().then(|| view! { <p class="ls-wrong" role="alert">{x.bots_failed}</p> })}
        </div>
    }
    .into_any()
}
