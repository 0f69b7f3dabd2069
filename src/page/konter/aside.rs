//! The unfinished matches put aside: a match taking the table never loses the one that
//! was there (nor one another tab saved meanwhile); each can be continued or deleted.

use super::saving::read_session;
use super::Ctrl;
use crate::store::local::{with_storage, WriteError};
use crate::games::konter::stored::shelf::{self, matches_to_json, shelve, Shelved};
use crate::store::MATCHES_KEY;
use crate::games::konter::session::Session;
use leptos::prelude::*;

thread_local! {
    /// The unfinished matches put aside, newest first (`crate::games::konter::stored::shelf`).
    pub(super) static SHELF: std::cell::RefCell<Vec<Shelved>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads the matches put aside (track [`Ctrl::shelved`] to follow them).
pub fn with_shelf<R>(f: impl FnOnce(&[Shelved]) -> R) -> R {
    SHELF.with_borrow(|l| f(l))
}

impl Ctrl {
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
    pub(super) fn take_table(self, session: Option<Session>, seed: Option<u64>) {
        let mut list = SHELF.take();
        let next = seed.map_or(session, |seed| shelf::take(&mut list, seed));
        if let Some(next) = &next {
            let now = js_sys::Date::now() as u64;
            if let Some(mine) = self.session.get_untracked() {
                shelve(&mut list, mine, now);
            }
            // Whatever another tab saved under the key is aside now: ours may take its place.
            if let Some(s) = self.guard.take_over().and_then(|raw| read_session(&raw).ok()) {
                shelve(&mut list, s, now);
            }
            list.retain(|e| e.session.seed() != next.seed());
        }
        self.save_shelf(list);
        if let Some(s) = next {
            self.show(s);
        }
    }

    /// Keeps `list` as the matches put aside, and saves it. (Other tabs' changes arrive
    /// by storage events, as the settings' do.)
    pub(super) fn save_shelf(self, list: Vec<Shelved>) {
        if with_storage(|st| st.set(MATCHES_KEY, &matches_to_json(&list))) == Err(WriteError::Refused) {
            self.storage_failed();
        }
        self.set_shelf(list);
    }

    pub(super) fn set_shelf(self, list: Vec<Shelved>) {
        SHELF.set(list);
        self.shelved.update(|n| *n += 1);
    }
}
