//! Deutsch.
//!
//! The person is addressed with „du“. A deal is a „Runde“, a match a „Partie“. Card
//! names are compounds („Pik-Dame“, „Kreuz-Bube“); inside a sentence they take their
//! article in the accusative („West spielt den Kreuz-Buben“).

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
        Who::You => "Du",
        Who::West => "West",
        Who::North => "Nord",
        Who::East => "Ost",
        Who::South => "Süd",
    }
}

/// A seat after „von“: „von dir“, „von West“.
fn von(p: Who) -> String {
    match p {
        Who::You => "von dir".to_string(),
        _ => format!("von {}", seat_name(p)),
    }
}

/// „Du spielst“ / „West spielt“: the verb agrees with the seat.
fn verb(p: Who, du: &str, er: &str) -> String {
    match p {
        Who::You => format!("Du {du}"),
        _ => format!("{} {er}", seat_name(p)),
    }
}

fn team_name(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "Wir",
        (Voice::We, Team::B) => "Gegner",
        (Voice::Seats, _) => seats(t),
    }
}

/// A team by its seats (the seats' voice).
fn seats(t: Team) -> &'static str {
    match t {
        Team::A => "Süd und Nord",
        Team::B => "West und Ost",
    }
}

/// A team inside a sentence: „wir“, „sie“, or its seats.
fn team_in(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "wir",
        (Voice::We, Team::B) => "sie",
        (Voice::Seats, _) => seats(t),
    }
}

/// The team as the subject of a sentence („Sie“ alone would read as the polite „you“).
fn we(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "Wir",
        (Voice::We, Team::B) => "Die Gegner",
        (Voice::Seats, _) => seats(t),
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

fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Pik",
        Suit::Hearts => "Herz",
        Suit::Diamonds => "Karo",
        Suit::Clubs => "Kreuz",
    }
}

fn rank_name(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "Ass",
        Rank::King => "König",
        Rank::Queen => "Dame",
        Rank::Jack => "Bube",
        Rank::Ten => "Zehn",
        Rank::Nine => "Neun",
    }
}

fn card_name(c: Card) -> String {
    format!("{}-{}", suit_name(c.suit()), rank_name(c.rank()))
}

/// The card with its article in the accusative: „das Herz-Ass“, „den Kreuz-Buben“.
fn the_card(c: Card) -> String {
    let s = suit_name(c.suit());
    match c.rank() {
        Rank::Ace => format!("das {s}-Ass"),
        Rank::King => format!("den {s}-König"),
        Rank::Queen => format!("die {s}-Dame"),
        Rank::Jack => format!("den {s}-Buben"),
        Rank::Ten => format!("die {s}-Zehn"),
        Rank::Nine => format!("die {s}-Neun"),
    }
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
        Level::Easy => "Leicht",
        Level::Medium => "Mittel",
        Level::Hard => "Schwer",
    }
}

fn we_win(outcome: Outcome, we_trump: bool) -> Option<bool> {
    match outcome {
        Outcome::TrumpTeam => Some(we_trump),
        Outcome::Defenders => Some(!we_trump),
        Outcome::Stanner => None,
    }
}

