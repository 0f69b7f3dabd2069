//! Session records: the JSON exchange format of `docs/kontraspiel-record.md`. A record
//! holds the rules and, per deal, the dealer, the hands, the undealt cards and every
//! action in order; replaying it rebuilds the session exactly, an unfinished deal included
//! (the app saves one after every action and resumes from it).
//!
//! Reading is done by hand over `serde_json::Value`, replaying each deal as it is read,
//! so that every refusal names the deal, the event and the seat whose turn it was, and
//! says what was wrong. Records are hostile input: an error, never a panic.

use crate::action::Action;
use crate::card::{codes, parse_card, HAND_SIZE, UNDEALT};
use crate::deal::{Deal, Hands};
use crate::error::RuleError;
use crate::rules::{BaseValue, Direction, Rules, WenzelTurnUp};
use crate::score::PLAYERS;
use crate::session::Session;
use cards::{Card, CardSet, Seat};
use serde_json::{json, Map, Value};
use std::fmt;

pub const FORMAT: &str = "kontraspiel";
pub const VERSION: u64 = 1;

/// One deal of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealRecord {
    pub dealer: Seat,
    /// Seat 0 first, each as dealt.
    pub hands: Hands,
    /// The turn-up first, then the three face-down cards.
    pub undealt: [Card; UNDEALT],
    /// Every action in order, each by the seat whose turn it was.
    pub events: Vec<Action>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    pub rules: Rules,
    pub deals: Vec<DealRecord>,
}

/// Where a record is wrong and what is wrong. Positions are 1-based, as people count;
/// seats are the record's numbers 0–3.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub deal: Option<usize>,
    pub event: Option<usize>,
    /// For an event, the seat whose turn it was.
    pub seat: Option<Seat>,
    pub problem: Problem,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not JSON: where the reader stopped, and its own (English) words.
    NotJson {
        line: usize,
        column: usize,
        detail: String,
    },
    /// A part is missing or not of its kind.
    Shape(Shape),
    /// A value the format does not allow, shown short.
    Wrong { what: Wrong, value: Shown },
    /// A seat's hand (or, with `seat` None, the undealt cards) is wrong.
    Cards {
        seat: Option<Seat>,
        problem: CardsProblem,
    },
    /// The dealer is not the one the rules give.
    WrongDealer { given: Seat, expected: Seat },
    /// The deal stops after this many events, unfinished, yet another deal follows.
    Incomplete { events: usize },
    /// An event after the deal ended.
    AfterEnd(Action),
    /// A deal after the session ended with deal `after`.
    SessionOver { after: usize },
    /// The rules refuse the event.
    Rule(RuleError),
}

/// A part of the record that is missing or not of its kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    NotAnObject,
    FormatMissing,
    VersionMissing,
    RulesNotAnObject,
    DealsMissing,
    DealsNotAList,
    DealNotAnObject,
    DealerMissing,
    DealerNotASeat,
    HandsMissing,
    HandsNotFour,
    UndealtMissing,
    EventsNotAList,
    EventNotText,
}

/// Which value is not one the format allows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    Format,
    Version,
    /// A key the rules do not have (the key is the value shown).
    RulesKey,
    Direction,
    WenzelTurnUp,
    BaseValue,
    StartChips,
    MaxDeals,
    /// An event that is no action's code.
    Event,
}

/// What is wrong with a hand or the undealt cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardsProblem {
    NotText,
    /// This many cards (at most 1000 shown), not 5 (a hand) or 4 (the undealt cards).
    Size {
        found: usize,
        wanted: usize,
    },
    /// A code that is no card of the 24-card deck.
    NotACard(Shown),
    /// A card that is there already.
    Twice(Card),
}

pub use game::json::Shown;

impl RecordError {
    fn general(problem: Problem) -> RecordError {
        RecordError {
            deal: None,
            event: None,
            seat: None,
            problem,
        }
    }

