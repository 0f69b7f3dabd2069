//! "Learn to play": seven short lessons on the real engine, as data. Each lesson is a few
//! positions where the learner acts and the engine answers — which card is worth most, which
//! card takes a trick, which cards may be played, which trump to name, what to announce,
//! how the dashes move — and a guided first deal. Every answer a position expects is
//! written down here *and* computed by the engine ([`Task::engine_answer`]); the native
//! tests (`tests/lessons.rs`) check that every position is legal and that both agree, and
//! the lessons' screen (`super::learn::lessons`) judges the learner by the engine's answer.
//!
//! The lessons' words are a text set like every other (`super::lesson_texts`, one
//! value per language, in the positions' order). Progress is kept under [`LESSONS_KEY`].

use crate::bot::announce::{self, Outcomes};
use crate::bot::trump_table;
use crate::engine::score::{apply_dashes, deal_value, settle_outcome};
use crate::engine::{Action, Announcement, Card, CardSet, Deal, Outcome, Rank, Rules, Seat, Settlement, Suit, Team, Trump};
use serde::{Deserialize, Serialize};

/// Where the lessons' progress is kept.
pub use crate::store::keys::LESSONS_KEY;

/// A lesson: its positions, in order. Its words, in each language, are
/// `super::lesson_texts::lessons`, one `LessonWords` per lesson.
pub type Lesson = &'static [Task];

