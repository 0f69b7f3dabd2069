//! Müller Matz's state in its module and every intent that changes it. Data flows one way:
//! person or bot → action → `matz::Match::apply` (the rules) → saved → signals → redrawn.
//! The match is saved after every action; the bots act by timeouts (the page's speed
//! setting) while the table is on screen.
//!
//! The state lives as long as the module (the signals are created outside every mount, so
//! a screen or panel taken away does not take them with it).

use crate::games::matz::{mx, say};
use super::texts::{W, NAMES};
use super::stored::{SharedGame, MatzSettings, MatzStats, SavedMatz, KEYS, PERSON};
use matz::record::MatchRecord;
use matz::{Action, Event, Seat, SeatView, TrickCard};
use leptos::prelude::*;
use std::cell::Cell;
use crate::host;
use crate::host::online;
use crate::host::online::host::Hosted;
use crate::host::guard::Guarded;
use crate::host::notices::flag;
use crate::host::hosted::HostedGame;
use crate::host::records::{RecordWords, Records};
use crate::host::shell::{Seating, Shell};
use crate::host::stored::{once, random_seed};
use crate::store::games::Game;

/// Something the person should know, above the table until dismissed.
pub type Notice = host::notices::Notice<SharedGame>;

/// Müller Matz's state: what every game's holds (its match, settings, statistics,
/// notices, … as `m.shell.saved`, `m.shell.settings`, …), and the table's moments of its own.
#[derive(Clone, Copy)]
pub struct M {
    /// What every game's table holds (`crate::host::shell`).
    pub shell: Shell<M>,
    /// A second-life pile just completed, shown a moment before it goes (who played what).
    pub showing: RwSignal<Option<Vec<TrickCard>>>,
}

thread_local! {
    static STATE: Cell<Option<M>> = const { Cell::new(None) };
}

/// The state (made at the module's first use, outside any mount).
pub fn m() -> M {
    once(&STATE, make, Guarded::follow_other_tabs)
}

fn make() -> M {
    let showing = RwSignal::new(None::<Vec<TrickCard>>);
    // The friends' seats are those of the match in play (none before one).
    let seating: Seating<SavedMatz, MatzSettings> = Seating {
        players: |s| s.map_or(0, |s| s.game.rules().players()),
        to_act: |s| s.game.current()?.to_act(),
        others: |st| st.players,
    };
    M {
        shell: Shell::load([KEYS.saved, KEYS.settings, KEYS.stats], seating, Signal::derive(move || showing.with(Option::is_some))),
        showing,
    }
}

/// The seat the person plays.
pub fn person() -> Seat {
    Seat::new(PERSON).expect("seat 0")
}

/// A seat as sentences name it: "you" for the person holding the device (the owner when
/// alone with the bots), else by name.
pub fn who(s: Seat) -> W {
    let you = m().shell.device.viewer_untracked();
    match NAMES.get(s.index()) {
        Some(name) if you != Some(s) => W::Name(online::host::friend_name(s.index()).map_or(name, friend)),
        _ => W::You,
    }
}

/// A friend's name, kept for the page's life (the texts take a seat's name as `&'static`):
/// one copy per name ever seen, a handful.
fn friend(name: String) -> &'static str {
    thread_local! {
        static NAMES_SEEN: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    NAMES_SEEN.with(|seen| {
        let mut seen = seen.borrow_mut();
        match seen.iter().find(|n| **n == name) {
            Some(n) => n,
            None => {
                let kept: &'static str = Box::leak(name.into_boxed_str());
                seen.push(kept);
                kept
            }
        }
    })
}

/// A seat's name for tables.
/// A seat's name: on the host's device, the name its friend online goes by.
pub fn name_of(s: Seat) -> &'static str {
    super::mx().who(who(s))
}

impl M {
    // ── Reading ───────────────────────────────────────────────────────────

