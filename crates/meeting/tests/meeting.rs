//! The meeting point's pieces: MQTT packets as a broker reads and writes them, the table
//! key and its seal, and the notes — every one read as hostile.

use meeting::mqtt::{self, Packet, Reader};
use meeting::note::{self, Note, SeatOffer};
use meeting::seal::{base64url, from_base64url};
use meeting::address::brokers;
use meeting::{TableAddress, TableKey};

fn key(n: u8) -> TableKey {
    TableKey::new([n; 16])
}

#[test]
fn connect_subscribe_and_publish_are_mqtt_3_1_1() {
    // CONNECT: "MQTT", level 4, clean session, keep alive 30 s, client id "ab".
    assert_eq!(mqtt::connect("ab", 30), vec![0x10, 14, 0, 4, b'M', b'Q', b'T', b'T', 4, 2, 0, 30, 0, 2, b'a', b'b']);
    assert_eq!(mqtt::subscribe(1, "t/x"), vec![0x82, 8, 0, 1, 0, 3, b't', b'/', b'x', 0]);
    assert_eq!(mqtt::publish("t", b"hi"), vec![0x30, 5, 0, 1, b't', b'h', b'i']);
    assert_eq!(mqtt::ping(), vec![0xC0, 0]);
    // A long payload's remaining length takes two bytes.
    let long = mqtt::publish("t", &[7; 200]);
    assert_eq!(&long[..3], &[0x30, 0xCB, 0x01]);
}

#[test]
fn the_reader_takes_packets_in_any_pieces() {
    let mut bytes = vec![0x20, 2, 0, 0, 0x90, 3, 0, 1, 0];
    bytes.extend(mqtt::publish("kam/x", &[1; 300]));
    bytes.extend([0xD0, 0]);
    let mut all = Vec::new();
    let mut reader = Reader::default();
    for piece in bytes.chunks(7) {
        all.extend(reader.push(piece).unwrap());
    }
    assert_eq!(all, vec![Packet::ConnAck { code: 0 }, Packet::SubAck, Packet::Publish { topic: "kam/x".into(), payload: vec![1; 300] }, Packet::PingResp]);
    // A QoS 1 message carries a packet id before its payload.
    let qos1 = [0x32, 7, 0, 1, b't', 0, 9, b'o', b'k'];
    assert_eq!(Reader::default().push(&qos1).unwrap(), vec![Packet::Publish { topic: "t".into(), payload: b"ok".to_vec() }]);
}

#[test]
fn the_reader_refuses_what_is_not_mqtt_without_panicking() {
    assert_eq!(Reader::default().push(&[0x30, 0xFF, 0xFF, 0xFF, 0xFF]), Err(mqtt::Error::Malformed));
    assert_eq!(Reader::default().push(&[0x30, 0xFF, 0xFF, 0x7F]), Err(mqtt::Error::TooLong));
    // A topic longer than its packet.
    assert_eq!(Reader::default().push(&[0x30, 3, 0, 9, b't']), Err(mqtt::Error::Malformed));
    assert_eq!(Reader::default().push(&[0x20, 0]), Err(mqtt::Error::Malformed));
    for seed in 0..2000u32 {
        let noise: Vec<u8> = (0..(seed % 40)).map(|i| (seed.wrapping_mul(2654435761).wrapping_add(i * 40503) >> 8) as u8).collect();
        let _ = Reader::default().push(&noise);
    }
}

#[test]
fn a_table_key_travels_as_22_characters() {
    let k = TableKey::new([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255]);
    let text = k.to_text();
    assert_eq!(text.len(), 22);
    assert_eq!(TableKey::from_text(&text), Some(k));
    assert_eq!(TableKey::from_text(&text[..21]), None);
    assert_eq!(TableKey::from_text("AAAAAAAAAAAAAAAAAAAAA="), None);
    assert_eq!(TableKey::from_text("AAAAAAAAAAAAAAAAAAAAA/"), None);
    assert_eq!(base64url(b"hello?>"), "aGVsbG8_Pg");
    assert_eq!(from_base64url("aGVsbG8_Pg").unwrap(), b"hello?>");
}

