//! The edge to `window.localStorage`. Everything here may fail — storage can be blocked
//! (privacy settings, sandboxed frames) or full — and nothing here panics: a failure is
//! a value the controller turns into a notice, while the game plays on in memory.
//!
//! Only keys starting with `konter-a-matt:` are ever written or removed; the origin's
//! storage is never cleared.

use crate::store::{backup_key, PREFIX, PROBE_KEY};

pub struct Storage {
    /// None when the browser refuses storage.
    inner: Option<web_sys::Storage>,
}

/// Why a write failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// No storage at all.
    Unavailable,
    /// The browser refused the write (quota exceeded, most likely).
    Refused,
}

impl Storage {
    /// Opens local storage and checks with a probe key that writing works.
    pub fn open() -> Storage {
        let storage = web_sys::window().and_then(|w| w.local_storage().ok().flatten());
        let works = storage
            .as_ref()
            .is_some_and(|s| s.set_item(PROBE_KEY, "1").is_ok() && s.remove_item(PROBE_KEY).is_ok());
        Storage { inner: if works { storage } else { None } }
    }

    pub fn available(&self) -> bool {
        self.inner.is_some()
    }

    pub fn get(&self, key: &str) -> Option<String> {
        self.inner.as_ref()?.get_item(key).ok().flatten()
    }

    pub fn set(&self, key: &str, value: &str) -> Result<(), WriteError> {
        debug_assert!(key.starts_with(PREFIX));
        let storage = self.inner.as_ref().ok_or(WriteError::Unavailable)?;
        storage.set_item(key, value).map_err(|_| WriteError::Refused)
    }

    pub fn remove(&self, key: &str) {
        debug_assert!(key.starts_with(PREFIX));
        if let Some(s) = &self.inner {
            let _ = s.remove_item(key);
        }
    }

    /// Keeps `raw` under a new backup key named after `name`; returns that key, or None
    /// if it could not be written (then the original must stay where it is).
    pub fn backup(&self, name: &str, raw: &str) -> Option<String> {
        let now = js_sys::Date::now() as u64;
        let mut key = backup_key(name, now);
        let mut n = 1;
        while self.get(&key).is_some() {
            key = format!("{}-{n}", backup_key(name, now));
            n += 1;
        }
        self.set(&key, raw).ok().map(|_| key)
    }
}

thread_local! {
    static STORAGE: Storage = Storage::open();
}

/// Runs `f` with the page's storage (opened once).
pub fn with_storage<R>(f: impl FnOnce(&Storage) -> R) -> R {
    STORAGE.with(f)
}
