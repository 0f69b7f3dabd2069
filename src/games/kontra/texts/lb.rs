//! Kontraspill op Lëtzebuergesch.

use crate::i18n::hint_words::Names;
use super::en::german_card;
use crate::games::kontra::texts::{led_suit, problem_value, shape_key, wrong_key, KontraTexts, Said, Where};
use crate::store::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError};
use kontra::{Card, Rank, RuleError, Suit};

fn who(w: Who) -> &'static str {
    match w {
        Who::You => "Du",
        Who::West => "Westen",
        Who::North => "Norden",
        Who::East => "Osten",
        Who::South => "Süden",
    }
}

/// „Du passéiers“ / „Westen passéiert“.
fn verb(w: Who, du: &str, hien: &str) -> String {
    match w {
        Who::You => format!("Du {du}"),
        _ => format!("{} {hien}", who(w)),
    }
}

/// Dative: „dir“ / „Westen“.
fn dative(w: Who) -> &'static str {
    match w {
        Who::You => "dir",
        _ => who(w),
    }
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Schëppen",
        Suit::Hearts => "Häerz",
        Suit::Diamonds => "Karo",
        Suit::Clubs => "Kräiz",
    }
}

fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "As",
        Rank::King => "Kinnek",
        Rank::Queen => "Damm",
        Rank::Jack => "Bouf",
        Rank::Ten => "Zéng",
        _ => "Néng",
    }
}

fn card(c: Card) -> String {
    format!("{}-{}", suit(c.suit()), rank(c.rank()))
}

/// The card with its article: „d’Häerz-As“, „de Kräiz-Bouf“, „den Häerz-Kinnek“.
fn the_card(c: Card) -> String {
    let name = card(c);
    match (c.rank(), c.suit()) {
        (Rank::King | Rank::Jack, Suit::Hearts) => format!("den {name}"),
        (Rank::King | Rank::Jack, _) => format!("de {name}"),
        _ => format!("d’{name}"),
    }
}

fn cap(s: &str) -> String {
    match s.strip_prefix("d’") {
        Some(rest) => format!("D’{rest}"),
        None => {
            let mut c = s.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        }
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
        Some((last, rest)) => format!("{} an {last}", rest.join(", ")),
    }
}

fn said(w: Who, s: Said) -> String {
    match s {
        Said::TakeUp(c) => verb(w, &format!("hëls {} op", the_card(c)), &format!("hëlt {} op", the_card(c))),
        Said::TakeUpForced(c) => verb(
            w,
            &format!("hëls {} op, e Wenzel, a spills eleng", the_card(c)),
            &format!("hëlt {} op, e Wenzel, a spillt eleng", the_card(c)),
        ),
        Said::TakeUpPledged(c) => verb(
            w,
            &format!("hëls {} op: Du hues de Pand", the_card(c)),
            &format!("hëlt {} op: de Pand", the_card(c)),
        ),
        Said::Decline(_) => verb(w, "refuséiers déi ëmgedréint Kaart", "refuséiert déi ëmgedréint Kaart"),
        Said::Discard => verb(w, "leës eng Kaart verdeckt of", "leet eng Kaart verdeckt of"),
        Said::Accept(s) => verb(w, &format!("hëls {} un", suit(s)), &format!("hëlt {} un", suit(s))),
        Said::Pass => verb(w, "passéiers", "passéiert"),
        Said::Name(s) => verb(w, &format!("nenns {} als Tromp", suit(s)), &format!("nennt {} als Tromp", suit(s))),
        Said::Match(s) => verb(w, &format!("sees Matsch an {} un", suit(s)), &format!("seet Matsch an {} un", suit(s))),
        Said::NoMatch => verb(w, "sees kee Matsch un", "seet kee Matsch un"),
        Said::NoContra => verb(w, "sees kee Kontra", "seet kee Kontra"),
        Said::NoRecontra => verb(w, "sees kee Rekontra", "seet kee Rekontra"),
        Said::Contra => verb(w, "sees Kontra", "seet Kontra"),
        Said::Recontra => verb(w, "sees Rekontra", "seet Rekontra"),
        Said::Exchange => verb(
            w,
            "hëls déi ëmgedréint Kaart a leës eng Kaart verdeckt of",
            "hëlt déi ëmgedréint Kaart a leet eng Kaart verdeckt of",
        ),
        Said::Keep => verb(w, "behäls deng Hand", "behält d’Hand"),
    }
}

