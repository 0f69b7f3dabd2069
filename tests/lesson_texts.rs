//! Every sentence of the three courses of "Learn to play" said against its position: the
//! cards a sentence says beat, follow or may be played are checked with the engine's beat
//! relation and legal actions, the cards it names are on the table, the trump it names is
//! the position's, and every count it states (cards in the stock, in a hand, tricks, points,
//! dashes, chips) is the position's or the engine's. The English sentences are read by
//! patterns; each pattern must be found as often as the courses use it, so a pattern that
//! no longer fits a rewritten sentence fails here instead of checking nothing. The other
//! languages must name the same cards and numbers as the English.

use konter_a_matt::i18n::learn_games::{course_words, sentences, LessonText};
use konter_a_matt::games::{konter::lesson_texts as learn_konter, kontra::lesson_texts as learn_kontra, matz::lesson_texts as learn_matz};
use konter_a_matt::i18n::Lang;
use konter_a_matt::games::{konter::lessons as km, kontra::lessons as k, matz::lessons as m};
use std::collections::BTreeMap;

// ── Reading English sentences ──────────────────────────────────────────────────────────

/// A placeholder of a pattern, or its literal text.
#[derive(Debug)]
enum Part {
    Lit(Vec<char>),
    /// A card as its corner shows it: "10♠", "K♦" (captured as its record code "TS", "KD").
    Card,
    /// A number in digits (a minus sign allowed) or a word ("three").
    Num,
    /// A suit's name ("clubs"), captured in lower case.
    Suit,
    /// A person at the table ("Anna", "West", "you"…).
    Who,
    /// Any words within one clause (as few as fit; no comma, no stop).
    Any,
}

fn parts(pattern: &str) -> Vec<Part> {
    let mut out = vec![];
    let mut rest = pattern;
    while let Some(i) = rest.find('{') {
        if i > 0 {
            out.push(Part::Lit(rest[..i].chars().collect()));
        }
        let j = rest[i..].find('}').expect("a closed placeholder") + i;
        out.push(match &rest[i + 1..j] {
            "C" => Part::Card,
            "N" => Part::Num,
            "S" => Part::Suit,
            "W" => Part::Who,
            "*" => Part::Any,
            other => panic!("unknown placeholder {other}"),
        });
        rest = &rest[j + 1..];
    }
    if !rest.is_empty() {
        out.push(Part::Lit(rest.chars().collect()));
    }
    out
}

const SUITS: [(char, char, &str); 4] = [('♠', 'S', "spades"), ('♥', 'H', "hearts"), ('♦', 'D', "diamonds"), ('♣', 'C', "clubs")];
const NUMBERS: [&str; 13] = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const WHO: [&str; 9] = ["Anna", "Ben", "West", "North", "East", "You", "you", "She", "she"];

fn boundary(t: &[char], i: usize) -> bool {
    i == 0 || !t[i - 1].is_alphanumeric()
}

/// A card starting at `i`: its code and its length.
fn card_at(t: &[char], i: usize) -> Option<(String, usize)> {
    if !boundary(t, i) {
        return None;
    }
    let (rank, len) = match (t.get(i), t.get(i + 1)) {
        (Some('1'), Some('0')) => ('T', 2),
        (Some(&r), _) if "AKQJ98765432".contains(r) => (r, 1),
        _ => return None,
    };
    let suit = SUITS.iter().find(|s| Some(&s.0) == t.get(i + len))?.1;
    Some((format!("{rank}{suit}"), len + 1))
}

fn word_at(t: &[char], i: usize) -> Option<String> {
    if !boundary(t, i) {
        return None;
    }
    let w: String = t[i..].iter().take_while(|c| c.is_alphanumeric()).collect();
    (!w.is_empty()).then_some(w)
}

