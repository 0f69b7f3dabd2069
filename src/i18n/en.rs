//! English.

use super::phrases::fill;
use super::phrases::{DashesChoice, Fault, Voice};
use super::texts::{Phrases, RulesSection, Texts, Words};
use crate::bot::Level;
use crate::engine::{Announcement, Card, Direction, Outcome, Rank, StannerRule, Suit, Team};
use crate::store::kept::Saved;
use crate::store::choices::{Speed, Theme};
use crate::store::seats::Who;

fn seat_name(p: Who) -> &'static str {
    match p {
        Who::You => "You",
        Who::West => "West",
        Who::North => "North",
        Who::East => "East",
        Who::South => "South",
    }
}

/// "You play" / "West plays": the verb agrees with the seat.
fn verb(p: Who, base: &str, third: &str) -> String {
    match p {
        Who::You => format!("You {base}"),
        _ => format!("{} {third}", seat_name(p)),
    }
}

/// A seat after a preposition: "by you", "by West".
fn object_name(p: Who) -> &'static str {
    match p {
        Who::You => "you",
        _ => seat_name(p),
    }
}

fn team_name(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "Us",
        (Voice::We, Team::B) => "Them",
        (Voice::Seats, _) => we(t, v),
    }
}

/// "we" / "they" inside a sentence; the teams by their seats in the seats' voice.
fn we(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "we",
        (Voice::We, Team::B) => "they",
        (Voice::Seats, Team::A) => "South and North",
        (Voice::Seats, Team::B) => "West and East",
    }
}

/// Team A when `a`, else team B.
fn team(a: bool) -> Team {
    if a {
        Team::A
    } else {
        Team::B
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        // English words start with an ASCII letter; this keeps the Unicode case tables out of the wasm.
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    }
}

fn rank_name(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "Ace",
        Rank::King => "King",
        Rank::Queen => "Queen",
        Rank::Jack => "Jack",
        Rank::Ten => "Ten",
        Rank::Nine => "Nine",
    }
}

fn card_name(c: Card) -> String {
    format!("{} of {}", rank_name(c.rank()), suit_name(c.suit()))
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn announcement_name(a: Announcement) -> &'static str {
    match a {
        Announcement::Matt => "Matt",
        Announcement::Konter => "Konter",
        Announcement::KonterAMatt => "Konter a Matt",
    }
}

fn level_name(l: Level) -> &'static str {
    match l {
        Level::Easy => "Easy",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
    }
}

fn we_win(outcome: Outcome, we_trump: bool) -> Option<bool> {
    match outcome {
        Outcome::TrumpTeam => Some(we_trump),
        Outcome::Defenders => Some(!we_trump),
        Outcome::Stanner => None,
    }
}

