//! The CHEATING oracle: a measuring player that sees every hand and plays double-dummy.
//!
//! It is not a bot the app offers and it does not decide from a [`SeatView`]: it reads
//! the whole [`Deal`]. It exists only to measure how close the Hard bot comes to the limit
//! of perfect information (`konter arena --a oracle ...`). It announces when its team wins
//! the deal under best play, and plays a card that keeps the best outcome level (Medium's
//! choice among equally good cards).
//!
//! Naming trump it sees every hand as it is at that moment: the 12 cards of the first
//! packets. The second packets are not dealt yet (rule book §3.4), so they are chance, not
//! hidden information: [`oracle_name_trump`] averages the solved outcome of each trump over
//! random second packets. [`clairvoyant_name_trump`] instead reads the undealt cards too
//! (`konter arena --a oracle-clairvoyant`), a bound no player can reach.

use super::announce;
use super::knowledge::Knowledge;
use super::medium;
use super::solver::{Position, Solver};
use super::MatchContext;
use konter::shuffle::{rng, shuffle};
use konter::{Action, Card, Deal, Phase, SeatView, Suit};

/// The cheating oracle's action for the seat to act in `deal` (sees all hands).
/// With `clairvoyant` it names trump seeing the undealt second packets as well.
pub fn cheating_oracle_decide(
    deal: &Deal,
    ctx: &MatchContext,
    solver: &mut Solver,
    clairvoyant: bool,
) -> Option<Action> {
    let seat = deal.to_act()?;
    let team = seat.team().index();
    let trump_team = deal.trump_team().index();
    match deal.phase() {
        Phase::Finished => None,
        Phase::NamingTrump if clairvoyant => clairvoyant_name_trump(deal, solver),
        Phase::NamingTrump => oracle_name_trump(deal, solver),
        Phase::Playing => {
            let pos = Position::from_deal(deal)?;
            let view = SeatView::of(deal, seat);
            let allowed = deal.allowed_announcements();
            if !allowed.is_empty() {
                let level = solver.level(&pos);
                let mut p = [0.0; 5];
                p[level as usize] = 1.0;
                let already = deal.announcement_value() as u32;
                if let Some(a) = announce::choose(ctx, team, trump_team, already, &allowed, &p) {
                    return Some(Action::Announce(a));
                }
            }
            let k = Knowledge::of(&view)?;
            let legal = deal.legal_cards().bits();
            let fallback = medium::play(&k, legal);
            let moves = solver.distinct_moves(&pos);
            let mut best = f64::MIN;
            let mut scores = vec![];
            for &m in &moves {
                let mut p = pos;
                p.play(m, solver.tables(pos.trump));
                let u = super::hard::utility(solver.level(&p), team, trump_team);
                best = best.max(u);
                scores.push(u);
            }
            let good: u32 = moves.iter().zip(&scores).filter(|(_, &u)| u >= best).fold(0, |a, (&m, _)| a | 1 << m);
            // Medium's card if it is as good, else Medium's choice among the good ones.
            let good_with_equivalents = expand_equivalents(&k, good, legal);
            let c = if good_with_equivalents & (1 << fallback) != 0 { fallback } else { medium::play(&k, good) };
            Some(Action::Play(Card::from_index(c as usize)?))
        }
    }
}

/// How many second-packet deals the oracle solves for each trump.
pub const TRUMP_SAMPLES: usize = 32;

/// The trump whose solved utility for `team` is highest on average over `deals`.
fn best_trump(deals: &[Deal], solver: &mut Solver) -> Option<Action> {
    let team = deals.first()?.to_act()?.team().index();
    let trump_team = deals[0].trump_team().index();
    let mut best = (f64::MIN, Suit::Spades);
    for suit in Suit::ALL {
        let mut total = 0.0;
        for deal in deals {
            let mut d = *deal;
            d.apply(Action::NameTrump(suit)).ok()?;
            let pos = Position::from_deal(&d)?;
            total += super::hard::utility(solver.level(&pos), team, trump_team);
        }
        if total > best.0 {
            best = (total, suit);
        }
    }
    Some(Action::NameTrump(best.1))
}

/// Names trump seeing all six cards of every hand, including the second packets that are
/// not dealt yet: more than any player can know.
pub fn clairvoyant_name_trump(deal: &Deal, solver: &mut Solver) -> Option<Action> {
    best_trump(std::slice::from_ref(deal), solver)
}

/// Names trump seeing the four first packets (everything dealt so far), with the 12
/// undealt cards shuffled into second packets [`TRUMP_SAMPLES`] times (the same samples for
/// every trump; seeded by the deal, so the choice is reproducible).
pub fn oracle_name_trump(deal: &Deal, solver: &mut Solver) -> Option<Action> {
    let dealt = deal.dealt_hands();
    // The undealt cards in a fixed order and a seed from the first packets only, so that the
    // choice depends on nothing the oracle could not see.
    let mut undealt: Vec<Card> = dealt.iter().flat_map(|h| h[3..].iter().copied()).collect();
    undealt.sort_by_key(|c| c.index());
    let seed = dealt.iter().flat_map(|h| &h[..3]).fold(0xC0FF_EE00_u64, |h, c| {
        (h ^ c.index() as u64).wrapping_mul(0x0000_0100_0000_01B3)
    });
    let mut rng = rng(seed);
    let mut deals = Vec::with_capacity(TRUMP_SAMPLES);
    for _ in 0..TRUMP_SAMPLES {
        shuffle(&mut rng, &mut undealt);
        let mut hands = *dealt;
        for (s, hand) in hands.iter_mut().enumerate() {
            hand[3..].copy_from_slice(&undealt[s * 3..s * 3 + 3]);
        }
        deals.push(Deal::new(deal.dealer(), hands).ok()?);
    }
    best_trump(&deals, solver)
}

/// Adds to `good` every legal card equivalent to one of them (adjacent in its lane among
/// the cards still out, same points), since the solver lists one card per class.
fn expand_equivalents(k: &Knowledge, good: u32, legal: u32) -> u32 {
    let mut out = good;
    let pts = |c: u8| [0, 0, 1, 2, 3, 4][(c % 6) as usize];
    let mut others = k.unseen;
    for &c in &k.trick {
        others |= 1 << c;
    }
    for l in 0..5 {
        let order = &k.tabs.order[l][..k.tabs.order_len[l] as usize];
        let mut run: Vec<u8> = vec![];
        for &c in order.iter().chain(std::iter::once(&255u8)) {
            let breaks = c == 255 || others & (1 << c) != 0;
            if c != 255 && legal & (1 << c) != 0 {
                run.push(c);
                continue;
            }
            if breaks {
                if run.iter().any(|&r| good & (1 << r) != 0) {
                    for &r in &run {
                        if run.iter().any(|&g| good & (1 << g) != 0 && pts(g) == pts(r)) {
                            out |= 1 << r;
                        }
                    }
                }
                run.clear();
            }
        }
    }
    out
}
