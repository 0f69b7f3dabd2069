//! The guest's side: an invitation link opened on this device ("Join NAME's table as
//! SEAT"), the reply to send back ("Your reply for NAME"), and the connection to the host's
//! device once the host pasted it. The guest says hello with its seat's name; the host then
//! seats it and sends only this seat's view.

use super::link::{can_share, copy, has_webrtc, pack, share, unpack};
use super::peer::{Events, Peer};
use crate::host::mounts::lang;
use crate::i18n::online_texts::online_texts;
use crate::store::keys::JOINED_KEY;
use crate::store::local::with_storage;
use leptos::prelude::*;
use online::handshake::{Invitation, Reply};
use game::fair::{FairDeal, Secret};
use online::{Happened, Online, ToGuest, ToHost};
use ::meeting::{Note, SeatOffer, TableAddress, TableKey};
use crate::store::keys::SEATS_KEY;
use std::any::Any;
use wasm_bindgen::JsValue;
use std::cell::{Cell, RefCell};

/// Where the guest is in joining.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    /// No invitation opened.
    Idle,
    /// A table link opened: the table is being found at the meeting point.
    Looking,
    /// The table found: its seats for friends, to choose from.
    Choosing,
    /// Another device holds the seat asked for.
    Taken,
    /// The invitation is being read.
    Reading,
    /// The invitation could not be read: why.
    Unreadable(String),
    /// "Join NAME's table as SEAT".
    Invited,
    /// The reply is being made.
    Preparing,
    /// The reply to send back (the code), waiting for the host to paste it.
    Reply(String),
    /// The data channel is open; hello said.
    Connected,
    /// The host seated this device.
    Seated,
    /// The connection was lost (`true`: no route was found).
    Lost(bool),
    /// This device joined this invitation before the page was reloaded: the host's offer
    /// is spent, a new invitation brings it back.
    Left,
}

/// The invitations this device joined (the last few): each is spent once joined, in any
/// tab, and says so when opened again.
fn joined() -> Vec<String> {
    with_storage(|s| s.get(JOINED_KEY)).map(|j| j.lines().map(str::to_string).collect()).unwrap_or_default()
}

/// How many joined invitations are remembered.
const JOINED_KEPT: usize = 8;

fn spend(code: &str) {
    let mut codes = joined();
    codes.retain(|c| c != code);
    codes.push(code.to_string());
    let from = codes.len().saturating_sub(JOINED_KEPT);
    let _ = with_storage(|s| s.set(JOINED_KEY, &codes[from..].join("\n")));
}

/// The guest's state (made at first use, outside any mount).
#[derive(Clone, Copy)]
pub struct Guest {
    pub invitation: RwSignal<Option<Invitation>>,
    /// The code of the invitation opened (kept in the tab once joined).
    code: StoredValue<String>,
    pub stage: RwSignal<Stage>,
    /// The seat's name as this device says it (the hello's name).
    pub seat_name: RwSignal<String>,
    /// The last refusal the host sent, in its words.
    pub refused: RwSignal<Option<String>>,
    /// Counts the views received (the seat and view are kept, typed, in `SEATED`).
    received: RwSignal<u32>,
    /// Whether the last view received holds a deal.
    pub dealt: RwSignal<bool>,
    /// The last seconds of this seat's time for its decision, counted down.
    clock: RwSignal<Option<u64>>,
    /// This seat's time ran out and its bot made the move.
    played_for: RwSignal<bool>,
    /// The deal just over, checked against everyone's numbers: `Ok(deal)` it was dealt
    /// from them, `Err(deal)` it was not.
    fairness: RwSignal<Option<Result<usize, usize>>>,
    /// The names the people at the table go by, by seat number (the host's and friends').
    names: RwSignal<Vec<(usize, String)>>,
    /// A table found through its table link: its host's name and its seats for friends.
    table_host: RwSignal<String>,
    offers: RwSignal<Vec<SeatOffer>>,
    /// No broker of the meeting point answered yet.
    unreached: RwSignal<bool>,
}

thread_local! {
    static GUEST: Cell<Option<Guest>> = const { Cell::new(None) };
    static PEER: RefCell<Option<Peer>> = const { RefCell::new(None) };
    /// The game's seat of this device and its last view: `(G::Seat, Option<G::View>)`.
    static SEATED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
    /// The table's revision the last view was sent at: an intent names it.
    static REVISION: Cell<u64> = const { Cell::new(0) };
    /// When this seat's time for the decision now ends (ms since the epoch), once the host
    /// said it is running out.
    static HURRY: Cell<Option<u64>> = const { Cell::new(None) };
    /// The deal to come, or in play, dealt from everyone's numbers: what this device knows
    /// of it to check it once it is over.
    static NUMBERS: RefCell<Option<OwnNumber>> = const { RefCell::new(None) };
}

