//! What one seat may know: its own hand and discards, the turn-up and where it went, the
//! public events, the tricks, chips, pot and pledges. Never another hand, another seat's
//! discard or the three face-down cards. People and bots decide from a `SeatView`; it
//! travels as JSON (to the bots' web worker).

use crate::action::Action;
use crate::contract::Mode;
use crate::deal::{Deal, Event, Phase, TakeUp, Trick, TurnUpPlace};
use crate::rules::Rules;
use crate::score::{Outcome, PLAYERS};
use crate::session::Session;
use cards::{Card, Seat, Suit};
use serde::{Deserialize, Serialize};

/// An event as one seat saw it: another seat's discard shows that a card went face down,
/// not which.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seen {
    Open(Action),
    /// The taker-up laid a card face down.
    Discarded,
    /// The contra player took the turn-up and laid a card face down.
    Exchanged,
}

impl Seen {
    /// The action's code, or `discard` / `exchange` without the card.
    pub fn code(self) -> String {
        match self {
            Seen::Open(a) => a.code(),
            Seen::Discarded => "discard".into(),
            Seen::Exchanged => "exchange".into(),
        }
    }

    pub fn parse(code: &str) -> Option<Seen> {
        match code {
            "discard" => Some(Seen::Discarded),
            "exchange" => Some(Seen::Exchanged),
            _ => Action::parse(code).map(Seen::Open),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeenEvent {
    pub seat: Seat,
    pub action: Seen,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub rules: Rules,
    /// 1-based number of the deal shown.
    pub deal_number: usize,
    pub dealer: Seat,
    pub eldest: Seat,
    /// The deal's base value B.
    pub base: u8,
    /// Chips and pot now: during a deal after its ante, after a deal after its payments.
    pub chips: [i32; PLAYERS],
    pub pot: u32,
    /// Who holds the pledge (public: everybody saw who took up).
    pub pledges: [bool; PLAYERS],
    pub session_over: bool,
    /// Own cards; empty for the dealer while he decides on the turn-up unseen.
    pub hand: Vec<Card>,
    /// Own cards laid face down.
    pub discarded: Vec<Card>,
    pub turn_up: Card,
    pub turn_up_place: TurnUpPlace,
    /// The turn-up's suit, P.
    pub preferred: Suit,
    pub phase: Phase,
    pub to_act: Option<Seat>,
    pub soloist: Option<Seat>,
    pub trump: Option<Suit>,
    pub mode: Option<Mode>,
    pub take_up: Option<TakeUp>,
    pub contra: Option<Seat>,
    pub recontra: Option<Seat>,
    /// Every event of the deal, in order, as this seat saw it.
    pub events: Vec<SeenEvent>,
    /// Completed tricks.
    pub tricks: Vec<Trick>,
    /// The trick in progress: its leader and the cards so far.
    pub trick_leader: Seat,
    pub trick_cards: Vec<Card>,
    pub tricks_won: [u8; PLAYERS],
    /// What this seat may do now (empty when it is not its turn).
    pub legal: Vec<Action>,
    /// The result, once the deal is played (None also after no game).
    pub outcome: Option<Outcome>,
}

/// The session's side of a view: what a deal alone does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    pub rules: Rules,
    pub deal_number: usize,
    pub base: u8,
    pub chips: [i32; PLAYERS],
    pub pot: u32,
    pub pledges: [bool; PLAYERS],
    pub session_over: bool,
}

impl Table {
    /// The table as a view shows it (for views of deals played outside a session, as the
    /// bots' simulations do).
    pub fn of(view: &SeatView) -> Table {
        Table {
            rules: view.rules,
            deal_number: view.deal_number,
            base: view.base,
            chips: view.chips,
            pot: view.pot,
            pledges: view.pledges,
            session_over: view.session_over,
        }
    }
}

impl SeatView {
    /// The seat's view of the deal being played, or else of the last finished one; None
    /// before the first deal.
    pub fn of(session: &Session, seat: Seat) -> Option<SeatView> {
        let mut table = Table {
            rules: *session.rules(),
            deal_number: session.deals_begun(),
            base: session.base().unwrap_or(0),
            chips: session.chips(),
            pot: session.pot(),
            pledges: session.pledges(),
            session_over: session.is_over(),
        };
        if let Some(deal) = session.current() {
            return Some(SeatView::of_deal(deal, seat, &table));
        }
        let last = session.history().last()?;
        table.base = last.base;
        Some(SeatView::of_deal(&last.deal, seat, &table))
    }

    /// The seat's view of a deal at a table.
    pub fn of_deal(deal: &Deal, seat: Seat, table: &Table) -> SeatView {
        let unseen = deal.phase() == Phase::TurnUp && seat == deal.dealer();
        let hand = if unseen {
            vec![]
        } else {
            deal.hand(seat).iter().collect()
        };
        let events = deal
            .events()
            .iter()
            .map(|&Event { seat: by, action }| SeenEvent {
                seat: by,
                action: match action {
                    Action::Discard(_) if by != seat => Seen::Discarded,
                    Action::Exchange(_) if by != seat => Seen::Exchanged,
                    a => Seen::Open(a),
                },
            })
            .collect();
        let legal = if deal.to_act() == Some(seat) {
            deal.legal_actions()
        } else {
            vec![]
        };
        SeatView {
            seat,
            rules: table.rules,
            deal_number: table.deal_number,
            dealer: deal.dealer(),
            eldest: deal.eldest(),
            base: table.base,
            chips: table.chips,
            pot: table.pot,
            pledges: table.pledges,
            session_over: table.session_over,
            hand,
            discarded: deal
                .discards()
                .iter()
                .filter(|d| d.0 == seat)
                .map(|d| d.1)
                .collect(),
            turn_up: deal.turn_up(),
            turn_up_place: deal.turn_up_place(),
            preferred: deal.preferred(),
            phase: deal.phase(),
            to_act: deal.to_act(),
            soloist: deal.soloist(),
            trump: deal.trump(),
            mode: deal.mode(),
            take_up: deal.take_up(),
            contra: deal.contra(),
            recontra: deal.recontra(),
            events,
            tricks: deal.tricks(),
            trick_leader: deal.trick_leader(),
            trick_cards: deal.trick_cards(),
            tricks_won: deal.tricks_won(),
            legal,
            outcome: deal.outcome(table.base),
        }
    }

    /// What anyone at the table sees, whoever holds the device: this view without the
    /// seat's own cards (hand, the cards it laid face down) and with nothing to do.
    pub fn onlooker(mut self) -> SeatView {
        self.hand.clear();
        self.discarded.clear();
        self.legal.clear();
        for e in &mut self.events {
            e.action = match e.action {
                Seen::Open(Action::Discard(_)) => Seen::Discarded,
                Seen::Open(Action::Exchange(_)) => Seen::Exchanged,
                seen => seen,
            };
        }
        self
    }

    /// Whether this seat is to act.
    pub fn is_my_turn(&self) -> bool {
        self.to_act == Some(self.seat) && !self.legal.is_empty()
    }
}

impl Serialize for Seen {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Seen {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seen, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Seen::parse(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not an event")))
    }
}
