//! Every word of Müller Matz (`app::matz`), one `static MatzTexts` per language, all four
//! compiled into Müller Matz's module (never into the page). Like [`super::Texts`], a
//! missing text does not compile. A seat is said as a [`W`]: "you" (seat 0, the person at
//! the bottom) or its player's name, so that verbs agree.

use super::Lang;
use matz::rules::{Answer, Rules};
use matz::{Card, Event, Rank, Suit};

mod de;
mod en;
mod fr;
mod lb;

pub use de::DE;
pub use en::EN;
pub use fr::FR;
pub use lb::LB;

/// Müller Matz's texts in `lang`.
pub fn matz_texts(lang: Lang) -> &'static MatzTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

/// The players' names, the same in every language. Seat 0 is the device's owner, "you"
/// while playing alone; its name is said only while a friend at the device holds it.
pub const NAMES: [&str; 8] = ["Zoe", "Anna", "Ben", "Clara", "David", "Emma", "Felix", "Greta"];

/// A seat as a sentence names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum W {
    You,
    Name(&'static str),
}

/// A seat by its index.
pub fn w(seat: usize) -> W {
    match seat {
        0 => W::You,
        i => W::Name(NAMES.get(i).copied().unwrap_or("?")),
    }
}

/// How a language says an event, each seat named by the function given.
pub type EventWords = fn(&Event, fn(matz::Seat) -> W) -> String;

/// All the text of Müller Matz in one language.
pub struct MatzTexts {
    // ── Cards ─────────────────────────────────────────────────────────────
    /// "Seven of Diamonds" (the accessible name of a card).
    pub card: fn(Card) -> String,
    /// "Diamonds".
    pub suit: fn(Suit) -> &'static str,
    /// The rank as a card's corner shows it: "A", "K", "Q", "J", "10", "7".
    pub rank_label: fn(Rank) -> &'static str,
    /// "You", or the name.
    pub who: fn(W) -> &'static str,

    // ── The table ─────────────────────────────────────────────────────────
    pub table_label: &'static str,
    pub your_hand: &'static str,
    pub your_reserve: &'static str,
    pub reserve_help: &'static str,
    pub players_label: &'static str,
    /// "3 in hand".
    pub in_hand: fn(usize) -> String,
    /// "2 in reserve".
    pub in_reserve: fn(usize) -> String,
    pub finished: &'static str,
    /// "Out, place 2".
    pub out_place: fn(usize) -> String,
    pub to_act: &'static str,
    pub dealer: &'static str,
    pub trump: &'static str,
    /// "Trump: ♥ Hearts".
    pub trump_is: fn(Suit) -> String,
    /// "Your reserve: 4".
    pub reserve_count: fn(usize) -> String,
    pub turned_card: &'static str,
    /// "Stock: 40".
    pub stock: fn(usize) -> String,
    pub out_of_play: fn(usize) -> String,
    /// "Game 2".
    pub game_no: fn(usize) -> String,
    pub first_life: &'static str,
    pub second_life: &'static str,
    /// "Anna led the Seven of Diamonds to you".
    pub led_to: fn(W, Card, W) -> String,
    /// The second life's pile: "Pile: 2 of 4 cards".
    pub pile: fn(usize, usize) -> String,
    pub pile_empty: &'static str,
    /// "Matz points".
    pub tally: &'static str,
    /// "Place points" (the tally under that variant).
    pub tally_places: &'static str,

    // ── What to do now ────────────────────────────────────────────────────
    /// First life, your lead: to whom, and what they may answer under the variant played.
    pub guide_lead: fn(W, Answer) -> String,
    /// First life, a card led to you (trumps, the variant played, whether you hold its twin
    /// with two packs).
    pub guide_answer: fn(Card, Suit, Answer, bool) -> String,
    /// Second life, the pile is empty: lead; its size.
    pub guide_second_lead: fn(usize) -> String,
    /// Second life: beat the top card or pick it up (trumps); how many complete the pile.
    pub guide_second_beat: fn(Card, Suit, usize) -> String,
    /// Someone else is to act.
    pub guide_wait: fn(W) -> String,
    /// You are finished or out: watch.
    pub guide_done: &'static str,
    /// The change of lives, shown once the second life begins.
    pub lives_change: &'static str,
    pub lives_change_none: &'static str,