/// This device's part in a deal dealt from everyone's numbers.
struct OwnNumber {
    deal: usize,
    /// The host's commitment, as sent before the deal.
    commit: String,
    number: Secret,
    /// The seat's view just after the deal (`G::View`).
    dealt: Option<Box<dyn Any>>,
}

/// The host's name as the invitation gives it (tracked; empty without one).
pub fn host_name() -> String {
    guest().host()
}

impl Guest {
    /// The host's name as the invitation gives it (tracked).
    fn host(self) -> String {
        self.invitation.with(|i| i.as_ref().map(|i| i.host.clone())).unwrap_or_else(|| self.table_host.get())
    }
}

pub fn guest() -> Guest {
    GUEST.with(|g| match g.get() {
        Some(g) => g,
        None => {
            let made = Guest {
                invitation: RwSignal::new(None),
                code: StoredValue::new(String::new()),
                stage: RwSignal::new(Stage::Idle),
                seat_name: RwSignal::new(String::new()),
                refused: RwSignal::new(None),
                received: RwSignal::new(0),
                dealt: RwSignal::new(false),
                clock: RwSignal::new(None),
                played_for: RwSignal::new(false),
                fairness: RwSignal::new(None),
                names: RwSignal::new(Vec::new()),
                table_host: RwSignal::new(String::new()),
                offers: RwSignal::new(Vec::new()),
                unreached: RwSignal::new(false),
            };
            g.set(Some(made));
            made
        }
    })
}

/// Whether an invitation was opened on this device (the game's screen is then the guest's).
pub fn active() -> bool {
    guest().stage.with(|s| *s != Stage::Idle)
}

/// Whether the host seated this device: its table is then drawn from the view received.
pub fn seated() -> bool {
    GUEST.with(Cell::get).is_some_and(|g| g.stage.with(|s| *s == Stage::Seated))
}

/// This device's seat at the host's table, once seated (tracked).
pub fn seat_index() -> Option<usize> {
    let g = GUEST.with(Cell::get)?;
    if !g.stage.with(|s| *s == Stage::Seated) {
        return None;
    }
    g.invitation.with(|i| i.as_ref().map(|i| usize::from(i.seat)))
}

/// The name the person at seat `index` goes by, as the host said (tracked): none for
/// this device's own seat, a bot's, or before the host said.
pub fn name_at(index: usize) -> Option<String> {
    let g = GUEST.with(Cell::get)?;
    if seat_index() == Some(index) {
        return None;
    }
    g.names.with(|n| n.iter().find(|(seat, _)| *seat == index).map(|(_, name)| name.clone()))
}

/// Keeps the name of the person at `seat`, read as a player's name (the host is trusted no
/// more than a guest: a handful of seats, each name short).
fn name_seat(seat: usize, name: &str) {
    let name = online::player_name(name);
    if seat >= online::MAX_SEATS || name.is_empty() {
        return;
    }
    guest().names.update(|n| {
        n.retain(|(s, _)| *s != seat);
        n.push((seat, name));
    });
}

/// This device's seat and view, as the host sent them (tracked: redrawn on every update).
pub fn view<G: Online>() -> Option<(G::Seat, Option<G::View>)> {
    guest().received.track();
    SEATED.with(|s| s.borrow().as_ref().and_then(|b| b.downcast_ref::<(G::Seat, Option<G::View>)>()).cloned())
}

/// The person's action for this device's seat goes to the host, who judges it (a refusal
/// comes back). False when there is no connection.
pub fn act<G: Online>(action: G::Action) -> bool {
    let Some((seat, _)) = untrack(view::<G>) else { return false };
    guest().refused.set(None);
    guest().played_for.set(false);
    HURRY.with(|h| h.set(None));
    let revision = REVISION.with(Cell::get);
    online::encode(&ToHost::<G>::Intent { seat, action, revision }).is_ok_and(|text| send(&text))
}

/// How the guest speaks its table's game `G` on the wire: its hello, and reading what the
/// host sends (set by [`open`], from the game's module).
#[derive(Clone, Copy)]
struct Wire {
    hello: fn(&str) -> String,
    receive: fn(&str),
}

thread_local! {
    static WIRE: Cell<Option<Wire>> = const { Cell::new(None) };
}

