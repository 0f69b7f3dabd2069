//! JSON values written with whole numbers only: the form of every game's records and saves.
//!
//! Match records and saves hold cards, seats and counts: text and whole numbers, never a
//! fraction. Writing a `serde_json::Value` the usual way links float formatting (and its
//! 13 KB table of powers of ten) into the web page for numbers it never has; writing it
//! through [`Whole`] does not. A fractional number, which no record or save of this app
//! contains, is written as `null`, so reading it back refuses it like any wrong value.

use serde::ser::{Serialize, Serializer};
use serde_json::Value;

/// A JSON value that serializes with whole numbers only (see the module's note).
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

/// For `#[serde(serialize_with = "game::json::whole")]` on a `Value` field.
pub fn whole<S: Serializer>(value: &Value, s: S) -> Result<S::Ok, S::Error> {
    Whole(value).serialize(s)
}

/// Pretty text (two-space indent).
pub fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(&Whole(value)).unwrap_or_default()
}

/// Compact text on one line.
pub fn compact(value: &Value) -> String {
    serde_json::to_string(&Whole(value)).unwrap_or_default()
}

/// A wrong value as a message shows it: a string quoted and cut short, a number, `true`,
/// `false` or `null` as written, a fraction, a list or an object by its kind (never a whole
/// object in a message; and the page needs no float formatting for it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Untrusted text, at most 24 characters then "…"; shown quoted.
    Text(String),
    /// As written.
    Literal(String),
    Decimal,
    List,
    Object,
}

impl Shown {
    /// Untrusted text, cut short so messages stay readable.
    pub fn text(s: &str) -> Shown {
        let mut short: String = s.chars().take(24).collect();
        if short.len() < s.len() {
            short.push('…');
        }
        Shown::Text(short)
    }

    pub fn of(v: &Value) -> Shown {
        match v {
            Value::String(s) => Shown::text(s),
            Value::Number(n) => match (n.as_i64(), n.as_u64()) {
                (Some(i), _) => Shown::Literal(i.to_string()),
                (_, Some(u)) => Shown::Literal(u.to_string()),
                _ => Shown::Decimal,
            },
            Value::Bool(b) => Shown::Literal(b.to_string()),
            Value::Null => Shown::Literal("null".into()),
            Value::Array(_) => Shown::List,
            Value::Object(_) => Shown::Object,
        }
    }
}

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Shown::Text(s) => write!(f, "\"{s}\""),
            Shown::Literal(s) => f.write_str(s),
            Shown::Decimal => f.write_str("a decimal number"),
            Shown::List => f.write_str("a list"),
            Shown::Object => f.write_str("an object"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn writes_the_same_text_as_serde_json_for_whole_numbers() {
        let v = json!({ "format": "konter-a-matt", "version": 1, "n": -3, "big": u64::MAX, "deals": [{ "hands": ["AS KS"], "trump": null, "ok": true }] });
        assert_eq!(
            serde_json::to_string(&Whole(&v)).unwrap(),
            serde_json::to_string(&v).unwrap()
        );
        assert_eq!(
            serde_json::to_string_pretty(&Whole(&v)).unwrap(),
            serde_json::to_string_pretty(&v).unwrap()
        );
    }

    #[test]
    fn writes_a_fraction_as_null() {
        assert_eq!(
            serde_json::to_string(&Whole(&json!({ "x": 1.5 }))).unwrap(),
            r#"{"x":null}"#
        );
    }
}
