//! "Learn to play" Müller Matz: the lessons' positions as data, each answered by the `matz`
//! engine. A position is a table put together through [`Table::from_setup`] (which checks
//! that every card of the pack is there once and the phase fits who holds cards), then the
//! actions so far through [`Table::apply`]; the learner — seat 0, "you" — acts, and the
//! engine accepts the action or refuses it with its reason. Every answer written down here
//! is checked against the engine's by the native tests (`tests/lessons_games.rs`); the
//! screen (`super::lesson_screen`) judges by the engine. The words are in
//! `super::lesson_texts`, one [`crate::i18n::learn_games::LessonText`] per lesson.
//!
//! Options and answers are lists of action codes separated by commas (`sleep 3H 9H QH`
//! holds spaces).

use matz::series::tally_after;
use matz::{Action, Bag, Card, Phase, Rules, Scoring, Seat, Setup, Suit, Table};

/// The learner's seat.
pub const YOU: usize = 0;

/// Who is to act, and on what.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum At {
    /// First life: this seat leads.
    Lead(usize),
    /// First life: `leader` led `card` to `answerer`.
    Answer { answerer: usize, card: &'static str, leader: usize },
    /// Second life: this seat's turn.
    Turn(usize),
}

/// A table described by what a lesson names; the cards nobody names are filled in from
/// the rest of the pack (plain cards first, so that no filled hand could sleep or exchange).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    pub players: usize,
    pub trump: Suit,
    /// First life: the turned card ("" once drawn).
    pub turned: &'static str,
    /// The stock's count, the turned card included while it is to be drawn.
    pub stock: usize,
    pub at: At,
    /// Each seat's hand: codes, "" filled with three cards (none for a finished or out
    /// seat), "-" empty.
    pub hands: [&'static str; 4],
    /// Each seat's reserve (first life): codes, "" given the cards left, "-" empty.
    pub reserves: [&'static str; 4],
    /// Finished for the first life, in order.
    pub finished: &'static [usize],
    /// Out in the second life, in order.
    pub places: &'static [usize],
    /// Second life: the trick's leader, its cards in order, its size k.
    pub trick: (usize, &'static str, usize),
}

/// Three players, first life, nothing named yet.
const THREE: Pos = Pos {
    players: 3,
    trump: Suit::Clubs,
    turned: "",
    stock: 0,
    at: At::Lead(0),
    hands: ["", "", "", ""],
    reserves: ["", "", "", ""],
    finished: &[],
    places: &[],
    trick: (0, "", 0),
};

fn seat(i: usize) -> Option<Seat> {
    Seat::new(i)
}

fn card(code: &str) -> Option<Card> {
    Card::parse(code)
}

fn bag(codes: &str) -> Option<Bag> {
    let mut b = Bag::EMPTY;
    for c in codes.split_whitespace() {
        if !b.insert(card(c)?) {
            return None;
        }
    }
    Some(b)
}

/// Action codes separated by commas.
pub fn actions(list: &str) -> Option<Vec<Action>> {
    list.split(',').map(str::trim).filter(|c| !c.is_empty()).map(Action::parse).collect()
}

impl Pos {
    fn part(code: &'static str) -> Option<Option<Bag>> {
        match code {
            "" => Some(None),
            "-" => Some(Some(Bag::EMPTY)),
            c => bag(c).map(Some),
        }
    }

    /// The table, checked by the engine; None if the parts are not one.
    pub fn table(&self) -> Option<Table> {
        let rules = Rules::new(self.players).ok()?;
        let n = self.players;
        let first_life = !matches!(self.at, At::Turn(_));
        let turned = if self.turned.is_empty() { None } else { Some(card(self.turned)?) };
        let hands: Vec<Option<Bag>> = self.hands[..n].iter().map(|&h| Pos::part(h)).collect::<Option<_>>()?;
        let mut reserves: Vec<Option<Bag>> = self.reserves[..n].iter().map(|&r| Pos::part(r)).collect::<Option<_>>()?;
        if !first_life {
            for r in reserves.iter_mut() {
                r.get_or_insert(Bag::EMPTY);
            }
        }
        let mut pool = rules.full_pack();
        for b in hands.iter().chain(&reserves).flatten() {
            pool = pool.minus(*b)?;
        }
        let (leader, trick_codes, k) = self.trick;
        let trick: Vec<(Seat, Card)> = trick_codes
            .split_whitespace()
            .enumerate()
            .map(|(i, c)| Some((seat((leader + i) % n)?, card(c)?)))
            .collect::<Option<_>>()?;
        let phase = match self.at {
            At::Lead(s) => Phase::Lead { leader: seat(s)? },
            At::Answer { answerer, card: c, leader } => Phase::Answer { answerer: seat(answerer)?, card: card(c)?, leader: seat(leader)? },
            At::Turn(s) => Phase::Turn { player: seat(s)? },
        };
        let mut loose: Vec<Card> = trick.iter().map(|t| t.1).chain(turned).collect();
        if let Phase::Answer { card, .. } = phase {
            loose.push(card);
        }
        for c in loose {
            if !pool.remove(c) {
                return None;
            }
        }
        let mut fill: Vec<Card> = pool.iter().filter(|c| c.suit() != self.trump).collect();
        fill.extend(pool.iter().filter(|c| c.suit() == self.trump));
        let mut fill = fill.into_iter();
        let face_down = self.stock.checked_sub(usize::from(turned.is_some() && first_life))?;
        let gone = |i: usize| self.finished.contains(&i) || self.places.contains(&i);
        let hands: Vec<Bag> = hands
            .iter()
            .enumerate()
            .map(|(i, h)| match h {
                Some(h) => *h,
                None if gone(i) => Bag::EMPTY,
                None => fill.by_ref().take(3).collect(),
            })
            .collect();
        let stock: Vec<Card> = fill.by_ref().take(face_down).collect();
        // The learner's reserve is filled last: positions of a lesson at the same stock show
        // him the same reserve, whether his hand holds three cards or four.
        let open: Vec<usize> = (1..n).chain([YOU]).filter(|&i| reserves[i].is_none()).collect();
        let mut reserves: Vec<Bag> = reserves.iter().map(|r| r.unwrap_or_default()).collect();
        let mut out_of_play = Bag::EMPTY;
        for (j, c) in fill.enumerate() {
            if first_life && !open.is_empty() {
                reserves[open[j % open.len()]].insert(c);
            } else {
                out_of_play.insert(c);
            }
        }
        let seats = |list: &[usize]| list.iter().map(|&i| seat(i)).collect::<Option<Vec<Seat>>>();
        let table = Table::from_setup(Setup {
            rules,
            trump: self.trump,
            hands,
            reserves,
            stock,
            turned,
            out_of_play,
            trick,
            trick_size: k,
            phase,
            exchanged: false,
            slept: false,
            finished: seats(self.finished)?,
            first_life_order: seats(self.finished)?,
            places: seats(self.places)?,
        })
        .ok()?;
        (table.to_act() == seat(YOU)).then_some(table)
    }
}

/// What a count question asks, after the learner's action.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Count {
    /// The cards the learner drew from the stock.
    Drawn,
    /// The learner's hand in the second life (the action ends the first).
    SecondLifeHand,
}

/// Which seat a question asks for, after the learner's action.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WhoAsk {
    /// Who is to act next.
    Next,
    /// Who lost the game (the action ends it).
    Loser,
}

