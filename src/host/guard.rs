//! Two tabs never overwrite each other's match silently. A game module saves its match
//! after every change through its [`Guard`]: the guard remembers the text this tab last
//! read or wrote under the game's key, and writes only while storage still holds that text
//! (or nothing). When another tab has saved something else, nothing is written, the guard
//! turns stale, and the game tells the person, who may load the other tab's match.

use crate::store::local::{with_storage, WriteError};
use leptos::prelude::*;

/// What a save did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Written (or storage is not there at all: nothing to do).
    Written,
    /// Storage refused it (full, or forbidden).
    Failed,
    /// Another tab saved a different match since: nothing was written.
    Stale,
}

/// The cross-tab guard of one game's saved match.
#[derive(Clone, Copy)]
pub struct Guard {
    key: &'static str,
    /// The text this tab last read or wrote under `key`.
    written: StoredValue<Option<String>>,
    /// Another tab has moved the match on: this tab saves nothing until the person loads it.
    pub stale: RwSignal<bool>,
}

impl Guard {
    /// The guard of `key`, whose stored text this tab has just read.
    pub fn new(key: &'static str) -> Guard {
        let read = with_storage(|st| st.get(key));
        Guard { key, written: StoredValue::new(read), stale: RwSignal::new(false) }
    }

    /// Saves `text`, unless this tab is stale or another tab has saved a different text
    /// since this one last read or wrote it.
    pub fn save(self, text: String) -> Saved {
        if self.stale.get_untracked() {
            return Saved::Stale;
        }
        let written = self.written.get_value();
        let result = with_storage(|st| {
            if !st.available() {
                return Ok(Saved::Written);
            }
            let stored = st.get(self.key);
            if stored.is_some() && stored != written {
                return Ok(Saved::Stale);
            }
            st.set(self.key, &text).map(|()| Saved::Written)
        });
        match result {
            Ok(Saved::Written) => {
                self.written.set_value(Some(text));
                Saved::Written
            }
            Ok(other) => {
                if other == Saved::Stale {
                    self.stale.set(true);
                }
                other
            }
            Err(WriteError::Unavailable) => Saved::Written,
            Err(WriteError::Refused) => Saved::Failed,
        }
    }

    /// With `load`, the match another tab saved, read by `read` and adopted by this one
    /// (the person chose to load it, or this tab had none): saving goes on from there.
    /// Without, or when it cannot be read, nothing.
    pub fn adopt_if<T, E>(self, load: bool, read: impl FnOnce(&str) -> Result<T, E>) -> Option<T> {
        if !load {
            return None;
        }
        let text = with_storage(|st| st.get(self.key))?;
        let read = read(&text).ok()?;
        self.written.set_value(Some(text));
        self.stale.set(false);
        Some(read)
    }

    /// Another match takes this tab's table: the text another tab saved under the key since
    /// this tab last read or wrote it, if any, for the caller to keep (put it aside); this
    /// tab saves from here on, over it.
    pub fn take_over(self) -> Option<String> {
        let stored = with_storage(|st| st.get(self.key));
        self.stale.set(false);
        let theirs = stored.filter(|s| Some(s) != self.written.get_value().as_ref());
        if theirs.is_some() {
            self.written.set_value(theirs.clone());
        }
        theirs
    }

    /// Follows the other tabs: when one saves a different match under the key, `moved(holds)`
    /// runs with whether this tab holds a match of its own (then it has turned stale; without
    /// one the game may simply load theirs).
    pub fn listen(self, holds: impl Fn() -> bool + 'static, moved: impl Fn(bool) + 'static) {
        let handle = window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
            if e.key().as_deref() != Some(self.key) {
                return;
            }
            let theirs = e.new_value();
            if theirs.is_none() || theirs == self.written.get_value() {
                return;
            }
            let ours = holds();
            if ours {
                self.stale.set(true);
            }
            moved(ours);
        });
        // The module lives as long as the page: the listener is never removed.
        std::mem::forget(handle);
    }
}

/// A game's state as the guard keeps it: saving after every change, and following
/// another tab, written once for every game. The game says where its pieces are.
pub trait Guarded: Copy + 'static {
    type Saved;
    fn guard(self) -> Guard;
    /// The match shown, as stored (None: no match).
    fn stored_text(self) -> Option<String>;
    fn read(raw: &str) -> Result<Self::Saved, crate::store::StoreError>;
    /// Shows or takes away the notices "storage refused the save" and "another tab
    /// saved a different match".
    fn flag_failed(self, on: bool);
    fn flag_other_tab(self, on: bool);
    /// Stops what was about to happen without the person (a bot's turn).
    fn stop(self);
    /// Shows `saved`, the match another tab saved.
    fn loaded(self, saved: Self::Saved);
    /// Whether a match is shown.
    fn holds(self) -> bool;

    /// Follows the other tabs from now on (see [`Guard::listen`]).
    fn follow_other_tabs(self) {
        self.guard().listen(move || self.holds(), move |ours| self.other_tab(ours));
    }

    /// Saves the match shown unless another tab has moved it on.
    fn save(self) {
        let Some(text) = self.stored_text() else { return };
        let result = self.guard().save(text);
        self.flag_failed(result == Saved::Failed);
        if result == Saved::Stale {
            self.other_tab(true);
        }
    }

    /// Another tab saved a different match: with one of ours shown, nothing more is saved
    /// here and the person is told (they may load theirs); without one, theirs is loaded.
    fn other_tab(self, ours: bool) {
        self.stop();
        self.flag_other_tab(ours);
        if let Some(s) = self.guard().adopt_if(!ours, Self::read) {
            self.loaded(s);
        }
    }

    /// "Load it": the match the other tab saved takes the place of ours.
    fn load_other_tab(self) {
        self.flag_other_tab(false);
        if let Some(s) = self.guard().adopt_if(true, Self::read) {
            self.loaded(s);
        }
    }
}
