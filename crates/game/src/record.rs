//! Which game a record is of: every game's record is a JSON object whose `"format"` names
//! its game (its `game::Id::slug`, e.g. `"skat"`). One sniffer for every
//! reader of several formats — the command-line tool dispatching a replay, an import that
//! finds another game's record and offers to open it there. It reads only the head of the
//! object: the record itself is checked by its game.

/// The `"format"` of a JSON object's text, as written; `None` for anything else (not JSON,
/// not an object, no `"format"`, or one that is not text).
pub fn format_of(text: &str) -> Option<String> {
    #[derive(serde::Deserialize)]
    struct Head<'a> {
        #[serde(borrow, default)]
        format: Option<std::borrow::Cow<'a, str>>,
    }
    serde_json::from_str::<Head>(text).ok()?.format.map(|f| f.into_owned())
}

/// Whether `text` is a record that says it is of the format `format`.
pub fn is_format(text: &str, format: &str) -> bool {
    format_of(text).as_deref() == Some(format)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_format_of_a_record() {
        assert_eq!(format_of(r#"{"format": "skat", "version": 1, "deals": []}"#).as_deref(), Some("skat"));
        assert_eq!(format_of(r#"{"version": 1, "format": "tarot"}"#).as_deref(), Some("tarot"));
        assert!(is_format(r#"{"format":"konter-a-matt"}"#, "konter-a-matt"));
        assert!(!is_format(r#"{"format":"konter-a-matt"}"#, "skat"));
    }

    #[test]
    fn anything_else_has_no_format() {
        for text in ["", "null", "[1, 2]", "\"format\"", r#"{"format": 3}"#, r#"{"version": 1}"#, "{", r#"{"format": "a""#] {
            assert_eq!(format_of(text), None, "{text}");
        }
    }
}
