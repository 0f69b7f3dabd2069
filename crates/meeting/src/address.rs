//! Where a table link says the table is: its key, and the meeting point's brokers when the
//! host chose brokers of their own in Settings (a link without them leaves the friend's
//! device to its own Settings, which are the default brokers unless changed). Read from a
//! link, so read as hostile: only `ws://` and `wss://` addresses, a few, each short.

use crate::seal::{base64url, from_base64url, TableKey};

/// At most this many brokers are asked, from Settings or from a link.
pub const MAX_BROKERS: usize = 8;
/// A broker's address longer than this is no address.
pub const MAX_ADDRESS_CHARS: usize = 200;

/// A table link's part after `~`: `KEY` or `KEY~BROKERS` (the addresses, separated by
/// spaces, in base64url).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableAddress {
    pub key: TableKey,
    /// Empty: the brokers of the device's own Settings.
    pub brokers: Vec<String>,
}

impl TableAddress {
    pub fn to_text(&self) -> String {
        let key = self.key.to_text();
        match self.brokers.is_empty() {
            true => key,
            false => format!("{key}~{}", base64url(self.brokers.join(" ").as_bytes())),
        }
    }

    /// The address a link carries; none for anything but a key and, if any, readable
    /// brokers' addresses.
    pub fn from_text(text: &str) -> Option<TableAddress> {
        let (key, brokers) = match text.split_once('~') {
            Some((key, listed)) => {
                let listed = String::from_utf8(from_base64url(listed)?).ok()?;
                let brokers = brokers(&listed);
                if brokers.is_empty() {
                    return None;
                }
                (key, brokers)
            }
            None => (text, Vec::new()),
        };
        Some(TableAddress { key: TableKey::from_text(key)?, brokers })
    }
}

/// The brokers' addresses in a text (Settings' field, or a link's list): `ws://` and
/// `wss://` addresses separated by spaces, commas or lines; anything else is left out, and
/// only the first [`MAX_BROKERS`] are kept.
pub fn brokers(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|a| (a.starts_with("wss://") || a.starts_with("ws://")) && a.len() <= MAX_ADDRESS_CHARS && !a.chars().any(char::is_control))
        .take(MAX_BROKERS)
        .map(str::to_string)
        .collect()
}
