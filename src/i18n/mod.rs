//! Every word the app shows, in one place per language.
//!
//! [`Texts`] has one field per piece of text: `&'static str` for fixed text and plain
//! `fn` pointers for text with parameters (a card, a seat, a number). A language is one
//! `static Texts` value; leaving out a field does not compile, which is the check that
//! every language has every text. Components never hold user-visible literals (suit
//! symbols ♠ ♥ ♦ ♣ aside): they ask [`texts`] for the active language.
//!
//! Seats appear in sentences as a [`Place`] (the person, left, partner, right), so a
//! language can inflect "You play" and "West plays" differently.

mod de;
mod en;
mod fr;
mod lb;
pub mod sheet_texts;

use crate::bot::Level;
use crate::engine::{Announcement, Card, Direction, Outcome, Rank, StannerRule, Suit, Team};
use crate::store::{Place, Speed, Theme};

pub use de::DE;
pub use en::EN;
pub use fr::FR;
pub use lb::LB;

/// The languages the app speaks: English, French, German and Luxembourgish, each
/// written in full.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
    Lb,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Lb];

    /// The BCP 47 code, for `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Lb => "lb",
        }
    }

    /// The language's own name, as a person looks for it in a list.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Lb => "Lëtzebuergesch",
        }
    }

    /// The language of a BCP 47 tag ("de-LU" → German), if the app speaks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "de" | "gsw" => Some(Lang::De),
            "lb" | "ltz" => Some(Lang::Lb),
            _ => None,
        }
    }

    /// The first visit's language from the browser's preferred languages, best first:
    /// Luxembourgish whenever it is listed at all (a Luxembourger's browser often puts
    /// French or German before it), otherwise the first one the app speaks, else English.
    pub fn from_preferences<S: AsRef<str>>(preferred: &[S]) -> Lang {
        let langs: Vec<Lang> = preferred.iter().filter_map(|t| Lang::from_tag(t.as_ref())).collect();
        if langs.contains(&Lang::Lb) {
            return Lang::Lb;
        }
        langs.first().copied().unwrap_or(Lang::En)
    }
}

/// The texts of a language.
pub fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

/// One section of the rules page: a heading and its paragraphs.
pub struct RulesSection {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// All the text of the app in one language.
pub struct Texts {
    // ── The app ────────────────────────────────────────────────────────────
    pub app_title: &'static str,
    pub tagline: &'static str,
    pub start_intro: &'static str,
    pub loading: &'static str,

    // ── Buttons (their text is also their accessible name) ────────────────
    pub new_match: &'static str,
    pub continue_match: &'static str,
    pub revenge: &'static str,
    pub next_deal: &'static str,
    pub settings: &'static str,
    pub rules: &'static str,
    pub statistics: &'static str,
    pub hint: &'static str,
    pub undo: &'static str,
    pub export_match: &'static str,
    pub import_match: &'static str,
    pub last_trick: &'static str,
    pub score_sheet: &'static str,
    /// The start screen's way to the score sheet for games with real cards.
    pub open_sheets: &'static str,
    /// The score sheets' module could not be loaded (offline before it was ever cached).
    pub sheets_unavailable: &'static str,
    pub menu: &'static str,
    pub close: &'static str,
    pub dismiss: &'static str,
    pub show_result: &'static str,

    // ── Seats and teams ────────────────────────────────────────────────────
    /// "You", "West", "North", "East".
    pub seat_name: fn(Place) -> &'static str,
    /// "Us", "Them".
    pub team_name: fn(Team) -> &'static str,
    /// "You and North", "West and East".
    pub team_members: fn(Team) -> &'static str,
    pub dealer: &'static str,
    pub forehand: &'static str,
    pub partner: &'static str,
    pub opponent: &'static str,
    /// "Bot, Medium".
    pub bot_label: fn(Level) -> String,
    /// "West: 4 cards".
    pub cards_left: fn(Place, usize) -> String,
    /// "West is to play".
    pub is_to_play: fn(Place) -> String,

    // ── Cards ──────────────────────────────────────────────────────────────
    /// "Spades".
    pub suit_name: fn(Suit) -> &'static str,
    /// "Ace of Spades", "Ten of Clubs".
    pub card_name: fn(Card) -> String,
    /// "Matt (the highest matador)" for Q♠ etc., None for other cards.
    pub matador_note: fn(Card) -> Option<&'static str>,
    pub face_down_card: &'static str,
    /// The rank as printed in a card's corner: "A", "K", "Q", "J", "10", "9".
    pub rank_label: fn(Rank) -> &'static str,
    /// The word printed on a matador's face ("MATT", "KONTER"); None for other cards.
    pub matador_label: fn(Card) -> Option<&'static str>,

