//! The app's state and everything that changes it. Data flows one way through a turn:
//! person or bot → action → `Session` (→ engine) → store saves → signals re-render.
//!
//! `Ctrl` is a bundle of signals (so it is `Copy` and every component can hold it); its
//! methods are the only intents the UI sends. Bots are run by timeouts (the bot speed
//! setting) so the page stays responsive; each timeout carries the session revision it
//! was set for and does nothing if the match has moved on.

use super::bots::request_bot_action;
use super::storage::{with_storage, Storage, WriteError};
use crate::bot::Level;
use crate::engine::record::{self, MatchRecord};
use crate::engine::{Action, Announcement, Card, Direction, Seat, Suit, Team};
use crate::i18n::{self, Lang, Texts};
use crate::store::saved::peek_match;
use crate::store::share::SharedDeal;
use crate::store::session::PERSON;
use crate::store::shelf::{self, matches_to_json, migrate_matches, shelve, Shelved};
use crate::store::{
    key_name, migrate_match, migrate_settings, migrate_stats, seeds, Next, Screen, Seating, Session, Settings,
    Saved, Stats, StoreError, Theme, Who, MATCHES_KEY, MATCH_KEY, SETTINGS_KEY, STATS_KEY,
};
use leptos::prelude::*;
use std::cell::Cell;
use std::hash::{Hash, Hasher};
use std::time::Duration;

/// Something the person should know about, shown above the table until dismissed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notice {
    /// Storage is blocked: the game plays in memory only.
    StorageBlocked,
    /// A save failed (storage full?).
    StorageFailed,
    /// A stored value could not be read; its text is kept under `backup`.
    Corrupt { saved: Saved, backup: String },
    /// Another tab saved a newer state of the match.
    OtherTab,
    /// A match was imported.
    Imported,
    /// A new version of the app is installed and waiting: "Update available — reload".
    UpdateAvailable,
    /// The language picked could not be loaded (offline before its file was cached).
    LangUnavailable,
    /// The page was opened from a shared-deal link: offer to play it.
    SharedOffer(SharedDeal),
    /// The page was opened from a link whose fragment is not a valid shared deal.
    SharedBad,
    /// The link to the deal on screen was copied to the clipboard.
    ShareCopied,
}

impl Notice {
    /// The notice's identity in the list on screen. Every keyed list of the app uses
    /// `u32` keys: each other key type would add its own copy of Leptos's keyed diff.
    pub fn key(&self) -> u32 {
        /// FNV-1a: a few bytes of code, and no collisions among a handful of notices.
        struct Fnv(u32);
        impl Hasher for Fnv {
            fn finish(&self) -> u64 {
                self.0.into()
            }
            fn write(&mut self, bytes: &[u8]) {
                for &b in bytes {
                    self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
                }
            }
        }
        let mut h = Fnv(0x811c_9dc5);
        self.hash(&mut h);
        h.0
    }
}

/// The dialogs over the table (one at a time).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    Menu,
    Settings,
    Rules,
    Stats,
    LastTrick,
    ScoreSheet,
    Export,
    Import,
    /// Before a new match, a shared deal or an imported match takes the place of the
    /// unfinished one on the table (which is then put aside, see [`Ctrl::start`]).
    ConfirmNew,
    ConfirmShared(SharedDeal),
    ConfirmImport,
}

thread_local! {
    /// The language being shown; set by [`App`](super::App) from the settings.
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language being drawn.
pub fn current_lang() -> Lang {
    LANG.with(Cell::get)
}

/// The text of the active language.
pub fn tx() -> &'static Texts {
    i18n::texts(current_lang())
}