    /// The view of the game shown (the one in play, else the last one) for the person
    /// holding the device; with friends and nobody known to hold it, an onlooker's.
    pub fn view(self) -> Option<SeatView> {
        if online::guest::seated() {
            return online::guest::view::<matz::Match>().and_then(|(_, v)| v);
        }
        self.shell.device.view(|seat| self.shell.saved.with(|s| SeatView::of_match(&s.as_ref()?.game, seat)), SeatView::onlooker)
    }

    /// "I am Anna — show my cards": the table is drawn for `seat`.
    pub fn show_cards(self, seat: Seat) {
        self.shell.hint.set(None);
        self.shell.device.take(seat);
        self.schedule();
    }

    /// Why the rules refuse the person's `action` now (None: they take it).
    pub fn refusal(self, action: Action) -> Option<String> {
        // A guest's device: the host's engine judges.
        if online::guest::seated() {
            return None;
        }
        self.shell.saved.with_untracked(|s| {
            let g = s.as_ref()?.game.current()?;
            g.check(self.shell.device.acting(), action).err().map(|e| mx().rule_error(&e, Some(g.table().trump())))
        })
    }

    // ── Intents ───────────────────────────────────────────────────────────

    /// A new match under the settings' rules ("Play again" too).
    pub fn new_match(self) {
        let rules = self.shell.settings.get_untracked().rules;
        self.start(SavedMatz::waiting(rules, random_seed()));
    }

    /// "Next game" at a game's end.
    pub fn next_game(self) {
        let begun = move || self.shell.saved.with_untracked(|s| s.as_ref().map(SavedMatz::games_begun));
        let due = self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| game::Game::needs_deal(&s.game)));
        let Some(number) = begun().filter(|_| due).map(|n| n + 1) else { return };
        online::host::deal_fairly::<matz::Match>(number, move |fair| {
            if begun() != Some(number - 1) {
                return;
            }
            let Some(mut s) = self.shell.saved.get_untracked() else { return };
            let dealt = match fair {
                Some(seed) => s.deal_from(seed),
                None => s.deal_next(),
            };
            if dealt {
                self.showing.set(None);
                self.shell.saved.set(Some(s));
                self.game_started();
            }
        });
    }

    /// A match whose first game is still to come (begun just now, or reopened while it
    /// waited for the friends) is dealt.
    fn first_game(self) {
        if self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| s.games_begun() == 0)) {
            self.next_game();
        }
    }

    /// A game begins: says which, who deals and what is trumps; then saves, and the bots go on.
    fn game_started(self) {
        let t = mx();
        let line = self.shell.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let g = s.game.current()?;
            let turned = g.table().turned()?;
            Some(format!(
                "{} · {}: {} · {}: {}",
                t.game_no(s.games_begun()),
                t.dealer,
                t.who(who(g.dealer())),
                t.trump,
                t.card(turned)
            ))
        });
        say(line.unwrap_or_default());
        if let Some(game) = self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.game.clone())) {
            online::host::dealt(game);
        }
        self.after_change();
    }

    /// The person acts. Returns why the rules refused, in the person's language.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        // A guest's device: the intent goes to the host, whose refusal comes back.
        if online::guest::seated() {
            online::guest::act::<matz::Match>(action);
            return Ok(());
        }
        self.showing.set(None);
        self.act(self.shell.device.acting(), action)
    }

    fn after_change(self) {
        self.save();
        self.schedule();
    }

    /// Takes away the completed pile shown now (a tap, or its time is up).
    pub fn collect(self) {
        if self.showing.with_untracked(Option::is_some) {
            self.showing.set(None);
            self.schedule();
        }
    }

}

impl HostedGame for M {
    type Saved = SavedMatz;
    type Settings = MatzSettings;
    type Stats = MatzStats;
    type Shared = SharedGame;
    type Own = std::convert::Infallible;
    type View = SeatView;
    type Action = Action;
    type Level = matz_bots::Level;
    const GAME: Game = Game::MUELLER_MATZ;
    const FILE: &'static str = "mueller-matz-match.json";
    const ID: &'static str = "mx-";
    const HINT: matz_bots::Level = matz_bots::Level::Hard;

