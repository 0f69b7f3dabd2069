//! One deal as a state machine: trump naming from the first packet of three, announcements
//! in the first trick, six tricks under the follow rule, points and tricks per team.
//!
//! A `Deal` changes only through [`Deal::apply`], which checks every action and leaves the
//! deal unchanged when it refuses one, so an illegal deal cannot be built. It is `Copy`
//! (fixed arrays, no heap) so bots can search copies cheaply.

use super::announcement::Announcement;
use super::card::{Card, CardSet, Rank, Suit};
use super::error::RuleError;
use super::seat::{Seat, Team};
use super::trump::{Lane, Trump};
use serde::{Deserialize, Serialize};

/// What a player does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Forehand names the trump suit (having seen only its first three cards).
    NameTrump(#[serde(with = "crate::wire::suit")] Suit),
    /// Matt / Konter / Konter a Matt, before one's own first card.
    Announce(Announcement),
    /// Play a card to the current trick.
    Play(Card),
}

/// Something that happened after trump was named, in order: the record's `events`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    Announce(Seat, Announcement),
    Play(Seat, Card),
}

impl Event {
    pub fn seat(self) -> Seat {
        match self {
            Event::Announce(s, _) | Event::Play(s, _) => s,
        }
    }

    /// The action that made this event (to replay it into another deal or match).
    pub fn action(self) -> Action {
        match self {
            Event::Announce(_, a) => Action::Announce(a),
            Event::Play(_, c) => Action::Play(c),
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Forehand holds three cards and must name trump.
    NamingTrump,
    /// Tricks are being played.
    Playing,
    /// All six tricks are played.
    Finished,
}

/// A completed trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    /// Cards in playing order, the leader's first.
    pub cards: [Card; 4],
    pub winner: Seat,
}

impl Trick {
    pub fn points(&self) -> u8 {
        self.cards.iter().map(|c| c.points()).sum()
    }

    /// The seat that played `cards[i]`.
    pub fn seat_of(&self, i: usize) -> Seat {
        self.leader.plus(i)
    }
}

pub(crate) const NO_CARD: Card = Card::new(Suit::Spades, Rank::Nine);
const NO_EVENT: Event = Event::Play(Seat::ALL[0], NO_CARD);

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Deal {
    dealer: Seat,
    dealt: [[Card; 6]; 4],
    hands: [CardSet; 4],
    trump: Option<Trump>,
    announcements: [Option<Announcement>; 4],
    /// Cards played, in order; trick t is plays[4t..4t+4].
    plays: [Card; 24],
    played: u8,
    /// Leader of each trick (valid up to the current one).
    leaders: [Seat; 6],
    events: [Event; 28],
    n_events: u8,
    points: [u8; 2],
    tricks: [u8; 2],
}

impl Deal {
    /// A deal with the given hands, seat 0 first, each the first packet of three then the
    /// second. Checks that they are 4 × 6 distinct cards covering the deck.
    pub fn new(dealer: Seat, hands: [[Card; 6]; 4]) -> Result<Deal, RuleError> {
        let mut seen = CardSet::EMPTY;
        for hand in &hands {
            for &c in hand {
                if seen.contains(c) {
                    return Err(RuleError::BadHands { dealt_twice: c });
                }
                seen.insert(c);
            }
        }
        let mut sets = [CardSet::EMPTY; 4];
        for (s, hand) in hands.iter().enumerate() {
            sets[s] = hand.iter().copied().collect();
        }
        let forehand = dealer.next();
        Ok(Deal {
            dealer,
            dealt: hands,
            hands: sets,
            trump: None,
            announcements: [None; 4],
            plays: [NO_CARD; 24],
            played: 0,
            leaders: [forehand; 6],
            events: [NO_EVENT; 28],
            n_events: 0,
            points: [0; 2],
            tricks: [0; 2],
        })
    }

    /// Deals a shuffled deck: three cards each from forehand on, then three more.
    pub fn from_deck(dealer: Seat, deck: &[Card; 24]) -> Deal {
        let forehand = dealer.next();
        let mut hands = [[NO_CARD; 6]; 4];
        for (i, &card) in deck.iter().enumerate() {
            let packet = i / 12; // first or second round of packets
            let within = i % 12;
            let seat = forehand.plus(within / 3);
            hands[seat.index()][packet * 3 + within % 3] = card;
        }
        Deal::new(dealer, hands).expect("a deck is 24 distinct cards")
    }

