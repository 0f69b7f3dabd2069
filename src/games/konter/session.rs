//! A match as the app holds it: the engine's [`Match`] plus the moment on screen (which
//! tricks have been collected, whether the deal summary is showing), the match seed and a
//! revision counter. Every change goes through a method here and then the engine, so the
//! app decides no rule itself; and a `Session` turns into its [`Parts`] and back (which
//! storage keeps) without losing that moment.

use crate::store::seeds;
use super::share::SharedDeal;
use crate::store::seats::{all_bots, Player, PERSON};
use crate::store::seats::Seating;
use crate::bot::MatchContext;
use crate::engine::record::MatchRecord;
use serde::{Deserialize, Serialize};
use crate::engine::{
    Action, Deal, Event, Match, PlayedDeal, RuleError, Rules, Seat, SeatView, Team,
};


/// Which screen a match shows.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Screen {
    /// The table: naming trump, playing, collecting tricks.
    #[default]
    Table,
    /// The summary of the deal just finished (with the match result if it ended the match).
    Summary,
}

/// The calm moment of a match read from somewhere else: every trick collected, the
/// summary showing if the last deal is finished.
pub fn settled_moment(game: &Match) -> (Screen, usize) {
    match (game.current(), game.history().last()) {
        (Some(deal), _) => (Screen::Table, deal.trick_number()),
        (None, Some(_)) => (Screen::Summary, 6),
        (None, None) => (Screen::Table, 0),
    }
}

/// What is kept of a [`Session`] between visits (all but who looks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parts {
    pub game: Match,
    pub seed: u64,
    pub revision: u64,
    pub practice: bool,
    pub counted: bool,
    pub screen: Screen,
    pub collected: usize,
    pub first_deal_seed: Option<u64>,
    pub series: [u32; 2],
    pub players: [Player; 3],
}

/// What happens next in a session.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Next {
    /// A person is to act (the owner, or a friend at the device): name trump, announce or
    /// play a card.
    Person(Seat),
    /// A bot is to act.
    Bot(Seat),
    /// A complete trick lies on the table and is to be collected.
    Collect,
    /// The deal summary is showing; the next deal starts when the person asks.
    Summary,
    /// The match is over.
    MatchOver,
}

/// What an action brought about, for statistics and announcements.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Applied {
    /// The deal this action finished, settled.
    pub finished: Option<PlayedDeal>,
    /// The team that won the match with it.
    pub match_winner: Option<Team>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    game: Match,
    seed: u64,
    /// Goes up by one with every change; saved, so two tabs can tell who is newer. It only
    /// has to change: after `u64::MAX` (hand-edited storage) it wraps to 0, never overflows.
    revision: u64,
    /// Practice mode: undo allowed.
    practice: bool,
    /// Whether the match counts for the statistics (not when imported or practised).
    counted: bool,
    screen: Screen,
    /// Tricks of the shown deal that have been collected from the table.
    collected: usize,
    /// The shuffle seed of the first deal when it does not derive from `seed`: a shared
    /// deal (see [`Session::shared`]). Later deals always derive from `seed`.
    first_deal_seed: Option<u64>,
    /// Matches each team won before this one, in a row of revenges.
    series: [u32; 2],
    /// Who plays seats 1, 2, 3 (the owner, seat 0, always does): the app follows the
    /// settings ([`Session::set_players`]); a person's seat never gets a bot's decision.
    players: [Player; 3],
    /// The person at the device who last saw the table, when more than one person plays
    /// (their hand shown, the view turned to them). Not saved: after a reload nobody is
    /// known to look, and the table stays covered before a person's turn ([`Session::cover`]).
    looking: Option<Seat>,
}

impl Session {
    /// A new match under `rules`, its first deal dealt.
    pub fn new(rules: Rules, seed: u64, practice: bool) -> Session {
        Session::starting(rules, seeds::first_dealer(seed), seeds::deal_seed(seed, 0), seed, practice, None)
    }

    /// A new match under the shared deal's rules whose first deal is exactly the shared
    /// one (`Deal::shuffled(dealer, seed)`: every seat holds the same cards as on the
    /// sharer's screen); the deals after it come from `seed` (a fresh match seed).
    pub fn shared(shared: &SharedDeal, seed: u64, practice: bool) -> Session {
        Session::starting(shared.rules, shared.dealer, shared.seed, seed, practice, Some(shared.seed))
    }

