//! Hard: decides by looking ahead in worlds sampled from what it has seen ([`crate::sampler`]).
//!
//! - To play a card it solves each world's remaining tricks exactly ([`crate::solver`]) for
//!   each of its legal cards and plays the card worth most on average.
//! - Every other decision (take up, discard, accept, name, announce match, contra,
//!   recontra, exchange) it plays out: for each candidate and each world it makes the
//!   decision, lets every seat go on as Medium would until the cards are played, then
//!   solves the play exactly; it takes the candidate worth most on average.
//! - Its value of an ending is its own chips plus a quarter of the pot's change (the pot
//!   is everybody's future money in equal shares).
//! - The work per decision is bounded by a fixed number of worlds, so a decision takes
//!   about as long in the browser's worker every time; candidates a hand plainly does not
//!   support are not played out.

use crate::compact::{from_c, mask, to_c, Tables, C, TRUMP_LANE};
use crate::eval::{strength, weakest};
use crate::knowledge::Knowledge;
use crate::medium::{self, THRESHOLDS};
use crate::sampler::{self, World};
use crate::solver::{utility, Objective, Position, Solver, Stakes};
use cards::shuffle::GameRng;
use kontra::{Action, Contract, Deal, Mode, Phase, Seat, SeatView, Table, PLAYERS};

/// How much Hard looks ahead per decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HardConfig {
    /// Worlds solved per card played.
    pub play_worlds: usize,
    /// Worlds played out per candidate of any other decision.
    pub bid_worlds: usize,
    /// How far (in tenths of a trick of hand value) from Medium's threshold a bid or
    /// announcement is still played out rather than settled by the threshold.
    pub margin: u8,
    /// Play-outs of the bidding end with the cards played as Medium plays them (true) or
    /// solved exactly (false).
    pub medium_cards: bool,
    /// The solver's nodes per card decision after which no further world is solved (at
    /// least [`MIN_WORLDS`] are): the bound on a decision's time.
    pub node_budget: u64,
    /// For measuring what each part is worth: cards chosen by solving (true) or as Medium
    /// plays them; other decisions looked ahead (true) or as Medium makes them.
    pub solve_cards: bool,
    pub look_ahead: bool,
    /// The weight in thousandths a world keeps for each card another player played that
    /// Medium would not have played there (1000: the plays are not read).
    pub play_miss: u16,
}

/// Worlds solved per card decision whatever the node budget.
pub const MIN_WORLDS: usize = 6;

impl Default for HardConfig {
    fn default() -> HardConfig {
        HardConfig {
            play_worlds: 24,
            bid_worlds: 48,
            margin: 15,
            medium_cards: true,
            node_budget: 400_000,
            solve_cards: true,
            look_ahead: true,
            play_miss: 400,
        }
    }
}

/// The solver's table: 2^14 entries (256 KB) keep a deal's search whole.
const TABLE_BITS: u32 = 14;

pub struct Hard {
    pub config: HardConfig,
    rng: GameRng,
    solver: Solver,
}

impl Hard {
    pub fn new(seed: u64, config: HardConfig) -> Hard {
        Hard {
            config,
            rng: cards::shuffle::rng(seed ^ 0x4B4F_4E54_5241),
            solver: Solver::new(TABLE_BITS),
        }
    }

    pub fn decide(&mut self, view: &SeatView) -> Action {
        let k = Knowledge::of(view);
        match view.phase {
            Phase::Play if self.config.solve_cards => self.play(view, &k),
            Phase::Play | Phase::Done => medium::decide(view, &k),
            _ if self.config.look_ahead => self.look_ahead(view, &k),
            _ => medium::decide(view, &k),
        }
    }

    fn miss(&self) -> f64 {
        self.config.play_miss.min(1000) as f64 / 1000.0
    }

