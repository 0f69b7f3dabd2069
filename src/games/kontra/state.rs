//! Kontraspiel's state in its module and every intent that changes it. Data flows one way:
//! person or bot → action → `kontra::Session::apply` (the rules) → saved → signals →
//! redrawn. The session is saved after every action; the bots act by timeouts (the page's
//! speed setting) while the table is on screen.
//!
//! The state lives as long as the module (the signals are created outside every mount, so
//! a screen or panel taken away does not take them with it).

use crate::games::kontra::{kx, say, who_here};
use super::texts::{said_at, Said};
use crate::store::seats::Who;
use super::stored::{KontraSettings, KontraStats, SavedSession, SharedDeal, KEYS, PERSON};
use kontra::record::SessionRecord;
use kontra::{Action, Deal, Seat, SeatView, TakeUp};
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;
use crate::host;
use crate::host::online;
use crate::host::online::host::Hosted;
use crate::host::guard::Guarded;
use crate::host::notices::{renew, replace};
use crate::host::hosted::HostedGame;
use crate::host::records::{RecordWords, Records};
use crate::host::shell::{Seating, Shell};
use crate::host::stored::{once, random_seed};
use crate::store::games::Game;

/// Something the person should know, above the table until dismissed: those of every
/// game, and another seat's Contra or Recontra.
pub type Notice = host::notices::Notice<SharedDeal, Called>;

/// Another seat said Contra or Recontra: (who, against whom, recontra). Shown over the table
/// for a while.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Called(pub Who, pub Who, pub bool);

/// Kontraspiel's state: what every game's holds (its session, settings, statistics,
/// notices, … as `k.shell.saved`, `k.shell.settings`, …), and the table's moments of its own.
#[derive(Clone, Copy)]
pub struct K {
    /// What every game's table holds (`crate::host::shell`).
    pub shell: Shell<K>,
    /// A trick just completed, shown until it is collected: (deal number, trick index).
    pub showing: RwSignal<Option<(usize, usize)>>,
    /// The person chose to take the turn-up and now picks the card to lay down.
    pub exchanging: RwSignal<bool>,
}

/// How long another seat's Contra or Recontra stays over the table.
const CALLED_SECONDS: u64 = 8;

thread_local! {
    static STATE: Cell<Option<K>> = const { Cell::new(None) };
}

/// The state (made at the module's first use, outside any mount).
pub fn k() -> K {
    once(&STATE, make, Guarded::follow_other_tabs)
}

fn make() -> K {
    let showing = RwSignal::new(None);
    let seating: Seating<SavedSession, KontraSettings> = Seating { players: |_| 4, to_act: |s| s.session.to_act(), others: |st| st.players };
    K {
        shell: Shell::load([KEYS.saved, KEYS.settings, KEYS.stats], seating, Signal::derive(move || showing.with(Option::is_some))),
        showing,
        exchanging: RwSignal::new(false),
    }
}

/// The seat the person plays.
pub fn person() -> Seat {
    Seat::at(PERSON, 4).expect("seat 0")
}

impl K {
    // ── Reading ───────────────────────────────────────────────────────────

    /// The view of the deal shown (the one in play, else the last one) for the person
    /// holding the device; with friends and nobody known to hold it, an onlooker's.
    pub fn view(self) -> Option<SeatView> {
        if online::guest::seated() {
            return online::guest::view::<kontra::Session>().and_then(|(_, v)| v);
        }
        self.shell.device.view(|seat| self.shell.saved.with(|s| SeatView::of(&s.as_ref()?.session, seat)), SeatView::onlooker)
    }

    /// "I am West — show my cards": the table is drawn for `seat`.
    pub fn show_cards(self, seat: Seat) {
        self.exchanging.set(false);
        self.shell.hint.set(None);
        self.shell.device.take(seat);
        self.schedule();
    }

    /// The deal in play.
    pub fn with_deal<R>(self, f: impl FnOnce(&Deal) -> R) -> Option<R> {
        self.shell.saved.with(|s| s.as_ref().and_then(|s| s.session.current().map(f)))
    }

    // ── Intents ───────────────────────────────────────────────────────────

    pub fn new_session(self) {
        let rules = self.shell.settings.get_untracked().rules;
        self.start(SavedSession::waiting(rules, random_seed(), [0; 4]));
    }

    /// A new session under the settings' rules; the series of sessions won goes on.
    pub fn revenge(self) {
        let series = self.shell.saved.with_untracked(|s| s.as_ref().map_or([0; 4], |s| s.series));
        let rules = self.shell.settings.get_untracked().rules;
        self.start(SavedSession::waiting(rules, random_seed(), series));
    }

