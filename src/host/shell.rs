//! What the state of every module game holds, the same for every game: its match, settings
//! and statistics as stored, its notices, what is asked first, an imported match waiting,
//! who holds the device, the pace without the person, and the cross-tab guard. A game's
//! state holds a [`Shell`] and what is its own beside it.

use super::ask::Asking;
use super::friends::Device;
use super::guard::Guard;
use super::notices::Notice;
use super::pace::Pace;
use super::stored::{change, count, load_game};
use crate::store::seats::Others;
use crate::store::envelope::Stored;
use cards::Seat;
use leptos::prelude::*;

pub struct Shell<S, T, U, O: Send + Sync + 'static, G = std::convert::Infallible> {
    /// The match shown (in play, else the last one).
    pub saved: RwSignal<Option<S>>,
    pub settings: RwSignal<T>,
    pub stats: RwSignal<U>,
    pub notices: RwSignal<Vec<Notice<O, G>>>,
    /// "New match", or a shared game (`O`), while a match is in progress: asked first.
    pub asking: Asking<O>,
    /// An imported match waiting for the person's yes.
    pub pending: RwSignal<Option<S>>,
    /// Friends at one device: who holds it, whose hand is shown.
    pub device: Device,
    /// What happens next without the person, while the table is on screen.
    pub pace: Pace,
    /// Saves the match unless another tab has moved it on.
    pub guard: Guard,
    /// The keys of the match, the settings and the statistics.
    keys: [&'static str; 3],
}

impl<S, T, U, O: Send + Sync + 'static, G> Clone for Shell<S, T, U, O, G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<S, T, U, O: Send + Sync + 'static, G> Copy for Shell<S, T, U, O, G> {}

/// How a game's seats are read from its match and settings, for [`Device`].
pub struct Seating<S, T> {
    /// The number of seats at the match's table.
    pub players: fn(Option<&S>) -> usize,
    /// The seat to act in the match.
    pub to_act: fn(&S) -> Option<Seat>,
    /// Who plays the seats besides the owner's.
    pub others: fn(&T) -> Others,
}

impl<S, T, U, O, G> Shell<S, T, U, O, G>
where
    S: Stored + Send + Sync + 'static,
    T: Stored + Clone + PartialEq + Default + Send + Sync + 'static,
    U: Stored + Clone + Default + Send + Sync + 'static,
    O: Clone + Send + Sync + 'static,
    G: Send + Sync + 'static,
{
    /// The game's values as stored under `keys` (the match, the settings, the statistics;
    /// an unreadable one reported), its seats read by `seating`, a trick or pile lying on
    /// the table while `showing`.
    pub fn load(keys: [&'static str; 3], seating: Seating<S, T>, showing: Signal<bool>) -> Self {
        let (saved, settings, stats, corrupt) = load_game(keys, (S::read, T::read, U::read));
        let (saved, settings) = (RwSignal::new(saved), RwSignal::new(settings));
        let Seating { players, to_act, others } = seating;
        let device = Device::new(
            Signal::derive(move || settings.with(others)),
            Signal::derive(move || saved.with(|s| players(s.as_ref()))),
            Signal::derive(move || saved.with(|s| s.as_ref().and_then(to_act))),
            showing,
        );
        Shell {
            saved,
            settings,
            stats: RwSignal::new(stats),
            notices: RwSignal::new(corrupt.into_iter().map(Notice::Corrupt).collect()),
            asking: Asking::new(),
            pending: RwSignal::new(None),
            device,
            pace: Pace::new(),
            guard: Guard::new(keys[0]),
            keys,
        }
    }

    /// Changes the settings; they are written when `f` changed them.
    pub fn update_settings(self, f: impl FnOnce(&mut T)) {
        change(self.keys[1], self.settings, T::to_json_string, f);
    }

    /// Counts into the statistics: read fresh (another tab may have counted too), changed
    /// by `f`, written.
    pub fn count(self, f: impl FnOnce(&mut U)) {
        count(self.keys[2], self.stats, U::read, U::to_json_string, f);
    }

    /// A match (of `seed`) is about to take the table of `game`: the unfinished one there is
    /// put aside, never lost; no question stays, and nobody is known to hold the device yet
    /// at a table of friends.
    pub fn clear_for<A: super::aside::Aside<Match = S>>(self, game: A, seed: u64)
    where
        S: Clone,
        O: PartialEq,
        G: PartialEq,
    {
        super::aside::leave(game, self.guard, self.saved.get_untracked(), seed);
        super::notices::flag(self.notices, Notice::OtherTab, false);
        self.asking.close();
        self.device.put_down();
    }

    pub fn dismiss(self, notice: &Notice<O, G>)
    where
        O: PartialEq,
        G: PartialEq,
    {
        self.notices.update(|n| n.retain(|x| x != notice));
    }
}

/// Implements the host's traits for a game's state: [`crate::guarded!`], [`crate::played!`],
/// [`crate::shared_games!`] and [`crate::records!`].
#[macro_export]
macro_rules! module_state {
    ($state:ty, $saved:ty, $view:ty, $action:ty, $level:ty, $shared:ty, $game:expr, $file:expr, $id:expr, $texts:expr) => {
        $crate::guarded!($state, $saved);
        $crate::played!($state, $view, $action, $level);
        $crate::shared_games!($state, $shared);
        $crate::records!($state, $saved, $game, $file, $id, $texts);
    };
}
