//! Deal review: every option's points agree with a brute-force minimax written here over
//! the engine's own rules (no solver), the losses follow the definition, and the course,
//! the trump choice and the announcements say what happened.

use konter::record::MatchRecord;
use konter::shuffle::{below, rng};
use konter::*;
use konter_bots::review::{match_deals, review_deal, Loss, Reviewer, Step, Verdict};
use konter_bots::{trump_table, MatchContext};

fn start() -> MatchContext {
    MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 }
}

/// A deal with random trump, played by random legal actions (announcements too) for
/// `actions` actions, or to the end.
fn random_deal(seed: u64, actions: usize) -> Deal {
    let mut r = rng(seed ^ 0x2E71_E3E7);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(Suit::ALL[below(&mut r, 4) as usize])).unwrap();
    for _ in 0..actions {
        let legal = deal.legal_actions();
        if legal.is_empty() {
            break;
        }
        deal.apply(legal[below(&mut r, legal.len() as u32) as usize]).unwrap();
    }
    deal
}

/// The trump team's card points at the end of the deal when it maximises them and the
/// defenders minimise them: plain minimax over every legal card through the engine.
fn brute(deal: &Deal) -> u8 {
    let trump_team = deal.trump_team();
    if deal.is_finished() {
        return deal.points()[trump_team.index()];
    }
    let maximise = deal.to_act().unwrap().team() == trump_team;
    let values = deal.legal_cards().iter().map(|card| {
        let mut d = *deal;
        d.apply(Action::Play(card)).unwrap();
        brute(&d)
    });
    if maximise { values.max() } else { values.min() }.unwrap()
}

/// The deal as it stood before its `event`-th event (1-based).
fn before_event(deal: &Deal, event: usize) -> Deal {
    let mut d = Deal::new(deal.dealer(), *deal.dealt_hands()).unwrap();
    d.apply(Action::NameTrump(deal.trump().unwrap())).unwrap();
    for e in &deal.events()[..event - 1] {
        d.apply(e.action()).unwrap();
    }
    d
}

fn outcome_rank(points: u8, trump_side: bool) -> u8 {
    let r = match Outcome::of_points(points) {
        Outcome::Defenders => 0,
        Outcome::Stanner => 1,
        Outcome::TrumpTeam => 2,
    };
    if trump_side {
        r
    } else {
        2 - r
    }
}

#[test]
fn every_option_in_the_last_three_tricks_agrees_with_brute_force() {
    let (mut checked, mut losses) = (0, [0; 3]);
    for seed in 0..40 {
        let deal = random_deal(seed, 40);
        let review = review_deal(&deal, start()).unwrap();
        for d in review.decisions.iter().filter(|d| d.trick >= 4) {
            let before = before_event(&deal, d.event);
            assert_eq!(before.to_act(), Some(d.seat), "seed {seed}, event {}", d.event);
            assert_eq!(d.trump_side, d.seat.team() == deal.trump_team());
            let legal: Vec<Card> = before.legal_cards().iter().collect();
            let cards: Vec<Card> = d.options.iter().map(|o| o.action).collect();
            assert_eq!(cards, legal, "seed {seed}, event {}: every legal card, in order", d.event);
            let mut values = vec![];
            for o in &d.options {
                let mut after = before;
                after.apply(Action::Play(o.action)).unwrap();
                let want = brute(&after);
                assert_eq!(o.trump_points, want, "seed {seed}, event {}, {}", d.event, o.action.code());
                assert_eq!(o.outcome, Outcome::of_points(want));
                values.push(want);
                checked += 1;
            }
            // Best and loss by the definition, from the brute-force values.
            let best = if d.trump_side { *values.iter().max().unwrap() } else { *values.iter().min().unwrap() };
            let want_best: Vec<Card> =
                d.options.iter().zip(&values).filter(|(_, &v)| v == best).map(|(o, _)| o.action).collect();
            assert_eq!(d.best, want_best, "seed {seed}, event {}", d.event);
            let played = values[cards.iter().position(|&c| c == d.action).unwrap()];
            let want_loss = if outcome_rank(played, d.trump_side) < outcome_rank(best, d.trump_side) {
                Loss::Mistake
            } else if played != best {
                Loss::Inaccuracy
            } else {
                Loss::None
            };
            assert_eq!(d.loss, want_loss, "seed {seed}, event {}", d.event);
            losses[want_loss as usize] += 1;
        }
    }
    assert!(checked > 600, "{checked} options checked");
    assert!(losses.iter().all(|&n| n > 0), "every kind of loss seen: {losses:?}");
}

