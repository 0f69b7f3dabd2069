//! Every word of Müller Matz (`crate::games::matz`), one `static MatzTexts` per language, all four
//! compiled into Müller Matz's module (never into the page). Like [`crate::i18n::Texts`], a
//! missing text does not compile. A seat is said as a [`W`]: "you" (seat 0, the person at
//! the bottom) or its player's name, so that verbs agree.

use crate::i18n::Lang;
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

crate::i18n::text_set! {
/// All the text of Müller Matz in one language.
pub struct MatzTexts {
    /// Why a practice hint, from the facts of `crate::hints`; cards, seats and suits named by
    /// the caller in the table's words.
    hint_reason(why: super::why::MatzWhy, names: &crate::i18n::hint_words::Names<matz::Card, matz::Seat, matz::Suit>) -> String,
    // ── Cards ─────────────────────────────────────────────────────────────
    /// "Seven of Diamonds" (the accessible name of a card).
    card(card: Card) -> String,
    /// "Diamonds".
    suit(suit: Suit) -> &'static str,
    /// The rank as a card's corner shows it: "A", "K", "Q", "J", "10", "7".
    rank_label(rank: Rank) -> &'static str,
    /// "You", or the name.
    who(w: W) -> &'static str,

    // ── The table ─────────────────────────────────────────────────────────
    table_label,
    your_hand,
    your_reserve,
    reserve_help,
    players_label,
    /// "3 in hand".
    in_hand(n: usize) -> String,
    /// "2 in reserve".
    in_reserve(n: usize) -> String,
    finished,
    /// "Out, place 2".
    out_place(n: usize) -> String,
    to_act,
    dealer,
    trump,
    /// "Trump: ♥ Hearts".
    trump_is(suit: Suit) -> String,
    /// "Your reserve: 4".
    reserve_count(n: usize) -> String,
    turned_card,
    /// "Stock: 40".
    stock(n: usize) -> String,
    out_of_play(n: usize) -> String,
    /// "Game 2".
    game_no(n: usize) -> String,
    first_life,
    second_life,
    /// "Anna led the Seven of Diamonds to you".
    led_to(by: W, card: Card, to: W) -> String,
    /// The second life's pile: "Pile: 2 of 4 cards".
    pile(cards: usize, of: usize) -> String,
    pile_empty,
    /// "Matz points".
    tally,
    /// "Place points" (the tally under that variant).
    tally_places,

    // ── What to do now ────────────────────────────────────────────────────
    /// First life, your lead: to whom, and what they may answer under the variant played.
    guide_lead(w: W, answer: Answer) -> String,
    /// First life, a card led to you (trumps, the variant played, whether you hold its twin
    /// with two packs).
    guide_answer(card: Card, trump: Suit, answer: Answer, twin: bool) -> String,
    /// Second life, the pile is empty: lead; its size.
    guide_second_lead(n: usize) -> String,
    /// Second life: beat the top card or pick it up (trumps); how many complete the pile.
    guide_second_beat(card: Card, suit: Suit, n: usize) -> String,
    /// Someone else is to act.
    guide_wait(w: W) -> String,
    /// You are finished or out: watch.
    guide_done,
    /// The change of lives, shown once the second life begins.
    lives_change,
    lives_change_none,

    // ── Actions ───────────────────────────────────────────────────────────
    pick_up,
    go_to_sleep,
    exchange,
    give_up,
    not_your_turn,
    /// Why the rules refuse: the engine's reason, in the language (trumps, when a game is
    /// being played, so that "beat it" names what does).
    rule_error(error: &matz::RuleError, suit: Option<Suit>) -> String,
    /// What happened, for the live region and the log line, each seat named by `name`.
    event(event: &Event, name: fn(matz::Seat) -> W) -> String,
    last_move,

    // ── End of a game, of the match ───────────────────────────────────────
    game_over(n: usize) -> String,
    places,
    /// "1. Anna".
    place_line(n: usize, w: W) -> String,
    loser_is(w: W) -> String,
    by_repetition,
    first_life_order,
    next_game,
    match_over,
    match_lost_by(w: W) -> String,
    /// Place points: the match's winner.
    match_won_by(w: W) -> String,
    play_again,
    points_col,
    player_col,

    // ── Practice ──────────────────────────────────────────────────────────
    hint,
    undo,
    hint_is(text: &str) -> String,

    // ── Screens, notices, questions ───────────────────────────────────────
    no_match,
    new_match,
    ask_new_title,
    ask_new_yes,
    cancel,
    dismiss,
    corrupt(text: &str) -> String,
    storage_failed,
    imported,

    // ── Settings ──────────────────────────────────────────────────────────
    settings_intro,
    players,
    players_help,
    practice_help,
    rules_heading,
    rules_next_match,
    v_turned,
    v_turned_drawn,
    v_turned_out,
    v_answer,
    v_answer_any,
    v_answer_strict,
    v_give_up,
    v_give_up_out,
    v_give_up_reserve,
    v_sleep,
    v_sleep_whole,
    v_sleep_three,
    v_last_hand,
    v_last_joins,
    v_last_out,
    v_dealing,
    v_dealing_loser,
    v_dealing_left,
    v_scoring,
    /// "Matz points: the first to 3 loses".
    v_scoring_matz(n: u8) -> String,
    /// "Place points over 5 games".
    v_scoring_places(n: u8) -> String,

    // ── Statistics ────────────────────────────────────────────────────────
    stats_none,
    stats_matches,
    stats_matches_lost,
    stats_games,
    stats_games_won,
    stats_games_lost,
    stats_first_life_first,

    // ── Export, import ────────────────────────────────────────────────────
    export_help,
    record_label,
    download,
    copy,
    copied,
    import_help,
    import_file,
    import_go,
    import_unreadable,
    // ── A shared game (`#matz=…`) ──────────────────────────────────────────
    share_game,
    /// The text that goes with a shared link.
    share_text,
    share_copied,
    /// A shared game's link was opened: offer to play it.
    shared_offer,
    shared_play,
    /// A `#matz=` link that holds no game.
    shared_bad,
    /// Before a shared game takes the place of a match in progress.
    ask_shared_title,
    /// "This record cannot be imported: …" (the engine's reason, in English).
    import_failed(text: &str) -> String,

    // ── The rules page ────────────────────────────────────────────────────
    /// Above the rules: they follow the variants of the match in progress…
    rules_of_match,
    /// …or, without one, those of the settings.
    rules_of_settings,
    /// The rules with these variants: headings and paragraphs.
    rules_sections(rules: &Rules) -> Vec<(&'static str, Vec<String>)>,
}
}
