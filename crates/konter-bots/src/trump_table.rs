//! Which trump to name from the first packet of three cards.
//!
//! The table holds, for each of the C(24,3) = 2,024 packets and each of the 4 trump suits,
//! the trump team's score (deal won 1, Stänner ½, lost 0; stored as a byte, 255 = 1.0)
//! when forehand holding that packet names that trump, measured by self-play of four
//! Medium bots over random completions of the deal (the same completions for the four
//! suits, so the comparison between suits is sharper than each value). 8,096 bytes,
//! compiled into the binary.
//!
//! Reproduce it (release build, one core, about two minutes) with:
//!
//! ```text
//! cargo run --release --bin konter -- trump-table --out crates/konter-bots/src/trump_table.bin --deals 400 --seed 1
//! ```
//!
//! (`--deals` is the number of random completions per packet; each is played four times.)
//!
//! Hard names trump with the mean of this table and a second one of the same shape,
//! `trump_table_dd.bin` ([`values_dd`], [`best_blend`] with
//! `HardConfig::trump_dd_percent` = 50): the trump team's mean score when the deal is then
//! played double-dummy (every hand known, best play by both teams: the solver's outcome
//! level, won / Stänner / lost by card points). Medium keeps the self-play table above,
//! and so does the sampler's model of how forehand named trump. Each of `--deals` random
//! complete deals is solved once per trump suit and counts for all 20 packets of three
//! among forehand's six cards (about `deals` / 101 completions per packet, the same ones
//! for the four suits). Reproduce it (release build, one core; 100,000 deals took 1,547 s
//! on a shared machine, 893 s of CPU, with the solver of that commit) with:
//!
//! ```text
//! cargo run --release --bin konter -- trump-table --dd --out crates/konter-bots/src/trump_table_dd.bin --deals 100000 --seed 1
//! ```
//!
//! Measured (`konter arena ... --dd-percent P`, 2,000 duplicate deals against Medium):
//! neither table names trump measurably better. The oracle's play with the bots' trump
//! (`--a oracle-tabletrump`, seeds 21–24) averaged 0.7000 with the self-play table, 0.7001
//! with the mean and 0.6982 with the double-dummy table alone; Hard (seed 21) 0.7067 with
//! the mean, 0.7023–0.7037 with the double-dummy table alone and 0.7041 before with the
//! self-play table (each ± 0.011).

use konter::Suit;

pub const PACKETS: usize = 2024;

static TABLE: &[u8; PACKETS * 4] = include_bytes!("trump_table.bin");
static TABLE_DD: &[u8; PACKETS * 4] = include_bytes!("trump_table_dd.bin");

const fn binom(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    let mut r = 1u32;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// The packet's index 0..2024 (combinatorial number system over card indices).
pub fn packet_index(packet: u32) -> usize {
    let mut bits = packet;
    let mut r = 0;
    for k in 1..=3 {
        let c = bits.trailing_zeros();
        r += binom(c, k);
        bits &= bits - 1;
    }
    r as usize
}

/// The packet with index `i` (inverse of [`packet_index`]).
pub fn packet_of(index: usize) -> u32 {
    let mut i = index as u32;
    let mut out = 0;
    let mut c = 23;
    for k in (1..=3).rev() {
        while binom(c, k) > i {
            c -= 1;
        }
        out |= 1 << c;
        i -= binom(c, k);
        c = c.saturating_sub(1);
    }
    out
}

/// The trump team's estimated score for each trump suit (S H D C), 0.0–1.0.
pub fn values(packet: u32) -> [f32; 4] {
    let i = packet_index(packet) * 4;
    [0, 1, 2, 3].map(|t| TABLE[i + t] as f32 / 255.0)
}

/// The double-dummy table's values (Hard's): the trump team's mean score when the deal
/// is then played double-dummy, for each trump suit (S H D C), 0.0–1.0.
pub fn values_dd(packet: u32) -> [f32; 4] {
    let i = packet_index(packet) * 4;
    [0, 1, 2, 3].map(|t| TABLE_DD[i + t] as f32 / 255.0)
}

/// The best trump for a packet by the table (the first on ties).
pub fn best(packet: u32) -> Suit {
    best_of(values(packet))
}

/// Hard's trump: the best by `dd_percent` % of the double-dummy table plus the rest of
/// the self-play table (100: the double-dummy table alone).
pub fn best_blend(packet: u32, dd_percent: u8) -> Suit {
    best_of(values_blend(packet, dd_percent))
}

/// The trump team's estimated score for each trump suit (S H D C) that Hard names trump
/// by: `dd_percent` % of the double-dummy table's value plus the rest of the self-play
/// table's.
pub fn values_blend(packet: u32, dd_percent: u8) -> [f32; 4] {
    let w = dd_percent.min(100) as f32 / 100.0;
    let (a, b) = (values_dd(packet), values(packet));
    [0, 1, 2, 3].map(|t| w * a[t] + (1.0 - w) * b[t])
}

fn best_of(v: [f32; 4]) -> Suit {
    let mut b = 0;
    for t in 1..4 {
        if v[t] > v[b] {
            b = t;
        }
    }
    Suit::ALL[b]
}

/// How likely forehand is to name each suit with this packet: a softmax of the table's
/// values at temperature `softness` / 1000 (Hard uses 0.04), so that people's other
/// choices are not ruled out.
pub fn choice_probabilities(packet: u32, softness: u16) -> [f32; 4] {
    let v = values(packet);
    let m = v.iter().cloned().fold(f32::MIN, f32::max);
    let temperature = softness.max(1) as f32 / 1000.0;
    let e = v.map(|x| ((x - m) / temperature).exp());
    let s: f32 = e.iter().sum();
    e.map(|x| x / s)
}
