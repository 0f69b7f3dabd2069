//! Every key this app keeps in the browser's storage, in one table: each key is written
//! here once, and the modules that read and write its value name it from here. Every key
//! starts with [`PREFIX`]; the app never clears the origin's storage, it only writes and
//! removes its own keys.
//!
//! | key | value | written by |
//! | --- | --- | --- |
//! | [`MATCH_KEY`] | Konter a Matt's match in progress (`crate::games::konter::stored::SavedMatch`) | the page |
//! | [`SETTINGS_KEY`] | the settings (`super::Settings`), those every game shares among them | the page |
//! | [`STATS_KEY`] | Konter a Matt's statistics | the page |
//! | [`MATCHES_KEY`] | Konter a Matt's matches put aside (`crate::games::konter::stored::shelf`) | the page |
//! | [`SHEETS_KEY`] | the score sheets for real cards (`crate::games::konter::stored::sheets`) | the extras module |
//! | [`GAME_KEY`] | the game the start screen starts (`super::games`) | the page |
//! | [`LESSONS_KEY`] | Konter a Matt's lessons: progress | the extras module |
//! | a [`GameKeys`] per game drawn by the games module, `konter-a-matt:<slug>…` | its match, settings, statistics, matches put aside, lessons' progress (each game's `stored.rs`) | the games module |
//! | [`ONLINE_KEY`] | the settings of play online: the STUN server, how long an away friend's seat waits, the time per move | the games module |
//! | [`JOINED_KEY`] | the invitations this device joined (the last 8, one per line): each is spent once joined | the games module |
//! | [`TABLE_KEY`] | the table this device hosts friends at through the meeting point: its key and each seat's secret | the games module |
//! | [`SEATS_KEY`] | the seats this device holds at tables joined through the meeting point (the last 8) | the games module |
//! | [`FAIR_KEY`] | the deals dealt from everyone's numbers that this device hosted (the last 64 per game), for a match's export | the games module |
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
/// The settings of play online: `{"v":1,"stun":"stun:…","away_seconds":60,"move_seconds":60}`.
pub const ONLINE_KEY: &str = "konter-a-matt:online";
/// The codes of the invitations this device joined, one per line (the last 8): one opened
/// again, in this tab or another, is known to be spent.
pub const JOINED_KEY: &str = "konter-a-matt:joined";
/// A Konter a Matt match with friends online, hosted on this device (its module's):
/// `{"v":1,"seed":"…","players":[…],"record":{…}}`, the record in the match record format.
pub const KONTER_ONLINE_KEY: &str = "konter-a-matt:online-match";
/// The deals dealt from everyone's numbers on this device as host, per game:
/// `{"v":1,"<slug>":[{"deal":1,"commit":"…","host":"…","guests":[…]}, …]}` (the last 64).
pub const FAIR_KEY: &str = "konter-a-matt:fair";
/// The table this device hosts through the meeting point: `{"v":1,"game":"<slug>","key":"…",
/// "seats":[{"seat":1,"secret":"…"}]}` — the key of its table link, and the secret that
/// brings each seated friend's device back to its seat.
pub const TABLE_KEY: &str = "konter-a-matt:table";
/// The seats this device holds at tables joined through the meeting point, one per line
/// (the last 8): `<topic> <seat> <secret>`.
pub const SEATS_KEY: &str = "konter-a-matt:seats";
/// Written and removed at start-up to learn whether storage works at all.
pub const PROBE_KEY: &str = "konter-a-matt:probe";

/// The page's keys (the backups aside; each game drawn by the games module has its
/// [`GameKeys`]), for the test that every key is this app's and none is used twice.
pub const ALL: [&str; 14] = [
    MATCH_KEY, SETTINGS_KEY, STATS_KEY, MATCHES_KEY, SHEETS_KEY, GAME_KEY, LESSONS_KEY, ONLINE_KEY, JOINED_KEY,
    KONTER_ONLINE_KEY, TABLE_KEY, SEATS_KEY, FAIR_KEY, PROBE_KEY,
];

/// The keys of a game drawn by the games module, each `konter-a-matt:<slug>…` (its lessons'
/// `konter-a-matt:lessons-<key>`), written once in the game's own `stored.rs`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameKeys {
    /// Its match (or session) in play.
    pub saved: &'static str,
    pub settings: &'static str,
    pub stats: &'static str,
    /// Its matches put aside (`super::aside`).
    pub matches: &'static str,
    /// Its lessons' progress (`crate::host::course`).
    pub lessons: &'static str,
}

impl GameKeys {
    /// Every one of them.
    pub const fn all(&self) -> [&'static str; 5] {
        [self.saved, self.settings, self.stats, self.matches, self.lessons]
    }
}

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