/// The fixed texts.
const WORDS: Words = Words {
    app_title: "Konter a Matt",
    tagline: "The Luxembourgish card game of queens and trumps",
    start_intro: "Four players, two teams, 24 cards, and three queens that always trump. \
        You sit at the bottom and play with North against West and East.",
    loading: "Loading…",

    new_match: "New match",
    continue_match: super::host_texts::EN.continue_match,
    revenge: "Revenge",
    next_deal: "Next deal",
    settings: "Settings",
    rules: "Rules",
    statistics: "Statistics",
    hint: "Hint",
    undo: "Undo",
    export_match: "Export match",
    import_match: "Import match",
    last_trick: "Last trick",
    score_sheet: "Score sheet",
    open_sheets: "Score sheet for real cards",
    sheets_unavailable: "The score sheets could not be loaded. Check the connection and try again.",
    panel_unavailable: "This could not be loaded. Check the connection and try again.",
    menu: "Menu",
    close: "Close",
    dismiss: "Dismiss",
    show_result: "Show the result",
    dealer: "Dealer",
    forehand: "Forehand",
    partner: "Partner",
    opponent: "Opponent",

    trump: "Trump",
    no_trump_yet: "not named yet",
    choose_trump_title: "Name the trump suit",
    choose_trump_help: "You are forehand. You have seen only your first three cards: \
        choose trump from them. Your other three cards come after.",
    announce_help: "Before your first card you may announce:",
    announcements: "Announcements",
    your_turn_lead: "Your lead: play any card",
    tap_to_collect: "Tap to collect the trick",
    next_trick: "Next trick",
    your_hand: "Your hand",
    trick_on_table: "Trick on the table",
    reason_trump_first: "Wait: trump has not been named yet",
    reason_collecting: "Wait: the trick is being collected",
    reason_deal_over: "The deal is over",
    points: "Points",
    tricks: "Tricks",
    dashes: "Dashes",
    value: "Value",
    no_trick_yet: "No trick has been played yet.",
    value_title: "What the deal is worth",
    value_base: "Base value",
    value_stake: "Stake from earlier Stänners",
    value_total: "Total",
    summary_no_change: "No dashes change.",
    review_tricks: "The tricks of this deal",
    match_over_help: "Play a revenge with the same teams, or start a new match.",

    lee_title: "Score sheet (Lee)",
    lee_deal: "Deal",
    lee_history: "Deal by deal",

    settings_title: "Settings",
    bots_heading: "Bots",
    bot_level: "Bot level",
    all_bots: "All bots",
    per_seat: "Seat by seat",
    per_seat_help: "Choose a level for each bot on its own.",
    speed: "Bot speed",
    rules_heading: "Rules of the next match",
    rules_this_match: "Rules of this match",
    rules_next_match: "These apply from the next new match; the match in progress keeps its rules.",
    direction: "Direction of play",
    start_dashes: "Starting dashes",
    stanner_rule: "Stänner (20 to 20)",
    display_heading: "Display",
    show_points: "Show the card points taken during a deal",
    four_colour: "Four-colour suits",
    four_colour_help: "♠ black, ♥ red, ♦ blue, ♣ green: easier to tell apart, also for colour-blind players.",
    theme: "Colours",
    practice: "Practice mode",
    practice_help: "Adds a Hint button (what the Hard bot would play) and Undo for your last card. \
        Practised matches do not count in the statistics.",
    leave_tricks: "Leave each trick until I tap",

    rules_title: "How to play {game}",
    trump_order_title: "The trumps, highest first",
    trump_order_help: "The Ace of the trump suit is the highest card, then the three matadors, then \
        the rest of the trump suit. With Clubs as trump the Queen of Clubs is an ordinary trump \
        between King and Jack, so there are nine trumps instead of eight. In the other suits the \
        order is Ace, King, Queen, Jack, Ten, Nine — without the matadors.",
    high_to_low: "highest to lowest",

    stats_title: "Statistics",
    stats_matches: "Matches",
    stats_deals: "Deals",
    stats_as_trump: "Deals as trump team",
    stats_as_defenders: "Deals as defenders",
    stats_stanners: "Stänners",
    stats_played: "played",
    stats_won: "won",
    stats_rate_head: "rate",
    stats_note: "Practice and imported matches are not counted.",

    storage_blocked: "This browser does not let the page save anything. You can play, but the \
        match is lost when you close the page.",
    storage_failed: "The match could not be saved (the browser’s storage may be full). The game \
        goes on, but only in this page.",
    start_fresh: "Start fresh",
    other_tab: "This match was continued in another tab.",
    load_it: "Load it",

    export_help: "The record of this match, in the common match-record format: keep it, send it to a friend, or import it later to continue.",
    download: "Download",
    copy: "Copy",
    copied: "Copied",
    import_help: "Continue a match from its record: choose a file or paste the text. Imported \
        matches do not count in the statistics.",
    import_paste: "Match record",
    import_file: "Record file",
    import_go: "Import",
    imported: "Match imported.",

    abandon_title: "Start a new match?",
    abandon_help: super::host_texts::EN.kept,
    abandon_confirm: "Start a new match",
    cancel: "Cancel",

    language: "Language",
    lang_unavailable: "This language could not be loaded. Check your connection and try again.",
    update_available: "Update available — reload to use the new version.",
    update_reload: "Reload",
    share_deal: "Share this deal",
    share_copied: "Link copied. Friends who open it play the same cards.",
    share_text: "Play this Konter a Matt deal with the same cards as me",
    shared_offer: "Someone shared a deal with you: play the same cards and compare.",
    shared_play: "Play the shared deal",
    shared_bad: "This link does not hold a valid shared deal, so the app starts as usual.",

    // Errors: records, rules, import.
    import_unreadable: "The file could not be read.",
    other_game_record: super::host_texts::EN.other_game_record,
    open_in_game: super::host_texts::EN.open_in,

    // Matches put aside
    saved_heading: super::host_texts::EN.saved_heading,
    saved_help: super::host_texts::EN.saved_help,
    delete: super::host_texts::EN.delete,
    confirm_shared_title: "Play the shared deal?",
    confirm_import_title: "Import this match?",

    // Friends at one table
    players_heading: "Players",
    players_help: "Friends can play here too, passing the device round: each sees only their own \
        cards. No Undo then.",
    player_bot: "Bot",
    player_person: "A person",
    undo_off: "No Undo while several people play",

    // Learning: the deal review and the lessons
    review_deal: "Review this deal",
    learn_to_play: "Learn to play",
    // The games (the start screen picks one)
    game: "Game",
};

