//! Kontraspiel en français. Espaces insécables avant : ; ! ? et dans « ».

use crate::i18n::hint_words::Names;
use super::en::german_card;
use crate::games::kontra::texts::{led_suit, problem_value, shape_key, wrong_key, KontraTexts, Said, Where};
use crate::store::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError};
use kontra::{Card, Rank, RuleError, Suit};

fn who(w: Who) -> &'static str {
    match w {
        Who::You => "Vous",
        Who::West => "Ouest",
        Who::North => "Nord",
        Who::East => "Est",
        Who::South => "Sud",
    }
}

fn object(w: Who) -> &'static str {
    match w {
        Who::You => "vous",
        _ => who(w),
    }
}

/// « Vous passez » / « Ouest passe ».
fn verb(w: Who, vous: &str, il: &str) -> String {
    match w {
        Who::You => format!("Vous {vous}"),
        _ => format!("{} {il}", who(w)),
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

fn suit_cap(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "Pique",
        Suit::Hearts => "Cœur",
        Suit::Diamonds => "Carreau",
        Suit::Clubs => "Trèfle",
    }
}

fn rank(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "As",
        Rank::King => "Roi",
        Rank::Queen => "Dame",
        Rank::Jack => "Valet",
        Rank::Ten => "Dix",
        _ => "Neuf",
    }
}

fn card(c: Card) -> String {
    format!("{} de {}", rank(c.rank()), suit(c.suit()))
}

/// « l’as de pique », « la dame de cœur ».
fn the_card(c: Card) -> String {
    let s = suit(c.suit());
    match c.rank() {
        Rank::Ace => format!("l’as de {s}"),
        Rank::King => format!("le roi de {s}"),
        Rank::Queen => format!("la dame de {s}"),
        Rank::Jack => format!("le valet de {s}"),
        Rank::Ten => format!("le dix de {s}"),
        _ => format!("le neuf de {s}"),
    }
}

/// The first letter upper case (French words here start with an ASCII letter).
fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
        None => String::new(),
    }
}

fn rank_label(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "A",
        Rank::King => "R",
        Rank::Queen => "D",
        Rank::Jack => "V",
        Rank::Ten => "10",
        _ => "9",
    }
}

fn plural(n: i64, one: &str, many: &str) -> String {
    if (-1..=1).contains(&n) {
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
        Some((last, rest)) => format!("{} et {last}", rest.join(", ")),
    }
}

fn said(w: Who, s: Said) -> String {
    match s {
        Said::TakeUp(c) => verb(w, &format!("prenez {}", the_card(c)), &format!("prend {}", the_card(c))),
        Said::TakeUpForced(c) => verb(
            w,
            &format!("prenez {}, un Wenzel, et jouez seul", the_card(c)),
            &format!("prend {}, un Wenzel, et joue seul", the_card(c)),
        ),
        Said::TakeUpPledged(c) => verb(
            w,
            &format!("prenez {}\u{a0}: vous avez le gage", the_card(c)),
            &format!("prend {}\u{a0}: il a le gage", the_card(c)),
        ),
        Said::Decline(_) => verb(w, "refusez la retourne", "refuse la retourne"),
        Said::Discard => verb(w, "posez une carte face cachée", "pose une carte face cachée"),
        Said::Accept(s) => verb(w, &format!("acceptez {}", suit(s)), &format!("accepte {}", suit(s))),
        Said::Pass => verb(w, "passez", "passe"),
        Said::Name(s) => verb(w, &format!("nommez {} atout", suit(s)), &format!("nomme {} atout", suit(s))),
        Said::Match(s) => verb(w, &format!("annoncez la vole à {}", suit(s)), &format!("annonce la vole à {}", suit(s))),
        Said::NoMatch => verb(w, "n’annoncez pas de vole", "n’annonce pas de vole"),
        Said::NoContra => verb(w, "ne dites pas contre", "ne dit pas contre"),
        Said::NoRecontra => verb(w, "ne dites pas surcontre", "ne dit pas surcontre"),
        Said::Contra => verb(w, "dites contre", "dit contre"),
        Said::Recontra => verb(w, "dites surcontre", "dit surcontre"),
        Said::Exchange => verb(
            w,
            "prenez la retourne et posez une carte face cachée",
            "prend la retourne et pose une carte face cachée",
        ),
        Said::Keep => verb(w, "gardez votre main", "garde sa main"),
    }
}

