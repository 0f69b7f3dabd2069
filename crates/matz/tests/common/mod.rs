//! Test helpers: cards from codes, and tables set up as the rule book's cases describe
//! them, the cards nobody names filled in from the rest of the pack.
#![allow(dead_code)]

use matz::*;

pub fn card(code: &str) -> Card {
    Card::parse(code).unwrap_or_else(|| panic!("{code} is a card"))
}

pub fn bag(codes: &str) -> Bag {
    codes.split_whitespace().map(card).collect()
}

pub fn seat(i: usize) -> Seat {
    Seat::new(i).unwrap()
}

pub const A: usize = 0;
pub const B: usize = 1;
pub const C: usize = 2;
pub const D: usize = 3;
pub const E: usize = 4;

pub fn sa(i: usize) -> Seat {
    seat(i)
}

/// A table described by what a case names.
pub struct Spot {
    pub rules: Rules,
    pub trump: Suit,
    pub turned: Option<Card>,
    /// The stock's count, the turned card included while it is to be drawn.
    pub stock: usize,
    pub hands: Vec<Option<Bag>>,
    pub reserves: Vec<Option<Bag>>,
    pub phase: Phase,
    pub finished: Vec<Seat>,
    pub first_life_order: Vec<Seat>,
    pub places: Vec<Seat>,
    pub trick: Vec<(Seat, Card)>,
    pub trick_size: usize,
}

impl Spot {
    /// First life, LEAD(`leader`), with the turned card `turned` (trump its suit) while
    /// `stock` > 0 (it is drawn when the stock is 0).
    pub fn first_life(players: usize, turned: &str, stock: usize, leader: usize) -> Spot {
        let turned = card(turned);
        Spot {
            rules: Rules::new(players).unwrap(),
            trump: turned.suit(),
            turned: (stock > 0).then_some(turned),
            stock,
            hands: vec![None; players],
            reserves: vec![None; players],
            phase: Phase::Lead {
                leader: seat(leader),
            },
            finished: vec![],
            first_life_order: vec![],
            places: vec![],
            trick: vec![],
            trick_size: 0,
        }
    }

    /// Second life, TURN(`player`), trump `trump`, an empty trick.
    pub fn second_life(players: usize, trump: char, player: usize) -> Spot {
        Spot {
            rules: Rules::new(players).unwrap(),
            trump: Suit::from_letter(trump).unwrap(),
            turned: None,
            stock: 0,
            hands: vec![None; players],
            reserves: vec![Some(Bag::EMPTY); players],
            phase: Phase::Turn {
                player: seat(player),
            },
            finished: vec![],
            first_life_order: vec![],
            places: vec![],
            trick: vec![],
            trick_size: 0,
        }
    }

    pub fn hand(mut self, s: usize, codes: &str) -> Spot {
        self.hands[s] = Some(bag(codes));
        self
    }

    pub fn reserve(mut self, s: usize, codes: &str) -> Spot {
        self.reserves[s] = Some(bag(codes));
        self
    }

    pub fn answer(mut self, answerer: usize, led: &str, leader: usize) -> Spot {
        self.phase = Phase::Answer {
            answerer: seat(answerer),
            card: card(led),
            leader: seat(leader),
        };
        self
    }

    pub fn finished(mut self, seats: &[usize]) -> Spot {
        self.finished = seats.iter().map(|&s| seat(s)).collect();
        self
    }

    pub fn out(mut self, seats: &[usize]) -> Spot {
        self.places = seats.iter().map(|&s| seat(s)).collect();
        self
    }

    /// A trick on the table of size `k`, played from `leader` on.
    pub fn trick(mut self, leader: usize, codes: &str, k: usize) -> Spot {
        let n = self.rules.players();
        self.trick = codes
            .split_whitespace()
            .enumerate()
            .map(|(i, c)| (seat((leader + i) % n), card(c)))
            .collect();
        self.trick_size = k;
        self
    }

    pub fn build(self) -> Table {
        let n = self.rules.players();
        let first_life = !matches!(self.phase, Phase::Turn { .. });
        let mut pool = self.rules.full_pack();
        let take =
            |b: Bag, pool: &mut Bag| *pool = pool.minus(b).expect("named cards are in the pack");
        for b in self.hands.iter().chain(&self.reserves).flatten() {
            take(*b, &mut pool);
        }
        let mut loose: Vec<Card> = self.trick.iter().map(|t| t.1).chain(self.turned).collect();
        if let Phase::Answer { card, .. } = self.phase {
            loose.push(card);
        }
        for c in loose {
            assert!(pool.remove(c), "{c} is named twice");
        }
        // Fillers: plain cards first, trumps last, so that no filler hand can sleep or exchange.
        let mut fill: Vec<Card> = pool.iter().filter(|c| c.suit() != self.trump).collect();
        fill.extend(pool.iter().filter(|c| c.suit() == self.trump));
        let mut fill = fill.into_iter();
        let face_down = self.stock - usize::from(self.turned.is_some() && first_life);
        let hands: Vec<Bag> = self
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| match h {
                Some(h) => *h,
                None if self.finished.contains(&seat(i)) || self.places.contains(&seat(i)) => {
                    Bag::EMPTY
                }
                None => fill.by_ref().take(3).collect(),
            })
            .collect();
        let stock: Vec<Card> = fill.by_ref().take(face_down).collect();
        let mut reserves: Vec<Bag> = self
            .reserves
            .iter()
            .map(|r| r.unwrap_or_default())
            .collect();
        let open: Vec<usize> = (0..n).filter(|&i| self.reserves[i].is_none()).collect();
        let mut out_of_play = Bag::EMPTY;
        for (j, c) in fill.enumerate() {
            if first_life && !open.is_empty() {
                reserves[open[j % open.len()]].insert(c);
            } else {
                out_of_play.insert(c);
            }
        }
        Table::from_setup(Setup {
            rules: self.rules,
            trump: self.trump,
            hands,
            reserves,
            stock,
            turned: self.turned,
            out_of_play,
            trick: self.trick,
            trick_size: self.trick_size,
            phase: self.phase,
            exchanged: false,
            slept: false,
            finished: self.finished,
            first_life_order: self.first_life_order,
            places: self.places,
        })
        .expect("a valid spot")
    }
}

/// Applies an action of the player to act, which must be legal.
pub fn act(t: &mut Table, action: Action) {
    let s = t.to_act().expect("someone to act");
    assert!(
        t.legal_actions().contains(&action),
        "{action} is legal for seat {s}: {:?}",
        t.legal_actions()
    );
    t.apply(s, action, &mut ())
        .unwrap_or_else(|e| panic!("seat {s} {action}: {e}"));
}

/// Applies an action and returns what the log says happened.
pub fn act_logged(t: &mut Table, action: Action) -> Vec<Event> {
    let s = t.to_act().expect("someone to act");
    let mut log = vec![];
    t.apply(s, action, &mut log)
        .unwrap_or_else(|e| panic!("seat {s} {action}: {e}"));
    log
}

pub fn play(code: &str) -> Action {
    Action::Play(card(code))
}

/// The main moves of the legal list (exchanges left out, §11's convention).
pub fn main_moves(t: &Table) -> Vec<Action> {
    t.legal_actions()
        .into_iter()
        .filter(|a| !matches!(a, Action::Exchange(_)))
        .collect()
}

pub fn plays(codes: &str) -> Vec<Action> {
    codes.split_whitespace().map(play).collect()
}
