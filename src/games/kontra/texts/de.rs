//! Kontraspiel auf Deutsch.

use crate::i18n::hint_words::Names;
use super::en::german_card;
use crate::games::kontra::texts::{led_suit, problem_value, shape_key, wrong_key, KontraTexts, Said, Where};
use crate::store::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError};
use kontra::{Card, Rank, RuleError, Suit};

fn who(w: Who) -> &'static str {
    match w {
        Who::You => "Du",
        Who::West => "West",
        Who::North => "Nord",
        Who::East => "Ost",
        Who::South => "Süd",
    }
}

/// „Du passt“ / „West passt“.
fn verb(w: Who, du: &str, er: &str) -> String {
    match w {
        Who::You => format!("Du {du}"),
        _ => format!("{} {er}", who(w)),
    }
}

/// Dative: „dir“ / „West“.
fn dative(w: Who) -> &'static str {
    match w {
        Who::You => "dir",
        _ => who(w),
    }
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Pik",
        Suit::Hearts => "Herz",
        Suit::Diamonds => "Karo",
        Suit::Clubs => "Kreuz",
    }
}

fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "Ass",
        Rank::King => "König",
        Rank::Queen => "Dame",
        Rank::Jack => "Bube",
        Rank::Ten => "Zehn",
        _ => "Neun",
    }
}

fn card(c: Card) -> String {
    format!("{}-{}", suit(c.suit()), rank(c.rank()))
}

/// Accusative with its article: „das Herz-Ass“, „den Kreuz-Buben“.
fn the_card(c: Card) -> String {
    let s = suit(c.suit());
    match c.rank() {
        Rank::Ace => format!("das {s}-Ass"),
        Rank::King => format!("den {s}-König"),
        Rank::Queen => format!("die {s}-Dame"),
        Rank::Jack => format!("den {s}-Buben"),
        Rank::Ten => format!("die {s}-Zehn"),
        _ => format!("die {s}-Neun"),
    }
}

/// Nominative with its article: „Das Herz-Ass“, „Der Kreuz-Bube“.
fn the_card_nom(c: Card) -> String {
    let s = suit(c.suit());
    match c.rank() {
        Rank::Ace => format!("Das {s}-Ass"),
        Rank::King => format!("Der {s}-König"),
        Rank::Queen => format!("Die {s}-Dame"),
        Rank::Jack => format!("Der {s}-Bube"),
        Rank::Ten => format!("Die {s}-Zehn"),
        _ => format!("Die {s}-Neun"),
    }
}

fn rank_label(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "D",
        Rank::Jack => "B",
        Rank::Ten => "10",
        _ => "9",
    }
}

fn plural(n: i64, one: &str, many: &str) -> String {
    if n == 1 || n == -1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

fn list(ws: &[Who]) -> String {
    let names: Vec<&str> = ws.iter().map(|&w| who(w)).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} und {last}", rest.join(", ")),
    }
}

fn said(w: Who, s: Said) -> String {
    match s {
        Said::TakeUp(c) => verb(w, &format!("nimmst {} auf", the_card(c)), &format!("nimmt {} auf", the_card(c))),
        Said::TakeUpForced(c) => verb(
            w,
            &format!("nimmst {} auf, einen Wenzel, und spielst allein", the_card(c)),
            &format!("nimmt {} auf, einen Wenzel, und spielt allein", the_card(c)),
        ),
        Said::TakeUpPledged(c) => verb(
            w,
            &format!("nimmst {} auf: Du hast das Pfand", the_card(c)),
            &format!("nimmt {} auf: das Pfand", the_card(c)),
        ),
        Said::Decline(_) => verb(w, "lehnst die aufgeschlagene Karte ab", "lehnt die aufgeschlagene Karte ab"),
        Said::Discard => verb(w, "legst eine Karte verdeckt ab", "legt eine Karte verdeckt ab"),
        Said::Accept(s) => verb(w, &format!("nimmst {} an", suit(s)), &format!("nimmt {} an", suit(s))),
        Said::Pass => verb(w, "passt", "passt"),
        Said::Name(s) => verb(w, &format!("nennst {} als Trumpf", suit(s)), &format!("nennt {} als Trumpf", suit(s))),
        Said::Match(s) => verb(w, &format!("sagst Matsch in {} an", suit(s)), &format!("sagt Matsch in {} an", suit(s))),
        Said::NoMatch => verb(w, "sagst keinen Matsch an", "sagt keinen Matsch an"),
        Said::NoContra => verb(w, "sagst kein Kontra", "sagt kein Kontra"),
        Said::NoRecontra => verb(w, "sagst kein Rekontra", "sagt kein Rekontra"),
        Said::Contra => verb(w, "sagst Kontra", "sagt Kontra"),
        Said::Recontra => verb(w, "sagst Rekontra", "sagt Rekontra"),
        Said::Exchange => verb(
            w,
            "nimmst die aufgeschlagene Karte und legst eine Karte verdeckt ab",
            "nimmt die aufgeschlagene Karte und legt eine Karte verdeckt ab",
        ),
        Said::Keep => verb(w, "behältst deine Hand", "behält die Hand"),
    }
}