fn bubble(s: Said) -> String {
    match s {
        Said::TakeUp(_) | Said::TakeUpForced(_) | Said::TakeUpPledged(_) => "Prend".into(),
        Said::Decline(_) => "Refuse la retourne".into(),
        Said::Discard => "Pose une carte".into(),
        Said::Accept(s) => format!("Accepte {}", suit(s)),
        Said::Pass => "Passe".into(),
        Said::Name(s) => format!("Atout {}", suit(s)),
        Said::Match(s) => format!("Vole à {}", suit(s)),
        Said::NoMatch => "Pas de vole".into(),
        Said::NoContra => "Pas de contre".into(),
        Said::NoRecontra => "Pas de surcontre".into(),
        Said::Contra => "Contre\u{a0}!".into(),
        Said::Recontra => "Surcontre\u{a0}!".into(),
        Said::Exchange => "Prend la retourne".into(),
        Said::Keep => "Garde sa main".into(),
    }
}

pub fn rule_error(e: &RuleError) -> String {
    match e {
        RuleError::NotInDeck { card: c } => format!("ces cartes ne sont pas une donne de Kontraspiel\u{a0}: {c} n’est pas l’une de ses 24 cartes"),
        RuleError::DealtTwice { card: c } => format!("ces cartes ne sont pas une donne de Kontraspiel\u{a0}: {c} y est deux fois"),
        RuleError::NotYourTurn { .. } => "c’est au tour d’un autre joueur".into(),
        RuleError::NotNow { action, .. } => format!("«\u{a0}{}\u{a0}» n’est pas possible à ce moment", action.code()),
        RuleError::DealOver => "la donne est finie".into(),
        RuleError::NoDeal => "aucune donne n’est en cours".into(),
        RuleError::DealInProgress => "une donne est encore en cours".into(),
        RuleError::SessionOver => "la partie est finie".into(),
        RuleError::NotHeld { card: c } => format!("{c} n’est pas dans cette main"),
        RuleError::MustFollow { card: c, led, allowed } => {
            let one = allowed.iter().next().map(|a| a.to_string()).unwrap_or_default();
            match led_suit(*led) {
                None => format!("{c} n’est pas permis\u{a0}: {}", must_trump(&one)),
                Some(s) => format!("{c} n’est pas permis\u{a0}: {}", must_follow(s, &one)),
            }
        }
        RuleError::KeepTurnUp { card: c } => format!("la retourne {c} reste dans la main\u{a0}: posez une autre carte"),
        RuleError::PreferredSuitInRound2 { suit: s } => {
            format!("au second tour, seul le joueur après le donneur peut nommer {}, la couleur de la retourne", suit(*s))
        }
        RuleError::MatchInPreferredSuit { suit: s } => {
            format!("la vole s’annonce dans une autre couleur que {}, celle de la retourne", suit(*s))
        }
        RuleError::SoloistCannotContra => "celui qui joue seul ne peut pas dire contre ni surcontre".into(),
        RuleError::ContraAlreadyMade { .. } => "contre a déjà été dit\u{a0}: une fois par donne".into(),
        RuleError::ContraTooLate => "contre se dit avant le deuxième pli".into(),
        RuleError::RecontraTooLate => "surcontre se dit avant le troisième pli".into(),
        RuleError::RecontraWithoutContra => "surcontre répond à un contre, et personne n’a dit contre".into(),
        RuleError::ContraPlayerCannotRecontra => "surcontre revient à un troisième joueur, pas à celui qui a dit contre".into(),
        RuleError::RecontraAlreadyMade { .. } => "surcontre a déjà été dit\u{a0}: une fois par donne".into(),
    }
}

