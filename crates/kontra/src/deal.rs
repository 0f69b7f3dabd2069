//! One deal as a state machine (rule book §4–§6): the turn-up question, round 1, round 2,
//! the match window, the contra windows W0–W2 with the exchange, five tricks, done.
//!
//! A `Deal` changes only through [`Deal::apply`], which checks the seat and the action and
//! leaves the deal unchanged when it refuses, so an illegal deal cannot be built. Every
//! action is made by the seat whose turn it is; [`Deal::to_act`] says whose that is.

use crate::action::Action;
use crate::card::{is_wenzel, HAND_SIZE, TRICKS, UNDEALT};
use crate::contract::{Contract, Mode};
use crate::error::RuleError;
pub use crate::phase::{Phase, Window};
use crate::rules::WenzelTurnUp;
use crate::score::{deal_winner, settle, tricks_per_seat, Outcome, PLAYERS};
use crate::trump::{lane, legal_cards, trick_winner, Lane};
use cards::{Card, CardSet, Rank, Seat, Suit};
use serde::{Deserialize, Serialize};

/// How the dealer came to take up the turn-up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TakeUp {
    /// A Wenzel under `wenzel_turnup = forced`: no question, no pledge.
    Forced,
    /// He chose to (and now holds the pledge).
    Chosen,
    /// Unasked, because he holds the pledge.
    Pledged,
}

impl TakeUp {
    /// `forced`, `chosen`, `pledged`.
    pub fn code(self) -> &'static str {
        match self {
            TakeUp::Forced => "forced",
            TakeUp::Chosen => "chosen",
            TakeUp::Pledged => "pledged",
        }
    }
}

/// Where the turn-up is: everybody sees it move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnUpPlace {
    Table,
    /// In the dealer's hand (taken up) or the contra player's (exchanged).
    Hand(Seat),
    /// Played to a trick.
    Played,
}

/// One action of a deal, by the seat whose turn it was.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Event {
    pub seat: Seat,
    pub action: Action,
}

/// A completed trick.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    /// In playing order, the leader's first.
    pub cards: Vec<Card>,
    pub winner: Seat,
}

/// The hands and the undealt cards of a deal, seat 0 first.
pub type Hands = [[Card; HAND_SIZE]; PLAYERS];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    wenzel_turnup: WenzelTurnUp,
    dealer: Seat,
    dealt: Hands,
    /// The turn-up first, then the three face-down cards.
    undealt: [Card; UNDEALT],
    /// Whether the dealer held the pledge when the deal began.
    pledged: bool,
    hands: [CardSet; PLAYERS],
    phase: Phase,
    /// Who is asked in the current round or window, in order; `asked` have answered.
    asking: Vec<Seat>,
    asked: usize,
    soloist: Option<Seat>,
    trump: Option<Suit>,
    mode: Option<Mode>,
    take_up: Option<TakeUp>,
    contra: Option<(Seat, Window)>,
    recontra: Option<(Seat, Window)>,
    turn_up_place: TurnUpPlace,
    discards: Vec<(Seat, Card)>,
    plays: Vec<(Seat, Card)>,
    trick_winners: Vec<Seat>,
    events: Vec<Event>,
}

fn seat_at(i: usize) -> Seat {
    Seat::at(i % PLAYERS, PLAYERS).expect("a seat below 4")
}

/// Deals a shuffled 24-card deck (rule book §3): packets of 2 then 3, eldest first; the
/// four cards left are the undealt ones, the first of them the turn-up.
pub fn deal_out(dealer: Seat, deck: &[Card; 24]) -> (Hands, [Card; UNDEALT]) {
    let eldest = dealer.next(PLAYERS);
    let mut hands = [[deck[0]; HAND_SIZE]; PLAYERS];
    let mut next = 0;
    for (packet, start) in [(2, 0), (3, 2)] {
        for seat in eldest.round(PLAYERS) {
            let packet_slots = &mut hands[seat.index()][start..start + packet];
            packet_slots.copy_from_slice(&deck[next..next + packet]);
            next += packet;
        }
    }
    let undealt = std::array::from_fn(|i| deck[next + i]);
    (hands, undealt)
}

/// The deck in the order a seed shuffles it (`cards::shuffle`, the same on every platform).
pub fn shuffled_deck(seed: u64) -> [Card; 24] {
    let deck = cards::shuffle::shuffled(seed, crate::card::DECK.iter());
    std::array::from_fn(|i| deck[i])
}

