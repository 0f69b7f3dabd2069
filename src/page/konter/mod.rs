//! The app's state and everything that changes it. Data flows one way through a turn:
//! person or bot → action → `Session` (→ engine) → store saves → signals re-render.
//!
//! `Ctrl` is the match handle: a bundle of signals (so it is `Copy`) whose methods are the
//! person's intents. Around it, one concern per module: `saving` (the storage edge and the
//! cross-tab guard), `pace` (the bots' and the trick's timeouts, the hint), `aside` (the
//! matches put aside), `focus` (where keyboard focus goes after a turn); the screen and
//! the dialogs, the notices and the language shown are narrow handles of their own
//! (`super::route`, `super::notices`, `crate::i18n::langs`).

pub mod aside;
pub mod focus;
pub mod pace;
mod saving;

use focus::FocusTurn;
use pace::Hint;
use saving::Stored;

use crate::i18n::language::tx;
use super::notices::{Notice, Notices};
use super::route::{Dialog, Nav, Route};
use crate::host::guard::Guard;
use crate::store::local::with_storage;
use crate::engine::record::{self, MatchRecord};
use crate::engine::{Action, Announcement, Card, Seat, Suit, Team};
use crate::store::seats::PERSON;
use crate::games::konter::share::SharedDeal;
use crate::games::konter::stored::Stats;
use crate::store::{Settings, SETTINGS_KEY};
use crate::games::konter::session::{Next, Session};
use crate::store::seats::Who;
use leptos::prelude::*;

/// The controller, from any component.
pub fn ctrl() -> Ctrl {
    expect_context::<Ctrl>()
}

#[derive(Clone, Copy)]
pub struct Ctrl {
    pub session: RwSignal<Option<Session>>,
    pub settings: RwSignal<Settings>,
    pub stats: RwSignal<Stats>,
    /// Counts the changes of the matches put aside ([`aside::with_shelf`]).
    pub shelved: RwSignal<u32>,
    /// An imported match waiting for the person's yes ([`Dialog::ConfirmImport`]).
    pending: RwSignal<Option<Session>>,
    /// The notices and the live region (also a context of its own: `notices()`).
    pub notes: Notices,
    /// The screen and the dialog over it (also a context of its own: `route::nav()`).
    nav: Nav,
    /// What the Hard bot suggests to the person (practice mode).
    hint: RwSignal<Option<Hint>>,
    /// Keyboard focus is to move to the next thing to do, once drawn.
    pub focus: FocusTurn,
    /// The match's cross-tab guard (the host's, every game's): what this tab last read or
    /// wrote under `MATCH_KEY`, and whether another tab has moved the match on since.
    guard: Guard,
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

impl Ctrl {
    /// Loads what was saved and resumes it; `nav` shows it.
    pub fn init(nav: Nav) -> Ctrl {
        let Stored { settings, stats, session, shelf, notices } = saving::load_stored();
        aside::SHELF.set(shelf);
        let ctrl = Ctrl {
            session: RwSignal::new(session),
            settings: RwSignal::new(settings),
            stats: RwSignal::new(stats),
            shelved: RwSignal::new(0),
            pending: RwSignal::new(None),
            notes: Notices::new(notices),
            nav,
            hint: RwSignal::new(None),
            focus: FocusTurn::new(),
            guard: Guard::new(crate::store::MATCH_KEY),
        };
        ctrl.listen_to_other_tabs();
        ctrl.save_on_change();
        ctrl.schedule();
        ctrl
    }

    // ── Reading ───────────────────────────────────────────────────────────

    pub fn has_match(&self) -> bool {
        self.session.with(Option::is_some)
    }

    /// What the Hard bot suggests now (tracked).
    pub fn hint(&self) -> Option<Hint> {
        self.hint.get()
    }

    /// Whether the match shown is still being played.
    pub fn match_in_progress(&self) -> bool {
        self.session.with(|s| s.as_ref().is_some_and(|s| !s.game().is_over()))
    }

    // ── Intents of the person ─────────────────────────────────────────────

    /// The person to act (at the device) names trump, announces or plays. Returns why the
    /// engine refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        if self.guard.stale.get_untracked() {
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
        self.focus.want();
    }

    pub fn play(self, card: Card) -> Result<(), String> {
        self.person_acts(Action::Play(card))
    }

    pub fn name_trump(self, suit: Suit) {
        if self.person_acts(Action::NameTrump(suit)).is_ok() {
            self.focus.want();
        }
    }

