//! What the page tells the person besides the game: the notices above the table until
//! dismissed, and the polite live region's recent messages. A narrow context of its own
//! (`notices()`): what shows them and what posts them need nothing else of the app.

use crate::games::konter::share::SharedDeal;
use crate::store::Saved;
use leptos::prelude::*;
use std::hash::{Hash, Hasher};

/// Something the person should know about, shown above the table until dismissed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Notice {
    /// Storage is blocked: the game plays in memory only.
    StorageBlocked,
    /// A save failed (storage full?).
    StorageFailed,
    /// A stored value could not be read; its text is kept under `backup`.
    Corrupt { saved: Saved, backup: String },
    /// Another tab saved a newer state of the match.
    OtherTab,
    /// A match was imported.
    Imported,
    /// A new version of the app is installed and waiting: "Update available — reload".
    UpdateAvailable,
    /// The language picked could not be loaded (offline before its file was cached).
    LangUnavailable,
    /// The page was opened from a shared-deal link: offer to play it.
    SharedOffer(SharedDeal),
    /// The page was opened from a link whose fragment is not a valid shared deal.
    SharedBad,
    /// The link to the deal on screen was copied to the clipboard.
    ShareCopied,
}

impl Notice {
    /// The notice's identity in the list on screen. Every keyed list of the app uses
    /// `u32` keys: each other key type would add its own copy of Leptos's keyed diff.
    pub fn key(&self) -> u32 {
        /// FNV-1a: a few bytes of code, and no collisions among a handful of notices.
        struct Fnv(u32);
        impl Hasher for Fnv {
            fn finish(&self) -> u64 {
                self.0.into()
            }
            fn write(&mut self, bytes: &[u8]) {
                for &b in bytes {
                    self.0 = (self.0 ^ u32::from(b)).wrapping_mul(0x0100_0193);
                }
            }
        }
        let mut h = Fnv(0x811c_9dc5);
        self.hash(&mut h);
        h.0
    }
}

/// The notices shown and the live region's messages.
#[derive(Clone, Copy)]
pub struct Notices {
    pub list: RwSignal<Vec<Notice>>,
    /// Recent messages for the polite live region (id, text).
    pub live: RwSignal<Vec<(u32, String)>>,
    live_id: StoredValue<u32>,
}

/// The notices, from any component.
pub fn notices() -> Notices {
    expect_context::<Notices>()
}

impl Notices {
    pub fn new(list: Vec<Notice>) -> Notices {
        Notices {
            list: RwSignal::new(list),
            live: RwSignal::new(vec![]),
            live_id: StoredValue::new(0),
        }
    }

    /// Shows `n`, last (anew if it was showing).
    pub fn post(self, n: Notice) {
        self.list.update(|l| {
            l.retain(|x| *x != n);
            l.push(n);
        });
    }

    /// Shows `n` unless it is showing.
    pub fn post_once(self, n: Notice) {
        if !self.list.with_untracked(|l| l.contains(&n)) {
            self.list.update(|l| l.push(n));
        }
    }

    pub fn dismiss(self, n: &Notice) {
        self.list.update(|l| l.retain(|x| x != n));
    }

    pub fn dismiss_where(self, gone: impl Fn(&Notice) -> bool) {
        self.list.update(|l| l.retain(|x| !gone(x)));
    }

    /// Adds a message to the polite live region (the last four stay).
    pub fn say(self, text: String) {
        let id = self.live_id.get_value() + 1;
        self.live_id.set_value(id);
        self.live.update(|v| {
            v.push((id, text));
            if v.len() > 4 {
                v.remove(0);
            }
        });
    }

    /// Empties the live region (nothing in it may name a card any more).
    pub fn hush(self) {
        self.live.set(vec![]);
    }
}