    /// A new match whose first deal is `Deal::shuffled(dealer, deal_seed)`.
    fn starting(
        rules: Rules,
        dealer: Seat,
        deal_seed: u64,
        seed: u64,
        practice: bool,
        first_deal_seed: Option<u64>,
    ) -> Session {
        let mut game = Match::new(rules);
        game.start_seeded_deal(dealer, deal_seed).expect("a new match takes its first deal");
        Session {
            game,
            seed,
            revision: 1,
            practice,
            counted: !practice,
            screen: Screen::Table,
            collected: 0,
            first_deal_seed,
            series: [0, 0],
            players: [Player::Bot; 3],
            looking: None,
        }
    }

    /// The revenge of a finished match: a new match under the same rules, the series'
    /// tally carried on. None while the match is still being played.
    pub fn revenge(&self, seed: u64, practice: bool) -> Option<Session> {
        self.game.winner()?;
        let mut next = Session::new(*self.rules(), seed, practice);
        next.series = self.series_tally();
        Some(next)
    }

    /// Matches each team has won in this row of revenges, this one included once won.
    pub fn series_tally(&self) -> [u32; 2] {
        let mut tally = self.series;
        if let Some(winner) = self.game.winner() {
            tally[winner.index()] = tally[winner.index()].saturating_add(1);
        }
        tally
    }

    /// A match read from a record (import): carried on from where the record ends, with
    /// `seed` for the deals still to come. It does not count for the statistics.
    pub fn imported(game: Match, seed: u64) -> Session {
        let mut s = Session {
            game,
            seed,
            revision: 1,
            practice: false,
            counted: false,
            screen: Screen::Table,
            collected: 0,
            first_deal_seed: None,
            series: [0, 0],
            players: [Player::Bot; 3],
            looking: None,
        };
        if s.game.current().is_none() && s.game.history().is_empty() {
            s.game
                .start_seeded_deal(seeds::first_dealer(seed), seeds::deal_seed(seed, 0))
                .expect("an empty match takes its first deal");
        }
        (s.screen, s.collected) = settled_moment(&s.game);
        s
    }

    pub fn game(&self) -> &Match {
        &self.game
    }