/// What the learner does, and the answer written down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Act at a position: one button per option (action codes, by commas); `answer` the
    /// options the lesson expects (each one the rules allow).
    Act { pos: Pos, options: &'static str, answer: &'static str },
    /// After `action` (the learner's, shown done), a number.
    Count { pos: Pos, action: &'static str, count: Count, choices: &'static [i32], answer: i32 },
    /// After `action`, a seat.
    Who { pos: Pos, action: &'static str, ask: WhoAsk, answer: usize },
    /// The Matz tally (Matz points per seat) before a game, and its places (place 1 first,
    /// the loser last): the Matz points of `seat` after it.
    Tally { players: usize, tally: &'static [u32], places: &'static [usize], seat: usize, choices: &'static [i32], answer: i32 },
    /// A whole game at `players` against the bots, with the Hard bot's hint at each turn:
    /// dealt from `seed` by `dealer`.
    Guided { players: usize, seed: u64, dealer: usize },
}

pub type Lesson = &'static [Task];

/// The engine's answer to a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Number(i32),
    Seat(usize),
    /// The options the rules allow (the lesson expects some of them).
    Allowed(Vec<Action>),
    /// A guided game has no one answer.
    Game,
}

impl Task {
    /// The table at the task's position, before the learner acts.
    pub fn table(&self) -> Option<Table> {
        match *self {
            Task::Act { pos, .. } | Task::Count { pos, .. } | Task::Who { pos, .. } => pos.table(),
            Task::Tally { .. } | Task::Guided { .. } => None,
        }
    }

    /// The guided game as dealt.
    pub fn guided_game(&self) -> Option<matz::Game> {
        let Task::Guided { players, seed, dealer } = *self else { return None };
        matz::Game::shuffled(Rules::new(players).ok()?, seat(dealer)?, seed).ok()
    }

