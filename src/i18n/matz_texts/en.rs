//! Müller Matz in English.

use super::{MatzTexts, W};
use matz::{Card, Event, Rank, RuleError, Seat, Suit};

fn who(w: W) -> &'static str {
    match w {
        W::You => "You",
        W::Name(n) => n,
    }
}

/// "you" inside a sentence.
fn obj(w: W) -> &'static str {
    match w {
        W::You => "you",
        W::Name(n) => n,
    }
}

/// "You pick up" / "Anna picks up".
fn verb(w: W, you: &str, they: &str) -> String {
    match w {
        W::You => format!("You {you}"),
        W::Name(n) => format!("{n} {they}"),
    }
}

fn suit(s: Suit) -> &'static str {
    s.name()
}

fn card(c: Card) -> String {
    c.name()
}

fn rank_label(r: Rank) -> &'static str {
    r.short()
}

fn upper_first(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => s,
    }
}

fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::NotYourTurn { .. } => "It is not your turn.".into(),
        e => format!("{}.", upper_first(e.to_string())),
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => format!("{} the {} to {}", verb(w(seat), "lead", "leads"), card(c), obj(w(to))),
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("beat", "beats") } else { ("answer", "answers") };
            format!("{} the {} with the {}; both go onto the reserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, .. } => format!("{} both {}s up", verb(w(seat), "give", "gives"), card(c)),
        Event::PickUp { seat, card: c } => format!("{} the {}", verb(w(seat), "pick up", "picks up"), card(c)),
        Event::Sleep { seat, cards } => format!("{} with {} trumps", verb(w(seat), "go to sleep", "goes to sleep"), cards.len()),
        Event::Exchange { seat, gave, took } => {
            format!("{} the {} for the turned {}", verb(w(seat), "exchange", "exchanges"), card(gave), card(took))
        }
        Event::Draw { seat, count, .. } => format!("{} {count} from the stock", verb(w(seat), "draw", "draws")),
        Event::Finished { seat } => format!("{} finished the first life", match w(seat) { W::You => "You have".to_string(), W::Name(n) => format!("{n} has") }),
        Event::FirstLifeOver { .. } => "The first life is over: every reserve becomes its owner's hand".into(),
        Event::TurnedOutOfPlay { card: c } => format!("The turned {} goes out of play", card(c)),
        Event::Out { seat, place } => format!("{} out in {} place", verb(w(seat), "are", "is"), ordinal(place.into())),
        Event::Play { seat, card: c, .. } => format!("{} the {}", verb(w(seat), "play", "plays"), card(c)),
        Event::TrickDone { size, .. } => format!("The pile of {size} is complete and goes out of play"),
        Event::Repetition => "The same position came up a third time: the game ends".into(),
        Event::GameOver { loser } => format!("{} the Müller Matz", verb(w(loser), "are", "is")),
    }
}

