//! Müller Matz auf Deutsch.

use crate::i18n::hint_words::Names;
use crate::games::matz::texts::{MatzTexts, W};
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Rules, Scoring, Sleep, TurnedCard};
use matz::{Card, Event, Rank, RuleError, Seat, Suit};

fn who(w: W) -> &'static str {
    match w {
        W::You => "Du",
        W::Name(n) => n,
    }
}

fn dat(w: W) -> &'static str {
    match w {
        W::You => "dir",
        W::Name(n) => n,
    }
}

fn verb(w: W, you: &str, they: &str) -> String {
    match w {
        W::You => format!("Du {you}"),
        W::Name(n) => format!("{n} {they}"),
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
    ["Zwei", "Drei", "Vier", "Fünf", "Sechs", "Sieben", "Acht", "Neun", "Zehn", "Bube", "Dame", "König", "Ass"][r.index()]
}

fn card(c: Card) -> String {
    format!("{}-{}", suit(c.suit()), rank(c.rank()))
}

fn rank_label(r: Rank) -> &'static str {
    ["2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "A"][r.index()]
}

fn rule_error(e: &RuleError, trump: Option<Suit>) -> String {
    match *e {
        RuleError::GameOver => "Das Spiel ist vorbei.".into(),
        RuleError::NotYourTurn { .. } => "Du bist nicht am Zug.".into(),
        RuleError::NotHeld { card: c } => format!("{} ist nicht in deiner Hand.", card(c)),
        RuleError::NothingToPickUp => "Es gibt nichts aufzunehmen: Du spielst aus.".into(),
        RuleError::MustBeatOrFollow { card: c, led } if trump == Some(led.suit()) => {
            format!("{} geht nicht: Beantworte {} mit einem Trumpf, oder nimm die Karte auf.", card(c), card(led))
        }
        RuleError::MustBeatOrFollow { card: c, led } => format!(
            "{} geht nicht: Beantworte {} mit einer Karte derselben Farbe oder einem Trumpf, oder nimm die Karte auf.",
            card(c),
            card(led)
        ),
        RuleError::DoesNotBeat { card: c, top } if trump == Some(top.suit()) => {
            format!("{} sticht {} nicht: Nur ein höherer Trumpf sticht. Spiel einen, oder nimm die Karte auf.", card(c), card(top))
        }
        RuleError::DoesNotBeat { card: c, top } if trump.is_some() => format!(
            "{} sticht {} nicht: Spiel eine höhere Karte derselben Farbe oder einen Trumpf, oder nimm die Karte auf.",
            card(c),
            card(top)
        ),
        RuleError::DoesNotBeat { card: c, top } => format!("{} sticht {} nicht: Stich die Karte oder nimm sie auf.", card(c), card(top)),
        RuleError::GiveUpOnePack => "Abgeben geht nur mit zwei Kartenspielen (5 bis 8 Spieler).".into(),
        RuleError::GiveUpNotAnswering => "Abgeben ist eine Antwort auf eine Karte, die zu dir kam.".into(),
        RuleError::GiveUpNeedsTwin { led } => format!("Zum Abgeben brauchst du den Zwilling von {} auf der Hand.", card(led)),
        RuleError::FirstLifeOnly => "Tauschen und Schlafengehen gibt es nur im ersten Leben.".into(),
        RuleError::SleepNotLeading => "Schlafen gehen darfst du nur, wenn du ausspielst.".into(),
        RuleError::SleepTwice => "Du bist in diesem Zug schon schlafen gegangen.".into(),
        RuleError::SleepNotTrump { card: c } => format!("Zum Schlafengehen braucht es nur Trümpfe, und {} ist kein Trumpf.", card(c)),
        RuleError::SleepNotHeld { .. } => "Diese Karten sind nicht alle in deiner Hand.".into(),
        RuleError::SleepNeedsThree { held } => format!(
            "Solange der Stapel reicht, braucht es zum Schlafengehen eine Hand aus genau drei Trümpfen (du hältst {held} Karten)."
        ),
        RuleError::SleepTooMany { held } => {
            format!("Zum Schlafengehen braucht es eine Hand aus einem bis drei Trümpfen (du hältst {held} Karten).")
        }
        RuleError::SleepWholeHand => "Beim Schlafengehen legst du die ganze Hand auf einmal ab, und nur eine Hand aus lauter Trümpfen darf schlafen gehen.".into(),
        RuleError::ExchangeTwice => "Du hast in diesem Zug schon getauscht.".into(),
        RuleError::ExchangeNotSixOrTwo { card: c } => {
            format!("{} lässt sich nicht tauschen: Nur die Sechs und die Zwei in Trumpf lassen sich tauschen.", card(c))
        }
        RuleError::ExchangeNotHigher { card: c, turned } => {
            format!("{} lässt sich nicht gegen {} tauschen: Die offene Karte muss höher sein.", card(c), card(turned))
        }
        RuleError::ExchangeNoTurnedCard => "Die offene Karte ist weg: Es gibt nichts zu tauschen.".into(),
        RuleError::NoGame => "Es läuft kein Spiel.".into(),
        RuleError::MatchOver => "Die Partie ist vorbei.".into(),
        _ => "Das erlauben die Regeln nicht.".into(),
    }
}

/// What the answerer may answer with under the variant played.
fn answer_with(answer: Answer) -> &'static str {
    match answer {
        Answer::Any => "einer beliebigen Karte",
        Answer::Strict => "einer Karte derselben Farbe oder einem Trumpf",
    }
}

