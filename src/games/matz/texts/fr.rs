//! Müller Matz en français.

use crate::i18n::hint_words::Names;
use crate::games::matz::texts::{MatzTexts, W};
use matz::rules::{Answer, Dealing, GiveUp, LastHand, Rules, Scoring, Sleep, TurnedCard};
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

/// The players whose participles agree in the feminine ("Anna est sortie").
fn feminine(w: W) -> bool {
    matches!(w, W::Name("Anna" | "Clara" | "Emma" | "Greta"))
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

/// The card with its article: "le Sept de carreau", "la Dame de pique", "l’As de cœur".
fn le(c: Card) -> String {
    match c.rank() {
        Rank::Ace => format!("l’{}", card(c)),
        Rank::Queen => format!("la {}", card(c)),
        _ => format!("le {}", card(c)),
    }
}

/// "au Sept de carreau", "à la Dame de pique", "à l’As de cœur".
fn au(c: Card) -> String {
    match c.rank() {
        Rank::Ace => format!("à l’{}", card(c)),
        Rank::Queen => format!("à la {}", card(c)),
        _ => format!("au {}", card(c)),
    }
}

/// The pronoun for the card: "ramassez-le", "ramassez-la".
fn pron(c: Card) -> &'static str {
    if c.rank() == Rank::Queen { "la" } else { "le" }
}

/// "les deux Dames de pique".
fn both(c: Card) -> String {
    let r = ["Deux", "Trois", "Quatre", "Cinq", "Six", "Sept", "Huit", "Neuf", "Dix", "Valets", "Dames", "Rois", "As"][c.rank().index()];
    format!("les deux {r} de {}", suit(c.suit()))
}

fn upper_first(s: String) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => s,
    }
}

fn rank_label(r: Rank) -> &'static str {
    ["2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A"][r.index()]
}

fn rule_error(e: &RuleError, trump: Option<Suit>) -> String {
    match *e {
        RuleError::GameOver => "La manche est finie.".into(),
        RuleError::NotYourTurn { .. } => "Ce n’est pas votre tour.".into(),
        RuleError::NotHeld { card: c } => format!("{} n’est pas dans votre main.", upper_first(le(c))),
        RuleError::NothingToPickUp => "Rien à ramasser\u{a0}: c’est à vous d’entamer.".into(),
        RuleError::MustBeatOrFollow { card: c, led } if trump == Some(led.suit()) => {
            format!("{} n’est pas permis\u{a0}: répondez {} avec un atout, ou ramassez-{}.", upper_first(le(c)), au(led), pron(led))
        }
        RuleError::MustBeatOrFollow { card: c, led } => format!(
            "{} n’est pas permis\u{a0}: répondez {} avec une carte de la même couleur ou un atout, ou ramassez-{}.",
            upper_first(le(c)),
            au(led),
            pron(led)
        ),
        RuleError::DoesNotBeat { card: c, top } if trump == Some(top.suit()) => format!(
            "{} ne bat pas {}\u{a0}: seul un atout plus haut la bat. Jouez-en un, ou ramassez-{}.",
            upper_first(le(c)),
            le(top),
            pron(top)
        ),
        RuleError::DoesNotBeat { card: c, top } if trump.is_some() => format!(
            "{} ne bat pas {}\u{a0}: jouez une carte plus haute de la même couleur ou un atout, ou ramassez-{}.",
            upper_first(le(c)),
            le(top),
            pron(top)
        ),
        RuleError::DoesNotBeat { card: c, top } => {
            format!("{} ne bat pas {}\u{a0}: battez-{} ou ramassez-{}.", upper_first(le(c)), le(top), pron(top), pron(top))
        }
        RuleError::GiveUpOnePack => "Abandonner les deux demande deux jeux (5 à 8 joueurs).".into(),
        RuleError::GiveUpNotAnswering => "Abandonner les deux, c’est répondre à une carte qu’on vous a jouée.".into(),
        RuleError::GiveUpNeedsTwin { led } => format!("Pour abandonner les deux, il faut l’autre {} dans votre main.", card(led)),
        RuleError::FirstLifeOnly => "Échanger et aller dormir, c’est dans la première vie.".into(),
        RuleError::SleepNotLeading => "Vous ne pouvez aller dormir qu’en entamant.".into(),
        RuleError::SleepTwice => "Vous êtes déjà allé dormir à ce tour.".into(),
        RuleError::SleepNotTrump { card: c } => format!("Pour aller dormir, il faut des atouts seulement, et {} n’est pas atout.", le(c)),
        RuleError::SleepNotHeld { .. } => "Ces cartes ne sont pas toutes dans votre main.".into(),
        RuleError::SleepNeedsThree { held } => format!(
            "Tant que la pioche dure, aller dormir demande une main d’exactement trois atouts (vous tenez {held} cartes)."
        ),
        RuleError::SleepTooMany { held } => format!("Aller dormir demande une main d’un à trois atouts (vous tenez {held} cartes)."),
        RuleError::SleepWholeHand => "Aller dormir, c’est poser toute sa main d’un coup, et seule une main faite uniquement d’atouts peut aller dormir.".into(),
        RuleError::ExchangeTwice => "Vous avez déjà échangé à ce tour.".into(),
        RuleError::ExchangeNotSixOrTwo { card: c } => {
            format!("{} ne s’échange pas\u{a0}: seuls le Six et le Deux d’atout s’échangent.", upper_first(le(c)))
        }
        RuleError::ExchangeNotHigher { card: c, turned } => format!(
            "{} ne s’échange pas contre {}\u{a0}: la carte retournée doit être plus haute.",
            upper_first(le(c)),
            le(turned)
        ),
        RuleError::ExchangeNoTurnedCard => "La carte retournée n’est plus là\u{a0}: rien à échanger.".into(),
        RuleError::NoGame => "Aucune manche n’est en cours.".into(),
        RuleError::MatchOver => "La partie est finie.".into(),
        _ => "Les règles ne le permettent pas.".into(),
    }
}

