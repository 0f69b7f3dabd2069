//! The words of what the host gives every game drawn by the games module: the cross-tab
//! guard, another game's record on import, and the matches put aside. All four languages are compiled into the modules; the page's texts take those
//! they share from here (one home per text).

use crate::store::lang::Lang;

text_set! {
pub struct HostTexts {
    /// Another tab has saved a different match of this game.
    other_tab,
    /// Loads the match the other tab saved.
    load_it,
    /// "This is a {game} record." (`{game}`: the game's name; the page's texts say the same).
    other_game_record,
    /// "Open it in {game}" (a button).
    open_in,
    /// The settings' choice of the bots' level, and its three levels.
    bots,
    easy,
    medium,
    hard,
    /// The settings' toggle of practice mode (its help is the game's).
    practice,
    /// Goes on after something left on the table until the person taps ("Leave each trick
    /// until I tap").
    go_on,
    /// A setting's label, a seat named as its table names it: "Who plays Anna".
    who_plays(name: &str) -> String,
    /// Its choices: a bot, or a person at this device.
    player_bot,
    player_person,
    /// … or a friend on their own device.
    player_online,
    /// The covered table, before a person's turn: "Pass the device to Anna".
    pass_device(name: &str) -> String,
    /// The covered table's way on: "I am Anna — show my cards".
    show_my_cards(name: &str) -> String,
    /// Before another match takes the table: the one there is kept, and where to find it
    /// (`{game}`: the game's name, the start screen's way in at the top).
    kept,
    /// The start screen's list of the matches put aside: its heading, and a line under it
    /// that says how many are kept (the number of matches kept aside, written out).
    saved_heading,
    saved_help,
    /// Goes back to a match (a button; the start screen's first one too).
    continue_match,
    delete,
    /// "Continue the match of {what}", "Delete the match of {what}": the list's buttons'
    /// names (`{what}`: the match in words).
    continue_saved,
    delete_saved,
    /// A date in short, without the year: "23 Nov" (day 1–31, month 0–11).
    short_date(day: u8, month: u8) -> String,
}
}

/// Luxembourgish drops a word's final n before a name that begins with any consonant but
/// n, d, t, z or h (the Eifel rule): "un Anna", "u Ben".
fn lb_before(word: &str, name: &str) -> String {
    let keeps = name.chars().next().is_some_and(|c| "aeiouäëéöüyndtzhAEIOUÄËÉÖÜYNDTZH".contains(c));
    let word = if keeps { word } else { word.trim_end_matches('n') };
    format!("{word} {name}")
}

/// Puts a game's name into a text that holds `{game}` once: "This is a {game} record."
/// (by its one brace, so that the page needs no substring search for it).
pub fn with_game(text: &str, game: &str) -> String {
    fill(text, game)
}

/// Puts `value` into a text that holds one `{name}`: "Continue the match of {what}".
pub fn fill(text: &str, value: &str) -> String {
    match text.split_once('{') {
        Some((before, rest)) => format!("{before}{value}{}", rest.split_once('}').map_or(rest, |(_, after)| after)),
        None => text.to_string(),
    }
}

/// The host's texts in `lang`.
pub fn host_texts(lang: Lang) -> &'static HostTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

pub const EN: HostTexts = HostTexts {
    bots: "Bots",
    easy: "Easy",
    medium: "Medium",
    hard: "Hard",
    practice: "Practice mode",
    kept: "The match in progress is kept: continue it any time from the start screen \
        (tap “{game}” at the top).",
    saved_heading: "Other matches in progress",
    saved_help: "Up to 8 unfinished matches are kept here; when there are more, the oldest goes.",
    continue_match: "Continue",
    delete: "Delete",
    continue_saved: "Continue the match of {what}",
    delete_saved: "Delete the match of {what}",
    short_date: |d, m| {
        const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
        format!("{d} {}", MONTHS[m.min(11) as usize])
    },
    go_on: "Continue",
    other_tab: "Play went on in another tab. Nothing is saved here until you load what it saved.",
    load_it: "Load it",
    other_game_record: "This is a {game} record.",
    open_in: "Open it in {game}",
    who_plays: |n| format!("Who plays {n}"),
    player_bot: "Bot",
    player_person: "A person",
    player_online: "A friend online",
    pass_device: |n| format!("Pass the device to {n}"),
    show_my_cards: |n| format!("I am {n} — show my cards"),
};

pub const FR: HostTexts = HostTexts {
    bots: "Robots",
    easy: "Facile",
    medium: "Moyen",
    hard: "Difficile",
    practice: "Mode entraînement",
    kept: "La partie en cours est gardée : reprenez-la quand vous voulez depuis l’accueil \
        (touchez « {game} » en haut).",
    saved_heading: "Autres parties en cours",
    saved_help: "Jusqu’à 8 parties inachevées sont gardées ici ; au-delà, la plus ancienne disparaît.",
    continue_match: "Continuer",
    delete: "Supprimer",
    continue_saved: "Continuer la partie du {what}",
    delete_saved: "Supprimer la partie du {what}",
    short_date: |d, m| {
        const MONTHS: [&str; 12] =
            ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
        let day = if d == 1 { "1er".to_string() } else { d.to_string() };
        format!("{day} {}", MONTHS[m.min(11) as usize])
    },
    go_on: "Continuer",
    other_tab: "Le jeu a continué dans un autre onglet. Rien n’est enregistré ici tant que vous ne chargez pas ce qu’il a enregistré.",
    load_it: "La charger",
    other_game_record: "Ceci est un enregistrement de {game}.",
    open_in: "L’ouvrir dans {game}",
    who_plays: |n| format!("Qui joue pour {n}"),
    player_bot: "Bot",
    player_person: "Une personne",
    player_online: "Un ami en ligne",
    pass_device: |n| format!("Passez l’appareil à {n}"),
    show_my_cards: |n| format!("Je suis {n} — montrer mes cartes"),
};

