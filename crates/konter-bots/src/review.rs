//! Deal review: every card played judged against perfect play, so a player sees where a
//! deal was won or lost.
//!
//! Perfect play is defined so that anyone can check it: every hand open, the trump team
//! maximises and the defenders minimise the trump team's card points at the end of the
//! deal (the points of tricks already taken included); the outcome follows from those
//! points ([`Outcome::of_points`]: 21 or more the trump team wins, 20 is a Stänner, 19 or
//! fewer the defenders win). The no-trick bonus and the announcements change what a deal
//! is worth, not its card points, so they do not enter.
//!
//! For each card played ([`Decision`]): every legal card with the trump team's points at
//! the end after it, the cards best for the player's side, and what the card played lost
//! ([`Loss`]): a **mistake** gives its side a worse outcome than the best card, an
//! **inaccuracy** the same outcome with fewer points for its side. Around them: the
//! trump team's outcome under perfect play at every moment ([`Moment`]: a picture of the
//! deal), the trump choice judged by the expected score of each suit from forehand's three
//! cards ([`TrumpReview`]), each chance to announce judged by the expected match equity
//! ([`AnnouncementReview`]), and a [`Headline`].
//!
//! A [`Reviewer`] works one [`Step`] at a time (it is an iterator), so a caller such as
//! the web worker can report progress; [`review_deal`] does it all at once. The results
//! are serde-serialisable, with cards, suits, outcomes and announcements written as the
//! record format's codes (`"KH"`, `"H"`, `"stanner"`, `"matt"`).

use super::announce::{self, Outcomes};
use super::hard::{self, HardConfig};
use super::knowledge::Knowledge;
use super::solver::{Position, Solver};
use super::trump_table;
use super::MatchContext;
use konter::shuffle::rng;
use konter::{Action, Announcement, Card, Deal, Event, Match, Outcome, Seat, SeatView, Suit};
use serde::{Deserialize, Serialize};

/// What a choice cost the side that made it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Loss {
    /// As good as the best choice.
    None,
    /// The same outcome as the best choice, but fewer card points (or a lower expected
    /// score) for the side.
    Inaccuracy,
    /// A worse outcome for the side than the best choice gives (or a much lower expected
    /// score).
    Mistake,
}

/// A deal's outcome as one side sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Defeat,
    Stanner,
    Win,
}

impl Verdict {
    /// The outcome seen by the trump team (`trump_side`) or by the defenders.
    pub fn of(outcome: Outcome, trump_side: bool) -> Verdict {
        match (outcome, trump_side) {
            (Outcome::Stanner, _) => Verdict::Stanner,
            (Outcome::TrumpTeam, true) | (Outcome::Defenders, false) => Verdict::Win,
            _ => Verdict::Defeat,
        }
    }
}

/// One legal card and where perfect play goes from there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardOption {
    #[serde(with = "code")]
    pub action: Card,
    /// The trump team's card points at the end of the deal.
    pub trump_points: u8,
    /// The outcome those points give.
    #[serde(with = "code")]
    pub outcome: Outcome,
}

/// One card played, judged against every card the player could have played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The card's place in the deal's events, from 1 (announcements count).
    pub event: usize,
    pub seat: Seat,
    /// The trick, from 1.
    pub trick: u8,
    /// Whether the seat plays for the trump team (which maximises the points).
    pub trump_side: bool,
    /// The card played.
    #[serde(with = "code")]
    pub action: Card,
    /// Every legal card, in card order.
    pub options: Vec<CardOption>,
    /// The options with the best points for the seat's side.
    #[serde(with = "code::list")]
    pub best: Vec<Card>,
    pub loss: Loss,
}

impl Decision {
    /// The option of the card played.
    pub fn played(&self) -> Option<&CardOption> {
        self.options.iter().find(|o| o.action == self.action)
    }

    /// The trump team's points at the end under perfect play from before this card: the
    /// best option's points.
    pub fn best_points(&self) -> u8 {
        best_points(&self.options, self.trump_side)
    }
}