/// The page was opened from an invitation link to a table of game `G`: its `code` is read.
/// A table link (`~` and the table's key) finds the table at the meeting point instead.
pub fn open_as<G: Online>(code: String) {
    let wire = Wire { hello: hello::<G>, receive: receive::<G> };
    match code.strip_prefix('~') {
        Some(key) => find_table(key, G::ID.slug, wire),
        None => open(code, G::ID.slug, wire),
    }
    listen_for_invitations(G::ID.key, G::ID.slug);
}

/// A new invitation opened in this tab later (the address's `#join=KEY.CODE` changed, which
/// reloads nothing) is read at once; one to another game's table opens the page again.
fn listen_for_invitations(key: &'static str, slug: &'static str) {
    use wasm_bindgen::JsCast as _;
    thread_local! {
        static LISTENING: Cell<bool> = const { Cell::new(false) };
    }
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let read = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        let Some(w) = web_sys::window() else { return };
        let hash = w.location().hash().unwrap_or_default();
        let Some(link) = hash.strip_prefix('#').and_then(|h| h.strip_prefix(super::link::JOIN)) else { return };
        match link.split_once('.') {
            Some((k, code)) if k == key && code != guest().code.get_value() => {
                if let Some(wire) = WIRE.with(Cell::get) {
                    open(code.to_string(), slug, wire);
                }
            }
            Some((k, _)) if k != key => {
                let _ = w.location().reload();
            }
            _ => {}
        }
    });
    let _ = w.add_event_listener_with_callback("hashchange", read.as_ref().unchecked_ref());
    read.forget();
}

thread_local! {
    /// The table found through its table link, if this page was opened from one.
    static TABLE: Cell<Option<TableKey>> = const { Cell::new(None) };
    /// The seat this device asked for at the meeting point.
    static WANTED: Cell<Option<u8>> = const { Cell::new(None) };
    /// Counts the askings for the seat: a later one ends an earlier one's repeats.
    static ASKING: Cell<u32> = const { Cell::new(0) };
}

/// How long a connection that went away waits to come back by itself before this device
/// asks for its seat again through the meeting point.
const BLIP_MS: u64 = 2_500;
/// How often a device asks again (for the table, for its seat) until it is answered.
const ASK_MS: u64 = 2_000;
/// How long before a friend is told that no broker answers.
const UNREACHED_MS: u64 = 8_000;
/// How often a seated device looks at its connection.
const WATCH_MS: u64 = 1_000;
/// How many seats this device keeps at tables joined by their links.
const SEATS_KEPT: usize = 8;

/// The seat and secret this device holds at the table of `topic`.
fn kept_seat(topic: &str) -> Option<(u8, String)> {
    let lines = with_storage(|s| s.get(SEATS_KEY)).unwrap_or_default();
    lines.lines().find_map(|l| {
        let mut parts = l.split(' ');
        (parts.next()? == topic).then_some(())?;
        Some((parts.next()?.parse().ok()?, parts.next()?.to_string()))
    })
}

fn keep_seat(topic: &str, seat: u8, secret: &str) {
    let lines = with_storage(|s| s.get(SEATS_KEY)).unwrap_or_default();
    let mut kept: Vec<String> = lines.lines().filter(|l| l.split(' ').next() != Some(topic)).map(str::to_string).collect();
    kept.push(format!("{topic} {seat} {secret}"));
    let from = kept.len().saturating_sub(SEATS_KEPT);
    let _ = with_storage(|s| s.set(SEATS_KEY, &kept[from..].join("\n")));
}

/// A table link was opened (`address`: the table's key and any brokers of the host's own,
/// as the link carries them): the table is found at the meeting point the link names, else
/// at the one of Settings, and this device's seat asked for again if it holds one there.
fn find_table(address: &str, slug: &'static str, wire: Wire) {
    WIRE.with(|w| w.set(Some(wire)));
    let g = guest();
    let t = online_texts(lang());
    let Some(TableAddress { key, brokers }) = TableAddress::from_text(address) else {
        return g.stage.set(Stage::Unreadable(t.not_invitation.to_string()));
    };
    let brokers = if brokers.is_empty() { super::meeting_brokers() } else { brokers };
    if brokers.is_empty() {
        return g.stage.set(Stage::Unreadable(t.meeting_unreached_guest.to_string()));
    }
    TABLE.with(|t| t.set(Some(key)));
    g.stage.set(Stage::Looking);
    super::meeting::open(key, brokers, move |note| heard(note, slug));
    look(0);
}