impl Deal {
    /// A deal of these cards: the hands seat 0 first, the undealt cards turn-up first.
    /// Checks that they are the 24 cards of the deck. `pledged`: the dealer holds the
    /// pledge (§4.1). An automatic take-up (a Wenzel, or an Ace under the pledge) has
    /// happened when this returns: the dealer is then to discard.
    pub fn new(
        dealer: Seat,
        dealt: Hands,
        undealt: [Card; UNDEALT],
        wenzel_turnup: WenzelTurnUp,
        pledged: bool,
    ) -> Result<Deal, RuleError> {
        let mut seen = CardSet::EMPTY;
        for &card in dealt.iter().flatten().chain(&undealt) {
            if !crate::card::in_deck(card) {
                return Err(RuleError::NotInDeck { card });
            }
            if seen.contains(card) {
                return Err(RuleError::DealtTwice { card });
            }
            seen.insert(card);
        }
        let dealer = seat_at(dealer.index());
        let eldest = dealer.next(PLAYERS);
        let mut deal = Deal {
            wenzel_turnup,
            dealer,
            dealt,
            undealt,
            pledged,
            hands: dealt.map(|h| h.into_iter().collect()),
            phase: Phase::Round1,
            asking: eldest.round(PLAYERS).collect(),
            asked: 0,
            soloist: None,
            trump: None,
            mode: None,
            take_up: None,
            contra: None,
            recontra: None,
            turn_up_place: TurnUpPlace::Table,
            discards: vec![],
            plays: vec![],
            trick_winners: vec![],
            events: vec![],
        };
        let turn_up = undealt[0];
        let askable = turn_up.rank() == Rank::Ace
            || (is_wenzel(turn_up) && wenzel_turnup == WenzelTurnUp::Optional);
        if is_wenzel(turn_up) && wenzel_turnup == WenzelTurnUp::Forced {
            deal.pick_up(TakeUp::Forced);
        } else if askable && pledged {
            deal.pick_up(TakeUp::Pledged);
        } else if askable {
            deal.phase = Phase::TurnUp;
        }
        Ok(deal)
    }

    /// A deal from a seed: the same seed deals the same cards on every platform.
    pub fn shuffled(dealer: Seat, seed: u64, wenzel_turnup: WenzelTurnUp, pledged: bool) -> Deal {
        let (hands, undealt) = deal_out(dealer, &shuffled_deck(seed));
        Deal::new(dealer, hands, undealt, wenzel_turnup, pledged)
            .expect("a shuffled deck is a deal")
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The seat after the dealer: asked first, leads the first trick.
    pub fn eldest(&self) -> Seat {
        self.dealer.next(PLAYERS)
    }

    /// The hands as dealt, seat 0 first. Hidden information: for records and replays,
    /// never for a player's decision.
    pub fn dealt_hands(&self) -> &Hands {
        &self.dealt
    }

    /// The undealt cards, the turn-up first. The other three are seen by nobody.
    pub fn undealt(&self) -> &[Card; UNDEALT] {
        &self.undealt
    }

    pub fn turn_up(&self) -> Card {
        self.undealt[0]
    }

    /// The preferred suit P: the turn-up's printed suit (J♠ → ♠).
    pub fn preferred(&self) -> Suit {
        self.turn_up().suit()
    }

    /// Whether the dealer held the pledge when the deal began.
    pub fn pledged(&self) -> bool {
        self.pledged
    }

    pub fn wenzel_turnup(&self) -> WenzelTurnUp {
        self.wenzel_turnup
    }

    /// A seat's cards now. Hidden information, as [`Deal::dealt_hands`].
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands
            .get(seat.index())
            .copied()
            .unwrap_or(CardSet::EMPTY)
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }

    /// Both rounds passed: no play, no payments.
    pub fn is_no_game(&self) -> bool {
        self.phase == Phase::Done && self.soloist.is_none()
    }

    pub fn soloist(&self) -> Option<Seat> {
        self.soloist
    }

    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    pub fn mode(&self) -> Option<Mode> {
        self.mode
    }

    pub fn take_up(&self) -> Option<TakeUp> {
        self.take_up
    }

    pub fn contra(&self) -> Option<Seat> {
        self.contra.map(|c| c.0)
    }

    /// The window in which contra was announced.
    pub fn contra_window(&self) -> Option<Window> {
        self.contra.map(|c| c.1)
    }

