//! Shared deals: a link that opens the same deal on another device, so friends play the
//! same cards and compare. Pure Rust, tested natively (`tests/share.rs`); the browser
//! edge (reading `location.hash`, `navigator.share`) lives in `src/page/pwa.rs`.
//!
//! The deal travels in the URL fragment (never sent to the server):
//!
//! ```text
//! #deal=v1.9f0c3a1b22d4e5f6.2.c11k
//!       │  │                │ └ rules: direction (c clockwise | a anticlockwise),
//!       │  │                │          starting dashes (1–99, no leading zero),
//!       │  │                │          Stänner rule (k carry | w | s simple)
//!       │  │                └ dealer seat, 0–3
//!       │  └ the deal's shuffle seed: exactly 16 lower-case hex digits
//!       └ format version
//! ```
//!
//! The deal is `Deal::shuffled(dealer, seed)`: the same four hands on every device.
//! Reading is strict and bounded: anything that is not exactly this shape (too long,
//! another version, upper-case hex, a stray character…) is a [`ShareError`], never a
//! panic, and nothing of the text is ever shown or inserted into the page.

use crate::engine::rules::StartDashes;
use crate::engine::{Deal, Direction, Rules, Seat, StannerRule};
use std::fmt;

/// The key of a shared deal in the fragment: `#deal=…`.
pub const FRAGMENT_KEY: &str = "deal=";
/// The current format version.
pub const SHARE_VERSION: &str = "v1";
/// The longest fragment even looked at (a v1 fragment is at most 32 characters).
pub const MAX_FRAGMENT_LEN: usize = 64;

/// A deal someone shared: its shuffle seed, its dealer and the match rules.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SharedDeal {
    pub seed: u64,
    pub dealer: Seat,
    pub rules: Rules,
}

/// Why a fragment is not a shared deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// Longer than [`MAX_FRAGMENT_LEN`] (the length, in bytes).
    TooLong(usize),
    /// Not of the form `deal=<version>.…`.
    NotADeal,
    /// A version this app does not read.
    UnknownVersion,
    /// Not exactly four dot-separated parts after the key.
    WrongParts,
    /// The seed is not exactly 16 lower-case hex digits.
    BadSeed,
    /// The dealer is not one digit 0–3.
    BadDealer,
    /// The direction is not `c` or `a`.
    BadDirection,
    /// The starting dashes are not a number 1–99 without a leading zero.
    BadDashes,
    /// The Stänner rule is not `k`, `w` or `s`.
    BadStanner,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::TooLong(n) => write!(f, "the fragment is too long ({n} bytes, at most {MAX_FRAGMENT_LEN})"),
            ShareError::NotADeal => write!(f, "the fragment is not a shared deal (\"{FRAGMENT_KEY}…\")"),
            ShareError::UnknownVersion => write!(f, "unknown shared-deal version (this app reads {SHARE_VERSION})"),
            ShareError::WrongParts => write!(f, "a shared deal has four parts: version.seed.dealer.rules"),
            ShareError::BadSeed => write!(f, "the seed must be 16 lower-case hex digits"),
            ShareError::BadDealer => write!(f, "the dealer must be a seat 0–3"),
            ShareError::BadDirection => write!(f, "the direction must be c (clockwise) or a (anticlockwise)"),
            ShareError::BadDashes => write!(f, "the starting dashes must be 1–99"),
            ShareError::BadStanner => write!(f, "the Stänner rule must be k, w or s"),
        }
    }
}

impl std::error::Error for ShareError {}

impl SharedDeal {
    /// The deal itself: the same cards on every device.
    pub fn deal(&self) -> Deal {
        Deal::shuffled(self.dealer, self.seed)
    }

    /// The fragment without its `#`: `deal=v1.<seed>.<dealer>.<rules>`.
    pub fn to_fragment(&self) -> String {
        format!(
            "{FRAGMENT_KEY}{SHARE_VERSION}.{}.{}.{}",
            crate::store::seeds::to_hex(self.seed),
            self.dealer.index(),
            rules_code(&self.rules)
        )
    }

    /// A link to the deal: `base` (the app's address; any fragment it has is dropped)
    /// with the deal's fragment.
    pub fn link(&self, base: &str) -> String {
        let base = base.split('#').next().unwrap_or_default();
        format!("{base}#{}", self.to_fragment())
    }

