//! Français.
//!
//! The person is addressed with « vous ». Card names stand alone with a capital
//! (« Dame de pique ») and inside a sentence in lower case with their article
//! (« Ouest joue la dame de pique »). Non-breaking spaces go before : ; ! ? % and inside
//! « », as French typography wants.

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
        Who::You => "Vous",
        Who::West => "Ouest",
        Who::North => "Nord",
        Who::East => "Est",
        Who::South => "Sud",
    }
}

/// A seat inside a sentence: « vous » for the person.
fn seat_in(p: Who) -> &'static str {
    match p {
        Who::You => "vous",
        _ => seat_name(p),
    }
}

/// « Vous jouez » / « Ouest joue » : the verb agrees with the seat.
fn verb(p: Who, vous: &str, il: &str) -> String {
    match p {
        Who::You => format!("Vous {vous}"),
        _ => format!("{} {il}", seat_name(p)),
    }
}

fn team_name(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "Nous",
        (Voice::We, Team::B) => "Eux",
        (Voice::Seats, _) => seats(t),
    }
}

/// A team by its seats (the seats' voice).
fn seats(t: Team) -> &'static str {
    match t {
        Team::A => "Sud et Nord",
        Team::B => "Ouest et Est",
    }
}

/// A team inside a sentence: « nous », « eux », or its seats.
fn team_in(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "nous",
        (Voice::We, Team::B) => "eux",
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

/// The suit as shown on its own: « Cœur ».
fn suit_name(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Pique",
        Suit::Hearts => "Cœur",
        Suit::Diamonds => "Carreau",
        Suit::Clubs => "Trèfle",
    }
}

/// The suit inside a sentence: « cœur ».
fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "pique",
        Suit::Hearts => "cœur",
        Suit::Diamonds => "carreau",
        Suit::Clubs => "trèfle",
    }
}

fn rank_name(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "As",
        Rank::King => "Roi",
        Rank::Queen => "Dame",
        Rank::Jack => "Valet",
        Rank::Ten => "Dix",
        Rank::Nine => "Neuf",
    }
}

fn card_name(c: Card) -> String {
    format!("{} de {}", rank_name(c.rank()), suit(c.suit()))
}

/// The card with its article, inside a sentence: « l'as de pique », « la dame de cœur ».
fn the_card(c: Card) -> String {
    let s = suit(c.suit());
    match c.rank() {
        Rank::Ace => format!("l’as de {s}"),
        Rank::King => format!("le roi de {s}"),
        Rank::Queen => format!("la dame de {s}"),
        Rank::Jack => format!("le valet de {s}"),
        Rank::Ten => format!("le dix de {s}"),
        Rank::Nine => format!("le neuf de {s}"),
    }
}

/// French counts 0 and 1 in the singular.
fn plural(n: u32, one: &str, many: &str) -> String {
    if n <= 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The plural ending of a participle after a count: « 1 rayé », « 4 rayés ».
fn ending(n: u32) -> &'static str {
    if n <= 1 {
        ""
    } else {
        "s"
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
        Level::Easy => "Facile",
        Level::Medium => "Moyen",
        Level::Hard => "Difficile",
    }
}

fn we_win(outcome: Outcome, we_trump: bool) -> Option<bool> {
    match outcome {
        Outcome::TrumpTeam => Some(we_trump),
        Outcome::Defenders => Some(!we_trump),
        Outcome::Stanner => None,
    }
}