/// Asks what the table is, again and again until it is answered.
fn look(asked: u64) {
    let g = guest();
    if g.stage.get_untracked() != Stage::Looking {
        return;
    }
    super::meeting::say(&Note::Look { from: super::meeting::me() });
    if asked * ASK_MS >= UNREACHED_MS && !super::meeting::reached() {
        g.unreached.set(true);
    }
    set_timeout(move || look(asked + 1), std::time::Duration::from_millis(ASK_MS));
}

/// A note heard at the table's meeting point: the table (its seats; this device's own
/// seat asked for again at once), the invitation to the seat asked for, a seat taken.
fn heard(note: Note, slug: &'static str) {
    let g = guest();
    let me = super::meeting::me();
    let Some(key) = TABLE.with(Cell::get) else { return };
    match note {
        Note::Table { to, game, host, seats } if to == me && game == slug => {
            g.unreached.set(false);
            g.table_host.set(online::player_name(&host));
            let seats: Vec<SeatOffer> = seats.into_iter().filter(|s| usize::from(s.seat) < online::MAX_SEATS).map(|s| SeatOffer { name: online::player_name(&s.name), ..s }).collect();
            let own = kept_seat(&key.topic()).filter(|(seat, _)| seats.iter().any(|s| s.seat == *seat));
            g.offers.set(seats);
            if g.stage.get_untracked() == Stage::Looking {
                match own {
                    Some((seat, _)) => take_seat(seat),
                    None => g.stage.set(Stage::Choosing),
                }
            }
        }
        Note::Invite { to, seat, code, secret } if to == me && WANTED.with(Cell::get) == Some(seat) => {
            keep_seat(&key.topic(), seat, &secret);
            watch();
            listen_for_return();
            // A newer invitation replaces the connection being made, if any.
            ASKING.with(|a| a.set(a.get() + 1));
            if let Some(wire) = WIRE.with(Cell::get) {
                open(code, slug, wire);
            }
        }
        Note::Taken { to, seat } if to == me && WANTED.with(Cell::get) == Some(seat) => {
            ASKING.with(|a| a.set(a.get() + 1));
            g.stage.set(Stage::Taken);
        }
        _ => {}
    }
}

/// "Join as NAME": asks the host for `seat` (with its secret if this device sat there
/// before), again and again until the invitation comes.
fn take_seat(seat: u8) {
    let g = guest();
    let Some(key) = TABLE.with(Cell::get) else { return };
    WANTED.with(|w| w.set(Some(seat)));
    if let Some(offer) = g.offers.with_untracked(|o| o.iter().find(|o| o.seat == seat).cloned()) {
        g.seat_name.set(offer.name);
    }
    g.stage.set(Stage::Preparing);
    let asking = ASKING.with(|a| {
        a.set(a.get() + 1);
        a.get()
    });
    let ask = move || {
        let secret = kept_seat(&key.topic()).filter(|(s, _)| *s == seat).map(|(_, secret)| secret);
        let name = super::own_name().unwrap_or_else(|| g.seat_name.get_untracked());
        super::meeting::say(&Note::Join { from: super::meeting::me(), seat, name, secret });
    };
    fn again(asking: u32, times: u32, ask: impl Fn() + 'static) {
        if ASKING.with(Cell::get) != asking || times == 0 {
            return;
        }
        ask();
        set_timeout(move || again(asking, times - 1, ask), std::time::Duration::from_millis(ASK_MS));
    }
    again(asking, 900, ask);
}

/// Through the meeting point a lost connection comes back by itself: the seat is asked for
/// again after `after_ms` (unless the connection came back meanwhile), and as soon as the
/// page is seen again after the phone slept.
fn back_by_itself(after_ms: u64) {
    let Some(seat) = TABLE.with(Cell::get).and(WANTED.with(Cell::get)) else { return };
    watch();
    let peer_open = || PEER.with(|p| p.borrow().as_ref().is_some_and(Peer::is_open));
    set_timeout(
        move || {
            if !peer_open() {
                take_seat(seat);
            }
        },
        std::time::Duration::from_millis(after_ms),
    );
    listen_for_return();
}

/// Once seated through the meeting point, the connection is looked at every second: gone
/// (closed by the browser, the network, the other side), the seat is asked for again.
fn watch() {
    thread_local! {
        static WATCHING: Cell<bool> = const { Cell::new(false) };
    }
    if WATCHING.with(|w| w.replace(true)) {
        return;
    }
    fn look() {
        let g = guest();
        let at_table = g.stage.with_untracked(|s| matches!(s, Stage::Seated | Stage::Connected | Stage::Lost(_)));
        let gone = !PEER.with(|p| p.borrow().as_ref().is_some_and(Peer::is_open));
        if let (true, true, Some(seat)) = (at_table, gone, WANTED.with(Cell::get)) {
            if g.stage.with_untracked(|s| !matches!(s, Stage::Lost(_))) {
                g.stage.set(Stage::Lost(false));
            }
            take_seat(seat);
        }
        set_timeout(look, std::time::Duration::from_millis(WATCH_MS));
    }
    set_timeout(look, std::time::Duration::from_millis(WATCH_MS));
}

