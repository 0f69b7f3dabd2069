//! Konter a Matt with friends online, on the host: the match, who plays each seat (fixed
//! when it starts), every intent that changes it, saving, and the bots' pace. Data flows
//! one way: person, friend or bot → action → `konter::Match::act` (the rules) → saved →
//! announced to the guests → redrawn.
//!
//! The match is its own, kept under [`KONTER_ONLINE_KEY`] as a match record: the page's
//! match with the bots waits untouched meanwhile.

use super::bots;
use crate::host::friends::Device;
use crate::host::mounts::say;
use crate::host::online;
use crate::host::online::host::Hosted;
use crate::host::pace::{bot_acts, Pace, Played};
use crate::host::stored::{once, random_seed, shared_settings};
use crate::host::guard::{Guard, Guarded};
use crate::host::notices::Notice;
use crate::bot::Level;
use crate::engine::{Action, Announcement, Card, Direction, Match, MatchKnowledge, MatchView, Phase, Seat, Suit, Team};
use crate::i18n::texts;
use crate::store::seats::{compass, Player, Who};
use crate::store::keys::KONTER_ONLINE_KEY;
use crate::games::konter::stored::{migrate_stats, Stats};
use crate::store::STATS_KEY;
use crate::games::konter::stored::online_match::OnlineMatch;
use crate::page::konter::pace::Hint;
use crate::games::konter::table_intents::Intents;
use leptos::prelude::*;
use std::cell::Cell;

/// The state of Konter a Matt online (made at the module's first use, outside any mount).
#[derive(Clone, Copy)]
pub struct KO {
    pub saved: RwSignal<Option<OnlineMatch>>,
    /// A trick just completed, shown until it is collected: (deal, trick index).
    pub showing: RwSignal<Option<(usize, usize)>>,
    /// Why the rules refused the person's last card.
    pub refused: RwSignal<Option<String>>,
    pub device: Device,
    pub pace: Pace,
    /// The backup key of a kept match that could not be read; the save refused by storage,
    /// and another tab's save of a different match (then nothing is saved here).
    pub notices: RwSignal<Vec<Notice<()>>>,
    /// Saves the match unless another tab has moved it on.
    guard: Guard,
    /// The last trick is shown over the table.
    pub reviewing: RwSignal<bool>,
    hint: RwSignal<Option<Action>>,
}

thread_local! {
    static STATE: Cell<Option<KO>> = const { Cell::new(None) };
}

pub fn ko() -> KO {
    once(&STATE, make, |_| {})
}

/// The record of the match hosted with friends online, with its deals dealt from
/// everyone's numbers, as Menu → Export gives it (none on a friend's device).
pub fn export_text() -> Option<String> {
    if online::guest::active() {
        return None;
    }
    let record = ko().saved.with_untracked(|s| s.as_ref().map(|s| crate::engine::record::MatchRecord::from_match(&s.game).to_json()))?;
    Some(game::json::pretty(&online::fair_deals::with_fair_deals::<Match>(record)))
}

fn make() -> KO {
    // An unreadable match is kept under a backup key and said over the table.
    let mut corrupt = Vec::new();
    let saved = RwSignal::new(crate::host::stored::load(KONTER_ONLINE_KEY, OnlineMatch::read, &mut corrupt));
    let showing = RwSignal::new(None);
    let device = Device::new(
        Signal::derive(move || saved.with(|s| s.as_ref().map(OnlineMatch::others).unwrap_or_default())),
        Signal::derive(|| 4),
        Signal::derive(move || {
            saved
                .with(|s| s.as_ref()?.game.current()?.to_act())
                .and_then(|s| cards::Seat::new(s.index()))
        }),
        Signal::derive(move || showing.with(Option::is_some)),
    );
    let k = KO {
        notices: RwSignal::new(corrupt.into_iter().map(Notice::Corrupt).collect()),
        guard: Guard::new(KONTER_ONLINE_KEY),
        saved,
        showing,
        refused: RwSignal::new(None),
        device,
        pace: Pace::new(),
        reviewing: RwSignal::new(false),
        hint: RwSignal::new(None),
    };
    k.follow_other_tabs();
    k
}

/// A seat as the host's table names it: by its compass point seen from South (the host).
/// The direction is the match's own (Settings may have changed since it began); without a
/// match, the settings'.
pub fn who_of(seat: Seat) -> Who {
    compass(seat, ko().direction())
}

fn seat_of(s: cards::Seat) -> Seat {
    Seat::new(s.index()).unwrap_or(Seat::ALL[0])
}

impl KO {
    /// The match's direction of play (Settings may have changed since it began); without a
    /// match, the settings'.
    pub fn direction(self) -> Direction {
        let direction = self.saved.with_untracked(|s| s.as_ref().map(|s| s.game.rules().direction));
        direction.unwrap_or_else(|| shared_settings().direction)
    }

