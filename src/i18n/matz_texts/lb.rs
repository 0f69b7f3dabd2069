//! Müller Matz op Lëtzebuergesch.

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
        Suit::Hearts => "Häerz",
        Suit::Diamonds => "Karo",
        Suit::Clubs => "Kräiz",
    }
}

fn rank(r: Rank) -> &'static str {
    ["Zwee", "Dräi", "Véier", "Fënnef", "Sechs", "Siwen", "Aacht", "Néng", "Zéng", "Bouf", "Damm", "Kinnek", "As"][r.index()]
}

fn card(c: Card) -> String {
    format!("{}-{}", suit(c.suit()), rank(c.rank()))
}

fn rank_label(r: Rank) -> &'static str {
    ["2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K", "A"][r.index()]
}

fn rule_error(e: &RuleError) -> String {
    match *e {
        RuleError::NotYourTurn { .. } => "Du bass net drun.".into(),
        RuleError::NotHeld { card: c } => format!("{} ass net an denger Hand.", card(c)),
        RuleError::NothingToPickUp => "Et gëtt näischt opzehuelen: Du spills eraus.".into(),
        RuleError::MustBeatOrFollow { card: c, led } => {
            format!("{} geet net: D’Äntwert muss {} stiechen oder {} sinn (oder huel op).", card(c), card(led), suit(led.suit()))
        }
        RuleError::DoesNotBeat { card: c, top } => {
            format!("{} sticht {} net: Spill e méi héijen {} oder en Tromp, oder huel {} op.", card(c), card(top), suit(top.suit()), card(top))
        }
        RuleError::GiveUpNeedsTwin { led } => format!("Fir ofzeginn brauchs de déi zweet {}.", card(led)),
        ref e => format!("{e}."),
    }
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => format!("{} {} bei {}", verb(w(seat), "spills", "spillt"), card(c), dat(w(to))),
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("stiechs", "sticht") } else { ("beäntwers", "beäntwert") };
            format!("{} {} mat {}; béid kommen op d’Reserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, .. } => format!("{} béid {} of", verb(w(seat), "gëss", "gëtt"), card(c)),
        Event::PickUp { seat, card: c } => format!("{} {} op", verb(w(seat), "hëls", "hëlt"), card(c)),
        Event::Sleep { seat, cards } => format!("{} mat {} Trompen schlofen", verb(w(seat), "gees", "geet"), cards.len()),
        Event::Exchange { seat, gave, took } => format!("{} {} géint déi oppe {}", verb(w(seat), "tauschs", "tauscht"), card(gave), card(took)),
        Event::Draw { seat, count, .. } => format!("{} {count} vum Stapel", verb(w(seat), "zitts", "zitt")),
        Event::Finished { seat } => format!("{} mam éischte Liewen fäerdeg", verb(w(seat), "bass", "ass")),
        Event::FirstLifeOver { .. } => "Dat éischt Liewen ass eriwwer: All Reserve gëtt zur Hand".into(),
        Event::TurnedOutOfPlay { card: c } => format!("Déi oppe {} kënnt aus dem Spill", card(c)),
        Event::Out { seat, place } => format!("{} eraus, op der Plaz {place}", verb(w(seat), "bass", "ass")),
        Event::Play { seat, card: c, .. } => format!("{} {}", verb(w(seat), "spills", "spillt"), card(c)),
        Event::TrickDone { size, .. } => format!("De Stouss mat {size} Kaarten ass voll a kënnt aus dem Spill"),
        Event::Repetition => "Déi selwecht Stellung koum fir d’drëtt Kéier: D’Spill ass eriwwer".into(),
        Event::GameOver { loser } => format!("{} de Müller Matz", verb(w(loser), "bass", "ass")),
    }
}