/// One decision per card, at the card's place in the events (announcements count), in
/// order; the card played is one of the options.
#[test]
fn one_decision_per_card_at_its_event() {
    for seed in 100..106 {
        let deal = random_deal(seed, 40);
        let review = review_deal(&deal, start()).unwrap();
        let cards: Vec<(usize, Seat, Card)> = deal
            .events()
            .iter()
            .enumerate()
            .filter_map(|(i, e)| match *e {
                Event::Play(s, c) => Some((i + 1, s, c)),
                Event::Announce(..) => None,
            })
            .collect();
        assert_eq!(cards.len(), 24);
        let got: Vec<(usize, Seat, Card)> = review.decisions.iter().map(|d| (d.event, d.seat, d.action)).collect();
        assert_eq!(got, cards, "seed {seed}");
        for (i, d) in review.decisions.iter().enumerate() {
            assert_eq!(d.trick as usize, i / 4 + 1);
            assert!(d.played().is_some());
        }
    }
}

/// The course: before each card the best option's points, and each card played leads to
/// the next moment's value (perfect play from there); it starts at the named trump's
/// value and ends at the deal's real points.
#[test]
fn the_course_follows_the_cards_played() {
    for seed in 200..210 {
        let deal = random_deal(seed, 40);
        let review = review_deal(&deal, start()).unwrap();
        let course = &review.course;
        assert_eq!(course.len(), 25);
        let named = review.trump.options.iter().find(|o| o.suit == review.trump.named).unwrap();
        assert_eq!(course[0].trump_points, named.trump_points, "seed {seed}");
        for (k, d) in review.decisions.iter().enumerate() {
            assert_eq!(course[k].cards_played as usize, k);
            assert_eq!(course[k].trump_points, d.best_points());
            assert_eq!(d.played().unwrap().trump_points, course[k + 1].trump_points, "seed {seed}, card {}", k + 1);
            assert_eq!(course[k].outcome, Outcome::of_points(course[k].trump_points));
        }
        let t = deal.trump_team().index();
        assert_eq!(course[24].trump_points, deal.points()[t], "seed {seed}");
    }
}

/// A deal in play is reviewed up to its last card; the course ends at the value of the
/// position it stands at (brute force, with three tricks or fewer left).
#[test]
fn a_deal_in_play_is_reviewed_so_far() {
    for seed in 300..310 {
        let cards = 13 + (seed % 10) as usize;
        let mut deal = random_deal(seed, 0);
        let mut r = rng(seed);
        while deal.played_cards().len() < cards {
            let legal = deal.legal_cards();
            deal.apply(Action::Play(legal.nth(below(&mut r, legal.len() as u32) as usize).unwrap())).unwrap();
        }
        let review = review_deal(&deal, start()).unwrap();
        assert_eq!(review.decisions.len(), cards);
        assert_eq!(review.course.len(), cards + 1);
        assert_eq!(review.course[cards].trump_points, brute(&deal), "seed {seed}");
    }
    // Before trump is named there is nothing to review.
    assert!(review_deal(&Deal::shuffled(Seat::ALL[0], 1), start()).is_none());
}

/// The last trick leaves no choice: one option, no loss.
#[test]
fn the_last_trick_leaves_no_choice() {
    let review = review_deal(&random_deal(400, 40), start()).unwrap();
    for d in &review.decisions[20..] {
        assert_eq!(d.options.len(), 1);
        assert_eq!(d.loss, Loss::None);
    }
}

/// The headline counts the mistakes and inaccuracies of every verdict shown (the trump
/// choice, the chances to announce, the cards) and names the card that cost most: from
/// the best card's result to the played card's, for the player's side.
#[test]
fn the_headline_names_the_costliest_mistake() {
    let mut seen = 0;
    for seed in 500..510 {
        let review = review_deal(&random_deal(seed, 40), start()).unwrap();
        let h = &review.headline;
        let all: Vec<Loss> = std::iter::once(review.trump.loss)
            .chain(review.announcements.iter().map(|a| a.loss))
            .chain(review.decisions.iter().map(|d| d.loss))
            .collect();
        let count = |l| all.iter().filter(|&&x| x == l).count();
        assert_eq!((h.mistakes, h.inaccuracies), (count(Loss::Mistake), count(Loss::Inaccuracy)));
        match &h.worst {
            None => assert!(review.decisions.iter().all(|d| d.loss != Loss::Mistake)),
            Some(turn) => {
                seen += 1;
                let d = review.decisions.iter().find(|d| d.event == turn.event).unwrap();
                assert_eq!((d.loss, d.seat, d.action, d.trick), (Loss::Mistake, turn.seat, turn.card, turn.trick));
                assert!(turn.to < turn.from, "a mistake makes the result worse for its side");
                assert_eq!(turn.to, Verdict::of(d.played().unwrap().outcome, d.trump_side));
                let steps = |d: &konter_bots::review::Decision| {
                    let best = Verdict::of(Outcome::of_points(d.best_points()), d.trump_side);
                    (
                        best as u8 - Verdict::of(d.played().unwrap().outcome, d.trump_side) as u8,
                        d.best_points().abs_diff(d.played().unwrap().trump_points),
                    )
                };
                let top = review.decisions.iter().filter(|d| d.loss == Loss::Mistake).map(steps).max().unwrap();
                assert_eq!(steps(d), top);
            }
        }
    }
    assert!(seen > 0);
}

