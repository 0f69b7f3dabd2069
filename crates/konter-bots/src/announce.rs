//! Whether to announce Matt / Konter / Konter a Matt.
//!
//! An announcement adds to the deal's value whoever wins, so it pays when the announcer's
//! team is more likely to win than to lose — and by how much depends on the score. The bot
//! weighs each possible announcement (including none) by the expected *match equity* after
//! the deal: a smooth function of both teams' dashes, 1 when its own team has struck out
//! all its dashes and 0 when the other team has. So an extra dash is worth little when a
//! plain win already ends the match, and costs a lot when a loss would hand the opponents
//! the match; the pending Stänner stake enters the deal's value as the rules say.

use super::MatchContext;
use konter::{Announcement, StannerRule};

/// Probabilities of the outcome levels from the trump team's side: [no trick, lost,
/// Stänner, won, won every trick].
pub type Outcomes = [f64; 5];

/// Match equity of `mine`/`theirs` dashes left (1 = my team has won the match).
pub fn equity(mine: i64, theirs: i64) -> f64 {
    if mine <= 0 {
        return 1.0;
    }
    if theirs <= 0 {
        return 0.0;
    }
    1.0 / (1.0 + (-(theirs - mine) as f64 * 0.3).exp())
}

/// Expected equity of the deal for my team when the announcements come to `ann`.
pub fn expected_equity(ctx: &MatchContext, my_team: usize, trump_team: usize, ann: u32, p: &Outcomes) -> f64 {
    let mine = ctx.dashes[my_team] as i64;
    let theirs = ctx.dashes[1 - my_team] as i64;
    let stake = ctx.stake as i64;
    let i_trump = my_team == trump_team;
    let mut e = 0.0;
    for (level, &pl) in p.iter().enumerate() {
        if pl == 0.0 {
            continue;
        }
        let bonus = if level == 0 || level == 4 { 1 } else { 0 };
        let v = 1 + ann as i64 + bonus + stake;
        let (m, t) = match (level, i_trump) {
            // Trump team wins.
            (3 | 4, true) => (mine - v, theirs),
            (3 | 4, false) => (mine, theirs - v),
            // Defenders win: they strike v, the trump team adds v.
            (0 | 1, true) => (mine + v, theirs - v),
            (0 | 1, false) => (mine - v, theirs + v),
            // Stänner.
            _ => {
                let add = match ctx.rules.stanner {
                    StannerRule::W => 1 + ann as i64,
                    _ => 1,
                };
                if i_trump {
                    (mine + add, theirs)
                } else {
                    (mine, theirs + add)
                }
            }
        };
        e += pl * equity(m, t);
    }
    e
}

/// How much more expected equity than announcing nothing an announcement must bring to be
/// made (a margin against rounding noise).
pub const MARGIN: f64 = 1e-3;

/// The best announcement among `allowed`, or None if announcing does not pay.
/// `already` is the value of the announcements made so far.
pub fn choose(
    ctx: &MatchContext,
    my_team: usize,
    trump_team: usize,
    already: u32,
    allowed: &[Announcement],
    p: &Outcomes,
) -> Option<Announcement> {
    let base = expected_equity(ctx, my_team, trump_team, already, p);
    let mut best: Option<(f64, Announcement)> = None;
    for &a in allowed {
        let e = expected_equity(ctx, my_team, trump_team, already + a.value() as u32, p);
        if e > base + MARGIN && best.is_none_or(|(be, _)| e > be) {
            best = Some((e, a));
        }
    }
    best.map(|(_, a)| a)
}
