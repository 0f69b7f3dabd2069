//! Match records: the JSON exchange format of `shared/record-format.md` ("this game's PGN").
//!
//! Reading is done by hand over `serde_json::Value` so that every refusal names the deal,
//! event and seat and says what was wrong; hostile input gets an error, never a panic.

use super::announcement::Announcement;
use super::card::{Card, CardSet, Suit};
use super::deal::{Action, Deal, Event};
use super::error::RuleError;
use super::game::Match;
use super::rules::{Direction, Rules, StannerRule, StartDashes};
use super::score::Outcome;
use super::seat::{Seat, Team};
use serde_json::{json, Map, Value};
use std::fmt;

pub const FORMAT: &str = "konter-a-matt";
pub const VERSION: u64 = 1;

/// One event of a deal's record: an announcement or a card, by the seat whose turn it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecordEvent {
    Announce(Announcement),
    Play(Card),
}

impl RecordEvent {
    pub fn code(self) -> String {
        match self {
            RecordEvent::Announce(a) => a.code().to_string(),
            RecordEvent::Play(c) => c.code(),
        }
    }

    fn action(self) -> Action {
        match self {
            RecordEvent::Announce(a) => Action::Announce(a),
            RecordEvent::Play(c) => Action::Play(c),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealRecord {
    pub dealer: Seat,
    /// Seat 0 first; the first three cards of each hand are its first packet.
    pub hands: [[Card; 6]; 4],
    /// None only for a last deal whose trump is not named yet.
    pub trump: Option<Suit>,
    pub events: Vec<RecordEvent>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub rules: Rules,
    pub deals: Vec<DealRecord>,
}

/// Where a record is wrong and what is wrong. Positions are 1-based, as people count;
/// seats are the record's numbers 0–3. `Display` says it in English, as `konter replay`
/// prints it; the app says it in the player's language (`i18n::Texts::record_error`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub deal: Option<usize>,
    pub event: Option<usize>,
    /// For an event, the seat whose turn it was; for a deal without its trump, forehand.
    pub seat: Option<Seat>,
    pub problem: Problem,
}

/// What is wrong with a record, with what a message needs to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The text is not JSON: where the JSON reader stopped, whether the text ended too
    /// soon, and the reader's own (English) words.
    NotJson { line: usize, column: usize, cut_short: bool, detail: String },
    /// A part is missing or not of its kind.
    Shape(Shape),
    /// A value the format does not allow, shown short.
    Wrong { what: Wrong, value: Shown },
    /// A hand of the deal is not six cards.
    Hand { seat: Seat, problem: HandProblem },
    /// The deal stops after `played` cards, yet another deal follows.
    Incomplete { played: usize },
    /// An event after the deal's 24th card.
    AfterEnd(RecordEvent),
    /// A deal after team `winner` won the match in deal `after`.
    AlreadyWon { winner: Team, after: usize },
    /// The rules refuse the deal (its dealer) or the event.
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
    TrumpMissing,
    EventsNotAList,
    EventNotText,
}

/// Which value is not one the format allows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    Format,
    Version,
    /// The rules' `direction`.
    Direction,
    /// The rules' `stanner`.
    Stanner,
    /// The rules' `start_dashes` (1–99).
    StartDashes,
    /// A key the rules do not have (the key is the value shown).
    RulesKey,
    Trump,
    /// An event that is neither a card code nor an announcement.
    Event,
}

/// What is wrong with one hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandProblem {
    /// Not a string.
    NotText,
    /// This many cards (at most 1000), not 6.
    Size(usize),
    /// A code that is no card.
    NotACard(Shown),
    /// A card that another hand (or this one) holds already.
    Twice(Card),
}

pub use game::json::Shown;

impl RecordError {
    fn general(problem: Problem) -> RecordError {
        RecordError { deal: None, event: None, seat: None, problem }
    }