fn record_error(e: &RecordError) -> String {
    let w = Where::of(e);
    let mut at = vec![];
    if let Some(d) = w.deal {
        at.push(format!("donne {d}"));
    }
    if let Some(n) = w.event {
        at.push(format!("action {n}"));
    }
    if let (Some(_), Some(s)) = (w.event, w.seat) {
        at.push(format!("place {s}"));
    }
    let value = problem_value(&e.problem);
    let what = match &e.problem {
        Problem::NotJson { line, column, .. } => format!("ce n’est pas du JSON (ligne {line}, colonne {column})"),
        Problem::Shape(s) => format!("«\u{a0}{}\u{a0}» manque ou n’est pas ce qu’un relevé de Kontraspiel contient à cet endroit", shape_key(*s)),
        Problem::Wrong { what, .. } => format!("«\u{a0}{}\u{a0}» ne peut pas valoir {value}", wrong_key(*what)),
        Problem::Cards { seat, problem } => {
            let whose = match seat {
                Some(s) => format!("la main de la place {}", s.index()),
                None => "les cartes non distribuées".into(),
            };
            match problem {
                CardsProblem::NotText => format!("{whose}\u{a0}: il faut des codes de cartes"),
                CardsProblem::Size { found, wanted } => format!("{whose}\u{a0}: {found} cartes au lieu de {wanted}"),
                CardsProblem::NotACard(_) => format!("{whose}\u{a0}: {value} n’est pas l’une des 24 cartes"),
                CardsProblem::Twice(c) => format!("{whose}\u{a0}: {c} y est deux fois"),
            }
        }
        Problem::WrongDealer { given, expected } => {
            format!("la place {} ne peut pas donner ici\u{a0}: c’est à la place {}", given.index(), expected.index())
        }
        Problem::Incomplete { events } => format!("la donne s’arrête après {events} actions, et pourtant une autre suit"),
        Problem::AfterEnd(a) => format!("«\u{a0}{}\u{a0}» vient après la fin de la donne", a.code()),
        Problem::SessionOver { after } => format!("la partie était finie après la donne {after}"),
        Problem::Rule(r) => rule_error(r),
    };
    if at.is_empty() {
        what
    } else {
        format!("{}\u{a0}: {what}", at.join(", "))
    }
}

fn must_follow(s: Suit, one: &str) -> String {
    format!("{} est demandé\u{a0}: jouez {} — {one} en est", suit_cap(s), suit(s))
}

fn must_trump(one: &str) -> String {
    format!("Atout est demandé\u{a0}: jouez un atout — {one} en est un")
}

