//! Kontraspiel's saved values, as pure Rust (tested natively): the session in play, the
//! settings and the statistics, each a versioned envelope under a key of its own. Only the
//! Kontraspiel module (`crate::games::kontra`) reads and writes them; the page peeks at the session's
//! `over` (`crate::store::games`).
//!
//! | key | value |
//! | --- | --- |
//! | `konter-a-matt:kontraspiel` | [`SavedSession`]: `{"v":1,"over":…,"seed":"<hex>","series":[…],"record":{…}}` |
//! | `konter-a-matt:kontraspiel-settings` | [`KontraSettings`] |
//! | `konter-a-matt:kontraspiel-stats` | [`KontraStats`] |
//!
//! The session is kept as its record (`kontra::record`, the format `konter replay` checks),
//! so resuming replays every action through the rules: a saved session that does not
//! replay is refused like any unreadable value (backed up and reported by the module).

use crate::store::envelope::{open_seeded, StoreError};
use crate::store::aside::{from_text, Keep};
use crate::store::keys::GameKeys;
use crate::store::seeds;
use kontra::record::{self, SessionRecord};
use kontra::{BaseValue, Direction, PlayedDeal, Rules, Seat, Session, WenzelTurnUp};
use kontra_bots::Level;
use crate::store::seats::Others;
use serde::{Deserialize, Serialize};

/// Every key of this game's values.
pub const KEYS: GameKeys = GameKeys {
    saved: "konter-a-matt:kontraspiel",
    settings: "konter-a-matt:kontraspiel-settings",
    stats: "konter-a-matt:kontraspiel-stats",
    matches: "konter-a-matt:kontraspiel-matches",
    lessons: "konter-a-matt:lessons-kontra",
};
pub const VERSION: u64 = 1;

/// The person's seat: at the bottom of the table, seat 0 of the record.
pub use crate::store::seats::OWNER as PERSON;

/// The session in play (or the last one, over), with what is not in its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSession {
    pub session: Session,
    /// Everything random in the session derives from it as in Konter a Matt ([`seeds`]):
    /// the first dealer, each deal's shuffle, each bot decision.
    pub seed: u64,
    /// Sessions won per seat in this series of revenges (ties count for each).
    pub series: [u32; 4],
    /// The first deal's shuffle seed when it came from a shared link (else it derives
    /// from `seed` like every other deal's).
    pub first: Option<u64>,
}

impl SavedSession {
    /// A new session under `rules`: `seed` draws the first dealer and shuffles every deal;
    /// the first deal is dealt at once.
    pub fn new(rules: Rules, seed: u64, series: [u32; 4]) -> SavedSession {
        let mut s = SavedSession::waiting(rules, seed, series);
        s.deal_next();
        s
    }

    /// A new session whose first deal is still to come ([`SavedSession::deal_next`], or
    /// [`SavedSession::deal_from`] at a table with friends online, which draws who deals).
    pub fn waiting(rules: Rules, seed: u64, series: [u32; 4]) -> SavedSession {
        let first = Seat::at((seeds::stream(seed, 0) % 4) as usize, 4).expect("below 4");
        SavedSession { session: Session::new(rules, first), seed, series, first: None }
    }

    /// A new session whose first deal is exactly the shared one (`link`): its dealer, its
    /// cards, its rules; the chips and the number of deals are the person's (`rules`). The
    /// deals after it come from `seed`.
    pub fn shared(link: &SharedDeal, rules: Rules, seed: u64) -> SavedSession {
        let rules = rules.with_direction(link.direction).with_wenzel_turnup(link.wenzel).with_base_value(link.base);
        let mut s = SavedSession { session: Session::new(rules, link.dealer), seed, series: [0; 4], first: Some(link.seed) };
        s.deal_next();
        s
    }

    /// The shuffle seed of deal `n` (0-based).
    pub fn deal_seed(&self, n: usize) -> u64 {
        match (n, self.first) {
            (0, Some(first)) => first,
            _ => seeds::deal_seed(self.seed, n),
        }
    }

    /// The deal shown (in play, else the last one) as a shared deal. None when it was not
    /// dealt from a seed this session knows: the link must give exactly these cards.
    pub fn shared_deal(&self) -> Option<SharedDeal> {
        let n = self.session.deals_begun().checked_sub(1)?;
        let deal = self.session.current().or(self.session.history().last().map(|p| &p.deal))?;
        let rules = self.session.rules();
        let seed = self.deal_seed(n);
        let (hands, undealt) = kontra::deal::deal_out(deal.dealer(), &kontra::deal::shuffled_deck(seed));
        if (&hands, &undealt) != (deal.dealt_hands(), deal.undealt()) {
            return None;
        }
        Some(SharedDeal {
            seed,
            dealer: deal.dealer(),
            direction: rules.direction(),
            wenzel: rules.wenzel_turnup(),
            base: rules.base_value(),
        })
    }