/// The rules page.
pub const RULES: &[RulesSection] = &[
        RulesSection {
            heading: "The game",
            paragraphs: &[
                "Four players in two teams of two; partners sit opposite each other. Here you play \
                 with North against West and East.",
                "A match is a series of deals. Each team starts with 11 dashes (in the standard game) on the score sheet, \
                 the “Lee”. The first team to strike out all its dashes wins the match.",
            ],
        },
        RulesSection {
            heading: "The cards",
            paragraphs: &[
                "24 cards: Ace, King, Queen, Jack, Ten and Nine of Spades, Hearts, Diamonds and Clubs.",
                "Card points: Ace 4, King 3, Queen 2, Jack 1, Ten and Nine nothing. The whole deck \
                 holds 40 points.",
                "Three queens are always trumps, whatever suit is trump. These matadors are the Queen \
                 of Spades, “Matt”, the highest, then the Queen of Hearts and the Queen of Diamonds, the \
                 two “Konter”. They rank just below the Ace of trumps and above all other trumps, and \
                 they belong to no other suit: the Queen of Spades is not a spade. On these cards the \
                 matadors are framed in gold, silver and bronze.",
            ],
        },
        RulesSection {
            heading: "Dealing and naming trump",
            paragraphs: &[
                "The player after the dealer is forehand. Everyone receives three cards, then three \
                 more. Forehand looks only at the first three and must name the trump suit; there is \
                 no passing. Forehand’s team is the trump team for the deal, the other team defends.",
                "Forehand leads to the first trick, and whoever wins a trick leads to the next. The \
                 next deal is dealt by the next player. Play goes clockwise, or anticlockwise if you \
                 choose so in the settings.",
            ],
        },
        RulesSection {
            heading: "Following suit",
            paragraphs: &[
                "You may lead any card.",
                "When trump is led, you must play a trump if you have one.",
                "When another suit is led and you hold that suit, play a card of it or a trump: \
                 trumping is always allowed. If you hold none of it, play any card you like.",
                "You never have to beat the cards already played.",
                "The highest trump wins the trick; without a trump in it, the highest card of the \
                 suit that was led.",
            ],
        },
        RulesSection {
            heading: "Announcements",
            paragraphs: &[
                "Before playing your first card of a deal you may announce “Matt” if you hold the \
                 Queen of Spades, “Konter” if you hold the Queens of Hearts and Diamonds, or “Konter a \
                 Matt” if you hold all three.",
                "Matt and Konter each add 1 to the value of the deal, Konter a Matt adds 2, whichever \
                 team wins it. Players of both teams may announce; after your first card it is too late.",
            ],
        },
        RulesSection {
            heading: "Winning a deal",
            paragraphs: &[
                "The trump team needs 21 of the 40 card points. At 20 to 20 the deal is a tie, a \
                 “Stänner”.",
                "A deal is worth 1, plus 1 if the losing team took no trick at all, plus its \
                 announcements.",
            ],
        },
        RulesSection {
            heading: "The score sheet",
            paragraphs: &[
                "When the trump team wins, it strikes out as many of its dashes as the deal is worth. \
                 When it loses, the defenders strike out that many and the trump team adds that many \
                 to its own.",
                "After a Stänner the trump team adds one dash and the value the deal would have had \
                 waits as a stake: the next decided deal is worth that much more, and the same player \
                 names trump again. The settings offer two simpler variants.",
                "The first team down to no dashes wins the match, and the losers may ask for a revenge.",
            ],
        },
    ];