/// The fixed texts (in the web app: `public/lang/de.txt`, written from these).
const WORDS: Words = Words {
    app_title: "Konter a Matt",
    tagline: "Das luxemburgische Kartenspiel der Damen und Trümpfe",
    start_intro: "Vier Spieler, zwei Teams, 24 Karten und drei Damen, die immer Trumpf sind. \
        Du sitzt unten und spielst mit Nord gegen West und Ost.",
    loading: "Wird geladen…",

    new_match: "Neue Partie",
    continue_match: super::host_texts::DE.continue_match,
    revenge: "Revanche",
    next_deal: "Nächste Runde",
    settings: "Einstellungen",
    rules: "Regeln",
    statistics: "Statistik",
    hint: "Tipp",
    undo: "Rückgängig",
    export_match: "Partie exportieren",
    import_match: "Partie importieren",
    last_trick: "Letzter Stich",
    score_sheet: "Strichliste",
    open_sheets: "Schreibblock für echte Karten",
    sheets_unavailable: "Der Schreibblock konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.",
    panel_unavailable: "Das konnte nicht geladen werden. Prüfe die Verbindung und versuche es noch einmal.",
    menu: "Menü",
    close: "Schließen",
    dismiss: "Ausblenden",
    show_result: "Ergebnis zeigen",
    dealer: "Geber",
    forehand: "Vorhand",
    partner: "Partner",
    opponent: "Gegner",

    trump: "Trumpf",
    no_trump_yet: "noch nicht gewählt",
    choose_trump_title: "Trumpf wählen",
    choose_trump_help: "Du hast Vorhand. Du hast erst deine ersten drei Karten gesehen: Wähle anhand \
        dieser Karten den Trumpf. Deine anderen drei Karten bekommst du danach.",
    announce_help: "Vor deiner ersten Karte darfst du ansagen:",
    announcements: "Ansagen",
    your_turn_lead: "Du spielst aus: Jede Karte ist erlaubt",
    tap_to_collect: "Tippen, um den Stich einzusammeln",
    next_trick: "Nächster Stich",
    your_hand: "Deine Hand",
    trick_on_table: "Stich auf dem Tisch",
    reason_trump_first: "Warte: Trumpf ist noch nicht gewählt",
    reason_collecting: "Warte: Der Stich wird eingesammelt",
    reason_deal_over: "Die Runde ist vorbei",
    points: "Punkte",
    tricks: "Stiche",
    dashes: "Striche",
    value: "Wert",
    no_trick_yet: "Es wurde noch kein Stich gespielt.",
    value_title: "Was die Runde wert ist",
    value_base: "Grundwert",
    value_stake: "Einsatz aus früheren Stännern",
    value_total: "Gesamt",
    summary_no_change: "Keine Striche ändern sich.",
    review_tricks: "Die Stiche dieser Runde",
    match_over_help: "Spiel eine Revanche mit denselben Teams oder beginne eine neue Partie.",

    lee_title: "Strichliste (Lee)",
    lee_deal: "Runde",
    lee_history: "Runde für Runde",

    settings_title: "Einstellungen",
    bots_heading: "Bots",
    bot_level: "Spielstärke der Bots",
    all_bots: "Alle Bots",
    per_seat: "Platz für Platz",
    per_seat_help: "Wähle für jeden Bot eine eigene Stufe.",
    speed: "Tempo der Bots",
    rules_heading: "Regeln der nächsten Partie",
    rules_this_match: "Regeln dieser Partie",
    rules_next_match: "Sie gelten ab der nächsten neuen Partie; die laufende Partie behält ihre Regeln.",
    direction: "Spielrichtung",
    start_dashes: "Striche zu Beginn",
    stanner_rule: "Stänner (20 zu 20)",
    display_heading: "Anzeige",
    show_points: "Kartenpunkte während der Runde anzeigen",
    four_colour: "Vierfarbiges Blatt",
    four_colour_help: "♠ schwarz, ♥ rot, ♦ blau, ♣ grün: leichter zu unterscheiden, auch bei Farbenblindheit.",
    theme: "Farbschema",
    practice: "Übungsmodus",
    practice_help: "Fügt einen Tipp-Knopf hinzu (was der Bot der Stufe „Schwer“ spielen würde) und \
        „Rückgängig“ für deine letzte Karte. Übungspartien zählen nicht in der Statistik.",
    leave_tricks: "Jeden Stich liegen lassen, bis ich tippe",

    rules_title: "So spielt man {game}",
    trump_order_title: "Die Trümpfe, der höchste zuerst",
    trump_order_help: "Das Ass der Trumpffarbe ist die höchste Karte, dann kommen die drei Matadore, dann \
        der Rest der Trumpffarbe. Ist Kreuz Trumpf, ist die Kreuz-Dame ein gewöhnlicher Trumpf zwischen \
        König und Bube, also gibt es neun Trümpfe statt acht. In den anderen Farben ist die Reihenfolge \
        Ass, König, Dame, Bube, Zehn, Neun — ohne die Matadore.",
    high_to_low: "vom höchsten zum niedrigsten",

    stats_title: "Statistik",
    stats_matches: "Partien",
    stats_deals: "Runden",
    stats_as_trump: "Runden als Trumpfpartei",
    stats_as_defenders: "Runden als Gegenpartei",
    stats_stanners: "Stänner",
    stats_played: "gespielt",
    stats_won: "gewonnen",
    stats_rate_head: "Quote",
    stats_note: "Übungspartien und importierte Partien werden nicht gezählt.",

    storage_blocked: "Dieser Browser erlaubt der Seite nicht, etwas zu speichern. Du kannst spielen, aber \
        die Partie geht verloren, wenn du die Seite schließt.",
    storage_failed: "Die Partie konnte nicht gespeichert werden (vielleicht ist der Speicher des Browsers \
        voll). Das Spiel geht weiter, aber nur auf dieser Seite.",
    start_fresh: "Neu anfangen",
    other_tab: "Diese Partie wurde in einem anderen Tab fortgesetzt.",
    load_it: "Laden",

    export_help: "Das Protokoll dieser Partie im gemeinsamen Partieprotokoll-Format: zum Aufbewahren, zum Weitergeben an Freunde oder um es später zu importieren und weiterzuspielen.",
    download: "Herunterladen",
    copy: "Kopieren",
    copied: "Kopiert",
    import_help: "Setze eine Partie aus ihrem Protokoll fort: Wähle eine Datei oder füge den Text ein. \
        Importierte Partien zählen nicht in der Statistik.",
    import_paste: "Partieprotokoll",
    import_file: "Protokolldatei",
    import_go: "Importieren",
    imported: "Partie importiert.",

    abandon_title: "Neue Partie beginnen?",
    abandon_help: super::host_texts::DE.kept,
    abandon_confirm: "Neue Partie beginnen",
    cancel: "Abbrechen",

    language: "Sprache",
    lang_unavailable: "Diese Sprache konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal.",
    update_available: "Update verfügbar — neu laden, um die neue Version zu nutzen.",
    update_reload: "Neu laden",
    share_deal: "Diese Runde teilen",
    share_copied: "Link kopiert. Wer ihn öffnet, spielt dieselben Karten.",
    share_text: "Spiel diese Runde Konter a Matt mit denselben Karten wie ich",
    shared_offer: "Jemand hat eine Runde mit dir geteilt: Spiel dieselben Karten und vergleicht.",
    shared_play: "Geteilte Runde spielen",
    shared_bad: "Dieser Link enthält keine gültige geteilte Runde; die App startet wie gewohnt.",

    // Errors: records, rules, import.
    import_unreadable: "Die Datei konnte nicht gelesen werden.",
    other_game_record: super::host_texts::DE.other_game_record,
    open_in_game: super::host_texts::DE.open_in,

    // Zurückgelegte Partien
    saved_heading: super::host_texts::DE.saved_heading,
    saved_help: super::host_texts::DE.saved_help,
    delete: super::host_texts::DE.delete,
    confirm_shared_title: "Geteilte Runde spielen?",
    confirm_import_title: "Diese Partie importieren?",

    // Freunde an einem Tisch
    players_heading: "Spieler",
    players_help: "Freunde können die anderen Plätze an diesem Gerät spielen und es weiterreichen: Jeder \
        sieht nur die eigenen Karten. Rückgängig gibt es dann nicht.",
    player_bot: "Bot",
    player_person: "Ein Mensch",
    undo_off: "Kein Rückgängig, solange mehrere Menschen spielen",

    // Learning: the deal review and the lessons
    review_deal: "Diese Runde analysieren",
    learn_to_play: "Spielen lernen",
    // The games (the start screen picks one)
    game: "Spiel",
};

