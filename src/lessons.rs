//! "Learn to play": seven short lessons on the real engine, as data. Each lesson is a few
//! positions where the learner acts and the engine answers — which card is worth most, which
//! card takes a trick, which cards may be played, which trump to name, what to announce,
//! how the dashes move — and a guided first deal. Every answer a position expects is
//! written down here *and* computed by the engine ([`Task::engine_answer`]); the native
//! tests (`tests/lessons.rs`) check that every position is legal and that both agree, and
//! the lessons' screen (`app::learn::lessons`) judges the learner by the engine's answer.
//!
//! Each sentence is written in the four languages, in [`Lang`] order: English, French,
//! German, Luxembourgish ([`Tr`]). Progress is kept under [`LESSONS_KEY`].

use crate::bot::announce::{self, Outcomes};
use crate::bot::trump_table;
use crate::engine::score::{apply_dashes, deal_value, settle_outcome};
use crate::engine::{Action, Announcement, Card, CardSet, Deal, Outcome, Rank, Rules, Seat, Settlement, Suit, Team, Trump};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// A sentence in English, French, German and Luxembourgish.
pub type Tr = [&'static str; 4];

/// The sentence in `lang`.
pub fn tr(text: &Tr, lang: Lang) -> &'static str {
    text[lang as usize]
}

/// Where the lessons' progress is kept.
pub use crate::store::keys::LESSONS_KEY;

pub struct Lesson {
    pub title: Tr,
    /// What the lesson teaches, before its first position.
    pub intro: Tr,
    pub steps: &'static [Step],
}

