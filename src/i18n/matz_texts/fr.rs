//! Müller Matz en français.

use super::{MatzTexts, W};
use matz::{Card, Event, Rank, RuleError, Seat, Suit};

fn who(w: W) -> &'static str {
    match w {
        W::You => "Vous",
        W::Name(n) => n,
    }
}

fn obj(w: W) -> &'static str {
    match w {
        W::You => "vous",
        W::Name(n) => n,
    }
}

fn verb(w: W, you: &str, they: &str) -> String {
    match w {
        W::You => format!("Vous {you}"),
        W::Name(n) => format!("{n} {they}"),
    }
}

fn suit(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "pique",
        Suit::Hearts => "cœur",
        Suit::Diamonds => "carreau",
        Suit::Clubs => "trèfle",
    }
}

fn rank(r: Rank) -> &'static str {
    ["Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix", "Valet", "Dame", "Roi", "As"][r.index()]
}

fn card(c: Card) -> String {
    format!("{} de {}", rank(c.rank()), suit(c.suit()))
}

fn rank_label(r: Rank) -> &'static str {
    ["2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"][r.index()]
}

fn rule_error(e: &RuleError) -> String {
    match *e {
        RuleError::NotYourTurn { .. } => "Ce n’est pas votre tour.".into(),
        RuleError::NotHeld { card: c } => format!("Le {} n’est pas dans votre main.", card(c)),
        RuleError::NothingToPickUp => "Rien à ramasser\u{a0}: c’est à vous d’entamer.".into(),
        RuleError::MustBeatOrFollow { card: c, led } => {
            format!("{} n’est pas permis\u{a0}: la réponse doit battre {} ou être à {} (ou ramassez).", card(c), card(led), suit(led.suit()))
        }
        RuleError::DoesNotBeat { card: c, top } => {
            format!("{} ne bat pas {}\u{a0}: jouez un {} plus haut ou un atout, ou ramassez {}.", card(c), card(top), suit(top.suit()), card(top))
        }
        RuleError::GiveUpNeedsTwin { led } => format!("Pour abandonner les deux, il faut l’autre {}.", card(led)),
        ref e => format!("{e}."),
    }
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => match w(to) {
            W::You => format!("{} vous joue le {}", who(w(seat)), card(c)),
            t => format!("{} le {} à {}", verb(w(seat), "jouez", "joue"), card(c), obj(t)),
        },
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("battez", "bat") } else { ("répondez à", "répond à") };
            format!("{} le {} avec le {}\u{a0}; les deux vont sur la réserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, .. } => format!("{} les deux {}", verb(w(seat), "abandonnez", "abandonne"), card(c)),
        Event::PickUp { seat, card: c } => format!("{} le {}", verb(w(seat), "ramassez", "ramasse"), card(c)),
        Event::Sleep { seat, cards } => format!("{} avec {} atouts", verb(w(seat), "allez dormir", "va dormir"), cards.len()),
        Event::Exchange { seat, gave, took } => format!("{} le {} contre le {} retourné", verb(w(seat), "échangez", "échange"), card(gave), card(took)),
        Event::Draw { seat, count, .. } => format!("{} {count} de la pioche", verb(w(seat), "tirez", "tire")),
        Event::Finished { seat } => format!("{} la première vie", verb(w(seat), "avez fini", "a fini")),
        Event::FirstLifeOver { .. } => "La première vie est finie\u{a0}: chaque réserve devient la main de son joueur".into(),
        Event::TurnedOutOfPlay { card: c } => format!("Le {} retourné sort du jeu", card(c)),
        Event::Out { seat, place } => format!("{} sorti, à la place {place}", verb(w(seat), "êtes", "est")),
        Event::Play { seat, card: c, .. } => format!("{} le {}", verb(w(seat), "jouez", "joue"), card(c)),
        Event::TrickDone { size, .. } => format!("Le tas de {size} cartes est complet et sort du jeu"),
        Event::Repetition => "La même position revient une troisième fois\u{a0}: la manche s’arrête".into(),
        Event::GameOver { loser } => format!("{} le Müller Matz", verb(w(loser), "êtes", "est")),
    }
}