/// The fixed texts (in the web app: `public/lang/fr.txt`, written from these).
const WORDS: Words = Words {
    app_title: "Konter a Matt",
    tagline: "Le jeu de cartes luxembourgeois des dames et des atouts",
    start_intro: "Quatre joueurs, deux équipes, 24 cartes et trois dames toujours atout. \
        Vous êtes assis en bas et jouez avec Nord contre Ouest et Est.",
    loading: "Chargement…",

    new_match: "Nouvelle partie",
    continue_match: super::host_texts::FR.continue_match,
    revenge: "Revanche",
    next_deal: "Donne suivante",
    settings: "Réglages",
    rules: "Règles",
    statistics: "Statistiques",
    hint: "Conseil",
    undo: "Annuler le coup",
    export_match: "Exporter la partie",
    import_match: "Importer une partie",
    last_trick: "Dernier pli",
    score_sheet: "Feuille de marque",
    open_sheets: "Feuille de marque pour vraies cartes",
    sheets_unavailable: "Impossible de charger les feuilles de marque. Vérifiez la connexion et réessayez.",
    panel_unavailable: "Impossible de charger ceci. Vérifiez la connexion et réessayez.",
    menu: "Menu",
    close: "Fermer",
    dismiss: "Masquer",
    show_result: "Voir le résultat",
    dealer: "Donneur",
    forehand: "Premier en main",
    partner: "Partenaire",
    opponent: "Adversaire",

    trump: "Atout",
    no_trump_yet: "pas encore choisi",
    choose_trump_title: "Choisissez l’atout",
    choose_trump_help: "Vous êtes premier en main. Vous n’avez vu que vos trois premières cartes : \
        choisissez l’atout d’après elles. Vos trois autres cartes arrivent ensuite.",
    announce_help: "Avant votre première carte, vous pouvez annoncer :",
    announcements: "Annonces",
    your_turn_lead: "À vous d’entamer : jouez la carte de votre choix",
    tap_to_collect: "Touchez pour ramasser le pli",
    next_trick: "Pli suivant",
    your_hand: "Votre main",
    trick_on_table: "Pli sur la table",
    reason_trump_first: "Attendez : l’atout n’est pas encore choisi",
    reason_collecting: "Attendez : le pli est en train d’être ramassé",
    reason_deal_over: "La donne est terminée",
    points: "Points",
    tricks: "Plis",
    dashes: "Traits",
    value: "Valeur",
    no_trick_yet: "Aucun pli n’a encore été joué.",
    value_title: "Ce que vaut la donne",
    value_base: "Valeur de base",
    value_stake: "Mise des Stänner précédents",
    value_total: "Total",
    summary_no_change: "Aucun trait ne change.",
    review_tricks: "Les plis de cette donne",
    match_over_help: "Jouez une revanche avec les mêmes équipes, ou commencez une nouvelle partie.",

    lee_title: "Feuille de marque (Lee)",
    lee_deal: "Donne",
    lee_history: "Donne par donne",

    settings_title: "Réglages",
    bots_heading: "Bots",
    bot_level: "Niveau des bots",
    all_bots: "Tous les bots",
    per_seat: "Place par place",
    per_seat_help: "Choisissez un niveau pour chaque bot séparément.",
    speed: "Vitesse des bots",
    rules_heading: "Règles de la prochaine partie",
    rules_this_match: "Règles de cette partie",
    rules_next_match: "Elles s’appliquent à partir de la prochaine nouvelle partie ; la partie en cours \
        garde ses règles.",
    direction: "Sens du jeu",
    start_dashes: "Traits au départ",
    stanner_rule: "Stänner (20 à 20)",
    display_heading: "Affichage",
    show_points: "Afficher les points de cartes pris pendant la donne",
    four_colour: "Jeu à quatre couleurs",
    four_colour_help: "♠ noir, ♥ rouge, ♦ bleu, ♣ vert : plus faciles à distinguer, notamment pour les \
        daltoniens.",
    theme: "Apparence",
    practice: "Mode entraînement",
    practice_help: "Ajoute un bouton Conseil (ce que jouerait le bot difficile) et un bouton Annuler le \
        coup pour votre dernière carte. Les parties d’entraînement ne comptent pas dans les statistiques.",
    leave_tricks: "Laisser chaque pli jusqu’à ce que je touche",

    rules_title: "Comment jouer au {game}",
    trump_order_title: "Les atouts, du plus fort au plus faible",
    trump_order_help: "L’as de la couleur d’atout est la carte la plus forte, puis viennent les trois \
        matadors, puis le reste de la couleur d’atout. Quand trèfle est atout, la dame de trèfle est un \
        atout ordinaire entre le roi et le valet : il y a donc neuf atouts au lieu de huit. Dans les \
        autres couleurs, l’ordre est as, roi, dame, valet, dix, neuf — sans les matadors.",
    high_to_low: "du plus fort au plus faible",

    stats_title: "Statistiques",
    stats_matches: "Parties",
    stats_deals: "Donnes",
    stats_as_trump: "Donnes en équipe d’atout",
    stats_as_defenders: "Donnes en défense",
    stats_stanners: "Stänner",
    stats_played: "jouées",
    stats_won: "gagnées",
    stats_rate_head: "taux",
    stats_note: "Les parties d’entraînement et les parties importées ne sont pas comptées.",

    storage_blocked: "Ce navigateur ne permet pas à la page d’enregistrer quoi que ce soit. Vous pouvez \
        jouer, mais la partie sera perdue à la fermeture de la page.",
    storage_failed: "La partie n’a pas pu être enregistrée (le stockage du navigateur est peut-être \
        plein). Le jeu continue, mais seulement dans cette page.",
    start_fresh: "Recommencer à zéro",
    other_tab: "Cette partie a été poursuivie dans un autre onglet.",
    load_it: "La charger",

    export_help: "L’enregistrement de cette partie, au format commun des enregistrements de parties : gardez-le, envoyez-le à un ami, ou importez-le plus tard pour continuer.",
    download: "Télécharger",
    copy: "Copier",
    copied: "Copié",
    import_help: "Reprenez une partie à partir de son enregistrement : choisissez un fichier ou collez le \
        texte. Les parties importées ne comptent pas dans les statistiques.",
    import_paste: "Enregistrement de la partie",
    import_file: "Fichier d’enregistrement",
    import_go: "Importer",
    imported: "Partie importée.",

    abandon_title: "Commencer une nouvelle partie ?",
    abandon_help: super::host_texts::FR.kept,
    abandon_confirm: "Commencer une nouvelle partie",
    cancel: "Annuler",

    language: "Langue",
    lang_unavailable: "Cette langue n’a pas pu être chargée. Vérifiez votre connexion et réessayez.",
    update_available: "Mise à jour disponible — rechargez pour utiliser la nouvelle version.",
    update_reload: "Recharger",
    share_deal: "Partager cette donne",
    share_copied: "Lien copié. Vos amis qui l’ouvrent jouent les mêmes cartes.",
    share_text: "Jouez cette donne de Konter a Matt avec les mêmes cartes que moi",
    shared_offer: "Quelqu’un a partagé une donne avec vous : jouez les mêmes cartes et comparez.",
    shared_play: "Jouer la donne partagée",
    shared_bad: "Ce lien ne contient pas de donne partagée valide ; l’application démarre normalement.",

    // Errors: records, rules, import.
    import_unreadable: "Le fichier n’a pas pu être lu.",
    other_game_record: super::host_texts::FR.other_game_record,
    open_in_game: super::host_texts::FR.open_in,

    // Parties mises de côté
    saved_heading: super::host_texts::FR.saved_heading,
    saved_help: super::host_texts::FR.saved_help,
    delete: super::host_texts::FR.delete,
    confirm_shared_title: "Jouer la donne partagée ?",
    confirm_import_title: "Importer cette partie ?",

    // Des amis à la même table
    players_heading: "Joueurs",
    players_help: "Des amis peuvent jouer les autres places sur cet appareil en se le passant : chacun \
        ne voit que ses propres cartes. Il n’y a alors pas d’annulation.",
    player_bot: "Bot",
    player_person: "Une personne",
    undo_off: "Pas d’annulation quand plusieurs personnes jouent",

    // Learning: the deal review and the lessons
    review_deal: "Revoir cette donne",
    learn_to_play: "Apprendre à jouer",
    // The games (the start screen picks one)
    game: "Jeu",
};