fn best_points(options: &[CardOption], trump_side: bool) -> u8 {
    let points = options.iter().map(|o| o.trump_points);
    if trump_side { points.max() } else { points.min() }.unwrap_or(0)
}

/// How a card played compares with the best: [`Loss::Mistake`] if its outcome is worse for
/// the side, [`Loss::Inaccuracy`] if only its points are.
pub fn loss_of(played: u8, best: u8) -> Loss {
    if Outcome::of_points(played) != Outcome::of_points(best) {
        Loss::Mistake
    } else if played != best {
        Loss::Inaccuracy
    } else {
        Loss::None
    }
}

/// The trump team's result under perfect play at one moment of the deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moment {
    /// Cards played so far (0: before the first lead).
    pub cards_played: u8,
    pub trump_points: u8,
    #[serde(with = "code")]
    pub outcome: Outcome,
}

/// Naming trump: each suit's expected score from forehand's first three cards (what
/// forehand could know), and — in hindsight — what each suit gives with this deal's cards
/// under perfect play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrumpReview {
    /// Forehand, who named trump.
    pub seat: Seat,
    /// The first packet of three cards, the only ones forehand saw.
    #[serde(with = "code::list")]
    pub packet: Vec<Card>,
    #[serde(with = "code")]
    pub named: Suit,
    /// The four suits, ♠ ♥ ♦ ♣.
    pub options: Vec<TrumpOption>,
    /// The suits with the highest expected score.
    #[serde(with = "code::list")]
    pub best: Vec<Suit>,
    /// [`Loss::Mistake`] if the named suit's expected score is at least
    /// [`TRUMP_MISTAKE`] below the best, [`Loss::Inaccuracy`] if more than
    /// [`TRUMP_NOISE`] below.
    pub loss: Loss,
}

/// A deal's worth of expected score (won 1, Stänner ½, lost 0) below the best suit from
/// which naming trump counts as a mistake: a tenth of a deal.
pub const TRUMP_MISTAKE: f32 = 0.10;
/// Differences of expected score this small are the tables' noise, not a loss.
pub const TRUMP_NOISE: f32 = 0.01;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrumpOption {
    #[serde(with = "code")]
    pub suit: Suit,
    /// The trump team's expected score (won 1, Stänner ½, lost 0) naming this suit with
    /// the first packet, as the Hard bot weighs it ([`trump_table::values_blend`]).
    pub expected: f32,
    /// With this suit and this deal's cards, the trump team's points under perfect play.
    pub trump_points: u8,
    #[serde(with = "code")]
    pub outcome: Outcome,
}

/// A chance to announce, taken or not: each choice's expected match equity for the
/// seat's team, from the deal's chances as the seat could estimate them (the Hard bot's
/// sampled worlds, each solved double-dummy) and the match score.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnnouncementReview {
    /// The announcement's place in the events, or that of the card the seat played
    /// without announcing, from 1.
    pub event: usize,
    pub seat: Seat,
    /// What the seat announced (null: nothing).
    #[serde(with = "code::or_null")]
    pub made: Option<Announcement>,
    /// The estimated chances of the trump team's outcome levels: [took no trick, lost,
    /// Stänner, won, won every trick].
    pub chances: Outcomes,
    /// Nothing, then each announcement the hand allowed.
    pub options: Vec<AnnouncementOption>,
    /// The choice the bots would make: an announcement only where it pays.
    #[serde(with = "code::or_null")]
    pub best: Option<Announcement>,
    /// [`Loss::Mistake`] if the choice made has at least [`EQUITY_MISTAKE`] less equity
    /// than the best, [`Loss::Inaccuracy`] if more than [`announce::MARGIN`] less.
    pub loss: Loss,
}

/// Match equity lost by an announcement choice from which it counts as a mistake (at an
/// even score one dash is worth about 0.07).
pub const EQUITY_MISTAKE: f64 = 0.02;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnnouncementOption {
    #[serde(with = "code::or_null")]
    pub announcement: Option<Announcement>,
    /// The seat's team's expected match equity after the deal (1 = the match won).
    pub equity: f64,
}

