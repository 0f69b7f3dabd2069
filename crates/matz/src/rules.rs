//! The table size and the variants the rule book names (§12), as one checked value. Every
//! number with a meaning in the rules lives here.

use crate::bag::Bag;
use cards::{Card, Suit};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::RangeInclusive;

/// Players at a table (§1).
pub const PLAYERS: RangeInclusive<usize> = 2..=8;
/// From this many players on, two packs are used (§1).
pub const TWO_PACKS_FROM: usize = 5;
/// Cards dealt to each player, and the hand a player tops up to in the first life (§3, §4).
pub const HAND: usize = 3;
/// The Matz targets the settings offer (§8).
pub const MATZ_TARGETS: [u8; 4] = [1, 3, 5, 10];
pub const DEFAULT_MATZ_TARGET: u8 = 3;
/// Games of a place-points match (§8, variant).
pub const PLACE_POINT_GAMES: RangeInclusive<u8> = 1..=99;
pub const DEFAULT_PLACE_POINT_GAMES: u8 = 5;

/// Where the turned card ends (§3.3, §12.2).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnedCard {
    /// It is the stock's last card and gets drawn.
    #[default]
    Drawn,
    /// Variant: it stays beside the stock for the whole first life (it can be exchanged
    /// all that time), then goes out of play.
    OutOfPlay,
}

/// What an answer that does not beat may be (§12.4).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    /// Any card.
    #[default]
    Any,
    /// Variant *strict*: the answer beats the led card or is of its suit.
    Strict,
}

/// Where two identical cards given up go (two packs, §4.3, §12.10).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GiveUp {
    #[default]
    OutOfPlay,
    /// Variant: onto the leader's reserve.
    LeaderReserve,
}

/// Which trumps a sleeper lays down (§4.1, §12.7).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sleep {
    /// The whole hand: exactly three trumps while the stock lasts, one to three after.
    #[default]
    WholeHand,
    /// Variant: also any three trumps from a larger hand.
    AnyThree,
}

/// What becomes of the last holder's hand cards when the first life ends (§5.1, §12.9).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LastHand {
    /// They join his second-life hand.
    #[default]
    Joins,
    /// Variant: they go out of play.
    OutOfPlay,
}

/// Who deals the next game (§3.1).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dealing {
    /// The loser of the game.
    #[default]
    Loser,
    /// Variant: the deal passes one seat to the left.
    Left,
}

/// How a match is scored (§8). Built only through its checked constructors.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Each game's loser scores one Matz point; reaching `target` loses the match.
    Matz { target: u8 },
    /// Variant: place i of N scores N − i; after `games` games the highest total wins.
    PlacePoints { games: u8 },
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring::Matz {
            target: DEFAULT_MATZ_TARGET,
        }
    }
}

impl Scoring {
    pub fn matz(target: u8) -> Result<Scoring, RulesError> {
        MATZ_TARGETS
            .contains(&target)
            .then_some(Scoring::Matz { target })
            .ok_or(RulesError::Target(target))
    }

    pub fn place_points(games: u8) -> Result<Scoring, RulesError> {
        PLACE_POINT_GAMES
            .contains(&games)
            .then_some(Scoring::PlacePoints { games })
            .ok_or(RulesError::Games(games))
    }
}

/// Why a set of rules is refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    Players(usize),
    Target(u8),
    Games(u8),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::Players(n) => write!(f, "Müller Matz is for 2–8 players, not {n}"),
            RulesError::Target(t) => write!(f, "the Matz target is 1, 3, 5 or 10, not {t}"),
            RulesError::Games(g) => write!(f, "a place-points match has 1–99 games, not {g}"),
        }
    }
}

impl std::error::Error for RulesError {}

/// The rules of a match: the number of players and every variant. Always valid.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RulesSpec", into = "RulesSpec")]
pub struct Rules {
    players: u8,
    pub turned_card: TurnedCard,
    pub answer: Answer,
    pub give_up: GiveUp,
    pub sleep: Sleep,
    pub last_hand: LastHand,
    pub dealing: Dealing,
    pub scoring: Scoring,
}

impl Rules {
    /// The rule book's defaults for `players` players.
    pub fn new(players: usize) -> Result<Rules, RulesError> {
        if !PLAYERS.contains(&players) {
            return Err(RulesError::Players(players));
        }
        Ok(Rules {
            players: players as u8,
            turned_card: TurnedCard::default(),
            answer: Answer::default(),
            give_up: GiveUp::default(),
            sleep: Sleep::default(),
            last_hand: LastHand::default(),
            dealing: Dealing::default(),
            scoring: Scoring::default(),
        })
    }

