//! The deals dealt from everyone's numbers, kept on the host's device under [`FAIR_KEY`]
//! so that a match's export lists them after a reload as well; and the numbers of the deal
//! in play, so that it is still revealed when the host's page comes back mid-deal. A kept
//! deal is read back only against a record: one that does not deal that record's deal
//! (another match's) is left out, so nothing needs to know which match a deal was of.

use crate::store::keys::FAIR_KEY;
use crate::store::local::with_storage;
use game::fair::{deals_of, FairDeal, Recorded};
use serde_json::{Map, Value};

/// The most deals kept per game (the oldest go first).
const KEPT: usize = 64;

fn stored() -> Map<String, Value> {
    with_storage(|s| s.get(FAIR_KEY))
        .and_then(|raw| serde_json::from_str::<Value>(&raw).ok())
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default()
}

fn listed(all: &Map<String, Value>, slug: &str) -> Vec<FairDeal> {
    all.get(slug).and_then(|v| serde_json::from_value(v.clone()).ok()).unwrap_or_default()
}

/// Where the numbers of each game's deal in play are kept.
const IN_PLAY: &str = "in_play";

fn save(mut all: Map<String, Value>) {
    all.insert("v".into(), 1.into());
    let _ = with_storage(|s| s.set(FAIR_KEY, &Value::Object(all).to_string()));
}

/// Keeps a revealed deal of game `G` (its numbers are no longer those of a deal in play).
pub fn keep<G: Recorded>(fair: FairDeal) {
    let slug = G::ID.slug;
    let mut all = stored();
    let mut list = listed(&all, slug);
    list.retain(|f| f.commit != fair.commit);
    list.push(fair);
    let from = list.len().saturating_sub(KEPT);
    all.insert(slug.into(), serde_json::to_value(&list[from..]).unwrap_or_default());
    if let Some(Value::Object(in_play)) = all.get_mut(IN_PLAY) {
        in_play.remove(slug);
    }
    save(all);
}

/// Keeps the numbers the deal of game `G` now in play was dealt from.
pub fn keep_in_play<G: Recorded>(fair: &FairDeal) {
    let mut all = stored();
    let mut in_play = all.get(IN_PLAY).and_then(Value::as_object).cloned().unwrap_or_default();
    in_play.insert(G::ID.slug.into(), serde_json::to_value(fair).unwrap_or_default());
    all.insert(IN_PLAY.into(), Value::Object(in_play));
    save(all);
}

/// The numbers kept for the deal of game `G` in play, if any.
pub fn in_play<G: Recorded>() -> Option<FairDeal> {
    stored().get(IN_PLAY)?.get(G::ID.slug).and_then(|v| serde_json::from_value(v.clone()).ok())
}

/// `record` (a match of game `G`) with its `"fair"` list: every kept deal that deals this
/// record's deal of its number, in the order of the deals (none: the record as it was).
pub fn with_fair_deals<G: Recorded>(mut record: Value) -> Value {
    let fair = deals_of::<G>(listed(&stored(), G::ID.slug), &record);
    if !fair.is_empty() {
        record["fair"] = serde_json::to_value(fair).unwrap_or_default();
    }
    record
}