/// A trump named clearly worse than the best suit is a mistake, and the headline says so
/// whether or not a card was a mistake too: it never reads "No mistakes" above it.
#[test]
fn the_headline_counts_a_mistake_in_naming_trump() {
    let mut seen = 0;
    for seed in 700..740 {
        if seen == 3 {
            break;
        }
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        let packet = deal.hand(deal.forehand()).bits();
        let values = trump_table::values_blend(packet, 50);
        let worst = Suit::ALL.into_iter().min_by(|a, b| values[a.index()].total_cmp(&values[b.index()])).unwrap();
        deal.apply(Action::NameTrump(worst)).unwrap();
        // Before any card, and after two tricks of random cards.
        let named = review_deal(&deal, start()).unwrap();
        if named.trump.loss != Loss::Mistake {
            continue;
        }
        seen += 1;
        assert_eq!(named.decisions.len(), 0);
        assert_eq!((named.headline.mistakes, named.headline.worst.clone()), (1, None), "seed {seed}");
        let mut r = rng(seed);
        for _ in 0..8 {
            let legal = deal.legal_cards().iter().collect::<Vec<Card>>();
            deal.apply(Action::Play(legal[below(&mut r, legal.len() as u32) as usize])).unwrap();
        }
        let played = review_deal(&deal, start()).unwrap();
        let cards = played.decisions.iter().filter(|d| d.loss == Loss::Mistake).count();
        let announcements = played.announcements.iter().filter(|a| a.loss == Loss::Mistake).count();
        assert_eq!(played.headline.mistakes, 1 + announcements + cards, "seed {seed}");
    }
    assert_eq!(seen, 3);
}

/// The trump choice: the four suits' expected scores from forehand's first packet (the
/// table Hard names trump by), the best of them, and each suit's perfect-play points with
/// this deal's cards; naming the best suit loses nothing.
#[test]
fn the_trump_choice_is_judged_by_the_packet() {
    for seed in 600..610 {
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        let packet = deal.hand(deal.forehand());
        let best = trump_table::best_blend(packet.bits(), 50);
        deal.apply(Action::NameTrump(best)).unwrap();
        let t = review_deal(&deal, start()).unwrap().trump;
        assert_eq!(t.seat, deal.forehand());
        assert_eq!(t.packet.iter().copied().collect::<CardSet>(), packet);
        assert_eq!((t.named, t.loss), (best, Loss::None));
        assert!(t.best.contains(&best));
        let expected = trump_table::values_blend(packet.bits(), 50);
        for (o, suit) in t.options.iter().zip(Suit::ALL) {
            assert_eq!((o.suit, o.expected), (suit, expected[suit.index()]));
            let mut d = Deal::new(deal.dealer(), *deal.dealt_hands()).unwrap();
            d.apply(Action::NameTrump(suit)).unwrap();
            assert_eq!(o.outcome, Outcome::of_points(o.trump_points));
            assert!(o.trump_points <= 40);
        }
        // The worst suit by the table is a loss.
        let worst = Suit::ALL.into_iter().min_by(|a, b| expected[a.index()].total_cmp(&expected[b.index()])).unwrap();
        if expected[best.index()] - expected[worst.index()] > 0.01 {
            let mut other = Deal::new(deal.dealer(), *deal.dealt_hands()).unwrap();
            other.apply(Action::NameTrump(worst)).unwrap();
            assert_ne!(review_deal(&other, start()).unwrap().trump.loss, Loss::None, "seed {seed}");
        }
    }
}

