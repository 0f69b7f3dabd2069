//! Müller Matz's state in its module and every intent that changes it. Data flows one way:
//! person or bot → action → `matz::Match::apply` (the rules) → saved → signals → redrawn.
//! The match is saved after every action; the bots act by timeouts (the page's speed
//! setting) while the table is on screen.
//!
//! The state lives as long as the module (the signals are created outside every mount, so
//! a screen or panel taken away does not take them with it).

use super::{mx, say};
use crate::app::storage::with_storage;
use crate::i18n::matz_texts::w;
use crate::store::key_name;
use crate::store::matz::{MatzSettings, MatzStats, SavedMatz, MATZ_KEY, PERSON, SETTINGS_KEY, STATS_KEY};
use crate::store::StoreError;
use matz::record::MatchRecord;
use matz::{Action, Event, Seat, SeatView, TrickCard};
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;

/// Something the person should know, above the table until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A saved value could not be read; its text is kept under this key.
    Corrupt(String),
    StorageFailed,
    Imported,
}

#[derive(Clone, Copy)]
pub struct M {
    pub saved: RwSignal<Option<SavedMatz>>,
    pub settings: RwSignal<MatzSettings>,
    pub stats: RwSignal<MatzStats>,
    pub notices: RwSignal<Vec<Notice>>,
    /// "New match" while a match is in progress: asked first.
    pub asking_new: RwSignal<bool>,
    /// What the Hard bot suggests to the person (practice mode).
    pub hint: RwSignal<Option<Action>>,
    /// An imported match waiting for the person's yes.
    pub pending: RwSignal<Option<SavedMatz>>,
    /// A second-life pile just completed, shown a moment before it goes (who played what).
    pub showing: RwSignal<Option<Vec<TrickCard>>>,
    /// Screens of the table mounted now: the bots act only while one is.
    screens: StoredValue<u32>,
}

thread_local! {
    static STATE: Cell<Option<M>> = const { Cell::new(None) };
    static TIMER: Cell<Option<TimeoutHandle>> = const { Cell::new(None) };
}

/// A random seed from the browser's generator.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_ok() {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ js_sys::Date::now() as u64
    }
}

/// Reads one stored value; an unreadable one is backed up, removed and reported.
fn load<T>(key: &str, read: impl Fn(&str) -> Result<T, StoreError>, notices: &mut Vec<Notice>) -> Option<T> {
    with_storage(|st| {
        let raw = st.get(key)?;
        match read(&raw) {
            Ok(v) => Some(v),
            Err(_) => {
                let backup = st.backup(key_name(key), &raw);
                if backup.is_some() {
                    st.remove(key);
                }
                notices.push(Notice::Corrupt(backup.unwrap_or_else(|| key.to_string())));
                None
            }
        }
    })
}

/// The state (made at the module's first use, outside any mount).
pub fn m() -> M {
    if let Some(m) = STATE.get() {
        return m;
    }
    let mut notices = vec![];
    let saved = load(MATZ_KEY, SavedMatz::read, &mut notices);
    let settings = load(SETTINGS_KEY, MatzSettings::read, &mut notices).unwrap_or_default();
    let stats = load(STATS_KEY, MatzStats::read, &mut notices).unwrap_or_default();
    let m = M {
        saved: RwSignal::new(saved),
        settings: RwSignal::new(settings),
        stats: RwSignal::new(stats),
        notices: RwSignal::new(notices),
        asking_new: RwSignal::new(false),
        hint: RwSignal::new(None),
        pending: RwSignal::new(None),
        showing: RwSignal::new(None),
        screens: StoredValue::new(0),
    };
    STATE.set(Some(m));
    m
}

fn cancel_timer() {
    if let Some(h) = TIMER.take() {
        h.clear();
    }
}

fn set_timer(ms: u32, job: impl FnOnce() + 'static) {
    cancel_timer();
    if let Ok(h) = set_timeout_with_handle(job, Duration::from_millis(ms.into())) {
        TIMER.set(Some(h));
    }
}