    fn at_deal(deal: usize, problem: Problem) -> RecordError {
        RecordError {
            deal: Some(deal),
            ..RecordError::general(problem)
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = vec![];
        if let Some(d) = self.deal {
            parts.push(format!("deal {d}"));
        }
        if let Some(e) = self.event {
            parts.push(format!("event {e}"));
            parts.push(match self.seat {
                Some(s) => format!("seat {s}"),
                None => "nobody to act".into(),
            });
        }
        if parts.is_empty() {
            write!(f, "{}", self.problem)
        } else {
            write!(f, "{}: {}", parts.join(", "), self.problem)
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NotJson { detail, .. } => write!(f, "not valid JSON: {detail}"),
            Problem::Shape(shape) => f.write_str(match shape {
                Shape::NotAnObject => "a Kontraspiel record is a JSON object",
                Shape::FormatMissing => "\"format\": \"kontraspiel\" is missing",
                Shape::VersionMissing => "\"version\" is missing",
                Shape::RulesNotAnObject => "\"rules\" must be an object",
                Shape::DealsMissing => "\"deals\" is missing",
                Shape::DealsNotAList => "\"deals\" must be a list",
                Shape::DealNotAnObject => "a deal must be an object",
                Shape::DealerMissing => "\"dealer\" is missing",
                Shape::DealerNotASeat => "\"dealer\" must be a seat 0–3",
                Shape::HandsMissing => "\"hands\" is missing",
                Shape::HandsNotFour => "\"hands\" must be a list of 4 hands, seat 0 first",
                Shape::UndealtMissing => "\"undealt\" is missing",
                Shape::EventsNotAList => "\"events\" must be a list",
                Shape::EventNotText => "an event must be a text code",
            }),
            Problem::Wrong { what, value } => match what {
                Wrong::Format => write!(f, "\"format\" must be \"{FORMAT}\", not {value}"),
                Wrong::Version => write!(f, "version {value} is not supported (only {VERSION})"),
                Wrong::RulesKey => write!(f, "unknown rules key {value}"),
                Wrong::Direction => write!(
                    f,
                    "rules: direction must be clockwise or anticlockwise, not {value}"
                ),
                Wrong::WenzelTurnUp => write!(
                    f,
                    "rules: wenzel_turnup must be forced or optional, not {value}"
                ),
                Wrong::BaseValue => write!(
                    f,
                    "rules: base_value must be after_ante or before_ante, not {value}"
                ),
                Wrong::StartChips => write!(f, "rules: start_chips must be 1–999, not {value}"),
                Wrong::MaxDeals => write!(f, "rules: max_deals must be 0–999, not {value}"),
                Wrong::Event => write!(f, "{value} is not an event code"),
            },
            Problem::Cards { seat, problem } => {
                let whose = match seat {
                    Some(s) => format!("hand of seat {s}"),
                    None => "undealt cards".into(),
                };
                match problem {
                    CardsProblem::NotText => write!(f, "{whose}: must be a text of card codes"),
                    CardsProblem::Size { found, wanted } => {
                        write!(f, "{whose}: {found} cards, not {wanted}")
                    }
                    CardsProblem::NotACard(code) => {
                        write!(f, "{whose}: {code} is not a card of the 24-card deck")
                    }
                    CardsProblem::Twice(card) => {
                        write!(f, "{whose}: {} is dealt twice", card.code())
                    }
                }
            }
            Problem::WrongDealer { given, expected } => {
                write!(
                    f,
                    "seat {given} cannot deal; the rules give seat {expected}"
                )
            }
            Problem::Incomplete { events } => write!(
                f,
                "the deal is unfinished after {events} events, but another deal follows"
            ),
            Problem::AfterEnd(action) => {
                write!(f, "{} comes after the end of the deal", action.code())
            }
            Problem::SessionOver { after } => {
                write!(f, "the session was already over after deal {after}")
            }
            Problem::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl SessionRecord {
    /// The record of a session, finished or in progress.
    pub fn of(session: &Session) -> SessionRecord {
        let deals = session
            .history()
            .iter()
            .map(|p| &p.deal)
            .chain(session.current())
            .map(DealRecord::of)
            .collect();
        SessionRecord {
            rules: *session.rules(),
            deals,
        }
    }

    pub fn to_json(&self) -> Value {
        let r = &self.rules;
        json!({
            "format": FORMAT,
            "version": VERSION,
            "rules": {
                "direction": r.direction().code(),
                "wenzel_turnup": r.wenzel_turnup().code(),
                "base_value": r.base_value().code(),
                "start_chips": r.start_chips(),
                "max_deals": r.max_deals(),
            },
            "deals": self.deals.iter().map(DealRecord::to_json).collect::<Vec<_>>(),
        })
    }

    /// Pretty JSON text, as saved and exported.
    pub fn to_json_string(&self) -> String {
        crate::json::pretty(&self.to_json())
    }

    /// Reads and checks a record's text (see [`read`]).
    pub fn parse(text: &str) -> Result<SessionRecord, RecordError> {
        read(text).map(|r| r.record)
    }

    /// Replays the record, checking every deal and event.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let mut replay = Replay::start(self.rules, self.deals.first().map(|d| d.dealer));
        for (i, d) in self.deals.iter().enumerate() {
            let last = i + 1 == self.deals.len();
            replay.deal(i + 1, d.clone(), last, |_| Ok(None))?;
        }
        Ok(replay)
    }
}

impl DealRecord {
    pub fn of(deal: &Deal) -> DealRecord {
        DealRecord {
            dealer: deal.dealer(),
            hands: *deal.dealt_hands(),
            undealt: *deal.undealt(),
            events: deal.events().iter().map(|e| e.action).collect(),
        }
    }

    fn to_json(&self) -> Value {
        let hands: Vec<String> = self
            .hands
            .iter()
            .map(|h| codes(h.iter().copied()))
            .collect();
        json!({
            "dealer": self.dealer.index(),
            "hands": hands,
            "undealt": codes(self.undealt.iter().copied()),
            "events": self.events.iter().map(|a| a.code()).collect::<Vec<_>>(),
        })
    }
}

/// A checked record: the session it replays to.
#[derive(Clone, Debug)]
pub struct Replay {
    pub record: SessionRecord,
    pub session: Session,
}

impl Replay {
    fn start(rules: Rules, first_dealer: Option<Seat>) -> Replay {
        let first = first_dealer.unwrap_or(Seat::at(0, PLAYERS).expect("seat 0"));
        Replay {
            record: SessionRecord {
                rules,
                deals: vec![],
            },
            session: Session::new(rules, first),
        }
    }

    /// Replays deal `number`; `read_event(j)` gives the j-th (0-based) event when the
    /// deal's events are still to be read from JSON, or `Ok(None)` when `deal.events` holds them.
    fn deal(
        &mut self,
        number: usize,
        mut deal: DealRecord,
        last: bool,
        read_event: impl Fn(usize) -> Result<Option<Action>, (usize, Problem)>,
    ) -> Result<(), RecordError> {
        let s = &mut self.session;
        if s.is_over() {
            return Err(RecordError::at_deal(
                number,
                Problem::SessionOver { after: number - 1 },
            ));
        }
        if deal.dealer != s.next_dealer() {
            return Err(RecordError::at_deal(
                number,
                Problem::WrongDealer {
                    given: deal.dealer,
                    expected: s.next_dealer(),
                },
            ));
        }
        s.start_deal(deal.hands, deal.undealt)
            .map_err(|e| RecordError::at_deal(number, Problem::Rule(e)))?;
        let given = std::mem::take(&mut deal.events);
        let mut j = 0;
        loop {
            let seat = s.to_act();
            let at = |problem| RecordError {
                deal: Some(number),
                event: Some(j + 1),
                seat,
                problem,
            };
            let action = match given.get(j) {
                Some(&a) => a,
                None => match read_event(j) {
                    Ok(Some(a)) => a,
                    Ok(None) => break,
                    Err((_, problem)) => return Err(at(problem)),
                },
            };
            if s.current().is_none() {
                return Err(at(Problem::AfterEnd(action)));
            }
            let by = seat.expect("a deal in progress has a seat to act");
            s.apply(by, action).map_err(|e| at(Problem::Rule(e)))?;
            deal.events.push(action);
            j += 1;
        }
        if !last && s.current().is_some() {
            return Err(RecordError::at_deal(
                number,
                Problem::Incomplete { events: j },
            ));
        }
        self.record.deals.push(deal);
        Ok(())
    }

    /// The summary JSON of `konter replay --json` (`docs/kontraspiel-record.md`).
    pub fn summary_json(&self) -> Value {
        summary::json(&self.session)
    }

    /// A summary for people, one paragraph per deal.
    pub fn summary_text(&self) -> String {
        summary::text(&self.session)
    }
}

/// Reads a record's text, checks it and replays it: the session it describes, in exactly
/// the state it was saved in.
pub fn read(text: &str) -> Result<Replay, RecordError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        RecordError::general(Problem::NotJson {
            line: e.line(),
            column: e.column(),
            detail: e.to_string(),
        })
    })?;
    from_json(&value)
}