    pub fn rules(&self) -> &Rules {
        self.game.rules()
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn practice(&self) -> bool {
        self.practice
    }

    /// Switches practice mode on (it stays on for the match: a practised match does not count).
    pub fn set_practice(&mut self, on: bool) {
        if on != self.practice {
            self.practice = on;
            if on {
                self.counted = false;
            }
            self.revision = self.revision.wrapping_add(1);
        }
    }

    /// Who plays seats 1, 2, 3.
    pub fn players(&self) -> [Player; 3] {
        self.players
    }

    /// Makes the seats people or bots from the next turn on (the settings changed).
    pub fn set_players(&mut self, players: [Player; 3]) {
        if players != self.players {
            self.players = players;
            self.revision = self.revision.wrapping_add(1);
        }
    }

    /// Whether `seat` is played by a person at this device.
    pub fn is_person(&self, seat: Seat) -> bool {
        seat == PERSON || self.players[seat.index() - 1] == Player::Person
    }

    /// Whether more than one person plays: the device goes round, and sentences name the
    /// seats rather than "we" and "they".
    pub fn friends(&self) -> bool {
        !all_bots(&self.players)
    }

    /// How the summary, the Lee and the match end speak: as the owner's team ("we",
    /// "Us"), or naming the teams by their seats when more than one person plays.
    pub fn voice(&self) -> crate::i18n::Voice {
        if self.friends() {
            crate::i18n::Voice::Seats
        } else {
            crate::i18n::Voice::We
        }
    }

    /// `seat` (a person) now looks at the table, or (None) nobody is known to.
    pub fn look(&mut self, seat: Option<Seat>) {
        self.looking = seat;
    }

    /// The person the device must be passed to before the table may be drawn: the
    /// person to act, when more than one person plays and someone else may be looking
    /// (anyone who last saw the table, or nobody known, as after a reload).
    pub fn cover(&self) -> Option<Seat> {
        let person = match self.next() {
            Next::Person(seat) => Some(seat.index()),
            _ => None,
        };
        crate::store::seats::cover(self.friends(), person, self.looking.map(Seat::index)).and_then(|s| Seat::ALL.get(s).copied())
    }

    /// How the table is drawn: alone with the bots, the owner at the bottom as "You";
    /// with friends, for the person looking (their hand in the tray), or, while nobody is
    /// known to look, from the owner's place with no hand and no "You".
    pub fn seating(&self) -> Seating {
        let you = if self.friends() { self.looking.filter(|&s| self.is_person(s)) } else { Some(PERSON) };
        Seating { direction: self.rules().direction, bottom: you.unwrap_or(PERSON), you }
    }

    pub fn counted(&self) -> bool {
        self.counted
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn collected(&self) -> usize {
        self.collected
    }

    /// The deal on screen: the one being played, or the one just finished (its last
    /// trick still on the table, or its summary showing).
    pub fn deal(&self) -> Option<&Deal> {
        self.game.current().or_else(|| self.game.history().last().map(|p| &p.deal))
    }

    /// The finished deal on screen, settled (None while the deal is still being played).
    pub fn finished_deal(&self) -> Option<&PlayedDeal> {
        match self.game.current() {
            Some(_) => None,
            None => self.game.history().last(),
        }
    }

    /// The 0-based number of the deal on screen.
    pub fn deal_index(&self) -> usize {
        match self.game.current() {
            Some(_) => self.game.history().len(),
            None => self.game.history().len().saturating_sub(1),
        }
    }

    /// What happens next.
    pub fn next(&self) -> Next {
        if self.screen == Screen::Summary {
            return if self.game.is_over() { Next::MatchOver } else { Next::Summary };
        }
        let Some(deal) = self.deal() else { return Next::Summary };
        if self.collected < deal.trick_number() {
            return Next::Collect;
        }
        match deal.to_act() {
            Some(seat) if self.is_person(seat) => Next::Person(seat),
            Some(seat) => Next::Bot(seat),
            // Finished and all collected: only reachable from hand-made states.
            None => Next::Summary,
        }
    }

    /// The complete trick waiting to be collected, if one is.
    pub fn trick_to_collect(&self) -> Option<crate::engine::Trick> {
        match self.next() {
            Next::Collect => self.deal()?.tricks().get(self.collected).copied(),
            _ => None,
        }
    }

    /// What `seat` may see of the deal on screen.
    pub fn view(&self, seat: Seat) -> Option<SeatView> {
        self.deal().map(|d| SeatView::of(d, seat))
    }

    /// The public match state bots weigh their decisions against.
    pub fn context(&self) -> MatchContext {
        self.game.context()
    }

    /// The seed for the decision to be taken now (reproducible from the match seed; from
    /// the deal's own seed for a shared first deal, so that everyone who plays a shared
    /// deal meets the same bot decisions for the same play).
    pub fn decision_seed(&self) -> u64 {
        let step = self.deal().map_or(0, |d| d.events().len() + usize::from(d.trump().is_some()));
        match (self.deal_index(), self.first_deal_seed) {
            (0, Some(first)) => seeds::stream(first, step as u64 + 1),
            (index, _) => seeds::bot_seed(self.seed, index, step),
        }
    }

    /// The shuffle seed of deal `index` (0-based) as this session deals it.
    pub fn deal_seed_of(&self, index: usize) -> u64 {
        match (index, self.first_deal_seed) {
            (0, Some(first)) => first,
            _ => seeds::deal_seed(self.seed, index),
        }
    }

    /// The shuffle seed of a shared first deal (None for other matches).
    pub fn first_deal_seed(&self) -> Option<u64> {
        self.first_deal_seed
    }

    /// The deal on screen as a shared deal: its seed, dealer and the rules. None when the
    /// deal was not dealt from a seed this session knows (the deals of an imported record).
    pub fn shared_deal(&self) -> Option<SharedDeal> {
        let deal = self.deal()?;
        let seed = self.deal_seed_of(self.deal_index());
        let shared = SharedDeal { seed, dealer: deal.dealer(), rules: *self.rules() };
        // Checked, not assumed: the link must give exactly these cards.
        (shared.deal().dealt_hands() == deal.dealt_hands()).then_some(shared)
    }

    /// `seat` acts in the current deal. On error nothing changes.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Applied, RuleError> {
        if !matches!(self.next(), Next::Person(_)) && self.next() != Next::Bot(seat) {
            let to_act = self.game.current().and_then(Deal::to_act);
            return Err(match self.game.winner() {
                Some(winner) => RuleError::MatchOver { winner },
                None if self.game.current().is_none() => RuleError::DealOver,
                None => RuleError::NotYourTurn { seat, to_act },
            });
        }
        let before = self.game.history().len();
        self.game.act(seat, action)?;
        self.revision = self.revision.wrapping_add(1);
        let mut applied = Applied::default();
        if self.game.history().len() > before {
            applied.finished = self.game.history().last().cloned();
            applied.match_winner = self.game.winner();
        }
        Ok(applied)
    }

    /// Collects the trick on the table; after the sixth, the deal summary shows.
    pub fn collect(&mut self) -> bool {
        if self.next() != Next::Collect {
            return false;
        }
        self.collected += 1;
        if self.game.current().is_none() && self.collected >= 6 {
            self.screen = Screen::Summary;
        }
        self.revision = self.revision.wrapping_add(1);
        true
    }

    /// Deals the next deal (from the summary of the last one).
    pub fn next_deal(&mut self) -> Result<(), RuleError> {
        if self.next() != Next::Summary {
            return match self.game.winner() {
                Some(winner) => Err(RuleError::MatchOver { winner }),
                None => Err(RuleError::DealInProgress),
            };
        }
        let index = self.game.history().len();
        self.game.start_seeded_deal(seeds::first_dealer(self.seed), seeds::deal_seed(self.seed, index))?;
        self.screen = Screen::Table;
        self.collected = 0;
        self.revision = self.revision.wrapping_add(1);
        Ok(())
    }

    /// Whether the person's last card can be taken back (practice mode, deal in play; not
    /// while more than one person plays, whose cards it would show again).
    pub fn can_undo(&self) -> bool {
        self.practice && !self.friends() && self.screen == Screen::Table && self.undo_point().is_some()
    }

    /// The events of the current deal before the person's last card.
    fn undo_point(&self) -> Option<usize> {
        let deal = self.game.current()?;
        deal.events().iter().rposition(|e| matches!(e, Event::Play(seat, _) if *seat == PERSON))
    }

    /// Takes back the person's last card and everything after it (practice mode).
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let Some(keep) = self.undo_point() else { return false };
        let mut record = MatchRecord::from_match(&self.game);
        let Some(last) = record.deals.last_mut() else { return false };
        last.events.truncate(keep);
        let Ok(replay) = record.replay() else { return false };
        self.game = replay.game;
        self.collected = self.deal().map_or(0, Deal::trick_number);
        self.revision = self.revision.wrapping_add(1);
        true
    }