    fn at_deal(deal: usize, problem: Problem) -> RecordError {
        RecordError { deal: Some(deal), event: None, seat: None, problem }
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
        }
        if let Some(s) = self.seat {
            parts.push(format!("seat {s}"));
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
                Shape::NotAnObject => "a match record is a JSON object",
                Shape::FormatMissing => "\"format\": \"konter-a-matt\" is missing",
                Shape::VersionMissing => "\"version\" is missing",
                Shape::RulesNotAnObject => "\"rules\" must be an object",
                Shape::DealsMissing => "\"deals\" is missing",
                Shape::DealsNotAList => "\"deals\" must be an array",
                Shape::DealNotAnObject => "a deal must be an object",
                Shape::DealerMissing => "\"dealer\" is missing",
                Shape::DealerNotASeat => "\"dealer\" must be a seat 0–3",
                Shape::HandsMissing => "\"hands\" is missing",
                Shape::HandsNotFour => "\"hands\" must be a list of 4 hands, seat 0 first",
                Shape::TrumpMissing => "\"trump\" is missing",
                Shape::EventsNotAList => "\"events\" must be a list",
                Shape::EventNotText => "an event must be a card code or an announcement",
            }),
            Problem::Wrong { what, value } => match what {
                Wrong::Format => write!(f, "\"format\" must be \"{FORMAT}\", not {value}"),
                Wrong::Version => write!(f, "version {value} is not supported (only {VERSION})"),
                Wrong::Direction => write!(f, "unknown rules value direction: {value}"),
                Wrong::Stanner => write!(f, "unknown rules value stanner: {value}"),
                Wrong::StartDashes => write!(f, "unknown rules value start_dashes: {value} (1–99)"),
                Wrong::RulesKey => write!(f, "unknown rules key {value}"),
                Wrong::Trump => write!(f, "\"trump\" must be one of S H D C, not {value}"),
                Wrong::Event => write!(f, "{value} is neither a card nor an announcement"),
            },
            Problem::Hand { seat, problem } => match problem {
                HandProblem::NotText => write!(f, "hand of seat {seat} must be a string of 6 cards"),
                HandProblem::Size(n) => write!(f, "hand of seat {seat} has {n} cards, not 6"),
                HandProblem::NotACard(code) => write!(f, "hand of seat {seat}: {code} is not a card"),
                HandProblem::Twice(card) => write!(f, "hand of seat {seat}: {} is dealt twice", card.code()),
            },
            Problem::Incomplete { played } => {
                write!(f, "the deal is incomplete ({played} of 24 cards played) but another deal follows")
            }
            Problem::AfterEnd(event) => write!(f, "{} comes after the deal's 24th card", event.code()),
            Problem::AlreadyWon { winner, after } => {
                write!(f, "the match was already won by team {winner} after deal {after}")
            }
            Problem::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// The replay summary of one deal (the `--json` output's `deals[i]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealSummary {
    pub dealer: Seat,
    pub trump: Option<Suit>,
    pub trump_team: Team,
    pub points: [u8; 2],
    pub tricks: [u8; 2],
    pub value: u8,
    /// None while the deal is unfinished.
    pub outcome: Option<Outcome>,
    pub dashes: [u32; 2],
    pub stake: u32,
    pub announcements: Vec<(Seat, Announcement)>,
}

/// A checked record: the match it replays to, and a summary per deal.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: Match,
    pub deals: Vec<DealSummary>,
}

impl Replay {
    pub fn winner(&self) -> Option<Team> {
        self.game.winner()
    }

    /// The summary JSON of the record format (`konter replay --json`).
    pub fn summary_json(&self) -> Value {
        let deals: Vec<Value> = self
            .deals
            .iter()
            .map(|d| {
                json!({
                    "trump_team": d.trump_team.letter(),
                    "points": d.points,
                    "tricks": d.tricks,
                    "value": d.value,
                    "outcome": d.outcome.map_or("unfinished", Outcome::code),
                    "dashes": d.dashes,
                    "stake": d.stake,
                })
            })
            .collect();
        json!({ "deals": deals, "winner": self.winner().map(|t| t.letter()) })
    }

    /// A summary for people, one paragraph per deal.
    pub fn summary_text(&self) -> String {
        let mut out = String::new();
        for (i, d) in self.deals.iter().enumerate() {
            let trump = d.trump.map_or("not named yet".to_string(), |s| format!("{} {}", s.symbol(), s.name()));
            out += &format!(
                "Deal {}: dealer seat {}, trump {} named by team {}\n",
                i + 1,
                d.dealer,
                trump,
                d.trump_team
            );
            for (seat, a) in &d.announcements {
                out += &format!("  seat {seat} announced {a}\n");
            }
            out += &format!(
                "  points A {} – B {}, tricks A {} – B {}\n",
                d.points[0], d.points[1], d.tricks[0], d.tricks[1]
            );
            let outcome = match d.outcome {
                None => "unfinished".to_string(),
                Some(Outcome::TrumpTeam) => format!("trump team ({}) wins, value {}", d.trump_team, d.value),
                Some(Outcome::Defenders) => {
                    format!("defenders ({}) win, value {}", d.trump_team.other(), d.value)
                }
                Some(Outcome::Stanner) => format!("Stänner (20–20), value {}", d.value),
            };
            out += &format!("  {outcome}\n  dashes A {} – B {}, pending stake {}\n", d.dashes[0], d.dashes[1], d.stake);
        }
        match self.winner() {
            Some(t) => out += &format!("Team {t} wins the match.\n"),
            None => out += "No winner yet.\n",
        }
        out
    }
}