fn guide_lead(to: W, answer: Answer) -> String {
    match to {
        W::You => format!("Du spielst aus: eine beliebige Karte. Du darfst mit {} antworten oder die Karte aufnehmen.", answer_with(answer)),
        W::Name(n) => format!(
            "Du spielst aus: eine beliebige Karte zu {n}. {n} darf mit {} antworten (beide kommen dann auf die eigene Reserve) oder die Karte aufnehmen.",
            answer_with(answer)
        ),
    }
}

fn guide_answer(c: Card, trump: Suit, answer: Answer, twin: bool) -> String {
    let twin = if twin { ", gib sie mit ihrem Zwilling ab" } else { "" };
    match answer {
        Answer::Any => format!(
            "Zu dir kam die Karte {}: Antworte mit einer beliebigen Karte{twin} oder nimm sie auf. Eine Antwort legt beide Karten verdeckt auf deine Reserve, deine Hand im zweiten Leben: Stechen zählt jetzt nicht, aber starke Karten helfen dir dann.",
            card(c)
        ),
        Answer::Strict => {
            let beats = if c.suit() == trump { "nur ein höherer Trumpf sticht" } else { "eine höhere derselben Farbe oder ein Trumpf sticht" };
            format!(
                "Zu dir kam die Karte {}: Antworte mit {} (beide kommen verdeckt auf deine Reserve, deine Hand im zweiten Leben; {beats}){twin} oder nimm sie auf.",
                card(c),
                answer_with(answer)
            )
        }
    }
}

fn guide_second_beat(c: Card, trump: Suit, more: usize) -> String {
    let with = if c.suit() == trump { "mit einem höheren Trumpf" } else { "(höher in derselben Farbe oder Trumpf)" };
    let rest = if more == 1 { "Noch 1 Karte, bis der Stoß voll ist".to_string() } else { format!("Noch {more} Karten, bis der Stoß voll ist") };
    format!("Stich {} {with} oder nimm die Karte auf. {rest}.", card(c))
}

