//! The review of one played deal: every card against perfect play, the trump choice and the
//! announcements (`konter_bots::review`, computed by a bot worker of the screen's own, step
//! by step with the progress shown; leaving or "Cancel" terminates it). The deal steps
//! forward and back card by card and trick by trick — buttons and arrow keys — with all four
//! hands open; for each card of the seats picked, every card allowed with the result of
//! perfect play from there, the card played marked, and a mistake or inaccuracy said so.
//! A line (inline SVG) shows the trump team's perfect-play points over the deal.

use crate::host::card::CardImage;
use crate::i18n::language::tx;
use crate::games::konter::hand::display_order;
use super::worker::Worker;
use crate::games::konter::learn::{back, lx, percent, short};
use crate::bot::review::{match_deals, Decision, DealReview, Loss, Verdict};
use crate::games::konter::worker::{ReviewProgress, ReviewRequest};
use crate::engine::record::MatchRecord;
use crate::engine::{Action, Deal, Event, Outcome, Seat};
use crate::games::konter::learn_texts::Worst;
use crate::store::seats::PERSON;
use crate::games::konter::session::Session;
use crate::store::seats::{Place, Seating};
use leptos::prelude::*;
use std::sync::Arc;

/// The deal and its review, read once the worker is done.
struct Shown {
    review: DealReview,
    /// The deal after each number of cards played (0 to all).
    snaps: Vec<Deal>,
    seating: Seating,
}

impl Shown {
    fn cards(&self) -> usize {
        self.snaps.len() - 1
    }
}

#[derive(Clone)]
enum Status {
    /// Steps done of all (0 of 0 while the worker starts).
    Working(usize, usize),
    Cancelled,
    Failed,
    Ready(Arc<Shown>),
}

/// The deal after each card: the deal as dealt, trump named, then its events.
fn snapshots(deal: &Deal) -> Vec<Deal> {
    let Some(trump) = deal.trump() else { return vec![*deal] };
    let Ok(mut d) = Deal::new(deal.dealer(), *deal.dealt_hands()) else { return vec![*deal] };
    let _ = d.apply(Action::NameTrump(trump));
    let mut out = vec![d];
    for e in deal.events() {
        if d.apply(e.action()).is_ok() && matches!(e, Event::Play(..)) {
            out.push(d);
        }
    }
    out
}

#[component]
pub fn ReviewScreen(session: Option<Session>, deal: usize) -> impl IntoView {
    let x = lx();
    let status = RwSignal::new(Status::Working(0, 0));
    let worker = StoredValue::new_local(None::<Worker>);
    let game = session.as_ref().map(|s| s.game().clone());
    // Every seat by its compass point (the person's seat is marked where one picks seats).
    let seating = session.as_ref().map(|s| Seating { you: None, ..s.seating() });
    let friends = session.as_ref().is_some_and(Session::friends);
    let the_deal = game.as_ref().and_then(|g| match_deals(g).into_iter().nth(deal)).map(|d| d.0);
    let request = game.map(|g| ReviewRequest { review: 1, record: MatchRecord::from_match(&g).to_json(), deal });

    let start = Callback::new(move |()| {
        let (Some(request), Some(the_deal), Some(seating)) = (request.clone(), the_deal, seating) else {
            status.set(Status::Failed);
            return;
        };
        status.set(Status::Working(0, 0));
        let on_answer = move |text: String| {
            let Ok(p) = serde_json::from_str::<ReviewProgress>(&text) else { return };
            if p.error.is_some() {
                status.set(Status::Failed);
            } else if let Some(review) = p.result {
                let shown = Shown { review, snaps: snapshots(&the_deal), seating };
                status.set(Status::Ready(Arc::new(shown)));
                // Done with the worker — but not from inside its own message handler, which
                // dropping it would free while it runs.
                set_timeout(move || drop(worker.try_update_value(|w| w.take())), std::time::Duration::ZERO);
            } else {
                status.set(Status::Working(p.done, p.total));
            }
        };
        let w = Worker::start(on_answer, move || status.set(Status::Failed));
        match w {
            Some(w) => {
                w.post(serde_json::to_string(&request).unwrap_or_default());
                worker.set_value(Some(w));
            }
            None => status.set(Status::Failed),
        }
    });
    start.run(());
    on_cleanup(move || worker.set_value(None));
    let cancel = move |_| {
        worker.set_value(None);
        status.set(Status::Cancelled);
    };

    let heading: NodeRef<leptos::html::H2> = NodeRef::new();
    Effect::new(move |_| {
        if let Some(h) = heading.get() {
            let _ = h.focus();
        }
    });

    let body = move || match status.get() {
        Status::Working(done, total) => view! {
            <div class="rv-progress" role="status">
                <p>{x.reviewing(done, total)}</p>
                <progress max=total.max(1) value=done></progress>
                <div class="actions">
                    <button type="button" class="btn" on:click=cancel>{x.cancel}</button>
                </div>
            </div>
        }
        .into_any(),
        Status::Cancelled | Status::Failed => {
            let text = if matches!(status.get_untracked(), Status::Cancelled) { x.cancelled } else { x.review_failed };
            view! {
                <div class="rv-progress">
                    <p role="alert">{text}</p>
                    <div class="actions">
                        <button type="button" class="btn primary" on:click=move |_| start.run(())>{x.review_again}</button>
                    </div>
                </div>
            }
            .into_any()
        }
        Status::Ready(shown) => view! { <Review shown=shown friends=friends /> }.into_any(),
    };

    view! {
        <section class="rv" aria-labelledby="rv-title">
            <div class="rv-head">
                <button type="button" class="btn" on:click=move |_| back()>{x.back}</button>
                <h2 id="rv-title" tabindex="-1" node_ref=heading>{x.review_title(deal + 1)}</h2>
            </div>
            {body}
        </section>
    }
}

