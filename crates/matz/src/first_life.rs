//! The first life (§4) and the change to the second (§5): leading, answering, picking up,
//! giving up, the extra moves (exchange, sleep), topping up, finishing.

use crate::action::Action;
use crate::bag::Bag;
use crate::error::RuleError;
use crate::event::{Event, Sink};
use crate::rules::{beats, Answer, GiveUp, LastHand, Sleep, TurnedCard, HAND};
use crate::table::{Life, Phase, Table};
use cards::{Card, Rank, Seat};

/// The trumps that may be exchanged for the turned card (§4.1, §12.3).
const EXCHANGEABLE: [Rank; 2] = [Rank::Six, Rank::Two];

/// Trumps laid down by the any-three variant (§12.7).
const SLEEP_THREE: usize = 3;

impl Table {
    pub(crate) fn legal_first(&self, out: &mut Vec<Action>) {
        let Some(s) = self.to_act() else { return };
        let hand = self.hands[s.index()];
        for rank in EXCHANGEABLE {
            let card = Card::new(self.trump, rank);
            if self.check_exchange(hand, card).is_ok() {
                out.push(Action::Exchange(card));
            }
        }
        if let Phase::Lead { .. } = self.phase {
            for cards in self.sleep_choices(hand) {
                out.push(Action::Sleep(cards));
            }
        }
        for card in hand.distinct().iter() {
            if self.check_answer_card(card).is_ok() {
                out.push(Action::Play(card));
            }
        }
        if let Phase::Answer { card, .. } = self.phase {
            if self.rules.packs() == 2 && hand.contains(card) {
                out.push(Action::GiveUp);
            }
            out.push(Action::PickUp);
        }
    }

    /// The sleeps the hand allows (the rules allow, the turn not yet used).
    fn sleep_choices(&self, hand: Bag) -> Vec<Bag> {
        let mut choices = vec![];
        if self.slept {
            return choices;
        }
        if self.check_sleep(hand, hand).is_ok() {
            choices.push(hand);
        }
        if self.rules.sleep == Sleep::AnyThree && hand.len() > SLEEP_THREE {
            let trumps: Vec<Card> = hand.of_suit(self.trump).iter().collect();
            for i in 0..trumps.len() {
                for j in i + 1..trumps.len() {
                    for k in j + 1..trumps.len() {
                        let three: Bag = [trumps[i], trumps[j], trumps[k]].into_iter().collect();
                        if !choices.contains(&three) {
                            choices.push(three);
                        }
                    }
                }
            }
        }
        choices
    }

    pub(crate) fn check_first(&self, s: Seat, action: Action) -> Result<(), RuleError> {
        let hand = self.hands[s.index()];
        match (self.phase, action) {
            (_, Action::Exchange(card)) => self.check_exchange(hand, card),
            (Phase::Answer { .. }, Action::Sleep(_)) => Err(RuleError::SleepNotLeading),
            (_, Action::Sleep(cards)) => {
                if self.slept {
                    return Err(RuleError::SleepTwice);
                }
                self.check_sleep(hand, cards)
            }
            (_, Action::Play(card)) => {
                if !hand.contains(card) {
                    return Err(RuleError::NotHeld { card });
                }
                self.check_answer_card(card)
            }
            (Phase::Answer { card, .. }, Action::GiveUp) => {
                if self.rules.packs() < 2 {
                    Err(RuleError::GiveUpOnePack)
                } else if !hand.contains(card) {
                    Err(RuleError::GiveUpNeedsTwin { led: card })
                } else {
                    Ok(())
                }
            }
            (_, Action::GiveUp) => Err(RuleError::GiveUpNotAnswering),
            (Phase::Answer { .. }, Action::PickUp) => Ok(()),
            (_, Action::PickUp) => Err(RuleError::NothingToPickUp),
        }
    }

