//! Seeds: a match is one random 64-bit number; everything random in it derives from
//! that number, so a saved match needs nothing else to carry on identically.
//!
//! The derivation is the SplitMix64 stream started at the match seed `s`, whose k-th
//! output (k = 0, 1, …) is `mix(s + (k+1)·γ)` with γ = 0x9E37_79B9_7F4A_7C15 and `mix`
//! the SplitMix64 finaliser:
//!
//! - first dealer = output 0 mod 4;
//! - deal i (0-based) is dealt by `Deal::shuffled(dealer, output i + 1)`;
//! - a bot's decision at step k of deal i (k = actions taken in the deal so far,
//!   naming trump included) uses output k + 1 of the stream started at `deal_seed(s, i)`.

use crate::engine::Seat;

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The SplitMix64 finaliser.
pub fn mix(x: u64) -> u64 {
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The k-th output of the SplitMix64 stream that starts at `seed`.
pub fn stream(seed: u64, k: u64) -> u64 {
    mix(seed.wrapping_add(k.wrapping_add(1).wrapping_mul(GAMMA)))
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