    pub fn announce(self, a: Announcement) {
        if self.person_acts(Action::Announce(a)).is_ok() {
            self.focus.want();
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
        if self.guard.stale.get_untracked() {
            return;
        }
        if self.change(|s| s.next_deal().map_err(|_| ())).is_ok() {
            self.focus.want();
            self.after_change();
        }
    }

    /// Opens `d` to ask first if an unfinished match is on the table, else does `go`.
    fn ask_first(self, d: Dialog, go: impl FnOnce()) {
        if self.match_in_progress() {
            self.nav.open(d);
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
                    self.notes.post(Notice::Imported);
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

    fn show(self, mut session: Session) {
        pace::cancel_timer();
        // Who plays follows the settings; who looks, nobody knows yet.
        session.set_players(self.settings.with_untracked(|s| s.players));
        session.look(None);
        self.guard.stale.set(false);
        self.notes.dismiss(&Notice::OtherTab);
        self.session.set(Some(session));
        self.nav.leave_dialog_for(Route::Table);
        self.hint.set(None);
        self.notes.hush();
        self.focus.want();
        self.after_change();
    }

    pub fn undo(self) {
        if self.guard.stale.get_untracked() {
            return;
        }
        if self.change(|s| if s.undo() { Ok(()) } else { Err(()) }).is_ok() {
            self.after_change();
        }
    }

    pub fn set_practice_in_match(self, on: bool) {
        self.change_match(|s| s.set_practice(on));
    }

    /// Changes the match on the table by a setting (saved as every change is).
    fn change_match(self, f: impl FnOnce(&mut Session)) {
        let _ = self.change(|s| {
            f(s);
            Ok::<(), ()>(())
        });
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
        self.notes.dismiss_where(|x| matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
        self.notes.post(Notice::SharedOffer(deal));
    }

    /// The page was opened from a link that holds no valid shared deal.
    pub fn shared_link_bad(self) {
        self.notes.dismiss_where(|x| matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
        self.notes.post(Notice::SharedBad);
    }

    /// "Play the shared deal" in the offer: at once, or after asking while a match is in
    /// progress (the offer leaves the page meanwhile, so that only the question's button
    /// has that name; Cancel brings it back).
    pub fn play_shared(self, deal: SharedDeal) {
        self.notes.dismiss_where(|x| matches!(x, Notice::SharedOffer(_)));
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
        self.nav.shut();
        crate::host::links::share_link(link, tx().share_text, move || {
            self.notes.post(Notice::ShareCopied);
        });
    }

    /// A new version of the app is waiting (shown once).
    pub fn update_available(self) {
        self.notes.post_once(Notice::UpdateAvailable);
    }

    /// Closes the dialog (Cancel, Escape, the close button): a shared deal not played is
    /// offered again.
    pub fn close_dialog(self) {
        if let Some(Dialog::ConfirmShared(deal)) = self.nav.dialog_untracked() {
            self.offer_shared(deal);
        }
        self.nav.shut();
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
            self.notes.say(match action {
                Action::NameTrump(suit) => t.named_trump(who, suit),
                Action::Announce(a) => t.announced(who, a),
                Action::Play(card) => t.plays(who, card),
            });
        } else if let Action::Announce(a) = action {
            self.notes.say(t.announced(who, a));
        }
        if let Some(trick) = trick {
            self.notes.say(t.wins_trick(seating.who(trick.winner), trick.points()));
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

    /// After the match changed (it is saved by `saving`): whatever happens next without
    /// the person.
    fn after_change(self) {
        self.schedule();
    }

}

/// The page's table sends the person's intents here.
impl crate::games::konter::table_intents::Intents for Ctrl {
    fn play(self, card: Card) -> Result<(), String> {
        Ctrl::play(self, card)
    }

    fn name_trump(self, suit: Suit) {
        Ctrl::name_trump(self, suit)
    }

    fn announce(self, announcement: Announcement) {
        Ctrl::announce(self, announcement)
    }

    fn collect_now(self) {
        Ctrl::collect_now(self)
    }

    fn next_trick(self) {
        Ctrl::collect_now(self);
        self.focus.want();
    }

    fn hint(self) -> Option<Hint> {
        Ctrl::hint(&self)
    }

    fn ask_hint(self) {
        Ctrl::ask_hint(self)
    }

    fn undo(self) {
        Ctrl::undo(self)
    }

    fn last_trick(self) {
        self.nav.open(Dialog::LastTrick)
    }

    fn score_sheet(self) {
        self.nav.open(Dialog::ScoreSheet)
    }

    fn show_points(self) -> bool {
        self.settings.with(|s| s.show_points)
    }

    fn collect_on_tap(self) -> bool {
        self.settings.with(|s| s.collect_on_tap)
    }

    fn collect_delay_ms(self) -> u32 {
        self.settings.with(|s| s.speed.collect_delay_ms())
    }

    fn player(self, seat: Seat) -> Option<String> {
        let t = tx();
        Some(match self.settings.with(|s| s.bot_level(seat)) {
            Some(level) => t.bot_label(level),
            None => t.player_person.into(),
        })
    }
}