    // ── Actions ───────────────────────────────────────────────────────────
    pub pick_up: &'static str,
    pub go_to_sleep: &'static str,
    pub exchange: &'static str,
    pub give_up: &'static str,
    pub not_your_turn: &'static str,
    /// Why the rules refuse: the engine's reason, in the language (trumps, when a game is
    /// being played, so that "beat it" names what does).
    pub rule_error: fn(&matz::RuleError, Option<Suit>) -> String,
    /// What happened, for the live region and the log line.
    pub event: EventWords,
    pub last_move: &'static str,

    // ── End of a game, of the match ───────────────────────────────────────
    pub game_over: fn(usize) -> String,
    pub places: &'static str,
    /// "1. Anna".
    pub place_line: fn(usize, W) -> String,
    pub loser_is: fn(W) -> String,
    pub by_repetition: &'static str,
    pub first_life_order: &'static str,
    pub next_game: &'static str,
    pub match_over: &'static str,
    pub match_lost_by: fn(W) -> String,
    /// Place points: the match's winner.
    pub match_won_by: fn(W) -> String,
    pub play_again: &'static str,
    pub points_col: &'static str,
    pub player_col: &'static str,

    // ── Practice ──────────────────────────────────────────────────────────
    pub hint: &'static str,
    pub undo: &'static str,
    pub hint_is: fn(&str) -> String,

    // ── Screens, notices, questions ───────────────────────────────────────
    pub no_match: &'static str,
    pub new_match: &'static str,
    pub ask_new_title: &'static str,
    pub ask_new_yes: &'static str,
    pub cancel: &'static str,
    pub dismiss: &'static str,
    pub corrupt: fn(&str) -> String,
    pub storage_failed: &'static str,
    pub imported: &'static str,

    // ── Settings ──────────────────────────────────────────────────────────
    pub settings_intro: &'static str,
    pub players: &'static str,
    pub players_help: &'static str,
    pub bots: &'static str,
    pub easy: &'static str,
    pub medium: &'static str,
    pub hard: &'static str,
    pub practice: &'static str,
    pub practice_help: &'static str,
    pub rules_heading: &'static str,
    pub rules_next_match: &'static str,
    pub v_turned: &'static str,
    pub v_turned_drawn: &'static str,
    pub v_turned_out: &'static str,
    pub v_answer: &'static str,
    pub v_answer_any: &'static str,
    pub v_answer_strict: &'static str,
    pub v_give_up: &'static str,
    pub v_give_up_out: &'static str,
    pub v_give_up_reserve: &'static str,
    pub v_sleep: &'static str,
    pub v_sleep_whole: &'static str,
    pub v_sleep_three: &'static str,
    pub v_last_hand: &'static str,
    pub v_last_joins: &'static str,
    pub v_last_out: &'static str,
    pub v_dealing: &'static str,
    pub v_dealing_loser: &'static str,
    pub v_dealing_left: &'static str,
    pub v_scoring: &'static str,
    /// "Matz points: the first to 3 loses".
    pub v_scoring_matz: fn(u8) -> String,
    /// "Place points over 5 games".
    pub v_scoring_places: fn(u8) -> String,

    // ── Statistics ────────────────────────────────────────────────────────
    pub stats_none: &'static str,
    pub stats_matches: &'static str,
    pub stats_matches_lost: &'static str,
    pub stats_games: &'static str,
    pub stats_games_won: &'static str,
    pub stats_games_lost: &'static str,
    pub stats_first_life_first: &'static str,

    // ── Export, import ────────────────────────────────────────────────────
    pub export_help: &'static str,
    pub record_label: &'static str,
    pub download: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub import_help: &'static str,
    pub import_file: &'static str,
    pub import_go: &'static str,
    pub import_unreadable: &'static str,
    // ── A shared game (`#matz=…`) ──────────────────────────────────────────
    pub share_game: &'static str,
    /// The text that goes with a shared link.
    pub share_text: &'static str,
    pub share_copied: &'static str,
    /// A shared game's link was opened: offer to play it.
    pub shared_offer: &'static str,
    pub shared_play: &'static str,
    /// A `#matz=` link that holds no game.
    pub shared_bad: &'static str,
    /// Before a shared game takes the place of a match in progress.
    pub ask_shared_title: &'static str,
    /// "This record cannot be imported: …" (the engine's reason, in English).
    pub import_failed: fn(&str) -> String,

    // ── The rules page ────────────────────────────────────────────────────
    /// Above the rules: they follow the variants of the match in progress…
    pub rules_of_match: &'static str,
    /// …or, without one, those of the settings.
    pub rules_of_settings: &'static str,
    /// The rules with these variants: headings and paragraphs.
    pub rules_sections: fn(&Rules) -> Vec<(&'static str, Vec<String>)>,
}
