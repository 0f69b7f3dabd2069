//! Every word of the score sheet for real cards (`crate::games::konter::sheets`, and the sheet as text in
//! the score sheets kept), one `static SheetTexts` per language. Kept apart from [`crate::i18n::Texts`]
//! so the screen can grow without touching the game's texts; like them, a missing text
//! does not compile.
//!
//! Game words keep their native form in every language: Lee, Stänner, Matt, Konter,
//! Konter a Matt; trump is Tromp in Luxembourgish.

use crate::i18n::{text_set, Lang};
use crate::engine::{Outcome, StannerRule};

text_set! {
/// All the text of the score-sheet screen in one language.
pub struct SheetTexts {
    // ── The way in, and the list of sheets ────────────────────────────────
    title,
    intro,
    /// Back to the app's start screen.
    back_to_start,
    /// Back from one sheet to the list.
    all_sheets,
    list_heading,
    no_sheets,
    new_sheet,
    /// "Red against Blue".
    versus(team: &str, other: &str) -> String,
    /// "4 deals · 9 : 11".
    sheet_status(n: usize, pair: [u32; 2]) -> String,
    /// "Red won the match".
    sheet_won_by(text: &str) -> String,
    /// "Last change: 12/05/2025" (the date already formatted for the language).
    changed_on(text: &str) -> String,
    delete,
    /// Accessible name of a sheet's delete button: "Delete the sheet Red against Blue".
    delete_sheet(text: &str) -> String,
    /// "Delete the sheet Red against Blue? Its deals cannot be brought back."
    delete_question(text: &str) -> String,
    delete_confirm,
    cancel,

    // ── A new sheet ────────────────────────────────────────────────────────
    setup_title,
    teams_heading,
    /// Field label: "Name of team 1".
    team_label(n: usize) -> String,
    /// The name a team gets when its field is left empty: "Team 1".
    default_team(n: usize) -> String,
    with_players,
    players_help,
    /// Field label of a seat: "Player 1 (Red)".
    player_label(n: usize, text: &str) -> String,
    /// The name a player gets when the field is left empty: "Player 1".
    default_player(n: usize) -> String,
    first_dealer,
    rules_heading,
    start_dashes,
    start_dashes_help,
    fewer_dashes,
    more_dashes,
    stanner_rule,
    stanner_name(rule: StannerRule) -> &'static str,
    create,

    // ── The sheet ──────────────────────────────────────────────────────────
    /// Accessible summary of a team's Lee: "Red: 9 dashes left, 2 struck out, 0 added".
    lee_label(team: &str, left: u32, struck: u32, added: u32) -> String,
    /// "Stänner stake pending: 2 (goes to the next decided deal)".
    stake_pending(n: u32) -> String,
    /// "Next: Dan deals, Anna names trump."
    next_dealer(dealer: &str, forehand: &str) -> String,
    /// "Deal 5".
    deal_number(n: usize) -> String,
    /// "Red won the match after 7 deals!"
    match_won(text: &str, n: usize) -> String,
    revenge,
    undo,
    /// "Deal 7 removed."
    undone(n: usize) -> String,
    redo,
    history,
    no_deals,
    edit,
    /// Accessible name of a row's edit button: "Edit deal 3".
    edit_deal(n: usize) -> String,

    // ── Entering a deal ────────────────────────────────────────────────────
    who_trump,
    how_ended,
    won,
    lost,
    stanner,
    count_points,
    points_label,
    /// What the trump team's card points mean: "25 points: the trump team wins."
    points_meaning(n: u8) -> String,
    points_invalid,
    extras_heading,
    no_trick,
    no_trick_stanner,
    announcements_help,
    matt,
    konter,
    konter_a_matt,
    choose_first,
    /// The confirm button: "Enter deal 5".
    enter_deal(n: usize) -> String,
    /// Heading while a past deal is changed: "Change deal 3".
    editing(n: usize) -> String,
    editing_help,
    save_edit,
    /// "This change would end the match at deal 4: undo the deals after it first."
    ends_match_at(n: usize) -> String,
    /// "With this deal Red wins the match."
    wins_match_now(text: &str) -> String,
    /// After the change: "Then: Red 9 : 11 Blue" is given as "Then: Red 9, Blue 11".
    then_dashes(team: &str, dashes: u32, other: &str, other_dashes: u32) -> String,
    /// Announced to screen readers after a deal was entered.
    entered(n: usize) -> String,

    // ── How a deal reads (on screen and in the text) ──────────────────────
    /// "Trump: Red".
    trump_of(text: &str) -> String,
    /// "won", "lost", "Stänner" (the trump team's result).
    outcome_word(outcome: Outcome) -> &'static str,
    /// "25 points".
    points_short(n: u8) -> String,
    no_trick_short,
    /// "value 2" / "value 1 + stake 1".
    value_is(value: u8, stake: u32) -> String,
    /// "Red strikes out 3 dashes."
    strikes(text: &str, n: u32) -> String,
    /// "Red adds 2 dashes."
    adds(text: &str, n: u32) -> String,
    /// "A stake of 2 waits for the next decided deal."
    carries(n: u32) -> String,
    same_dealer,
    no_change,
    /// "dealt by Dan".
    dealt_by(text: &str) -> String,

    // ── Share as text ──────────────────────────────────────────────────────
    share,
    share_help,
    share_text_label,
    share_native,
    copy,
    copied,
    copy_failed,
    export_title,
    /// "11 dashes each · Stänner: the stake is carried".
    export_rules(n: u8, rule: StannerRule) -> String,
    /// "Now: Red 9, Blue 11".
    export_now(team: &str, dashes: u32, other: &str, other_dashes: u32) -> String,

    // ── Storage ────────────────────────────────────────────────────────────
    storage_blocked,
    save_failed,
    /// Unreadable saved sheets, kept under the backup key given.
    unreadable(text: &str) -> String,
    changed_elsewhere,
    deleted_elsewhere,
    dismiss,

    // ── Impossible deals, refused by the sheet (`sheet::SheetError`) ──────
    /// "If the losers took no trick, the trump team has 0 or 40 card points, not 25."
    no_trick_points(n: u8) -> String,
    /// "Anna names trump in this deal, so the trump team is Red." (player, team)
    forehands_team(player: &str, team: &str) -> String,
    /// "This change would make another player name trump from deal 7 on: undo the deals after it first."
    moves_forehand(n: usize) -> String,
}
}

