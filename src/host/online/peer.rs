//! One connection between two devices: a WebRTC peer connection with one ordered data
//! channel of text messages. The host makes the offer, the guest answers; each waits for
//! its candidates to be gathered, so one link each way carries the whole handshake (no
//! trickling, no server of ours). The STUN server named in the settings helps find a route
//! between networks; with none, only devices on the same network find each other.

use online::frames::{split, Assembler};
use online::{MAX_TO_GUEST_BYTES, MAX_TO_HOST_BYTES};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    MessageEvent, RtcConfiguration, RtcDataChannel, RtcDataChannelEvent, RtcDataChannelInit, RtcDataChannelState,
    RtcIceConnectionState, RtcIceGatheringState, RtcIceServer, RtcPeerConnection, RtcSdpType, RtcSessionDescriptionInit,
};

/// The data channel's label.
const LABEL: &str = "table";

/// Why no connection could be made: the browser has no WebRTC, or refused the STUN address.
pub const NO_WEBRTC: &str = "no WebRTC";
pub const BAD_STUN: &str = "STUN";

/// How long candidates are gathered at most before the description is sent as it is.
const GATHER_MS: i32 = 5000;

/// What a connection tells its owner.
pub struct Events {
    /// The data channel is open: messages can go both ways.
    pub open: Box<dyn Fn()>,
    /// A text message arrived.
    pub message: Box<dyn Fn(String)>,
    /// The connection is gone: `true` when no route was found between the devices.
    pub lost: Box<dyn Fn(bool)>,
    /// The connection is interrupted (`true`: a network blip, it may come back by itself) or
    /// back (`false`).
    pub away: Box<dyn Fn(bool)>,
}

struct Inner {
    pc: RtcPeerConnection,
    /// The frames of a long message received so far (`online::frames`).
    frames: RefCell<Assembler>,
    channel: RefCell<Option<RtcDataChannel>>,
    events: Events,
    /// The listeners, kept as long as the connection.
    listeners: RefCell<Vec<Closure<dyn FnMut(JsValue)>>>,
    gone: std::cell::Cell<bool>,
    /// The data channel was open once: a failure after it is no missing route.
    opened: std::cell::Cell<bool>,
    /// Interrupted now ("disconnected").
    interrupted: std::cell::Cell<bool>,
}

impl Drop for Inner {
    /// The listeners go with the connection: the browser is told first, so that an event
    /// still on its way (a channel closing) finds none.
    fn drop(&mut self) {
        if let Some(channel) = self.channel.get_mut() {
            channel.set_onopen(None);
            channel.set_onmessage(None);
            channel.set_onclose(None);
        }
        self.pc.set_oniceconnectionstatechange(None);
        self.pc.set_ondatachannel(None);
    }
}

/// The servers of the settings that help two devices find a route: STUN address(es), and
/// an optional relay (TURN) with its user name and password.
#[derive(Clone, Debug, Default)]
pub struct Helpers {
    pub stun: String,
    pub turn: String,
    pub user: String,
    pub password: String,
}

/// A connection (cheap to clone: the same one).
#[derive(Clone)]
pub struct Peer(Rc<Inner>);