    /// A held card as a lead or an answer: always, except what the strict variant forbids.
    fn check_answer_card(&self, card: Card) -> Result<(), RuleError> {
        match self.phase {
            Phase::Answer { card: led, .. }
                if self.rules.answer == Answer::Strict
                    && !beats(card, led, self.trump)
                    && card.suit() != led.suit() =>
            {
                Err(RuleError::MustBeatOrFollow { card, led })
            }
            _ => Ok(()),
        }
    }

    fn check_exchange(&self, hand: Bag, card: Card) -> Result<(), RuleError> {
        if self.exchanged {
            return Err(RuleError::ExchangeTwice);
        }
        if !hand.contains(card) {
            return Err(RuleError::NotHeld { card });
        }
        if card.suit() != self.trump || !EXCHANGEABLE.contains(&card.rank()) {
            return Err(RuleError::ExchangeNotSixOrTwo { card });
        }
        let turned = self.turned.ok_or(RuleError::ExchangeNoTurnedCard)?;
        if turned.rank() <= card.rank() {
            return Err(RuleError::ExchangeNotHigher { card, turned });
        }
        Ok(())
    }

    /// Whether `hand` may lay down `cards` to sleep (the turn's use aside).
    fn check_sleep(&self, hand: Bag, cards: Bag) -> Result<(), RuleError> {
        if !hand.includes(cards) || cards.is_empty() {
            return Err(RuleError::SleepNotHeld { cards });
        }
        if let Some(card) = cards.iter().find(|c| c.suit() != self.trump) {
            return Err(RuleError::SleepNotTrump { card });
        }
        let any_three = self.rules.sleep == Sleep::AnyThree
            && cards.len() == SLEEP_THREE
            && hand.len() > SLEEP_THREE;
        if cards != hand && !any_three {
            return Err(RuleError::SleepWholeHand);
        }
        if cards == hand {
            if self.stock_count() > 0 && hand.len() != HAND {
                return Err(RuleError::SleepNeedsThree { held: hand.len() });
            }
            if hand.len() > HAND {
                return Err(RuleError::SleepTooMany { held: hand.len() });
            }
        }
        Ok(())
    }

    pub(crate) fn perform_first(&mut self, s: Seat, action: Action, log: &mut impl Sink) {
        let i = s.index();
        match (self.phase, action) {
            (_, Action::Exchange(gave)) => {
                let took = self.turned.expect("checked: the turned card is there");
                self.hands[i].remove(gave);
                self.hands[i].insert(took);
                self.turned = Some(gave);
                self.exchanged = true;
                log.note(Event::Exchange {
                    seat: s,
                    gave,
                    took,
                });
            }
            (_, Action::Sleep(cards)) => {
                self.hands[i] = self.hands[i].minus(cards).expect("checked: held");
                self.reserves[i] = self.reserves[i].plus(cards).expect("cards are conserved");
                self.slept = true;
                log.note(Event::Sleep { seat: s, cards });
                self.top_up(s, log);
                if self.hands[i].is_empty() {
                    self.finish(s, log);
                    self.enter_lead(s.next(self.players()), log);
                }
            }
            (Phase::Lead { .. }, Action::Play(card)) => {
                self.hands[i].remove(card);
                let to = self
                    .next_holder_after(s)
                    .expect("LEAD has a player to lead to");
                log.note(Event::Lead { seat: s, card, to });
                self.top_up(s, log);
                if self.hands[i].is_empty() {
                    self.finish(s, log);
                }
                self.start_turn(Phase::Answer {
                    answerer: to,
                    card,
                    leader: s,
                });
            }
            (Phase::Answer { card: led, .. }, Action::Play(card)) => {
                self.hands[i].remove(card);
                self.reserves[i].insert(led);
                self.reserves[i].insert(card);
                log.note(Event::Answer {
                    seat: s,
                    card,
                    led,
                    beat: beats(card, led, self.trump),
                });
                self.after_answer(s, log);
            }
            (
                Phase::Answer {
                    card: led, leader, ..
                },
                Action::GiveUp,
            ) => {
                self.hands[i].remove(led);
                let to_reserve = match self.rules.give_up {
                    GiveUp::OutOfPlay => {
                        self.out_of_play.insert(led);
                        self.out_of_play.insert(led);
                        None
                    }
                    GiveUp::LeaderReserve => {
                        self.reserves[leader.index()].insert(led);
                        self.reserves[leader.index()].insert(led);
                        Some(leader)
                    }
                };
                log.note(Event::GiveUp {
                    seat: s,
                    card: led,
                    to_reserve,
                });
                self.after_answer(s, log);
            }
            (Phase::Answer { card: led, .. }, Action::PickUp) => {
                self.hands[i].insert(led);
                log.note(Event::PickUp { seat: s, card: led });
                self.enter_lead(s.next(self.players()), log);
            }
            _ => unreachable!("checked actions only"),
        }
    }

