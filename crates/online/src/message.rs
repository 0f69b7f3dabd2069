//! The messages between host and guests: JSON objects with the protocol version `v` and
//! their `type`. Decoding checks, in this order, the size, the JSON, the version, the type
//! and the fields, and says in words what was wrong; it never panics.

use crate::games::Online;
use game::fair::FairDeal;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Bumped whenever a message changes shape; both sides must speak the same one.
pub const PROTOCOL_VERSION: u32 = 3;

/// The largest message a guest may send (an intent is a few dozen bytes).
pub const MAX_TO_HOST_BYTES: usize = 64 * 1024;

/// The largest message the host may send. A view carries its game's whole public log: a
/// long game at eight seats comes to a few hundred KiB.
pub const MAX_TO_GUEST_BYTES: usize = 1024 * 1024;

/// Host to guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", bound = "")]
pub enum ToGuest<G: Online> {
    /// The guest is seated: the game, its seat, the host's name and its view (none
    /// between deals).
    Welcome {
        game: String,
        seat: G::Seat,
        host: String,
        view: Option<G::View>,
        /// The table's revision: an intent names the one it answers.
        revision: u64,
        /// The names the people at the table go by, by seat: the host's and each friend's.
        names: Vec<SeatName>,
    },
    /// Something happened at the table; the guest's seat's own view after it, and the
    /// table's revision now.
    Update {
        happened: Happened<G>,
        view: Option<G::View>,
        revision: u64,
    },
    /// The guest's last message was refused, and why (the engine's reason for an intent).
    Refused { reason: String },
    /// A player lost the connection.
    Away { name: String },
    /// A player is at the table (again), at seat `seat` (its number).
    Here { name: String, seat: usize },
    /// The answer to a ping.
    Pong,
    /// The guest's time for the decision at `revision` ends in `seconds`: then its seat's
    /// bot makes that one move.
    Hurry { seconds: u64, revision: u64 },
    /// The host's commitment to its number for deal `deal` (1-based): the guest sends its
    /// own number for it ([`ToHost::Number`]).
    Commit { deal: usize, commit: String },
    /// Deal `fair.deal` is over: every number it was dealt from, and the match's record up
    /// to it, to deal it again and compare.
    Reveal { fair: FairDeal, record: serde_json::Value },
}

/// The name a person at the table goes by, and their seat's number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatName {
    pub seat: usize,
    pub name: String,
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
    /// One action for the guest's own seat, answering the table as it stood at
    /// `revision` (the last one the guest was sent): a stale or repeated intent is refused.
    Intent { seat: G::Seat, action: G::Action, revision: u64 },
    /// Is the host still there?
    Ping,
    /// The guest's number for deal `deal`, sent once the host committed to its own.
    Number { deal: usize, number: String },
}

/// A message of either direction: its size limit and its types.
pub trait Message: Serialize + DeserializeOwned {
    const MAX_BYTES: usize;
    const TYPES: &'static [&'static str];

    /// Reads the fields of a message of the type `kind` (one of [`Message::TYPES`]) from its
    /// text. The same as the derived reading, which for a tagged enum first copies the whole
    /// message into a buffer of its own, and whose code in the web app is several times this.
    fn read(kind: &str, text: &[u8]) -> serde_json::Result<Self>;
}

/// The fields of a message read as `T`.
fn fields<T: DeserializeOwned>(text: &[u8]) -> serde_json::Result<T> {
    serde_json::from_slice(text)
}