/// The page's speed setting (the bots' pace).
fn speed() -> crate::store::Speed {
    with_storage(|st| st.get(crate::store::SETTINGS_KEY))
        .and_then(|raw| crate::store::migrate_settings(&raw).ok())
        .unwrap_or_default()
        .speed
}

/// The seat the person plays.
pub fn person() -> Seat {
    Seat::new(PERSON).expect("seat 0")
}

/// A seat as sentences name it.
pub fn who(s: Seat) -> crate::i18n::matz_texts::W {
    w(s.index())
}

/// A seat's name for tables.
pub fn name_of(s: Seat) -> &'static str {
    (super::mx().who)(who(s))
}

impl M {
    // ── Reading ───────────────────────────────────────────────────────────

    /// The person's view of the game shown (the one in play, else the last one).
    pub fn view(self) -> Option<SeatView> {
        self.saved.with(|s| s.as_ref().and_then(|s| SeatView::of_match(&s.game, person())))
    }

    /// Whether the match shown is still being played.
    pub fn in_progress(self) -> bool {
        self.saved.with_untracked(|s| s.as_ref().is_some_and(|s| !s.game.is_over()))
    }

    /// Why the rules refuse the person's `action` now (None: they take it).
    pub fn refusal(self, action: Action) -> Option<String> {
        self.saved.with_untracked(|s| {
            let g = s.as_ref()?.game.current()?;
            g.check(person(), action).err().map(|e| (mx().rule_error)(&e))
        })
    }

    // ── Mounts ────────────────────────────────────────────────────────────

    /// A table screen was drawn: the bots may go on.
    pub fn screen_shown(self) {
        self.screens.update_value(|n| *n += 1);
        self.schedule();
    }

    pub fn screen_gone(self) {
        self.screens.update_value(|n| *n = n.saturating_sub(1));
        if self.screens.get_value() == 0 {
            cancel_timer();
        }
    }

    // ── Intents ───────────────────────────────────────────────────────────

    /// "New match" from the page: asked first while a match is in progress.
    pub fn ask_new(self) {
        if self.in_progress() {
            self.asking_new.set(true);
        } else {
            self.new_match();
        }
    }

    /// A new match under the settings' rules ("Play again" too).
    pub fn new_match(self) {
        let rules = self.settings.get_untracked().rules;
        self.start(SavedMatz::new(rules, random_seed()));
    }

    fn start(self, s: SavedMatz) {
        cancel_timer();
        self.showing.set(None);
        self.asking_new.set(false);
        self.hint.set(None);
        self.saved.set(Some(s));
        self.game_started();
        self.after_change();
    }

    /// Imports the match waiting for the person's yes.
    pub fn confirm_import(self) {
        if let Some(s) = self.pending.get_untracked() {
            self.pending.set(None);
            self.start(s);
            self.notices.update(|n| {
                n.retain(|x| *x != Notice::Imported);
                n.push(Notice::Imported);
            });
        }
    }

    /// "Next game" at a game's end.
    pub fn next_game(self) {
        let Some(mut s) = self.saved.get_untracked() else { return };
        if s.deal_next() {
            self.showing.set(None);
            self.saved.set(Some(s));
            self.game_started();
            self.after_change();
        }
    }

