//! Phrases (texts with parameters) as tables, so that a language file can carry them.
//!
//! A language writes its phrases as Rust functions ([`super::Phrases`]). The web page
//! compiles only English's; for French, German and Luxembourgish it reads a *table* from
//! the language file instead. A phrase's table has one template per combination of its
//! parameters' cases: every seat, suit, card, … and for a count its plural case (0, 1 or
//! more), where "more" leaves a hole for the number itself. Free text (an error message)
//! is a hole too. The tables are written from the functions ([`tabulate`]) and
//! `tests/i18n.rs` checks, on many values, that both forms say the same.

use crate::bot::Level;
use crate::engine::{Announcement, Card, Direction, Outcome, Rank, StannerRule, Suit, Team};
use crate::store::kept::Saved;
use crate::store::choices::{Speed, Theme};
use crate::store::seats::Who;

/// Marks a hole in a template; the next character is the hole's number, `'0'` on.
const HOLE: char = '\u{1}';

/// A start-dashes choice in the settings (1–99), named by [`super::Texts::start_dashes_name`]:
/// unlike other counts, some values have names of their own ("11 (standard)").
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DashesChoice(pub u8);

/// Whose words a sentence about the teams speaks: the owner's team's ("we", "Us",
/// "Them"), or, when more than one person plays at the device, nobody's: the teams named
/// by their seats ("South and North", "West and East").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Voice {
    We,
    Seats,
}

/// A phrase's parameter: which of its cases a value is, and what fills its holes.
pub trait Arg: Sized {
    /// How many cases (templates) the parameter fans out into.
    const CASES: usize;
    /// How many holes a value of it leaves in a template.
    const HOLES: usize = 0;
    /// The case of this value, `0..CASES`.
    fn case(&self) -> usize;
    /// The texts for its holes, in order.
    fn fill(&self, _holes: &mut Vec<String>) {}
    /// One value per case, in case order; a value that leaves a hole is that hole's
    /// stand-in (`stand_in`), holes numbered from `first_hole`.
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(first_hole: usize) -> Vec<Self>;
    /// Values to check the table against the functions with.
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self>;
}

/// The number that stands in for hole `h` of a count while a table is written: distinct
/// per hole, no other number in any text, and it fits a `u8` (201–204, which keep the
/// n before them, [`keeps_n`]).
#[cfg(not(target_arch = "wasm32"))]
fn stand_in(h: usize) -> u32 {
    201 + h as u32
}

/// The same for a count before which the n drops (74–77).
#[cfg(not(target_arch = "wasm32"))]
fn stand_in_without_n(h: usize) -> u32 {
    74 + h as u32
}

/// The text that stands in for hole `h` of free text while a table is written.
#[cfg(not(target_arch = "wasm32"))]
const TEXT_STAND_INS: [&str; 4] = ["⟦0⟧", "⟦1⟧", "⟦2⟧", "⟦3⟧"];