/// The rules page (in the web app: `public/lang/fr.txt`, written from these).
const RULES: &[RulesSection] = &[
        RulesSection {
            heading: "Le jeu",
            paragraphs: &[
                "Quatre joueurs en deux équipes de deux ; les partenaires sont assis face à face. Ici, \
                 vous jouez avec Nord contre Ouest et Est.",
                "Une partie se joue en plusieurs donnes. Chaque équipe commence avec 11 traits (dans le jeu standard) sur la \
                 feuille de marque, la « Lee ». La première équipe qui a rayé tous ses traits gagne la \
                 partie.",
            ],
        },
        RulesSection {
            heading: "Les cartes",
            paragraphs: &[
                "24 cartes : as, roi, dame, valet, dix et neuf de pique, de cœur, de carreau et de trèfle.",
                "Points des cartes : as 4, roi 3, dame 2, valet 1, dix et neuf rien. Le jeu entier vaut \
                 40 points.",
                "Trois dames sont toujours atout (« Tromp », disent les joueurs luxembourgeois), quelle \
                 que soit la couleur d’atout. Ces matadors sont la dame de pique, « Matt », la plus forte, \
                 puis la dame de cœur et la dame de carreau, les deux « Konter ». Elles se placent juste \
                 sous l’as d’atout et au-dessus de tous les autres atouts, et n’appartiennent à aucune \
                 autre couleur : la dame de pique n’est pas un pique. Sur ces cartes, les matadors sont \
                 encadrés d’or, d’argent et de bronze.",
            ],
        },
        RulesSection {
            heading: "La donne et le choix de l’atout",
            paragraphs: &[
                "Le joueur qui suit le donneur est premier en main. Chacun reçoit trois cartes, puis \
                 trois autres. Le premier en main ne regarde que les trois premières et doit choisir la \
                 couleur d’atout ; il ne peut pas passer. Son équipe est l’équipe d’atout pour cette \
                 donne, l’autre équipe défend.",
                "Le premier en main entame le premier pli (« Stéch » ou « Streech » en luxembourgeois), \
                 et celui qui remporte un pli entame le suivant. La donne suivante est distribuée par le \
                 joueur suivant. Le jeu tourne dans le sens des aiguilles d’une montre, ou dans le sens \
                 inverse si vous le choisissez dans les réglages.",
            ],
        },
        RulesSection {
            heading: "Fournir à la couleur",
            paragraphs: &[
                "Vous pouvez entamer avec n’importe quelle carte.",
                "Quand l’entame est atout, vous devez jouer atout si vous en avez.",
                "Quand une autre couleur est entamée et que vous en avez, jouez une carte de cette \
                 couleur ou un atout : couper est toujours permis. Si vous n’en avez pas, jouez la carte \
                 de votre choix.",
                "Vous n’êtes jamais obligé de monter sur les cartes déjà jouées.",
                "Le plus fort atout remporte le pli ; sans atout, c’est la plus forte carte de la couleur \
                 entamée.",
            ],
        },
        RulesSection {
            heading: "Les annonces",
            paragraphs: &[
                "Avant de jouer votre première carte d’une donne, vous pouvez annoncer « Matt » si vous \
                 avez la dame de pique, « Konter » si vous avez les dames de cœur et de carreau, ou \
                 « Konter a Matt » si vous avez les trois.",
                "Matt et Konter ajoutent chacun 1 à la valeur de la donne, Konter a Matt ajoute 2, quelle \
                 que soit l’équipe qui la gagne. Les joueurs des deux équipes peuvent annoncer ; après \
                 votre première carte, il est trop tard.",
            ],
        },
        RulesSection {
            heading: "Gagner une donne",
            paragraphs: &[
                "L’équipe d’atout a besoin de 21 des 40 points de cartes. À 20 contre 20, la donne est \
                 nulle : c’est un « Stänner ».",
                "Une donne vaut 1, plus 1 si l’équipe perdante n’a fait aucun pli, plus ses annonces.",
            ],
        },
        RulesSection {
            heading: "La feuille de marque",
            paragraphs: &[
                "Quand l’équipe d’atout gagne, elle raye autant de ses traits que vaut la donne. Quand \
                 elle perd, les défenseurs en rayent autant, et l’équipe d’atout en ajoute autant aux \
                 siens.",
                "Après un Stänner, l’équipe d’atout ajoute un trait et la valeur qu’aurait eue la donne \
                 reste en jeu comme mise : la prochaine donne décidée vaut d’autant plus, et le même \
                 joueur choisit de nouveau l’atout. Les réglages proposent deux variantes plus simples.",
                "La première équipe qui n’a plus de traits gagne la partie, et les perdants peuvent \
                 demander une revanche.",
            ],
        },
    ];