fn rules_sections(r: &Rules) -> Vec<(&'static str, Vec<String>)> {
    let turned = match r.turned_card {
        TurnedCard::Drawn => "der Rest ist der Stapel, die offene Karte zuunterst: Sie wird zuletzt gezogen",
        TurnedCard::OutOfPlay => "der Rest ist der Stapel; die offene Karte liegt das ganze erste Leben daneben, wird nie gezogen und kommt danach aus dem Spiel",
    };
    let answer = match r.answer {
        Answer::Any => "Antworte mit einer beliebigen Karte (beide kommen verdeckt auf deine Reserve; ob du stichst, zählt nicht, aber eine gute Reserve gewinnt das zweite Leben)",
        Answer::Strict => "Antworte mit einer Karte derselben Farbe oder einem Trumpf (beide kommen verdeckt auf deine Reserve)",
    };
    let sleep = match r.sleep {
        Sleep::WholeHand => "geh schlafen, wenn deine ganze Hand Trumpf ist: genau drei Karten, solange der Stapel reicht, danach eine bis drei",
        Sleep::AnyThree => "geh schlafen, wenn deine ganze Hand Trumpf ist (genau drei Karten, solange der Stapel reicht, danach eine bis drei), oder mit drei Trümpfen aus einer größeren Hand",
    };
    let give_up = match r.give_up {
        GiveUp::OutOfPlay => "Sie kommen aus dem Spiel",
        GiveUp::LeaderReserve => "Sie kommen auf die Reserve des Ausspielers",
    };
    let last = match r.last_hand {
        LastHand::Joins => "die Karten, die dieser letzte Spieler noch auf der Hand hat, kommen zu seiner Reserve",
        LastHand::OutOfPlay => "die Karten, die dieser letzte Spieler noch auf der Hand hat, kommen aus dem Spiel",
    };
    let deal = match r.dealing {
        Dealing::Loser => "Der Verlierer jedes Spiels gibt das nächste.",
        Dealing::Left => "Nach jedem Spiel wandert das Geben einen Platz weiter.",
    };
    let score = match r.scoring {
        Scoring::Matz { target } => format!("Der Verlierer jedes Spiels bekommt einen Matz-Punkt. Wer {target} Matz-Punkte erreicht, verliert die Partie. {deal}"),
        Scoring::PlacePoints { games } => format!(
            "Jedes Spiel bringt Platzpunkte: Bei N Spielern bekommt der Erste draußen N − 1, der Nächste N − 2 und so weiter, der Verlierer 0. Nach {games} Spielen gewinnt die höchste Summe die Partie. {deal}"
        ),
    };
    vec![
        ("Das Ziel", vec![
            "Müller Matz ist ein Ablegespiel für 2 bis 8 Spieler in zwei Leben. Im ersten Leben sammelt jeder eine verdeckte Reserve; im zweiten Leben ist diese Reserve die Hand, und man versucht, sie loszuwerden. Wer zuletzt Karten hält, ist der Müller Matz und verliert.".into(),
            "Ab 5 Spielern wird mit zwei Kartenspielen gespielt (jede Karte doppelt). Ränge von niedrig nach hoch: 2 … 10, B, D, K, A. Die offene Karte bestimmt Trumpf für beide Leben.".into(),
        ]),
        ("Stechen", vec![
            "Eine Karte sticht eine andere, wenn sie dieselbe Farbe hat und höher ist, oder wenn sie Trumpf ist und die andere nicht. Sonst sticht nichts: Einen Trumpf sticht nur ein höherer Trumpf, und zwei gleiche Karten stechen einander nie.".into(),
        ]),
        ("Das erste Leben", vec![
            format!("Jeder hält 3 Karten; {turned}. Beim Ausspielen gibst du eine beliebige Karte zum nächsten Spieler mit Karten. Danach ziehst du auf 3 nach, solange der Stapel reicht."),
            format!("Kommt eine Karte zu dir: {answer} oder nimm sie auf die Hand. Nach einer Antwort spielst du aus, nach dem Aufnehmen der Nächste."),
            format!("Zu Beginn deines Zuges: Tausche die Sechs oder Zwei in Trumpf gegen die offene Karte, wenn sie höher ist; beim Ausspielen {sleep} (die Trümpfe kommen auf deine Reserve, und du ziehst nach). Mit zwei Kartenspielen darfst du eine Karte mit ihrem Zwilling beantworten und beide abgeben: {give_up}."),
            format!("Fertig bist du, wenn deine Hand leer und der Stapel weg ist. Das erste Leben endet, wenn höchstens ein Spieler noch Karten hält; {last}."),
        ]),
        ("Das zweite Leben", vec![
            "Jede Reserve wird zur Hand; wer keine Karten hat, ist sofort draußen. Wer zuerst mit dem ersten Leben fertig war, spielt aus.".into(),
            "Der Stoß in der Mitte fasst so viele Karten, wie beim Ausspielen Spieler Karten hatten. Am Zug stichst du die oberste Karte oder nimmst sie auf (nur diese). Ist der Stoß voll, kommt er aus dem Spiel, und wer ihn gefüllt hat, spielt neu aus.".into(),
            "Wer keine Karten mehr hat, ist draußen. Wer zuletzt Karten hält, verliert das Spiel.".into(),
        ]),
        ("Die Partie", vec![
            score,
            "Ein Spiel, das ewig kreisen würde, endet, wenn dieselbe Stellung zum dritten Mal kommt; dann zählen weniger Karten besser.".into(),
        ]),
    ]
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => format!("{} {} zu {}", verb(w(seat), "spielst", "spielt"), card(c), dat(w(to))),
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("stichst", "sticht") } else { ("beantwortest", "beantwortet") };
            format!("{} {} mit {}; beide kommen auf die Reserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, to_reserve } => {
            let to = if to_reserve.is_some() { "auf die Reserve des Ausspielers" } else { "aus dem Spiel" };
            format!("{} beide Karten {} ab ({to})", verb(w(seat), "gibst", "gibt"), card(c))
        }
        Event::PickUp { seat, card: c } => format!("{} {} auf", verb(w(seat), "nimmst", "nimmt"), card(c)),
        Event::Sleep { seat, cards } => match cards.len() {
            1 => format!("{} mit einem Trumpf schlafen", verb(w(seat), "gehst", "geht")),
            n => format!("{} mit {n} Trümpfen schlafen", verb(w(seat), "gehst", "geht")),
        },
        Event::Exchange { seat, gave, took } => format!("{} {} gegen die offene Karte, {}", verb(w(seat), "tauschst", "tauscht"), card(gave), card(took)),
        Event::Draw { seat, count, .. } => format!("{} {count} vom Stapel", verb(w(seat), "ziehst", "zieht")),
        Event::Finished { seat } => format!("{} mit dem ersten Leben fertig", verb(w(seat), "bist", "ist")),
        Event::FirstLifeOver { .. } => "Das erste Leben ist vorbei: Jede Reserve wird zur Hand".into(),
        Event::TurnedOutOfPlay { card: c } => format!("Die offene Karte, {}, kommt aus dem Spiel", card(c)),
        Event::Out { seat, place } => format!("{} draußen, auf Platz {place}", verb(w(seat), "bist", "ist")),
        Event::Play { seat, card: c, .. } => format!("{} {}", verb(w(seat), "spielst", "spielt"), card(c)),
        Event::TrickDone { size, .. } => format!("Der Stoß mit {size} Karten ist voll und kommt aus dem Spiel"),
        Event::Repetition => "Dieselbe Stellung kam zum dritten Mal: Das Spiel endet".into(),
        Event::GameOver { loser } => format!("{} der Müller Matz", verb(w(loser), "bist", "ist")),
    }
}