/// What the learner does, and the answer the position expects.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Task {
    /// Pick one of `choices`.
    Number { count: Count, choices: &'static [u8], answer: u8 },
    /// Tap one of `cards` (record codes).
    Pick { cards: &'static str, ask: Pick, answer: &'static str },
    /// Play a card as South, to the trick `trick` (its cards so far, the leader's first) with
    /// `hand`, `trump` named: any card the rules allow is right, the others are refused with
    /// the engine's reason. `answer`: the cards allowed.
    Play { trump: Suit, hand: &'static str, trick: &'static str, answer: &'static str },
    /// Name trump as forehand from the first three cards: the trump table's best suit.
    Trump { packet: &'static str, answer: Suit },
    /// The biggest announcement `hand` allows (None: none).
    Allowed { hand: &'static str, answer: Option<Announcement> },
    /// Announce or not, as the bots weigh it: the score (the learner's team's dashes first),
    /// whether the learner's team is the trump team, the hand, the chances of the trump
    /// team's outcome levels [no trick, lost, Stänner, won, every trick].
    Announce { dashes: [u32; 2], trump_team: bool, hand: &'static str, chances: Outcomes, answer: Option<Announcement> },
    /// A whole deal as South, with hints: dealt from `seed` by `dealer`.
    Guided { seed: u64, dealer: Seat },
}

/// What a number question counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Count {
    /// The card points of the whole pack.
    PackPoints,
    /// The card points of these cards.
    Points(&'static str),
    /// How many trumps there are with this trump suit.
    Trumps(Suit),
    /// A deal's scoring.
    Score(ScoreCase, ScoreAsk),
}

/// What a card question asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The card worth most points.
    MostPoints,
    /// The card that takes the trick (the cards in the order played) with this trump.
    Winner(Suit),
}

/// A deal at the scoring table (the trump team is team A).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ScoreCase {
    pub trump_points: u8,
    /// The losing team took no trick at all.
    pub no_trick: bool,
    /// The announcements' value.
    pub announced: u8,
    /// The stake pending from earlier Stänners.
    pub stake: u32,
    /// Dashes before the deal, the trump team's first.
    pub dashes: [u32; 2],
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ScoreAsk {
    /// The deal's value (the stake not counted).
    Value,
    /// Dashes the winners strike out.
    Struck,
    /// Dashes the trump team adds.
    Added,
    /// The stake pending after the deal.
    Stake,
    /// The trump team's dashes after the deal.
    TrumpDashes,
}

/// The engine's answer to a task.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Number(u8),
    Card(Card),
    /// Every card allowed.
    Cards(CardSet),
    Suit(Suit),
    Announcement(Option<Announcement>),
    /// A guided deal has no one answer.
    Deal,
}

/// Cards from record codes ("AS KH"); a code that is not a card is left out (the tests
/// make sure there is none).
pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().filter_map(Card::parse).collect()
}

fn set(codes: &str) -> CardSet {
    let mut s = CardSet::EMPTY;
    for c in cards(codes) {
        s.insert(c);
    }
    s
}

/// The South seat, where the learner sits.
pub const SOUTH: Seat = Seat::ALL[0];

impl ScoreCase {
    /// The engine's settlement of the deal under the standard rules.
    pub fn settle(&self) -> Settlement {
        let outcome = Outcome::of_points(self.trump_points);
        let value = deal_value(outcome, self.no_trick, self.announced);
        settle_outcome(Team::A, outcome, value, &Rules::default(), self.stake)
    }

    pub fn count(&self, ask: ScoreAsk) -> u32 {
        let s = self.settle();
        match ask {
            ScoreAsk::Value => s.value as u32,
            ScoreAsk::Struck => s.struck.iter().sum(),
            ScoreAsk::Added => s.added[0],
            ScoreAsk::Stake => s.stake_after,
            ScoreAsk::TrumpDashes => apply_dashes(self.dashes, &s)[0],
        }
    }
}

impl Task {
    /// The position of a [`Task::Play`]: a deal whose first trick stands at `trick`, South
    /// to play with `hand`. The other hands are filled with the cards left, each seat that
    /// has played given cards with which its card was allowed.
    pub fn play_deal(&self) -> Option<Deal> {
        let Task::Play { trump, hand, trick, .. } = *self else { return None };
        let trick = cards(trick);
        let mine = cards(hand);
        if mine.len() != 6 || trick.len() > 3 {
            return None;
        }
        let rules = Trump(trump);
        // The leader of the first trick is forehand; South plays after the cards of `trick`.
        let leader = SOUTH.plus(4 - trick.len());
        let mut left: Vec<Card> = Card::all().filter(|c| !mine.contains(c) && !trick.contains(c)).collect();
        let mut hands: [Vec<Card>; 4] = Default::default();
        hands[0] = mine;
        let led = trick.first().map(|&c| rules.lane(c));
        for (i, &card) in trick.iter().enumerate() {
            let seat = leader.plus(i);
            // A card that neither follows nor trumps a plain lead is allowed only without
            // the lane led: its player gets none of it.
            let follows = i == 0 || Some(rules.lane(card)) == led || rules.is_trump(card);
            let mut h = vec![card];
            left.retain(|&c| {
                let fits = follows || Some(rules.lane(c)) != led;
                if h.len() < 6 && fits {
                    h.push(c);
                    false
                } else {
                    true
                }
            });
            hands[seat.index()] = h;
        }
        for seat in Seat::ALL {
            while hands[seat.index()].len() < 6 {
                hands[seat.index()].push(left.pop()?);
            }
        }
        let hands: [[Card; 6]; 4] = [0, 1, 2, 3].map(|i| {
            let h = &hands[i];
            [h[0], h[1], h[2], h[3], h[4], h[5]]
        });
        let mut deal = Deal::new(leader.plus(3), hands).ok()?;
        deal.apply(Action::NameTrump(trump)).ok()?;
        for card in trick {
            deal.apply(Action::Play(card)).ok()?;
        }
        (deal.to_act() == Some(SOUTH)).then_some(deal)
    }

    /// The guided deal as dealt.
    pub fn guided_deal(&self) -> Option<Deal> {
        let Task::Guided { seed, dealer } = *self else { return None };
        Some(Deal::shuffled(dealer, seed))
    }

    /// The trump table's expected score (0–1) of each suit, ♠ ♥ ♦ ♣, for a packet (what the
    /// Hard bot names trump by).
    pub fn trump_values(packet: &str) -> [f32; 4] {
        trump_table::values_blend(set(packet).bits(), 50)
    }

    /// The match context of an [`Task::Announce`] (the learner's team is team A).
    fn announce_context(dashes: [u32; 2]) -> crate::bot::MatchContext {
        crate::bot::MatchContext { rules: Rules::default(), dashes, stake: 0 }
    }

    /// Each choice of an [`Task::Announce`] (nothing, then each allowed) with the learner's
    /// team's expected match equity (0–1).
    pub fn announce_equities(&self) -> Vec<(Option<Announcement>, f64)> {
        let Task::Announce { dashes, trump_team, hand, chances, .. } = *self else { return vec![] };
        let ctx = Task::announce_context(dashes);
        let trump = if trump_team { 0 } else { 1 };
        let hand = set(hand);
        std::iter::once(None)
            .chain(Announcement::ALL.into_iter().filter(|a| a.allowed_by(hand)).map(Some))
            .map(|a| (a, announce::expected_equity(&ctx, 0, trump, a.map_or(0, |a| a.value() as u32), &chances)))
            .collect()
    }

    /// What the engine (and, naming trump and announcing, the bots' tables) says.
    pub fn engine_answer(&self) -> Option<Answer> {
        Some(match *self {
            Task::Number { count, .. } => Answer::Number(match count {
                Count::PackPoints => CardSet::DECK.points(),
                Count::Points(c) => set(c).points(),
                Count::Trumps(suit) => Trump(suit).trumps().len() as u8,
                Count::Score(case, ask) => u8::try_from(case.count(ask)).ok()?,
            }),
            Task::Pick { cards: c, ask, .. } => {
                let list = cards(c);
                Answer::Card(match ask {
                    Pick::MostPoints => {
                        let top = list.iter().map(|c| c.points()).max()?;
                        let mut best = list.iter().filter(|c| c.points() == top);
                        let card = *best.next()?;
                        // One right answer only.
                        if best.next().is_some() {
                            return None;
                        }
                        card
                    }
                    Pick::Winner(trump) => *list.get(Trump(trump).winner_index(&list))?,
                })
            }
            Task::Play { .. } => Answer::Cards(self.play_deal()?.legal_cards()),
            Task::Trump { packet, .. } => {
                let v = Task::trump_values(packet);
                let top = v.iter().cloned().fold(f32::MIN, f32::max);
                // One right answer only: no other suit within the tables' noise.
                if v.iter().filter(|&&x| x > top - crate::bot::review::TRUMP_NOISE).count() != 1 {
                    return None;
                }
                Answer::Suit(trump_table::best_blend(set(packet).bits(), 50))
            }
            Task::Allowed { hand, .. } => {
                let hand = set(hand);
                Answer::Announcement(Announcement::ALL.into_iter().filter(|a| a.allowed_by(hand)).max_by_key(|a| a.value()))
            }
            Task::Announce { dashes, trump_team, hand, chances, .. } => {
                let allowed: Vec<Announcement> = Announcement::ALL.into_iter().filter(|a| a.allowed_by(set(hand))).collect();
                let ctx = Task::announce_context(dashes);
                Answer::Announcement(announce::choose(&ctx, 0, if trump_team { 0 } else { 1 }, 0, &allowed, &chances))
            }
            Task::Guided { .. } => {
                self.guided_deal()?;
                Answer::Deal
            }
        })
    }

    /// The answer written down with the position.
    pub fn written_answer(&self) -> Answer {
        match *self {
            Task::Number { answer, .. } => Answer::Number(answer),
            Task::Pick { answer, .. } => Answer::Card(Card::parse(answer).unwrap_or(Card::new(Suit::Spades, Rank::Nine))),
            Task::Play { answer, .. } => Answer::Cards(set(answer)),
            Task::Trump { answer, .. } => Answer::Suit(answer),
            Task::Allowed { answer, .. } | Task::Announce { answer, .. } => Answer::Announcement(answer),
            Task::Guided { .. } => Answer::Deal,
        }
    }
}

/// What the learner has done, kept under [`LESSONS_KEY`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// The lessons finished (1–7).
    #[serde(default)]
    pub done: Vec<u8>,
    /// The lesson open (1–7) and its position, to resume there.
    #[serde(default)]
    pub at: Option<(u8, usize)>,
    /// The guided deal's actions so far (`worker::action_code`), to resume it.
    #[serde(default)]
    pub guided: Vec<String>,
}