/// One position: the question, the task, and why its answer is right (shown once answered).
pub struct Step {
    pub ask: Tr,
    pub task: Task,
    pub why: Tr,
}

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
    /// The guided deal's actions so far (`bot_worker::action_code`), to resume it.
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
            && e.progress.at.is_none_or(|(l, s)| (1..=LESSONS.len() as u8).contains(&l) && s < LESSONS[l as usize - 1].steps.len());
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
    Lesson {
        title: ["The cards and their points", "Les cartes et leurs points", "Die Karten und ihre Punkte", "D’Kaarten an hir Punkten"],
        intro: [
            "Konter a Matt is played with 24 cards: A K Q J 10 9 in four suits. Aces count 4, Kings 3, Queens 2, Jacks 1; tens and nines count nothing.",
            "Le Konter a Matt se joue avec 24 cartes : A R D V 10 9 dans quatre couleurs. L’as vaut 4, le roi 3, la dame 2, le valet 1 ; le dix et le neuf ne valent rien.",
            "Konter a Matt wird mit 24 Karten gespielt: A K D B 10 9 in vier Farben. Das Ass zählt 4, der König 3, die Dame 2, der Bube 1; Zehn und Neun zählen nichts.",
            "Konter a Matt gëtt mat 24 Kaarte gespillt: A K D B 10 9 a véier Faarwen. Den As zielt 4, de Kinnek 3, d’Damm 2, de Bouf 1; Zéng an Néng zielen näischt.",
        ],
        steps: &[
            Step {
                ask: [
                    "How many card points are there in the whole pack?",
                    "Combien de points y a-t-il dans tout le jeu ?",
                    "Wie viele Kartenpunkte hat das ganze Spiel?",
                    "Wéi vill Kaartepunkten huet dat ganzt Spill?",
                ],
                task: Task::Number { count: Count::PackPoints, choices: &[24, 36, 40, 48], answer: 40 },
                why: [
                    "Each suit holds 4 + 3 + 2 + 1 = 10 points: 40 in all. The trump team needs 21 of them.",
                    "Chaque couleur vaut 4 + 3 + 2 + 1 = 10 points : 40 en tout. L’équipe d’atout en a besoin de 21.",
                    "Jede Farbe hat 4 + 3 + 2 + 1 = 10 Punkte: 40 insgesamt. Das Trumpfteam braucht 21 davon.",
                    "All Faarf huet 4 + 3 + 2 + 1 = 10 Punkten: 40 an allem. D’Tromp-Ekipp brauch der 21.",
                ],
            },
            Step {
                ask: ["Tap the card worth the most points.", "Touchez la carte qui vaut le plus de points.", "Tippe auf die Karte mit den meisten Punkten.", "Tipp op d’Kaart mat de meeschte Punkten."],
                task: Task::Pick { cards: "TH KS JD 9C", ask: Pick::MostPoints, answer: "KS" },
                why: [
                    "The King counts 3. Careful: a ten counts nothing in this game.",
                    "Le roi vaut 3. Attention : un dix ne vaut rien dans ce jeu.",
                    "Der König zählt 3. Vorsicht: Eine Zehn zählt in diesem Spiel nichts.",
                    "De Kinnek zielt 3. Opgepasst: Eng Zéng zielt an dësem Spill näischt.",
                ],
            },
            Step {
                ask: [
                    "How many points do A♠ K♥ Q♦ J♣ hold together?",
                    "Combien de points valent ensemble A♠ R♥ D♦ V♣ ?",
                    "Wie viele Punkte sind A♠ K♥ D♦ B♣ zusammen wert?",
                    "Wéi vill Punkte sinn A♠ K♥ D♦ B♣ zesummen wäert?",
                ],
                task: Task::Number { count: Count::Points("AS KH QD JC"), choices: &[4, 10, 11, 14], answer: 10 },
                why: ["4 + 3 + 2 + 1 = 10.", "4 + 3 + 2 + 1 = 10.", "4 + 3 + 2 + 1 = 10.", "4 + 3 + 2 + 1 = 10."],
            },
            Step {
                ask: [
                    "And A♠ A♥ K♦ 10♣?",
                    "Et A♠ A♥ R♦ 10♣ ?",
                    "Und A♠ A♥ K♦ 10♣?",
                    "An A♠ A♥ K♦ 10♣?",
                ],
                task: Task::Number { count: Count::Points("AS AH KD TC"), choices: &[11, 12, 21], answer: 11 },
                why: [
                    "4 + 4 + 3 + 0 = 11: the ten adds nothing.",
                    "4 + 4 + 3 + 0 = 11 : le dix n’ajoute rien.",
                    "4 + 4 + 3 + 0 = 11: Die Zehn bringt nichts.",
                    "4 + 4 + 3 + 0 = 11: D’Zéng bréngt näischt.",
                ],
            },
        ],
    },
    // 2. The matadors and the order of the trumps.
    Lesson {
        title: ["Matadors and the order of trumps", "Les matadors et l’ordre des atouts", "Die Matadore und die Reihenfolge der Trümpfe", "D’Matadoren an d’Reiefolleg vun den Trëmp"],
        intro: [
            "Three queens are always trumps, whatever suit is trump: Q♠ (“Matt”), then Q♥ and Q♦ (the two “Konter”). They rank just below the Ace of trumps: A, Q♠, Q♥, Q♦, K, J, 10, 9. With clubs as trump Q♣ is a trump too, between K♣ and J♣: clubs has nine trumps.",
            "Trois dames sont toujours atout, quelle que soit la couleur d’atout : D♠ (« Matt »), puis D♥ et D♦ (les deux « Konter »). Elles se placent juste sous l’as d’atout : A, D♠, D♥, D♦, R, V, 10, 9. Avec trèfle atout, la D♣ est aussi un atout, entre R♣ et V♣ : trèfle compte neuf atouts.",
            "Drei Damen sind immer Trumpf, egal welche Farbe Trumpf ist: D♠ („Matt“), dann D♥ und D♦ (die beiden „Konter“). Sie stehen direkt unter dem Trumpf-Ass: A, D♠, D♥, D♦, K, B, 10, 9. Ist Kreuz Trumpf, ist auch die D♣ ein Trumpf, zwischen K♣ und B♣: Kreuz hat neun Trümpfe.",
            "Dräi Damme sinn ëmmer Tromp, egal wéi eng Faarf Tromp ass: D♠ („Matt“), dann D♥ an D♦ (déi zwee „Konter“). Si stinn direkt ënner dem Tromp-As: A, D♠, D♥, D♦, K, B, 10, 9. Ass Kräiz Tromp, ass d’D♣ och eng Tromp, tëscht K♣ a B♣: Kräiz huet néng Trëmp.",
        ],
        steps: &[
            Step {
                ask: ["Spades are trump. Which card takes this trick?", "Pique est atout. Quelle carte remporte ce pli ?", "Pik ist Trumpf. Welche Karte gewinnt diesen Stich?", "Schëppen ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?"],
                task: Task::Pick { cards: "KS QD QS AS", ask: Pick::Winner(Suit::Spades), answer: "AS" },
                why: [
                    "The Ace of trumps is the highest card of all, above even the Matt.",
                    "L’as d’atout est la plus forte carte, au-dessus même du Matt.",
                    "Das Trumpf-Ass ist die höchste Karte, sogar über dem Matt.",
                    "Den Tromp-As ass déi héchst Kaart, nach iwwer dem Matt.",
                ],
            },
            Step {
                ask: ["Diamonds are trump. Which card takes this trick?", "Carreau est atout. Quelle carte remporte ce pli ?", "Karo ist Trumpf. Welche Karte gewinnt diesen Stich?", "Karo ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?"],
                task: Task::Pick { cards: "QD KD QH JD", ask: Pick::Winner(Suit::Diamonds), answer: "QH" },
                why: [
                    "Q♥ is the higher Konter: above Q♦, and above the King of trumps.",
                    "La D♥ est le Konter le plus fort : au-dessus de la D♦ et du roi d’atout.",
                    "Die D♥ ist der höhere Konter: über der D♦ und über dem Trumpf-König.",
                    "D’D♥ ass de méi héije Konter: iwwer der D♦ an iwwer dem Tromp-Kinnek.",
                ],
            },
            Step {
                ask: ["Hearts are trump and spades were led. Which card takes this trick?", "Cœur est atout et l’entame est pique. Quelle carte remporte ce pli ?", "Herz ist Trumpf und Pik wurde ausgespielt. Welche Karte gewinnt diesen Stich?", "Häerz ass Tromp a Schëppe gouf ausgespillt. Wéi eng Kaart gewënnt dëse Stéch?"],
                task: Task::Pick { cards: "9S QD AS KS", ask: Pick::Winner(Suit::Hearts), answer: "QD" },
                why: [
                    "Q♦ is a matador, so a trump: it beats the Ace of spades.",
                    "La D♦ est un matador, donc un atout : elle bat l’as de pique.",
                    "Die D♦ ist ein Matador, also Trumpf: Sie schlägt das Pik-Ass.",
                    "D’D♦ ass e Matador, also eng Tromp: Si schléit de Schëppen-As.",
                ],
            },
            Step {
                ask: ["Clubs are trump. Which card takes this trick?", "Trèfle est atout. Quelle carte remporte ce pli ?", "Kreuz ist Trumpf. Welche Karte gewinnt diesen Stich?", "Kräiz ass Tromp. Wéi eng Kaart gewënnt dëse Stéch?"],
                task: Task::Pick { cards: "QC KC JC TC", ask: Pick::Winner(Suit::Clubs), answer: "KC" },
                why: [
                    "With clubs as trump Q♣ is an ordinary trump between K♣ and J♣: the King is higher.",
                    "Avec trèfle atout, la D♣ est un atout ordinaire entre R♣ et V♣ : le roi est plus fort.",
                    "Ist Kreuz Trumpf, ist die D♣ ein gewöhnlicher Trumpf zwischen K♣ und B♣: Der König ist höher.",
                    "Ass Kräiz Tromp, ass d’D♣ eng gewéinlech Tromp tëscht K♣ a B♣: De Kinnek ass méi héich.",
                ],
            },
            Step {
                ask: ["Clubs are trump. How many trumps are there?", "Trèfle est atout. Combien y a-t-il d’atouts ?", "Kreuz ist Trumpf. Wie viele Trümpfe gibt es?", "Kräiz ass Tromp. Wéi vill Trëmp gëtt et?"],
                task: Task::Number { count: Count::Trumps(Suit::Clubs), choices: &[6, 8, 9], answer: 9 },
                why: [
                    "A♣ Q♠ Q♥ Q♦ K♣ Q♣ J♣ 10♣ 9♣: nine. With spades, hearts or diamonds there are eight, as their queen is a matador.",
                    "A♣ D♠ D♥ D♦ R♣ D♣ V♣ 10♣ 9♣ : neuf. Avec pique, cœur ou carreau, il y en a huit, car leur dame est un matador.",
                    "A♣ D♠ D♥ D♦ K♣ D♣ B♣ 10♣ 9♣: neun. Mit Pik, Herz oder Karo sind es acht, weil ihre Dame ein Matador ist.",
                    "A♣ D♠ D♥ D♦ K♣ D♣ B♣ 10♣ 9♣: néng. Mat Schëppen, Häerz oder Karo sinn et aacht, well hir Damm e Matador ass.",
                ],
            },
            Step {
                ask: ["Hearts are trump. How many trumps are there?", "Cœur est atout. Combien y a-t-il d’atouts ?", "Herz ist Trumpf. Wie viele Trümpfe gibt es?", "Häerz ass Tromp. Wéi vill Trëmp gëtt et?"],
                task: Task::Number { count: Count::Trumps(Suit::Hearts), choices: &[6, 8, 9], answer: 8 },
                why: [
                    "A♥ Q♠ Q♥ Q♦ K♥ J♥ 10♥ 9♥: eight. Q♥ is a matador and counts once.",
                    "A♥ D♠ D♥ D♦ R♥ V♥ 10♥ 9♥ : huit. La D♥ est un matador et ne compte qu’une fois.",
                    "A♥ D♠ D♥ D♦ K♥ B♥ 10♥ 9♥: acht. Die D♥ ist ein Matador und zählt einmal.",
                    "A♥ D♠ D♥ D♦ K♥ B♥ 10♥ 9♥: aacht. D’D♥ ass e Matador a zielt eemol.",
                ],
            },
        ],
    },
    // 3. Follow suit or trump.
    Lesson {
        title: ["Follow suit or trump", "Fournir ou couper", "Bedienen oder trumpfen", "Bekennen oder trompen"],
        intro: [
            "The leader may play any card. If a plain suit was led and you hold it, play that suit or a trump: trumping is always allowed. Without it, play any card. If trump was led, play a trump if you hold one. You never have to beat a card. Matadors are trumps, never cards of their printed suit.",
            "Celui qui entame joue la carte de son choix. Si une couleur simple est entamée et que vous en avez, fournissez ou coupez : couper est toujours permis. Sinon, jouez la carte de votre choix. Si l’entame est atout, jouez atout si vous en avez. Vous n’êtes jamais obligé de monter. Les matadors sont des atouts, jamais des cartes de leur couleur imprimée.",
            "Wer ausspielt, darf jede Karte spielen. Wird eine einfache Farbe ausgespielt und du hast sie, bedienst du oder trumpfst: Trumpfen ist immer erlaubt. Hast du sie nicht, spielst du eine beliebige Karte. Wird Trumpf ausgespielt, spielst du Trumpf, wenn du einen hast. Überstechen musst du nie. Matadore sind Trümpfe, nie Karten ihrer aufgedruckten Farbe.",
            "Wien erausspillt, dierf all Kaart spillen. Gëtt eng einfach Faarf ausgespillt an du hues se, da bekenns du oder trompst: Trompen ass ëmmer erlaabt. Hues du se net, da spills du iergendeng Kaart. Gëtt Tromp ausgespillt, spills du Tromp, wann s du der hues. Méi héich spille muss du ni. Matadore sinn Trëmp, ni Kaarte vun hirer gedréckter Faarf.",
        ],
        steps: &[
            Step {
                ask: ["Hearts are trump and 10♠ was led. Play a card you may play.", "Cœur est atout et l’entame est le 10♠. Jouez une carte permise.", "Herz ist Trumpf und die 10♠ wurde ausgespielt. Spiel eine erlaubte Karte.", "Häerz ass Tromp an d’10♠ gouf ausgespillt. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Hearts, hand: "AS KS QH TD 9C JC", trick: "TS", answer: "AS KS QH" },
                why: [
                    "You hold spades: follow with a spade, or trump with Q♥.",
                    "Vous avez du pique : fournissez pique, ou coupez avec la D♥.",
                    "Du hast Pik: Bediene mit Pik oder trumpfe mit der D♥.",
                    "Du hues Schëppen: Bekenn mat Schëppen oder tromp mat der D♥.",
                ],
            },
            Step {
                ask: ["Diamonds are trump and K♦ was led. Play a card you may play.", "Carreau est atout et l’entame est le R♦. Jouez une carte permise.", "Karo ist Trumpf und der K♦ wurde ausgespielt. Spiel eine erlaubte Karte.", "Karo ass Tromp an de K♦ gouf ausgespillt. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Diamonds, hand: "AD KC QD 9S TD JC", trick: "KD", answer: "AD QD TD" },
                why: [
                    "Trump was led and you hold trumps: A♦, Q♦ and 10♦.",
                    "L’entame est atout et vous en avez : A♦, D♦ et 10♦.",
                    "Trumpf wurde ausgespielt und du hast Trümpfe: A♦, D♦ und 10♦.",
                    "Tromp gouf ausgespillt an du hues Trëmp: A♦, D♦ an 10♦.",
                ],
            },
            Step {
                ask: ["Spades are trump and J♥ was led. Play a card you may play.", "Pique est atout et l’entame est le V♥. Jouez une carte permise.", "Pik ist Trumpf und der B♥ wurde ausgespielt. Spiel eine erlaubte Karte.", "Schëppen ass Tromp an de B♥ gouf ausgespillt. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Spades, hand: "AD KC QS 9H TD JC", trick: "JH", answer: "9H QS" },
                why: [
                    "Follow hearts with 9♥ — or trump with the Matt.",
                    "Fournissez cœur avec le 9♥ — ou coupez avec le Matt.",
                    "Bediene Herz mit der 9♥ — oder trumpfe mit dem Matt.",
                    "Bekenn Häerz mat der 9♥ — oder tromp mam Matt.",
                ],
            },
            Step {
                ask: ["Hearts are trump and K♠ was led. Play a card you may play.", "Cœur est atout et l’entame est le R♠. Jouez une carte permise.", "Herz ist Trumpf und der K♠ wurde ausgespielt. Spiel eine erlaubte Karte.", "Häerz ass Tromp an de K♠ gouf ausgespillt. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Hearts, hand: "QS 9D AC JD TC 9C", trick: "KS", answer: "QS 9D AC JD TC 9C" },
                why: [
                    "Q♠ is a matador, never a spade: you hold no spade, so any card may go.",
                    "La D♠ est un matador, jamais un pique : vous n’avez pas de pique, toute carte est permise.",
                    "Die D♠ ist ein Matador, nie ein Pik: Du hast kein Pik, also ist jede Karte erlaubt.",
                    "D’D♠ ass e Matador, ni e Schëppen: Du hues kee Schëppen, also ass all Kaart erlaabt.",
                ],
            },
            Step {
                ask: ["Clubs are trump and Q♦ was led. Play a card you may play.", "Trèfle est atout et l’entame est la D♦. Jouez une carte permise.", "Kreuz ist Trumpf und die D♦ wurde ausgespielt. Spiel eine erlaubte Karte.", "Kräiz ass Tromp an d’D♦ gouf ausgespillt. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Clubs, hand: "AD KD 9C JS TH 9H", trick: "QD", answer: "9C" },
                why: [
                    "Q♦ is a trump, so trump was led. Your only trump is 9♣: A♦ and K♦ are plain diamonds here.",
                    "La D♦ est un atout : l’entame est donc atout. Votre seul atout est le 9♣ : A♦ et R♦ sont ici de simples carreaux.",
                    "Die D♦ ist Trumpf, also wurde Trumpf ausgespielt. Dein einziger Trumpf ist die 9♣: A♦ und K♦ sind hier einfache Karos.",
                    "D’D♦ ass eng Tromp, also gouf Tromp ausgespillt. Deng eenzeg Tromp ass d’9♣: A♦ a K♦ sinn hei einfach Karoen.",
                ],
            },
            Step {
                ask: ["Hearts are trump; 9♠ was led and A♥ played on it. Play a card you may play.", "Cœur est atout ; l’entame est le 9♠, puis l’A♥. Jouez une carte permise.", "Herz ist Trumpf; 9♠ wurde ausgespielt, dann das A♥. Spiel eine erlaubte Karte.", "Häerz ass Tromp; 9♠ gouf ausgespillt, duerno den A♥. Spill eng erlaabt Kaart."],
                task: Task::Play { trump: Suit::Hearts, hand: "KS 9H AC JD TC 9D", trick: "9S AH", answer: "KS 9H" },
                why: [
                    "Spades were led: K♠ follows and 9♥ trumps. You need not beat the A♥.",
                    "L’entame est pique : le R♠ fournit et le 9♥ coupe. Vous n’êtes pas obligé de battre l’A♥.",
                    "Pik wurde ausgespielt: Der K♠ bedient, die 9♥ trumpft. Das A♥ musst du nicht schlagen.",
                    "Schëppe gouf ausgespillt: De K♠ bekennt, d’9♥ trompt. Den A♥ muss du net schloen.",
                ],
            },
        ],
    },
    // 4. Naming trump.
    Lesson {
        title: ["Naming trump from three cards", "Choisir l’atout sur trois cartes", "Trumpf nach drei Karten wählen", "Tromp no dräi Kaarte nennen"],
        intro: [
            "Forehand sees only the first three cards and must name trump. Count the trumps each suit would give you — the matadors count for every suit — and how high they are. The bots' trump table says what each suit scores on average with these three cards.",
            "Le premier en main ne voit que ses trois premières cartes et doit choisir l’atout. Comptez les atouts que chaque couleur vous donnerait — les matadors comptent pour toutes — et leur force. La table d’atout des bots dit ce que chaque couleur rapporte en moyenne avec ces trois cartes.",
            "Die Vorhand sieht nur die ersten drei Karten und muss Trumpf wählen. Zähle die Trümpfe, die dir jede Farbe gäbe — die Matadore zählen für jede Farbe — und wie hoch sie sind. Die Trumpftabelle der Bots sagt, was jede Farbe mit diesen drei Karten im Schnitt bringt.",
            "D’Virhand gesäit just déi éischt dräi Kaarten a muss Tromp nennen. Ziel d’Trëmp, déi all Faarf dir géif ginn — d’Matadore zielen fir all Faarf — a wéi héich se sinn. D’Tromptabell vun de Botte seet, wat all Faarf mat dësen dräi Kaarten am Duerchschnëtt bréngt.",
        ],
        steps: &[
            Step {
                ask: ["Your first three cards: A♥ K♥ 9♣. Name trump.", "Vos trois premières cartes : A♥ R♥ 9♣. Choisissez l’atout.", "Deine ersten drei Karten: A♥ K♥ 9♣. Wähle Trumpf.", "Deng éischt dräi Kaarten: A♥ K♥ 9♣. Nenn Tromp."],
                task: Task::Trump { packet: "AH KH 9C", answer: Suit::Hearts },
                why: [
                    "Hearts makes A♥ and K♥ two high trumps: the Ace of trumps takes any trick.",
                    "Cœur fait de l’A♥ et du R♥ deux gros atouts : l’as d’atout remporte n’importe quel pli.",
                    "Herz macht A♥ und K♥ zu zwei hohen Trümpfen: Das Trumpf-Ass gewinnt jeden Stich.",
                    "Häerz mécht aus A♥ a K♥ zwou héich Trëmp: Den Tromp-As gewënnt all Stéch.",
                ],
            },
            Step {
                ask: ["Your first three cards: Q♠ Q♦ J♣. Name trump.", "Vos trois premières cartes : D♠ D♦ V♣. Choisissez l’atout.", "Deine ersten drei Karten: D♠ D♦ B♣. Wähle Trumpf.", "Deng éischt dräi Kaarten: D♠ D♦ B♣. Nenn Tromp."],
                task: Task::Trump { packet: "QS QD JC", answer: Suit::Clubs },
                why: [
                    "The two queens are trumps whatever you name; clubs makes J♣ a third trump.",
                    "Les deux dames sont atout quoi que vous choisissiez ; trèfle fait du V♣ un troisième atout.",
                    "Die beiden Damen sind Trumpf, egal was du wählst; Kreuz macht den B♣ zum dritten Trumpf.",
                    "Déi zwou Damme sinn Tromp, egal wat s du nenns; Kräiz mécht de B♣ zur drëtter Tromp.",
                ],
            },
            Step {
                ask: ["Your first three cards: Q♠ Q♥ 9♦. Name trump.", "Vos trois premières cartes : D♠ D♥ 9♦. Choisissez l’atout.", "Deine ersten drei Karten: D♠ D♥ 9♦. Wähle Trumpf.", "Deng éischt dräi Kaarten: D♠ D♥ 9♦. Nenn Tromp."],
                task: Task::Trump { packet: "QS QH 9D", answer: Suit::Diamonds },
                why: [
                    "Two matadors count in every suit; diamonds adds 9♦ as a third trump.",
                    "Deux matadors comptent dans toutes les couleurs ; carreau ajoute le 9♦ comme troisième atout.",
                    "Zwei Matadore zählen in jeder Farbe; Karo macht die 9♦ zum dritten Trumpf.",
                    "Zwee Matadore zielen an all Faarf; Karo mécht d’9♦ zur drëtter Tromp.",
                ],
            },
            Step {
                ask: ["Your first three cards: K♠ J♠ 9♠. Name trump.", "Vos trois premières cartes : R♠ V♠ 9♠. Choisissez l’atout.", "Deine ersten drei Karten: K♠ B♠ 9♠. Wähle Trumpf.", "Deng éischt dräi Kaarten: K♠ B♠ 9♠. Nenn Tromp."],
                task: Task::Trump { packet: "KS JS 9S", answer: Suit::Spades },
                why: [
                    "Three trumps, even small ones, are worth more than none: any other suit leaves you without a trump.",
                    "Trois atouts, même petits, valent mieux qu’aucun : toute autre couleur vous laisse sans atout.",
                    "Drei Trümpfe, auch kleine, sind mehr wert als keiner: Jede andere Farbe lässt dich ohne Trumpf.",
                    "Dräi Trëmp, och kleng, si méi wäert wéi keng: All aner Faarf léisst dech ouni Tromp.",
                ],
            },
        ],
    },
    // 5. Announcements.
    Lesson {
        title: ["Announcements: when they pay", "Les annonces : quand elles paient", "Ansagen: wann sie sich lohnen", "Annoncen: wéini se sech lounen"],
        intro: [
            "Holding Q♠ you may announce Matt; Q♥ and Q♦: Konter; all three: Konter a Matt — before you play your first card. Matt and Konter add 1 to the deal's value, Konter a Matt 2, whoever wins the deal: they pay when your team is likely to win, and cost you more when it loses.",
            "Avec la D♠ vous pouvez annoncer Matt ; avec D♥ et D♦ : Konter ; avec les trois : Konter a Matt — avant de jouer votre première carte. Matt et Konter ajoutent 1 à la valeur de la donne, Konter a Matt 2, quelle que soit l’équipe qui gagne : elles paient quand votre équipe gagnera sans doute, et coûtent plus quand elle perd.",
            "Mit der D♠ darfst du Matt ansagen; mit D♥ und D♦: Konter; mit allen dreien: Konter a Matt — bevor du deine erste Karte spielst. Matt und Konter erhöhen den Wert der Runde um 1, Konter a Matt um 2, egal wer gewinnt: Sie lohnen sich, wenn dein Team wahrscheinlich gewinnt, und kosten mehr, wenn es verliert.",
            "Mat der D♠ kanns du Matt usoen; mat D♥ an D♦: Konter; mat allen dräi: Konter a Matt — ier s du deng éischt Kaart spills. Matt a Konter maachen d’Ronn 1 méi wäert, Konter a Matt 2, egal wien gewënnt: Si lounen sech, wann deng Ekipp wahrscheinlech gewënnt, a kaschte méi, wann se verléiert.",
        ],
        steps: &[
            Step {
                ask: ["You hold Q♠ Q♥ Q♦ A♣ 9♥ 10♠. What is the biggest announcement you may make?", "Vous avez D♠ D♥ D♦ A♣ 9♥ 10♠. Quelle est la plus grande annonce permise ?", "Du hast D♠ D♥ D♦ A♣ 9♥ 10♠. Was ist die größte Ansage, die du machen darfst?", "Du hues D♠ D♥ D♦ A♣ 9♥ 10♠. Wat ass déi gréisst Annonce, déi s du maache kanns?"],
                task: Task::Allowed { hand: "QS QH QD AC 9H TS", answer: Some(Announcement::KonterAMatt) },
                why: [
                    "All three matadors: Konter a Matt, worth 2 more.",
                    "Les trois matadors : Konter a Matt, qui vaut 2 de plus.",
                    "Alle drei Matadore: Konter a Matt, 2 mehr wert.",
                    "All dräi Matadoren: Konter a Matt, 2 méi wäert.",
                ],
            },
            Step {
                ask: ["You hold Q♥ A♥ K♠ 9♦ J♣ 10♣. What may you announce?", "Vous avez D♥ A♥ R♠ 9♦ V♣ 10♣. Que pouvez-vous annoncer ?", "Du hast D♥ A♥ K♠ 9♦ B♣ 10♣. Was darfst du ansagen?", "Du hues D♥ A♥ K♠ 9♦ B♣ 10♣. Wat kanns du usoen?"],
                task: Task::Allowed { hand: "QH AH KS 9D JC TC", answer: None },
                why: [
                    "Nothing: Konter needs both Q♥ and Q♦, Matt needs Q♠.",
                    "Rien : Konter demande D♥ et D♦ ensemble, Matt demande la D♠.",
                    "Nichts: Konter braucht D♥ und D♦, Matt braucht die D♠.",
                    "Näischt: Konter brauch D♥ an D♦, Matt brauch d’D♠.",
                ],
            },
            Step {
                ask: ["Your team named trump, announced Matt and won 25 to 15. How many dashes does it strike out?", "Votre équipe avait l’atout, a annoncé Matt et gagne 25 à 15. Combien de traits raye-t-elle ?", "Dein Team hatte Trumpf, sagte Matt an und gewinnt 25 zu 15. Wie viele Striche streicht es?", "Deng Ekipp hat Tromp, huet Matt ugesot a gewënnt 25 op 15. Wéi vill Stréch sträicht se duerch?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 25, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
                why: [
                    "The deal is worth 1, and Matt adds 1.",
                    "La donne vaut 1, et Matt ajoute 1.",
                    "Die Runde ist 1 wert, Matt bringt 1 dazu.",
                    "D’Ronn ass 1 wäert, Matt bréngt 1 dobäi.",
                ],
            },
            Step {
                ask: ["Same deal, but your team loses 18 to 22. How many dashes does your team add?", "Même donne, mais votre équipe perd 18 à 22. Combien de traits votre équipe ajoute-t-elle ?", "Dieselbe Runde, aber dein Team verliert 18 zu 22. Wie viele Striche schreibt dein Team dazu?", "Déiselwecht Ronn, mee deng Ekipp verléiert 18 op 22. Wéi vill Stréch kritt deng Ekipp dobäi?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 18, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Added), choices: &[0, 1, 2], answer: 2 },
                why: [
                    "That is the risk: the defenders strike out 2, and your team adds 2 — Matt costs you one dash each way.",
                    "Voilà le risque : la défense raye 2 traits et votre équipe en ajoute 2 — Matt vous coûte un trait de chaque côté.",
                    "Das ist das Risiko: Die Gegner streichen 2, und dein Team schreibt 2 dazu — Matt kostet dich auf beiden Seiten einen Strich.",
                    "Dat ass de Risiko: D’Géigner sträichen 2 duerch, an deng Ekipp kritt 2 dobäi — Matt kascht dech op béide Säiten ee Strich.",
                ],
            },
            Step {
                ask: [
                    "Even score, 11 dashes each. Your team named trump; you hold Q♠ and the deal looks good: about 80% to win. Announce Matt?",
                    "Score égal, 11 traits chacun. Votre équipe a l’atout ; vous avez la D♠ et la donne s’annonce bien : environ 80 % de victoire. Annoncer Matt ?",
                    "Gleichstand, 11 Striche pro Team. Dein Team hat Trumpf; du hast die D♠ und die Runde sieht gut aus: etwa 80 % Sieg. Matt ansagen?",
                    "Gläichstand, 11 Stréch all Ekipp. Deng Ekipp huet Tromp; du hues d’D♠ an d’Ronn gesäit gutt aus: ongeféier 80 % Victoire. Matt usoen?",
                ],
                task: Task::Announce { dashes: [11, 11], trump_team: true, hand: "QS AH KH 9C TD JS", chances: [0.02, 0.12, 0.06, 0.72, 0.08], answer: Some(Announcement::Matt) },
                why: [
                    "At an even score every dash counts the same: with a win this likely, the extra dash you strike out is worth more than the risk.",
                    "À score égal, chaque trait compte autant : avec une victoire aussi probable, le trait de plus que vous rayez vaut plus que le risque.",
                    "Bei Gleichstand zählt jeder Strich gleich: Bei einem so wahrscheinlichen Sieg ist der zusätzliche Strich mehr wert als das Risiko.",
                    "Bei Gläichstand zielt all Strich gläich: Bei enger esou wahrscheinlecher Victoire ass de Strich méi wäert wéi de Risiko.",
                ],
            },
            Step {
                ask: [
                    "Your team has 1 dash left, the other team 11. Same good hand, about 80% to win. Announce Matt?",
                    "Il reste 1 trait à votre équipe, 11 à l’autre. Même belle main, environ 80 % de victoire. Annoncer Matt ?",
                    "Dein Team hat noch 1 Strich, das andere 11. Dieselbe gute Hand, etwa 80 % Sieg. Matt ansagen?",
                    "Deng Ekipp huet nach 1 Strich, déi aner 11. Déiselwecht gutt Hand, ongeféier 80 % Victoire. Matt usoen?",
                ],
                task: Task::Announce { dashes: [1, 11], trump_team: true, hand: "QS AH KH 9C TD JS", chances: [0.02, 0.12, 0.06, 0.72, 0.08], answer: None },
                why: [
                    "A plain win already strikes out your last dash and wins the match: Matt gains nothing, and a loss would cost a dash more.",
                    "Une simple victoire raye déjà votre dernier trait et gagne la partie : Matt n’apporte rien, et une défaite coûterait un trait de plus.",
                    "Ein einfacher Sieg streicht schon deinen letzten Strich und gewinnt die Partie: Matt bringt nichts, und eine Niederlage kostete einen Strich mehr.",
                    "Eng einfach Victoire sträicht schonn däi leschte Strich a gewënnt d’Partie: Matt bréngt näischt, an eng Néierlag kascht ee Strich méi.",
                ],
            },
        ],
    },
    // 6. Scoring (the rule book's §7 cases).
    Lesson {
        title: ["Scoring: dashes, the no-trick bonus, the Stänner", "Le score : traits, bonus sans pli, Stänner", "Die Wertung: Striche, Bonus ohne Stich, Stänner", "D’Wäertung: Stréch, Bonus ouni Stéch, Stänner"],
        intro: [
            "A deal is worth 1, plus 1 if the losing team took no trick at all, plus the announcements. The winners strike out that many dashes; a trump team that loses also adds them. At 20 to 20 — a Stänner — the trump team adds 1 and the deal's value waits as a stake for the next decided deal.",
            "Une donne vaut 1, plus 1 si l’équipe perdante n’a fait aucun pli, plus les annonces. Les gagnants rayent autant de traits ; une équipe d’atout qui perd en ajoute autant. À 20 partout — un Stänner — l’équipe d’atout ajoute 1 et la valeur de la donne attend, comme mise, la prochaine donne décidée.",
            "Eine Runde ist 1 wert, plus 1, wenn das verlierende Team gar keinen Stich gemacht hat, plus die Ansagen. Die Sieger streichen so viele Striche; ein Trumpfteam, das verliert, schreibt sie auch dazu. Bei 20 zu 20 — einem Stänner — schreibt das Trumpfteam 1 dazu, und der Wert der Runde wartet als Einsatz auf die nächste entschiedene Runde.",
            "Eng Ronn ass 1 wäert, plus 1, wann déi Ekipp, déi verléiert, guer kee Stéch gemaach huet, plus d’Annoncen. D’Gewënner sträichen esou vill Stréch duerch; eng Tromp-Ekipp, déi verléiert, kritt der och esou vill dobäi. Bei 20 op 20 — engem Stänner — kritt d’Tromp-Ekipp 1 dobäi, an de Wäert vun der Ronn waart als Asaz op déi nächst entscheeden Ronn.",
        ],
        steps: &[
            Step {
                ask: ["The trump team wins 25 to 15 and had announced Konter. How many dashes does it strike out?", "L’équipe d’atout gagne 25 à 15 et avait annoncé Konter. Combien de traits raye-t-elle ?", "Das Trumpfteam gewinnt 25 zu 15 und hatte Konter angesagt. Wie viele Striche streicht es?", "D’Tromp-Ekipp gewënnt 25 op 15 an hat Konter ugesot. Wéi vill Stréch sträicht se duerch?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 25, no_trick: false, announced: 1, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
                why: ["1 for the deal, 1 for Konter.", "1 pour la donne, 1 pour Konter.", "1 für die Runde, 1 für Konter.", "1 fir d’Ronn, 1 fir Konter."],
            },
            Step {
                ask: ["The trump team takes no trick, and had announced Konter a Matt. How many dashes do the defenders strike out?", "L’équipe d’atout ne fait aucun pli et avait annoncé Konter a Matt. Combien de traits la défense raye-t-elle ?", "Das Trumpfteam macht keinen Stich und hatte Konter a Matt angesagt. Wie viele Striche streichen die Gegner?", "D’Tromp-Ekipp mécht kee Stéch an hat Konter a Matt ugesot. Wéi vill Stréch sträichen d’Géigner duerch?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 0, no_trick: true, announced: 2, stake: 0, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[2, 3, 4], answer: 4 },
                why: [
                    "1 for the deal, 1 because the losers took no trick, 2 for Konter a Matt: 4 — and the trump team adds 4.",
                    "1 pour la donne, 1 car les perdants n’ont fait aucun pli, 2 pour Konter a Matt : 4 — et l’équipe d’atout en ajoute 4.",
                    "1 für die Runde, 1, weil die Verlierer keinen Stich machten, 2 für Konter a Matt: 4 — und das Trumpfteam schreibt 4 dazu.",
                    "1 fir d’Ronn, 1, well d’Verléierer kee Stéch gemaach hunn, 2 fir Konter a Matt: 4 — an d’Tromp-Ekipp kritt 4 dobäi.",
                ],
            },
            Step {
                ask: ["The trump team wins 40 to 0, but the defenders took one trick of tens and nines. What is the deal worth?", "L’équipe d’atout gagne 40 à 0, mais la défense a fait un pli de dix et de neuf. Combien vaut la donne ?", "Das Trumpfteam gewinnt 40 zu 0, aber die Gegner machten einen Stich aus Zehnen und Neunen. Was ist die Runde wert?", "D’Tromp-Ekipp gewënnt 40 op 0, mee d’Géigner hunn ee Stéch mat Zéngen an Néngen gemaach. Wat ass d’Ronn wäert?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 40, no_trick: false, announced: 0, stake: 0, dashes: [11, 11] }, ScoreAsk::Value), choices: &[1, 2], answer: 1 },
                why: [
                    "The bonus counts tricks, not points: a trick of tens and nines is a trick.",
                    "Le bonus compte les plis, pas les points : un pli de dix et de neuf est un pli.",
                    "Der Bonus zählt Stiche, nicht Punkte: Ein Stich aus Zehnen und Neunen ist ein Stich.",
                    "De Bonus zielt Stéch, net Punkten: E Stéch mat Zéngen an Néngen ass e Stéch.",
                ],
            },
            Step {
                ask: ["20 to 20, nothing announced: a Stänner. What stake waits for the next decided deal?", "20 partout, aucune annonce : un Stänner. Quelle mise attend la prochaine donne décidée ?", "20 zu 20, nichts angesagt: ein Stänner. Welcher Einsatz wartet auf die nächste entschiedene Runde?", "20 op 20, näischt ugesot: e Stänner. Wéi een Asaz waart op déi nächst entscheeden Ronn?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 20, no_trick: false, announced: 0, stake: 0, dashes: [11, 11] }, ScoreAsk::Stake), choices: &[0, 1, 2], answer: 1 },
                why: [
                    "The deal's value, 1, waits; the trump team adds 1 dash now, and the same forehand names trump again.",
                    "La valeur de la donne, 1, attend ; l’équipe d’atout ajoute 1 trait tout de suite, et le même premier en main rechoisit l’atout.",
                    "Der Wert der Runde, 1, wartet; das Trumpfteam schreibt gleich 1 Strich dazu, und dieselbe Vorhand wählt wieder Trumpf.",
                    "De Wäert vun der Ronn, 1, waart; d’Tromp-Ekipp kritt elo 1 Strich dobäi, an déiselwecht Virhand nennt nach eng Kéier Tromp.",
                ],
            },
            Step {
                ask: ["With that stake of 1 waiting, the defenders win the next deal (worth 1). How many dashes do they strike out?", "Avec cette mise de 1 en attente, la défense gagne la donne suivante (qui vaut 1). Combien de traits raye-t-elle ?", "Mit diesem Einsatz von 1 gewinnen die Gegner die nächste Runde (1 wert). Wie viele Striche streichen sie?", "Mat deem Asaz vun 1 gewannen d’Géigner déi nächst Ronn (1 wäert). Wéi vill Stréch sträiche se duerch?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 15, no_trick: false, announced: 0, stake: 1, dashes: [11, 11] }, ScoreAsk::Struck), choices: &[1, 2, 3], answer: 2 },
                why: [
                    "The deal's 1 plus the stake's 1: they strike out 2, and the trump team adds 2.",
                    "Le 1 de la donne plus le 1 de la mise : ils rayent 2 traits, et l’équipe d’atout en ajoute 2.",
                    "Die 1 der Runde plus die 1 des Einsatzes: Sie streichen 2, und das Trumpfteam schreibt 2 dazu.",
                    "Déi 1 vun der Ronn plus déi 1 vum Asaz: Si sträichen 2 duerch, an d’Tromp-Ekipp kritt 2 dobäi.",
                ],
            },
            Step {
                ask: ["A trump team with 2 dashes left wins a deal worth 3. How many dashes does it have left?", "Une équipe d’atout à qui il reste 2 traits gagne une donne qui vaut 3. Combien de traits lui reste-t-il ?", "Ein Trumpfteam mit noch 2 Strichen gewinnt eine Runde, die 3 wert ist. Wie viele Striche bleiben ihm?", "Eng Tromp-Ekipp mat nach 2 Stréch gewënnt eng Ronn, déi 3 wäert ass. Wéi vill Stréch bleiwen hir?"],
                task: Task::Number { count: Count::Score(ScoreCase { trump_points: 40, no_trick: true, announced: 1, stake: 0, dashes: [2, 9] }, ScoreAsk::TrumpDashes), choices: &[0, 1, 2], answer: 0 },
                why: [
                    "Dashes stop at 0: the team has struck out all its dashes and wins the match.",
                    "Les traits s’arrêtent à 0 : l’équipe a rayé tous ses traits et gagne la partie.",
                    "Striche enden bei 0: Das Team hat alle Striche gestrichen und gewinnt die Partie.",
                    "D’Stréch hale bei 0 op: D’Ekipp huet all hir Stréch duerchgestrach a gewënnt d’Partie.",
                ],
            },
        ],
    },
    // 7. A guided first deal.
    Lesson {
        title: ["A guided first deal", "Une première donne guidée", "Eine erste Runde mit Hilfe", "Eng éischt Ronn mat Hëllef"],
        intro: [
            "Now a whole deal: you are South, North is your partner, West and East are bots. At each of your turns a hint says what the Hard bot would do, and why; a card the rules do not allow is refused with the reason.",
            "Maintenant une donne entière : vous êtes Sud, Nord est votre partenaire, Ouest et Est sont des bots. À chacun de vos tours, un conseil dit ce que ferait le bot difficile, et pourquoi ; une carte que les règles ne permettent pas est refusée, avec la raison.",
            "Jetzt eine ganze Runde: Du bist Süd, Nord ist dein Partner, West und Ost sind Bots. Bei jedem deiner Züge sagt ein Tipp, was der Bot „Schwer“ tun würde, und warum; eine Karte, die die Regeln nicht erlauben, wird mit dem Grund abgelehnt.",
            "Elo eng ganz Ronn: Du bass Süden, Norden ass däi Partner, Westen an Osten si Botten. Bei all dengem Zuch seet en Tipp, wat de Bot „Schwéier“ géif maachen, a firwat; eng Kaart, déi d’Reegelen net erlaben, gëtt mam Grond refuséiert.",
        ],
        steps: &[Step {
            ask: ["Play the deal to its end.", "Jouez la donne jusqu’au bout.", "Spiel die Runde zu Ende.", "Spill d’Ronn bis um Enn."],
            task: Task::Guided { seed: 35, dealer: Seat::ALL[3] },
            why: [
                "That was a whole deal. The deal summary of a real match offers “Review this deal”: every card against perfect play.",
                "C’était une donne entière. Le résumé d’une vraie donne propose « Revoir cette donne » : chaque carte face au jeu parfait.",
                "Das war eine ganze Runde. Die Zusammenfassung einer echten Runde bietet „Diese Runde analysieren“: jede Karte gegen perfektes Spiel.",
                "Dat war eng ganz Ronn. De Resumé vun enger richteger Ronn bitt „Dës Ronn analyséieren“: all Kaart géint perfekt Spill.",
            ],
        }],
    },
];
