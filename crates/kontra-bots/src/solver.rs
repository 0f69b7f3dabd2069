//! The exact solver for the tricks left of a deal with every hand known (double dummy).
//! A deal is four players each for himself; the solver makes it two sides: the deciding
//! player and his allies — nobody for an active player (soloist, contra, recontra), every
//! passive player for a passive one — against the rest, and finds the best the allies can
//! make of it by alpha-beta search. The allies' value is their chips from the deal's
//! payments with the pot counted as everybody's in equal shares (so passive players gain
//! when an active one loses). Five tricks are tiny: a transposition table at trick
//! boundaries and merging of touching cards (cards of a lane in one hand with no live card
//! of another hand between them win the same tricks) keep a whole deal to a few thousand
//! nodes.

use crate::compact::{bits, Tables, C, NONE, TRUMP_LANE};
use kontra::score::{settle, PLAYERS, WINNING_TRICKS};
use kontra::{Contract, Seat, Suit};

/// Chips won or lost per seat for every way five tricks can end: by the tricks per seat
/// and (when nobody has three) who was first to two.
#[derive(Clone, Debug)]
pub struct Stakes {
    /// `[tricks code * 5 + first_to_two (4: nobody)]`.
    net: Vec<[i8; PLAYERS]>,
}

const NOBODY: u8 = 4;

fn tricks_code(t: [u8; PLAYERS]) -> usize {
    t[0] as usize + 6 * t[1] as usize + 36 * t[2] as usize + 216 * t[3] as usize
}

impl Stakes {
    pub fn new(contract: &Contract, base: u8) -> Stakes {
        let mut net = vec![[0i8; PLAYERS]; 1296 * 5];
        for code in 0..1296usize {
            let t = [code % 6, code / 6 % 6, code / 36 % 6, code / 216 % 6].map(|x| x as u8);
            if t.iter().map(|&x| x as usize).sum::<usize>() != 5 {
                continue;
            }
            for first in 0..5u8 {
                let outright = (0..4).find(|&s| t[s] >= WINNING_TRICKS);
                let winner = match (outright, first) {
                    (Some(s), _) => s,
                    (None, NOBODY) => continue,
                    (None, f) if t[f as usize] < 2 => continue,
                    (None, f) => f as usize,
                };
                let w = Seat::at(winner, PLAYERS).expect("a seat");
                let s = settle(contract, base, t, w);
                net[code * 5 + first as usize] = s.net.map(|x| x.clamp(-127, 127) as i8);
            }
        }
        Stakes { net }
    }

    pub fn net(&self, tricks: [u8; PLAYERS], first_to_two: u8) -> [i8; PLAYERS] {
        self.net[tricks_code(tricks) * 5 + first_to_two.min(NOBODY) as usize]
    }
}

/// A player's value of an outcome: his chips plus a quarter of the pot's change, times 4
/// (the four players' values add up to 0).
pub fn utility(net: [i8; PLAYERS], seat: usize) -> i32 {
    4 * net[seat] as i32 - net.iter().map(|&x| x as i32).sum::<i32>()
}

/// What a search maximises: the sum of the allies' values, for every way the deal can end.
#[derive(Clone, Debug)]
pub struct Objective {
    pub allies: [bool; PLAYERS],
    leaf: Vec<i16>,
    stakes: Stakes,
}

impl Objective {
    pub fn new(stakes: &Stakes, allies: [bool; PLAYERS]) -> Objective {
        let leaf = stakes
            .net
            .iter()
            .map(|&net| {
                (0..PLAYERS)
                    .filter(|&s| allies[s])
                    .map(|s| utility(net, s))
                    .sum::<i32>() as i16
            })
            .collect();
        Objective {
            allies,
            leaf,
            stakes: stakes.clone(),
        }
    }

    /// The allies of `seat`: himself alone if he is active, else every passive player.
    pub fn allies_of(seat: usize, actives: [bool; PLAYERS]) -> [bool; PLAYERS] {
        if actives[seat] {
            std::array::from_fn(|s| s == seat)
        } else {
            actives.map(|a| !a)
        }
    }

    fn at(&self, tricks: [u8; PLAYERS], first_to_two: u8) -> i32 {
        self.leaf[tricks_code(tricks) * 5 + first_to_two.min(NOBODY) as usize] as i32
    }

    fn net(&self, tricks: [u8; PLAYERS], first_to_two: u8) -> [i8; PLAYERS] {
        self.stakes.net(tricks, first_to_two)
    }
}

