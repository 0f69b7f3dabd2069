//! The host's side: for each seat a friend plays from their own device, an invitation
//! ("Invite NAME": the link, "Copy invitation link", "Share", "Paste NAME's reply",
//! "Connect"), the connection, and the judge (`online::Table`) that reads every guest's
//! message. The game's state stays the app's own: the judge's copy is brought up to it
//! before each message, an intent it accepts is applied by the app too, and each change
//! the app makes is announced to every guest, each with its own seat's view only.

use super::link::{can_share, copy, pack, share, unpack};
use super::peer::{Events, Peer};
use super::qr::{can_scan, qr_code, scanner};
use crate::host::mounts::lang;
use crate::i18n::online_texts::online_texts;
use leptos::prelude::*;
use online::handshake::{Invitation, Reply};
use online::{Admission, Channel, Online, Outgoing, Table};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Where an online seat is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Link {
    /// The invitation is being made.
    Making,
    /// None can be made: this browser has no WebRTC.
    Impossible,
    /// The invitation link, waiting for the reply.
    Invited(String),
    /// The reply was taken; the connection is being made.
    Connecting(String),
    /// The guest said hello.
    Here,
    /// The connection was lost (`true`: no route was found between the devices).
    Away(bool),
    /// No invitation could be made with the STUN address of the settings.
    BadStun,
}

/// One seat a friend plays from their own device.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OnlineSeat {
    pub index: usize,
    pub name: String,
    pub link: Link,
    /// Why the last reply pasted was not taken.
    pub wrong: Option<String>,
    /// Since when (ms since the epoch) the friend has not been here, once play began.
    pub gone_since: Option<u64>,
}

/// What the host's screens show (no game's type in it).
#[derive(Clone, Copy)]
pub struct Hosting {
    pub seats: RwSignal<Vec<OnlineSeat>>,
    /// Every friend has been here once: play has begun (the invitations no longer stand
    /// before the table).
    pub started: RwSignal<bool>,
    /// The seat (index) whose time for its decision is in its last seconds, and how many.
    pub clock: RwSignal<Option<(usize, u64)>>,
    /// The friend whose time ran out: their bot made that move.
    pub played_for: RwSignal<Option<String>>,
    /// The friends are invited again to a match in play (the page was reopened).
    pub resumed: RwSignal<bool>,
}

/// One decision of a friend here: whose, at which count of moves, and when its time ends
/// (ms since the epoch).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Turn {
    index: usize,
    moves: u64,
    ends: u64,
}

/// What the clock asks of the game hosted: a friend told their time is running out, and
/// the table going on once it has.
#[derive(Clone, Copy)]
struct ClockHooks {
    hurry: fn(usize, u64),
    go_on: fn(),
}

/// The judge and the connections of a game `G`, kept type-erased in `JUDGE`.
struct Judge<G: Online> {
    table: Table<G>,
    /// Per seat index: its channel and connection.
    peers: Vec<(usize, Channel, Peer)>,
    /// Per seat index: the ICE user of its latest invitation's offer (a reply names it).
    offers: Vec<(usize, String)>,
    /// The game as the app holds it now.
    current: Rc<dyn Fn() -> Option<G>>,
    /// The app applies an action the judge accepted.
    apply: Rc<dyn Fn(G::Seat, G::Action)>,
    /// The app goes on (its bots' next turn) when a friend arrives.
    go_on: Rc<dyn Fn()>,
    seat_of: fn(usize) -> Option<G::Seat>,
    game_key: &'static str,
    host: String,
    /// The next deal, made once every friend here gave their number for it.
    waiting: Option<Box<dyn FnOnce(Option<u64>)>>,
    /// The deal whose wait for late numbers is timed.
    timed: Option<usize>,
}

thread_local! {
    static HOSTING: Cell<Option<Hosting>> = const { Cell::new(None) };
    static JUDGE: RefCell<Option<Rc<dyn Any>>> = const { RefCell::new(None) };
    static NEXT_CHANNEL: Cell<u32> = const { Cell::new(0) };
    /// Counts the changes made at the table (a decision is one move count).
    static MOVES: Cell<u64> = const { Cell::new(0) };
    /// The friend's decision the clock runs for.
    static TURN: Cell<Option<Turn>> = const { Cell::new(None) };
    static CLOCK_HOOKS: Cell<Option<ClockHooks>> = const { Cell::new(None) };
}

pub fn hosting() -> Hosting {
    HOSTING.with(|h| match h.get() {
        Some(h) => h,
        None => {
            let made = Hosting {
                seats: RwSignal::new(Vec::new()),
                started: RwSignal::new(false),
                clock: RwSignal::new(None),
                played_for: RwSignal::new(None),
                resumed: RwSignal::new(false),
            };
            h.set(Some(made));
            made
        }
    })
}

