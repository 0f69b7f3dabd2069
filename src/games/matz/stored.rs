//! Müller Matz's saved values, as pure Rust (tested natively): the match in play, the
//! settings and the statistics, each a versioned envelope under a key of its own. Only the
//! Müller Matz module (`crate::games::matz`) reads and writes them; the page peeks at the match's
//! `over` (`crate::store::games`).
//!
//! | key | value |
//! | --- | --- |
//! | `konter-a-matt:mueller-matz` | [`SavedMatz`]: `{"v":1,"over":…,"seed":"<hex>","record":{…}}`, and `"first":{"seed":"<hex>","dealer":n}` for a match begun from a shared game |
//! | `konter-a-matt:mueller-matz-settings` | [`MatzSettings`] |
//! | `konter-a-matt:mueller-matz-stats` | [`MatzStats`] |
//!
//! The match is kept as its record (`matz::record`, the format `konter replay` checks), so
//! resuming replays every action through the rules: a saved match that does not replay is
//! refused like any unreadable value (backed up and reported by the module).

use crate::store::envelope::{open_seeded, StoreError};
use crate::store::aside::{from_text, Keep};
use crate::store::keys::GameKeys;
use crate::store::seeds;
use matz::record::MatchRecord;
use matz::{Match, PlayedGame, Rules, Seat};
use matz_bots::Level;
use crate::store::seats::Others;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Every key of this game's values.
pub const KEYS: GameKeys = GameKeys {
    saved: "konter-a-matt:mueller-matz",
    settings: "konter-a-matt:mueller-matz-settings",
    stats: "konter-a-matt:mueller-matz-stats",
    matches: "konter-a-matt:mueller-matz-matches",
    lessons: "konter-a-matt:lessons-matz",
};
pub const VERSION: u64 = 1;

/// The person's seat: at the bottom of the table, seat 0 of the record.
pub use crate::store::seats::OWNER as PERSON;

/// The match in play (or the last one, over), with the seed its games are shuffled from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedMatz {
    pub game: Match,
    /// Everything random in the match derives from it ([`seeds`]): the first dealer, each
    /// game's shuffle, each bot decision.
    pub seed: u64,
    /// A match begun from a shared game: its first game's shuffle and dealer.
    pub first: Option<(u64, usize)>,
}

impl SavedMatz {
    /// A new match under `rules`; its first game is dealt at once.
    pub fn new(rules: Rules, seed: u64) -> SavedMatz {
        let mut s = SavedMatz::waiting(rules, seed);
        s.deal_next();
        s
    }

    /// A new match under `rules` whose first game is still to come
    /// ([`SavedMatz::deal_next`], or [`SavedMatz::deal_from`] at a table with friends online).
    pub fn waiting(rules: Rules, seed: u64) -> SavedMatz {
        SavedMatz { game: Match::new(rules), seed, first: None }
    }

    /// Deals the next game from `seed` (everyone's numbers at a table with friends online),
    /// as the rules' own boundary deals it. Returns whether it did.
    pub fn deal_from(&mut self, seed: u64) -> bool {
        game::Game::deal_next(&mut self.game, seed).is_ok()
    }

    /// A new match whose first game is the shared one (the same pack, the same dealer).
    pub fn shared(link: &SharedGame, seed: u64) -> SavedMatz {
        let mut s = SavedMatz { game: Match::new(link.rules), seed, first: Some((link.seed, link.dealer)) };
        s.deal_next();
        s
    }

    /// The game shown (in play, else the last one) as a shared game. None when its pack
    /// was not shuffled from a seed this match knows: the link must give exactly this pack.
    pub fn shared_game(&self) -> Option<SharedGame> {
        let index = self.games_begun().checked_sub(1)?;
        let shown = self.shown()?;
        let seed = match (index, self.first) {
            (0, Some((first, _))) => first,
            _ => seeds::deal_seed(self.seed, index),
        };
        let rules = *self.game.rules();
        let dealt = matz::Game::shuffled(rules, shown.dealer(), seed).ok()?;
        (dealt.pack() == shown.pack()).then_some(SharedGame { seed, dealer: shown.dealer().index(), rules })
    }