impl Peer {
    /// A connection whose incoming messages may be at most `limit` bytes: a host takes a
    /// guest's (`MAX_TO_HOST_BYTES`), a guest the host's (`MAX_TO_GUEST_BYTES`).
    fn new(helpers: &Helpers, events: Events, limit: usize) -> Result<Peer, String> {
        let config = RtcConfiguration::new();
        let servers = js_sys::Array::new();
        for url in helpers.stun.split_whitespace() {
            let server = RtcIceServer::new();
            server.set_urls_str(url);
            servers.push(&server);
        }
        if !helpers.turn.trim().is_empty() {
            let urls: js_sys::Array = helpers.turn.split_whitespace().map(JsValue::from_str).collect();
            let relay = RtcIceServer::new();
            relay.set_urls(&urls);
            relay.set_username(&helpers.user);
            relay.set_credential(&helpers.password);
            servers.push(&relay);
        }
        config.set_ice_servers(&servers);
        // A browser with WebRTC refuses only what it was given: the helpers' addresses.
        let given = !helpers.stun.trim().is_empty() || !helpers.turn.trim().is_empty();
        let pc = RtcPeerConnection::new_with_configuration(&config).map_err(|_| String::from(if given { BAD_STUN } else { NO_WEBRTC }))?;
        let peer = Peer(Rc::new(Inner { pc, frames: RefCell::new(Assembler::new(limit)), channel: RefCell::new(None), events, listeners: RefCell::new(Vec::new()), gone: false.into(), opened: false.into(), interrupted: false.into() }));
        let weak = Rc::downgrade(&peer.0);
        peer.listen(move |_| {
            let Some(inner) = weak.upgrade() else { return };
            match inner.pc.ice_connection_state() {
                RtcIceConnectionState::Failed => {
                    let no_route = !inner.opened.get();
                    Peer(inner).lose(no_route)
                }
                RtcIceConnectionState::Closed => Peer(inner).lose(false),
                // Transient: the browser tries on by itself; only "failed" or a close ends it.
                RtcIceConnectionState::Disconnected => {
                    if !inner.gone.get() && !inner.interrupted.replace(true) {
                        (inner.events.away)(true);
                    }
                }
                RtcIceConnectionState::Connected | RtcIceConnectionState::Completed => {
                    if !inner.gone.get() && inner.interrupted.replace(false) {
                        (inner.events.away)(false);
                    }
                }
                _ => {}
            }
        }, |pc, f| pc.set_oniceconnectionstatechange(Some(f)));
        Ok(peer)
    }

    /// Keeps `f` as a listener set by `set`.
    fn listen(&self, f: impl FnMut(JsValue) + 'static, set: impl FnOnce(&RtcPeerConnection, &js_sys::Function)) {
        let closure = Closure::<dyn FnMut(JsValue)>::new(f);
        set(&self.0.pc, closure.as_ref().unchecked_ref());
        self.0.listeners.borrow_mut().push(closure);
    }

    fn lose(&self, no_route: bool) {
        if !self.0.gone.replace(true) {
            (self.0.events.lost)(no_route);
        }
    }