fn num_at(t: &[char], i: usize) -> Option<(String, usize)> {
    let neg = matches!(t.get(i), Some('−') | Some('-'));
    let start = i + usize::from(neg);
    if !boundary(t, i) {
        return None;
    }
    let digits: String = t[start..].iter().take_while(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() {
        // "10♠" is a card, not a number.
        if SUITS.iter().any(|s| Some(&s.0) == t.get(start + digits.len())) {
            return None;
        }
        let n: i64 = digits.parse().ok()?;
        return Some(((if neg { -n } else { n }).to_string(), usize::from(neg) + digits.len()));
    }
    let w = word_at(t, i)?;
    let n = NUMBERS.iter().position(|x| x.eq_ignore_ascii_case(&w))?;
    Some((n.to_string(), w.chars().count()))
}

fn go(t: &[char], i: usize, p: &[Part], caps: &mut Vec<String>) -> bool {
    let Some(first) = p.first() else { return true };
    let rest = &p[1..];
    let take = |cap: Option<(String, usize)>, caps: &mut Vec<String>| {
        let Some((c, len)) = cap else { return false };
        caps.push(c);
        if go(t, i + len, rest, caps) {
            return true;
        }
        caps.pop();
        false
    };
    match first {
        Part::Lit(l) => t.len() >= i + l.len() && t[i..i + l.len()] == l[..] && go(t, i + l.len(), rest, caps),
        Part::Card => take(card_at(t, i), caps),
        Part::Num => take(num_at(t, i), caps),
        Part::Suit => {
            let w = word_at(t, i).filter(|w| SUITS.iter().any(|s| s.2.eq_ignore_ascii_case(w)));
            take(w.map(|w| (w.to_lowercase(), w.chars().count())), caps)
        }
        Part::Who => {
            let w = word_at(t, i).filter(|w| WHO.contains(&w.as_str()));
            take(w.map(|w| (w.clone(), w.chars().count())), caps)
        }
        Part::Any => {
            let mut j = i;
            loop {
                if go(t, j, rest, caps) {
                    return true;
                }
                match t.get(j) {
                    Some('.' | ';' | '?' | '!' | ',') | None => return false,
                    _ => j += 1,
                }
            }
        }
    }
}

/// Every match of `pattern` in `text`, each as its captures, left to right.
fn find(text: &str, pattern: &str) -> Vec<Vec<String>> {
    let t: Vec<char> = text.chars().collect();
    let p = parts(pattern);
    let mut out = vec![];
    let mut i = 0;
    while i < t.len() {
        let mut caps = vec![];
        if (i == 0 || matches!(p.first(), Some(Part::Lit(_))) || boundary(&t, i)) && go(&t, i, &p, &mut caps) {
            out.push(caps);
        }
        i += 1;
    }
    out
}

/// The cards a text names, in order (record codes).
fn cards_in(text: &str) -> Vec<String> {
    let t: Vec<char> = text.chars().collect();
    (0..t.len()).filter_map(|i| card_at(&t, i).map(|c| c.0)).collect()
}

fn numbers_in(text: &str) -> Vec<i64> {
    let t: Vec<char> = text.chars().collect();
    let mut out = vec![];
    let mut i = 0;
    while i < t.len() {
        match num_at(&t, i) {
            Some((n, len)) => {
                out.push(n.parse().unwrap());
                i += len;
            }
            None => i += 1,
        }
    }
    out
}

/// How often each pattern was found, against how often the courses use it.
#[derive(Default)]
struct Found(BTreeMap<&'static str, usize>);

impl Found {
    fn each(&mut self, text: &str, pattern: &'static str) -> Vec<Vec<String>> {
        let hits = find(text, pattern);
        *self.0.entry(pattern).or_default() += hits.len();
        hits
    }

    /// Every pattern was found at least as often as `expected` says.
    fn at_least(&self, course: &str, expected: &[(&'static str, usize)]) {
        for (pattern, n) in expected {
            let got = self.0.get(pattern).copied().unwrap_or(0);
            assert!(got >= *n, "{course}: the sentence pattern \"{pattern}\" is found {got} times, the courses use it {n} times — a sentence changed: check it and this test");
        }
    }
}

/// Each sum and difference written out ("4 + 3 + 2 + 1 = 10", "1 − 6 = −5") adds up.
fn sums_add_up(text: &str, at: &str) -> usize {
    let mut seen = 0;
    for sentence in text.split(['.', ';', ':', '(', ')']) {
        let Some((lhs, rhs)) = sentence.split_once(" = ") else { continue };
        let Some(total) = numbers_in(rhs).first().copied() else { continue };
        let mut sum = 0;
        let mut sign = 1;
        let t: Vec<char> = lhs.chars().collect();
        let mut i = 0;
        let mut terms = 0;
        while i < t.len() {
            if let Some((n, len)) = num_at(&t, i) {
                sum += sign * n.parse::<i64>().unwrap();
                terms += 1;
                i += len;
                continue;
            }
            match t[i] {
                '+' => sign = 1,
                '−' | '-' => sign = -1,
                _ => {}
            }
            i += 1;
        }
        if terms >= 2 {
            assert_eq!(sum, total, "{at}: {sentence}");
            seen += 1;
        }
    }
    seen
}

/// Each text of a step: the question, what to look at, and why.
fn texts_of(step: (&'static str, &'static str, &'static str)) -> [&'static str; 3] {
    [step.0, step.1, step.2]
}

// ── Müller Matz ────────────────────────────────────────────────────────────────────────

fn matz_seat(name: &str) -> usize {
    match name {
        "you" | "You" => 0,
        "Anna" | "She" | "she" => 1,
        "Ben" => 2,
        other => panic!("no one called {other} at Müller Matz's table"),
    }
}

fn matz_card(code: &str) -> matz::Card {
    matz::Card::parse(code).unwrap_or_else(|| panic!("{code} is a card"))
}

#[test]
fn mueller_matz_sentences_fit_their_positions() {
    use matz::{Life, Phase, Seat};
    let en = learn_matz::lessons(Lang::En);
    let mut found = Found::default();
    let mut sums = 0;
    // What each table of a lesson shows the learner, by its trump, turned card and stock.
    let mut shown: BTreeMap<(usize, String), (usize, Vec<usize>, String)> = BTreeMap::new();
    for (l, lesson) in m::LESSONS.iter().enumerate() {
        sums += sums_add_up(en[l].intro, &format!("Müller Matz lesson {} intro", l + 1));
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("Müller Matz lesson {} step {}", l + 1, s + 1);
            let step = &en[l].steps[s];
            let all = texts_of((step.ask, step.hint, step.why)).join(" ");
            sums += sums_add_up(&all, &at);
            // The numbers a question's answer is explained with.
            if let m::Task::Count { answer, .. } | m::Task::Tally { answer, .. } = *task {
                assert!(numbers_in(step.why).contains(&i64::from(answer)), "{at}: why names the answer {answer}: {}", step.why);
            }
            if let m::Task::Tally { tally, places, .. } = *task {
                for c in found.each(step.ask, "The tally: you {N}, Anna {N}, Ben {N}") {
                    let said: Vec<u32> = c.iter().map(|n| n.parse().unwrap()).collect();
                    assert_eq!(said, tally, "{at}: the tally said");
                }
                for c in found.each(step.ask, "{W} went out first, {W} second, and {W} was left with cards") {
                    let said: Vec<usize> = c.iter().map(|w| matz_seat(w)).collect();
                    assert_eq!(said, places, "{at}: the places said");
                }
                continue;
            }
            let Some(t) = task.table() else { continue };
            let you = Seat::new(m::YOU).unwrap();
            let trump = t.trump();
            let hand: Vec<String> = t.hand(you).iter().map(|c| c.code()).collect();
            // The cards played so far, in order, and the learner's own card shown played.
            let mut played: Vec<matz::Card> = match t.phase() {
                Phase::Answer { card, .. } => vec![card],
                _ => t.trick().cards().collect(),
            };
            let action = match *task {
                m::Task::Count { action, .. } | m::Task::Who { action, .. } => matz::Action::parse(action),
                _ => None,
            };
            if let Some(matz::Action::Play(c)) = action {
                played.push(c);
            }
            // The card a card is played on: the one before it, or the top card for one not yet played.
            let target = |c: matz::Card| -> matz::Card {
                match played.iter().position(|&p| p == c) {
                    Some(0) => panic!("{at}: {} was led, it beats nothing", c.code()),
                    Some(i) => played[i - 1],
                    None => *played.last().unwrap_or_else(|| panic!("{at}: nothing to beat")),
                }
            };
            let beats = |y: matz::Card, x: matz::Card| matz::rules::beats(y, x, trump);
            for c in found.each(&all, "{S} are trump") {
                assert_eq!(c[0], trump.name().to_lowercase(), "{at}: the trump said");
            }
            for c in found.each(&all, "eat{*} with the {C}") {
                let y = matz_card(&c[0]);
                assert!(beats(y, target(y)), "{at}: {} is said to beat {}", c[0], target(y).code());
            }
            for c in found.each(&all, "trumped with the {C}") {
                let y = matz_card(&c[0]);
                assert!(y.suit() == trump && beats(y, target(y)), "{at}: {} trumps", c[0]);
            }
            for c in found.each(&all, "{C} and the {C} beat the {C}") {
                for y in &c[..2] {
                    assert!(beats(matz_card(y), matz_card(&c[2])), "{at}: {y} is said to beat {}", c[2]);
                }
            }
            for c in found.each(&all, "Neither the {C}{*} nor the {C}{*} beats the {C}") {
                for y in &c[..2] {
                    assert!(!beats(matz_card(y), matz_card(&c[2])), "{at}: {y} is said not to beat {}", c[2]);
                }
            }
            for c in found.each(&all, "he {C} is a higher {*} and the {C} a trump: both beat") {
                for y in &c {
                    assert!(beats(matz_card(y), target(matz_card(y))), "{at}: {y} is said to beat");
                }
            }
            for c in found.each(&all, "othing of yours beats it") {
                assert!(c.is_empty());
                assert!(!hand.iter().any(|y| beats(matz_card(y), played[0])), "{at}: something of yours beats {}", played[0].code());
            }
            for c in found.each(&all, "{W} led the {C}") {
                let seat = matz_seat(&c[0]);
                match t.phase() {
                    Phase::Answer { card, leader, .. } => assert!(leader.index() == seat && card.code() == c[1], "{at}: {} led the {}", c[0], c[1]),
                    _ => assert_eq!((t.trick().plays().next().map(|p| (p.0.index(), p.1.code()))), Some((seat, c[1].clone())), "{at}: who led"),
                }
            }
            for c in found.each(step.ask, "You hold {C} {C}.") {
                let (mut said, mut h) = (c.clone(), hand.clone());
                said.sort();
                h.sort();
                assert_eq!(said, h, "{at}: your hand said");
            }
            for c in found.each(&all, "ou hold the {C}") {
                assert!(hand.contains(&c[0]), "{at}: you hold {}", c[0]);
            }
            for c in found.each(&all, "Ben holds {C} {C}") {
                let mut ben: Vec<String> = t.hand(Seat::new(2).unwrap()).iter().map(|c| c.code()).collect();
                let mut said = c.clone();
                ben.sort();
                said.sort();
                assert_eq!(said, ben, "{at}: Ben's hand said");
            }
            for c in found.each(&all, "your reserve held {C} {C} {C}") {
                let r: Vec<String> = t.reserve(you).iter().map(|c| c.code()).collect();
                let mut said = c.clone();
                said.sort();
                let mut r = r;
                r.sort();
                assert_eq!(said, r, "{at}: your reserve said");
            }
            for c in found.each(&all, "the stock still has {N} cards") {
                assert_eq!(c[0], t.stock_count().to_string(), "{at}: the stock said");
            }
            for c in found.each(&all, "The stock is empty") {
                assert!(c.is_empty() && t.stock_count() == 0, "{at}: the stock is said to be empty");
            }
            for c in found.each(&all, "{N} players hold cards") {
                let holding = (0..t.players()).filter(|&i| !t.hand(Seat::new(i).unwrap()).is_empty()).count();
                assert_eq!(c[0], holding.to_string(), "{at}: the players holding cards");
            }
            for c in found.each(&all, "holding three {S}") {
                assert!(hand.len() == 3 && hand.iter().all(|h| matz_card(h).suit().name().eq_ignore_ascii_case(&c[0])), "{at}: three {}", c[0]);
            }
            for c in found.each(&all, "you also hold the {C}: {N} cards") {
                assert!(hand.contains(&c[0]) && c[1] == hand.len().to_string(), "{at}: your hand of {}", c[1]);
            }
            for c in found.each(&all, "You held {N} and played {N}: you draw {N}") {
                assert_eq!(c[0], hand.len().to_string(), "{at}: the hand held");
            }
            // Who the answer is: the person the sentence says leads, plays or loses.
            if let m::Task::Who { answer, .. } = *task {
                let said: Vec<usize> = [
                    "{W}, the next player after you, leads",
                    "{W} leads",
                    "and {W}, who completed it, lead",
                    "and {W} is the Müller Matz",
                ]
                .iter()
                .flat_map(|p| found.each(step.why, p))
                .map(|c| matz_seat(&c[0]))
                .collect();
                assert!(!said.is_empty(), "{at}: why names who it is: {}", step.why);
                assert!(said.iter().all(|&w| w == answer), "{at}: why names {said:?}, the engine {answer}");
            }
            // Every card the step names is on the table: in a hand or a reserve, played, or turned.
            let mut on_table: Vec<String> = (0..t.players()).flat_map(|i| {
                let s = Seat::new(i).unwrap();
                t.hand(s).iter().chain(t.reserve(s).iter()).map(|c| c.code()).collect::<Vec<_>>()
            }).collect();
            on_table.extend(played.iter().map(|c| c.code()));
            on_table.extend(t.turned().map(|c| c.code()));
            for c in cards_in(&all) {
                assert!(on_table.contains(&c), "{at}: {c} is named but not on the table");
            }
            // A lesson's tables at the same trump, turned card and stock show the same counts.
            if t.life() == Life::First {
                let key = (l, format!("{:?} {:?} {}", trump, t.turned(), t.stock_count()));
                let others: Vec<usize> = (1..t.players()).map(|i| t.hand(Seat::new(i).unwrap()).len()).collect();
                let now = (t.reserve(you).len(), others, at.clone());
                let first = shown.entry(key).or_insert_with(|| now.clone());
                assert_eq!((first.0, &first.1), (now.0, &now.1), "{at} shows other counts than {} at the same table", first.2);
            }
            // The rules allow every answer the lesson expects, and a step that asks to beat
            // expects exactly the cards that beat.
            if let m::Task::Act { options, answer, .. } = *task {
                if step.ask.contains("Beat it") {
                    let beating: Vec<String> = hand.iter().filter(|c| beats(matz_card(c), *played.last().unwrap())).cloned().collect();
                    let expected: Vec<String> = answer.split(',').map(|a| a.trim().to_string()).collect();
                    assert_eq!(expected, beating, "{at}: the cards that beat");
                    assert!(options.contains("pickup"), "{at}");
                }
            }
        }
    }
    assert!(sums >= 1, "Müller Matz: the sums written out ({sums}) are checked");
    found.at_least(
        "Müller Matz",
        &[
            ("{S} are trump", 4),
            ("eat{*} with the {C}", 4),
            ("trumped with the {C}", 1),
            ("{C} and the {C} beat the {C}", 1),
            ("Neither the {C}{*} nor the {C}{*} beats the {C}", 1),
            ("he {C} is a higher {*} and the {C} a trump: both beat", 1),
            ("othing of yours beats it", 1),
            ("{W} led the {C}", 6),
            ("You hold {C} {C}.", 1),
            ("ou hold the {C}", 2),
            ("Ben holds {C} {C}", 1),
            ("your reserve held {C} {C} {C}", 1),
            ("the stock still has {N} cards", 1),
            ("The stock is empty", 1),
            ("{N} players hold cards", 1),
            ("holding three {S}", 1),
            ("you also hold the {C}: {N} cards", 1),
            ("You held {N} and played {N}: you draw {N}", 1),
            ("The tally: you {N}, Anna {N}, Ben {N}", 1),
            ("{W} went out first, {W} second, and {W} was left with cards", 1),
        ],
    );
}

// ── Kontraspiel ────────────────────────────────────────────────────────────────────────

fn kontra_seat(name: &str) -> usize {
    match name {
        "you" | "You" => 0,
        "West" => 1,
        "North" => 2,
        "East" => 3,
        other => panic!("no one called {other} at Kontraspiel's table"),
    }
}

fn kontra_card(code: &str) -> kontra::Card {
    kontra::card::parse_card(code).unwrap_or_else(|| panic!("{code} is a card"))
}

fn suit_name(s: kontra::Suit) -> String {
    s.name().to_lowercase()
}

#[test]
fn kontraspiel_sentences_fit_their_positions() {
    use kontra::Seat;
    let en = learn_kontra::lessons(Lang::En);
    let mut found = Found::default();
    let mut sums = 0;
    for (l, lesson) in k::LESSONS.iter().enumerate() {
        sums += sums_add_up(en[l].intro, &format!("Kontraspiel lesson {} intro", l + 1));
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("Kontraspiel lesson {} step {}", l + 1, s + 1);
            let step = &en[l].steps[s];
            let all = texts_of((step.ask, step.hint, step.why)).join(" ");
            sums += sums_add_up(&all, &at);
            match *task {
                k::Task::Trumps { trump, answer, .. } => {
                    for c in found.each(&all, "{S} are trump").into_iter().chain(found.each(&all, "with {S} as trump")) {
                        assert_eq!(c[0], suit_name(trump), "{at}: the trump said");
                    }
                    let list = &found.each(step.why, ": {N} trumps")[0];
                    assert_eq!(list[0], answer.to_string(), "{at}: the count said");
                    let mut named: Vec<kontra::Card> = cards_in(step.why).iter().map(|c| kontra_card(c)).collect();
                    named.sort_by_key(|c| c.code());
                    let mut engine: Vec<kontra::Card> = kontra::trump::trumps(trump).iter().collect();
                    engine.sort_by_key(|c| c.code());
                    assert_eq!(named, engine, "{at}: the trumps listed");
                }
                k::Task::Winner { trump, cards, answer } => {
                    for c in found.each(&all, "{S} are trump") {
                        assert_eq!(c[0], suit_name(trump), "{at}: the trump said");
                    }
                    let list: Vec<String> = cards_in(step.ask);
                    assert_eq!(list.join(" "), cards, "{at}: the cards said are the trick's, in order");
                    assert_eq!(cards_in(step.why).first().map(String::as_str), Some(answer), "{at}: why starts from the card that takes the trick");
                }
                k::Task::DealWinner { tricks, .. } | k::Task::Revolted { tricks, .. } => {
                    let won = k::seats(tricks).unwrap();
                    let count = |who: &str| won.iter().filter(|s| s.index() == kontra_seat(who)).count().to_string();
                    for c in found.each(&all, "{W} took all five tricks") {
                        assert_eq!(count(&c[0]), "5", "{at}");
                    }
                    for c in found.each(&all, "{W} took {N} tricks") {
                        assert_eq!(count(&c[0]), c[1], "{at}: {} took {}", c[0], c[1]);
                    }
                    for c in found.each(&all, "{W} and {W} both have {N}") {
                        assert!(count(&c[0]) == c[2] && count(&c[1]) == c[2], "{at}: both have {}", c[2]);
                    }
                    for c in found.each(&all, "{W} has {N}, the others {N} each") {
                        assert_eq!(count(&c[0]), c[1], "{at}");
                        assert!(["you", "West", "North", "East"].iter().filter(|w| **w != c[0]).all(|w| count(w) == c[2]), "{at}: the others");
                    }
                    for c in found.each(&all, "{W} won tricks {N} and {N}") {
                        for n in &c[1..] {
                            let i: usize = n.parse().unwrap();
                            assert_eq!(won[i - 1].index(), kontra_seat(&c[0]), "{at}: trick {n}");
                        }
                    }
                    if let k::Task::Revolted { answer, .. } = *task {
                        assert!(numbers_in(step.why).contains(&i64::from(answer)), "{at}: why names {answer}");
                    }
                }
                k::Task::Pay { case, whose, answer, .. } => {
                    let won = k::seats(case.tricks).unwrap();
                    let count = |who: &str| won.iter().filter(|s| s.index() == kontra_seat(who)).count().to_string();
                    for c in found.each(&all, "B is {N}") {
                        assert_eq!(c[0], case.base.to_string(), "{at}: the base value said");
                    }
                    for c in found.each(step.ask, "{W} played alone").into_iter().chain(found.each(step.ask, "{W} plays alone")) {
                        assert_eq!(kontra_seat(&c[0]), case.soloist, "{at}: the soloist said");
                    }
                    for c in found.each(step.ask, "{W} said contra") {
                        assert_eq!(Some(kontra_seat(&c[0])), case.contra, "{at}: the contra said");
                    }
                    for c in found.each(step.ask, "{W}{*} won the deal{*} with {N} tricks") {
                        assert_eq!(case.winner().map(|w| w.index()), Some(kontra_seat(&c[0])), "{at}: the winner said");
                        assert_eq!(count(&c[0]), c[1], "{at}: the tricks said");
                    }
                    for c in found.each(step.ask, "{W} took all five tricks") {
                        assert_eq!(count(&c[0]), "5", "{at}");
                    }
                    for c in found.each(step.ask, "{W}{*} and took no trick") {
                        assert_eq!(count(&c[0]), "0", "{at}");
                    }
                    for c in found.each(step.ask, "{W} took the first two tricks, {W} the last three") {
                        assert_eq!(case.tricks.split(' ').map(|t| t.parse::<usize>().unwrap()).collect::<Vec<_>>(), [0, 0, 1, 1, 1].map(|i| kontra_seat(&c[i.min(1)])), "{at}");
                    }
                    for c in found.each(step.ask, "{W} accepted {S}, the turn-up's suit, in round 1") {
                        assert!(kontra_seat(&c[0]) == case.soloist && c[1] == suit_name(case.trump) && case.trump == case.preferred && case.mode == kontra::Mode::Round1, "{at}");
                    }
                    for c in found.each(step.ask, "{W} named {S} in round 2 ({S} were turned up)") {
                        assert!(kontra_seat(&c[0]) == case.soloist && c[1] == suit_name(case.trump) && c[2] == suit_name(case.preferred) && case.mode == kontra::Mode::Round2, "{at}");
                    }
                    for c in found.each(step.ask, "{W} announced match in {S}") {
                        assert!(kontra_seat(&c[0]) == case.soloist && c[1] == suit_name(case.trump) && case.mode == kontra::Mode::Match, "{at}");
                    }
                    // The amount explained is the engine's.
                    let said = *numbers_in(step.why).last().unwrap_or_else(|| panic!("{at}: why has a number"));
                    assert_eq!(said.abs(), i64::from(answer.abs()), "{at}: why ends on the amount: {}", step.why);
                    let _ = whose;
                }
                k::Task::Act { pos, options, answer } => {
                    let deal = pos.deal().unwrap();
                    let you = Seat::at(k::YOU, kontra::score::PLAYERS).unwrap();
                    let hand: Vec<String> = deal.hand(you).iter().map(|c| c.code()).collect();
                    let trump = deal.trump().unwrap_or(deal.turn_up().suit());
                    let trick: Vec<String> = deal.trick_cards().iter().map(|c| c.code()).collect();
                    for c in found.each(&all, "{S} are trump").into_iter().chain(found.each(&all, "with {S} as trump")) {
                        assert_eq!(c[0], suit_name(trump), "{at}: the trump said");
                    }
                    for c in found.each(step.ask, "{W} led the {C}").into_iter().chain(found.each(step.ask, "{W} plays alone{*} and led the {C}")) {
                        assert!(deal.trick_leader().index() == kontra_seat(&c[0]) && trick.first() == Some(&c[1]), "{at}: {} led {}", c[0], c[1]);
                    }
                    for c in found.each(step.ask, "You hold {C} {C} {C} {C} {C}") {
                        let mut said = c.clone();
                        said.sort();
                        let mut h = hand.clone();
                        h.sort();
                        assert_eq!(said, h, "{at}: your hand said");
                    }
                    for c in found.each(&all, "the {C} is turned up").into_iter().chain(found.each(&all, "turn up the {C}")).chain(found.each(&all, "the {C} was turned up")) {
                        assert_eq!(c[0], deal.turn_up().code(), "{at}: the turn-up said");
                    }
                    // "…is the J♣, so you must play it": the one card the rules allow.
                    for c in found.each(step.why, "{C}, so you must play it").into_iter().chain(found.each(step.why, "{C}, and you must play it")) {
                        let legal: Vec<String> = deal.legal_actions().into_iter().filter_map(|a| match a {
                            kontra::Action::Play(c) => Some(c.code()),
                            _ => None,
                        }).collect();
                        assert_eq!(legal, vec![c[0].clone()], "{at}: the one card allowed");
                    }
                    for c in found.each(&all, "{C} is a Wenzel") {
                        assert!(kontra::card::is_wenzel(kontra_card(&c[0])), "{at}: {} is a Wenzel", c[0]);
                    }
                    for code in cards_in(&all) {
                        let there = hand.contains(&code) || trick.contains(&code) || code == deal.turn_up().code();
                        assert!(there, "{at}: {code} is named but not on the table");
                    }
                    let _ = (options, answer);
                }
                k::Task::Guided { .. } => {}
            }
        }
    }
    assert!(sums >= 2, "Kontraspiel: the sums written out ({sums}) are checked");
    found.at_least(
        "Kontraspiel",
        &[
            ("{S} are trump", 4),
            ("with {S} as trump", 6),
            (": {N} trumps", 2),
            ("{W} took all five tricks", 2),
            ("{W} took {N} tricks", 1),
            ("{W} and {W} both have {N}", 1),
            ("{W} has {N}, the others {N} each", 1),
            ("{W} won tricks {N} and {N}", 1),
            ("B is {N}", 7),
            ("{W} played alone", 1),
            ("{W} plays alone", 2),
            ("{W} said contra", 2),
            ("{W}{*} won the deal{*} with {N} tricks", 3),
            ("{W}{*} and took no trick", 1),
            ("{W} took the first two tricks, {W} the last three", 1),
            ("{W} accepted {S}, the turn-up's suit, in round 1", 1),
            ("{W} named {S} in round 2 ({S} were turned up)", 1),
            ("{W} announced match in {S}", 1),
            ("{W} led the {C}", 1),
            ("You hold {C} {C} {C} {C} {C}", 1),
            ("the {C} is turned up", 2),
            ("turn up the {C}", 1),
            ("{C}, so you must play it", 1),
            ("{C}, and you must play it", 1),
            ("{W} plays alone{*} and led the {C}", 1),
            ("{C} is a Wenzel", 1),
        ],
    );
}

// ── Konter a Matt ──────────────────────────────────────────────────────────────────────

fn konter_card(code: &str) -> konter_a_matt::engine::Card {
    konter_a_matt::engine::Card::parse(code).unwrap_or_else(|| panic!("{code} is a card"))
}

#[test]
fn konter_a_matt_sentences_fit_their_positions() {
    use konter_a_matt::engine::{Announcement, Lane, Trump};
    let en = learn_konter::lessons(Lang::En);
    let mut found = Found::default();
    let mut sums = 0;
    let code = |c: konter_a_matt::engine::Card| c.code();
    for (l, lesson) in km::LESSONS.iter().enumerate() {
        sums += sums_add_up(en[l].intro, &format!("Konter a Matt lesson {} intro", l + 1));
        for (s, task) in lesson.iter().enumerate() {
            let at = format!("Konter a Matt lesson {} step {}", l + 1, s + 1);
            let step = &en[l].steps[s];
            let all = format!("{} {}", step.ask, step.why);
            sums += sums_add_up(&all, &at);
            let trump_of = |task: &km::Task| match *task {
                km::Task::Pick { ask: km::Pick::Winner(t), .. } | km::Task::Play { trump: t, .. } | km::Task::Number { count: km::Count::Trumps(t), .. } => Some(t),
                _ => None,
            };
            if let Some(trump) = trump_of(task) {
                for c in found.each(step.ask, "{S} are trump") {
                    assert_eq!(c[0], format!("{trump:?}").to_lowercase(), "{at}: the trump said");
                }
            }
            match *task {
                km::Task::Number { count, answer, .. } => {
                    assert!(numbers_in(step.why).contains(&i64::from(answer)), "{at}: why names the answer {answer}: {}", step.why);
                    if let km::Count::Points(cards) = count {
                        assert_eq!(cards_in(step.ask).join(" "), cards, "{at}: the cards said");
                        let parts: Vec<i64> = numbers_in(step.why.split(" = ").next().unwrap());
                        let points: Vec<i64> = km::cards(cards).iter().map(|c| i64::from(c.points())).collect();
                        assert_eq!(parts, points, "{at}: each card's points, in order");
                    }
                    if let km::Count::Trumps(trump) = count {
                        let mut named: Vec<String> = cards_in(step.why);
                        named.sort();
                        named.dedup();
                        let mut engine: Vec<String> = Trump(trump).trumps().iter().map(code).collect();
                        engine.sort();
                        assert_eq!(named, engine, "{at}: the trumps listed");
                    }
                    if let km::Count::Score(case, _) = count {
                        for c in found.each(step.ask, "won {N} to {N}").into_iter().chain(found.each(step.ask, "wins {N} to {N}")) {
                            assert_eq!(c[0], case.trump_points.to_string(), "{at}: the trump team's points said");
                            assert_eq!(c[1], (40 - case.trump_points).to_string(), "{at}");
                        }
                        for c in found.each(step.ask, "loses {N} to {N}") {
                            assert_eq!(c[0], case.trump_points.to_string(), "{at}");
                            assert_eq!(c[1], (40 - case.trump_points).to_string(), "{at}");
                        }
                        for c in found.each(step.ask, "{N} to {N}, nothing announced") {
                            assert!(c[0] == "20" && c[1] == "20" && case.trump_points == 20 && case.announced == 0, "{at}");
                        }
                        for c in found.each(step.ask, "had announced Konter a Matt").into_iter().chain(found.each(step.ask, "announced Konter.")) {
                            let v = if step.ask.contains("Konter a Matt") { 2 } else { 1 };
                            assert!(c.is_empty() && case.announced == v, "{at}: the announcement said");
                        }
                        for c in found.each(step.ask, "announced Matt") {
                            assert!(c.is_empty() && case.announced == 1, "{at}");
                        }
                        for c in found.each(step.ask, "takes no trick") {
                            assert!(c.is_empty() && case.trump_points == 0 && case.no_trick, "{at}");
                        }
                        for c in found.each(step.ask, "with {N} dashes left wins a deal worth {N}") {
                            assert_eq!(c[0], case.dashes[0].to_string(), "{at}: the dashes said");
                            assert_eq!(c[1], case.count(km::ScoreAsk::Value).to_string(), "{at}: the deal's worth said");
                        }
                        for c in found.each(step.ask, "stake of {N} waiting") {
                            assert_eq!(c[0], case.stake.to_string(), "{at}: the stake said");
                        }
                    }
                }
                km::Task::Pick { cards, ask, answer } => {
                    assert_eq!(cards_in(step.ask).len(), 0, "{at}: the cards are shown, not said");
                    let _ = cards;
                    match ask {
                        km::Pick::Winner(_) => {
                            let first = cards_in(step.why).into_iter().next();
                            assert!(first.is_none() || first.as_deref() == Some(answer), "{at}: why starts from the card that takes the trick");
                        }
                        km::Pick::MostPoints => {
                            let c = &found.each(step.why, "counts {N}")[0];
                            assert_eq!(c[0], konter_card(answer).points().to_string(), "{at}: the points said");
                        }
                    }
                }
                km::Task::Play { hand, trick, .. } => {
                    let deal = task.play_deal().unwrap();
                    let legal: Vec<String> = deal.legal_cards().iter().map(code).collect();
                    let trump = Trump(deal.trump().unwrap());
                    let trick: Vec<String> = km::cards(trick).into_iter().map(code).collect();
                    for c in found.each(step.ask, "{C} was led") {
                        assert_eq!(trick.first(), Some(&c[0]), "{at}: the card led said");
                    }
                    for c in found.each(step.ask, "{C} was led and {C} played on it") {
                        assert_eq!(trick, c, "{at}: the trick said");
                    }
                    let mut allowed_said = vec![];
                    for p in ["follow with {C}", "trump with {C}", "{C} follows", "{C} trumps", "Follow {*} with {C}", "Your only trump is {C}"] {
                        for c in found.each(step.why, p) {
                            allowed_said.push(c[0].clone());
                        }
                    }
                    for c in found.each(step.why, "trump with the Matt") {
                        assert!(c.is_empty());
                        allowed_said.push("QS".into());
                    }
                    for c in found.each(step.why, "you hold trumps: {C}, {C} and {C}") {
                        assert_eq!(c.len(), legal.len(), "{at}: every trump you may play");
                        allowed_said.extend(c);
                    }
                    for c in found.each(step.why, "any card may go") {
                        assert!(c.is_empty() && legal.len() == 6, "{at}: any card");
                    }
                    for card in &allowed_said {
                        assert!(legal.contains(card), "{at}: {card} is said to be allowed, the rules refuse it");
                    }
                    for c in found.each(step.why, "Your only trump is {C}") {
                        assert_eq!(legal, vec![c[0].clone()], "{at}: the only card allowed");
                    }
                    for c in found.each(step.why, "{C} and {C} are plain {S} here") {
                        for card in &c[..2] {
                            assert!(!legal.contains(card) && trump.lane(konter_card(card)) != Lane::Trump, "{at}: {card} is plain");
                        }
                    }
                    for c in found.each(step.why, "{C} is a matador, never a {*}") {
                        assert_eq!(trump.lane(konter_card(&c[0])), Lane::Trump, "{at}");
                    }
                    let held = km::cards(hand).into_iter().map(code).chain(trick).collect::<Vec<_>>();
                    for card in cards_in(&all) {
                        assert!(held.contains(&card), "{at}: {card} is named but not on the table");
                    }
                }
                km::Task::Trump { packet, answer } => {
                    assert_eq!(cards_in(step.ask).join(" "), packet, "{at}: the three cards said");
                    let suit = &found.each(step.why, "{S}")[0][0];
                    assert_eq!(*suit, format!("{answer:?}").to_lowercase(), "{at}: why names the suit to name first");
                }
                km::Task::Allowed { hand, answer } => {
                    assert_eq!(cards_in(step.ask).join(" "), hand, "{at}: the hand said");
                    let name = match answer {
                        Some(Announcement::KonterAMatt) => "Konter a Matt",
                        Some(Announcement::Konter) => "Konter",
                        Some(Announcement::Matt) => "Matt",
                        None => "Nothing",
                    };
                    assert!(step.why.starts_with(name) || step.why.contains(&format!(": {name}")), "{at}: why names {name}");
                }
                km::Task::Announce { dashes, trump_team, hand, chances, .. } => {
                    for c in found.each(step.ask, "{N} dashes each") {
                        assert!(dashes == [c[0].parse::<u32>().unwrap(); 2], "{at}: the dashes said");
                    }
                    for c in found.each(step.ask, "Your team has {N} dash left, the other team {N}") {
                        assert_eq!([c[0].parse::<u32>().unwrap(), c[1].parse().unwrap()], dashes, "{at}: the dashes said");
                    }
                    for c in found.each(step.ask, "about {N}% to win") {
                        let win = ((chances[3] + chances[4]) * 100.0).round();
                        assert_eq!(c[0], format!("{win}"), "{at}: the chance said");
                    }
                    for c in found.each(step.ask, "Your team named trump") {
                        assert!(c.is_empty() && trump_team, "{at}");
                    }
                    for c in found.each(step.ask, "you hold {C}") {
                        assert!(km::cards(hand).iter().any(|h| h.code() == c[0]), "{at}: you hold {}", c[0]);
                    }
                }
                km::Task::Guided { .. } => {}
            }
        }
    }
    assert!(sums >= 3, "Konter a Matt: the sums written out ({sums}) are checked");
    found.at_least(
        "Konter a Matt",
        &[
            ("{S} are trump", 12),
            ("{C} was led", 6),
            ("{C} was led and {C} played on it", 0),
            ("follow with {C}", 0),
            ("trump with {C}", 1),
            ("{C} follows", 1),
            ("{C} trumps", 1),
            ("Follow {*} with {C}", 1),
            ("Your only trump is {C}", 2),
            ("trump with the Matt", 1),
            ("you hold trumps: {C}, {C} and {C}", 1),
            ("any card may go", 1),
            ("{C} and {C} are plain {S} here", 1),
            ("{C} is a matador, never a {*}", 1),
            ("counts {N}", 1),
            ("won {N} to {N}", 1),
            ("wins {N} to {N}", 2),
            ("loses {N} to {N}", 1),
            ("{N} to {N}, nothing announced", 1),
            ("takes no trick", 1),
            ("with {N} dashes left wins a deal worth {N}", 1),
            ("stake of {N} waiting", 1),
            ("{N} dashes each", 1),
            ("Your team has {N} dash left, the other team {N}", 1),
            ("about {N}% to win", 2),
            ("Your team named trump", 1),
            ("you hold {C}", 1),
        ],
    );
}

// ── Every course, every language ───────────────────────────────────────────────────────

/// Every text of a course in one language, lesson by lesson: the intro, then each step's.
fn games_texts(t: &[LessonText]) -> Vec<Vec<&'static str>> {
    t.iter()
        .map(|l| std::iter::once(l.intro).chain(l.steps.iter().flat_map(|s| [s.ask, s.hint, s.why])).collect())
        .collect()
}

fn konter_texts(lang: Lang) -> Vec<Vec<&'static str>> {
    learn_konter::lessons(lang)
        .iter()
        .map(|l| std::iter::once(l.intro).chain(l.steps.iter().flat_map(|s| [s.ask, s.why])).collect())
        .collect()
}

/// The suits of the cards a text names, and the numbers it writes in digits (a translation
/// names the same cards, though its rank letters differ, and the same counts).
fn said(text: &str) -> (Vec<char>, Vec<String>) {
    let mut suits: Vec<char> = text.chars().filter(|c| "♠♥♦♣".contains(*c)).collect();
    suits.sort();
    let t: Vec<char> = text.chars().collect();
    let mut numbers = vec![];
    let mut i = 0;
    while i < t.len() {
        if t[i].is_ascii_digit() && boundary(&t, i) {
            let n: String = t[i..].iter().take_while(|c| c.is_ascii_digit()).collect();
            let suit_follows = t.get(i + n.len()).is_some_and(|c| "♠♥♦♣".contains(*c));
            // A card's rank is not a count, nor a round's number (French writes "premier tour").
            let before: String = t[i.saturating_sub(5)..i].iter().collect();
            let after: String = t[i + n.len()..(i + n.len() + 6).min(t.len())].iter().collect();
            let round = before.ends_with("ound ") || before.ends_with("unde ") || after.starts_with(". Tour");
            if !suit_follows && !round {
                numbers.push(n.clone());
            }
            i += n.len();
        } else {
            i += 1;
        }
    }
    // Which numbers, not how often: "20 to 20" is "20 partout" in French.
    numbers.sort();
    numbers.dedup();
    (suits, numbers)
}

#[test]
fn every_language_names_the_same_cards_and_numbers() {
    let courses: [(&str, fn(Lang) -> Vec<Vec<&'static str>>); 3] = [
        ("Konter a Matt", konter_texts),
        ("Kontraspiel", |l| games_texts(learn_kontra::lessons(l))),
        ("Müller Matz", |l| games_texts(learn_matz::lessons(l))),
    ];
    for (game, texts) in courses {
        let en = texts(Lang::En);
        for lang in [Lang::Fr, Lang::De, Lang::Lb] {
            let other = texts(lang);
            for (l, (a, b)) in en.iter().zip(&other).enumerate() {
                for (i, (a, b)) in a.iter().zip(b).enumerate() {
                    let (sa, na) = said(a);
                    let (sb, nb) = said(b);
                    assert_eq!(sa, sb, "{game} lesson {} text {i} in {lang:?} names other cards than the English:\n{a}\n{b}", l + 1);
                    assert_eq!(na, nb, "{game} lesson {} text {i} in {lang:?} says other numbers than the English:\n{a}\n{b}", l + 1);
                }
            }
        }
    }
}

/// A lesson's introduction is short: each step's own words bring its rule. (Counted in
/// English; the translations run longer by their languages' nature.)
#[test]
fn introductions_are_short() {
    for lang in [Lang::En] {
        let intros = learn_konter::lessons(lang).iter().map(|l| l.intro)
            .chain(learn_kontra::lessons(lang).iter().map(|l| l.intro))
            .chain(learn_matz::lessons(lang).iter().map(|l| l.intro));
        for intro in intros {
            let words = intro.split_whitespace().count();
            assert!(words <= 100, "{lang:?}: an introduction of {words} words: {intro}");
        }
    }
}

/// A wrong answer's feedback reads as sentences: the engine's reason (a clause without a
/// stop) is closed before what the lesson expects — for every option the rules refuse, in
/// every step of both courses, in every language.
#[test]
fn wrong_answers_are_told_in_whole_sentences() {
    use konter_a_matt::games::{kontra::texts as kontra_texts, matz::texts as matz_texts};
    assert_eq!(sentences(&["The rules refuse it: J♠ is a trump", "The lesson expects: K♠."]), "The rules refuse it: J♠ is a trump. The lesson expects: K♠.");
    assert_eq!(sentences(&["Done!", "Next."]), "Done! Next.");
    let mut told = 0;
    for lang in Lang::ALL {
        let w = course_words(lang);
        let expects = w.expected("");
        let expects = expects.trim();
        let mut check = |text: String| {
            let i = text.find(expects).unwrap_or_else(|| panic!("{text}"));
            let before = text[..i].trim_end();
            assert!(before.is_empty() || before.ends_with(['.', '!', '?', '…']), "{lang:?}: two sentences run together: {text}");
            told += 1;
        };
        for (l, lesson) in k::LESSONS.iter().enumerate() {
            for (s, task) in lesson.iter().enumerate() {
                let k::Task::Act { pos, options, .. } = *task else { continue };
                let deal = pos.deal().unwrap();
                let you = kontra::Seat::at(k::YOU, kontra::score::PLAYERS).unwrap();
                for (i, a) in k::actions(options).unwrap().into_iter().enumerate() {
                    let refusal = deal.check(you, a).err().map(|e| kontra_texts::kontra_texts(lang).rule_error(&e));
                    if refusal.is_some() || !task.expects(i) {
                        check(w.wrong_answer(refusal.as_deref(), true, learn_kontra::lessons(lang)[l].steps[s].hint));
                    }
                }
            }
        }
        for (l, lesson) in m::LESSONS.iter().enumerate() {
            for (s, task) in lesson.iter().enumerate() {
                let m::Task::Act { options, .. } = *task else { continue };
                let t = task.table().unwrap();
                for (i, a) in m::actions(options).unwrap().into_iter().enumerate() {
                    let refusal = t.check(matz::Seat::new(m::YOU).unwrap(), a).err().map(|e| matz_texts::matz_texts(lang).rule_error(&e, Some(t.trump())));
                    if refusal.is_some() || !task.expects(i) {
                        check(w.wrong_answer(refusal.as_deref(), true, learn_matz::lessons(lang)[l].steps[s].hint));
                    }
                }
            }
        }
    }
    assert!(told > 40, "the wrong answers of both courses are told ({told})");
}