/// The rules page (in the web app: `public/lang/de.txt`, written from these).
const RULES: &[RulesSection] = &[
        RulesSection {
            heading: "Das Spiel",
            paragraphs: &[
                "Vier Spieler in zwei Teams zu zweit; die Partner sitzen einander gegenüber. Hier \
                 spielst du mit Nord gegen West und Ost.",
                "Eine Partie besteht aus mehreren Runden. Jedes Team beginnt mit 11 Strichen (im Standardspiel) auf der \
                 Strichliste, der „Lee“. Das erste Team, das alle seine Striche gestrichen hat, gewinnt \
                 die Partie.",
            ],
        },
        RulesSection {
            heading: "Die Karten",
            paragraphs: &[
                "24 Karten: Ass, König, Dame, Bube, Zehn und Neun in Pik, Herz, Karo und Kreuz.",
                "Kartenpunkte: Ass 4, König 3, Dame 2, Bube 1, Zehn und Neun nichts. Das ganze Blatt \
                 zählt 40 Punkte.",
                "Drei Damen sind immer Trumpf (auf Luxemburgisch „Tromp“), ganz gleich, welche Farbe \
                 Trumpf ist. Diese Matadore sind die Pik-Dame, „Matt“, die höchste, dann die Herz-Dame \
                 und die Karo-Dame, die beiden „Konter“. Sie stehen direkt unter dem Trumpf-Ass und über \
                 allen anderen Trümpfen und gehören zu keiner anderen Farbe: Die Pik-Dame ist kein Pik. \
                 Auf diesen Karten sind die Matadore golden, silbern und bronzen gerahmt.",
            ],
        },
        RulesSection {
            heading: "Geben und Trumpf wählen",
            paragraphs: &[
                "Der Spieler nach dem Geber hat Vorhand. Jeder bekommt drei Karten, dann drei weitere. \
                 Vorhand sieht sich nur die ersten drei an und muss die Trumpffarbe wählen; Passen gibt \
                 es nicht. Das Team der Vorhand ist in dieser Runde die Trumpfpartei, das andere Team \
                 ist die Gegenpartei.",
                "Vorhand spielt zum ersten Stich aus (auf Luxemburgisch „Stéch“ oder „Streech“), und wer \
                 einen Stich gewinnt, spielt zum nächsten aus. Die nächste Runde gibt der nächste \
                 Spieler. Gespielt wird im Uhrzeigersinn oder, wenn du es in den Einstellungen so \
                 wählst, gegen den Uhrzeigersinn.",
            ],
        },
        RulesSection {
            heading: "Bedienen",
            paragraphs: &[
                "Ausspielen darfst du jede Karte.",
                "Wird Trumpf ausgespielt, musst du Trumpf spielen, wenn du einen hast.",
                "Wird eine andere Farbe ausgespielt und du hast diese Farbe, spiele eine Karte davon \
                 oder einen Trumpf: Trumpfen ist immer erlaubt. Hast du die Farbe nicht, spiele eine \
                 beliebige Karte.",
                "Du musst nie höher spielen als die Karten, die schon liegen.",
                "Der höchste Trumpf gewinnt den Stich; liegt kein Trumpf darin, die höchste Karte der \
                 ausgespielten Farbe.",
            ],
        },
        RulesSection {
            heading: "Ansagen",
            paragraphs: &[
                "Bevor du in einer Runde deine erste Karte spielst, darfst du „Matt“ ansagen, wenn du \
                 die Pik-Dame hast, „Konter“, wenn du die Herz-Dame und die Karo-Dame hast, oder \
                 „Konter a Matt“, wenn du alle drei hast.",
                "Matt und Konter erhöhen den Wert der Runde um je 1, Konter a Matt um 2, ganz gleich, \
                 welches Team sie gewinnt. Spieler beider Teams dürfen ansagen; nach deiner ersten Karte \
                 ist es zu spät.",
            ],
        },
        RulesSection {
            heading: "Eine Runde gewinnen",
            paragraphs: &[
                "Die Trumpfpartei braucht 21 der 40 Kartenpunkte. Bei 20 zu 20 ist die Runde \
                 unentschieden, ein „Stänner“.",
                "Eine Runde ist 1 wert, plus 1, wenn das verlierende Team gar keinen Stich gemacht hat, \
                 plus ihre Ansagen.",
            ],
        },
        RulesSection {
            heading: "Die Strichliste",
            paragraphs: &[
                "Gewinnt die Trumpfpartei, streicht sie so viele ihrer Striche, wie die Runde wert ist. \
                 Verliert sie, streicht die Gegenpartei so viele, und die Trumpfpartei schreibt sich \
                 ebenso viele dazu.",
                "Nach einem Stänner schreibt sich die Trumpfpartei einen Strich dazu, und der Wert, den \
                 die Runde gehabt hätte, bleibt als Einsatz stehen: Die nächste entschiedene Runde ist um \
                 so viel mehr wert, und derselbe Spieler wählt noch einmal Trumpf. Die Einstellungen \
                 bieten zwei einfachere Varianten.",
                "Das erste Team ohne Striche gewinnt die Partie, und die Verlierer dürfen eine Revanche \
                 fordern.",
            ],
        },
    ];

