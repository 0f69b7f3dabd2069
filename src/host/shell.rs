//! What the state of every module game holds, the same for every game: its match, settings
//! and statistics as stored, its notices, what is asked first, an imported match waiting,
//! the practice hint, who holds the device, the pace without the person, and the cross-tab guard. A game's
//! state holds a [`Shell`] and what is its own beside it.

use super::ask::Asking;
use super::friends::Device;
use super::guard::Guard;
use super::hosted::HostedGame;
use super::notices::Notice;
use super::pace::Pace;
use super::stored::{change, count, load_game};
use crate::store::seats::Others;
use crate::store::envelope::Stored;
use cards::Seat;
use leptos::prelude::*;

pub struct Shell<H: HostedGame> {
    /// The match shown (in play, else the last one).
    pub saved: RwSignal<Option<H::Saved>>,
    pub settings: RwSignal<H::Settings>,
    pub stats: RwSignal<H::Stats>,
    pub notices: RwSignal<Vec<Notice<H::Shared, H::Own>>>,
    /// "New match", or a shared game, while a match is in progress: asked first.
    pub asking: Asking<H::Shared>,
    /// An imported match waiting for the person's yes.
    pub pending: RwSignal<Option<H::Saved>>,
    /// What a bot suggests to the person (practice mode).
    pub hint: RwSignal<Option<H::Action>>,
    /// Friends at one device: who holds it, whose hand is shown.
    pub device: Device,
    /// What happens next without the person, while the table is on screen.
    pub pace: Pace,
    /// Saves the match unless another tab has moved it on.
    pub guard: Guard,
    /// The keys of the match, the settings and the statistics.
    keys: [&'static str; 3],
}

impl<H: HostedGame> Clone for Shell<H> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<H: HostedGame> Copy for Shell<H> {}

/// How a game's seats are read from its match and settings, for [`Device`].
pub struct Seating<S, T> {
    /// The number of seats at the match's table.
    pub players: fn(Option<&S>) -> usize,
    /// The seat to act in the match.
    pub to_act: fn(&S) -> Option<Seat>,
    /// Who plays the seats besides the owner's.
    pub others: fn(&T) -> Others,
}

impl<H: HostedGame> Shell<H> {
    /// The game's values as stored under `keys` (the match, the settings, the statistics;
    /// an unreadable one reported), its seats read by `seating`, a trick or pile lying on
    /// the table while `showing`.
    pub fn load(keys: [&'static str; 3], seating: Seating<H::Saved, H::Settings>, showing: Signal<bool>) -> Self {
        let (saved, settings, stats, corrupt) = load_game(keys, (H::Saved::read, H::Settings::read, H::Stats::read));
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
            hint: RwSignal::new(None),
            device,
            pace: Pace::new(),
            guard: Guard::new(keys[0]),
            keys,
        }
    }

    /// Changes the settings; they are written when `f` changed them.
    pub fn update_settings(self, f: impl FnOnce(&mut H::Settings)) {
        change(self.keys[1], self.settings, H::Settings::to_json_string, f);
    }

    /// Counts into the statistics: read fresh (another tab may have counted too), changed
    /// by `f`, written.
    pub fn count(self, f: impl FnOnce(&mut H::Stats)) {
        count(self.keys[2], self.stats, H::Stats::read, H::Stats::to_json_string, f);
    }

    /// A match (of `seed`) is about to take the table of `game`: the unfinished one there is
    /// put aside, never lost; no question stays, and nobody is known to hold the device yet
    /// at a table of friends.
    pub fn clear_for<A: super::aside::Aside<Match = H::Saved>>(self, game: A, seed: u64) {
        super::aside::leave(game, self.guard, self.saved.get_untracked(), seed);
        super::notices::flag(self.notices, Notice::OtherTab, false);
        self.asking.close();
        self.device.put_down();
    }

    pub fn dismiss(self, notice: &Notice<H::Shared, H::Own>) {
        self.notices.update(|n| n.retain(|x| x != notice));
    }
}
