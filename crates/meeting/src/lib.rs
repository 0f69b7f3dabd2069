//! The meeting point of friends online. The host's table link carries a fresh table key
//! in its fragment (never sent to a server); the devices at the table find each other
//! through public MQTT brokers (over WebSocket) on a topic derived from that key, and
//! exchange sealed notes there: who asks to sit where, the invitation for that seat and
//! the reply to it. A broker sees ciphertext, its size and timing, and the devices'
//! network addresses; never a card, a name or a connection's description. The game
//! itself travels on the direct connection between the devices, as before.
//!
//! - [`address`]: what a table link carries: the key, and the host's own brokers if any.
//! - [`mqtt`]: the few MQTT 3.1.1 packets a device sends and reads.
//! - [`seal`]: the table key, the topic derived from it, sealing and opening a note.
//! - [`note`]: what the devices say to each other through the meeting point.

pub mod address;
pub mod mqtt;
pub mod note;
pub mod seal;

pub use note::{Note, SeatOffer};
pub use address::TableAddress;
pub use seal::TableKey;