/// Loads a session from a record's text (the app's resume).
pub fn load(text: &str) -> Result<Session, RecordError> {
    read(text).map(|r| r.session)
}

/// Whether a JSON text says it is a Kontraspiel record (its `"format"`, read by the one
/// sniffer every game shares), to dispatch on.
pub fn claims(text: &str) -> bool {
    ::game::record::is_format(text, FORMAT)
}

pub fn from_json(value: &Value) -> Result<Replay, RecordError> {
    let shape = |s| RecordError::general(Problem::Shape(s));
    let wrong = |what, v| {
        RecordError::general(Problem::Wrong {
            what,
            value: Shown::of(v),
        })
    };
    let doc = value.as_object().ok_or_else(|| shape(Shape::NotAnObject))?;
    match doc.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => return Err(wrong(Wrong::Format, other)),
        None => return Err(shape(Shape::FormatMissing)),
    }
    match doc.get("version") {
        Some(v) if v.as_u64() == Some(VERSION) => {}
        Some(other) => return Err(wrong(Wrong::Version, other)),
        None => return Err(shape(Shape::VersionMissing)),
    }
    let rules = match doc.get("rules") {
        None | Some(Value::Null) => Rules::default(),
        Some(Value::Object(map)) => read_rules(map)?,
        Some(_) => return Err(shape(Shape::RulesNotAnObject)),
    };
    let deals = match doc.get("deals") {
        Some(Value::Array(deals)) => deals,
        Some(_) => return Err(shape(Shape::DealsNotAList)),
        None => return Err(shape(Shape::DealsMissing)),
    };
    let first_dealer = deals
        .first()
        .and_then(|d| d.get("dealer"))
        .and_then(read_seat);
    let mut replay = Replay::start(rules, first_dealer);
    for (i, d) in deals.iter().enumerate() {
        let number = i + 1;
        let (deal, events) = read_deal(number, d)?;
        let read_event = |j: usize| match events.and_then(|list| list.get(j)) {
            None => Ok(None),
            Some(Value::String(code)) => Action::parse(code).map(Some).ok_or((
                j,
                Problem::Wrong {
                    what: Wrong::Event,
                    value: Shown::text(code),
                },
            )),
            Some(_) => Err((j, Problem::Shape(Shape::EventNotText))),
        };
        replay.deal(number, deal, number == deals.len(), read_event)?;
    }
    Ok(replay)
}

