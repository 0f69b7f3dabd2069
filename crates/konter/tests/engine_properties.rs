//! Invariants of the engine over many thousands of random seeded games: every complete
//! deal plays 24 cards for 40 points; the legal-move list is exactly what the engine
//! accepts; trick winners agree with a deliberately naive second implementation; dashes
//! move as rule book §6 says; export → import → export is the identity; and the same seed
//! always deals the same cards (pinned here, so a change to shuffling cannot go unseen).

use konter::record::MatchRecord;
use konter::shuffle::{below, rng, GameRng};
use konter::*;

fn random_action(deal: &Deal, r: &mut GameRng) -> Action {
    let legal = deal.legal_actions();
    legal[below(r, legal.len() as u32) as usize]
}

/// Plays a random deal to the end, checking the move generator against the move checker
/// at every step.
fn play_random_deal(seed: u64) -> Deal {
    let mut r = rng(seed ^ 0xABCD);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    while !deal.is_finished() {
        let legal = deal.legal_actions();
        // Every action of every kind: accepted exactly when it is in the legal list.
        let mut candidates: Vec<Action> = Suit::ALL.map(Action::NameTrump).to_vec();
        candidates.extend(Announcement::ALL.map(Action::Announce));
        candidates.extend(Card::all().map(Action::Play));
        for a in candidates {
            let mut copy = deal;
            let accepted = copy.apply(a).is_ok();
            assert_eq!(accepted, legal.contains(&a), "seed {seed}: {a:?} accepted={accepted}");
            assert_eq!(deal.check(a).is_ok(), accepted, "check and apply agree on {a:?}");
            if !accepted {
                assert_eq!(copy, deal, "a refused action leaves the deal unchanged");
            }
        }
        deal.apply(random_action(&deal, &mut r)).unwrap();
    }
    deal
}

/// The naive trick winner: written from the rule book's table, with no shared code.
fn naive_winner(trump: Suit, cards: &[Card; 4]) -> usize {
    let queen = |s| Card::new(s, Rank::Queen);
    let matadors = [queen(Suit::Spades), queen(Suit::Hearts), queen(Suit::Diamonds)];
    let is_trump = |c: Card| matadors.contains(&c) || c.suit() == trump;
    // Trump order from the rule book: A, Q♠, Q♥, Q♦, K, (Q♣ when clubs), J, 10, 9.
    let trump_rank = |c: Card| -> i32 {
        let mut order = vec![Card::new(trump, Rank::Ace), matadors[0], matadors[1], matadors[2], Card::new(trump, Rank::King)];
        if trump == Suit::Clubs {
            order.push(queen(Suit::Clubs));
        }
        order.extend([Rank::Jack, Rank::Ten, Rank::Nine].map(|r| Card::new(trump, r)));
        100 - order.iter().position(|&x| x == c).unwrap() as i32
    };
    let plain_rank = |c: Card| match c.rank() {
        Rank::Ace => 6,
        Rank::King => 5,
        Rank::Queen => 4,
        Rank::Jack => 3,
        Rank::Ten => 2,
        Rank::Nine => 1,
    };
    let led_trump = is_trump(cards[0]);
    let led_suit = cards[0].suit();
    let score = |c: Card| {
        if is_trump(c) {
            trump_rank(c)
        } else if !led_trump && c.suit() == led_suit {
            plain_rank(c)
        } else {
            0
        }
    };
    (0..4).max_by_key(|&i| (score(cards[i]), -(i as i32))).unwrap()
}

#[test]
fn every_complete_deal_plays_24_cards_for_40_points_and_6_tricks() {
    for seed in 0..3_000u64 {
        let deal = play_random_deal(seed);
        assert_eq!(deal.played_cards().len(), 24);
        let r = deal.result().unwrap();
        assert_eq!(r.points[0] + r.points[1], 40, "seed {seed}");
        assert_eq!(r.tricks[0] + r.tricks[1], 6, "seed {seed}");
        assert_eq!(deal.tricks().iter().map(|t| t.points() as u32).sum::<u32>(), 40);
        let mut seen = CardSet::EMPTY;
        for &c in deal.played_cards() {
            assert!(!seen.contains(c), "seed {seed}: {c} played twice");
            seen.insert(c);
        }
        assert_eq!(seen, CardSet::DECK);
    }
}