fn judge<G: Online>() -> Option<Rc<RefCell<Judge<G>>>> {
    JUDGE.with(|j| j.borrow().clone()).and_then(|j| j.downcast::<RefCell<Judge<G>>>().ok())
}

/// What hosting friends online needs of a game's state.
pub trait Hosted: Copy + 'static {
    /// Whether the match shown is still being played.
    fn in_play(self) -> bool;
    /// The seats friends play online get their invitations (none: hosting ends); the bots
    /// wait until every friend is here.
    fn invite_friends(self);
    /// Seat `index` is played by its bot from now on (Settings say so too, unless
    /// [`Hosted::WITHOUT_IN_SETTINGS`] is false: then in the match in play only).
    fn bot_plays(self, index: usize);

    /// Whether "Play without NAME" changes the game's settings as well as its match.
    const WITHOUT_IN_SETTINGS: bool = true;
}

/// "Play without NAME": the friend of seat `index` is no longer waited for (the seat's
/// connection is closed, a late reply is no news); its bot plays the seat. Play begins
/// once every friend left is here.
pub fn without<G: Online + 'static, S: Hosted>(state: S, index: usize) {
    state.bot_plays(index);
    let Some(j) = judge::<G>() else { return };
    let gone = {
        let mut j = j.borrow_mut();
        j.peers.iter().position(|(i, _, _)| *i == index).map(|at| j.peers.remove(at))
    };
    if let Some((_, _, peer)) = gone {
        peer.close();
    }
    let go_on = j.borrow().go_on.clone();
    hosting().seats.update(|s| s.retain(|x| x.index != index));
    if hosting().seats.with_untracked(Vec::is_empty) {
        // No friend left: a deal waiting for their numbers is dealt from the app's own seed.
        let waiting = j.borrow_mut().waiting.take();
        end();
        if let Some(deal_with) = waiting {
            deal_with(None);
        }
    } else if all_here_untracked() {
        hosting().started.set(true);
    }
    go_on();
    try_deal::<G>(None);
}

/// The table is drawn with a match in play and no friend invited yet (the page was
/// reloaded, or the game chosen again): the seats friends play online are invited again,
/// and play waits for them. Their hands are as the match left them.
pub fn resume<S: Hosted>(state: S) {
    RESUMING.with(|r| r.set(false));
    if !active() && !super::guest::active() && state.in_play() {
        state.invite_friends();
        hosting().resumed.set(true);
    }
}

thread_local! {
    /// A table is being drawn whose hosting may resume: until it has, no seat is played by
    /// its bot (a friend's seat would be, hosting not known yet).
    static RESUMING: Cell<bool> = const { Cell::new(false) };
}

/// A game's table is about to be drawn, and [`resume`] to run once it is.
pub fn before_resume() {
    RESUMING.with(|r| r.set(true));
}

/// Whether this device hosts friends on their own devices now.
pub fn active() -> bool {
    HOSTING.with(Cell::get).is_some_and(|h| h.seats.with(|s| !s.is_empty()))
}

/// The name the person at seat `index` goes by, when another device plays it (tracked):
/// on the host's, a friend online; on a friend's, the host or another friend. The table
/// shows their seat by it.
pub fn friend_name(index: usize) -> Option<String> {
    if super::guest::seated() {
        return super::guest::name_at(index);
    }
    if !active() {
        return None;
    }
    hosting().seats.with(|s| s.iter().find(|x| x.index == index).map(|x| x.name.clone()))
}

/// Whether a person plays seat `index` from another device (tracked): on the host's, a
/// friend's seat; on a friend's, every seat but their own.
pub fn person_elsewhere(index: usize) -> bool {
    if super::guest::seated() {
        return super::guest::seat_index() != Some(index);
    }
    friend_name(index).is_some()
}

/// "NAME's turn" while a person on another device decides at seat `index` (named as the
/// table names the seat, `seat_name`, where they gave no name of their own); none for a
/// bot or this device's person, who is "thinking" in the game's own words.
pub fn turn_elsewhere(index: usize, seat_name: impl FnOnce() -> String) -> Option<String> {
    if !person_elsewhere(index) {
        return None;
    }
    let name = friend_name(index).unwrap_or_else(seat_name);
    Some(online_texts(lang()).turn_of(&name))
}

/// The last seconds of seat `index`'s time for its decision, on the host's device
/// (tracked): shown by the seat.
pub fn seconds_left(index: usize) -> Option<u64> {
    if !active() {
        return None;
    }
    hosting().clock.get().filter(|(i, _)| *i == index).map(|(_, s)| s)
}

/// Whether every online seat is here (play waits until then).
pub fn all_here() -> bool {
    hosting().seats.with(|s| s.iter().all(|x| x.link == Link::Here))
}

/// Whether the invitations stand before the table: play has not begun yet.
pub fn inviting() -> bool {
    active() && !hosting().started.get()
}