pub(super) const PHRASES: Phrases = Phrases {

    seat_name,
    team_name,
    bot_label: |l| format!("Bot, {}", level_name(l)),
    cards_left: |p, n| format!("{}: {}", seat_name(p), plural(n as u32, "card", "cards")),
    is_to_play: |p| match p {
        Who::You => "Your turn".to_string(),
        _ => format!("{} is to play", seat_name(p)),
    },

    suit_name,
    card_name,
    rank_label: |r| match r {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "Q",
        Rank::Jack => "J",
        Rank::Ten => "10",
        Rank::Nine => "9",
    },
    matador_label: |c| match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => Some("MATT"),
        (Rank::Queen, Suit::Hearts | Suit::Diamonds) => Some("KONTER"),
        _ => None,
    },
    name_trump: |s| format!("Name {} as trump", suit_name(s)),
    choosing_trump: |p| match p {
        Who::You => "Choose the trump suit".to_string(),
        _ => format!("{} is choosing trump…", seat_name(p)),
    },
    named_trump: |p, s| verb(p, &format!("named {} as trump", suit_name(s)), &format!("named {} as trump", suit_name(s))),

    announcement_name,
    announce: |a| format!("Announce {}", announcement_name(a)),
    announced: |p, a| verb(p, &format!("announce {}", announcement_name(a)), &format!("announces {}", announcement_name(a))),

    plays: |p, c| verb(p, &format!("play the {}", card_name(c)), &format!("plays the {}", card_name(c))),
    wins_trick: |p, pts| {
        let points = plural(pts as u32, "point", "points");
        verb(p, &format!("win the trick ({points})"), &format!("wins the trick ({points})"))
    },
    your_turn_follow: |s, any| match (s, any) {
        (Some(s), false) => format!("Your turn: follow {} or play a trump", suit_name(s)),
        (Some(s), true) => format!("Your turn: you cannot follow {} — play any card", suit_name(s)),
        (None, false) => "Your turn: trump was led — play a trump".to_string(),
        (None, true) => "Your turn: trump was led and you have none — play any card".to_string(),
    },
    thinking: |p| match p {
        Who::You => "You are thinking…".into(),
        _ => format!("{} is thinking…", seat_name(p)),
    },
    deals: |dealer, forehand| match (dealer, forehand) {
        (Who::You, f) => format!("You deal. {} is forehand.", seat_name(f)),
        (d, Who::You) => format!("{} deals. You are forehand.", seat_name(d)),
        (d, f) => format!("{} deals. {} is forehand.", seat_name(d), seat_name(f)),
    },
    reason_not_your_turn: |p| match p {
        Who::You => "It is your turn".into(),
        _ => format!("Wait: it is {}’s turn", seat_name(p)),
    },
    reason_must_trump: |c| format!("Trump was led: play a trump — {c} is one"),
    reason_must_follow: |s, c| format!("{0} were led: play {0} or a trump — {c} is one", suit_name(s)),
    hint_play: |c| format!("The Hard bot would play the {}", card_name(c)),
    hint_trump: |s| format!("The Hard bot would name {} as trump", suit_name(s)),
    hint_announce: |a| format!("The Hard bot would announce {}", announcement_name(a)),
    hint_chance: |p| format!("your team wins this deal in {p}% of the deals consistent with what you have seen, played perfectly from here"),

    deal_number: |n| format!("Deal {n}"),
    trick_number: |n| format!("Trick {n}"),
    points_count: |n| plural(n, "point", "points"),
    stake_pending: |n| format!("Stake pending: {n}"),
    dashes_left: |d, v| format!("Dashes left: {} {}, {} {}", team_name(Team::A, v), d[0], team_name(Team::B, v), d[1]),
    card_points_label: |p, v| {
        format!("Card points this deal: {} {}, {} {}", team_name(Team::A, v), p[0], team_name(Team::B, v), p[1])
    },
    trick_led_won: |led, won| format!("led by {}, won by {}", object_name(led), object_name(won)),

    summary_title: |n, outcome, we_trump, v| match outcome.map(|o| we_win(o, we_trump)) {
        Some(Some(a)) => format!("Deal {n}: {} win", we(team(a), v)),
        Some(None) => format!("Deal {n}: Stänner, 20 to 20"),
        None => format!("Deal {n}"),
    },
    summary_trump: |p, s, we_trump, v| {
        let named = format!("named {} as trump", suit_name(s));
        format!("{}: {} were the trump team and needed 21 points.", verb(p, &named, &named), we(team(we_trump), v))
    },
    summary_points: |pts, tricks, v| {
        format!(
            "{} took {} in {}; {} took {} in {}.",
            cap(we(Team::A, v)),
            plural(pts[0] as u32, "point", "points"),
            plural(tricks[0] as u32, "trick", "tricks"),
            we(Team::B, v),
            plural(pts[1] as u32, "point", "points"),
            plural(tricks[1] as u32, "trick", "tricks"),
        )
    },
    summary_why: |outcome, we_trump, stanner, v| match (outcome, we_trump, v) {
        (Outcome::TrumpTeam, _, Voice::Seats) => format!(
            "{0} named trump and reached 21 points or more, so {0} strike out the deal’s value.",
            we(team(we_trump), v)
        ),
        (Outcome::Defenders, _, Voice::Seats) => format!(
            "{0} named trump and fell short of 21 points: {1} strike out the deal’s value, and {0} add as many \
             dashes.",
            we(team(we_trump), v),
            we(team(!we_trump), v)
        ),
        (Outcome::TrumpTeam, true, _) => {
            "As the trump team we reached 21 points or more, so we strike out the deal’s value.".into()
        }
        (Outcome::TrumpTeam, false, _) => {
            "They named trump and reached 21 points or more, so they strike out the deal’s value.".into()
        }
        (Outcome::Defenders, true, _) => "As the trump team we needed 21 points and fell short: they strike \
            out the deal’s value, and we must add as many dashes to ours."
            .into(),
        (Outcome::Defenders, false, _) => "They named trump and fell short of 21 points: we strike out the \
            deal’s value, and they must add as many dashes to theirs."
            .into(),
        (Outcome::Stanner, _, _) => match stanner {
            StannerRule::Carry => "20 to 20 is a Stänner, a tie. The trump team adds one dash, and the \
                value this deal would have had waits as a stake: the next decided deal is worth that \
                much more. The same player names trump again."
                .into(),
            StannerRule::W => "20 to 20 is a Stänner, a tie. The trump team adds one dash plus the value of the announcements (Konter a Matt counts 2). Nothing is carried over.".into(),
            StannerRule::Simple => {
                "20 to 20 is a Stänner, a tie. The trump team adds one dash. Nothing is carried over.".into()
            }
        },
    },
    value_no_trick: |losers_are_us, v| format!("No-trick bonus: {} took no trick", we(team(losers_are_us), v)),
    value_announcement: |p, a| match p {
        Who::You => format!("{}, announced by you", announcement_name(a)),
        _ => format!("{}, announced by {}", announcement_name(a), seat_name(p)),
    },
    summary_struck: |t, n, v| format!("{} strike out {}.", cap(we(t, v)), plural(n, "dash", "dashes")),
    summary_added: |t, n, v| format!("{} add {}.", cap(we(t, v)), plural(n, "dash", "dashes")),
    summary_stake_carried: |n| format!("A stake of {n} waits for the next decided deal."),

    match_won_by: |we_won, v| match (we_won, v) {
        (true, Voice::We) => "You and North won the match!".into(),
        _ => format!("{} won the match", we(team(we_won), Voice::Seats)),
    },
    after_deals: |n| format!("The match ended after {}.", plural(n as u32, "deal", "deals")),
    series_tally: |w, v| {
        format!("Matches won in this series: {} {}, {} {}", team_name(Team::A, v), w[0], team_name(Team::B, v), w[1])
    },
    lee_help: |start| {
        format!(
            "Each team starts with {start} dashes. Winning a deal strikes out dashes; a trump team \
             that loses adds dashes. The first team with no dashes left wins the match."
        )
    },
    lee_team_summary: |t, left, struck, added| {
        format!(
            "{}: {} left, {} struck out, {} added",
            t,
            plural(left, "dash", "dashes"),
            struck,
            added
        )
    },
    level_name,
    speed_name: |s| match s {
        Speed::Slow => "Slow",
        Speed::Normal => "Normal",
        Speed::Fast => "Fast",
        Speed::Instant => "Instant",
    },
    direction_name: |d| match d {
        Direction::Clockwise => "Clockwise",
        Direction::Anticlockwise => "Anticlockwise",
    },
    start_dashes_name: |DashesChoice(n)| match n {
        11 => "11 (standard)".into(),
        9 => "9 (variant)".into(),
        n => format!("{n} (short match)"),
    },
    stanner_name: |s| match s {
        StannerRule::Carry => "Carry the stake (standard)",
        StannerRule::W => "Add announcements too",
        StannerRule::Simple => "Add 1 only",
    },
    stanner_help: |s| match s {
        StannerRule::Carry => "At 20 to 20 the trump team adds 1 dash, and the value the deal would have had waits as a stake for the next decided deal; the same player names trump again.",
        StannerRule::W => "At 20 to 20 the trump team adds 1 dash plus the value of the announcements (Konter a Matt counts 2); nothing is carried over.",
        StannerRule::Simple => "At 20 to 20 the trump team adds 1 dash; nothing is carried over.",
    },
    theme_name: |t| match t {
        Theme::System => "Like the system",
        Theme::Light => "Light",
        Theme::Dark => "Dark",
    },
    trump_order_caption: |s, n| format!("{} trump: {n} trumps", suit_name(s)),
    stats_rate: |percent| match percent {
        Some(p) => format!("{p}%"),
        None => "none yet".into(),
    },
    corrupt_saved: |name, key| {
        let what = match name {
            Saved::Settings => "settings",
            Saved::Stats => "statistics",
            Saved::Matches => "matches put aside",
            _ => "match",
        };
        format!(
            "Your saved {what} could not be read, so the app started fresh. The unreadable text \
             is kept in this browser’s storage under “{key}”."
        )
    },
    import_failed: |why| format!("This record cannot be imported: {why}"),

    // Errors: records, rules, import (the words of `konter replay`).
    fault: |kind, a, b, c| fill(fault(kind), a, b, c),

    // Matches put aside
    short_date: |d, m| super::host_texts::EN.short_date(d, m.0),
    saved_match: |date, deal, d| format!("{date}, deal {deal}, Us {} – Them {}", d[0], d[1]),
    continue_saved: |what| super::host_texts::fill(super::host_texts::EN.continue_saved, what),
    delete_saved: |what| super::host_texts::fill(super::host_texts::EN.delete_saved, what),

    // Friends at one table
    who_plays: |p| format!("Who plays {}", seat_name(p)),
    pass_device: |p| format!("Pass the device to {}", seat_name(p)),
    show_my_cards: |p| format!("I am {} — show my cards", seat_name(p)),
    game_line: |g| g.start().line.en,
};