    /// "Next deal" on the deal's summary.
    pub fn next_deal(self) {
        self.deal();
    }

    /// Deals the next deal, if one is due: at a table with friends online from everyone's
    /// numbers (once they gave them), else from the session's own seed.
    fn deal(self) {
        let begun = move || self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.session.deals_begun()));
        let due = self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| game::Game::needs_deal(&s.session)));
        let Some(number) = begun().filter(|_| due).map(|n| n + 1) else { return };
        online::host::deal_fairly::<kontra::Session>(number, move |fair| {
            if begun() != Some(number - 1) {
                return;
            }
            let dealt = self.change(|s| match fair {
                Some(seed) => s.deal_from(seed),
                None => s.deal_next(),
            });
            if dealt {
                self.deal_started();
            }
        });
    }

    /// A session whose first deal is still to come (begun just now, or reopened while it
    /// waited for the friends) is dealt.
    fn first_deal(self) {
        if self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| s.session.deals_begun() == 0)) {
            self.deal();
        }
    }

    /// A deal begins: says who deals and what is turned up, and a take-up that needed no
    /// question; then saves, and the bots go on.
    fn deal_started(self) {
        let t = kx();
        self.shell.notices.update(|n| n.retain(|x| !matches!(x, Notice::Game(_))));
        let said = self.shell.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let d = s.session.current()?;
            let dir = s.session.rules().direction();
            let dealer = who_here(d.dealer(), dir);
            let mut lines = vec![t.deal_starts(s.session.deals_begun(), dealer, d.turn_up())];
            match d.take_up() {
                Some(TakeUp::Forced) => lines.push(t.said(dealer, Said::TakeUpForced(d.turn_up()))),
                Some(TakeUp::Pledged) => lines.push(t.said(dealer, Said::TakeUpPledged(d.turn_up()))),
                _ => {}
            }
            Some(lines)
        });
        for line in said.into_iter().flatten() {
            say(line);
        }
        if let Some(session) = self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.session.clone())) {
            online::host::dealt(session);
        }
        self.after_change();
    }

    /// The person acts. Returns why the rules refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        self.exchanging.set(false);
        // A guest's device: the intent goes to the host, whose refusal comes back.
        if online::guest::seated() {
            online::guest::act::<kontra::Session>(action);
            return Ok(());
        }
        self.act(self.shell.device.acting(), action)
    }

    /// Applies `f` to a copy of the saved session and keeps the copy.
    fn change<R>(self, f: impl FnOnce(&mut SavedSession) -> R) -> R {
        let mut s = self.shell.saved.get_untracked().expect("a session to change");
        let r = f(&mut s);
        self.shell.saved.set(Some(s));
        r
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

    /// Shows another seat's Contra or Recontra for a while (or until dismissed).
    fn call(self, notice: Notice) {
        replace(self.shell.notices, notice.clone(), |x| matches!(x, Notice::Game(_)));
        set_timeout(move || self.shell.dismiss(&notice), Duration::from_secs(CALLED_SECONDS));
    }
}

impl HostedGame for K {
    type Saved = SavedSession;
    type Settings = KontraSettings;
    type Stats = KontraStats;
    type Shared = SharedDeal;
    type Own = Called;
    type View = SeatView;
    type Action = Action;
    type Level = kontra_bots::Level;
    const GAME: Game = Game::KONTRASPIEL;
    const FILE: &'static str = "kontraspiel-session.json";
    const ID: &'static str = "kx-";
    const HINT: kontra_bots::Level = kontra_bots::Level::Hard;

    type Engine = kontra::Session;

    fn state() -> K {
        k()
    }

    fn shell(self) -> Shell<K> {
        self.shell
    }

    fn moment_of(saved: &SavedSession) -> (usize, usize) {
        saved.moment()
    }

    fn level_of(settings: &KontraSettings) -> kontra_bots::Level {
        settings.level
    }

    fn practice_of(settings: &KontraSettings) -> bool {
        settings.practice
    }

    fn first_legal_of(view: &SeatView) -> Option<Action> {
        view.legal.first().copied()
    }

    fn ask_bot(view: SeatView, level: kontra_bots::Level, seed: u64, done: impl FnOnce(Option<Action>) + 'static) {
        super::bots::ask(view, level, seed, done)
    }

    fn screen() -> AnyView {
        view! { <super::table::Screen /> }.into_any()
    }

