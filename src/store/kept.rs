//! What the app keeps between visits, by what it is: the texts name it when it cannot be
//! read; where each is kept is storage's (`store::keys`).

/// The app's saved values that it reads at start (and names in a notice when one cannot
/// be read).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Saved {
    Match,
    Settings,
    Stats,
    /// The matches put aside.
    Matches,
}

impl Saved {
    pub const ALL: [Saved; 4] = [Saved::Match, Saved::Settings, Saved::Stats, Saved::Matches];
}