pub static FR: MatzTexts = MatzTexts {
    card,
    suit,
    rank_label,
    who,
    table_label: "Table de Müller Matz",
    your_hand: "Votre main",
    your_reserve: "Votre réserve",
    reserve_help: "Face cachée\u{a0}: elle devient votre main dans la seconde vie.",
    players_label: "Joueurs",
    in_hand: |n| format!("{n} en main"),
    in_reserve: |n| format!("{n} en réserve"),
    finished: "Fini",
    out_place: |p| format!("Sorti, place {p}"),
    to_act: "à jouer",
    dealer: "Donneur",
    trump: "Atout",
    trump_is: |s| format!("Atout\u{a0}: {} {}", s.symbol(), suit(s)),
    reserve_count: |n| format!("Votre réserve\u{a0}: {n}"),
    turned_card: "Carte retournée",
    stock: |n| format!("Pioche\u{a0}: {n}"),
    out_of_play: |n| format!("Hors jeu\u{a0}: {n}"),
    game_no: |n| format!("Manche {n}"),
    first_life: "Première vie",
    second_life: "Seconde vie",
    led_to: |a, c, b| match b {
        W::You => format!("{} vous a joué le {}", who(a), card(c)),
        b => format!("{} a joué le {} à {}", who(a), card(c), obj(b)),
    },
    pile: |have, k| format!("Tas\u{a0}: {have} sur {k} cartes"),
    pile_empty: "Le tas est vide",
    tally: "Points Matz",
    guide_lead: |to| format!("À vous d’entamer\u{a0}: jouez une carte à {}, qui doit la battre ou la ramasser.", obj(to)),
    guide_answer: |c| format!("On vous a joué le {}\u{a0}: répondez avec n’importe quelle carte (les deux vont sur votre réserve\u{a0}; une carte plus haute de la couleur ou un atout la bat) ou ramassez-la.", card(c)),
    guide_second_lead: |k| format!("Seconde vie\u{a0}: entamez avec n’importe quelle carte. Le tas est complet à {k} cartes."),
    guide_second_beat: |c, more| format!("Battez le {} (plus haut dans la couleur, ou un atout) ou ramassez-le. Encore {more} pour compléter le tas.", card(c)),
    guide_wait: |x| match x {
        W::You => "À vous de jouer.".into(),
        W::Name(n) => format!("À {n} de jouer."),
    },
    guide_done: "Vous n’avez plus de cartes\u{a0}: regardez les autres finir.",
    lives_change: "La seconde vie\u{a0}: votre réserve est maintenant votre main. Videz-la\u{a0}: le dernier à tenir des cartes perd.",
    lives_change_none: "La seconde vie\u{a0}: vous n’aviez pas de réserve, vous êtes déjà sorti.",
    pick_up: "Ramasser",
    go_to_sleep: "Aller dormir",
    exchange: "Échanger contre la carte retournée",
    give_up: "Abandonner les deux",
    not_your_turn: "Ce n’est pas votre tour.",
    rule_error,
    event,
    last_move: "Dernier coup",
    game_over: |n| format!("La manche {n} est finie"),
    places: "Places",
    place_line: |p, x| format!("{p}. {}", who(x)),
    loser_is: |x| format!("{} le Müller Matz de cette manche.", verb(x, "êtes", "est")),
    by_repetition: "La manche s’est arrêtée sur une répétition\u{a0}: une position est revenue une troisième fois.",
    first_life_order: "Ont fini la première vie",
    next_game: "Manche suivante",
    match_over: "La partie est finie",
    match_lost_by: |x| format!("{} la partie.", verb(x, "perdez", "perd")),
    play_again: "Rejouer",
    points_col: "Points",
    player_col: "Joueur",
    hint: "Conseil",
    undo: "Annuler",
    hint_is: |a| format!("Conseil\u{a0}: {a}"),
    no_match: "Pas encore de partie de Müller Matz.",
    new_match: "Nouvelle partie",
    ask_new_title: "Commencer une nouvelle partie\u{a0}?",
    ask_new_help: "La partie en cours se termine sans résultat.",
    ask_new_yes: "Commencer une nouvelle partie",
    cancel: "Annuler",
    dismiss: "Fermer",
    corrupt: |k| format!("Des données de Müller Matz étaient illisibles\u{a0}; elles sont gardées sous {k}."),
    storage_failed: "Ce navigateur n’a pas gardé la partie\u{a0}: elle sera perdue au rechargement.",
    imported: "La partie a été importée.",
    settings_intro: "Les réglages de Müller Matz. La vitesse des robots est celle de l’application.",
    players: "Nombre de joueurs",
    players_help: "Vous et les robots, de 2 à 8. Dès 5 joueurs, on joue avec deux jeux.",
    bots: "Robots",
    easy: "Facile",
    medium: "Moyen",
    hard: "Difficile",
    practice: "Mode entraînement",
    practice_help: "Un conseil (le choix du robot difficile) et Annuler. Les manches d’entraînement ne comptent pas.",
    rules_heading: "Variantes",
    rules_next_match: "Le nombre de joueurs et les variantes valent dès la prochaine partie.",
    v_turned: "La carte retournée",
    v_turned_drawn: "Est la dernière carte de la pioche",
    v_turned_out: "Reste à côté pendant la première vie",
    v_answer: "Une réponse qui ne bat pas",
    v_answer_any: "N’importe quelle carte",
    v_answer_strict: "Doit fournir la couleur",
    v_give_up: "Deux cartes abandonnées",
    v_give_up_out: "Sortent du jeu",
    v_give_up_reserve: "Vont sur la réserve de l’entameur",
    v_sleep: "Aller dormir",
    v_sleep_whole: "Avec toute la main",
    v_sleep_three: "Aussi avec trois atouts parmi plus",
    v_last_hand: "La main du dernier",
    v_last_joins: "Rejoint sa main de seconde vie",
    v_last_out: "Sort du jeu",
    v_dealing: "Donneur suivant",
    v_dealing_loser: "Le perdant",
    v_dealing_left: "La place suivante",
    v_scoring: "Décompte",
    v_scoring_matz: |t| format!("Points Matz\u{a0}: à {t}, on perd la partie"),
    v_scoring_places: |g| format!("Points de place sur {g} manches"),
    stats_none: "Pas encore de manche de Müller Matz.",
    stats_matches: "Parties jouées",
    stats_matches_lost: "Parties perdues",
    stats_games: "Manches jouées",
    stats_games_won: "Manches gagnées (sorti premier)",
    stats_games_lost: "Manches perdues (Müller Matz)",
    stats_first_life_first: "Premier à finir la première vie",
    export_help: "Le relevé de la partie\u{a0}: chaque jeu battu et chaque coup. `konter replay` le vérifie.",
    record_label: "Relevé de la partie",
    download: "Télécharger",
    copy: "Copier",
    copied: "Copié",
    import_help: "Un relevé de Müller Matz (\"format\": \"mueller-matz\"), d’un fichier ou collé.",
    import_file: "Fichier du relevé",
    import_go: "Importer la partie",
    import_replaces: "La partie en cours sera remplacée.",
    import_unreadable: "Le fichier n’a pas pu être lu.",
    import_other_game: "C’est le relevé d’un autre jeu\u{a0}: choisissez d’abord ce jeu sur l’écran d’accueil.",
    import_failed: |e| format!("Ce relevé ne peut pas être importé\u{a0}: {e}"),
    rules_sections: &[
        ("Le but", &[
            "Le Müller Matz est un jeu de défausse pour 2 à 8 joueurs, en deux vies. Dans la première vie, chacun se fait une réserve face cachée\u{a0}; dans la seconde, cette réserve est la main, et il faut s’en débarrasser. Le dernier à tenir des cartes est le Müller Matz et perd.",
            "Dès 5 joueurs, on joue avec deux jeux (chaque carte en double). Rangs du plus bas au plus haut\u{a0}: 2 … 10, V, D, R, A. La carte retournée fixe l’atout pour les deux vies.",
        ]),
        ("Battre", &[
            "Une carte en bat une autre si elle est de la même couleur et plus haute, ou si elle est atout et l’autre non. Rien d’autre ne bat\u{a0}; deux cartes identiques ne se battent jamais.",
        ]),
        ("La première vie", &[
            "Chacun tient 3 cartes\u{a0}; le reste forme la pioche, la carte retournée dessous. Quand vous entamez, vous jouez une carte au joueur suivant qui a des cartes. Ensuite, vous complétez à 3 tant que la pioche dure.",
            "Une carte vous est jouée\u{a0}: répondez avec n’importe quelle carte (les deux vont face cachée sur votre réserve) ou ramassez-la. Après une réponse vous entamez\u{a0}; après un ramassage, c’est le suivant.",
            "Au début de votre tour\u{a0}: échangez le Six ou le Deux d’atout contre une carte retournée plus haute\u{a0}; en entamant, allez dormir avec trois atouts (ils vont sur votre réserve). Avec deux jeux, vous pouvez répondre avec la jumelle et abandonner les deux.",
            "Vous avez fini quand votre main est vide et la pioche épuisée. La première vie s’arrête quand au plus un joueur tient encore des cartes.",
        ]),
        ("La seconde vie", &[
            "Chaque réserve devient une main\u{a0}; qui n’a pas de cartes sort aussitôt. Le premier à avoir fini la première vie entame.",
            "Le tas du milieu compte autant de cartes qu’il y avait de joueurs avec des cartes à l’entame. À votre tour, battez la carte du dessus ou ramassez-la (celle-là seule). Complet, le tas sort du jeu et celui qui l’a complété entame.",
            "Qui n’a plus de cartes sort. Le dernier à tenir des cartes perd la manche.",
        ]),
        ("La partie", &[
            "Le perdant de chaque manche marque un point Matz et donne la manche suivante. Qui atteint le but (3) perd la partie. Une variante compte des points de place.",
            "Une manche qui tournerait sans fin s’arrête quand la même position revient une troisième fois\u{a0}; moins de cartes classe mieux.",
        ]),
    ],
};
