//! The texts of the Konter a Matt table in one language.
//!
//! A text set like every other (see `text_set!` in `i18n`), declared in two halves:
//! [`Texts`] has one field per fixed text (`&'static str`) and one method per text with
//! parameters (a card, a seat, a number), which a language writes as a plain `fn` in its
//! [`Phrases`]. A language is one `static Texts` value; leaving out a text does not
//! compile, which is the check that every language has every text. The halves let a
//! language file carry the phrases as tables. Components never hold
//! user-visible literals (suit symbols ♠ ♥ ♦ ♣ aside): they ask [`texts`](super::texts()) for the active
//! language. The web app compiles in English only and loads the others from their files,
//! phrases as tables ([`phrases`]).
//!
//! Seats appear in sentences as a [`Who`]: "You" (the person looking at the table) or a
//! compass point, so a language can inflect "You play" and "West plays" differently.
//! Teams appear in the words of a [`Voice`]: the owner's ("we", "Us", "Them") while the
//! owner plays alone with the bots, the seats' ("South and North", "West and East") when
//! friends share the device and "we" would be nobody in particular.

use crate::bot::Level;
use crate::engine::record::{HandProblem, Problem, RecordError, Shape, Shown, Wrong};
use crate::engine::{Announcement, Card, CardSet, Direction, Lane, Outcome, Rank, RuleError, Seat, StannerRule, Suit, Team};
use crate::store::kept::Saved;
use crate::store::choices::{Speed, Theme};
use crate::store::seats::Who;
use crate::games::Game;
use super::phrases::{self, DashesChoice, Fault, Month, Voice};

