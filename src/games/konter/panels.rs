//! The panels of the settings, rules, statistics and match score-sheet dialogs. They are
//! drawn by the extras module (`src/games/konter/extras.rs`, in the games module), loaded the first time one opens, so
//! the game's first visit does not carry them: the page (`crate::page::extras::PanelHost`) hands
//! over a copy of what they show, and takes back the settings the person changes.

use crate::i18n::Lang;
use crate::host::panel_state::{Panel, PanelState};
use super::stored::migrate_match;
use super::stored::{migrate_stats, Stats};
use crate::store::migrate_settings;
use super::session::Session;
use leptos::prelude::*;

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
    crate::host::mounts::set_lang(lang);
    let settings = migrate_settings(settings).unwrap_or_default();
    // As stored: a match with friends online (this module) counts there, not in the page.
    let stored = crate::store::local::with_storage(|st| st.get(crate::store::STATS_KEY));
    let stats = stored.as_deref().and_then(|s| migrate_stats(s).ok()).or_else(|| migrate_stats(stats).ok()).unwrap_or_default();
    let session = migrate_match(saved_match).ok().and_then(|m| Session::from_saved(&m).ok());
    // Export and import take the page's record as it is (see `super::records`); with a
    // friend online, the export is of the match hosted with them.
    let online = settings.players.contains(&crate::store::seats::Player::Online) || crate::host::online::guest::active();
    let saved_text = match panel {
        Panel::Export if online => super::online::state::export_text().unwrap_or_default(),
        _ => saved_match.to_string(),
    };
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
        let records = super::records::MatchRecords::new(saved_text.clone(), change);
        provide_context(PanelState { settings: RwSignal::new(settings), change });
        provide_context(PagePanel { stats: StoredValue::new(stats), session: StoredValue::new(session) });
        match panel {
            Panel::Settings => view! { <super::settings::SettingsPanel /> }.into_any(),
            Panel::Rules => view! { <super::rules::RulesPage /> }.into_any(),
            Panel::Stats => view! { <super::stats::StatsPanel /> }.into_any(),
            Panel::ScoreSheet => view! { <super::match_sheet::MatchSheet /> }.into_any(),
            Panel::Export => crate::host::records::export(records).into_any(),
            Panel::Import => crate::host::records::import(records, change, saved_text).into_any(),
            Panel::Learn(code) => super::learn::screen(code),
        }
    })
}

/// What Konter a Matt's panels show of the page besides its settings ([`PanelState`]): its
/// statistics and the match on its table.
#[derive(Clone, Copy)]
pub struct PagePanel {
    pub stats: StoredValue<Stats>,
    pub session: StoredValue<Option<Session>>,
}

/// The page's statistics and match, from any of Konter a Matt's panels.
pub fn page_panel() -> PagePanel {
    expect_context::<PagePanel>()
}