/// When the page is shown again (the phone woke up, the friend came back from another
/// app) and its connection is gone, the seat is asked for again at once.
fn listen_for_return() {
    use wasm_bindgen::JsCast as _;
    thread_local! {
        static LISTENING: Cell<bool> = const { Cell::new(false) };
    }
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let back = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        let shown = web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        let gone = !PEER.with(|p| p.borrow().as_ref().is_some_and(Peer::is_open));
        if let (true, true, Some(seat)) = (shown, gone, WANTED.with(Cell::get)) {
            take_seat(seat);
        }
    });
    let _ = doc.add_event_listener_with_callback("visibilitychange", back.as_ref().unchecked_ref());
    back.forget();
}

/// [`open_as`], for the game of `slug` spoken through `wire`.
fn open(code: String, slug: &'static str, wire: Wire) {
    WIRE.with(|w| w.set(Some(wire)));
    let g = guest();
    g.code.set_value(code.clone());
    g.stage.set(Stage::Reading);
    leptos::task::spawn_local(async move {
        let read = match unpack(&code).await {
            Ok(json) => Invitation::from_json(&json, &[slug]).map_err(|e| e.to_string()),
            Err(why) => Err(why),
        };
        match read {
            Ok(invitation) => {
                let spent = joined().contains(&code);
                g.invitation.set(Some(invitation));
                g.stage.set(if spent { Stage::Left } else { Stage::Invited });
                // Through the meeting point, the seat was asked for already: joined at once.
                if !spent && TABLE.with(|t| t.get().is_some()) {
                    join();
                }
            }
            Err(why) => g.stage.set(Stage::Unreadable(why)),
        }
    });
}

/// "Join": the answer to the host's offer is made, and written as the reply to send back.
fn join() {
    let g = guest();
    let Some(invitation) = g.invitation.get_untracked() else { return };
    let Some(wire) = WIRE.with(Cell::get) else { return };
    g.stage.set(Stage::Preparing);
    let events = Events {
        open: Box::new(move || {
            g.stage.set(Stage::Connected);
            // Said again each second until the host seats this device: a hello that came
            // before the host's side of the channel was ready is not lost.
            leptos::task::spawn_local(async move {
                for _ in 0..30 {
                    if g.stage.get_untracked() != Stage::Connected {
                        break;
                    }
                    send(&(wire.hello)(&super::own_name().unwrap_or_else(|| g.seat_name.get_untracked())));
                    super::peer::sleep(1000).await;
                }
            });
        }),
        message: Box::new(move |text| (wire.receive)(&text)),
        lost: Box::new(move |no_route| {
            g.stage.set(Stage::Lost(no_route));
            back_by_itself(0);
        }),
        // A blip: the host sees this seat away meanwhile and seats it again when it is back;
        // through the meeting point, one that lasts is a reason to ask for the seat again.
        away: Box::new(|away| {
            if away {
                back_by_itself(BLIP_MS);
            }
        }),
    };
    leptos::task::spawn_local(async move {
        let made = match invitation.offer_description() {
            Ok(offer) => Peer::answer(&super::helpers(), &offer, events).await,
            Err(why) => Err(why.to_string()),
        };
        let reply = match made {
            Ok((peer, answer)) => {
                PEER.with(|p| *p.borrow_mut() = Some(peer));
                let code = g.code.get_value();
                spend(&code);
                match Reply::new(&invitation, &answer) {
                    Ok(reply) => pack(&reply.to_json()).await,
                    Err(why) => Err(why.to_string()),
                }
            }
            Err(why) => Err(why),
        };
        if let (Ok(code), Some(seat)) = (&reply, TABLE.with(|t| t.get()).map(|_| invitation.seat)) {
            super::meeting::say(&Note::Reply { from: super::meeting::me(), seat, code: code.clone() });
        }
        match reply {
            // The channel may have opened meanwhile (it cannot before the host has the reply).
            Ok(code) => g.stage.update(|s| {
                if *s == Stage::Preparing {
                    *s = Stage::Reply(code);
                }
            }),
            Err(why) if why == super::peer::BAD_STUN => g.stage.set(Stage::Unreadable(online_texts(lang()).stun_unusable.to_string())),
            Err(why) => g.stage.set(Stage::Unreadable(why)),
        }
    });
}

