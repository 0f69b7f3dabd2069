//! The bots. A bot decides from a seat's [`SeatView`] (and the public match state), never
//! from hidden hands.
//!
//! - [`easy`]: a beginner with some randomness.
//! - [`medium`]: hand-written rules with card counting ([`knowledge`]).
//! - [`hard`]: Perfect-Information Monte Carlo over worlds from [`sampler`], each solved
//!   by the double-dummy [`solver`].
//! - Trump is named from the first packet with a [`trump_table`]: Easy and Medium use the
//!   self-play one, Hard the mean of it and the double-dummy one;
//!   announcements weigh the deal's chances against the match score ([`announce`]).
//! - [`oracle`] is the cheating measuring player (sees every hand); `arena` (native only)
//!   pits levels against each other on duplicate deals.
//! - [`review`] judges a played deal against perfect play (the solver, all hands open).

pub mod announce;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
pub mod easy;
pub mod hard;
pub mod inference;
pub mod knowledge;
pub mod medium;
pub mod oracle;
pub mod review;
pub mod sampler;
pub mod solver;
pub mod trump_table;

use konter::shuffle::rng;
use konter::{Action, Announcement, Card, Phase, SeatView};
use knowledge::Knowledge;

/// How strong a bot plays.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Easy,
    #[default]
    Medium,
    Hard,
}

pub use konter::MatchContext;

/// The bot's decision for the seat to act: a trump to name, an announcement, or a card.
/// `seed` makes the decision reproducible. Returns None when the seat has nothing to do.
pub fn decide(view: &SeatView, context: &MatchContext, level: Level, seed: u64) -> Option<Action> {
    decide_with(view, context, level, seed, &hard::HardConfig::default())
}

/// [`decide`] with an explicit work budget for the Hard bot.
pub fn decide_with(
    view: &SeatView,
    context: &MatchContext,
    level: Level,
    seed: u64,
    hard_cfg: &hard::HardConfig,
) -> Option<Action> {
    decide_within(view, context, level, seed, hard_cfg, &|| false)
}

/// [`decide_with`] plus a time check for the Hard bot's card play and announcements: once
/// `out_of_time()` returns true it solves no further world (at least one is always solved). The bots never
/// read a clock themselves (`std::time::Instant` panics in wasm); the caller passes one,
/// e.g. `|| js_sys::Date::now() > deadline` in the web app. With a clock the decision is
/// no longer a pure function of the seed; the node budget alone keeps it deterministic.
pub fn decide_within(
    view: &SeatView,
    context: &MatchContext,
    level: Level,
    seed: u64,
    hard_cfg: &hard::HardConfig,
    out_of_time: &dyn Fn() -> bool,
) -> Option<Action> {
    if view.legal.is_empty() || view.to_act != Some(view.seat) {
        return None;
    }
    let mut r = rng(seed ^ 0x6B6F_6E74_6572_u64);
    match view.phase {
        Phase::Finished => None,
        Phase::NamingTrump => {
            let packet = view.hand.bits();
            let suit = match level {
                Level::Easy => easy::name_trump(packet, &mut r),
                Level::Medium => medium::name_trump(packet),
                Level::Hard => trump_table::best_blend(packet, hard_cfg.trump_dd_percent),
            };
            Some(Action::NameTrump(suit))
        }
        Phase::Playing => {
            let k = Knowledge::of(view)?;
            let allowed: Vec<Announcement> = view
                .legal
                .iter()
                .filter_map(|a| match a {
                    Action::Announce(a) => Some(*a),
                    _ => None,
                })
                .collect();
            if !allowed.is_empty() {
                let choice = match level {
                    Level::Easy => {
                        if easy::announce(&mut r) {
                            Some(allowed[sampler::pick(&mut r, allowed.len())])
                        } else {
                            None
                        }
                    }
                    Level::Medium => {
                        let p = medium::estimate_outcomes(view, &k, &mut r, 24);
                        let already = view.announcements.iter().flatten().map(|a| a.value() as u32).sum();
                        announce::choose(context, k.my_team(), k.trump_team, already, &allowed, &p)
                    }
                    Level::Hard => hard::announcement(view, &k, context, &allowed, hard_cfg, &mut r, out_of_time),
                };
                if let Some(a) = choice {
                    return Some(Action::Announce(a));
                }
            }
            let legal = view.legal_cards().bits();
            if legal == 0 {
                return None;
            }
            let c = match level {
                Level::Easy => easy::play(&k, legal, &mut r),
                Level::Medium => medium::play(&k, legal),
                Level::Hard => hard::play_within(view, &k, legal, hard_cfg, &mut r, out_of_time),
            };
            Card::from_index(c as usize).map(Action::Play)
        }
    }
}

/// A bot of one level behind the games' common boundary ([`game::Bot`]): it decides from a
/// seat's [`konter::MatchView`] alone, each decision with a fresh seed from its own
/// generator (so a match of bots is reproducible from their seeds).
pub struct LevelBot {
    pub level: Level,
    rng: konter::shuffle::GameRng,
}

impl LevelBot {
    pub fn new(level: Level, seed: u64) -> LevelBot {
        LevelBot { level, rng: rng(seed) }
    }
}

impl game::Bot<konter::Match> for LevelBot {
    fn decide(&mut self, view: &konter::MatchView) -> Result<Action, game::BotError> {
        if view.deal.to_act != Some(view.deal.seat) {
            return Err(game::BotError::NotMyTurn);
        }
        let seed = rand::RngCore::next_u64(&mut self.rng);
        decide(&view.deal, &view.context, self.level, seed).ok_or(game::BotError::NothingLegal)
    }
}