/// The score-sheet texts of a language.
pub fn sheet_texts(lang: Lang) -> &'static SheetTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

fn en_dashes(n: u32) -> String {
    if n == 1 {
        "1 dash".into()
    } else {
        format!("{n} dashes")
    }
}

fn en_deals(n: usize) -> String {
    if n == 1 {
        "1 deal".into()
    } else {
        format!("{n} deals")
    }
}

pub static EN: SheetTexts = SheetTexts {
    title: "Score sheet for real cards",
    intro: "Playing with real cards? Keep the Lee here: enter each deal in a few taps, and the dashes \
        are struck and added by the rules, the Stänner stake included.",
    back_to_start: "Back to the start",
    all_sheets: "All sheets",
    list_heading: "Your sheets",
    no_sheets: "No score sheet yet.",
    new_sheet: "New score sheet",
    versus: |a, b| format!("{a} against {b}"),
    sheet_status: |n, d| format!("{} · {} : {}", en_deals(n), d[0], d[1]),
    sheet_won_by: |t| format!("{t} won the match"),
    changed_on: |d| format!("Last change: {d}"),
    delete: "Delete",
    delete_sheet: |s| format!("Delete the sheet {s}"),
    delete_question: |s| format!("Delete the sheet {s}? Its deals cannot be brought back."),
    delete_confirm: "Delete it",
    cancel: "Cancel",

    setup_title: "New score sheet",
    teams_heading: "Teams",
    team_label: |i| format!("Name of team {i}"),
    default_team: |i| format!("Team {i}"),
    with_players: "Player names and seating (optional)",
    players_help: "In playing order round the table: partners sit opposite, so players 1 and 3 form \
        the first team. The sheet then says who deals and who names trump.",
    player_label: |i, team| format!("Player {i} ({team})"),
    default_player: |i| format!("Player {i}"),
    first_dealer: "Deals first",
    rules_heading: "Rules",
    start_dashes: "Dashes at the start",
    start_dashes_help: "11 is the standard; 9 is a common variant.",
    fewer_dashes: "One dash fewer",
    more_dashes: "One dash more",
    stanner_rule: "Stänner (20 to 20)",
    stanner_name: |s| match s {
        StannerRule::Carry => "Trump team adds 1; the value waits as a stake (standard)",
        StannerRule::W => "Trump team adds 1 plus announcements; nothing carried",
        StannerRule::Simple => "Trump team adds 1; nothing carried",
    },
    create: "Start the sheet",

    lee_label: |t, left, struck, added| {
        format!("{t}: {} left, {struck} struck out, {added} added", en_dashes(left))
    },
    stake_pending: |n| format!("Stänner stake pending: {n} (goes to the next decided deal)"),
    next_dealer: |dealer, forehand| format!("Next: {dealer} deals, {forehand} names trump."),
    deal_number: |n| format!("Deal {n}"),
    match_won: |t, n| format!("{t} won the match after {}!", en_deals(n)),
    revenge: "Revenge (same teams)",
    undo: "Undo the last deal",
    undone: |n| format!("Deal {n} removed."),
    redo: "Put it back",
    history: "Deal by deal",
    no_deals: "No deal entered yet.",
    edit: "Change",
    edit_deal: |n| format!("Change deal {n}"),

    who_trump: "Who named trump?",
    how_ended: "How did the trump team do?",
    won: "Won",
    lost: "Lost",
    stanner: "Stänner",
    count_points: "Points",
    points_label: "Trump team's card points (0–40)",
    points_meaning: |p| match p {
        21..=40 => format!("{p} points: the trump team wins."),
        20 => "20 points: Stänner.".into(),
        _ => format!("{p} points: the trump team loses."),
    },
    points_invalid: "Enter a number from 0 to 40.",
    extras_heading: "Bonus and announcements",
    no_trick: "The losers took no trick (+1)",
    no_trick_stanner: "A Stänner has no losers: no bonus.",
    announcements_help: "Announced by either team: +1 each, +2 for Konter a Matt.",
    matt: "Matt",
    konter: "Konter",
    konter_a_matt: "Konter a Matt",
    choose_first: "Choose the trump team and how it did.",
    enter_deal: |n| format!("Enter deal {n}"),
    editing: |n| format!("Change deal {n}"),
    editing_help: "Everything after this deal is recomputed.",
    save_edit: "Save the change",
    ends_match_at: |n| format!("This change would end the match at deal {n}: undo the deals after it first."),
    wins_match_now: |t| format!("With this deal {t} wins the match."),
    then_dashes: |a, da, b, db| format!("Then: {a} {da}, {b} {db}"),
    entered: |n| format!("Deal {n} entered."),

    trump_of: |t| format!("Trump: {t}"),
    outcome_word: |o| match o {
        Outcome::TrumpTeam => "won",
        Outcome::Defenders => "lost",
        Outcome::Stanner => "Stänner",
    },
    points_short: |p| if p == 1 { "1 point".into() } else { format!("{p} points") },
    no_trick_short: "no trick",
    value_is: |v, stake| {
        if stake > 0 {
            format!("value {v} + stake {stake}")
        } else {
            format!("value {v}")
        }
    },
    strikes: |t, n| format!("{t} strikes out {}.", en_dashes(n)),
    adds: |t, n| format!("{t} adds {}.", en_dashes(n)),
    carries: |n| format!("A stake of {n} waits for the next decided deal."),
    same_dealer: "The same player deals again.",
    no_change: "No dash changes.",
    dealt_by: |d| format!("dealt by {d}"),

    share: "Share as text",
    share_help: "The sheet as plain text, to paste into a chat or a message.",
    share_text_label: "The sheet as text",
    share_native: "Share…",
    copy: "Copy",
    copied: "Copied",
    copy_failed: "Copying is not allowed here: select the text and copy it by hand.",
    export_title: "Konter a Matt · Lee",
    export_rules: |n, s| {
        let stanner = match s {
            StannerRule::Carry => "the stake is carried",
            StannerRule::W => "trump team adds 1 + announcements",
            StannerRule::Simple => "trump team adds 1",
        };
        format!("{} each · Stänner: {stanner}", en_dashes(n as u32))
    },
    export_now: |a, da, b, db| format!("Now: {a} {da}, {b} {db}"),

    storage_blocked: "This browser does not let the app store anything: the sheets last only while this page is open.",
    save_failed: "The sheet could not be saved (storage full or blocked). It stays here while this page is open.",
    unreadable: |key| {
        format!(
            "The saved score sheets could not be read. Their text is kept in this browser's storage under \
             \u{201c}{key}\u{201d}; new sheets start afresh."
        )
    },
    changed_elsewhere: "This sheet was changed in another tab. It is shown as it is now: check the last deal and enter yours again.",
    deleted_elsewhere: "This sheet was deleted in another tab.",
    dismiss: "Dismiss",

    no_trick_points: |p| format!("If the losers took no trick, the trump team has 0 or 40 card points, not {p}."),
    forehands_team: |player, team| format!("{player} names trump in this deal, so the trump team is {team}."),
    moves_forehand: |n| {
        format!("This change would make another player name trump from deal {n} on: undo the deals after it first.")
    },
};

