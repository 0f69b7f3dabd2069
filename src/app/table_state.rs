//! What the table draws, derived once from the session: the table and its parts (hand,
//! trick, seat badges) read it, each redrawn only when what it reads has changed.

use crate::engine::{Deal, Seat, Trick};
use crate::i18n::Voice;
use crate::session::{Next, Session};
use crate::seats::{Seating, Who};
use leptos::prelude::*;

/// Everything the table draws, in one comparable value: the table re-renders a part only
/// when what that part reads has changed.
#[derive(Clone, Debug, PartialEq)]
pub struct TableState {
    pub deal: Deal,
    pub next: Next,
    /// For whom the table is drawn: `seating.you` holds the hand in the tray.
    pub seating: Seating,
    pub voice: Voice,
    pub deal_index: usize,
    /// The complete trick waiting to be collected.
    pub trick: Option<Trick>,
    pub dashes: [u32; 2],
    pub stake: u32,
    pub practice: bool,
    pub can_undo: bool,
}

impl TableState {
    pub fn of(s: &Session) -> Option<TableState> {
        Some(TableState {
            deal: *s.deal()?,
            next: s.next(),
            seating: s.seating(),
            voice: crate::i18n::Voice::of(s),
            deal_index: s.deal_index(),
            trick: s.trick_to_collect(),
            dashes: s.game().dashes(),
            stake: s.game().stake(),
            practice: s.practice(),
            can_undo: s.can_undo(),
        })
    }

    pub fn who(&self, seat: Seat) -> Who {
        self.seating.who(seat)
    }

    pub fn to_act(&self) -> Option<Seat> {
        match self.next {
            Next::Person(s) | Next::Bot(s) => Some(s),
            _ => None,
        }
    }
}

/// The table state, shared by the table's parts.
#[derive(Clone, Copy)]
pub struct TableMemo(pub Memo<Option<TableState>>);

pub fn table_memo() -> Memo<Option<TableState>> {
    expect_context::<TableMemo>().0
}
