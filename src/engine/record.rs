//! Match records: the JSON exchange format of `shared/record-format.md` ("this game's PGN").
//!
//! Reading is done by hand over `serde_json::Value` so that every refusal names the deal,
//! event and seat and says what was wrong; hostile input gets an error, never a panic.

use super::announcement::Announcement;
use super::card::{Card, CardSet, Suit};
use super::deal::{Action, Deal, Event};
use super::game::Match;
use super::rules::{Direction, Rules, StannerRule, START_DASHES_RANGE};
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

/// Where a record is wrong and why. Positions are 1-based, as people count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub deal: Option<usize>,
    pub event: Option<usize>,
    pub seat: Option<Seat>,
    pub message: String,
}

impl RecordError {
    fn general(message: impl Into<String>) -> RecordError {
        RecordError { deal: None, event: None, seat: None, message: message.into() }
    }

    fn at_deal(deal: usize, message: impl Into<String>) -> RecordError {
        RecordError { deal: Some(deal), event: None, seat: None, message: message.into() }
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
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", parts.join(", "), self.message)
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
                "start_dashes": self.rules.start_dashes,
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
    /// for the rules of play.
    pub fn parse(text: &str) -> Result<MatchRecord, RecordError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| RecordError::general(format!("not valid JSON: {e}")))?;
        MatchRecord::from_json(&value)
    }

    pub fn from_json(value: &Value) -> Result<MatchRecord, RecordError> {
        let doc = value.as_object().ok_or_else(|| RecordError::general("a match record is a JSON object"))?;
        match doc.get("format") {
            Some(Value::String(f)) if f == FORMAT => {}
            Some(other) => {
                return Err(RecordError::general(format!("\"format\" must be \"{FORMAT}\", not {}", shown(other))))
            }
            None => return Err(RecordError::general(format!("\"format\": \"{FORMAT}\" is missing"))),
        }
        match doc.get("version") {
            Some(v) if v.as_u64() == Some(VERSION) => {}
            Some(other) => {
                return Err(RecordError::general(format!("version {} is not supported (only {VERSION})", shown(other))))
            }
            None => return Err(RecordError::general("\"version\" is missing")),
        }
        let rules = match doc.get("rules") {
            None | Some(Value::Null) => Rules::default(),
            Some(Value::Object(map)) => parse_rules(map)?,
            Some(_) => return Err(RecordError::general("\"rules\" must be an object")),
        };
        let deals = match doc.get("deals") {
            Some(Value::Array(deals)) => deals,
            Some(_) => return Err(RecordError::general("\"deals\" must be an array")),
            None => return Err(RecordError::general("\"deals\" is missing")),
        };
        let deals = deals
            .iter()
            .enumerate()
            .map(|(i, d)| DealRecord::from_json(i + 1, d))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(MatchRecord { rules, deals })
    }

    /// Replays the record under the rules, checking every deal and event.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let mut game = Match::new(self.rules);
        let mut summaries = vec![];
        let n = self.deals.len();
        for (i, rec) in self.deals.iter().enumerate() {
            let number = i + 1;
            if let Some(winner) = game.winner() {
                return Err(RecordError::at_deal(
                    number,
                    format!("the match was already won by team {winner} after deal {i}"),
                ));
            }
            game.start_deal(rec.dealer, rec.hands).map_err(|e| RecordError::at_deal(number, e.to_string()))?;
            let forehand = rec.dealer.next();
            match rec.trump {
                Some(suit) => game.apply(Action::NameTrump(suit)).expect("a new deal takes a trump"),
                None if number == n && rec.events.is_empty() => {}
                None => {
                    return Err(RecordError {
                        deal: Some(number),
                        event: None,
                        seat: Some(forehand),
                        message: "\"trump\" is missing".into(),
                    })
                }
            }
            for (j, ev) in rec.events.iter().enumerate() {
                let seat = game.current().and_then(Deal::to_act);
                let Some(seat) = seat else {
                    return Err(RecordError {
                        deal: Some(number),
                        event: Some(j + 1),
                        seat: None,
                        message: format!("{} comes after the deal's 24th card", ev.code()),
                    });
                };
                game.apply(ev.action()).map_err(|e| RecordError {
                    deal: Some(number),
                    event: Some(j + 1),
                    seat: Some(seat),
                    message: e.to_string(),
                })?;
            }
            match game.current() {
                Some(deal) if number < n => {
                    return Err(RecordError::at_deal(
                        number,
                        format!(
                            "the deal is incomplete ({} of 24 cards played) but another deal follows",
                            deal.played_cards().len()
                        ),
                    ));
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

/// Reads, checks and replays a record in one step.
pub fn check(text: &str) -> Result<Replay, RecordError> {
    MatchRecord::parse(text)?.replay()
}

fn parse_rules(map: &Map<String, Value>) -> Result<Rules, RecordError> {
    let mut rules = Rules::default();
    for (key, value) in map {
        let bad = || RecordError::general(format!("unknown rules value {key}: {}", shown(value)));
        match key.as_str() {
            "direction" => {
                rules.direction = match value.as_str() {
                    Some("clockwise") => Direction::Clockwise,
                    Some("anticlockwise") => Direction::Anticlockwise,
                    _ => return Err(bad()),
                }
            }
            "start_dashes" => {
                rules.start_dashes = value
                    .as_u64()
                    .and_then(|n| u8::try_from(n).ok())
                    .filter(|n| START_DASHES_RANGE.contains(n))
                    .ok_or_else(|| RecordError::general(format!("unknown rules value start_dashes: {} (1–99)", shown(value))))?
            }
            "stanner" => {
                rules.stanner = match value.as_str() {
                    Some("carry") => StannerRule::Carry,
                    Some("w") => StannerRule::W,
                    Some("simple") => StannerRule::Simple,
                    _ => return Err(bad()),
                }
            }
            _ => return Err(RecordError::general(format!("unknown rules key \"{key}\""))),
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

    fn from_json(number: usize, value: &Value) -> Result<DealRecord, RecordError> {
        let err = |m: String| RecordError::at_deal(number, m);
        let obj = value.as_object().ok_or_else(|| err("a deal must be an object".into()))?;
        let dealer = obj
            .get("dealer")
            .ok_or_else(|| err("\"dealer\" is missing".into()))?
            .as_u64()
            .and_then(|d| Seat::new(d.min(99) as usize))
            .ok_or_else(|| err("\"dealer\" must be a seat 0–3".into()))?;
        let hands_value = obj.get("hands").ok_or_else(|| err("\"hands\" is missing".into()))?;
        let hands_list = hands_value
            .as_array()
            .filter(|a| a.len() == 4)
            .ok_or_else(|| err("\"hands\" must be a list of 4 hands, seat 0 first".into()))?;
        let mut hands = [[Card::new(Suit::Spades, super::card::Rank::Nine); 6]; 4];
        let mut seen = CardSet::EMPTY;
        for (s, h) in hands_list.iter().enumerate() {
            let text = h.as_str().ok_or_else(|| err(format!("hand of seat {s} must be a string of 6 cards")))?;
            let codes: Vec<&str> = text.split_whitespace().collect();
            if codes.len() != 6 {
                return Err(err(format!("hand of seat {s} has {} cards, not 6", codes.len().min(1000))));
            }
            for (k, code) in codes.iter().enumerate() {
                let card = Card::parse(code).ok_or_else(|| err(format!("hand of seat {s}: {} is not a card", clip(code))))?;
                if seen.contains(card) {
                    return Err(err(format!("hand of seat {s}: {} is dealt twice", card.code())));
                }
                seen.insert(card);
                hands[s][k] = card;
            }
        }
        let trump = match obj.get("trump") {
            None | Some(Value::Null) => None,
            Some(Value::String(t)) if t.chars().count() == 1 => {
                Some(Suit::from_letter(t.chars().next().expect("one char")).ok_or_else(|| {
                    err(format!("\"trump\" must be one of S H D C, not {}", clip(t)))
                })?)
            }
            Some(other) => return Err(err(format!("\"trump\" must be one of S H D C, not {}", shown(other)))),
        };
        let events = match obj.get("events") {
            None | Some(Value::Null) => vec![],
            Some(Value::Array(list)) => list
                .iter()
                .enumerate()
                .map(|(j, e)| {
                    let at = |m: String| RecordError { deal: Some(number), event: Some(j + 1), seat: None, message: m };
                    let code = e.as_str().ok_or_else(|| at("an event must be a card code or an announcement".into()))?;
                    if let Some(a) = Announcement::parse(code) {
                        return Ok(RecordEvent::Announce(a));
                    }
                    Card::parse(code)
                        .map(RecordEvent::Play)
                        .ok_or_else(|| at(format!("{} is neither a card nor an announcement", clip(code))))
                })
                .collect::<Result<Vec<_>, _>>()?,
            Some(_) => return Err(err("\"events\" must be a list".into())),
        };
        Ok(DealRecord { dealer, hands, trump, events })
    }
}

/// A JSON value as an error message shows it: a string clipped as [`clip`] does, a
/// number, `true`, `false` or `null` as written, a list or an object by its kind (never
/// a whole object in a message; and the page needs no float formatting for it).
fn shown(v: &Value) -> String {
    match v {
        Value::String(s) => clip(s),
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.to_string(),
            (_, Some(u)) => u.to_string(),
            _ => "a decimal number".into(),
        },
        Value::Bool(b) => b.to_string(),
        Value::Null => "null".into(),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// Quotes a piece of untrusted input, cut short so messages stay readable.
fn clip(s: &str) -> String {
    let short: String = s.chars().take(24).collect();
    if short.len() < s.len() {
        format!("\"{short}…\"")
    } else {
        format!("\"{short}\"")
    }
}