/// A position of the play: every hand known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub hands: [u32; PLAYERS],
    pub trump: Suit,
    /// The leader of the current trick.
    pub leader: u8,
    /// The cards of the current trick in playing order.
    pub trick: [C; 4],
    pub trick_len: u8,
    pub tricks: [u8; PLAYERS],
    /// Who first won two tricks (4: nobody yet).
    pub first_to_two: u8,
}

impl Position {
    pub fn to_act(&self) -> usize {
        (self.leader as usize + self.trick_len as usize) % PLAYERS
    }

    fn tricks_played(&self) -> u8 {
        self.tricks.iter().sum()
    }
}

#[derive(Copy, Clone, Default)]
struct Entry {
    key: u64,
    generation: u32,
    lower: i16,
    upper: i16,
    /// The ending the search found with that value (exact on the principal line).
    net: [i8; PLAYERS],
}

pub struct Solver {
    table: Vec<Entry>,
    mask: usize,
    generation: u32,
    pub nodes: u64,
}

struct Search<'a> {
    tabs: &'a Tables,
    obj: &'a Objective,
}

const INF: i32 = i32::MAX / 2;

impl Solver {
    /// A solver with a table of 2^bits entries (16 bytes each).
    pub fn new(bits: u32) -> Solver {
        let size = 1usize << bits;
        Solver {
            table: vec![Entry::default(); size],
            mask: size - 1,
            generation: 0,
            nodes: 0,
        }
    }

