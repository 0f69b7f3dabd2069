//! Every key this app keeps in the browser's storage, in one table: each key is written
//! here once, and the modules that read and write its value name it from here. Every key
//! starts with [`PREFIX`]; the app never clears the origin's storage, it only writes and
//! removes its own keys.
//!
//! | key | value | written by |
//! | --- | --- | --- |
//! | [`MATCH_KEY`] | Konter a Matt's match in progress (`super::SavedMatch`) | the page |
//! | [`SETTINGS_KEY`] | the settings (`super::Settings`), those every game shares among them | the page |
//! | [`STATS_KEY`] | Konter a Matt's statistics | the page |
//! | [`MATCHES_KEY`] | Konter a Matt's matches put aside (`super::shelf`) | the page |
//! | [`SHEETS_KEY`] | the score sheets for real cards (`super::sheets`) | the extras module |
//! | [`GAME_KEY`] | the game the start screen starts (`super::games`) | the page |
//! | [`LESSONS_KEY`] | Konter a Matt's lessons: progress | the extras module |
//! | [`KONTRA_KEY`], [`KONTRA_SETTINGS_KEY`], [`KONTRA_STATS_KEY`] | Kontraspiel's session, settings, statistics (`crate::games::kontra::stored`) | the games module |
//! | [`MATZ_KEY`], [`MATZ_SETTINGS_KEY`], [`MATZ_STATS_KEY`] | Müller Matz's match, settings, statistics (`crate::games::matz::stored`) | the games module |
//! | [`KONTRA_MATCHES_KEY`], [`MATZ_MATCHES_KEY`] | their matches put aside (`super::aside`) | the games module |
//! | [`KONTRA_LESSONS_KEY`], [`MATZ_LESSONS_KEY`] | their lessons' progress | the games module |
//! | [`ONLINE_KEY`] | the settings of play online: the STUN server, how long an away friend's seat waits | the games module |
//! | [`JOINED_KEY`] | in sessionStorage (the tab's own): the invitation this tab joined, spent after a reload | the games module |
//! | [`PROBE_KEY`] | written and removed at start-up to learn whether storage works | the page |
//! | `konter-a-matt:backup:<ms>:<name>` ([`super::backup_key`]) | the raw text of a value that could not be read | whoever read it |

/// Every key the app writes starts with this.
pub const PREFIX: &str = "konter-a-matt:";
/// The match in progress (or the last one, finished).
pub const MATCH_KEY: &str = "konter-a-matt:match";
pub const SETTINGS_KEY: &str = "konter-a-matt:settings";
pub const STATS_KEY: &str = "konter-a-matt:stats";
/// The unfinished matches put aside when another took the table.
pub const MATCHES_KEY: &str = "konter-a-matt:matches";
pub const SHEETS_KEY: &str = "konter-a-matt:sheets";
pub const GAME_KEY: &str = "konter-a-matt:game";
pub const LESSONS_KEY: &str = "konter-a-matt:lessons";
pub const KONTRA_KEY: &str = "konter-a-matt:kontraspiel";
pub const KONTRA_SETTINGS_KEY: &str = "konter-a-matt:kontraspiel-settings";
pub const KONTRA_STATS_KEY: &str = "konter-a-matt:kontraspiel-stats";
pub const KONTRA_LESSONS_KEY: &str = "konter-a-matt:lessons-kontra";
pub const MATZ_KEY: &str = "konter-a-matt:mueller-matz";
pub const MATZ_SETTINGS_KEY: &str = "konter-a-matt:mueller-matz-settings";
pub const MATZ_STATS_KEY: &str = "konter-a-matt:mueller-matz-stats";
pub const MATZ_LESSONS_KEY: &str = "konter-a-matt:lessons-matz";
/// The unfinished sessions of Kontraspiel put aside when another took the table.
pub const KONTRA_MATCHES_KEY: &str = "konter-a-matt:kontraspiel-matches";
/// The unfinished matches of Müller Matz put aside when another took the table.
pub const MATZ_MATCHES_KEY: &str = "konter-a-matt:mueller-matz-matches";
/// The settings of play online: `{"v":1,"stun":"stun:…","away_seconds":60}`.
pub const ONLINE_KEY: &str = "konter-a-matt:online";
/// In sessionStorage: the code of the invitation this tab joined, so that a reload knows
/// it is spent.
pub const JOINED_KEY: &str = "konter-a-matt:joined";
/// A Konter a Matt match with friends online, hosted on this device (its module's):
/// `{"v":1,"seed":"…","players":[…],"record":{…}}`, the record in the match record format.
pub const KONTER_ONLINE_KEY: &str = "konter-a-matt:online-match";
/// Written and removed at start-up to learn whether storage works at all.
pub const PROBE_KEY: &str = "konter-a-matt:probe";

/// All of them (the backups aside), for the test that every key is this app's.
pub const ALL: [&str; 21] = [
    MATCH_KEY, SETTINGS_KEY, STATS_KEY, MATCHES_KEY, SHEETS_KEY, GAME_KEY, LESSONS_KEY, KONTRA_KEY, KONTRA_SETTINGS_KEY,
    KONTRA_STATS_KEY, KONTRA_LESSONS_KEY, MATZ_KEY, MATZ_SETTINGS_KEY, MATZ_STATS_KEY, MATZ_LESSONS_KEY, KONTRA_MATCHES_KEY,
    MATZ_MATCHES_KEY, ONLINE_KEY, JOINED_KEY, KONTER_ONLINE_KEY, PROBE_KEY,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_is_this_apps_and_none_twice() {
        for (i, k) in ALL.iter().enumerate() {
            assert!(k.starts_with(PREFIX) && k.len() > PREFIX.len(), "{k}");
            assert!(!ALL[..i].contains(k), "{k} twice");
            assert!(!k.contains("backup:"), "{k}");
        }
    }
}

/// Where the raw text of an unreadable value is kept: `konter-a-matt:backup:<ms>:<name>`,
/// `name` being the last part of the key it came from (`match`, `settings`, `stats`).
pub fn backup_key(name: &str, timestamp_ms: u64) -> String {
    format!("{PREFIX}backup:{timestamp_ms}:{name}")
}

/// The short name of one of our keys (`konter-a-matt:match` → `match`).
pub fn key_name(key: &str) -> &str {
    key.strip_prefix(PREFIX).unwrap_or(key)
}

pub use super::kept::Saved;

impl Saved {
    /// Its storage key.
    pub fn key(self) -> &'static str {
        match self {
            Saved::Match => MATCH_KEY,
            Saved::Settings => SETTINGS_KEY,
            Saved::Stats => STATS_KEY,
            Saved::Matches => MATCHES_KEY,
        }
    }
}