/// A record's shape from its JSON text ([`MatchRecord::parse`]); the rules of play are
/// checked apart, by [`MatchRecord::replay`].
impl std::str::FromStr for MatchRecord {
    type Err = RecordError;
    fn from_str(text: &str) -> Result<MatchRecord, RecordError> {
        MatchRecord::parse(text)
    }
}

impl MatchRecord {
    /// The record of a match, complete or in progress.
    pub fn from_match(game: &Match) -> MatchRecord {
        let mut deals: Vec<DealRecord> = game.history().iter().map(|p| DealRecord::from_deal(&p.deal)).collect();
        if let Some(d) = game.current() {
            deals.push(DealRecord::from_deal(d));
        }
        MatchRecord { rules: *game.rules(), deals }
    }

    pub fn to_json(&self) -> Value {
        let deals: Vec<Value> = self.deals.iter().map(DealRecord::to_json).collect();
        json!({
            "format": FORMAT,
            "version": VERSION,
            "rules": {
                "direction": self.rules.direction.code(),
                "start_dashes": self.rules.start_dashes.get(),
                "stanner": self.rules.stanner.code(),
            },
            "deals": deals,
        })
    }

    /// Pretty JSON text, as exported.
    pub fn to_json_string(&self) -> String {
        serde_json::to_string_pretty(&super::json::Whole(&self.to_json())).expect("a JSON value always prints")
    }

    /// Reads a record's shape (JSON, format, version, rules, cards); see [`MatchRecord::replay`]
    /// for the rules of play. An event that is neither a card nor an announcement is
    /// refused with its deal and event, but without the seat: whose turn it was shows only
    /// in play, which [`check`] adds.
    pub fn parse(text: &str) -> Result<MatchRecord, RecordError> {
        MatchRecord::from_json(&json_of(text)?)
    }

    pub fn from_json(value: &Value) -> Result<MatchRecord, RecordError> {
        match read(value)? {
            (record, None) => Ok(record),
            (_, Some(bad_event)) => Err(bad_event),
        }
    }

    /// Replays the record under the rules, checking every deal and event.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let mut game = Match::new(self.rules);
        let mut summaries = vec![];
        let n = self.deals.len();
        for (i, rec) in self.deals.iter().enumerate() {
            let number = i + 1;
            if let Some(winner) = game.winner() {
                return Err(RecordError::at_deal(number, Problem::AlreadyWon { winner, after: i }));
            }
            game.start_deal(rec.dealer, rec.hands).map_err(|e| RecordError::at_deal(number, Problem::Rule(e)))?;
            let forehand = rec.dealer.next();
            match rec.trump {
                Some(suit) => game.apply(Action::NameTrump(suit)).expect("a new deal takes a trump"),
                None if number == n && rec.events.is_empty() => {}
                None => {
                    return Err(RecordError {
                        deal: Some(number),
                        event: None,
                        seat: Some(forehand),
                        problem: Problem::Shape(Shape::TrumpMissing),
                    })
                }
            }
            for (j, ev) in rec.events.iter().enumerate() {
                let seat = seat_on(&game);
                let at = |problem| RecordError { deal: Some(number), event: Some(j + 1), seat, problem };
                if game.current().is_none() {
                    return Err(at(Problem::AfterEnd(*ev)));
                }
                game.apply(ev.action()).map_err(|e| at(Problem::Rule(e)))?;
            }
            match game.current() {
                Some(deal) if number < n => {
                    return Err(RecordError::at_deal(number, Problem::Incomplete { played: deal.played_cards().len() }));
                }
                Some(deal) => summaries.push(summary_of_unfinished(deal, &game)),
                None => {
                    let played = game.history().last().expect("just finished");
                    let result = played.deal.result().expect("finished");
                    summaries.push(DealSummary {
                        dealer: played.deal.dealer(),
                        trump: played.deal.trump(),
                        trump_team: result.trump_team,
                        points: result.points,
                        tricks: result.tricks,
                        value: played.settlement.value,
                        outcome: Some(played.settlement.outcome),
                        dashes: played.dashes_after,
                        stake: played.settlement.stake_after,
                        announcements: announcements_of(&played.deal),
                    });
                }
            }
        }
        Ok(Replay { game, deals: summaries })
    }
}