    /// After an answer (a card or a give-up): top up, then LEAD(r) or to his left.
    fn after_answer(&mut self, r: Seat, log: &mut impl Sink) {
        self.top_up(r, log);
        if self.hands[r.index()].is_empty() {
            self.finish(r, log);
        }
        self.enter_lead(r, log);
    }

    /// Draws up to three cards, the turned card last (§4, top-up).
    fn top_up(&mut self, s: Seat, log: &mut impl Sink) {
        let i = s.index();
        let mut count = 0;
        let mut turned = None;
        while self.hands[i].len() < HAND {
            if let Some(card) = self.stock.pop() {
                self.hands[i].insert(card);
            } else if let (TurnedCard::Drawn, Some(card)) = (self.rules.turned_card, self.turned) {
                self.turned = None;
                self.hands[i].insert(card);
                turned = Some(card);
            } else {
                break;
            }
            count += 1;
        }
        if count > 0 {
            log.note(Event::Draw {
                seat: s,
                count,
                turned,
            });
        }
    }

    fn finish(&mut self, s: Seat, log: &mut impl Sink) {
        self.finished.push(s);
        log.note(Event::Finished { seat: s });
    }

    /// LEAD for `candidate` or, if he holds no cards, the next player to his left with
    /// cards — after the end test: stock empty and at most one holder ends the first life.
    fn enter_lead(&mut self, candidate: Seat, log: &mut impl Sink) {
        if self.stock_count() == 0 && self.holders() <= 1 {
            self.end_first_life(log);
            return;
        }
        let leader = self
            .first_holder_from(candidate)
            .expect("two seats hold cards");
        self.start_turn(Phase::Lead { leader });
    }

    /// Between the lives (§5).
    fn end_first_life(&mut self, log: &mut impl Sink) {
        let last = self.first_holder_from(crate::order::seat(0));
        let mut count = 0;
        if let Some(l) = last {
            let hand = std::mem::take(&mut self.hands[l.index()]);
            count = hand.len() as u8;
            let pile = match self.rules.last_hand {
                LastHand::Joins => &mut self.reserves[l.index()],
                LastHand::OutOfPlay => &mut self.out_of_play,
            };
            *pile = pile.plus(hand).expect("cards are conserved");
        }
        log.note(Event::FirstLifeOver {
            last_holder: last,
            count,
        });
        if self.rules.turned_card == TurnedCard::OutOfPlay {
            if let Some(card) = self.turned.take() {
                self.out_of_play.insert(card);
                log.note(Event::TurnedOutOfPlay { card });
            }
        }
        let n = self.players();
        for s in 0..n {
            self.hands[s] = std::mem::take(&mut self.reserves[s]);
        }
        self.first_life_order = self.finished;
        if let Some(l) = last {
            self.first_life_order.push(l);
        }
        self.life = Life::Second;
        let order = self.first_life_order;
        for s in order.iter() {
            if self.hands[s.index()].is_empty() {
                self.go_out(s, log);
            }
        }
        if self.holders() <= 1 {
            self.end_game(log);
            return;
        }
        let first = order.first().expect("someone finished");
        let leader = self.first_holder_from(first).expect("two seats hold cards");
        self.trick.clear();
        self.start_turn(Phase::Turn { player: leader });
    }
}
