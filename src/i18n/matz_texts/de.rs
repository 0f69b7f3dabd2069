//! Müller Matz auf Deutsch.

use super::{MatzTexts, W};
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

fn rule_error(e: &RuleError) -> String {
    match *e {
        RuleError::NotYourTurn { .. } => "Du bist nicht am Zug.".into(),
        RuleError::NotHeld { card: c } => format!("{} ist nicht in deiner Hand.", card(c)),
        RuleError::NothingToPickUp => "Es gibt nichts aufzunehmen: Du spielst aus.".into(),
        RuleError::MustBeatOrFollow { card: c, led } => {
            format!("{} geht nicht: Die Antwort muss {} stechen oder {} sein (oder nimm auf).", card(c), card(led), suit(led.suit()))
        }
        RuleError::DoesNotBeat { card: c, top } => {
            format!("{} sticht {} nicht: Spiel ein höheres {} oder einen Trumpf, oder nimm {} auf.", card(c), card(top), suit(top.suit()), card(top))
        }
        RuleError::GiveUpNeedsTwin { led } => format!("Zum Abgeben brauchst du die zweite {}.", card(led)),
        ref e => format!("{e}."),
    }
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => format!("{} {} zu {}", verb(w(seat), "spielst", "spielt"), card(c), dat(w(to))),
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("stichst", "sticht") } else { ("beantwortest", "beantwortet") };
            format!("{} {} mit {}; beide kommen auf die Reserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, .. } => format!("{} beide {} ab", verb(w(seat), "gibst", "gibt"), card(c)),
        Event::PickUp { seat, card: c } => format!("{} {} auf", verb(w(seat), "nimmst", "nimmt"), card(c)),
        Event::Sleep { seat, cards } => format!("{} mit {} Trümpfen schlafen", verb(w(seat), "gehst", "geht"), cards.len()),
        Event::Exchange { seat, gave, took } => format!("{} {} gegen die offene {}", verb(w(seat), "tauschst", "tauscht"), card(gave), card(took)),
        Event::Draw { seat, count, .. } => format!("{} {count} vom Stapel", verb(w(seat), "ziehst", "zieht")),
        Event::Finished { seat } => format!("{} mit dem ersten Leben fertig", verb(w(seat), "bist", "ist")),
        Event::FirstLifeOver { .. } => "Das erste Leben ist vorbei: Jede Reserve wird zur Hand".into(),
        Event::TurnedOutOfPlay { card: c } => format!("Die offene {} kommt aus dem Spiel", card(c)),
        Event::Out { seat, place } => format!("{} draußen, auf Platz {place}", verb(w(seat), "bist", "ist")),
        Event::Play { seat, card: c, .. } => format!("{} {}", verb(w(seat), "spielst", "spielt"), card(c)),
        Event::TrickDone { size, .. } => format!("Der Stoß mit {size} Karten ist voll und kommt aus dem Spiel"),
        Event::Repetition => "Dieselbe Stellung kam zum dritten Mal: Das Spiel endet".into(),
        Event::GameOver { loser } => format!("{} der Müller Matz", verb(w(loser), "bist", "ist")),
    }
}