#[test]
fn the_topic_follows_from_the_key_but_does_not_show_it() {
    let (a, b) = (key(1), key(2));
    assert_eq!(a.topic(), key(1).topic());
    assert_ne!(a.topic(), b.topic());
    assert!(a.topic().starts_with("kam/") && a.topic().len() == 36);
    assert!(!a.topic().contains(&a.to_text()));
}

#[test]
fn a_sealed_note_opens_only_with_its_key_and_unchanged() {
    let k = key(3);
    let n = Note::Join { from: "d1".into(), seat: 2, name: "Mia".into(), secret: None };
    let sealed = note::seal(&k, [9; 12], "n1", &n);
    assert_eq!(note::open(&k, &sealed), Some(("n1".to_string(), n.clone())));
    assert_eq!(note::open(&key(4), &sealed), None, "another table's key");
    for i in 0..sealed.len() {
        let mut changed = sealed.clone();
        changed[i] ^= 1;
        assert_eq!(note::open(&k, &changed), None, "byte {i} changed");
    }
    // Nothing of the note is in clear.
    let text = String::from_utf8_lossy(&sealed);
    assert!(!text.contains("Mia") && !text.contains("join"));
    // Two seals of the same note with different nonces differ.
    assert_ne!(sealed, note::seal(&k, [8; 12], "n1", &n));
}

#[test]
fn a_note_that_says_too_much_is_no_note() {
    let k = key(5);
    let long = "x".repeat(5000);
    let notes = [
        Note::Reply { from: "d".into(), seat: 1, code: long.clone() },
        Note::Look { from: String::new() },
        Note::Table { to: "d".into(), game: "matz".into(), host: "Léa".into(), seats: vec![SeatOffer { seat: 1, name: "Anna".into(), free: true }; 9] },
    ];
    for n in notes {
        assert_eq!(note::open(&k, &note::seal(&k, [1; 12], "id", &n)), None, "{n:?}");
    }
    assert_eq!(note::open(&k, &[0; 5]), None);
    assert_eq!(note::open(&k, &vec![0; 9000]), None);
    // A sealed text that is not a note.
    assert_eq!(note::open(&k, &k.seal([2; 12], b"{\"v\":1}")), None);
}

#[test]
fn a_table_address_carries_the_hosts_own_brokers_only_when_there_are_some() {
    let plain = TableAddress { key: key(7), brokers: vec![] };
    assert_eq!(plain.to_text(), key(7).to_text(), "the default: the key alone, 22 characters");
    assert_eq!(TableAddress::from_text(&plain.to_text()), Some(plain));
    let own = TableAddress { key: key(7), brokers: vec!["wss://mqtt.example.lu:8084/mqtt".into(), "ws://127.0.0.1:9001".into()] };
    let text = own.to_text();
    assert!(text.starts_with(&format!("{}~", key(7).to_text())), "{text}");
    assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_~".contains(&b)), "a fragment as it is: {text}");
    assert_eq!(TableAddress::from_text(&text), Some(own));
}

#[test]
fn a_table_address_that_is_damaged_or_hostile_is_refused_or_trimmed() {
    let k = key(3).to_text();
    let list = |text: &str| format!("{k}~{}", base64url(text.as_bytes()));
    for bad in [String::new(), "~".into(), format!("{k}~"), format!("{k}~!!"), list("https://example.com http://x"), list(""), k[..21].to_string(), format!("{k}x")] {
        assert_eq!(TableAddress::from_text(&bad), None, "{bad}");
    }
    let long = format!("wss://{}.lu", "a".repeat(300));
    let many: Vec<String> = (0..20).map(|i| format!("wss://b{i}.lu")).collect();
    let read = TableAddress::from_text(&list(&format!("javascript:alert(1) {long} {}", many.join(",")))).expect("the readable ones");
    assert_eq!(read.brokers, many[..meeting::address::MAX_BROKERS].to_vec(), "only ws(s) addresses, short ones, at most {}", meeting::address::MAX_BROKERS);
}

#[test]
fn brokers_are_read_from_settings_as_from_a_link() {
    assert_eq!(brokers("wss://a.lu/mqtt, ws://127.0.0.1:9001\nnonsense  wss://b.lu"), ["wss://a.lu/mqtt", "ws://127.0.0.1:9001", "wss://b.lu"]);
    assert!(brokers("").is_empty());
}