/// Makes `lang` the language of every text drawn from now on, and of `<html lang>`.
pub fn use_lang(lang: Lang) {
    LANG.with(|l| l.set(lang));
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// The language the app opens in: the saved choice, else the browser's preference.
pub fn initial_lang() -> Lang {
    with_storage(|st| st.get(SETTINGS_KEY))
        .and_then(|raw| migrate_settings(&raw).ok())
        .map_or_else(browser_lang, |s| wanted_lang(&s))
}

/// The language the settings ask for: the person's choice, else the browser's preference.
fn wanted_lang(settings: &Settings) -> Lang {
    settings.lang.unwrap_or_else(browser_lang)
}

/// The browser's preferred languages, best first.
fn browser_lang() -> Lang {
    let nav = window().navigator();
    let mut tags: Vec<String> = nav.languages().iter().filter_map(|v| v.as_string()).collect();
    if tags.is_empty() {
        tags.extend(nav.language());
    }
    Lang::from_preferences(&tags)
}

#[derive(Clone, Copy)]
pub struct Ctrl {
    pub session: RwSignal<Option<Session>>,
    pub settings: RwSignal<Settings>,
    pub stats: RwSignal<Stats>,
    /// Counts the changes of the matches put aside ([`with_shelf`]).
    pub shelved: RwSignal<u32>,
    /// An imported match waiting for the person's yes ([`Dialog::ConfirmImport`]).
    pending: RwSignal<Option<Session>>,
    pub notices: RwSignal<Vec<Notice>>,
    pub dialog: RwSignal<Option<Dialog>>,
    /// Counts the language files arrived, so that [`Ctrl::lang`] looks again.
    langs: RwSignal<u32>,
    /// Recent messages for the polite live region (id, text).
    pub live: RwSignal<Vec<(u32, String)>>,
    /// What the Hard bot suggests to the person (practice mode).
    pub hint: RwSignal<Option<Action>>,
    /// The Hard bot's estimate of the person's team's chance to win the deal, with the hint.
    pub hint_chance: RwSignal<Option<f64>>,
    /// The start screen is showing although a match exists.
    pub home: RwSignal<bool>,
    /// The score sheet for games played with real cards is showing.
    pub sheets: RwSignal<bool>,
    /// Another tab has moved this match on: do not save over it.
    pub stale: RwSignal<bool>,
    /// The deal review or the lessons are showing (screens of the extras module), by their
    /// code (`panels::LEARN_LESSONS`, `panels::learn_review`); 0: neither.
    pub learn: RwSignal<u32>,
    /// Keyboard focus is to move to the next thing to do (the trump buttons, else the
    /// hand) once the table has drawn: after a new match, a new deal, naming trump or
    /// announcing, whose controls vanish.
    pub focus_turn: RwSignal<bool>,
    live_id: StoredValue<u32>,
    /// (seed, revision) of the match as this tab last read or wrote it.
    written: StoredValue<Option<(String, u64)>>,
}

thread_local! {
    /// The unfinished matches put aside, newest first (`store::shelf`).
    static SHELF: std::cell::RefCell<Vec<Shelved>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads the matches put aside (track [`Ctrl::shelved`] to follow them).
pub fn with_shelf<R>(f: impl FnOnce(&[Shelved]) -> R) -> R {
    SHELF.with_borrow(|l| f(l))
}

thread_local! {
    /// The one pending bot or collect timeout.
    static TIMER: Cell<Option<TimeoutHandle>> = const { Cell::new(None) };
}

fn cancel_timer() {
    if let Some(h) = TIMER.with(|t| t.take()) {
        h.clear();
    }
}

fn set_timer(ms: u32, job: impl FnOnce() + 'static) {
    cancel_timer();
    if let Ok(h) = set_timeout_with_handle(job, Duration::from_millis(ms as u64)) {
        TIMER.with(|t| t.set(Some(h)));
    }
}

/// A random match seed from the browser's generator.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_ok() {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ js_sys::Date::now() as u64
    }
}

/// Reads one stored value; an unreadable one is backed up, removed and reported.
fn load<T>(st: &Storage, saved: Saved, read: impl Fn(&str) -> Result<T, StoreError>, notices: &mut Vec<Notice>) -> Option<T> {
    let key = saved.key();
    let raw = st.get(key)?;
    match read(&raw) {
        Ok(v) => Some(v),
        Err(_) => {
            match st.backup(key_name(key), &raw) {
                Some(backup) => {
                    st.remove(key);
                    notices.push(Notice::Corrupt { saved, backup });
                }
                // The copy could not be written: the text stays where it is.
                None => notices.push(Notice::Corrupt { saved, backup: key.to_string() }),
            }
            None
        }
    }
}

fn read_session(raw: &str) -> Result<Session, StoreError> {
    migrate_match(raw).and_then(|saved| Session::from_saved(&saved))
}