fn announcements_of(deal: &Deal) -> Vec<(Seat, Announcement)> {
    deal.events()
        .iter()
        .filter_map(|e| match e {
            Event::Announce(s, a) => Some((*s, *a)),
            _ => None,
        })
        .collect()
}

fn summary_of_unfinished(deal: &Deal, game: &Match) -> DealSummary {
    DealSummary {
        dealer: deal.dealer(),
        trump: deal.trump(),
        trump_team: deal.trump_team(),
        points: deal.points(),
        tricks: deal.tricks_won(),
        value: 0,
        outcome: None,
        dashes: game.dashes(),
        stake: game.stake(),
        announcements: announcements_of(deal),
    }
}

/// The seat whose turn it is in the match's last deal; once that deal is complete, the
/// winner of its last trick, who would lead on (an event after the 24th card is its).
fn seat_on(game: &Match) -> Option<Seat> {
    match game.current() {
        Some(deal) => deal.to_act(),
        None => game.history().last()?.deal.last_trick().map(|t| t.winner),
    }
}

/// Reads, checks and replays a record in one step. Every error about an event names the
/// seat whose turn it was, also for an event that is no card or announcement: the record
/// up to that event is replayed to find it (and an error in that part comes first).
pub fn check(text: &str) -> Result<Replay, RecordError> {
    let (record, bad_event) = read(&json_of(text)?)?;
    let replay = record.replay()?;
    match bad_event {
        None => Ok(replay),
        Some(e) => Err(RecordError { seat: seat_on(&replay.game), ..e }),
    }
}

fn json_of(text: &str) -> Result<Value, RecordError> {
    serde_json::from_str(text).map_err(|e| {
        RecordError::general(Problem::NotJson {
            line: e.line(),
            column: e.column(),
            cut_short: e.is_eof(),
            detail: e.to_string(),
        })
    })
}

/// Reads a record as far as its first event that is neither a card nor an announcement:
/// the record up to that event (its deal last) and the event's error (deal and event; the
/// seat shows in play). Any other error is `Err`.
fn read(value: &Value) -> Result<(MatchRecord, Option<RecordError>), RecordError> {
    let shape = |s| RecordError::general(Problem::Shape(s));
    let wrong = |what, v| RecordError::general(Problem::Wrong { what, value: Shown::of(v) });
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
        Some(Value::Object(map)) => parse_rules(map)?,
        Some(_) => return Err(shape(Shape::RulesNotAnObject)),
    };
    let deals = match doc.get("deals") {
        Some(Value::Array(deals)) => deals,
        Some(_) => return Err(shape(Shape::DealsNotAList)),
        None => return Err(shape(Shape::DealsMissing)),
    };
    let mut record = MatchRecord { rules, deals: vec![] };
    for (i, d) in deals.iter().enumerate() {
        let (deal, bad_event) = DealRecord::read(i + 1, d)?;
        record.deals.push(deal);
        if bad_event.is_some() {
            return Ok((record, bad_event));
        }
    }
    Ok((record, None))
}

fn parse_rules(map: &Map<String, Value>) -> Result<Rules, RecordError> {
    let mut rules = Rules::default();
    for (key, value) in map {
        let bad = |what| RecordError::general(Problem::Wrong { what, value: Shown::of(value) });
        match key.as_str() {
            "direction" => {
                rules.direction = match value.as_str() {
                    Some("clockwise") => Direction::Clockwise,
                    Some("anticlockwise") => Direction::Anticlockwise,
                    _ => return Err(bad(Wrong::Direction)),
                }
            }
            "start_dashes" => {
                rules.start_dashes = value
                    .as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .and_then(StartDashes::new)
                    .ok_or_else(|| bad(Wrong::StartDashes))?
            }
            "stanner" => {
                rules.stanner = match value.as_str() {
                    Some("carry") => StannerRule::Carry,
                    Some("w") => StannerRule::W,
                    Some("simple") => StannerRule::Simple,
                    _ => return Err(bad(Wrong::Stanner)),
                }
            }
            _ => {
                return Err(RecordError::general(Problem::Wrong { what: Wrong::RulesKey, value: Shown::text(key) }))
            }
        }
    }
    Ok(rules)
}

