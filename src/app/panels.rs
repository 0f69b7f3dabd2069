//! The panels of the settings, rules, statistics and match score-sheet dialogs. They are
//! drawn by the extras module (`src/bin/extras.rs`), loaded the first time one opens, so
//! the game's first visit does not carry them: the page (`super::extras::PanelHost`) hands
//! over a copy of what they show, and takes back the settings the person changes.

use crate::i18n::Lang;
use crate::store::{migrate_match, migrate_settings, migrate_stats, Session, Settings, Stats};
use leptos::prelude::*;

/// Which panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Panel {
    Settings,
    Rules,
    Stats,
    /// The Lee of the match on the table, and its deals one by one.
    ScoreSheet,
    /// A learning screen (`super::learn`), by its code: [`LEARN_LESSONS`] or [`learn_review`].
    Learn(u32),
}

/// Between the page and the module, before a learning screen's code: the panel's name, and
/// what a panel hands the page (instead of changed settings) to show that screen (0: none).
pub const LEARN: &str = "learn:";
/// The code of the lessons.
pub const LEARN_LESSONS: u32 = 1;

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
            Panel::ScoreSheet => "score-sheet".into(),
            Panel::Learn(code) => format!("{LEARN}{code}"),
        }
    }

    pub fn from_name(name: &str) -> Option<Panel> {
        if let Some(code) = name.strip_prefix(LEARN) {
            return code.parse().ok().map(Panel::Learn);
        }
        [Panel::Settings, Panel::Rules, Panel::Stats, Panel::ScoreSheet].into_iter().find(|p| p.name() == name)
    }
}

/// What a panel shows and may change: the page's state when it opened.
#[derive(Clone, Copy)]
pub struct PanelState {
    pub settings: RwSignal<Settings>,
    pub stats: StoredValue<Stats>,
    pub session: StoredValue<Option<Session>>,
    /// Gives the page the changed settings (their envelope text).
    change: Callback<String>,
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

/// Draws `panel` into `root` in `lang`, from the page's stored texts of its settings,
/// statistics and match (unreadable ones count as none: the page has reported them).
pub fn mount(
    root: web_sys::HtmlElement,
    lang: Lang,
    panel: Panel,
    settings: &str,
    stats: &str,
    saved_match: &str,
    change: Callback<String>,
) -> leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState> {
    super::controller::use_lang(lang);
    let settings = migrate_settings(settings).unwrap_or_default();
    let stats = migrate_stats(stats).unwrap_or_default();
    let session = migrate_match(saved_match).ok().and_then(|m| Session::from_saved(&m).ok());
    // Focus the panel's first control if its dialog had it while the module loaded.
    let into = root.clone();
    request_animation_frame(move || {
        let waiting = document().active_element().is_some_and(|a| a.contains(Some(&into)));
        let first = into.query_selector("button, select, input, a[href], summary").ok().flatten();
        if let (true, Some(el)) = (waiting, first.and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())) {
            let _ = el.focus();
        }
    });
    leptos::mount::mount_to(root, move || {
        provide_context(PanelState {
            settings: RwSignal::new(settings),
            stats: StoredValue::new(stats),
            session: StoredValue::new(session),
            change,
        });
        match panel {
            Panel::Settings => view! { <super::settings::SettingsPanel /> }.into_any(),
            Panel::Rules => view! { <super::rules_page::RulesPage /> }.into_any(),
            Panel::Stats => view! { <super::stats::StatsPanel /> }.into_any(),
            Panel::ScoreSheet => view! { <super::match_sheet::MatchSheet /> }.into_any(),
            Panel::Learn(code) => super::learn::screen(code),
        }
    })
}