pub static EN: MatzTexts = MatzTexts {
    card,
    suit,
    rank_label,
    who,
    table_label: "Müller Matz table",
    your_hand: "Your hand",
    your_reserve: "Your reserve",
    reserve_help: "Face down: it becomes your hand in the second life.",
    players_label: "Players",
    in_hand: |n| format!("{n} in hand"),
    in_reserve: |n| format!("{n} in reserve"),
    finished: "Finished",
    out_place: |p| format!("Out, {} place", ordinal(p)),
    to_act: "to play",
    dealer: "Dealer",
    trump: "Trump",
    trump_is: |s| format!("Trump: {} {}", s.symbol(), suit(s)),
    reserve_count: |n| format!("Your reserve: {n}"),
    turned_card: "Turned card",
    stock: |n| format!("Stock: {n}"),
    out_of_play: |n| format!("Out of play: {n}"),
    game_no: |n| format!("Game {n}"),
    first_life: "First life",
    second_life: "Second life",
    led_to: |a, c, b| format!("{} led the {} to {}", who(a), card(c), obj(b)),
    pile: |have, k| format!("Pile: {have} of {k} cards"),
    pile_empty: "The pile is empty",
    tally: "Matz points",
    guide_lead: |to| format!("Your lead: play any card to {}. They must beat it or pick it up.", obj(to)),
    guide_answer: |c| format!("The {} was led to you: answer with any card (both go onto your reserve; a higher card of its suit or a trump beats it) or pick it up.", card(c)),
    guide_second_lead: |k| format!("Second life: lead any card. The pile is complete at {k} cards."),
    guide_second_beat: |c, more| format!("Beat the {} (a higher card of its suit, or a trump) or pick it up. {more} more complete the pile.", card(c)),
    guide_wait: |x| match x {
        W::You => "Your turn.".into(),
        W::Name(n) => format!("{n} is to play."),
    },
    guide_done: "You have no cards: watch the others finish.",
    lives_change: "The second life: your reserve is now your hand. Shed it: the last to hold cards loses.",
    lives_change_none: "The second life: you had no reserve, so you are already out.",
    pick_up: "Pick up",
    go_to_sleep: "Go to sleep",
    exchange: "Exchange for the turned card",
    give_up: "Give both up",
    not_your_turn: "It is not your turn.",
    rule_error,
    event,
    last_move: "Last move",
    game_over: |n| format!("Game {n} is over"),
    places: "Places",
    place_line: |p, x| format!("{p}. {}", who(x)),
    loser_is: |x| format!("{} the Müller Matz of this game.", verb(x, "are", "is")),
    by_repetition: "The game ended by the repetition guard: a position came up a third time.",
    first_life_order: "Finished the first life",
    next_game: "Next game",
    match_over: "The match is over",
    match_lost_by: |x| format!("{} the match.", verb(x, "lose", "loses")),
    play_again: "Play again",
    points_col: "Points",
    player_col: "Player",
    hint: "Hint",
    undo: "Undo",
    hint_is: |a| format!("Hint: {a}"),
    no_match: "No Müller Matz match yet.",
    new_match: "New match",
    ask_new_title: "Start a new match?",
    ask_new_help: "The match in progress ends without a result.",
    ask_new_yes: "Start a new match",
    cancel: "Cancel",
    dismiss: "Dismiss",
    corrupt: |k| format!("Some saved Müller Matz data could not be read; it was kept under {k}."),
    storage_failed: "This browser did not keep the match: it will be lost on reload.",
    imported: "The match was imported.",
    settings_intro: "Müller Matz's settings. The speed of the bots is the app's setting.",
    players: "Number of players",
    players_help: "You and the bots, 2 to 8. From 5 players two packs are used.",
    bots: "Bots",
    easy: "Easy",
    medium: "Medium",
    hard: "Hard",
    practice: "Practice mode",
    practice_help: "A hint (the Hard bot's choice) and Undo. Practice games are not counted.",
    rules_heading: "Variants",
    rules_next_match: "The number of players and the variants apply from the next match.",
    v_turned: "The turned card",
    v_turned_drawn: "Is the stock's last card",
    v_turned_out: "Stays out for the first life",
    v_answer: "An answer that does not beat",
    v_answer_any: "Any card",
    v_answer_strict: "Must follow suit",
    v_give_up: "Two cards given up",
    v_give_up_out: "Go out of play",
    v_give_up_reserve: "Go onto the leader's reserve",
    v_sleep: "Going to sleep",
    v_sleep_whole: "With the whole hand",
    v_sleep_three: "Also with three trumps of more",
    v_last_hand: "The last holder's hand",
    v_last_joins: "Joins his second-life hand",
    v_last_out: "Goes out of play",
    v_dealing: "Next dealer",
    v_dealing_loser: "The loser",
    v_dealing_left: "The next seat",
    v_scoring: "Scoring",
    v_scoring_matz: |t| format!("Matz points: {t} loses the match"),
    v_scoring_places: |g| format!("Place points over {g} games"),
    stats_none: "No Müller Matz game played yet.",
    stats_matches: "Matches played",
    stats_matches_lost: "Matches lost",
    stats_games: "Games played",
    stats_games_won: "Games won (out first)",
    stats_games_lost: "Games lost (Müller Matz)",
    stats_first_life_first: "First to finish the first life",
    export_help: "The match's record: every game's pack and every move. `konter replay` checks it.",
    record_label: "Match record",
    download: "Download",
    copy: "Copy",
    copied: "Copied",
    import_help: "A Müller Matz record (\"format\": \"mueller-matz\") from a file or pasted.",
    import_file: "Record file",
    import_go: "Import match",
    import_replaces: "The match in progress will be replaced.",
    import_unreadable: "The file could not be read.",
    import_other_game: "This is a record of another game: choose that game on the start screen first.",
    import_failed: |e| format!("This record cannot be imported: {e}"),
    rules_sections: &[
        ("The aim", &[
            "Müller Matz is a shedding game for 2 to 8 players in two lives. In the first life everyone builds a face-down reserve; in the second life that reserve is the hand, and you try to get rid of it. The last player holding cards is the Müller Matz and loses.",
            "From 5 players two packs are used (every card twice). Ranks from low to high: 2 … 10, J, Q, K, A. The turned card sets the trump suit for both lives.",
        ]),
        ("Beating", &[
            "A card beats another if it is of the same suit and higher, or if it is a trump and the other is not. Nothing else beats; two identical cards never beat each other.",
        ]),
        ("The first life", &[
            "Everyone holds 3 cards; the rest is the stock, the turned card at its bottom. On your lead you play any card to the next player with cards. After acting you draw back up to 3 while the stock lasts.",
            "A card led to you: answer with any card (both cards go face down onto your reserve; it does not matter whether you beat it, but a good reserve wins the second life), or pick it up into your hand. After an answer you lead; after a pick-up the next player leads.",
            "Extras at the start of your turn: exchange the Six or Two of trumps for a higher turned card; when leading, go to sleep with a hand of three trumps (they go onto your reserve). With two packs you may answer a card with its twin and give both up (out of play).",
            "You are finished when your hand is empty and the stock is gone. The first life ends when at most one player still holds cards.",
        ]),
        ("The second life", &[
            "Each reserve becomes its owner's hand; a player without cards is out at once. The first to finish the first life leads.",
            "The pile in the middle holds as many cards as there were players with cards when it was led. On your turn you beat the top card or pick it up (only that card). When the pile is complete it goes out of play and whoever completed it leads the next one.",
            "Whoever holds no more cards is out, in the order they went out. The last one holding cards loses the game.",
        ]),
        ("The match", &[
            "The loser of each game scores a Matz point and deals the next game. Whoever reaches the target (3 by default) loses the match. A variant scores place points instead.",
            "A game that would go round for ever ends when the same position comes up a third time; then fewer cards rank better.",
        ]),
    ],
};