impl Ctrl {
    /// Loads what was saved and resumes it.
    pub fn init() -> Ctrl {
        let mut notices = vec![];
        let (settings, stats, session) = with_storage(|st| {
            if !st.available() {
                notices.push(Notice::StorageBlocked);
            }
            let settings = load(st, Saved::Settings, migrate_settings, &mut notices).unwrap_or_default();
            let stats = load(st, Saved::Stats, migrate_stats, &mut notices).unwrap_or_default();
            let session = load(st, Saved::Match, read_session, &mut notices);
            let shelf = load(st, Saved::Matches, migrate_matches, &mut notices).unwrap_or_default();
            SHELF.set(shelf);
            (settings, stats, session)
        });
        let written = session.as_ref().map(|s| (seeds::to_hex(s.seed()), s.revision()));
        let ctrl = Ctrl {
            session: RwSignal::new(session),
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            shelved: RwSignal::new(0),
            pending: RwSignal::new(None),
            notices: RwSignal::new(notices),
            dialog: RwSignal::new(None),
            live: RwSignal::new(vec![]),
            langs: RwSignal::new(0),
            hint: RwSignal::new(None),
            hint_chance: RwSignal::new(None),
            home: RwSignal::new(false),
            sheets: RwSignal::new(false),
            learn: RwSignal::new(0),
            stale: RwSignal::new(false),
            focus_turn: RwSignal::new(false),
            live_id: StoredValue::new(0),
            written: StoredValue::new(written),
        };
        ctrl.listen_to_other_tabs();
        ctrl.schedule();
        ctrl
    }

    // ── Reading ───────────────────────────────────────────────────────────

    pub fn has_match(&self) -> bool {
        self.session.with(Option::is_some)
    }

    /// Whether the match shown is still being played.
    pub fn match_in_progress(&self) -> bool {
        self.session.with(|s| s.as_ref().is_some_and(|s| !s.game().is_over()))
    }

    // ── Intents of the person ─────────────────────────────────────────────

