//! The host's side of a table of devices: the match, which guest sits where, and the judge
//! that reads each guest's message. A guest acts only for its own seat: the channel is the
//! seat's identity. Every intent goes through the engine's `apply`; a refused one changes
//! nothing and is answered with the engine's reason.
//!
//! Nothing a guest sends is trusted: each guest's messages are rationed ([`Table::admit`],
//! a few per second with a short burst, refused at no cost beyond a counter); an intent
//! names the table's revision it answers, so a repeated or stale one (a double tap) is
//! refused; no intent is read before play begins ([`Table::open`]).

use crate::games::Online;
use crate::message::{decode, Happened, SeatName, ToGuest, ToHost};
use game::fair::{self, FairDeal, GuestNumber, Secret};

/// One guest's connection, as the host's transport numbers them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Channel(pub u32);

/// The longest name a player may give (longer ones are cut).
pub const MAX_NAME_CHARS: usize = 24;

/// How many messages a guest may send at once before it is rationed.
pub const BURST: u32 = 30;

/// Rationed, a guest gets one more message every this many milliseconds (10 a second).
pub const REFILL_MS: u64 = 100;

/// The answers to a guest's message, and the intent the engine accepted, if it was one.
pub type Judged<G> = (Vec<Outgoing<G>>, Option<(<G as game::Game>::Seat, <G as game::Game>::Action)>);

/// A message for one guest.
#[derive(Clone, Debug, PartialEq)]
pub struct Outgoing<G: Online> {
    pub channel: Channel,
    pub message: ToGuest<G>,
}

#[derive(Clone, Debug)]
struct Guest<G: Online> {
    seat: G::Seat,
    channel: Channel,
    name: String,
    /// Greeted and not away: receives updates.
    here: bool,
    /// Messages it may still send now, counted at `since` (ms).
    tokens: u32,
    since: u64,
    /// Told it sends too much, since its last message read.
    rationed: bool,
}

/// What [`Table::admit`] decided about a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Admission<G: Online> {
    /// Read it ([`Table::judge`]).
    Read,
    /// Too many: this answer, once, then nothing until the guest slows down.
    Refuse(Vec<Outgoing<G>>),
    /// Too many, and already told: dropped unread.
    Drop,
}

/// The match and its guests, on the host's device.
#[derive(Clone, Debug)]
pub struct Table<G: Online> {
    game: G,
    host: String,
    guests: Vec<Guest<G>>,
    /// Counts the changes guests were told of.
    revision: u64,
    /// Play has begun: intents are read.
    open: bool,
    /// The next deal's numbers, from the host's commitment until its reveal.
    numbers: Option<Numbers>,
}

/// One deal's numbers as they come in: the host's (committed to), each guest's.
#[derive(Clone, Debug)]
struct Numbers {
    deal: usize,
    host: Secret,
    guests: Vec<(usize, Secret)>,
    /// Dealt from them: no number is taken any more.
    dealt: bool,
}

impl<G: Online> Table<G> {
    pub fn new(game: G, host: &str) -> Table<G> {
        Table { game, host: player_name(host), guests: Vec::new(), revision: 0, open: false, numbers: None }
    }

    /// Whether play has begun (every friend is here): before, every intent is refused.
    pub fn open(&mut self, open: bool) {
        self.open = open;
    }

