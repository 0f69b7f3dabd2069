//! What one seat may see: its own hand and everything public. Players — people and bots —
//! decide from a `SeatView`, never from the hidden hands.

use super::announcement::Announcement;
use super::card::{Card, CardSet, Suit};
use super::deal::{Action, Deal, Event, Phase, Trick};
use super::game::Match;
use super::rules::Rules;
use super::seat::Seat;

/// The public state of the match a seat weighs its decisions against (announcements,
/// risk): the rules, the dashes left, the pending Stänner stake.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchContext {
    pub rules: Rules,
    /// Dashes left, `[team A, team B]`.
    pub dashes: [u32; 2],
    /// Pending Stänner stake.
    pub stake: u32,
}

impl Match {
    pub fn context(&self) -> MatchContext {
        MatchContext { rules: *self.rules(), dashes: self.dashes(), stake: self.stake() }
    }
}

impl MatchContext {
    /// The team that struck out all its dashes, if any (as [`Match::winner`]).
    pub fn winner(&self) -> Option<super::seat::Team> {
        super::game::winner_of(self.dashes)
    }
}

/// What a seat knows of the whole match: its view of the deal and the match's public state.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MatchView {
    pub deal: SeatView,
    pub context: MatchContext,
    /// The deal's number in the match, from 1 (0 where it is not known: a bot's knowledge).
    #[serde(default)]
    pub number: usize,
}

impl MatchView {
    /// The deal in play, else the last one played (until the next is dealt, its end stays
    /// on the table: every card of it is public by then); `None` before the first deal.
    pub fn of(game: &Match, seat: Seat) -> Option<MatchView> {
        let deal = game.current().or_else(|| game.history().last().map(|p| &p.deal))?;
        let number = game.history().len() + usize::from(game.current().is_some());
        Some(MatchView { deal: SeatView::of(deal, seat), context: game.context(), number })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    /// Own cards: only the first three while trump is being named.
    pub hand: CardSet,
    /// Own cards as dealt, in packet order (first three known at trump time). Only as many
    /// as the seat has seen.
    pub seen: Vec<Card>,
    pub dealer: Seat,
    pub forehand: Seat,
    pub phase: Phase,
    #[serde(with = "crate::wire::suit_opt")]
    pub trump: Option<Suit>,
    pub to_act: Option<Seat>,
    /// Everything public that happened, in order (announcements and cards).
    pub events: Vec<Event>,
    pub announcements: [Option<Announcement>; 4],
    pub tricks: Vec<Trick>,
    /// Leader and cards of the trick in progress.
    pub trick_leader: Seat,
    pub trick_cards: Vec<Card>,
    pub points: [u8; 2],
    pub tricks_won: [u8; 2],
    /// What this seat may do now (empty when it is not its turn).
    pub legal: Vec<Action>,
}

impl SeatView {
    pub fn of(deal: &Deal, seat: Seat) -> SeatView {
        let hand = deal.hand(seat);
        let dealt = deal.dealt_hands()[seat.index()];
        let seen = if deal.phase() == Phase::NamingTrump { dealt[..3].to_vec() } else { dealt.to_vec() };
        let (trick_leader, trick_cards) = deal.current_trick();
        SeatView {
            seat,
            hand,
            seen,
            dealer: deal.dealer(),
            forehand: deal.forehand(),
            phase: deal.phase(),
            trump: deal.trump(),
            to_act: deal.to_act(),
            events: deal.events().to_vec(),
            announcements: deal.announcements(),
            tricks: deal.tricks(),
            trick_leader,
            trick_cards: trick_cards.to_vec(),
            points: deal.points(),
            tricks_won: deal.tricks_won(),
            legal: if deal.to_act() == Some(seat) { deal.legal_actions() } else { vec![] },
        }
    }

    /// How many cards `seat` holds, as the table sees it (as [`Deal::cards_held`]): the
    /// first packet while trump is being named, then what it has not played.
    pub fn cards_held(&self, seat: Seat) -> usize {
        if self.phase == Phase::NamingTrump {
            return 3;
        }
        let played = self.events.iter().filter(|e| e.seat() == seat && matches!(e.action(), Action::Play(_))).count();
        6usize.saturating_sub(played)
    }

    /// What the deal produced, once finished (as [`Deal::result`]): every card is public
    /// by then.
    pub fn result(&self) -> Option<super::score::DealResult> {
        (self.phase == Phase::Finished).then(|| super::score::DealResult {
            trump_team: self.forehand.team(),
            points: self.points,
            tricks: self.tricks_won,
            announcements: super::announcement::total_value(&self.announcements),
        })
    }

    /// The lane led in the trick in progress, if it has been led (as [`Deal::led`]).
    pub fn led(&self) -> Option<super::trump::Lane> {
        Some(super::trump::Trump(self.trump?).lane(*self.trick_cards.first()?))
    }

    /// The announcements this seat may make now.
    pub fn allowed_announcements(&self) -> Vec<Announcement> {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Announce(x) => Some(*x),
                _ => None,
            })
            .collect()
    }

    pub fn legal_cards(&self) -> CardSet {
        self.legal
            .iter()
            .filter_map(|a| match a {
                Action::Play(c) => Some(*c),
                _ => None,
            })
            .collect()
    }
}