fn bubble(s: Said) -> String {
    match s {
        Said::TakeUp(_) | Said::TakeUpForced(_) | Said::TakeUpPledged(_) => "Hëlt op".into(),
        Said::Decline(c) => format!("Léisst {}{} leien", rank_label(c.rank()), c.suit().symbol()),
        Said::Discard => "Leet of".into(),
        Said::Accept(s) => format!("Hëlt {} un", suit(s)),
        Said::Pass => "Passe".into(),
        Said::Name(s) => format!("{} Tromp", suit(s)),
        Said::Match(s) => format!("Matsch an {}", suit(s)),
        Said::NoMatch => "Kee Matsch".into(),
        Said::NoContra => "Kee Kontra".into(),
        Said::NoRecontra => "Kee Rekontra".into(),
        Said::Contra => "Kontra!".into(),
        Said::Recontra => "Rekontra!".into(),
        Said::Exchange => "Hëlt d’Kaart".into(),
        Said::Keep => "Behält d’Hand".into(),
    }
}

pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::NotInDeck { card: c } => format!("dës Kaarte sinn net d’Ausdeele vun engem Kontraspill: {c} gehéiert net zu den 24 Kaarten"),
        RuleError::DealtTwice { card: c } => format!("dës Kaarte sinn net d’Ausdeele vun engem Kontraspill: {c} ass zweemol do"),
        RuleError::NotYourTurn { .. } => "en anere Spiller ass drun".into(),
        RuleError::NotNow { action, .. } => format!("„{}“ geet an dësem Moment net", action.code()),
        RuleError::DealOver => "d’Ronn ass eriwwer".into(),
        RuleError::NoDeal => "et gëtt keng Ronn gespillt".into(),
        RuleError::DealInProgress => "eng Ronn leeft nach".into(),
        RuleError::SessionOver => "d’Partie ass eriwwer".into(),
        RuleError::NotHeld { card: c } => format!("{c} ass net an dëser Hand"),
        RuleError::MustFollow { card: c, led, allowed } => {
            let one = allowed.iter().next().map(|a| a.to_string()).unwrap_or_default();
            match led_suit(*led) {
                None => format!("{c} ass net erlaabt: {}", must_trump(&one)),
                Some(s) => format!("{c} ass net erlaabt: {}", must_follow(s, &one)),
            }
        }
        RuleError::KeepTurnUp { card: c } => format!("déi opgeholl Kaart {c} bleift an der Hand: leeë eng aner of"),
        RuleError::PreferredSuitInRound2 { suit: s } => {
            format!("am zweeten Tour däerf just de Spiller nom Ausdeeler {} nennen, d’Faarf vun der ëmgedréinter Kaart", suit(*s))
        }
        RuleError::MatchInPreferredSuit { suit: s } => {
            format!("Matsch gëtt an enger anerer Faarf wéi {} ugesot, der Faarf vun der ëmgedréinter Kaart", suit(*s))
        }
        RuleError::SoloistCannotContra => "wien eleng spillt, seet weder Kontra nach Rekontra".into(),
        RuleError::ContraAlreadyMade { .. } => "Kontra ass schonn gesot: eemol pro Ronn".into(),
        RuleError::ContraTooLate => "Kontra gëtt virum zweete Stéch gesot".into(),
        RuleError::RecontraTooLate => "Rekontra gëtt virum drëtte Stéch gesot".into(),
        RuleError::RecontraWithoutContra => "Rekontra äntwert op e Kontra, an et huet keen Kontra gesot".into(),
        RuleError::ContraPlayerCannotRecontra => "Rekontra seet en drëtte Spiller, net deen, deen Kontra gesot huet".into(),
        RuleError::RecontraAlreadyMade { .. } => "Rekontra ass schonn gesot: eemol pro Ronn".into(),
    }
}