pub static DE: MatzTexts = MatzTexts {
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
    guide_lead: |to| format!("Du spielst aus: eine beliebige Karte zu {}. Stechen oder aufnehmen.", dat(to)),
    guide_answer: |c| format!("{} kam zu dir: Antworte mit einer beliebigen Karte (beide kommen auf deine Reserve; eine höhere derselben Farbe oder ein Trumpf sticht) oder nimm sie auf.", card(c)),
    guide_second_lead: |k| format!("Zweites Leben: Spiel eine beliebige Karte aus. Der Stoß ist bei {k} Karten voll."),
    guide_second_beat: |c, more| format!("Stich {} (höher in derselben Farbe oder Trumpf) oder nimm sie auf. Noch {more} bis der Stoß voll ist.", card(c)),
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
    play_again: "Noch einmal",
    points_col: "Punkte",
    player_col: "Spieler",
    hint: "Tipp",
    undo: "Zurück",
    hint_is: |a| format!("Tipp: {a}"),
    no_match: "Noch keine Partie Müller Matz.",
    new_match: "Neue Partie",
    ask_new_title: "Neue Partie beginnen?",
    ask_new_help: "Die laufende Partie endet ohne Ergebnis.",
    ask_new_yes: "Neue Partie beginnen",
    cancel: "Abbrechen",
    dismiss: "Schließen",
    corrupt: |k| format!("Gespeicherte Müller-Matz-Daten waren nicht lesbar; sie liegen unter {k}."),
    storage_failed: "Dieser Browser hat die Partie nicht gespeichert: Sie geht beim Neuladen verloren.",
    imported: "Die Partie wurde importiert.",
    settings_intro: "Die Einstellungen von Müller Matz. Das Tempo der Bots ist die Einstellung der App.",
    players: "Anzahl der Spieler",
    players_help: "Du und die Bots, 2 bis 8. Ab 5 Spielern werden zwei Kartenspiele verwendet.",
    bots: "Bots",
    easy: "Leicht",
    medium: "Mittel",
    hard: "Schwer",
    practice: "Übungsmodus",
    practice_help: "Ein Tipp (die Wahl des schweren Bots) und Zurück. Übungsspiele zählen nicht.",
    rules_heading: "Varianten",
    rules_next_match: "Spielerzahl und Varianten gelten ab der nächsten Partie.",
    v_turned: "Die offene Karte",
    v_turned_drawn: "Ist die letzte Karte des Stapels",
    v_turned_out: "Bleibt im ersten Leben liegen",
    v_answer: "Eine Antwort, die nicht sticht",
    v_answer_any: "Beliebige Karte",
    v_answer_strict: "Muss die Farbe bedienen",
    v_give_up: "Abgegebene Zwillinge",
    v_give_up_out: "Aus dem Spiel",
    v_give_up_reserve: "Auf die Reserve des Ausspielers",
    v_sleep: "Schlafen gehen",
    v_sleep_whole: "Mit der ganzen Hand",
    v_sleep_three: "Auch mit drei Trümpfen aus mehr",
    v_last_hand: "Die Hand des Letzten",
    v_last_joins: "Kommt zu seiner Hand im zweiten Leben",
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
    export_help: "Das Protokoll der Partie: jedes Kartenspiel und jeder Zug. `konter replay` prüft es.",
    record_label: "Protokoll der Partie",
    download: "Herunterladen",
    copy: "Kopieren",
    copied: "Kopiert",
    import_help: "Ein Müller-Matz-Protokoll (\"format\": \"mueller-matz\") aus einer Datei oder eingefügt.",
    import_file: "Protokolldatei",
    import_go: "Partie importieren",
    import_replaces: "Die laufende Partie wird ersetzt.",
    import_unreadable: "Die Datei konnte nicht gelesen werden.",
    import_other_game: "Das ist ein Protokoll eines anderen Spiels: Wähle zuerst dieses Spiel auf dem Startbildschirm.",
    import_failed: |e| format!("Dieses Protokoll kann nicht importiert werden: {e}"),
    rules_sections: &[
        ("Das Ziel", &[
            "Müller Matz ist ein Ablegespiel für 2 bis 8 Spieler in zwei Leben. Im ersten Leben sammelt jeder eine verdeckte Reserve; im zweiten Leben ist diese Reserve die Hand, und man versucht, sie loszuwerden. Wer zuletzt Karten hält, ist der Müller Matz und verliert.",
            "Ab 5 Spielern wird mit zwei Kartenspielen gespielt (jede Karte doppelt). Ränge von niedrig nach hoch: 2 … 10, B, D, K, A. Die offene Karte bestimmt Trumpf für beide Leben.",
        ]),
        ("Stechen", &[
            "Eine Karte sticht eine andere, wenn sie dieselbe Farbe hat und höher ist, oder wenn sie Trumpf ist und die andere nicht. Sonst sticht nichts; zwei gleiche Karten stechen einander nie.",
        ]),
        ("Das erste Leben", &[
            "Jeder hält 3 Karten; der Rest ist der Stapel, die offene Karte zuunterst. Beim Ausspielen gibst du eine beliebige Karte zum nächsten Spieler mit Karten. Danach ziehst du auf 3 nach, solange der Stapel reicht.",
            "Kommt eine Karte zu dir: Antworte mit einer beliebigen Karte (beide kommen verdeckt auf deine Reserve) oder nimm sie auf die Hand. Nach einer Antwort spielst du aus, nach dem Aufnehmen der Nächste.",
            "Zu Beginn deines Zuges: Tausche die Sechs oder Zwei in Trumpf gegen eine höhere offene Karte; beim Ausspielen geh mit drei Trümpfen schlafen (sie kommen auf die Reserve). Mit zwei Spielen darfst du eine Karte mit ihrem Zwilling beantworten und beide abgeben.",
            "Fertig bist du, wenn deine Hand leer und der Stapel weg ist. Das erste Leben endet, wenn höchstens ein Spieler noch Karten hält.",
        ]),
        ("Das zweite Leben", &[
            "Jede Reserve wird zur Hand; wer keine Karten hat, ist sofort draußen. Wer zuerst mit dem ersten Leben fertig war, spielt aus.",
            "Der Stoß in der Mitte fasst so viele Karten, wie beim Ausspielen Spieler Karten hatten. Am Zug stichst du die oberste Karte oder nimmst sie auf (nur diese). Ist der Stoß voll, kommt er aus dem Spiel, und wer ihn gefüllt hat, spielt neu aus.",
            "Wer keine Karten mehr hat, ist draußen. Wer zuletzt Karten hält, verliert das Spiel.",
        ]),
        ("Die Partie", &[
            "Der Verlierer jedes Spiels bekommt einen Matz-Punkt und gibt das nächste Spiel. Wer das Ziel erreicht (3), verliert die Partie. Eine Variante zählt Platzpunkte.",
            "Ein Spiel, das ewig kreisen würde, endet, wenn dieselbe Stellung zum dritten Mal kommt; dann zählen weniger Karten besser.",
        ]),
    ],
};