    /// The number of games begun (finished ones and the one in play).
    pub fn games_begun(&self) -> usize {
        self.game.history().len() + usize::from(self.game.current().is_some())
    }

    /// Deals the next game if the match wants one (none in play, the match not over).
    /// Returns whether it did.
    pub fn deal_next(&mut self) -> bool {
        if self.game.current().is_some() || self.game.is_over() {
            return false;
        }
        let n = self.game.rules().players();
        let index = self.game.history().len();
        let (seed, first) = match (index, self.first) {
            (0, Some((seed, dealer))) => (seed, dealer),
            _ => (seeds::deal_seed(self.seed, index), (seeds::stream(self.seed, 0) % n as u64) as usize),
        };
        let Some(first) = Seat::at(first, n) else { return false };
        self.game.start_shuffled_game(first, seed).is_ok()
    }

    /// The seed of the next bot decision: the game's stream at the actions taken so far.
    pub fn bot_seed(&self) -> u64 {
        let index = self.games_begun().saturating_sub(1);
        let step = self.game.current().map_or(0, |g| g.actions().len());
        seeds::bot_seed(self.seed, index, step)
    }

    /// Where play stands: (games begun, actions in the game in play), to tell whether
    /// anything moved on while a bot thought.
    pub fn moment(&self) -> (usize, usize) {
        (self.games_begun(), self.game.current().map_or(0, |g| g.actions().len()))
    }

    /// The game shown: the one in play, else the last one played.
    pub fn shown(&self) -> Option<&matz::Game> {
        self.game.current().or_else(|| self.game.history().last().map(|p| &p.game))
    }

    /// The envelope text.
    pub fn to_json_string(&self) -> String {
        let mut value = serde_json::json!({
            "v": VERSION,
            "over": self.game.is_over(),
            "seed": seeds::to_hex(self.seed),
            "record": MatchRecord::from_match(&self.game).to_json(),
        });
        if let Some((seed, dealer)) = self.first {
            value["first"] = serde_json::json!({ "seed": seeds::to_hex(seed), "dealer": dealer });
        }
        serde_json::to_string(&value).expect("a JSON value always prints")
    }

    /// Reads an envelope; the record is replayed through the rules.
    pub fn read(raw: &str) -> Result<SavedMatz, StoreError> {
        let (map, seed) = open_seeded(raw, VERSION)?;
        let record = map.get("record").ok_or_else(|| StoreError::Invalid("record is missing".into()))?;
        let text = serde_json::to_string(record).map_err(|e| StoreError::Invalid(e.to_string()))?;
        let game = matz::record::load(&text).map_err(|e| StoreError::Invalid(e.to_string()))?;
        let first = match map.get("first") {
            None => None,
            Some(f) => {
                let seed = f.get("seed").and_then(Value::as_str).and_then(seeds::from_hex);
                let dealer = f.get("dealer").and_then(Value::as_u64).filter(|&d| (d as usize) < game.rules().players());
                Some(seed.zip(dealer.map(|d| d as usize)).ok_or_else(|| StoreError::Invalid("first".into()))?)
            }
        };
        // Between two games (a game's end on screen) it stays so: "Next game" deals.
        Ok(SavedMatz { game, seed, first })
    }

    /// A match imported from a record (checked by the caller): the games after it are
    /// shuffled from `seed`.
    pub fn imported(game: Match, seed: u64) -> SavedMatz {
        SavedMatz { game, seed, first: None }
    }

    /// The match as it was before the person's last action in the game in play (practice
    /// mode's Undo), or `None` when there is none to undo. The record is cut there and
    /// replayed: every rule stays the engine's.
    pub fn undone(&self) -> Option<SavedMatz> {
        let current = self.game.current()?;
        let mine = current.actions().iter().rposition(|(s, _)| s.index() == PERSON)?;
        let mut rec = MatchRecord::from_match(&self.game);
        rec.games.last_mut()?.events.truncate(mine);
        let game = rec.replay().ok()?.game;
        Some(SavedMatz { game, seed: self.seed, first: self.first })
    }
}