pub(super) const PHRASES: Phrases = Phrases {

    seat_name,
    team_name,
    bot_label: |l| format!("Bot, Stufe {}", level_name(l)),
    cards_left: |p, n| format!("{}: {}", seat_name(p), plural(n as u32, "Karte", "Karten")),
    is_to_play: |p| match p {
        Who::You => "Du bist am Zug".to_string(),
        _ => format!("{} ist am Zug", seat_name(p)),
    },

    suit_name,
    card_name,
    rank_label: |r| match r {
        Rank::Ace => "A",
        Rank::King => "K",
        Rank::Queen => "D",
        Rank::Jack => "B",
        Rank::Ten => "10",
        Rank::Nine => "9",
    },
    matador_label: |c| match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => Some("MATT"),
        (Rank::Queen, Suit::Hearts | Suit::Diamonds) => Some("KONTER"),
        _ => None,
    },
    name_trump: |s| format!("{} als Trumpf wählen", suit_name(s)),
    choosing_trump: |p| match p {
        Who::You => "Wähle die Trumpffarbe".to_string(),
        _ => format!("{} wählt Trumpf…", seat_name(p)),
    },
    named_trump: |p, s| {
        verb(p, &format!("hast {} als Trumpf gewählt", suit_name(s)), &format!("hat {} als Trumpf gewählt", suit_name(s)))
    },

    announcement_name,
    announce: |a| format!("{} ansagen", announcement_name(a)),
    announced: |p, a| verb(p, &format!("sagst {} an", announcement_name(a)), &format!("sagt {} an", announcement_name(a))),

    plays: |p, c| verb(p, &format!("spielst {}", the_card(c)), &format!("spielt {}", the_card(c))),
    wins_trick: |p, pts| {
        let points = plural(pts as u32, "Punkt", "Punkte");
        verb(p, &format!("gewinnst den Stich ({points})"), &format!("gewinnt den Stich ({points})"))
    },
    your_turn_follow: |s, any| match (s, any) {
        (Some(s), false) => format!("Du bist am Zug: {} bedienen oder Trumpf spielen", suit_name(s)),
        (Some(s), true) => format!("Du bist am Zug: Du kannst {} nicht bedienen – jede Karte ist erlaubt", suit_name(s)),
        (None, false) => "Du bist am Zug: Trumpf wurde ausgespielt – Trumpf bedienen".to_string(),
        (None, true) => "Du bist am Zug: Trumpf wurde ausgespielt und du hast keinen – jede Karte ist erlaubt".to_string(),
    },
    thinking: |p| verb(p, "überlegst…", "überlegt…"),
    deals: |dealer, forehand| match (dealer, forehand) {
        (Who::You, f) => format!("Du gibst. {} hat Vorhand.", seat_name(f)),
        (d, Who::You) => format!("{} gibt. Du hast Vorhand.", seat_name(d)),
        (d, f) => format!("{} gibt. {} hat Vorhand.", seat_name(d), seat_name(f)),
    },
    reason_not_your_turn: |p| match p {
        Who::You => "Du bist am Zug".to_string(),
        _ => format!("Warte: {} ist am Zug", seat_name(p)),
    },
    reason_must_trump: |c| format!("Trumpf ist ausgespielt: Spiel Trumpf, zum Beispiel {c}"),
    reason_must_follow: |s, c| format!("{0} ist ausgespielt: {0} bedienen oder Trumpf spielen, zum Beispiel {c}", suit_name(s)),
    hint_play: |c| format!("Der Bot der Stufe „Schwer“ würde {} spielen", the_card(c)),
    hint_trump: |s| format!("Der Bot der Stufe „Schwer“ würde {} als Trumpf wählen", suit_name(s)),
    hint_announce: |a| format!("Der Bot der Stufe „Schwer“ würde {} ansagen", announcement_name(a)),
    hint_chance: |p| format!("dein Team gewinnt diese Runde in {p} % der Verteilungen, die zu dem passen, was du gesehen hast, bei perfektem Spiel ab hier"),

    deal_number: |n| format!("Runde {n}"),
    trick_number: |n| format!("Stich {n}"),
    points_count: |n| plural(n, "Punkt", "Punkte"),
    stake_pending: |n| format!("Offener Einsatz: {n}"),
    dashes_left: |d, v| format!("Verbleibende Striche: {} {}, {} {}", team_in(Team::A, v), d[0], team_in(Team::B, v), d[1]),
    card_points_label: |p, v| {
        format!("Kartenpunkte in dieser Runde: {} {}, {} {}", team_in(Team::A, v), p[0], team_in(Team::B, v), p[1])
    },
    trick_led_won: |led, won| format!("ausgespielt {}, gewonnen {}", von(led), von(won)),

    summary_title: |n, outcome, we_trump, v| match outcome.map(|o| we_win(o, we_trump)) {
        Some(Some(a)) => format!("Runde {n}: {} gewinnen", we(team(a), v)),
        Some(None) => format!("Runde {n}: Stänner, 20 zu 20"),
        None => format!("Runde {n}"),
    },
    summary_trump: |p, s, we_trump, v| {
        let team = we(team(we_trump), v);
        let named = verb(p, &format!("hast {} als Trumpf gewählt", suit_name(s)), &format!("hat {} als Trumpf gewählt", suit_name(s)));
        format!("{named}: {team} waren die Trumpfpartei und brauchten 21 Punkte.")
    },
    summary_points: |pts, tricks, v| {
        let (a, b) = match v {
            Voice::We => ("Wir", "die Gegner"),
            Voice::Seats => (seats(Team::A), seats(Team::B)),
        };
        format!(
            "{a} haben {} in {} gemacht, {b} {} in {}.",
            plural(pts[0] as u32, "Punkt", "Punkte"),
            plural(tricks[0] as u32, "Stich", "Stichen"),
            plural(pts[1] as u32, "Punkt", "Punkte"),
            plural(tricks[1] as u32, "Stich", "Stichen"),
        )
    },
    summary_why: |outcome, we_trump, stanner, v| match (outcome, we_trump, v) {
        (Outcome::TrumpTeam, _, Voice::Seats) => format!(
            "{0} haben Trumpf gewählt und 21 Punkte oder mehr erreicht, also streichen {0} so viele \
             Striche, wie die Runde wert ist.",
            seats(team(we_trump))
        ),
        (Outcome::Defenders, _, Voice::Seats) => format!(
            "{0} haben Trumpf gewählt und 21 Punkte verfehlt: {1} streichen so viele Striche, wie die Runde \
             wert ist, und {0} müssen sich ebenso viele dazuschreiben.",
            seats(team(we_trump)),
            seats(team(!we_trump))
        ),
        (Outcome::TrumpTeam, true, _) => "Als Trumpfpartei haben wir 21 Punkte oder mehr erreicht, also streichen \
            wir so viele Striche, wie die Runde wert ist."
            .into(),
        (Outcome::TrumpTeam, false, _) => "Die Gegner haben Trumpf gewählt und 21 Punkte oder mehr erreicht, also \
            streichen sie so viele Striche, wie die Runde wert ist."
            .into(),
        (Outcome::Defenders, true, _) => "Als Trumpfpartei brauchten wir 21 Punkte und haben sie nicht erreicht: \
            Die Gegner streichen so viele Striche, wie die Runde wert ist, und wir müssen uns ebenso viele \
            dazuschreiben."
            .into(),
        (Outcome::Defenders, false, _) => "Die Gegner haben Trumpf gewählt und 21 Punkte verfehlt: Wir streichen \
            so viele Striche, wie die Runde wert ist, und sie müssen sich ebenso viele dazuschreiben."
            .into(),
        (Outcome::Stanner, _, _) => match stanner {
            StannerRule::Carry => "20 zu 20 ist ein Stänner, ein Unentschieden. Die Trumpfpartei schreibt \
                sich einen Strich dazu, und der Wert, den diese Runde gehabt hätte, bleibt als Einsatz stehen: \
                Die nächste entschiedene Runde ist um so viel mehr wert. Derselbe Spieler wählt noch einmal \
                Trumpf."
                .into(),
            StannerRule::W => "20 zu 20 ist ein Stänner, ein Unentschieden. Die Trumpfpartei schreibt sich einen Strich dazu plus den Wert der Ansagen (Konter a Matt zählt 2). Es wird nichts übertragen.".into(),
            StannerRule::Simple => "20 zu 20 ist ein Stänner, ein Unentschieden. Die Trumpfpartei schreibt \
                sich einen Strich dazu. Es wird nichts übertragen."
                .into(),
        },
    },
    value_no_trick: |losers_are_us, v| format!("Bonus: {} haben keinen Stich gemacht", we(team(losers_are_us), v)),
    value_announcement: |p, a| format!("{}, angesagt {}", announcement_name(a), von(p)),
    summary_struck: |t, n, v| format!("{} streichen {}.", we(t, v), plural(n, "Strich", "Striche")),
    summary_added: |t, n, v| match (v, t) {
        (Voice::Seats, _) => format!("{} schreiben sich {} dazu.", seats(t), plural(n, "Strich", "Striche")),
        (_, Team::A) => format!("Wir schreiben uns {} dazu.", plural(n, "Strich", "Striche")),
        (_, Team::B) => format!("Die Gegner schreiben sich {} dazu.", plural(n, "Strich", "Striche")),
    },
    summary_stake_carried: |n| format!("Ein Einsatz von {n} wartet auf die nächste entschiedene Runde."),

    match_won_by: |we_won, v| match (we_won, v) {
        (true, Voice::We) => "Du und Nord habt die Partie gewonnen!".into(),
        _ => format!("{} haben die Partie gewonnen", seats(team(we_won))),
    },
    after_deals: |n| format!("Die Partie endete nach {}.", plural(n as u32, "Runde", "Runden")),
    series_tally: |w, v| {
        format!("Gewonnene Partien in dieser Serie: {} {}, {} {}", team_in(Team::A, v), w[0], team_in(Team::B, v), w[1])
    },
    lee_help: |start| {
        format!(
            "Jedes Team beginnt mit {start} Strichen. Wer eine Runde gewinnt, streicht Striche; eine \
             Trumpfpartei, die verliert, schreibt sich Striche dazu. Das erste Team ohne Striche gewinnt \
             die Partie."
        )
    },
    lee_team_summary: |t, left, struck, added| {
        format!(
            "{}: {} übrig, {struck} gestrichen, {added} dazugeschrieben",
            t,
            plural(left, "Strich", "Striche"),
        )
    },
    level_name,
    speed_name: |s| match s {
        Speed::Slow => "Langsam",
        Speed::Normal => "Normal",
        Speed::Fast => "Schnell",
        Speed::Instant => "Sofort",
    },
    direction_name: |d| match d {
        Direction::Clockwise => "Im Uhrzeigersinn",
        Direction::Anticlockwise => "Gegen den Uhrzeigersinn",
    },
    start_dashes_name: |DashesChoice(n)| match n {
        11 => "11 (Standard)".into(),
        9 => "9 (Variante)".into(),
        n => format!("{n} (kurze Partie)"),
    },
    stanner_name: |s| match s {
        StannerRule::Carry => "Einsatz übertragen (Standard)",
        StannerRule::W => "Auch Ansagen dazuschreiben",
        StannerRule::Simple => "Nur 1 dazuschreiben",
    },
    stanner_help: |s| match s {
        StannerRule::Carry => "Bei 20 zu 20 schreibt sich die Trumpfpartei 1 Strich dazu, und der Wert, den die Runde gehabt hätte, bleibt als Einsatz für die nächste entschiedene Runde stehen; derselbe Spieler wählt wieder Trumpf.",
        StannerRule::W => "Bei 20 zu 20 schreibt sich die Trumpfpartei 1 Strich dazu plus den Wert der Ansagen (Konter a Matt zählt 2); nichts wird übertragen.",
        StannerRule::Simple => "Bei 20 zu 20 schreibt sich die Trumpfpartei 1 Strich dazu; nichts wird übertragen.",
    },
    theme_name: |t| match t {
        Theme::System => "Wie das System",
        Theme::Light => "Hell",
        Theme::Dark => "Dunkel",
    },
    trump_order_caption: |s, n| format!("{} ist Trumpf: {}", suit_name(s), plural(n as u32, "Trumpf", "Trümpfe")),
    stats_rate: |percent| match percent {
        Some(p) => format!("{p} %"),
        None => "noch keine".into(),
    },
    corrupt_saved: |name, key| {
        let what = match name {
            Saved::Settings => "Deine gespeicherten Einstellungen konnten",
            Saved::Stats => "Deine gespeicherte Statistik konnte",
            Saved::Matches => "Deine zurückgelegten Partien konnten",
            _ => "Deine gespeicherte Partie konnte",
        };
        format!(
            "{what} nicht gelesen werden, deshalb hat die App neu angefangen. Der unlesbare Text bleibt \
             im Speicher dieses Browsers unter „{key}“ erhalten."
        )
    },
    import_failed: |why| format!("Dieses Protokoll kann nicht importiert werden: {why}"),

    // Errors: records, rules, import.
    fault: |kind, a, b, c| fill(fault(kind), a, b, c),

    // Zurückgelegte Partien
    short_date: |d, m| super::host_texts::DE.short_date(d, m.0),
    saved_match: |date, deal, d| format!("{date}, Runde {deal}, wir {} – sie {}", d[0], d[1]),
    continue_saved: |what| super::host_texts::fill(super::host_texts::DE.continue_saved, what),
    delete_saved: |what| super::host_texts::fill(super::host_texts::DE.delete_saved, what),

    // Freunde an einem Tisch
    who_plays: |p| format!("Wer spielt {}", seat_name(p)),
    pass_device: |p| format!("Gib das Gerät an {} weiter", seat_name(p)),
    show_my_cards: |p| format!("Ich bin {} — meine Karten zeigen", seat_name(p)),
    game_line: |g| g.start().line.de,
};

