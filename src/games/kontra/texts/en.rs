//! Kontraspiel in English.

use crate::i18n::hint_words::Names;
use crate::games::kontra::texts::{led_suit, problem_value, shape_key, wrong_key, KontraTexts, Said, Where};
use crate::store::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError};
use kontra::{Card, Rank, RuleError, Suit};

fn who(w: Who) -> &'static str {
    match w {
        Who::You => "You",
        Who::West => "West",
        Who::North => "North",
        Who::East => "East",
        Who::South => "South",
    }
}

/// "You pass" / "West passes".
fn verb(w: Who, you: &str, they: &str) -> String {
    match w {
        Who::You => format!("You {you}"),
        _ => format!("{} {they}", who(w)),
    }
}

fn object(w: Who) -> &'static str {
    match w {
        Who::You => "you",
        _ => who(w),
    }
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    }
}

/// "a Spade".
fn one_of(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "a Spade",
        Suit::Hearts => "a Heart",
        Suit::Diamonds => "a Diamond",
        Suit::Clubs => "a Club",
    }
}

fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "Ace",
        Rank::King => "King",
        Rank::Queen => "Queen",
        Rank::Jack => "Jack",
        Rank::Ten => "Ten",
        _ => "Nine",
    }
}

fn card(c: Card) -> String {
    format!("{} of {}", rank(c.rank()), suit(c.suit()))
}

fn rank_label(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "Q",
        Rank::Jack => "J",
        Rank::Ten => "10",
        _ => "9",
    }
}

/// German names: Eichel ♣, Laub ♠, Herz ♥, Schellen ♦; Daus, König, Ober, Unter, Zehn, Neun.
pub fn german_card(c: Card) -> String {
    let s = match c.suit() {
        Suit::Clubs => "Eichel",
        Suit::Spades => "Laub",
        Suit::Hearts => "Herz",
        Suit::Diamonds => "Schellen",
    };
    let r = match c.rank() {
        Rank::Ace => "Daus",
        Rank::King => "König",
        Rank::Queen => "Ober",
        Rank::Jack => "Unter",
        Rank::Ten => "Zehn",
        _ => "Neun",
    };
    format!("{s}-{r}")
}