/// A game to play again elsewhere: the pack's shuffle, its dealer and the match's rules —
/// the same cards for whoever opens its link (`#matz=…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SharedGame {
    pub seed: u64,
    pub dealer: usize,
    pub rules: matz::Rules,
}

/// The key of a shared Müller Matz game in the fragment: `#matz=…`.
pub const SHARE_KEY: &str = "matz=";

impl SharedGame {
    /// The fragment, without `#`: `matz=v1.<seed>.<dealer>.<rules>` (the rules as
    /// `matz::record::rules_code` writes them).
    pub fn fragment(&self) -> String {
        format!("{SHARE_KEY}v1.{}.{}.{}", seeds::to_hex(self.seed), self.dealer, matz::record::rules_code(&self.rules))
    }

    /// Reads what follows `matz=` (or the whole fragment, `#` and key included); `None`
    /// for anything else.
    pub fn parse(text: &str) -> Option<SharedGame> {
        let (seed, dealer, rules) = seeds::link_parts(text, SHARE_KEY, 48)?;
        let rules = matz::record::rules_from_code(rules)?;
        let dealer = match dealer.as_bytes() {
            [d @ b'0'..=b'7'] => usize::from(d - b'0'),
            _ => return None,
        };
        (dealer < rules.players()).then_some(SharedGame { seed, dealer, rules })
    }
}

/// Müller Matz's settings: the match's rules (the number of players and every variant,
/// applied from the next match on), the bots' level and practice mode.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MatzSettings {
    pub rules: Rules,
    pub level: Level,
    /// Practice mode: a hint and Undo.
    pub practice: bool,
    /// Who plays the seats besides the owner's: bots, or friends at this device (written
    /// only when a friend plays, so a table of bots reads and writes as before).
    #[serde(skip_serializing_if = "Others::all_bots")]
    pub players: Others,
}

impl Default for MatzSettings {
    fn default() -> MatzSettings {
        MatzSettings { rules: Rules::new(4).expect("4 players"), level: Level::Medium, practice: false, players: Others::default() }
    }
}

impl MatzSettings {
    /// The same settings for `players` players (2–8; anything else changes nothing).
    pub fn with_players(self, players: usize) -> MatzSettings {
        let Ok(mut rules) = Rules::new(players) else { return self };
        let r = self.rules;
        rules.turned_card = r.turned_card;
        rules.answer = r.answer;
        rules.give_up = r.give_up;
        rules.sleep = r.sleep;
        rules.last_hand = r.last_hand;
        rules.dealing = r.dealing;
        rules.scoring = r.scoring;
        MatzSettings { rules, ..self }
    }
}

/// The person's Müller Matz statistics (seat 0's).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MatzStats {
    pub matches_played: u32,
    /// Matches the person lost (the last of the standings).
    pub matches_lost: u32,
    pub games_played: u32,
    /// Games the person went out first.
    pub games_won: u32,
    /// Games the person was left holding cards: a Matz point.
    pub games_lost: u32,
    /// Games the person finished the first life first.
    pub first_life_first: u32,
}

impl MatzStats {
    /// Counts a finished game for the person.
    pub fn record_game(&mut self, played: &PlayedGame) {
        let t = played.game.table();
        let add = |n: &mut u32, yes: bool| *n = n.saturating_add(u32::from(yes));
        let me = |s: Option<Seat>| s.is_some_and(|s| s.index() == PERSON);
        add(&mut self.games_played, true);
        add(&mut self.games_won, me(t.places().first()));
        add(&mut self.games_lost, me(t.loser()));
        add(&mut self.first_life_first, me(t.first_life_order().first()));
    }

    /// Counts a finished match.
    pub fn record_match(&mut self, m: &Match) {
        self.matches_played = self.matches_played.saturating_add(1);
        self.matches_lost = self.matches_lost.saturating_add(u32::from(m.match_loser().is_some_and(|s| s.index() == PERSON)));
    }

}

