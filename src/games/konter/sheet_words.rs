//! A score sheet for real cards in words: its title, each deal's row, why an entry was
//! refused, and the whole sheet as plain text for a chat, in the sheet texts' language.

use super::sheet_texts::SheetTexts;
use crate::engine::{Outcome, Seat, Team};
use crate::sheet::{DealEnd, Row, ScoreSheet, SheetError, SheetSetup, Strokes};

/// "Red against Blue".
pub fn sheet_title(setup: &SheetSetup, t: &SheetTexts) -> String {
    let [a, b] = team_names(setup);
    t.versus(a, b)
}

/// "Next: Dan deals, Anna names trump." when seating is known and the match goes on.
pub fn next_dealer_line(sheet: &ScoreSheet, t: &SheetTexts) -> Option<String> {
    let tally = sheet.tally();
    if tally.winner.is_some() {
        return None;
    }
    let dealer = tally.next_dealer?;
    Some(t.next_dealer(player_name(&sheet.setup, dealer)?, player_name(&sheet.setup, dealer.next())?))
}

/// Why the sheet refused a deal, in the player's language (never the English `Display`).
pub fn error_words(setup: &SheetSetup, e: &SheetError, t: &SheetTexts) -> String {
    let names = team_names(setup);
    match *e {
        SheetError::PointsOutOfRange(_) => t.points_invalid.to_string(),
        SheetError::MatchOver { winner } => t.sheet_won_by(names[winner.index()]),
        SheetError::EndsEarlier { deal } => t.ends_match_at(deal),
        SheetError::NoSuchDeal(_) => t.changed_elsewhere.to_string(),
        SheetError::NoTrickWithPoints(p) => t.no_trick_points(p),
        SheetError::NotForehandsTeam { forehand, .. } => {
            let player = player_name(setup, forehand).unwrap_or_default();
            t.forehands_team(player, names[forehand.team().index()])
        }
        SheetError::MovesForehand { deal } => t.moves_forehand(deal),
    }
}

/// One deal as words: what happened, and what it did to the dashes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowWords {
    /// "Trump: Red".
    pub trump: String,
    /// "won (25 points)", "Stänner".
    pub result: String,
    /// "no trick", "Matt", "Konter", "Konter a Matt".
    pub extras: Vec<String>,
    /// "value 2" / "value 1 + stake 1".
    pub value: String,
    /// Compact dash moves: "Red −2", "Blue +2".
    pub moves: Vec<String>,
    /// "Red strikes out 2 dashes." … as sentences (the stake and a dealer who stays included).
    pub sentences: Vec<String>,
}

/// The announcements of an entry as words ("Konter a Matt" for both).
pub fn announcement_words(matt: bool, konter: bool, t: &SheetTexts) -> Option<&'static str> {
    match (matt, konter) {
        (true, true) => Some(t.konter_a_matt),
        (true, false) => Some(t.matt),
        (false, true) => Some(t.konter),
        (false, false) => None,
    }
}

/// A row of the sheet in words.
pub fn row_words(setup: &SheetSetup, row: &Row, t: &SheetTexts) -> RowWords {
    let names = team_names(setup);
    let e = &row.entry;
    let s = &row.settlement;
    let outcome = e.outcome();
    let mut result = t.outcome_word(outcome).to_string();
    if let DealEnd::TrumpPoints(p) = e.end {
        result = format!("{result} ({})", t.points_short(p));
    }
    let mut extras = vec![];
    if e.losers_no_trick && outcome != Outcome::Stanner {
        extras.push(t.no_trick_short.to_string());
    }
    extras.extend(announcement_words(e.matt, e.konter, t).map(str::to_string));
    let mut moves = vec![];
    let mut sentences = vec![];
    for team in [Team::A, Team::B] {
        let i = team.index();
        if s.struck[i] > 0 {
            moves.push(format!("{} \u{2212}{}", names[i], s.struck[i]));
            sentences.push(t.strikes(names[i], s.struck[i]));
        }
    }
    for team in [Team::A, Team::B] {
        let i = team.index();
        if s.added[i] > 0 {
            moves.push(format!("{} +{}", names[i], s.added[i]));
            sentences.push(t.adds(names[i], s.added[i]));
        }
    }
    if s.stake_after > 0 {
        sentences.push(t.carries(s.stake_after));
    }
    if s.same_dealer && row.dealer.is_some() {
        sentences.push(t.same_dealer.to_string());
    }
    if sentences.is_empty() {
        sentences.push(t.no_change.to_string());
    }
    RowWords {
        trump: t.trump_of(names[e.trump_team.index()]),
        result,
        extras,
        value: t.value_is(s.value, s.stake_collected),
        moves,
        sentences,
    }
}

/// One team's strokes as text: groups of five, `|` standing, `x` struck out.
pub fn strokes_text(drawn: u32, crossed: u32) -> String {
    let mut out = String::new();
    for i in 0..drawn.min(99) {
        if i > 0 && i % 5 == 0 {
            out.push(' ');
        }
        out.push(if i < crossed { 'x' } else { '|' });
    }
    out
}

/// The sheet as plain text for a chat: the teams and rules, the Lee, every deal, and
/// where the match stands.
pub fn export_text(sheet: &ScoreSheet, t: &SheetTexts) -> String {
    let setup = &sheet.setup;
    let names = team_names(setup);
    let tally = sheet.tally();
    let mut lines = vec![t.export_title.to_string(), sheet_title(setup, t)];
    if let Some(p) = &setup.players {
        lines.push(format!("{}: {} & {} · {}: {} & {}", names[0], p[0], p[2], names[1], p[1], p[3]));
    }
    lines.push(t.export_rules(setup.rules.start_dashes.get(), setup.rules.stanner));
    lines.push(String::new());
    let start = setup.rules.start_dashes.get() as u32;
    let strokes = Strokes::after(start, tally.rows.iter().map(|r| &r.settlement));
    for team in [Team::A, Team::B] {
        let i = team.index();
        lines.push(format!("{}: {} = {}", names[i], strokes_text(strokes.drawn[i], strokes.crossed[i]), tally.dashes[i]));
    }
    if !tally.rows.is_empty() {
        lines.push(String::new());
    }
    for (n, row) in tally.rows.iter().enumerate() {
        let w = row_words(setup, row, t);
        let mut parts = vec![w.trump, w.result];
        parts.extend(w.extras);
        let moves = if w.moves.is_empty() { String::new() } else { format!(" → {}", w.moves.join(", ")) };
        parts.push(format!("{}{moves}", w.value));
        parts.push(format!("{} : {}", row.dashes_after[0], row.dashes_after[1]));
        lines.push(format!("{}. {}", n + 1, parts.join(" · ")));
    }
    lines.push(String::new());
    match tally.winner {
        Some(w) => lines.push(t.match_won(names[w.index()], tally.rows.len())),
        None => {
            lines.push(t.export_now(names[0], tally.dashes[0], names[1], tally.dashes[1]));
            if tally.stake > 0 {
                lines.push(t.stake_pending(tally.stake));
            }
            lines.extend(next_dealer_line(sheet, t));
        }
    }
    lines.join("\n")
}

/// The team names of a sheet.
pub fn team_names(setup: &SheetSetup) -> [&str; 2] {
    [setup.team_names[0].as_str(), setup.team_names[1].as_str()]
}

/// The name of a seat's player, when seating is known.
pub fn player_name(setup: &SheetSetup, seat: Seat) -> Option<&str> {
    setup.players.as_ref().map(|p| p[seat.index()].as_str())
}
