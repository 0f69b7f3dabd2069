//! What the table draws, in one comparable value: the page derives it from its session,
//! a table of friends online from one seat's view of the match. The table and its parts
//! (hand, trick, seat badges) read it, each redrawn only when what it reads has changed.

use crate::engine::{Announcement, Card, CardSet, Lane, MatchView, Phase, Seat, Suit, Trick};
use crate::i18n::Voice;
use super::session::{Next, Session};
use crate::store::seats::{Seating, Who};
use leptos::prelude::*;

/// Everything the table draws.
#[derive(Clone, Debug, PartialEq)]
pub struct TableState {
    pub deal: Shown,
    pub next: Next,
    /// For whom the table is drawn: `seating.you` holds the hand in the tray.
    pub seating: Seating,
    pub voice: Voice,
    pub deal_index: usize,
    /// The complete trick waiting to be collected.
    pub trick: Option<Trick>,
    pub dashes: [u32; 2],
    pub stake: u32,
    pub practice: bool,
    pub can_undo: bool,
}

/// What the table shows of the deal: everything public, and the hand of the seat called
/// "You" with the rules' answer to what it may do now.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub phase: Phase,
    pub trump: Option<Suit>,
    pub dealer: Seat,
    pub forehand: Seat,
    /// Nothing announced or played yet.
    pub fresh: bool,
    pub announcements: [Option<Announcement>; 4],
    /// The cards each seat still holds.
    pub held: [usize; 4],
    /// Leader and cards of the trick in progress.
    pub trick_leader: Seat,
    pub trick_cards: Vec<Card>,
    pub last_trick: Option<Trick>,
    /// The lane led in the trick in progress.
    pub led: Option<Lane>,
    pub points: [u8; 2],
    pub tricks_won: [u8; 2],
    /// The hand of the seat called "You" (while trump is named, the three cards seen).
    pub hand: CardSet,
    /// The cards the person to act may play, and the announcements they may make (the
    /// rules' answer; empty when it is not a person's turn).
    pub playable: CardSet,
    pub announce: Vec<Announcement>,
}

impl TableState {
    pub fn of(s: &Session) -> Option<TableState> {
        let d = s.deal()?;
        let seating = s.seating();
        let next = s.next();
        let person = matches!(next, Next::Person(_));
        let (trick_leader, trick_cards) = d.current_trick();
        let deal = Shown {
            phase: d.phase(),
            trump: d.trump(),
            dealer: d.dealer(),
            forehand: d.forehand(),
            fresh: d.events().is_empty(),
            announcements: d.announcements(),
            held: Seat::ALL.map(|x| d.cards_held(x)),
            trick_leader,
            trick_cards: trick_cards.to_vec(),
            last_trick: d.last_trick(),
            led: d.led(),
            points: d.points(),
            tricks_won: d.tricks_won(),
            hand: seating.you.map_or(CardSet::EMPTY, |y| d.hand(y)),
            playable: if person { d.legal_cards() } else { CardSet::EMPTY },
            announce: if person { d.allowed_announcements() } else { vec![] },
        };
        Some(TableState {
            deal,
            next,
            seating,
            voice: s.voice(),
            deal_index: s.deal_index(),
            trick: s.trick_to_collect(),
            dashes: s.game().dashes(),
            stake: s.game().stake(),
            practice: s.practice(),
            can_undo: s.can_undo(),
        })
    }

    /// The table of one seat's view `v`, the seat at the bottom called "You", its seats
    /// by `seating`; a complete `trick` lies on the table, waiting to be collected or not
    /// (`collecting`).
    pub fn of_view(v: &MatchView, seating: Seating, trick: Option<Trick>, collecting: bool) -> TableState {
        let d = &v.deal;
        let next = match (trick.is_some() && collecting, d.to_act) {
            (true, _) => Next::Collect,
            (false, Some(s)) if s == d.seat => Next::Person(s),
            (false, Some(s)) => Next::Bot(s),
            (false, None) => Next::Summary,
        };
        let person = matches!(next, Next::Person(_));
        let deal = Shown {
            phase: d.phase,
            trump: d.trump,
            dealer: d.dealer,
            forehand: d.forehand,
            fresh: d.events.is_empty(),
            announcements: d.announcements,
            held: Seat::ALL.map(|x| d.cards_held(x)),
            trick_leader: d.trick_leader,
            trick_cards: d.trick_cards.clone(),
            last_trick: d.tricks.last().copied(),
            led: d.led(),
            points: d.points,
            tricks_won: d.tricks_won,
            hand: d.hand,
            playable: if person { d.legal_cards() } else { CardSet::EMPTY },
            announce: if person { d.allowed_announcements() } else { vec![] },
        };
        TableState {
            deal,
            next,
            seating,
            voice: Voice::Seats,
            deal_index: v.number.saturating_sub(1),
            trick,
            dashes: v.context.dashes,
            stake: v.context.stake,
            practice: false,
            can_undo: false,
        }
    }

    pub fn who(&self, seat: Seat) -> Who {
        self.seating.who(seat)
    }

    pub fn to_act(&self) -> Option<Seat> {
        match self.next {
            Next::Person(s) | Next::Bot(s) => Some(s),
            _ => None,
        }
    }
}

/// The table state, shared by the table's parts.
#[derive(Clone, Copy)]
pub struct TableMemo(pub Memo<Option<TableState>>);

pub fn table_memo() -> Memo<Option<TableState>> {
    expect_context::<TableMemo>().0
}