/// The card-play mistake that cost most (outcome steps, then points; the first on ties).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub event: usize,
    pub trick: u8,
    pub seat: Seat,
    #[serde(with = "code")]
    pub card: Card,
    /// The side's result with the best card, and with the card played.
    pub from: Verdict,
    pub to: Verdict,
    /// Card points the side lost by it.
    pub points: u8,
}

/// A deal's review in one line: how many mistakes and inaccuracies among all its
/// verdicts ([`verdicts`]: the trump choice, the chances to announce, the cards), and the
/// card-play mistake that cost most.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Headline {
    pub mistakes: usize,
    pub inaccuracies: usize,
    pub worst: Option<Turn>,
}

/// Every verdict a review gives, in the order of the deal: the trump choice, each chance
/// to announce, each card. The headline counts these, so it never contradicts one of them.
pub fn verdicts<'a>(
    trump: &'a TrumpReview,
    announcements: &'a [AnnouncementReview],
    decisions: &'a [Decision],
) -> impl Iterator<Item = Loss> + 'a {
    std::iter::once(trump.loss).chain(announcements.iter().map(|a| a.loss)).chain(decisions.iter().map(|d| d.loss))
}

impl Headline {
    pub fn of(trump: &TrumpReview, announcements: &[AnnouncementReview], decisions: &[Decision]) -> Headline {
        let count = |loss| verdicts(trump, announcements, decisions).filter(|&l| l == loss).count();
        let mut worst: Option<(u8, u8, Turn)> = None;
        for d in decisions.iter().filter(|d| d.loss == Loss::Mistake) {
            let (Some(played), best) = (d.played(), d.best_points()) else {
                continue;
            };
            let from = Verdict::of(Outcome::of_points(best), d.trump_side);
            let to = Verdict::of(played.outcome, d.trump_side);
            let points = best.abs_diff(played.trump_points);
            let steps = from as u8 - to as u8;
            if worst.as_ref().is_none_or(|w| (steps, points) > (w.0, w.1)) {
                let turn = Turn { event: d.event, trick: d.trick, seat: d.seat, card: d.action, from, to, points };
                worst = Some((steps, points, turn));
            }
        }
        Headline { mistakes: count(Loss::Mistake), inaccuracies: count(Loss::Inaccuracy), worst: worst.map(|w| w.2) }
    }
}

/// The review of one deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DealReview {
    pub dealer: Seat,
    pub trump: TrumpReview,
    pub announcements: Vec<AnnouncementReview>,
    /// One per card played, in order.
    pub decisions: Vec<Decision>,
    /// The trump team's result under perfect play before each card and after the last
    /// one played: how the deal's chances went.
    pub course: Vec<Moment>,
    pub headline: Headline,
}

/// One piece of a review, in the order of the deal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Step {
    Trump(TrumpReview),
    Announcement(AnnouncementReview),
    Card(Decision),
}

/// Reviews a deal step by step (see the module doc).
pub struct Reviewer {
    solver: Solver,
    /// The deal as dealt, before trump was named (to try each trump).
    dealt: Deal,
    /// The deal as it stood before the next event to review.
    deal: Deal,
    events: Vec<Event>,
    next: usize,
    context: MatchContext,
    config: HardConfig,
    /// Seats whose chance to announce has been reviewed.
    asked: [bool; 4],
    total: usize,
    done: usize,
    trump: Option<TrumpReview>,
    announcements: Vec<AnnouncementReview>,
    decisions: Vec<Decision>,
    /// The trump team's points under perfect play from the position before the next
    /// event (the searches' first guess).
    now: u8,
}

