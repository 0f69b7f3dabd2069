//! The score sheet for real cards: rule book §7 scoring cases entered as a player would.

use konter::{Outcome, Rules, Seat, StannerRule, Team};
use konter::sheet::*;

fn entry(trump_team: Team, end: DealEnd) -> Entry {
    Entry { trump_team, end, losers_no_trick: false, matt: false, konter: false }
}

fn sheet() -> ScoreSheet {
    ScoreSheet::new(SheetSetup { first_dealer: Some(Seat::ALL[3]), ..SheetSetup::default() })
}

#[test]
fn case_13_win_with_konter_strikes_two() {
    let mut s = sheet();
    let row = s.add(Entry { konter: true, ..entry(Team::A, DealEnd::TrumpPoints(25)) }).unwrap();
    assert_eq!(row.settlement.value, 2);
    assert_eq!(s.tally().dashes, [9, 11]);
}

#[test]
fn case_14_loss_with_matt_moves_both_teams() {
    let mut s = sheet();
    s.add(Entry { matt: true, ..entry(Team::A, DealEnd::TrumpPoints(18)) }).unwrap();
    assert_eq!(s.tally().dashes, [13, 9]);
}

#[test]
fn case_15_no_trick_with_konter_a_matt_is_worth_four() {
    let mut s = sheet();
    let e = Entry { losers_no_trick: true, matt: true, konter: true, ..entry(Team::A, DealEnd::TrumpTeamLost) };
    assert_eq!(s.add(e).unwrap().settlement.value, 4);
    assert_eq!(s.tally().dashes, [15, 7]);
}

#[test]
fn case_16_forty_points_without_the_bonus() {
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::TrumpPoints(40))).unwrap();
    assert_eq!(s.tally().dashes, [10, 11]);
}

#[test]
fn case_17_announcements_of_both_teams_add_up() {
    let mut s = sheet();
    s.add(Entry { matt: true, konter: true, ..entry(Team::A, DealEnd::TrumpTeamWon) }).unwrap();
    assert_eq!(s.tally().dashes, [8, 11]);
}

#[test]
fn case_18_stanner_stake_goes_to_the_next_decided_deal() {
    let mut s = sheet();
    let first = s.add(entry(Team::A, DealEnd::TrumpPoints(20))).unwrap();
    assert_eq!(first.settlement.outcome, Outcome::Stanner);
    let t = s.tally();
    assert_eq!((t.dashes, t.stake), ([12, 11], 1));
    assert_eq!(t.next_dealer, Some(Seat::ALL[3]), "the same dealer deals again");
    s.add(entry(Team::A, DealEnd::TrumpTeamLost)).unwrap();
    let t = s.tally();
    assert_eq!((t.dashes, t.stake), ([14, 9], 0));
    assert_eq!(t.next_dealer, Some(Seat::ALL[0]));
}

#[test]
fn case_19_two_dashes_and_a_deal_of_three_ends_the_match() {
    let mut s = ScoreSheet::new(SheetSetup {
        rules: Rules { start_dashes: sd(2), ..Rules::default() },
        ..SheetSetup::default()
    });
    s.add(Entry { matt: true, konter: true, ..entry(Team::B, DealEnd::TrumpTeamWon) }).unwrap();
    let t = s.tally();
    assert_eq!(t.dashes, [2, 0]);
    assert_eq!(t.winner, Some(Team::B));
    assert_eq!(s.add(entry(Team::A, DealEnd::TrumpTeamWon)), Err(SheetError::MatchOver { winner: Team::B }));
}