/// Why a practice hint: "it beats 7♦, the card led".
fn hint_reason(why: crate::games::matz::why::MatzWhy, n: &Names<matz::Card, matz::Seat, matz::Suit>) -> String {
    use crate::games::matz::why::MatzWhy as M;
    let c = |x| (n.card)(x);
    match why {
        M::BeatsLed(x) => format!("sie schlägt {}, die zugespielte Karte", c(x)),
        M::UnderLed(x) => format!("sie schlägt {} nicht, aber beide Karten kommen trotzdem auf deine Reserve", c(x)),
        M::NoneBeats(x) => format!("keine deiner Karten schlägt {}", c(x)),
        M::TakesBack(x) => format!("du nimmst {} auf die Hand und behältst deine eigenen Karten", c(x)),
        M::LeadTo(s) => format!("du spielst sie zu: {} muss antworten", (n.seat)(s)),
        M::Exchange { gives, turned } => format!("{} wird gegen {} getauscht, einen höheren Trumpf", c(gives), c(turned)),
        M::Sleep { finished: false } => "deine Hand ist ganz Trumpf: Sie kommt auf deine Reserve, und du ziehst nach".into(),
        M::Sleep { finished: true } => "deine Hand ist ganz Trumpf: Sie kommt auf deine Reserve, und du bist mit diesem Leben fertig".into(),
        M::Twins(x) => format!("deine Karte ist der Zwilling von {}: Beide gehen aus dem Spiel", c(x)),
        M::StartsPile(k) => format!("du beginnst einen Stoß von {k} Karten"),
        M::BeatsTop(x) => format!("sie schlägt {}, die oberste Karte", c(x)),
    }
}