pub(super) const PHRASES: Phrases = Phrases {

    seat_name,
    team_name,
    bot_label: |l| {
        let level = match l {
            Level::Easy => "facile",
            Level::Medium => "moyen",
            Level::Hard => "difficile",
        };
        format!("Bot, niveau {level}")
    },
    cards_left: |p, n| format!("{} : {}", seat_name(p), plural(n as u32, "carte", "cartes")),
    is_to_play: |p| match p {
        Who::You => "À vous de jouer".to_string(),
        _ => format!("À {} de jouer", seat_name(p)),
    },

    suit_name,
    card_name,
    rank_label: |r| match r {
        Rank::Ace => "A",
        Rank::King => "R",
        Rank::Queen => "D",
        Rank::Jack => "V",
        Rank::Ten => "10",
        Rank::Nine => "9",
    },
    matador_label: |c| match (c.rank(), c.suit()) {
        (Rank::Queen, Suit::Spades) => Some("MATT"),
        (Rank::Queen, Suit::Hearts | Suit::Diamonds) => Some("KONTER"),
        _ => None,
    },
    name_trump: |s| format!("Choisir {} comme atout", suit(s)),
    choosing_trump: |p| match p {
        Who::You => "Choisissez la couleur d’atout".to_string(),
        _ => format!("{} choisit l’atout…", seat_name(p)),
    },
    named_trump: |p, s| {
        verb(p, &format!("avez choisi {} comme atout", suit(s)), &format!("a choisi {} comme atout", suit(s)))
    },

    announcement_name,
    announce: |a| format!("Annoncer {}", announcement_name(a)),
    announced: |p, a| verb(p, &format!("annoncez {}", announcement_name(a)), &format!("annonce {}", announcement_name(a))),

    plays: |p, c| verb(p, &format!("jouez {}", the_card(c)), &format!("joue {}", the_card(c))),
    wins_trick: |p, pts| {
        let points = plural(pts as u32, "point", "points");
        verb(p, &format!("remportez le pli ({points})"), &format!("remporte le pli ({points})"))
    },
    your_turn_follow: |s, any| match (s, any) {
        (Some(s), false) => format!("À vous : fournissez à {} ou jouez atout", suit(s)),
        (Some(s), true) => format!("À vous : vous ne pouvez pas fournir à {}, jouez la carte de votre choix", suit(s)),
        (None, false) => "À vous : l’entame est atout, jouez atout".to_string(),
        (None, true) => "À vous : l’entame est atout et vous n’en avez pas, jouez la carte de votre choix".to_string(),
    },
    thinking: |p| verb(p, "réfléchissez…", "réfléchit…"),
    deals: |dealer, forehand| match (dealer, forehand) {
        (Who::You, f) => format!("Vous donnez. {} est premier en main.", seat_name(f)),
        (d, Who::You) => format!("{} donne. Vous êtes premier en main.", seat_name(d)),
        (d, f) => format!("{} donne. {} est premier en main.", seat_name(d), seat_name(f)),
    },
    reason_not_your_turn: |p| format!("Attendez : c’est à {} de jouer", seat_in(p)),
    reason_must_trump: |c| format!("Atout demandé : jouez atout, par exemple {c}"),
    reason_must_follow: |s, c| format!("{} demandé : fournissez à {} ou jouez atout, par exemple {c}", suit_name(s), suit(s)),
    hint_play: |c| format!("Le bot difficile jouerait {}", the_card(c)),
    hint_trump: |s| format!("Le bot difficile choisirait {} comme atout", suit(s)),
    hint_announce: |a| format!("Le bot difficile annoncerait {}", announcement_name(a)),
    hint_chance: |p| format!("votre équipe gagne cette donne dans {p} % des donnes compatibles avec ce que vous avez vu, jouées parfaitement à partir d’ici"),

    deal_number: |n| format!("Donne {n}"),
    trick_number: |n| format!("Pli {n}"),
    points_count: |n| plural(n, "point", "points"),
    stake_pending: |n| format!("Mise en attente : {n}"),
    dashes_left: |d, v| format!("Traits restants : {} {}, {} {}", team_in(Team::A, v), d[0], team_in(Team::B, v), d[1]),
    card_points_label: |p, v| {
        format!("Points de cartes de cette donne : {} {}, {} {}", team_in(Team::A, v), p[0], team_in(Team::B, v), p[1])
    },
    trick_led_won: |led, won| format!("entamé par {}, remporté par {}", seat_in(led), seat_in(won)),

    summary_title: |n, outcome, we_trump, v| match outcome.map(|o| we_win(o, we_trump)) {
        Some(Some(a)) if v == Voice::Seats => format!("Donne {n} : {} gagnent", seats(team(a))),
        Some(Some(true)) => format!("Donne {n} : nous gagnons"),
        Some(Some(false)) => format!("Donne {n} : ils gagnent"),
        Some(None) => format!("Donne {n} : Stänner, 20 à 20"),
        None => format!("Donne {n}"),
    },
    summary_trump: |p, s, we_trump, v| {
        let named = verb(p, &format!("avez choisi {} comme atout", suit(s)), &format!("a choisi {} comme atout", suit(s)));
        if v == Voice::Seats {
            return format!("{named} : {} étaient l’équipe d’atout et devaient faire 21 points.", seats(team(we_trump)));
        }
        let team = if we_trump {
            "nous étions l’équipe d’atout et il nous fallait 21 points"
        } else {
            "ils étaient l’équipe d’atout et il leur fallait 21 points"
        };
        format!("{named} : {team}.")
    },
    summary_points: |pts, tricks, v| {
        let (a, b) = match v {
            Voice::We => ("Nous avons", "ils ont"),
            Voice::Seats => ("Sud et Nord ont", "Ouest et Est ont"),
        };
        format!(
            "{a} fait {} en {} ; {b} fait {} en {}.",
            plural(pts[0] as u32, "point", "points"),
            plural(tricks[0] as u32, "pli", "plis"),
            plural(pts[1] as u32, "point", "points"),
            plural(tricks[1] as u32, "pli", "plis"),
        )
    },
    summary_why: |outcome, we_trump, stanner, v| match (outcome, we_trump, v) {
        (Outcome::TrumpTeam, _, Voice::Seats) => format!(
            "{0} avaient choisi l’atout et ont atteint 21 points ou plus : {0} rayent donc autant de \
             traits que vaut la donne.",
            seats(team(we_trump))
        ),
        (Outcome::Defenders, _, Voice::Seats) => format!(
            "{0} avaient choisi l’atout et n’ont pas atteint 21 points : {1} rayent autant de traits que \
             vaut la donne, et {0} en ajoutent autant.",
            seats(team(we_trump)),
            seats(team(!we_trump))
        ),
        (Outcome::TrumpTeam, true, _) => "En tant qu’équipe d’atout, nous avons atteint 21 points ou plus : nous rayons \
            donc autant de traits que vaut la donne."
            .into(),
        (Outcome::TrumpTeam, false, _) => "Ils avaient choisi l’atout et ont atteint 21 points ou plus : ils \
            rayent donc autant de traits que vaut la donne."
            .into(),
        (Outcome::Defenders, true, _) => "En tant qu’équipe d’atout, il nous fallait 21 points et nous ne les avons pas \
            atteints : ils rayent autant de traits que vaut la donne, et nous devons en ajouter autant aux \
            nôtres."
            .into(),
        (Outcome::Defenders, false, _) => "Ils avaient choisi l’atout et n’ont pas atteint 21 points : nous \
            rayons autant de traits que vaut la donne, et ils doivent en ajouter autant aux leurs."
            .into(),
        (Outcome::Stanner, _, _) => match stanner {
            StannerRule::Carry => "20 à 20, c’est un Stänner, une égalité. L’équipe d’atout ajoute un trait, \
                et la valeur qu’aurait eue cette donne reste en jeu comme mise : la prochaine donne décidée \
                vaudra d’autant plus. Le même joueur choisit de nouveau l’atout."
                .into(),
            StannerRule::W => "20 à 20, c’est un Stänner, une égalité. L’équipe d’atout ajoute un trait plus la valeur des annonces (Konter a Matt compte 2). Rien n’est reporté.".into(),
            StannerRule::Simple => {
                "20 à 20, c’est un Stänner, une égalité. L’équipe d’atout ajoute un trait. Rien n’est reporté."
                    .into()
            }
        },
    },
    value_no_trick: |losers_are_us, v| {
        if v == Voice::Seats {
            format!("Bonus sans pli : {} n’ont fait aucun pli", seats(team(losers_are_us)))
        } else if losers_are_us {
            "Bonus sans pli : nous n’avons fait aucun pli".into()
        } else {
            "Bonus sans pli : ils n’ont fait aucun pli".into()
        }
    },
    value_announcement: |p, a| format!("{}, annoncé par {}", announcement_name(a), seat_in(p)),
    summary_struck: |t, n, v| match (v, t) {
        (Voice::We, Team::A) => format!("Nous rayons {}.", plural(n, "trait", "traits")),
        (Voice::We, Team::B) => format!("Ils rayent {}.", plural(n, "trait", "traits")),
        (Voice::Seats, _) => format!("{} rayent {}.", seats(t), plural(n, "trait", "traits")),
    },
    summary_added: |t, n, v| match (v, t) {
        (Voice::We, Team::A) => format!("Nous ajoutons {}.", plural(n, "trait", "traits")),
        (Voice::We, Team::B) => format!("Ils ajoutent {}.", plural(n, "trait", "traits")),
        (Voice::Seats, _) => format!("{} ajoutent {}.", seats(t), plural(n, "trait", "traits")),
    },
    summary_stake_carried: |n| format!("Une mise de {n} attend la prochaine donne décidée."),

    match_won_by: |we_won, v| match (we_won, v) {
        (true, Voice::We) => "Vous et Nord avez gagné la partie !".into(),
        _ => format!("{} ont gagné la partie", seats(team(we_won))),
    },
    after_deals: |n| format!("La partie s’est terminée après {}.", plural(n as u32, "donne", "donnes")),
    series_tally: |w, v| {
        format!("Parties gagnées dans cette série : {} {}, {} {}", team_in(Team::A, v), w[0], team_in(Team::B, v), w[1])
    },
    lee_help: |start| {
        format!(
            "Chaque équipe commence avec {start} traits. Gagner une donne fait rayer des traits ; une \
             équipe d’atout qui perd en ajoute. La première équipe qui n’a plus de traits gagne la partie."
        )
    },
    lee_team_summary: |t, left, struck, added| {
        format!(
            "{} : {} restant{}, {struck} rayé{}, {added} ajouté{}",
            t,
            plural(left, "trait", "traits"),
            ending(left),
            ending(struck),
            ending(added),
        )
    },
    level_name,
    speed_name: |s| match s {
        Speed::Slow => "Lente",
        Speed::Normal => "Normale",
        Speed::Fast => "Rapide",
        Speed::Instant => "Instantanée",
    },
    direction_name: |d| match d {
        Direction::Clockwise => "Sens horaire",
        Direction::Anticlockwise => "Sens antihoraire",
    },
    start_dashes_name: |DashesChoice(n)| match n {
        11 => "11 (standard)".into(),
        9 => "9 (variante)".into(),
        n => format!("{n} (partie courte)"),
    },
    stanner_name: |s| match s {
        StannerRule::Carry => "Reporter la mise (standard)",
        StannerRule::W => "Ajouter aussi les annonces",
        StannerRule::Simple => "Ajouter 1 seulement",
    },
    stanner_help: |s| match s {
        StannerRule::Carry => "À 20 à 20, l’équipe d’atout ajoute 1 trait, et la valeur qu’aurait eue la donne attend comme mise la prochaine donne décidée ; le même joueur choisit de nouveau l’atout.",
        StannerRule::W => "À 20 à 20, l’équipe d’atout ajoute 1 trait plus la valeur des annonces (Konter a Matt compte 2) ; rien n’est reporté.",
        StannerRule::Simple => "À 20 à 20, l’équipe d’atout ajoute 1 trait ; rien n’est reporté.",
    },
    theme_name: |t| match t {
        Theme::System => "Comme le système",
        Theme::Light => "Claire",
        Theme::Dark => "Sombre",
    },
    trump_order_caption: |s, n| format!("Atout {} : {}", suit(s), plural(n as u32, "atout", "atouts")),
    stats_rate: |percent| match percent {
        Some(p) => format!("{p} %"),
        None => "aucune pour l’instant".into(),
    },
    corrupt_saved: |name, key| {
        let what = match name {
            Saved::Settings => "Vos réglages enregistrés n’ont pas pu être lus",
            Saved::Stats => "Vos statistiques enregistrées n’ont pas pu être lues",
            Saved::Matches => "Vos parties mises de côté n’ont pas pu être lues",
            _ => "Votre partie enregistrée n’a pas pu être lue",
        };
        format!(
            "{what}, l’application a donc recommencé à zéro. Le texte illisible est conservé dans le \
             stockage de ce navigateur sous « {key} »."
        )
    },
    import_failed: |why| format!("Cet enregistrement ne peut pas être importé : {why}"),

    // Errors: records, rules, import.
    fault: |kind, a, b, c| fill(fault(kind), a, b, c),

    // Parties mises de côté
    short_date: |d, m| super::host_texts::FR.short_date(d, m.0),
    saved_match: |date, deal, d| format!("{date}, donne {deal}, nous {} – eux {}", d[0], d[1]),
    continue_saved: |what| super::host_texts::fill(super::host_texts::FR.continue_saved, what),
    delete_saved: |what| super::host_texts::fill(super::host_texts::FR.delete_saved, what),

    // Des amis à la même table
    who_plays: |p| format!("Qui joue en {}", seat_name(p)),
    pass_device: |p| format!("Passez l’appareil à {}", seat_in(p)),
    show_my_cards: |p| format!("Je suis {} — montrer mes cartes", seat_in(p)),
    game_line: |g| g.start().line.fr,
};