/// What the answerer may answer with under the variant played.
fn answer_with(answer: Answer) -> &'static str {
    match answer {
        Answer::Any => "n’importe quelle carte",
        Answer::Strict => "une carte de la même couleur ou un atout",
    }
}

fn guide_lead(to: W, answer: Answer) -> String {
    match to {
        W::You => format!("À vous d’entamer\u{a0}: jouez une carte. Vous pouvez y répondre avec {} ou la ramasser.", answer_with(answer)),
        W::Name(n) => format!(
            "À vous d’entamer\u{a0}: jouez n’importe quelle carte à {n}. {n} peut y répondre avec {} (les deux vont alors sur sa réserve) ou la ramasser.",
            answer_with(answer)
        ),
    }
}

fn guide_answer(c: Card, trump: Suit, answer: Answer, twin: bool) -> String {
    let it = pron(c);
    let twin = if twin { format!(", abandonnez-{it} avec sa jumelle") } else { String::new() };
    match answer {
        Answer::Any => format!(
            "Répondez {} avec n’importe quelle carte{twin} ou ramassez-{it}. Une réponse met les deux cartes face cachée sur votre réserve, votre main de la seconde vie\u{a0}: battre ne compte pas maintenant, mais de bonnes cartes vous y aideront ensuite.",
            au(c)
        ),
        Answer::Strict => {
            let beats = if c.suit() == trump { format!("seul un atout plus haut {it} bat") } else { format!("une plus haute de sa couleur ou un atout {it} bat") };
            format!("Répondez {} avec {} (les deux vont face cachée sur votre réserve, votre main de la seconde vie\u{a0}; {beats}){twin} ou ramassez-{it}.", au(c), answer_with(answer))
        }
    }
}

fn guide_second_beat(c: Card, trump: Suit, more: usize) -> String {
    let with = if c.suit() == trump { "avec un atout plus haut" } else { "(plus haut dans la couleur, ou un atout)" };
    let rest = if more == 1 { "Encore 1 carte pour compléter le tas".to_string() } else { format!("Encore {more} cartes pour compléter le tas") };
    format!("Battez {} {with} ou ramassez-{}. {rest}.", le(c), pron(c))
}