    /// The seed of the next bot decision: the deal's stream at the actions taken so far.
    pub fn bot_seed(&self) -> u64 {
        let (deals, step) = self.moment();
        seeds::bot_seed(self.seed, deals.saturating_sub(1), step)
    }

    /// Where play stands: (deals begun, actions in the deal in play), to tell whether
    /// anything moved on while a bot thought.
    pub fn moment(&self) -> (usize, usize) {
        (self.session.deals_begun(), self.session.current().map_or(0, |d| d.events().len()))
    }

    /// Deals the next deal from `seed` (everyone's numbers at a table with friends online),
    /// as the rules' own boundary deals it. Returns whether it did.
    pub fn deal_from(&mut self, seed: u64) -> bool {
        game::Game::deal_next(&mut self.session, seed).is_ok()
    }

    /// Deals the next deal if the session wants one (none is in progress, it is not over).
    /// Returns whether it did.
    pub fn deal_next(&mut self) -> bool {
        let n = self.session.deals_begun();
        self.session.start_seeded_deal(self.deal_seed(n)).is_ok()
    }

    /// The envelope text.
    pub fn to_json_string(&self) -> String {
        let record = SessionRecord::of(&self.session).to_json();
        let mut value = serde_json::json!({
            "v": VERSION,
            "over": self.session.is_over(),
            "seed": seeds::to_hex(self.seed),
            "series": self.series,
            "record": record,
        });
        if let Some(first) = self.first {
            value["first"] = seeds::to_hex(first).into();
        }
        kontra::json::compact(&value)
    }

    /// Reads an envelope; the record is replayed through the rules.
    pub fn read(raw: &str) -> Result<SavedSession, StoreError> {
        let (map, seed) = open_seeded(raw, VERSION)?;
        let series = match map.get("series") {
            None => [0; 4],
            Some(v) => serde_json::from_value(v.clone()).map_err(|e| StoreError::Invalid(format!("series: {e}")))?,
        };
        let first = match map.get("first") {
            None => None,
            Some(v) => Some(v.as_str().and_then(seeds::from_hex).ok_or_else(|| StoreError::Invalid("first".into()))?),
        };
        let record = map.get("record").ok_or_else(|| StoreError::Invalid("record is missing".into()))?;
        let session = record::from_json(record).map_err(|e| StoreError::Invalid(e.to_string()))?.session;
        Ok(SavedSession { session, seed, series, first })
    }

    /// A session imported from a record (checked by the caller): the deals after it are
    /// shuffled from `seed`.
    pub fn imported(session: Session, seed: u64) -> SavedSession {
        let mut s = SavedSession { session, seed, series: [0; 4], first: None };
        s.deal_next();
        s
    }

    /// The session as it was before the person's last action in the deal being played
    /// (practice mode's Undo), or `None` when there is none to undo (no deal in play, or no
    /// action of the person's in it yet). The record is cut
    /// after the person's previous decision and replayed: every rule is the engine's.
    pub fn undone(&self) -> Option<SavedSession> {
        let mut rec = SessionRecord::of(&self.session);
        let deal = rec.deals.last_mut()?;
        let dealer = deal.dealer;
        // Who made each event: the deal replayed event by event says whose turn it was.
        let pledged = self.session.current()?.pledged();
        let mut replayed = kontra::Deal::new(dealer, deal.hands, deal.undealt, rec.rules.wenzel_turnup(), pledged).ok()?;
        let mut mine = None;
        for (i, &a) in deal.events.iter().enumerate() {
            let by = replayed.to_act()?;
            if by.index() == PERSON {
                mine = Some(i);
            }
            replayed.apply(by, a).ok()?;
        }
        deal.events.truncate(mine?);
        let session = rec.replay().ok()?.session;
        Some(SavedSession { session, ..self.clone() })
    }
}

/// A shared Kontraspiel deal: a link that opens the same deal on another device. It
/// travels in the URL fragment (never sent to the server):
///
/// ```text
/// #kontra=v1.9f0c3a1b22d4e5f6.2.cfa
///         │  │                │ └ rules: direction (c clockwise | a anticlockwise),
///         │  │                │          a Wenzel turned up (f forced | o optional),
///         │  │                │          the pot counted (a after the ante | b before)
///         │  │                └ dealer seat, 0–3
///         │  └ the deal's shuffle seed: exactly 16 lower-case hex digits
///         └ format version
/// ```
///
/// Reading is strict and bounded: anything else is refused (never a panic), and nothing
/// of the text is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SharedDeal {
    pub seed: u64,
    pub dealer: Seat,
    pub direction: Direction,
    pub wenzel: WenzelTurnUp,
    pub base: BaseValue,
}

/// The key of a shared Kontraspiel deal in the fragment: `#kontra=…`.
pub const SHARE_KEY: &str = "kontra=";

