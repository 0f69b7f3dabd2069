//! The invitation and the reply: they read back as written, base64url is the RFC's, and a
//! damaged or foreign code is refused in words. Prints their sizes before compression.

use online::description::{essentials, session_description};
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

/// An offer as Firefox writes it (its candidates' addresses in the clear, as the tests set it).
const FIREFOX_OFFER: &str = "v=0\r\n\
o=mozilla...THIS_IS_SDPARTA-99.0 5102384521178129364 0 IN IP4 0.0.0.0\r\n\
s=-\r\n\
t=0 0\r\n\
a=sendrecv\r\n\
a=fingerprint:sha-256 9D:5B:07:3C:11:AE:6E:0A:90:23:88:4B:21:37:FD:6F:C2:45:74:6E:28:B5:4D:6B:6C:43:2D:0A:1E:3C:6A:7E\r\n\
a=group:BUNDLE 0\r\n\
a=ice-options:trickle\r\n\
a=msid-semantic:WMS *\r\n\
m=application 51234 UDP/DTLS/SCTP webrtc-datachannel\r\n\
c=IN IP4 192.168.1.20\r\n\
a=candidate:0 1 UDP 2122252543 192.168.1.20 51234 typ host\r\n\
a=candidate:1 1 UDP 2122187007 fe80::1c2b:3dff:fe4e:5f60 40321 typ host\r\n\
a=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r\n\
a=sendrecv\r\n\
a=end-of-candidates\r\n\
a=ice-pwd:2a8f1b7c9d3e4f5a6b7c8d9e0f1a2b3c\r\n\
a=ice-ufrag:5d1e2f3a\r\n\
a=mid:0\r\n\
a=setup:actpass\r\n\
a=sctp-port:5000\r\n\
a=max-message-size:1073741823\r\n";

#[test]
fn an_invitation_and_a_reply_read_back_and_their_sizes() {
    let invitation = Invitation::new(matz::ID.slug, 3, "Léa", OFFER).expect("an offer");
    let json = invitation.to_json();
    assert_eq!(Invitation::from_json(&json, GAMES), Ok(invitation.clone()));
    let fragment = base64url_encode(&json);
    assert_eq!(Invitation::from_json(&base64url_decode(&fragment).expect("base64url"), GAMES), Ok(invitation.clone()));
    let reply = Reply::new(&invitation, ANSWER).expect("an answer");
    let reply_json = reply.to_json();
    assert_eq!(Reply::from_json(&reply_json), Ok(reply.clone()));
    // It names the invitation it answers, and no other.
    assert_eq!((reply.seat, invitation.offer_user()), (3, "EsAw"));
    assert!(reply.answers("EsAw"));
    let newer = Invitation::new(matz::ID.slug, 3, "Léa", FIREFOX_OFFER).expect("an offer");
    assert!(!reply.answers(newer.offer_user()), "a reply to an earlier invitation");
    println!(
        "offer SDP {} bytes, invitation JSON {} bytes ({} in base64url, before compression); answer SDP {} bytes, reply JSON {} bytes ({} in base64url)",
        OFFER.len(),
        json.len(),
        fragment.len(),
        ANSWER.len(),
        reply_json.len(),
        base64url_encode(&reply_json).len()
    );
    // Only what the connection needs travels: a third of the description.
    assert!(json.len() * 3 < OFFER.len() + 200 && reply_json.len() * 3 < ANSWER.len() + 200, "{} {}", json.len(), reply_json.len());
    let text = String::from_utf8(json).expect("UTF-8");
    assert!(text.starts_with(&format!("{{\"v\":{PROTOCOL_VERSION},\"g\":\"mueller-matz\",\"s\":3,\"h\":\"Léa\",\"o\":\"EsAw bP+XJMM09aR8AiX1jdukzR6Y ")), "{text}");
    // Without a way to reach the device there is nothing to send.
    let bare: String = OFFER.split_inclusive("\r\n").filter(|l| !l.starts_with("a=candidate")).collect();
    assert!(Invitation::new(matz::ID.slug, 3, "Léa", &bare).is_err());
}

#[test]
fn a_description_cut_to_its_essentials_is_rebuilt_with_all_the_connection_needs() {
    for (sdp, offer) in [(OFFER, true), (ANSWER, false), (FIREFOX_OFFER, true)] {
        let kept = essentials(sdp).expect("essentials");
        let rebuilt = session_description(&kept, offer).expect("a description");
        // The same essentials again: nothing the connection needs was lost or changed.
        assert_eq!(essentials(&rebuilt).as_ref(), Ok(&kept), "{rebuilt}");
        let lines = |text: &str, prefixes: &[&str]| -> Vec<String> {
            text.lines().filter(|l| prefixes.iter().any(|p| l.starts_with(p))).map(str::to_string).collect()
        };
        let needed = ["a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:", "a=mid:"];
        assert_eq!(lines(&rebuilt, &needed), lines(sdp, &needed).iter().map(|l| l.replace("a=fingerprint:SHA-256", "a=fingerprint:sha-256")).collect::<Vec<_>>().tap_sorted(&needed), "{rebuilt}");
        // Every UDP candidate of component 1, with its address and port.
        let addresses = |text: &str| -> Vec<(String, String)> {
            text.lines()
                .filter_map(|l| l.strip_prefix("a=candidate:"))
                .map(|c| c.split_whitespace().collect::<Vec<_>>())
                .filter(|c| c[2].eq_ignore_ascii_case("udp"))
                .map(|c| (c[4].to_string(), c[5].to_string()))
                .collect()
        };
        assert_eq!(addresses(&rebuilt), addresses(sdp));
        assert!(rebuilt.starts_with("v=0\r\n") && rebuilt.ends_with("\r\n"));
        println!("{} bytes of description → {} bytes of essentials", sdp.len(), kept.len());
    }
    // A role that does not fit the side, or damaged fields, are refused.
    let kept = essentials(OFFER).expect("essentials");
    assert!(session_description(&kept, false).is_err(), "an offer is no answer");
    for damaged in ["", "a b", "a b c p 0 h1.2.3.4:5", "EsAw pwd!x AAAA p 0 h1.2.3.4:5"] {
        assert!(session_description(damaged, true).is_err(), "{damaged:?}");
    }
    let no_port = kept.replace(":54321", ":99999");
    assert!(session_description(&no_port, true).is_err());
}

/// The lines in the order of `prefixes`.
trait TapSorted {
    fn tap_sorted(self, prefixes: &[&str]) -> Self;
}

impl TapSorted for Vec<String> {
    fn tap_sorted(mut self, prefixes: &[&str]) -> Self {
        self.sort_by_key(|l| prefixes.iter().position(|p| l.starts_with(p)));
        self
    }
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
    let ok = Invitation::new(konter::ID.slug, 1, "Host", OFFER).expect("an offer");
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

#[test]
fn an_invitations_host_name_is_read_as_a_players_name() {
    let mut invitation = Invitation::new(matz::ID.slug, 3, "Léa", OFFER).expect("an offer");
    invitation.host = format!("  Anna\u{7}\n{}  ", "x".repeat(100));
    let read = Invitation::from_json(&invitation.to_json(), GAMES).expect("readable");
    assert_eq!(read.host.chars().count(), online::MAX_NAME_CHARS);
    assert!(read.host.starts_with("Annax") && !read.host.chars().any(char::is_control), "{:?}", read.host);
}