    /// The view of the seat whose hand the table shows: this device's seat at the host's
    /// table, else the person holding the host's device (South when nobody is known).
    pub fn view(self) -> Option<MatchView> {
        if online::guest::seated() {
            return online::guest::view::<Match>().and_then(|(_, v)| v);
        }
        let seat = self.device.viewer().map_or(Seat::ALL[0], seat_of);
        self.saved.with(|s| MatchView::of(&s.as_ref()?.game, seat))
    }

    /// Whether the match kept is still being played.
    pub fn unfinished(self) -> bool {
        self.saved
            .with_untracked(|s| s.as_ref().is_some_and(|s| !s.game.is_over()))
    }

    /// A new match with the page's rules and seats: friends online are invited.
    pub fn new_match(self) {
        let settings = shared_settings();
        self.notices.update(|n| n.retain(|x| !matches!(x, Notice::Corrupt(_))));
        // The match of another tab, if any, is replaced: this tab saves from here on.
        let _ = self.guard.take_over();
        crate::host::notices::flag(self.notices, Notice::OtherTab, false);
        let kept = OnlineMatch {
            game: Match::new(settings.rules()),
            seed: random_seed(),
            players: settings.players,
        };
        self.pace.cancel();
        self.showing.set(None);
        self.device.put_down();
        self.saved.set(Some(kept));
        // The first deal comes once the friends are here (from everyone's numbers); the
        // match is kept meanwhile (a reload invites them again).
        self.invite_friends();
        Guarded::save(self);
    }

    /// "Next deal" at a deal's end.
    pub fn next_deal(self) {
        self.deal();
    }

    /// Deals the next deal, if one is due: at a table with friends online from everyone's
    /// numbers (once they gave them), else from the match's own seed.
    fn deal(self) {
        let Some(number) = self.saved.with_untracked(|s| {
            s.as_ref().filter(|k| game::Game::needs_deal(&k.game)).map(|k| k.game.history().len() + 1)
        }) else {
            return;
        };
        online::host::deal_fairly::<Match>(number, move |fair| {
            let Some(mut kept) = self.saved.get_untracked().filter(|_| !self.guard.stale.get_untracked()) else {
                return;
            };
            if kept.game.history().len() + 1 != number {
                return;
            }
            let seed = fair.unwrap_or_else(|| kept.deal_seed());
            if game::Game::deal_next(&mut kept.game, seed).is_ok() {
                self.showing.set(None);
                self.saved.set(Some(kept));
                self.deal_started();
            }
        });
    }

    fn deal_started(self) {
        let t = texts(crate::host::mounts::lang());
        if let Some((dealer, forehand)) = self.saved.with_untracked(|s| {
            s.as_ref()?
                .game
                .current()
                .map(|d| (d.dealer(), d.forehand()))
        }) {
            say(t.deals(who_of(dealer), who_of(forehand)));
        }
        if let Some(game) = self
            .saved
            .with_untracked(|s| s.as_ref().map(|s| s.game.clone()))
        {
            online::host::dealt(game);
        }
        self.after_change();
    }

    /// The person at this device acts for the seat they play (Err: why not); a guest's
    /// intent goes to the host, who judges it.
    pub fn person_acts(self, action: Action) -> Result<(), String> {
        if online::guest::seated() {
            online::guest::act::<Match>(action);
            return Ok(());
        }
        self.act(seat_of(self.device.acting()), action)
    }

    /// Says why the person's choice was refused over the table (again, when it is the same
    /// reason).
    fn refuse(self, why: String) {
        self.refused.set(None);
        request_animation_frame(move || self.refused.set(Some(why)));
    }

    /// `seat` acts: the rules decide; what another seat did is said; a finished trick stays
    /// a moment; every guest is told. Nothing is played on in a tab whose match another
    /// tab has moved on.
    fn act(self, seat: Seat, action: Action) -> Result<(), String> {
        let t = texts(crate::host::mounts::lang());
        if self.guard.stale.get_untracked() {
            return Err(t.other_tab.to_string());
        }
        let Some(mut kept) = self.saved.get_untracked() else {
            return Err(t.rule_error(&konter::RuleError::NoDeal));
        };
        let tricks_before = kept.game.current().map_or(0, |d| d.tricks().len());
        let deals_before = kept.game.history().len();
        kept.game.act(seat, action).map_err(|e| t.rule_error(&e))?;
        if kept.game.history().len() > deals_before {
            count(&kept.game);
        }
        let who = who_of(seat);
        if seat != seat_of(self.device.acting()) {
            say(match action {
                Action::Play(c) => t.plays(who, c),
                Action::NameTrump(s) => t.named_trump(who, s),
                Action::Announce(a) => t.announced(who, a),
            });
        }
        let deal = kept
            .game
            .current()
            .or_else(|| kept.game.history().last().map(|p| &p.deal));
        if let Some(d) = deal {
            if d.tricks().len() > tricks_before {
                if let Some(last) = d.tricks().last() {
                    say(t.wins_trick(who_of(last.winner), last.points()));
                }
                self.showing
                    .set(Some((kept.game.history().len(), d.tricks().len())));
            }
        }
        self.refused.set(None);
        online::host::acted(kept.game.clone(), seat, action);
        self.saved.set(Some(kept));
        self.after_change();
        Ok(())
    }

