//! Native-only measuring tools behind `konter arena`, `konter solve-bench` and
//! `konter trump-table`: duplicate deals between bot levels (and the cheating oracle),
//! full matches, the solver's throughput, and the trump tables' generators (Medium
//! self-play; double-dummy for Hard).
//! Wall-clock time is used here only (never inside the bots).

use super::hard::HardConfig;
use super::solver::{Position, Solver};
use super::{decide_within, medium, oracle, Level, MatchContext};
use konter::score::{apply_dashes, settle};
use konter::shuffle::{below, rng, shuffle};
use konter::{Action, Card, Deal, Match, Rules, Seat, SeatView, Suit};
use std::time::Instant;

/// A player in the arena: a bot level, or the cheating oracle (naming trump from all four
/// first packets), or for finding where Hard loses to it: the clairvoyant oracle, which
/// also sees the undealt second packets when naming trump; the oracle naming trump from
/// its own first packet by Hard's table (its play and announcements still see all hands);
/// or Hard naming trump as the clairvoyant oracle does and otherwise playing from its own
/// view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Bot(Level),
    Oracle,
    OracleClairvoyant,
    OracleTableTrump,
    HardOracleTrump,
    /// Hard without reading the others' plays (`HardConfig::play_miss` and `partner_miss` = 1000): to measure
    /// what the reading is worth, and against an opponent that does not play like Medium.
    HardNoRead,
}

impl Player {
    pub fn parse(s: &str) -> Option<Player> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Some(Player::Bot(Level::Easy)),
            "medium" => Some(Player::Bot(Level::Medium)),
            "hard" => Some(Player::Bot(Level::Hard)),
            "oracle" => Some(Player::Oracle),
            "oracle-clairvoyant" => Some(Player::OracleClairvoyant),
            "oracle-tabletrump" => Some(Player::OracleTableTrump),
            "hard-oracletrump" => Some(Player::HardOracleTrump),
            "hard-noread" => Some(Player::HardNoRead),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Bot(Level::Easy) => "easy",
            Player::Bot(Level::Medium) => "medium",
            Player::Bot(Level::Hard) => "hard",
            Player::Oracle => "oracle",
            Player::OracleClairvoyant => "oracle-clairvoyant",
            Player::OracleTableTrump => "oracle-tabletrump",
            Player::HardOracleTrump => "hard-oracletrump",
            Player::HardNoRead => "hard-noread",
        }
    }
}

