//! "Learn to play" Kontraspiel: the lessons' positions as data, each answered by the `kontra`
//! engine. A position is a deal built through [`Deal::new`] and [`Deal::apply`] (so it is
//! one the rules can reach), where the learner — seat 0, "You" — acts; the engine accepts
//! the action or refuses it with its reason. Every answer written down here is checked
//! against the engine's by the native tests (`tests/lessons_games.rs`); the screen
//! (`super::lesson_screen`) judges by the engine. The words are in
//! `super::lesson_texts`, one [`crate::i18n::learn_games::LessonText`] per lesson.

use kontra::card::{parse_card, DECK, HAND_SIZE, UNDEALT};
use kontra::score::{deal_winner, settle, tricks_per_seat, PLAYERS};
use kontra::trump::{trick_winner, trumps};
use kontra::{Action, Card, Contract, Deal, Mode, Seat, Suit, WenzelTurnUp};

/// The learner's seat.
pub const YOU: usize = 0;

/// A deal at a moment: dealt, then the actions so far.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The dealer's seat (0 the learner; 1, 2, 3 in playing order after him).
    pub dealer: usize,
    /// The hands, seat 0 first (record codes); an empty one is filled from the cards
    /// nobody names.
    pub hands: [&'static str; 4],
    pub turn_up: &'static str,
    /// The dealer holds the pledge (takes up an Ace turned up without being asked).
    pub pledged: bool,
    /// The actions so far (record codes), each by the seat whose turn it was.
    pub actions: &'static str,
}

/// A deal's payments, worked by the engine (`kontra::score::settle`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PayCase {
    pub soloist: usize,
    pub contra: Option<usize>,
    pub recontra: Option<usize>,
    pub trump: Suit,
    /// The turn-up's suit, P.
    pub preferred: Suit,
    pub mode: Mode,
    /// The base value B.
    pub base: u8,
    /// The trick winners in order (seat numbers).
    pub tricks: &'static str,
}

/// Whose chips a payment question asks about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Whose {
    Seat(usize),
    Pot,
}