pub static DE: MatzTexts = MatzTexts {
    hint_reason,
    card,
    suit,
    rank_label,
    who,
    table_label: "Müller-Matz-Tisch",
    your_hand: "Deine Hand",
    your_reserve: "Deine Reserve",
    reserve_help: "Verdeckt: Im zweiten Leben wird sie deine Hand.",
    players_label: "Spieler",
    in_hand: |n| format!("{n} auf der Hand"),
    in_reserve: |n| format!("{n} in Reserve"),
    finished: "Fertig",
    out_place: |p| format!("Draußen, Platz {p}"),
    to_act: "am Zug",
    dealer: "Geber",
    trump: "Trumpf",
    trump_is: |s| format!("Trumpf: {} {}", s.symbol(), suit(s)),
    reserve_count: |n| format!("Deine Reserve: {n}"),
    turned_card: "Offene Karte",
    stock: |n| format!("Stapel: {n}"),
    out_of_play: |n| format!("Aus dem Spiel: {n}"),
    game_no: |n| format!("Spiel {n}"),
    first_life: "Erstes Leben",
    second_life: "Zweites Leben",
    led_to: |a, c, b| format!("{} spielte {} zu {}", who(a), card(c), dat(b)),
    pile: |have, k| format!("Stoß: {have} von {k} Karten"),
    pile_empty: "Der Stoß ist leer",
    tally: "Matz-Punkte",
    tally_places: "Platzpunkte",
    guide_lead,
    guide_answer,
    guide_second_lead: |k| format!("Zweites Leben: Spiel eine beliebige Karte aus. Der Stoß ist bei {k} Karten voll."),
    guide_second_beat,
    guide_wait: |x| match x {
        W::You => "Du bist am Zug.".into(),
        W::Name(n) => format!("{n} ist am Zug."),
    },
    guide_done: "Du hast keine Karten mehr: Schau den anderen zu.",
    lives_change: "Das zweite Leben: Deine Reserve ist jetzt deine Hand. Werde sie los: Wer zuletzt Karten hält, verliert.",
    lives_change_none: "Das zweite Leben: Du hattest keine Reserve und bist schon draußen.",
    pick_up: "Aufnehmen",
    go_to_sleep: "Schlafen gehen",
    exchange: "Gegen die offene Karte tauschen",
    give_up: "Beide abgeben",
    not_your_turn: "Du bist nicht am Zug.",
    rule_error,
    event,
    last_move: "Letzter Zug",
    game_over: |n| format!("Spiel {n} ist vorbei"),
    places: "Plätze",
    place_line: |p, x| format!("{p}. {}", who(x)),
    loser_is: |x| format!("{} der Müller Matz dieses Spiels.", verb(x, "bist", "ist")),
    by_repetition: "Das Spiel endete durch die Wiederholungsregel: Eine Stellung kam zum dritten Mal.",
    first_life_order: "Mit dem ersten Leben fertig",
    next_game: "Nächstes Spiel",
    match_over: "Die Partie ist vorbei",
    match_lost_by: |x| format!("{} die Partie.", verb(x, "verlierst", "verliert")),
    match_won_by: |x| format!("{} die Partie.", verb(x, "gewinnst", "gewinnt")),
    play_again: "Noch einmal",
    points_col: "Punkte",
    player_col: "Spieler",
    hint: "Tipp",
    undo: "Zurück",
    hint_is: |a| format!("Tipp: {a}"),
    no_match: "Noch keine Partie Müller Matz.",
    new_match: "Neue Partie",
    ask_new_title: "Neue Partie beginnen?",
    ask_new_yes: "Neue Partie beginnen",
    cancel: "Abbrechen",
    dismiss: "Schließen",
    corrupt: |k| format!("Gespeicherte Müller-Matz-Daten waren nicht lesbar und beginnen neu. Der unlesbare Text bleibt im Speicher dieses Browsers unter „{k}“."),
    storage_failed: "Dieser Browser hat die Partie nicht gespeichert: Sie geht beim Neuladen verloren.",
    imported: "Die Partie wurde importiert.",
    settings_intro: "Die Einstellungen von Müller Matz. Tempo der Bots, Sprache und Anzeige gelten für alle Spiele.",
    players: "Anzahl der Spieler",
    players_help: "Du und die Bots, 2 bis 8. Ab 5 Spielern werden zwei Kartenspiele verwendet.",
    practice_help: "Ein Tipp (die Wahl des schweren Bots) und Zurück. Übungsspiele zählen nicht.",
    rules_heading: "Varianten",
    rules_next_match: "Spielerzahl und Varianten gelten ab der nächsten Partie.",
    v_turned: "Die offene Karte",
    v_turned_drawn: "Ist die letzte Karte des Stapels",
    v_turned_out: "Bleibt neben dem Stapel, dann aus dem Spiel",
    v_answer: "Eine Antwort, die nicht sticht",
    v_answer_any: "Beliebige Karte",
    v_answer_strict: "Muss die Farbe bedienen",
    v_give_up: "Abgegebene Zwillinge",
    v_give_up_out: "Aus dem Spiel",
    v_give_up_reserve: "Auf die Reserve des Ausspielers",
    v_sleep: "Schlafen gehen",
    v_sleep_whole: "Mit der ganzen Hand",
    v_sleep_three: "Auch drei Trümpfe aus einer größeren Hand",
    v_last_hand: "Die Hand des Letzten",
    v_last_joins: "Bleibt ihm im zweiten Leben",
    v_last_out: "Kommt aus dem Spiel",
    v_dealing: "Nächster Geber",
    v_dealing_loser: "Der Verlierer",
    v_dealing_left: "Der nächste Platz",
    v_scoring: "Wertung",
    v_scoring_matz: |t| format!("Matz-Punkte: {t} verliert die Partie"),
    v_scoring_places: |g| format!("Platzpunkte über {g} Spiele"),
    stats_none: "Noch kein Spiel Müller Matz gespielt.",
    stats_matches: "Partien gespielt",
    stats_matches_lost: "Partien verloren",
    stats_games: "Spiele gespielt",
    stats_games_won: "Spiele gewonnen (zuerst draußen)",
    stats_games_lost: "Spiele verloren (Müller Matz)",
    stats_first_life_first: "Zuerst mit dem ersten Leben fertig",
    export_help: "Das Protokoll der Partie: jedes gemischte Kartenspiel und jeder Zug, als .json-Datei, die diese App wieder importiert.",
    record_label: "Protokoll der Partie",
    download: "Herunterladen",
    copy: "Kopieren",
    copied: "Kopiert",
    import_help: "Ein Protokoll einer Müller-Matz-Partie (eine aus dieser App exportierte .json-Datei), als Datei gewählt oder eingefügt.",
    import_file: "Protokolldatei",
    import_go: "Partie importieren",
    import_unreadable: "Die Datei konnte nicht gelesen werden.",
    share_game: "Dieses Spiel teilen",
    share_text: "Spiel dieses Müller-Matz-Spiel mit denselben Karten wie ich",
    share_copied: "Link kopiert. Wer ihn öffnet, spielt dieselben Karten.",
    shared_offer: "Jemand hat ein Müller-Matz-Spiel mit dir geteilt: Spiel dieselben Karten und vergleicht.",
    shared_play: "Geteiltes Spiel spielen",
    shared_bad: "Dieser Link enthält kein gültiges geteiltes Müller-Matz-Spiel; die App startet wie gewohnt.",
    ask_shared_title: "Stattdessen das geteilte Spiel spielen?",
    import_failed: |e| format!("Dieses Protokoll kann nicht importiert werden: {e}"),
    rules_of_match: "Das sind die Regeln der laufenden Partie, mit ihren Varianten.",
    rules_of_settings: "Das sind die Regeln mit den Varianten der Einstellungen, für die nächste Partie.",
    rules_sections,
};