    /// A deal from a seed: the same seed gives the same deal on every platform.
    pub fn shuffled(dealer: Seat, seed: u64) -> Deal {
        Deal::from_deck(dealer, &super::shuffle::shuffled_deck(seed))
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The player after the dealer: receives first, names trump, leads the first trick.
    pub fn forehand(&self) -> Seat {
        self.dealer.next()
    }

    /// Forehand's team names trump and must reach 21.
    pub fn trump_team(&self) -> Team {
        self.forehand().team()
    }

    pub fn trump(&self) -> Option<Suit> {
        self.trump.map(|t| t.0)
    }

    pub fn phase(&self) -> Phase {
        if self.trump.is_none() {
            Phase::NamingTrump
        } else if self.played == 24 {
            Phase::Finished
        } else {
            Phase::Playing
        }
    }

    pub fn is_finished(&self) -> bool {
        self.played == 24
    }

    /// Index of the current trick, 0–5 (6 when finished).
    pub fn trick_number(&self) -> usize {
        self.played as usize / 4
    }

    /// Who must act now, if anyone.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::NamingTrump => Some(self.forehand()),
            Phase::Playing => {
                let t = self.trick_number();
                Some(self.leaders[t].plus(self.played as usize % 4))
            }
            Phase::Finished => None,
        }
    }

    /// The cards a seat may see of its own hand: only the first packet while trump is
    /// being named, then its remaining cards.
    pub fn hand(&self, seat: Seat) -> CardSet {
        match self.phase() {
            Phase::NamingTrump => self.dealt[seat.index()][..3].iter().copied().collect(),
            _ => self.hands[seat.index()],
        }
    }

    /// How many cards a seat holds, as the table sees it: the first packet while trump is
    /// being named, then what it has not played.
    pub fn cards_held(&self, seat: Seat) -> usize {
        self.hand(seat).len()
    }

    /// All four hands as dealt (packet order). Hidden information: for records, replays and
    /// the measuring oracle, never for a player's decision.
    pub fn dealt_hands(&self) -> &[[Card; 6]; 4] {
        &self.dealt
    }

    /// The remaining cards of every seat. Hidden information, as [`Deal::dealt_hands`].
    pub fn remaining_hands(&self) -> [CardSet; 4] {
        self.hands
    }

    pub fn announcements(&self) -> [Option<Announcement>; 4] {
        self.announcements
    }

    /// Sum of the announcements' values (at most 2: there is one set of matadors).
    pub fn announcement_value(&self) -> u8 {
        super::announcement::total_value(&self.announcements)
    }

    /// Card points taken so far, `[team A, team B]`.
    pub fn points(&self) -> [u8; 2] {
        self.points
    }

    /// Tricks taken so far, `[team A, team B]`.
    pub fn tricks_won(&self) -> [u8; 2] {
        self.tricks
    }

    /// Events so far (announcements and cards), in order.
    pub fn events(&self) -> &[Event] {
        &self.events[..self.n_events as usize]
    }

    /// All cards played so far, in order.
    pub fn played_cards(&self) -> &[Card] {
        &self.plays[..self.played as usize]
    }

    /// The leader and cards of the trick being played (empty before its lead).
    pub fn current_trick(&self) -> (Seat, &[Card]) {
        let t = self.trick_number().min(5);
        let start = t * 4;
        let end = (self.played as usize).max(start);
        if self.is_finished() {
            return (self.leaders[5], &[]);
        }
        (self.leaders[t], &self.plays[start..end])
    }

    /// The completed tricks, in order.
    pub fn tricks(&self) -> Vec<Trick> {
        (0..self.played as usize / 4).map(|t| self.trick(t)).collect()
    }

    /// The most recent completed trick.
    pub fn last_trick(&self) -> Option<Trick> {
        let done = self.played as usize / 4;
        (done > 0).then(|| self.trick(done - 1))
    }

    fn trick(&self, t: usize) -> Trick {
        let cards = [0, 1, 2, 3].map(|i| self.plays[t * 4 + i]);
        let trump = self.trump.expect("tricks only after trump");
        let leader = self.leaders[t];
        Trick { leader, cards, winner: leader.plus(trump.winner_index(&cards)) }
    }

    /// The lane led in the current trick, if it has been led.
    pub fn led(&self) -> Option<Lane> {
        let trump = self.trump?;
        let in_trick = self.played as usize % 4;
        (in_trick != 0).then(|| trump.lane(self.plays[self.played as usize - in_trick]))
    }

    /// The cards the player to act may play (empty when nobody is to play a card).
    pub fn legal_cards(&self) -> CardSet {
        match (self.trump, self.played) {
            (Some(trump), 0..=23) => {
                let seat = self.leaders[self.trick_number()].plus(self.played as usize % 4);
                trump.legal(self.hands[seat.index()], self.led())
            }
            _ => CardSet::EMPTY,
        }
    }

    /// The announcements the player to act may make now.
    pub fn allowed_announcements(&self) -> Vec<Announcement> {
        let Some(seat) = self.to_act() else { return vec![] };
        if self.phase() != Phase::Playing
            || self.trick_number() != 0
            || self.announcements[seat.index()].is_some()
        {
            return vec![];
        }
        let hand = self.hands[seat.index()];
        Announcement::ALL.into_iter().filter(|a| a.allowed_by(hand)).collect()
    }