#[test]
fn trick_winners_agree_with_a_naive_implementation() {
    for seed in 0..5_000u64 {
        let mut r = rng(seed);
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        deal.apply(Action::NameTrump(Suit::ALL[(seed % 4) as usize])).unwrap();
        while !deal.is_finished() {
            let legal = deal.legal_cards();
            deal.apply(Action::Play(legal.nth(below(&mut r, legal.len() as u32) as usize).unwrap())).unwrap();
        }
        let trump = deal.trump().unwrap();
        for t in deal.tricks() {
            let i = naive_winner(trump, &t.cards);
            assert_eq!(t.winner, t.seat_of(i), "seed {seed}, trump {trump}: {:?}", t.cards);
        }
    }
    // Random four-card tricks outside any deal, too.
    let mut r = rng(7);
    for _ in 0..50_000 {
        let mut deck: Vec<Card> = Card::all().collect();
        konter::shuffle::shuffle(&mut r, &mut deck);
        let cards = [deck[0], deck[1], deck[2], deck[3]];
        for trump in Suit::ALL {
            assert_eq!(Trump(trump).winner_index(&cards), naive_winner(trump, &cards), "{trump}: {cards:?}");
        }
    }
}

/// Plays a random match through the checked transitions (with random announcements),
/// checking how the dashes move after every deal against §6 written out again.
fn play_random_match(seed: u64, rules: Rules, max_deals: usize) -> Match {
    let mut r = rng(seed);
    let mut game = Match::new(rules);
    let mut stake = 0u32;
    for k in 0..max_deals {
        if game.is_over() {
            break;
        }
        let before = game.dashes();
        game.start_seeded_deal(Seat::ALL[(seed % 4) as usize], seed.wrapping_mul(31).wrapping_add(k as u64)).unwrap();
        while let Some(deal) = game.current() {
            let a = random_action(deal, &mut r);
            game.apply(a).unwrap();
        }
        let played = game.history().last().unwrap();
        let res = played.deal.result().unwrap();
        let trump = res.trump_team.index();
        let def = 1 - trump;
        let own = 1 + res.announcements as u32;
        let mut expect = before;
        let pts = res.points[trump];
        if pts == 20 {
            match rules.stanner {
                StannerRule::Carry => {
                    expect[trump] += 1;
                    stake += own;
                }
                StannerRule::W => expect[trump] += own,
                StannerRule::Simple => expect[trump] += 1,
            }
        } else {
            let (winner, loser) = if pts >= 21 { (trump, def) } else { (def, trump) };
            let v = own + u32::from(res.tricks[loser] == 0) + stake;
            stake = 0;
            expect[winner] = expect[winner].saturating_sub(v);
            if winner == def {
                expect[trump] += v;
            }
        }
        assert_eq!(game.dashes(), expect, "seed {seed}, deal {}: {res:?}", k + 1);
        assert_eq!(game.stake(), stake);
        assert_eq!(played.dashes_after, expect);
    }
    game
}

#[test]
fn dashes_move_as_the_rule_book_says_under_every_variant() {
    for seed in 0..400u64 {
        for stanner in [StannerRule::Carry, StannerRule::W, StannerRule::Simple] {
            let rules = Rules { stanner, start_dashes: sd([11, 9, 3][(seed % 3) as usize]), ..Rules::default() };
            let game = play_random_match(seed, rules, 200);
            // A finished match has exactly one team at 0 and refuses another deal.
            if let Some(w) = game.winner() {
                assert_eq!(game.dashes()[w.index()], 0);
                let mut g = game.clone();
                assert!(g.start_seeded_deal(Seat::ALL[0], 1).is_err());
            }
        }
    }
}

#[test]
fn export_then_import_then_export_is_the_identity() {
    for seed in 0..300u64 {
        let rules = Rules {
            direction: if seed % 2 == 0 { Direction::Clockwise } else { Direction::Anticlockwise },
            start_dashes: sd((seed % 12 + 1) as u8),
            stanner: [StannerRule::Carry, StannerRule::W, StannerRule::Simple][(seed % 3) as usize],
        };
        let mut game = play_random_match(seed, rules, (seed % 5) as usize + 1);
        // Leave the last deal in progress for some seeds.
        if !game.is_over() && seed % 3 != 0 {
            let mut r = rng(seed);
            game.start_seeded_deal(Seat::ALL[0], seed ^ 0x55).unwrap();
            for _ in 0..(seed % 20) {
                let a = random_action(game.current().unwrap(), &mut r);
                game.apply(a).unwrap();
            }
        }
        let text = MatchRecord::from_match(&game).to_json_string();
        let replay = MatchRecord::parse(&text).unwrap().replay().unwrap();
        assert_eq!(replay.game, game, "seed {seed}: the import is the same match");
        assert_eq!(MatchRecord::from_match(&replay.game).to_json_string(), text, "seed {seed}");
    }
}

