//! Match records: the JSON exchange format of `docs/mueller-matz-record.md`. A record holds
//! the rules and, per game, the dealer, the whole shuffled pack and every action in order,
//! each by the seat whose turn it is; replaying it rebuilds the match exactly, an
//! unfinished last game included, so a saved match resumes where it stopped.
//!
//! Reading is done by hand over `serde_json::Value` so that every refusal names the game,
//! event and seat and says what was wrong; hostile input gets an error, never a panic.

use crate::action::Action;
use crate::error::RuleError;
use crate::json::Whole;
use crate::rules::{
    Answer, Dealing, GiveUp, LastHand, Rules, RulesError, Scoring, Sleep, TurnedCard,
    DEFAULT_MATZ_TARGET, DEFAULT_PLACE_POINT_GAMES,
};
use crate::series::Match;
use crate::table::Life;
use cards::{Card, Seat};
use serde_json::{json, Map, Value};
use std::fmt;

pub const FORMAT: &str = "mueller-matz";
pub const VERSION: u64 = 1;

/// One game of a record: who dealt, the pack in dealing order, the actions in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub dealer: Seat,
    pub pack: Vec<Card>,
    pub events: Vec<Action>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord {
    pub rules: Rules,
    pub games: Vec<GameRecord>,
}