fn rules_sections(r: &Rules) -> Vec<(&'static str, Vec<String>)> {
    let turned = match r.turned_card {
        TurnedCard::Drawn => "le reste forme la pioche, la carte retournée face visible dessous\u{a0}: elle est tirée en dernier",
        TurnedCard::OutOfPlay => "le reste forme la pioche\u{a0}; la carte retournée reste à côté toute la première vie, n’est jamais tirée, puis sort du jeu",
    };
    let answer = match r.answer {
        Answer::Any => "répondez avec n’importe quelle carte (les deux vont face cachée sur votre réserve\u{a0}; battre ou non ne compte pas, mais une bonne réserve gagne la seconde vie)",
        Answer::Strict => "répondez avec une carte de la même couleur ou un atout (les deux vont face cachée sur votre réserve)",
    };
    let sleep = match r.sleep {
        Sleep::WholeHand => "allez dormir si toute votre main est atout\u{a0}: exactement trois cartes tant que la pioche dure, une à trois ensuite",
        Sleep::AnyThree => "allez dormir si toute votre main est atout (exactement trois cartes tant que la pioche dure, une à trois ensuite), ou avec trois atouts d’une main plus grande",
    };
    let give_up = match r.give_up {
        GiveUp::OutOfPlay => "elles sortent du jeu",
        GiveUp::LeaderReserve => "elles vont sur la réserve de l’entameur",
    };
    let last = match r.last_hand {
        LastHand::Joins => "les cartes encore dans la main de ce dernier joueur rejoignent sa réserve",
        LastHand::OutOfPlay => "les cartes encore dans la main de ce dernier joueur sortent du jeu",
    };
    let deal = match r.dealing {
        Dealing::Loser => "Le perdant de chaque manche donne la suivante.",
        Dealing::Left => "Après chaque manche, la donne passe à la place suivante.",
    };
    let score = match r.scoring {
        Scoring::Matz { target } => format!("Le perdant de chaque manche marque un point Matz. Qui atteint {target} points Matz perd la partie. {deal}"),
        Scoring::PlacePoints { games } => format!(
            "Chaque manche rapporte des points de place\u{a0}: à N joueurs, le premier sorti marque N − 1, le suivant N − 2, et ainsi de suite, le perdant 0. Après {games} manches, le plus haut total gagne la partie. {deal}"
        ),
    };
    vec![
        ("Le but", vec![
            "Le Müller Matz est un jeu de défausse pour 2 à 8 joueurs, en deux vies. Dans la première vie, chacun se fait une réserve face cachée\u{a0}; dans la seconde, cette réserve est la main, et il faut s’en débarrasser. Le dernier à tenir des cartes est le Müller Matz et perd.".into(),
            "Dès 5 joueurs, on joue avec deux jeux (chaque carte en double). Rangs du plus bas au plus haut\u{a0}: 2 … 10, V, D, R, A. La carte retournée fixe l’atout pour les deux vies.".into(),
        ]),
        ("Battre", vec![
            "Une carte en bat une autre si elle est de la même couleur et plus haute, ou si elle est atout et l’autre non. Rien d’autre ne bat\u{a0}: un atout n’est battu que par un atout plus haut, et deux cartes identiques ne se battent jamais.".into(),
        ]),
        ("La première vie", vec![
            format!("Chacun tient 3 cartes\u{a0}; {turned}. Quand vous entamez, vous jouez n’importe quelle carte au joueur suivant qui a des cartes. Ensuite, vous complétez à 3 tant que la pioche dure."),
            format!("Une carte vous est jouée\u{a0}: {answer}, ou ramassez-la dans votre main. Après une réponse vous entamez\u{a0}; après un ramassage, c’est le suivant."),
            format!("Au début de votre tour\u{a0}: échangez le Six ou le Deux d’atout contre la carte retournée si elle est plus haute\u{a0}; en entamant, {sleep} (elles vont sur votre réserve, et vous complétez). Avec deux jeux, vous pouvez répondre à une carte avec sa jumelle et abandonner les deux\u{a0}: {give_up}."),
            format!("Vous avez fini quand votre main est vide et la pioche épuisée. La première vie s’arrête quand au plus un joueur tient encore des cartes\u{a0}; {last}."),
        ]),
        ("La seconde vie", vec![
            "Chaque réserve devient une main\u{a0}; qui n’a pas de cartes sort aussitôt. Le premier à avoir fini la première vie entame.".into(),
            "Le tas du milieu compte autant de cartes qu’il y avait de joueurs avec des cartes à l’entame. À votre tour, battez la carte du dessus ou ramassez-la (celle-là seule). Complet, le tas sort du jeu et celui qui l’a complété entame.".into(),
            "Qui n’a plus de cartes sort. Le dernier à tenir des cartes perd la manche.".into(),
        ]),
        ("La partie", vec![
            score,
            "Une manche qui tournerait sans fin s’arrête quand la même position revient une troisième fois\u{a0}; moins de cartes classe mieux.".into(),
        ]),
    ]
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => match w(to) {
            W::You => format!("{} vous joue {}", who(w(seat)), le(c)),
            t => format!("{} {} à {}", verb(w(seat), "jouez", "joue"), le(c), obj(t)),
        },
        Event::Answer { seat, card: c, led, beat } => {
            let what = if beat {
                format!("{} {}", verb(w(seat), "battez", "bat"), le(led))
            } else {
                format!("{} {}", verb(w(seat), "répondez", "répond"), au(led))
            };
            format!("{what} avec {}\u{a0}; les deux vont sur la réserve", le(c))
        }
        Event::GiveUp { seat, card: c, to_reserve } => {
            let to = if to_reserve.is_some() { "sur la réserve de l’entameur" } else { "hors du jeu" };
            format!("{} {} ({to})", verb(w(seat), "abandonnez", "abandonne"), both(c))
        }
        Event::PickUp { seat, card: c } => format!("{} {}", verb(w(seat), "ramassez", "ramasse"), le(c)),
        Event::Sleep { seat, cards } => {
            let n = cards.len();
            format!("{} avec {n} {}", verb(w(seat), "allez dormir", "va dormir"), if n == 1 { "atout" } else { "atouts" })
        }
        Event::Exchange { seat, gave, took } => {
            format!("{} {} contre la carte retournée, {}", verb(w(seat), "échangez", "échange"), le(gave), le(took))
        }
        Event::Draw { seat, count, .. } => format!("{} {count} de la pioche", verb(w(seat), "tirez", "tire")),
        Event::Finished { seat } => format!("{} la première vie", verb(w(seat), "avez fini", "a fini")),
        Event::FirstLifeOver { .. } => "La première vie est finie\u{a0}: chaque réserve devient la main de son joueur".into(),
        Event::TurnedOutOfPlay { card: c } => format!("La carte retournée, {}, sort du jeu", le(c)),
        Event::Out { seat, place } => format!("{}, à la place {place}", verb(w(seat), "êtes sorti", if feminine(w(seat)) { "est sortie" } else { "est sorti" })),
        Event::Play { seat, card: c, .. } => format!("{} {}", verb(w(seat), "jouez", "joue"), le(c)),
        Event::TrickDone { size, .. } => format!("Le tas de {size} cartes est complet et sort du jeu"),
        Event::Repetition => "La même position revient une troisième fois\u{a0}: la manche s’arrête".into(),
        Event::GameOver { loser } => format!("{} le Müller Matz", verb(w(loser), "êtes", "est")),
    }
}