fn fault(kind: Fault) -> &'static str {
    match kind {
        Fault::AtDeal => "Runde {a}:",
        Fault::AtDealSeat => "Runde {a}, Platz {c}:",
        Fault::AtDealEvent => "Runde {a}, Zug {b}:",
        Fault::AtEvent => "Runde {a}, Zug {b}, Platz {c}:",
        Fault::Quoted => "„{a}“",
        Fault::Decimal => "eine Dezimalzahl",
        Fault::List => "eine Liste",
        Fault::Object => "ein Objekt",
        Fault::Json => "kein gültiges JSON (Zeile {a}, Spalte {b})",
        Fault::JsonCut => "kein gültiges JSON: Der Text endet zu früh (Zeile {a}, Spalte {b})",
        Fault::NotAnObject => "ein Partieprotokoll ist ein JSON-Objekt",
        Fault::FormatMissing => "„format“: „konter-a-matt“ fehlt",
        Fault::VersionMissing => "„version“ fehlt",
        Fault::RulesNotAnObject => "„rules“ muss ein Objekt sein",
        Fault::DealsMissing => "„deals“ fehlt",
        Fault::DealsNotAList => "„deals“ muss eine Liste sein",
        Fault::DealNotAnObject => "eine Runde muss ein Objekt sein",
        Fault::DealerMissing => "„dealer“ fehlt",
        Fault::DealerNotASeat => "„dealer“ muss ein Platz von 0 bis 3 sein",
        Fault::HandsMissing => "„hands“ fehlt",
        Fault::HandsNotFour => "„hands“ muss eine Liste von 4 Händen sein, Platz 0 zuerst",
        Fault::TrumpMissing => "„trump“ fehlt",
        Fault::EventsNotAList => "„events“ muss eine Liste sein",
        Fault::EventNotText => "ein Zug muss ein Kartencode oder eine Ansage sein",
        Fault::WrongFormat => "„format“ muss „konter-a-matt“ sein, nicht {a}",
        Fault::WrongVersion => "Version {a} wird nicht unterstützt (nur 1)",
        Fault::WrongDirection => "unbekannte Spielrichtung in den Regeln: {a}",
        Fault::WrongStanner => "unbekannte Stänner-Regel: {a}",
        Fault::WrongStartDashes => "unbekannte Zahl der Anfangsstriche: {a} (1 bis 99)",
        Fault::WrongRulesKey => "unbekannte Regel: {a}",
        Fault::WrongTrump => "Trumpf („trump“) muss S, H, D oder C sein, nicht {a}",
        Fault::WrongEvent => "{a} ist weder eine Karte noch eine Ansage",
        Fault::HandNotText => "die Hand von Platz {a} muss ein Text aus 6 Karten sein",
        Fault::HandSize => "die Hand von Platz {a} muss 6 Karten haben, nicht {b}",
        Fault::HandCard => "Hand von Platz {a}: {b} ist keine Karte",
        Fault::HandTwice => "Hand von Platz {a}: {b} wurde zweimal ausgeteilt",
        Fault::Incomplete => "die Runde ist unvollständig (gespielte Karten: {a} von 24), aber es folgt noch eine Runde",
        Fault::AfterEnd => "{a} kommt nach der 24. Karte der Runde",
        Fault::AlreadyWon => "Partei {a} hatte die Partie schon nach Runde {b} gewonnen",
        Fault::BadHands => "die Hände ergeben keine gültige Runde: {a} wurde zweimal ausgeteilt",
        Fault::NotYourTurn => "Platz {a} ist nicht am Zug; Platz {b} ist am Zug",
        Fault::NobodyToAct => "Platz {a} ist nicht am Zug; niemand ist am Zug",
        Fault::TrumpNotNamed => "Trumpf wurde noch nicht gewählt",
        Fault::TrumpAlreadyNamed => "Trumpf wurde schon gewählt",
        Fault::DealOver => "die Runde ist vorbei; alle sechs Stiche sind gespielt",
        Fault::MatchOver => "die Partie ist vorbei; Partei {a} hat sie gewonnen",
        Fault::DealInProgress => "eine Runde wird noch gespielt",
        Fault::NoDeal => "es wird keine Runde gespielt",
        Fault::NotHeld => "{a} ist nicht in dieser Hand",
        Fault::MustTrump => "{a} ist nicht erlaubt — Trumpf wurde ausgespielt, und diese Hand muss Trumpf spielen ({b})",
        Fault::MustFollow => "{a} ist nicht erlaubt — diese Hand hat {c} ({b}): {c} bedienen oder Trumpf spielen",
        Fault::AnnouncementNotHeld => "„{a}“ verlangt {b} auf der Hand",
        Fault::AnnouncementTooLate => "„{a}“ kommt zu spät: Angesagt wird vor der eigenen ersten Karte",
        Fault::AlreadyAnnounced => "dieser Spieler hat schon „{a}“ angesagt; eine Ansage pro Spieler",
        Fault::WrongDealer => "Platz {a} darf nicht geben; nach den Regeln gibt Platz {b}",
    }
}

pub static DE: Texts = Texts::join(WORDS, RULES, PHRASES);