impl Reviewer {
    /// A reviewer of `deal` (finished or in play), which began at the match score
    /// `context`. None while trump is not named: there is nothing to review.
    pub fn new(deal: &Deal, context: MatchContext) -> Option<Reviewer> {
        let trump = deal.trump()?;
        let dealt = Deal::new(deal.dealer(), *deal.dealt_hands()).ok()?;
        let mut start = dealt;
        start.apply(Action::NameTrump(trump)).ok()?;
        let events = deal.events().to_vec();
        // The steps: the trump, each card, and each seat's chance to announce.
        let mut replay = start;
        let mut asked = [false; 4];
        let mut total = 1;
        for e in &events {
            let seat = e.seat().index();
            if !asked[seat] && !replay.allowed_announcements().is_empty() {
                asked[seat] = true;
                total += 1;
            }
            if let Event::Play(..) = e {
                total += 1;
            }
            replay.apply(e.action()).ok()?;
        }
        Some(Reviewer {
            solver: Solver::new(18),
            dealt,
            deal: start,
            events,
            next: 0,
            context,
            config: HardConfig::default(),
            asked: [false; 4],
            total,
            done: 0,
            trump: None,
            announcements: vec![],
            decisions: vec![],
            now: 20,
        })
    }

    /// How many steps the whole review has.
    pub fn total(&self) -> usize {
        self.total
    }

    /// How many steps are done.
    pub fn done(&self) -> usize {
        self.done
    }

    /// The solver's nodes so far (the work done, for benchmarks).
    pub fn nodes(&self) -> u64 {
        self.solver.nodes
    }

    /// Reviews the next step (None when all are done).
    pub fn step(&mut self) -> Option<Step> {
        let step = self.next_step()?;
        self.done += 1;
        match &step {
            Step::Trump(t) => self.trump = Some(t.clone()),
            Step::Announcement(a) => self.announcements.push(a.clone()),
            Step::Card(d) => self.decisions.push(d.clone()),
        }
        Some(step)
    }

    fn next_step(&mut self) -> Option<Step> {
        if self.trump.is_none() {
            return Some(Step::Trump(self.trump_review()));
        }
        let event = *self.events.get(self.next)?;
        let seat = event.seat();
        let before = self.deal;
        if !self.asked[seat.index()] && !before.allowed_announcements().is_empty() {
            self.asked[seat.index()] = true;
            let made = match event {
                Event::Announce(_, a) => Some(a),
                Event::Play(..) => None,
            };
            let review = self.announcement_review(&before, seat, made);
            if made.is_some() {
                self.advance(event);
            }
            return Some(Step::Announcement(review));
        }
        match event {
            // A second announcement by the same seat cannot happen (the engine refuses it).
            Event::Announce(..) => {
                self.advance(event);
                self.next_step()
            }
            Event::Play(_, card) => {
                let decision = self.decision(&before, seat, card);
                self.now = decision.played().map_or(self.now, |o| o.trump_points);
                self.advance(event);
                Some(Step::Card(decision))
            }
        }
    }

    fn advance(&mut self, event: Event) {
        // The events were replayed in `new`: each applies.
        let _ = self.deal.apply(event.action());
        self.next += 1;
    }

    /// Every legal card of the seat to act in `before`, solved.
    fn decision(&mut self, before: &Deal, seat: Seat, card: Card) -> Decision {
        let trump_side = seat.team() == before.trump_team();
        let mut options = vec![];
        if let Some(pos) = Position::from_deal(before) {
            let trump = pos.trump;
            for c in before.legal_cards() {
                let mut p = pos;
                p.play(c.index() as u8, self.solver.tables(trump));
                let trump_points = self.solver.trump_points(&p, self.now);
                options.push(CardOption { action: c, trump_points, outcome: Outcome::of_points(trump_points) });
            }
        }
        let best = best_points(&options, trump_side);
        let played = options.iter().find(|o| o.action == card).map_or(best, |o| o.trump_points);
        Decision {
            event: self.next + 1,
            seat,
            trick: before.trick_number() as u8 + 1,
            trump_side,
            action: card,
            best: options.iter().filter(|o| o.trump_points == best).map(|o| o.action).collect(),
            options,
            loss: loss_of(played, best),
        }
    }