/// How long a friend who is away keeps their seat before its bot plays for them (Settings,
/// 60 s by default).
pub fn away_ms() -> u64 {
    super::OnlineSettings::load().away_seconds * 1000
}

fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Whether what happens next waits for `seat`'s friend (its bot does not play it), or for
/// every friend to arrive. A friend away longer than [`away_ms`] is played by the bot
/// until they are back; a friend here whose time for this decision ran out (Settings →
/// "Time per move online") has their bot make this one move.
pub fn holds(seat: usize) -> bool {
    if RESUMING.with(Cell::get) {
        return true;
    }
    if !active() {
        return false;
    }
    if !hosting().started.get_untracked() {
        return true;
    }
    let Some(friend) = hosting().seats.with_untracked(|s| s.iter().find(|x| x.index == seat).cloned()) else {
        return false;
    };
    match friend.link {
        Link::Here => in_time(seat, &friend.name),
        _ => friend.gone_since.is_some_and(|t| now() < t + away_ms()),
    }
}

/// Whether the friend here at `index` is within their time for the decision now; the
/// clock starts the first time it is asked for this decision.
fn in_time(index: usize, name: &str) -> bool {
    let Some(ms) = super::move_ms() else { return true };
    let moves = MOVES.with(Cell::get);
    let turn = match TURN.with(Cell::get) {
        Some(turn) if turn.index == index && turn.moves == moves => turn,
        _ => {
            let turn = Turn { index, moves, ends: now() + ms };
            TURN.with(|t| t.set(Some(turn)));
            let last = super::LAST_SECONDS * 1000;
            set_timeout(move || tick(turn, true), std::time::Duration::from_millis(ms.saturating_sub(last)));
            turn
        }
    };
    if now() < turn.ends {
        return true;
    }
    hosting().clock.set(None);
    hosting().played_for.set(Some(name.to_string()));
    false
}

/// The last seconds of a friend's decision, one a second: shown by the host, told to the
/// friend once; when they are up the table goes on (the bot plays the move).
fn tick(turn: Turn, first: bool) {
    if TURN.with(Cell::get) != Some(turn) || MOVES.with(Cell::get) != turn.moves || !active() {
        return;
    }
    let Some(hooks) = CLOCK_HOOKS.with(Cell::get) else { return };
    let left = turn.ends.saturating_sub(now());
    if left == 0 {
        hosting().clock.set(None);
        return (hooks.go_on)();
    }
    let seconds = left.div_ceil(1000);
    hosting().clock.set(Some((turn.index, seconds)));
    if first {
        (hooks.hurry)(turn.index, seconds);
    }
    set_timeout(move || tick(turn, false), super::to_next_second(left));
}

/// The guest of seat `index` is told its time ends in `seconds`.
fn hurry<G: Online + 'static>(index: usize, seconds: u64) {
    let Some(j) = judge::<G>() else { return };
    let out = {
        let j = j.borrow();
        (j.seat_of)(index).map(|seat| j.table.hurry(seat, seconds)).unwrap_or_default()
    };
    send::<G>(&j, out);
}

/// The table goes on without the friends it waited for, if it may.
fn table_goes_on<G: Online + 'static>() {
    if let Some(j) = judge::<G>() {
        let go_on = j.borrow().go_on.clone();
        go_on();
    }
}

/// A change at the table: a friend's decision is over, and its clock with it.
fn moved() {
    MOVES.with(|m| m.set(m.get() + 1));
    if HOSTING.with(Cell::get).is_some() {
        hosting().clock.set(None);
    }
}

/// A match starts with `seats` (index, name) played by friends online: each gets an
/// invitation. `current` is the game as the app holds it, `apply` applies an action the
/// judge accepted, `go_on` lets the bots go on when a friend arrives, `seat_of` names a
/// seat by index; `game_key` is the module game's key (the link's).
#[allow(clippy::too_many_arguments)]
pub fn begin<G: Online + 'static>(
    game_key: &'static str,
    host: String,
    seats: Vec<(usize, String)>,
    current: impl Fn() -> Option<G> + 'static,
    apply: impl Fn(G::Seat, G::Action) + 'static,
    go_on: impl Fn() + 'static,
    seat_of: fn(usize) -> Option<G::Seat>,
) {
    end();
    // The host's own name, if given, names the table in every invitation.
    let host = super::own_name().unwrap_or(host);
    let Some(game) = current() else { return };
    let judge: Rc<RefCell<Judge<G>>> = Rc::new(RefCell::new(Judge {
        table: Table::new(game, &host),
        peers: Vec::new(),
        offers: Vec::new(),
        current: Rc::new(current),
        apply: Rc::new(apply),
        go_on: Rc::new(go_on),
        seat_of,
        game_key,
        host,
        waiting: None,
        timed: None,
    }));
    // The page came back mid-deal: the deal in play is revealed at its end all the same.
    if let Some(kept) = super::fair_deals::in_play::<G>() {
        judge.borrow_mut().table.resume_numbers(&kept);
    }
    JUDGE.with(|j| *j.borrow_mut() = Some(judge as Rc<dyn Any>));
    CLOCK_HOOKS.with(|h| h.set(Some(ClockHooks { hurry: hurry::<G>, go_on: table_goes_on::<G> })));
    hosting().started.set(false);
    hosting().played_for.set(None);
    hosting().resumed.set(false);
    hosting().seats.set(seats.iter().map(|(index, name)| OnlineSeat { index: *index, name: name.clone(), link: Link::Making, wrong: None, gone_since: None }).collect());
    for (index, _) in seats {
        invite::<G>(index);
    }
    // One link for the whole table, through the meeting point of Settings.
    super::table_link::open::<G>(game_key);
}

