//! What the devices at a table say to each other through the meeting point, always sealed
//! with the table's key. A device is named by a random id it draws when its page opens
//! (`from`, `to`); a seat by its number. Every note read is hostile: one that does not
//! open, is too long, or says too much is no note.

use crate::seal::{TableKey, NONCE_BYTES};
use serde::{Deserialize, Serialize};

/// The version of the notes.
pub const VERSION: u8 = 1;

/// The longest a sealed note may be.
pub const MAX_SEALED: usize = 8 * 1024;

/// A seat the host offers to friends online.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatOffer {
    pub seat: u8,
    /// The seat's name at the table (the friend's, once they gave it).
    pub name: String,
    /// Nobody sits there yet.
    pub free: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum Note {
    /// A device opened the table link: what is this table?
    Look { from: String },
    /// The host: the table's game (its slug), its host's name and the seats for friends.
    Table { to: String, game: String, host: String, seats: Vec<SeatOffer> },
    /// A device asks for `seat` as `name`; `secret` proves it sat there before.
    Join { from: String, seat: u8, name: String, secret: Option<String> },
    /// The host: the invitation to `seat` (its code, as an invitation link carries it) and
    /// the seat's secret, which brings the device back to it.
    Invite { to: String, seat: u8, code: String, secret: String },
    /// The device's reply to that invitation.
    Reply { from: String, seat: u8, code: String },
    /// The host: `seat` is another device's.
    Taken { to: String, seat: u8 },
}

impl Note {
    /// Whether every text in the note is of a sensible size.
    fn sensible(&self) -> bool {
        let id = |s: &str| !s.is_empty() && s.len() <= 32;
        let name = |s: &str| s.len() <= 128;
        let code = |s: &str| s.len() <= 4096;
        match self {
            Note::Look { from } => id(from),
            Note::Table { to, game, host, seats } => id(to) && name(game) && name(host) && seats.len() <= 8 && seats.iter().all(|s| name(&s.name)),
            Note::Join { from, name: n, secret, .. } => id(from) && name(n) && secret.as_deref().is_none_or(name),
            Note::Invite { to, code: c, secret, .. } => id(to) && code(c) && name(secret),
            Note::Reply { from, code: c, .. } => id(from) && code(c),
            Note::Taken { to, .. } => id(to),
        }
    }
}

/// A note as sealed: its id (the same note comes through every broker once) and itself.
#[derive(Serialize, Deserialize)]
struct Envelope {
    v: u8,
    id: String,
    note: Note,
}

/// `note`, with the id `id`, sealed with `key` and `nonce` (fresh random bytes).
pub fn seal(key: &TableKey, nonce: [u8; NONCE_BYTES], id: &str, note: &Note) -> Vec<u8> {
    let text = serde_json::to_vec(&Envelope { v: VERSION, id: id.to_string(), note: note.clone() }).unwrap_or_default();
    key.seal(nonce, &text)
}

/// The note sealed in `sealed` and its id, if it is one of this table's.
pub fn open(key: &TableKey, sealed: &[u8]) -> Option<(String, Note)> {
    if sealed.len() > MAX_SEALED {
        return None;
    }
    let plain = key.open(sealed)?;
    let envelope: Envelope = serde_json::from_slice(&plain).ok()?;
    (envelope.v == VERSION && !envelope.id.is_empty() && envelope.id.len() <= 32 && envelope.note.sensible()).then_some((envelope.id, envelope.note))
}
