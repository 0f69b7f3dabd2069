//! The second life (§6): tricks of size k, beating the top card or picking it up, going
//! out, and the end once one player alone holds cards.

use crate::action::Action;
use crate::error::RuleError;
use crate::event::{Event, Sink};
use crate::rules::beats;
use crate::table::{Phase, Table};
use cards::Seat;

impl Table {
    pub(crate) fn legal_second(&self, out: &mut Vec<Action>) {
        let Some(s) = self.to_act() else { return };
        let hand = self.hands[s.index()];
        match self.trick.top() {
            None => out.extend(hand.distinct().iter().map(Action::Play)),
            Some(top) => {
                out.extend(
                    hand.distinct()
                        .iter()
                        .filter(|&c| beats(c, top, self.trump))
                        .map(Action::Play),
                );
                out.push(Action::PickUp);
            }
        }
    }

    pub(crate) fn check_second(&self, s: Seat, action: Action) -> Result<(), RuleError> {
        match action {
            Action::Play(card) => {
                if !self.hands[s.index()].contains(card) {
                    return Err(RuleError::NotHeld { card });
                }
                match self.trick.top() {
                    Some(top) if !beats(card, top, self.trump) => {
                        Err(RuleError::DoesNotBeat { card, top })
                    }
                    _ => Ok(()),
                }
            }
            Action::PickUp if self.trick.is_empty() => Err(RuleError::NothingToPickUp),
            Action::PickUp => Ok(()),
            Action::GiveUp => Err(RuleError::GiveUpNotAnswering),
            Action::Sleep(_) | Action::Exchange(_) => Err(RuleError::FirstLifeOnly),
        }
    }

    pub(crate) fn perform_second(&mut self, s: Seat, action: Action, log: &mut impl Sink) {
        match action {
            Action::Play(card) => {
                if self.trick.is_empty() {
                    // k: the players active as the trick is led, the leader included.
                    self.trick.lead(self.holders());
                }
                self.hands[s.index()].remove(card);
                self.trick.push(s, card);
                log.note(Event::Play {
                    seat: s,
                    card,
                    size: self.trick.size() as u8,
                });
                let out = self.hands[s.index()].is_empty();
                if out {
                    self.go_out(s, log);
                }
                if self.holders() <= 1 {
                    self.end_game(log);
                    return;
                }
                let next = self.next_holder_after(s).expect("two seats hold cards");
                if self.trick.is_complete() {
                    for c in self.trick.cards() {
                        self.out_of_play.insert(c);
                    }
                    log.note(Event::TrickDone {
                        seat: s,
                        size: self.trick.size() as u8,
                    });
                    self.trick.clear();
                    self.start_turn(Phase::Turn {
                        player: if out { next } else { s },
                    });
                } else {
                    self.start_turn(Phase::Turn { player: next });
                }
            }
            Action::PickUp => {
                let card = self.trick.pop().expect("checked: the trick has a top card");
                self.hands[s.index()].insert(card);
                log.note(Event::PickUp { seat: s, card });
                let next = self.next_holder_after(s).expect("two seats hold cards");
                self.start_turn(Phase::Turn { player: next });
            }
            _ => unreachable!("checked actions only"),
        }
    }
}