/// Where a record is wrong and what is wrong. Positions are 1-based, as people count;
/// seats are the record's numbers. For an event, the seat is the one whose turn it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub game: Option<usize>,
    pub event: Option<usize>,
    pub seat: Option<Seat>,
    pub problem: Problem,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The text is not JSON: where the reader stopped and its own (English) words.
    NotJson {
        line: usize,
        column: usize,
        detail: String,
    },
    /// The document is not a JSON object.
    NotAnObject,
    /// A key the format requires is missing.
    Missing(&'static str),
    /// A part is not of its kind (`what` says what it must be).
    NotOfKind {
        key: &'static str,
        what: &'static str,
    },
    /// `format` is not `mueller-matz`.
    Format(Shown),
    /// A version this reader does not know.
    Version(Shown),
    /// A key the rules do not have, or one that does not go with the scoring chosen.
    RulesKey(Shown),
    /// A rules value the format does not allow.
    RulesValue { key: &'static str, value: Shown },
    /// The rules refuse the table size or a number.
    Rules(RulesError),
    /// `dealer` is not a seat of the table.
    Dealer(Shown),
    /// A code in the pack that is no card.
    PackCard(Shown),
    /// An event that is no action.
    Event(Shown),
    /// The rules refuse the game's pack or dealer, or the event.
    Rule(RuleError),
    /// An event after the game was over.
    AfterEnd { event: String, loser: Seat },
    /// The game stops after `events` events, unfinished, yet another game follows.
    Incomplete { events: usize },
    /// A game after the match was over (after game `after`).
    MatchOver { after: usize },
}

pub use game::json::Shown;

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NotJson { detail, .. } => write!(f, "not valid JSON: {detail}"),
            Problem::NotAnObject => write!(f, "a match record is a JSON object"),
            Problem::Missing(key) => write!(f, "\"{key}\" is missing"),
            Problem::NotOfKind { key, what } => write!(f, "\"{key}\" must be {what}"),
            Problem::Format(v) => write!(f, "\"format\" must be \"{FORMAT}\", not {v}"),
            Problem::Version(v) => write!(f, "version {v} is not supported (only {VERSION})"),
            Problem::RulesKey(k) => {
                write!(f, "the rules have no key {k} (or not with this scoring)")
            }
            Problem::RulesValue { key, value } => write!(f, "unknown rules value {key}: {value}"),
            Problem::Rules(e) => write!(f, "{e}"),
            Problem::Dealer(v) => write!(f, "\"dealer\" must be a seat of the table, not {v}"),
            Problem::PackCard(v) => write!(f, "the pack holds {v}, which is not a card"),
            Problem::Event(v) => write!(
                f,
                "{v} is not an action (a card, pickup, giveup, sleep CARDS or exchange CARD)"
            ),
            Problem::Rule(e) => write!(f, "{e}"),
            Problem::AfterEnd { event, loser } => {
                write!(
                    f,
                    "{event} comes after the end of the game (seat {loser} lost it)"
                )
            }
            Problem::Incomplete { events } => {
                write!(
                    f,
                    "the game is unfinished after {events} events, but another game follows"
                )
            }
            Problem::MatchOver { after } => {
                write!(f, "the match was already over after game {after}")
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = vec![];
        if let Some(g) = self.game {
            parts.push(format!("game {g}"));
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

impl std::error::Error for RecordError {}

impl RecordError {
    fn general(problem: Problem) -> RecordError {
        RecordError {
            game: None,
            event: None,
            seat: None,
            problem,
        }
    }

    fn at_game(game: usize, problem: Problem) -> RecordError {
        RecordError {
            game: Some(game),
            event: None,
            seat: None,
            problem,
        }
    }
}

/// How a game ended (or that it has not).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// One player was left holding cards (or nobody, §5.4).
    Shed,
    /// The repetition guard ended it at this event (1-based), in this life.
    Repetition {
        event: usize,
        life: Life,
    },
    Unfinished,
}

/// The replay summary of one game (the `--json` output's `games[i]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    pub dealer: Seat,
    /// Finishers of the first life in order, then the last holder once that life is over.
    pub first_life_order: Vec<Seat>,
    /// Seats in place order so far (complete when the game is over).
    pub places: Vec<Seat>,
    pub loser: Option<Seat>,
    /// The tally after the game (before it, for an unfinished game).
    pub tally: Vec<u32>,
    pub match_over: bool,
    pub end: End,
    pub events: usize,
}

/// A checked record: the match it replays to, and a summary per game.
#[derive(Clone, Debug)]
pub struct Replay {
    pub game: Match,
    pub games: Vec<GameSummary>,
}

fn seats(s: &[Seat]) -> Vec<usize> {
    s.iter().map(|s| s.index()).collect()
}

impl Replay {
    /// The summary JSON of `docs/mueller-matz-record.md` (`konter replay --json`).
    pub fn summary_json(&self) -> Value {
        let games: Vec<Value> = self
            .games
            .iter()
            .map(|g| {
                let (end, repetition) = match g.end {
                    End::Shed => ("shed", Value::Null),
                    End::Repetition { event, life } => (
                        "repetition",
                        json!({ "event": event, "life": if life == Life::First { "first" } else { "second" } }),
                    ),
                    End::Unfinished => ("unfinished", Value::Null),
                };
                json!({
                    "dealer": g.dealer.index(),
                    "first_life_order": seats(&g.first_life_order),
                    "places": seats(&g.places),
                    "loser": g.loser.map(|s| s.index()),
                    "tally": g.tally,
                    "match_over": g.match_over,
                    "end": end,
                    "repetition": repetition,
                })
            })
            .collect();
        json!({
            "games": games,
            "match_over": self.game.is_over(),
            "match_loser": self.game.match_loser().map(|s| s.index()),
            "standings": seats(&self.game.standings()),
        })
    }

    /// A summary for people, a few lines per game.
    pub fn summary_text(&self) -> String {
        let names = |s: &[Seat]| {
            s.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut out = String::new();
        for (i, g) in self.games.iter().enumerate() {
            out += &format!(
                "Game {}: dealer seat {}, {} events\n",
                i + 1,
                g.dealer,
                g.events
            );
            out += &format!(
                "  first life finished in the order: {}\n",
                names(&g.first_life_order)
            );
            out += &format!("  places: {}\n", names(&g.places));
            match (g.end, g.loser) {
                (End::Repetition { event, life }, Some(l)) => {
                    let life = if life == Life::First {
                        "first"
                    } else {
                        "second"
                    };
                    out += &format!(
                        "  ended by the repetition guard at event {event} ({life} life); seat {l} loses\n"
                    )
                }
                (_, Some(l)) => out += &format!("  seat {l} loses\n"),
                _ => out += "  unfinished\n",
            }
            out += &format!(
                "  tally: {}\n",
                g.tally
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        match self.game.match_loser() {
            Some(l) => out += &format!("The match is over: seat {l} loses it.\n"),
            None => out += "The match goes on.\n",
        }
        out
    }
}

impl MatchRecord {
    /// The record of a match, complete or in progress.
    pub fn from_match(m: &Match) -> MatchRecord {
        let of = |g: &crate::game::Game| GameRecord {
            dealer: g.dealer(),
            pack: g.pack().to_vec(),
            events: g.actions().iter().map(|&(_, a)| a).collect(),
        };
        let mut games: Vec<GameRecord> = m.history().iter().map(|p| of(&p.game)).collect();
        games.extend(m.current().map(of));
        MatchRecord {
            rules: *m.rules(),
            games,
        }
    }

    pub fn to_json(&self) -> Value {
        let games: Vec<Value> = self
            .games
            .iter()
            .map(|g| {
                json!({
                    "dealer": g.dealer.index(),
                    "pack": g.pack.iter().map(|c| c.code()).collect::<Vec<_>>().join(" "),
                    "events": g.events.iter().map(Action::code).collect::<Vec<_>>(),
                })
            })
            .collect();
        json!({ "format": FORMAT, "version": VERSION, "rules": rules_json(&self.rules), "games": games })
    }

    /// Pretty JSON text, as exported.
    pub fn to_json_string(&self) -> String {
        serde_json::to_string_pretty(&Whole(&self.to_json())).expect("a JSON value always prints")
    }

    /// Compact JSON text, for saves.
    pub fn to_json_compact(&self) -> String {
        serde_json::to_string(&Whole(&self.to_json())).expect("a JSON value always prints")
    }

    /// Reads a record's shape (JSON, format, version, rules, packs, action codes); see
    /// [`MatchRecord::replay`] for the rules of play and [`check`] for both at once.
    pub fn parse(text: &str) -> Result<MatchRecord, RecordError> {
        match read(&json_of(text)?)? {
            (record, None) => Ok(record),
            (_, Some(bad_event)) => Err(bad_event),
        }
    }

    /// Replays the record under its rules, checking every game and event.
    pub fn replay(&self) -> Result<Replay, RecordError> {
        let mut m = Match::new(self.rules);
        let mut summaries = vec![];
        let count = self.games.len();
        for (i, rec) in self.games.iter().enumerate() {
            let number = i + 1;
            if m.is_over() {
                return Err(RecordError::at_game(
                    number,
                    Problem::MatchOver { after: i },
                ));
            }
            let tally_before = m.tally().to_vec();
            m.start_game(rec.dealer, rec.pack.clone())
                .map_err(|e| RecordError::at_game(number, Problem::Rule(e)))?;
            let mut repetition = None;
            for (j, &action) in rec.events.iter().enumerate() {
                let at = |seat, problem| RecordError {
                    game: Some(number),
                    event: Some(j + 1),
                    seat,
                    problem,
                };
                let Some(game) = m.current() else {
                    let last = &m.history().last().expect("just finished").game;
                    let loser = last.table().loser().expect("over");
                    return Err(at(
                        None,
                        Problem::AfterEnd {
                            event: action.code(),
                            loser,
                        },
                    ));
                };
                let seat = game.to_act().expect("a game in play has a player to act");
                m.apply(seat, action)
                    .map_err(|e| at(Some(seat), Problem::Rule(e)))?;
                if m.current().is_none() {
                    let t = m.history().last().expect("just finished").game.table();
                    if t.ended_by_repetition() {
                        repetition = Some(End::Repetition {
                            event: j + 1,
                            life: t.life(),
                        });
                    }
                }
            }
            summaries.push(match m.current() {
                Some(game) if number < count => {
                    return Err(RecordError::at_game(
                        number,
                        Problem::Incomplete {
                            events: game.actions().len(),
                        },
                    ));
                }
                Some(game) => {
                    let t = game.table();
                    GameSummary {
                        dealer: game.dealer(),
                        first_life_order: first_life_order(t),
                        places: t.places().to_vec(),
                        loser: None,
                        tally: tally_before,
                        match_over: false,
                        end: End::Unfinished,
                        events: game.actions().len(),
                    }
                }
                None => {
                    let played = m.history().last().expect("just finished");
                    let t = played.game.table();
                    GameSummary {
                        dealer: played.game.dealer(),
                        first_life_order: first_life_order(t),
                        places: t.places().to_vec(),
                        loser: t.loser(),
                        tally: played.tally_after.clone(),
                        match_over: m.is_over(),
                        end: repetition.unwrap_or(End::Shed),
                        events: played.game.actions().len(),
                    }
                }
            });
        }
        Ok(Replay {
            game: m,
            games: summaries,
        })
    }
}

fn first_life_order(t: &crate::table::Table) -> Vec<Seat> {
    match t.life() {
        Life::Second => t.first_life_order().to_vec(),
        Life::First => t.finished().to_vec(),
    }
}

/// Reads, checks and replays a record in one step. Every error about an event names the
/// seat whose turn it was, also for an event that is no action: the record up to that
/// event is replayed to find it (and an error in that part comes first).
pub fn check(text: &str) -> Result<Replay, RecordError> {
    let (record, bad_event) = read(&json_of(text)?)?;
    let replay = record.replay()?;
    match bad_event {
        None => Ok(replay),
        Some(e) => {
            let seat = replay.game.current().and_then(|g| g.to_act());
            Err(RecordError { seat, ..e })
        }
    }
}

/// A saved match, ready to play on: [`check`]'s match.
pub fn load(text: &str) -> Result<Match, RecordError> {
    check(text).map(|r| r.game)
}

/// Whether `text` is a JSON object that says it is a Müller Matz record (its `"format"`,
/// read by the one sniffer every game shares).
pub fn is_mueller_matz(text: &str) -> bool {
    ::game::record::is_format(text, FORMAT)
}

fn json_of(text: &str) -> Result<Value, RecordError> {
    serde_json::from_str(text).map_err(|e| {
        RecordError::general(Problem::NotJson {
            line: e.line(),
            column: e.column(),
            detail: e.to_string(),
        })
    })
}

fn rules_json(r: &Rules) -> Value {
    let mut m = Map::new();
    m.insert("players".into(), json!(r.players()));
    m.insert("turned_card".into(), json!(code_of(TURNED, r.turned_card)));
    m.insert("answer".into(), json!(code_of(ANSWER, r.answer)));
    m.insert("give_up".into(), json!(code_of(GIVE_UP, r.give_up)));
    m.insert("sleep".into(), json!(code_of(SLEEP, r.sleep)));
    m.insert("last_hand".into(), json!(code_of(LAST_HAND, r.last_hand)));
    m.insert("dealing".into(), json!(code_of(DEALING, r.dealing)));
    match r.scoring {
        Scoring::Matz { target } => {
            m.insert("scoring".into(), json!("matz"));
            m.insert("target".into(), json!(target));
        }
        Scoring::PlacePoints { games } => {
            m.insert("scoring".into(), json!("place_points"));
            m.insert("games".into(), json!(games));
        }
    }
    Value::Object(m)
}

/// The record's codes of each variant, default first.
const TURNED: &[(&str, TurnedCard)] = &[
    ("drawn", TurnedCard::Drawn),
    ("out_of_play", TurnedCard::OutOfPlay),
];
const ANSWER: &[(&str, Answer)] = &[("any", Answer::Any), ("strict", Answer::Strict)];
const GIVE_UP: &[(&str, GiveUp)] = &[
    ("out_of_play", GiveUp::OutOfPlay),
    ("leader_reserve", GiveUp::LeaderReserve),
];
const SLEEP: &[(&str, Sleep)] = &[
    ("whole_hand", Sleep::WholeHand),
    ("any_three", Sleep::AnyThree),
];
const LAST_HAND: &[(&str, LastHand)] = &[
    ("joins", LastHand::Joins),
    ("out_of_play", LastHand::OutOfPlay),
];
const DEALING: &[(&str, Dealing)] = &[("loser", Dealing::Loser), ("left", Dealing::Left)];

/// The rules in a few characters, for a shared game's link: the number of players, then
/// each variant as its place in its table above (turned card, answer, give up, sleep, last
/// hand, dealing: `0` the rule book's default), then the scoring (`m` and the target Matz
/// points, or `p` and the number of games): `"4000000m3"`.
pub fn rules_code(r: &Rules) -> String {
    fn place<T: PartialEq + Copy>(table: &[(&str, T)], value: T) -> usize {
        table.iter().position(|(_, v)| *v == value).unwrap_or(0)
    }
    let variants = [
        place(TURNED, r.turned_card),
        place(ANSWER, r.answer),
        place(GIVE_UP, r.give_up),
        place(SLEEP, r.sleep),
        place(LAST_HAND, r.last_hand),
        place(DEALING, r.dealing),
    ];
    let scoring = match r.scoring {
        Scoring::Matz { target } => format!("m{target}"),
        Scoring::PlacePoints { games } => format!("p{games}"),
    };
    let digits: String = variants.iter().map(|v| char::from(b'0' + *v as u8)).collect();
    format!("{}{digits}{scoring}", r.players())
}

/// Reads [`rules_code`]'s text; `None` for anything it does not write.
pub fn rules_from_code(code: &str) -> Option<Rules> {
    fn pick<T: Copy>(table: &[(&str, T)], digit: u8) -> Option<T> {
        table.get(usize::from(digit.checked_sub(b'0')?)).map(|(_, v)| *v)
    }
    let b = code.as_bytes();
    if b.len() < 9 || !b[0].is_ascii_digit() {
        return None;
    }
    let mut rules = Rules::new(usize::from(b[0] - b'0')).ok()?;
    rules.turned_card = pick(TURNED, b[1])?;
    rules.answer = pick(ANSWER, b[2])?;
    rules.give_up = pick(GIVE_UP, b[3])?;
    rules.sleep = pick(SLEEP, b[4])?;
    rules.last_hand = pick(LAST_HAND, b[5])?;
    rules.dealing = pick(DEALING, b[6])?;
    // Byte 7 is ASCII here, so the text after it starts on a character's boundary.
    let matz = match b[7] {
        b'm' => true,
        b'p' => false,
        _ => return None,
    };
    let number = &code[8..];
    if number.len() > 2 || !number.bytes().all(|d| d.is_ascii_digit()) || number.starts_with('0') {
        return None;
    }
    let n: u8 = number.parse().ok()?;
    rules.scoring = if matz { Scoring::matz(n).ok()? } else { Scoring::place_points(n).ok()? };
    Some(rules)
}

fn code_of<T: PartialEq + Copy>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|(_, v)| *v == value)
        .map_or("", |(c, _)| c)
}

fn parse_rules(value: Option<&Value>) -> Result<Rules, RecordError> {
    let err = |p| RecordError::general(p);
    let map = match value {
        None => return Err(err(Problem::Missing("rules"))),
        Some(Value::Object(map)) => map,
        Some(_) => {
            return Err(err(Problem::NotOfKind {
                key: "rules",
                what: "an object",
            }))
        }
    };
    let players = map
        .get("players")
        .ok_or(err(Problem::Missing("players")))?
        .as_u64()
        .ok_or(err(Problem::NotOfKind {
            key: "players",
            what: "a whole number 2–8",
        }))?;
    let mut rules = Rules::new(players.min(1000) as usize).map_err(|e| err(Problem::Rules(e)))?;
    fn pick<T: Copy>(
        table: &[(&'static str, T)],
        key: &'static str,
        v: &Value,
    ) -> Result<T, RecordError> {
        v.as_str()
            .and_then(|s| table.iter().find(|(c, _)| *c == s))
            .map(|(_, t)| *t)
            .ok_or_else(|| {
                RecordError::general(Problem::RulesValue {
                    key,
                    value: Shown::of(v),
                })
            })
    }
    let scoring = match map.get("scoring") {
        None => "matz",
        Some(v) => match v.as_str() {
            Some(s @ ("matz" | "place_points")) => s,
            _ => {
                return Err(err(Problem::RulesValue {
                    key: "scoring",
                    value: Shown::of(v),
                }))
            }
        },
    };
    let number = |key: &'static str, default: u8| -> Result<u8, RecordError> {
        match map.get(key) {
            None => Ok(default),
            Some(v) => v
                .as_u64()
                .and_then(|n| u8::try_from(n).ok())
                .ok_or_else(|| {
                    err(Problem::RulesValue {
                        key,
                        value: Shown::of(v),
                    })
                }),
        }
    };
    for (key, v) in map {
        match key.as_str() {
            "players" | "scoring" => {}
            "turned_card" => rules.turned_card = pick(TURNED, "turned_card", v)?,
            "answer" => rules.answer = pick(ANSWER, "answer", v)?,
            "give_up" => rules.give_up = pick(GIVE_UP, "give_up", v)?,
            "sleep" => rules.sleep = pick(SLEEP, "sleep", v)?,
            "last_hand" => rules.last_hand = pick(LAST_HAND, "last_hand", v)?,
            "dealing" => rules.dealing = pick(DEALING, "dealing", v)?,
            "target" if scoring == "matz" => {}
            "games" if scoring == "place_points" => {}
            _ => return Err(err(Problem::RulesKey(Shown::text(key)))),
        }
    }
    rules.scoring = if scoring == "matz" {
        Scoring::matz(number("target", DEFAULT_MATZ_TARGET)?)
    } else {
        Scoring::place_points(number("games", DEFAULT_PLACE_POINT_GAMES)?)
    }
    .map_err(|e| err(Problem::Rules(e)))?;
    Ok(rules)
}

/// Reads a record as far as its first event that is no action: the record up to that
/// event (its game last) and the event's error (game and event; the seat shows in play).
/// Any other error is `Err`.
fn read(value: &Value) -> Result<(MatchRecord, Option<RecordError>), RecordError> {
    let err = RecordError::general;
    let doc = value.as_object().ok_or(err(Problem::NotAnObject))?;
    match doc.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        Some(other) => return Err(err(Problem::Format(Shown::of(other)))),
        None => return Err(err(Problem::Missing("format"))),
    }
    match doc.get("version") {
        Some(v) if v.as_u64() == Some(VERSION) => {}
        Some(other) => return Err(err(Problem::Version(Shown::of(other)))),
        None => return Err(err(Problem::Missing("version"))),
    }
    let rules = parse_rules(doc.get("rules"))?;
    let games = match doc.get("games") {
        Some(Value::Array(games)) => games,
        Some(_) => {
            return Err(err(Problem::NotOfKind {
                key: "games",
                what: "a list",
            }))
        }
        None => return Err(err(Problem::Missing("games"))),
    };
    let mut record = MatchRecord {
        rules,
        games: vec![],
    };
    for (i, g) in games.iter().enumerate() {
        let (game, bad_event) = read_game(&rules, i + 1, g)?;
        record.games.push(game);
        if bad_event.is_some() {
            return Ok((record, bad_event));
        }
    }
    Ok((record, None))
}

/// Reads game `number` as far as its first event that is no action.
fn read_game(
    rules: &Rules,
    number: usize,
    value: &Value,
) -> Result<(GameRecord, Option<RecordError>), RecordError> {
    let err = |p| RecordError::at_game(number, p);
    let obj = value.as_object().ok_or(err(Problem::NotOfKind {
        key: "games",
        what: "a list of objects",
    }))?;
    let dealer_value = obj.get("dealer").ok_or(err(Problem::Missing("dealer")))?;
    let dealer = dealer_value
        .as_u64()
        .and_then(|d| Seat::at(d.min(99) as usize, rules.players()))
        .ok_or(err(Problem::Dealer(Shown::of(dealer_value))))?;
    let pack_text = match obj.get("pack") {
        Some(Value::String(s)) => s,
        Some(_) => {
            return Err(err(Problem::NotOfKind {
                key: "pack",
                what: "a string of card codes",
            }))
        }
        None => return Err(err(Problem::Missing("pack"))),
    };
    let mut pack = vec![];
    for code in pack_text.split_whitespace().take(1000) {
        pack.push(Card::parse(code).ok_or(err(Problem::PackCard(Shown::text(code))))?);
    }
    let mut events = vec![];
    match obj.get("events") {
        None | Some(Value::Null) => {}
        Some(Value::Array(list)) => {
            for (j, e) in list.iter().enumerate() {
                match e.as_str().and_then(Action::parse) {
                    Some(a) => events.push(a),
                    None => {
                        let bad = RecordError {
                            game: Some(number),
                            event: Some(j + 1),
                            seat: None,
                            problem: Problem::Event(Shown::of(e)),
                        };
                        return Ok((
                            GameRecord {
                                dealer,
                                pack,
                                events,
                            },
                            Some(bad),
                        ));
                    }
                }
            }
        }
        Some(_) => {
            return Err(err(Problem::NotOfKind {
                key: "events",
                what: "a list",
            }))
        }
    }
    Ok((
        GameRecord {
            dealer,
            pack,
            events,
        },
        None,
    ))
}