crate::stored!(SavedMatz);
crate::envelope_of_fields!(MatzSettings, MatzStats);

/// A session put aside (`crate::store::aside`).
impl Keep for SavedMatz {
    fn from_json(value: Value) -> Result<Self, StoreError> {
        from_text(value, Self::read)
    }

    fn json(&self) -> String {
        self.to_json_string()
    }

    fn seed_of(&self) -> u64 {
        self.seed
    }

    fn over(&self) -> bool {
        self.game.is_over()
    }

    fn progress(&self) -> u64 {
        let m = &self.game;
        let played: usize = m.history().iter().map(|p| p.game.actions().len()).sum();
        (played + m.current().map_or(0, |g| g.actions().len()) + self.games_begun()) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use matz::Action;

    /// Plays `steps` actions, each the first legal one.
    fn play(s: &mut SavedMatz, steps: usize) {
        for _ in 0..steps {
            let Some(g) = s.game.current() else { s.deal_next(); continue };
            let seat = g.to_act().unwrap();
            let a = g.legal_actions()[0];
            s.game.apply(seat, a).unwrap();
            s.deal_next();
        }
    }

    #[test]
    fn a_match_round_trips_and_resumes_exactly() {
        for players in [2, 4, 8] {
            let mut s = SavedMatz::new(Rules::new(players).unwrap(), 0xDEAD_BEEF + players as u64);
            play(&mut s, 150);
            let text = s.to_json_string();
            let back = SavedMatz::read(&text).unwrap();
            assert_eq!(back, s);
            assert_eq!(back.to_json_string(), text);
            assert!(text.contains("\"format\":\"mueller-matz\""));
            // The record inside is what `konter replay` checks.
            let v: Value = serde_json::from_str(&text).unwrap();
            assert!(matz::record::check(&v["record"].to_string()).is_ok());
        }
    }

    #[test]
    fn unreadable_values_are_refused_never_a_panic() {
        for raw in [
            "",
            "null",
            "[]",
            "{}",
            "{\"v\":2}",
            "{\"v\":0}",
            "{\"v\":1}",
            "{\"v\":1,\"seed\":\"zz\",\"record\":{}}",
            "{\"v\":1,\"seed\":\"12\",\"record\":{}}",
            "{\"v\":1,\"seed\":\"12\",\"record\":{\"format\":\"mueller-matz\",\"version\":1,\"rules\":{\"players\":9},\"games\":[]}}",
            "{\"v\":1,\"seed\":\"12\",\"record\":{\"format\":\"mueller-matz\",\"version\":1,\"rules\":{\"players\":3},\"games\":[{\"dealer\":0,\"pack\":\"2S\",\"events\":[]}]}}",
        ] {
            assert!(SavedMatz::read(raw).is_err(), "{raw}");
        }
        assert!(MatzSettings::read("{\"v\":1,\"level\":\"wizard\"}").is_err());
        assert!(MatzSettings::read("{\"v\":1,\"rules\":{\"players\":1}}").is_err());
        assert!(MatzStats::read("{\"v\":1,\"games_won\":-1}").is_err());
        assert!(MatzStats::read("nonsense").is_err());
    }

    #[test]
    fn settings_and_stats_round_trip() {
        let s = MatzSettings { level: Level::Hard, practice: true, ..MatzSettings::default() }.with_players(7);
        assert_eq!(s.rules.players(), 7);
        assert_eq!(s.rules.packs(), 2);
        assert_eq!(MatzSettings::read(&s.to_json_string()).unwrap(), s);
        assert_eq!(MatzSettings::read("{\"v\":1}").unwrap(), MatzSettings::default());
        assert_eq!(s.with_players(9), s);
        let st = MatzStats { games_played: 3, games_lost: 1, ..MatzStats::default() };
        assert_eq!(MatzStats::read(&st.to_json_string()).unwrap(), st);
    }

    #[test]
    fn undo_takes_back_the_persons_last_action() {
        let mut s = SavedMatz::new(Rules::new(3).unwrap(), 42);
        // Play until the person has acted at least once and it is someone's turn.
        let mut guard = 0;
        loop {
            guard += 1;
            assert!(guard < 500);
            let g = s.game.current().unwrap();
            let acted = g.actions().iter().any(|(seat, _)| seat.index() == PERSON);
            if acted && g.to_act().is_some_and(|x| x.index() == PERSON) {
                break;
            }
            let seat = g.to_act().unwrap();
            let a = g.legal_actions()[0];
            s.game.apply(seat, a).unwrap();
            assert!(s.game.current().is_some(), "a game ends only after many actions");
        }
        let before = s.game.current().unwrap().actions().len();
        let undone = s.undone().unwrap();
        let g = undone.game.current().unwrap();
        assert!(g.actions().len() < before);
        assert_eq!(g.to_act().map(|x| x.index()), Some(PERSON));
        assert!(matches!(g.legal_actions().first(), Some(Action::Play(_) | Action::PickUp | Action::Sleep(_) | Action::Exchange(_) | Action::GiveUp)));
    }
}

#[cfg(test)]
mod share_tests {
    use super::*;
    use matz::Action;