/// Sends a message to the host.
pub fn send(text: &str) -> bool {
    PEER.with(|p| p.borrow().as_ref().is_some_and(|p| p.send(text)))
}

fn hello<G: Online>(name: &str) -> String {
    online::encode(&ToHost::<G>::Hello { name: name.to_string() }).unwrap_or_default()
}

/// A message from the host: read as the game's; a welcome seats this device.
fn receive<G: Online>(text: &str) {
    let g = guest();
    let keep = |seat: G::Seat, view: Option<G::View>, revision: u64| {
        REVISION.with(|r| r.set(revision));
        g.dealt.set(view.is_some());
        SEATED.with(|s| *s.borrow_mut() = Some(Box::new((seat, view))));
        g.received.update(|n| *n += 1);
    };
    match online::decode::<ToGuest<G>>(text.as_bytes()) {
        Ok(ToGuest::Welcome { seat, view, revision, names, .. }) => {
            g.names.set(Vec::new());
            for n in names.iter().take(online::MAX_SEATS) {
                name_seat(n.seat, &n.name);
            }
            keep(seat, view, revision);
            // A hello refused before the host's side was ready is no news now.
            g.refused.set(None);
            g.stage.set(Stage::Seated);
        }
        Ok(ToGuest::Update { happened, view, revision }) => {
            if happened == Happened::Dealt {
                g.fairness.set(None);
                if let Some(view) = &view {
                    NUMBERS.with(|n| {
                        if let Some(own) = n.borrow_mut().as_mut().filter(|o| o.dealt.is_none()) {
                            own.dealt = Some(Box::new(view.clone()));
                        }
                    });
                }
            }
            if let Some(seat) = untrack(view_seat::<G>) {
                // This seat acted while its time was running out and it had not: its bot.
                let hurried = HURRY.with(|h| h.take()).is_some();
                if hurried && matches!(happened, Happened::Acted { seat: by, .. } if by == seat) {
                    g.played_for.set(true);
                }
                g.clock.set(None);
                keep(seat, view, revision);
            }
        }
        Ok(ToGuest::Hurry { seconds, revision }) if revision == REVISION.with(Cell::get) => {
            let ends = js_sys::Date::now() as u64 + seconds.min(super::LAST_SECONDS) * 1000;
            HURRY.with(|h| h.set(Some(ends)));
            tick(ends);
        }
        Ok(ToGuest::Refused { reason }) => g.refused.set(Some(reason)),
        Ok(ToGuest::Here { name, seat }) => name_seat(seat, &name),
        Ok(ToGuest::Commit { deal, commit }) => {
            // The same commitment again (a welcome said twice): the same number again.
            let given = NUMBERS.with(|n| n.borrow().as_ref().filter(|o| o.deal == deal && o.commit == commit).map(|o| o.number));
            let number = given.unwrap_or_else(super::fresh_number);
            if given.is_none() {
                NUMBERS.with(|n| *n.borrow_mut() = Some(OwnNumber { deal, commit, number, dealt: None }));
            }
            send(&online::encode(&ToHost::<G>::Number { deal, number: number.to_hex() }).unwrap_or_default());
        }
        Ok(ToGuest::Reveal { fair, record }) => check::<G>(&fair, &record),
        Ok(_) => {}
        // Nothing from the host is trusted blindly either: an unreadable message is let go.
        Err(_) => {}
    }
}

/// The deal revealed is checked against what this device knows of it (its number, the
/// commitment, its cards), and the friend is told.
fn check<G: Online>(fair: &FairDeal, record: &serde_json::Value) {
    let Some(seat) = untrack(view_seat::<G>) else { return };
    let own = NUMBERS.with(|n| n.borrow_mut().take_if(|o| o.deal == fair.deal));
    let dealt = own.as_ref().and_then(|o| o.dealt.as_ref()).and_then(|v| v.downcast_ref::<G::View>());
    let known = online::check::Known::<G> { seat, commit: own.as_ref().map(|o| o.commit.as_str()), number: own.as_ref().map(|o| o.number), dealt };
    let checked = online::check::check_deal::<G>(fair, record, &known);
    guest().fairness.set(Some(checked.map(|()| fair.deal).map_err(|_| fair.deal)));
}

/// This seat's last seconds, one a second, until its decision is made or its time is up.
fn tick(ends: u64) {
    let g = guest();
    if HURRY.with(Cell::get) != Some(ends) {
        return;
    }
    let left = ends.saturating_sub(js_sys::Date::now() as u64);
    if left == 0 {
        return g.clock.set(None);
    }
    g.clock.set(Some(left.div_ceil(1000)));
    set_timeout(move || tick(ends), super::to_next_second(left));
}