/// Ends hosting: every connection closed.
pub fn end() {
    super::table_link::close();
    let old = JUDGE.with(|j| j.borrow_mut().take());
    drop(old);
    PEERS_TO_CLOSE.with(|p| {
        for peer in p.borrow_mut().drain(..) {
            peer.close();
        }
    });
    if HOSTING.with(Cell::get).is_some() {
        hosting().seats.set(Vec::new());
    }
}

thread_local! {
    /// Every connection made, to close when hosting ends.
    static PEERS_TO_CLOSE: RefCell<Vec<Peer>> = const { RefCell::new(Vec::new()) };
}

fn set_link(index: usize, link: Link, wrong: Option<String>) {
    let started = hosting().started.get_untracked();
    hosting().seats.update(|s| {
        if let Some(x) = s.iter_mut().find(|x| x.index == index) {
            // Away since the first moment the friend was not here, once play began.
            x.gone_since = match link {
                Link::Here => None,
                _ if !started => None,
                _ => x.gone_since.or(Some(now())),
            };
            x.link = link;
            x.wrong = wrong;
        }
    });
    if !started && all_here_untracked() {
        hosting().started.set(true);
    }
}

fn all_here_untracked() -> bool {
    hosting().seats.with_untracked(|s| s.iter().all(|x| x.link == Link::Here))
}

/// "Invite NAME again": a new invitation for seat `index` (the friend continues with their
/// seat's hand as it is).
pub fn again<G: Online + 'static>(index: usize) {
    set_link(index, Link::Making, None);
    invite::<G>(index);
}

/// Makes the invitation of seat `index`: a new connection's offer in a link.
fn invite<G: Online + 'static>(index: usize) {
    if !super::link::has_webrtc() {
        set_link(index, Link::Impossible, None);
        return;
    }
    let Some(j) = judge::<G>() else { return };
    let channel = Channel(NEXT_CHANNEL.with(|n| {
        n.set(n.get() + 1);
        n.get()
    }));
    let (game_key, host) = {
        let j = j.borrow();
        (j.game_key, j.table.host().to_string())
    };
    let weak = Rc::downgrade(&j);
    let events = Events {
        open: Box::new(move || {
            if let Some(j) = weak.upgrade() {
                let seat = (j.borrow().seat_of)(index);
                if let Some(seat) = seat {
                    j.borrow_mut().table.seat(seat, channel);
                }
            }
        }),
        message: Box::new(move |text| received::<G>(channel, &text)),
        lost: Box::new(move |no_route| lost::<G>(index, channel, no_route)),
        away: Box::new(move |away| blip::<G>(index, channel, away)),
    };
    leptos::task::spawn_local(async move {
        let made = Peer::offer(&super::helpers(), events).await;
        let (peer, offer) = match made {
            Ok(made) => made,
            Err(why) if why == super::peer::BAD_STUN => return set_link(index, Link::BadStun, None),
            Err(_) => return set_link(index, Link::Impossible, None),
        };
        PEERS_TO_CLOSE.with(|p| p.borrow_mut().push(peer.clone()));
        // A connection this one replaces is closed at once: its channel says nothing more.
        let replaced: Vec<(Channel, Peer)> = {
            let mut j = j.borrow_mut();
            let (old, kept) = j.peers.drain(..).partition(|(i, _, _)| *i == index);
            j.peers = kept;
            old.into_iter().map(|(_, c, p)| (c, p)).collect::<Vec<_>>()
        };
        for (channel, old) in replaced {
            old.close();
            // The others see the friend away until the new connection is made.
            let out = j.borrow_mut().table.away(channel);
            send::<G>(&j, out);
        }
        j.borrow_mut().peers.push((index, channel, peer));
        // An offer with no address to reach this device: no route (its seat's controls stay).
        let Ok(invitation) = Invitation::new(G::ID.slug, index as u8, &host, &offer) else {
            return set_link(index, Link::Away(true), None);
        };
        {
            let mut j = j.borrow_mut();
            j.offers.retain(|(i, _)| *i != index);
            j.offers.push((index, invitation.offer_user().to_string()));
        }
        if let Ok(code) = pack(&invitation.to_json()).await {
            let link = crate::host::links::link_with(&format!("{}{game_key}.{code}", super::link::JOIN));
            set_link(index, Link::Invited(link), None);
            // A friend's device that asked for the seat at the meeting point gets it there.
            super::table_link::invited(index, &code);
        }
    });
}