    pub fn recontra(&self) -> Option<Seat> {
        self.recontra.map(|c| c.0)
    }

    pub fn recontra_window(&self) -> Option<Window> {
        self.recontra.map(|c| c.1)
    }

    pub fn turn_up_place(&self) -> TurnUpPlace {
        self.turn_up_place
    }

    /// Cards laid face down (by the taker-up and by an exchanging contra player). Hidden
    /// information: each seat knows only its own.
    pub fn discards(&self) -> &[(Seat, Card)] {
        &self.discards
    }

    /// Every action so far, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The cards played so far, in order, with their players.
    pub fn plays(&self) -> &[(Seat, Card)] {
        &self.plays
    }

    /// The winners of the completed tricks, in order.
    pub fn trick_winners(&self) -> &[Seat] {
        &self.trick_winners
    }

    /// Tricks taken so far per seat.
    pub fn tricks_won(&self) -> [u8; PLAYERS] {
        tricks_per_seat(&self.trick_winners)
    }

    /// The contract, once there is a soloist.
    pub fn contract(&self) -> Option<Contract> {
        Some(Contract {
            soloist: self.soloist?,
            trump: self.trump?,
            preferred: self.preferred(),
            mode: self.mode?,
            contra: self.contra(),
            recontra: self.recontra(),
        })
    }

    /// The leader of trick `t` (0-based), once it is known.
    fn leader_of(&self, t: usize) -> Seat {
        match t {
            0 => self.eldest(),
            _ => self.trick_winners[t - 1],
        }
    }

    /// The cards of the trick being played, in order (empty before its lead).
    pub fn trick_cards(&self) -> Vec<Card> {
        let start = 4 * self.trick_winners.len();
        self.plays
            .get(start..)
            .unwrap_or(&[])
            .iter()
            .map(|p| p.1)
            .collect()
    }

    /// The leader of the trick being played (after the last trick: its winner).
    pub fn trick_leader(&self) -> Seat {
        let t = self.trick_winners.len();
        if t < TRICKS {
            self.leader_of(t)
        } else {
            self.trick_winners[TRICKS - 1]
        }
    }

    /// The completed tricks, in order.
    pub fn tricks(&self) -> Vec<Trick> {
        (0..self.trick_winners.len())
            .map(|t| Trick {
                leader: self.leader_of(t),
                cards: self.plays[4 * t..4 * t + 4].iter().map(|p| p.1).collect(),
                winner: self.trick_winners[t],
            })
            .collect()
    }

    /// The effective suit led in the current trick, if it has been led.
    pub fn led(&self) -> Option<Lane> {
        let start = 4 * self.trick_winners.len();
        let (_, first) = self.plays.get(start)?;
        Some(lane(*first, self.trump?))
    }