    fn trump_review(&mut self) -> TrumpReview {
        let named = self.deal.trump().unwrap_or(Suit::Spades);
        let seat = self.deal.forehand();
        let packet: Vec<Card> = self.deal.dealt_hands()[seat.index()][..3].to_vec();
        let bits = packet.iter().fold(0u32, |b, c| b | 1 << c.index());
        let expected = trump_table::values_blend(bits, self.config.trump_dd_percent);
        let mut options = vec![];
        for suit in Suit::ALL {
            let mut d = self.dealt;
            let _ = d.apply(Action::NameTrump(suit));
            let trump_points = Position::from_deal(&d).map_or(0, |p| self.solver.trump_points(&p, 20));
            if suit == named {
                self.now = trump_points;
            }
            let outcome = Outcome::of_points(trump_points);
            options.push(TrumpOption { suit, expected: expected[suit.index()], trump_points, outcome });
        }
        let top = expected.iter().cloned().fold(f32::MIN, f32::max);
        let lost = top - expected[named.index()];
        let loss = if lost >= TRUMP_MISTAKE {
            Loss::Mistake
        } else if lost > TRUMP_NOISE {
            Loss::Inaccuracy
        } else {
            Loss::None
        };
        let best = Suit::ALL.into_iter().filter(|s| expected[s.index()] >= top).collect();
        TrumpReview { seat, packet, named, options, best, loss }
    }

    fn announcement_review(&mut self, before: &Deal, seat: Seat, made: Option<Announcement>) -> AnnouncementReview {
        let event = self.next + 1;
        let view = SeatView::of(before, seat);
        let chances = match Knowledge::of(&view) {
            Some(k) => {
                // A fixed seed per moment: the same review every time.
                let mut r = rng(0x7265_7669_6577 ^ (event as u64) << 40 ^ seat.index() as u64);
                hard::estimate_outcomes_within(&view, &k, &self.config, &mut r, &|| false)
            }
            None => [0.0; 5],
        };
        let (team, trump_team) = (seat.team().index(), before.trump_team().index());
        let already = before.announcement_value() as u32;
        let allowed = before.allowed_announcements();
        let equity = |a: Option<Announcement>| {
            let value = already + a.map_or(0, |a| a.value() as u32);
            announce::expected_equity(&self.context, team, trump_team, value, &chances)
        };
        let options: Vec<AnnouncementOption> = std::iter::once(None)
            .chain(allowed.iter().map(|&a| Some(a)))
            .map(|a| AnnouncementOption { announcement: a, equity: equity(a) })
            .collect();
        let best = announce::choose(&self.context, team, trump_team, already, &allowed, &chances);
        let lost = equity(best) - equity(made);
        let loss = if lost >= EQUITY_MISTAKE {
            Loss::Mistake
        } else if lost > announce::MARGIN {
            Loss::Inaccuracy
        } else {
            Loss::None
        };
        AnnouncementReview { event, seat, made, chances, options, best, loss }
    }

    /// Reviews the steps left and returns the whole review.
    pub fn finish(mut self) -> DealReview {
        while self.step().is_some() {}
        let trump = self.trump.take().unwrap_or_else(|| self.trump_review());
        let mut course: Vec<Moment> =
            self.decisions.iter().enumerate().map(|(i, d)| moment(i, d.best_points())).collect();
        // After the last card played: the value of the position the deal stands at.
        course.push(moment(self.decisions.len(), self.now));
        let headline = Headline::of(&trump, &self.announcements, &self.decisions);
        DealReview {
            dealer: self.deal.dealer(),
            trump,
            announcements: self.announcements,
            decisions: self.decisions,
            course,
            headline,
        }
    }
}

fn moment(cards_played: usize, trump_points: u8) -> Moment {
    Moment { cards_played: cards_played as u8, trump_points, outcome: Outcome::of_points(trump_points) }
}

impl Iterator for Reviewer {
    type Item = Step;

    fn next(&mut self) -> Option<Step> {
        self.step()
    }
}

/// The whole review of `deal` (finished or in play), which began at the match score
/// `context`; None while trump is not named.
pub fn review_deal(deal: &Deal, context: MatchContext) -> Option<DealReview> {
    Reviewer::new(deal, context).map(Reviewer::finish)
}