    /// Collects the trick shown now (a tap, or its time is up).
    pub fn collect(self) {
        if self.showing.get_untracked().is_some() {
            self.showing.set(None);
            self.schedule();
        }
    }

    /// Saves (unless another tab has moved the match on) and goes on.
    fn after_change(self) {
        Guarded::save(self);
        self.schedule();
    }

    /// Sets the one timeout for what happens next without the person.
    pub fn schedule(self) {
        self.pace.next(
            self.showing.get_untracked().is_some(),
            move || self.collect(),
            || {
                let seat = self
                    .saved
                    .with_untracked(|s| s.as_ref()?.game.current()?.to_act())?;
                let s = cards::Seat::new(seat.index())?;
                if self.device.is_person(s)
                    || online::host::holds(seat.index())
                    || online::guest::active()
                {
                    return None;
                }
                let at = self.moment()?;
                Some(move || self.bot_turn(s, at))
            },
        );
    }
}

impl Played for KO {
    type View = MatchKnowledge;
    type Action = Action;
    type Level = Level;
    const HINT: Level = Level::Hard;

    fn pace(self) -> Pace {
        self.pace
    }

    fn moment(self) -> Option<(usize, usize)> {
        self.saved.with_untracked(|s| s.as_ref().map(OnlineMatch::moment))
    }

    fn request(self, seat: cards::Seat) -> Option<(MatchKnowledge, u64)> {
        self.saved.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = seat_of(seat);
            (s.game.current()?.to_act() == Some(seat)).then_some(())?;
            let (deal, events) = s.moment();
            Some((
                MatchKnowledge::of(&s.game, seat)?,
                s.seed ^ ((deal as u64) << 8 | events as u64),
            ))
        })
    }

    fn level(self) -> Level {
        Level::Medium
    }

    fn first_legal(view: &MatchKnowledge) -> Option<Action> {
        view.view()
            .ok()?
            .deal
            .legal
            .into_iter()
            .find(|a| !matches!(a, Action::Announce(_)))
    }

    fn ask(
        view: MatchKnowledge,
        level: Level,
        seed: u64,
        done: impl FnOnce(Option<Action>) + 'static,
    ) {
        bots::ask(view, level, seed, done);
    }

    fn act_as(self, seat: cards::Seat, action: Action) -> bool {
        self.act(seat_of(seat), action).is_ok()
    }

    fn hint(self) -> RwSignal<Option<Action>> {
        self.hint
    }

    fn schedule(self) {
        KO::schedule(self)
    }

    fn acting(self) -> cards::Seat {
        self.device.acting()
    }

    /// Each bot at its own level (the page's settings).
    fn bot_turn(self, seat: cards::Seat, at: (usize, usize)) {
        if self.moment() != Some(at) {
            return;
        }
        let Some((view, seed)) = self.request(seat) else {
            return;
        };
        let first = Self::first_legal(&view);
        let level = shared_settings().level(seat_of(seat));
        bots::ask(view, level, seed, move |answer| {
            if self.moment() == Some(at) && self.pace().on() {
                bot_acts(answer, first, |a| self.act_as(seat, a));
            }
        });
    }
}

impl Hosted for KO {
    fn in_play(self) -> bool {
        self.unfinished()
    }

    /// The page keeps Konter a Matt's settings: "Play without NAME" changes this match only.
    const WITHOUT_IN_SETTINGS: bool = false;

    /// The seat's bot plays for the rest of this match.
    fn bot_plays(self, index: usize) {
        let Some(mut kept) = self.saved.get_untracked() else {
            return;
        };
        if let Some(p) = index.checked_sub(1).and_then(|i| kept.players.get_mut(i)) {
            *p = Player::Bot;
        }
        self.saved.set(Some(kept));
        self.after_change();
    }

    fn invite_friends(self) {
        let seats = self
            .saved
            .with_untracked(|s| s.as_ref().map(|s| s.others().online(4)))
            .unwrap_or_default();
        if seats.is_empty() {
            online::host::end();
            return self.first_deal();
        }
        let t = texts(crate::host::mounts::lang());
        let name = |i: usize| {
            Seat::new(i).map_or_else(String::new, |s| t.seat_name(who_of(s)).to_string())
        };
        let seats = seats.into_iter().map(|i| (i, name(i))).collect();
        online::host::begin::<Match>(
            "konter",
            name(0),
            seats,
            move || {
                self.saved
                    .with_untracked(|s| s.as_ref().map(|s| s.game.clone()))
            },
            move |seat, action| {
                let _ = self.act(seat, action);
            },
            move || self.schedule(),
            Seat::new,
        );
        self.first_deal();
    }
}

