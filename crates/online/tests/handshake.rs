//! The invitation and the reply: they read back as written, base64url is the RFC's, and a
//! damaged or foreign code is refused in words. Prints their sizes before compression.

use online::handshake::{
    base64url_decode, base64url_encode, HandshakeError, Invitation, Reply, MAX_PAYLOAD_BYTES,
};
use online::PROTOCOL_VERSION;

/// A data channel's offer as Chromium writes it once its candidates are gathered (a local
/// mDNS one and the public address a STUN server saw).
const OFFER: &str = "v=0\r\n\
o=- 4611731400430051336 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 54321 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 203.0.113.17\r\n\
a=candidate:1876313031 1 udp 2122260223 4c1d3ab8-5b1a-4c2e-9f3e-2a7d6c0b9e11.local 54321 typ host generation 0 network-id 1 network-cost 10\r\n\
a=candidate:842163049 1 udp 1686052607 203.0.113.17 54321 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1 network-cost 10\r\n\
a=ice-ufrag:EsAw\r\n\
a=ice-pwd:bP+XJMM09aR8AiX1jdukzR6Y\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 6B:8B:F0:65:5F:78:E2:51:3B:AC:6F:F3:3F:46:1B:35:DC:B8:5F:64:1A:24:C2:43:F0:A1:58:D0:A1:2C:19:08\r\n\
a=setup:actpass\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n";

const ANSWER: &str = "v=0\r\n\
o=- 2170431869826377213 2 IN IP4 127.0.0.1\r\n\
s=-\r\n\
t=0 0\r\n\
a=group:BUNDLE 0\r\n\
a=extmap-allow-mixed\r\n\
a=msid-semantic: WMS\r\n\
m=application 61234 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 198.51.100.42\r\n\
a=candidate:3511207834 1 udp 2122260223 9a4e6f21-0c3b-4d8e-b7a5-61f2c8d9e0a3.local 61234 typ host generation 0 network-id 1 network-cost 10\r\n\
a=candidate:1342098765 1 udp 1686052607 198.51.100.42 61234 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-id 1 network-cost 10\r\n\
a=ice-ufrag:Qw3r\r\n\
a=ice-pwd:Zt6yU1iO9pA2sD4fG7hJ0kLx\r\n\
a=ice-options:trickle\r\n\
a=fingerprint:sha-256 1F:2E:3D:4C:5B:6A:79:88:97:A6:B5:C4:D3:E2:F1:00:0F:1E:2D:3C:4B:5A:69:78:87:96:A5:B4:C3:D2:E1:F0\r\n\
a=setup:active\r\n\
a=mid:0\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:262144\r\n";


/// The games this device plays.
const GAMES: &[&str] = &[konter::ID.slug, kontra::ID.slug, matz::ID.slug];
#[test]
fn an_invitation_and_a_reply_read_back_and_their_sizes() {
    let invitation = Invitation::new(matz::ID.slug, 3, "Léa", OFFER);
    let json = invitation.to_json();
    assert_eq!(Invitation::from_json(&json, GAMES), Ok(invitation.clone()));
    let fragment = base64url_encode(&json);
    assert_eq!(Invitation::from_json(&base64url_decode(&fragment).expect("base64url"), GAMES), Ok(invitation));
    let reply = Reply::new(3, ANSWER);
    let reply_json = reply.to_json();
    assert_eq!(Reply::from_json(&reply_json), Ok(reply));
    println!(
        "offer SDP {} bytes, invitation JSON {} bytes ({} in base64url); answer SDP {} bytes, reply JSON {} bytes ({} in base64url)",
        OFFER.len(),
        json.len(),
        fragment.len(),
        ANSWER.len(),
        reply_json.len(),
        base64url_encode(&reply_json).len()
    );
    assert!(json.len() < 1024 && reply_json.len() < 1024);
    let bare: String = OFFER.split_inclusive("\r\n").filter(|l| !l.starts_with("a=candidate")).collect();
    let bare_json = Invitation::new(matz::ID.slug, 3, "Léa", &bare).to_json();
    println!("without candidates: offer SDP {} bytes, invitation JSON {} bytes", bare.len(), bare_json.len());
    let text = String::from_utf8(json).expect("UTF-8");
    assert!(text.starts_with(&format!("{{\"v\":{PROTOCOL_VERSION},\"g\":\"mueller-matz\",\"s\":3,\"h\":\"Léa\",\"o\":\"v=0")), "{text}");
}

#[test]
fn base64url_is_the_rfcs() {
    let cases = [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")];
    for (plain, coded) in cases {
        assert_eq!(base64url_encode(plain.as_bytes()), coded);
        assert_eq!(base64url_decode(coded).as_deref(), Ok(plain.as_bytes()));
    }
    assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8", "URL-safe letters, no padding");
    assert_eq!(base64url_decode("Zm8=").as_deref(), Ok(&b"fo"[..]), "padding is read");
    let all: Vec<u8> = (0..=255).collect();
    for n in 0..all.len() {
        assert_eq!(base64url_decode(&base64url_encode(&all[..n])).as_deref(), Ok(&all[..n]));
    }
}

#[test]
fn damaged_codes_are_refused() {
    for damaged in ["Z", "Zm9vY", "Zm+v", "Zm/v", "Zm 9v", "Zé9v", "Zm9v\n"] {
        assert_eq!(base64url_decode(damaged), Err(HandshakeError::NotBase64url), "{damaged:?}");
    }
    let ok = Invitation::new(konter::ID.slug, 1, "Host", OFFER);
    let value = serde_json::to_value(&ok).expect("JSON");
    let with = |key: &str, v: serde_json::Value| {
        let mut value = value.clone();
        value[key] = v;
        serde_json::to_vec(&value).expect("JSON")
    };
    let cases: Vec<(Vec<u8>, &str)> = vec![
        (b"not json".to_vec(), "not an invitation"),
        (b"[]".to_vec(), "no version"),
        (with("v", 9.into()), "version 9"),
        (with("g", "chess".into()), "not an invitation"),
        (with("s", 300.into()), "not an invitation"),
        (with("s", 8.into()), "not a seat"),
        (with("o", "hello".into()), "no connection description"),
        (with("o", "v=0\r\n\u{0}".into()), "no connection description"),
        (vec![b' '; MAX_PAYLOAD_BYTES + 1], "too long"),
    ];
    for (bytes, words) in cases {
        let e = Invitation::from_json(&bytes, GAMES).expect_err("refused");
        assert!(e.to_string().contains(words), "{e}");
    }
    let reply = serde_json::to_vec(&serde_json::json!({"v": PROTOCOL_VERSION, "s": 0, "a": "x"})).expect("JSON");
    assert_eq!(Reply::from_json(&reply), Err(HandshakeError::NotASessionDescription));
    assert!(Reply::from_json(&ok.to_json()).is_err(), "an invitation is not a reply");
}