/// Why a practice hint: "it beats 7♦, the card led".
fn hint_reason(why: crate::games::matz::why::MatzWhy, n: &Names<matz::Card, matz::Seat, matz::Suit>) -> String {
    use crate::games::matz::why::MatzWhy as M;
    let c = |x| (n.card)(x);
    match why {
        M::BeatsLed(x) => format!("elle bat {}, la carte jouée", c(x)),
        M::UnderLed(x) => format!("elle ne bat pas {}, mais les deux cartes vont quand même sur votre réserve", c(x)),
        M::NoneBeats(x) => format!("aucune de vos cartes ne bat {}", c(x)),
        M::TakesBack(x) => format!("vous prenez {} en main et gardez vos propres cartes", c(x)),
        M::LeadTo(s) => format!("vous la jouez\u{a0}: {} doit y répondre", (n.seat)(s)),
        M::Exchange { gives, turned } => format!("{} s’échange contre {}, un atout plus haut", c(gives), c(turned)),
        M::Sleep { finished: false } => "votre main n’a que des atouts\u{a0}: ils vont sur votre réserve et vous retirez des cartes".into(),
        M::Sleep { finished: true } => "votre main n’a que des atouts\u{a0}: ils vont sur votre réserve et vous avez fini cette vie".into(),
        M::Twins(x) => format!("votre carte est la jumelle de {}\u{a0}: les deux sortent du jeu", c(x)),
        M::StartsPile(k) => format!("vous commencez un tas de {k} cartes"),
        M::BeatsTop(x) => format!("elle bat {}, la carte du dessus", c(x)),
    }
}

