//! The score sheet for real cards: rule book §7 scoring cases entered as a player would.

use konter_a_matt::engine::{Outcome, Rules, Seat, StannerRule, Team};
use konter_a_matt::sheet::*;

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
    let e = Entry { losers_no_trick: true, matt: true, konter: true, ..entry(Team::B, DealEnd::TrumpTeamLost) };
    assert_eq!(s.add(e).unwrap().settlement.value, 4);
    assert_eq!(s.tally().dashes, [7, 15]);
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
        rules: Rules { start_dashes: 2, ..Rules::default() },
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
    let mut s = sheet();
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
        rules: Rules { start_dashes: 2, ..Rules::default() },
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
    let mut s = sheet();
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
    s.add(Entry { losers_no_trick: true, ..entry(Team::B, DealEnd::TrumpPoints(33)) }).unwrap();
    let text = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<ScoreSheet>(&text).unwrap(), s);
}
