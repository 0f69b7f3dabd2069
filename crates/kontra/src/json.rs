//! JSON text with whole numbers only.
//!
//! Records, saves and summaries hold cards, seats and counts: text and whole numbers,
//! never a fraction. Writing a `serde_json::Value` the usual way links float formatting
//! into the web page for numbers it never has; writing it through [`Whole`] does not. A
//! fractional number, which nothing here produces, is written as `null`.

use serde::ser::{Serialize, Serializer};
use serde_json::Value;

/// A JSON value that serializes with whole numbers only.
pub struct Whole<'a>(pub &'a Value);

impl Serialize for Whole<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Value::Null => s.serialize_unit(),
            Value::Bool(b) => s.serialize_bool(*b),
            Value::Number(n) => match (n.as_i64(), n.as_u64()) {
                (Some(i), _) => s.serialize_i64(i),
                (_, Some(u)) => s.serialize_u64(u),
                _ => s.serialize_unit(),
            },
            Value::String(t) => s.serialize_str(t),
            Value::Array(items) => s.collect_seq(items.iter().map(Whole)),
            Value::Object(map) => s.collect_map(map.iter().map(|(k, v)| (k, Whole(v)))),
        }
    }
}

/// Pretty text (two-space indent).
pub fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(&Whole(value)).unwrap_or_default()
}

/// Compact text on one line.
pub fn compact(value: &Value) -> String {
    serde_json::to_string(&Whole(value)).unwrap_or_default()
}