fn read_seat(v: &Value) -> Option<Seat> {
    v.as_u64()
        .filter(|&d| d < PLAYERS as u64)
        .and_then(|d| Seat::at(d as usize, PLAYERS))
}

fn read_rules(map: &Map<String, Value>) -> Result<Rules, RecordError> {
    let mut rules = Rules::default();
    for (key, value) in map {
        let bad = |what| {
            RecordError::general(Problem::Wrong {
                what,
                value: Shown::of(value),
            })
        };
        let word = value.as_str();
        rules = match key.as_str() {
            "direction" => rules.with_direction(
                Direction::ALL
                    .into_iter()
                    .find(|d| Some(d.code()) == word)
                    .ok_or_else(|| bad(Wrong::Direction))?,
            ),
            "wenzel_turnup" => rules.with_wenzel_turnup(
                WenzelTurnUp::ALL
                    .into_iter()
                    .find(|d| Some(d.code()) == word)
                    .ok_or_else(|| bad(Wrong::WenzelTurnUp))?,
            ),
            "base_value" => rules.with_base_value(
                BaseValue::ALL
                    .into_iter()
                    .find(|d| Some(d.code()) == word)
                    .ok_or_else(|| bad(Wrong::BaseValue))?,
            ),
            "start_chips" => value
                .as_u64()
                .and_then(|n| rules.with_start_chips(n).ok())
                .ok_or_else(|| bad(Wrong::StartChips))?,
            "max_deals" => value
                .as_u64()
                .and_then(|n| rules.with_max_deals(n).ok())
                .ok_or_else(|| bad(Wrong::MaxDeals))?,
            _ => {
                return Err(RecordError::general(Problem::Wrong {
                    what: Wrong::RulesKey,
                    value: Shown::text(key),
                }))
            }
        };
    }
    Ok(rules)
}