    type Engine = matz::Match;

    fn state() -> M {
        m()
    }

    fn shell(self) -> Shell<M> {
        self.shell
    }

    fn moment_of(saved: &SavedMatz) -> (usize, usize) {
        saved.moment()
    }

    fn level_of(settings: &MatzSettings) -> matz_bots::Level {
        settings.level
    }

    fn practice_of(settings: &MatzSettings) -> bool {
        settings.practice
    }

    fn first_legal_of(view: &SeatView) -> Option<Action> {
        view.legal.first().copied()
    }

    fn ask_bot(view: SeatView, level: matz_bots::Level, seed: u64, done: impl FnOnce(Option<Action>) + 'static) {
        super::bots::ask(view, level, seed, done)
    }

    fn screen() -> AnyView {
        view! { <super::table::Screen /> }.into_any()
    }

    fn seat_name(index: u8) -> String {
        super::texts::NAMES.get(usize::from(index)).copied().unwrap_or_default().to_string()
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

    fn read_shared(text: &str) -> Option<SharedGame> {
        SharedGame::parse(text)
    }

    fn record_words(self) -> RecordWords {
        let h = crate::i18n::host_texts::host_texts(crate::host::mounts::lang());
        crate::i18n::pick!(mx() => RecordWords { export_help, record_label, download, copy, copied, import_help, import_file, import_go, import_unreadable, import_replaces: h.kept, cancel, other_game_record: h.other_game_record, open_in: h.open_in })
    }

    /// The view of `seat` and the seed of its bot's decision, if `seat` is to act.
    fn bot_request(self, seat: Seat) -> Option<(SeatView, u64)> {
        self.shell.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let to_act = s.game.current()?.to_act();
            Some((SeatView::of_match(&s.game, seat).filter(|_| to_act == Some(seat))?, s.bot_seed()))
        })
    }

    /// `seat` acts: the rules decide; what happened is said; a finished game and match
    /// are counted.
    fn act(self, seat: Seat, action: Action) -> Result<(), String> {
        let t = mx();
        let Some(mut s) = self.shell.saved.get_untracked() else { return Err(t.rule_error(&matz::RuleError::NoGame, None)) };
        let trump = s.game.current().map(|g| g.table().trump());
        let games_before = s.game.history().len();
        let log_before = s.game.current().map_or(0, |g| g.log().len());
        s.game.apply(seat, action).map_err(|e| t.rule_error(&e, trump))?;
        let finished = s.game.history().len() > games_before;
        let game = if finished { s.game.history().last().map(|p| &p.game) } else { s.game.current() };
        if let Some(g) = game {
            let log = g.log();
            for (i, e) in log.iter().enumerate().skip(log_before) {
                if said(e) {
                    say(t.event(e, who));
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
                if !self.shell.settings.with_untracked(|st| st.practice) {
                    let over = s.game.is_over();
                    let m = s.game.clone();
                    let played = played.clone();
                    self.shell.count(move |st| {
                        st.record_game(&played);
                        if over {
                            st.record_match(&m);
                        }
                    });
                }
            }
        }
        online::host::acted(s.game.clone(), seat, action);
        self.shell.saved.set(Some(s));
        self.shell.hint.set(None);
        self.after_change();
        Ok(())
    }

    /// Sets the one timeout for what happens next without the person.
    fn schedule(self) {
        self.shell.pace.next(self.showing.with_untracked(Option::is_some), move || self.collect(), || {
            let (seat, at) = self.shell.saved.with_untracked(|s| s.as_ref().and_then(|s| Some((s.game.current()?.to_act()?, s.moment()))))?;
            (!self.shell.device.is_person(seat) && !online::host::holds(seat.index())).then_some(move || host::pace::Played::bot_turn(self, seat, at))
        });
    }

    /// `s` is shown from a clean table: nothing about to happen, no pile staying, nothing
    /// hinted.
    fn put(self, s: SavedMatz) {
        self.shell.pace.cancel();
        self.showing.set(None);
        self.shell.hint.set(None);
        self.shell.saved.set(Some(s));
    }

    /// `s` takes the table; the unfinished match there is put aside, never lost.
    fn start(self, s: SavedMatz) {
        self.shell.clear_for(self, s.seed);
        let dealt = s.games_begun() > 0;
        self.put(s);
        // A new match's first game is dealt here (once the friends are here, if any).
        self.invite_friends();
        if dealt {
            self.game_started();
        } else {
            // Kept while it waits for the friends (a reload invites them again).
            self.save();
        }
    }

    /// A new match whose first game is the shared one.
    fn start_shared(self, link: SharedGame) {
        self.start(SavedMatz::shared(&link, random_seed()));
    }

    /// Whether the match shown is still being played.
    fn unfinished(self) -> bool {
        self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| !s.game.is_over()))
    }

    /// Undo takes back the owner's own actions: not at a table of friends, where it would
    /// take back a friend's turn too.
    fn can_undo(self) -> bool {
        !self.shell.device.friends() && !online::host::active() && self.shell.saved.with(|s| {
            s.as_ref().is_some_and(|s| s.game.current().is_some_and(|g| g.actions().iter().any(|(x, _)| *x == person())))
        })
    }

    /// Takes back the person's last action in the game in play (and what followed it).
    fn undo(self) {
        if let Some(s) = self.shell.saved.with_untracked(|s| s.as_ref().and_then(SavedMatz::undone)) {
            self.put(s);
            self.after_change();
        }
    }

    /// The record of the match shown, as exported.
    /// "New match" from the page: asked first while a match is in progress.
    fn ask_new(self) {
        self.shell.asking.new_match(self.in_progress(), || self.new_match());
    }

    /// Shares a link to the game shown: the share sheet, else the clipboard.
    fn share(self) {
        // At a table with friends online a game in play stays secret.
        if online::host::active() && self.shell.saved.with_untracked(|s| s.as_ref().is_some_and(|s| s.game.current().is_some())) {
            return flag(self.shell.notices, Notice::ShareLater, true);
        }
        let Some(link) = self.shell.saved.with_untracked(|s| s.as_ref().and_then(SavedMatz::shared_game)) else { return };
        crate::host::links::share_link(crate::host::links::link_with(&link.fragment()), mx().share_text, move || {
            flag(self.shell.notices, Notice::ShareCopied, true);
        });
    }

    fn record_text(self) -> Option<String> {
        let record = self.shell.saved.with_untracked(|s| s.as_ref().map(|s| MatchRecord::from_match(&s.game).to_json()))?;
        Some(game::json::pretty(&online::fair_deals::with_fair_deals::<matz::Match>(record)))
    }

    /// Reads a record to import. Returns why it cannot be.
    fn read_record(self, text: &str) -> Result<SavedMatz, String> {
        let game = matz::record::load(text).map_err(|e| mx().import_failed(&e.to_string()))?;
        Ok(SavedMatz::imported(game, random_seed()))
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

impl Hosted for M {
    fn in_play(self) -> bool {
        self.unfinished()
    }

    fn bot_plays(self, index: usize) {
        self.shell.update_settings(|s| s.players.set(index, crate::store::seats::Player::Bot));
    }

    fn invite_friends(self) {
        let players = self.shell.saved.with_untracked(|s| s.as_ref().map_or(0, |s| s.game.rules().players()));
        let seats = self.shell.settings.with_untracked(|st| st.players.online(players));
        if seats.is_empty() {
            online::host::end();
            return self.first_game();
        }
        let seats = seats.into_iter().map(|i| (i, NAMES[i].to_string())).collect();
        online::host::begin::<matz::Match>(
            "matz",
            NAMES[PERSON].to_string(),
            seats,
            move || self.shell.saved.with_untracked(|s| s.as_ref().map(|s| s.game.clone())),
            move |seat, action| {
                let _ = self.act(seat, action);
            },
            move || self.schedule(),
            Seat::new,
        );
        self.first_game();
    }
}
