//! Shared deals (`src/games/konter/share.rs`): the link format, strict parsing of anything a
//! URL fragment may hold, and `Session::shared` dealing exactly the shared cards.

use konter_a_matt::engine::record::MatchRecord;
use konter_a_matt::engine::{Deal, Direction, Rules, Seat, StannerRule};
use konter_a_matt::games::konter::share::{read_fragment, ShareError, SharedDeal, MAX_FRAGMENT_LEN};
use konter_a_matt::games::konter::stored::{migrate_match, MATCH_VERSION};
use konter_a_matt::games::konter::session::*;
use konter_a_matt::store::seeds;
use proptest::prelude::*;
use serde_json::json;

mod common;
use common::{save_and_restore, step};

fn seat(i: usize) -> Seat {
    Seat::new(i).unwrap()
}

const ALL_STANNER: [StannerRule; 3] = [StannerRule::Carry, StannerRule::W, StannerRule::Simple];
const ALL_DIRECTIONS: [Direction; 2] = [Direction::Clockwise, Direction::Anticlockwise];

#[test]
fn the_fragment_has_the_documented_form() {
    let shared = SharedDeal { seed: 0x9f0c_3a1b_22d4_e5f6, dealer: seat(2), rules: Rules::default() };
    assert_eq!(shared.to_fragment(), "deal=v1.9f0c3a1b22d4e5f6.2.c11k");
    let other = SharedDeal {
        seed: 7,
        dealer: seat(0),
        rules: Rules { direction: Direction::Anticlockwise, start_dashes: sd(9), stanner: StannerRule::Simple },
    };
    assert_eq!(other.to_fragment(), "deal=v1.0000000000000007.0.a9s");
    assert_eq!(
        shared.link("https://example.org/konter/?x=1#old"),
        "https://example.org/konter/?x=1#deal=v1.9f0c3a1b22d4e5f6.2.c11k"
    );
    assert_eq!(SharedDeal::parse("#deal=v1.9f0c3a1b22d4e5f6.2.c11k"), Ok(shared));
    assert_eq!(SharedDeal::parse("deal=v1.9f0c3a1b22d4e5f6.2.c11k"), Ok(shared));
}

#[test]
fn every_rule_variant_round_trips() {
    for direction in ALL_DIRECTIONS {
        for stanner in ALL_STANNER {
            for start_dashes in [1, 9, 10, 11, 21, 99] {
                for d in 0..4 {
                    let shared =
                        SharedDeal { seed: u64::MAX - d as u64, dealer: seat(d), rules: Rules { direction, start_dashes: sd(start_dashes), stanner } };
                    let text = shared.to_fragment();
                    assert!(text.len() <= MAX_FRAGMENT_LEN);
                    assert_eq!(SharedDeal::parse(&text), Ok(shared), "{text}");
                    assert_eq!(read_fragment(&format!("#{text}")), Ok(Some(shared)));
                }
            }
        }
    }
}

#[test]
fn no_fragment_or_a_plain_anchor_is_not_a_shared_deal() {
    for hash in ["", "#", "#main", "main", "#top-of-page", "#section_2"] {
        assert_eq!(read_fragment(hash), Ok(None), "{hash:?}");
    }
}