pub static LB: MatzTexts = MatzTexts {
    card,
    suit,
    rank_label,
    who,
    table_label: "Müller-Matz-Dësch",
    your_hand: "Deng Hand",
    your_reserve: "Deng Reserve",
    reserve_help: "Zougedeckt: Am zweete Liewen gëtt se deng Hand.",
    players_label: "Spiller",
    in_hand: |n| format!("{n} an der Hand"),
    in_reserve: |n| format!("{n} an der Reserve"),
    finished: "Fäerdeg",
    out_place: |p| format!("Eraus, Plaz {p}"),
    to_act: "drun",
    dealer: "Ginner",
    trump: "Tromp",
    trump_is: |s| format!("Tromp: {} {}", s.symbol(), suit(s)),
    reserve_count: |n| format!("Deng Reserve: {n}"),
    turned_card: "Oppe Kaart",
    stock: |n| format!("Stapel: {n}"),
    out_of_play: |n| format!("Aus dem Spill: {n}"),
    game_no: |n| format!("Spill {n}"),
    first_life: "Éischt Liewen",
    second_life: "Zweet Liewen",
    led_to: |a, c, b| format!("{} huet {} bei {} gespillt", who(a), card(c), dat(b)),
    pile: |have, k| format!("Stouss: {have} vu {k} Kaarten"),
    pile_empty: "De Stouss ass eidel",
    tally: "Matz-Punkten",
    guide_lead: |to| format!("Du spills eraus: eng Kaart bei {}. Stiechen oder ophuelen.", dat(to)),
    guide_answer: |c| format!("{} koum bei dech: Äntwer mat enger Kaart (béid kommen op deng Reserve; eng méi héich vun der Faarf oder en Tromp sticht) oder huel se op.", card(c)),
    guide_second_lead: |k| format!("Zweet Liewen: Spill eng Kaart eraus. De Stouss ass bei {k} Kaarte voll."),
    guide_second_beat: |c, more| format!("Stiech {} (méi héich an der Faarf oder Tromp) oder huel se op. Nach {more} bis de Stouss voll ass.", card(c)),
    guide_wait: |x| match x {
        W::You => "Du bass drun.".into(),
        W::Name(n) => format!("{n} ass drun."),
    },
    guide_done: "Du hues keng Kaarte méi: Kuck deenen aneren no.",
    lives_change: "Dat zweet Liewen: Deng Reserve ass elo deng Hand. Gëff se lass: Wie fir d’lescht Kaarten hält, verléiert.",
    lives_change_none: "Dat zweet Liewen: Du has keng Reserve a bass schonn eraus.",
    pick_up: "Ophuelen",
    go_to_sleep: "Schlofe goen",
    exchange: "Géint déi oppe Kaart tauschen",
    give_up: "Béid ofginn",
    not_your_turn: "Du bass net drun.",
    rule_error,
    event,
    last_move: "Leschten Zuch",
    game_over: |n| format!("Spill {n} ass eriwwer"),
    places: "Plazen",
    place_line: |p, x| format!("{p}. {}", who(x)),
    loser_is: |x| format!("{} de Müller Matz vun dësem Spill.", verb(x, "bass", "ass")),
    by_repetition: "D’Spill ass duerch d’Widderhuelungsregel eriwwer: Eng Stellung koum fir d’drëtt Kéier.",
    first_life_order: "Mam éischte Liewen fäerdeg",
    next_game: "Nächst Spill",
    match_over: "D’Partie ass eriwwer",
    match_lost_by: |x| format!("{} d’Partie.", verb(x, "verléiers", "verléiert")),
    play_again: "Nach eng Kéier",
    points_col: "Punkten",
    player_col: "Spiller",
    hint: "Tipp",
    undo: "Zréck",
    hint_is: |a| format!("Tipp: {a}"),
    no_match: "Nach keng Partie Müller Matz.",
    new_match: "Nei Partie",
    ask_new_title: "Nei Partie ufänken?",
    ask_new_help: "D’Partie, déi leeft, hält ouni Resultat op.",
    ask_new_yes: "Nei Partie ufänken",
    cancel: "Ofbriechen",
    dismiss: "Zoumaachen",
    corrupt: |k| format!("Gespäichert Müller-Matz-Donnéeë ware net liesbar; si leien ënner {k}."),
    storage_failed: "Dëse Browser huet d’Partie net gespäichert: Si geet beim Nei-Lueden verluer.",
    imported: "D’Partie gouf importéiert.",
    settings_intro: "D’Astellunge vu Müller Matz. D’Tempo vun de Bots ass d’Astellung vun der App.",
    players: "Zuel vun de Spiller",
    players_help: "Du an d’Bots, 2 bis 8. Vu 5 Spiller u gëtt mat zwee Kaartespiller gespillt.",
    bots: "Bots",
    easy: "Liicht",
    medium: "Mëttel",
    hard: "Schwéier",
    practice: "Übungsmodus",
    practice_help: "En Tipp (dem schwéiere Bot säi Choix) an Zréck. Übungsspiller zielen net.",
    rules_heading: "Varianten",
    rules_next_match: "Spillerzuel a Variante gëllen ab der nächster Partie.",
    v_turned: "Déi oppe Kaart",
    v_turned_drawn: "Ass déi lescht Kaart vum Stapel",
    v_turned_out: "Bleift am éischte Liewe leien",
    v_answer: "Eng Äntwert, déi net sticht",
    v_answer_any: "Egal wéi eng Kaart",
    v_answer_strict: "Muss d’Faarf bedéngen",
    v_give_up: "Ofgi Zwillingen",
    v_give_up_out: "Aus dem Spill",
    v_give_up_reserve: "Op d’Reserve vum Erausspiller",
    v_sleep: "Schlofe goen",
    v_sleep_whole: "Mat der ganzer Hand",
    v_sleep_three: "Och mat dräi Trompen aus méi",
    v_last_hand: "D’Hand vum Leschten",
    v_last_joins: "Kënnt bei seng Hand am zweete Liewen",
    v_last_out: "Kënnt aus dem Spill",
    v_dealing: "Nächste Ginner",
    v_dealing_loser: "De Verléierer",
    v_dealing_left: "Déi nächst Plaz",
    v_scoring: "Wäertung",
    v_scoring_matz: |t| format!("Matz-Punkten: {t} verléiert d’Partie"),
    v_scoring_places: |g| format!("Plazpunkten iwwer {g} Spiller"),
    stats_none: "Nach kee Spill Müller Matz gespillt.",
    stats_matches: "Partië gespillt",
    stats_matches_lost: "Partië verluer",
    stats_games: "Spiller gespillt",
    stats_games_won: "Spiller gewonnen (als éischt eraus)",
    stats_games_lost: "Spiller verluer (Müller Matz)",
    stats_first_life_first: "Als éischt mam éischte Liewe fäerdeg",
    export_help: "De Protokoll vun der Partie: all Kaartespill an all Zuch. `konter replay` iwwerpréift en.",
    record_label: "Protokoll vun der Partie",
    download: "Eroflueden",
    copy: "Kopéieren",
    copied: "Kopéiert",
    import_help: "E Müller-Matz-Protokoll (\"format\": \"mueller-matz\") aus engem Fichier oder agefügt.",
    import_file: "Protokollfichier",
    import_go: "Partie importéieren",
    import_replaces: "D’Partie, déi leeft, gëtt ersat.",
    import_unreadable: "De Fichier konnt net gelies ginn.",
    import_other_game: "Dat ass e Protokoll vun engem anere Spill: Wiel dat Spill fir d’éischt um Startschierm.",
    import_failed: |e| format!("Dëse Protokoll kann net importéiert ginn: {e}"),
    rules_sections: &[
        ("D’Zil", &[
            "Müller Matz ass e Spill fir 2 bis 8 Spiller an zwee Liewen. Am éischte Liewe sammelt jiddereen eng zougedeckte Reserve; am zweete Liewen ass dës Reserve d’Hand, an et muss ee se lass ginn. Wie fir d’lescht Kaarten hält, ass de Müller Matz a verléiert.",
            "Vu 5 Spiller u gëtt mat zwee Kaartespiller gespillt (all Kaart duebel). Rang vun déif op héich: 2 … 10, B, D, K, A. Déi oppe Kaart bestëmmt den Tromp fir béid Liewen.",
        ]),
        ("Stiechen", &[
            "Eng Kaart sticht eng aner, wa se vun der selwechter Faarf an et méi héich ass, oder wa se Tromp ass an déi aner net. Soss sticht näischt; zwou selwecht Kaarte stieche sech ni.",
        ]),
        ("Dat éischt Liewen", &[
            "Jiddereen hält 3 Kaarten; de Rescht ass de Stapel, déi oppe Kaart ënnen. Beim Erausspille gëss du eng Kaart beim nächste Spiller mat Kaarten. Duerno zitts du op 3 no, soulaang de Stapel duergeet.",
            "Kënnt eng Kaart bei dech: Äntwer mat enger Kaart (béid kommen zougedeckt op deng Reserve) oder huel se op. No enger Äntwert spills du eraus, nom Ophuele spillt deen Nächsten.",
            "Am Ufank vun dengem Zuch: Tausch d’Sechs oder d’Zwee am Tromp géint eng méi héich oppe Kaart; beim Erausspille gees du mat dräi Trompe schlofen (si kommen op d’Reserve). Mat zwee Spiller kanns du eng Kaart mat hirem Zwilling beäntweren a béid ofginn.",
            "Fäerdeg bass du, wann deng Hand eidel an de Stapel ewech ass. Dat éischt Liewen hält op, wann héchstens nach ee Spiller Kaarten hält.",
        ]),
        ("Dat zweet Liewen", &[
            "All Reserve gëtt zur Hand; wie keng Kaarten huet, ass direkt eraus. Deen, deen als éischt mam éischte Liewe fäerdeg war, spillt eraus.",
            "De Stouss an der Mëtt hëlt esou vill Kaarten, wéi beim Erausspille Spiller Kaarten haten. Wann s du drun bass, stiechs du déi iewescht Kaart oder hëls se op (just déi). Ass de Stouss voll, kënnt en aus dem Spill, an deen, deen e gefëllt huet, spillt nei eraus.",
            "Wie keng Kaarte méi huet, ass eraus. Wie fir d’lescht Kaarten hält, verléiert d’Spill.",
        ]),
        ("D’Partie", &[
            "De Verléierer vun all Spill kritt e Matz-Punkt a gëtt dat nächst Spill. Wien d’Zil erreecht (3), verléiert d’Partie. Eng Variant zielt Plazpunkten.",
            "E Spill, dat éiweg ronderëm géing, hält op, wann déi selwecht Stellung fir d’drëtt Kéier kënnt; da ziele manner Kaarte besser.",
        ]),
    ],
};