pub const DE: HostTexts = HostTexts {
    bots: "Bots",
    easy: "Leicht",
    medium: "Mittel",
    hard: "Schwer",
    practice: "Übungsmodus",
    kept: "Die laufende Partie bleibt erhalten: Du kannst sie jederzeit auf dem Startbildschirm fortsetzen \
        (oben auf „{game}“ tippen).",
    saved_heading: "Weitere laufende Partien",
    saved_help: "Bis zu 8 unvollendete Partien bleiben hier; kommen mehr dazu, fällt die älteste weg.",
    continue_match: "Weiterspielen",
    delete: "Löschen",
    continue_saved: "Weiterspielen: Partie vom {what}",
    delete_saved: "Löschen: Partie vom {what}",
    short_date: |d, m| {
        const MONTHS: [&str; 12] =
            ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."];
        format!("{d}. {}", MONTHS[m.min(11) as usize])
    },
    go_on: "Weiter",
    other_tab: "In einem anderen Tab wurde weitergespielt. Hier wird nichts gespeichert, bis du den dortigen Stand lädst.",
    load_it: "Laden",
    other_game_record: "Das ist eine Aufzeichnung von {game}.",
    open_in: "In {game} öffnen",
    who_plays: |n| format!("Wer spielt für {n}"),
    player_bot: "Bot",
    player_person: "Ein Mensch",
    player_online: "Ein Freund online",
    pass_device: |n| format!("Gib das Gerät an {n} weiter"),
    show_my_cards: |n| format!("Ich bin {n} — meine Karten zeigen"),
};

pub const LB: HostTexts = HostTexts {
    bots: "Bots",
    easy: "Liicht",
    medium: "Mëttel",
    hard: "Schwéier",
    practice: "Übungsmodus",
    kept: "Déi lafend Partie bleift gespäichert: Du kanns se ëmmer um Ufanksschierm weiderspillen \
        (uewen op „{game}“ tippen).",
    saved_heading: "Aner lafend Partien",
    saved_help: "Bis zu 8 onfäerdeg Partien bleiwen hei; kommen der méi derbäi, fält déi eelst ewech.",
    continue_match: "Weiderspillen",
    delete: "Läschen",
    continue_saved: "Weiderspillen: Partie vum {what}",
    delete_saved: "Läschen: Partie vum {what}",
    short_date: |d, m| {
        const MONTHS: [&str; 12] =
            ["Jan.", "Feb.", "Mäe.", "Abr.", "Mee", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."];
        format!("{d}. {}", MONTHS[m.min(11) as usize])
    },
    go_on: "Weider",
    other_tab: "An engem aneren Tab gouf weidergespillt. Hei gëtt näischt gespäichert, bis du deen Stand luedes.",
    load_it: "Lueden",
    other_game_record: "Dat ass eng Opzeechnung vu {game}.",
    open_in: "A {game} opmaachen",
    who_plays: |n| format!("Wie spillt fir {n}"),
    player_bot: "Bot",
    player_person: "E Mënsch",
    player_online: "E Frënd online",
    pass_device: |n| format!("Gëff den Apparat {} weider", lb_before("un", n)),
    show_my_cards: |n| format!("Ech {} — weis meng Kaarten", lb_before("sinn", n)),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_name_goes_where_the_text_says() {
        assert_eq!(with_game(EN.open_in, "Skat"), "Open it in Skat");
        assert_eq!(with_game(FR.other_game_record, "Skat"), "Ceci est un enregistrement de Skat.");
        assert_eq!(with_game("no name here", "Skat"), "no name here");
    }

    #[test]
    fn luxembourgish_keeps_its_n_where_the_name_asks_for_it() {
        assert_eq!(LB.pass_device("Anna"), "Gëff den Apparat un Anna weider");
        assert_eq!(LB.pass_device("Ben"), "Gëff den Apparat u Ben weider");
        assert_eq!(LB.show_my_cards("David"), "Ech sinn David — weis meng Kaarten");
        assert_eq!(LB.show_my_cards("Westen"), "Ech si Westen — weis meng Kaarten");
        assert_eq!(EN.who_plays("West"), "Who plays West");
        for t in [&EN, &FR, &DE, &LB] {
            for text in [t.other_game_record, t.open_in] {
                assert_eq!(text.matches("{game}").count(), 1, "{text}");
                assert_eq!(text.matches('{').count(), 1, "{text}");
            }
        }
    }
    #[test]
    fn the_matches_put_aside_are_named_in_every_language() {
        assert_eq!(fill(EN.continue_saved, "23 Nov, Game 2"), "Continue the match of 23 Nov, Game 2");
        assert_eq!(fill(FR.delete_saved, "23 nov., Manche 2"), "Supprimer la partie du 23 nov., Manche 2");
        assert_eq!(
            with_game(EN.kept, "Skat"),
            "The match in progress is kept: continue it any time from the start screen (tap “Skat” at the top)."
        );
        assert_eq!((EN.short_date(23, 10), FR.short_date(1, 4), DE.short_date(3, 2)), ("23 Nov".into(), "1er mai".into(), "3. März".into()));
        for t in [&EN, &FR, &DE, &LB] {
            assert_eq!(t.kept.matches("{game}").count(), 1, "{}", t.kept);
            for text in [t.continue_saved, t.delete_saved] {
                assert_eq!(text.matches("{what}").count(), 1, "{text}");
                assert_eq!(fill(text, "X").matches('X').count(), 1, "{text}");
            }
        }
    }
}
