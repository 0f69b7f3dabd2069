//! Konter a Matt's export and import panels: the host's record panels
//! (`crate::host::records`), the same as every game's, with its words. Drawn by the
//! extras module; the page hands over the record to export (empty while the table is
//! covered), or a record another game's import handed over, and takes a checked record
//! back as "import:TEXT" (it asks before it replaces a match in progress).

use crate::host::records::{RecordWords, Records};
use crate::i18n::language::tx;
use crate::store::games::Game;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct MatchRecords {
    /// The record to export, or the one read to import.
    text: StoredValue<String>,
    /// Never set: the page asks before an import replaces a match.
    pending: RwSignal<Option<()>>,
    change: Callback<String>,
}

impl MatchRecords {
    pub fn new(text: String, change: Callback<String>) -> MatchRecords {
        MatchRecords { text: StoredValue::new(text), pending: RwSignal::new(None), change }
    }
}

impl Records for MatchRecords {
    const GAME: Game = Game::KONTER_A_MATT;
    const FILE: &'static str = "konter-a-matt-match.json";
    const ID: &'static str = "";
    type Saved = ();

    fn words(self) -> RecordWords {
        let t = tx();
        crate::i18n::pick!(t => RecordWords { export_help, record_label: t.import_paste, download, copy, copied, import_help, import_file, import_go, import_unreadable, import_replaces: "", cancel, other_game_record, open_in: t.open_in_game })
    }

    fn export_text(self) -> Option<String> {
        Some(self.text.get_value()).filter(|t| !t.is_empty())
    }

    fn read_import(self, text: &str) -> Result<(), String> {
        let t = tx();
        crate::engine::record::check(text).map_err(|e| t.import_failed(&t.record_error(&e)))?;
        self.text.set_value(text.to_string());
        Ok(())
    }

    fn in_progress(self) -> bool {
        false
    }

    fn pending(self) -> RwSignal<Option<()>> {
        self.pending
    }

    fn confirm_import(self) -> bool {
        self.change.run(format!("{IMPORT}{}", self.text.get_value()));
        false
    }
}

/// Before a checked record the panel hands the page.
pub const IMPORT: &str = "import:";
