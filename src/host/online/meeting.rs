//! The meeting point in the browser: a WebSocket to each MQTT broker of Settings ("Meeting
//! point for friends online"), all on the table's topic. A note is sealed once and said
//! through every broker; one heard through several is taken once. Any one broker suffices;
//! one that drops the connection is asked again after a while. Only the handshake passes
//! here (`meeting::Note`); the game travels on the direct connection.

use leptos::prelude::*;
use ::meeting::{mqtt, note, Note, TableKey};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{BinaryType, MessageEvent, WebSocket};

/// The public MQTT brokers (over secure WebSocket) asked by default: independent operators,
/// free, with no account.
pub const DEFAULT_MEETING: &str = "wss://broker.emqx.io:8084/mqtt wss://broker.hivemq.com:8884/mqtt wss://test.mosquitto.org:8081/mqtt";

/// How long a broker that dropped the connection waits before it is asked again; one that
/// cannot be reached at all waits twice as long each time, up to [`AGAIN_MAX_MS`].
const AGAIN_MS: u64 = 4_000;
const AGAIN_MAX_MS: u64 = 64_000;
/// A ping to every broker this often keeps the connections (MQTT's keep alive is twice it).
const PING_MS: u32 = 25_000;
/// How many notes' ids are remembered to take each note once.
const SEEN_KEPT: usize = 128;

pub use ::meeting::address::brokers;

/// Fresh random bytes from the browser's cryptographic source.
pub fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::getrandom(&mut bytes).is_err() {
        for b in bytes.iter_mut() {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    bytes
}

/// Bytes as lower-case hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

struct Broker {
    url: String,
    socket: Option<WebSocket>,
    /// Connected and subscribed: notes go out at once.
    ready: bool,
    /// Notes said before the broker was ready.
    queue: Vec<Vec<u8>>,
    reader: mqtt::Reader,
    /// The connections made in a row that never got to be ready.
    failures: u32,
}

struct Point {
    key: TableKey,
    topic: String,
    brokers: Vec<Broker>,
    seen: Vec<String>,
    hear: Rc<dyn Fn(Note)>,
    /// Counts the points opened: a socket of an earlier one has no say.
    generation: u32,
}

thread_local! {
    static POINT: RefCell<Option<Point>> = const { RefCell::new(None) };
    static GENERATION: Cell<u32> = const { Cell::new(0) };
    static ME: RefCell<String> = const { RefCell::new(String::new()) };
    /// How many brokers are connected now: a signal of no owner, which lives as long as the page.
    static REACHED: ArcRwSignal<usize> = ArcRwSignal::new(0);
}

/// This page's id at the meeting point (drawn once per page).
pub fn me() -> String {
    ME.with(|m| {
        let mut m = m.borrow_mut();
        if m.is_empty() {
            *m = hex(&random::<8>());
        }
        m.clone()
    })
}

/// How many brokers are connected now (tracked).
fn reached_signal() -> ArcRwSignal<usize> {
    REACHED.with(Clone::clone)
}

/// Whether a broker of the meeting point is connected now (tracked).
pub fn reached() -> bool {
    reached_signal().get() > 0
}

/// Whether a meeting point is open on this page.
pub fn is_open() -> bool {
    POINT.with(|p| p.borrow().is_some())
}

/// Opens the meeting point of the table of `key` at the brokers of `urls`: every note of
/// the table heard is given to `hear`. An earlier one is closed.
pub fn open(key: TableKey, urls: Vec<String>, hear: impl Fn(Note) + 'static) {
    close();
    let generation = GENERATION.with(|g| {
        g.set(g.get() + 1);
        g.get()
    });
    let brokers = urls.into_iter().map(|url| Broker { url, socket: None, ready: false, queue: Vec::new(), reader: mqtt::Reader::default(), failures: 0 }).collect::<Vec<_>>();
    let count = brokers.len();
    POINT.with(|p| *p.borrow_mut() = Some(Point { key, topic: key.topic(), brokers, seen: Vec::new(), hear: Rc::new(hear), generation }));
    for i in 0..count {
        connect(i, generation);
    }
    keep_alive(generation);
}

/// Closes the meeting point: every broker's connection.
pub fn close() {
    let old = POINT.with(|p| p.borrow_mut().take());
    if let Some(point) = old {
        for b in point.brokers {
            if let Some(s) = b.socket {
                if b.ready {
                    let _ = s.send_with_u8_array(&mqtt::disconnect());
                }
                let _ = s.close();
            }
        }
    }
    reached_signal().set(0);
}

/// Says `note` to the table through every broker.
pub fn say(note: &Note) {
    POINT.with(|p| {
        let mut p = p.borrow_mut();
        let Some(point) = p.as_mut() else { return };
        let sealed = note::seal(&point.key, random::<12>(), &hex(&random::<8>()), note);
        let packet = mqtt::publish(&point.topic, &sealed);
        for b in point.brokers.iter_mut() {
            match (&b.socket, b.ready) {
                (Some(s), true) => {
                    let _ = s.send_with_u8_array(&packet);
                }
                _ => b.queue.push(packet.clone()),
            }
        }
    });
}

/// With the point open at `generation`, `f` on it.
fn with_point<R>(generation: u32, f: impl FnOnce(&mut Point) -> R) -> Option<R> {
    POINT.with(|p| p.borrow_mut().as_mut().filter(|p| p.generation == generation).map(f))
}

fn count_ready(point: &Point) -> usize {
    point.brokers.iter().filter(|b| b.ready).count()
}

/// Connects to broker `i`: CONNECT and SUBSCRIBE once the socket opens; what it sends is
/// read; a lost connection is made again after a while.
fn connect(i: usize, generation: u32) {
    let Some(url) = with_point(generation, |p| p.brokers[i].url.clone()) else { return };
    let Ok(socket) = WebSocket::new_with_str(&url, "mqtt") else {
        return set_timeout(move || connect(i, generation), std::time::Duration::from_millis(AGAIN_MS * 4));
    };
    socket.set_binary_type(BinaryType::Arraybuffer);
    let on_open = Closure::<dyn Fn()>::new(move || {
        with_point(generation, |p| {
            let topic = p.topic.clone();
            let b = &mut p.brokers[i];
            if let Some(s) = &b.socket {
                let _ = s.send_with_u8_array(&mqtt::connect(&format!("kam-{}", hex(&random::<6>())), (PING_MS / 500) as u16));
                let _ = s.send_with_u8_array(&mqtt::subscribe(1, &topic));
            }
        });
    });
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
        let Ok(buffer) = e.data().dyn_into::<js_sys::ArrayBuffer>() else { return };
        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
        let heard = with_point(generation, |p| read(p, i, &bytes)).unwrap_or_default();
        let hear = with_point(generation, |p| p.hear.clone());
        if let Some(hear) = hear {
            for n in heard {
                hear(n);
            }
        }
    });
    let on_close = Closure::<dyn Fn()>::new(move || {
        let again = with_point(generation, |p| {
            let b = &mut p.brokers[i];
            b.failures = if b.ready { 0 } else { b.failures.saturating_add(1) };
            b.ready = false;
            b.socket = None;
            b.reader = mqtt::Reader::default();
            let wait = AGAIN_MS.saturating_mul(1 << b.failures.min(8)).min(AGAIN_MAX_MS);
            reached_signal().set(count_ready(p));
            wait
        });
        if let Some(wait) = again {
            set_timeout(move || connect(i, generation), std::time::Duration::from_millis(wait));
        }
    });
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    // The handlers live as long as the socket; a socket lives until its point closes.
    on_open.forget();
    on_message.forget();
    on_close.forget();
    if with_point(generation, |p| p.brokers[i].socket = Some(socket.clone())).is_none() {
        let _ = socket.close();
    }
}