#[test]
fn hostile_or_broken_fragments_are_typed_errors() {
    use ShareError::*;
    let long = format!("#deal=v1.{}", "a".repeat(100));
    let cases: Vec<(&str, ShareError)> = vec![
        ("#deal", NotADeal),
        ("#deal=", NotADeal),
        ("#dealer=v1.0000000000000007.0.c11k", NotADeal),
        ("#<script>alert(1)</script>", NotADeal),
        ("#deal=<img src=x onerror=alert(1)>", NotADeal),
        ("#deal=javascript:alert(1)", NotADeal),
        ("#%3Cscript%3E", NotADeal),
        ("#deal=v2.0000000000000007.0.c11k", UnknownVersion),
        ("#deal=v1", WrongParts),
        ("#deal=v1.0000000000000007.0", WrongParts),
        ("#deal=v1.0000000000000007.0.c11k.", WrongParts),
        ("#deal=v1.0000000000000007.0.c11k.extra", WrongParts),
        ("#deal=v1.000000000000007.0.c11k", BadSeed),
        ("#deal=v1.00000000000000007.0.c11k", BadSeed),
        ("#deal=v1.000000000000000G.0.c11k", BadSeed),
        ("#deal=v1.9F0C3A1B22D4E5F6.0.c11k", BadSeed),
        ("#deal=v1.+000000000000007.0.c11k", BadSeed),
        ("#deal=v1.0000000000000007.4.c11k", BadDealer),
        ("#deal=v1.0000000000000007.-1.c11k", BadDealer),
        ("#deal=v1.0000000000000007.01.c11k", BadDealer),
        ("#deal=v1.0000000000000007..c11k", BadDealer),
        ("#deal=v1.0000000000000007.0.x11k", BadDirection),
        ("#deal=v1.0000000000000007.0.", BadDirection),
        ("#deal=v1.0000000000000007.0.ck", BadDashes),
        ("#deal=v1.0000000000000007.0.c0k", BadDashes),
        ("#deal=v1.0000000000000007.0.c011k", BadDashes),
        ("#deal=v1.0000000000000007.0.c100k", BadDashes),
        ("#deal=v1.0000000000000007.0.c1_1k", BadDashes),
        ("#deal=v1.0000000000000007.0.c11x", BadStanner),
        ("#deal=v1.0000000000000007.0.c11K", BadStanner),
        ("#deal=v1.0000000000000007.0.c11ké", BadStanner),
        (long.as_str(), TooLong(long.len() - 1)),
    ];
    for (hash, want) in cases {
        assert_eq!(read_fragment(hash), Err(want.clone()), "{hash:?}");
        // Every error explains itself (in English, for logs).
        assert!(!want.to_string().is_empty());
    }
}

proptest! {
    #[test]
    fn any_deal_round_trips(seed in any::<u64>(), d in 0usize..4, dashes in 1u8..=99, dir in 0usize..2, st in 0usize..3) {
        let shared = SharedDeal {
            seed,
            dealer: seat(d),
            rules: Rules { direction: ALL_DIRECTIONS[dir], start_dashes: sd(dashes), stanner: ALL_STANNER[st] },
        };
        prop_assert_eq!(SharedDeal::parse(&shared.to_fragment()), Ok(shared));
    }

    /// Whatever the fragment, reading it never panics, and what is accepted is exactly
    /// the canonical text of the deal it names (one deal, one link).
    #[test]
    fn any_text_is_read_or_refused_without_panicking(text in "\\PC{0,80}") {
        if let Ok(Some(shared)) = read_fragment(&text) {
            prop_assert_eq!(shared.to_fragment(), text.strip_prefix('#').unwrap_or(&text));
        }
    }

    #[test]
    fn near_misses_of_a_valid_link_are_refused_or_canonical(cut in 0usize..40, c in any::<char>(), at in 0usize..40) {
        let good = SharedDeal { seed: 0x0123_4567_89ab_cdef, dealer: seat(3), rules: Rules::default() }.to_fragment();
        let mut chars: Vec<char> = good.chars().collect();
        let at = at.min(chars.len());
        chars.insert(at, c);
        let mutated: String = chars.into_iter().collect();
        for text in [&good[..cut.min(good.len())], mutated.as_str()] {
            // A leading '#' is the fragment's own mark, not part of the deal's text.
            if let Ok(Some(shared)) = read_fragment(text) {
                prop_assert_eq!(shared.to_fragment(), text.strip_prefix('#').unwrap_or(text));
            }
        }
    }
}

#[test]
fn a_shared_match_deals_exactly_the_shared_cards_first() {
    let shared = SharedDeal {
        seed: 0xdead_beef_0bad_f00d,
        dealer: seat(1),
        rules: Rules { direction: Direction::Anticlockwise, start_dashes: sd(5), stanner: StannerRule::W },
    };
    let a = Session::shared(&shared, 1, false);
    let b = Session::shared(&shared, 2, true);
    let expected = Deal::shuffled(seat(1), shared.seed);
    for s in [&a, &b] {
        let deal = s.deal().unwrap();
        assert_eq!(deal.dealt_hands(), expected.dealt_hands());
        assert_eq!(deal.dealer(), seat(1));
        assert_eq!(*s.rules(), shared.rules);
        assert_eq!(s.deal_index(), 0);
        assert_eq!(s.shared_deal(), Some(shared), "the deal on screen shares as the same link");
        assert_eq!(s.first_deal_seed(), Some(shared.seed));
    }
    assert!(a.counted() && !b.counted() && b.practice());
    // The bots meet the same decisions whatever the match seed.
    assert_eq!(a.decision_seed(), b.decision_seed());
}

