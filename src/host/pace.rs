//! The pace of a game's table without the person, the same for every game: one timeout at
//! a time for what happens next (a finished trick or pile collected, a bot's turn), set
//! only while a screen of the table is mounted, at the page's speed.

use super::stored::{shared_settings, speed, Timer};
use cards::Seat;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Pace {
    /// Screens of the table mounted now: the bots act only while one is.
    screens: StoredValue<u32>,
    timer: StoredValue<Timer, LocalStorage>,
}

impl Pace {
    pub fn new() -> Pace {
        Pace { screens: StoredValue::new(0), timer: StoredValue::new_local(Timer::new()) }
    }

    /// A screen of the table was drawn (the game then schedules what is next).
    pub fn shown(self) {
        self.screens.update_value(|n| *n += 1);
    }

    /// A screen of the table was taken away: with the last one, nothing more happens.
    pub fn gone(self) {
        self.screens.update_value(|n| *n = n.saturating_sub(1));
        if !self.on() {
            self.cancel();
        }
    }

    /// Whether a screen of the table is mounted.
    pub fn on(self) -> bool {
        self.screens.get_value() > 0
    }

    pub fn cancel(self) {
        self.timer.with_value(Timer::cancel);
    }

    /// Sets the one timeout for what happens next without the person: with a finished trick
    /// or pile `showing`, `collect` after its time (unless "Leave each trick until I tap"
    /// has it wait for the person); else the bot's turn `bot` gives, if any.
    pub fn next<B: FnOnce() + 'static>(self, showing: bool, collect: impl FnOnce() + 'static, bot: impl FnOnce() -> Option<B>) {
        self.cancel();
        if !self.on() {
            return;
        }
        if showing {
            if !shared_settings().collect_on_tap {
                self.timer.with_value(|t| t.set(speed().collect_delay_ms(), collect));
            }
            return;
        }
        if let Some(turn) = bot() {
            self.timer.with_value(|t| t.set(speed().bot_delay_ms(), turn));
        }
    }
}

impl Default for Pace {
    fn default() -> Self {
        Pace::new()
    }
}

/// A bot's `answer` goes through the rules (`act`, whether they took it) like everyone's;
/// should it ever be refused, the seat takes its `first` legal action rather than stall
/// the game.
pub fn bot_acts<A: Copy>(answer: Option<A>, first: Option<A>, act: impl Fn(A) -> bool) {
    if !answer.is_some_and(&act) {
        if let Some(a) = first {
            act(a);
        }
    }
}

/// A game's state as its bots play it, the same for every game: a bot's turn and a
/// practice hint, each decided from the seat's own view (in the bots' worker) and taken
/// only while nothing has moved on meanwhile. Every `HostedGame` has it (`super::hosted`).
pub trait Played: Copy + 'static {
    type View;
    type Action: Copy + Send + Sync + 'static;
    type Level;
    /// The level whose choice a hint is.
    const HINT: Self::Level;
    fn pace(self) -> Pace;
    /// Where play stands (None: no match).
    fn moment(self) -> Option<(usize, usize)>;
    /// The view of `seat` and the seed of its next bot decision, if `seat` is to act.
    fn request(self, seat: Seat) -> Option<(Self::View, u64)>;
    /// The bots' level the person chose.
    fn level(self) -> Self::Level;
    fn first_legal(view: &Self::View) -> Option<Self::Action>;
    /// Asks the bot of `level` (in the bots' worker) what the seat of `view` does.
    fn ask(view: Self::View, level: Self::Level, seed: u64, done: impl FnOnce(Option<Self::Action>) + 'static);
    /// `seat` acts: whether the rules took it.
    fn act_as(self, seat: Seat, action: Self::Action) -> bool;
    /// What the hint suggests to the person.
    fn hint(self) -> RwSignal<Option<Self::Action>>;
    /// Sets the one timeout for what happens next without the person.
    fn schedule(self);
    /// The seat the person at the device plays now.
    fn acting(self) -> Seat;

    /// The bot at `seat` decides and acts, if play still stands `at` (also when it answers)
    /// and the table is still on screen.
    fn bot_turn(self, seat: Seat, at: (usize, usize)) {
        if self.moment() != Some(at) {
            return;
        }
        let Some((view, seed)) = self.request(seat) else { return };
        let first = Self::first_legal(&view);
        Self::ask(view, self.level(), seed, move |answer| {
            if self.moment() == Some(at) && self.pace().on() {
                bot_acts(answer, first, |a| self.act_as(seat, a));
            }
        });
    }

    /// Practice mode: asks the hint's bot (in the bots' worker) what the person should do.
    fn ask_hint(self) {
        let at = self.moment();
        let Some((view, seed)) = self.request(self.acting()) else { return };
        Self::ask(view, Self::HINT, seed, move |action| {
            // A hint for a moment that has passed is no hint.
            if self.moment() == at {
                self.hint().set(action);
            }
        });
    }
}