    /// The table's revision: the number of changes guests were told of.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn host(&self) -> &str {
        &self.host
    }

    /// Gives `seat` to the guest on `channel` (an invitation was answered). A seat already
    /// given moves to the new channel (a guest who came back); a channel holds one seat.
    pub fn seat(&mut self, seat: G::Seat, channel: Channel) {
        self.guests.retain(|g| g.seat != seat && g.channel != channel);
        self.guests.push(Guest { seat, channel, name: String::new(), here: false, tokens: BURST, since: 0, rationed: false });
    }

    /// The seat the guest on `channel` plays.
    pub fn seat_of(&self, channel: Channel) -> Option<G::Seat> {
        self.guest(channel).map(|g| g.seat)
    }

    /// The guest's name, once it said hello.
    pub fn name_of(&self, seat: G::Seat) -> Option<&str> {
        self.guests.iter().find(|g| g.seat == seat && !g.name.is_empty()).map(|g| g.name.as_str())
    }

    /// Whether a message of the guest on `channel`, arrived at `now` (ms), is read: each
    /// guest may send [`BURST`] at once, then one every [`REFILL_MS`]. The cost of a refusal
    /// is this count, whatever the message; call it before anything else.
    pub fn admit(&mut self, channel: Channel, now: u64) -> Admission<G> {
        let Some(guest) = self.guests.iter_mut().find(|g| g.channel == channel) else {
            return Admission::Read;
        };
        let earned = now.saturating_sub(guest.since) / REFILL_MS;
        if earned > 0 {
            let tokens = u64::from(guest.tokens).saturating_add(earned).min(u64::from(BURST));
            guest.tokens = u32::try_from(tokens).unwrap_or(BURST);
            guest.since = if guest.tokens == BURST { now } else { guest.since + earned * REFILL_MS };
        }
        if guest.tokens > 0 {
            guest.tokens -= 1;
            guest.rationed = false;
            return Admission::Read;
        }
        if std::mem::replace(&mut guest.rationed, true) {
            return Admission::Drop;
        }
        Admission::Refuse(refuse(channel, "too many messages: wait a moment".into()))
    }

    /// Reads one message from a guest and answers: the messages to send, per channel.
    pub fn receive(&mut self, channel: Channel, bytes: &[u8]) -> Vec<Outgoing<G>> {
        self.judge(channel, bytes).0
    }

    /// [`Table::receive`], and the intent the engine accepted, if the message was one: a
    /// host whose app keeps its own copy of the match applies it there too.
    pub fn judge(&mut self, channel: Channel, bytes: &[u8]) -> Judged<G> {
        self.read(channel, bytes)
    }

    /// The host's app moved its match on by itself (the host's or a bot's action, a deal, a
    /// match loaded): the judge's copy becomes `game`; nothing is sent.
    pub fn sync(&mut self, game: G) {
        self.game = game;
    }

    /// The updates for every guest here after `by` did `action` (already in the game).
    pub fn announce(&mut self, by: G::Seat, action: G::Action) -> Vec<Outgoing<G>> {
        self.acted(by, action)
    }

    /// The updates for every guest here after a new deal (already in the game).
    pub fn announce_deal(&mut self) -> Vec<Outgoing<G>> {
        self.updates(|_| Happened::Dealt)
    }

    /// The guest of `seat`, if here, is told its time for the decision now ends in
    /// `seconds` (the host keeps the clock).
    pub fn hurry(&self, seat: G::Seat, seconds: u64) -> Vec<Outgoing<G>> {
        self.guests
            .iter()
            .filter(|g| g.seat == seat && g.here)
            .map(|g| Outgoing { channel: g.channel, message: ToGuest::Hurry { seconds, revision: self.revision } })
            .collect()
    }

    /// Whether the guest of `seat` said hello and is not away.
    pub fn is_here(&self, seat: G::Seat) -> bool {
        self.guests.iter().any(|g| g.seat == seat && g.here)
    }

    fn read(&mut self, channel: Channel, bytes: &[u8]) -> Judged<G> {
        let Some(guest) = self.guest(channel) else {
            return (refuse(channel, "this connection has no seat at the table".into()), None);
        };
        let (seat, here) = (guest.seat, guest.here);
        let message = match decode::<ToHost<G>>(bytes) {
            Ok(message) => message,
            Err(e) => return (refuse(channel, e.to_string()), None),
        };
        let refused = |why: String| (refuse(channel, why), None);
        match message {
            ToHost::Ping => (vec![Outgoing { channel, message: ToGuest::Pong }], None),
            ToHost::Hello { name } => (self.hello(channel, seat, &name), None),
            ToHost::Number { deal, number } => match self.take_number(seat, deal, &number) {
                Ok(()) => (vec![], None),
                Err(why) => refused(why.into()),
            },
            ToHost::Intent { .. } if !here => refused("say hello first".into()),
            ToHost::Intent { seat: claimed, .. } if claimed != seat => {
                refused(format!("this device plays seat {}, not seat {}", number(seat), number(claimed)))
            }
            ToHost::Intent { .. } if !self.open => refused("play begins when everyone is here".into()),
            ToHost::Intent { revision, .. } if revision != self.revision => {
                refused("that answered an earlier moment of the table: look again".into())
            }
            ToHost::Intent { action, .. } => match self.game.apply(seat, action) {
                Ok(()) => (self.acted(seat, action), Some((seat, action))),
                Err(e) => refused(e.to_string()),
            },
        }
    }

    /// An action of a seat played on the host's device (the host, a bot); the updates for
    /// every guest, or the engine's refusal.
    pub fn act(&mut self, seat: G::Seat, action: G::Action) -> Result<Vec<Outgoing<G>>, G::Error> {
        self.game.apply(seat, action)?;
        Ok(self.acted(seat, action))
    }

    /// Deals the next deal; the updates for every guest, or the engine's refusal.
    pub fn deal(&mut self, seed: u64) -> Result<Vec<Outgoing<G>>, G::Error> {
        self.game.deal_next(seed)?;
        Ok(self.updates(|_| Happened::Dealt))
    }

    /// The guest on `channel` lost its connection: the notice for the others.
    pub fn away(&mut self, channel: Channel) -> Vec<Outgoing<G>> {
        let Some(guest) = self.guests.iter_mut().find(|g| g.channel == channel && g.here) else {
            return vec![];
        };
        guest.here = false;
        let name = guest.name.clone();
        self.notice(channel, ToGuest::Away { name })
    }

    /// The guest on `channel` is reachable again after a short interruption (its connection
    /// came back by itself): it is here again, is sent the table as it is now, and the
    /// others are told. Nothing for a guest that never said hello.
    pub fn back(&mut self, channel: Channel) -> Vec<Outgoing<G>> {
        let Some(guest) = self.guests.iter_mut().find(|g| g.channel == channel && !g.name.is_empty()) else {
            return vec![];
        };
        let (seat, name) = (guest.seat, guest.name.clone());
        guest.here = false;
        self.hello(channel, seat, &name)
    }

    fn hello(&mut self, channel: Channel, seat: G::Seat, name: &str) -> Vec<Outgoing<G>> {
        let name = player_name(name);
        // Said again by a guest already here: welcomed, not announced again.
        let mut news = true;
        if let Some(guest) = self.guests.iter_mut().find(|g| g.channel == channel) {
            news = !(guest.here && guest.name == name);
            guest.name = name.clone();
            guest.here = true;
        }
        let mut out = vec![Outgoing {
            channel,
            message: ToGuest::Welcome {
                game: G::ID.slug.to_string(),
                seat,
                host: self.host.clone(),
                view: self.game.view(seat),
                revision: self.revision,
                names: self.names(),
            },
        }];
        if let Some(commit) = self.commit_message() {
            out.push(Outgoing { channel, message: commit });
        }
        if let (true, Some(index)) = (news, index_of(seat)) {
            out.extend(self.notice(channel, ToGuest::Here { name, seat: index }));
        }
        out
    }

    /// Deal `deal` (1-based) is to be dealt from everyone's numbers: the host's is `host`;
    /// every guest here is sent the host's commitment (a guest arriving later, on its hello).
    pub fn commit(&mut self, deal: usize, host: Secret) -> Vec<Outgoing<G>> {
        self.numbers = Some(Numbers { deal, host, guests: Vec::new(), dealt: false });
        let Some(message) = self.commit_message() else { return vec![] };
        self.guests.iter().filter(|g| g.here).map(|g| Outgoing { channel: g.channel, message: message.clone() }).collect()
    }

    /// The deal committed to and not yet dealt, if any.
    pub fn committed(&self) -> Option<usize> {
        self.numbers.as_ref().filter(|n| !n.dealt).map(|n| n.deal)
    }

    fn commit_message(&self) -> Option<ToGuest<G>> {
        let n = self.numbers.as_ref().filter(|n| !n.dealt)?;
        Some(ToGuest::Commit { deal: n.deal, commit: fair::commitment(n.host) })
    }

    fn take_number(&mut self, seat: G::Seat, deal: usize, number: &str) -> Result<(), &'static str> {
        let index = index_of(seat).ok_or("this seat has no number")?;
        let numbers = self.numbers.as_mut().filter(|n| n.deal == deal).ok_or("that number is not for the deal to come")?;
        let number = Secret::from_hex(number).ok_or("a number is 32 hex digits")?;
        match numbers.guests.iter().find(|(i, _)| *i == index) {
            // Said again (its welcome came twice), even once dealt: nothing new.
            Some((_, given)) if *given == number => return Ok(()),
            Some(_) => return Err("this seat already gave its number for this deal"),
            None if numbers.dealt => return Err("that number is not for the deal to come"),
            None => {}
        }
        numbers.guests.push((index, number));
        Ok(())
    }

    /// Whether every guest here has given its number for the deal committed to.
    pub fn numbers_in(&self) -> bool {
        let Some(n) = self.numbers.as_ref().filter(|n| !n.dealt) else { return false };
        self.guests.iter().filter(|g| g.here).all(|g| index_of(g.seat).is_some_and(|i| n.guests.iter().any(|(s, _)| *s == i)))
    }

    /// The seed of the deal committed to, from the host's number and every number given
    /// (the guests' in seat order); from now on no number is taken for it.
    pub fn deal_seed(&mut self) -> Option<u64> {
        let n = self.numbers.as_mut().filter(|n| !n.dealt)?;
        n.dealt = true;
        n.guests.sort_by_key(|(i, _)| *i);
        let numbers: Vec<Secret> = std::iter::once(n.host).chain(n.guests.iter().map(|(_, number)| *number)).collect();
        Some(fair::seed(&numbers))
    }

    /// The numbers the deal in play was dealt from, not yet revealed: the host's device
    /// keeps them, so that a reload of its page mid-deal still reveals the deal.
    pub fn dealt_numbers(&self) -> Option<FairDeal> {
        self.numbers.as_ref().filter(|n| n.dealt).map(FairDeal::from)
    }

    /// The host's page came back mid-deal with the numbers `kept`: taken back if they deal
    /// the deal in play (then it is revealed at its end), refused otherwise.
    pub fn resume_numbers(&mut self, kept: &FairDeal) -> bool {
        let record = self.game.record();
        let in_play = !self.game.needs_deal() && record.get(G::DEALS).and_then(serde_json::Value::as_array).map(Vec::len) == Some(kept.deal);
        let dealt = || kept.seed().ok().and_then(|seed| fair::dealt_from::<G>(&record, kept.deal, seed).ok()).unwrap_or(false);
        let (Some(host), true) = (Secret::from_hex(&kept.host), in_play && dealt()) else { return false };
        let guests = kept.guests.iter().filter_map(|g| Some((g.seat, Secret::from_hex(&g.number)?))).collect();
        self.numbers = Some(Numbers { deal: kept.deal, host, guests, dealt: true });
        true
    }

    /// The deal dealt from the numbers is over: every guest here is sent every number and
    /// `record` (the match's record up to it); the numbers, for the host's own record.
    pub fn reveal(&mut self, record: serde_json::Value) -> (Option<FairDeal>, Vec<Outgoing<G>>) {
        let Some(n) = self.numbers.take_if(|n| n.dealt) else { return (None, vec![]) };
        let fair = FairDeal::from(&n);
        let out = self
            .guests
            .iter()
            .filter(|g| g.here)
            .map(|g| Outgoing { channel: g.channel, message: ToGuest::Reveal { fair: fair.clone(), record: record.clone() } })
            .collect();
        (Some(fair), out)
    }

    fn acted(&mut self, by: G::Seat, action: G::Action) -> Vec<Outgoing<G>> {
        self.updates(|viewer| Happened::Acted { seat: by, seen: G::seen(by, action, viewer) })
    }

    /// A change: the revision moves on, and each guest here gets its own seat's view, and
    /// nothing of another's.
    fn updates(&mut self, happened: impl Fn(G::Seat) -> Happened<G>) -> Vec<Outgoing<G>> {
        self.revision += 1;
        self.guests
            .iter()
            .filter(|g| g.here)
            .map(|g| Outgoing {
                channel: g.channel,
                message: ToGuest::Update { happened: happened(g.seat), view: self.game.view(g.seat), revision: self.revision },
            })
            .collect()
    }

    /// A notice for every guest here but the one it is about.
    /// The names the people at the table go by: the host's (at seat 0, every game's
    /// owner's) and each friend's who said hello.
    fn names(&self) -> Vec<SeatName> {
        let host = SeatName { seat: 0, name: self.host.clone() };
        let friends = self.guests.iter().filter(|g| !g.name.is_empty()).filter_map(|g| Some(SeatName { seat: index_of(g.seat)?, name: g.name.clone() }));
        std::iter::once(host).chain(friends).collect()
    }

    fn notice(&self, about: Channel, message: ToGuest<G>) -> Vec<Outgoing<G>> {
        self.guests
            .iter()
            .filter(|g| g.here && g.channel != about)
            .map(|g| Outgoing { channel: g.channel, message: message.clone() })
            .collect()
    }

    fn guest(&self, channel: Channel) -> Option<&Guest<G>> {
        self.guests.iter().find(|g| g.channel == channel)
    }
}

fn refuse<G: Online>(channel: Channel, reason: String) -> Vec<Outgoing<G>> {
    vec![Outgoing { channel, message: ToGuest::Refused { reason } }]
}

impl From<&Numbers> for FairDeal {
    fn from(n: &Numbers) -> FairDeal {
        FairDeal {
            deal: n.deal,
            commit: fair::commitment(n.host),
            host: n.host.to_hex(),
            guests: n.guests.iter().map(|(seat, number)| GuestNumber { seat: *seat, number: number.to_hex() }).collect(),
        }
    }
}

/// A seat's number (0-based), as its JSON writes it.
pub(crate) fn index_of<S: serde::Serialize>(seat: S) -> Option<usize> {
    serde_json::to_value(seat).ok()?.as_u64().and_then(|i| usize::try_from(i).ok())
}

/// A seat as messages write it.
fn number<S: serde::Serialize>(seat: S) -> String {
    serde_json::to_string(&seat).unwrap_or_default()
}

/// A player's name: trimmed, without control characters, at most [`MAX_NAME_CHARS`].
pub fn player_name(text: &str) -> String {
    text.trim().chars().filter(|c| !c.is_control()).take(MAX_NAME_CHARS).collect::<String>().trim_end().to_string()
}
