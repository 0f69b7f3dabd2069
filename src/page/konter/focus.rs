//! Keyboard focus moves to the next thing to do (the cover's button, the trump buttons,
//! else the hand) once the table has drawn: after a new match, a new deal, naming trump or
//! announcing, whose controls vanish. The page's effect (`crate::page::App`) moves it.

use leptos::prelude::*;

/// Whether focus is to move to the next thing to do.
#[derive(Clone, Copy)]
pub struct FocusTurn(RwSignal<bool>);

impl FocusTurn {
    pub(super) fn new() -> FocusTurn {
        FocusTurn(RwSignal::new(false))
    }

    /// The next thing to do takes the focus once drawn.
    pub fn want(self) {
        self.0.set(true);
    }

    /// Whether it is to (tracked).
    pub fn wanted(self) -> bool {
        self.0.get()
    }

    pub fn wanted_untracked(self) -> bool {
        self.0.get_untracked()
    }

    /// The person's turn has the focus: from now on it stays where the person moves it.
    pub fn given(self) {
        self.0.set(false);
    }
}