/// What the learner does, and the answer written down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// How many trumps this trump suit makes.
    Trumps { trump: Suit, choices: &'static [i32], answer: i32 },
    /// Tap the card that takes this trick (the cards in playing order).
    Winner { trump: Suit, cards: &'static str, answer: &'static str },
    /// Who wins the deal with these trick winners (seat numbers, in order).
    DealWinner { tricks: &'static str, answer: usize },
    /// How many players took no trick (revolted).
    Revolted { tricks: &'static str, choices: &'static [i32], answer: i32 },
    /// Act at a position: one button per option (action codes); `answer` the options the
    /// lesson expects (each one the rules allow).
    Act { pos: Pos, options: &'static str, answer: &'static str },
    /// What a deal's payments give (+) or take (−).
    Pay { case: PayCase, whose: Whose, choices: &'static [i32], answer: i32 },
    /// A whole deal against the bots, with the Hard bot's hint at each turn: dealt from
    /// `seed` by `dealer`.
    Guided { seed: u64, dealer: usize },
}

/// A lesson: its positions (its words are `learn_kontra::LESSONS` at the same index).
pub type Lesson = &'static [Task];

fn seat(i: usize) -> Option<Seat> {
    Seat::at(i, PLAYERS)
}

/// Cards from record codes; None if one is not a card of the deck.
pub fn cards(codes: &str) -> Option<Vec<Card>> {
    codes.split_whitespace().map(parse_card).collect()
}

/// Seats from "0 1 2" (the trick winners).
pub fn seats(list: &str) -> Option<Vec<Seat>> {
    list.split_whitespace().map(|s| s.parse().ok().and_then(seat)).collect()
}

/// Actions from record codes.
pub fn actions(codes: &str) -> Option<Vec<Action>> {
    codes.split_whitespace().map(Action::parse).collect()
}

impl Pos {
    /// The deal at this moment, the learner to act; None if it is not one.
    pub fn deal(&self) -> Option<Deal> {
        let turn_up = parse_card(self.turn_up)?;
        let named: Vec<Vec<Card>> = self.hands.iter().map(|h| cards(h)).collect::<Option<_>>()?;
        let mut left: Vec<Card> = DECK.iter().filter(|c| *c != turn_up && !named.iter().flatten().any(|n| n == c)).collect();
        let mut hands = [[turn_up; HAND_SIZE]; 4];
        for (i, h) in named.iter().enumerate() {
            let h: Vec<Card> = if h.is_empty() { left.drain(..HAND_SIZE.min(left.len())).collect() } else { h.clone() };
            hands[i] = h.try_into().ok()?;
        }
        if left.len() != UNDEALT - 1 {
            return None;
        }
        let undealt = [turn_up, left[0], left[1], left[2]];
        let mut deal = Deal::new(seat(self.dealer)?, hands, undealt, WenzelTurnUp::Forced, self.pledged).ok()?;
        for a in actions(self.actions)? {
            deal.apply(deal.to_act()?, a).ok()?;
        }
        (deal.to_act() == seat(YOU)).then_some(deal)
    }
}

impl PayCase {
    pub fn contract(&self) -> Option<Contract> {
        Some(Contract {
            soloist: seat(self.soloist)?,
            trump: self.trump,
            preferred: self.preferred,
            mode: self.mode,
            contra: match self.contra {
                Some(c) => Some(seat(c)?),
                None => None,
            },
            recontra: match self.recontra {
                Some(c) => Some(seat(c)?),
                None => None,
            },
        })
    }

    /// The deal's winner, by the engine.
    pub fn winner(&self) -> Option<Seat> {
        deal_winner(&seats(self.tricks)?)
    }

    /// What the payments give `whose` (+) or take (−), ante excluded.
    pub fn net(&self, whose: Whose) -> Option<i32> {
        let w = seats(self.tricks)?;
        if w.len() != kontra::card::TRICKS {
            return None;
        }
        let s = settle(&self.contract()?, self.base, tricks_per_seat(&w), deal_winner(&w)?);
        Some(match whose {
            Whose::Seat(i) => *s.net.get(i)?,
            Whose::Pot => s.pot,
        })
    }
}

/// The engine's answer to a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Number(i32),
    Card(Card),
    Seat(usize),
    /// The options the rules allow (the lesson expects some of them).
    Allowed(Vec<Action>),
    /// A guided deal has no one answer.
    Deal,
}

impl Task {
    /// What the engine says: the number, the card, the seat, or (acting) the options the
    /// rules allow.
    pub fn engine_answer(&self) -> Option<Answer> {
        Some(match *self {
            Task::Trumps { trump, .. } => Answer::Number(trumps(trump).len() as i32),
            Task::Winner { trump, cards: c, .. } => {
                let list = cards(c)?;
                Answer::Card(*list.get(trick_winner(&list, trump)?)?)
            }
            Task::DealWinner { tricks, .. } => Answer::Seat(deal_winner(&seats(tricks)?)?.index()),
            Task::Revolted { tricks, .. } => {
                let w = seats(tricks)?;
                Answer::Number(tricks_per_seat(&w).iter().filter(|&&t| t == 0).count() as i32)
            }
            Task::Act { pos, options, .. } => {
                let deal = pos.deal()?;
                let you = seat(YOU)?;
                Answer::Allowed(actions(options)?.into_iter().filter(|&a| deal.check(you, a).is_ok()).collect())
            }
            Task::Pay { case, whose, .. } => Answer::Number(case.net(whose)?),
            Task::Guided { .. } => {
                self.guided_deal()?;
                Answer::Deal
            }
        })
    }

    /// The guided deal as dealt.
    pub fn guided_deal(&self) -> Option<Deal> {
        let Task::Guided { seed, dealer } = *self else { return None };
        Some(Deal::shuffled(seat(dealer)?, seed, WenzelTurnUp::Forced, false))
    }

    /// Whether the learner's option `i` is what the lesson expects.
    pub fn expects(&self, i: usize) -> bool {
        match *self {
            Task::Trumps { choices, answer, .. } | Task::Revolted { choices, answer, .. } | Task::Pay { choices, answer, .. } => {
                choices.get(i) == Some(&answer)
            }
            Task::Winner { cards: c, answer, .. } => c.split_whitespace().nth(i) == Some(answer),
            Task::DealWinner { answer, .. } => i == answer,
            Task::Guided { .. } => false,
            Task::Act { options, answer, .. } => {
                let Some(code) = options.split_whitespace().nth(i) else { return false };
                answer.split_whitespace().any(|a| a == code)
            }
        }
    }

    /// How many options the learner has.
    pub fn option_count(&self) -> usize {
        match *self {
            Task::Trumps { choices, .. } | Task::Revolted { choices, .. } | Task::Pay { choices, .. } => choices.len(),
            Task::Winner { cards: c, .. } => c.split_whitespace().count(),
            Task::DealWinner { .. } => PLAYERS,
            Task::Act { options, .. } => options.split_whitespace().count(),
            Task::Guided { .. } => 0,
        }
    }
}

const fn pay(case: PayCase, whose: Whose, choices: &'static [i32], answer: i32) -> Task {
    Task::Pay { case, whose, choices, answer }
}

// ── The lessons ──────────────────────────────────────────────────────────────

/// Trump ♠ named by West in round 2; West leads the 9♠, North and East follow: you must
/// play a trump, and your only one is the J♣ (rule book §10 case 3).
const FOLLOW_TRUMP: Pos = Pos {
    dealer: 0,
    hands: ["JC AH KH QD TD", "9S AS KS QS TS", "AC KC QC TC 9C", "JS AD KD JD 9D"],
    turn_up: "9H", pledged: false,
    actions: "pass pass pass pass name:S no no no no no no 9S AC JS",
};

/// Trump ♣ named by West; West leads the A♠: your J♠ is a trump, not a spade, so the K♠
/// is your only spade (case 4).
const WENZEL_NOT_SPADE: Pos = Pos {
    dealer: 0,
    hands: ["JS KS 9H TH AD", "AS JC AC KC QC", "QS AH KH QH JH", "TS 9S KD QD JD"],
    turn_up: "9D", pledged: false,
    actions: "pass pass pass pass name:C no no no no no no AS QS TS",
};

/// Round 1, the 9♥ turned up, you are eldest with the five highest trumps of hearts.
const ROUND1_STRONG: Pos = Pos { dealer: 3, hands: ["JC JS AH KH QH", "", "", ""], turn_up: "9H", pledged: false, actions: "" };

/// Round 2, the 9♥ turned up, East is eldest and passed: you may not name hearts.
const ROUND2_NOT_P: Pos = Pos {
    dealer: 2,
    hands: ["JC JS AD KD QD", "", "", ""],
    turn_up: "9H", pledged: false,
    actions: "pass pass pass pass pass",
};

/// The J♠ turned up while you deal: you take it up, forced, and lay a card down.
const WENZEL_TURNED: Pos = Pos { dealer: 0, hands: ["AD KD 9C TC AH", "", "", ""], turn_up: "JS", pledged: false, actions: "" };

/// The A♦ turned up while you deal, without the pledge: you are asked before seeing your hand.
const ACE_TURNED: Pos = Pos { dealer: 0, hands: ["9C TC 9S QS KD", "", "", ""], turn_up: "AD", pledged: false, actions: "" };

/// The A♥ turned up while you deal, holding the pledge: it is yours without a question.
const ACE_PLEDGED: Pos = Pos { dealer: 0, hands: ["9C TC 9S QS KD", "", "", ""], turn_up: "AH", pledged: true, actions: "" };

/// West accepted hearts in round 1; nobody announced match; North and East said no in W0.
const CONTRA_W0: Pos = Pos { dealer: 0, hands: ["JC JS AD KD QD", "", "", ""], turn_up: "9H", pledged: false, actions: "accept no no no no no" };

/// As [`CONTRA_W0`], you said contra: take the turn-up for a card, or keep your hand.
const EXCHANGE: Pos = Pos { dealer: 0, hands: ["JC JS AD KD QD", "", "", ""], turn_up: "9H", pledged: false, actions: "accept no no no no no contra" };

/// West plays alone in hearts (round 1); North said contra and kept his hand; East said no.
const RECONTRA: Pos = Pos { dealer: 0, hands: ["JC JS AD KD QD", "", "", ""], turn_up: "9H", pledged: false, actions: "accept no no no contra keep no" };

pub static LESSONS: [Lesson; 6] = [
    // 1. The cards and the Wenzels.
    &[
        Task::Trumps { trump: Suit::Hearts, choices: &[6, 7, 8], answer: 8 },
        Task::Trumps { trump: Suit::Spades, choices: &[6, 7, 8], answer: 7 },
        Task::Winner { trump: Suit::Hearts, cards: "QC TC JS AH", answer: "JS" },
        Task::Winner { trump: Suit::Diamonds, cards: "AC KC JC 9D", answer: "JC" },
        Task::Act { pos: FOLLOW_TRUMP, options: "JC AH KH QD TD", answer: "JC" },
        Task::Act { pos: WENZEL_NOT_SPADE, options: "JS KS 9H TH AD", answer: "KS" },
    ],
    // 2. Who wins a deal.
    &[
        Task::DealWinner { tricks: "1 1 2 2 3", answer: 1 },
        Task::DealWinner { tricks: "1 2 2 1 3", answer: 2 },
        Task::DealWinner { tricks: "1 1 2 2 2", answer: 2 },
        Task::DealWinner { tricks: "1 2 3 0 1", answer: 1 },
        Task::Revolted { tricks: "1 1 1 1 1", choices: &[0, 1, 2, 3], answer: 3 },
    ],
    // 3. The bidding and the turn-up.
    &[
        Task::Act { pos: ROUND1_STRONG, options: "accept pass", answer: "accept" },
        Task::Act { pos: ROUND2_NOT_P, options: "name:H name:D pass", answer: "name:D" },
        Task::Act { pos: WENZEL_TURNED, options: "discard:JS discard:AD discard:KD discard:9C discard:TC discard:AH", answer: "discard:AD discard:KD discard:9C discard:TC discard:AH" },
        Task::Act { pos: ACE_TURNED, options: "take_up decline", answer: "take_up" },
        Task::Act { pos: ACE_PLEDGED, options: "discard:AH discard:9C discard:TC discard:9S discard:QS discard:KD", answer: "discard:9C discard:TC discard:9S discard:QS discard:KD" },
    ],
    // 4. Contra, the exchange, recontra.
    &[
        Task::Act { pos: CONTRA_W0, options: "contra recontra no", answer: "contra" },
        Task::Act { pos: EXCHANGE, options: "exchange:QD exchange:KD exchange:AD exchange:JS exchange:JC keep", answer: "exchange:QD exchange:KD exchange:AD exchange:JS exchange:JC" },
        Task::Act { pos: RECONTRA, options: "contra recontra no", answer: "recontra" },
    ],
    // 5. The payments and the pot (rule book §10 cases 23–27, 29).
    &[
        pay(
            PayCase { soloist: 2, contra: None, recontra: None, trump: Suit::Clubs, preferred: Suit::Hearts, mode: Mode::Round2, base: 1, tricks: "2 1 2 3 2" },
            Whose::Seat(2),
            &[1, 2, 3],
            1,
        ),
        pay(
            PayCase { soloist: 2, contra: Some(3), recontra: None, trump: Suit::Hearts, preferred: Suit::Hearts, mode: Mode::Round1, base: 3, tricks: "3 3 2 2 2" },
            Whose::Seat(3),
            &[-6, -3, 0, 3],
            -3,
        ),
        pay(
            PayCase { soloist: 1, contra: Some(2), recontra: None, trump: Suit::Spades, preferred: Suit::Diamonds, mode: Mode::Round2, base: 4, tricks: "3 1 3 2 3" },
            Whose::Pot,
            &[0, 4, 8],
            8,
        ),
        pay(
            PayCase { soloist: 2, contra: Some(1), recontra: None, trump: Suit::Hearts, preferred: Suit::Hearts, mode: Mode::Round1, base: 2, tricks: "2 2 2 2 2" },
            Whose::Seat(2),
            &[5, 8, 10, 12],
            10,
        ),
        pay(
            PayCase { soloist: 3, contra: None, recontra: None, trump: Suit::Clubs, preferred: Suit::Hearts, mode: Mode::Round2, base: 2, tricks: "0 1 0 1 2" },
            Whose::Seat(3),
            &[-2, -3, -5, -7],
            -5,
        ),
        pay(
            PayCase { soloist: 2, contra: None, recontra: None, trump: Suit::Spades, preferred: Suit::Hearts, mode: Mode::Match, base: 1, tricks: "2 2 1 2 3" },
            Whose::Seat(2),
            &[1, -5, -6, 7],
            -5,
        ),
    ],
    // 6. A guided first deal.
    &[Task::Guided { seed: 20_261_126, dealer: 3 }],
];

/// The number of positions of each lesson.
pub fn step_counts() -> Vec<usize> {
    LESSONS.iter().map(|l| l.len()).collect()
}
