//! Rule book §7: every case, each as its own named test.

use konter::card::parse_cards;
use konter::score::{apply_dashes, settle};
use konter::*;

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("test cards")
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

fn suit(c: char) -> Suit {
    Suit::from_letter(c).unwrap()
}

/// Legal cards of `hand` under `trump` after the trick so far `led`.
fn legal(trump: char, trick: &str, hand: &str) -> CardSet {
    let t = Trump(suit(trump));
    let led = cards(trick).first().map(|&c| t.lane(c));
    t.legal(set(hand), led)
}

/// The card that wins a trick under `trump`.
fn winner(trump: char, trick: &str) -> Card {
    let cs = cards(trick);
    cs[Trump(suit(trump)).winner_index(&cs)]
}

/// Settles a deal for the trump team A (forehand seat 0).
fn settle_a(points_a: u8, tricks_a: u8, announcements: u8, stake: u32) -> Settlement {
    let result = DealResult {
        trump_team: Team::A,
        points: [points_a, 40 - points_a],
        tricks: [tricks_a, 6 - tricks_a],
        announcements,
    };
    settle(&result, &Rules::default(), stake)
}

#[test]
fn case_01_deck_and_card_points() {
    assert_eq!(CardSet::DECK.points(), 40);
    assert_eq!(set("AS KH QD JC").points(), 10);
    assert_eq!(set("AS AH KD TC").points(), 11);
}

#[test]
fn case_02_trumps_in_a_hand_and_nine_club_trumps() {
    let hand = set("QS AH KH QD QC TC");
    assert_eq!(hand.intersect(Trump(Suit::Hearts).trumps()), set("QS AH KH QD"));
    assert_eq!(Trump(Suit::Clubs).trumps().len(), 9);
    for s in [Suit::Spades, Suit::Hearts, Suit::Diamonds] {
        assert_eq!(Trump(s).trumps().len(), 8);
    }
}

#[test]
fn case_03_plain_lead_follow_or_trump() {
    assert_eq!(legal('H', "TS", "AS KS QH TD 9C JC"), set("AS KS QH"));
}

#[test]
fn case_04_trump_lead_must_trump() {
    assert_eq!(legal('D', "KD", "AD KC QD 9S TD JC"), set("AD QD TD"));
}

#[test]
fn case_05_follow_suit_or_matador() {
    assert_eq!(legal('S', "JH", "AD KC QS 9H TD JC"), set("9H QS"));
}

#[test]
fn case_06_void_in_led_suit_plays_anything() {
    let hand = "9H AC KC TC TH JC";
    assert_eq!(legal('S', "9D", hand), set(hand));
}

#[test]
fn case_07_matador_is_not_of_its_printed_suit() {
    let hand = "QS 9D AC";
    assert_eq!(legal('H', "KS", hand), set(hand));
}

#[test]
fn case_08_matador_lead_is_a_trump_lead() {
    assert_eq!(legal('C', "QD", "AD KD 9C"), set("9C"));
}

#[test]
fn case_09_led_suit_decides_not_the_trump_played() {
    assert_eq!(legal('H', "9S AH", "KS 9H AC"), set("KS 9H"));
}

#[test]
fn case_10_trump_wins_over_led_suit() {
    assert_eq!(winner('C', "TH KH 9C AH"), cards("9C")[0]);
    assert_eq!(winner('H', "JS AH KS TS"), cards("AH")[0]);
}

#[test]
fn case_11_matador_order_and_trump_ace_on_top() {
    assert_eq!(winner('D', "QD KD QH JD"), cards("QH")[0]);
    assert_eq!(winner('S', "KS QD QS AS"), cards("AS")[0]);
}

#[test]
fn case_12_queen_of_clubs_and_plain_lead() {
    assert_eq!(winner('C', "QC KC JC TC"), cards("KC")[0]);
    assert_eq!(winner('S', "JH AH QH"), cards("QH")[0]);
}

#[test]
fn case_13_trump_team_wins_with_konter() {
    let s = settle_a(25, 4, 1, 0);
    assert_eq!(s.outcome, Outcome::TrumpTeam);
    assert_eq!(s.struck, [2, 0]);
    assert_eq!(s.added, [0, 0]);
}

#[test]
fn case_14_trump_team_loses_with_matt() {
    let s = settle_a(18, 2, 1, 0);
    assert_eq!(s.outcome, Outcome::Defenders);
    assert_eq!(s.struck, [0, 2]);
    assert_eq!(s.added, [2, 0]);
}

#[test]
fn case_15_trump_team_takes_no_trick_with_konter_a_matt() {
    let s = settle_a(0, 0, 2, 0);
    assert_eq!(s.value, 4);
    assert_eq!(s.struck, [0, 4]);
    assert_eq!(s.added, [4, 0]);
}

#[test]
fn case_16_no_trick_bonus_counts_tricks_not_points() {
    let s = settle_a(40, 5, 0, 0);
    assert_eq!(s.outcome, Outcome::TrumpTeam);
    assert_eq!(s.value, 1);
    assert_eq!(s.struck, [1, 0]);
}

#[test]
fn case_17_announcements_of_both_teams_count() {
    // Defender announced Matt (+1), trump team Konter (+1): V = 3.
    let s = settle_a(30, 4, 2, 0);
    assert_eq!(s.struck, [3, 0]);
}

#[test]
fn case_18_stanner_carries_a_stake() {
    let rules = Rules::default();
    let first = settle_a(20, 3, 0, 0);
    assert_eq!(first.outcome, Outcome::Stanner);
    assert_eq!(first.added, [1, 0]);
    assert_eq!(first.stake_after, 1);
    assert!(first.same_dealer, "the same forehand names trump again");
    let dashes = apply_dashes([11, 11], &first);
    assert_eq!(dashes, [12, 11]);
    let second = settle(
        &DealResult { trump_team: Team::A, points: [15, 25], tricks: [2, 4], announcements: 0 },
        &rules,
        first.stake_after,
    );
    assert_eq!(second.value, 1);
    assert_eq!(second.struck, [0, 2]);
    assert_eq!(second.added, [2, 0]);
    assert_eq!(second.stake_after, 0);
    assert_eq!(apply_dashes(dashes, &second), [14, 9]);
}

#[test]
fn case_19_reaching_zero_wins_the_match() {
    // Trump team A wins 30–10 taking 5 tricks with Konter a Matt: V = 1 + 2 = 3.
    let s = settle_a(30, 5, 2, 0);
    assert_eq!(s.value, 3);
    assert_eq!(s.struck, [3, 0]);
    assert_eq!(apply_dashes([2, 7], &s), [0, 7], "dashes never show below 0");
}
