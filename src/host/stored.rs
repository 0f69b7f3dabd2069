//! A game module's values in storage: each read once (an unreadable one is backed up under
//! a key of its own, removed, and reported), the page's speed setting for the bots' pace,
//! the one timeout for what happens next without the person, and random seeds.

use crate::store::local::with_storage;
use crate::store::{key_name, StoreError};
use leptos::prelude::*;
use std::cell::Cell;
use std::time::Duration;

/// Reads one stored value; an unreadable one is backed up, removed, and its backup's key
/// (or its own key, when no copy could be written) pushed to `corrupt`.
pub fn load<T>(key: &str, read: impl Fn(&str) -> Result<T, StoreError>, corrupt: &mut Vec<String>) -> Option<T> {
    let raw = with_storage(|st| st.get(key))?;
    match read(&raw) {
        Ok(v) => Some(v),
        Err(_) => {
            corrupt.push(set_aside(key, &raw));
            None
        }
    }
}

/// Backs up the unreadable `raw` of `key` under a key of its own and removes it; the
/// backup's key, or `key` itself when no copy could be written (then the text stays).
fn set_aside(key: &str, raw: &str) -> String {
    with_storage(|st| {
        let backup = st.backup(key_name(key), raw);
        if backup.is_some() {
            st.remove(key);
        }
        backup.unwrap_or_else(|| key.to_string())
    })
}

/// A game's values read at its module's first use: the match, the settings and the
/// statistics (the latter two as their defaults when absent or unreadable), and the notices'
/// keys of the unreadable ones.
pub fn load_game<S, T: Default, U: Default>(
    keys: [&str; 3],
    read: (impl Fn(&str) -> Result<S, StoreError>, impl Fn(&str) -> Result<T, StoreError>, impl Fn(&str) -> Result<U, StoreError>),
) -> (Option<S>, T, U, Vec<String>) {
    let mut corrupt = vec![];
    let saved = load(keys[0], read.0, &mut corrupt);
    let settings = load(keys[1], read.1, &mut corrupt).unwrap_or_default();
    let stats = load(keys[2], read.2, &mut corrupt).unwrap_or_default();
    (saved, settings, stats, corrupt)
}

/// A game's state, made at its module's first use (outside any mount, so that it outlives
/// them) and kept in `cell`; `made` runs once after it is made.
pub fn once<T: Copy + 'static>(cell: &'static std::thread::LocalKey<Cell<Option<T>>>, make: impl FnOnce() -> T, made: impl FnOnce(T)) -> T {
    if let Some(state) = cell.get() {
        return state;
    }
    let state = make();
    cell.set(Some(state));
    made(state);
    state
}

/// A random seed from the browser's generator.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::getrandom(&mut bytes).is_ok() {
        u64::from_le_bytes(bytes)
    } else {
        (js_sys::Math::random() * 2f64.powi(53)) as u64 ^ js_sys::Date::now() as u64
    }
}

/// The page's settings every game shares (the bots' pace, how long a trick stays, …), read
/// fresh: the page's Settings change them.
pub fn shared_settings() -> crate::store::Settings {
    with_storage(|st| st.get(crate::store::SETTINGS_KEY))
        .and_then(|raw| crate::store::migrate_settings(&raw).ok())
        .unwrap_or_default()
}

/// The page's speed setting (the bots' pace and how long a trick stays).
pub fn speed() -> crate::store::Speed {
    shared_settings().speed
}

/// One pending timeout: setting it again replaces it.
pub struct Timer(Cell<Option<TimeoutHandle>>);

impl Timer {
    pub const fn new() -> Self {
        Timer(Cell::new(None))
    }

    pub fn cancel(&self) {
        if let Some(h) = self.0.take() {
            h.clear();
        }
    }

    pub fn set(&self, ms: u32, job: impl FnOnce() + 'static) {
        self.cancel();
        if let Ok(h) = set_timeout_with_handle(job, Duration::from_millis(ms.into())) {
            self.0.set(Some(h));
        }
    }
}

impl Default for Timer {
    fn default() -> Self {
        Timer::new()
    }
}

/// Counts into statistics kept under `key` and shown in `shown`: read fresh (another tab
/// may have counted too), changed by `f`, written.
pub fn count<T: Clone + Send + Sync + 'static>(
    key: &str,
    shown: RwSignal<T>,
    read: impl Fn(&str) -> Result<T, StoreError>,
    write: impl Fn(&T) -> String,
    f: impl FnOnce(&mut T),
) {
    shown.set(count_stored(key, || shown.get_untracked(), read, write, f));
}

/// Counts into statistics kept under `key` that nothing on screen shows: read fresh
/// (`unread` when there are none, or they cannot be read), changed by `f`, written, and
/// returned.
pub fn count_stored<T>(
    key: &str,
    unread: impl FnOnce() -> T,
    read: impl Fn(&str) -> Result<T, StoreError>,
    write: impl Fn(&T) -> String,
    f: impl FnOnce(&mut T),
) -> T {
    let mut stats = with_storage(|st| st.get(key)).and_then(|raw| read(&raw).ok()).unwrap_or_else(unread);
    f(&mut stats);
    let _ = with_storage(|st| st.set(key, &write(&stats)));
    stats
}

/// Changes settings kept under `key` and shown in `shown`; written only when `f` changed them.
pub fn change<T: Clone + PartialEq + Send + Sync + 'static>(key: &str, shown: RwSignal<T>, write: impl Fn(&T) -> String, f: impl FnOnce(&mut T)) {
    let mut s = shown.get_untracked();
    f(&mut s);
    if shown.with_untracked(|old| *old != s) {
        shown.set(s.clone());
        let _ = with_storage(|st| st.set(key, &write(&s)));
    }
}
