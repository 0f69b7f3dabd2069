//! Deals nobody at a table of devices can choose: every device gives a number to each deal,
//! and the deal is shuffled from all of them together.
//!
//! For each deal the host first commits to its number (sends its hash, [`commitment`]);
//! each guest then sends the host its own number. Having committed, the host can no longer
//! change its number to suit the guests'; no guest sees another's number before the deal,
//! so none can suit it either. The deal's seed is [`seed`] of all the numbers, the host's
//! first. Once the deal is over the host reveals every number ([`FairDeal`]): each guest
//! checks the commitment, finds its own number, and deals the deal again from them.
//!
//! A match record keeps these under `"fair"`, one entry per online deal, and
//! [`verify`] deals each such deal again from its numbers and compares it with the record.

use crate::Game;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::fmt;

/// One device's number for one deal: 16 bytes, drawn by the device at random.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Secret([u8; 16]);

impl Secret {
    pub fn new(bytes: [u8; 16]) -> Secret {
        Secret(bytes)
    }

    /// 32 lower-case hex digits.
    pub fn to_hex(self) -> String {
        hex(&self.0)
    }

    /// From 32 hex digits (either case); `None` for anything else.
    pub fn from_hex(text: &str) -> Option<Secret> {
        if text.len() != 32 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0u8; 16];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(Secret(bytes))
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the host sends before the deal: the hash of its number, 64 hex digits.
pub fn commitment(secret: Secret) -> String {
    let mut h = Sha256::new();
    h.update(b"konter-a-matt commit\0");
    h.update(secret.0);
    hex(&h.finalize())
}

/// The deal's shuffle seed from every device's number, the host's first, then the guests'
/// in seat order.
pub fn seed(numbers: &[Secret]) -> u64 {
    let mut h = Sha256::new();
    h.update(b"konter-a-matt deal\0");
    for n in numbers {
        h.update(n.0);
    }
    let digest = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// A guest's number for a deal, as the record keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuestNumber {
    /// The guest's seat (0-based, as the game's seats count).
    pub seat: usize,
    pub number: String,
}

/// One deal dealt from everyone's numbers: the host's commitment and every number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FairDeal {
    /// Which deal of the match (1-based, as records count them).
    pub deal: usize,
    /// The hash the host sent before the deal.
    pub commit: String,
    /// The host's number, revealed after the deal.
    pub host: String,
    /// The guests' numbers, in seat order.
    pub guests: Vec<GuestNumber>,
}

impl FairDeal {
    /// The deal's seed, once the host's number is seen to match its commitment and every
    /// number is well formed (guests in rising seat order).
    pub fn seed(&self) -> Result<u64, FairError> {
        let wrong = |why| FairError { deal: self.deal, why };
        let host = Secret::from_hex(&self.host).ok_or(wrong(Why::Malformed))?;
        if commitment(host) != self.commit.to_ascii_lowercase() {
            return Err(wrong(Why::Commitment));
        }
        let mut numbers = vec![host];
        for (i, g) in self.guests.iter().enumerate() {
            if i > 0 && self.guests[i - 1].seat >= g.seat {
                return Err(wrong(Why::Malformed));
            }
            numbers.push(Secret::from_hex(&g.number).ok_or(wrong(Why::Malformed))?);
        }
        Ok(seed(&numbers))
    }

    /// The guest of `seat`'s number in this deal, if it gave one.
    pub fn number_of(&self, seat: usize) -> Option<Secret> {
        self.guests.iter().find(|g| g.seat == seat).and_then(|g| Secret::from_hex(&g.number))
    }
}

/// Why a deal's numbers do not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// A number or the list of them is not in the record's form.
    Malformed,
    /// The host's number is not the one it committed to.
    Commitment,
    /// The deal's cards are not the ones its numbers deal.
    NotDealt,
    /// The record before this deal cannot be played (or the deal is not in it).
    Record(String),
}

/// A deal whose numbers do not hold, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairError {
    pub deal: usize,
    pub why: Why,
}

impl fmt::Display for FairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let deal = self.deal;
        match &self.why {
            Why::Malformed => write!(f, "deal {deal}: its numbers are not 32 hex digits each, guests in seat order"),
            Why::Commitment => write!(f, "deal {deal}: the host's number is not the one it committed to"),
            Why::NotDealt => write!(f, "deal {deal} was not dealt from everyone's numbers"),
            Why::Record(why) => write!(f, "deal {deal}: {why}"),
        }
    }
}

/// A game whose match has a record (its format's JSON), read back into the same match.
pub trait Recorded: Game + Sized {
    /// The key of the record's list of deals (`"deals"`, or the game's own word: `"games"`).
    const DEALS: &'static str;
    /// The record of the match so far.
    fn record(&self) -> Value;
    /// The match a record describes, checked; why not, in words.
    fn from_record(record: &Value) -> Result<Self, String>;
}

/// The record's `"fair"` entries (none when it has none).
fn fair_deals(record: &Value) -> Result<Vec<FairDeal>, String> {
    match record.get("fair") {
        None => Ok(vec![]),
        Some(v) => serde_json::from_value(v.clone()).map_err(|e| format!("\"fair\": {e}")),
    }
}

/// Checks every deal of the record's `"fair"` list: the host's number matches its
/// commitment, and the deal's cards are exactly those its numbers deal. The deals checked.
pub fn verify<G: Recorded>(record: &Value) -> Result<Vec<usize>, FairError> {
    let entries = fair_deals(record).map_err(|why| FairError { deal: 0, why: Why::Record(why) })?;
    let mut checked = vec![];
    for entry in entries {
        let seed = entry.seed()?;
        if !dealt_from::<G>(record, entry.deal, seed)? {
            return Err(FairError { deal: entry.deal, why: Why::NotDealt });
        }
        checked.push(entry.deal);
    }
    Ok(checked)
}