fn fr_traits(n: u32) -> String {
    if n <= 1 {
        format!("{n}\u{a0}trait")
    } else {
        format!("{n}\u{a0}traits")
    }
}

fn fr_donnes(n: usize) -> String {
    if n <= 1 {
        format!("{n}\u{a0}donne")
    } else {
        format!("{n}\u{a0}donnes")
    }
}

pub static FR: SheetTexts = SheetTexts {
    title: "Feuille de marque pour vraies cartes",
    intro: "Vous jouez avec de vraies cartes\u{a0}? Tenez la Lee ici\u{a0}: saisissez chaque donne en quelques \
        touches, et les traits sont rayés et ajoutés selon les règles, mise du Stänner comprise.",
    back_to_start: "Retour à l’accueil",
    all_sheets: "Toutes les feuilles",
    list_heading: "Vos feuilles",
    no_sheets: "Aucune feuille de marque pour l’instant.",
    new_sheet: "Nouvelle feuille de marque",
    versus: |a, b| format!("{a} contre {b}"),
    sheet_status: |n, d| format!("{} · {}\u{a0}:\u{a0}{}", fr_donnes(n), d[0], d[1]),
    sheet_won_by: |t| format!("{t} a gagné la partie"),
    changed_on: |d| format!("Dernière modification\u{a0}: {d}"),
    delete: "Supprimer",
    delete_sheet: |s| format!("Supprimer la feuille {s}"),
    delete_question: |s| format!("Supprimer la feuille {s}\u{a0}? Ses donnes seront perdues pour de bon."),
    delete_confirm: "Oui, supprimer",
    cancel: "Annuler",

    setup_title: "Nouvelle feuille de marque",
    teams_heading: "Équipes",
    team_label: |i| format!("Nom de l’équipe {i}"),
    default_team: |i| format!("Équipe {i}"),
    with_players: "Noms des joueurs et places (facultatif)",
    players_help: "Dans l’ordre de jeu autour de la table\u{a0}: les partenaires se font face, les joueurs 1 et 3 \
        forment donc la première équipe. La feuille indique alors qui donne et qui nomme l’atout.",
    player_label: |i, team| format!("Joueur {i} ({team})"),
    default_player: |i| format!("Joueur {i}"),
    first_dealer: "Premier donneur",
    rules_heading: "Règles",
    start_dashes: "Traits au départ",
    start_dashes_help: "11 est la règle\u{a0}; 9 est une variante courante.",
    fewer_dashes: "Un trait de moins",
    more_dashes: "Un trait de plus",
    stanner_rule: "Stänner (20 à 20)",
    stanner_name: |s| match s {
        StannerRule::Carry => "L’équipe d’atout ajoute 1\u{a0}; la valeur reste en mise (règle)",
        StannerRule::W => "L’équipe d’atout ajoute 1 plus les annonces\u{a0}; rien n’est reporté",
        StannerRule::Simple => "L’équipe d’atout ajoute 1\u{a0}; rien n’est reporté",
    },
    create: "Commencer la feuille",

    lee_label: |t, left, struck, added| {
        let restant = if left <= 1 { "restant" } else { "restants" };
        format!("{t}\u{a0}: {} {restant}, {struck} rayés, {added} ajoutés", fr_traits(left))
    },
    stake_pending: |n| format!("Mise du Stänner en attente\u{a0}: {n} (pour la prochaine donne décidée)"),
    next_dealer: |dealer, forehand| format!("Ensuite\u{a0}: {dealer} donne, {forehand} nomme l’atout."),
    deal_number: |n| format!("Donne {n}"),
    match_won: |t, n| format!("{t} gagne la partie en {}\u{a0}!", fr_donnes(n)),
    revenge: "Revanche (mêmes équipes)",
    undo: "Annuler la dernière donne",
    undone: |n| format!("Donne {n} retirée."),
    redo: "La remettre",
    history: "Donne par donne",
    no_deals: "Aucune donne saisie pour l’instant.",
    edit: "Modifier",
    edit_deal: |n| format!("Modifier la donne {n}"),

    who_trump: "Qui a nommé l’atout\u{a0}?",
    how_ended: "Résultat de l’équipe d’atout\u{a0}?",
    won: "Gagné",
    lost: "Perdu",
    stanner: "Stänner",
    count_points: "Points",
    points_label: "Points de cartes de l’équipe d’atout (0–40)",
    points_meaning: |p| match p {
        21..=40 => format!("{p}\u{a0}points\u{a0}: l’équipe d’atout gagne."),
        20 => "20\u{a0}points\u{a0}: Stänner.".into(),
        _ => format!("{p}\u{a0}points\u{a0}: l’équipe d’atout perd."),
    },
    points_invalid: "Saisissez un nombre de 0 à 40.",
    extras_heading: "Bonus et annonces",
    no_trick: "Les perdants n’ont fait aucun pli (+1)",
    no_trick_stanner: "Un Stänner n’a pas de perdants\u{a0}: pas de bonus.",
    announcements_help: "Annoncé par l’une ou l’autre équipe\u{a0}: +1 chacune, +2 pour Konter a Matt.",
    matt: "Matt",
    konter: "Konter",
    konter_a_matt: "Konter a Matt",
    choose_first: "Choisissez l’équipe d’atout et son résultat.",
    enter_deal: |n| format!("Inscrire la donne {n}"),
    editing: |n| format!("Modifier la donne {n}"),
    editing_help: "Tout ce qui suit cette donne est recalculé.",
    save_edit: "Enregistrer la modification",
    ends_match_at: |n| {
        format!("Cette modification terminerait la partie à la donne {n}\u{a0}: annulez d’abord les donnes suivantes.")
    },
    wins_match_now: |t| format!("Avec cette donne, {t} gagne la partie."),
    then_dashes: |a, da, b, db| format!("Ensuite\u{a0}: {a} {da}, {b} {db}"),
    entered: |n| format!("Donne {n} inscrite."),

    trump_of: |t| format!("Atout\u{a0}: {t}"),
    outcome_word: |o| match o {
        Outcome::TrumpTeam => "gagné",
        Outcome::Defenders => "perdu",
        Outcome::Stanner => "Stänner",
    },
    points_short: |p| if p <= 1 { format!("{p}\u{a0}point") } else { format!("{p}\u{a0}points") },
    no_trick_short: "aucun pli",
    value_is: |v, stake| {
        if stake > 0 {
            format!("valeur {v} + mise {stake}")
        } else {
            format!("valeur {v}")
        }
    },
    strikes: |t, n| format!("{t} raye {}.", fr_traits(n)),
    adds: |t, n| format!("{t} ajoute {}.", fr_traits(n)),
    carries: |n| format!("Une mise de {n} attend la prochaine donne décidée."),
    same_dealer: "Le même joueur redonne.",
    no_change: "Aucun trait ne change.",
    dealt_by: |d| format!("donne de {d}"),

    share: "Partager en texte",
    share_help: "La feuille en texte simple, à coller dans une discussion ou un message.",
    share_text_label: "La feuille en texte",
    share_native: "Partager…",
    copy: "Copier",
    copied: "Copié",
    copy_failed: "La copie n’est pas permise ici\u{a0}: sélectionnez le texte et copiez-le vous-même.",
    export_title: "Konter a Matt · Lee",
    export_rules: |n, s| {
        let stanner = match s {
            StannerRule::Carry => "la mise est reportée",
            StannerRule::W => "l’équipe d’atout ajoute 1 + les annonces",
            StannerRule::Simple => "l’équipe d’atout ajoute 1",
        };
        format!("{} chacune · Stänner\u{a0}: {stanner}", fr_traits(n as u32))
    },
    export_now: |a, da, b, db| format!("Maintenant\u{a0}: {a} {da}, {b} {db}"),

    storage_blocked: "Ce navigateur ne laisse rien enregistrer\u{a0}: les feuilles ne durent que tant que cette page est ouverte.",
    save_failed: "La feuille n’a pas pu être enregistrée (stockage plein ou bloqué). Elle reste ici tant que cette page est ouverte.",
    unreadable: |key| {
        format!(
            "Les feuilles enregistrées n’ont pas pu être lues. Leur texte est conservé dans le stockage de ce \
             navigateur sous «\u{a0}{key}\u{a0}»\u{a0}; les nouvelles feuilles repartent de zéro."
        )
    },
    changed_elsewhere: "Cette feuille a été modifiée dans un autre onglet. Elle est affichée telle qu’elle est maintenant\u{a0}: \
        vérifiez la dernière donne et saisissez la vôtre à nouveau.",
    deleted_elsewhere: "Cette feuille a été supprimée dans un autre onglet.",
    dismiss: "Fermer",

    no_trick_points: |p| format!("Si les perdants n’ont fait aucun pli, l’équipe d’atout a 0 ou 40 points, pas {p}."),
    forehands_team: |player, team| format!("{player} nomme l’atout dans cette donne, l’équipe d’atout est donc {team}."),
    moves_forehand: |n| {
        format!(
            "Cette modification ferait nommer l’atout par un autre joueur à partir de la donne {n}\u{a0}: \
             annulez d’abord les donnes suivantes."
        )
    },
};