/// What broker `i` sent: the notes of this table heard for the first time. A broker that
/// sends what is not MQTT is let go (it is asked again later).
fn read(p: &mut Point, i: usize, bytes: &[u8]) -> Vec<Note> {
    let packets = match p.brokers[i].reader.push(bytes) {
        Ok(packets) => packets,
        Err(_) => {
            if let Some(s) = &p.brokers[i].socket {
                let _ = s.close();
            }
            return Vec::new();
        }
    };
    let mut heard = Vec::new();
    for packet in packets {
        match packet {
            mqtt::Packet::SubAck => {
                let b = &mut p.brokers[i];
                b.ready = true;
                if let Some(s) = &b.socket {
                    for q in b.queue.drain(..) {
                        let _ = s.send_with_u8_array(&q);
                    }
                }
                reached_signal().set(count_ready(p));
            }
            mqtt::Packet::Publish { topic, payload } if topic == p.topic => {
                let Some((id, n)) = note::open(&p.key, &payload) else { continue };
                if p.seen.contains(&id) {
                    continue;
                }
                p.seen.push(id);
                if p.seen.len() > SEEN_KEPT {
                    p.seen.remove(0);
                }
                heard.push(n);
            }
            _ => {}
        }
    }
    heard
}

/// Pings every connected broker while the point of `generation` is open.
fn keep_alive(generation: u32) {
    set_timeout(
        move || {
            let open = with_point(generation, |p| {
                for b in p.brokers.iter().filter(|b| b.ready) {
                    if let Some(s) = &b.socket {
                        let _ = s.send_with_u8_array(&mqtt::ping());
                    }
                }
            });
            if open.is_some() {
                keep_alive(generation);
            }
        },
        std::time::Duration::from_millis(u64::from(PING_MS)),
    );
}