/// Of the deals `kept` (perhaps of several matches), those that deal the record's deals of
/// their numbers, one per deal, in the order of the deals: the record's `"fair"` list.
pub fn deals_of<G: Recorded>(kept: Vec<FairDeal>, record: &Value) -> Vec<FairDeal> {
    let mut fair: Vec<FairDeal> = kept
        .into_iter()
        .filter(|f| f.seed().ok().and_then(|seed| dealt_from::<G>(record, f.deal, seed).ok()).unwrap_or(false))
        .collect();
    fair.sort_by_key(|f| f.deal);
    fair.dedup_by_key(|f| f.deal);
    fair
}

/// The match as it stood once deal `deal` (1-based) was dealt from `seed` after the
/// record's deals before it.
pub fn deal_again<G: Recorded>(record: &Value, deal: usize, seed: u64) -> Result<G, FairError> {
    let wrong = |why: String| FairError { deal, why: Why::Record(why) };
    let deals = record.get(G::DEALS).and_then(Value::as_array).ok_or_else(|| wrong(format!("the record has no \"{}\" list", G::DEALS)))?;
    if deal == 0 || deal > deals.len() {
        return Err(wrong("the record has no such deal".into()));
    }
    let mut before = record.clone();
    before[G::DEALS] = Value::Array(deals[..deal - 1].to_vec());
    if let Some(map) = before.as_object_mut() {
        map.remove("fair");
    }
    let mut game = G::from_record(&before).map_err(wrong)?;
    if !game.needs_deal() {
        return Err(wrong("no deal was due after the deals before it".into()));
    }
    game.deal_next(seed).map_err(|e| wrong(e.to_string()))?;
    Ok(game)
}

/// Whether deal `deal` (1-based) of the record is what `seed` deals after the deals before
/// it ([`deal_again`], then [`is_recorded_deal`]).
pub fn dealt_from<G: Recorded>(record: &Value, deal: usize, seed: u64) -> Result<bool, FairError> {
    let game: G = deal_again(record, deal, seed)?;
    Ok(is_recorded_deal(&game, record, deal))
}

/// Whether `game`, just dealt its deal `deal` (1-based), is the record's: every field the
/// freshly dealt deal has before anyone acts (dealer, hands, stock…) is the record's.
pub fn is_recorded_deal<G: Recorded>(game: &G, record: &Value, deal: usize) -> bool {
    let fresh = game.record();
    let fresh = deal.checked_sub(1).and_then(|i| fresh.get(G::DEALS)?.as_array()?.get(i)?.as_object().cloned());
    let recorded = deal.checked_sub(1).and_then(|i| record.get(G::DEALS)?.as_array()?.get(i));
    match (fresh, recorded) {
        (Some(fresh), Some(recorded)) => fresh.iter().filter(|(_, v)| !is_empty(v)).all(|(k, v)| recorded.get(k) == Some(v)),
        _ => false,
    }
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_reads_back_from_its_hex() {
        let s = Secret::new([0xab; 16]);
        assert_eq!(s.to_hex(), "ab".repeat(16));
        assert_eq!(Secret::from_hex(&"AB".repeat(16)), Some(s));
        for bad in ["", "ab", &"zz".repeat(16), &"ab".repeat(17), &"é".repeat(16)] {
            assert_eq!(Secret::from_hex(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_commitment_and_the_seed_are_the_same_on_every_device() {
        // Computed independently: SHA-256 of the tag and the bytes (Python's hashlib).
        assert_eq!(commitment(Secret::new([0; 16])), "918b2626e0956cac2ace37164c06e3dd25ef61567bbf6ddea9a6023366f19e05");
        assert_eq!(seed(&[Secret::new([1; 16]), Secret::new([2; 16]), Secret::new([3; 16])]), 7569517050724216227);
        assert_ne!(commitment(Secret::new([0; 16])), commitment(Secret::new([1; 16])));
    }

    #[test]
    fn every_number_changes_the_seed() {
        let a = Secret::new([1; 16]);
        let b = Secret::new([2; 16]);
        let c = Secret::new([3; 16]);
        let base = seed(&[a, b, c]);
        assert_ne!(base, seed(&[a, b, Secret::new([4; 16])]));
        assert_ne!(base, seed(&[Secret::new([9; 16]), b, c]));
        assert_ne!(base, seed(&[a, c, b]), "the order counts");
        assert_eq!(base, seed(&[a, b, c]));
    }

    #[test]
    fn an_entry_checks_the_commitment_and_the_order_of_seats() {
        let host = Secret::new([7; 16]);
        let mut entry = FairDeal {
            deal: 2,
            commit: commitment(host),
            host: host.to_hex(),
            guests: vec![GuestNumber { seat: 1, number: "11".repeat(16) }, GuestNumber { seat: 3, number: "33".repeat(16) }],
        };
        assert_eq!(entry.seed(), Ok(seed(&[host, Secret::new([0x11; 16]), Secret::new([0x33; 16])])));
        assert_eq!(entry.number_of(3), Some(Secret::new([0x33; 16])));
        entry.guests.swap(0, 1);
        assert_eq!(entry.seed().unwrap_err().why, Why::Malformed);
        entry.guests.swap(0, 1);
        entry.host = Secret::new([8; 16]).to_hex();
        let e = entry.seed().unwrap_err();
        assert_eq!(e.why, Why::Commitment);
        assert_eq!(e.to_string(), "deal 2: the host's number is not the one it committed to");
    }
}