/// How long a pasted reply may take to connect before the host is told it did not.
const CONNECT_MS: u64 = 20_000;

/// "Connect": the reply pasted for seat `index` is read and taken.
pub fn connect<G: Online + 'static>(index: usize, text: String) {
    let Some(j) = judge::<G>() else { return };
    let Some(link) = hosting().seats.with_untracked(|s| s.iter().find(|x| x.index == index).map(|x| x.link.clone())) else { return };
    let Link::Invited(link) = link else { return };
    let peer = j.borrow().peers.iter().find(|(i, _, _)| *i == index).map(|(_, _, p)| p.clone());
    let Some(peer) = peer else { return };
    let offer_user = j.borrow().offers.iter().find(|(i, _)| *i == index).map(|(_, u)| u.clone()).unwrap_or_default();
    let name = hosting().seats.with_untracked(|s| s.iter().find(|x| x.index == index).map(|x| x.name.clone())).unwrap_or_default();
    let t = online_texts(lang());
    leptos::task::spawn_local(async move {
        let read = match unpack(super::link::code_in(&text)).await {
            Ok(json) => Reply::from_json(&json).map_err(|e| e.to_string()),
            Err(why) => Err(why),
        };
        let taken = match read {
            Ok(reply) if usize::from(reply.seat) != index => Err(t.other_seat_reply.to_string()),
            Ok(reply) if !reply.answers(&offer_user) => Err(t.stale_reply(&name)),
            Ok(reply) => {
                set_link(index, Link::Connecting(link.clone()), None);
                match reply.answer_description() {
                    Ok(answer) => peer.accept(&answer).await,
                    Err(why) => Err(why.to_string()),
                }
            }
            Err(why) => Err(why),
        };
        match taken {
            Err(why) => set_link(index, Link::Invited(link), Some(why)),
            // A connection that is not made in time: the invitation and why, again.
            Ok(()) => {
                let still = link.clone();
                set_timeout(
                    move || {
                        let connecting = hosting().seats.with_untracked(|s| s.iter().any(|x| x.index == index && x.link == Link::Connecting(still.clone())));
                        if connecting && active() {
                            set_link(index, Link::Invited(still), Some(t.no_connection(&name)));
                        }
                    },
                    std::time::Duration::from_millis(CONNECT_MS),
                );
            }
        }
    });
}

/// A guest's message: the judge's copy brought up to the app's game, then judged; an
/// intent accepted is applied by the app (which announces it), anything else is answered.
fn received<G: Online + 'static>(channel: Channel, text: &str) {
    let Some(j) = judge::<G>() else { return };
    // A connection replaced ("Invite NAME again", "Play without NAME") has no say, even
    // with a message already on its way.
    if !j.borrow().peers.iter().any(|(_, c, _)| *c == channel) {
        return;
    }
    // A guest that sends too much costs a count, before anything is read or copied.
    let admitted = j.borrow_mut().table.admit(channel, now());
    match admitted {
        Admission::Read => {}
        Admission::Refuse(out) => return send::<G>(&j, out),
        Admission::Drop => return,
    }
    let current = j.borrow().current.clone();
    let Some(game) = current() else { return };
    let (out, applied) = {
        let mut j = j.borrow_mut();
        j.table.sync(game);
        j.table.open(hosting().started.get_untracked());
        j.table.judge(channel, text.as_bytes())
    };
    match applied {
        Some((seat, action)) => {
            // The friend plays on by themselves.
            hosting().played_for.set(None);
            let apply = j.borrow().apply.clone();
            apply(seat, action);
        }
        None => send::<G>(&j, out),
    }
    // A hello: the seat is here.
    let here: Vec<usize> = {
        let j = j.borrow();
        j.peers.iter().filter(|(i, c, _)| *c == channel && (j.seat_of)(*i).is_some_and(|s| j.table.is_here(s))).map(|(i, _, _)| *i).collect()
    };
    for index in here {
        if hosting().seats.with_untracked(|s| s.iter().any(|x| x.index == index && x.link != Link::Here)) {
            // The friend's seat is shown by the name they gave.
            let name = {
                let j = j.borrow();
                (j.seat_of)(index).and_then(|seat| j.table.name_of(seat).map(str::to_string))
            };
            if let Some(name) = name {
                hosting().seats.update(|s| s.iter_mut().filter(|x| x.index == index).for_each(|x| x.name = name.clone()));
            }
            set_link(index, Link::Here, None);
            let go_on = j.borrow().go_on.clone();
            go_on();
        }
    }
    // A number given, or a friend arrived: the deal waiting may be dealt.
    try_deal::<G>(None);
}