/// Every chance to announce is reviewed once, taken or not: nothing and each allowed
/// announcement with its equity; what the seat did; the best by the bots' rule.
#[test]
fn every_chance_to_announce_is_reviewed() {
    let mut taken = 0;
    for seed in 700..720 {
        let deal = random_deal(seed, 40);
        let review = review_deal(&deal, start()).unwrap();
        // Seats that could announce when they acted first in the first trick.
        let mut want = vec![];
        let mut d = before_event(&deal, 1);
        for (i, e) in deal.events().iter().enumerate() {
            if !d.allowed_announcements().is_empty() && !want.iter().any(|&(_, s, _)| s == e.seat()) {
                let made = match *e {
                    Event::Announce(_, a) => Some(a),
                    Event::Play(..) => None,
                };
                want.push((i + 1, e.seat(), made));
            }
            d.apply(e.action()).unwrap();
        }
        let got: Vec<_> = review.announcements.iter().map(|a| (a.event, a.seat, a.made)).collect();
        assert_eq!(got, want, "seed {seed}");
        for a in &review.announcements {
            taken += a.made.is_some() as usize;
            assert_eq!(a.options[0].announcement, None);
            assert!(a.options.len() >= 2);
            let sum: f64 = a.chances.iter().sum();
            assert!((sum - 1.0).abs() < 1e-9, "chances add up to 1");
            let best = a.options.iter().find(|o| o.announcement == a.best).unwrap().equity;
            let made = a.options.iter().find(|o| o.announcement == a.made).unwrap().equity;
            assert!(best + 1e-3 >= a.options.iter().map(|o| o.equity).fold(f64::MIN, f64::max));
            assert_eq!(a.loss == Loss::None, best - made <= 1e-3, "seed {seed}");
        }
    }
    assert!(taken > 0);
}

/// The reviewer goes step by step: the trump first, then the deal's order; as many
/// steps as it says; the same review as all at once.
#[test]
fn the_reviewer_goes_step_by_step() {
    let deal = random_deal(800, 40);
    let mut reviewer = Reviewer::new(&deal, start()).unwrap();
    let total = reviewer.total();
    let first = reviewer.step();
    assert!(matches!(first, Some(Step::Trump(_))));
    let rest: Vec<Step> = reviewer.by_ref().collect();
    assert_eq!(rest.len() + 1, total);
    assert_eq!(reviewer.done(), total);
    let cards = rest.iter().filter(|s| matches!(s, Step::Card(_))).count();
    assert_eq!(cards, 24);
    assert_eq!(reviewer.finish(), review_deal(&deal, start()).unwrap());
}

/// The review travels as JSON (the web worker's answer) and reads back the same; cards,
/// suits, outcomes and losses are written as codes.
#[test]
fn the_review_reads_back_from_json() {
    let review = review_deal(&random_deal(900, 40), start()).unwrap();
    let text = serde_json::to_string(&review).unwrap();
    let back: konter_bots::review::DealReview = serde_json::from_str(&text).unwrap();
    assert_eq!(
        (&back.trump, &back.decisions, &back.course, &back.headline),
        (&review.trump, &review.decisions, &review.course, &review.headline)
    );
    for (a, b) in back.announcements.iter().zip(&review.announcements) {
        assert_eq!((a.event, a.seat, a.made, a.best, a.loss), (b.event, b.seat, b.made, b.best, b.loss));
        let close = |x: f64, y: f64| (x - y).abs() < 1e-12;
        assert!(a.chances.iter().zip(&b.chances).all(|(x, y)| close(*x, *y)));
        assert!(a
            .options
            .iter()
            .zip(&b.options)
            .all(|(x, y)| x.announcement == y.announcement && close(x.equity, y.equity)));
    }
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let d = &v["decisions"][0];
    assert!(Card::parse(d["action"].as_str().unwrap()).is_some());
    assert!(["none", "inaccuracy", "mistake"].contains(&d["loss"].as_str().unwrap()));
    let o = &d["options"][0];
    assert!(["trump_team", "stanner", "defenders"].contains(&o["outcome"].as_str().unwrap()));
    assert!(o["trump_points"].is_u64());
    assert_eq!(v["trump"]["named"].as_str().unwrap().len(), 1);
}

/// The deals of a match come with the score each began at.
#[test]
fn match_deals_carry_the_score_each_began_at() {
    let mut game = Match::new(Rules::default());
    for k in 0..4 {
        game.start_seeded_deal(Seat::ALL[3], 40 + k).unwrap();
        while let Some(deal) = game.current() {
            game.apply(deal.legal_actions()[0]).unwrap();
        }
    }
    game.start_seeded_deal(Seat::ALL[3], 99).unwrap();
    let deals = match_deals(&game);
    assert_eq!(deals.len(), 5);
    assert_eq!(deals[0].1, start());
    for (i, played) in game.history().iter().enumerate() {
        assert_eq!(deals[i].0, played.deal);
        assert_eq!(deals[i + 1].1.dashes, played.dashes_after);
        assert_eq!(deals[i + 1].1.stake, played.settlement.stake_after);
    }
    // The same through a record.
    let replay = MatchRecord::from_match(&game).replay().unwrap();
    assert_eq!(match_deals(&replay.game), deals);
}