fn record_error(e: &RecordError) -> String {
    let w = Where::of(e);
    let mut at = vec![];
    if let Some(d) = w.deal {
        at.push(format!("Ronn {d}"));
    }
    if let Some(n) = w.event {
        at.push(format!("Aktioun {n}"));
    }
    if let (Some(_), Some(s)) = (w.event, w.seat) {
        at.push(format!("Plaz {s}"));
    }
    let value = problem_value(&e.problem);
    let what = match &e.problem {
        Problem::NotJson { line, column, .. } => format!("dat ass keen JSON (Zeil {line}, Spalt {column})"),
        Problem::Shape(s) => format!("„{}“ feelt oder ass net dat, wat e Kontraspill-Protokoll do huet", shape_key(*s)),
        Problem::Wrong { what, .. } => format!("„{}“ kann net {value} sinn", wrong_key(*what)),
        Problem::Cards { seat, problem } => {
            let whose = match seat {
                Some(s) => format!("d’Hand vun der Plaz {}", s.index()),
                None => "déi net verdeelt Kaarten".into(),
            };
            match problem {
                CardsProblem::NotText => format!("{whose}: et brauch Kaartecoden"),
                CardsProblem::Size { found, wanted } => format!("{whose}: {found} Kaarten amplaz {wanted}"),
                CardsProblem::NotACard(_) => format!("{whose}: {value} ass keng vun den 24 Kaarten"),
                CardsProblem::Twice(c) => format!("{whose}: {c} ass zweemol do"),
            }
        }
        Problem::WrongDealer { given, expected } => {
            format!("d’Plaz {} kann hei net ausdeelen: d’Plaz {} deelt aus", given.index(), expected.index())
        }
        Problem::Incomplete { events } => format!("d’Ronn hält no {events} Aktiounen op, an awer kënnt nach eng"),
        Problem::AfterEnd(a) => format!("„{}“ kënnt nom Enn vun der Ronn", a.code()),
        Problem::SessionOver { after } => format!("d’Partie war no der Ronn {after} eriwwer"),
        Problem::Rule(r) => rule_error(r),
    };
    if at.is_empty() {
        what
    } else {
        format!("{}: {what}", at.join(", "))
    }
}

fn must_follow(s: Suit, one: &str) -> String {
    format!("{} gouf ausgespillt: bedien {} — {one} zum Beispill", suit(s), suit(s))
}

fn must_trump(one: &str) -> String {
    format!("Tromp gouf ausgespillt: bedien mat Tromp — {one} zum Beispill")
}