impl KO {
    /// A match whose first deal is still to come (made just now, or reopened while it
    /// waited for the friends) is dealt.
    fn first_deal(self) {
        if self.saved.with_untracked(|s| s.as_ref().is_some_and(|k| k.game.history().is_empty() && k.game.current().is_none())) {
            self.deal();
        }
    }
}

/// The table sends the person's intents here (a friend's device sends them on to the host).
impl Intents for KO {
    /// No score sheet of the match online: the dashes are shown, not opened.
    const SHEET: bool = false;

    fn play(self, card: Card) -> Result<(), String> {
        self.person_acts(Action::Play(card))
    }

    fn name_trump(self, suit: Suit) {
        if let Err(why) = self.person_acts(Action::NameTrump(suit)) {
            self.refuse(why);
        }
    }

    fn announce(self, announcement: Announcement) {
        if let Err(why) = self.person_acts(Action::Announce(announcement)) {
            self.refuse(why);
        }
    }

    fn collect_now(self) {
        self.collect();
    }

    fn hint(self) -> Option<Hint> {
        None
    }

    fn ask_hint(self) {}

    fn undo(self) {}

    fn last_trick(self) {
        self.reviewing.set(true);
    }

    fn score_sheet(self) {}

    fn show_points(self) -> bool {
        shared_settings().show_points
    }

    fn collect_on_tap(self) -> bool {
        shared_settings().collect_on_tap
    }

    fn collect_delay_ms(self) -> u32 {
        shared_settings().speed.collect_delay_ms()
    }

    /// On the host's device: a bot and its level, a person at the device, a friend online
    /// (by their name, if they gave one).
    /// A friend's device is not told.
    fn player(self, seat: Seat) -> Option<String> {
        if online::guest::active() {
            return None;
        }
        let player = self.saved.with_untracked(|s| s.as_ref()?.players.get(seat.index().checked_sub(1)?).copied())?;
        let t = texts(crate::host::mounts::lang());
        Some(match player {
            Player::Bot => t.bot_label(shared_settings().level(seat)),
            Player::Person => t.player_person.to_string(),
            // A friend who gave their name is shown by it.
            Player::Online => online::host::friend_name(seat.index())
                .filter(|name| name != t.seat_name(who_of(seat)))
                .unwrap_or_else(|| crate::i18n::host_texts::host_texts(crate::host::mounts::lang()).player_online.to_string()),
        })
    }

    /// A person on another device is not "thinking" as a bot is: it is their turn.
    fn turn_elsewhere(self, seat: Seat) -> Option<String> {
        online::host::turn_elsewhere(seat.index(), || texts(crate::host::mounts::lang()).seat_name(who_of(seat)).to_string())
    }
}

impl Guarded for KO {
    type Saved = OnlineMatch;

    fn guard(self) -> Guard {
        self.guard
    }

    fn stored_text(self) -> Option<String> {
        self.saved.with_untracked(|s| s.as_ref().map(OnlineMatch::to_json_string))
    }

    fn read(raw: &str) -> Result<OnlineMatch, crate::store::StoreError> {
        OnlineMatch::read(raw)
    }

    fn flag_failed(self, on: bool) {
        crate::host::notices::flag(self.notices, Notice::StorageFailed, on);
    }

    fn flag_other_tab(self, on: bool) {
        crate::host::notices::flag(self.notices, Notice::OtherTab, on);
    }

    fn stop(self) {
        self.pace.cancel();
    }

    fn loaded(self, s: OnlineMatch) {
        self.hint.set(None);
        self.device.put_down();
        self.showing.set(None);
        self.saved.set(Some(s));
        self.schedule();
    }

    fn holds(self) -> bool {
        self.saved.with_untracked(Option::is_some)
    }
}

/// A deal just finished (perhaps the match): counted in the page's statistics, for the
/// host's team (South and North), as a match with the bots and friends at one device is.
fn count(game: &Match) {
    let Some(played) = game.history().last() else { return };
    crate::host::stored::count_stored(STATS_KEY, Stats::default, migrate_stats, Stats::to_json_string, |stats| {
        stats.record_deal(played, Team::A);
        if let Some(winner) = game.winner() {
            stats.record_match(winner, Team::A);
        }
    });
}

/// Whether the deal shown is over (its end stays on the table until the next deal).
pub fn deal_over(view: &MatchView) -> bool {
    view.deal.phase == Phase::Finished
}