    // ── Trump ──────────────────────────────────────────────────────────────
    pub trump: &'static str,
    pub no_trump_yet: &'static str,
    /// "Name Hearts as trump".
    pub name_trump: fn(Suit) -> String,
    pub choose_trump_title: &'static str,
    pub choose_trump_help: &'static str,
    /// "West is choosing trump…".
    pub choosing_trump: fn(Place) -> String,
    /// "West named Hearts as trump".
    pub named_trump: fn(Place, Suit) -> String,

    // ── Announcements ──────────────────────────────────────────────────────
    /// "Matt", "Konter", "Konter a Matt".
    pub announcement_name: fn(Announcement) -> &'static str,
    /// "Announce Matt".
    pub announce: fn(Announcement) -> String,
    pub announce_help: &'static str,
    /// "West announces Matt".
    pub announced: fn(Place, Announcement) -> String,
    pub announcements: &'static str,

    // ── Play ───────────────────────────────────────────────────────────────
    /// "West plays the Queen of Hearts".
    pub plays: fn(Place, Card) -> String,
    /// "North wins the trick (7 points)".
    pub wins_trick: fn(Place, u8) -> String,
    pub your_turn_lead: &'static str,
    /// "Your turn: follow Hearts or play a trump".
    pub your_turn_follow: fn(Option<Suit>) -> String,
    /// "West is thinking…".
    pub thinking: fn(Place) -> String,
    /// "West deals. East is forehand."
    pub deals: fn(Place, Place) -> String,
    pub tap_to_collect: &'static str,
    pub your_hand: &'static str,
    pub trick_on_table: &'static str,
    /// Why a card cannot be played now.
    pub reason_not_your_turn: fn(Place) -> String,
    pub reason_trump_first: &'static str,
    pub reason_must_trump: &'static str,
    /// "You must follow Hearts or play a trump".
    pub reason_must_follow: fn(Suit) -> String,
    pub reason_collecting: &'static str,
    pub reason_deal_over: &'static str,
    /// "The Hard bot would play the Ace of Spades".
    pub hint_play: fn(Card) -> String,
    pub hint_trump: fn(Suit) -> String,
    pub hint_announce: fn(Announcement) -> String,
    pub hint_none: &'static str,
    /// "64 % chance to win this deal" (the Hard bot's estimate for the person's team).
    pub hint_chance: fn(u32) -> String,

    // ── The deal and the score ─────────────────────────────────────────────
    /// "Deal 3".
    pub deal_number: fn(usize) -> String,
    /// "Trick 2".
    pub trick_number: fn(usize) -> String,
    pub points: &'static str,
    /// "7 points", "1 point".
    pub points_count: fn(u32) -> String,
    pub tricks: &'static str,
    pub dashes: &'static str,
    pub value: &'static str,
    /// "Stake pending: 2".
    pub stake_pending: fn(u32) -> String,
    /// Accessible summary of the score: "Dashes left: Us 9, Them 11".
    pub dashes_left: fn([u32; 2]) -> String,
    /// "Card points: Us 14, Them 9".
    pub card_points_label: fn([u8; 2]) -> String,
    /// "led by West, won by North".
    pub trick_led_won: fn(Place, Place) -> String,
    pub no_trick_yet: &'static str,

    // ── Deal summary ───────────────────────────────────────────────────────
    /// Heading: "We win deal 3" etc., from the person's team's view.
    pub summary_title: fn(usize, Option<Outcome>, bool) -> String,
    /// "North named Hearts: we were the trump team and needed 21 points."
    pub summary_trump: fn(Place, Suit, bool) -> String,
    /// "We took 25 points in 4 tricks, they took 15 in 2."
    pub summary_points: fn([u8; 2], [u8; 2]) -> String,
    /// Why the deal went the way it did, by outcome and whether the person's team was trump.
    pub summary_why: fn(Outcome, bool, StannerRule) -> String,
    pub value_title: &'static str,
    pub value_base: &'static str,
    /// "No-trick bonus: they took no trick".
    pub value_no_trick: fn(bool) -> String,
    /// "Matt, announced by West".
    pub value_announcement: fn(Place, Announcement) -> String,
    /// "Stake from earlier Stänners".
    pub value_stake: &'static str,
    pub value_total: &'static str,
    /// "We strike out 3 dashes." / "They add 2 dashes."
    pub summary_struck: fn(Team, u32) -> String,
    pub summary_added: fn(Team, u32) -> String,
    /// "The stake of 2 waits for the next decided deal."
    pub summary_stake_carried: fn(u32) -> String,
    pub summary_no_change: &'static str,
    pub review_tricks: &'static str,