/// Why a practice hint: "it beats K♠ (West), the best card so far".
fn hint_reason(why: crate::games::kontra::why::KontraWhy, n: &Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String {
    use crate::games::kontra::why::KontraWhy as K;
    match why {
        K::OnlyCard => "si ass déi eenzeg Kaart, déi d’Reegelen dir hei erlaben".into(),
        K::LeadTrump => "du spills Tromp eraus: Wien Tromp huet, muss Tromp spillen".into(),
        K::LeadSuit(s) => format!("du spills {} eraus: Wien d’Faarf huet, muss bedéngen", (n.suit)(s)),
        K::Takes { best, by, last } => format!(
            "si schléit {} ({}), déi bescht Kaart bis elo{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", an du spills als Leschten: De Stéch ass deen" } else { "" }
        ),
        K::Leaves { best, by, none_can: true } => format!("keng erlaabt Kaart schléit {} ({}), déi bescht Kaart bis elo", (n.card)(best), (n.seat)(by)),
        K::Leaves { best, by, .. } => format!("si hëlt de Stéch net: {} ({}) bleift déi bescht Kaart", (n.card)(best), (n.seat)(by)),
        K::Trumps { suit, n: 1 } => format!("mat {} als Tromp hues du 1 Tromp", (n.suit)(suit)),
        K::Trumps { suit, n: k } => format!("mat {} als Tromp hues du {k} Trëmp", (n.suit)(suit)),
        K::NotTrump(c) => format!("{} ass keng Tromp", (n.card)(c)),
    }
}

pub static LB: KontraTexts = KontraTexts {
    hint_reason,
    who,
    suit,
    card,
    rank_label,
    german_card,

    table_label: "Den Dësch",
    your_hand: "Deng Hand",
    dealer: "Aus\u{ad}deeler",
    soloist: "Spillt eleng",
    contra_tag: "Kontra",
    recontra_tag: "Rekontra",
    pledge_tag: "Pand",
    chips: |n| plural(n.into(), "Jeton", "Jetonen").replace('-', "−"),
    tricks: |n| plural(n.into(), "Stéch", "Stéch"),
    pot: |n| format!("Pot: {n}"),
    deal_of: |n, max| if max == 0 { format!("Ronn {n}") } else { format!("Ronn {n} vun {max}") },
    base: |b| format!("Grondwäert {b}"),
    turn_up: "Ëm\u{ad}ge\u{ad}dréint",
    turn_up_gone: |w| match w {
        Some(Who::You) => "an denger Hand".into(),
        Some(w) => format!("an der Hand vu(n) {}", who(w)),
        None => "gespillt".into(),
    },
    trump_is: |s| format!("Tromp: {}", suit(s)),
    no_trump_yet: "Nach keen Tromp",
    trick_label: "De Stéch",
    trick_won: |w| verb(w, "hues de Stéch gemaach", "huet de Stéch gemaach"),
    next_trick: "Nächste Stéch",

    ask_turn_up: |c| format!(
        "{} ass ëmgedréint. Hëls du d’Kaart op, ier s du deng Hand gesäis, a spills eleng an {}?",
        cap(&the_card(c)),
        suit(c.suit())
    ),
    ask_discard: "Du hues d’Kaart opgeholl: leeë eng aner Kaart verdeckt of.",
    ask_round1: |s| format!("Éischten Tour: eleng spille mat {} als Tromp?", suit(s)),
    ask_round2: |p, eldest| {
        if eldest {
            "Zweeten Tour: nenn eng Trompfaarf a spill eleng, oder passéier.".into()
        } else {
            format!("Zweeten Tour: nenn eng aner Faarf wéi {} als Tromp a spill eleng, oder passéier.", suit(p))
        }
    },
    ask_match: |w, s, p| format!(
        "{} eleng an {}. Matsch usoen — all fënnef Stéch — an enger Faarf ausser där ëmgedréinter, {}?",
        match w {
            Who::You => "Du spills".to_string(),
            _ => format!("{} spillt", who(w)),
        },
        suit(s),
        suit(p)
    ),
    ask_contra: |soloist, contra, recontra, by| {
        match (contra, recontra, by) {
            (true, _, _) => format!("Kontra soen a géint {} op eege Rechnung spillen?", match soloist {
                Who::You => "dech",
                w => who(w),
            }),
            (_, true, Some(c)) => format!("{} huet Kontra gesot. Rekontra soen an och op eege Rechnung spillen?", who(c)),
            (false, true, _) => "Rekontra soen?".into(),
            _ => "Kontra oder Rekontra kanns du elo net soen: äntwer mat Nee.".into(),
        }
    },
    ask_exchange: |c| format!("Déi ëmgedréint Kaart, {}, géint eng vun denge Kaarten an d’Hand huelen?", the_card(c)),
    ask_exchange_card: "Wiel d’Kaart, déi s du fir déi ëmgedréint verdeckt ofleës.",
    your_lead: "Du spills aus",
    your_turn: "Du bass drun: spill eng Kaart",
    waiting_for: |w| format!("{} iwwerleet…", who(w)),

    take_up: "Ophuelen",
    decline: "Refuséieren",
    accept: |s| format!("{} unhuelen", suit(s)),
    pass: "Passéieren",
    name_trump: |s| format!("{} als Tromp nennen", suit(s)),
    announce_match: |s| format!("Matsch an {} usoen", suit(s)),
    no: "Nee",
    contra: "Kontra",
    recontra: "Rekontra",
    take_turn_up: "Ëmgedréint Kaart huelen",
    cancel: "Ofbriechen",

    said,
    bubble,
    called: |by, soloist, recontra| {
        let against = match soloist {
            Who::You => "dech",
            w => who(w),
        };
        match (by, recontra) {
            (Who::You, false) => format!("Kontra! Du spills géint {against} op eege Rechnung."),
            (_, false) => format!("Kontra! {} spillt géint {against} op eege Rechnung.", who(by)),
            (Who::You, true) => "Rekontra! Du spills och op eege Rechnung.".into(),
            (_, true) => format!("Rekontra! {} spillt och op eege Rechnung.", who(by)),
        }
    },
    plays: |w, c| verb(w, &format!("spills {}", the_card(c)), &format!("spillt {}", the_card(c))),
    wins_trick: |w| verb(w, "méchs de Stéch", "mécht de Stéch"),
    deal_starts: |n, w, c| format!(
        "Ronn {n}: {}. {} ass ëmgedréint.",
        match w {
            Who::You => "du deels aus".to_string(),
            _ => format!("{} deelt aus", who(w)),
        },
        cap(&the_card(c))
    ),

    must_follow,
    must_trump,
    wenzel_note: |c| format!("{} ass en Tromp, keen {}", card(c), suit(c.suit())),
    not_your_turn: "Du bass nach net drun",
    wait_for_trick: "De Stéch gëtt agesammelt",
    cards_after_bidding: "D’Kaarte gi just nom Bidde gespillt: äntwer fir d’éischt op d’Fro.",
    answer_first: "Äntwer fir d’éischt op d’Fro; da gëtt déi nächst Kaart gespillt.",

    summary_title: |n| format!("Ronn {n}"),
    no_game: "All hunn zweemol passéiert: kee Spill. Den Asaz vum Ausdeeler bleift am Pot.",
    winner: |w, n, outright| {
        if outright {
            verb(w, &format!("gewënns d’Ronn mat {}", plural(n.into(), "Stéch", "Stéch")), &format!("gewënnt d’Ronn mat {}", plural(n.into(), "Stéch", "Stéch")))
        } else {
            verb(w, "gewënns d’Ronn: als Éischten zwee Stéch", "gewënnt d’Ronn: als Éischten zwee Stéch")
        }
    },
    match_made: |w| verb(w, "hues all fënnef Stéch gemaach: Matsch!", "huet all fënnef Stéch gemaach: Matsch!"),
    revolted: |ws| format!("Kee Stéch gemaach: {}", list(ws)),
    contract: |w, s, mode| {
        let how = ["am éischten Tour ugeholl", "am zweeten Tour genannt", "Matsch ugesot", "opgeholl"][mode.min(3)];
        match w {
            Who::You => format!("Du hues eleng an {} gespillt ({how})", suit(s)),
            _ => format!("{} huet eleng an {} gespillt ({how})", who(w), suit(s)),
        }
    },
    contra_by: |w| format!("Kontra: {}", who(w)),
    recontra_by: |w| format!("Rekontra: {}", who(w)),
    against: |by, soloist, contra| {
        let word = if contra.is_some() { "Rekontra" } else { "Kontra" };
        let one = |w: Who| match w {
            Who::You => "dech",
            w => who(w),
        };
        let whom = match contra {
            None => one(soloist).to_string(),
            Some(c) => format!("{} an {}", one(soloist), one(c)),
        };
        match by {
            Who::You => format!("Du hues {word} gesot an op eege Rechnung géint {whom} gespillt."),
            _ => format!("{} huet {word} gesot an op eege Rechnung géint {whom} gespillt.", who(by)),
        }
    },
    base_why: |b, counted, after| {
        let when = if after { "nom" } else { "virum" };
        let why = match counted {
            0 => format!("de Pot war {when} Asaz vum Ausdeeler eidel, an en ass ni méi kleng wéi 1"),
            1..=4 => format!("esou vill Jetonen, wéi {when} Asaz vum Ausdeeler am Pot waren"),
            _ => format!("am Pot waren {counted} {when} Asaz vum Ausdeeler, an en ass ni méi grouss wéi 4"),
        };
        format!("Grondwäert {b}: Wien eleng oder dogéint gespillt huet, kritt {b} aus dem Pot, wann en d’Ronn gewënnt, soss bezilt en {b} dran – {why}.")
    },
    preferred_doubles: "Tromp ass d’Faarf vun der ëmgedréinter Kaart: Matsch-Prime a Bezuelung ouni Stéch zielen duebel.",
    payments: "Bezuelungen",
    from_pot: |w, n| verb(w, &format!("kriss {n} aus dem Pot"), &format!("kritt {n} aus dem Pot")),
    into_pot: |w, n| verb(w, &format!("bezills {n} an de Pot"), &format!("bezilt {n} an de Pot")),
    passive_winner: |w| verb(
        w,
        "hues gewonnen, ouni eleng oder dogéint ze spillen: näischt aus dem Pot",
        "huet gewonnen, ouni eleng oder dogéint ze spillen: näischt aus dem Pot",
    ),
    match_bonus: |w, n| format!("Matsch: All aneren bezilt {} {n}", dative(w)),
    failed_match: |w, n| format!("Matsch verfeelt: {}", verb(w, &format!("bezills all aneren {n}"), &format!("bezilt all aneren {n}"))),
    revolt: |w, n| format!("Eleng oder dogéint gespillt a kee Stéch gemaach: {}", verb(w, &format!("bezills all aneren {n}"), &format!("bezilt all aneren {n}"))),
    no_payments: "Keng Bezuelungen.",
    pot_change: |held, after, paid_in, paid_out| {
        let mut moved = vec![];
        if paid_in > 0 {
            moved.push(format!("{paid_in} agezuelt"));
        }
        if let Some((w, n)) = paid_out {
            // The n rule: "un dech", "un Osten", "un Norden", but "u Westen".
            let to = match w {
                Who::You => "un dech".to_string(),
                Who::East | Who::North => format!("un {}", who(w)),
                w => format!("u {}", who(w)),
            };
            moved.push(format!("{n} {to} ausbezuelt"));
        }
        let moved = if moved.is_empty() { "näischt an- oder ausbezuelt".to_string() } else { moved.join(", ") };
        format!("Pot: {held} mam Asaz → {after} ({moved})")
    },
    review_tricks: "D’Stéch vun dëser Ronn",
    review_deal: "Dës Ronn analyséieren",
    review_intro: "All deng Kaarten géint dat bescht Spill mat oppenen Hänn, a wat d’Ronn dir dann bruecht hätt.",
    review_card: |n, played, best, chips, best_chips| match best {
        [] => format!("Stéch {n}: {}, déi eenzeg erlaabte Kaart.", card(played)),
        _ if chips == best_chips => format!("Stéch {n}: {} – eng vun de beschte Kaarten ({} fir dech mat beschtem Spill duerno).", card(played), crate::i18n::learn_games::signed(chips)),
        _ => format!("Stéch {n}: {} – {} hätt méi bruecht: {} fir dech amplaz {}.", card(played), best.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" oder "), crate::i18n::learn_games::signed(best_chips), crate::i18n::learn_games::signed(chips)),
    },
    trick_caption: |n, led, won| {
        let one = |w: Who| match w {
            Who::You => "dir",
            w => who(w),
        };
        format!("Stéch {n} — erausgespillt vun {}, gewonnen vun {}", one(led), one(won))
    },
    ante: |w| verb(w, "hues als Ausdeeler 1 an de Pot geluecht (den Asaz)", "huet als Ausdeeler 1 an de Pot geluecht (den Asaz)"),
    chips_now: "Jetonen",
    suit_button: |s| format!("{} {}", s.symbol(), suit(s)),
    this_deal: "Dës Ronn",
    next_deal: "Nächst Ronn",
    see_result: "Resultat weisen",
    chips_sheet: "Jetonen no all Ronn",
    deal_col: "Ronn",
    pot_col: "Pot",
    start_row: "Start",

    session_over: "D’Partie ass eriwwer",
    out_of_chips: |w| match w {
        Who::You => "Du hues keng Jetone méi.".into(),
        _ => format!("{} huet keng Jetone méi.", who(w)),
    },
    deals_played: |n| format!("{} gespillt.", plural(n as i64, "Ronn", "Ronnen")),
    session_won: |ws| match ws {
        [Who::You] => "Du gewënns d’Partie!".into(),
        [w] => format!("{} gewënnt d’Partie.", who(*w)),
        _ => format!("{} deelen déi éischt Plaz.", list(ws)),
    },
    ranking: "Klassement",
    place: |n| format!("{n}."),
    pot_left: |n| format!("Am Pot bleiwen: {n} (net verdeelt)."),
    revenge: "Revanche",
    series: |rows| {
        let parts: Vec<String> = rows.iter().map(|(w, n)| format!("{} {n}", who(*w))).collect();
        format!("Gewonne Partien — {}", parts.join(", "))
    },
    new_session: "Nei Partie",

    ask_new_title: "Eng nei Partie ufänken?",
    ask_new_yes: "Nei Partie ufänken",
    corrupt: |key| format!(
        "Deng gespäichert Kontraspill-Partie konnt net gelies ginn. Hiren Text bleift ënner „{key}“; eng nei Partie kann ufänken."
    ),
    storage_failed: "D’Partie konnt net gespäichert ginn (ass de Späicher voll?). Si geet op dësem Tab weider.",
    dismiss: "Verstoppen",
    no_session: "Nach keng Kontraspill-Partie.",

    share_deal: "Dës Ronn deelen",
    share_text: "Spill dës Kontraspill-Ronn mat deeselwechte Kaarte wéi ech",
    share_copied: "Link kopéiert. Wien en opmécht, spillt déiselwecht Kaarten.",
    shared_offer: "Een huet eng Kontraspill-Ronn mat dir gedeelt: spill déiselwecht Kaarten a vergläicht.",
    shared_play: "Gedeelte Ronn spillen",
    shared_bad: "Dëse Link huet keng gëlteg gedeelte Kontraspill-Ronn; d’App start wéi gewinnt.",
    hint: "Tipp",
    undo: "Réckgängeg",
    hint_is: |what| format!("Tipp: {what}"),

    settings_intro: "Kontraspill: véier Spiller, jidderee fir sech. Den Tempo vun de Bots, d’Sprooch an d’Usiicht gëllen fir all Spill.",
    rules_heading: "Reegelen",
    rules_next_session: "Geännert Reegele gëllen ab der nächster Partie.",
    direction: "Spillrichtung",
    clockwise: "Mat der Auer",
    anticlockwise: "Géint d’Auer",
    wenzel_turnup: "En ëmgedréinte Wenzel",
    wenzel_forced: "Den Ausdeeler muss en ophuelen",
    wenzel_optional: "Den Ausdeeler gëtt gefrot, wéi bei engem As",
    base_value: "De Pot gëtt fir de Grondwäert gezielt",
    base_after: "Nom Asaz vum Ausdeeler",
    base_before: "Virum Asaz vum Ausdeeler",
    start_chips: "Jetonen um Ufank (1–999)",
    max_deals: "Ronne pro Partie (0–999)",
    max_deals_help: "0: ouni Limitt — d’Partie hält op, wann e Spiller keng Jetone méi huet.",
    practice_help: "En Tipp a Réckgängeg, während s du spills. Übungsronnen zielen net an der Statistik.",

    stats_sessions: "Partien",
    stats_deals: "Ronnen",
    stats_solo: "Eleng gespillt",
    stats_contra: "Kontra oder Rekontra",
    stats_matches: "All fënnef Stéch",
    stats_revolts: "Ouni Stéch",
    stats_chips: "Gewonnen a verluer Jetonen",
    stats_played: "Gespillt",
    stats_won: "Gewonnen",
    stats_none: "Nach keng Kontraspill-Ronn gespillt.",

    export_help: "De Protokoll vun dëser Partie: d’Kaarte vun all Ronn an all Aktioun. Behal en, oder importéier en op engem aneren Apparat.",
    download: "Eroflueden",
    copy: "Kopéieren",
    copied: "Kopéiert",
    record_label: "Partieprotokoll",
    import_help: "Spill eng Kontraspill-Partie vun hirem Protokoll aus weider: Wiel de Fichier, oder setz säin Text an.",
    import_file: "Protokollfichier",
    import_go: "Importéieren",
    import_unreadable: "De Fichier konnt net gelies ginn.",
    imported: "Partie importéiert.",
    import_failed: |why| format!("Dëse Protokoll kann net importéiert ginn: {why}."),
    record_error,
    rule_error,

    rules_sections: &[
        ("D’Spill", &[
            "Kontraspill spille véier, jidderee fir sech, mat 24 Kaarten: A K D B 10 9 an all Faarf — d’Zéng ass déif. D’Kaarten hu keng Punkten: Just d’Stéch zielen, a Jetone gewënnt een aus dem Pot a vun deenen aneren.",
        ]),
        ("Wenzelen an Trëmp", &[
            "De Kräiz-Bouf an de Schëppen-Bouf, d’Wenzelen, sinn an all Trompfaarf déi zwee héchst Trëmp, Kräiz virun Schëppen. E Wenzel ass just Tromp, ni eng Kaart vu senger gedréckter Faarf. Duerno kommen A K D (B) 10 9 vun der Trompfaarf: Eng schwaarz Trompfaarf huet 7 Trëmp, eng rout 8.",
        ]),
        ("D’Ausdeelen", &[
            "Den Ausdeeler leet 1 Jeton an de Pot. Jidderee kritt fënnef Kaarten. Vun de véier, déi iwwreg sinn, gëtt déi éischt ëmgedréint, déi aner bleiwe verdeckt. De Grondwäert vun der Ronn ass de Pot, gezielt vun 1 bis 4.",
            "En ëmgedréinte Wenzel: Den Ausdeeler hëlt en op a spillt eleng a senger Faarf. En ëmgedréint As: Den Ausdeeler gëtt gefrot, ier e seng Hand gesäit, ob en et ophëlt. Wien ophëlt, hëlt d’Kaart an d’Hand a leet eng aner verdeckt of. Wien eemol en As opgeholl huet, hëlt all As op, deen en ëmdréint — de Pand —, bis en an esou enger Ronn kee Stéch mécht.",
        ]),
        ("D’Bidden", &[
            "Éischten Tour, vum Spiller nom Ausdeeler un: d’Faarf vun der ëmgedréinter Kaart als Tromp unhuelen an eleng spillen, oder passéieren. Passéieren all, zweeten Tour: eng Trompfaarf nennen an eleng spillen, oder passéieren; just de Spiller nom Ausdeeler däerf d’Faarf vun der ëmgedréinter Kaart nennen. Passéiere rëm all, gëtt et kee Spill, an den Asaz bleift am Pot.",
            "Soubal een eleng spillt, kann all aneren der Rei no Matsch an enger anerer Faarf wéi där vun der ëmgedréinter Kaart usoen: Hien iwwerhëlt d’Spill a verflicht sech, all fënnef Stéch ze maachen.",
        ]),
        ("Kontra a Rekontra", &[
            "All anere Spiller kann virum zweete Stéch Kontra soen a spillt dann, fir d’Ronn selwer ze gewannen; duerno kann en drëtte Spiller virum drëtte Stéch Rekontra soen. Gefrot gëtt virum éischte Stéch an nom éischten an zweete Stéch.",
            "Wien virum éischte Stéch vun engem Spill, dat am éischten Tour ugeholl gouf, Kontra seet, däerf déi ëmgedréint Kaart géint eng vu senge Kaarten an d’Hand huelen.",
        ]),
        ("D’Ausspillen", &[
            "De Spiller nom Ausdeeler spillt aus. Bedien déi ausgespillte Faarf, wann s du kanns — all Trëmp, och d’Wenzelen, sinn eng Faarf —, soss spill eng Kaart no Wiel. Den héchsten Tromp mécht de Stéch, soss déi héchst Kaart vun der ausgespillter Faarf. All fënnef Stéch ginn gespillt.",
            "Wien 3 Stéch oder méi mécht, gewënnt d’Ronn; soss deen Éischten, deen der 2 huet.",
        ]),
        ("D’Jetonen", &[
            "Wien eleng spillt, wien Kontra a wien Rekontra seet, ass aktiv: Jidderee kritt de Grondwäert aus dem Pot, wann e gewënnt, soss bezilt en en an de Pot. E passive Gewënner kritt näischt.",
            "Wien eleng spillt an all fënnef Stéch mécht, kritt 1 vun all aneren, duebel an der Faarf vun der ëmgedréinter Kaart a nach eemol duebel bei ugesotem Matsch. Wien Matsch usoet an en verfeelt, bezilt all aneren 2. En aktive Spiller ouni Stéch bezilt all aneren 1, oder 2 an der Faarf vun der ëmgedréinter Kaart.",
            "Jidderee fänkt mat 20 Jetonen un; d’Ausdeele geet ronderëm. D’Partie hält no enger Ronn op, an där e Spiller keng Jetone méi huet, oder no 24 Ronnen: Déi meescht Jetone gewannen. An den Astellunge loosse sech dës Zuelen änneren, d’Spillrichtung, den ëmgedréinte Wenzel a wéini de Pot gezielt gëtt.",
        ]),
    ],
    trump_tables: "D’Trëmp, den héchsten als éischt",
    trump_tables_help: "Mat franséischen an däitsche Kaartennimm: Eichel ♣, Laub ♠, Herz ♥, Schellen ♦; Daus (As), König (Kinnek), Ober (Damm), Unter (Bouf).",
    trump_col: "Tromp",
    french_col: "Franséisch Kaarten",
    german_col: "Däitsch Kaarten",
};