fn de_striche(n: u32) -> String {
    if n == 1 {
        "1 Strich".into()
    } else {
        format!("{n} Striche")
    }
}

fn de_runden(n: usize) -> String {
    if n == 1 {
        "1 Runde".into()
    } else {
        format!("{n} Runden")
    }
}

pub static DE: SheetTexts = SheetTexts {
    title: "Schreibblock für echte Karten",
    intro: "Ihr spielt mit echten Karten? Dann führt die Lee hier: Jede Runde ist mit ein paar Tipps eingetragen, \
        und die Striche werden nach den Regeln gestrichen und dazugeschrieben, samt Einsatz vom Stänner.",
    back_to_start: "Zurück zum Start",
    all_sheets: "Alle Blätter",
    list_heading: "Deine Blätter",
    no_sheets: "Noch kein Blatt.",
    new_sheet: "Neues Blatt",
    versus: |a, b| format!("{a} gegen {b}"),
    sheet_status: |n, d| format!("{} · {} : {}", de_runden(n), d[0], d[1]),
    sheet_won_by: |t| format!("{t} hat die Partie gewonnen"),
    changed_on: |d| format!("Zuletzt geändert: {d}"),
    delete: "Löschen",
    delete_sheet: |s| format!("Blatt {s} löschen"),
    delete_question: |s| format!("Blatt {s} löschen? Seine Runden sind dann endgültig weg."),
    delete_confirm: "Ja, löschen",
    cancel: "Abbrechen",

    setup_title: "Neues Blatt",
    teams_heading: "Teams",
    team_label: |i| format!("Name von Team {i}"),
    default_team: |i| format!("Team {i}"),
    with_players: "Spielernamen und Sitzordnung (freiwillig)",
    players_help: "In Spielreihenfolge um den Tisch: Partner sitzen sich gegenüber, Spieler 1 und 3 bilden also \
        das erste Team. Das Blatt sagt dann, wer gibt und wer Trumpf ansagt.",
    player_label: |i, team| format!("Spieler {i} ({team})"),
    default_player: |i| format!("Spieler {i}"),
    first_dealer: "Gibt zuerst",
    rules_heading: "Regeln",
    start_dashes: "Striche zu Beginn",
    start_dashes_help: "11 ist Standard, 9 eine verbreitete Variante.",
    fewer_dashes: "Ein Strich weniger",
    more_dashes: "Ein Strich mehr",
    stanner_rule: "Stänner (20 zu 20)",
    stanner_name: |s| match s {
        StannerRule::Carry => "Trumpfteam schreibt 1 dazu, der Wert bleibt als Einsatz stehen (Standard)",
        StannerRule::W => "Trumpfteam schreibt 1 plus Ansagen dazu, nichts wird übertragen",
        StannerRule::Simple => "Trumpfteam schreibt 1 dazu, nichts wird übertragen",
    },
    create: "Blatt beginnen",

    lee_label: |t, left, struck, added| {
        format!("{t}: {} übrig, {struck} gestrichen, {added} dazugeschrieben", de_striche(left))
    },
    stake_pending: |n| format!("Offener Einsatz vom Stänner: {n} (für die nächste entschiedene Runde)"),
    next_dealer: |dealer, forehand| format!("Als Nächstes: {dealer} gibt, {forehand} sagt Trumpf an."),
    deal_number: |n| format!("Runde {n}"),
    match_won: |t, n| format!("{t} gewinnt die Partie nach {}!", de_runden(n)),
    revenge: "Revanche (gleiche Teams)",
    undo: "Letzte Runde zurücknehmen",
    undone: |n| format!("Runde {n} entfernt."),
    redo: "Wieder eintragen",
    history: "Runde für Runde",
    no_deals: "Noch keine Runde eingetragen.",
    edit: "Ändern",
    edit_deal: |n| format!("Runde {n} ändern"),

    who_trump: "Wer hat Trumpf angesagt?",
    how_ended: "Wie ging es für das Trumpfteam aus?",
    won: "Gewonnen",
    lost: "Verloren",
    stanner: "Stänner",
    count_points: "Punkte",
    points_label: "Kartenpunkte des Trumpfteams (0–40)",
    points_meaning: |p| match p {
        21..=40 => format!("{p} Punkte: Das Trumpfteam gewinnt."),
        20 => "20 Punkte: Stänner.".into(),
        1 => "1 Punkt: Das Trumpfteam verliert.".into(),
        _ => format!("{p} Punkte: Das Trumpfteam verliert."),
    },
    points_invalid: "Gib eine Zahl von 0 bis 40 ein.",
    extras_heading: "Bonus und Ansagen",
    no_trick: "Die Verlierer haben keinen Stich gemacht (+1)",
    no_trick_stanner: "Ein Stänner hat keine Verlierer: kein Bonus.",
    announcements_help: "Von einem der beiden Teams angesagt: je +1, +2 für Konter a Matt.",
    matt: "Matt",
    konter: "Konter",
    konter_a_matt: "Konter a Matt",
    choose_first: "Wähle das Trumpfteam und wie es ausging.",
    enter_deal: |n| format!("Runde {n} eintragen"),
    editing: |n| format!("Runde {n} ändern"),
    editing_help: "Alles nach dieser Runde wird neu berechnet.",
    save_edit: "Änderung speichern",
    ends_match_at: |n| {
        format!("Diese Änderung würde die Partie in Runde {n} beenden: Nimm zuerst die Runden danach zurück.")
    },
    wins_match_now: |t| format!("Mit dieser Runde gewinnt {t} die Partie."),
    then_dashes: |a, da, b, db| format!("Danach: {a} {da}, {b} {db}"),
    entered: |n| format!("Runde {n} eingetragen."),

    trump_of: |t| format!("Trumpf: {t}"),
    outcome_word: |o| match o {
        Outcome::TrumpTeam => "gewonnen",
        Outcome::Defenders => "verloren",
        Outcome::Stanner => "Stänner",
    },
    points_short: |p| if p == 1 { "1 Punkt".into() } else { format!("{p} Punkte") },
    no_trick_short: "kein Stich",
    value_is: |v, stake| {
        if stake > 0 {
            format!("Wert {v} + Einsatz {stake}")
        } else {
            format!("Wert {v}")
        }
    },
    strikes: |t, n| format!("{t} streicht {}.", de_striche(n)),
    adds: |t, n| format!("{t} schreibt {} dazu.", de_striche(n)),
    carries: |n| format!("Ein Einsatz von {n} wartet auf die nächste entschiedene Runde."),
    same_dealer: "Derselbe Spieler gibt noch einmal.",
    no_change: "Kein Strich ändert sich.",
    dealt_by: |d| format!("Geber: {d}"),

    share: "Als Text teilen",
    share_help: "Das Blatt als einfacher Text, zum Einfügen in einen Chat oder eine Nachricht.",
    share_text_label: "Das Blatt als Text",
    share_native: "Teilen …",
    copy: "Kopieren",
    copied: "Kopiert",
    copy_failed: "Kopieren ist hier nicht erlaubt: Markiere den Text und kopiere ihn selbst.",
    export_title: "Konter a Matt · Lee",
    export_rules: |n, s| {
        let stanner = match s {
            StannerRule::Carry => "Einsatz wird übertragen",
            StannerRule::W => "Trumpfteam schreibt 1 + Ansagen dazu",
            StannerRule::Simple => "Trumpfteam schreibt 1 dazu",
        };
        format!("je {} · Stänner: {stanner}", de_striche(n as u32))
    },
    export_now: |a, da, b, db| format!("Stand: {a} {da}, {b} {db}"),

    storage_blocked: "Dieser Browser lässt die App nichts speichern: Die Blätter bleiben nur, solange diese Seite offen ist.",
    save_failed: "Das Blatt konnte nicht gespeichert werden (Speicher voll oder gesperrt). Es bleibt hier, solange diese Seite offen ist.",
    unreadable: |key| {
        format!(
            "Die gespeicherten Blätter konnten nicht gelesen werden. Ihr Text bleibt im Speicher dieses Browsers \
             unter „{key}“ erhalten; neue Blätter beginnen von vorn."
        )
    },
    changed_elsewhere: "Dieses Blatt wurde in einem anderen Tab geändert. Es wird so gezeigt, wie es jetzt ist: \
        Prüfe die letzte Runde und trag deine noch einmal ein.",
    deleted_elsewhere: "Dieses Blatt wurde in einem anderen Tab gelöscht.",
    dismiss: "Schließen",

    no_trick_points: |p| format!("Wenn die Verlierer keinen Stich gemacht haben, hat das Trumpfteam 0 oder 40 Punkte, nicht {p}."),
    forehands_team: |player, team| format!("{player} sagt in dieser Runde Trumpf an, also ist {team} das Trumpfteam."),
    moves_forehand: |n| {
        format!("Mit dieser Änderung würde ab Runde {n} jemand anderes Trumpf ansagen: Nimm zuerst die Runden danach zurück.")
    },
};