    /// Who must act now, if anyone.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::TurnUp | Phase::Discard => Some(self.dealer),
            Phase::Round1 | Phase::Round2 | Phase::MatchWindow | Phase::Window(_) => {
                self.asking.get(self.asked).copied()
            }
            Phase::Exchange => self.contra(),
            Phase::Play => {
                let in_trick = self.plays.len() % 4;
                Some(self.trick_leader().after(in_trick, PLAYERS))
            }
            Phase::Done => None,
        }
    }

    /// The cards the player to act may play (empty unless a card is to be played).
    pub fn legal_cards(&self) -> CardSet {
        match (self.phase, self.to_act(), self.trump) {
            (Phase::Play, Some(seat), Some(trump)) => {
                legal_cards(self.hand(seat), self.led(), trump)
            }
            _ => CardSet::EMPTY,
        }
    }

    fn may_contra(&self, window: Window) -> bool {
        self.contra.is_none() && window != Window::W2
    }

    fn may_recontra(&self, seat: Seat) -> bool {
        matches!(self.contra, Some((c, _)) if c != seat) && self.recontra.is_none()
    }

    /// Every action the player to act may take, in a fixed order.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(seat) = self.to_act() else {
            return vec![];
        };
        let p = self.preferred();
        match self.phase {
            Phase::TurnUp => vec![Action::TakeUp, Action::Decline],
            Phase::Discard => {
                let mut hand = self.hand(seat);
                hand.remove(self.turn_up());
                hand.iter().map(Action::Discard).collect()
            }
            Phase::Round1 => vec![Action::Accept, Action::Pass],
            Phase::Round2 => Suit::ALL
                .into_iter()
                .filter(|&s| s != p || seat == self.eldest())
                .map(Action::Name)
                .chain([Action::Pass])
                .collect(),
            Phase::MatchWindow => Suit::ALL
                .into_iter()
                .filter(|&s| s != p)
                .map(Action::AnnounceMatch)
                .chain([Action::No])
                .collect(),
            Phase::Window(w) => {
                let mut actions = vec![];
                if self.may_contra(w) {
                    actions.push(Action::Contra);
                }
                if self.may_recontra(seat) {
                    actions.push(Action::Recontra);
                }
                actions.push(Action::No);
                actions
            }
            Phase::Exchange => self
                .hand(seat)
                .iter()
                .map(Action::Exchange)
                .chain([Action::Keep])
                .collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            Phase::Done => vec![],
        }
    }

    /// Checks an action by `seat` without applying it; the error says why it is refused.
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), RuleError> {
        let to_act = self.to_act().ok_or(RuleError::DealOver)?;
        // Contra before trick 2 starts, recontra before trick 3: whatever else holds.
        match action {
            Action::Contra if self.plays.len() > 4 => return Err(RuleError::ContraTooLate),
            Action::Recontra if self.plays.len() > 8 => return Err(RuleError::RecontraTooLate),
            _ => {}
        }
        if !self.phase.takes(action) {
            return Err(RuleError::NotNow {
                action,
                phase: self.phase,
            });
        }
        // Who may announce what holds whoever's turn it is: say that first.
        match action {
            Action::Contra | Action::Recontra if self.soloist == Some(seat) => {
                return Err(RuleError::SoloistCannotContra)
            }
            Action::Contra => {
                if let Some((by, _)) = self.contra {
                    return Err(RuleError::ContraAlreadyMade { by });
                }
            }
            Action::Recontra => match (self.contra, self.recontra) {
                (None, _) => return Err(RuleError::RecontraWithoutContra),
                (Some((c, _)), _) if c == seat => {
                    return Err(RuleError::ContraPlayerCannotRecontra)
                }
                (_, Some((by, _))) => return Err(RuleError::RecontraAlreadyMade { by }),
                _ => {}
            },
            _ => {}
        }
        if seat != to_act {
            return Err(RuleError::NotYourTurn {
                seat,
                to_act: Some(to_act),
            });
        }
        let hand = self.hand(seat);
        match action {
            Action::Discard(card) | Action::Exchange(card) if !hand.contains(card) => {
                Err(RuleError::NotHeld { card })
            }
            Action::Discard(card) if card == self.turn_up() => Err(RuleError::KeepTurnUp { card }),
            Action::Name(suit) if suit == self.preferred() && seat != self.eldest() => {
                Err(RuleError::PreferredSuitInRound2 { suit })
            }
            Action::AnnounceMatch(suit) if suit == self.preferred() => {
                Err(RuleError::MatchInPreferredSuit { suit })
            }
            Action::Play(card) if !hand.contains(card) => Err(RuleError::NotHeld { card }),
            Action::Play(card) if !self.legal_cards().contains(card) => {
                let led = self
                    .led()
                    .expect("only a follower can break the follow rule");
                let trump = self.trump.expect("cards are played under a trump");
                Err(RuleError::MustFollow {
                    card,
                    led,
                    allowed: hand.intersection(crate::trump::lane_cards(led, trump)),
                })
            }
            _ => Ok(()),
        }
    }

    /// Applies an action by `seat`, which must be the seat to act. On error the deal is
    /// unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.events.push(Event { seat, action });
        match action {
            Action::TakeUp => self.pick_up(TakeUp::Chosen),
            Action::Decline => self.phase = Phase::Round1,
            Action::Discard(card) => {
                self.hands[seat.index()].remove(card);
                self.discards.push((seat, card));
                self.open_window(Window::W0);
            }
            Action::Accept => self.choose_soloist(seat, self.preferred(), Mode::Round1),
            Action::Name(suit) => self.choose_soloist(seat, suit, Mode::Round2),
            Action::AnnounceMatch(suit) => {
                self.soloist = Some(seat);
                self.trump = Some(suit);
                self.mode = Some(Mode::Match);
                self.open_window(Window::W0);
            }
            Action::Pass | Action::No => self.next_asked(),
            Action::Contra => {
                let Phase::Window(w) = self.phase else {
                    unreachable!("checked: contra in a window")
                };
                self.contra = Some((seat, w));
                if w == Window::W0 && self.mode == Some(Mode::Round1) {
                    self.phase = Phase::Exchange;
                } else {
                    self.next_asked();
                }
            }
            Action::Recontra => {
                let Phase::Window(w) = self.phase else {
                    unreachable!("checked: recontra in a window")
                };
                self.recontra = Some((seat, w));
                self.next_asked();
            }
            Action::Exchange(card) => {
                let hand = &mut self.hands[seat.index()];
                hand.remove(card);
                hand.insert(self.undealt[0]);
                self.discards.push((seat, card));
                self.turn_up_place = TurnUpPlace::Hand(seat);
                self.phase = Phase::Window(Window::W0);
                self.next_asked();
            }
            Action::Keep => {
                self.phase = Phase::Window(Window::W0);
                self.next_asked();
            }
            Action::Play(card) => self.play(seat, card),
        }
        Ok(())
    }

    /// The dealer takes up the turn-up: soloist in its suit, six cards, one to discard.
    fn pick_up(&mut self, how: TakeUp) {
        let dealer = self.dealer;
        self.hands[dealer.index()].insert(self.undealt[0]);
        self.turn_up_place = TurnUpPlace::Hand(dealer);
        self.soloist = Some(dealer);
        self.trump = Some(self.preferred());
        self.mode = Some(Mode::TakenUp);
        self.take_up = Some(how);
        self.phase = Phase::Discard;
    }

    /// Round 1 or 2 found a soloist: the others may announce match, from eldest.
    fn choose_soloist(&mut self, seat: Seat, trump: Suit, mode: Mode) {
        self.soloist = Some(seat);
        self.trump = Some(trump);
        self.mode = Some(mode);
        self.phase = Phase::MatchWindow;
        self.asking = self
            .eldest()
            .round(PLAYERS)
            .filter(|&s| s != seat)
            .collect();
        self.asked = 0;
    }

    /// Opens a contra window, or goes straight on to play when nobody could announce.
    fn open_window(&mut self, window: Window) {
        let Some(soloist) = self.soloist else {
            return;
        };
        let leader = self.trick_leader();
        let asking: Vec<Seat> = leader.round(PLAYERS).filter(|&s| s != soloist).collect();
        let eligible = asking
            .iter()
            .any(|&s| self.may_contra(window) || self.may_recontra(s));
        if eligible {
            self.phase = Phase::Window(window);
            self.asking = asking;
            self.asked = 0;
        } else {
            self.phase = Phase::Play;
        }
    }

    /// The seat asked has answered: ask the next, or close the round or window.
    fn next_asked(&mut self) {
        self.asked += 1;
        if self.asked < self.asking.len() {
            return;
        }
        match self.phase {
            Phase::Round1 => {
                self.phase = Phase::Round2;
                self.asked = 0;
            }
            Phase::Round2 => self.phase = Phase::Done,
            Phase::MatchWindow => self.open_window(Window::W0),
            _ => self.phase = Phase::Play,
        }
    }

    fn play(&mut self, seat: Seat, card: Card) {
        self.hands[seat.index()].remove(card);
        self.plays.push((seat, card));
        if card == self.undealt[0] {
            self.turn_up_place = TurnUpPlace::Played;
        }
        if !self.plays.len().is_multiple_of(4) {
            return;
        }
        let trump = self.trump.expect("cards are played under a trump");
        let start = self.plays.len() - 4;
        let cards: Vec<Card> = self.plays[start..].iter().map(|p| p.1).collect();
        let i = trick_winner(&cards, trump).expect("four cards");
        let winner = self.plays[start + i].0;
        self.trick_winners.push(winner);
        match self.trick_winners.len() {
            1 => self.open_window(Window::W1),
            2 => self.open_window(Window::W2),
            TRICKS => self.phase = Phase::Done,
            _ => {}
        }
    }

    /// The result once all five tricks are played with base value `base` (None for a
    /// deal in progress or no game).
    pub fn outcome(&self, base: u8) -> Option<Outcome> {
        if self.phase != Phase::Done {
            return None;
        }
        let contract = self.contract()?;
        let tricks = self.tricks_won();
        let winner = deal_winner(&self.trick_winners)?;
        Some(Outcome {
            contract,
            base,
            tricks,
            winner,
            settlement: settle(&contract, base, tricks, winner),
        })
    }
}

/// A phase travels as its code (`"round1"`, `"w0"`).
impl Serialize for Phase {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for Phase {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Phase, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Phase::parse(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("{code:?} is not a phase")))
    }
}
