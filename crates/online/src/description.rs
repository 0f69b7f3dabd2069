//! A data channel's session description, cut to what the connection needs: the ICE
//! credentials, the DTLS fingerprint and role, and the UDP candidates. Everything else of a
//! browser's description is the same for every data channel and is rebuilt on the other
//! side, so that an invitation or a reply fits a short link and a small QR code.
//!
//! The essentials are one line of text, fields separated by spaces:
//! `<ufrag> <pwd> <fingerprint> <setup> <mid> <candidate>…` — the fingerprint is the
//! SHA-256 of the certificate in base64url, the setup `p` (actpass), `a` (active) or `s`
//! (passive), each candidate `h`, `s` or `r` (host, server-reflexive, relayed) then
//! `address:port` (an IPv6 address in brackets), or `m` and `name:port` for a host
//! candidate's mDNS name `<uuid>.local`, the UUID's 16 bytes in base64url.

use crate::handshake::{base64url_decode, base64url_encode, HandshakeError};

/// The longest essentials read: credentials, a fingerprint and a few candidates.
pub const MAX_ESSENTIALS_BYTES: usize = 2048;

/// The candidates kept at most (a device on many networks offers many).
const MAX_CANDIDATES: usize = 8;

/// The essentials of a session description.
pub fn essentials(sdp: &str) -> Result<String, HandshakeError> {
    let mut ufrag = None;
    let mut pwd = None;
    let mut fingerprint = None;
    let mut setup = None;
    let mut mid = None;
    let mut candidates = Vec::new();
    for line in sdp.lines().map(str::trim) {
        let Some(attribute) = line.strip_prefix("a=") else { continue };
        let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
        match name {
            "ice-ufrag" => ufrag = Some(value),
            "ice-pwd" => pwd = Some(value),
            "fingerprint" => fingerprint = Some(value),
            "setup" => setup = Some(value),
            "mid" => mid = Some(value),
            "candidate" if candidates.len() < MAX_CANDIDATES => candidates.extend(candidate(value)),
            _ => {}
        }
    }
    let missing = |what: &str| HandshakeError::Malformed(format!("the description has no {what}"));
    let ufrag = ufrag.filter(|u| token(u)).ok_or_else(|| missing("ICE user"))?;
    let pwd = pwd.filter(|p| token(p)).ok_or_else(|| missing("ICE password"))?;
    let fingerprint = fingerprint.and_then(sha256).ok_or_else(|| missing("SHA-256 fingerprint"))?;
    let setup = match setup {
        Some("actpass") => 'p',
        Some("active") => 'a',
        Some("passive") => 's',
        _ => return Err(missing("DTLS role")),
    };
    let mid = mid.filter(|m| token(m)).ok_or_else(|| missing("media id"))?;
    if candidates.is_empty() {
        return Err(missing("address to reach this device"));
    }
    let mut out = format!("{ufrag} {pwd} {} {setup} {mid}", base64url_encode(&fingerprint));
    for c in candidates {
        out.push(' ');
        out.push_str(&c);
    }
    Ok(out)
}

