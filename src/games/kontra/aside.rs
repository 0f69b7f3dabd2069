//! Kontraspiel's sessions put aside (`crate::host::aside`): its key, and a session in
//! words.

use crate::host::hosted::HostedGame;
use super::kx;
use super::state::{Notice, K, person};
use crate::host::aside::Aside;
use crate::host::notices::flag;
use leptos::prelude::*;
use super::stored::SavedSession;

impl Aside for K {
    type Match = SavedSession;
    const KEY: &'static str = super::stored::KEYS.matches;

    /// "Deal 3 of 24, 20 chips": the deal shown and the person's chips.
    fn describe(self, s: &SavedSession) -> String {
        let t = kx();
        let deal = t.deal_of(s.session.deals_begun(), s.session.rules().max_deals());
        format!("{deal}, {}", t.chips(s.session.chips()[person().index()]))
    }

    fn resume(self, s: SavedSession) {
        self.start(s);
    }

    fn unreadable(self, key: String) {
        self.shell.notices.update(|n| n.push(Notice::Corrupt(key)));
    }

    fn failed(self) {
        flag(self.shell.notices, Notice::StorageFailed, true);
    }
}