fn bubble(s: Said) -> String {
    match s {
        Said::TakeUp(_) | Said::TakeUpForced(_) | Said::TakeUpPledged(_) => "Nimmt auf".into(),
        Said::Decline(c) => format!("Lässt {}{} liegen", rank_label(c.rank()), c.suit().symbol()),
        Said::Discard => "Legt ab".into(),
        Said::Accept(s) => format!("Nimmt {} an", suit(s)),
        Said::Pass => "Passe".into(),
        Said::Name(s) => format!("{} Trumpf", suit(s)),
        Said::Match(s) => format!("Matsch in {}", suit(s)),
        Said::NoMatch => "Kein Matsch".into(),
        Said::NoContra => "Kein Kontra".into(),
        Said::NoRecontra => "Kein Rekontra".into(),
        Said::Contra => "Kontra!".into(),
        Said::Recontra => "Rekontra!".into(),
        Said::Exchange => "Nimmt die Karte".into(),
        Said::Keep => "Behält die Hand".into(),
    }
}

pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::NotInDeck { card: c } => format!("diese Karten sind kein Kontraspiel-Geben: {c} gehört nicht zu den 24 Karten"),
        RuleError::DealtTwice { card: c } => format!("diese Karten sind kein Kontraspiel-Geben: {c} kommt zweimal vor"),
        RuleError::NotYourTurn { .. } => "ein anderer Spieler ist dran".into(),
        RuleError::NotNow { action, .. } => format!("„{}“ geht in diesem Moment nicht", action.code()),
        RuleError::DealOver => "die Runde ist vorbei".into(),
        RuleError::NoDeal => "es wird keine Runde gespielt".into(),
        RuleError::DealInProgress => "eine Runde läuft noch".into(),
        RuleError::SessionOver => "die Partie ist vorbei".into(),
        RuleError::NotHeld { card: c } => format!("{c} ist nicht in dieser Hand"),
        RuleError::MustFollow { card: c, led, allowed } => {
            let one = allowed.iter().next().map(|a| a.to_string()).unwrap_or_default();
            match led_suit(*led) {
                None => format!("{c} ist nicht erlaubt: {}", must_trump(&one)),
                Some(s) => format!("{c} ist nicht erlaubt: {}", must_follow(s, &one)),
            }
        }
        RuleError::KeepTurnUp { card: c } => format!("die aufgenommene Karte {c} bleibt in der Hand: leg eine andere ab"),
        RuleError::PreferredSuitInRound2 { suit: s } => {
            format!("in der zweiten Bietrunde darf nur der Spieler nach dem Geber {} nennen, die Farbe der aufgeschlagenen Karte", suit(*s))
        }
        RuleError::MatchInPreferredSuit { suit: s } => {
            format!("Matsch wird in einer anderen Farbe als {} angesagt, der Farbe der aufgeschlagenen Karte", suit(*s))
        }
        RuleError::SoloistCannotContra => "wer allein spielt, sagt weder Kontra noch Rekontra".into(),
        RuleError::ContraAlreadyMade { .. } => "Kontra ist schon gesagt: einmal pro Runde".into(),
        RuleError::ContraTooLate => "Kontra wird vor dem zweiten Stich gesagt".into(),
        RuleError::RecontraTooLate => "Rekontra wird vor dem dritten Stich gesagt".into(),
        RuleError::RecontraWithoutContra => "Rekontra antwortet auf ein Kontra, und niemand hat Kontra gesagt".into(),
        RuleError::ContraPlayerCannotRecontra => "Rekontra sagt ein dritter Spieler, nicht der mit dem Kontra".into(),
        RuleError::RecontraAlreadyMade { .. } => "Rekontra ist schon gesagt: einmal pro Runde".into(),
    }
}