/// How long the next deal waits, once play has begun, for a friend's number: then it is
/// dealt from the numbers given (a friend whose number is missing sees it at the reveal).
const NUMBERS_MS: u64 = 5_000;

/// Deal `deal` (1-based) of the match hosted: with friends online it is dealt from
/// everyone's numbers, `deal_with(Some(seed))` once every friend here gave theirs (play
/// waits for every friend to arrive first); with none, at once with the app's own seed,
/// `deal_with(None)`.
pub fn deal_fairly<G: Online + 'static>(deal: usize, deal_with: impl FnOnce(Option<u64>) + 'static) {
    let Some(j) = judge::<G>() else { return deal_with(None) };
    let out = {
        let mut j = j.borrow_mut();
        j.waiting = Some(Box::new(deal_with));
        if j.table.committed() == Some(deal) { vec![] } else { j.table.commit(deal, super::fresh_number()) }
    };
    send::<G>(&j, out);
    try_deal::<G>(None);
}

/// Deals the deal waiting if every friend here gave their number for it, or if its wait for
/// them (`late`: the deal it was timed for) is over.
fn try_deal<G: Online + 'static>(late: Option<usize>) {
    let Some(j) = judge::<G>() else { return };
    if !hosting().started.get_untracked() || j.borrow().waiting.is_none() {
        return;
    }
    let Some(deal) = j.borrow().table.committed() else { return };
    let ready = late == Some(deal) || j.borrow().table.numbers_in();
    if !ready {
        if j.borrow().timed != Some(deal) {
            j.borrow_mut().timed = Some(deal);
            set_timeout(move || try_deal::<G>(Some(deal)), std::time::Duration::from_millis(NUMBERS_MS));
        }
        return;
    }
    let (deal_with, seed) = {
        let mut j = j.borrow_mut();
        (j.waiting.take(), j.table.deal_seed())
    };
    if let Some(numbers) = j.borrow().table.dealt_numbers() {
        super::fair_deals::keep_in_play::<G>(&numbers);
    }
    if let Some(deal_with) = deal_with {
        deal_with(seed);
    }
}

/// The deal dealt from everyone's numbers is over (`record`: the match's record now): every
/// friend here is sent the numbers and the record to check it; they join the match's
/// `"fair"` list.
fn reveal<G: Online + 'static>(j: &Rc<RefCell<Judge<G>>>, record: serde_json::Value) {
    let (fair, out) = j.borrow_mut().table.reveal(record);
    if let Some(fair) = fair {
        super::fair_deals::keep::<G>(fair);
    }
    send::<G>(j, out);
}

/// A friend's connection is interrupted (`away`) or back by itself: shown away meanwhile
/// (its bot plays after the delay, as for a friend who left), seated again with the table
/// as it is now when it comes back.
fn blip<G: Online + 'static>(index: usize, channel: Channel, away: bool) {
    let Some(j) = judge::<G>() else { return };
    if !j.borrow().peers.iter().any(|(i, c, _)| *i == index && *c == channel) {
        return;
    }
    if away {
        return lost::<G>(index, channel, false);
    }
    let out = j.borrow_mut().table.back(channel);
    if out.is_empty() {
        return;
    }
    send::<G>(&j, out);
    set_link(index, Link::Here, None);
    let go_on = j.borrow().go_on.clone();
    go_on();
}

fn lost<G: Online + 'static>(index: usize, channel: Channel, no_route: bool) {
    let Some(j) = judge::<G>() else { return };
    // A connection replaced by a new invitation is no news.
    if !j.borrow().peers.iter().any(|(i, c, _)| *i == index && *c == channel) {
        return;
    }
    let out = j.borrow_mut().table.away(channel);
    send::<G>(&j, out);
    set_link(index, Link::Away(no_route), None);
    // After the delay its bot plays for the friend.
    let go_on = j.borrow().go_on.clone();
    set_timeout(move || go_on(), std::time::Duration::from_millis(away_ms() + 50));
}

fn send<G: Online>(j: &Rc<RefCell<Judge<G>>>, out: Vec<Outgoing<G>>) {
    let j = j.borrow();
    for o in out {
        let Ok(text) = online::encode(&o.message) else { continue };
        if let Some((_, _, peer)) = j.peers.iter().find(|(_, c, _)| *c == o.channel) {
            peer.send(&text);
        }
    }
}

