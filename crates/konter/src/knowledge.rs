//! What one seat knows of a deal: its own cards as it has seen them and everything public.
//! It is all a bot is sent (the other hands never leave the app); the deal it stands for
//! is rebuilt by [`SeatKnowledge::deal`] and the seat's view drawn from that.

use crate::card::{Card, CardSet, Suit};
use crate::deal::{Action, Deal, Event, Phase, NO_CARD};
use crate::error::RuleError;
use crate::seat::Seat;
use crate::view::{MatchContext, MatchView, SeatView};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatKnowledge {
    pub seat: Seat,
    pub dealer: Seat,
    /// Own cards in packet order: the first three while trump is being named, else six.
    pub seen: Vec<Card>,
    #[serde(with = "crate::wire::suit_opt")]
    pub trump: Option<Suit>,
    /// Announcements and cards in order, as everyone saw them.
    pub events: Vec<Event>,
}

impl SeatKnowledge {
    pub fn of(deal: &Deal, seat: Seat) -> SeatKnowledge {
        let dealt = deal.dealt_hands()[seat.index()];
        let seen = if deal.phase() == Phase::NamingTrump { &dealt[..3] } else { &dealt[..] };
        SeatKnowledge { seat, dealer: deal.dealer(), seen: seen.to_vec(), trump: deal.trump(), events: deal.events().to_vec() }
    }

    /// A deal as one seat knows it: its own cards as it has seen them, the other hands
    /// holding the cards they played and the cards nobody has seen (anywhere: only the
    /// seat's view of it means anything), trump and the public events applied in order.
    pub fn deal(&self) -> Result<Deal, KnowledgeError> {
        let k = self;
        let mut known: [Vec<Card>; 4] = Default::default();
        known[k.seat.index()] = k.seen.clone();
        for e in &k.events {
            if let Event::Play(seat, card) = *e {
                if seat != k.seat {
                    known[seat.index()].push(card);
                }
            }
        }
        if let Some(seat) = Seat::ALL.into_iter().find(|s| known[s.index()].len() > 6) {
            return Err(KnowledgeError::TooManyCards { seat });
        }
        let mut given = CardSet::EMPTY;
        for &card in known.iter().flatten() {
            if given.contains(card) {
                return Err(KnowledgeError::CardTwice { card });
            }
            given.insert(card);
        }
        // Exactly as many unseen cards as the hands lack (were it short, `Deal::new` would
        // refuse the repeated filler).
        let mut unseen = Card::all().filter(|&c| !given.contains(c));
        let mut hands = [[NO_CARD; 6]; 4];
        for (hand, cards) in hands.iter_mut().zip(&known) {
            for (i, slot) in hand.iter_mut().enumerate() {
                *slot = cards.get(i).copied().or_else(|| unseen.next()).unwrap_or(NO_CARD);
            }
        }
        let mut deal = Deal::new(k.dealer, hands)?;
        if let Some(suit) = k.trump {
            deal.apply(Action::NameTrump(suit))?;
        }
        for &e in &k.events {
            deal.apply_seen(e)?;
        }
        Ok(deal)
    }

    /// The seat's view of the deal it knows.
    pub fn view(&self) -> Result<SeatView, KnowledgeError> {
        Ok(SeatView::of(&self.deal()?, self.seat))
    }
}

/// What a bot is sent: the seat's knowledge of the deal and the match's public state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchKnowledge {
    pub deal: SeatKnowledge,
    pub context: MatchContext,
}

impl MatchKnowledge {
    pub fn of(game: &crate::Match, seat: Seat) -> Option<MatchKnowledge> {
        Some(MatchKnowledge { deal: SeatKnowledge::of(game.current()?, seat), context: game.context() })
    }

    pub fn view(&self) -> Result<MatchView, KnowledgeError> {
        Ok(MatchView { deal: self.deal.view()?, context: self.context, number: 0 })
    }
}

/// Why a seat's knowledge stands for no deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnowledgeError {
    /// A seat would hold more than six cards.
    TooManyCards { seat: Seat },
    /// A card is given twice.
    CardTwice { card: Card },
    /// An event breaks the rules where the seat can see it (out of turn, a card not held…).
    Rule(RuleError),
}

impl From<RuleError> for KnowledgeError {
    fn from(e: RuleError) -> Self {
        KnowledgeError::Rule(e)
    }
}

impl fmt::Display for KnowledgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnowledgeError::TooManyCards { seat } => write!(f, "seat {} would hold more than six cards", seat.index()),
            KnowledgeError::CardTwice { card } => write!(f, "{card} is given twice"),
            KnowledgeError::Rule(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for KnowledgeError {}