    /// The table after the learner's shown action, and the table before it.
    pub fn after(&self) -> Option<(Table, Table)> {
        let (Task::Count { action, .. } | Task::Who { action, .. }) = *self else { return None };
        let before = self.table()?;
        let mut t = before.clone();
        let a = Action::parse(action)?;
        t.apply(seat(YOU)?, a, &mut ()).ok()?;
        Some((t, before))
    }

    pub fn engine_answer(&self) -> Option<Answer> {
        let you = seat(YOU)?;
        Some(match *self {
            Task::Act { options, .. } => {
                let t = self.table()?;
                Answer::Allowed(actions(options)?.into_iter().filter(|&a| t.check(you, a).is_ok()).collect())
            }
            Task::Count { count, .. } => {
                let (t, before) = self.after()?;
                Answer::Number(match count {
                    Count::Drawn => (before.stock_count() - t.stock_count()) as i32,
                    Count::SecondLifeHand => {
                        if t.life() != matz::Life::Second {
                            return None;
                        }
                        t.hand(you).len() as i32
                    }
                })
            }
            Task::Who { ask, .. } => {
                let (t, _) = self.after()?;
                Answer::Seat(match ask {
                    WhoAsk::Next => t.to_act()?.index(),
                    WhoAsk::Loser => t.loser()?.index(),
                })
            }
            Task::Tally { players, tally, places, seat: s, .. } => {
                if tally.len() != players || places.len() != players {
                    return None;
                }
                let places: Vec<Seat> = places.iter().map(|&i| seat(i)).collect::<Option<_>>()?;
                Answer::Number(*tally_after(Scoring::default(), tally, &places).get(s)? as i32)
            }
            Task::Guided { .. } => {
                self.guided_game()?;
                Answer::Game
            }
        })
    }

    /// Whether the learner's option `i` is what the lesson expects.
    pub fn expects(&self, i: usize) -> bool {
        match *self {
            Task::Act { options, answer, .. } => {
                let Some(code) = options.split(',').map(str::trim).nth(i) else { return false };
                answer.split(',').map(str::trim).any(|a| a == code)
            }
            Task::Count { choices, answer, .. } | Task::Tally { choices, answer, .. } => choices.get(i) == Some(&answer),
            Task::Who { answer, .. } => i == answer,
            Task::Guided { .. } => false,
        }
    }

    /// How many options the learner has.
    pub fn option_count(&self) -> usize {
        match *self {
            Task::Act { options, .. } => options.split(',').count(),
            Task::Count { choices, .. } | Task::Tally { choices, .. } => choices.len(),
            Task::Who { pos, .. } => pos.players,
            Task::Guided { .. } => 0,
        }
    }
}

// ── The lessons ──────────────────────────────────────────────────────────────

/// Trump ♣ (9♣ turned), stock 20: Ben led the 7♦ to you, who hold 5♦ K♦ 2♣ (rule book §11
/// case 3).
const BEAT: Pos = Pos {
    trump: Suit::Clubs,
    turned: "9C",
    stock: 20,
    at: At::Answer { answerer: 0, card: "7D", leader: 2 },
    hands: ["5D KD 2C", "", "", ""],
    ..THREE
};

/// Ben led the A♦ to you; nothing of yours beats it.
const NO_BEAT: Pos = Pos { at: At::Answer { answerer: 0, card: "AD", leader: 2 }, hands: ["5D 9S 8H", "", "", ""], ..BEAT };

/// Trump ♠, the K♠ turned, stock 5: Ben led the 7♦ to you, who hold the 6♠ (case 6).
const EXCHANGE: Pos = Pos {
    trump: Suit::Spades,
    turned: "KS",
    stock: 5,
    at: At::Answer { answerer: 0, card: "7D", leader: 2 },
    hands: ["6S 8D 3C", "", "", ""],
    ..THREE
};

/// Trump ♥ (5♥ turned), stock 12, your lead with three trumps (case 7).
const SLEEP: Pos = Pos { trump: Suit::Hearts, turned: "5H", stock: 12, at: At::Lead(0), hands: ["3H 9H QH", "", "", ""], ..THREE };

/// As [`SLEEP`], with a fourth card that is no trump.
const NO_SLEEP: Pos = Pos { hands: ["3H 9H QH 5C", "", "", ""], ..SLEEP };

