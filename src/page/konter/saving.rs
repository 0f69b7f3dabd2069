//! Konter a Matt's page at the storage edge, through the host's, every game's: what was
//! saved is read once at start (`host::stored::load`: an unreadable value is backed up and
//! reported), the match is saved after every change through the cross-tab guard
//! (`host::guard`: unless another tab has moved it on, then nothing is overwritten and the
//! person is told), the statistics are counted afresh from storage
//! (`host::stored::count`), and other tabs' changes are followed.

use super::pace::cancel_timer;
use super::Ctrl;
use crate::page::notices::Notice;
use crate::host::guard::Saved as GuardSaved;
use crate::store::local::with_storage;
use crate::games::konter::stored::shelf::{migrate_matches, Shelved};
use crate::games::konter::stored::migrate_match;
use crate::games::konter::stored::{migrate_stats, Stats};
use crate::store::{migrate_settings, Saved, StoreError, MATCHES_KEY, SETTINGS_KEY, STATS_KEY};
use crate::games::konter::session::Session;
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
    if !with_storage(|st| st.available()) {
        notices.push(Notice::StorageBlocked);
    }
    let settings = load(Saved::Settings, migrate_settings, &mut notices).unwrap_or_default();
    let stats = load(Saved::Stats, migrate_stats, &mut notices).unwrap_or_default();
    let session = load(Saved::Match, read_session, &mut notices);
    let shelf = load(Saved::Matches, migrate_matches, &mut notices).unwrap_or_default();
    Stored { settings, stats, session, shelf, notices }
}

/// Reads one stored value through the host (`host::stored::load`): an unreadable one is
/// backed up, removed and reported.
fn load<T>(saved: Saved, read: impl Fn(&str) -> Result<T, StoreError>, notices: &mut Vec<Notice>) -> Option<T> {
    let mut corrupt = vec![];
    let value = crate::host::stored::load(saved.key(), read, &mut corrupt);
    notices.extend(corrupt.into_iter().map(|backup| Notice::Corrupt { saved, backup }));
    value
}

pub(super) fn read_session(raw: &str) -> Result<Session, StoreError> {
    migrate_match(raw).and_then(|saved| Session::from_saved(&saved))
}

impl Ctrl {
    /// Updates the statistics: read fresh from storage (another tab may have counted
    /// too), change, write back.
    pub(super) fn count(self, f: impl FnOnce(&mut Stats)) {
        crate::host::stored::count(STATS_KEY, self.stats, migrate_stats, Stats::to_json_string, f);
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

    /// Saves the match through the host's guard: unless another tab has saved a different
    /// match since we last read or wrote it; then nothing is overwritten and the person is
    /// told.
    fn save_match(self) {
        let Some(text) = self.session.with_untracked(|s| s.as_ref().map(|s| s.to_saved().to_json_string())) else {
            return;
        };
        match self.guard.save(text) {
            GuardSaved::Written => self.notes.dismiss(&Notice::StorageFailed),
            GuardSaved::Stale => self.mark_stale(),
            GuardSaved::Failed => self.storage_failed(),
        }
    }

    pub(super) fn storage_failed(self) {
        self.notes.post_once(Notice::StorageFailed);
    }

    pub(super) fn mark_stale(self) {
        cancel_timer();
        self.guard.stale.set(true);
        self.notes.post_once(Notice::OtherTab);
    }

    /// Loads the match another tab saved.
    pub fn load_from_other_tab(self) {
        if let Some(session) = self.guard.adopt_if(true, read_session) {
            cancel_timer();
            self.session.set(Some(session));
            self.hint.set(None);
            self.nav.leave_start();
            self.notes.dismiss(&Notice::OtherTab);
            self.schedule();
        }
    }

    /// Follows changes other tabs make to our keys: the match through the guard (a tab
    /// holding a match turns stale; one without simply loads theirs), the settings, the
    /// matches put aside and the statistics as they come.
    pub(super) fn listen_to_other_tabs(self) {
        self.guard.listen(move || self.has_match_untracked(), move |ours| if ours { self.mark_stale() } else { self.load_from_other_tab() });
        let handle = window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
            match e.key().as_deref() {
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