/// The sentence for a decision of a seat shown: what the card played did.
fn judgement(d: &Decision) -> String {
    let x = lx();
    let best = d.best_points();
    let best_card = d.best.first().map(|c| short(*c)).unwrap_or_default();
    match (d.options.len(), d.loss, d.played()) {
        (1, _, _) => x.only_card.to_string(),
        (_, Loss::Inaccuracy, Some(p)) => x.inaccuracy(best.abs_diff(p.trump_points), &best_card),
        (_, Loss::Mistake, Some(p)) => {
            let from = Verdict::of(Outcome::of_points(best), d.trump_side);
            x.mistake(from, Verdict::of(p.outcome, d.trump_side), &best_card)
        }
        _ => x.best_card.to_string(),
    }
}

fn judge_class(loss: Loss) -> &'static str {
    match loss {
        Loss::Mistake => "rv-judge mistake",
        Loss::Inaccuracy => "rv-judge inaccuracy",
        Loss::None => "rv-judge",
    }
}

/// The headline in words.
fn headline(review: &DealReview, seating: Seating) -> String {
    let h = &review.headline;
    let t = tx();
    let card = h.worst.as_ref().map(|w| short(w.card)).unwrap_or_default();
    let worst = h.worst.as_ref().map(|w| Worst { trick: w.trick, card: &card, who: t.seat_name(seating.who(w.seat)), from: w.from, to: w.to });
    lx().headline(h.mistakes, h.inaccuracies, worst.as_ref())
}

