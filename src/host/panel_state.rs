//! What a dialog's panel is given by the page and may hand back (each game's panels draw
//! them in the games module): which panel, the page's settings when it opened, and the
//! settings changed or the learning screen asked for.

use crate::store::Settings;
use leptos::prelude::*;

/// Which panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    Settings,
    Rules,
    Stats,
    /// The Lee of the match on the table, and its deals one by one.
    ScoreSheet,
    /// The match's record to keep (`crate::host::records`).
    Export,
    /// A record to continue.
    Import,
    /// A learning screen, by its code: [`LEARN_LESSONS`], a course or [`learn_review`].
    Learn(u32),
}

/// Between the page and the module, before a learning screen's code: the panel's name, and
/// what a panel hands the page (instead of changed settings) to show that screen (0: none).
pub const LEARN: &str = "learn:";
/// The code of the lessons.
pub const LEARN_LESSONS: u32 = 1;

/// The first code of the courses, one per game (`learn_course`); the start screen's
/// [`LEARN_LESSONS`] opens the course of the game chosen.
pub const LEARN_COURSE: u32 = 1 << 30;

/// The code of the course of the game with this index in `Game::ALL`.
pub const fn learn_course(game: u32) -> u32 {
    LEARN_COURSE + game
}

/// The code of the review of the match's deal with this index.
pub const fn learn_review(deal: usize) -> u32 {
    deal as u32 + 2
}

impl Panel {
    /// Its name between the page and the module.
    pub fn name(self) -> String {
        match self {
            Panel::Settings => "settings".into(),
            Panel::Rules => "rules".into(),
            Panel::Stats => "stats".into(),
            Panel::Export => "export".into(),
            Panel::Import => "import".into(),
            Panel::ScoreSheet => "score-sheet".into(),
            Panel::Learn(code) => format!("{LEARN}{code}"),
        }
    }

    pub fn from_name(name: &str) -> Option<Panel> {
        if let Some(code) = name.strip_prefix(LEARN) {
            return code.parse().ok().map(Panel::Learn);
        }
        [Panel::Settings, Panel::Rules, Panel::Stats, Panel::ScoreSheet, Panel::Export, Panel::Import].into_iter().find(|p| p.name() == name)
    }
}

/// What a panel shows and may change: the page's settings when it opened (a game's panels
/// may provide more of their own).
#[derive(Clone, Copy)]
pub struct PanelState {
    pub settings: RwSignal<Settings>,
    /// Gives the page the changed settings (their envelope text).
    pub(crate) change: Callback<String>,
}

impl PanelState {
    /// Changes the settings here and in the page.
    pub fn update_settings(self, f: impl FnOnce(&mut Settings)) {
        let mut s = self.settings.get_untracked();
        f(&mut s);
        if s != self.settings.get_untracked() {
            self.settings.set(s);
            self.change.run(s.to_json_string());
        }
    }
}

impl PanelState {
    /// Asks the page to show the learning screen with this code (0: back from one).
    pub fn learn(self, code: u32) {
        self.change.run(format!("{LEARN}{code}"));
    }
}

/// The panel state, from any panel.
pub fn panel_state() -> PanelState {
    expect_context::<PanelState>()
}
