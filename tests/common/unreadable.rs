//! Lists of matches put aside that no game may read, shared by every game's list.
#![allow(dead_code)] // each test crate uses the cases of its own list

/// The unreadable variants of `good` (a list that reads, holding one match of seed 12 put
/// aside at time 1), each with what is wrong with it.
pub fn unreadable_lists(good: &str) -> Vec<(String, &'static str)> {
    vec![
        (String::new(), "empty"),
        ("not json".into(), "text"),
        ("[]".into(), "array"),
        ("{}".into(), "no version"),
        ("{\"v\":0,\"matches\":[]}".into(), "version 0"),
        ("{\"v\":1}".into(), "no list"),
        ("{\"v\":1,\"matches\":{}}".into(), "list not a list"),
        ("{\"v\":1,\"matches\":[],\"more\":1}".into(), "unknown field"),
        ("{\"v\":1,\"matches\":[{\"at\":-1,\"match\":{}}]}".into(), "negative time"),
        ("{\"v\":1,\"matches\":[{\"at\":1}]}".into(), "no match"),
        ("{\"v\":1,\"matches\":[{}]}".into(), "empty entry"),
        ("{\"v\":1,\"matches\":[[]]}".into(), "entry not an object"),
        ("{\"v\":1,\"matches\":[{\"at\":1,\"match\":7}]}".into(), "match not an object"),
        ("{\"v\":1,\"matches\":[{\"at\":1,\"match\":{\"v\":99}}]}".into(), "match too new"),
        (good.replace("\"seed\":\"000000000000000c\"", "\"seed\":\"xyz\""), "bad seed"),
        (good.replace("\"at\":1", "\"at\":1,\"when\":2"), "unknown entry field"),
        (good[..good.len() - 3].to_string(), "cut short"),
    ]
}