#[test]
fn a_shared_match_saves_restores_and_carries_on_from_its_own_seed() {
    let shared = SharedDeal { seed: 42, dealer: seat(3), rules: Rules { start_dashes: sd(3), ..Rules::default() } };
    let mut a = Session::shared(&shared, 0xaaaa, false);
    let mut b = Session::shared(&shared, 0xbbbb, false);

    let text = a.to_saved().to_json_string();
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["v"], json!(MATCH_VERSION));
    assert_eq!(value["first_deal_seed"], json!("000000000000002a"));
    assert_eq!(save_and_restore(&a), a);

    // Both play the first deal through (same seat decisions: same seeds) …
    for s in [&mut a, &mut b] {
        while s.deal_index() == 0 && s.next() != Next::Summary {
            step(s);
            assert_eq!(save_and_restore(s), *s);
        }
    }
    assert_eq!(a.game().history()[0], b.game().history()[0], "the same deal played the same way");
    // … then the second deals come from each match's own seed.
    a.next_deal().unwrap();
    b.next_deal().unwrap();
    assert_ne!(a.deal().unwrap().dealt_hands(), b.deal().unwrap().dealt_hands());
    for s in [&a, &b] {
        let second = s.shared_deal().expect("the second deal is shareable too");
        assert_eq!(second.seed, seeds::deal_seed(s.seed(), 1));
        assert_eq!(second.deal().dealt_hands(), s.deal().unwrap().dealt_hands());
        assert_eq!(save_and_restore(s), *s);
    }
}

#[test]
fn every_deal_of_a_match_shares_as_a_link_that_reproduces_it() {
    let mut s = Session::new(Rules { start_dashes: sd(4), ..Rules::default() }, 0x5eed_cafe, false);
    let mut seen = 0;
    loop {
        let shared = s.shared_deal().expect("every deal of a seeded match is shareable");
        let link = shared.link("http://127.0.0.1:8080/konter-a-matt/");
        let hash = &link[link.find('#').unwrap()..];
        let opened = Session::shared(&read_fragment(hash).unwrap().unwrap(), 1234, false);
        assert_eq!(opened.deal().unwrap().dealt_hands(), s.deal().unwrap().dealt_hands());
        assert_eq!(opened.deal().unwrap().dealer(), s.deal().unwrap().dealer());
        assert_eq!(opened.rules(), s.rules());
        seen += 1;
        let index = s.deal_index();
        while s.deal_index() == index {
            if !step(&mut s) {
                assert!(seen > 1);
                return;
            }
        }
    }
}

#[test]
fn deals_of_an_imported_record_are_not_offered_for_sharing() {
    let original = Session::new(Rules::default(), 77, false);
    let record = MatchRecord::from_match(original.game()).to_json_string();
    let replay = konter_a_matt::engine::record::check(&record).unwrap();
    let imported = Session::imported(replay.game, 99);
    // Its cards do not come from the new seed: no link could reproduce them.
    assert_eq!(imported.shared_deal(), None);
    assert!(original.shared_deal().is_some());
}