    /// Starts a search of another world: the table's entries are of other hands.
    pub fn new_world(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The allies' value after each legal card of the player to act, with best play of
    /// both sides after it, and the chips per seat of the ending that play reaches. Call
    /// [`Solver::new_world`] first when the hands changed.
    pub fn moves(
        &mut self,
        pos: &Position,
        tabs: &Tables,
        obj: &Objective,
    ) -> Vec<(C, i32, [i8; PLAYERS])> {
        let search = Search { tabs, obj };
        let p = pos.to_act();
        let led = (pos.trick_len > 0).then(|| tabs.lane[pos.trick[0] as usize] as usize);
        let legal = tabs.legal(pos.hands[p], led);
        bits(legal)
            .map(|c| {
                let (v, net) = self.after(&search, *pos, c, -INF, INF);
                (c, v, net)
            })
            .collect()
    }

    /// The allies' value with best play of both sides from here, and the chips per seat
    /// of the ending that play reaches.
    pub fn value(
        &mut self,
        pos: &Position,
        tabs: &Tables,
        obj: &Objective,
    ) -> (i32, [i8; PLAYERS]) {
        self.search(&Search { tabs, obj }, *pos, -INF, INF)
    }

    /// Plays card `c` for the player to act and searches on.
    fn after(
        &mut self,
        s: &Search,
        mut pos: Position,
        c: C,
        alpha: i32,
        beta: i32,
    ) -> (i32, [i8; PLAYERS]) {
        let p = pos.to_act();
        pos.hands[p] &= !(1 << c);
        pos.trick[pos.trick_len as usize] = c;
        pos.trick_len += 1;
        if pos.trick_len == 4 {
            let w = (pos.leader as usize + s.tabs.winner(&pos.trick)) % PLAYERS;
            pos.tricks[w] += 1;
            if pos.tricks[w] == 2 && pos.first_to_two == NOBODY {
                pos.first_to_two = w as u8;
            }
            pos.leader = w as u8;
            pos.trick_len = 0;
        }
        self.search(s, pos, alpha, beta)
    }

    fn key(pos: &Position) -> u64 {
        let live = pos.hands.iter().fold(0u64, |m, &h| m | h as u64);
        let tricks = pos.tricks.iter().fold(0u64, |k, &t| k << 3 | t as u64);
        live | (pos.leader as u64) << 24 | tricks << 26 | (pos.first_to_two as u64) << 38
    }

    fn search(
        &mut self,
        s: &Search,
        pos: Position,
        mut alpha: i32,
        mut beta: i32,
    ) -> (i32, [i8; PLAYERS]) {
        self.nodes += 1;
        if pos.tricks_played() as usize == kontra::card::TRICKS - 1 {
            return last_trick(s, pos);
        }
        let boundary = pos.trick_len == 0;
        let (alpha0, beta0) = (alpha, beta);
        let mut key = 0;
        if boundary {
            if pos.tricks_played() as usize == kontra::card::TRICKS {
                return (
                    s.obj.at(pos.tricks, pos.first_to_two),
                    s.obj.net(pos.tricks, pos.first_to_two),
                );
            }
            key = Self::key(&pos);
            let e = self.table[Self::slot(key, self.mask)];
            if e.generation == self.generation && e.key == key {
                let (lo, hi) = (e.lower as i32, e.upper as i32);
                if lo == hi || lo >= beta {
                    return (lo, e.net);
                }
                if hi <= alpha {
                    return (hi, e.net);
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let p = pos.to_act();
        let maxing = s.obj.allies[p];
        let led = (!boundary).then(|| s.tabs.lane[pos.trick[0] as usize] as usize);
        let legal = s.tabs.legal(pos.hands[p], led);
        let moves = distinct(s.tabs, legal, &pos);
        let mut best = if maxing { -INF } else { INF };
        let mut best_net = [0i8; PLAYERS];
        for c in ordered(s.tabs, moves, &pos, led) {
            let (v, net) = self.after(s, pos, c, alpha, beta);
            if (maxing && v > best) || (!maxing && v < best) {
                best = v;
                best_net = net;
            }
            if maxing {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if boundary {
            let (lower, upper) = if best <= alpha0 {
                (-INF, best)
            } else if best >= beta0 {
                (best, INF)
            } else {
                (best, best)
            };
            let clamp = |x: i32| x.clamp(i16::MIN as i32, i16::MAX as i32) as i16;
            self.table[Self::slot(key, self.mask)] = Entry {
                key,
                generation: self.generation,
                lower: clamp(lower),
                upper: clamp(upper),
                net: best_net,
            };
        }
        (best, best_net)
    }

    fn slot(key: u64, mask: usize) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask
    }
}

/// The last trick: every hand holds its last card, nothing is left to choose.
fn last_trick(s: &Search, mut pos: Position) -> (i32, [i8; PLAYERS]) {
    while pos.trick_len < 4 {
        let p = pos.to_act();
        pos.trick[pos.trick_len as usize] = pos.hands[p].trailing_zeros() as C;
        pos.trick_len += 1;
    }
    let w = (pos.leader as usize + s.tabs.winner(&pos.trick)) % PLAYERS;
    pos.tricks[w] += 1;
    if pos.tricks[w] == 2 && pos.first_to_two == NOBODY {
        pos.first_to_two = w as u8;
    }
    (
        s.obj.at(pos.tricks, pos.first_to_two),
        s.obj.net(pos.tricks, pos.first_to_two),
    )
}

/// The moves in the order to try: cards that would take the trick so far first (the
/// cheapest of them first), then the rest from the lowest.
fn ordered(
    tabs: &Tables,
    moves: u32,
    pos: &Position,
    led: Option<usize>,
) -> impl Iterator<Item = C> {
    let mut list: [(u8, C); 8] = [(0, 0); 8];
    let mut n = 0;
    let lead_lane = led.unwrap_or(TRUMP_LANE);
    let best_so_far = pos.trick[..pos.trick_len as usize]
        .iter()
        .map(|&c| tabs.power[lead_lane][c as usize])
        .max()
        .unwrap_or(0);
    for c in bits(moves) {
        let power = tabs.power[led.unwrap_or(tabs.lane[c as usize] as usize)][c as usize];
        let wins = led.is_some() && power > best_so_far;
        // To lead: the highest first; to follow: the cheapest winner, else the lowest.
        let rank = match (led, wins) {
            (None, _) => 255 - power,
            (Some(_), true) => power,
            (Some(_), false) => 128 + power,
        };
        if n < list.len() {
            list[n] = (rank, c);
            n += 1;
        }
    }
    list[..n].sort_unstable();
    list.into_iter().take(n).map(|(_, c)| c)
}

/// The moves of `legal` with touching cards merged: of a run of a lane's cards in this
/// hand with no live card of another hand (or of the trick) between them, only the highest.
fn distinct(tabs: &Tables, legal: u32, pos: &Position) -> u32 {
    let mut live = pos.hands.iter().fold(0u32, |m, &h| m | h);
    for &c in &pos.trick[..pos.trick_len as usize] {
        live |= 1 << c;
    }
    let mut keep = legal;
    for c in bits(legal) {
        let mut d = tabs.above[c as usize];
        while d != NONE && live & 1 << d == 0 {
            d = tabs.above[d as usize];
        }
        if d != NONE && legal & 1 << d != 0 {
            keep &= !(1 << c);
        }
    }
    keep
}
