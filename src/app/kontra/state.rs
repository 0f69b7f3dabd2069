//! Kontraspiel's state in its module and every intent that changes it. Data flows one way:
//! person or bot → action → `kontra::Session::apply` (the rules) → saved → signals →
//! redrawn. The session is saved after every action; the bots act by timeouts (the page's
//! speed setting) while the table is on screen.
//!
//! The state lives as long as the module (the signals are created outside every mount, so
//! a screen or panel taken away does not take them with it).

use super::{kx, say, who_of};
use crate::app::storage::with_storage;
use crate::i18n::kontra_texts::Said;
use crate::store::games::KONTRA_KEY;
use crate::store::kontra::{KontraSettings, KontraStats, SavedSession, SharedDeal, PERSON, SETTINGS_KEY, STATS_KEY};
use crate::store::{key_name, StoreError};
use kontra::record::SessionRecord;
use kontra::{Action, Deal, Seat, SeatView, TakeUp};
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
    /// The page was opened from a shared Kontraspiel deal: offer to play it.
    SharedOffer(SharedDeal),
    /// The page was opened from a `#kontra=` link that holds no valid deal.
    SharedBad,
    /// The link to the deal shown was copied to the clipboard.
    ShareCopied,
}

#[derive(Clone, Copy)]
pub struct K {
    pub saved: RwSignal<Option<SavedSession>>,
    pub settings: RwSignal<KontraSettings>,
    pub stats: RwSignal<KontraStats>,
    pub notices: RwSignal<Vec<Notice>>,
    /// "New match" while a session is in progress: asked first.
    pub asking_new: RwSignal<bool>,
    /// A shared deal to play while a session is in progress: asked first.
    pub asking_shared: RwSignal<Option<SharedDeal>>,
    /// A trick just completed, shown until it is collected: (deal number, trick index).
    pub showing: RwSignal<Option<(usize, usize)>>,
    /// What a bot suggests to the person (practice mode).
    pub hint: RwSignal<Option<Action>>,
    /// The person chose to take the turn-up and now picks the card to lay down.
    pub exchanging: RwSignal<bool>,
    /// An imported session waiting for the person's yes.
    pub pending: RwSignal<Option<SavedSession>>,
    /// Screens of the table mounted now: the bots act only while one is.
    screens: StoredValue<u32>,
}