/// The app moved its game on: `seat` did `action` (`game` is the game after it); every
/// guest here is told, with its own view.
pub fn acted<G: Online + 'static>(game: G, seat: G::Seat, action: G::Action) {
    moved();
    let Some(j) = judge::<G>() else { return };
    // The deal is over: its numbers are revealed with the record after this last action.
    let over = (game.needs_deal() || game.is_over()).then(|| game.record());
    let out = {
        let mut j = j.borrow_mut();
        j.table.sync(game);
        j.table.announce(seat, action)
    };
    send::<G>(&j, out);
    if let Some(record) = over {
        reveal(&j, record);
    }
}

/// A new deal is on the app's table (`game`); every guest here gets its view.
pub fn dealt<G: Online + 'static>(game: G) {
    moved();
    let Some(j) = judge::<G>() else { return };
    let out = {
        let mut j = j.borrow_mut();
        j.table.sync(game);
        j.table.announce_deal()
    };
    send::<G>(&j, out);
}

/// The host's name as the invitations give it.
pub fn host_name<G: Online + 'static>() -> Option<String> {
    judge::<G>().map(|j| j.borrow().host.clone())
}

/// The invitations, one per online seat, until every friend is here; `connect` takes a
/// seat's pasted reply (the game's [`connect`]).
pub fn invitations(connect: fn(usize, String), again: fn(usize), without: fn(usize), in_settings: bool) -> AnyView {
    let t = online_texts(lang());
    let seats = move || hosting().seats.get();
    view! {
        <section class="start online" aria-labelledby="invite-title">
            <h2 id="invite-title">{t.waiting_for_friends}</h2>
            {move || hosting().resumed.get().then(|| view! { <p class="help">{t.match_kept}</p> })}
            {super::table_link::section()}
            <For each=seats key=|s| (s.index, s.link.clone(), s.wrong.clone()) let:seat>
                {invitation(seat, connect, again, without, in_settings)}
            </For>
        </section>
    }
    .into_any()
}

fn invitation(seat: OnlineSeat, connect: fn(usize, String), again: fn(usize), without: fn(usize), in_settings: bool) -> impl IntoView {
    let t = online_texts(lang());
    let OnlineSeat { index, name, link, wrong, .. } = seat;
    let title_id = format!("invite-{index}");
    // A seat that is not here, whatever its state: a new invitation, or its bot.
    let ways_on = |name: &str| view! { <div class="actions">{ways_on(index, name, again, without)}</div> };
    let body = match link {
        Link::Making => view! { <p role="status">{t.preparing_invitation}</p> {ways_on(&name)} }.into_any(),
        Link::Impossible => view! {
            <p role="alert">{t.no_webrtc}</p>
            <div class="actions">
                <button type="button" class="btn" on:click=move |_| without(index)>{t.play_without(&name)}</button>
            </div>
        }.into_any(),
        Link::Here => here(index, &name, again, without).into_any(),
        Link::Away(no_route) => view! {
            <p role="status">{t.is_away(&name)}</p>
            {no_route.then(|| view! { <p role="alert">{t.no_route}</p> })}
            {ways_on(&name)}
        }.into_any(),
        Link::Connecting(_) => view! { <p role="status">{t.connecting(&name)}</p> {ways_on(&name)} }.into_any(),
        Link::BadStun => view! { <p role="alert">{t.stun_unusable}</p> {ways_on(&name)} }.into_any(),
        // While the table link seats the friend, their own link only on demand.
        Link::Invited(url) => {
            let shown = RwSignal::new(false);
            let name = name.clone();
            (move || {
                let (name, url, wrong) = (name.clone(), url.clone(), wrong.clone());
                let own = {
                    let name = name.clone();
                    move || invited(index, &name, url.clone(), wrong.clone(), connect, again, without, in_settings)
                };
                if !super::table_link::seats_by_link() {
                    return own().into_any();
                }
                view! {
                    <p role="status">{t.waiting_for(&name)}</p>
                    <button type="button" class="btn" aria-expanded=move || shown.get().to_string() on:click=move |_| shown.update(|s| *s = !*s)>{t.own_link(&name)}</button>
                    {move || shown.get().then(own.clone())}
                    {move || (!shown.get()).then(|| view! { <div class="actions">{self::ways_on(index, &name, again, without)}</div> })}
                }
                .into_any()
            })
            .into_any()
        }
    };
    view! {
        <div class="online-seat" role="group" aria-labelledby=title_id.clone()>
            <h3 id=title_id.clone()>{t.invite(&name)}</h3>
            {body}
        </div>
    }
}