/// Reads `n` distinct cards of the deck from a text of codes, none of them in `seen`.
fn read_cards<const N: usize>(
    value: &Value,
    seen: &mut CardSet,
) -> Result<[Card; N], CardsProblem> {
    let text = value.as_str().ok_or(CardsProblem::NotText)?;
    let codes: Vec<&str> = text.split_whitespace().take(1001).collect();
    if codes.len() != N {
        return Err(CardsProblem::Size {
            found: codes.len().min(1000),
            wanted: N,
        });
    }
    let mut cards = [Card::new(cards::Suit::Spades, cards::Rank::Nine); N];
    for (code, slot) in codes.iter().zip(cards.iter_mut()) {
        let card = parse_card(code).ok_or_else(|| CardsProblem::NotACard(Shown::text(code)))?;
        if seen.contains(card) {
            return Err(CardsProblem::Twice(card));
        }
        seen.insert(card);
        *slot = card;
    }
    Ok(cards)
}

/// Reads a deal's dealer and cards; its events stay JSON, read one by one in replay.
fn read_deal(
    number: usize,
    value: &Value,
) -> Result<(DealRecord, Option<&Vec<Value>>), RecordError> {
    let err = |problem| RecordError::at_deal(number, problem);
    let shape = |s| err(Problem::Shape(s));
    let obj = value
        .as_object()
        .ok_or_else(|| shape(Shape::DealNotAnObject))?;
    let dealer = obj
        .get("dealer")
        .ok_or_else(|| shape(Shape::DealerMissing))?;
    let dealer = read_seat(dealer).ok_or_else(|| shape(Shape::DealerNotASeat))?;
    let hands_list = obj
        .get("hands")
        .ok_or_else(|| shape(Shape::HandsMissing))?
        .as_array()
        .filter(|a| a.len() == PLAYERS)
        .ok_or_else(|| shape(Shape::HandsNotFour))?;
    let mut seen = CardSet::EMPTY;
    let mut hands: Vec<[Card; HAND_SIZE]> = Vec::with_capacity(PLAYERS);
    for (seat, h) in Seat::all(PLAYERS).zip(hands_list) {
        let hand = read_cards::<HAND_SIZE>(h, &mut seen).map_err(|problem| {
            err(Problem::Cards {
                seat: Some(seat),
                problem,
            })
        })?;
        hands.push(hand);
    }
    let undealt = obj
        .get("undealt")
        .ok_or_else(|| shape(Shape::UndealtMissing))?;
    let undealt = read_cards::<UNDEALT>(undealt, &mut seen).map_err(|problem| {
        err(Problem::Cards {
            seat: None,
            problem,
        })
    })?;
    let events = match obj.get("events") {
        None | Some(Value::Null) => None,
        Some(Value::Array(list)) => Some(list),
        Some(_) => return Err(shape(Shape::EventsNotAList)),
    };
    let hands: Hands = std::array::from_fn(|s| hands[s]);
    Ok((
        DealRecord {
            dealer,
            hands,
            undealt,
            events: vec![],
        },
        events,
    ))
}

mod summary;
