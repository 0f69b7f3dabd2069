//! The messages between the page and the bot worker (a Web Worker running the bots off
//! the main thread, so the page never blocks while a bot thinks).
//!
//! A request carries what the seat knows ([`MatchKnowledge`]: its own cards as seen, trump,
//! the public events, the match's public state), the level and the seed; the other hands
//! never leave the page. The worker draws the seat's view from it and answers the bot's
//! typed `Result<Action, BotError>`. Requests and answers are serde-derived JSON text, so
//! the protocol is plain data and tested natively.

use crate::bot::{self, Level};
use crate::engine::record::MatchRecord;
use crate::engine::{Action, Announcement, Card, MatchContext, MatchKnowledge, SeatView, Suit};
use game::BotError;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The worker's first message: it can take requests now. (A message posted to a worker
/// before its wasm has loaded and set its handler is lost, so the page waits for this.)
pub const READY: &str = "ready";

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotRequest {
    /// Matches the answer to its request.
    pub id: u64,
    /// What the seat to decide for knows.
    pub knows: MatchKnowledge,
    pub level: Level,
    pub seed: u64,
    /// Also estimate the seat's team's chance to win the deal (for the hint).
    #[serde(default)]
    pub estimate: bool,
}

/// What the worker answers: the bot's action, or why it could not decide.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotAnswer {
    pub id: u64,
    #[serde(deserialize_with = "action_or_why")]
    pub action: Result<Action, BotError>,
    /// The estimated chance (0–1) that the seat's team wins the deal, when asked for.
    #[serde(default)]
    pub chance: Option<f64>,
}

/// Reads the answer's action. The page goes on alike whatever kept a bot from deciding,
/// so it reads no reason (a reader of each would be page download for nothing).
fn action_or_why<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Result<Action, BotError>, D::Error> {
    let read = Result::<Action, serde::de::IgnoredAny>::deserialize(d)?;
    Ok(read.map_err(|_| BotError::Inconsistent("the bot could not decide".into())))
}

/// An action as text: `trump:H`, `announce:matt`, `play:QS` (the lessons' saved progress).
pub fn action_code(action: Action) -> String {
    match action {
        Action::NameTrump(s) => format!("trump:{}", s.letter()),
        Action::Announce(a) => format!("announce:{}", a.code()),
        Action::Play(c) => format!("play:{}", c.code()),
    }
}

/// Reads an action written by [`action_code`].
pub fn parse_action(code: &str) -> Option<Action> {
    let (kind, arg) = code.split_once(':')?;
    match kind {
        "trump" => {
            let mut chars = arg.chars();
            let suit = Suit::from_letter(chars.next()?)?;
            chars.next().is_none().then_some(Action::NameTrump(suit))
        }
        "announce" => Announcement::parse(arg).map(Action::Announce),
        "play" => Card::parse(arg).map(Action::Play),
        _ => None,
    }
}

/// How long (ms) the worker lets the Hard bot start new worlds for one decision: past it,
/// the world being solved is finished and the bot plays with what it has. On this
/// project's machine the node budget ends nearly every decision sooner (p95 well below it,
/// see docs/bots.md); a slow phone plays with fewer worlds instead of freezing. The hint's win
/// chance has a budget of its own of the same length.
pub const HARD_BUDGET_MS: f64 = 120.0;

/// The chance that the seat's team wins the deal in play (a Stänner counts half), from
/// the Hard bot's solved worlds, solving no further world once `out_of_time()` says so;
/// None before trump is named.
pub fn win_chance_within(view: &SeatView, seed: u64, out_of_time: &dyn Fn() -> bool) -> Option<f64> {
    let k = bot::knowledge::Knowledge::of(view)?;
    let cfg = bot::hard::HardConfig::default();
    let p = bot::hard::estimate_outcomes_within(view, &k, &cfg, &mut crate::engine::shuffle::rng(seed), out_of_time);
    // Levels from the trump team's side: 0 no trick, 1 lost, 2 Stänner, 3 won, 4 every trick.
    let trump_wins = p[3] + p[4] + p[2] / 2.0;
    let ours = view.forehand.team() == view.seat.team();
    Some(if ours { trump_wins } else { 1.0 - trump_wins }.clamp(0.0, 1.0))
}

/// Answers a request: the bot's decision for the seat, from that seat's view only.
/// No clock: the node budget alone bounds the work (deterministic; native tests).
pub fn answer(request: &BotRequest) -> BotAnswer {
    answer_timed(request, &|| 0.0)
}