impl DealRecord {
    pub fn from_deal(deal: &Deal) -> DealRecord {
        DealRecord {
            dealer: deal.dealer(),
            hands: *deal.dealt_hands(),
            trump: deal.trump(),
            events: deal
                .events()
                .iter()
                .map(|e| match e {
                    Event::Announce(_, a) => RecordEvent::Announce(*a),
                    Event::Play(_, c) => RecordEvent::Play(*c),
                })
                .collect(),
        }
    }

    fn to_json(&self) -> Value {
        let hands: Vec<String> =
            self.hands.iter().map(|h| h.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")).collect();
        let events: Vec<String> = self.events.iter().map(|e| e.code()).collect();
        let mut obj = Map::new();
        obj.insert("dealer".into(), json!(self.dealer.index()));
        obj.insert("hands".into(), json!(hands));
        if let Some(t) = self.trump {
            obj.insert("trump".into(), json!(t.letter().to_string()));
        }
        obj.insert("events".into(), json!(events));
        Value::Object(obj)
    }

    /// Reads deal `number` as far as its first event that is neither a card nor an
    /// announcement: the deal with the events before it, and that event's error.
    fn read(number: usize, value: &Value) -> Result<(DealRecord, Option<RecordError>), RecordError> {
        let err = |problem| RecordError::at_deal(number, problem);
        let shape = |s| err(Problem::Shape(s));
        let obj = value.as_object().ok_or_else(|| shape(Shape::DealNotAnObject))?;
        let dealer = obj
            .get("dealer")
            .ok_or_else(|| shape(Shape::DealerMissing))?
            .as_u64()
            .and_then(|d| Seat::new(d.min(99) as usize))
            .ok_or_else(|| shape(Shape::DealerNotASeat))?;
        let hands_value = obj.get("hands").ok_or_else(|| shape(Shape::HandsMissing))?;
        let hands_list =
            hands_value.as_array().filter(|a| a.len() == 4).ok_or_else(|| shape(Shape::HandsNotFour))?;
        let mut hands = [[Card::new(Suit::Spades, super::card::Rank::Nine); 6]; 4];
        let mut seen = CardSet::EMPTY;
        for (seat, (h, hand)) in Seat::ALL.into_iter().zip(hands_list.iter().zip(&mut hands)) {
            let bad = |problem| err(Problem::Hand { seat, problem });
            let text = h.as_str().ok_or_else(|| bad(HandProblem::NotText))?;
            let codes: Vec<&str> = text.split_whitespace().collect();
            if codes.len() != 6 {
                return Err(bad(HandProblem::Size(codes.len().min(1000))));
            }
            for (code, slot) in codes.iter().zip(hand.iter_mut()) {
                let card = Card::parse(code).ok_or_else(|| bad(HandProblem::NotACard(Shown::text(code))))?;
                if seen.contains(card) {
                    return Err(bad(HandProblem::Twice(card)));
                }
                seen.insert(card);
                *slot = card;
            }
        }
        let trump = match obj.get("trump") {
            None | Some(Value::Null) => None,
            Some(t) => Some(
                t.as_str()
                    .filter(|t| t.chars().count() == 1)
                    .and_then(|t| Suit::from_letter(t.chars().next()?))
                    .ok_or_else(|| err(Problem::Wrong { what: Wrong::Trump, value: Shown::of(t) }))?,
            ),
        };
        let mut events = vec![];
        match obj.get("events") {
            None | Some(Value::Null) => {}
            Some(Value::Array(list)) => {
                for (j, e) in list.iter().enumerate() {
                    match RecordEvent::read(e) {
                        Ok(event) => events.push(event),
                        Err(problem) => {
                            let bad = RecordError { deal: Some(number), event: Some(j + 1), seat: None, problem };
                            return Ok((DealRecord { dealer, hands, trump, events }, Some(bad)));
                        }
                    }
                }
            }
            Some(_) => return Err(shape(Shape::EventsNotAList)),
        }
        Ok((DealRecord { dealer, hands, trump, events }, None))
    }
}

impl RecordEvent {
    /// An event's code: a card (either case) or an announcement.
    fn read(value: &Value) -> Result<RecordEvent, Problem> {
        let code = value.as_str().ok_or(Problem::Shape(Shape::EventNotText))?;
        if let Some(a) = Announcement::parse(code) {
            return Ok(RecordEvent::Announce(a));
        }
        Card::parse(code)
            .map(RecordEvent::Play)
            .ok_or_else(|| Problem::Wrong { what: Wrong::Event, value: Shown::text(code) })
    }
}