fn record_error(e: &RecordError) -> String {
    let w = Where::of(e);
    let mut at = vec![];
    if let Some(d) = w.deal {
        at.push(format!("Runde {d}"));
    }
    if let Some(n) = w.event {
        at.push(format!("Aktion {n}"));
    }
    if let (Some(_), Some(s)) = (w.event, w.seat) {
        at.push(format!("Platz {s}"));
    }
    let value = problem_value(&e.problem);
    let what = match &e.problem {
        Problem::NotJson { line, column, .. } => format!("das ist kein JSON (Zeile {line}, Spalte {column})"),
        Problem::Shape(s) => format!("„{}“ fehlt oder ist nicht, was ein Kontraspiel-Protokoll dort hat", shape_key(*s)),
        Problem::Wrong { what, .. } => format!("„{}“ kann nicht {value} sein", wrong_key(*what)),
        Problem::Cards { seat, problem } => {
            let whose = match seat {
                Some(s) => format!("die Hand von Platz {}", s.index()),
                None => "die nicht verteilten Karten".into(),
            };
            match problem {
                CardsProblem::NotText => format!("{whose}: es braucht Kartencodes"),
                CardsProblem::Size { found, wanted } => format!("{whose}: {found} Karten statt {wanted}"),
                CardsProblem::NotACard(_) => format!("{whose}: {value} ist keine der 24 Karten"),
                CardsProblem::Twice(c) => format!("{whose}: {c} kommt zweimal vor"),
            }
        }
        Problem::WrongDealer { given, expected } => {
            format!("Platz {} kann hier nicht geben: Platz {} gibt", given.index(), expected.index())
        }
        Problem::Incomplete { events } => format!("die Runde endet nach {events} Aktionen, und doch folgt eine weitere"),
        Problem::AfterEnd(a) => format!("„{}“ kommt nach dem Ende der Runde", a.code()),
        Problem::SessionOver { after } => format!("die Partie war nach Runde {after} vorbei"),
        Problem::Rule(r) => rule_error(r),
    };
    if at.is_empty() {
        what
    } else {
        format!("{}: {what}", at.join(", "))
    }
}

fn must_follow(s: Suit, one: &str) -> String {
    format!("{} ist ausgespielt: bedien {} — {one} zum Beispiel", suit(s), suit(s))
}

fn must_trump(one: &str) -> String {
    format!("Trumpf ist ausgespielt: bedien mit Trumpf — {one} zum Beispiel")
}