/// Why a practice hint: "it beats K♠ (West), the best card so far".
fn hint_reason(why: crate::games::kontra::why::KontraWhy, n: &Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String {
    use crate::games::kontra::why::KontraWhy as K;
    match why {
        K::OnlyCard => "c’est la seule carte que les règles vous permettent ici".into(),
        K::LeadTrump => "vous entamez atout\u{a0}: qui a un atout doit en jouer un".into(),
        K::LeadSuit(s) => format!("vous entamez {}\u{a0}: qui en a doit fournir", (n.suit)(s)),
        K::Takes { best, by, last } => format!(
            "elle bat {} ({}), la meilleure carte jusqu’ici{}",
            (n.card)(best),
            (n.seat)(by),
            if last { ", et vous jouez en dernier\u{a0}: le pli est à vous" } else { "" }
        ),
        K::Leaves { best, by, none_can: true } => {
            format!("aucune carte permise ne bat {} ({}), la meilleure carte jusqu’ici", (n.card)(best), (n.seat)(by))
        }
        K::Leaves { best, by, .. } => format!("elle ne prend pas le pli\u{a0}: {} ({}) reste la meilleure carte", (n.card)(best), (n.seat)(by)),
        K::Trumps { suit, n: 1 } => format!("avec {} atout, vous avez 1 atout", (n.suit)(suit)),
        K::Trumps { suit, n: k } => format!("avec {} atout, vous avez {k} atouts", (n.suit)(suit)),
        K::NotTrump(c) => format!("{} n’est pas un atout", (n.card)(c)),
    }
}

pub static FR: KontraTexts = KontraTexts {
    hint_reason,
    who,
    suit: suit_cap,
    card,
    rank_label,
    german_card,

    table_label: "La table",
    your_hand: "Votre main",
    dealer: "Donneur",
    soloist: "Joue seul",
    contra_tag: "Contre",
    recontra_tag: "Surcontre",
    pledge_tag: "Gage",
    chips: |n| plural(n.into(), "jeton", "jetons").replace('-', "−"),
    tricks: |n| plural(n.into(), "pli", "plis"),
    pot: |n| format!("Pot\u{a0}: {n}"),
    deal_of: |n, max| if max == 0 { format!("Donne {n}") } else { format!("Donne {n} sur {max}") },
    base: |b| format!("Valeur de base {b}"),
    turn_up: "Retourne",
    turn_up_gone: |w| match w {
        Some(Who::You) => "dans votre main".into(),
        Some(w) => format!("dans la main de {}", who(w)),
        None => "jouée".into(),
    },
    trump_is: |s| format!("Atout\u{a0}: {}", suit(s)),
    no_trump_yet: "Pas encore d’atout",
    trick_label: "Le pli",
    trick_won: |w| verb(w, "avez fait le pli", "a fait le pli"),
    next_trick: "Pli suivant",

    ask_turn_up: |c| format!(
        "{} est retourné. Le prendre avant de voir votre main, et jouer seul à {}\u{a0}?",
        cap(&the_card(c)),
        suit(c.suit())
    ),
    ask_discard: "Vous avez pris la retourne\u{a0}: posez une autre carte face cachée.",
    ask_round1: |s| format!("Premier tour\u{a0}: jouer seul avec {} atout\u{a0}?", suit(s)),
    ask_round2: |p, eldest| {
        if eldest {
            "Second tour\u{a0}: nommez une couleur d’atout et jouez seul, ou passez.".into()
        } else {
            format!("Second tour\u{a0}: nommez une autre couleur que {} comme atout et jouez seul, ou passez.", suit(p))
        }
    },
    ask_match: |w, s, p| format!(
        "{} seul à {}. Annoncer la vole — les cinq plis — dans une couleur autre que celle de la retourne, {}\u{a0}?",
        match w {
            Who::You => "Vous jouez".to_string(),
            _ => format!("{} joue", who(w)),
        },
        suit(s),
        suit(p)
    ),
    ask_contra: |soloist, contra, recontra, by| {
        let against = object(soloist);
        match (contra, recontra, by) {
            (true, _, _) => format!("Dire contre et jouer contre {against} pour votre compte\u{a0}?"),
            (_, true, Some(c)) => format!("{} a dit contre. Dire surcontre et jouer vous aussi pour votre compte\u{a0}?", who(c)),
            (false, true, _) => "Dire surcontre\u{a0}?".into(),
            _ => "Vous ne pouvez dire ni contre ni surcontre maintenant\u{a0}: répondez Non.".into(),
        }
    },
    ask_exchange: |c| format!("Prendre la retourne, {}, dans votre main contre l’une de vos cartes\u{a0}?", the_card(c)),
    ask_exchange_card: "Choisissez la carte à poser face cachée pour la retourne.",
    your_lead: "À vous d’entamer",
    your_turn: "À vous\u{a0}: jouez une carte",
    waiting_for: |w| format!("{} réfléchit…", who(w)),

    take_up: "La prendre",
    decline: "Refuser",
    accept: |s| format!("Accepter {}", suit(s)),
    pass: "Passer",
    name_trump: |s| format!("Nommer {} atout", suit(s)),
    announce_match: |s| format!("Annoncer la vole à {}", suit(s)),
    no: "Non",
    contra: "Contre",
    recontra: "Surcontre",
    take_turn_up: "Prendre la retourne",
    cancel: "Annuler",

    said,
    bubble,
    called: |by, soloist, recontra| match (by, recontra) {
        (Who::You, false) => format!("Contre\u{a0}! Vous jouez contre {} pour votre compte.", object(soloist)),
        (_, false) => format!("Contre\u{a0}! {} joue contre {} pour son compte.", who(by), object(soloist)),
        (Who::You, true) => "Surcontre\u{a0}! Vous jouez vous aussi pour votre compte.".into(),
        (_, true) => format!("Surcontre\u{a0}! {} joue aussi pour son compte.", who(by)),
    },
    plays: |w, c| verb(w, &format!("jouez {}", the_card(c)), &format!("joue {}", the_card(c))),
    wins_trick: |w| verb(w, "faites le pli", "fait le pli"),
    deal_starts: |n, w, c| format!(
        "Donne {n}\u{a0}: {}. {} est retourné.",
        match w {
            Who::You => "vous donnez".to_string(),
            _ => format!("{} donne", who(w)),
        },
        cap(&the_card(c))
    ),

    must_follow,
    must_trump,
    wenzel_note: |c| format!("{} est un atout, pas un {}", the_card(c), suit(c.suit())),
    not_your_turn: "Ce n’est pas encore à vous",
    wait_for_trick: "Le pli est ramassé",
    cards_after_bidding: "Les cartes se jouent après les enchères\u{a0}: répondez d’abord à la question.",
    answer_first: "Répondez d’abord à la question\u{a0}; ensuite la carte suivante se joue.",

    summary_title: |n| format!("Donne {n}"),
    no_game: "Tout le monde a passé deux fois\u{a0}: pas de jeu. La mise du donneur reste au pot.",
    winner: |w, n, outright| {
        if outright {
            verb(w, &format!("gagnez la donne avec {}", plural(n.into(), "pli", "plis")), &format!("gagne la donne avec {}", plural(n.into(), "pli", "plis")))
        } else {
            verb(w, "gagnez la donne\u{a0}: premier à faire deux plis", "gagne la donne\u{a0}: premier à faire deux plis")
        }
    },
    match_made: |w| verb(w, "avez fait les cinq plis\u{a0}: la vole\u{a0}!", "a fait les cinq plis\u{a0}: la vole\u{a0}!"),
    revolted: |ws| format!("Aucun pli\u{a0}: {}", list(ws)),
    contract: |w, s, mode| {
        let how = ["accepté au premier tour", "nommé au second tour", "vole annoncée", "retourne prise"][mode.min(3)];
        match w {
            Who::You => format!("Vous avez joué seul à {} ({how})", suit(s)),
            _ => format!("{} a joué seul à {} ({how})", who(w), suit(s)),
        }
    },
    contra_by: |w| format!("Contre\u{a0}: {}", who(w)),
    recontra_by: |w| format!("Surcontre\u{a0}: {}", who(w)),
    against: |by, soloist, contra| {
        let word = if contra.is_some() { "Surcontre" } else { "Contre" };
        let whom = match contra {
            None => object(soloist).to_string(),
            Some(c) => format!("{} et {}", object(soloist), object(c)),
        };
        match by {
            Who::You => format!("Vous avez dit {word} et joué contre {whom} pour votre compte."),
            _ => format!("{} a dit {word} et a joué contre {whom} pour son compte.", who(by)),
        }
    },
    base_why: |b, counted, after| {
        let when = if after { "après" } else { "avant" };
        let why = match counted {
            0 => format!("le pot était vide {when} la mise du donneur, et elle vaut au moins 1"),
            1..=4 => format!("autant de jetons que le pot en contenait {when} la mise du donneur"),
            _ => format!("le pot en contenait {counted} {when} la mise du donneur, et elle vaut au plus 4"),
        };
        format!("Valeur de base {b}\u{a0}: qui a joué seul ou contre prend {b} au pot s’il gagne la donne, sinon il y verse {b} — {why}.")
    },
    preferred_doubles: "L’atout est la couleur de la retourne\u{a0}: la prime de vole et le paiement sans pli comptent double.",
    payments: "Paiements",
    from_pot: |w, n| verb(w, &format!("recevez {n} du pot"), &format!("reçoit {n} du pot")),
    into_pot: |w, n| verb(w, &format!("payez {n} au pot"), &format!("paie {n} au pot")),
    passive_winner: |w| verb(
        w,
        "avez gagné sans jouer seul ni contre\u{a0}: rien du pot",
        "a gagné sans jouer seul ni contre\u{a0}: rien du pot",
    ),
    match_bonus: |w, n| format!("Vole\u{a0}: chacun des autres paie {n} à {}", object(w)),
    failed_match: |w, n| format!("Vole manquée\u{a0}: {}", verb(w, &format!("payez {n} à chacun des autres"), &format!("paie {n} à chacun des autres"))),
    revolt: |w, n| format!("Joué seul ou contre, sans pli\u{a0}: {}", verb(w, &format!("payez {n} à chacun des autres"), &format!("paie {n} à chacun des autres"))),
    no_payments: "Aucun paiement.",
    pot_change: |held, after, paid_in, paid_out| {
        let s = |n: u32| if n > 1 { "s" } else { "" };
        let mut moved = vec![];
        if paid_in > 0 {
            moved.push(format!("{paid_in} versé{} au pot", s(paid_in)));
        }
        if let Some((w, n)) = paid_out {
            let to = match w {
                Who::You => "vous".to_string(),
                _ => format!("à {}", who(w)),
            };
            moved.push(format!("{n} payé{} {to}", s(n)));
        }
        let moved = if moved.is_empty() { "rien de versé ni de payé".to_string() } else { moved.join(", ") };
        format!("Pot\u{a0}: {held} avec la mise → {after} ({moved})")
    },
    review_tricks: "Les plis de cette donne",
    review_deal: "Revoir cette donne",
    review_intro: "Chacune de vos cartes face au meilleur jeu, toutes les mains ouvertes, et ce que la donne vous aurait alors rapporté.",
    review_card: |n, played, best, chips, best_chips| match best {
        [] => format!("Pli {n}\u{a0}: {}, la seule carte permise.", card(played)),
        _ if chips == best_chips => format!("Pli {n}\u{a0}: {} — l’une des meilleures cartes ({} pour vous en jouant au mieux ensuite).", card(played), crate::i18n::learn_games::signed(chips)),
        _ => format!("Pli {n}\u{a0}: {} — {} rapportait plus\u{a0}: {} pour vous au lieu de {}.", card(played), best.iter().map(|&c| card(c)).collect::<Vec<_>>().join(" ou "), crate::i18n::learn_games::signed(best_chips), crate::i18n::learn_games::signed(chips)),
    },
    trick_caption: |n, led, won| format!("Pli {n} — entamé par {}, gagné par {}", object(led), object(won)),
    ante: |w| verb(w, "avez mis 1 au pot comme donneur (la mise)", "a mis 1 au pot comme donneur (la mise)"),
    chips_now: "Jetons",
    suit_button: |s| format!("{} {}", s.symbol(), suit_cap(s)),
    this_deal: "Cette donne",
    next_deal: "Donne suivante",
    see_result: "Voir le résultat",
    chips_sheet: "Jetons après chaque donne",
    deal_col: "Donne",
    pot_col: "Pot",
    start_row: "Début",

    session_over: "La partie est finie",
    out_of_chips: |w| match w {
        Who::You => "Vous n’avez plus de jetons.".into(),
        _ => format!("{} n’a plus de jetons.", who(w)),
    },
    deals_played: |n| format!("{} jouées.", plural(n as i64, "donne", "donnes")),
    session_won: |ws| match ws {
        [Who::You] => "Vous gagnez la partie\u{a0}!".into(),
        [w] => format!("{} gagne la partie.", who(*w)),
        _ => format!("{} se partagent la première place.", list(ws)),
    },
    ranking: "Classement",
    place: |n| if n == 1 { "1er".into() } else { format!("{n}e") },
    pot_left: |n| format!("Reste au pot\u{a0}: {n} (non partagé)."),
    revenge: "Revanche",
    series: |rows| {
        let parts: Vec<String> = rows.iter().map(|(w, n)| format!("{} {n}", who(*w))).collect();
        format!("Parties gagnées — {}", parts.join(", "))
    },
    new_session: "Nouvelle partie",

    ask_new_title: "Commencer une nouvelle partie\u{a0}?",
    ask_new_yes: "Commencer une nouvelle partie",
    corrupt: |key| format!(
        "Votre partie de Kontraspiel enregistrée n’a pas pu être lue. Son texte est conservé sous «\u{a0}{key}\u{a0}»\u{a0}; une nouvelle partie peut commencer."
    ),
    storage_failed: "La partie n’a pas pu être enregistrée (le stockage est-il plein\u{a0}?). Elle continue dans cet onglet.",
    dismiss: "Masquer",
    no_session: "Pas encore de partie de Kontraspiel.",

    share_deal: "Partager cette donne",
    share_text: "Jouez cette donne de Kontraspiel avec les mêmes cartes que moi",
    share_copied: "Lien copié. Qui l’ouvre joue les mêmes cartes.",
    shared_offer: "Quelqu’un a partagé une donne de Kontraspiel avec vous\u{a0}: jouez les mêmes cartes et comparez.",
    shared_play: "Jouer la donne partagée",
    shared_bad: "Ce lien ne contient pas de donne de Kontraspiel partagée valable\u{a0}; l’application démarre comme d’habitude.",
    hint: "Conseil",
    undo: "Annuler le coup",
    hint_is: |what| format!("Conseil\u{a0}: {what}"),

    settings_intro: "Kontraspiel\u{a0}: quatre joueurs, chacun pour soi. La vitesse des bots, la langue et l’affichage valent pour tous les jeux.",
    rules_heading: "Règles",
    rules_next_session: "Les règles modifiées s’appliquent à partir de la prochaine partie.",
    direction: "Sens du jeu",
    clockwise: "Sens horaire",
    anticlockwise: "Sens antihoraire",
    wenzel_turnup: "Un Wenzel retourné",
    wenzel_forced: "Le donneur doit le prendre",
    wenzel_optional: "On demande au donneur, comme pour un as",
    base_value: "Le pot est compté pour la valeur de base",
    base_after: "Après la mise du donneur",
    base_before: "Avant la mise du donneur",
    start_chips: "Jetons au départ (1–999)",
    max_deals: "Donnes par partie (0–999)",
    max_deals_help: "0\u{a0}: sans limite — la partie finit quand un joueur n’a plus de jetons.",
    practice_help: "Un conseil et l’annulation du coup pendant que vous jouez. Les donnes d’entraînement ne comptent pas dans les statistiques.",

    stats_sessions: "Parties",
    stats_deals: "Donnes",
    stats_solo: "Joué seul",
    stats_contra: "Contre ou surcontre",
    stats_matches: "Les cinq plis",
    stats_revolts: "Sans pli",
    stats_chips: "Jetons gagnés et perdus",
    stats_played: "Jouées",
    stats_won: "Gagnées",
    stats_none: "Pas encore de donne de Kontraspiel jouée.",

    export_help: "Le relevé de cette partie\u{a0}: les cartes de chaque donne et chaque action. Gardez-le, ou importez-le sur un autre appareil.",
    download: "Télécharger",
    copy: "Copier",
    copied: "Copié",
    record_label: "Relevé de la partie",
    import_help: "Reprenez une partie de Kontraspiel à partir de son relevé\u{a0}: choisissez le fichier, ou collez son texte.",
    import_file: "Fichier du relevé",
    import_go: "Importer",
    import_unreadable: "Le fichier n’a pas pu être lu.",
    imported: "Partie importée.",
    import_failed: |why| format!("Ce relevé ne peut pas être importé\u{a0}: {why}."),
    record_error,
    rule_error,

    rules_sections: &[
        ("Le jeu", &[
            "Le Kontraspiel se joue à quatre, chacun pour soi, avec 24 cartes\u{a0}: A R D V 10 9 dans chaque couleur — le dix est bas. Les cartes ne valent pas de points\u{a0}: seuls les plis comptent, et les jetons se gagnent au pot et sur les autres.",
        ]),
        ("Wenzels et atouts", &[
            "Le valet de trèfle et le valet de pique, les Wenzels, sont les deux plus forts atouts quelle que soit la couleur d’atout, le trèfle au-dessus du pique. Un Wenzel n’est qu’un atout, jamais une carte de sa couleur imprimée. Viennent ensuite A R D (V) 10 9 de la couleur d’atout\u{a0}: une couleur noire a 7 atouts, une rouge 8.",
        ]),
        ("La donne", &[
            "Le donneur met 1 jeton au pot. Chacun reçoit cinq cartes. Des quatre restantes, la première est retournée — la retourne — et les autres restent cachées. La valeur de base de la donne est le pot, compté de 1 à 4.",
            "Un Wenzel retourné\u{a0}: le donneur le prend et joue seul dans sa couleur. Un as retourné\u{a0}: on demande au donneur, avant qu’il voie sa main, s’il le prend. Qui prend ajoute la retourne à sa main et pose une autre carte face cachée. Qui a pris un as une fois prend chaque as qu’il retourne — le gage — jusqu’à ce qu’il ne fasse aucun pli dans une telle donne.",
        ]),
        ("Les enchères", &[
            "Premier tour, à partir du joueur après le donneur\u{a0}: accepter la couleur de la retourne comme atout et jouer seul, ou passer. Si tous passent, second tour\u{a0}: nommer une couleur d’atout et jouer seul, ou passer\u{a0}; seul le joueur après le donneur peut nommer la couleur de la retourne. Si tous passent encore, il n’y a pas de jeu et la mise reste au pot.",
            "Dès que quelqu’un joue seul, chacun des autres à son tour peut annoncer la vole dans une autre couleur que celle de la retourne\u{a0}: il reprend le jeu et s’engage à faire les cinq plis.",
        ]),
        ("Contre et surcontre", &[
            "Tout autre joueur peut dire contre avant le deuxième pli et jouer pour gagner la donne à son compte\u{a0}; un troisième joueur peut alors dire surcontre avant le troisième pli. On les demande avant le premier pli et après le premier et le deuxième.",
            "En disant contre avant le premier pli d’un jeu accepté au premier tour, le joueur peut prendre la retourne dans sa main contre l’une de ses cartes.",
        ]),
        ("Le jeu de la carte", &[
            "Le joueur après le donneur entame. Fournissez la couleur demandée si vous le pouvez — tous les atouts, Wenzels compris, sont une seule couleur — sinon jouez n’importe quelle carte. Le plus fort atout fait le pli, sinon la plus forte carte de la couleur demandée. Les cinq plis sont joués.",
            "Qui fait 3 plis ou plus gagne la donne\u{a0}; sinon le premier à en faire 2.",
        ]),
        ("Les jetons", &[
            "Celui qui joue seul, celui qui dit contre et celui qui dit surcontre sont actifs\u{a0}: chacun reçoit la valeur de base du pot s’il gagne la donne, sinon il la paie au pot. Un gagnant passif ne reçoit rien.",
            "Qui joue seul et fait les cinq plis reçoit 1 de chaque autre joueur, doublé dans la couleur de la retourne et doublé encore pour une vole annoncée. Qui annonce la vole et échoue paie 2 à chaque autre joueur. Un joueur actif sans pli paie 1 à chaque autre joueur, ou 2 dans la couleur de la retourne.",
            "Chacun commence avec 20 jetons\u{a0}; la donne passe au joueur suivant. La partie finit après une donne qui laisse un joueur sans jeton, ou après 24 donnes\u{a0}: le plus de jetons l’emporte. Les réglages changent ces nombres, le sens du jeu, le Wenzel retourné et le moment où le pot est compté.",
        ]),
    ],
    trump_tables: "Les atouts, du plus fort au plus faible",
    trump_tables_help: "Avec les noms des cartes françaises et allemandes\u{a0}: Eichel ♣, Laub ♠, Herz ♥, Schellen ♦\u{a0}; Daus (as), König (roi), Ober (dame), Unter (valet).",
    trump_col: "Atout",
    french_col: "Cartes françaises",
    german_col: "Cartes allemandes",
};