thread_local! {
    static STATE: Cell<Option<K>> = const { Cell::new(None) };
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
pub fn k() -> K {
    if let Some(k) = STATE.get() {
        return k;
    }
    let mut notices = vec![];
    let saved = load(KONTRA_KEY, SavedSession::read, &mut notices);
    let settings = load(SETTINGS_KEY, KontraSettings::read, &mut notices).unwrap_or_default();
    let stats = load(STATS_KEY, KontraStats::read, &mut notices).unwrap_or_default();
    let k = K {
        saved: RwSignal::new(saved),
        settings: RwSignal::new(settings),
        stats: RwSignal::new(stats),
        notices: RwSignal::new(notices),
        asking_new: RwSignal::new(false),
        asking_shared: RwSignal::new(None),
        showing: RwSignal::new(None),
        hint: RwSignal::new(None),
        exchanging: RwSignal::new(false),
        pending: RwSignal::new(None),
        screens: StoredValue::new(0),
    };
    STATE.set(Some(k));
    k
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

/// The page's speed setting (the bots' pace and how long a trick stays).
fn speed() -> crate::store::Speed {
    with_storage(|st| st.get(crate::store::SETTINGS_KEY))
        .and_then(|raw| crate::store::migrate_settings(&raw).ok())
        .unwrap_or_default()
        .speed
}

/// The seat the person plays.
pub fn person() -> Seat {
    Seat::at(PERSON, 4).expect("seat 0")
}

impl K {
    // ── Reading ───────────────────────────────────────────────────────────

    /// The person's view of the deal shown (the one in play, else the last one).
    pub fn view(self) -> Option<SeatView> {
        self.saved.with(|s| s.as_ref().and_then(|s| SeatView::of(&s.session, person())))
    }

    /// Whether the session shown is still being played.
    pub fn in_progress(self) -> bool {
        self.saved.with_untracked(|s| s.as_ref().is_some_and(|s| !s.session.is_over()))
    }

    /// The deal in play.
    pub fn with_deal<R>(self, f: impl FnOnce(&Deal) -> R) -> Option<R> {
        self.saved.with(|s| s.as_ref().and_then(|s| s.session.current().map(f)))
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

    /// "New match" from the page: asked first while a session is in progress.
    pub fn ask_new(self) {
        if self.in_progress() {
            self.asking_new.set(true);
        } else {
            self.new_session();
        }
    }

    pub fn new_session(self) {
        let rules = self.settings.get_untracked().rules;
        self.start(SavedSession::new(rules, random_seed(), [0; 4]));
    }

    /// A new session under the settings' rules; the series of sessions won goes on.
    pub fn revenge(self) {
        let series = self.saved.with_untracked(|s| s.as_ref().map_or([0; 4], |s| s.series));
        let rules = self.settings.get_untracked().rules;
        self.start(SavedSession::new(rules, random_seed(), series));
    }

    /// The page was opened from a `#kontra=` link (`text` after the key): offer its deal.
    pub fn offer_link(self, text: &str) {
        let notice = SharedDeal::parse(text).map_or(Notice::SharedBad, Notice::SharedOffer);
        self.notices.update(|n| {
            n.retain(|x| !matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
            n.push(notice);
        });
    }

    /// "Play the shared deal": at once, or after asking while a session is in progress.
    pub fn play_shared(self, deal: SharedDeal) {
        self.notices.update(|n| n.retain(|x| !matches!(x, Notice::SharedOffer(_))));
        if self.in_progress() {
            self.asking_shared.set(Some(deal));
        } else {
            self.start_shared(deal);
        }
    }

    /// A new session whose first deal is the shared one.
    pub fn start_shared(self, deal: SharedDeal) {
        let rules = self.settings.get_untracked().rules;
        self.start(SavedSession::shared(&deal, rules, random_seed()));
    }

    /// Shares a link to the deal shown: the share sheet, else the clipboard.
    pub fn share(self) {
        let Some(deal) = self.saved.with_untracked(|s| s.as_ref().and_then(SavedSession::shared_deal)) else { return };
        let location = window().location();
        let link = format!(
            "{}{}{}#{}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_default(),
            location.search().unwrap_or_default(),
            deal.fragment()
        );
        crate::app::pwa::share_link(link, kx().share_text, move || {
            self.notices.update(|n| {
                n.retain(|x| *x != Notice::ShareCopied);
                n.push(Notice::ShareCopied);
            });
        });
    }

    fn start(self, s: SavedSession) {
        cancel_timer();
        self.asking_new.set(false);
        self.asking_shared.set(None);
        self.showing.set(None);
        self.hint.set(None);
        self.exchanging.set(false);
        self.saved.set(Some(s));
        self.deal_started();
        self.after_change();
    }

    /// Imports the session waiting for the person's yes.
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

    /// "Next deal" on the deal's summary.
    pub fn next_deal(self) {
        let dealt = self.change(|s| s.deal_next());
        if dealt {
            self.deal_started();
            self.after_change();
        }
    }

    /// Says who deals and what is turned up, and a take-up that needed no question.
    fn deal_started(self) {
        let t = kx();
        let said = self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let d = s.session.current()?;
            let dir = s.session.rules().direction();
            let dealer = who_of(d.dealer(), dir);
            let mut lines = vec![(t.deal_starts)(s.session.deals_begun(), dealer, d.turn_up())];
            match d.take_up() {
                Some(TakeUp::Forced) => lines.push((t.said)(dealer, Said::TakeUpForced(d.turn_up()))),
                Some(TakeUp::Pledged) => lines.push((t.said)(dealer, Said::TakeUpPledged(d.turn_up()))),
                _ => {}
            }
            Some(lines)
        });
        for line in said.into_iter().flatten() {
            say(line);
        }
    }

    /// The person acts. Returns why the rules refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        self.exchanging.set(false);
        self.act(person(), action)
    }

    /// Applies `f` to a copy of the saved session and keeps the copy.
    fn change<R>(self, f: impl FnOnce(&mut SavedSession) -> R) -> R {
        let mut s = self.saved.get_untracked().expect("a session to change");
        let r = f(&mut s);
        self.saved.set(Some(s));
        r
    }

    /// `seat` acts: the rules decide; what others did is said; a finished trick stays a
    /// moment; a finished deal and session are counted.
    fn act(self, seat: Seat, action: Action) -> Result<(), String> {
        let t = kx();
        let Some(mut s) = self.saved.get_untracked() else { return Err((t.rule_error)(&kontra::RuleError::NoDeal)) };
        let deals_before = s.session.history().len();
        let tricks_before = s.session.current().map_or(0, |d| d.trick_winners().len());
        let turn_up = s.session.current().map(Deal::turn_up);
        s.session.apply(seat, action).map_err(|e| (t.rule_error)(&e))?;
        let dir = s.session.rules().direction();
        let who = who_of(seat, dir);
        // What the person did not do themselves is said for screen readers.
        if seat != person() {
            say(match turn_up.and_then(|c| said_of(action, c)) {
                Some(words) => (t.said)(who, words),
                None => match action {
                    Action::Play(c) => (t.plays)(who, c),
                    _ => String::new(),
                },
            });
        } else if let Some(words) = turn_up.and_then(|c| said_of(action, c)).filter(|w| matches!(w, Said::Contra | Said::Recontra | Said::Match(_))) {
            say((t.said)(who, words));
        }
        // The deal as it was played: the one in play, or the one just finished.
        let finished = s.session.history().len() > deals_before;
        let deal = if finished { s.session.history().last().map(|p| &p.deal) } else { s.session.current() };
        if let Some(d) = deal {
            let winners = d.trick_winners();
            if winners.len() > tricks_before {
                let winner = winners[winners.len() - 1];
                say((t.wins_trick)(who_of(winner, dir)));
                self.showing.set(Some((s.session.deals_begun().max(deals_before + 1), winners.len() - 1)));
            }
        }
        if finished {
            if let Some(played) = s.session.history().last() {
                let over = s.session.is_over();
                let chips = s.session.chips();
                self.count(|st| {
                    st.record_deal(played);
                    if over {
                        st.record_session(chips);
                    }
                });
                if over {
                    let best = chips.iter().copied().max().unwrap_or(0);
                    for (n, c) in s.series.iter_mut().zip(chips) {
                        *n += u32::from(c == best);
                    }
                }
            }
        }
        self.saved.set(Some(s));
        self.hint.set(None);
        self.after_change();
        Ok(())
    }

    /// Updates the statistics: read fresh (another tab may have counted too), change, write.
    fn count(self, f: impl FnOnce(&mut KontraStats)) {
        let mut stats = with_storage(|st| st.get(STATS_KEY))
            .and_then(|raw| KontraStats::read(&raw).ok())
            .unwrap_or_else(|| self.stats.get_untracked());
        f(&mut stats);
        let _ = with_storage(|st| st.set(STATS_KEY, &stats.to_json_string()));
        self.stats.set(stats);
    }

    /// Collects the trick shown now (a tap, or its time is up).
    pub fn collect(self) {
        if self.showing.get_untracked().is_some() {
            self.showing.set(None);
            self.schedule();
        }
    }

    fn after_change(self) {
        self.save();
        self.schedule();
    }

    fn save(self) {
        let Some(text) = self.saved.with_untracked(|s| s.as_ref().map(SavedSession::to_json_string)) else { return };
        let result = with_storage(|st| if st.available() { st.set(KONTRA_KEY, &text).map_err(|_| ()) } else { Ok(()) });
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
        let speed = speed();
        if self.showing.get_untracked().is_some() {
            set_timer(speed.collect_delay_ms(), move || self.collect());
            return;
        }
        let next = self.saved.with_untracked(|s| s.as_ref().and_then(|s| s.session.to_act()));
        if let Some(seat) = next.filter(|&s| s != person()) {
            let at = self.saved.with_untracked(|s| s.as_ref().map(|s| (s.session.deals_begun(), s.session.current().map_or(0, |d| d.events().len()))));
            set_timer(speed.bot_delay_ms(), move || self.bot_turn(seat, at));
        }
    }

    /// A bot decides from its own view (in the bots' worker) and acts, if nothing has
    /// moved on meanwhile.
    fn bot_turn(self, seat: Seat, at: Option<(usize, usize)>) {
        let now = move |k: K| {
            k.saved.with_untracked(|s| {
                s.as_ref().map(|s| (s.session.deals_begun(), s.session.current().map_or(0, |d| d.events().len())))
            })
        };
        let request = self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            (s.session.to_act() == Some(seat)).then(|| (SeatView::of(&s.session, seat), s.bot_seed()))
        });
        let Some((Some(view), seed)) = request.filter(|_| now(self) == at) else { return };
        let level = self.settings.get_untracked().level;
        let first = view.legal.first().copied();
        super::bots::ask(view, level, seed, move |action| {
            if now(self) != at || self.screens.get_value() == 0 {
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
            let at = (s.session.deals_begun(), s.session.current().map_or(0, |d| d.events().len()));
            (s.session.to_act() == Some(person())).then(|| (SeatView::of(&s.session, person()), s.bot_seed(), at))
        });
        if let Some((Some(view), seed, at)) = request {
            super::bots::ask(view, kontra_bots::Level::Hard, seed, move |action| {
                // A hint for a moment that has passed is no hint.
                let still = self.saved.with_untracked(|s| {
                    s.as_ref().map(|s| (s.session.deals_begun(), s.session.current().map_or(0, |d| d.events().len())))
                });
                if still == Some(at) {
                    self.hint.set(action);
                }
            });
        }
    }

    /// Takes back the person's last action in the deal in play (and what followed it).
    pub fn undo(self) {
        let undone = self.saved.with_untracked(|s| s.as_ref().and_then(SavedSession::undone));
        if let Some(s) = undone {
            cancel_timer();
            self.showing.set(None);
            self.hint.set(None);
            self.exchanging.set(false);
            self.saved.set(Some(s));
            self.after_change();
        }
    }

    pub fn can_undo(self) -> bool {
        self.saved.with(|s| s.as_ref().is_some_and(|s| s.session.current().is_some() && s.undone().is_some()))
    }

    // ── Settings, export, import ──────────────────────────────────────────

    pub fn update_settings(self, f: impl FnOnce(&mut KontraSettings)) {
        let mut s = self.settings.get_untracked();
        f(&mut s);
        if s != self.settings.get_untracked() {
            self.settings.set(s);
            let _ = with_storage(|st| st.set(SETTINGS_KEY, &s.to_json_string()));
        }
    }

    /// The record of the session shown, as exported.
    pub fn export_text(self) -> Option<String> {
        self.saved.with_untracked(|s| s.as_ref().map(|s| SessionRecord::of(&s.session).to_json_string()))
    }

    /// Reads a record to import; the person then confirms. Returns why it cannot be.
    pub fn read_import(self, text: &str) -> Result<(), String> {
        let t = kx();
        let replay = kontra::record::read(text).map_err(|e| (t.import_failed)(&(t.record_error)(&e)))?;
        self.pending.set(Some(SavedSession::imported(replay.session, random_seed())));
        Ok(())
    }

    pub fn dismiss(self, notice: &Notice) {
        self.notices.update(|n| n.retain(|x| x != notice));
    }
}

/// What a seat said by an action in a deal whose turn-up is `turn_up` (None for a card
/// played).
pub fn said_of(action: Action, turn_up: kontra::Card) -> Option<Said> {
    Some(match action {
        Action::TakeUp => Said::TakeUp(turn_up),
        Action::Decline => Said::Decline,
        Action::Discard(_) => Said::Discard,
        Action::Accept => Said::Accept(turn_up.suit()),
        Action::Pass => Said::Pass,
        Action::Name(s) => Said::Name(s),
        Action::AnnounceMatch(s) => Said::Match(s),
        Action::No => Said::No,
        Action::Contra => Said::Contra,
        Action::Recontra => Said::Recontra,
        Action::Exchange(_) => Said::Exchange,
        Action::Keep => Said::Keep,
        Action::Play(_) => return None,
    })
}