    /// Says which game starts, who deals and what is trumps.
    fn game_started(self) {
        let t = mx();
        let line = self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let g = s.game.current()?;
            let turned = g.table().turned()?;
            Some(format!(
                "{} · {}: {} · {}: {}",
                (t.game_no)(s.games_begun()),
                t.dealer,
                (t.who)(who(g.dealer())),
                t.trump,
                (t.card)(turned)
            ))
        });
        say(line.unwrap_or_default());
    }

    /// The person acts. Returns why the rules refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        self.showing.set(None);
        self.act(person(), action)
    }

    /// `seat` acts: the rules decide; what happened is said; a finished game and match
    /// are counted.
    fn act(self, seat: Seat, action: Action) -> Result<(), String> {
        let t = mx();
        let Some(mut s) = self.saved.get_untracked() else { return Err((t.rule_error)(&matz::RuleError::NoGame)) };
        let games_before = s.game.history().len();
        let log_before = s.game.current().map_or(0, |g| g.log().len());
        s.game.apply(seat, action).map_err(|e| (t.rule_error)(&e))?;
        let finished = s.game.history().len() > games_before;
        let game = if finished { s.game.history().last().map(|p| &p.game) } else { s.game.current() };
        if let Some(g) = game {
            let log = g.log();
            for (i, e) in log.iter().enumerate().skip(log_before) {
                if said(e) {
                    say((t.event)(e, who));
                }
                // A completed pile stays a moment: its cards are the last plays before.
                if let Event::TrickDone { size, .. } = *e {
                    let mut pile: Vec<TrickCard> = log[..i]
                        .iter()
                        .rev()
                        .filter_map(|e| match *e {
                            Event::Play { seat, card, .. } => Some(TrickCard { seat, card }),
                            _ => None,
                        })
                        .take(size.into())
                        .collect();
                    pile.reverse();
                    self.showing.set(Some(pile));
                }
            }
        }
        if finished {
            if let Some(played) = s.game.history().last() {
                // Practice (with its hints and Undo) does not count.
                if !self.settings.with_untracked(|st| st.practice) {
                    let over = s.game.is_over();
                    let m = s.game.clone();
                    let played = played.clone();
                    self.count(move |st| {
                        st.record_game(&played);
                        if over {
                            st.record_match(&m);
                        }
                    });
                }
            }
        }
        self.saved.set(Some(s));
        self.hint.set(None);
        self.after_change();
        Ok(())
    }

    /// Updates the statistics: read fresh (another tab may have counted too), change, write.
    fn count(self, f: impl FnOnce(&mut MatzStats)) {
        let mut stats = with_storage(|st| st.get(STATS_KEY))
            .and_then(|raw| MatzStats::read(&raw).ok())
            .unwrap_or_else(|| self.stats.get_untracked());
        f(&mut stats);
        let _ = with_storage(|st| st.set(STATS_KEY, &stats.to_json_string()));
        self.stats.set(stats);
    }

    fn after_change(self) {
        self.save();
        self.schedule();
    }

    fn save(self) {
        let Some(text) = self.saved.with_untracked(|s| s.as_ref().map(SavedMatz::to_json_string)) else { return };
        let result = with_storage(|st| if st.available() { st.set(MATZ_KEY, &text).map_err(|_| ()) } else { Ok(()) });
        self.notices.update(|n| {
            n.retain(|x| *x != Notice::StorageFailed);
            if result.is_err() {
                n.push(Notice::StorageFailed);
            }
        });
    }

    /// Sets the one timeout for what happens next without the person.
    pub fn schedule(self) {
        cancel_timer();
        if self.screens.get_value() == 0 {
            return;
        }
        if self.showing.with_untracked(Option::is_some) {
            set_timer(speed().collect_delay_ms(), move || {
                self.showing.set(None);
                self.schedule();
            });
            return;
        }
        let next = self.saved.with_untracked(|s| s.as_ref().and_then(|s| Some((s.game.current()?.to_act()?, s.moment()))));
        if let Some((seat, at)) = next.filter(|(s, _)| *s != person()) {
            set_timer(speed().bot_delay_ms(), move || self.bot_turn(seat, at));
        }
    }

    fn moment(self) -> Option<(usize, usize)> {
        self.saved.with_untracked(|s| s.as_ref().map(SavedMatz::moment))
    }

    /// A bot decides from its own view (in the bots' worker) and acts, if nothing has
    /// moved on meanwhile.
    fn bot_turn(self, seat: Seat, at: (usize, usize)) {
        let request = self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            (s.moment() == at).then(|| (SeatView::of_match(&s.game, seat), s.bot_seed()))
        });
        let Some((Some(view), seed)) = request else { return };
        let level = self.settings.get_untracked().level;
        let first = view.legal.first().copied();
        super::bots::ask(view, level, seed, move |action| {
            if self.moment() != Some(at) || self.screens.get_value() == 0 {
                return;
            }
            // A bot's answer goes through the rules like everyone's; should it ever be
            // refused, the seat takes its first legal action rather than stall the game.
            let ok = action.is_some_and(|a| self.act(seat, a).is_ok());
            if !ok {
                if let Some(a) = first {
                    let _ = self.act(seat, a);
                }
            }
        });
    }

    // ── Practice mode ─────────────────────────────────────────────────────

    /// Asks the Hard bot (in the bots' worker) what the person should do.
    pub fn ask_hint(self) {
        let request = self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let g = s.game.current()?;
            (g.to_act() == Some(person())).then(|| (SeatView::of_match(&s.game, person()), s.bot_seed(), s.moment()))
        });
        if let Some((Some(view), seed, at)) = request {
            super::bots::ask(view, matz_bots::Level::Hard, seed, move |action| {
                // A hint for a moment that has passed is no hint.
                if self.moment() == Some(at) {
                    self.hint.set(action);
                }
            });
        }
    }

    /// Takes back the person's last action in the game in play (and what followed it).
    pub fn undo(self) {
        let undone = self.saved.with_untracked(|s| s.as_ref().and_then(SavedMatz::undone));
        if let Some(s) = undone {
            cancel_timer();
            self.showing.set(None);
            self.hint.set(None);
            self.saved.set(Some(s));
            self.after_change();
        }
    }

    pub fn can_undo(self) -> bool {
        self.saved.with(|s| {
            s.as_ref().is_some_and(|s| s.game.current().is_some_and(|g| g.actions().iter().any(|(x, _)| *x == person())))
        })
    }

    // ── Settings, export, import ──────────────────────────────────────────

    pub fn update_settings(self, f: impl FnOnce(&mut MatzSettings)) {
        let mut s = self.settings.get_untracked();
        f(&mut s);
        if s != self.settings.get_untracked() {
            self.settings.set(s);
            let _ = with_storage(|st| st.set(SETTINGS_KEY, &s.to_json_string()));
        }
    }

    /// The record of the match shown, as exported.
    pub fn export_text(self) -> Option<String> {
        self.saved.with_untracked(|s| s.as_ref().map(|s| MatchRecord::from_match(&s.game).to_json_string()))
    }

    /// Reads a record to import; the person then confirms. Returns why it cannot be.
    pub fn read_import(self, text: &str) -> Result<(), String> {
        let t = mx();
        if !matz::record::is_mueller_matz(text) && (crate::engine::record::check(text).is_ok() || kontra::record::claims(text)) {
            return Err(t.import_other_game.to_string());
        }
        let game = matz::record::load(text).map_err(|e| (t.import_failed)(&e.to_string()))?;
        self.pending.set(Some(SavedMatz::imported(game, random_seed())));
        Ok(())
    }

    pub fn dismiss(self, notice: &Notice) {
        self.notices.update(|n| n.retain(|x| x != notice));
    }
}

/// Whether an event is said in the live region: what others did, and what happened to
/// everyone (the person's own draws and plays they know).
fn said(e: &Event) -> bool {
    let mine = |s: Seat| s == person();
    match *e {
        Event::Lead { seat, .. }
        | Event::Answer { seat, .. }
        | Event::GiveUp { seat, .. }
        | Event::PickUp { seat, .. }
        | Event::Sleep { seat, .. }
        | Event::Exchange { seat, .. }
        | Event::Play { seat, .. } => !mine(seat),
        Event::Draw { .. } => false,
        _ => true,
    }
}