    // ── Match end ──────────────────────────────────────────────────────────
    /// "You won the match!" / "West and East won the match".
    pub match_won_by: fn(bool) -> String,
    pub match_over_help: &'static str,
    /// "after 9 deals".
    pub after_deals: fn(usize) -> String,

    // ── Score sheet ("Lee") ────────────────────────────────────────────────
    pub lee_title: &'static str,
    /// How the sheet works, for `start` dashes.
    pub lee_help: fn(u8) -> String,
    /// "Us: 7 dashes left, 4 struck out, 1 added".
    pub lee_team_summary: fn(Team, u32, u32, u32) -> String,
    pub lee_deal: &'static str,
    pub lee_history: &'static str,

    // ── Settings ───────────────────────────────────────────────────────────
    pub settings_title: &'static str,
    pub bots_heading: &'static str,
    pub bot_level: &'static str,
    pub all_bots: &'static str,
    pub per_seat: &'static str,
    pub level_name: fn(Level) -> &'static str,
    pub speed: &'static str,
    pub speed_name: fn(Speed) -> &'static str,
    pub rules_heading: &'static str,
    pub rules_next_match: &'static str,
    pub direction: &'static str,
    pub direction_name: fn(Direction) -> &'static str,
    pub start_dashes: &'static str,
    pub start_dashes_name: fn(u8) -> String,
    pub stanner_rule: &'static str,
    pub stanner_name: fn(StannerRule) -> &'static str,
    pub display_heading: &'static str,
    pub show_points: &'static str,
    pub four_colour: &'static str,
    pub four_colour_help: &'static str,
    pub theme: &'static str,
    pub theme_name: fn(Theme) -> &'static str,
    pub practice: &'static str,
    pub practice_help: &'static str,

    // ── Rules page ─────────────────────────────────────────────────────────
    pub rules_title: &'static str,
    pub rules_sections: &'static [RulesSection],
    pub trump_order_title: &'static str,
    pub trump_order_help: &'static str,
    /// "Hearts are trump: 8 trumps".
    pub trump_order_caption: fn(Suit, usize) -> String,
    pub high_to_low: &'static str,

    // ── Statistics ─────────────────────────────────────────────────────────
    pub stats_title: &'static str,
    pub stats_matches: &'static str,
    pub stats_deals: &'static str,
    pub stats_as_trump: &'static str,
    pub stats_as_defenders: &'static str,
    pub stats_stanners: &'static str,
    pub stats_played: &'static str,
    pub stats_won: &'static str,
    /// "won 3 of 5 (60 %)".
    pub stats_rate: fn(u32, u32) -> String,
    pub stats_note: &'static str,

    // ── Storage and notices ────────────────────────────────────────────────
    pub storage_blocked: &'static str,
    pub storage_failed: &'static str,
    /// Unreadable saved data: the short name of its key (`match`, `settings`, `stats`) and
    /// the backup key its text is kept under.
    pub corrupt_saved: fn(&str, &str) -> String,
    pub start_fresh: &'static str,
    pub other_tab: &'static str,
    pub load_it: &'static str,

    // ── Export / import ────────────────────────────────────────────────────
    pub export_help: &'static str,
    pub download: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub import_help: &'static str,
    pub import_paste: &'static str,
    pub import_file: &'static str,
    pub import_go: &'static str,
    /// The record could not be read: why.
    pub import_failed: fn(&str) -> String,
    pub imported: &'static str,

    // ── New match while one is running ─────────────────────────────────────
    pub abandon_title: &'static str,
    pub abandon_help: &'static str,
    pub abandon_confirm: &'static str,
    pub cancel: &'static str,

    // ── Language, updates, shared deals ────────────────────────────────────
    pub language: &'static str,
    /// A new version of the app is waiting (the service worker).
    pub update_available: &'static str,
    pub update_reload: &'static str,
    pub share_deal: &'static str,
    /// Shown after the link was copied to the clipboard.
    pub share_copied: &'static str,
    /// The text that goes with a shared link.
    pub share_text: &'static str,
    /// A shared-deal link was opened: offer to play it.
    pub shared_offer: &'static str,
    pub shared_play: &'static str,
    /// A shared-deal link that could not be read.
    pub shared_bad: &'static str,
}