    /// Everything of the match but who looks: what is kept of it between visits.
    pub fn to_parts(&self) -> Parts {
        Parts {
            game: self.game.clone(),
            seed: self.seed,
            revision: self.revision,
            practice: self.practice,
            counted: self.counted,
            screen: self.screen,
            collected: self.collected,
            first_deal_seed: self.first_deal_seed,
            series: self.series,
            players: self.players,
        }
    }

    /// The match from what was kept of it. An inconsistent moment (more tricks collected
    /// than played, say) is brought back to the nearest real one; a match without a deal
    /// is none.
    pub fn from_parts(p: Parts) -> Option<Session> {
        if p.game.current().is_none() && p.game.history().is_empty() {
            return None;
        }
        let mut s = Session {
            game: p.game,
            seed: p.seed,
            revision: p.revision,
            practice: p.practice,
            counted: p.counted,
            screen: p.screen,
            collected: p.collected,
            first_deal_seed: p.first_deal_seed,
            series: p.series,
            players: p.players,
            looking: None,
        };
        let completed = s.deal()?.trick_number();
        let finished = s.game.current().is_none();
        if !finished {
            s.screen = Screen::Table;
        }
        // Only the last complete trick may still lie on the table.
        s.collected = s.collected.clamp(completed.saturating_sub(1), completed);
        if finished && s.collected >= 6 {
            s.screen = Screen::Summary;
        }
        if s.screen == Screen::Summary {
            s.collected = 6;
        }
        Some(s)
    }
}