    pub fn players(&self) -> usize {
        self.players as usize
    }

    /// 1 for 2–4 players, 2 for 5–8.
    pub fn packs(&self) -> usize {
        if self.players() >= TWO_PACKS_FROM {
            2
        } else {
            1
        }
    }

    pub fn pack_size(&self) -> usize {
        Card::COUNT * self.packs()
    }

    /// Every card in play, once or twice.
    pub fn full_pack(&self) -> Bag {
        Bag::packs(self.packs())
    }

    /// The cards of the pack(s) in a fixed order: pack by pack, suit by suit, low to high.
    pub fn unshuffled_pack(&self) -> Vec<Card> {
        (0..self.packs()).flat_map(|_| Card::all()).collect()
    }

    /// The stock right after the deal, counting the turned card while it is to be drawn:
    /// 46/43/40 for 2/3/4 players, 89/86/83/80 for 5–8 (§3.3).
    pub fn stock_after_deal(&self) -> usize {
        let drawn_turned = self.turned_card == TurnedCard::Drawn;
        self.pack_size() - HAND * self.players() - usize::from(!drawn_turned)
    }
}

/// The plain form of [`Rules`] that serde reads and writes; reading checks it.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
struct RulesSpec {
    players: usize,
    #[serde(default)]
    turned_card: TurnedCard,
    #[serde(default)]
    answer: Answer,
    #[serde(default)]
    give_up: GiveUp,
    #[serde(default)]
    sleep: Sleep,
    #[serde(default)]
    last_hand: LastHand,
    #[serde(default)]
    dealing: Dealing,
    #[serde(default)]
    scoring: ScoringSpec,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    target: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    games: Option<u8>,
}

#[derive(Copy, Clone, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ScoringSpec {
    #[default]
    Matz,
    PlacePoints,
}

impl TryFrom<RulesSpec> for Rules {
    type Error = RulesError;
    fn try_from(s: RulesSpec) -> Result<Rules, RulesError> {
        let mut rules = Rules::new(s.players)?;
        rules.turned_card = s.turned_card;
        rules.answer = s.answer;
        rules.give_up = s.give_up;
        rules.sleep = s.sleep;
        rules.last_hand = s.last_hand;
        rules.dealing = s.dealing;
        rules.scoring = match s.scoring {
            ScoringSpec::Matz => Scoring::matz(s.target.unwrap_or(DEFAULT_MATZ_TARGET))?,
            ScoringSpec::PlacePoints => {
                Scoring::place_points(s.games.unwrap_or(DEFAULT_PLACE_POINT_GAMES))?
            }
        };
        Ok(rules)
    }
}

impl From<Rules> for RulesSpec {
    fn from(r: Rules) -> RulesSpec {
        let (scoring, target, games) = match r.scoring {
            Scoring::Matz { target } => (ScoringSpec::Matz, Some(target), None),
            Scoring::PlacePoints { games } => (ScoringSpec::PlacePoints, None, Some(games)),
        };
        RulesSpec {
            players: r.players(),
            turned_card: r.turned_card,
            answer: r.answer,
            give_up: r.give_up,
            sleep: r.sleep,
            last_hand: r.last_hand,
            dealing: r.dealing,
            scoring,
            target,
            games,
        }
    }
}

/// Card `y` beats card `x` under `trump` (§2): a higher card of the same suit, or a trump
/// on a non-trump. Two identical cards never beat each other.
pub fn beats(y: Card, x: Card, trump: Suit) -> bool {
    if y.suit() == x.suit() {
        y.rank() > x.rank()
    } else {
        y.suit() == trump
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_travel_as_json_and_are_checked() {
        let rules = Rules::new(6).unwrap();
        let text = serde_json::to_string(&rules).unwrap();
        assert_eq!(serde_json::from_str::<Rules>(&text).unwrap(), rules);
        assert!(serde_json::from_str::<Rules>(r#"{"players": 9}"#).is_err());
        assert!(serde_json::from_str::<Rules>(r#"{"players": 3, "target": 4}"#).is_err());
        let r: Rules =
            serde_json::from_str(r#"{"players": 3, "scoring": "place_points", "games": 7}"#)
                .unwrap();
        assert_eq!(r.scoring, Scoring::PlacePoints { games: 7 });
        assert_eq!(Rules::new(1), Err(RulesError::Players(1)));
    }
}