fn fault(kind: Fault) -> &'static str {
    match kind {
        Fault::AtDeal => "donne {a} :",
        Fault::AtDealSeat => "donne {a}, place {c} :",
        Fault::AtDealEvent => "donne {a}, coup {b} :",
        Fault::AtEvent => "donne {a}, coup {b}, place {c} :",
        Fault::Quoted => "« {a} »",
        Fault::Decimal => "un nombre décimal",
        Fault::List => "une liste",
        Fault::Object => "un objet",
        Fault::Json => "ce n’est pas du JSON valide (ligne {a}, colonne {b})",
        Fault::JsonCut => "ce n’est pas du JSON valide : le texte s’arrête trop tôt (ligne {a}, colonne {b})",
        Fault::NotAnObject => "l’enregistrement d’une partie est un objet JSON",
        Fault::FormatMissing => "il manque « format » : « konter-a-matt »",
        Fault::VersionMissing => "il manque « version »",
        Fault::RulesNotAnObject => "« rules » doit être un objet",
        Fault::DealsMissing => "il manque « deals »",
        Fault::DealsNotAList => "« deals » doit être une liste",
        Fault::DealNotAnObject => "une donne doit être un objet",
        Fault::DealerMissing => "il manque « dealer »",
        Fault::DealerNotASeat => "« dealer » doit être une place de 0 à 3",
        Fault::HandsMissing => "il manque « hands »",
        Fault::HandsNotFour => "« hands » doit être une liste de 4 mains, la place 0 d’abord",
        Fault::TrumpMissing => "il manque « trump »",
        Fault::EventsNotAList => "« events » doit être une liste",
        Fault::EventNotText => "un coup doit être le code d’une carte ou une annonce",
        Fault::WrongFormat => "« format » doit valoir « konter-a-matt », pas {a}",
        Fault::WrongVersion => "la version {a} n’est pas prise en charge (seulement la 1)",
        Fault::WrongDirection => "sens de jeu inconnu dans les règles : {a}",
        Fault::WrongStanner => "règle du Stänner inconnue : {a}",
        Fault::WrongStartDashes => "nombre de traits de départ inconnu : {a} (de 1 à 99)",
        Fault::WrongRulesKey => "règle inconnue : {a}",
        Fault::WrongTrump => "l’atout « trump » doit être S, H, D ou C, pas {a}",
        Fault::WrongEvent => "{a} n’est ni une carte ni une annonce",
        Fault::HandNotText => "la main de la place {a} doit être un texte de 6 cartes",
        Fault::HandSize => "la main de la place {a} doit compter 6 cartes, pas {b}",
        Fault::HandCard => "main de la place {a} : {b} n’est pas une carte",
        Fault::HandTwice => "main de la place {a} : {b} est distribuée deux fois",
        Fault::Incomplete => "la donne est inachevée (cartes jouées : {a} sur 24) alors qu’une autre donne suit",
        Fault::AfterEnd => "{a} vient après la 24e carte de la donne",
        Fault::AlreadyWon => "la partie était déjà gagnée par l’équipe {a} après la donne {b}",
        Fault::BadHands => "les mains ne forment pas une donne valable : {a} est distribuée deux fois",
        Fault::NotYourTurn => "ce n’est pas à la place {a} de jouer ; c’est à la place {b}",
        Fault::NobodyToAct => "ce n’est pas à la place {a} de jouer ; ce n’est au tour de personne",
        Fault::TrumpNotNamed => "l’atout n’a pas encore été choisi",
        Fault::TrumpAlreadyNamed => "l’atout a déjà été choisi",
        Fault::DealOver => "la donne est finie ; les six plis ont été joués",
        Fault::MatchOver => "la partie est finie ; l’équipe {a} l’a gagnée",
        Fault::DealInProgress => "une donne est encore en cours",
        Fault::NoDeal => "aucune donne n’est en cours",
        Fault::NotHeld => "{a} n’est pas dans cette main",
        Fault::MustTrump => "{a} n’est pas permis — l’entame est atout et cette main doit jouer atout ({b})",
        Fault::MustFollow => "{a} n’est pas permis — cette main a du {c} ({b}) : jouez {c} ou atout",
        Fault::AnnouncementNotHeld => "« {a} » demande {b} dans la main",
        Fault::AnnouncementTooLate => "« {a} » vient trop tard : on annonce avant de jouer sa première carte",
        Fault::AlreadyAnnounced => "ce joueur a déjà annoncé « {a} » ; une annonce chacun",
        Fault::WrongDealer => "la place {a} ne peut pas donner ; les règles désignent la place {b}",
    }
}

pub static FR: Texts = Texts::join(WORDS, RULES, PHRASES);