    /// The person to act (at the device) names trump, announces or plays. Returns why the
    /// engine refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        if self.stale.get_untracked() {
            return Err(tx().other_tab.to_string());
        }
        let seat = match self.session.with_untracked(|s| s.as_ref().map(Session::next)) {
            Some(Next::Person(seat)) => seat,
            _ => PERSON,
        };
        self.act(seat, action).map_err(|e| tx().rule_error(&e))
    }

    /// "I am West — show my cards": the table is drawn for `seat` (who looks is not saved).
    pub fn show_cards(self, seat: Seat) {
        let _ = self.change(|s| {
            s.look(Some(seat));
            Ok::<(), ()>(())
        });
        self.focus_turn.set(true);
    }

    pub fn play(self, card: Card) -> Result<(), String> {
        self.person_acts(Action::Play(card))
    }

    pub fn name_trump(self, suit: Suit) {
        if self.person_acts(Action::NameTrump(suit)).is_ok() {
            self.focus_turn.set(true);
        }
    }

    pub fn announce(self, a: Announcement) {
        if self.person_acts(Action::Announce(a)).is_ok() {
            self.focus_turn.set(true);
        }
    }

    /// Collects the trick on the table now (a tap on it).
    pub fn collect_now(self) {
        let rev = self.session.with_untracked(|s| s.as_ref().map(Session::revision));
        if let Some(rev) = rev {
            self.collect_if(rev);
        }
    }

    pub fn next_deal(self) {
        if self.stale.get_untracked() {
            return;
        }
        if self.change(|s| s.next_deal().map_err(|_| ())).is_ok() {
            self.focus_turn.set(true);
            self.after_change();
        }
    }

    /// Opens `d` to ask first if an unfinished match is on the table, else does `go`.
    fn ask_first(self, d: Dialog, go: impl FnOnce()) {
        if self.match_in_progress() {
            self.open(d);
        } else {
            go();
        }
    }

    /// "New match": asks first while a match is in progress.
    pub fn ask_new(self) {
        self.ask_first(Dialog::ConfirmNew, || self.new_match());
    }

    /// The person said yes in a [`Dialog`] that asked first.
    pub fn confirm(self, d: Dialog) {
        match d {
            Dialog::ConfirmShared(deal) => self.start_shared(deal),
            Dialog::ConfirmImport => {
                if let Some(s) = self.pending.get_untracked() {
                    self.pending.set(None);
                    self.start(s);
                    self.notices.update(|n| {
                        n.retain(|x| *x != Notice::Imported);
                        n.push(Notice::Imported);
                    });
                }
            }
            _ => self.new_match(),
        }
    }

    /// A new match under the rules in the settings.
    pub fn new_match(self) {
        let (rules, practice) = self.settings.with_untracked(|s| (s.rules(), s.practice));
        self.start(Session::new(rules, random_seed(), practice));
    }

    /// A new match with the same teams and rules, the series' tally carried on.
    pub fn revenge(self) {
        let practice = self.settings.with_untracked(|s| s.practice);
        let next = self.session.with_untracked(|s| s.as_ref().and_then(|s| s.revenge(random_seed(), practice)));
        match next {
            Some(next) => self.start(next),
            None => self.new_match(),
        }
    }

    /// `session` takes the table; the unfinished match there is put aside, never lost.
    fn start(self, session: Session) {
        self.take_table(Some(session), None);
    }

    /// Continues the match of `seed` put aside (the one on the table goes aside in turn).
    pub fn continue_saved(self, seed: u64) {
        self.take_table(None, Some(seed));
    }

    pub fn delete_saved(self, seed: u64) {
        let mut list = SHELF.take();
        shelf::take(&mut list, seed);
        self.save_shelf(list);
    }

    /// Puts the unfinished match on the table aside — and the one under `MATCH_KEY` too if
    /// another tab saved it since we last read or wrote it (so neither is lost, and saving
    /// ours over it is no silent overwrite) — then shows `session`, or the match of
    /// `seed` taken off the list (nothing happens if it is no longer there).
    fn take_table(self, session: Option<Session>, seed: Option<u64>) {
        let mut list = SHELF.take();
        let next = seed.map_or(session, |seed| shelf::take(&mut list, seed));
        if let Some(next) = &next {
            let now = js_sys::Date::now() as u64;
            let stored = with_storage(|st| st.get(MATCH_KEY));
            let theirs = stored.as_deref().and_then(peek_match);
            if let Some(mine) = self.session.get_untracked() {
                shelve(&mut list, mine, now);
            }
            if theirs.is_some() && theirs != self.written.get_value() {
                if let Some(s) = stored.as_deref().and_then(|raw| read_session(raw).ok()) {
                    shelve(&mut list, s, now);
                }
            }
            // Whatever was under the key is aside now: ours may take its place.
            self.written.set_value(theirs);
            list.retain(|e| e.session.seed() != next.seed());
        }
        self.save_shelf(list);
        if let Some(s) = next {
            self.show(s);
        }
    }

    /// Keeps `list` as the matches put aside, and saves it. (Other tabs' changes arrive
    /// by storage events, as the settings' do.)
    fn save_shelf(self, list: Vec<Shelved>) {
        if with_storage(|st| st.set(MATCHES_KEY, &matches_to_json(&list))) == Err(WriteError::Refused) {
            self.storage_failed();
        }
        self.set_shelf(list);
    }

    fn show(self, mut session: Session) {
        cancel_timer();
        // Who plays follows the settings; who looks, nobody knows yet.
        session.set_players(self.settings.with_untracked(|s| s.players));
        session.look(None);
        self.stale.set(false);
        self.notices.update(|n| n.retain(|x| *x != Notice::OtherTab));
        self.session.set(Some(session));
        self.home.set(false);
        self.learn.set(0);
        self.dialog.set(None);
        self.hint.set(None);
        self.live.set(vec![]);
        self.focus_turn.set(true);
        self.after_change();
    }

    pub fn undo(self) {
        if self.stale.get_untracked() {
            return;
        }
        if self.change(|s| if s.undo() { Ok(()) } else { Err(()) }).is_ok() {
            self.after_change();
        }
    }

    /// Asks the Hard bot what the person should do.
    pub fn ask_hint(self) {
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let Next::Person(seat) = s.next() else { return None };
            Some((MatchRecord::from_match(s.game()).to_json(), seat, s.decision_seed(), s.revision()))
        });
        match request {
            Some((record, seat, seed, rev)) => {
                request_bot_action(record, seat, Level::Hard, seed, true, move |action, chance| {
                    // A hint for a moment that has passed is no hint.
                    if self.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.revision() == rev)) {
                        self.hint.set(action);
                        self.hint_chance.set(chance);
                    }
                });
            }
            None => self.hint.set(None),
        }
    }

    pub fn set_practice_in_match(self, on: bool) {
        self.change_match(|s| s.set_practice(on));
    }

    /// Changes the match on the table by a setting, and saves it.
    fn change_match(self, f: impl FnOnce(&mut Session)) {
        if self.change(|s| {
            f(s);
            Ok::<(), ()>(())
        })
        .is_ok()
        {
            self.save_match();
        }
    }

    /// Changes the settings and saves them.
    pub fn update_settings(self, f: impl FnOnce(&mut Settings)) {
        let mut s = self.settings.get_untracked();
        f(&mut s);
        if s == self.settings.get_untracked() {
            return;
        }
        let old = self.settings.get_untracked();
        self.settings.set(s);
        let _ = with_storage(|st| st.set(SETTINGS_KEY, &s.to_json_string()));
        if s.practice != old.practice && self.has_match() {
            self.set_practice_in_match(s.practice);
        }
        // Who plays: from the match's next turn on, as bot levels.
        if s.players != old.players && self.has_match() {
            self.change_match(|m| m.set_players(s.players));
        }
        // A new speed applies to the next wait at once.
        self.schedule();
    }

    /// The record of the match in play, as exported; none while the table is covered (it
    /// holds every hand).
    pub fn export_text(&self) -> Option<String> {
        self.session.with_untracked(|s| {
            s.as_ref().filter(|s| s.cover().is_none()).map(|s| MatchRecord::from_match(s.game()).to_json_string())
        })
    }

    /// Continues a match from its record (after asking, while a match is in progress).
    /// Returns why it cannot, in the person's language.
    pub fn import_text(self, text: &str) -> Result<(), String> {
        let replay = record::check(text).map_err(|e| tx().record_error(&e))?;
        self.pending.set(Some(Session::imported(replay.game, random_seed())));
        self.ask_first(Dialog::ConfirmImport, || self.confirm(Dialog::ConfirmImport));
        Ok(())
    }

    // ── Shared deals and updates ──────────────────────────────────────────

    /// The page was opened from a shared-deal link: offer it (one offer at a time).
    pub fn offer_shared(self, deal: SharedDeal) {
        self.notices.update(|n| {
            n.retain(|x| !matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
            n.push(Notice::SharedOffer(deal));
        });
    }

    /// The page was opened from a link that holds no valid shared deal.
    pub fn shared_link_bad(self) {
        self.notices.update(|n| {
            n.retain(|x| !matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
            n.push(Notice::SharedBad);
        });
    }

    /// "Play the shared deal" in the offer: at once, or after asking while a match is in
    /// progress (the offer leaves the page meanwhile, so that only the question's button
    /// has that name; Cancel brings it back).
    pub fn play_shared(self, deal: SharedDeal) {
        self.notices.update(|n| n.retain(|x| !matches!(x, Notice::SharedOffer(_))));
        self.ask_first(Dialog::ConfirmShared(deal), || self.start_shared(deal));
    }

    /// Plays a shared deal: a new match under its rules whose first deal is exactly the
    /// shared one (the deals after it come from a fresh seed).
    fn start_shared(self, deal: SharedDeal) {
        let practice = self.settings.with_untracked(|s| s.practice);
        self.start(Session::shared(&deal, random_seed(), practice));
    }

    /// The deal on screen as a shared deal (None without one dealt from a known seed).
    pub fn shareable_deal(self) -> Option<SharedDeal> {
        self.session.with(|s| s.as_ref().and_then(Session::shared_deal))
    }

    /// Shares a link to the deal on screen: the share sheet, else the clipboard.
    pub fn share_deal(self) {
        let Some(deal) = self.session.with_untracked(|s| s.as_ref().and_then(Session::shared_deal)) else { return };
        let link = super::pwa::link_to(&deal);
        // From the menu: back to the table (the share sheet or the notice follows).
        self.dialog.set(None);
        super::pwa::share_link(link, tx().share_text, move || {
            self.notices.update(|n| {
                n.retain(|x| *x != Notice::ShareCopied);
                n.push(Notice::ShareCopied);
            });
        });
    }

    /// A new version of the app is waiting (shown once).
    pub fn update_available(self) {
        if !self.notices.with_untracked(|n| n.contains(&Notice::UpdateAvailable)) {
            self.notices.update(|n| n.push(Notice::UpdateAvailable));
        }
    }

    /// Loads the match another tab saved.
    pub fn load_from_other_tab(self) {
        let loaded = with_storage(|st| st.get(MATCH_KEY)).map(|raw| read_session(&raw));
        if let Some(Ok(session)) = loaded {
            cancel_timer();
            self.written.set_value(Some((seeds::to_hex(session.seed()), session.revision())));
            self.session.set(Some(session));
            self.stale.set(false);
            self.hint.set(None);
            self.home.set(false);
            self.notices.update(|n| n.retain(|x| *x != Notice::OtherTab));
            self.schedule();
        }
    }

    pub fn dismiss(self, notice: &Notice) {
        self.notices.update(|n| n.retain(|x| x != notice));
    }

    /// The language shown: the person's choice, else the browser's preference.
    /// Until the language's file has arrived ([`Ctrl::load_languages`]), the one shown before.
    pub fn lang(self) -> Memo<Lang> {
        let (settings, langs) = (self.settings, self.langs);
        Memo::new(move |before: Option<&Lang>| {
            langs.track();
            let want = settings.with(wanted_lang);
            if i18n::is_ready(want) {
                want
            } else {
                before.copied().unwrap_or(Lang::En)
            }
        })
    }

    /// Fetches the file of each language the person picks that is not ready yet; if it
    /// cannot come (offline, never cached), says so and keeps the language shown.
    pub fn load_languages(self) {
        Effect::new(move |_| {
            let want = self.settings.with(wanted_lang);
            if i18n::is_ready(want) {
                return;
            }
            leptos::task::spawn_local(async move {
                if super::langs::ensure(want).await.is_ok() {
                    self.langs.update(|n| *n += 1);
                } else {
                    // A pick goes back to the language shown; a browser preference is
                    // not saved as a choice (online, the next visit tries it again).
                    if self.settings.with_untracked(|s| s.lang.is_some()) {
                        self.update_settings(|s| s.lang = Some(current_lang()));
                    }
                    self.notices.update(|n| {
                        if !n.contains(&Notice::LangUnavailable) {
                            n.push(Notice::LangUnavailable);
                        }
                    });
                }
            });
        });
    }

    /// The person picks a language; it is remembered.
    pub fn set_lang(self, lang: Lang) {
        self.update_settings(|s| s.lang = Some(lang));
    }

    pub fn open(self, d: Dialog) {
        self.dialog.set(Some(d));
    }

    /// Closes the dialog (Cancel, Escape, the close button): a shared deal not played is
    /// offered again.
    pub fn close_dialog(self) {
        if let Some(Dialog::ConfirmShared(deal)) = self.dialog.get_untracked() {
            self.offer_shared(deal);
        }
        self.dialog.set(None);
    }

    // ── The turn cycle ────────────────────────────────────────────────────

    /// Applies `f` to a copy of the session and keeps the copy only if `f` succeeded.
    fn change<R, E>(self, f: impl FnOnce(&mut Session) -> Result<R, E>) -> Result<R, Option<E>> {
        let Some(mut s) = self.session.get_untracked() else { return Err(None) };
        let r = f(&mut s).map_err(Some)?;
        self.session.set(Some(s));
        Ok(r)
    }

    /// `seat` acts; announces bots' actions and finished tricks; counts finished deals.
    fn act(self, seat: Seat, action: Action) -> Result<(), crate::engine::RuleError> {
        let applied = match self.change(|s| s.act(seat, action)) {
            Ok(a) => a,
            Err(Some(e)) => return Err(e),
            Err(None) => return Err(crate::engine::RuleError::NoDeal),
        };
        let t = tx();
        let (seating, counted, trick) = self.session.with_untracked(|s| {
            let s = s.as_ref().expect("just changed");
            (s.seating(), s.counted(), s.trick_to_collect())
        });
        let who = seating.who(seat);
        // What the person at the device did not do themselves (but their announcement).
        if who != Who::You {
            self.say(match action {
                Action::NameTrump(suit) => t.named_trump(who, suit),
                Action::Announce(a) => t.announced(who, a),
                Action::Play(card) => t.plays(who, card),
            });
        } else if let Action::Announce(a) = action {
            self.say(t.announced(who, a));
        }
        if let Some(trick) = trick {
            self.say(t.wins_trick(seating.who(trick.winner), trick.points()));
        }
        if counted && applied.finished.is_some() {
            self.count(|stats| {
                if let Some(done) = &applied.finished {
                    stats.record_deal(done, Team::A);
                }
                if let Some(winner) = applied.match_winner {
                    stats.record_match(winner, Team::A);
                }
            });
        }
        self.hint.set(None);
        self.after_change();
        Ok(())
    }

    /// Updates the statistics: read fresh from storage (another tab may have counted
    /// too), change, write back.
    fn count(self, f: impl FnOnce(&mut Stats)) {
        let mut stats = with_storage(|st| st.get(STATS_KEY))
            .and_then(|raw| migrate_stats(&raw).ok())
            .unwrap_or_else(|| self.stats.get_untracked());
        f(&mut stats);
        let _ = with_storage(|st| st.set(STATS_KEY, &stats.to_json_string()));
        self.stats.set(stats);
    }

    fn after_change(self) {
        self.save_match();
        self.schedule();
    }

    /// Saves the match, unless another tab has saved a different state since we last
    /// read or wrote it: then nothing is overwritten and the person is told.
    fn save_match(self) {
        if self.stale.get_untracked() {
            return;
        }
        let Some((text, id)) = self.session.with_untracked(|s| {
            s.as_ref().map(|s| (s.to_saved().to_json_string(), (seeds::to_hex(s.seed()), s.revision())))
        }) else {
            return;
        };
        let written = self.written.get_value();
        let result = with_storage(|st| {
            if !st.available() {
                return Ok(false);
            }
            let stored = st.get(MATCH_KEY).and_then(|raw| peek_match(&raw));
            if stored.is_some() && stored != written {
                return Ok(true);
            }
            st.set(MATCH_KEY, &text).map(|_| false)
        });
        match result {
            Ok(false) => {
                self.written.set_value(Some(id));
                self.notices.update(|n| n.retain(|x| *x != Notice::StorageFailed));
            }
            Ok(true) => self.mark_stale(),
            Err(WriteError::Unavailable) => {}
            Err(WriteError::Refused) => self.storage_failed(),
        }
    }

    fn set_shelf(self, list: Vec<Shelved>) {
        SHELF.set(list);
        self.shelved.update(|n| *n += 1);
    }

    fn storage_failed(self) {
        if !self.notices.with_untracked(|n| n.contains(&Notice::StorageFailed)) {
            self.notices.update(|n| n.push(Notice::StorageFailed));
        }
    }

    fn mark_stale(self) {
        cancel_timer();
        self.stale.set(true);
        if !self.notices.with_untracked(|n| n.contains(&Notice::OtherTab)) {
            self.notices.update(|n| n.push(Notice::OtherTab));
        }
    }

    /// Sets the one timeout for whatever happens next without the person.
    fn schedule(self) {
        cancel_timer();
        if self.stale.get_untracked() {
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
            self.live.set(vec![]);
            if matches!(self.dialog.get_untracked(), Some(Dialog::LastTrick | Dialog::Export)) {
                self.dialog.set(None);
            }
            self.focus_turn.set(true);
        }
        let speed = self.settings.with_untracked(|s| s.speed);
        match next {
            Next::Bot(seat) => set_timer(speed.bot_delay_ms(), move || self.bot_turn(seat, rev)),
            Next::Collect if self.settings.with_untracked(|s| s.collect_on_tap) => {}
            Next::Collect => set_timer(speed.collect_delay_ms(), move || self.collect_if(rev)),
            Next::Person(_) | Next::Summary | Next::MatchOver => {}
        }
    }

    fn bot_turn(self, seat: Seat, rev: u64) {
        let request = self.session.with_untracked(|s| {
            let s = s.as_ref().filter(|s| s.revision() == rev && s.next() == Next::Bot(seat))?;
            Some((MatchRecord::from_match(s.game()).to_json(), s.view(seat)?, s.decision_seed()))
        });
        let Some((record, view, seed)) = request else { return };
        let level = self.settings.with_untracked(|s| s.level(seat));
        request_bot_action(record, seat, level, seed, false, move |action, _| {
            let still = self.session.with_untracked(|s| s.as_ref().is_some_and(|s| s.revision() == rev));
            if !still || self.stale.get_untracked() {
                return;
            }
            // A bot's answer goes through the engine like everyone's; should it ever be
            // refused, the seat plays its first legal action rather than stall the game.
            let fallback = view.legal.iter().copied().find(|a| !matches!(a, Action::Announce(_)));
            let ok = action.is_some_and(|a| self.act(seat, a).is_ok());
            if !ok {
                if let Some(a) = fallback {
                    let _ = self.act(seat, a);
                }
            }
        });
    }

    fn collect_if(self, rev: u64) {
        if self.stale.get_untracked() {
            return;
        }
        let changed = self.change(|s| if s.revision() == rev && s.collect() { Ok(()) } else { Err(()) });
        if changed.is_ok() {
            self.after_change();
        }
    }

    /// Adds a message to the polite live region.
    pub fn say(self, text: String) {
        let id = self.live_id.get_value() + 1;
        self.live_id.set_value(id);
        self.live.update(|v| {
            v.push((id, text));
            if v.len() > 4 {
                v.remove(0);
            }
        });
    }

    /// Follows changes other tabs make to our keys.
    fn listen_to_other_tabs(self) {
        let handle = window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
            match e.key().as_deref() {
                Some(MATCH_KEY) => {
                    let theirs = e.new_value().and_then(|raw| peek_match(&raw));
                    if theirs.is_some() && theirs != self.written.get_value() && self.has_match_untracked() {
                        self.mark_stale();
                    } else if theirs.is_some() && !self.has_match_untracked() {
                        self.load_from_other_tab();
                    }
                }
                Some(SETTINGS_KEY) => {
                    if let Some(s) = e.new_value().and_then(|raw| migrate_settings(&raw).ok()) {
                        self.settings.set(s);
                    }
                }
                Some(MATCHES_KEY) => {
                    if let Some(list) = e.new_value().and_then(|raw| migrate_matches(&raw).ok()) {
                        self.set_shelf(list);
                    }
                }
                Some(STATS_KEY) => {
                    if let Some(s) = e.new_value().and_then(|raw| migrate_stats(&raw).ok()) {
                        self.stats.set(s);
                    }
                }
                _ => {}
            }
        });
        // The app lives as long as the page: the listener is never removed.
        std::mem::forget(handle);
    }

    fn has_match_untracked(&self) -> bool {
        self.session.with_untracked(Option::is_some)
    }
}

