//! The messages between host and guests: JSON objects with the protocol version `v` and
//! their `type`. Decoding checks, in this order, the size, the JSON, the version, the type
//! and the fields, and says in words what was wrong; it never panics.

use crate::games::{GameKind, Online};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Bumped whenever a message changes shape; both sides must speak the same one.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a guest may send (an intent is a few dozen bytes).
pub const MAX_TO_HOST_BYTES: usize = 64 * 1024;

/// The largest message the host may send. A view carries its game's whole public log: a
/// long Müller Matz game at eight seats comes to a few hundred KiB.
pub const MAX_TO_GUEST_BYTES: usize = 1024 * 1024;

/// Host to guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", bound = "")]
pub enum ToGuest<G: Online> {
    /// The guest is seated: the game, its seat, the host's name and its view (none
    /// between deals).
    Welcome {
        game: GameKind,
        seat: G::Seat,
        host: String,
        view: Option<G::View>,
    },
    /// Something happened at the table; the guest's seat's own view after it.
    Update {
        happened: Happened<G>,
        view: Option<G::View>,
    },
    /// The guest's last message was refused, and why (the engine's reason for an intent).
    Refused { reason: String },
    /// A player lost the connection.
    Away { name: String },
    /// A player is at the table (again).
    Here { name: String },
    /// The answer to a ping.
    Pong,
}

/// What an update reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", bound = "")]
pub enum Happened<G: Online> {
    /// A seat acted; the action as the guest's seat may see it.
    Acted { seat: G::Seat, seen: G::Seen },
    /// A new deal is on the table.
    Dealt,
}

/// Guest to host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", bound = "")]
pub enum ToHost<G: Online> {
    /// The first message on a channel: the guest's name (the version is every message's).
    Hello { name: String },
    /// One action for the guest's own seat.
    Intent { seat: G::Seat, action: G::Action },
    /// Is the host still there?
    Ping,
}

/// A message of either direction: its size limit and its types.
pub trait Message: Serialize + DeserializeOwned {
    const MAX_BYTES: usize;
    const TYPES: &'static [&'static str];
}

impl<G: Online> Message for ToGuest<G> {
    const MAX_BYTES: usize = MAX_TO_GUEST_BYTES;
    const TYPES: &'static [&'static str] = &["welcome", "update", "refused", "away", "here", "pong"];
}

impl<G: Online> Message for ToHost<G> {
    const MAX_BYTES: usize = MAX_TO_HOST_BYTES;
    const TYPES: &'static [&'static str] = &["hello", "intent", "ping"];
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    TooLarge { bytes: usize, limit: usize },
    NotJson(String),
    NotAnObject,
    WrongVersion { found: Option<u64> },
    UnknownType(Option<String>),
    Malformed { kind: String, why: String },
    /// A message that could not be written (it does not happen with these types).
    Unwritable(String),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::TooLarge { bytes, limit } => {
                write!(f, "the message is too large ({bytes} bytes; at most {limit})")
            }
            ProtocolError::NotJson(why) => write!(f, "the message is not readable: {why}"),
            ProtocolError::NotAnObject => write!(f, "the message is not a message object"),
            ProtocolError::WrongVersion { found: Some(v) } => write!(
                f,
                "the other device speaks version {v} of the table's messages, this one \
                 version {PROTOCOL_VERSION}: both need the same version of the app"
            ),
            ProtocolError::WrongVersion { found: None } => {
                write!(f, "the message says no version (this one speaks {PROTOCOL_VERSION})")
            }
            ProtocolError::UnknownType(Some(t)) => write!(f, "unknown message type {t:?}"),
            ProtocolError::UnknownType(None) => write!(f, "the message says no type"),
            ProtocolError::Malformed { kind, why } => write!(f, "a wrong {kind} message: {why}"),
            ProtocolError::Unwritable(why) => write!(f, "the message could not be written: {why}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

/// The message as JSON text with the protocol version.
pub fn encode<M: Message>(message: &M) -> Result<String, ProtocolError> {
    let mut value =
        serde_json::to_value(message).map_err(|e| ProtocolError::Unwritable(e.to_string()))?;
    let object = value.as_object_mut().ok_or(ProtocolError::NotAnObject)?;
    object.insert("v".into(), PROTOCOL_VERSION.into());
    Ok(value.to_string())
}

/// Reads a message, refusing anything larger than its limit before looking into it.
pub fn decode<M: Message>(bytes: &[u8]) -> Result<M, ProtocolError> {
    if bytes.len() > M::MAX_BYTES {
        return Err(ProtocolError::TooLarge { bytes: bytes.len(), limit: M::MAX_BYTES });
    }
    let mut value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| ProtocolError::NotJson(e.to_string()))?;
    let object = value.as_object_mut().ok_or(ProtocolError::NotAnObject)?;
    match object.remove("v") {
        Some(v) if v.as_u64() == Some(u64::from(PROTOCOL_VERSION)) => {}
        Some(v) => return Err(ProtocolError::WrongVersion { found: v.as_u64() }),
        None => return Err(ProtocolError::WrongVersion { found: None }),
    }
    let kind = match object.get("type") {
        Some(serde_json::Value::String(t)) if M::TYPES.contains(&t.as_str()) => t.clone(),
        Some(serde_json::Value::String(t)) => {
            return Err(ProtocolError::UnknownType(Some(short(t))))
        }
        _ => return Err(ProtocolError::UnknownType(None)),
    };
    serde_json::from_value(value).map_err(|e| ProtocolError::Malformed { kind, why: e.to_string() })
}

/// A stranger's text, cut to a length fit for a notice.
fn short(text: &str) -> String {
    text.chars().take(40).collect()
}
