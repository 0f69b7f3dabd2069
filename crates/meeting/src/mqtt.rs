//! The few MQTT 3.1.1 packets a device at a table needs (OASIS MQTT 3.1.1, §2–3): it
//! connects with a clean session, subscribes to its table's topic, publishes at most once
//! (QoS 0, never retained), pings to keep the connection, and reads what the broker
//! sends. Everything read is hostile: a packet that is too long or malformed is an
//! error, never a panic.

/// The most a packet read may hold: a sealed note is a few kilobytes.
pub const MAX_PACKET: usize = 64 * 1024;

/// A packet from the broker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Packet {
    /// The answer to CONNECT: 0 is accepted.
    ConnAck { code: u8 },
    SubAck,
    /// A message on a topic subscribed to.
    Publish { topic: String, payload: Vec<u8> },
    PingResp,
    /// Any other packet (its type), which a device here ignores.
    Other(u8),
}

/// Why what the broker sent cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    TooLong,
    Malformed,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Error::TooLong => "the broker sent a packet too long for a table's notes",
            Error::Malformed => "the broker sent a packet that is not MQTT",
        })
    }
}

fn remaining_length(mut n: usize, out: &mut Vec<u8>) {
    loop {
        let mut byte = (n % 128) as u8;
        n /= 128;
        if n > 0 {
            byte |= 0x80;
        }
        out.push(byte);
        if n == 0 {
            break;
        }
    }
}

fn string(s: &str, out: &mut Vec<u8>) {
    let bytes = &s.as_bytes()[..s.len().min(u16::MAX as usize)];
    out.extend_from_slice(&(bytes.len() as u16).to_be_bytes());
    out.extend_from_slice(bytes);
}

fn packet(first: u8, body: Vec<u8>) -> Vec<u8> {
    let mut out = vec![first];
    remaining_length(body.len(), &mut out);
    out.extend(body);
    out
}

/// CONNECT with a clean session as `client_id`, kept alive by a ping every `keep_alive`
/// seconds.
pub fn connect(client_id: &str, keep_alive: u16) -> Vec<u8> {
    let mut body = Vec::new();
    string("MQTT", &mut body);
    body.push(4); // protocol level 3.1.1
    body.push(0x02); // clean session
    body.extend_from_slice(&keep_alive.to_be_bytes());
    string(client_id, &mut body);
    packet(0x10, body)
}

/// SUBSCRIBE to `topic` at QoS 0.
pub fn subscribe(packet_id: u16, topic: &str) -> Vec<u8> {
    let mut body = packet_id.to_be_bytes().to_vec();
    string(topic, &mut body);
    body.push(0);
    packet(0x82, body)
}

/// PUBLISH `payload` on `topic` at QoS 0, not retained.
pub fn publish(topic: &str, payload: &[u8]) -> Vec<u8> {
    let mut body = Vec::new();
    string(topic, &mut body);
    body.extend_from_slice(payload);
    packet(0x30, body)
}

pub fn ping() -> Vec<u8> {
    vec![0xC0, 0]
}

pub fn disconnect() -> Vec<u8> {
    vec![0xE0, 0]
}

/// Reads the packets of a connection as its bytes arrive (a WebSocket message may hold
/// part of a packet, or several).
#[derive(Default)]
pub struct Reader {
    buffer: Vec<u8>,
}

impl Reader {
    /// The packets complete once `bytes` arrived; an error ends the connection.
    pub fn push(&mut self, bytes: &[u8]) -> Result<Vec<Packet>, Error> {
        self.buffer.extend_from_slice(bytes);
        let mut packets = Vec::new();
        loop {
            let Some((length, header)) = read_length(&self.buffer)? else { break };
            if length > MAX_PACKET {
                return Err(Error::TooLong);
            }
            if self.buffer.len() < header + length {
                break;
            }
            let first = self.buffer[0];
            let body: Vec<u8> = self.buffer[header..header + length].to_vec();
            self.buffer.drain(..header + length);
            packets.push(parse(first, &body)?);
        }
        if self.buffer.len() > MAX_PACKET + 5 {
            return Err(Error::TooLong);
        }
        Ok(packets)
    }
}

/// The remaining length of the packet at the start of `bytes` and where its body starts,
/// once that much has arrived.
fn read_length(bytes: &[u8]) -> Result<Option<(usize, usize)>, Error> {
    let mut length = 0usize;
    for i in 0..4 {
        let Some(&byte) = bytes.get(1 + i) else { return Ok(None) };
        length |= usize::from(byte & 0x7F) << (7 * i);
        if byte & 0x80 == 0 {
            return Ok(Some((length, 2 + i)));
        }
    }
    Err(Error::Malformed)
}

fn parse(first: u8, body: &[u8]) -> Result<Packet, Error> {
    Ok(match first >> 4 {
        2 => Packet::ConnAck { code: *body.get(1).ok_or(Error::Malformed)? },
        9 => Packet::SubAck,
        3 => {
            let len = usize::from(u16::from_be_bytes([*body.first().ok_or(Error::Malformed)?, *body.get(1).ok_or(Error::Malformed)?]));
            let topic = body.get(2..2 + len).ok_or(Error::Malformed)?;
            let topic = String::from_utf8(topic.to_vec()).map_err(|_| Error::Malformed)?;
            // QoS 1 or 2 carry a packet id before the payload.
            let skip = if first & 0x06 != 0 { 2 } else { 0 };
            let payload = body.get(2 + len + skip..).ok_or(Error::Malformed)?.to_vec();
            Packet::Publish { topic, payload }
        }
        13 => Packet::PingResp,
        other => Packet::Other(other),
    })
}