/// The deals of a match (those played and the one in play) with the match score each
/// began at.
pub fn match_deals(game: &Match) -> Vec<(Deal, MatchContext)> {
    let rules = *game.rules();
    let mut context = MatchContext { rules, dashes: Match::new(rules).dashes(), stake: 0 };
    let mut out = vec![];
    for played in game.history() {
        out.push((played.deal, context));
        context = MatchContext { rules, dashes: played.dashes_after, stake: played.settlement.stake_after };
    }
    if let Some(deal) = game.current() {
        out.push((*deal, context));
    }
    out
}

/// A complete deal from a seed, played by four Medium bots (trump, announcements, cards)
/// at the start of a match: the deals the review's benchmarks time, natively
/// (`konter analyse-bench`) and in wasm (`scripts/wasm-bench`), the same on both.
pub fn bench_deal(seed: u64) -> Deal {
    let context = MatchContext { rules: konter::Rules::default(), dashes: [11, 11], stake: 0 };
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    let mut step = 0;
    while let Some(seat) = deal.to_act() {
        let view = SeatView::of(&deal, seat);
        let Some(action) = super::decide(&view, &context, super::Level::Medium, seed ^ step << 48) else { break };
        if deal.apply(action).is_err() {
            break;
        }
        step += 1;
    }
    deal
}

/// Cards, suits, outcomes and announcements in JSON as the record format writes them.
mod code {
    use konter::{Announcement, Card, Outcome, Suit};
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub trait Code: Sized {
        fn code(&self) -> String;
        fn parse(text: &str) -> Option<Self>;
    }

    impl Code for Card {
        fn code(&self) -> String {
            Card::code(*self)
        }
        fn parse(text: &str) -> Option<Card> {
            Card::parse(text)
        }
    }

    impl Code for Suit {
        fn code(&self) -> String {
            self.letter().to_string()
        }
        fn parse(text: &str) -> Option<Suit> {
            let mut chars = text.chars();
            let suit = Suit::from_letter(chars.next()?)?;
            chars.next().is_none().then_some(suit)
        }
    }

    impl Code for Outcome {
        fn code(&self) -> String {
            Outcome::code(*self).to_string()
        }
        fn parse(text: &str) -> Option<Outcome> {
            [Outcome::TrumpTeam, Outcome::Stanner, Outcome::Defenders].into_iter().find(|o| o.code() == text)
        }
    }

    impl Code for Announcement {
        fn code(&self) -> String {
            Announcement::code(*self).to_string()
        }
        fn parse(text: &str) -> Option<Announcement> {
            Announcement::parse(text)
        }
    }

    fn read<'de, T: Code, D: Deserializer<'de>>(text: &str) -> Result<T, D::Error> {
        T::parse(text).ok_or_else(|| D::Error::custom(format!("\"{text}\" is not a code of this kind")))
    }

    pub fn serialize<T: Code, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&value.code())
    }

    pub fn deserialize<'de, T: Code, D: Deserializer<'de>>(d: D) -> Result<T, D::Error> {
        read::<T, D>(&String::deserialize(d)?)
    }

    pub mod list {
        use super::{read, Code};
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<T: Code, S: Serializer>(values: &[T], s: S) -> Result<S::Ok, S::Error> {
            s.collect_seq(values.iter().map(Code::code))
        }

        pub fn deserialize<'de, T: Code, D: Deserializer<'de>>(d: D) -> Result<Vec<T>, D::Error> {
            Vec::<String>::deserialize(d)?.iter().map(|t| read::<T, D>(t)).collect()
        }
    }

    pub mod or_null {
        use super::{read, Code};
        use serde::{Deserialize, Deserializer, Serializer};

        pub fn serialize<T: Code, S: Serializer>(value: &Option<T>, s: S) -> Result<S::Ok, S::Error> {
            match value {
                Some(v) => s.serialize_str(&v.code()),
                None => s.serialize_none(),
            }
        }

        pub fn deserialize<'de, T: Code, D: Deserializer<'de>>(d: D) -> Result<Option<T>, D::Error> {
            Option::<String>::deserialize(d)?.map(|t| read::<T, D>(&t)).transpose()
        }
    }
}
