//! Müller Matz's matches put aside (`crate::host::aside`): its key, and a match in
//! words.

use crate::host::hosted::HostedGame;
use super::mx;
use super::state::{Notice, M};
use crate::host::aside::Aside;
use crate::host::notices::flag;
use leptos::prelude::*;
use super::stored::SavedMatz;

impl Aside for M {
    type Match = SavedMatz;
    const KEY: &'static str = super::stored::KEYS.matches;

    /// "Game 2 · Second life", as over the table.
    fn describe(self, s: &SavedMatz) -> String {
        let t = mx();
        let second = s.game.current().is_some_and(|g| g.table().life() == matz::Life::Second);
        format!("{} · {}", t.game_no(s.games_begun()), if second { t.second_life } else { t.first_life })
    }

    fn resume(self, s: SavedMatz) {
        self.start(s);
    }

    fn unreadable(self, key: String) {
        self.shell.notices.update(|n| n.push(Notice::Corrupt(key)));
    }

    fn failed(self) {
        flag(self.shell.notices, Notice::StorageFailed, true);
    }
}