/// Why a practice hint: "it beats K♠ (West), the best card so far".
fn hint_reason(why: crate::games::kontra::why::KontraWhy, n: &Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String {
    use crate::games::kontra::why::KontraWhy as K;
    match why {
        K::OnlyCard => "sie ist die einzige Karte, die die Regeln dir hier erlauben".into(),
        K::LeadTrump => "du spielst Trumpf aus: Wer Trumpf hat, muss Trumpf spielen".into(),
        K::LeadSuit(s) => format!("du spielst {} aus: Wer die Farbe hat, muss bedienen", (n.suit)(s)),
        K::Takes { best, by, last } => format!(
            "sie schlägt {} ({}), die bisher beste Karte{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", und du spielst als Letzter: Der Stich gehört dir" } else { "" }
        ),
        K::Leaves { best, by, none_can: true } => format!("keine erlaubte Karte schlägt {} ({}), die bisher beste Karte", (n.card)(best), (n.seat)(by)),
        K::Leaves { best, by, .. } => format!("sie nimmt den Stich nicht: {} ({}) bleibt die beste Karte", (n.card)(best), (n.seat)(by)),
        K::Trumps { suit, n: 1 } => format!("mit {} als Trumpf hast du 1 Trumpf", (n.suit)(suit)),
        K::Trumps { suit, n: k } => format!("mit {} als Trumpf hast du {k} Trümpfe", (n.suit)(suit)),
        K::NotTrump(c) => format!("{} ist kein Trumpf", (n.card)(c)),
    }
}

pub static DE: KontraTexts = KontraTexts {
    hint_reason,
    who,
    suit,
    card,
    rank_label,
    german_card,

    table_label: "Der Tisch",
    your_hand: "Deine Hand",
    dealer: "Geber",
    soloist: "Spielt allein",
    contra_tag: "Kontra",
    recontra_tag: "Rekontra",
    pledge_tag: "Pfand",
    chips: |n| plural(n.into(), "Chip", "Chips").replace('-', "−"),
    tricks: |n| plural(n.into(), "Stich", "Stiche"),
    pot: |n| format!("Pott: {n}"),
    deal_of: |n, max| if max == 0 { format!("Runde {n}") } else { format!("Runde {n} von {max}") },
    base: |b| format!("Grundwert {b}"),
    turn_up: "Auf\u{ad}ge\u{ad}schla\u{ad}gen",
    turn_up_gone: |w| match w {
        Some(Who::You) => "in deiner Hand".into(),
        Some(w) => format!("in der Hand von {}", who(w)),
        None => "gespielt".into(),
    },
    trump_is: |s| format!("Trumpf: {}", suit(s)),
    no_trump_yet: "Noch kein Trumpf",
    trick_label: "Der Stich",
    trick_won: |w| verb(w, "hast den Stich gemacht", "hat den Stich gemacht"),
    next_trick: "Nächster Stich",

    ask_turn_up: |c| format!(
        "{} ist aufgeschlagen. Nimmst du die Karte auf, bevor du deine Hand siehst, und spielst allein in {}?",
        the_card_nom(c),
        suit(c.suit())
    ),
    ask_discard: "Du hast die Karte aufgenommen: leg eine andere Karte verdeckt ab.",
    ask_round1: |s| format!("Erste Bietrunde: allein spielen mit {} als Trumpf?", suit(s)),
    ask_round2: |p, eldest| {
        if eldest {
            "Zweite Bietrunde: nenn eine Trumpffarbe und spiel allein, oder pass.".into()
        } else {
            format!("Zweite Bietrunde: nenn eine andere Farbe als {} als Trumpf und spiel allein, oder pass.", suit(p))
        }
    },
    ask_match: |w, s, p| format!(
        "{} allein in {}. Matsch ansagen — alle fünf Stiche — in einer Farbe außer der aufgeschlagenen, {}?",
        match w {
            Who::You => "Du spielst".to_string(),
            _ => format!("{} spielt", who(w)),
        },
        suit(s),
        suit(p)
    ),
    ask_contra: |soloist, contra, recontra, by| {
        match (contra, recontra, by) {
            (true, _, _) => format!("Kontra sagen und gegen {} auf eigene Rechnung spielen?", match soloist {
                Who::You => "dich",
                w => who(w),
            }),
            (_, true, Some(c)) => format!("{} hat Kontra gesagt. Rekontra sagen und auch auf eigene Rechnung spielen?", who(c)),
            (false, true, _) => "Rekontra sagen?".into(),
            _ => "Kontra oder Rekontra kannst du jetzt nicht sagen: antworte mit Nein.".into(),
        }
    },
    ask_exchange: |c| format!("Die aufgeschlagene Karte, {}, gegen eine deiner Karten in die Hand nehmen?", the_card(c)),
    ask_exchange_card: "Wähl die Karte, die du für die aufgeschlagene verdeckt ablegst.",
    your_lead: "Du spielst aus",
    your_turn: "Du bist dran: spiel eine Karte",
    waiting_for: |w| format!("{} überlegt…", who(w)),

    take_up: "Aufnehmen",
    decline: "Ablehnen",
    accept: |s| format!("{} annehmen", suit(s)),
    pass: "Passen",
    name_trump: |s| format!("{} als Trumpf nennen", suit(s)),
    announce_match: |s| format!("Matsch in {} ansagen", suit(s)),
    no: "Nein",
    contra: "Kontra",
    recontra: "Rekontra",
    take_turn_up: "Aufgeschlagene Karte nehmen",
    cancel: "Abbrechen",

    said,
    bubble,
    called: |by, soloist, recontra| {
        let against = match soloist {
            Who::You => "dich",
            w => who(w),
        };
        match (by, recontra) {
            (Who::You, false) => format!("Kontra! Du spielst gegen {against} auf eigene Rechnung."),
            (_, false) => format!("Kontra! {} spielt gegen {against} auf eigene Rechnung.", who(by)),
            (Who::You, true) => "Rekontra! Du spielst auch auf eigene Rechnung.".into(),
            (_, true) => format!("Rekontra! {} spielt auch auf eigene Rechnung.", who(by)),
        }
    },
    plays: |w, c| verb(w, &format!("spielst {}", the_card(c)), &format!("spielt {}", the_card(c))),
    wins_trick: |w| verb(w, "machst den Stich", "macht den Stich"),
    deal_starts: |n, w, c| format!(
        "Runde {n}: {}. {} ist aufgeschlagen.",
        match w {
            Who::You => "du gibst".to_string(),
            _ => format!("{} gibt", who(w)),
        },
        the_card_nom(c)
    ),

    must_follow,
    must_trump,
    wenzel_note: |c| format!("{} ist ein Trumpf, kein {}", card(c), suit(c.suit())),
    not_your_turn: "Du bist noch nicht dran",
    wait_for_trick: "Der Stich wird eingesammelt",
    cards_after_bidding: "Karten werden erst nach dem Bieten gespielt: Beantworte zuerst die Frage.",
    answer_first: "Beantworte zuerst die Frage; dann wird die nächste Karte gespielt.",

    summary_title: |n| format!("Runde {n}"),
    no_game: "Alle haben zweimal gepasst: kein Spiel. Der Einsatz des Gebers bleibt im Pott.",
    winner: |w, n, outright| {
        if outright {
            verb(w, &format!("gewinnst die Runde mit {}", plural(n.into(), "Stich", "Stichen")), &format!("gewinnt die Runde mit {}", plural(n.into(), "Stich", "Stichen")))
        } else {
            verb(w, "gewinnst die Runde: als Erster zwei Stiche", "gewinnt die Runde: als Erster zwei Stiche")
        }
    },
    match_made: |w| verb(w, "hast alle fünf Stiche gemacht: Matsch!", "hat alle fünf Stiche gemacht: Matsch!"),
    revolted: |ws| format!("Keinen Stich gemacht: {}", list(ws)),
    contract: |w, s, mode| {
        let how = ["in der ersten Bietrunde angenommen", "in der zweiten Bietrunde genannt", "Matsch angesagt", "aufgenommen"][mode.min(3)];
        match w {
            Who::You => format!("Du hast allein in {} gespielt ({how})", suit(s)),
            _ => format!("{} hat allein in {} gespielt ({how})", who(w), suit(s)),
        }
    },
    contra_by: |w| format!("Kontra: {}", who(w)),
    recontra_by: |w| format!("Rekontra: {}", who(w)),
    against: |by, soloist, contra| {
        let word = if contra.is_some() { "Rekontra" } else { "Kontra" };
        let one = |w: Who| match w {
            Who::You => "dich",
            w => who(w),
        };
        let whom = match contra {
            None => one(soloist).to_string(),
            Some(c) => format!("{} und {}", one(soloist), one(c)),
        };
        match by {
            Who::You => format!("Du hast {word} gesagt und auf eigene Rechnung gegen {whom} gespielt."),
            _ => format!("{} hat {word} gesagt und auf eigene Rechnung gegen {whom} gespielt.", who(by)),
        }
    },
    base_why: |b, counted, after| {
        let when = if after { "nach" } else { "vor" };
        let why = match counted {
            0 => format!("der Pott war {when} dem Einsatz des Gebers leer, und er ist nie kleiner als 1"),
            1..=4 => format!("so viele Chips, wie {when} dem Einsatz des Gebers im Pott lagen"),
            _ => format!("im Pott lagen {counted} {when} dem Einsatz des Gebers, und er ist nie größer als 4"),
        };
        format!("Grundwert {b}: Wer allein oder dagegen gespielt hat, bekommt {b} aus dem Pott, wenn er die Runde gewinnt, sonst zahlt er {b} hinein – {why}.")
    },
    preferred_doubles: "Trumpf ist die Farbe der aufgeschlagenen Karte: Matsch-Prämie und Zahlung ohne Stich zählen doppelt.",
    payments: "Zahlungen",
    from_pot: |w, n| verb(w, &format!("bekommst {n} aus dem Pott"), &format!("bekommt {n} aus dem Pott")),
    into_pot: |w, n| verb(w, &format!("zahlst {n} in den Pott"), &format!("zahlt {n} in den Pott")),
    passive_winner: |w| verb(
        w,
        "hast gewonnen, ohne allein oder dagegen zu spielen: nichts aus dem Pott",
        "hat gewonnen, ohne allein oder dagegen zu spielen: nichts aus dem Pott",
    ),
    match_bonus: |w, n| format!("Matsch: Jeder andere zahlt {} {n}", dative(w)),
    failed_match: |w, n| format!("Matsch verfehlt: {}", verb(w, &format!("zahlst jedem anderen {n}"), &format!("zahlt jedem anderen {n}"))),
    revolt: |w, n| format!("Allein oder dagegen gespielt und keinen Stich gemacht: {}", verb(w, &format!("zahlst jedem anderen {n}"), &format!("zahlt jedem anderen {n}"))),
    no_payments: "Keine Zahlungen.",
    pot_change: |held, after, paid_in, paid_out| {
        let mut moved = vec![];
        if paid_in > 0 {
            moved.push(format!("{paid_in} eingezahlt"));
        }
        if let Some((w, n)) = paid_out {
            let to = match w {
                Who::You => "dich",
                w => who(w),
            };
            moved.push(format!("{n} an {to} ausgezahlt"));
        }
        let moved = if moved.is_empty() { "nichts ein- oder ausgezahlt".to_string() } else { moved.join(", ") };
        format!("Pott: {held} mit dem Einsatz → {after} ({moved})")
    },
    review_tricks: "Die Stiche dieser Runde",
    review_deal: "Diese Runde analysieren",
    review_intro: "Jede deiner Karten gegen bestes Spiel mit offenen Händen, und was dir die Runde dann gebracht hätte.",
    review_card: |n, played, best, chips, best_chips| match best {
        [] => format!("Stich {n}: {}, die einzige erlaubte Karte.", card(played)),
        _ if chips == best_chips => format!("Stich {n}: {} – eine der besten Karten ({} für dich bei bestem Spiel danach).", card(played), crate::i18n::learn_games::signed(chips)),
        _ => format!("Stich {n}: {} – {} hätte mehr gebracht: {} für dich statt {}.", card(played), best.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" oder "), crate::i18n::learn_games::signed(best_chips), crate::i18n::learn_games::signed(chips)),
    },
    trick_caption: |n, led, won| {
        let one = |w: Who| match w {
            Who::You => "dir",
            w => who(w),
        };
        format!("Stich {n} — ausgespielt von {}, gewonnen von {}", one(led), one(won))
    },
    ante: |w| verb(w, "hast als Geber 1 in den Pott gelegt (der Einsatz)", "hat als Geber 1 in den Pott gelegt (der Einsatz)"),
    chips_now: "Chips",
    suit_button: |s| format!("{} {}", s.symbol(), suit(s)),
    this_deal: "Diese Runde",
    next_deal: "Nächste Runde",
    see_result: "Zum Ergebnis",
    chips_sheet: "Chips nach jeder Runde",
    deal_col: "Runde",
    pot_col: "Pott",
    start_row: "Start",

    session_over: "Die Partie ist vorbei",
    out_of_chips: |w| match w {
        Who::You => "Du hast keine Chips mehr.".into(),
        _ => format!("{} hat keine Chips mehr.", who(w)),
    },
    deals_played: |n| format!("{} gespielt.", plural(n as i64, "Runde", "Runden")),
    session_won: |ws| match ws {
        [Who::You] => "Du gewinnst die Partie!".into(),
        [w] => format!("{} gewinnt die Partie.", who(*w)),
        _ => format!("{} teilen sich den ersten Platz.", list(ws)),
    },
    ranking: "Rangliste",
    place: |n| format!("{n}."),
    pot_left: |n| format!("Im Pott bleiben: {n} (nicht verteilt)."),
    revenge: "Revanche",
    series: |rows| {
        let parts: Vec<String> = rows.iter().map(|(w, n)| format!("{} {n}", who(*w))).collect();
        format!("Gewonnene Partien — {}", parts.join(", "))
    },
    new_session: "Neue Partie",

    ask_new_title: "Eine neue Partie beginnen?",
    ask_new_yes: "Neue Partie beginnen",
    corrupt: |key| format!(
        "Deine gespeicherte Kontraspiel-Partie konnte nicht gelesen werden. Ihr Text bleibt unter „{key}“ erhalten; eine neue Partie kann beginnen."
    ),
    storage_failed: "Die Partie konnte nicht gespeichert werden (ist der Speicher voll?). Sie geht in diesem Tab weiter.",
    dismiss: "Ausblenden",
    no_session: "Noch keine Kontraspiel-Partie.",

    share_deal: "Diese Runde teilen",
    share_text: "Spiel diese Kontraspiel-Runde mit denselben Karten wie ich",
    share_copied: "Link kopiert. Wer ihn öffnet, spielt dieselben Karten.",
    shared_offer: "Jemand hat eine Kontraspiel-Runde mit dir geteilt: Spiel dieselben Karten und vergleicht.",
    shared_play: "Geteilte Runde spielen",
    shared_bad: "Dieser Link enthält keine gültige geteilte Kontraspiel-Runde; die App startet wie gewohnt.",
    hint: "Tipp",
    undo: "Rückgängig",
    hint_is: |what| format!("Tipp: {what}"),

    settings_intro: "Kontraspiel: vier Spieler, jeder für sich. Tempo der Bots, Sprache und Anzeige gelten für alle Spiele.",
    rules_heading: "Regeln",
    rules_next_session: "Geänderte Regeln gelten ab der nächsten Partie.",
    direction: "Spielrichtung",
    clockwise: "Im Uhrzeigersinn",
    anticlockwise: "Gegen den Uhrzeigersinn",
    wenzel_turnup: "Ein aufgeschlagener Wenzel",
    wenzel_forced: "Der Geber muss ihn aufnehmen",
    wenzel_optional: "Der Geber wird gefragt, wie bei einem Ass",
    base_value: "Der Pott wird für den Grundwert gezählt",
    base_after: "Nach dem Einsatz des Gebers",
    base_before: "Vor dem Einsatz des Gebers",
    start_chips: "Chips zu Beginn (1–999)",
    max_deals: "Runden pro Partie (0–999)",
    max_deals_help: "0: ohne Grenze — die Partie endet, wenn ein Spieler keine Chips mehr hat.",
    practice_help: "Ein Tipp und Rückgängig, während du spielst. Übungsrunden zählen nicht in der Statistik.",

    stats_sessions: "Partien",
    stats_deals: "Runden",
    stats_solo: "Allein gespielt",
    stats_contra: "Kontra oder Rekontra",
    stats_matches: "Alle fünf Stiche",
    stats_revolts: "Ohne Stich",
    stats_chips: "Gewonnene und verlorene Chips",
    stats_played: "Gespielt",
    stats_won: "Gewonnen",
    stats_none: "Noch keine Kontraspiel-Runde gespielt.",

    export_help: "Das Protokoll dieser Partie: die Karten jeder Runde und jede Aktion. Heb es auf, oder importier es auf einem anderen Gerät.",
    download: "Herunterladen",
    copy: "Kopieren",
    copied: "Kopiert",
    record_label: "Partieprotokoll",
    import_help: "Spiel eine Kontraspiel-Partie von ihrem Protokoll aus weiter: Wähl die Datei, oder füg ihren Text ein.",
    import_file: "Protokolldatei",
    import_go: "Importieren",
    import_unreadable: "Die Datei konnte nicht gelesen werden.",
    imported: "Partie importiert.",
    import_failed: |why| format!("Dieses Protokoll kann nicht importiert werden: {why}."),
    record_error,
    rule_error,

    rules_sections: &[
        ("Das Spiel", &[
            "Kontraspiel spielen vier, jeder für sich, mit 24 Karten: A K D B 10 9 in jeder Farbe — die Zehn ist niedrig. Karten haben keine Punkte: Nur Stiche zählen, und Chips gewinnt man aus dem Pott und von den anderen.",
        ]),
        ("Wenzel und Trümpfe", &[
            "Der Kreuz-Bube und der Pik-Bube, die Wenzel, sind in jeder Trumpffarbe die beiden höchsten Trümpfe, Kreuz vor Pik. Ein Wenzel ist nur Trumpf, nie eine Karte seiner aufgedruckten Farbe. Danach kommen A K D (B) 10 9 der Trumpffarbe: Eine schwarze Trumpffarbe hat 7 Trümpfe, eine rote 8.",
        ]),
        ("Das Geben", &[
            "Der Geber legt 1 Chip in den Pott. Jeder bekommt fünf Karten. Von den vier übrigen wird die erste aufgeschlagen, die anderen bleiben verdeckt. Der Grundwert der Runde ist der Pott, gezählt von 1 bis 4.",
            "Ein aufgeschlagener Wenzel: Der Geber nimmt ihn auf und spielt allein in seiner Farbe. Ein aufgeschlagenes Ass: Der Geber wird gefragt, bevor er seine Hand sieht, ob er es aufnimmt. Wer aufnimmt, nimmt die Karte in die Hand und legt eine andere verdeckt ab. Wer einmal ein Ass aufgenommen hat, nimmt jedes Ass auf, das er aufschlägt — das Pfand —, bis er in so einer Runde keinen Stich macht.",
        ]),
        ("Das Bieten", &[
            "Erste Bietrunde, ab dem Spieler nach dem Geber: die Farbe der aufgeschlagenen Karte als Trumpf annehmen und allein spielen, oder passen. Passen alle, zweite Bietrunde: eine Trumpffarbe nennen und allein spielen, oder passen; nur der Spieler nach dem Geber darf die Farbe der aufgeschlagenen Karte nennen. Passen wieder alle, gibt es kein Spiel, und der Einsatz bleibt im Pott.",
            "Sobald jemand allein spielt, kann jeder andere der Reihe nach Matsch in einer anderen Farbe als der aufgeschlagenen ansagen: Er übernimmt das Spiel und verpflichtet sich, alle fünf Stiche zu machen.",
        ]),
        ("Kontra und Rekontra", &[
            "Jeder andere Spieler kann vor dem zweiten Stich Kontra sagen und spielt dann, um die Runde selbst zu gewinnen; danach kann ein dritter Spieler vor dem dritten Stich Rekontra sagen. Gefragt wird vor dem ersten Stich und nach dem ersten und zweiten.",
            "Wer vor dem ersten Stich eines in der ersten Bietrunde angenommenen Spiels Kontra sagt, darf die aufgeschlagene Karte gegen eine seiner Karten in die Hand nehmen.",
        ]),
        ("Das Ausspielen", &[
            "Der Spieler nach dem Geber spielt aus. Bedien die ausgespielte Farbe, wenn du kannst — alle Trümpfe, auch die Wenzel, sind eine Farbe —, sonst spiel eine beliebige Karte. Der höchste Trumpf macht den Stich, sonst die höchste Karte der ausgespielten Farbe. Alle fünf Stiche werden gespielt.",
            "Wer 3 Stiche oder mehr macht, gewinnt die Runde; sonst der Erste mit 2.",
        ]),
        ("Die Chips", &[
            "Wer allein spielt, wer Kontra und wer Rekontra sagt, ist aktiv: Jeder bekommt den Grundwert aus dem Pott, wenn er die Runde gewinnt, sonst zahlt er ihn in den Pott. Ein passiver Gewinner bekommt nichts.",
            "Wer allein spielt und alle fünf Stiche macht, bekommt 1 von jedem anderen, doppelt in der Farbe der aufgeschlagenen Karte und noch einmal doppelt bei angesagtem Matsch. Wer Matsch ansagt und ihn verfehlt, zahlt jedem anderen 2. Ein aktiver Spieler ohne Stich zahlt jedem anderen 1, oder 2 in der Farbe der aufgeschlagenen Karte.",
            "Jeder beginnt mit 20 Chips; das Geben geht reihum. Die Partie endet nach einer Runde, in der ein Spieler keine Chips mehr hat, oder nach 24 Runden: Die meisten Chips gewinnen. In den Einstellungen lassen sich diese Zahlen ändern, die Spielrichtung, der aufgeschlagene Wenzel und wann der Pott gezählt wird.",
        ]),
    ],
    trump_tables: "Die Trümpfe, der höchste zuerst",
    trump_tables_help: "Mit französischen und deutschen Kartennamen: Eichel ♣, Laub ♠, Herz ♥, Schellen ♦; Daus (Ass), König, Ober (Dame), Unter (Bube).",
    trump_col: "Trumpf",
    french_col: "Französisches Blatt",
    german_col: "Deutsches Blatt",
};