    fn play(&mut self, view: &SeatView, k: &Knowledge) -> Action {
        let legal: Vec<Action> = view.legal.clone();
        if legal.len() == 1 {
            return legal[0];
        }
        let worlds = sampler::worlds(view, k, self.config.play_worlds, self.miss(), &mut self.rng);
        let Some(contract) = worlds.first().and_then(|w| w.deal.contract()) else {
            return medium::decide(view, k);
        };
        let t = k.tabs.as_ref().expect("a trump in play");
        let stakes = Stakes::new(&contract, view.base);
        let obj = Objective::new(&stakes, Objective::allies_of(k.me, actives(&contract)));
        let mut total = [0i64; 24];
        let start = self.solver.nodes;
        for (i, w) in worlds.iter().enumerate() {
            if i >= MIN_WORLDS && self.solver.nodes - start > self.config.node_budget {
                break;
            }
            let Some(pos) = position(&w.deal) else {
                continue;
            };
            self.solver.new_world();
            for (c, _, net) in self.solver.moves(&pos, t, &obj) {
                total[c as usize] += utility(net, k.me) as i64;
            }
        }
        let cards: Vec<C> = legal.iter().filter_map(|a| a.card()).map(to_c).collect();
        // The best on average; of equals, the cheapest card.
        let worth = |c: C| {
            let l = t.lane[c as usize] as usize;
            t.power[l][c as usize] as i64 + if l == TRUMP_LANE { 100 } else { 0 }
        };
        let best = cards
            .iter()
            .copied()
            .max_by_key(|&c| (total[c as usize], -worth(c)))
            .expect("a card to play");
        Action::Play(from_c(best))
    }

    /// Plays each candidate out in each world; the best on average.
    fn look_ahead(&mut self, view: &SeatView, k: &Knowledge) -> Action {
        let candidates = candidates(view, k, self.config.margin as f32 / 10.0);
        if candidates.len() <= 1 {
            return candidates.first().copied().unwrap_or(view.legal[0]);
        }
        let worlds = sampler::worlds(view, k, self.config.bid_worlds, self.miss(), &mut self.rng);
        if worlds.is_empty() {
            return medium::decide(view, k);
        }
        let table = Table::of(view);
        let mut cache = Objectives::default();
        let mut totals = vec![0i64; candidates.len()];
        for w in &worlds {
            for (i, &a) in candidates.iter().enumerate() {
                totals[i] += self.play_out(w, k.me, a, &table, &mut cache) as i64;
            }
        }
        // The best on average; of equals, the first (the cautious one).
        let mut best = 0;
        for i in 1..candidates.len() {
            if totals[i] > totals[best] {
                best = i;
            }
        }
        candidates[best]
    }

    /// My value of the deal after `action` in world `w`: the others (and I, later) go on
    /// as Medium; then the cards are played best.
    fn play_out(
        &mut self,
        w: &World,
        me: usize,
        action: Action,
        table: &Table,
        cache: &mut Objectives,
    ) -> i32 {
        let mut deal = w.deal.clone();
        let me_seat = Seat::at(me, PLAYERS).expect("a seat");
        if deal.apply(me_seat, action).is_err() {
            return i32::MIN / 4;
        }
        while !matches!(deal.phase(), Phase::Play | Phase::Done) {
            let Some(s) = deal.to_act() else { break };
            let v = SeatView::of_deal(&deal, s, table);
            let a = medium::decide(&v, &Knowledge::of(&v));
            if deal.apply(s, a).is_err() {
                return 0;
            }
        }
        let Some(contract) = deal.contract() else {
            return 0; // no game: nothing moves but the ante
        };
        if self.config.medium_cards {
            while let Some(s) = deal.to_act() {
                let v = SeatView::of_deal(&deal, s, table);
                let a = medium::decide(&v, &Knowledge::of(&v));
                if deal.apply(s, a).is_err() {
                    return 0;
                }
            }
            return deal.outcome(table.base).map_or(0, |o| {
                let net = o.settlement.net.map(|x| x.clamp(-127, 127) as i8);
                utility(net, me)
            });
        }
        let Some(pos) = position(&deal) else { return 0 };
        let (tabs, obj) = cache.get(&contract, table.base, me);
        self.solver.new_world();
        let (_, net) = self.solver.value(&pos, tabs, obj);
        utility(net, me)
    }
}

