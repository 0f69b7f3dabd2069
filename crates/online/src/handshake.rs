//! How two devices find each other with no server: the host's invitation (a link or a code
//! to show) carries its connection offer, the guest's reply carries the answer, each cut to
//! its essentials (`crate::description`). Each travels as compact JSON, which the browser
//! compresses and writes in base64url ([`base64url_encode`]) into the link's fragment.

use crate::description::{essentials, session_description};
use crate::message::PROTOCOL_VERSION;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest invitation or reply read, in bytes of JSON (a data channel's offer with
/// its candidates is well under 2 KiB).
pub const MAX_PAYLOAD_BYTES: usize = 8 * 1024;

/// The host invites a guest to a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invitation {
    #[serde(rename = "v")]
    pub version: u32,
    /// The game's slug ([`game::Id::slug`]).
    #[serde(rename = "g")]
    pub game: String,
    /// The seat offered, by its number.
    #[serde(rename = "s")]
    pub seat: u8,
    #[serde(rename = "h")]
    pub host: String,
    /// The essentials of the host's session description (its offer).
    #[serde(rename = "o")]
    pub offer: String,
}

/// The guest accepts the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    #[serde(rename = "v")]
    pub version: u32,
    /// The seat accepted, so the host knows which invitation this answers.
    #[serde(rename = "s")]
    pub seat: u8,
    /// The essentials of the guest's session description (its answer).
    #[serde(rename = "a")]
    pub answer: String,
    /// The invitation it answers, by its offer's ICE user ([`Invitation::offer_user`]): a
    /// reply to an earlier invitation is refused with its reason, not left to fail.
    #[serde(rename = "i", default)]
    pub invitation: String,
}

impl Invitation {
    /// An invitation carrying the essentials of the host's offer `sdp`.
    pub fn new(game: &str, seat: u8, host: &str, sdp: &str) -> Result<Invitation, HandshakeError> {
        Ok(Invitation { version: PROTOCOL_VERSION, game: game.to_string(), seat, host: host.to_string(), offer: essentials(sdp)? })
    }

    /// The ICE user of the host's offer: a new one for every invitation.
    pub fn offer_user(&self) -> &str {
        self.offer.split(' ').next().unwrap_or_default()
    }

    /// The host's offer as a session description again.
    pub fn offer_description(&self) -> Result<String, HandshakeError> {
        session_description(&self.offer, true)
    }

    pub fn to_json(&self) -> Vec<u8> {
        to_json(self)
    }

    /// Reads an invitation to one of `games` (the slugs of the games this device plays).
    pub fn from_json(bytes: &[u8], games: &[&str]) -> Result<Invitation, HandshakeError> {
        let mut invitation: Invitation = from_json(bytes)?;
        // The host's name is shown as a player's name is: a link is no more trusted.
        invitation.host = crate::table::player_name(&invitation.host);
        check(invitation.version, &invitation.offer, true)?;
        if !games.contains(&invitation.game.as_str()) {
            return Err(HandshakeError::Malformed("it invites to a game this app does not play".into()));
        }
        if usize::from(invitation.seat) >= crate::MAX_SEATS {
            return Err(HandshakeError::Malformed(format!("{} is not a seat", invitation.seat)));
        }
        Ok(invitation)
    }
}

impl Reply {
    /// The reply to `invitation`, carrying the essentials of the guest's answer `sdp`.
    pub fn new(invitation: &Invitation, sdp: &str) -> Result<Reply, HandshakeError> {
        Ok(Reply {
            version: PROTOCOL_VERSION,
            seat: invitation.seat,
            answer: essentials(sdp)?,
            invitation: invitation.offer_user().to_string(),
        })
    }

    /// Whether this reply answers the invitation whose offer's ICE user is `offer_user`
    /// (a reply that does not say is given the benefit of the doubt).
    pub fn answers(&self, offer_user: &str) -> bool {
        self.invitation.is_empty() || self.invitation == offer_user
    }

    /// The guest's answer as a session description again.
    pub fn answer_description(&self) -> Result<String, HandshakeError> {
        session_description(&self.answer, false)
    }

    pub fn to_json(&self) -> Vec<u8> {
        to_json(self)
    }

    pub fn from_json(bytes: &[u8]) -> Result<Reply, HandshakeError> {
        let reply: Reply = from_json(bytes)?;
        check(reply.version, &reply.answer, false)?;
        Ok(reply)
    }
}

/// Why an invitation or a reply was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandshakeError {
    TooLarge { bytes: usize, limit: usize },
    NotBase64url,
    Malformed(String),
    WrongVersion(u32),
    NotASessionDescription,
}

impl fmt::Display for HandshakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandshakeError::TooLarge { bytes, limit } => {
                write!(f, "the code is too long ({bytes} bytes; at most {limit})")
            }
            HandshakeError::NotBase64url => write!(f, "the code is damaged (not base64url)"),
            HandshakeError::Malformed(why) => write!(f, "the code is not an invitation or a reply: {why}"),
            HandshakeError::WrongVersion(v) => write!(
                f,
                "the code was made by version {v} of the table's messages, this device speaks \
                 version {PROTOCOL_VERSION}: both need the same version of the app"
            ),
            HandshakeError::NotASessionDescription => {
                write!(f, "the code holds no connection description")
            }
        }
    }
}

impl std::error::Error for HandshakeError {}

fn to_json<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).unwrap_or_default()
}

fn from_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, HandshakeError> {
    if bytes.len() > MAX_PAYLOAD_BYTES {
        return Err(HandshakeError::TooLarge { bytes: bytes.len(), limit: MAX_PAYLOAD_BYTES });
    }
    let value: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| HandshakeError::Malformed(e.to_string()))?;
    match value.get("v").map(|v| v.as_u64()) {
        Some(Some(v)) if v == u64::from(PROTOCOL_VERSION) => {}
        Some(Some(v)) => return Err(HandshakeError::WrongVersion(u32::try_from(v).unwrap_or(u32::MAX))),
        _ => return Err(HandshakeError::Malformed("it says no version".into())),
    }
    serde_json::from_value(value).map_err(|e| HandshakeError::Malformed(e.to_string()))
}

/// The version is ours and the essentials make a session description.
fn check(version: u32, essentials: &str, offer: bool) -> Result<(), HandshakeError> {
    if version != PROTOCOL_VERSION {
        return Err(HandshakeError::WrongVersion(version));
    }
    session_description(essentials, offer).map(|_| ()).map_err(|_| HandshakeError::NotASessionDescription)
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Bytes as base64url without padding (RFC 4648 §5), fit for a link's fragment.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// Reads base64url, with or without padding; refuses any other character and lengths no
/// encoder writes.
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, HandshakeError> {
    let text = text.trim_end_matches('=');
    if text.len() % 4 == 1 {
        return Err(HandshakeError::NotBase64url);
    }
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    for chunk in text.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let d = ALPHABET.iter().position(|&a| a == c).ok_or(HandshakeError::NotBase64url)?;
            n |= (d as u32) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    Ok(out)
}