/// Enumerations: each variant is a case of its own.
macro_rules! enum_arg {
    ($($t:ty: [$($v:expr),* $(,)?];)*) => {$(
        impl Arg for $t {
            const CASES: usize = [$($v),*].len();
            /// The variants are listed in declaration order (`tests/i18n.rs` checks the
            /// tables against the functions), so the case is the discriminant.
            fn case(&self) -> usize {
                *self as usize
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn cases(_: usize) -> Vec<Self> {
                vec![$($v),*]
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn samples() -> Vec<Self> {
                Self::cases(0)
            }
        }
    )*};
}

enum_arg! {
    Who: [Who::You, Who::West, Who::North, Who::East, Who::South];
    Voice: [Voice::We, Voice::Seats];
    Team: [Team::A, Team::B];
    Level: [Level::Easy, Level::Medium, Level::Hard];
    Suit: [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    Rank: [Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace];
    Announcement: [Announcement::Matt, Announcement::Konter, Announcement::KonterAMatt];
    Outcome: [Outcome::TrumpTeam, Outcome::Defenders, Outcome::Stanner];
    StannerRule: [StannerRule::Carry, StannerRule::W, StannerRule::Simple];
    Speed: [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];
    Direction: [Direction::Clockwise, Direction::Anticlockwise];
    Theme: [Theme::System, Theme::Light, Theme::Dark];
    Saved: [Saved::Match, Saved::Settings, Saved::Stats, Saved::Matches];
    bool: [false, true];
}

impl Arg for Card {
    const CASES: usize = 24;
    fn case(&self) -> usize {
        self.index()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(_: usize) -> Vec<Self> {
        (0..24).filter_map(Card::from_index).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        Self::cases(0)
    }
}

impl<T: Arg> Arg for Option<T> {
    const CASES: usize = T::CASES + 1;
    const HOLES: usize = T::HOLES;
    fn case(&self) -> usize {
        self.as_ref().map_or(0, |v| v.case() + 1)
    }
    fn fill(&self, holes: &mut Vec<String>) {
        match self {
            Some(v) => v.fill(holes),
            None => holes.extend((0..T::HOLES).map(|_| String::new())),
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(first_hole: usize) -> Vec<Self> {
        std::iter::once(None).chain(T::cases(first_hole).into_iter().map(Some)).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        std::iter::once(None).chain(T::samples().into_iter().map(Some)).collect()
    }
}

/// Whether a number, as spoken, starts with a sound that keeps a final n before it
/// (a vowel or n, d, t, z, h): „zwee“, „dräi“, „aacht“ keep it, „véier“, „fënnef“,
/// „sechs“, „siwen“ drop it.
pub fn keeps_n(n: u32) -> bool {
    let first = match n {
        0 => 'n',  // null
        1 => 'e',  // eent
        2 => 'z',  // zwee
        3 => 'd',  // dräi
        4 => 'v',  // véier
        5 => 'f',  // fënnef
        6 => 's',  // sechs
        7 => 's',  // siwen
        8 => 'a',  // aacht
        9 => 'n',  // néng
        10 => 'z', // zéng
        11 => 'e', // eelef
        12 => 'z', // zwielef
        13 => 'd', // dräizéng
        14 => 'v', // véierzéng
        15 => 'f', // fofzéng
        16 => 's', // siechzéng
        17 => 's', // siwwenzéng
        18 => 'u', // uechtzéng
        19 => 'n', // nonzéng
        20 => 'z', // zwanzeg
        30 => 'd', // drësseg
        40 => 'v', // véierzeg
        50 => 'f', // fofzeg
        60 => 's', // sechzeg
        70 => 's', // siwwenzeg
        80 => 'a', // achtzeg
        90 => 'n', // nonzeg
        // „eenanzwanzeg“, „véieranzwanzeg“: the units come first.
        21..=99 => return keeps_n(n % 10),
        100..=199 => 'h', // honnert
        _ => return keeps_n(n / 100),
    };
    matches!(
        first,
        'a' | 'e' | 'i' | 'o' | 'u' | 'n' | 'd' | 't' | 'z' | 'h'
    )
}

/// Counts: none, one, or more (a hole for the number), the cases plural forms need; and
/// "more" in two cases by Luxembourgish's n-rule ([`keeps_n`]), which words before a
/// number follow.
macro_rules! count_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            const CASES: usize = 4;
            const HOLES: usize = 1;
            fn case(&self) -> usize {
                match *self {
                    0 => 0,
                    1 => 1,
                    n if keeps_n(n as u32) => 2,
                    _ => 3,
                }
            }
            fn fill(&self, holes: &mut Vec<String>) {
                holes.push(self.to_string());
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn cases(first_hole: usize) -> Vec<Self> {
                vec![0, 1, stand_in(first_hole) as $t, stand_in_without_n(first_hole) as $t]
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn samples() -> Vec<Self> {
                vec![0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 18, 20, 21, 24, 40, 74, 99, 100, 201, 255]
            }
        }
    )*};
}

count_arg!(u8, u32, usize);

impl<T: Arg + Copy> Arg for [T; 2] {
    const CASES: usize = T::CASES * T::CASES;
    const HOLES: usize = 2 * T::HOLES;
    fn case(&self) -> usize {
        self[0].case() * T::CASES + self[1].case()
    }
    fn fill(&self, holes: &mut Vec<String>) {
        self[0].fill(holes);
        self[1].fill(holes);
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(first_hole: usize) -> Vec<Self> {
        let second = T::cases(first_hole + T::HOLES);
        T::cases(first_hole).into_iter().flat_map(|a| second.iter().map(move |&b| [a, b])).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        let all = T::samples();
        all.iter().flat_map(|&a| all.iter().map(move |&b| [a, b])).collect()
    }
}

/// A month of a date, 0 (January) to 11 ([`super::Texts::short_date`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Month(pub u8);

impl Arg for Month {
    const CASES: usize = 12;
    fn case(&self) -> usize {
        (self.0 as usize).min(11)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(_: usize) -> Vec<Self> {
        (0..12).map(Month).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        Self::cases(0)
    }
}

impl Arg for DashesChoice {
    const CASES: usize = 100;
    fn case(&self) -> usize {
        (self.0 as usize).min(99)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(_: usize) -> Vec<Self> {
        (0..100).map(DashesChoice).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        Self::cases(0)
    }
}

impl<'a> Arg for &'a str {
    const CASES: usize = 1;
    const HOLES: usize = 1;
    fn case(&self) -> usize {
        0
    }
    fn fill(&self, holes: &mut Vec<String>) {
        holes.push(self.to_string());
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn cases(first_hole: usize) -> Vec<Self> {
        vec![TEXT_STAND_INS[first_hole]]
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self> {
        vec!["", "match", "konter-a-matt.match.corrupt", "deal 2, event 7: 9♦ is not allowed"]
    }
}

// ── Errors: records, rules, import ─────────────────────────────────────────

macro_rules! faults {
    ($( $(#[$m:meta])* $v:ident, )*) => {
        /// What is wrong, for [`super::Texts::fault`]: a record's problem, a rule's refusal,
        /// where in a record, and the words a wrong value is shown with. Each says which of the texts `{a}`,
        /// `{b}`, `{c}` it holds (cards in their short form, seats and deals as numbers).
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        pub enum Fault {
            $( $(#[$m])* $v, )*
        }

        enum_arg! { Fault: [$(Fault::$v),*]; }
    };
}

faults! {
    // Where in a record, before why (and a space): `{a}` the deal, `{b}` the event,
    // `{c}` the seat.
    /// "deal 1:".
    AtDeal,
    /// "deal 1, seat 2:" (a deal's trump, named by forehand).
    AtDealSeat,
    /// "deal 1, event 2:" (read, not yet replayed: the seat shows in play).
    AtDealEvent,
    /// "deal 1, event 2, seat 3:".
    AtEvent,
    // How a wrong value is shown.
    /// `{a}`: text from the record, quoted.
    Quoted,
    Decimal,
    List,
    Object,
    // The document.
    /// `{a}`, `{b}`: the line and column where the JSON reader stopped.
    Json,
    /// The same, the text ending too soon.
    JsonCut,
    NotAnObject,
    FormatMissing,
    VersionMissing,
    RulesNotAnObject,
    DealsMissing,
    DealsNotAList,
    DealNotAnObject,
    DealerMissing,
    DealerNotASeat,
    HandsMissing,
    HandsNotFour,
    TrumpMissing,
    EventsNotAList,
    EventNotText,
    /// `{a}`: the wrong value, shown (and likewise the seven after it).
    WrongFormat,
    WrongVersion,
    WrongDirection,
    WrongStanner,
    WrongStartDashes,
    /// `{a}`: the key, shown.
    WrongRulesKey,
    WrongTrump,
    WrongEvent,
    /// `{a}`: the seat.
    HandNotText,
    /// `{a}`: the seat, `{b}` how many cards it has.
    HandSize,
    /// `{a}`: the seat, `{b}` the code, shown.
    HandCard,
    /// `{a}`: the seat, `{b}` the card's code.
    HandTwice,
    /// `{a}`: how many cards were played.
    Incomplete,
    /// `{a}`: the event's code.
    AfterEnd,
    /// `{a}`: the team's letter, `{b}` the deal it won in.
    AlreadyWon,
    // The rules.
    /// `{a}`: the card dealt twice.
    BadHands,
    /// `{a}`: the seat that acted, `{b}` the seat to act.
    NotYourTurn,
    /// `{a}`: the seat that acted.
    NobodyToAct,
    TrumpNotNamed,
    TrumpAlreadyNamed,
    DealOver,
    /// `{a}`: the winning team's letter.
    MatchOver,
    DealInProgress,
    NoDeal,
    /// `{a}`: the card.
    NotHeld,
    /// `{a}`: the card, `{b}` the cards allowed (trump was led).
    MustTrump,
    /// `{a}`: the card, `{b}` the cards allowed, `{c}` the suit led (its symbol).
    MustFollow,
    /// `{a}`: the announcement, `{b}` the cards it needs.
    AnnouncementNotHeld,
    /// `{a}`: the announcement.
    AnnouncementTooLate,
    /// `{a}`: the announcement made before.
    AlreadyAnnounced,
    /// `{a}`: the seat that dealt, `{b}` the seat the rules give.
    WrongDealer,
}

/// A template's `{a}`, `{b}` and `{c}` replaced by the texts given (by hand: a string
/// searcher would cost the page more than this loop).
pub fn fill(template: &str, a: &str, b: &str, c: &str) -> String {
    let mut parts = template.split('{');
    let mut out = parts.next().unwrap_or_default().to_string();
    for part in parts {
        let (hole, rest) = match part.as_bytes() {
            [b'a', b'}', ..] => (a, &part[2..]),
            [b'b', b'}', ..] => (b, &part[2..]),
            [b'c', b'}', ..] => (c, &part[2..]),
            _ => ("{", part),
        };
        out.push_str(hole);
        out.push_str(rest);
    }
    out
}

/// A phrase's parameters together (a tuple): the table index of a combination of cases.
pub trait Args: Sized {
    const CASES: usize;
    const HOLES: usize;
    fn case(&self) -> usize;
    fn fill(&self, holes: &mut Vec<String>);
    #[cfg(not(target_arch = "wasm32"))]
    fn cases() -> Vec<Self>;
    #[cfg(not(target_arch = "wasm32"))]
    fn samples() -> Vec<Self>;
}

macro_rules! args_tuple {
    ($(($($a:ident $i:tt),*);)*) => {$(
        impl<$($a: Arg + Clone),*> Args for ($($a,)*) {
            const CASES: usize = 1 $(* $a::CASES)*;
            const HOLES: usize = 0 $(+ $a::HOLES)*;
            fn case(&self) -> usize {
                let mut k = 0;
                $( k = k * $a::CASES + self.$i.case(); )*
                k
            }
            fn fill(&self, holes: &mut Vec<String>) {
                $( self.$i.fill(holes); )*
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn cases() -> Vec<Self> {
                let mut first = 0;
                let lists = ($({ let l = $a::cases(first); first += $a::HOLES; l },)*);
                let _ = first;
                combinations!(lists; $($i),*)
            }
            #[cfg(not(target_arch = "wasm32"))]
            fn samples() -> Vec<Self> {
                let lists = ($($a::samples(),)*);
                combinations!(lists; $($i),*)
            }
        }
    )*};
}

/// Every combination of one value from each list of the tuple `lists` (fields `$i`), the
/// last list varying fastest: combination `k` read as a number whose digits are indices.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! combinations {
    ($lists:ident; $($i:tt),*) => {{
        let lens = [$($lists.$i.len()),*];
        let stride = |i: usize| lens[i + 1..].iter().product::<usize>();
        (0..lens.iter().product::<usize>())
            .map(|k| ($($lists.$i[k / stride($i) % lens[$i]].clone(),)*))
            .collect()
    }};
}

args_tuple! {
    (A 0);
    (A 0, B 1);
    (A 0, B 1, C 2);
    (A 0, B 1, C 2, D 3);
}

/// What a phrase gives: text (with its holes filled), or a fixed text, or maybe none.
pub trait Said: Sized {
    fn from_template(template: &'static str, holes: &[String]) -> Self;
    /// The line of the table (before the stand-ins become holes).
    #[cfg(not(target_arch = "wasm32"))]
    fn line(&self) -> String;
}

impl Said for String {
    #[inline(never)]
    fn from_template(template: &'static str, holes: &[String]) -> Self {
        let mut out = String::with_capacity(template.len());
        let mut chars = template.chars();
        while let Some(c) = chars.next() {
            if c == HOLE {
                let h = chars.next().and_then(|d| d.to_digit(10)).unwrap_or(0) as usize;
                out.push_str(holes.get(h).map_or("", String::as_str));
            } else {
                out.push(c);
            }
        }
        out
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn line(&self) -> String {
        self.clone()
    }
}

impl Said for &'static str {
    fn from_template(template: &'static str, _: &[String]) -> Self {
        template
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn line(&self) -> String {
        self.to_string()
    }
}

/// `None` is an empty line (no such phrase is ever `Some("")`: `tests/i18n.rs`).
impl Said for Option<&'static str> {
    fn from_template(template: &'static str, _: &[String]) -> Self {
        Some(template).filter(|t| !t.is_empty())
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn line(&self) -> String {
        self.unwrap_or_default().to_string()
    }
}

/// A phrase from the tables (phrase `id`'s): the template of the arguments' cases, holes
/// filled.
pub fn render<A: Args, R: Said>(tables: &[&'static [&'static str]], id: usize, args: A) -> R {
    let mut holes = vec![];
    if A::HOLES > 0 {
        args.fill(&mut holes);
    }
    R::from_template(template(tables, id, args.case()), &holes)
}

#[inline(never)]
fn template(tables: &[&'static [&'static str]], id: usize, case: usize) -> &'static str {
    tables.get(id).and_then(|t| t.get(case)).copied().unwrap_or_default()
}

/// A phrase's table, written from its function: one line per combination of cases, in
/// case order, the stand-ins turned into holes.
#[cfg(not(target_arch = "wasm32"))]
pub fn tabulate<A: Args, R: Said>(f: impl Fn(A) -> R, out: &mut Vec<String>) {
    for args in A::cases() {
        let mut line = f(args).line();
        for h in 0..A::HOLES {
            let hole = format!("{HOLE}{h}");
            line = line
                .replace(TEXT_STAND_INS[h], &hole)
                .replace(&stand_in(h).to_string(), &hole)
                .replace(&stand_in_without_n(h).to_string(), &hole);
        }
        out.push(line);
    }
}

/// Where a phrase's table says something else than its function, on the sample values.
#[cfg(not(target_arch = "wasm32"))]
pub fn differences<A: Args + Clone, R: Said + PartialEq + std::fmt::Debug>(
    name: &str,
    f: impl Fn(A) -> R,
    table: &'static [&'static str],
    out: &mut Vec<String>,
) {
    for args in A::samples() {
        let (want, have) = (f(args.clone()), render::<A, R>(&[table], 0, args));
        if want != have {
            out.push(format!("{name}: {want:?} from the code, {have:?} from the table"));
        }
    }
}
