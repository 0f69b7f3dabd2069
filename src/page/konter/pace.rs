//! The pace of play without the person: one timeout at a time for the next bot move or
//! the collection of a finished trick (the speed setting), the bots' requests to their
//! worker, and the hint. Each timeout carries the session revision it was set for and
//! does nothing if the match has moved on.

use super::Ctrl;
use crate::games::konter::bots::request_bot_action;
use crate::host::pace::bot_acts;
use crate::host::stored::Timer;
use crate::page::route::Dialog;
use crate::bot::Level;
use crate::engine::{Action, MatchKnowledge, Seat};
use crate::games::konter::session::Next;
use leptos::prelude::*;

thread_local! {
    /// The one pending bot or collect timeout.
    static TIMER: Timer = const { Timer::new() };
}

pub(super) fn cancel_timer() {
    TIMER.with(Timer::cancel);
}

fn set_timer(ms: u32, job: impl FnOnce() + 'static) {
    TIMER.with(|t| t.set(ms, job));
}

/// What the Hard bot suggests to the person (practice mode), and its estimate of the
/// person's team's chance to win the deal.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Hint {
    pub action: Action,
    pub chance: Option<f64>,
}

impl Ctrl {
    /// Asks the Hard bot what the person should do.
    pub fn ask_hint(self) {
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let Next::Person(seat) = s.next() else { return None };
            Some((MatchKnowledge::of(s.game(), seat)?, s.decision_seed(), s.revision()))
        });
        match request {
            Some((knows, seed, rev)) => {
                request_bot_action(knows, Level::Hard, seed, true, move |action, chance| {
                    // A hint for a moment that has passed is no hint.
                    if self.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.revision() == rev)) {
                        self.hint.set(action.map(|action| Hint { action, chance }));
                    }
                });
            }
            None => self.hint.set(None),
        }
    }

    /// Sets the one timeout for whatever happens next without the person.
    pub(super) fn schedule(self) {
        cancel_timer();
        if self.guard.stale.get_untracked() {
            return;
        }
        let Some((next, rev, cover)) =
            self.session.with_untracked(|s| s.as_ref().map(|s| (s.next(), s.revision(), s.cover().is_some())))
        else {
            return;
        };
        if cover {
            // The table is covered until the person to act takes the device: nothing in the
            // page may name a card meanwhile (the live region forgets the last moves, a
            // dialog that shows cards closes), and the way on takes the focus.
            self.notes.hush();
            if matches!(self.nav.dialog_untracked(), Some(Dialog::LastTrick | Dialog::Export)) {
                self.nav.shut();
            }
            self.focus.want();
        }
        let speed = self.settings.with_untracked(|s| s.speed);
        match next {
            Next::Bot(seat) => set_timer(speed.bot_delay_ms(), move || self.bot_turn(seat, rev)),
            Next::Collect if self.settings.with_untracked(|s| s.collect_on_tap) => {}
            Next::Collect => set_timer(speed.collect_delay_ms(), move || self.collect_if(rev)),
            Next::Person(_) | Next::Summary | Next::MatchOver => {}
        }
    }

    pub(super) fn bot_turn(self, seat: Seat, rev: u64) {
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.revision() == rev && s.next() == Next::Bot(seat))?;
            Some((MatchKnowledge::of(s.game(), seat)?, s.decision_seed()))
        });
        let Some((knows, seed)) = request else { return };
        let level = self.settings.with_untracked(|s| s.level(seat));
        request_bot_action(knows, level, seed, false, move |action, _| {
            let still = self.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.revision() == rev));
            if !still || self.guard.stale.get_untracked() {
                return;
            }
            // Should the bot's answer be refused, the seat plays its first legal action
            // that is not an announcement.
            let first = self.session.with_untracked(|s| {
                let legal = s.as_ref()?.deal()?.legal_actions();
                legal.into_iter().find(|a| !matches!(a, Action::Announce(_)))
            });
            bot_acts(action, first, |a| self.act(seat, a).is_ok());
        });
    }

    pub(super) fn collect_if(self, rev: u64) {
        if self.guard.stale.get_untracked() {
            return;
        }
        let changed = self.change(|s| if s.revision() == rev && s.collect() { Ok(()) } else { Err(()) });
        if changed.is_ok() {
            self.after_change();
        }
    }
}
