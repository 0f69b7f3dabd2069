//! Seeds: a match is one random 64-bit number; everything random in it derives from
//! that number, so a saved match needs nothing else to carry on identically.
//!
//! The derivation is keyed: output k (k = 0, 1, …) of the match seed `s` is the first word
//! of the block (k, 0) encrypted by Speck128/128 under the key (s, 0), so that no output, a
//! shared deal's seed included, gives away the seed or another output:
//!
//! - first dealer = output 0 mod 4;
//! - deal i (0-based) is dealt by `Deal::shuffled(dealer, output i + 1)`;
//! - a bot's decision at step k of deal i (k = actions taken in the deal so far,
//!   naming trump included) uses output k + 1 of the stream started at `deal_seed(s, i)`.

use crate::engine::Seat;

/// Speck128/128 (Beaulieu et al., 2013): encrypts the block `(x, y)` under the key
/// `(l, k)`. A small block cipher: without the key, its outputs say nothing of the key or of
/// each other.
pub fn speck(key: (u64, u64), block: (u64, u64)) -> (u64, u64) {
    let (mut l, mut k) = key;
    let (mut x, mut y) = block;
    for i in 0..32 {
        x = x.rotate_right(8).wrapping_add(y) ^ k;
        y = y.rotate_left(3) ^ x;
        l = k.wrapping_add(l.rotate_right(8)) ^ i;
        k = k.rotate_left(3) ^ l;
    }
    (x, y)
}

/// The k-th number drawn from `seed` used as a key: k encrypted under the key `seed`. Nothing
/// short of trying every seed goes from one number back to the seed or on to another: a
/// shared deal's seed does not reveal the match's other deals.
pub fn stream(seed: u64, k: u64) -> u64 {
    speck((seed, 0), (k, 0)).0
}

/// The dealer of the match's first deal.
pub fn first_dealer(match_seed: u64) -> Seat {
    Seat::new((stream(match_seed, 0) % 4) as usize).expect("below 4")
}

/// The shuffle seed of deal `index` (0-based).
pub fn deal_seed(match_seed: u64, index: usize) -> u64 {
    stream(match_seed, index as u64 + 1)
}

/// The seed of a bot's decision at `step` of deal `index`.
pub fn bot_seed(match_seed: u64, index: usize, step: usize) -> u64 {
    stream(deal_seed(match_seed, index), step as u64 + 1)
}

/// A seed as saved: 16 lower-case hex digits (JSON numbers lose precision above 2^53 in
/// JavaScript, so a seed is text).
pub fn to_hex(seed: u64) -> String {
    format!("{seed:016x}")
}

/// A saved seed back; storage is read leniently (1–16 hex digits, either case).
pub fn from_hex(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 16 {
        return None;
    }
    u64::from_str_radix(text, 16).ok()
}

/// A seed in its exact form, as [`to_hex`] writes it (a shared link accepts nothing else).
pub fn from_exact_hex(text: &str) -> Option<u64> {
    (text.len() == 16 && text.bytes().all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f')))
        .then(|| from_hex(text))
        .flatten()
}

/// The parts of a link to a shared game (`#KEY=v1.<seed>.<dealer>.<rules>`, or what follows
/// `KEY=`), read strictly and bounded: at most `max` characters, version 1, a seed of exactly
/// 16 hex digits. The dealer's and the rules' text are the game's to read.
pub fn link_parts<'a>(text: &'a str, key: &str, max: usize) -> Option<(u64, &'a str, &'a str)> {
    let text = text.strip_prefix('#').unwrap_or(text);
    let text = text.strip_prefix(key).unwrap_or(text);
    if text.len() > max {
        return None;
    }
    let mut parts = text.split('.');
    let (Some("v1"), Some(seed), Some(dealer), Some(rules), None) = (parts.next(), parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    Some((from_exact_hex(seed)?, dealer, rules))
}