/// Stock 0, trump ♥: Anna finished first, then Ben led you his last card, the 7♠; you
/// hold K♠ 3♣ and your reserve 4♥ 8♣ A♠ (case 12, with a card that beats the 7♠).
const LAST_ANSWER: Pos = Pos {
    trump: Suit::Hearts,
    at: At::Answer { answerer: 0, card: "7S", leader: 2 },
    hands: ["KS 3C", "-", "-", ""],
    reserves: ["4H 8C AS", "", "", ""],
    finished: &[1, 2],
    ..THREE
};

/// Second life, trump ♥, three active: Ben led the 9♠ (k = 3), you hold 10♠ 4♠ 2♥ A♦
/// (case 14).
const SECOND_BEAT: Pos = Pos { trump: Suit::Hearts, at: At::Turn(0), hands: ["TS 4S 2H AD", "", "", ""], trick: (2, "9S", 3), ..THREE };

/// Second life, trump ♥: Anna led the 9♠, Ben trumped with the 5♥; you hold 10♠ 3♥ 7♥
/// (case 15).
const SECOND_TRUMP: Pos = Pos { hands: ["TS 3H 7H", "", "", ""], trick: (1, "9S 5H", 3), ..SECOND_BEAT };

/// Second life, trump ♥: Ben led the 3♥; you hold A♠ 2♥ (case 25).
const SECOND_PICK_UP: Pos = Pos { hands: ["AS 2H", "", "", ""], trick: (2, "3H", 3), ..SECOND_BEAT };

/// Second life, trump ♥, three active: Anna led the 4♣, Ben beat it with the 9♣; your J♣
/// completes the pile.
const SECOND_COMPLETE: Pos = Pos { hands: ["JC 5D 6D", "", "", ""], trick: (1, "4C 9C", 3), ..SECOND_BEAT };

/// Second life, trump ♥: Anna is out; you hold the J♣, Ben 2♦ 5♠, the trick is empty
/// (case 22).
const LAST_CARD: Pos = Pos { hands: ["JC", "-", "2D 5S", ""], places: &[1], trick: (0, "", 0), ..SECOND_BEAT };

pub static LESSONS: [Lesson; 5] = [
    // 1. The first life.
    &[
        Task::Act { pos: BEAT, options: "5D, KD, 2C, pickup", answer: "KD, 2C" },
        Task::Count { pos: BEAT, action: "KD", count: Count::Drawn, choices: &[0, 1, 2, 3], answer: 1 },
        Task::Act { pos: NO_BEAT, options: "5D, 9S, 8H, pickup", answer: "5D, 9S, 8H" },
        Task::Act { pos: NO_BEAT, options: "5D, 9S, 8H, pickup", answer: "pickup" },
        Task::Who { pos: NO_BEAT, action: "pickup", ask: WhoAsk::Next, answer: 1 },
        Task::Act { pos: EXCHANGE, options: "exchange 6S, 6S, 8D, 3C, pickup", answer: "exchange 6S" },
        Task::Act { pos: SLEEP, options: "sleep 3H 9H QH, 3H, 9H, QH", answer: "sleep 3H 9H QH" },
        Task::Act { pos: NO_SLEEP, options: "sleep 3H 9H QH, 3H, 9H, QH, 5C", answer: "3H, 9H, QH, 5C" },
    ],
    // 2. The change of lives.
    &[
        Task::Count { pos: LAST_ANSWER, action: "KS", count: Count::SecondLifeHand, choices: &[3, 5, 6, 7], answer: 6 },
        Task::Who { pos: LAST_ANSWER, action: "KS", ask: WhoAsk::Next, answer: 1 },
    ],
    // 3. The second life.
    &[
        Task::Act { pos: SECOND_BEAT, options: "TS, 4S, 2H, AD, pickup", answer: "TS, 2H" },
        Task::Act { pos: SECOND_TRUMP, options: "TS, 3H, 7H, pickup", answer: "7H" },
        Task::Act { pos: SECOND_PICK_UP, options: "AS, 2H, pickup", answer: "pickup" },
        Task::Who { pos: SECOND_COMPLETE, action: "JC", ask: WhoAsk::Next, answer: 0 },
    ],
    // 4. Who loses, and the Matz tally.
    &[
        Task::Who { pos: LAST_CARD, action: "JC", ask: WhoAsk::Loser, answer: 2 },
        Task::Tally { players: 3, tally: &[1, 2, 0], places: &[2, 0, 1], seat: 1, choices: &[2, 3, 4], answer: 3 },
    ],
    // 5. A guided first game at three players.
    &[Task::Guided { players: 3, seed: 20_261_126, dealer: 2 }],
];

/// The number of positions of each lesson.
pub fn step_counts() -> Vec<usize> {
    LESSONS.iter().map(|l| l.len()).collect()
}
