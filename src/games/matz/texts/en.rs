//! Müller Matz in English.

use crate::i18n::hint_words::Names;
use crate::games::matz::texts::{MatzTexts, W};
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Rules, Scoring, Sleep, TurnedCard};
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

fn rule_error(e: &RuleError, trump: Option<Suit>) -> String {
    match *e {
        RuleError::GameOver => "The game is over.".into(),
        RuleError::NotYourTurn { .. } => "It is not your turn.".into(),
        RuleError::NotHeld { card: c } => format!("The {} is not in your hand.", card(c)),
        RuleError::NothingToPickUp => "There is nothing to pick up: it is your lead.".into(),
        RuleError::MustBeatOrFollow { card: c, led } if trump == Some(led.suit()) => {
            format!("The {} is not allowed: answer the {} with a trump, or pick it up.", card(c), card(led))
        }
        RuleError::MustBeatOrFollow { card: c, led } => {
            format!("The {} is not allowed: answer the {} with a card of its suit or a trump, or pick it up.", card(c), card(led))
        }
        RuleError::DoesNotBeat { card: c, top } if trump == Some(top.suit()) => {
            format!("The {} does not beat the {}: only a higher trump does. Play one, or pick it up.", card(c), card(top))
        }
        RuleError::DoesNotBeat { card: c, top } if trump.is_some() => {
            format!("The {} does not beat the {}: play a higher card of its suit or a trump, or pick it up.", card(c), card(top))
        }
        RuleError::DoesNotBeat { card: c, top } => format!("The {} does not beat the {}: beat it, or pick it up.", card(c), card(top)),
        RuleError::GiveUpOnePack => "Giving up needs two packs (5 to 8 players).".into(),
        RuleError::GiveUpNotAnswering => "Giving up is an answer to a card led to you.".into(),
        RuleError::GiveUpNeedsTwin { led } => format!("Giving up needs the other {} in your hand.", card(led)),
        RuleError::FirstLifeOnly => "Exchanging and going to sleep belong to the first life.".into(),
        RuleError::SleepNotLeading => "You may go to sleep only when you lead.".into(),
        RuleError::SleepTwice => "You already went to sleep this turn.".into(),
        RuleError::SleepNotTrump { card: c } => format!("Going to sleep needs trumps only, and the {} is not a trump.", card(c)),
        RuleError::SleepNotHeld { .. } => "Those cards are not all in your hand.".into(),
        RuleError::SleepNeedsThree { held } => {
            format!("While the stock lasts, going to sleep needs a hand of exactly three trumps (you hold {held} cards).")
        }
        RuleError::SleepTooMany { held } => format!("Going to sleep needs a hand of one to three trumps (you hold {held} cards)."),
        RuleError::SleepWholeHand => "Going to sleep lays down your whole hand at once, and only a hand of trumps alone may go to sleep.".into(),
        RuleError::ExchangeTwice => "You already exchanged this turn.".into(),
        RuleError::ExchangeNotSixOrTwo { card: c } => format!("The {} cannot be exchanged: only the Six or the Two of trumps can.", card(c)),
        RuleError::ExchangeNotHigher { card: c, turned } => {
            format!("The {} cannot be exchanged for the {}: the turned card must rank higher.", card(c), card(turned))
        }
        RuleError::ExchangeNoTurnedCard => "The turned card is gone: there is nothing to exchange.".into(),
        RuleError::NoGame => "No game is being played.".into(),
        RuleError::MatchOver => "The match is over.".into(),
        ref e => format!("{}.", upper_first(e.to_string())),
    }
}

/// What the answerer may answer with under the variant played.
fn answer_with(answer: Answer) -> &'static str {
    match answer {
        Answer::Any => "any card",
        Answer::Strict => "a card of its suit or a trump",
    }
}

fn guide_lead(to: W, answer: Answer) -> String {
    match to {
        W::You => format!("Your lead: play any card. You may answer it with {} or pick it up.", answer_with(answer)),
        W::Name(n) => format!(
            "Your lead: play any card to {n}. {n} may answer it with {} (both then go onto {n}'s reserve) or pick it up.",
            answer_with(answer)
        ),
    }
}

/// A card led to the person: what they may do, and what an answer does with both cards
/// (under [`Answer::Any`] whether it beats does not matter, so the prompt says so).
fn guide_answer(c: Card, trump: Suit, answer: Answer, twin: bool) -> String {
    let twin = if twin { ", give it up with its twin" } else { "" };
    match answer {
        Answer::Any => format!(
            "The {} was led to you: answer with any card{twin} or pick it up. An answer puts both cards face down onto your reserve, your hand in the second life: beating does not matter now, but strong cards there help you then.",
            card(c)
        ),
        Answer::Strict => {
            let beats = if c.suit() == trump { "only a higher trump beats it" } else { "a higher card of its suit or a trump beats it" };
            format!(
                "The {} was led to you: answer with {} (both go face down onto your reserve, your hand in the second life; {beats}){twin} or pick it up.",
                card(c),
                answer_with(answer)
            )
        }
    }
}

