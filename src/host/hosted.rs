//! The one contract between the host and a game drawn by a module of its own: what the
//! game's state is made of (its types, its [`Shell`]) and the few things only the game
//! knows (how a match is started, acted on, shown, recorded). Everything the host does
//! for every game follows from it: saving and following other tabs ([`Guarded`]), the
//! bots' turns and hints ([`Played`]), the export and import panels ([`Records`]), and
//! the links to shared games.

use super::course::screen::Course;
use super::guard::Guarded;
use super::notices::{flag, offer, offer_taken, renew, Notice};
use super::pace::{Pace, Played};
use super::records::{RecordWords, Records};
use super::shell::Shell;
use crate::store::envelope::Stored;
use crate::store::games::Game;
use cards::Seat;
use leptos::prelude::*;

/// A game as the host draws it, implemented by the game's state (a `Copy` handle to its
/// signals, made once per module).
pub trait HostedGame: Copy + Send + Sync + 'static {
    /// What the game saves of a match.
    type Saved: Stored + Clone + Send + Sync + 'static;
    type Settings: Stored + Clone + PartialEq + Default + Send + Sync + 'static;
    type Stats: Stored + Clone + Default + Send + Sync + 'static;
    /// A game shared by a link.
    type Shared: Clone + PartialEq + Send + Sync + 'static;
    /// The notices only this game shows.
    type Own: Clone + PartialEq + Send + Sync + 'static;
    /// What one seat sees of the match (all its bot may know).
    type View;
    type Action: Copy + Send + Sync + 'static;
    /// The bots' levels.
    type Level;

    const GAME: Game;
    /// The file name of a downloaded record.
    const FILE: &'static str;
    /// The prefix of the game's element ids (`kx-`).
    const ID: &'static str;
    /// The level whose choice a practice hint is.
    const HINT: Self::Level;

    /// The rules' match as it travels between devices (friends online).
    type Engine: online::Online + 'static;

    /// The game's state, made at the module's first use.
    fn state() -> Self;
    /// What the host keeps for the game.
    fn shell(self) -> Shell<Self>;

    /// The game's table.
    fn screen() -> AnyView;
    /// How the game's table names the seat of number `index`.
    fn seat_name(index: u8) -> String;
    /// The game's lessons.
    fn course() -> &'static dyn Course;
    /// One of the game's panels of the page's dialogs, by name (its settings, statistics,
    /// score sheet, records, rules); `tell` and `prefill` are for the import.
    fn panel(name: &str, tell: Callback<String>, prefill: String) -> AnyView;
    /// A bot's decision for a request's text (the bots' worker).
    fn bot_answer(request: &str) -> String;

    /// Where play stands in `saved`: it moves on with every action.
    fn moment_of(saved: &Self::Saved) -> (usize, usize);
    fn level_of(settings: &Self::Settings) -> Self::Level;
    /// Whether practice mode (hints and Undo) is on.
    fn practice_of(settings: &Self::Settings) -> bool;
    fn first_legal_of(view: &Self::View) -> Option<Self::Action>;
    /// Asks the bot of `level` (in the game's bots' worker) what the seat of `view` does.
    fn ask_bot(view: Self::View, level: Self::Level, seed: u64, done: impl FnOnce(Option<Self::Action>) + 'static);
    /// Reads the text after a shared game's link key.
    fn read_shared(text: &str) -> Option<Self::Shared>;

    /// The view of `seat` and the seed of its bot's decision, if `seat` is to act.
    fn bot_request(self, seat: Seat) -> Option<(Self::View, u64)>;
    /// `seat` acts: why the rules refused, in the person's language, else done.
    fn act(self, seat: Seat, action: Self::Action) -> Result<(), String>;
    /// Sets the one timeout for what happens next without the person.
    fn schedule(self);
    /// `saved` is shown from a clean table: nothing about to happen or half done.
    fn put(self, saved: Self::Saved);
    /// `saved` takes the table; the unfinished match there is put aside, never lost.
    fn start(self, saved: Self::Saved);
    /// A new match whose first deal is the shared one.
    fn start_shared(self, shared: Self::Shared);
    /// Whether the match shown is still being played.
    fn unfinished(self) -> bool;
    /// "New match": at once, or asked first while a match is in progress.
    fn ask_new(self);
    /// Menu → Share: a link to the deal shown.
    fn share(self);
    /// Practice mode's Undo: whether there is something to take back, and taking it back.
    fn can_undo(self) -> bool;
    fn undo(self);

    /// The record of the match shown, as exported.
    fn record_text(self) -> Option<String>;
    /// Reads a record to import: why it cannot be, else the match.
    fn read_record(self, text: &str) -> Result<Self::Saved, String>;
    fn record_words(self) -> RecordWords;

    /// The page was opened from a link (`text` after the key): offer its game.
    fn offer_link(self, text: &str) {
        offer(self.shell().notices, Self::read_shared(text));
    }

    /// "Play the shared game": at once, or after asking while a match is in progress.
    fn play_shared(self, game: Self::Shared) {
        let shell = self.shell();
        offer_taken(shell.notices);
        shell.asking.shared_game(self.unfinished(), game, |game| self.start_shared(game));
    }
}