#[test]
fn a_version_2_save_reads_as_version_3_without_a_shared_seed() {
    let s = Session::new(Rules::default(), 9, false);
    let mut value: serde_json::Value = serde_json::from_str(&s.to_saved().to_json_string()).unwrap();
    assert!(value.get("first_deal_seed").is_none(), "only written for shared matches");
    value["v"] = json!(2);
    let saved = migrate_match(&value.to_string()).expect("v2 reads");
    assert_eq!(saved.first_deal_seed, None);
    assert_eq!(Session::from_saved(&saved).unwrap(), s);

    value["first_deal_seed"] = json!("000000000000002a");
    assert!(migrate_match(&value.to_string()).is_err(), "v2 never had first_deal_seed");

    // A v3 save with a broken shared seed is refused, not guessed.
    let shared = Session::shared(&SharedDeal { seed: 5, dealer: seat(0), rules: Rules::default() }, 6, false);
    let mut value: serde_json::Value = serde_json::from_str(&shared.to_saved().to_json_string()).unwrap();
    for bad in [json!("5"), json!("zz00000000000005"), json!(5), json!("00000000000000005")] {
        value["first_deal_seed"] = bad.clone();
        let read = migrate_match(&value.to_string()).and_then(|saved| Session::from_saved(&saved));
        assert!(read.is_err(), "{bad}");
    }
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter_a_matt::engine::StartDashes {
    konter_a_matt::engine::StartDashes::new(n).expect("1–99")
}

#[test]
fn a_shared_deal_reads_back_from_its_text() {
    let shared = SharedDeal { seed: 0x0123_4567_89ab_cdef, dealer: seat(2), rules: Rules::default() };
    let text = shared.to_string();
    assert_eq!(text, shared.to_fragment());
    assert_eq!(text.parse::<SharedDeal>(), Ok(shared));
    assert!("deal=v1.XYZ.2.c11c".parse::<SharedDeal>().is_err());
}

// ── What a shared deal gives away ─────────────────────────────────────────────

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// The SplitMix64 finaliser, the mix an invertible derivation would use.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Its inverse: whoever knows one output of a SplitMix64 stream knows its start.
fn unmix(mut z: u64) -> u64 {
    z ^= (z >> 31) ^ (z >> 62);
    z = z.wrapping_mul(0x3196_42B2_D24D_8EC3);
    z ^= (z >> 27) ^ (z >> 54);
    z = z.wrapping_mul(0x96DE_1B17_3F11_9089);
    z ^ (z >> 30) ^ (z >> 60)
}

/// The attack on an invertible derivation: from deal 0's seed, the match seed, then deal
/// 1's seed.
fn foretold(first_deal_seed: u64) -> u64 {
    let match_seed = unmix(first_deal_seed).wrapping_sub(GAMMA.wrapping_mul(2));
    mix(match_seed.wrapping_add(GAMMA.wrapping_mul(3)))
}

#[test]
fn a_shared_deal_does_not_foretell_the_next_one() {
    for seed in [1_u64, 42, 0x5eed, 0x9f0c_3a1b_22d4_e5f6, u64::MAX] {
        // The attack itself works on an invertible derivation …
        let mixed = |k: u64| mix(seed.wrapping_add(GAMMA.wrapping_mul(k + 1)));
        assert_eq!(foretold(mixed(1)), mixed(2), "the attack is sound");
        // … and not on the match's: deal 0's link says nothing of deal 1.
        let mut s = Session::new(Rules::default(), seed, false);
        let shared = s.shared_deal().expect("the first deal is shareable");
        assert_eq!(shared.seed, seeds::deal_seed(seed, 0));
        while s.deal_index() == 0 && s.next() != Next::Summary {
            step(&mut s);
        }
        s.next_deal().unwrap();
        let next = s.shared_deal().expect("the second deal is shareable").seed;
        assert_ne!(foretold(shared.seed), next, "seed {seed:#x}");
        assert_ne!(SharedDeal { seed: foretold(shared.seed), ..shared }.deal().dealt_hands(), s.deal().unwrap().dealt_hands());
    }
}

#[test]
fn the_derivation_is_speck128_as_published() {
    // The test vector of Speck128/128 in "The SIMON and SPECK Families of Lightweight Block
    // Ciphers" (2013): key 0f0e…0100, plaintext "l…" → a65d…, 7860….
    let key = (0x0f0e_0d0c_0b0a_0908, 0x0706_0504_0302_0100);
    let plain = (0x6c61_7669_7571_6520, 0x7469_2065_6461_6d20);
    assert_eq!(seeds::speck(key, plain), (0xa65d_9851_7978_3265, 0x7860_fedf_5c57_0d18));
}