    fn finish_game(s: &mut SavedMatz) {
        while let Some(g) = s.game.current() {
            let seat = g.to_act().unwrap();
            let a: Action = g.legal_actions()[0];
            s.game.apply(seat, a).unwrap();
        }
    }

    #[test]
    fn a_shared_game_deals_the_same_pack_and_dealer_elsewhere() {
        for players in [2, 4, 8] {
            let mut s = SavedMatz::new(Rules::new(players).unwrap(), 0x5eed_0000 + players as u64);
            // The first game, and a later one (dealt by the seat the rules give).
            for _ in 0..2 {
                let link = s.shared_game().unwrap();
                let text = link.fragment();
                assert!(text.starts_with("matz=v1."), "{text}");
                let read = SharedGame::parse(&format!("#{text}")).unwrap();
                assert_eq!(read, link);
                let there = SavedMatz::shared(&read, 77);
                let (here, elsewhere) = (s.shown().unwrap(), there.shown().unwrap());
                assert_eq!(elsewhere.dealer(), here.dealer());
                assert_eq!(
                    matz::record::MatchRecord::from_match(&there.game).games[0].pack,
                    matz::record::MatchRecord::from_match(&s.game).games.last().unwrap().pack,
                    "{players} players: the same pack"
                );
                // Saved and read back, the match begun from the link keeps its first game.
                let again = SavedMatz::read(&there.to_json_string()).unwrap();
                assert_eq!(again, there);
                finish_game(&mut s);
                s.deal_next();
            }
        }
    }

    #[test]
    fn a_link_that_is_no_shared_game_is_refused() {
        for bad in [
            "", "matz=", "matz=v1", "matz=v2.0123456789abcdef.0.4000000m3", "matz=v1.0123.0.4000000m3",
            "matz=v1.0123456789abcdef.4.4000000m3", "matz=v1.0123456789abcdef.9.8000000m3",
            "matz=v1.0123456789abcdef.0.4000000m3.x", "matz=v1.0123456789abcdef.0.4000009m3",
            "matz=v1.0123456789abcdef.é.4000000m3", "skat=v1.0123456789abcdef.0.cfa",
        ] {
            assert_eq!(SharedGame::parse(bad), None, "{bad}");
        }
        assert!(SharedGame::parse("matz=v1.0123456789abcdef.3.4000000m3").is_some());
    }

    #[test]
    fn a_saved_match_with_a_broken_first_game_is_refused() {
        let s = SavedMatz::shared(&SharedGame::parse("matz=v1.0123456789abcdef.1.3000000m3").unwrap(), 5);
        let text = s.to_json_string();
        assert!(text.contains("\"first\""));
        assert!(SavedMatz::read(&text.replace("\"dealer\":1", "\"dealer\":7")).is_err());
    }
}