fn fault(kind: Fault) -> &'static str {
    match kind {
        Fault::AtDeal => "deal {a}:",
        Fault::AtDealSeat => "deal {a}, seat {c}:",
        Fault::AtDealEvent => "deal {a}, event {b}:",
        Fault::AtEvent => "deal {a}, event {b}, seat {c}:",
        Fault::Quoted => "\"{a}\"",
        Fault::Decimal => "a decimal number",
        Fault::List => "a list",
        Fault::Object => "an object",
        Fault::Json => "not valid JSON (line {a}, column {b})",
        Fault::JsonCut => "not valid JSON: the text ends too soon (line {a}, column {b})",
        Fault::NotAnObject => "a match record is a JSON object",
        Fault::FormatMissing => "\"format\": \"konter-a-matt\" is missing",
        Fault::VersionMissing => "\"version\" is missing",
        Fault::RulesNotAnObject => "\"rules\" must be an object",
        Fault::DealsMissing => "\"deals\" is missing",
        Fault::DealsNotAList => "\"deals\" must be an array",
        Fault::DealNotAnObject => "a deal must be an object",
        Fault::DealerMissing => "\"dealer\" is missing",
        Fault::DealerNotASeat => "\"dealer\" must be a seat 0–3",
        Fault::HandsMissing => "\"hands\" is missing",
        Fault::HandsNotFour => "\"hands\" must be a list of 4 hands, seat 0 first",
        Fault::TrumpMissing => "\"trump\" is missing",
        Fault::EventsNotAList => "\"events\" must be a list",
        Fault::EventNotText => "an event must be a card code or an announcement",
        Fault::WrongFormat => "\"format\" must be \"konter-a-matt\", not {a}",
        Fault::WrongVersion => "version {a} is not supported (only 1)",
        Fault::WrongDirection => "unknown rules value direction: {a}",
        Fault::WrongStanner => "unknown rules value stanner: {a}",
        Fault::WrongStartDashes => "unknown rules value start_dashes: {a} (1–99)",
        Fault::WrongRulesKey => "unknown rules key {a}",
        Fault::WrongTrump => "\"trump\" must be one of S H D C, not {a}",
        Fault::WrongEvent => "{a} is neither a card nor an announcement",
        Fault::HandNotText => "hand of seat {a} must be a string of 6 cards",
        Fault::HandSize => "hand of seat {a} has {b} cards, not 6",
        Fault::HandCard => "hand of seat {a}: {b} is not a card",
        Fault::HandTwice => "hand of seat {a}: {b} is dealt twice",
        Fault::Incomplete => "the deal is incomplete ({a} of 24 cards played) but another deal follows",
        Fault::AfterEnd => "{a} comes after the deal's 24th card",
        Fault::AlreadyWon => "the match was already won by team {a} after deal {b}",
        Fault::BadHands => "the hands are not a valid deal: {a} is dealt twice",
        Fault::NotYourTurn => "it is not seat {a}'s turn; seat {b} is to act",
        Fault::NobodyToAct => "it is not seat {a}'s turn; nobody is to act",
        Fault::TrumpNotNamed => "trump has not been named yet",
        Fault::TrumpAlreadyNamed => "trump has already been named",
        Fault::DealOver => "the deal is over; all six tricks have been played",
        Fault::MatchOver => "the match is over; team {a} won it",
        Fault::DealInProgress => "a deal is still being played",
        Fault::NoDeal => "no deal is being played",
        Fault::NotHeld => "{a} is not in this hand",
        Fault::MustTrump => "{a} is not allowed — trump was led and this hand must play a trump ({b})",
        Fault::MustFollow => "{a} is not allowed — {b} follows the led {c} (play {c} or a trump)",
        Fault::AnnouncementNotHeld => "\"{a}\" needs {b} in the hand",
        Fault::AnnouncementTooLate => {
            "\"{a}\" is too late: announcements are made before one's own first card"
        }
        Fault::AlreadyAnnounced => "this player already announced \"{a}\"; one announcement each",
        Fault::WrongDealer => "seat {a} cannot deal; the rules give seat {b}",
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub static EN: Texts = Texts::join(WORDS, RULES, PHRASES);
/// In the web app the rules page is the extras module's, and so is its English
/// ([`Texts::rules`]): the game's page does not carry it.
#[cfg(target_arch = "wasm32")]
pub static EN: Texts = Texts::join(WORDS, &[], PHRASES);