fn view_seat<G: Online>() -> Option<G::Seat> {
    view::<G>().map(|(seat, _)| seat)
}

/// The guest's screen: the invitation, the reply, the connection's state; once seated and
/// dealt, the game's `table` drawn from the view received. `seat_name` names a seat (by its
/// number) as this game's table does.
pub fn screen(seat_name: fn(u8) -> String, table: fn() -> AnyView) -> AnyView {
    let g = guest();
    Effect::new(move |_| {
        if let Some(i) = g.invitation.get() {
            g.seat_name.set(seat_name(i.seat));
        }
    });
    let at_table = Memo::new(move |_| g.dealt.get() && g.stage.with(|s| *s == Stage::Seated));
    (move || {
        if at_table.get() {
            let t = online_texts(lang());
            let host = untrack(move || g.host());
            // Leaving is asked once more: a tap too many must not end the friend's game.
            let leaving = RwSignal::new(false);
            view! {
                <div class="online-presence">
                    <p>{t.seated(&host)}</p>
                    <button type="button" class="btn" aria-expanded=move || leaving.get().to_string() on:click=move |_| leaving.update(|l| *l = !*l)>{t.leave(&host)}</button>
                    {move || leaving.get().then(|| view! {
                        <p role="alert">{t.leave_confirm(&host)}</p>
                        <button type="button" class="btn" on:click=move |_| leave()>{t.leave_yes}</button>
                        <button type="button" class="btn" on:click=move |_| leaving.set(false)>{t.stay}</button>
                    })}
                    {move || g.clock.get().map(|s| view! { <p class="online-clock" role="timer">{t.your_time(s)}</p> })}
                    {move || g.played_for.get().then(|| view! { <p role="status">{t.bot_played_for(&g.seat_name.get())}</p> })}
                    {move || g.fairness.get().map(|checked| match checked {
                        Ok(_) => view! { <p class="online-fair" role="status">{t.deal_checked}</p> }.into_any(),
                        Err(_) => view! { <p class="online-fair" role="alert">{t.deal_not_fair}</p> }.into_any(),
                    })}
                </div>
                <p class="online-refused" role="alert">{move || g.refused.get()}</p>
                {untrack(table)}
            }
            .into_any()
        } else {
            joining()
        }
    })
    .into_any()
}

/// "Leave NAME's table": the connection is closed (the host's device sees this friend
/// away, and its bot plays for them), and the page opens as this device's own app again.
fn leave() {
    if let Some(peer) = PEER.with(|p| p.borrow_mut().take()) {
        peer.close();
    }
    let Some(w) = web_sys::window() else { return };
    if let Ok(history) = w.history() {
        let path = w.location().pathname().unwrap_or_else(|_| String::from("."));
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
    }
    let _ = w.location().reload();
}