    fn seat_name(index: u8) -> String {
        let dir = k().shell.settings.with_untracked(|s| s.rules.direction());
        Seat::at(usize::from(index), 4).map_or_else(String::new, |s| kx().who(super::who_at(s, None, dir)).to_string())
    }

    fn course() -> &'static dyn crate::host::course::screen::Course {
        &super::lesson_screen::COURSE
    }

    fn panel(name: &str, tell: Callback<String>, prefill: String) -> AnyView {
        super::panels::panel(name, tell, prefill)
    }

    fn bot_answer(request: &str) -> String {
        super::worker::answer_text(request)
    }

    fn read_shared(text: &str) -> Option<SharedDeal> {
        SharedDeal::parse(text)
    }

    fn record_words(self) -> RecordWords {
        let h = crate::i18n::host_texts::host_texts(crate::host::mounts::lang());
        crate::i18n::pick!(kx() => RecordWords { export_help, record_label, download, copy, copied, import_help, import_file, import_go, import_unreadable, import_replaces: h.kept, cancel, other_game_record: h.other_game_record, open_in: h.open_in })
    }

    /// The view of `seat` and the seed of its bot's decision, if `seat` is to act.
    fn bot_request(self, seat: Seat) -> Option<(SeatView, u64)> {
        self.shell.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let view = (s.session.to_act() == Some(seat)).then(|| SeatView::of(&s.session, seat))??;
            Some((view, s.bot_seed()))
        })
    }

    /// `seat` acts: the rules decide; what others did is said; a finished trick stays a
    /// moment; a finished deal and session are counted.
    fn act(self, seat: Seat, action: Action) -> Result<(), String> {
        let t = kx();
        let Some(mut s) = self.shell.saved.get_untracked() else { return Err(t.rule_error(&kontra::RuleError::NoDeal)) };
        let deals_before = s.session.history().len();
        let tricks_before = s.session.current().map_or(0, |d| d.trick_winners().len());
        let said = s.session.current().and_then(|d| said_at(action, d.turn_up(), d.phase(), d.contra().is_some()));
        let soloist = s.session.current().and_then(Deal::soloist);
        s.session.apply(seat, action).map_err(|e| t.rule_error(&e))?;
        let dir = s.session.rules().direction();
        let who = who_here(seat, dir);
        // What the person did not do themselves is said for screen readers; another's
        // Contra or Recontra is also shown over the table.
        if seat != self.shell.device.acting() {
            match (said, soloist) {
                (Some(words @ (Said::Contra | Said::Recontra)), Some(soloist)) => {
                    let recontra = words == Said::Recontra;
                    let against = who_here(soloist, dir);
                    say(t.called(who, against, recontra));
                    self.call(Notice::Game(Called(who, against, recontra)));
                }
                (Some(words), _) => say(t.said(who, words)),
                (None, _) => say(match action {
                    Action::Play(c) => t.plays(who, c),
                    _ => String::new(),
                }),
            }
        } else if let Some(words) = said.filter(|w| matches!(w, Said::Contra | Said::Recontra | Said::Match(_))) {
            say(t.said(who, words));
        }
        // The deal as it was played: the one in play, or the one just finished.
        let finished = s.session.history().len() > deals_before;
        let deal = if finished { s.session.history().last().map(|p| &p.deal) } else { s.session.current() };
        if let Some(d) = deal {
            let winners = d.trick_winners();
            if winners.len() > tricks_before {
                let winner = winners[winners.len() - 1];
                say(t.wins_trick(who_here(winner, dir)));
                self.showing.set(Some((s.session.deals_begun().max(deals_before + 1), winners.len() - 1)));
            }
        }
        if finished {
            if let Some(played) = s.session.history().last() {
                let over = s.session.is_over();
                let chips = s.session.chips();
                // Practice (with its hints and Undo) does not count, as in Konter a Matt.
                if !self.shell.settings.with_untracked(|st| st.practice) {
                    self.shell.count(|st| {
                        st.record_deal(played);
                        if over {
                            st.record_session(chips);
                        }
                    });
                }
                if over {
                    let best = chips.iter().copied().max().unwrap_or(0);
                    for (n, c) in s.series.iter_mut().zip(chips) {
                        *n += u32::from(c == best);
                    }
                }
            }
        }
        online::host::acted(s.session.clone(), seat, action);
        self.shell.saved.set(Some(s));
        self.shell.hint.set(None);
        self.after_change();
        Ok(())
    }

    /// Sets the one timeout for what happens next without the person.
    fn schedule(self) {
        self.shell.pace.next(self.showing.get_untracked().is_some(), move || self.collect(), || {
            let seat = self.shell.saved.with_untracked(|s| s.as_ref()?.session.to_act()).filter(|&s| !self.shell.device.is_person(s) && !online::host::holds(s.index()))?;
            let at = host::pace::Played::moment(self)?;
            Some(move || host::pace::Played::bot_turn(self, seat, at))
        });
    }

    /// `s` is shown from a clean table: nothing about to happen, no trick staying, nothing
    /// hinted or half done.
    fn put(self, s: SavedSession) {
        self.shell.pace.cancel();
        self.showing.set(None);
        self.shell.hint.set(None);
        self.exchanging.set(false);
        self.shell.saved.set(Some(s));
    }

    /// `s` takes the table; the unfinished match there is put aside, never lost.
    fn start(self, s: SavedSession) {
        self.shell.clear_for(self, s.seed);
        let dealt = s.session.deals_begun() > 0;
        self.put(s);
        // A new session's first deal is dealt here (once the friends are here, if any).
        self.invite_friends();
        if dealt {
            self.deal_started();
        } else {
            // Kept while it waits for the friends (a reload invites them again).
            self.save();
        }
    }

    /// A new session whose first deal is the shared one.
    fn start_shared(self, deal: SharedDeal) {
        let rules = self.shell.settings.get_untracked().rules;
        self.start(SavedSession::shared(&deal, rules, random_seed()));
    }

    /// Whether the session shown is still being played.
    fn unfinished(self) -> bool {
        self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| !s.session.is_over()))
    }

    /// Undo takes back the owner's own actions: not at a table of friends, where it would
    /// take back a friend's turn too.
    fn can_undo(self) -> bool {
        !self.shell.device.friends() && !online::host::active() && self.shell.saved.with(|s| s.as_ref().is_some_and(|s| s.session.current().is_some() && s.undone().is_some()))
    }

    /// Takes back the person's last action in the deal in play (and what followed it).
    fn undo(self) {
        if let Some(s) = self.shell.saved.with_untracked(|s| s.as_ref().and_then(SavedSession::undone)) {
            self.put(s);
            self.after_change();
        }
    }

    /// The record of the session shown, as exported.
    /// "New match" from the page: asked first while a session is in progress.
    fn ask_new(self) {
        self.shell.asking.new_match(self.in_progress(), || self.new_session());
    }

    /// Shares a link to the deal shown: the share sheet, else the clipboard.
    fn share(self) {
        // At a table with friends online a deal in play stays secret.
        if online::host::active() && self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| s.session.current().is_some())) {
            return renew(self.shell.notices, Notice::ShareLater);
        }
        let Some(deal) = self.shell.saved.with_untracked(|s| s.as_ref().and_then(SavedSession::shared_deal)) else { return };
        crate::host::links::share_link(crate::host::links::link_with(&deal.fragment()), kx().share_text, move || {
            renew(self.shell.notices, Notice::ShareCopied);
        });
    }

    fn record_text(self) -> Option<String> {
        let record = self.shell.saved.with_untracked(|s| s.as_ref().map(|s| SessionRecord::of(&s.session).to_json()))?;
        Some(kontra::json::pretty(&online::fair_deals::with_fair_deals::<kontra::Session>(record)))
    }

    /// Reads a record to import. Returns why it cannot be.
    fn read_record(self, text: &str) -> Result<SavedSession, String> {
        let t = kx();
        let replay = kontra::record::read(text).map_err(|e| t.import_failed(&t.record_error(&e)))?;
        Ok(SavedSession::imported(replay.session, random_seed()))
    }
}


impl Hosted for K {
    fn in_play(self) -> bool {
        self.unfinished()
    }

    fn bot_plays(self, index: usize) {
        self.shell.update_settings(|s| s.players.set(index, crate::store::seats::Player::Bot));
    }

    fn invite_friends(self) {
        let seats = self.shell.settings.with_untracked(|st| st.players.online(4));
        if seats.is_empty() {
            online::host::end();
            return self.first_deal();
        }
        let t = kx();
        let dir = self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.session.rules().direction())).unwrap_or_default();
        let name = |i: usize| Seat::at(i, 4).map_or_else(String::new, |s| t.who(super::who_at(s, None, dir)).to_string());
        let seats = seats.into_iter().map(|i| (i, name(i))).collect();
        online::host::begin::<kontra::Session>(
            "kontra",
            name(PERSON),
            seats,
            move || self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.session.clone())),
            move |seat, action| {
                let _ = self.act(seat, action);
            },
            move || self.schedule(),
            |i| Seat::at(i, 4),
        );
        self.first_deal();
    }
}