/// Objectives by contract (a decision's play-outs meet only a few contracts).
#[derive(Default)]
struct Objectives {
    list: Vec<(Contract, &'static Tables, Objective)>,
}

impl Objectives {
    fn get(&mut self, contract: &Contract, base: u8, me: usize) -> (&Tables, &Objective) {
        let i = match self.list.iter().position(|(c, _, _)| c == contract) {
            Some(i) => i,
            None => {
                let stakes = Stakes::new(contract, base);
                let obj = Objective::new(&stakes, Objective::allies_of(me, actives(contract)));
                self.list.push((*contract, Tables::of(contract.trump), obj));
                self.list.len() - 1
            }
        };
        let (_, t, o) = &self.list[i];
        (*t, o)
    }
}

fn actives(c: &Contract) -> [bool; PLAYERS] {
    let mut a = [false; PLAYERS];
    for s in c.actives() {
        a[s.index()] = true;
    }
    a
}

/// The solver's position of a deal in play.
pub fn position(deal: &Deal) -> Option<Position> {
    let trump = deal.trump()?;
    let cards = deal.trick_cards();
    let mut trick = [0u8; 4];
    for (slot, &c) in trick.iter_mut().zip(&cards) {
        *slot = to_c(c);
    }
    let mut count = [0u8; PLAYERS];
    let mut first_to_two = 4;
    for w in deal.trick_winners() {
        count[w.index()] += 1;
        if count[w.index()] == 2 && first_to_two == 4 {
            first_to_two = w.index() as u8;
        }
    }
    Some(Position {
        hands: std::array::from_fn(|s| mask(deal.hand(Seat::at(s, PLAYERS).expect("a seat")))),
        trump,
        leader: deal.trick_leader().index() as u8,
        trick,
        trick_len: cards.len() as u8,
        tricks: deal.tricks_won(),
        first_to_two,
    })
}

/// The decisions worth playing out, the cautious one first; those a hand plainly does not
/// support (further than `margin` tricks of value from Medium's threshold) are left out.
fn candidates(view: &SeatView, k: &Knowledge, margin: f32) -> Vec<Action> {
    let th = THRESHOLDS;
    let legal = &view.legal;
    let value = |suit| strength(k.hand, Tables::of(suit));
    let near = |v: f32, threshold: f32| (v - threshold).abs() <= margin;
    let by_value = |mut list: Vec<(f32, Action)>, threshold: f32, keep: usize| {
        list.sort_by(|a, b| b.0.total_cmp(&a.0));
        list.into_iter()
            .take(keep)
            .filter(|(v, _)| *v >= threshold - margin)
            .map(|(_, a)| a)
            .collect::<Vec<_>>()
    };
    match view.phase {
        Phase::TurnUp => vec![Action::Decline, Action::TakeUp],
        Phase::Discard => lowest(k, view, 1 << to_c(view.turn_up), 3)
            .into_iter()
            .map(Action::Discard)
            .collect(),
        Phase::Round1 => {
            let v = value(view.preferred);
            if near(v, th.accept) {
                vec![Action::Pass, Action::Accept]
            } else if v > th.accept {
                vec![Action::Accept]
            } else {
                vec![Action::Pass]
            }
        }
        Phase::Round2 => {
            let names = legal
                .iter()
                .filter_map(|&a| match a {
                    Action::Name(s) => Some((value(s), a)),
                    _ => None,
                })
                .collect();
            let mut list = vec![Action::Pass];
            list.extend(by_value(names, th.name, 2));
            list
        }
        Phase::MatchWindow => {
            let matches = legal
                .iter()
                .filter_map(|&a| match a {
                    Action::AnnounceMatch(s) => Some((value(s), a)),
                    _ => None,
                })
                .collect();
            let mut list = vec![Action::No];
            list.extend(by_value(matches, th.announce_match, 1));
            list
        }
        Phase::Window(_) => {
            let t = k.tabs.as_ref().expect("a trump in a contra window");
            let own = k.tricks_won[k.me] as f32 + strength(k.hand, t);
            let mut list = vec![Action::No];
            let exchange_bonus = if view.mode == Some(Mode::Round1) {
                0.5
            } else {
                0.0
            };
            if legal.contains(&Action::Contra) && own + exchange_bonus >= th.contra - margin {
                list.push(Action::Contra);
            }
            if legal.contains(&Action::Recontra)
                && (own >= th.recontra - margin || k.tricks_won[k.me] >= 2)
            {
                list.push(Action::Recontra);
            }
            list
        }
        Phase::Exchange => {
            let mut list = vec![Action::Keep];
            list.extend(lowest(k, view, 0, 2).into_iter().map(Action::Exchange));
            list
        }
        Phase::Play | Phase::Done => legal.clone(),
    }
}

/// The `n` cards of the hand worth least, by [`weakest`] one after another.
fn lowest(k: &Knowledge, view: &SeatView, keep: u32, n: usize) -> Vec<kontra::Card> {
    let t = k
        .tabs
        .unwrap_or_else(|| Tables::of(view.trump.unwrap_or(view.preferred)));
    let mut out = vec![];
    let mut kept = keep;
    for _ in 0..n {
        let Some(c) = weakest(k.hand, t, kept) else {
            break;
        };
        kept |= 1 << c;
        out.push(from_c(c));
    }
    out
}
