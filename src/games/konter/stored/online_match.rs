//! A Konter a Matt match with friends online, hosted on this device, under
//! [`KONTER_ONLINE_KEY`](crate::store::keys::KONTER_ONLINE_KEY):
//! `{"v":1,"seed":"…","players":["bot","online","bot"],"record":{…}}` — the seed its deals
//! are drawn from (as text: JavaScript reads no 64-bit number), who plays seats 1 to 3
//! (fixed when the match starts), and the match in the match record format, replayed
//! through the rules when read.

use crate::store::envelope::open_envelope;
use crate::store::StoreError;
use crate::engine::record::MatchRecord;
use crate::engine::Match;
use crate::store::seats::{Others, Player};
use serde_json::{json, Value};

pub const ONLINE_MATCH_VERSION: u64 = 1;

#[derive(Clone, Debug, PartialEq)]
pub struct OnlineMatch {
    pub game: Match,
    pub seed: u64,
    pub players: [Player; 3],
}

impl OnlineMatch {
    pub fn to_json_string(&self) -> String {
        let record = MatchRecord::from_match(&self.game).to_json();
        json!({ "v": ONLINE_MATCH_VERSION, "seed": self.seed.to_string(), "players": self.players, "record": record }).to_string()
    }

    /// Reads a kept match; anything else is refused with why.
    pub fn read(raw: &str) -> Result<OnlineMatch, StoreError> {
        let (v, mut map) = open_envelope(raw)?;
        if v != ONLINE_MATCH_VERSION {
            return Err(if v > ONLINE_MATCH_VERSION { StoreError::TooNew { version: v, known: ONLINE_MATCH_VERSION } } else { StoreError::UnknownVersion(v) });
        }
        let invalid = |why: &str| StoreError::Invalid(why.to_string());
        let seed = map.get("seed").and_then(Value::as_str).and_then(|s| s.parse().ok()).ok_or_else(|| invalid("no seed"))?;
        let players = serde_json::from_value(map.remove("players").unwrap_or(Value::Null)).map_err(|e| invalid(&e.to_string()))?;
        let record = MatchRecord::from_json(map.get("record").unwrap_or(&Value::Null)).map_err(StoreError::Record)?;
        let game = record.replay().map_err(StoreError::Record)?.game;
        Ok(OnlineMatch { game, seed, players })
    }

    /// Who plays the seats besides the owner's.
    pub fn others(&self) -> Others {
        let mut o = Others::default();
        for (i, p) in self.players.iter().enumerate() {
            o.set(i + 1, *p);
        }
        o
    }

    /// The seed of the next deal: the match's seed and the number of deals played.
    pub fn deal_seed(&self) -> u64 {
        crate::store::seeds::deal_seed(self.seed, self.game.history().len())
    }

    /// Where play stands: the deals played and the events of the one in play.
    pub fn moment(&self) -> (usize, usize) {
        (self.game.history().len(), self.game.current().map_or(0, |d| d.events().len()))
    }
}