/// The invitation, the reply and the connection's state.
fn joining() -> AnyView {
    let g = guest();
    let t = online_texts(lang());
    let copied = RwSignal::new(false);
    view! {
        <section class="start online" aria-labelledby="join-title">
            {move || match g.stage.get() {
                Stage::Looking => view! {
                    <h2 id="join-title">{t.finding_table}</h2>
                    {move || g.unreached.get().then(|| view! { <p role="alert">{t.meeting_unreached_guest}</p> })}
                }.into_any(),
                Stage::Choosing => view! {
                    <h2 id="join-title">{t.join_table(&g.host())}</h2>
                    <p>{t.join_help}</p>
                    {g.offers.with(|o| !o.iter().any(|o| o.free)).then(|| view! { <p role="alert">{t.seat_taken}</p> })}
                    <div class="actions column">
                        {g.offers.get().into_iter().filter(|o| o.free).map(|o| view! {
                            <button type="button" class="btn primary big" on:click=move |_| take_seat(o.seat)>{t.join_as(&o.name)}</button>
                        }).collect_view()}
                    </div>
                }.into_any(),
                Stage::Taken => view! {
                    <h2 id="join-title">{t.join_table(&g.host())}</h2>
                    <p role="alert">{t.seat_taken}</p>
                    {reconnect()}
                }.into_any(),
                // Through the meeting point nothing is carried by hand: the connection is made.
                Stage::Reading | Stage::Invited | Stage::Preparing | Stage::Reply(_) if TABLE.with(Cell::get).is_some() => view! {
                    <h2 id="join-title">{t.join_table(&g.host())}</h2>
                    <p role="status">{t.connecting(&g.host())}</p>
                }.into_any(),
                Stage::Lost(_) if TABLE.with(Cell::get).is_some() => view! {
                    <h2 id="join-title">{t.lost(&g.host())}</h2>
                    <p role="status">{t.reconnecting(&g.host())}</p>
                }.into_any(),
                Stage::Idle | Stage::Reading => view! { <h2 id="join-title">{t.preparing}</h2> }.into_any(),
                Stage::Unreadable(why) => view! {
                    <h2 id="join-title">{t.bad_invitation(&why)}</h2>
                }.into_any(),
                Stage::Invited | Stage::Preparing => {
                    let busy = g.stage.with_untracked(|s| *s == Stage::Preparing);
                    view! {
                        <h2 id="join-title">{t.join_title(&g.host(), &g.seat_name.get())}</h2>
                        <p>{t.join_help}</p>
                        {if has_webrtc() {
                            view! {
                                <div class="actions column">
                                    <button type="button" class="btn primary big" disabled=busy on:click=move |_| join()>{t.join}</button>
                                </div>
                            }.into_any()
                        } else {
                            view! { <p role="alert">{t.no_webrtc}</p> }.into_any()
                        }}
                        {busy.then(|| view! { <p role="status">{t.preparing}</p> })}
                    }.into_any()
                }
                Stage::Reply(code) => {
                    let h = g.host();
                    let share_code = code.clone();
                    let copy_code = code.clone();
                    let qr = super::qr::qr_code(&code, t.qr_reply.to_string());
                    view! {
                        <h2 id="join-title">{t.join_title(&h, &g.seat_name.get_untracked())}</h2>
                        <div class="field">
                            <label for="online-reply">{t.reply_for(&h)}</label>
                            <textarea id="online-reply" readonly rows="4" aria-describedby="online-reply-help" prop:value=code></textarea>
                            <p class="help" id="online-reply-help">{t.reply_help(&h)}</p>
                        </div>
                        <div class="actions">
                            <button type="button" class="btn primary" on:click=move |_| copy(copy_code.clone(), move || copied.set(true))>{t.copy_reply}</button>
                            {can_share().then(|| view! { <button type="button" class="btn" on:click=move |_| share(share_code.clone(), false)>{t.share}</button> })}
                        </div>
                        <p role="status">{move || copied.get().then_some(t.copied)}</p>
                        <figure class="qr-figure">{qr}</figure>
                    }.into_any()
                }
                Stage::Connected => view! { <h2 id="join-title">{t.connected(&g.host())}</h2> }.into_any(),
                Stage::Seated => view! { <h2 id="join-title">{t.seated(&g.host())}</h2> }.into_any(),
                Stage::Lost(no_route) => view! {
                    <h2 id="join-title">{t.lost(&g.host())}</h2>
                    {no_route.then(|| view! { <p role="alert">{t.no_route}</p> })}
                    {reconnect()}
                }.into_any(),
                Stage::Left => view! {
                    <h2 id="join-title">{t.left(&g.host())}</h2>
                    <p role="status">{t.invitation_used}</p>
                    {reconnect()}
                }.into_any(),
            }}
        </section>
    }
    .into_any()
}

/// The way back after a reload or a lost connection: a new invitation from the host,
/// opened or pasted here ("Reconnect" opens it in this tab).
fn reconnect() -> AnyView {
    let g = guest();
    let t = online_texts(lang());
    let host = untrack(move || g.host());
    let pasted = RwSignal::new(String::new());
    let wrong = RwSignal::new(false);
    let go = move |_| {
        let text = pasted.get_untracked();
        let Some(at) = text.find("#join=") else {
            wrong.set(true);
            return;
        };
        let Some(location) = web_sys::window().map(|w| w.location()) else { return };
        let _ = location.set_hash(text[at..].trim());
        let _ = location.reload();
    };
    view! {
        <p id="online-reconnect-help">{move || t.reconnect_help(&host, &super::own_name().unwrap_or_else(|| g.seat_name.get()))}</p>
        <div class="field">
            <label for="online-new-invitation">{t.new_invitation}</label>
            <input id="online-new-invitation" type="url" autocomplete="off" spellcheck="false" aria-describedby="online-reconnect-help"
                on:input=move |ev| { pasted.set(event_target_value(&ev)); wrong.set(false); } />
        </div>
        <div class="actions column">
            <button type="button" class="btn primary" on:click=go>{t.reconnect}</button>
        </div>
        <p role="alert">{move || wrong.get().then_some(t.not_invitation)}</p>
    }
    .into_any()
}