#[test]
fn editing_a_past_deal_recomputes_everything_after_it() {
    let mut s = ScoreSheet::default(); // no seating: either team may name trump
    s.add(entry(Team::A, DealEnd::Stanner)).unwrap();
    s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    assert_eq!(s.tally().dashes, [12, 9], "stake 1 collected by B");
    s.edit(0, entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    let t = s.tally();
    assert_eq!(t.dashes, [10, 10], "no stake any more");
    assert_eq!(t.rows[1].stake_before, 0);
}

#[test]
fn an_edit_that_would_end_the_match_early_is_refused() {
    let mut s = ScoreSheet::new(SheetSetup {
        rules: Rules { start_dashes: sd(2), ..Rules::default() },
        ..SheetSetup::default()
    });
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    let ending = Entry { konter: true, ..entry(Team::A, DealEnd::TrumpTeamWon) };
    assert_eq!(s.edit(0, ending), Err(SheetError::EndsEarlier { deal: 1 }));
    assert_eq!(s.entries.len(), 2, "nothing lost");
}

#[test]
fn undo_removes_the_last_deal() {
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    assert!(s.undo().is_some());
    assert_eq!(s.tally().dashes, [10, 11]);
}

#[test]
fn stanner_variants_follow_the_rules() {
    for (variant, dashes, stake) in
        [(StannerRule::Carry, [12, 11], 2), (StannerRule::W, [13, 11], 0), (StannerRule::Simple, [12, 11], 0)]
    {
        let mut s = ScoreSheet::new(SheetSetup {
            rules: Rules { stanner: variant, ..Rules::default() },
            ..SheetSetup::default()
        });
        s.add(Entry { matt: true, ..entry(Team::A, DealEnd::TrumpPoints(20)) }).unwrap();
        let t = s.tally();
        assert_eq!((t.dashes, t.stake), (dashes, stake), "{variant:?}");
    }
}

#[test]
fn impossible_points_are_refused() {
    let mut s = sheet();
    assert_eq!(s.add(entry(Team::A, DealEnd::TrumpPoints(41))), Err(SheetError::PointsOutOfRange(41)));
}

#[test]
fn strokes_count_added_dashes_and_cross_struck_ones() {
    let mut s = ScoreSheet::default();
    s.add(entry(Team::A, DealEnd::TrumpTeamLost)).unwrap();
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    let t = s.tally();
    assert_eq!(t.strokes, [12, 11]);
    assert_eq!(t.struck, [1, 1]);
    assert_eq!(t.dashes, [11, 10]);
}

#[test]
fn a_sheet_survives_a_json_round_trip() {
    let mut s = sheet();
    s.add(Entry { losers_no_trick: true, ..entry(Team::A, DealEnd::TrumpPoints(40)) }).unwrap();
    let text = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<ScoreSheet>(&text).unwrap(), s);
}

// ── Impossible deals are refused ────────────────────────────────────────────

#[test]
fn the_no_trick_bonus_needs_0_or_40_trump_team_points() {
    let bonus = |team, end| Entry { losers_no_trick: true, ..entry(team, end) };
    for p in 1..=39 {
        let mut s = sheet();
        assert_eq!(s.add(bonus(Team::A, DealEnd::TrumpPoints(p))), Err(SheetError::NoTrickWithPoints(p)), "{p}");
        assert!(s.entries.is_empty());
    }
    // A Stänner (20 each) has no losers at all.
    assert_eq!(sheet().add(bonus(Team::A, DealEnd::Stanner)), Err(SheetError::NoTrickWithPoints(20)));
    // The trump team took every trick (40) or none (0): the bonus counts.
    let mut s = sheet();
    assert_eq!(s.add(bonus(Team::A, DealEnd::TrumpPoints(40))).unwrap().settlement.value, 2);
    assert_eq!(s.tally().dashes, [9, 11]);
    let mut s = sheet();
    assert_eq!(s.add(bonus(Team::A, DealEnd::TrumpPoints(0))).unwrap().settlement.value, 2);
    assert_eq!(s.tally().dashes, [13, 9]);
    // Won or lost without points: the sheet cannot tell, and believes the players.
    assert!(sheet().add(bonus(Team::A, DealEnd::TrumpTeamWon)).is_ok());
    // A change to a past deal is held to the same rule.
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::TrumpPoints(25))).unwrap();
    assert_eq!(s.edit(0, bonus(Team::A, DealEnd::TrumpPoints(25))), Err(SheetError::NoTrickWithPoints(25)));
    assert_eq!(s.entries[0], entry(Team::A, DealEnd::TrumpPoints(25)), "nothing changed");
}