/// A session description rebuilt from its essentials: an offer, or an answer to one.
pub fn session_description(essentials: &str, offer: bool) -> Result<String, HandshakeError> {
    let bad = |why: &str| HandshakeError::Malformed(why.to_string());
    if essentials.len() > MAX_ESSENTIALS_BYTES {
        return Err(HandshakeError::TooLarge { bytes: essentials.len(), limit: MAX_ESSENTIALS_BYTES });
    }
    let mut fields = essentials.split(' ');
    let mut next = |what: &str| fields.next().filter(|f| !f.is_empty()).ok_or_else(|| bad(what));
    let ufrag = next("no ICE user")?;
    let pwd = next("no ICE password")?;
    let fingerprint = next("no fingerprint")?;
    let setup = next("no DTLS role")?;
    let mid = next("no media id")?;
    if !token(ufrag) || !token(pwd) || !token(mid) {
        return Err(bad("the credentials are damaged"));
    }
    let fingerprint = base64url_decode(fingerprint).ok().filter(|f| f.len() == 32).ok_or_else(|| bad("the fingerprint is damaged"))?;
    let setup = match (setup, offer) {
        ("p", true) => "actpass",
        ("a", false) => "active",
        ("s", false) => "passive",
        _ => return Err(bad("the DTLS role does not fit")),
    };
    let mut lines = Vec::new();
    for (i, field) in fields.enumerate() {
        if i >= MAX_CANDIDATES {
            return Err(bad("too many candidates"));
        }
        let (kind, priority) = match field.get(..1) {
            Some("h" | "m") => ("host", 2_122_260_223u32),
            Some("s") => ("srflx", 1_686_052_607),
            Some("r") => ("relay", 41_885_439),
            _ => return Err(bad("a candidate is damaged")),
        };
        let (address, port) = address_port(&field[1..]).ok_or_else(|| bad("a candidate is damaged"))?;
        let address = match field.starts_with('m') {
            true => mdns_name(address).ok_or_else(|| bad("a candidate is damaged"))?,
            false => address.to_string(),
        };
        let related = if kind == "host" { "" } else { " raddr 0.0.0.0 rport 0" };
        lines.push(format!("a=candidate:{i} 1 udp {} {address} {port} typ {kind}{related}", priority - i as u32));
    }
    if lines.is_empty() {
        return Err(bad("no address to reach the other device"));
    }
    let hex: Vec<String> = fingerprint.iter().map(|b| format!("{b:02X}")).collect();
    let head = [
        "v=0".to_string(),
        format!("o=- {} 2 IN IP4 127.0.0.1", u64::from(fingerprint[0]) << 8 | u64::from(fingerprint[1])),
        "s=-".into(),
        "t=0 0".into(),
        format!("a=group:BUNDLE {mid}"),
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel".into(),
        "c=IN IP4 0.0.0.0".into(),
    ];
    let tail = [
        format!("a=ice-ufrag:{ufrag}"),
        format!("a=ice-pwd:{pwd}"),
        format!("a=fingerprint:sha-256 {}", hex.join(":")),
        format!("a=setup:{setup}"),
        format!("a=mid:{mid}"),
        "a=sctp-port:5000".into(),
        "a=max-message-size:262144".into(),
    ];
    let mut sdp = String::new();
    for line in head.iter().chain(&lines).chain(&tail) {
        sdp.push_str(line);
        sdp.push_str("\r\n");
    }
    Ok(sdp)
}

/// A UDP candidate's kind, address and port in the essentials' form.
fn candidate(value: &str) -> Option<String> {
    let parts: Vec<&str> = value.split_whitespace().collect();
    let [_, component, protocol, _, address, port, typ, kind, ..] = parts[..] else { return None };
    if component != "1" || !protocol.eq_ignore_ascii_case("udp") || typ != "typ" {
        return None;
    }
    let kind = match kind {
        "host" => 'h',
        "srflx" | "prflx" => 's',
        "relay" => 'r',
        _ => return None,
    };
    let port: u16 = port.parse().ok()?;
    if let Some(uuid) = address.strip_suffix(".local").and_then(uuid_bytes).filter(|_| kind == 'h') {
        return Some(format!("m{}:{port}", base64url_encode(&uuid)));
    }
    if !address.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':')) || address.is_empty() {
        return None;
    }
    Some(if address.contains(':') { format!("{kind}[{address}]:{port}") } else { format!("{kind}{address}:{port}") })
}

/// `address:port` or `[v6]:port`, checked.
fn address_port(text: &str) -> Option<(&str, u16)> {
    let (address, port) = match text.strip_prefix('[') {
        Some(rest) => rest.split_once("]:")?,
        None => text.rsplit_once(':')?,
    };
    let fine = !address.is_empty() && address.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'));
    fine.then_some(())?;
    Some((address, port.parse().ok()?))
}

/// A UUID `8-4-4-4-12` in lowercase hex as its 16 bytes.
fn uuid_bytes(text: &str) -> Option<Vec<u8>> {
    let groups: Vec<&str> = text.split('-').collect();
    let lengths: Vec<usize> = groups.iter().map(|g| g.len()).collect();
    if lengths != [8, 4, 4, 4, 12] || !text.bytes().all(|b| b == b'-' || b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return None;
    }
    let hex: String = groups.concat();
    (0..16).map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()).collect()
}

/// The mDNS name `<uuid>.local` of a UUID's 16 bytes in base64url.
fn mdns_name(packed: &str) -> Option<String> {
    let bytes = base64url_decode(packed).ok().filter(|b| b.len() == 16)?;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Some(format!("{}-{}-{}-{}-{}.local", &hex[..8], &hex[8..12], &hex[12..16], &hex[16..20], &hex[20..]))
}

/// `sha-256 AB:CD:…` as its 32 bytes.
fn sha256(value: &str) -> Option<Vec<u8>> {
    let (algorithm, hex) = value.split_once(' ')?;
    if !algorithm.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let bytes: Option<Vec<u8>> = hex.trim().split(':').map(|b| u8::from_str_radix(b, 16).ok()).collect();
    bytes.filter(|b| b.len() == 32)
}

/// An ICE credential or media id: printable, no space (RFC 8839 allows `ice-char`s).
fn token(text: &str) -> bool {
    !text.is_empty() && text.len() <= 256 && text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/' || b == b'-' || b == b'_' || b == b'.')
}