    /// Reads a fragment (with or without its leading `#`) that must be a shared deal.
    pub fn parse(fragment: &str) -> Result<SharedDeal, ShareError> {
        parse_text(fragment.strip_prefix('#').unwrap_or(fragment))
    }
}

/// The link's fragment, as [`SharedDeal::to_fragment`] writes it.
impl fmt::Display for SharedDeal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fragment())
    }
}

impl std::str::FromStr for SharedDeal {
    type Err = ShareError;
    fn from_str(fragment: &str) -> Result<SharedDeal, ShareError> {
        SharedDeal::parse(fragment)
    }
}

/// Reads `deal=…` (no `#`).
fn parse_text(text: &str) -> Result<SharedDeal, ShareError> {
    if text.len() > MAX_FRAGMENT_LEN {
        return Err(ShareError::TooLong(text.len()));
    }
    let body = text.strip_prefix(FRAGMENT_KEY).ok_or(ShareError::NotADeal)?;
    let mut parts = body.split('.');
    let version = parts.next().ok_or(ShareError::NotADeal)?;
    if version != SHARE_VERSION {
        return Err(if version.starts_with('v') { ShareError::UnknownVersion } else { ShareError::NotADeal });
    }
    let (Some(seed), Some(dealer), Some(rules), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(ShareError::WrongParts);
    };
    Ok(SharedDeal { seed: parse_seed(seed)?, dealer: parse_dealer(dealer)?, rules: parse_rules(rules)? })
}

/// What the page's fragment (`location.hash`, with or without `#`) holds:
/// - nothing, or a plain in-page anchor such as `#main` → `Ok(None)`;
/// - a shared deal → `Ok(Some(deal))`;
/// - anything else → the error (the app says the link is not valid and starts as usual).
pub fn read_fragment(hash: &str) -> Result<Option<SharedDeal>, ShareError> {
    let text = hash.strip_prefix('#').unwrap_or(hash);
    if text.is_empty() || is_anchor(text) {
        return Ok(None);
    }
    parse_text(text).map(Some)
}

/// An element id as an in-page link would name it: a letter, then letters, digits, `-`
/// or `_`; short. (`deal` alone counts as a broken shared deal, not an anchor.)
fn is_anchor(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() <= 32
        && b[0].is_ascii_alphabetic()
        && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-' || *c == b'_')
        && !text.starts_with("deal")
}

fn parse_seed(text: &str) -> Result<u64, ShareError> {
    crate::store::seeds::from_exact_hex(text).ok_or(ShareError::BadSeed)
}

fn parse_dealer(text: &str) -> Result<Seat, ShareError> {
    match text.as_bytes() {
        [c @ b'0'..=b'3'] => Seat::new((c - b'0') as usize).ok_or(ShareError::BadDealer),
        _ => Err(ShareError::BadDealer),
    }
}

/// `c11k`: direction, starting dashes, Stänner rule.
pub fn rules_code(rules: &Rules) -> String {
    let direction = match rules.direction {
        Direction::Clockwise => 'c',
        Direction::Anticlockwise => 'a',
    };
    let stanner = match rules.stanner {
        StannerRule::Carry => 'k',
        StannerRule::W => 'w',
        StannerRule::Simple => 's',
    };
    format!("{direction}{}{stanner}", rules.start_dashes.get())
}

fn parse_rules(text: &str) -> Result<Rules, ShareError> {
    let b = text.as_bytes();
    let (Some(&first), Some(&last)) = (b.first(), b.last()) else { return Err(ShareError::BadDirection) };
    let direction = match first {
        b'c' => Direction::Clockwise,
        b'a' => Direction::Anticlockwise,
        _ => return Err(ShareError::BadDirection),
    };
    if b.len() < 3 {
        return Err(ShareError::BadDashes);
    }
    let stanner = match last {
        b'k' => StannerRule::Carry,
        b'w' => StannerRule::W,
        b's' => StannerRule::Simple,
        _ => return Err(ShareError::BadStanner),
    };
    let digits = &b[1..b.len() - 1];
    let valid_digits = matches!(digits, [b'1'..=b'9'] | [b'1'..=b'9', b'0'..=b'9']);
    if !valid_digits {
        return Err(ShareError::BadDashes);
    }
    let start_dashes =
        StartDashes::new(digits.iter().fold(0u8, |n, d| n * 10 + (d - b'0'))).ok_or(ShareError::BadDashes)?;
    Ok(Rules { direction, start_dashes, stanner })
}