impl SharedDeal {
    /// The fragment, without `#`: `kontra=v1.<seed>.<dealer>.<rules>`.
    pub fn fragment(&self) -> String {
        let d = if self.direction == Direction::Clockwise { 'c' } else { 'a' };
        let w = if self.wenzel == WenzelTurnUp::Forced { 'f' } else { 'o' };
        let b = if self.base == BaseValue::AfterAnte { 'a' } else { 'b' };
        format!("{SHARE_KEY}v1.{}.{}.{d}{w}{b}", seeds::to_hex(self.seed), self.dealer.index())
    }

    /// Reads what follows `kontra=` (or the whole fragment, `#` and key included).
    pub fn parse(text: &str) -> Option<SharedDeal> {
        let (seed, dealer, rules) = seeds::link_parts(text, SHARE_KEY, 40)?;
        let dealer = match dealer.as_bytes() {
            [c @ b'0'..=b'3'] => Seat::at(usize::from(c - b'0'), 4)?,
            _ => return None,
        };
        let (direction, wenzel, base) = match rules.as_bytes() {
            [d, w, b] => (
                match d {
                    b'c' => Direction::Clockwise,
                    b'a' => Direction::Anticlockwise,
                    _ => return None,
                },
                match w {
                    b'f' => WenzelTurnUp::Forced,
                    b'o' => WenzelTurnUp::Optional,
                    _ => return None,
                },
                match b {
                    b'a' => BaseValue::AfterAnte,
                    b'b' => BaseValue::BeforeAnte,
                    _ => return None,
                },
            ),
            _ => return None,
        };
        Some(SharedDeal { seed, dealer, direction, wenzel, base })
    }
}

/// Kontraspiel's settings: the session's rules (applied from the next session on), the
/// bots' level and practice mode.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KontraSettings {
    pub rules: Rules,
    pub level: Level,
    /// Practice mode: a hint and Undo.
    pub practice: bool,
    /// Who plays the seats besides the owner's: bots, or friends at this device (written
    /// only when a friend plays, so a table of bots reads and writes as before).
    #[serde(skip_serializing_if = "Others::all_bots")]
    pub players: Others,
}

/// The person's Kontraspiel statistics (seat 0's).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct KontraStats {
    pub sessions_played: u32,
    /// Sessions the person ended first (ties included).
    pub sessions_won: u32,
    /// Deals played (a passed-out deal is none).
    pub deals_played: u32,
    pub deals_won: u32,
    /// Deals the person played alone, and won.
    pub solo_played: u32,
    pub solo_won: u32,
    /// Deals the person said contra or recontra, and won.
    pub contra_played: u32,
    pub contra_won: u32,
    /// All five tricks.
    pub matches: u32,
    /// No trick.
    pub revolts: u32,
    /// Chips won (+) and lost (−) in all deals, the antes included.
    pub chips: i64,
}

impl KontraStats {
    /// Counts a finished deal (played or passed out) for the person.
    pub fn record_deal(&mut self, played: &PlayedDeal) {
        let me = PERSON;
        let add = |n: &mut u32, yes: bool| *n = n.saturating_add(u32::from(yes));
        if played.deal.dealer().index() == me {
            self.chips -= 1;
        }
        let Some(o) = &played.outcome else { return };
        self.chips += i64::from(o.settlement.net[me]);
        let won = o.winner.index() == me;
        add(&mut self.deals_played, true);
        add(&mut self.deals_won, won);
        let c = &o.contract;
        add(&mut self.solo_played, c.soloist.index() == me);
        add(&mut self.solo_won, c.soloist.index() == me && won);
        let against = c.contra.is_some_and(|s| s.index() == me) || c.recontra.is_some_and(|s| s.index() == me);
        add(&mut self.contra_played, against);
        add(&mut self.contra_won, against && won);
        add(&mut self.matches, o.tricks[me] == 5);
        add(&mut self.revolts, o.tricks[me] == 0);
    }

    /// Counts a finished session: won when no one holds more chips than the person.
    pub fn record_session(&mut self, chips: [i32; 4]) {
        self.sessions_played = self.sessions_played.saturating_add(1);
        let best = chips.iter().copied().max().unwrap_or(0);
        self.sessions_won = self.sessions_won.saturating_add(u32::from(chips[PERSON] == best));
    }

}

crate::stored!(SavedSession);
crate::envelope_of_fields!(KontraSettings, KontraStats);

/// A session put aside (`crate::store::aside`).
impl Keep for SavedSession {
    fn from_json(value: serde_json::Value) -> Result<Self, StoreError> {
        from_text(value, Self::read)
    }

    fn json(&self) -> String {
        self.to_json_string()
    }

    fn seed_of(&self) -> u64 {
        self.seed
    }

    fn over(&self) -> bool {
        self.session.is_over()
    }

    fn progress(&self) -> u64 {
        let s = &self.session;
        let played: usize = s.history().iter().map(|p| p.deal.events().len()).sum();
        (played + s.current().map_or(0, |d| d.events().len()) + s.deals_begun()) as u64
    }
}