/// The version of [`Progress`]'s text.
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope {
    v: u32,
    #[serde(flatten)]
    progress: Progress,
}

impl Progress {
    /// Reads kept progress; None when the text is not progress of this version (the caller
    /// keeps it aside and starts afresh).
    pub fn read(text: &str) -> Option<Progress> {
        let e: Envelope = serde_json::from_value(serde_json::from_str::<serde_json::Value>(text).ok()?).ok()?;
        let ok = e.v == VERSION
            && e.progress.done.iter().all(|&l| (1..=LESSONS.len() as u8).contains(&l))
            && e.progress.at.is_none_or(|(l, s)| (1..=LESSONS.len() as u8).contains(&l) && s < LESSONS[l as usize - 1].len());
        ok.then_some(e.progress)
    }

    pub fn to_json_string(&self) -> String {
        let v = serde_json::to_value(Envelope { v: VERSION, progress: self.clone() }).unwrap_or_default();
        serde_json::to_string(&crate::engine::json::Whole(&v)).unwrap_or_default()
    }
}

// ── The lessons ──────────────────────────────────────────────────────────────

pub static LESSONS: [Lesson; 7] = [
    // 1. The cards and their points.
    &[
        Task::Number { count: Count::PackPoints, choices: &[24, 36, 40, 48], answer: 40 },
        Task::Pick { cards: "TH KS JD 9C", ask: Pick::MostPoints, answer: "KS" },
        Task::Number { count: Count::Points("AS KH QD JC"), choices: &[4, 10, 11, 14], answer: 10 },
        Task::Number { count: Count::Points("AS AH KD TC"), choices: &[11, 12, 21], answer: 11 },
    ],
    // 2. The matadors and the order of the trumps.
    &[
        Task::Pick { cards: "KS QD QS AS", ask: Pick::Winner(Suit::Spades), answer: "AS" },
        Task::Pick { cards: "QD KD QH JD", ask: Pick::Winner(Suit::Diamonds), answer: "QH" },
        Task::Pick { cards: "9S QD AS KS", ask: Pick::Winner(Suit::Hearts), answer: "QD" },
        Task::Pick { cards: "QC KC JC TC", ask: Pick::Winner(Suit::Clubs), answer: "KC" },
        Task::Number { count: Count::Trumps(Suit::Clubs), choices: &[6, 8, 9], answer: 9 },
        Task::Number { count: Count::Trumps(Suit::Hearts), choices: &[6, 8, 9], answer: 8 },
    ],
    // 3. Follow suit or trump.
    &[
        Task::Play { trump: Suit::Hearts, hand: "AS KS QH TD 9C JC", trick: "TS", answer: "AS KS QH" },
        Task::Play { trump: Suit::Diamonds, hand: "AD KC QD 9S TD JC", trick: "KD", answer: "AD QD TD" },
        Task::Play { trump: Suit::Spades, hand: "AD KC QS 9H TD JC", trick: "JH", answer: "9H QS" },
        Task::Play { trump: Suit::Hearts, hand: "QS 9D AC JD TC 9C", trick: "KS", answer: "QS 9D AC JD TC 9C" },
        Task::Play { trump: Suit::Clubs, hand: "AD KD 9C JS TH 9H", trick: "QD", answer: "9C" },
        Task::Play { trump: Suit::Hearts, hand: "KS 9H AC JD TC 9D", trick: "9S AH", answer: "KS 9H" },
    ],
    // 4. Naming trump.
    &[
        Task::Trump { packet: "AH KH 9C", answer: Suit::Hearts },
        Task::Trump { packet: "QS QD JC", answer: Suit::Clubs },
        Task::Trump { packet: "QS QH 9D", answer: Suit::Diamonds },
        Task::Trump { packet: "KS JS 9S", answer: Suit::Spades },
    ],
    // 5. Announcements.
    &[
        Task::Allowed { hand: "QS QH QD AC 9H TS", answer: Some(Announcement::KonterAMatt) },
        Task::Allowed { hand: "QH AH KS 9D JC TC", answer: None },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 25, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 18, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Added), choices: &[0, 1, 2], answer: 2 },
        Task::Announce { dashes: [11, 11], trump_team: true, hand: "QS AH KH 9C TD JS", chances: [0.02, 0.12, 0.06, 0.72, 0.08], answer: Some(Announcement::Matt) },
        Task::Announce { dashes: [1, 11], trump_team: true, hand: "QS AH KH 9C TD JS", chances: [0.02, 0.12, 0.06, 0.72, 0.08], answer: None },
    ],
    // 6. Scoring (the rule book's §7 cases).
    &[
        Task::Number { count: Count::Score(ScoreCase { trump_points: 25, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 0, no_trick: true, announced: 2, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[2, 3, 4], answer: 4 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 40, no_trick: false, announced: 0, stake: 0, dashes: [11, 11] }, ScoreAsk::Value), choices: &[1, 2], answer: 1 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 20, no_trick: false, announced: 0, stake: 0, dashes: [11, 11] }, ScoreAsk::Stake), choices: &[0, 1, 2], answer: 1 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 15, no_trick: false, announced: 0, stake: 1, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
        Task::Number { count: Count::Score(ScoreCase { trump_points: 40, no_trick: true, announced: 1, stake: 0, dashes: [2, 9] }, ScoreAsk::TrumpDashes), choices: &[0, 1, 2], answer: 0 },
    ],
    // 7. A guided first deal.
    &[
        Task::Guided { seed: 35, dealer: Seat::ALL[3] },
    ],
];