impl<H: HostedGame> Guarded for H {
    type Saved = H::Saved;

    fn guard(self) -> super::guard::Guard {
        self.shell().guard
    }

    fn stored_text(self) -> Option<String> {
        self.shell().saved.with_untracked(|s| s.as_ref().map(Stored::to_json_string))
    }

    fn read(raw: &str) -> Result<H::Saved, crate::store::StoreError> {
        <H::Saved as Stored>::read(raw)
    }

    fn flag_failed(self, on: bool) {
        flag(self.shell().notices, Notice::StorageFailed, on);
    }

    fn flag_other_tab(self, on: bool) {
        flag(self.shell().notices, Notice::OtherTab, on);
    }

    fn stop(self) {
        self.shell().pace.cancel();
    }

    fn loaded(self, saved: H::Saved) {
        self.shell().device.put_down();
        self.put(saved);
        HostedGame::schedule(self);
    }

    fn holds(self) -> bool {
        self.shell().saved.with_untracked(Option::is_some)
    }
}

impl<H: HostedGame> Played for H {
    type View = H::View;
    type Action = H::Action;
    type Level = H::Level;
    const HINT: H::Level = H::HINT;

    fn pace(self) -> Pace {
        self.shell().pace
    }

    fn moment(self) -> Option<(usize, usize)> {
        self.shell().saved.with_untracked(|s| s.as_ref().map(H::moment_of))
    }

    fn request(self, seat: Seat) -> Option<(H::View, u64)> {
        self.bot_request(seat)
    }

    fn level(self) -> H::Level {
        self.shell().settings.with_untracked(H::level_of)
    }

    fn first_legal(view: &H::View) -> Option<H::Action> {
        H::first_legal_of(view)
    }

    fn ask(view: H::View, level: H::Level, seed: u64, done: impl FnOnce(Option<H::Action>) + 'static) {
        H::ask_bot(view, level, seed, done)
    }

    fn act_as(self, seat: Seat, action: H::Action) -> bool {
        self.act(seat, action).is_ok()
    }

    fn hint(self) -> RwSignal<Option<H::Action>> {
        self.shell().hint
    }

    fn schedule(self) {
        HostedGame::schedule(self)
    }

    fn acting(self) -> Seat {
        self.shell().device.acting()
    }
}

impl<H: HostedGame> Records for H {
    const GAME: Game = H::GAME;
    const FILE: &'static str = H::FILE;
    const ID: &'static str = H::ID;
    type Saved = H::Saved;

    fn words(self) -> RecordWords {
        self.record_words()
    }

    fn pending(self) -> RwSignal<Option<H::Saved>> {
        self.shell().pending
    }

    fn export_text(self) -> Option<String> {
        self.record_text()
    }

    fn read_import(self, text: &str) -> Result<(), String> {
        let saved = self.read_record(text)?;
        self.shell().pending.set(Some(saved));
        Ok(())
    }

    fn in_progress(self) -> bool {
        self.unfinished()
    }

    fn confirm_import(self) -> bool {
        let shell = self.shell();
        if let Some(s) = shell.pending.get_untracked() {
            shell.pending.set(None);
            self.start(s);
            renew(shell.notices, Notice::Imported);
        }
        true
    }
}