#[test]
fn the_same_seed_always_deals_the_same_cards() {
    let pins: [(u64, [&str; 4]); 5] = [
        (0, ["AD TS KD TH AS JC", "QS JD AH TD KC 9C", "9D QD QC QH KS TC", "KH 9S JS JH 9H AC"]),
        (1, ["9S JC TC 9C TD QS", "KH JS AH AS 9D AD", "JH TH KD QH AC TS", "JD QD 9H QC KS KC"]),
        (42, ["TH AH KS 9C KH KD", "TD QD AD 9S JC 9D", "JD KC QC JH AC QH", "TC TS QS AS 9H JS"]),
        (20261122, ["JH 9C QH TS QD TH", "KD JS 9S AD KC QS", "AS 9H KS JD AC 9D", "QC TC JC AH KH TD"]),
        (u64::MAX, ["JD TC 9D 9C KH TS", "JS AH AC AD KS AS", "QH QS JC QC KD QD", "TH TD 9H 9S JH KC"]),
    ];
    for (seed, hands) in pins {
        let deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        let got: Vec<String> =
            deal.dealt_hands().iter().map(|h| h.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")).collect();
        assert_eq!(got, hands, "seed {seed}");
    }
}

#[test]
fn forehand_sees_only_the_first_packet_until_trump_is_named() {
    for seed in 0..200u64 {
        let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
        let fh = deal.forehand();
        for seat in Seat::ALL {
            let view = SeatView::of(&deal, seat);
            assert_eq!(view.hand.len(), 3);
            assert_eq!(view.seen.len(), 3);
            let first: CardSet = deal.dealt_hands()[seat.index()][..3].iter().copied().collect();
            assert_eq!(view.hand, first);
        }
        assert_eq!(deal.to_act(), Some(fh));
        deal.apply(Action::NameTrump(Suit::Hearts)).unwrap();
        assert_eq!(SeatView::of(&deal, fh).hand.len(), 6);
    }
}

#[test]
fn a_seat_view_reveals_no_other_hand() {
    // Two deals that agree on one seat's cards (and on everything played) but differ in the
    // hidden hands give that seat exactly the same view.
    for seed in 0..300u64 {
        let deal = play_prefix(seed);
        let seat = Seat::ALL[(seed % 4) as usize];
        let mut hands = *deal.dealt_hands();
        // Swap two unplayed cards between the other seats (if two such exist).
        let played: CardSet = deal.played_cards().iter().copied().collect();
        let others: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != seat).collect();
        let pick = |s: Seat| (3..6).find(|&i| !played.contains(hands[s.index()][i]));
        if let (Some(i), Some(j)) = (pick(others[0]), pick(others[1])) {
            let (a, b) = (hands[others[0].index()][i], hands[others[1].index()][j]);
            hands[others[0].index()][i] = b;
            hands[others[1].index()][j] = a;
            let mut twin = Deal::new(deal.dealer(), hands).unwrap();
            let mut ok = true;
            for e in deal.events() {
                let a = match *e {
                    Event::Announce(_, a) => Action::Announce(a),
                    Event::Play(_, c) => Action::Play(c),
                };
                if twin.trump().is_none() {
                    twin.apply(Action::NameTrump(deal.trump().unwrap())).unwrap();
                }
                ok &= twin.apply(a).is_ok();
            }
            if ok && twin.trump() == deal.trump() {
                let (v1, v2) = (SeatView::of(&deal, seat), SeatView::of(&twin, seat));
                // Only the legal list may differ if the seat is not to act; it is the seat's own.
                assert_eq!(v1, v2, "seed {seed}: the view of seat {seat} changed with hidden cards");
            }
        }
    }
}

fn play_prefix(seed: u64) -> Deal {
    let mut r = rng(seed);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(Suit::ALL[(seed % 4) as usize])).unwrap();
    for _ in 0..(seed % 20) {
        let a = random_action(&deal, &mut r);
        deal.apply(a).unwrap();
    }
    deal
}

/// Starting dashes in a test (always in range here).
fn sd(n: u8) -> konter::StartDashes {
    konter::StartDashes::new(n).expect("1–99")
}