#[test]
fn with_the_seating_known_the_forehands_team_names_trump() {
    // Seat 3 deals first: seat 0 (team A) is forehand, then seat 1 (B), …
    let mut s = sheet();
    let forehand = Seat::ALL[0];
    assert_eq!(s.add(entry(Team::B, DealEnd::TrumpTeamWon)), Err(SheetError::NotForehandsTeam { deal: 1, forehand }));
    assert!(s.entries.is_empty());
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    let forehand = Seat::ALL[1];
    assert_eq!(s.add(entry(Team::A, DealEnd::TrumpTeamWon)), Err(SheetError::NotForehandsTeam { deal: 2, forehand }));
    s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    // A past deal changed to the other team is refused too.
    assert_eq!(
        s.edit(0, entry(Team::B, DealEnd::TrumpTeamLost)),
        Err(SheetError::NotForehandsTeam { deal: 1, forehand: Seat::ALL[0] })
    );
    // Without the seating, either team may name trump.
    let mut free = ScoreSheet::default();
    free.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    free.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
}

#[test]
fn after_a_carried_stanner_the_same_forehand_names_trump_again() {
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::TrumpPoints(20))).unwrap();
    let forehand = Seat::ALL[0];
    assert_eq!(s.add(entry(Team::B, DealEnd::TrumpTeamWon)), Err(SheetError::NotForehandsTeam { deal: 2, forehand }));
    s.add(entry(Team::A, DealEnd::Stanner)).unwrap();
    assert_eq!(s.add(entry(Team::B, DealEnd::TrumpTeamLost)), Err(SheetError::NotForehandsTeam { deal: 3, forehand }));
    s.add(entry(Team::A, DealEnd::TrumpTeamLost)).unwrap();
    assert_eq!(s.tally().dashes, [16, 8], "the stake of 2 went with the defenders' win");
    // Under the W and simple rules a Stänner passes the deal on like any other.
    for stanner in [StannerRule::W, StannerRule::Simple] {
        let mut s = ScoreSheet::new(SheetSetup {
            first_dealer: Some(Seat::ALL[3]),
            rules: Rules { stanner, ..Rules::default() },
            ..SheetSetup::default()
        });
        s.add(entry(Team::A, DealEnd::Stanner)).unwrap();
        let forehand = Seat::ALL[1];
        assert_eq!(s.add(entry(Team::A, DealEnd::TrumpTeamWon)), Err(SheetError::NotForehandsTeam { deal: 2, forehand }));
        s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    }
}

#[test]
fn an_edit_that_changes_who_names_trump_later_is_refused() {
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    s.add(entry(Team::B, DealEnd::TrumpTeamWon)).unwrap();
    // Deal 1 made a Stänner: seat 0 would name trump again in deal 2, not B's seat 1.
    let before = s.clone();
    assert_eq!(s.edit(0, entry(Team::A, DealEnd::Stanner)), Err(SheetError::MovesForehand { deal: 2 }));
    assert_eq!(s, before);
    // …and the other way round: a Stänner undone.
    let mut s = sheet();
    s.add(entry(Team::A, DealEnd::Stanner)).unwrap();
    s.add(entry(Team::A, DealEnd::TrumpTeamWon)).unwrap();
    assert_eq!(s.edit(0, entry(Team::A, DealEnd::TrumpTeamLost)), Err(SheetError::MovesForehand { deal: 2 }));
    // A change that keeps the dealers is fine.
    s.edit(0, Entry { matt: true, ..entry(Team::A, DealEnd::TrumpPoints(20)) }).unwrap();
    assert_eq!(s.tally().rows[1].stake_before, 2);
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter::StartDashes {
    konter::StartDashes::new(n).expect("1–99")
}