    /// Listens to the data channel and keeps it.
    fn hold(&self, channel: RtcDataChannel) {
        let mut keep = self.0.listeners.borrow_mut();
        let weak = Rc::downgrade(&self.0);
        let open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if let Some(inner) = weak.upgrade() {
                inner.opened.set(true);
                (inner.events.open)();
            }
        });
        channel.set_onopen(Some(open.as_ref().unchecked_ref()));
        let weak = Rc::downgrade(&self.0);
        let message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let Some(inner) = weak.upgrade() else { return };
            if let Some(frame) = e.dyn_ref::<MessageEvent>().and_then(|e| e.data().as_string()) {
                // A frame that makes no message is handed on as it is: it is then refused
                // as any unreadable message is. A message cut short is refused as an empty
                // one, and the message that began after it is read.
                let (whole, cut) = {
                    let mut frames = inner.frames.borrow_mut();
                    let whole = frames.push(&frame);
                    (whole, frames.take_cut().is_some())
                };
                if cut {
                    (inner.events.message)(String::new());
                }
                match whole {
                    Ok(Some(text)) => (inner.events.message)(text),
                    Ok(None) => {}
                    Err(_) => (inner.events.message)(frame),
                }
            }
        });
        channel.set_onmessage(Some(message.as_ref().unchecked_ref()));
        let weak = Rc::downgrade(&self.0);
        let close = Closure::<dyn FnMut(JsValue)>::new(move |_| {
            if let Some(inner) = weak.upgrade() {
                Peer(inner).lose(false);
            }
        });
        channel.set_onclose(Some(close.as_ref().unchecked_ref()));
        keep.extend([open, message, close]);
        drop(keep);
        // The guest's channel may be open before it is handed over: its `open` has then
        // already gone by.
        let already = channel.ready_state() == RtcDataChannelState::Open;
        *self.0.channel.borrow_mut() = Some(channel);
        if already {
            self.0.opened.set(true);
            (self.0.events.open)();
        }
    }

    /// The host's side: a new connection with its data channel, and its offer (with the
    /// candidates gathered).
    pub async fn offer(helpers: &Helpers, events: Events) -> Result<(Peer, String), String> {
        let peer = Peer::new(helpers, events, MAX_TO_HOST_BYTES)?;
        let init = RtcDataChannelInit::new();
        init.set_ordered(true);
        peer.hold(peer.0.pc.create_data_channel_with_data_channel_dict(LABEL, &init));
        let offer = JsFuture::from(peer.0.pc.create_offer()).await.map_err(|_| String::from("no offer"))?;
        let sdp = js_sys::Reflect::get(&offer, &"sdp".into()).ok().and_then(|s| s.as_string()).unwrap_or_default();
        peer.describe(RtcSdpType::Offer, &sdp, true).await?;
        let sdp = peer.gathered().await;
        Ok((peer, sdp))
    }

    /// The guest's side: a connection answering the host's `offer`, and its answer (with the
    /// candidates gathered).
    pub async fn answer(helpers: &Helpers, offer: &str, events: Events) -> Result<(Peer, String), String> {
        let peer = Peer::new(helpers, events, MAX_TO_GUEST_BYTES)?;
        let weak = Rc::downgrade(&peer.0);
        peer.listen(move |e: JsValue| {
            let (Some(inner), Some(e)) = (weak.upgrade(), e.dyn_ref::<RtcDataChannelEvent>()) else { return };
            Peer(inner).hold(e.channel());
        }, |pc, f| pc.set_ondatachannel(Some(f)));
        peer.describe(RtcSdpType::Offer, offer, false).await?;
        let answer = JsFuture::from(peer.0.pc.create_answer()).await.map_err(|_| String::from("no answer"))?;
        let sdp = js_sys::Reflect::get(&answer, &"sdp".into()).ok().and_then(|s| s.as_string()).unwrap_or_default();
        peer.describe(RtcSdpType::Answer, &sdp, true).await?;
        let sdp = peer.gathered().await;
        Ok((peer, sdp))
    }

    /// The host takes the guest's answer: the connection is then made.
    pub async fn accept(&self, answer: &str) -> Result<(), String> {
        self.describe(RtcSdpType::Answer, answer, false).await
    }

    async fn describe(&self, kind: RtcSdpType, sdp: &str, local: bool) -> Result<(), String> {
        let init = RtcSessionDescriptionInit::new(kind);
        init.set_sdp(sdp);
        let promise = if local { self.0.pc.set_local_description(&init) } else { self.0.pc.set_remote_description(&init) };
        JsFuture::from(promise).await.map(|_| ()).map_err(|e| {
            js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|m| m.as_string()).unwrap_or_else(|| "not a connection description".into())
        })
    }

    /// The local description once its candidates are gathered (or the time is up).
    async fn gathered(&self) -> String {
        let mut waited = 0;
        while self.0.pc.ice_gathering_state() != RtcIceGatheringState::Complete && waited < GATHER_MS {
            sleep(40).await;
            waited += 40;
        }
        self.0.pc.local_description().map(|d| d.sdp()).unwrap_or_default()
    }

    /// Sends a text message (in frames if it is long); false when the channel is not open.
    pub fn send(&self, text: &str) -> bool {
        let channel = self.0.channel.borrow();
        match channel.as_ref() {
            Some(c) if c.ready_state() == RtcDataChannelState::Open => split(text).iter().all(|f| c.send_with_str(f).is_ok()),
            _ => false,
        }
    }

    /// Whether the data channel is open.
    pub fn is_open(&self) -> bool {
        self.0.channel.borrow().as_ref().is_some_and(|c| c.ready_state() == RtcDataChannelState::Open)
    }

    /// Ends the connection (nothing more is told).
    pub fn close(&self) {
        self.0.gone.set(true);
        if let Some(c) = self.0.channel.borrow().as_ref() {
            c.close();
        }
        self.0.pc.close();
    }
}

/// Waits `ms` milliseconds.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window().map(|w| w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms));
    });
    let _ = JsFuture::from(promise).await;
}