    /// Every action the player to act may take.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.phase() {
            Phase::NamingTrump => Suit::ALL.map(Action::NameTrump).to_vec(),
            Phase::Playing => {
                let mut actions: Vec<Action> =
                    self.allowed_announcements().into_iter().map(Action::Announce).collect();
                actions.extend(self.legal_cards().iter().map(Action::Play));
                actions
            }
            Phase::Finished => vec![],
        }
    }

    /// Checks an action by the player to act without applying it.
    pub fn check(&self, action: Action) -> Result<(), RuleError> {
        let phase = self.phase();
        let seat = self.to_act().ok_or(RuleError::DealOver)?;
        match action {
            Action::NameTrump(_) => {
                if phase != Phase::NamingTrump {
                    return Err(RuleError::TrumpAlreadyNamed);
                }
            }
            Action::Announce(announcement) => {
                if phase == Phase::NamingTrump {
                    return Err(RuleError::TrumpNotNamed);
                }
                if let Some(previous) = self.announcements[seat.index()] {
                    return Err(RuleError::AlreadyAnnounced { previous });
                }
                if self.trick_number() != 0 {
                    return Err(RuleError::AnnouncementTooLate { announcement });
                }
                if !announcement.allowed_by(self.hands[seat.index()]) {
                    return Err(RuleError::AnnouncementNotHeld { announcement });
                }
            }
            Action::Play(card) => {
                if phase == Phase::NamingTrump {
                    return Err(RuleError::TrumpNotNamed);
                }
                if !self.hands[seat.index()].contains(card) {
                    return Err(RuleError::NotHeld { card });
                }
                let allowed = self.legal_cards();
                if !allowed.contains(card) {
                    let led = self.led().expect("a lead is always allowed");
                    let must = allowed.intersect(self.trump.expect("playing").lane_cards(led));
                    return Err(RuleError::MustFollow { card, led, allowed: must });
                }
            }
        }
        Ok(())
    }

    /// Applies an action by the player to act. On error the deal is unchanged.
    pub fn apply(&mut self, action: Action) -> Result<(), RuleError> {
        // Fast path for the common case, a legal card; anything else gets the full check,
        // which also explains a refusal.
        if let Action::Play(card) = action {
            if self.legal_cards().contains(card) {
                let seat = self.leaders[self.trick_number()].plus(self.played as usize % 4);
                self.play_unchecked(seat, card);
                return Ok(());
            }
        }
        self.check(action)?;
        let seat = self.to_act().expect("checked");
        match action {
            Action::NameTrump(suit) => self.trump = Some(Trump(suit)),
            Action::Announce(a) => {
                self.announcements[seat.index()] = Some(a);
                self.push_event(Event::Announce(seat, a));
            }
            Action::Play(card) => self.play_unchecked(seat, card),
        }
        Ok(())
    }

    /// Applies an event as a seat that did not make it saw it happen: it must be its
    /// seat's turn and a card must be in that hand, but the follow rule and an
    /// announcement's matadors are not checked against a hand the onlooker cannot see
    /// (`SeatKnowledge::deal` gives the other hands only the cards they played).
    pub(crate) fn apply_seen(&mut self, e: Event) -> Result<(), RuleError> {
        let to_act = self.to_act();
        if to_act != Some(e.seat()) {
            return Err(RuleError::NotYourTurn { seat: e.seat(), to_act });
        }
        if self.phase() == Phase::NamingTrump {
            return Err(RuleError::TrumpNotNamed);
        }
        match e {
            Event::Play(seat, card) => {
                if !self.hands[seat.index()].contains(card) {
                    return Err(RuleError::NotHeld { card });
                }
                self.play_unchecked(seat, card);
            }
            Event::Announce(seat, announcement) => {
                if let Some(previous) = self.announcements[seat.index()] {
                    return Err(RuleError::AlreadyAnnounced { previous });
                }
                if self.trick_number() != 0 {
                    return Err(RuleError::AnnouncementTooLate { announcement });
                }
                self.announcements[seat.index()] = Some(announcement);
                self.push_event(e);
            }
        }
        Ok(())
    }

    fn push_event(&mut self, e: Event) {
        self.events[self.n_events as usize] = e;
        self.n_events += 1;
    }

    /// Plays a card known to be legal (the hot path of random play and search).
    fn play_unchecked(&mut self, seat: Seat, card: Card) {
        self.hands[seat.index()].remove(card);
        self.plays[self.played as usize] = card;
        self.played += 1;
        self.push_event(Event::Play(seat, card));
        if self.played.is_multiple_of(4) {
            let t = self.played as usize / 4 - 1;
            let trick = self.trick(t);
            let team = trick.winner.team().index();
            self.points[team] += trick.points();
            self.tricks[team] += 1;
            if t < 5 {
                self.leaders[t + 1] = trick.winner;
            }
        }
    }

    /// The outcome once all six tricks are played.
    pub fn result(&self) -> Option<super::score::DealResult> {
        self.is_finished().then(|| super::score::DealResult {
            trump_team: self.trump_team(),
            points: self.points,
            tricks: self.tricks,
            announcements: self.announcement_value(),
        })
    }
}
