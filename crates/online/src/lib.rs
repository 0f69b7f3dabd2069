//! Friends at one table, each on their own device, with no server between them: the host's
//! device runs the match and is its only judge; each guest's device holds only its seat's
//! view and sends intents.
//!
//! - [`ToHost`] / [`ToGuest`]: the typed, versioned messages; [`encode`] and [`decode`]
//!   (which refuses oversized, malformed, unknown and wrong-version input, never panicking).
//! - [`Table`]: the host's side: the match, each guest's seat and channel, the judge.
//! - [`handshake`]: the invitation and the reply that carry the connection offer and answer.
//! - [`frames`]: a long message cut into frames every browser's data channel carries.
//! - [`check`]: a guest's check that a deal was dealt from everyone's numbers
//!   ([`game::fair`]).
//!
//! Transport (data channels, compression) is the browser's; nothing here knows it.

pub mod check;
pub mod description;
pub mod frames;
mod games;
pub mod handshake;
mod message;
mod table;

pub use games::Online;

/// The most seats at a table of any game: no seat's number is this or more.
pub const MAX_SEATS: usize = 8;
pub use message::{
    decode, encode, Happened, Message, ProtocolError, SeatName, ToGuest, ToHost, MAX_TO_GUEST_BYTES,
    MAX_TO_HOST_BYTES, PROTOCOL_VERSION,
};
pub use table::{player_name, Admission, Channel, Outgoing, Table, BURST, MAX_NAME_CHARS, REFILL_MS};