pub static FR: MatzTexts = MatzTexts {
    hint_reason,
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
    out_place: |p| format!("Dehors, place {p}"),
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
        W::You => format!("{} vous a joué {}", who(a), le(c)),
        b => format!("{} a joué {} à {}", who(a), le(c), obj(b)),
    },
    pile: |have, k| format!("Tas\u{a0}: {have} sur {k} cartes"),
    pile_empty: "Le tas est vide",
    tally: "Points Matz",
    tally_places: "Points de place",
    guide_lead,
    guide_answer,
    guide_second_lead: |k| format!("Seconde vie\u{a0}: entamez avec n’importe quelle carte. Le tas est complet à {k} cartes."),
    guide_second_beat,
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
    match_won_by: |x| format!("{} la partie.", verb(x, "gagnez", "gagne")),
    play_again: "Rejouer",
    points_col: "Points",
    player_col: "Joueur",
    hint: "Conseil",
    undo: "Annuler",
    hint_is: |a| format!("Conseil\u{a0}: {a}"),
    no_match: "Pas encore de partie de Müller Matz.",
    new_match: "Nouvelle partie",
    ask_new_title: "Commencer une nouvelle partie\u{a0}?",
    ask_new_yes: "Commencer une nouvelle partie",
    cancel: "Annuler",
    dismiss: "Fermer",
    corrupt: |k| format!("Des données de Müller Matz étaient illisibles\u{a0}; elles repartent de zéro. Le texte illisible est gardé dans le stockage de ce navigateur sous «\u{a0}{k}\u{a0}»."),
    storage_failed: "Ce navigateur n’a pas gardé la partie\u{a0}: elle sera perdue au rechargement.",
    imported: "La partie a été importée.",
    settings_intro: "Les réglages de Müller Matz. La vitesse des bots, la langue et l’affichage valent pour tous les jeux.",
    players: "Nombre de joueurs",
    players_help: "Vous et les robots, de 2 à 8. Dès 5 joueurs, on joue avec deux jeux.",
    practice_help: "Un conseil (le choix du robot difficile) et Annuler. Les manches d’entraînement ne comptent pas.",
    rules_heading: "Variantes",
    rules_next_match: "Le nombre de joueurs et les variantes valent dès la prochaine partie.",
    v_turned: "La carte retournée",
    v_turned_drawn: "Est la dernière carte de la pioche",
    v_turned_out: "Reste à côté de la pioche, puis sort du jeu",
    v_answer: "Une réponse qui ne bat pas",
    v_answer_any: "N’importe quelle carte",
    v_answer_strict: "Doit fournir la couleur",
    v_give_up: "Deux cartes abandonnées",
    v_give_up_out: "Sortent du jeu",
    v_give_up_reserve: "Vont sur la réserve de l’entameur",
    v_sleep: "Aller dormir",
    v_sleep_whole: "Avec toute la main",
    v_sleep_three: "Aussi trois atouts d’une main plus grande",
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
    export_help: "Le relevé de la partie\u{a0}: chaque jeu battu et chaque coup, dans un fichier .json que cette application importe à nouveau.",
    record_label: "Relevé de la partie",
    download: "Télécharger",
    copy: "Copier",
    copied: "Copié",
    import_help: "Un relevé de partie de Müller Matz (un fichier .json exporté depuis cette application), choisi comme fichier ou collé.",
    import_file: "Fichier du relevé",
    import_go: "Importer la partie",
    import_unreadable: "Le fichier n’a pas pu être lu.",
    share_game: "Partager cette manche",
    share_text: "Jouez cette manche de Müller Matz avec les mêmes cartes que moi",
    share_copied: "Lien copié. Qui l’ouvre joue les mêmes cartes.",
    shared_offer: "Quelqu’un a partagé une manche de Müller Matz avec vous\u{a0}: jouez les mêmes cartes et comparez.",
    shared_play: "Jouer la manche partagée",
    shared_bad: "Ce lien ne contient pas de manche de Müller Matz partagée valable\u{a0}; l’application démarre comme d’habitude.",
    ask_shared_title: "Jouer plutôt la manche partagée\u{a0}?",
    import_failed: |e| format!("Ce relevé ne peut pas être importé\u{a0}: {e}"),
    rules_of_match: "Voici les règles de la partie en cours, avec ses variantes.",
    rules_of_settings: "Voici les règles avec les variantes des réglages, pour la prochaine partie.",
    rules_sections,
};