fn guide_second_beat(c: Card, trump: Suit, more: usize) -> String {
    let with = if c.suit() == trump { "with a higher trump" } else { "(a higher card of its suit, or a trump)" };
    let rest = if more == 1 { "1 more card completes the pile".to_string() } else { format!("{more} more cards complete the pile") };
    format!("Beat the {} {with} or pick it up. {rest}.", card(c))
}

fn rules_sections(r: &Rules) -> Vec<(&'static str, Vec<String>)> {
    let turned = match r.turned_card {
        TurnedCard::Drawn => "the rest is the stock, with the turned card face up at its bottom: it is drawn last",
        TurnedCard::OutOfPlay => "the rest is the stock; the turned card lies beside it for the whole first life, is never drawn, and then goes out of play",
    };
    let answer = match r.answer {
        Answer::Any => "answer with any card (both cards go face down onto your reserve; it does not matter whether you beat it, but a good reserve wins the second life)",
        Answer::Strict => "answer with a card of its suit or a trump (both cards go face down onto your reserve)",
    };
    let sleep = match r.sleep {
        Sleep::WholeHand => "go to sleep when your whole hand is trumps: exactly three while the stock lasts, one to three after",
        Sleep::AnyThree => "go to sleep when your whole hand is trumps (exactly three while the stock lasts, one to three after), or with any three trumps from a larger hand",
    };
    let give_up = match r.give_up {
        GiveUp::OutOfPlay => "they go out of play",
        GiveUp::LeaderReserve => "they go onto the leader's reserve",
    };
    let last = match r.last_hand {
        LastHand::Joins => "the cards still in that last player's hand join their reserve",
        LastHand::OutOfPlay => "the cards still in that last player's hand go out of play",
    };
    let deal = match r.dealing {
        Dealing::Loser => "The loser of each game deals the next one.",
        Dealing::Left => "The deal passes one seat to the left after each game.",
    };
    let score = match r.scoring {
        Scoring::Matz { target } => format!("The loser of each game scores a Matz point. Whoever reaches {target} Matz points loses the match. {deal}"),
        Scoring::PlacePoints { games } => format!(
            "Each game scores place points: with N players, the first out scores N − 1, the next N − 2, and so on, the loser 0. After {games} games the highest total wins the match. {deal}"
        ),
    };
    vec![
        ("The aim", vec![
            "Müller Matz is a shedding game for 2 to 8 players in two lives. In the first life everyone builds a face-down reserve; in the second life that reserve is the hand, and you try to get rid of it. The last player holding cards is the Müller Matz and loses.".into(),
            "From 5 players two packs are used (every card twice). Ranks from low to high: 2 … 10, J, Q, K, A. The turned card sets the trump suit for both lives.".into(),
        ]),
        ("Beating", vec![
            "A card beats another if it is of the same suit and higher, or if it is a trump and the other is not. Nothing else beats: a trump is beaten only by a higher trump, and two identical cards never beat each other.".into(),
        ]),
        ("The first life", vec![
            format!("Everyone holds 3 cards; {turned}. On your lead you play any card to the next player with cards. After acting you draw back up to 3 while the stock lasts."),
            format!("A card led to you: {answer}, or pick it up into your hand. After an answer you lead; after a pick-up the next player leads."),
            format!("Extras at the start of your turn: exchange the Six or Two of trumps for the turned card if it ranks higher; when leading, {sleep} (they go onto your reserve, and you draw again). With two packs you may answer a card with its twin and give both up: {give_up}."),
            format!("You are finished when your hand is empty and the stock is gone. The first life ends when at most one player still holds cards; {last}."),
        ]),
        ("The second life", vec![
            "Each reserve becomes its owner's hand; a player without cards is out at once. The first to finish the first life leads.".into(),
            "The pile in the middle holds as many cards as there were players with cards when it was led. On your turn you beat the top card or pick it up (only that card). When the pile is complete it goes out of play and whoever completed it leads the next one.".into(),
            "Whoever holds no more cards is out, in the order they went out. The last one holding cards loses the game.".into(),
        ]),
        ("The match", vec![
            score,
            "A game that would go round for ever ends when the same position comes up a third time; then fewer cards rank better.".into(),
        ]),
    ]
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
        Event::GiveUp { seat, card: c, to_reserve } => {
            let to = if to_reserve.is_some() { "onto the leader's reserve" } else { "out of play" };
            format!("{} the {} and its twin: both go {to}", verb(w(seat), "give up", "gives up"), card(c))
        }
        Event::PickUp { seat, card: c } => format!("{} the {}", verb(w(seat), "pick up", "picks up"), card(c)),
        Event::Sleep { seat, cards } => {
            let n = cards.len();
            format!("{} with {n} {}", verb(w(seat), "go to sleep", "goes to sleep"), if n == 1 { "trump" } else { "trumps" })
        }
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

/// Why a practice hint: "it beats 7♦, the card led".
fn hint_reason(why: crate::games::matz::why::MatzWhy, n: &Names<matz::Card, matz::Seat, matz::Suit>) -> String {
    use crate::games::matz::why::MatzWhy as M;
    let c = |x| (n.card)(x);
    match why {
        M::BeatsLed(x) => format!("it beats {}, the card led", c(x)),
        M::UnderLed(x) => format!("it does not beat {}, but both cards go onto your reserve all the same", c(x)),
        M::NoneBeats(x) => format!("no card of yours beats {}", c(x)),
        M::TakesBack(x) => format!("you take {} into your hand and keep your own cards", c(x)),
        M::LeadTo(s) => format!("you lead it: {} must answer it", (n.seat)(s)),
        M::Exchange { gives, turned } => format!("{} goes for {}, a higher trump", c(gives), c(turned)),
        M::Sleep { finished: false } => "your hand is all trumps: they go onto your reserve and you draw again".into(),
        M::Sleep { finished: true } => "your hand is all trumps: they go onto your reserve and you are finished for this life".into(),
        M::Twins(x) => format!("your card is the twin of {}: both go out of play", c(x)),
        M::StartsPile(k) => format!("you start a pile that takes {k} cards"),
        M::BeatsTop(x) => format!("it beats {}, the top card", c(x)),
    }
}

pub static EN: MatzTexts = MatzTexts {
    hint_reason,
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
    tally_places: "Place points",
    guide_lead,
    guide_answer,
    guide_second_lead: |k| format!("Second life: lead any card. The pile is complete at {k} cards."),
    guide_second_beat,
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
    match_won_by: |x| format!("{} the match.", verb(x, "win", "wins")),
    play_again: "Play again",
    points_col: "Points",
    player_col: "Player",
    hint: "Hint",
    undo: "Undo",
    hint_is: |a| format!("Hint: {a}"),
    no_match: "No Müller Matz match yet.",
    new_match: "New match",
    ask_new_title: "Start a new match?",
    ask_new_yes: "Start a new match",
    cancel: "Cancel",
    dismiss: "Dismiss",
    corrupt: |k| format!("Some saved Müller Matz data could not be read, so it starts afresh. The unreadable text is kept in this browser's storage under “{k}”."),
    storage_failed: "This browser did not keep the match: it will be lost on reload.",
    imported: "The match was imported.",
    settings_intro: "Müller Matz's settings. The bots' speed, the language and the display are the same in every game.",
    players: "Number of players",
    players_help: "You and the bots, 2 to 8. From 5 players two packs are used.",
    practice_help: "A hint (the Hard bot's choice) and Undo. Practice games are not counted.",
    rules_heading: "Variants",
    rules_next_match: "The number of players and the variants apply from the next match.",
    v_turned: "The turned card",
    v_turned_drawn: "Is the stock's last card",
    v_turned_out: "Stays beside the stock, then goes out of play",
    v_answer: "An answer that does not beat",
    v_answer_any: "Any card",
    v_answer_strict: "Must follow suit",
    v_give_up: "Two cards given up",
    v_give_up_out: "Go out of play",
    v_give_up_reserve: "Go onto the leader's reserve",
    v_sleep: "Going to sleep",
    v_sleep_whole: "With the whole hand",
    v_sleep_three: "Also three trumps from a larger hand",
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
    export_help: "The match's record: every game's pack and every move, as a .json file that this app imports again.",
    record_label: "Match record",
    download: "Download",
    copy: "Copy",
    copied: "Copied",
    import_help: "A Müller Matz match record (a .json file exported from this app), chosen as a file or pasted.",
    import_file: "Record file",
    import_go: "Import match",
    import_unreadable: "The file could not be read.",
    share_game: "Share this game",
    share_text: "Play this Müller Matz game with the same cards as me",
    share_copied: "Link copied. Whoever opens it plays the same cards.",
    shared_offer: "Someone shared a Müller Matz game with you: play the same cards and compare.",
    shared_play: "Play the shared game",
    shared_bad: "This link does not hold a valid shared Müller Matz game, so the app starts as usual.",
    ask_shared_title: "Play the shared game instead?",
    import_failed: |e| format!("This record cannot be imported: {e}"),
    rules_of_match: "These are the rules of the match in progress, with its variants.",
    rules_of_settings: "These are the rules with the variants of the settings, for the next match.",
    rules_sections,
};