/// The theme attribute on `<html>`: absent to follow the system.
pub fn apply_theme(theme: Theme) {
    if let Some(root) = document().document_element() {
        let _ = match theme {
            Theme::System => root.remove_attribute("data-theme"),
            Theme::Light => root.set_attribute("data-theme", "light"),
            Theme::Dark => root.set_attribute("data-theme", "dark"),
        };
    }
}

/// The screen to draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum View {
    Start,
    /// The table drawn for the person looking (and turned to them).
    Table(Seating),
    /// The table covered until the person to act takes the device (friends at one
    /// table): the person, and the direction of play (which names them).
    Cover(Seat, Direction),
    Summary,
    /// The score sheet for real cards.
    Sheets,
    /// The deal review or the lessons, by their code (`panels::Panel::Learn`).
    Learn(u32),
    /// Kontraspiel or Müller Matz: the module that draws it (`super::games`).
    Module(&'static str),
}

impl Ctrl {
    /// The screen, `game` being the game chosen.
    pub fn view_kind(self, game: RwSignal<u32>) -> Memo<View> {
        let (session, home, sheets, learn) = (self.session, self.home, self.sheets, self.learn);
        Memo::new(move |_| {
            if sheets.get() {
                return View::Sheets;
            }
            let l = learn.get();
            if l > 0 {
                return View::Learn(l);
            }
            if home.get() {
                return View::Start;
            }
            if let Some((module, _)) = crate::store::games::Game::from_index(game.get()).module() {
                return View::Module(module);
            }
            session.with(|s| match s {
                None => View::Start,
                Some(s) if s.screen() == Screen::Summary => View::Summary,
                Some(s) => match s.cover() {
                    Some(seat) => View::Cover(seat, s.rules().direction),
                    None => View::Table(s.seating()),
                },
            })
        })
    }
}
