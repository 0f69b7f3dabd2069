//! Every stored value is a versioned envelope `{"v": N, …}`: opening one, writing one, and
//! why a value could not be read.

use serde_json::{Map, Value};
use std::fmt;

/// Why a stored value could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The text is not JSON at all.
    NotJson(String),
    /// JSON, but not an object with a whole-number `"v"`.
    NoVersion,
    /// Written by a newer version of the app than this one.
    TooNew { version: u64, known: u64 },
    /// A version this app never wrote.
    UnknownVersion(u64),
    /// The right version, but a field is missing or wrong.
    Invalid(String),
    /// The match record inside does not replay under the rules.
    Record(crate::engine::record::RecordError),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NotJson(e) => write!(f, "not JSON: {e}"),
            StoreError::NoVersion => write!(f, "not a saved value of this app (no \"v\" version)"),
            StoreError::TooNew { version, known } => {
                write!(f, "saved by a newer version of the app (v{version}; this one reads up to v{known})")
            }
            StoreError::UnknownVersion(v) => write!(f, "unknown version v{v}"),
            StoreError::Invalid(e) => write!(f, "invalid: {e}"),
            StoreError::Record(e) => write!(f, "the match record does not replay: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Opens an envelope: the JSON object and its version.
pub fn open_envelope(raw: &str) -> Result<(u64, Map<String, Value>), StoreError> {
    let value: Value = serde_json::from_str(raw).map_err(|e| StoreError::NotJson(e.to_string()))?;
    envelope_of(value)
}

/// [`open_envelope`] of a JSON value already parsed (an envelope inside another).
pub(crate) fn envelope_of(value: Value) -> Result<(u64, Map<String, Value>), StoreError> {
    let Value::Object(map) = value else { return Err(StoreError::NoVersion) };
    let v = map.get("v").and_then(Value::as_u64).ok_or(StoreError::NoVersion)?;
    Ok((v, map))
}

/// Reads an object's fields into `T` (serde), naming the problem on failure.
pub(crate) fn from_map<T: serde::de::DeserializeOwned>(map: Map<String, Value>) -> Result<T, StoreError> {
    serde_json::from_value(Value::Object(map)).map_err(|e| StoreError::Invalid(e.to_string()))
}

/// Writes `T` (a struct with named fields) as an envelope, the version first:
/// `{"v":N,…fields}`.
pub(crate) fn to_envelope<T: serde::Serialize>(v: u64, value: &T) -> String {
    let fields = serde_json::to_string(value).expect("saved types always serialise");
    match fields.strip_prefix('{') {
        Some("}") | None => format!("{{\"v\":{v}}}"),
        Some(rest) => format!("{{\"v\":{v},{rest}"),
    }
}

/// Refuses every version but `known` (a later one as written by a newer app).
pub(crate) fn check_version(v: u64, known: u64) -> Result<(), StoreError> {
    match v {
        v if v == known => Ok(()),
        v if v > known => Err(StoreError::TooNew { version: v, known }),
        v => Err(StoreError::UnknownVersion(v)),
    }
}

/// Opens an envelope of version `known` with a hex `"seed"` (a match's): its fields and the seed.
pub(crate) fn open_seeded(raw: &str, known: u64) -> Result<(Map<String, Value>, u64), StoreError> {
    let (v, map) = open_envelope(raw)?;
    check_version(v, known)?;
    let seed = map
        .get("seed")
        .and_then(Value::as_str)
        .and_then(super::seeds::from_hex)
        .ok_or_else(|| StoreError::Invalid("seed".into()))?;
    Ok((map, seed))
}

/// Reads a `{"v":known,…}` envelope of `T`'s fields.
pub(crate) fn read_envelope<T: serde::de::DeserializeOwned>(raw: &str, known: u64) -> Result<T, StoreError> {
    let (v, mut map) = open_envelope(raw)?;
    check_version(v, known)?;
    map.remove("v");
    from_map(map)
}

/// Gives each of a game's plain values (settings, statistics: a struct of named fields,
/// kept as an envelope of the module's `VERSION`) its `to_json_string` and `read`.
#[macro_export]
macro_rules! envelope_of_fields {
    ($($t:ty),+) => {$(
        impl $t {
            pub fn to_json_string(&self) -> String {
                $crate::store::envelope::to_envelope(VERSION, self)
            }

            pub fn read(raw: &str) -> Result<$t, $crate::store::envelope::StoreError> {
                $crate::store::envelope::read_envelope(raw, VERSION)
            }
        }
        $crate::stored!($t);
    )+};
}

/// A value kept as an envelope under a key of its own: written and read back.
pub trait Stored: Sized {
    fn to_json_string(&self) -> String;
    fn read(raw: &str) -> Result<Self, StoreError>;
}

/// Implements [`Stored`] for types with inherent `to_json_string` and `read`.
#[macro_export]
macro_rules! stored {
    ($($t:ty),+) => {$(
        impl $crate::store::envelope::Stored for $t {
            fn to_json_string(&self) -> String {
                <$t>::to_json_string(self)
            }

            fn read(raw: &str) -> Result<$t, $crate::store::envelope::StoreError> {
                <$t>::read(raw)
            }
        }
    )+};
}