fn plural(n: i64, one: &str, many: &str) -> String {
    if n == 1 || n == -1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "East, North and you".
fn list(ws: &[Who]) -> String {
    let names: Vec<&str> = ws.iter().map(|&w| object(w)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => cap(last),
        Some((last, rest)) => cap(&format!("{} and {last}", rest.join(", "))),
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

fn said(w: Who, s: Said) -> String {
    match s {
        Said::TakeUp(c) => verb(w, &format!("take up the {}", card(c)), &format!("takes up the {}", card(c))),
        Said::TakeUpForced(c) => verb(
            w,
            &format!("take up the {}, a Wenzel, and play alone", card(c)),
            &format!("takes up the {}, a Wenzel, and plays alone", card(c)),
        ),
        Said::TakeUpPledged(c) => verb(
            w,
            &format!("take up the {}: you hold the pledge", card(c)),
            &format!("takes up the {}: the pledge", card(c)),
        ),
        Said::Decline(c) => verb(w, &format!("decline the turn-up, the {}", card(c)), &format!("declines the turn-up, the {}", card(c))),
        Said::Discard => verb(w, "lay a card face down", "lays a card face down"),
        Said::Accept(s) => verb(w, &format!("accept {}", suit(s)), &format!("accepts {}", suit(s))),
        Said::Pass => verb(w, "pass", "passes"),
        Said::Name(s) => verb(w, &format!("name {} as trump", suit(s)), &format!("names {} as trump", suit(s))),
        Said::Match(s) => verb(
            w,
            &format!("announce a match in {}", suit(s)),
            &format!("announces a match in {}", suit(s)),
        ),
        Said::NoMatch => verb(w, "announce no match", "announces no match"),
        Said::NoContra => verb(w, "do not say Contra", "does not say Contra"),
        Said::NoRecontra => verb(w, "do not say Recontra", "does not say Recontra"),
        Said::Contra => verb(w, "say Contra", "says Contra"),
        Said::Recontra => verb(w, "say Recontra", "says Recontra"),
        Said::Exchange => verb(
            w,
            "take the turn-up and lay a card face down",
            "takes the turn-up and lays a card face down",
        ),
        Said::Keep => verb(w, "keep your hand", "keeps the hand"),
    }
}

fn bubble(s: Said) -> String {
    match s {
        Said::TakeUp(_) | Said::TakeUpForced(_) | Said::TakeUpPledged(_) => "Takes it up".into(),
        Said::Decline(c) => format!("Declines the {}{}", rank_label(c.rank()), c.suit().symbol()),
        Said::Discard => "Lays a card down".into(),
        Said::Accept(s) => format!("Accepts {}", suit(s)),
        Said::Pass => "Pass".into(),
        Said::Name(s) => format!("{} trump", suit(s)),
        Said::Match(s) => format!("Match in {}", suit(s)),
        Said::NoMatch => "No match".into(),
        Said::NoContra => "No Contra".into(),
        Said::NoRecontra => "No Recontra".into(),
        Said::Contra => "Contra!".into(),
        Said::Recontra => "Recontra!".into(),
        Said::Exchange => "Takes the turn-up".into(),
        Said::Keep => "Keeps the hand".into(),
    }
}

pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::NotInDeck { card: c } => format!("the cards are not a Kontraspiel deal: {c} is not in its 24 cards"),
        RuleError::DealtTwice { card: c } => format!("the cards are not a Kontraspiel deal: {c} comes twice"),
        RuleError::NotYourTurn { .. } => "it is another player's turn".into(),
        RuleError::NotNow { action, .. } => format!("“{}” is not possible at this moment", action.code()),
        RuleError::DealOver => "the deal is over".into(),
        RuleError::NoDeal => "no deal is being played".into(),
        RuleError::DealInProgress => "a deal is still being played".into(),
        RuleError::SessionOver => "the session is over".into(),
        RuleError::NotHeld { card: c } => format!("{c} is not in this hand"),
        RuleError::MustFollow { card: c, led, allowed } => {
            let one = allowed.iter().next().map(|a| a.to_string()).unwrap_or_default();
            match led_suit(*led) {
                None => format!("{c} is not allowed: trump was led — {}", must_trump(&one)),
                Some(s) => format!("{c} is not allowed: {}", must_follow(s, &one)),
            }
        }
        RuleError::KeepTurnUp { card: c } => format!("the turn-up {c} stays in the hand: lay down another card"),
        RuleError::PreferredSuitInRound2 { suit: s } => {
            format!("in round 2 only the player after the dealer may name {}, the turn-up's suit", suit(*s))
        }
        RuleError::MatchInPreferredSuit { suit: s } => {
            format!("a match is announced in another suit than {}, the turn-up's", suit(*s))
        }
        RuleError::SoloistCannotContra => "the soloist cannot say Contra or Recontra".into(),
        RuleError::ContraAlreadyMade { .. } => "Contra has been said already: once per deal".into(),
        RuleError::ContraTooLate => "Contra is said before the second trick".into(),
        RuleError::RecontraTooLate => "Recontra is said before the third trick".into(),
        RuleError::RecontraWithoutContra => "Recontra answers a Contra, and nobody has said Contra".into(),
        RuleError::ContraPlayerCannotRecontra => "Recontra is a third player's, not the contra player's".into(),
        RuleError::RecontraAlreadyMade { .. } => "Recontra has been said already: once per deal".into(),
    }
}

fn record_error(e: &RecordError) -> String {
    let w = Where::of(e);
    let mut at = vec![];
    if let Some(d) = w.deal {
        at.push(format!("deal {d}"));
    }
    if let Some(n) = w.event {
        at.push(format!("action {n}"));
    }
    if let (Some(_), Some(s)) = (w.event, w.seat) {
        at.push(format!("seat {s}"));
    }
    let value = problem_value(&e.problem);
    let what = match &e.problem {
        Problem::NotJson { line, column, .. } => format!("this is not JSON (line {line}, column {column})"),
        Problem::Shape(s) => format!("“{}” is missing or not what a Kontraspiel record holds there", shape_key(*s)),
        Problem::Wrong { what, .. } => format!("“{}” cannot be {value}", wrong_key(*what)),
        Problem::Cards { seat, problem } => {
            let whose = match seat {
                Some(s) => format!("the hand of seat {}", s.index()),
                None => "the undealt cards".into(),
            };
            match problem {
                CardsProblem::NotText => format!("{whose} must be card codes"),
                CardsProblem::Size { found, wanted } => format!("{whose} has {found} cards, not {wanted}"),
                CardsProblem::NotACard(_) => format!("{whose}: {value} is not a card of the 24"),
                CardsProblem::Twice(c) => format!("{whose}: {c} comes twice"),
            }
        }
        Problem::WrongDealer { given, expected } => {
            format!("seat {} cannot deal here: seat {} deals", given.index(), expected.index())
        }
        Problem::Incomplete { events } => format!("the deal stops after {events} actions, yet another deal follows"),
        Problem::AfterEnd(a) => format!("“{}” comes after the end of the deal", a.code()),
        Problem::SessionOver { after } => format!("the session was over after deal {after}"),
        Problem::Rule(r) => rule_error(r),
    };
    if at.is_empty() {
        what
    } else {
        format!("{}: {what}", at.join(", "))
    }
}

fn must_follow(s: Suit, one: &str) -> String {
    format!("{} were led: play {} — {one} is one", suit(s), suit(s))
}

fn must_trump(one: &str) -> String {
    format!("Trump was led: play a trump — {one} is one")
}

fn chips(n: i32) -> String {
    plural(n.into(), "chip", "chips").replace('-', "−")
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, x) if x != 11 => "st",
        (2, x) if x != 12 => "nd",
        (3, x) if x != 13 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// Why a practice hint: "it beats K♠ (West), the best card so far".
fn hint_reason(why: crate::games::kontra::why::KontraWhy, n: &Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String {
    use crate::games::kontra::why::KontraWhy as K;
    match why {
        K::OnlyCard => "it is the only card the rules allow you here".into(),
        K::LeadTrump => "you lead a trump: whoever holds a trump must play one".into(),
        K::LeadSuit(s) => format!("you lead {}: whoever holds one must follow", (n.suit)(s)),
        K::Takes { best, by, last } => format!(
            "it beats {} ({}), the best card so far{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", and you play last: the trick is yours" } else { "" }
        ),
        K::Leaves { best, by, none_can: true } => format!("no card you may play beats {} ({}), the best card so far", (n.card)(best), (n.seat)(by)),
        K::Leaves { best, by, .. } => format!("it does not take the trick: {} ({}) stays the best card so far", (n.card)(best), (n.seat)(by)),
        K::Trumps { suit, n: 1 } => format!("with {} as trump you hold 1 trump", (n.suit)(suit)),
        K::Trumps { suit, n: k } => format!("with {} as trump you hold {k} trumps", (n.suit)(suit)),
        K::NotTrump(c) => format!("{} is not a trump", (n.card)(c)),
    }
}

pub static EN: KontraTexts = KontraTexts {
    hint_reason,
    who,
    suit,
    card,
    rank_label,
    german_card,

    table_label: "The table",
    your_hand: "Your hand",
    dealer: "Dealer",
    soloist: "Soloist",
    contra_tag: "Contra",
    recontra_tag: "Recontra",
    pledge_tag: "Pledge",
    chips,
    tricks: |n| plural(n.into(), "trick", "tricks"),
    pot: |n| format!("Pot: {n}"),
    deal_of: |n, max| if max == 0 { format!("Deal {n}") } else { format!("Deal {n} of {max}") },
    base: |b| format!("Base value {b}"),
    turn_up: "Turn-up",
    turn_up_gone: |w| match w {
        Some(Who::You) => "in your hand".into(),
        Some(w) => format!("in {}’s hand", who(w)),
        None => "played".into(),
    },
    trump_is: |s| format!("Trump: {}", suit(s)),
    no_trump_yet: "No trump yet",
    trick_label: "The trick",
    trick_won: |w| verb(w, "won the trick", "won the trick"),
    next_trick: "Next trick",

    ask_turn_up: |c| format!(
        "The {} is turned up. Take it up before you see your hand, and play alone in {}?",
        card(c),
        suit(c.suit())
    ),
    ask_discard: "You took up the turn-up: lay one other card face down.",
    ask_round1: |s| format!("Round 1: play alone with {} as trump?", suit(s)),
    ask_round2: |p, eldest| {
        if eldest {
            "Round 2: name any suit as trump and play alone, or pass.".into()
        } else {
            format!("Round 2: name a suit other than {} as trump and play alone, or pass.", suit(p))
        }
    },
    ask_match: |w, s, p| format!(
        "{} alone in {}. Announce a match — all five tricks — in any suit but the turn-up's {}?",
        match w {
            Who::You => "You play".to_string(),
            _ => format!("{} plays", who(w)),
        },
        suit(s),
        suit(p)
    ),
    ask_contra: |soloist, contra, recontra, by| {
        let against = object(soloist);
        match (contra, recontra, by) {
            (true, _, _) => format!("Say Contra and play against {against} for yourself?"),
            (_, true, Some(c)) => format!("{} said Contra. Say Recontra and play for yourself too?", who(c)),
            (false, true, _) => "Say Recontra?".into(),
            // Asked in turn with nothing to say (one's own Contra said, or Recontra said).
            _ => "You cannot say Contra or Recontra now: answer No.".into(),
        }
    },
    ask_exchange: |c| format!("Take the turn-up, the {}, into your hand for one of your cards?", card(c)),
    ask_exchange_card: "Choose the card to lay face down for the turn-up.",
    your_lead: "Your lead",
    your_turn: "Your turn: play a card",
    waiting_for: |w| format!("{} is thinking…", who(w)),

    take_up: "Take it up",
    decline: "Decline",
    accept: |s| format!("Accept {}", suit(s)),
    pass: "Pass",
    name_trump: |s| format!("Name {} as trump", suit(s)),
    announce_match: |s| format!("Announce match in {}", suit(s)),
    no: "No",
    contra: "Contra",
    recontra: "Recontra",
    take_turn_up: "Take the turn-up",
    cancel: "Cancel",

    said,
    bubble,
    called: |by, soloist, recontra| match (by, recontra) {
        (Who::You, false) => format!("Contra! You play against {} for yourself.", object(soloist)),
        (_, false) => format!("Contra! {} plays against {} for themselves.", who(by), object(soloist)),
        (Who::You, true) => "Recontra! You play for yourself too.".into(),
        (_, true) => format!("Recontra! {} plays for themselves too.", who(by)),
    },
    plays: |w, c| verb(w, &format!("play the {}", card(c)), &format!("plays the {}", card(c))),
    wins_trick: |w| verb(w, "win the trick", "wins the trick"),
    deal_starts: |n, w, c| format!(
        "Deal {n}: {} deal. The {} is turned up.",
        match w {
            Who::You => "you".to_string(),
            _ => format!("{}’s", who(w)),
        },
        card(c)
    ),

    must_follow,
    must_trump,
    wenzel_note: |c| format!("the {} is a trump, not {}", card(c), one_of(c.suit())),
    not_your_turn: "Not your turn yet",
    wait_for_trick: "The trick is being collected",
    cards_after_bidding: "Cards are played after the bidding: answer the question first.",
    answer_first: "Answer the question first; then the next card is played.",

    summary_title: |n| format!("Deal {n}"),
    no_game: "Everyone passed twice: no game. The ante stays in the pot.",
    winner: |w, n, outright| {
        if outright {
            verb(w, &format!("win the deal with {}", plural(n.into(), "trick", "tricks")), &format!("wins the deal with {}", plural(n.into(), "trick", "tricks")))
        } else {
            verb(w, "win the deal: first to take two tricks", "wins the deal: first to take two tricks")
        }
    },
    match_made: |w| verb(w, "took all five tricks: a match!", "took all five tricks: a match!"),
    revolted: |ws| format!("Took no trick: {}", list(ws)),
    contract: |w, s, mode| {
        let how = ["accepted in round 1", "named in round 2", "announced a match", "took up the turn-up"][mode.min(3)];
        match w {
            Who::You => format!("You played alone in {} ({how})", suit(s)),
            _ => format!("{} played alone in {} ({how})", who(w), suit(s)),
        }
    },
    contra_by: |w| format!("Contra: {}", who(w)),
    recontra_by: |w| format!("Recontra: {}", who(w)),
    against: |by, soloist, contra| {
        let whom = match contra {
            None => object(soloist).to_string(),
            Some(c) => format!("{} and {}", object(soloist), object(c)),
        };
        match by {
            Who::You => format!("You said {} and played against {whom} for yourself.", if contra.is_some() { "Recontra" } else { "Contra" }),
            _ => format!("{} said {} and played against {whom} for themselves.", who(by), if contra.is_some() { "Recontra" } else { "Contra" }),
        }
    },
    base_why: |b, counted, after| {
        let when = if after { "after" } else { "before" };
        let why = match counted {
            0 => format!("the pot was empty {when} the dealer’s ante, and it is never less than 1"),
            1..=4 => format!("as many chips as the pot held {when} the dealer’s ante"),
            _ => format!("the pot held {counted} {when} the dealer’s ante, and it is never more than 4"),
        };
        format!("Base value {b}: whoever played alone or against takes {b} from the pot if they win the deal, else pays {b} into it — {why}.")
    },
    preferred_doubles: "Trump is the turn-up’s suit: the match bonus and the revolt payment count double.",
    payments: "Payments",
    from_pot: |w, n| verb(w, &format!("receive {n} from the pot"), &format!("receives {n} from the pot")),
    into_pot: |w, n| verb(w, &format!("pay {n} into the pot"), &format!("pays {n} into the pot")),
    passive_winner: |w| verb(
        w,
        "won without playing alone or against: nothing from the pot",
        "won without playing alone or against: nothing from the pot",
    ),
    match_bonus: |w, n| format!("Match: each of the others pays {} {n}", object(w)),
    failed_match: |w, n| format!("Failed match: {}", verb(w, &format!("pay each of the others {n}"), &format!("pays each of the others {n}"))),
    revolt: |w, n| format!("Played alone or against and took no trick: {}", verb(w, &format!("pay each of the others {n}"), &format!("pays each of the others {n}"))),
    no_payments: "No payments.",
    pot_change: |held, after, paid_in, paid_out| {
        let mut moved = vec![];
        if paid_in > 0 {
            moved.push(format!("{paid_in} paid in"));
        }
        if let Some((w, n)) = paid_out {
            moved.push(format!("{n} paid to {}", object(w)));
        }
        let moved = if moved.is_empty() { "nothing paid in or out".to_string() } else { moved.join(", ") };
        format!("Pot: {held} with the ante → {after} ({moved})")
    },
    review_tricks: "The tricks of this deal",
    review_deal: "Review this deal",
    review_intro: "Each of your cards against best play with every hand open, and what the deal would then have brought you.",
    review_card: |n, played, best, chips, best_chips| match best {
        [] => format!("Trick {n}: {}, the only card allowed.", card(played)),
        _ if chips == best_chips => format!("Trick {n}: {} — a best card ({} for you with best play after it).", card(played), crate::i18n::learn_games::signed(chips)),
        _ => format!("Trick {n}: {} — {} was better: {} for you instead of {}.", card(played), best.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" or "), crate::i18n::learn_games::signed(best_chips), crate::i18n::learn_games::signed(chips)),
    },
    trick_caption: |n, led, won| format!("Trick {n} — led by {}, won by {}", object(led), object(won)),
    ante: |w| verb(w, "put 1 into the pot as dealer (the ante)", "put 1 into the pot as dealer (the ante)"),
    chips_now: "Chips",
    suit_button: |s| format!("{} {}", s.symbol(), suit(s)),
    this_deal: "This deal",
    next_deal: "Next deal",
    see_result: "See the result",
    chips_sheet: "Chips after each deal",
    deal_col: "Deal",
    pot_col: "Pot",
    start_row: "Start",

    session_over: "The session is over",
    out_of_chips: |w| match w {
        Who::You => "You have no chips left.".into(),
        _ => format!("{} has no chips left.", who(w)),
    },
    deals_played: |n| format!("{} played.", plural(n as i64, "deal", "deals")),
    session_won: |ws| match ws {
        [Who::You] => "You win the session!".into(),
        [w] => format!("{} wins the session.", who(*w)),
        _ => format!("{} share first place.", list(ws)),
    },
    ranking: "Ranking",
    place: ordinal,
    pot_left: |n| format!("Left in the pot: {n} (not shared out)."),
    revenge: "Revenge",
    series: |rows| {
        let parts: Vec<String> = rows.iter().map(|(w, n)| format!("{} {n}", who(*w))).collect();
        format!("Sessions won — {}", parts.join(", "))
    },
    new_session: "New session",

    ask_new_title: "Start a new session?",
    ask_new_yes: "Start a new session",
    corrupt: |key| format!(
        "Your saved Kontraspiel session could not be read. Its text is kept under “{key}”; a new session can start."
    ),
    storage_failed: "Your game could not be saved (is the storage full?). It goes on in this tab.",
    dismiss: "Dismiss",
    no_session: "No Kontraspiel session yet.",

    share_deal: "Share this deal",
    share_text: "Play this Kontraspiel deal with the same cards as me",
    share_copied: "Link copied. Whoever opens it plays the same cards.",
    shared_offer: "Someone shared a Kontraspiel deal with you: play the same cards and compare.",
    shared_play: "Play the shared deal",
    shared_bad: "This link does not hold a valid shared Kontraspiel deal, so the app starts as usual.",
    hint: "Hint",
    undo: "Undo",
    hint_is: |what| format!("Hint: {what}"),

    settings_intro: "Kontraspiel: four players, each for themselves. The bots' speed, the language and the display are the same in every game.",
    rules_heading: "Rules",
    rules_next_session: "Changed rules apply from the next session on.",
    direction: "Direction of play",
    clockwise: "Clockwise",
    anticlockwise: "Anticlockwise",
    wenzel_turnup: "A Wenzel turned up",
    wenzel_forced: "The dealer must take it up",
    wenzel_optional: "The dealer is asked, as for an Ace",
    base_value: "The pot is counted for the base value",
    base_after: "After the dealer’s ante",
    base_before: "Before the dealer’s ante",
    start_chips: "Chips at the start (1–999)",
    max_deals: "Deals in a session (0–999)",
    max_deals_help: "0: no limit — the session ends when a player has no chips left.",
    practice_help: "A hint and Undo while you play. Practice deals do not count in the statistics.",

    stats_sessions: "Sessions",
    stats_deals: "Deals",
    stats_solo: "Played alone",
    stats_contra: "Contra or Recontra",
    stats_matches: "All five tricks",
    stats_revolts: "No trick",
    stats_chips: "Chips won and lost",
    stats_played: "Played",
    stats_won: "Won",
    stats_none: "No Kontraspiel deal played yet.",

    export_help: "The record of this session: every deal’s cards and every action. Keep it, or import it on another device.",
    download: "Download",
    copy: "Copy",
    copied: "Copied",
    record_label: "Session record",
    import_help: "Continue a Kontraspiel session from its record: choose the file, or paste its text.",
    import_file: "Record file",
    import_go: "Import",
    import_unreadable: "The file could not be read.",
    imported: "Session imported.",
    import_failed: |why| format!("This record cannot be imported: {why}."),
    record_error,
    rule_error,

    rules_sections: &[
        ("The game", &[
            "Kontraspiel is played by four, each for themselves, with 24 cards: A K Q J 10 9 in each suit — tens are low. Cards have no points: only tricks count, and chips are won from the pot and from the others.",
        ]),
        ("Wenzels and trumps", &[
            "The Jack of Clubs and the Jack of Spades, the Wenzels, are the two highest trumps whatever the trump suit, J♣ above J♠. A Wenzel is only a trump, never a card of its printed suit. Below them come the trump suit’s A K Q (J) 10 9: a black trump suit has 7 trumps, a red one 8.",
        ]),
        ("The deal", &[
            "The dealer puts 1 chip into the pot. Everyone gets five cards. Of the four left, the first is turned up — the turn-up — and the others stay face down. The deal’s base value is the pot, counted from 1 to 4.",
            "A Wenzel turned up: the dealer takes it up and plays alone in its suit. An Ace turned up: the dealer is asked, before seeing his hand, whether to take it up. Who takes up adds the turn-up to his hand and lays another card face down. Whoever once took up an Ace takes up every Ace he turns up — the pledge — until he takes no trick in such a deal.",
        ]),
        ("Bidding", &[
            "Round 1, from the player after the dealer: accept the turn-up’s suit as trump and play alone, or pass. If all pass, round 2: name a trump suit and play alone, or pass; only the player after the dealer may name the turn-up’s suit. If all pass again, there is no game and the ante stays in the pot.",
            "Once someone plays alone, each other player in turn may announce a match in a suit other than the turn-up’s: he takes the game over and undertakes to take all five tricks.",
        ]),
        ("Contra and recontra", &[
            "Any other player may say Contra before the second trick and play to win the deal for himself; then a third player may say Recontra before the third trick. They are asked before the first trick and after the first and second tricks.",
            "Saying Contra before the first trick of a game accepted in round 1, the contra player may take the turn-up into his hand for one of his cards.",
        ]),
        ("Play", &[
            "The player after the dealer leads. Follow the suit led if you can — all trumps, the Wenzels too, are one suit — otherwise play any card. The highest trump wins the trick, else the highest card of the suit led. All five tricks are played.",
            "Whoever takes 3 tricks or more wins the deal; otherwise the first to take 2.",
        ]),
        ("Chips", &[
            "The soloist, the contra player and the recontra player are active: each receives the base value from the pot if he wins the deal, or pays it into the pot if not. A passive winner receives nothing.",
            "A soloist who takes all five tricks receives 1 from each other player, doubled in the turn-up’s suit and doubled again for an announced match. A match announcer who fails pays each other player 2. An active player who takes no trick pays each other player 1, or 2 in the turn-up’s suit.",
            "Everyone starts with 20 chips; the deal passes to the next player. The session ends after a deal that leaves a player with no chips, or after 24 deals: the most chips win. The settings change these numbers, the direction of play, a Wenzel turned up and when the pot is counted.",
        ]),
    ],
    trump_tables: "Trumps, highest first",
    trump_tables_help: "With French and German card names: Eichel ♣, Laub ♠, Herz ♥, Schellen ♦; Daus (Ace), König, Ober (Queen), Unter (Jack).",
    trump_col: "Trump",
    french_col: "French cards",
    german_col: "German cards",
};