/// [`answer`] with a clock (`now()` in milliseconds, e.g. `performance.now()` in the
/// worker): the Hard bot starts no new world after [`HARD_BUDGET_MS`] (the decision and the
/// hint's estimate have a budget each), so a slow device degrades to fewer worlds.
pub fn answer_timed(request: &BotRequest, now: &dyn Fn() -> f64) -> BotAnswer {
    let view = match request.knows.view() {
        Ok(view) => view,
        Err(e) => return BotAnswer { id: request.id, action: Err(BotError::Inconsistent(e.to_string())), chance: None },
    };
    let (deal, context) = (&view.deal, &view.context);
    if deal.to_act != Some(deal.seat) {
        return BotAnswer { id: request.id, action: Err(BotError::NotMyTurn), chance: None };
    }
    let chance = if request.estimate {
        let deadline = now() + HARD_BUDGET_MS;
        win_chance_within(deal, request.seed, &|| now() > deadline)
    } else {
        None
    };
    let deadline = now() + HARD_BUDGET_MS;
    let cfg = bot::hard::HardConfig::default();
    let action = bot::decide_within(deal, context, request.level, request.seed, &cfg, &|| now() > deadline);
    BotAnswer { id: request.id, action: action.ok_or(BotError::NothingLegal), chance }
}

/// Reads the worker's answer on the page. Through a JSON value, which the page reads
/// records with anyway: a typed reader of text for this one type would be a second
/// JSON reader in the page's download.
pub fn parse_answer(text: &str) -> Option<BotAnswer> {
    serde_json::from_value(serde_json::from_str::<Value>(text).ok()?).ok()
}

/// Answers a request given as JSON text, as the worker receives it.
pub fn answer_text(text: &str) -> String {
    answer_text_timed(text, &|| 0.0)
}

/// [`answer_text`] with the worker's clock (see [`answer_timed`]).
pub fn answer_text_timed(text: &str, now: &dyn Fn() -> f64) -> String {
    let answer = match serde_json::from_str::<BotRequest>(text) {
        Ok(req) => answer_timed(&req, now),
        Err(e) => BotAnswer { id: 0, action: Err(BotError::Inconsistent(format!("not a bot request: {e}"))), chance: None },
    };
    serde_json::to_string(&answer).expect("an answer always prints")
}

// ── Deal review (the review screen of the extras module asks; see `konter_bots::review`) ──

/// Asks the worker to review one deal of a match: every card against perfect play, the
/// trump choice and the announcements. The worker answers with one [`ReviewProgress`] per
/// step as it goes, then one with the whole review; the page cancels by terminating the
/// worker it started for the review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Matches the answers to the request (and tells the request from a [`BotRequest`]).
    pub review: u64,
    /// The match, as exported.
    #[serde(serialize_with = "crate::engine::json::whole")]
    pub record: Value,
    /// The deal to review: its index among the match's deals (played ones first).
    pub deal: usize,
}

/// One answer to a [`ReviewRequest`]: the step just reviewed (`done` of `total`), or at the
/// end the whole review, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewProgress {
    pub review: u64,
    pub done: usize,
    pub total: usize,
    #[serde(default)]
    pub step: Option<bot::review::Step>,
    #[serde(default)]
    pub result: Option<bot::review::DealReview>,
    #[serde(default)]
    pub error: Option<String>,
}

/// The deal `index` of the match `record` with the match score it began at.
pub fn deal_to_review(record: &Value, index: usize) -> Result<(crate::engine::Deal, MatchContext), String> {
    let replay = MatchRecord::from_json(record).and_then(|r| r.replay()).map_err(|e| e.to_string())?;
    bot::review::match_deals(&replay.game).into_iter().nth(index).ok_or_else(|| format!("the match has no deal {}", index + 1))
}

/// Runs a review request given as JSON text, handing every answer (JSON text) to `post`
/// as it is ready. Returns false, posting nothing, when the text is no review request.
pub fn review_text(text: &str, post: &mut dyn FnMut(String)) -> bool {
    if !text.trim_start().starts_with("{\"review\"") {
        return false;
    }
    let Ok(request) = serde_json::from_str::<ReviewRequest>(text) else { return false };
    let id = request.review;
    let print = |p: &ReviewProgress| serde_json::to_string(p).expect("a review always prints");
    let failed = |error: String| ReviewProgress { review: id, done: 0, total: 0, step: None, result: None, error: Some(error) };
    let mut reviewer = match deal_to_review(&request.record, request.deal) {
        Ok((deal, context)) => match bot::review::Reviewer::new(&deal, context) {
            Some(r) => r,
            None => {
                post(print(&failed("trump has not been named in this deal".into())));
                return true;
            }
        },
        Err(e) => {
            post(print(&failed(e)));
            return true;
        }
    };
    let total = reviewer.total();
    while let Some(step) = reviewer.step() {
        post(print(&ReviewProgress { review: id, done: reviewer.done(), total, step: Some(step), result: None, error: None }));
    }
    let result = reviewer.finish();
    post(print(&ReviewProgress { review: id, done: total, total, step: None, result: Some(result), error: None }));
    true
}