fn mix(a: u64, b: u64) -> u64 {
    let mut x = a ^ b.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Decision times in microseconds, per player kind (card plays and announcements; trump
/// naming is a table look-up and is left out).
#[derive(Default)]
pub struct Latencies {
    pub micros: Vec<(Player, f64)>,
}

impl Latencies {
    pub fn percentiles(&self, who: Player) -> Option<[f64; 5]> {
        let mut v: Vec<f64> = self.micros.iter().filter(|(p, _)| *p == who).map(|&(_, t)| t).collect();
        if v.is_empty() {
            return None;
        }
        v.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let q = |f: f64| v[((v.len() - 1) as f64 * f).round() as usize];
        Some([q(0.5), q(0.95), q(0.99), v[v.len() - 1], v.len() as f64])
    }
}

/// Plays a deal to the end, seat `s` played by `players[s]`.
#[allow(clippy::too_many_arguments)]
pub fn play_deal(
    mut deal: Deal,
    players: [Player; 4],
    ctx: &MatchContext,
    cfg: &HardConfig,
    budget_ms: Option<f64>,
    seed: u64,
    solver: &mut Solver,
    lat: &mut Latencies,
) -> Deal {
    let mut step = 0u64;
    while let Some(seat) = deal.to_act() {
        let player = players[seat.index()];
        let naming = deal.phase() == konter::Phase::NamingTrump;
        let start = Instant::now();
        // With a time budget, Hard stops starting worlds after it, as in the web worker.
        let out_of_time = || budget_ms.is_some_and(|ms| start.elapsed().as_secs_f64() * 1e3 > ms);
        let bot_with = |level, cfg: &HardConfig| {
            decide_within(&SeatView::of(&deal, seat), ctx, level, mix(seed, step), cfg, &out_of_time)
        };
        let bot = |level| bot_with(level, cfg);
        let action = match player {
            Player::Bot(level) => bot(level),
            Player::HardNoRead => bot_with(Level::Hard, &HardConfig { play_miss: 1000, partner_miss: 1000, ..*cfg }),
            Player::OracleTableTrump if naming => bot(Level::Hard),
            Player::HardOracleTrump if !naming => bot(Level::Hard),
            Player::OracleClairvoyant | Player::HardOracleTrump => {
                oracle::cheating_oracle_decide(&deal, ctx, solver, true)
            }
            Player::Oracle | Player::OracleTableTrump => oracle::cheating_oracle_decide(&deal, ctx, solver, false),
        }
        .expect("a bot always acts when it is its turn");
        if !naming {
            lat.micros.push((player, start.elapsed().as_secs_f64() * 1e6));
        }
        deal.apply(action).unwrap_or_else(|e| panic!("{} made an illegal move {action:?}: {e}", player.name()));
        step += 1;
    }
    deal
}

/// Team `team`'s deal score: won 1, Stänner ½, lost 0.
fn deal_score(deal: &Deal, team: usize) -> f64 {
    match deal.result().expect("finished").winner() {
        Some(w) if w.index() == team => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

pub struct ArenaReport {
    pub boards: usize,
    pub score: f64,
    pub ci95: f64,
    /// Per deal: dashes struck by A, added to A, struck by B, added to B.
    pub dashes: [f64; 4],
    pub lat: Latencies,
    pub seconds: f64,
}

fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let m = xs.iter().sum::<f64>() / n;
    let var = if n > 1.0 { xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    (m, 1.96 * (var / n).sqrt())
}

/// `deals` duplicate deals: each is played twice, A in seats 0/2 then in seats 1/3.
/// `budget_ms`: Hard's time budget per decision (None: the node budget alone).
pub fn arena(a: Player, b: Player, deals: usize, seed: u64, cfg: &HardConfig, budget_ms: Option<f64>, progress: bool) -> ArenaReport {
    let ctx = MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 };
    let mut solver = Solver::new(18);
    let mut lat = Latencies::default();
    let mut boards = vec![];
    let mut dashes = [0.0; 4];
    let start = Instant::now();
    for i in 0..deals {
        let deal_seed = mix(seed, i as u64);
        let dealer = Seat::ALL[i % 4];
        let fresh = Deal::shuffled(dealer, deal_seed);
        let mut s = 0.0;
        for swap in 0..2 {
            let players = [0, 1, 2, 3].map(|p| if (p % 2 == 0) == (swap == 0) { a } else { b });
            let team_a = swap; // the index of the team A's player sits in
            let done = play_deal(fresh, players, &ctx, cfg, budget_ms, mix(deal_seed, swap as u64 + 7), &mut solver, &mut lat);
            s += deal_score(&done, team_a) / 2.0;
            let st = settle(&done.result().expect("finished"), &ctx.rules, 0);
            dashes[0] += st.struck[team_a] as f64;
            dashes[1] += st.added[team_a] as f64;
            dashes[2] += st.struck[1 - team_a] as f64;
            dashes[3] += st.added[1 - team_a] as f64;
        }
        boards.push(s);
        if progress && (i + 1) % 50 == 0 {
            let (m, ci) = mean_ci(&boards);
            eprintln!("  {} deals: {:.3} ± {:.3} ({:.0} s)", i + 1, m, ci, start.elapsed().as_secs_f64());
        }
    }
    let (score, ci95) = mean_ci(&boards);
    let n = (2 * deals) as f64;
    ArenaReport { boards: deals, score, ci95, dashes: dashes.map(|d| d / n), lat, seconds: start.elapsed().as_secs_f64() }
}

pub struct MatchReport {
    pub matches: usize,
    pub win_rate: f64,
    pub ci95: f64,
    pub deals_per_match: f64,
}

/// Plays one full match; returns (winning team index, deals played).
fn play_match(players: [Player; 4], seed: u64, cfg: &HardConfig, budget_ms: Option<f64>, solver: &mut Solver, lat: &mut Latencies) -> (usize, usize) {
    let mut m = Match::new(Rules::default());
    let mut n = 0u64;
    while !m.is_over() && n < 500 {
        let ctx = m.context();
        m.start_seeded_deal(Seat::ALL[0], mix(seed, n)).expect("a deal starts");
        let deal = *m.current().expect("started");
        let done = play_deal(deal, players, &ctx, cfg, budget_ms, mix(seed, n + 1000), solver, lat);
        // Replay the finished deal's actions into the match so it settles the score.
        m.apply(Action::NameTrump(done.trump().expect("named"))).expect("trump");
        for e in done.events() {
            m.apply(e.action()).expect("replayed action");
        }
        n += 1;
    }
    (m.winner().map(|t| t.index()).unwrap_or(0), n as usize)
}

/// `matches` duplicate full matches (each twice with the teams' seats swapped, the same
/// deal seeds): team A's match win rate.
pub fn matches(a: Player, b: Player, matches: usize, seed: u64, cfg: &HardConfig, budget_ms: Option<f64>) -> MatchReport {
    let mut solver = Solver::new(18);
    let mut lat = Latencies::default();
    let mut wins = vec![];
    let mut deals = 0;
    for i in 0..matches {
        let mseed = mix(seed ^ 0x4D41_5443, i as u64);
        let mut w = 0.0;
        for swap in 0..2 {
            let players = [0, 1, 2, 3].map(|p| if (p % 2 == 0) == (swap == 0) { a } else { b });
            let (winner, n) = play_match(players, mseed, cfg, budget_ms, &mut solver, &mut lat);
            deals += n;
            if winner == swap {
                w += 0.5;
            }
        }
        wins.push(w);
    }
    let (win_rate, ci95) = mean_ci(&wins);
    MatchReport { matches, win_rate, ci95, deals_per_match: deals as f64 / (2 * matches) as f64 }
}

pub struct SolveBench {
    pub full_per_s: f64,
    pub trick2_per_s: f64,
    pub full_nodes: f64,
    pub trick2_nodes: f64,
}

fn random_position(seed: u64, cards: usize) -> Position {
    let mut r = rng(seed ^ 0x5EED);
    let mut deal = Deal::shuffled(Seat::ALL[(seed % 4) as usize], seed);
    deal.apply(Action::NameTrump(Suit::ALL[below(&mut r, 4) as usize])).expect("trump");
    for _ in 0..cards {
        let legal = deal.legal_cards();
        let c = legal.nth(below(&mut r, legal.len() as u32) as usize).expect("card");
        deal.apply(Action::Play(c)).expect("legal");
    }
    Position::from_deal(&deal).expect("in play")
}

/// Exact outcome levels per second: of full deals (trump named, no card played), and from
/// the start of the second trick (four random cards played). One solver (table 2^16
/// entries) is reused across the positions, as in a bot's decision. `parts` says which of
/// the two to run (`[full deal, trick 2]`); a part not run reports zeros.
pub fn solve_bench(n: usize, seed: u64, parts: [bool; 2]) -> SolveBench {
    let run = |cards: usize| {
        let positions: Vec<Position> = (0..n).map(|i| random_position(mix(seed, i as u64), cards)).collect();
        let mut solver = Solver::new(16);
        let start = Instant::now();
        let mut check = 0u64;
        for p in &positions {
            check += solver.level(p) as u64;
        }
        let secs = start.elapsed().as_secs_f64();
        std::hint::black_box(check);
        (n as f64 / secs, solver.nodes as f64 / n as f64)
    };
    let (full_per_s, full_nodes) = if parts[0] { run(0) } else { (0.0, 0.0) };
    let (trick2_per_s, trick2_nodes) = if parts[1] { run(4) } else { (0.0, 0.0) };
    SolveBench { full_per_s, trick2_per_s, full_nodes, trick2_nodes }
}

/// The trump table by self-play: for every packet, `deals` random completions, each
/// played out by four Medium bots (card play only) once per trump suit. Returns the
/// 2,024 × 4 bytes (trump team's mean score × 255).
pub fn generate_trump_table(deals: usize, seed: u64, progress: bool) -> Vec<u8> {
    use super::trump_table::{packet_of, PACKETS};
    let mut out = vec![0u8; PACKETS * 4];
    let dealer = Seat::ALL[0];
    let forehand = dealer.next().index();
    let start = Instant::now();
    for p in 0..PACKETS {
        let packet = packet_of(p);
        let packet_cards: Vec<Card> = (0..24).filter(|&c| packet & (1 << c) != 0).filter_map(Card::from_index).collect();
        let mut rest: Vec<Card> = (0..24).filter(|&c| packet & (1 << c) == 0).filter_map(Card::from_index).collect();
        let mut r = rng(mix(seed, p as u64));
        let mut sums = [0.0f64; 4];
        for _ in 0..deals {
            shuffle(&mut r, &mut rest);
            let mut hands = [[rest[0]; 6]; 4];
            let mut at = 0;
            for (s, hand) in hands.iter_mut().enumerate() {
                for (j, slot) in hand.iter_mut().enumerate() {
                    *slot = if s == forehand && j < 3 {
                        packet_cards[j]
                    } else {
                        at += 1;
                        rest[at - 1]
                    };
                }
            }
            let deal = Deal::new(dealer, hands).expect("24 distinct cards");
            for (t, suit) in Suit::ALL.into_iter().enumerate() {
                let mut d = deal;
                d.apply(Action::NameTrump(suit)).expect("trump");
                medium::playout(&mut d);
                sums[t] += deal_score(&d, forehand % 2);
            }
        }
        for t in 0..4 {
            out[p * 4 + t] = (sums[t] / deals as f64 * 255.0).round() as u8;
        }
        if progress && (p + 1) % 200 == 0 {
            eprintln!("  {} / {PACKETS} packets ({:.0} s)", p + 1, start.elapsed().as_secs_f64());
        }
    }
    out
}

/// The deal score of a double-dummy outcome level for the trump team: won 1, Stänner ½,
/// lost 0 (as [`deal_score`]).
fn level_score(level: super::solver::OutcomeLevel) -> f64 {
    match level {
        0 | 1 => 0.0,
        2 => 0.5,
        _ => 1.0,
    }
}

/// The double-dummy trump table (Hard's): `deals` random complete deals (dealer seat 0,
/// deal `i` shuffled with `mix(seed, i)`), each solved double-dummy once per trump suit
/// after the trump is named, from forehand's lead (won / Stänner / lost by card points,
/// `Solver::points_level`). A deal counts for all C(6,3) = 20 packets of three among
/// forehand's six cards: for each of them the rest of the deal is a uniformly random
/// completion, so every solve serves 20 packets (about `deals` / 101 completions per
/// packet, the same ones for the four suits). Returns the 2,024 × 4 bytes (trump team's
/// mean score × 255) and the fewest completions any packet got.
pub fn generate_trump_table_dd(deals: usize, seed: u64, progress: bool) -> (Vec<u8>, u64) {
    use super::trump_table::{packet_index, PACKETS};
    let mut sums = vec![[0.0f64; 4]; PACKETS];
    let mut counts = vec![0u64; PACKETS];
    let dealer = Seat::ALL[0];
    let mut solver = Solver::new(16);
    let start = Instant::now();
    let step = (deals / 40).max(1);
    for i in 0..deals {
        let deal = Deal::shuffled(dealer, mix(seed, i as u64));
        let hand = deal.dealt_hands()[deal.forehand().index()];
        let mut score = [0.0; 4];
        for (t, suit) in Suit::ALL.into_iter().enumerate() {
            let mut d = deal;
            d.apply(Action::NameTrump(suit)).expect("trump");
            let pos = Position::from_deal(&d).expect("in play");
            score[t] = level_score(solver.points_level(&pos));
        }
        for a in 0..6 {
            for b in a + 1..6 {
                for c in b + 1..6 {
                    let packet = [a, b, c].iter().fold(0u32, |m, &j| m | 1 << hand[j].index());
                    let p = packet_index(packet);
                    counts[p] += 1;
                    for t in 0..4 {
                        sums[p][t] += score[t];
                    }
                }
            }
        }
        if progress && (i + 1) % step == 0 {
            let secs = start.elapsed().as_secs_f64();
            let left = secs / (i + 1) as f64 * (deals - i - 1) as f64;
            eprintln!(
                "  {} / {deals} deals, {:.0} deals/s, {:.0} s so far, about {:.0} s left",
                i + 1,
                (i + 1) as f64 / secs,
                secs,
                left
            );
        }
    }
    let mut out = vec![0u8; PACKETS * 4];
    for p in 0..PACKETS {
        for t in 0..4 {
            // A packet no deal reached (only with very few deals) gets the neutral ½.
            let v = if counts[p] == 0 { 0.5 } else { sums[p][t] / counts[p] as f64 };
            out[p * 4 + t] = (v * 255.0).round() as u8;
        }
    }
    (out, counts.iter().copied().min().unwrap_or(0))
}

/// Dashes after a settlement, for reports (re-exported helper).
pub fn dashes_after(d: [u32; 2], deal: &Deal, rules: &Rules, stake: u32) -> [u32; 2] {
    apply_dashes(d, &settle(&deal.result().expect("finished"), rules, stake))
}

/// What `konter analyse-bench` measures: whole-deal reviews, one core.
pub struct ReviewBench {
    /// Milliseconds per deal, sorted.
    pub deal_ms: Vec<f64>,
    /// The longest single step (a trump choice, a chance to announce or a card).
    pub max_step_ms: f64,
    /// Card options solved per deal, on average.
    pub options: f64,
    /// Solver nodes per deal, on average.
    pub nodes: f64,
}

impl ReviewBench {
    /// The `q` quantile (0–1) of the deal times.
    pub fn quantile(&self, q: f64) -> f64 {
        let v = &self.deal_ms;
        v.get(((v.len().max(1) - 1) as f64 * q).round() as usize).copied().unwrap_or(0.0)
    }
}

/// Reviews `deals` deals played by four Medium bots ([`super::review::bench_deal`], seeds
/// from `seed`), each with a reviewer of its own as the web worker would, timing each
/// whole review and each step.
pub fn review_bench(deals: usize, seed: u64) -> ReviewBench {
    use super::review::{bench_deal, Reviewer};
    let ctx = MatchContext { rules: Rules::default(), dashes: [11, 11], stake: 0 };
    let (mut deal_ms, mut max_step_ms, mut options, mut nodes) = (vec![], 0.0f64, 0usize, 0u64);
    for i in 0..deals {
        let deal = bench_deal(mix(seed, i as u64));
        let start = Instant::now();
        let Some(mut reviewer) = Reviewer::new(&deal, ctx) else { continue };
        loop {
            let step_start = Instant::now();
            let Some(step) = reviewer.step() else { break };
            max_step_ms = max_step_ms.max(step_start.elapsed().as_secs_f64() * 1e3);
            if let super::review::Step::Card(d) = step {
                options += d.options.len();
            }
        }
        nodes += reviewer.nodes();
        std::hint::black_box(reviewer.finish());
        deal_ms.push(start.elapsed().as_secs_f64() * 1e3);
    }
    deal_ms.sort_by(f64::total_cmp);
    let n = deal_ms.len().max(1) as f64;
    ReviewBench { deal_ms, max_step_ms, options: options as f64 / n, nodes: nodes as f64 / n }
}
