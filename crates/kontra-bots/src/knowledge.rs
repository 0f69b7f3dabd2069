//! What a seat knows, counted from its view: the cards played and by whom, the suits a
//! player has shown out of, where the turn-up went, and which cards are still unaccounted
//! for (in the other hands or face down). Medium counts cards with it; Hard deals the
//! unaccounted cards out to sample worlds.

use crate::compact::{bits, lane_index, mask, to_c, Tables, C};
use kontra::card::{HAND_SIZE, TRICKS};
use kontra::trump::lane;
use kontra::{Phase, SeatView, TurnUpPlace, PLAYERS};

#[derive(Clone, Debug)]
pub struct Knowledge {
    pub me: usize,
    pub hand: u32,
    /// The trump suit's tables, once there is a trump.
    pub tabs: Option<&'static Tables>,
    /// Every card played so far (the current trick included).
    pub played: u32,
    pub played_by: [u32; PLAYERS],
    /// The current trick's leader and cards.
    pub leader: usize,
    pub trick: Vec<C>,
    /// Lanes (bit per lane number) each seat has shown out of.
    pub voids: [u8; PLAYERS],
    /// Cards known to be in another seat's hand (the turn-up taken up or exchanged).
    pub known: [u32; PLAYERS],
    /// Cards whose place this seat does not know: another hand or face down.
    pub unknown: u32,
    /// Cards in each hand now.
    pub hand_size: [usize; PLAYERS],
    /// How many of the unknown cards lie face down (three undealt plus others' discards).
    pub face_down: usize,
    pub actives: [bool; PLAYERS],
    pub soloist: Option<usize>,
    pub tricks_won: [u8; PLAYERS],
    pub first_to_two: Option<usize>,
}

impl Knowledge {
    pub fn of(view: &SeatView) -> Knowledge {
        let me = view.seat.index();
        let hand = mask(view.hand.iter().copied().collect());
        let tabs = view.trump.map(Tables::of);
        let mut played = 0u32;
        let mut played_by = [0u32; PLAYERS];
        let mut voids = [0u8; PLAYERS];
        let mut tricks_won = [0u8; PLAYERS];
        let mut first_to_two = None;
        let tricks = view
            .tricks
            .iter()
            .map(|t| (t.leader, &t.cards[..], Some(t.winner)))
            .chain([(view.trick_leader, &view.trick_cards[..], None)]);
        for (leader, cards, winner) in tricks {
            let lead_lane = view.trump.zip(cards.first()).map(|(t, &c)| lane(c, t));
            for (i, &card) in cards.iter().enumerate() {
                let seat = (leader.index() + i) % PLAYERS;
                played |= 1 << to_c(card);
                played_by[seat] |= 1 << to_c(card);
                if let (Some(t), Some(led)) = (view.trump, lead_lane) {
                    if lane(card, t) != led {
                        voids[seat] |= 1 << lane_index(led);
                    }
                }
            }
            if let Some(w) = winner {
                tricks_won[w.index()] += 1;
                if tricks_won[w.index()] == 2 && first_to_two.is_none() {
                    first_to_two = Some(w.index());
                }
            }
        }
        let turn_up = 1u32 << to_c(view.turn_up);
        let mut known = [0u32; PLAYERS];
        if let TurnUpPlace::Hand(s) = view.turn_up_place {
            if s.index() != me {
                known[s.index()] |= turn_up;
            }
        }
        let discarded = mask(view.discarded.iter().copied().collect());
        let unknown = ((1u32 << 24) - 1) & !(hand | played | discarded | turn_up);
        let mut hand_size = [0usize; PLAYERS];
        for s in 0..PLAYERS {
            let extra = usize::from(view.phase == Phase::Discard && s == view.dealer.index());
            hand_size[s] = (HAND_SIZE + extra).saturating_sub(played_by[s].count_ones() as usize);
        }
        hand_size[me] = hand.count_ones() as usize;
        let in_hands: usize = (0..PLAYERS)
            .filter(|&s| s != me)
            .map(|s| hand_size[s].saturating_sub(known[s].count_ones() as usize))
            .sum();
        let face_down = (unknown.count_ones() as usize).saturating_sub(in_hands);
        let mut actives = [false; PLAYERS];
        for s in [view.soloist, view.contra, view.recontra]
            .into_iter()
            .flatten()
        {
            actives[s.index()] = true;
        }
        Knowledge {
            me,
            hand,
            tabs,
            played,
            played_by,
            leader: view.trick_leader.index(),
            trick: view.trick_cards.iter().map(|&c| to_c(c)).collect(),
            voids,
            known,
            unknown,
            hand_size,
            face_down,
            actives,
            soloist: view.soloist.map(|s| s.index()),
            tricks_won,
            first_to_two,
        }
    }

    pub fn is_active(&self, seat: usize) -> bool {
        self.actives[seat]
    }

    /// Another player who wants what this seat wants: for a passive seat the other passive
    /// ones; an active player has none.
    pub fn is_friend(&self, seat: usize) -> bool {
        seat != self.me && !self.actives[self.me] && !self.actives[seat]
    }

    /// Cards still to be played by somebody else (unknown or known in another hand).
    pub fn outside(&self) -> u32 {
        self.unknown | self.known.iter().fold(0, |m, &k| m | k)
    }

    /// Tricks completed.
    pub fn tricks_done(&self) -> usize {
        self.tricks_won
            .iter()
            .map(|&t| t as usize)
            .sum::<usize>()
            .min(TRICKS)
    }

    /// Whether no card outside this hand can beat `c` in its own lane.
    pub fn is_master(&self, c: C) -> bool {
        let Some(t) = &self.tabs else { return false };
        let l = t.lane[c as usize] as usize;
        let outside = self.outside() & t.lane_mask[l];
        bits(outside).all(|o| t.power[l][o as usize] < t.power[l][c as usize])
    }
}