/// The chart: the trump team's perfect-play points before each card and after the last
/// (0–40 upwards, the line between winning and not at 20½), the mistakes and inaccuracies
/// of the seats shown as dots, the moment on screen as a vertical line. Whole units only.
fn chart_svg(review: &DealReview, shown: &dyn Fn(Seat) -> bool, pos: usize) -> String {
    const STEP: i32 = 10;
    let y = |points: u8| 4 + (40 - i32::from(points.min(40))) * 2;
    let n = review.course.len().max(1) as i32 - 1;
    let width = n.max(1) * STEP + 8;
    let points: Vec<String> = review.course.iter().enumerate().map(|(i, m)| format!("{},{}", 4 + i as i32 * STEP, y(m.trump_points))).collect();
    let mut s = format!(
        r#"<svg class="rv-svg" viewBox="0 0 {width} 88" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="rv-def" x="0" y="0" width="{width}" height="88"/><polygon class="rv-area" points="4,84 {} {},84"/><line class="rv-mid" x1="0" y1="43" x2="{width}" y2="43"/>"#,
        points.join(" "),
        4 + n * STEP
    );
    for t in 1..6 {
        let x = 4 + t * 4 * STEP;
        if x < width {
            s += &format!(r#"<line class="rv-trick" x1="{x}" y1="0" x2="{x}" y2="88"/>"#);
        }
    }
    s += &format!(r#"<polyline class="rv-line" points="{}"/>"#, points.join(" "));
    let at = 4 + pos as i32 * STEP;
    s += &format!(r#"<line class="rv-now" x1="{at}" y1="0" x2="{at}" y2="88"/>"#);
    for (i, d) in review.decisions.iter().enumerate() {
        let class = match d.loss {
            Loss::Mistake => "rv-dot mistake",
            Loss::Inaccuracy => "rv-dot inaccuracy",
            Loss::None => continue,
        };
        if !shown(d.seat) {
            continue;
        }
        let m = review.course.get(i + 1).map_or(20, |m| m.trump_points);
        let (cx, cy) = (4 + (i as i32 + 1) * STEP, y(m));
        // A round-capped line of no length: a dot that stays round when the chart stretches.
        s += &format!(r#"<line class="{class}" x1="{cx}" y1="{cy}" x2="{cx}" y2="{cy}"/>"#);
    }
    s + "</svg>"
}

#[component]
fn Review(shown: Arc<Shown>, friends: bool) -> impl IntoView {
    let x = lx();
    let t = tx();
    let seating = shown.seating;
    let n = shown.cards();
    let pos = RwSignal::new(0usize);
    // Whose choices are shown: the person's (alone with the bots), else every seat's.
    let only = RwSignal::new(if friends { None } else { Some(PERSON) });
    let is_shown = move |seat: Seat| only.with(|o| o.is_none_or(|s| s == seat));

    let go = move |to: usize| pos.set(to.min(n));
    let prev_trick = move || pos.with(|p| if *p == 0 { 0 } else { (p - 1) / 4 * 4 });
    let next_trick = move || pos.with(|p| (p / 4 + 1) * 4);
    let handle = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        // Not while a field or a dialog of the page has the keys.
        let busy = document().active_element().is_some_and(|a| {
            matches!(a.tag_name().as_str(), "SELECT" | "INPUT" | "TEXTAREA") || a.closest(".dialog").ok().flatten().is_some()
        });
        if busy || ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        let p = pos.get_untracked();
        let to = match ev.key().as_str() {
            "ArrowRight" => p + 1,
            "ArrowLeft" => p.saturating_sub(1),
            "ArrowDown" | "PageDown" => next_trick(),
            "ArrowUp" | "PageUp" => prev_trick(),
            "Home" => 0,
            "End" => n,
            _ => return,
        };
        ev.prevent_default();
        go(to);
    });
    on_cleanup(move || handle.remove());

    let s1 = shown.clone();
    let where_text = move || {
        let p = pos.get();
        if p == 0 {
            let lead = s1.snaps[0].to_act().map(|s| t.seat_name(seating.who(s))).unwrap_or_default();
            return x.before_first(lead).into_any();
        }
        let d = &s1.review.decisions[p - 1];
        let who = t.seat_name(seating.who(d.seat));
        let at = x.position(d.trick, (p - 1) % 4 + 1, who, &short(d.action));
        // The judgement stands under it too: here it is only read out.
        let judged = is_shown(d.seat).then(|| view! { <span class="visually-hidden">{format!(" {}", judgement(d))}</span> });
        view! { {at}{judged} }.into_any()
    };
    let s2 = shown.clone();
    let chart = move || {
        let p = pos.get();
        only.track();
        chart_svg(&s2.review, &is_shown, p)
    };
    let course = &shown.review.course;
    let pts: Vec<u8> = course.iter().map(|m| m.trump_points).collect();
    let chart_label = x.chart_label(
        pts.first().copied().unwrap_or(0),
        pts.iter().copied().min().unwrap_or(0),
        pts.iter().copied().max().unwrap_or(0),
        pts.last().copied().unwrap_or(0),
    );

    // Drawn, not written: arrows every font has.
    let nav = [
        (x.first, "M5 5h3v14H5zM20 5l-11 7 11 7z", 0u8),
        (x.prev_trick, "M12 5l-10 7 10 7zM22 5l-10 7 10 7z", 1),
        (x.prev_card, "M17 5l-11 7 11 7z", 2),
        (x.next_card, "M7 5l11 7-11 7z", 3),
        (x.next_trick, "M2 5l10 7-10 7zM12 5l10 7-10 7z", 4),
        (x.last, "M4 5l11 7-11 7zM16 5h3v14h-3z", 5),
    ];
    let nav_buttons = nav
        .into_iter()
        .map(|(label, icon, what)| {
            let to = move || match what {
                0 => 0,
                1 => prev_trick(),
                2 => pos.get().saturating_sub(1),
                3 => pos.get() + 1,
                4 => next_trick(),
                _ => n,
            };
            let disabled = move || if what < 3 { pos.get() == 0 } else { pos.get() >= n };
            view! {
                <button type="button" class="btn rv-step" aria-label=label title=label disabled=disabled on:click=move |_| go(to())>
                    <svg class="rv-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=icon /></svg>
                </button>
            }
        })
        .collect_view();

    let s3 = shown.clone();
    let board = move || {
        let p = pos.get();
        let snap = s3.snaps[p];
        // The trick on the table: the one just completed, else the one in play.
        let (leader, cards, winner): (Seat, Vec<_>, Option<Seat>) = match (p > 0 && p % 4 == 0).then(|| snap.last_trick()).flatten() {
            Some(tr) => (tr.leader, tr.cards.to_vec(), Some(tr.winner)),
            None => {
                let (l, c) = snap.current_trick();
                (l, c.to_vec(), None)
            }
        };
        let trick = cards
            .iter()
            .enumerate()
            .map(|(i, &card)| {
                let seat = leader.plus(i);
                let now = p > 0 && (p - 1) % 4 == i;
                view! {
                    <li class="played-r" class:winner=winner == Some(seat) class:rv-just=now>
                        <CardImage card=card />
                        <span class="played-by">{t.seat_name(seating.who(seat))}</span>
                    </li>
                }
            })
            .collect_view();
        let trump_team = snap.trump_team();
        let hands = [Place::Bottom, Place::Left, Place::Top, Place::Right]
            .into_iter()
            .map(|place| {
                let seat = seating.seat_at(place);
                let cards = display_order(snap.hand(seat), snap.trump());
                let caption = x.hand_of(t.seat_name(seating.who(seat)), seat.team() == trump_team);
                view! {
                    <li class="rv-hand">
                        <span class="rv-who">{caption}</span>
                        <span class="rv-cards">
                            {cards.into_iter().map(|c| view! {
                                <span class=format!("rv-card {}", crate::host::card::suit_css(c.suit())) role="img" aria-label=t.card_name(c)>{short(c)}</span>
                            }).collect_view()}
                        </span>
                    </li>
                }
            })
            .collect_view();
        let trick_no = (if p == 0 { 0 } else { (p - 1) / 4 }) + 1;
        view! {
            <figure class="trick-review rv-trick-now">
                <ol class="trick-row">{trick}</ol>
                <figcaption>{t.trick_number(trick_no)}</figcaption>
            </figure>
            <section class="rv-hands" aria-label=x.hands_heading>
                <ul>{hands}</ul>
            </section>
        }
    };

    let s4 = shown.clone();
    let decision = move || {
        let p = pos.get();
        let d = s4.review.decisions.get(p.checked_sub(1)?)?.clone();
        if !is_shown(d.seat) {
            return Some(view! { <p class="help">{x.not_shown}</p> }.into_any());
        }
        let mut options = d.options.clone();
        // Best first for the side that played.
        options.sort_by_key(|o| if d.trump_side { 40 - o.trump_points } else { o.trump_points });
        let rows = options
            .into_iter()
            .map(|o| {
                let played = o.action == d.action;
                let best = d.best.contains(&o.action);
                let marks = [played.then_some(x.played), best.then_some(x.best)].into_iter().flatten().collect::<Vec<_>>().join(", ");
                let class = match (played, d.loss) {
                    (true, Loss::Mistake) => "rv-played mistake",
                    (true, Loss::Inaccuracy) => "rv-played inaccuracy",
                    (true, Loss::None) => "rv-played",
                    _ => "",
                };
                view! {
                    <tr class=class>
                        <th scope="row"><span class=format!("rv-card {}", crate::host::card::suit_css(o.action.suit())) role="img" aria-label=t.card_name(o.action)>{short(o.action)}</span></th>
                        <td>{x.outcome(o.outcome)}</td>
                        <td>{o.trump_points}</td>
                        <td class="rv-marks">{marks}</td>
                    </tr>
                }
            })
            .collect_view();
        let who = t.seat_name(seating.who(d.seat));
        Some(view! {
            <p class=judge_class(d.loss)>{judgement(&d)}</p>
            <table class="rv-options">
                <caption>{x.options_caption(who)}</caption>
                <thead><tr><th scope="col">{x.col_card}</th><th scope="col">{x.col_result}</th><th scope="col">{x.col_points}</th><th scope="col"><span class="visually-hidden">{x.played}</span></th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        }
        .into_any())
    };

    let pick = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        only.set(v.parse::<usize>().ok().and_then(Seat::new));
    };
    let seat_options = Seat::ALL
        .into_iter()
        .map(|s| {
            let name = t.seat_name(seating.who(s));
            let name = if s == PERSON && !friends { format!("{} ({name})", t.seat_name(crate::store::seats::Who::You)) } else { name.to_string() };
            view! { <option value=s.index().to_string() selected=move || only.get() == Some(s)>{name}</option> }
        })
        .collect_view();

    view! {
        <p class="rv-headline">{headline(&shown.review, seating)}</p>
        <figure class="rv-chart">
            <div role="img" aria-label=chart_label inner_html=chart></div>
            <figcaption class="help">{x.chart_caption}</figcaption>
        </figure>
        <div class="rv-nav" role="toolbar" aria-label=x.nav_label>{nav_buttons}</div>
        <p class="help rv-keys">{x.keys_help}</p>
        <p class="rv-where" aria-live="polite">{where_text}</p>
        <div class="rv-board">{board}</div>
        <div class="field rv-for">
            <label for="rv-for">{x.shown_for}</label>
            <select id="rv-for" on:change=pick>
                <option value="all" selected=move || only.get().is_none()>{x.every_seat}</option>
                {seat_options}
            </select>
        </div>
        <div class="rv-decision">{decision}</div>
        <TrumpSection shown=shown.clone() />
        <Announcements shown=shown.clone() />
    }
}

#[component]
fn TrumpSection(shown: Arc<Shown>) -> impl IntoView {
    let x = lx();
    let t = tx();
    let tr = &shown.review.trump;
    let who = t.seat_name(shown.seating.who(tr.seat));
    let packet = tr.packet.iter().map(|c| short(*c)).collect::<Vec<_>>().join(" ");
    let best = tr.best.iter().map(|s| t.suit_name(*s)).collect::<Vec<_>>().join(", ");
    let rows = tr
        .options
        .iter()
        .map(|o| {
            let marks = [(o.suit == tr.named).then_some(x.named), tr.best.contains(&o.suit).then_some(x.best)]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ");
            view! {
                <tr class:rv-played=o.suit == tr.named>
                    <th scope="row"><span class=format!("rv-card {}", crate::host::card::suit_css(o.suit))>{o.suit.symbol().to_string()}</span>" "{t.suit_name(o.suit)}</th>
                    <td>{percent(f64::from(o.expected), 0)}</td>
                    <td>{format!("{} · {}", o.trump_points, x.outcome(o.outcome))}</td>
                    <td class="rv-marks">{marks}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="rv-more">
            <h3>{x.trump_heading}</h3>
            <p>{x.trump_intro(who, t.suit_name(tr.named), &packet)}</p>
            <p class=judge_class(tr.loss)>{x.trump_loss(tr.loss, &best)}</p>
            <table class="rv-options">
                <thead><tr><th scope="col">{x.col_suit}</th><th scope="col">{x.col_expected}</th><th scope="col">{x.col_actual}</th><th scope="col"><span class="visually-hidden">{x.named}</span></th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="help">{x.expected_help}</p>
        </section>
    }
}

#[component]
fn Announcements(shown: Arc<Shown>) -> impl IntoView {
    let x = lx();
    let t = tx();
    let name = move |a: Option<crate::engine::Announcement>| a.map_or(x.nothing, |a| t.announcement_name(a));
    let items = shown
        .review
        .announcements
        .iter()
        .map(|a| {
            let who = t.seat_name(shown.seating.who(a.seat));
            let c = &a.chances;
            let win = percent(c[3] + c[4], 0);
            let stanner = percent(c[2], 0);
            let lose = percent(c[0] + c[1], 0);
            let rows = a
                .options
                .iter()
                .map(|o| {
                    let marks = [(o.announcement == a.made).then_some(x.chosen), (o.announcement == a.best).then_some(x.best)]
                        .into_iter()
                        .flatten()
                        .collect::<Vec<_>>()
                        .join(", ");
                    view! {
                        <tr class:rv-played=o.announcement == a.made>
                            <th scope="row">{name(o.announcement)}</th>
                            <td>{percent(o.equity, 1)}</td>
                            <td class="rv-marks">{marks}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <li>
                    <p>{x.ann_chance(who, a.made.map(|m| t.announcement_name(m)))}</p>
                    <p class="help">{x.ann_chances(who, &win, &stanner, &lose)}</p>
                    <p class=judge_class(a.loss)>{x.ann_loss(a.loss, name(a.best))}</p>
                    <table class="rv-options">
                        <thead><tr><th scope="col">{x.col_choice}</th><th scope="col">{x.col_equity}</th><th scope="col"><span class="visually-hidden">{x.chosen}</span></th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </li>
            }
        })
        .collect_view();
    let none = shown.review.announcements.is_empty();
    view! {
        <section class="rv-more">
            <h3>{x.ann_heading}</h3>
            {none.then(|| view! { <p>{x.no_announcement_chance}</p> })}
            <ul class="rv-anns">{items}</ul>
        </section>
    }
}
