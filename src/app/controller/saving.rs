//! Saving and loading at the storage edge: what was saved is read once at start (an
//! unreadable value is backed up and reported), the match is saved after every change
//! unless another tab has moved it on (then nothing is overwritten and the person is
//! told), the statistics are counted afresh from storage, and other tabs' changes are
//! followed.

use super::pace::cancel_timer;
use super::Ctrl;
use crate::app::notices::Notice;
use crate::app::storage::{with_storage, Storage, WriteError};
use crate::store::saved::peek_match;
use crate::store::shelf::{migrate_matches, Shelved};
use crate::store::{key_name, migrate_match, migrate_settings, migrate_stats, Saved, Stats, StoreError, MATCHES_KEY, MATCH_KEY, SETTINGS_KEY, STATS_KEY};
use crate::seeds;
use crate::session::Session;
use leptos::prelude::*;

/// What was saved, as read at start, with what the person should know about it.
pub(super) struct Stored {
    pub settings: crate::store::Settings,
    pub stats: Stats,
    pub session: Option<Session>,
    /// The matches put aside.
    pub shelf: Vec<Shelved>,
    pub notices: Vec<Notice>,
}

/// Reads everything saved.
pub(super) fn load_stored() -> Stored {
    let mut notices = vec![];
    let (settings, stats, session, shelf) = with_storage(|st| {
        if !st.available() {
            notices.push(Notice::StorageBlocked);
        }
        let settings = load(st, Saved::Settings, migrate_settings, &mut notices).unwrap_or_default();
        let stats = load(st, Saved::Stats, migrate_stats, &mut notices).unwrap_or_default();
        let session = load(st, Saved::Match, read_session, &mut notices);
        let shelf = load(st, Saved::Matches, migrate_matches, &mut notices).unwrap_or_default();
        (settings, stats, session, shelf)
    });
    Stored { settings, stats, session, shelf, notices }
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

pub(super) fn read_session(raw: &str) -> Result<Session, StoreError> {
    migrate_match(raw).and_then(|saved| Session::from_saved(&saved))
}

impl Ctrl {
    /// Updates the statistics: read fresh from storage (another tab may have counted
    /// too), change, write back.
    pub(super) fn count(self, f: impl FnOnce(&mut Stats)) {
        crate::app::host::stored::count(STATS_KEY, self.stats, migrate_stats, Stats::to_json_string, f);
    }

    /// Saves the match after every change of it, as one effect (not when it is first
    /// read: what was read is what is stored).
    pub(super) fn save_on_change(self) {
        Effect::new(move |read: Option<()>| {
            self.session.track();
            if read.is_some() {
                self.save_match();
            }
        });
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
                self.notes.dismiss(&Notice::StorageFailed);
            }
            Ok(true) => self.mark_stale(),
            Err(WriteError::Unavailable) => {}
            Err(WriteError::Refused) => self.storage_failed(),
        }
    }

    pub(super) fn storage_failed(self) {
        self.notes.post_once(Notice::StorageFailed);
    }

    pub(super) fn mark_stale(self) {
        cancel_timer();
        self.stale.set(true);
        self.notes.post_once(Notice::OtherTab);
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
            self.nav.leave_start();
            self.notes.dismiss(&Notice::OtherTab);
            self.schedule();
        }
    }

    /// Follows changes other tabs make to our keys.
    pub(super) fn listen_to_other_tabs(self) {
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

    pub(super) fn has_match_untracked(&self) -> bool {
        self.session.with_untracked(Option::is_some)
    }
}