fn unknown<T>(what: &str) -> serde_json::Result<T> {
    Err(serde::de::Error::custom(format!("unknown {what}")))
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

impl<G: Online> Message for ToGuest<G> {
    const MAX_BYTES: usize = MAX_TO_GUEST_BYTES;
    const TYPES: &'static [&'static str] = &["welcome", "update", "refused", "away", "here", "pong", "hurry", "commit", "reveal"];

    fn read(kind: &str, text: &[u8]) -> serde_json::Result<Self> {
        #[derive(Deserialize)]
        #[serde(bound = "")]
        struct Welcome<G: Online> {
            game: String,
            seat: G::Seat,
            host: String,
            view: Option<G::View>,
            revision: u64,
            #[serde(default)]
            names: Vec<SeatName>,
        }
        #[derive(Deserialize)]
        #[serde(bound = "")]
        struct Update<G: Online> {
            happened: Happening<G>,
            view: Option<G::View>,
            revision: u64,
        }
        #[derive(Deserialize)]
        #[serde(bound = "")]
        struct Happening<G: Online> {
            kind: String,
            seat: Option<G::Seat>,
            seen: Option<G::Seen>,
        }
        #[derive(Deserialize)]
        struct Refused {
            reason: String,
        }
        #[derive(Deserialize)]
        struct Hurry {
            seconds: u64,
            revision: u64,
        }
        #[derive(Deserialize)]
        struct Commit {
            deal: usize,
            commit: String,
        }
        #[derive(Deserialize)]
        struct Reveal {
            fair: FairDeal,
            record: serde_json::Value,
        }
        Ok(match kind {
            "welcome" => {
                let Welcome::<G> { game, seat, host, view, revision, names } = fields(text)?;
                ToGuest::Welcome { game, seat, host, view, revision, names }
            }
            "update" => {
                let Update::<G> { happened, view, revision } = fields(text)?;
                let happened = match (happened.kind.as_str(), happened.seat, happened.seen) {
                    ("acted", Some(seat), Some(seen)) => Happened::Acted { seat, seen },
                    ("dealt", _, _) => Happened::Dealt,
                    _ => return unknown("happening"),
                };
                ToGuest::Update { happened, view, revision }
            }
            "refused" => ToGuest::Refused { reason: fields::<Refused>(text)?.reason },
            "away" => ToGuest::Away { name: fields::<Named>(text)?.name },
            "here" => {
                let SeatName { name, seat } = fields(text)?;
                ToGuest::Here { name, seat }
            }
            "pong" => ToGuest::Pong,
            "hurry" => {
                let Hurry { seconds, revision } = fields(text)?;
                ToGuest::Hurry { seconds, revision }
            }
            "commit" => {
                let Commit { deal, commit } = fields(text)?;
                ToGuest::Commit { deal, commit }
            }
            "reveal" => {
                let Reveal { fair, record } = fields(text)?;
                ToGuest::Reveal { fair, record }
            }
            _ => return unknown("type"),
        })
    }
}

impl<G: Online> Message for ToHost<G> {
    const MAX_BYTES: usize = MAX_TO_HOST_BYTES;
    const TYPES: &'static [&'static str] = &["hello", "intent", "ping", "number"];

    fn read(kind: &str, text: &[u8]) -> serde_json::Result<Self> {
        #[derive(Deserialize)]
        #[serde(bound = "")]
        struct Intent<G: Online> {
            seat: G::Seat,
            action: G::Action,
            revision: u64,
        }
        Ok(match kind {
            "hello" => ToHost::Hello { name: fields::<Named>(text)?.name },
            "intent" => {
                let Intent::<G> { seat, action, revision } = fields(text)?;
                ToHost::Intent { seat, action, revision }
            }
            "ping" => ToHost::Ping,
            "number" => {
                #[derive(Deserialize)]
                struct Number {
                    deal: usize,
                    number: String,
                }
                let Number { deal, number } = fields(text)?;
                ToHost::Number { deal, number }
            }
            _ => return unknown("type"),
        })
    }
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

/// The message as JSON text with the protocol version first. Written straight to text (not
/// through a `serde_json::Value`): every message is an object with its `type`.
pub fn encode<M: Message>(message: &M) -> Result<String, ProtocolError> {
    let text = serde_json::to_string(message).map_err(|e| ProtocolError::Unwritable(e.to_string()))?;
    let fields = text.strip_prefix('{').filter(|f| f.len() > 1).ok_or(ProtocolError::NotAnObject)?;
    Ok(format!("{{\"v\":{PROTOCOL_VERSION},{fields}"))
}

/// Reads a message, refusing anything larger than its limit before looking into it.
pub fn decode<M: Message>(bytes: &[u8]) -> Result<M, ProtocolError> {
    if bytes.len() > M::MAX_BYTES {
        return Err(ProtocolError::TooLarge { bytes: bytes.len(), limit: M::MAX_BYTES });
    }
    let mut value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| ProtocolError::NotJson(e.to_string()))?;
    // The version and the type are checked here; the fields are read from the text again.
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
    M::read(&kind, bytes).map_err(|e| ProtocolError::Malformed { kind, why: e.to_string() })
}

/// A stranger's text, cut to a length fit for a notice.
fn short(text: &str) -> String {
    text.chars().take(40).collect()
}