/// A seat's own invitation: its link (copy, share, QR code), the reply to paste or scan,
/// and the host's ways on.
#[allow(clippy::too_many_arguments)]
fn invited(index: usize, name: &str, url: String, wrong: Option<String>, connect: fn(usize, String), again: fn(usize), without: fn(usize), in_settings: bool) -> impl IntoView {
    let t = online_texts(lang());
    let name = name.to_string();
    let link_id = format!("invite-link-{index}");
    let reply_id = format!("invite-reply-{index}");
    let without_id = format!("invite-without-{index}");
    let copied = RwSignal::new(false);
    let reply = RwSignal::new(String::new());
    {
            let copy_url = url.clone();
            let qr = qr_code(&url, t.qr_invitation(&name));
            let share_url = url.clone();
            view! {
                <p class="help">{t.round_trip(&name)}</p>
                <div class="field">
                    <label for=link_id.clone()>{t.invitation_link_for(&name)}</label>
                    <input id=link_id type="text" readonly prop:value=url />
                </div>
                <div class="actions">
                    <button type="button" class="btn primary" on:click=move |_| copy(copy_url.clone(), move || copied.set(true))>{t.copy_invitation}</button>
                    {can_share().then(|| view! { <button type="button" class="btn" on:click=move |_| share(share_url.clone(), true)>{t.share}</button> })}
                </div>
                <p role="status">{move || copied.get().then_some(t.copied)}</p>
                <figure class="qr-figure">
                    {qr}
                    <figcaption>{t.qr_help}</figcaption>
                </figure>
                <div class="field">
                    <label for=reply_id.clone()>{t.paste_reply(&name)}</label>
                    <textarea id=reply_id rows="3" on:input=move |ev| reply.set(event_target_value(&ev))></textarea>
                </div>
                {wrong.map(|w| view! { <p role="alert">{w}</p> })}
                <div class="actions">
                    <button type="button" class="btn primary" on:click=move |_| connect(index, reply.get_untracked())>{t.connect}</button>
                </div>
                {can_scan().then(|| scanner(&name, move |text| connect(index, text)))}
                <div class="actions">
                    <button type="button" class="btn" on:click=move |_| again(index)>{t.invite_again(&name)}</button>
                    <button type="button" class="btn" aria-describedby=without_id.clone() on:click=move |_| without(index)>{t.play_without(&name)}</button>
                </div>
                <p class="help" id=without_id>{if in_settings { t.play_without_help(&name) } else { t.play_without_this_match(&name) }}</p>
            }
    }
}

/// A friend who is here: "NAME is here", and behind "⋯" the host's ways on for the seat
/// all the same ("Invite NAME again" replaces the connection, "Play without NAME").
fn here(index: usize, name: &str, again: fn(usize), without: fn(usize)) -> impl IntoView {
    let t = online_texts(lang());
    let open = RwSignal::new(false);
    let name = name.to_string();
    let here = t.is_here(&name);
    let options = t.seat_options(&name);
    // Open, they take the line's place: the table keeps its size and nothing lies over it.
    view! {
        {move || (!open.get()).then(|| view! { <p role="status">{here.clone()}</p> })}
        <button type="button" class="btn online-more" aria-label=options aria-expanded=move || open.get().to_string() on:click=move |_| open.update(|o| *o = !*o)>"⋯"</button>
        {move || open.get().then(|| ways_on(index, &name, again, without))}
    }
}

/// The host's ways on for seat `index` whatever its state: "Invite NAME again" (a new
/// connection) and "Play without NAME" (its bot).
fn ways_on(index: usize, name: &str, again: fn(usize), without: fn(usize)) -> impl IntoView {
    let t = online_texts(lang());
    view! {
        <button type="button" class="btn" on:click=move |_| again(index)>{t.invite_again(name)}</button>
        <button type="button" class="btn" on:click=move |_| without(index)>{t.play_without(name)}</button>
    }
}

/// The online seats over the table once play began: "NAME is here", "NAME is away" with
/// "Invite NAME again", and a new invitation while it waits for the reply.
pub fn presence(connect: fn(usize, String), again: fn(usize), without: fn(usize), in_settings: bool) -> impl IntoView {
    let t = online_texts(lang());
    let seats = move || if active() { hosting().seats.get() } else { Vec::new() };
    let name_of = |index: usize| hosting().seats.with_untracked(|s| s.iter().find(|x| x.index == index).map(|x| x.name.clone()));
    let clock = move || hosting().clock.get().filter(|_| active()).and_then(|(index, seconds)| Some(t.time_left(&name_of(index)?, seconds)));
    let played_for = move || hosting().played_for.get().filter(|_| active()).map(|name| t.bot_played_for(&name));
    view! {
        <div class="online-presence">
            // The table link while a friend has yet to come.
            {move || (active() && !all_here()).then(super::table_link::section)}
            <For each=seats key=|s| (s.index, s.link.clone(), s.wrong.clone()) let:seat>
                {match seat.link {
                    Link::Here => here(seat.index, &seat.name, again, without).into_any(),
                    _ => invitation(seat, connect, again, without, in_settings).into_any(),
                }}
            </For>
            {move || clock().map(|text| view! { <p class="online-clock" role="timer">{text}</p> })}
            {move || played_for().map(|text| view! { <p role="status">{text}</p> })}
        </div>
    }
}