fn lb_strech(n: u32) -> String {
    if n == 1 {
        "1 Strich".into()
    } else {
        format!("{n} Stréch")
    }
}

fn lb_ronnen(n: usize) -> String {
    if n == 1 {
        "1 Ronn".into()
    } else {
        format!("{n} Ronnen")
    }
}

pub static LB: SheetTexts = SheetTexts {
    title: "Lee fir richteg Kaarten",
    intro: "Dir spillt mat richtege Kaarten? Da féiert d’Lee hei: All Ronn ass mat e puer Klicken agedroen, an d’Stréch \
        ginn no de Reegele gestrach an dobäigeschriwwen, den Asaz vum Stänner inklusiv.",
    back_to_start: "Zréck op den Ufank",
    all_sheets: "All d’Leeën",
    list_heading: "Deng Leeën",
    no_sheets: "Nach keng Lee.",
    new_sheet: "Nei Lee",
    versus: |a, b| format!("{a} géint {b}"),
    sheet_status: |n, d| format!("{} · {} : {}", lb_ronnen(n), d[0], d[1]),
    sheet_won_by: |t| format!("{t} huet d’Partie gewonnen"),
    changed_on: |d| format!("Lescht Ännerung: {d}"),
    delete: "Läschen",
    delete_sheet: |s| format!("D’Lee {s} läschen"),
    delete_question: |s| format!("D’Lee {s} läschen? Hir Ronne sinn dann fir ëmmer ewech."),
    delete_confirm: "Jo, läschen",
    cancel: "Ofbriechen",

    setup_title: "Nei Lee",
    teams_heading: "Ekippen",
    team_label: |i| format!("Numm vun der Ekipp {i}"),
    default_team: |i| format!("Ekipp {i}"),
    with_players: "Nimm vun de Spiller a Sëtzuerdnung (fräiwëlleg)",
    players_help: "An der Spillreiefolleg ronderëm den Dësch: Partner sëtze vis-à-vis, d’Spiller 1 an 3 sinn also \
        déi éischt Ekipp. D’Lee seet dann, wien gëtt a wien d’Tromp nennt.",
    player_label: |i, team| format!("Spiller {i} ({team})"),
    default_player: |i| format!("Spiller {i}"),
    first_dealer: "Gëtt als éischt",
    rules_heading: "Reegelen",
    start_dashes: "Stréch um Ufank",
    start_dashes_help: "11 ass de Standard, 9 eng heefeg Variant.",
    fewer_dashes: "Ee Strich manner",
    more_dashes: "Ee Strich méi",
    stanner_rule: "Stänner (20 op 20)",
    stanner_name: |s| match s {
        StannerRule::Carry => "Tromp-Ekipp kritt 1 dobäi, de Wäert bleift als Asaz stoen (Standard)",
        StannerRule::W => "Tromp-Ekipp kritt 1 plus d’Annoncen dobäi, näischt gëtt iwwerdroen",
        StannerRule::Simple => "Tromp-Ekipp kritt 1 dobäi, näischt gëtt iwwerdroen",
    },
    create: "Lee ufänken",

    lee_label: |t, left, struck, added| {
        format!("{t}: {} iwwreg, {struck} duerchgestrach, {added} dobäi", lb_strech(left))
    },
    stake_pending: |n| format!("Oppenen Asaz vum Stänner: {n} (fir déi nächst Ronn mat engem Gewënner)"),
    next_dealer: |dealer, forehand| format!("Als nächst: {dealer} gëtt, {forehand} nennt d’Tromp."),
    deal_number: |n| format!("Ronn {n}"),
    match_won: |t, n| format!("{t} gewënnt d’Partie no {}!", lb_ronnen(n)),
    revenge: "Revanche (selwecht Ekippen)",
    undo: "Lescht Ronn réckgängeg maachen",
    undone: |n| format!("Ronn {n} ewechgeholl."),
    redo: "Erëm androen",
    history: "Ronn fir Ronn",
    no_deals: "Nach keng Ronn agedroen.",
    edit: "Änneren",
    edit_deal: |n| format!("Ronn {n} änneren"),

    who_trump: "Wien huet d’Tromp genannt?",
    how_ended: "Wéi ass et fir d’Tromp-Ekipp ausgaangen?",
    won: "Gewonnen",
    lost: "Verluer",
    stanner: "Stänner",
    count_points: "Punkten",
    points_label: "Kaartepunkte vun der Tromp-Ekipp (0–40)",
    points_meaning: |p| match p {
        21..=40 => format!("{p} Punkten: D’Tromp-Ekipp gewënnt."),
        20 => "20 Punkten: Stänner.".into(),
        1 => "1 Punkt: D’Tromp-Ekipp verléiert.".into(),
        _ => format!("{p} Punkten: D’Tromp-Ekipp verléiert."),
    },
    points_invalid: "Gëff eng Zuel vun 0 bis 40 an.",
    extras_heading: "Bonus an Annoncen",
    no_trick: "D’Verléierer hu kee Stéch gemaach (+1)",
    no_trick_stanner: "E Stänner huet keng Verléierer: kee Bonus.",
    announcements_help: "Vun enger vun deenen zwou Ekippen ugesot: all +1, +2 fir Konter a Matt.",
    matt: "Matt",
    konter: "Konter",
    konter_a_matt: "Konter a Matt",
    choose_first: "Wiel d’Tromp-Ekipp a wéi et ausgaangen ass.",
    enter_deal: |n| format!("Ronn {n} androen"),
    editing: |n| format!("Ronn {n} änneren"),
    editing_help: "Alles no dëser Ronn gëtt nei gerechent.",
    save_edit: "Ännerung späicheren",
    ends_match_at: |n| {
        format!("Dës Ännerung géif d’Partie an der Ronn {n} ophalen: Maach fir d’éischt d’Ronnen duerno réckgängeg.")
    },
    wins_match_now: |t| format!("Mat dëser Ronn gewënnt {t} d’Partie."),
    then_dashes: |a, da, b, db| format!("Duerno: {a} {da}, {b} {db}"),
    entered: |n| format!("Ronn {n} agedroen."),

    trump_of: |t| format!("Tromp: {t}"),
    outcome_word: |o| match o {
        Outcome::TrumpTeam => "gewonnen",
        Outcome::Defenders => "verluer",
        Outcome::Stanner => "Stänner",
    },
    points_short: |p| if p == 1 { "1 Punkt".into() } else { format!("{p} Punkten") },
    no_trick_short: "kee Stéch",
    value_is: |v, stake| {
        if stake > 0 {
            format!("Wäert {v} + Asaz {stake}")
        } else {
            format!("Wäert {v}")
        }
    },
    strikes: |t, n| format!("{t} sträicht {} duerch.", lb_strech(n)),
    adds: |t, n| format!("{t} kritt {} dobäi.", lb_strech(n)),
    carries: |n| format!("Den Asaz vum Stänner ({n}) waart op déi nächst Ronn mat engem Gewënner."),
    same_dealer: "Dee selwechte Spiller gëtt nach eng Kéier.",
    no_change: "Kee Strich ännert sech.",
    dealt_by: |d| format!("ginn: {d}"),

    share: "Als Text deelen",
    share_help: "D’Lee als einfachen Text, fir an en Chat oder e Message ze setzen.",
    share_text_label: "D’Lee als Text",
    share_native: "Deelen…",
    copy: "Kopéieren",
    copied: "Kopéiert",
    copy_failed: "Kopéieren ass hei net erlaabt: Markéier den Text a kopéier en selwer.",
    export_title: "Konter a Matt · Lee",
    export_rules: |n, s| {
        let stanner = match s {
            StannerRule::Carry => "den Asaz gëtt iwwerdroen",
            StannerRule::W => "Tromp-Ekipp kritt 1 + Annoncen dobäi",
            StannerRule::Simple => "Tromp-Ekipp kritt 1 dobäi",
        };
        format!("all Ekipp {} · Stänner: {stanner}", lb_strech(n as u32))
    },
    export_now: |a, da, b, db| format!("Stand: {a} {da}, {b} {db}"),

    storage_blocked: "Dëse Browser léisst d’App näischt späicheren: D’Leeë bleiwen nëmme sou laang, wéi dës Säit op ass.",
    save_failed: "D’Lee konnt net gespäichert ginn (Späicher voll oder gespaart). Si bleift hei, sou laang wéi dës Säit op ass.",
    unreadable: |key| {
        format!(
            "Déi gespäichert Leeë konnten net gelies ginn. Hiren Text bleift am Späicher vun dësem Browser ënner \
             „{key}“; nei Leeë fänke vu vir un."
        )
    },
    changed_elsewhere: "Dës Lee gouf an engem aneren Tab geännert. Si gëtt esou gewisen, wéi se elo ass: \
        Kuck déi lescht Ronn no an dro deng nach eng Kéier an.",
    deleted_elsewhere: "Dës Lee gouf an engem aneren Tab geläscht.",
    dismiss: "Zoumaachen",

    no_trick_points: |p| format!("Wann d’Verléierer kee Stéch gemaach hunn, huet d’Tromp-Ekipp 0 oder 40 Punkten, net {p}."),
    forehands_team: |player, team| format!("{player} nennt an dëser Ronn d’Tromp, also ass {team} d’Tromp-Ekipp."),
    moves_forehand: |n| {
        format!(
            "Mat dëser Ännerung géif vun der Ronn {n} un en anere Spiller d’Tromp nennen: \
             Maach fir d’éischt d’Ronnen duerno réckgängeg."
        )
    },
};