/// Declares [`Texts`] from its two kinds of fields: `words` (fixed texts) and `phrases`
/// (texts with parameters, written as functions: [`Phrases`]), with [`Words`] and
/// [`Phrases`], the two halves a language is written as. A language file carries both,
/// the phrases as tables ([`phrases`]); [`Texts`] answers each phrase by a method, from
/// the functions or from the tables.
macro_rules! texts {
    (
        words { $( $(#[$wm:meta])* $w:ident, )* }
        phrases { $( $(#[$pm:meta])* $p:ident($($an:ident: $at:ty),*) -> $rt:ty, )* }
    ) => {
        /// All the text of the app in one language.
        #[derive(Clone, Copy)]
        pub struct Texts {
            $( $(#[$wm])* pub $w: &'static str, )*
            /// The rules page.
            pub rules_sections: &'static [RulesSection],
            source: Source,
        }

        /// A language's fixed texts (all of [`Texts`] but the rules page and the phrases).
        #[derive(Clone, Copy)]
        pub struct Words {
            $( pub $w: &'static str, )*
        }

        /// A language's texts with parameters, as functions.
        #[derive(Clone, Copy)]
        pub struct Phrases {
            $( pub $p: fn($($at),*) -> $rt, )*
        }

        /// Where a language's phrases come from: its functions, or (loaded from its file)
        /// one table per phrase, in declaration order.
        #[derive(Clone, Copy)]
        enum Source {
            Code(Phrases),
            Tables(&'static [&'static [&'static str]]),
        }

        #[allow(non_camel_case_types)]
        enum PhraseId {
            $( $p, )*
        }

        impl Texts {
            pub const fn join(w: Words, rules_sections: &'static [RulesSection], p: Phrases) -> Texts {
                Texts { $( $w: w.$w, )* rules_sections, source: Source::Code(p) }
            }

            pub(super) fn with_tables(
                w: Words,
                rules_sections: &'static [RulesSection],
                t: &'static [&'static [&'static str]],
            ) -> Texts {
                Texts { $( $w: w.$w, )* rules_sections, source: Source::Tables(t) }
            }

            /// The fixed texts by field name, in declaration order.
            pub fn words(&self) -> Vec<(&'static str, &'static str)> {
                vec![$( (stringify!($w), self.$w), )*]
            }

            $(
                $(#[$pm])*
                pub fn $p(&self, $($an: $at),*) -> $rt {
                    match &self.source {
                        Source::Code(f) => (f.$p)($($an),*),
                        Source::Tables(t) => phrases::render(t, PhraseId::$p as usize, ($($an,)*)),
                    }
                }
            )*

            /// Where `loaded` (from a language file) says something else than these texts'
            /// functions, on many values of every phrase's parameters.
            #[cfg(not(target_arch = "wasm32"))]
            pub fn phrase_differences(&self, loaded: &Texts) -> Vec<String> {
                match self.source {
                    Source::Code(f) => f.differences(loaded),
                    Source::Tables(_) => vec!["these texts are tables themselves".into()],
                }
            }

            /// The phrases' tables, as a language file has them (native: written from the
            /// functions).
            #[cfg(not(target_arch = "wasm32"))]
            pub fn phrase_tables(&self) -> Vec<Vec<String>> {
                match self.source {
                    Source::Code(f) => f.tables(),
                    Source::Tables(t) => t.iter().map(|l| l.iter().map(|s| s.to_string()).collect()).collect(),
                }
            }
        }

        impl Words {
            /// How many fixed texts a language has.
            const COUNT: usize = [$( stringify!($w), )*].len();

            /// The fixed texts from a language file's first lines (taken as one list and
            /// then moved into place: a few bytes of the page's code per text, not a read
            /// of the next line inlined for each).
            pub(super) fn from_lines(lines: &mut impl Iterator<Item = &'static str>) -> Option<Words> {
                let all: Vec<&'static str> = lines.by_ref().take(Self::COUNT).collect();
                let [$( $w, )*]: [&'static str; Self::COUNT] = all.try_into().ok()?;
                Some(Words { $( $w, )* })
            }
        }

        /// How many lines each phrase's table has, in declaration order.
        pub(super) fn phrase_cases() -> Vec<usize> {
            vec![$( <($($at,)*) as phrases::Args>::CASES, )*]
        }

        #[cfg(not(target_arch = "wasm32"))]
        impl Phrases {
            /// Every phrase's table, written from its function.
            pub fn tables(&self) -> Vec<Vec<String>> {
                let mut all = vec![];
                $(
                    let mut t = vec![];
                    phrases::tabulate(|($($an,)*): ($($at,)*)| (self.$p)($($an),*), &mut t);
                    all.push(t);
                )*
                all
            }

            /// Where `texts` (loaded from a file) says something else than these functions,
            /// on many values of every phrase's parameters.
            pub fn differences(&self, texts: &Texts) -> Vec<String> {
                let Source::Tables(t) = texts.source else { return vec!["those texts are not tables".into()] };
                let mut out = vec![];
                $(
                    phrases::differences(
                        stringify!($p),
                        |($($an,)*): ($($at,)*)| (self.$p)($($an),*),
                        t[PhraseId::$p as usize],
                        &mut out,
                    );
                )*
                out
            }
        }
    };
}

/// One section of the rules page: a heading and its paragraphs.
pub struct RulesSection {
    pub heading: &'static str,
    pub paragraphs: &'static [&'static str],
}

texts! {
    words {
        // ── The app ────────────────────────────────────────────────────────────
        app_title,
        tagline,
        start_intro,
        loading,
        // ── Buttons (their text is also their accessible name) ────────────────
        new_match,
        continue_match,
        revenge,
        next_deal,
        settings,
        rules,
        statistics,
        hint,
        undo,
        export_match,
        import_match,
        last_trick,
        score_sheet,
        /// The start screen's way to the score sheet for games with real cards.
        open_sheets,
        /// The score sheets' module could not be loaded (offline before it was ever cached).
        sheets_unavailable,
        /// A dialog's panel could not be loaded (offline before the extras were ever cached).
        panel_unavailable,
        menu,
        close,
        dismiss,
        show_result,
        // ── Seats and teams ────────────────────────────────────────────────────
        dealer,
        forehand,
        partner,
        opponent,
        // ── Trump ──────────────────────────────────────────────────────────────
        trump,
        no_trump_yet,
        choose_trump_title,
        choose_trump_help,
        // ── Announcements ──────────────────────────────────────────────────────
        announce_help,
        announcements,
        // ── Play ───────────────────────────────────────────────────────────────
        your_turn_lead,
        tap_to_collect,
        /// The button that collects a trick left on the table ("Leave each trick until I tap").
        next_trick,
        your_hand,
        trick_on_table,
        reason_trump_first,
        reason_collecting,
        reason_deal_over,
        // ── The deal and the score ─────────────────────────────────────────────
        points,
        tricks,
        dashes,
        value,
        no_trick_yet,
        // ── Deal summary ───────────────────────────────────────────────────────
        value_title,
        value_base,
        /// "Stake from earlier Stänners".
        value_stake,
        value_total,
        summary_no_change,
        review_tricks,
        // ── Match end ──────────────────────────────────────────────────────────
        match_over_help,
        // ── Score sheet ("Lee") ────────────────────────────────────────────────
        lee_title,
        lee_deal,
        lee_history,
        // ── Settings ───────────────────────────────────────────────────────────
        settings_title,
        bots_heading,
        bot_level,
        all_bots,
        per_seat,
        /// Under "Seat by seat": what it does.
        per_seat_help,
        speed,
        rules_heading,
        /// The rules page's box with the rules of the match on the table.
        rules_this_match,
        rules_next_match,
        direction,
        start_dashes,
        stanner_rule,
        display_heading,
        show_points,
        four_colour,
        four_colour_help,
        theme,
        practice,
        practice_help,
        /// The setting that keeps a finished trick on the table until the person taps it.
        leave_tricks,
        // ── Rules page ─────────────────────────────────────────────────────────
        rules_title,
        trump_order_title,
        trump_order_help,
        high_to_low,
        // ── Statistics ─────────────────────────────────────────────────────────
        stats_title,
        stats_matches,
        stats_deals,
        stats_as_trump,
        stats_as_defenders,
        stats_stanners,
        stats_played,
        stats_won,
        /// The heading of the column of rates ("60%").
        stats_rate_head,
        stats_note,
        // ── Storage and notices ────────────────────────────────────────────────
        storage_blocked,
        storage_failed,
        start_fresh,
        other_tab,
        load_it,
        // ── Export / import ────────────────────────────────────────────────────
        export_help,
        download,
        copy,
        copied,
        import_help,
        import_paste,
        import_file,
        import_go,
        imported,
        // ── New match while one is running ─────────────────────────────────────
        abandon_title,
        abandon_help,
        abandon_confirm,
        cancel,
        // ── Language, updates, shared deals ────────────────────────────────────
        language,
        /// A language file could not be fetched (offline before it was ever cached).
        lang_unavailable,
        /// A new version of the app is waiting (the service worker).
        update_available,
        update_reload,
        share_deal,
        /// Shown after the link was copied to the clipboard.
        share_copied,
        /// The text that goes with a shared link.
        share_text,
        /// A shared-deal link was opened: offer to play it.
        shared_offer,
        shared_play,
        /// A shared-deal link that could not be read.
        shared_bad,
        // ── Errors: records, rules, import ─────────────────────────────────────
        /// The file chosen to import could not be read.
        import_unreadable,
        /// Another game's record on import: "This is a {game} record." (`{game}`: its name).
        other_game_record,
        /// Its button: "Open it in {game}".
        open_in_game,
        // ── Matches put aside (the start screen lists them; asking before one is) ──
        /// Heading of the start screen's list of unfinished matches put aside.
        saved_heading,
        /// Says how many are kept (the number of matches kept aside, written out) and that the oldest goes.
        saved_help,
        delete,
        /// Title of the question before a shared deal takes the place of a match in progress.
        confirm_shared_title,
        /// The same before an imported match does.
        confirm_import_title,
        // ── Friends at one table ───────────────────────────────────────────────
        /// The settings' heading over who plays each seat.
        players_heading,
        /// Under it: the device goes round, each sees only their own cards, no Undo.
        players_help,
        /// The choices of "Who plays West": a bot, or a person at this device.
        player_bot,
        player_person,
        /// Why Undo is off while more than one person plays (its button's title).
        undo_off,
        // ── Learning: the deal review and the lessons (their screens: the extras module) ──
        /// On the deal summary and for each deal of the match's score sheet.
        review_deal,
        /// The start screen's way to the lessons.
        learn_to_play,
        // ── The games (the start screen picks one) ─────────────────────────────
        /// The start screen's group of game buttons.
        game,
    }
    phrases {
        // ── Seats and teams ────────────────────────────────────────────────────
        /// "You", "West", "North", "East", "South".
        seat_name(who: Who) -> &'static str,
        /// "Us", "Them"; "South and North", "West and East".
        team_name(team: Team, voice: Voice) -> &'static str,
        /// "Bot, Medium".
        bot_label(level: Level) -> String,
        /// "West: 4 cards".
        cards_left(who: Who, cards: usize) -> String,
        /// "West is to play".
        is_to_play(who: Who) -> String,
        // ── Cards ──────────────────────────────────────────────────────────────
        /// "Spades".
        suit_name(suit: Suit) -> &'static str,
        /// "Ace of Spades", "Ten of Clubs".
        card_name(card: Card) -> String,
        /// The rank as printed in a card's corner: "A", "K", "Q", "J", "10", "9".
        rank_label(rank: Rank) -> &'static str,
        /// The word printed on a matador's face ("MATT", "KONTER"); None for other cards.
        matador_label(card: Card) -> Option<&'static str>,
        // ── Trump ──────────────────────────────────────────────────────────────
        /// "Name Hearts as trump".
        name_trump(suit: Suit) -> String,
        /// "West is choosing trump…".
        choosing_trump(who: Who) -> String,
        /// "West named Hearts as trump".
        named_trump(who: Who, suit: Suit) -> String,
        // ── Announcements ──────────────────────────────────────────────────────
        /// "Matt", "Konter", "Konter a Matt".
        announcement_name(announcement: Announcement) -> &'static str,
        /// "Announce Matt".
        announce(announcement: Announcement) -> String,
        /// "West announces Matt".
        announced(who: Who, announcement: Announcement) -> String,
        // ── Play ───────────────────────────────────────────────────────────────
        /// "West plays the Queen of Hearts".
        plays(who: Who, card: Card) -> String,
        /// "North wins the trick (7 points)".
        wins_trick(who: Who, points: u8) -> String,
        /// What the follow rule leaves the person to play, in the trick led in `led`'s
        /// suit (None: trump): "Your turn: follow Hearts or play a trump"; with no card of
        /// the led suit (`any`: the rules allow every card), "Your turn: you cannot follow
        /// Hearts — play any card".
        your_turn_follow(led: Option<Suit>, any: bool) -> String,
        /// "West is thinking…".
        thinking(who: Who) -> String,
        /// "West deals. East is forehand."
        deals(dealer: Who, forehand: Who) -> String,
        /// Why a card cannot be played now.
        reason_not_your_turn(who: Who) -> String,
        /// A card refused because trump was led: "Trump was led: play a trump — Q♥ is one"
        /// (`card`: one the person may play, as its corner shows it).
        reason_must_trump(card: &str) -> String,
        /// The same for a plain suit led: "Hearts were led: play Hearts or a trump — A♥ is one".
        reason_must_follow(led: Suit, card: &str) -> String,
        /// "The Hard bot would play the Ace of Spades".
        hint_play(card: Card) -> String,
        hint_trump(suit: Suit) -> String,
        hint_announce(announcement: Announcement) -> String,
        /// How the hint's chance is computed, in a sentence: "your team wins this deal in 64%
        /// of the deals consistent with what you have seen, played perfectly from here" (the
        /// Hard bot's sampled deals, each solved with every hand open; a Stänner counts half).
        hint_chance(percent: u32) -> String,
        // ── The deal and the score ─────────────────────────────────────────────
        /// "Deal 3".
        deal_number(number: usize) -> String,
        /// "Trick 2".
        trick_number(number: usize) -> String,
        /// "7 points", "1 point".
        points_count(points: u32) -> String,
        /// "Stake pending: 2".
        stake_pending(stake: u32) -> String,
        /// Accessible summary of the score: "Dashes left: Us 9, Them 11".
        dashes_left(dashes: [u32; 2], voice: Voice) -> String,
        /// "Card points: Us 14, Them 9".
        card_points_label(points: [u8; 2], voice: Voice) -> String,
        /// "led by West, won by North".
        trick_led_won(led_by: Who, won_by: Who) -> String,
        // ── Deal summary ───────────────────────────────────────────────────────
        /// Heading: "Deal 3: we win" etc. (`we_trump`: team A, "we", named trump).
        summary_title(number: usize, outcome: Option<Outcome>, we_trump: bool, voice: Voice) -> String,
        /// "North named Hearts: we were the trump team and needed 21 points."
        summary_trump(who: Who, suit: Suit, we_trump: bool, voice: Voice) -> String,
        /// "We took 25 points in 4 tricks, they took 15 in 2."
        summary_points(points: [u8; 2], tricks: [u8; 2], voice: Voice) -> String,
        /// Why the deal went the way it did, by outcome and whether the person's team was trump.
        summary_why(outcome: Outcome, we_trump: bool, stanner: StannerRule, voice: Voice) -> String,
        /// "No-trick bonus: they took no trick".
        value_no_trick(losers_are_us: bool, voice: Voice) -> String,
        /// "Matt, announced by West".
        value_announcement(who: Who, announcement: Announcement) -> String,
        /// "We strike out 3 dashes." / "They add 2 dashes."
        summary_struck(team: Team, dashes: u32, voice: Voice) -> String,
        summary_added(team: Team, dashes: u32, voice: Voice) -> String,
        /// "The stake of 2 waits for the next decided deal."
        summary_stake_carried(stake: u32) -> String,
        // ── Match end ──────────────────────────────────────────────────────────
        /// "You and North won the match!" / "West and East won the match".
        match_won_by(we_won: bool, voice: Voice) -> String,
        /// "The match ended after 9 deals."
        after_deals(deals: usize) -> String,
        /// The revenge tally: "Matches won in this series: Us 2, Them 1".
        series_tally(wins: [u32; 2], voice: Voice) -> String,
        // ── Score sheet ("Lee") ────────────────────────────────────────────────
        /// How the sheet works, for `start` dashes.
        lee_help(start: u8) -> String,
        /// "Us: 7 dashes left, 4 struck out, 1 added" (`team`: the row's name, as
        /// [`Texts::team_name`] gives it).
        lee_team_summary(team: &str, left: u32, struck: u32, added: u32) -> String,
        // ── Settings ───────────────────────────────────────────────────────────
        level_name(level: Level) -> &'static str,
        speed_name(speed: Speed) -> &'static str,
        direction_name(direction: Direction) -> &'static str,
        start_dashes_name(choice: DashesChoice) -> String,
        stanner_name(rule: StannerRule) -> &'static str,
        /// What a Stänner rule does, in a sentence (under the choice in the settings).
        stanner_help(rule: StannerRule) -> &'static str,
        theme_name(theme: Theme) -> &'static str,
        // ── Rules page ─────────────────────────────────────────────────────────
        /// "Hearts are trump: 8 trumps".
        trump_order_caption(suit: Suit, trumps: usize) -> String,
        // ── Statistics ─────────────────────────────────────────────────────────
        /// "won 3 of 5 (60 %)": games won, played, and the rate in % (None before any).
        stats_rate(percent: Option<u32>) -> String,
        // ── Storage and notices ────────────────────────────────────────────────
        /// Unreadable saved data: which it was, and the backup key its text is kept under.
        corrupt_saved(saved: Saved, backup_key: &str) -> String,
        // ── Export / import ────────────────────────────────────────────────────
        /// The record could not be read: why.
        import_failed(why: &str) -> String,
        // ── Errors: records, rules, import ─────────────────────────────────────
        /// What is wrong, with its texts `{a}`, `{b}`, `{c}` ([`Fault`] says which).
        fault(kind: Fault, a: &str, b: &str, c: &str) -> String,
        // ── Matches put aside ──────────────────────────────────────────────────
        /// A date without the year: "23 Nov" (the language's own way, never the browser's).
        short_date(day: u8, month: Month) -> String,
        /// A match put aside: "23 Nov, deal 3, Us 7 – Them 9" (its date, the deal on screen,
        /// the dashes left).
        saved_match(date: &str, deal: usize, dashes: [u32; 2]) -> String,
        /// Button names: "Continue the match of 23 Nov, deal 3, …", "Delete the match of …".
        continue_saved(what: &str) -> String,
        delete_saved(what: &str) -> String,
        // ── Friends at one table ───────────────────────────────────────────────
        /// A setting's label: "Who plays West" (a bot or a person at this device).
        who_plays(who: Who) -> String,
        /// The covered table, before a person's turn: "Pass the device to West".
        pass_device(who: Who) -> String,
        /// Its button: "I am West — show my cards".
        show_my_cards(who: Who) -> String,
        // ── The games ──────────────────────────────────────────────────────────
        /// One line on a game, beside its button (not in its accessible name): each
        /// game's own, from the list of games (`crate::games::Start`).
        game_line(game: Game) -> &'static str,
    }
}

// ── Errors in the player's language: records, rules ─────────────────────────

impl Texts {
    /// Why a record cannot be read, and where: "deal 1, event 2, seat 1: …". English says
    /// what `RecordError`'s `Display` says (but for JSON errors: where, not the reader's words).
    pub fn record_error(&self, e: &RecordError) -> String {
        let why = self.record_problem(&e.problem);
        let at = match (e.deal, e.event, e.seat) {
            (None, _, _) => return why,
            (Some(_), None, None) => Fault::AtDeal,
            (Some(_), None, Some(_)) => Fault::AtDealSeat,
            (Some(_), Some(_), None) => Fault::AtDealEvent,
            (Some(_), Some(_), Some(_)) => Fault::AtEvent,
        };
        let number = |n: Option<usize>| n.map(|n| n.to_string()).unwrap_or_default();
        self.fault(at, &number(e.deal), &number(e.event), &number(e.seat.map(Seat::index))) + " " + &why
    }

    fn record_problem(&self, p: &Problem) -> String {
        let f = |kind, a: &str, b: &str| self.fault(kind, a, b, "");
        match p {
            Problem::NotJson { line, column, cut_short, .. } => {
                f(if *cut_short { Fault::JsonCut } else { Fault::Json }, &line.to_string(), &column.to_string())
            }
            Problem::Shape(shape) => f(shape_fault(*shape), "", ""),
            Problem::Wrong { what, value } => f(wrong_fault(*what), &self.shown(value), ""),
            Problem::Hand { seat, problem } => {
                let seat = &seat.to_string();
                match problem {
                    HandProblem::NotText => f(Fault::HandNotText, seat, ""),
                    HandProblem::Size(n) => f(Fault::HandSize, seat, &n.to_string()),
                    HandProblem::NotACard(code) => f(Fault::HandCard, seat, &self.shown(code)),
                    HandProblem::Twice(card) => f(Fault::HandTwice, seat, &card.code()),
                }
            }
            Problem::Incomplete { played } => f(Fault::Incomplete, &played.to_string(), ""),
            Problem::AfterEnd(event) => f(Fault::AfterEnd, &event.code(), ""),
            Problem::AlreadyWon { winner, after } => f(Fault::AlreadyWon, winner.letter(), &after.to_string()),
            Problem::Rule(e) => self.rule_error(e),
        }
    }

    /// A wrong value from a record: text quoted, a number as written, else its kind.
    fn shown(&self, v: &Shown) -> String {
        let kind = match v {
            Shown::Literal(s) => return s.clone(),
            Shown::Text(_) => Fault::Quoted,
            Shown::Decimal => Fault::Decimal,
            Shown::List => Fault::List,
            Shown::Object => Fault::Object,
        };
        self.fault(kind, if let Shown::Text(s) = v { s } else { "" }, "", "")
    }

    /// Why the rules refuse an action (a card, an announcement, a deal), in this language;
    /// cards in their short form with this language's rank letters ("K♥", "R♥").
    pub fn rule_error(&self, e: &RuleError) -> String {
        let card = |c: Card| format!("{}{}", self.rank_label(c.rank()), c.suit().symbol());
        let cards = |set: CardSet| set.iter().map(card).collect::<Vec<_>>().join(" ");
        let named = |a: Announcement| self.announcement_name(a).to_string();
        let none = String::new;
        let (kind, a, b, c) = match *e {
            RuleError::BadHands { dealt_twice } => (Fault::BadHands, card(dealt_twice), none(), none()),
            RuleError::NotYourTurn { seat, to_act: Some(to_act) } => {
                (Fault::NotYourTurn, seat.to_string(), to_act.to_string(), none())
            }
            RuleError::NotYourTurn { seat, to_act: None } => (Fault::NobodyToAct, seat.to_string(), none(), none()),
            RuleError::TrumpNotNamed => (Fault::TrumpNotNamed, none(), none(), none()),
            RuleError::TrumpAlreadyNamed => (Fault::TrumpAlreadyNamed, none(), none(), none()),
            RuleError::DealOver => (Fault::DealOver, none(), none(), none()),
            RuleError::MatchOver { winner } => (Fault::MatchOver, winner.letter().into(), none(), none()),
            RuleError::DealInProgress => (Fault::DealInProgress, none(), none(), none()),
            RuleError::NoDeal => (Fault::NoDeal, none(), none(), none()),
            RuleError::NotHeld { card: c } => (Fault::NotHeld, card(c), none(), none()),
            RuleError::MustFollow { card: c, led: Lane::Trump, allowed } => (Fault::MustTrump, card(c), cards(allowed), none()),
            RuleError::MustFollow { card: c, led: Lane::Plain(suit), allowed } => {
                (Fault::MustFollow, card(c), cards(allowed), suit.symbol().into())
            }
            RuleError::AnnouncementNotHeld { announcement } => {
                (Fault::AnnouncementNotHeld, named(announcement), cards(announcement.required()), none())
            }
            RuleError::AnnouncementTooLate { announcement } => (Fault::AnnouncementTooLate, named(announcement), none(), none()),
            RuleError::AlreadyAnnounced { previous } => (Fault::AlreadyAnnounced, named(previous), none(), none()),
            RuleError::WrongDealer { given, expected } => (Fault::WrongDealer, given.to_string(), expected.to_string(), none()),
        };
        self.fault(kind, &a, &b, &c)
    }
}

fn shape_fault(shape: Shape) -> Fault {
    match shape {
        Shape::NotAnObject => Fault::NotAnObject,
        Shape::FormatMissing => Fault::FormatMissing,
        Shape::VersionMissing => Fault::VersionMissing,
        Shape::RulesNotAnObject => Fault::RulesNotAnObject,
        Shape::DealsMissing => Fault::DealsMissing,
        Shape::DealsNotAList => Fault::DealsNotAList,
        Shape::DealNotAnObject => Fault::DealNotAnObject,
        Shape::DealerMissing => Fault::DealerMissing,
        Shape::DealerNotASeat => Fault::DealerNotASeat,
        Shape::HandsMissing => Fault::HandsMissing,
        Shape::HandsNotFour => Fault::HandsNotFour,
        Shape::TrumpMissing => Fault::TrumpMissing,
        Shape::EventsNotAList => Fault::EventsNotAList,
        Shape::EventNotText => Fault::EventNotText,
    }
}

fn wrong_fault(what: Wrong) -> Fault {
    match what {
        Wrong::Format => Fault::WrongFormat,
        Wrong::Version => Fault::WrongVersion,
        Wrong::Direction => Fault::WrongDirection,
        Wrong::Stanner => Fault::WrongStanner,
        Wrong::StartDashes => Fault::WrongStartDashes,
        Wrong::RulesKey => Fault::WrongRulesKey,
        Wrong::Trump => Fault::WrongTrump,
        Wrong::Event => Fault::WrongEvent,
    }
}
