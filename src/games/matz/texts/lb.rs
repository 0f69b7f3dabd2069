//! Müller Matz op Lëtzebuergesch.

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

fn rule_error(e: &RuleError, trump: Option<Suit>) -> String {
    match *e {
        RuleError::GameOver => "D’Spill ass eriwwer.".into(),
        RuleError::NotYourTurn { .. } => "Du bass net drun.".into(),
        RuleError::NotHeld { card: c } => format!("{} ass net an denger Hand.", card(c)),
        RuleError::NothingToPickUp => "Et gëtt näischt opzehuelen: Du spills eraus.".into(),
        RuleError::MustBeatOrFollow { card: c, led } if trump == Some(led.suit()) => {
            format!("{} geet net: Beäntwer {} mat engem Tromp, oder huel d’Kaart op.", card(c), card(led))
        }
        RuleError::MustBeatOrFollow { card: c, led } => format!(
            "{} geet net: Beäntwer {} mat enger Kaart vun der selwechter Faarf oder engem Tromp, oder huel d’Kaart op.",
            card(c),
            card(led)
        ),
        RuleError::DoesNotBeat { card: c, top } if trump == Some(top.suit()) => {
            format!("{} sticht {} net: Just e méi héijen Tromp sticht. Spill een, oder huel d’Kaart op.", card(c), card(top))
        }
        RuleError::DoesNotBeat { card: c, top } if trump.is_some() => format!(
            "{} sticht {} net: Spill eng méi héich Kaart vun der selwechter Faarf oder en Tromp, oder huel d’Kaart op.",
            card(c),
            card(top)
        ),
        RuleError::DoesNotBeat { card: c, top } => format!("{} sticht {} net: Stiech d’Kaart oder huel se op.", card(c), card(top)),
        RuleError::GiveUpOnePack => "Ofginn geet just mat zwee Kaartespiller (5 bis 8 Spiller).".into(),
        RuleError::GiveUpNotAnswering => "Ofginn ass eng Äntwert op eng Kaart, déi bei dech koum.".into(),
        RuleError::GiveUpNeedsTwin { led } => format!("Fir ofzeginn brauchs de den Zwilling vun der Kaart {} an der Hand.", card(led)),
        RuleError::FirstLifeOnly => "Tauschen a schlofe goen gëtt et just am éischte Liewen.".into(),
        RuleError::SleepNotLeading => "Schlofe goe kanns de just, wann s du erausspills.".into(),
        RuleError::SleepTwice => "Du bass an dësem Zuch scho schlofe gaangen.".into(),
        RuleError::SleepNotTrump { card: c } => format!("Fir schlofen ze goe brauchs de just Trompen, an {} ass keen Tromp.", card(c)),
        RuleError::SleepNotHeld { .. } => "Dës Kaarte sinn net all an denger Hand.".into(),
        RuleError::SleepNeedsThree { held } => format!(
            "Soulaang de Stapel duergeet, brauchs de fir schlofen ze goen eng Hand vu genee dräi Trompen (du hals {held} Kaarten)."
        ),
        RuleError::SleepTooMany { held } => {
            format!("Fir schlofen ze goe brauchs de eng Hand vun engem bis dräi Trompen (du hals {held} Kaarten).")
        }
        RuleError::SleepWholeHand => "Beim Schlofegoe leets du déi ganz Hand op eemol of, an nëmmen eng Hand aus lauter Trëmp dierf schlofe goen.".into(),
        RuleError::ExchangeTwice => "Du hues an dësem Zuch scho getauscht.".into(),
        RuleError::ExchangeNotSixOrTwo { card: c } => {
            format!("{} kann net getauscht ginn: Just d’Sechs an d’Zwee am Tromp kënne getauscht ginn.", card(c))
        }
        RuleError::ExchangeNotHigher { card: c, turned } => {
            format!("{} kann net géint {} getauscht ginn: Déi oppe Kaart muss méi héich sinn.", card(c), card(turned))
        }
        RuleError::ExchangeNoTurnedCard => "Déi oppe Kaart ass ewech: Et gëtt näischt ze tauschen.".into(),
        RuleError::NoGame => "Et leeft kee Spill.".into(),
        RuleError::MatchOver => "D’Partie ass eriwwer.".into(),
        _ => "D’Reegele loossen dat net zou.".into(),
    }
}

/// What the answerer may answer with under the variant played.
fn answer_with(answer: Answer) -> &'static str {
    match answer {
        Answer::Any => "egal wéi enger Kaart",
        Answer::Strict => "enger Kaart vun der selwechter Faarf oder engem Tromp",
    }
}

fn guide_lead(to: W, answer: Answer) -> String {
    match to {
        W::You => format!("Du spills eraus: eng Kaart. Du däerfs mat {} äntweren oder d’Kaart ophuelen.", answer_with(answer)),
        W::Name(n) => format!(
            "Du spills eraus: eng Kaart bei {n}. {n} däerf mat {} äntweren (béid kommen dann op déi eege Reserve) oder d’Kaart ophuelen.",
            answer_with(answer)
        ),
    }
}

fn guide_answer(c: Card, trump: Suit, answer: Answer, twin: bool) -> String {
    let twin = if twin { ", gëff se mat hirem Zwilling of" } else { "" };
    match answer {
        Answer::Any => format!(
            "D’Kaart {} koum bei dech: Äntwer mat egal wéi enger Kaart{twin} oder huel se op. Eng Äntwert leet béid Kaarten zougedeckt op deng Reserve, deng Hand am zweete Liewen: Ob s du stiechs, zielt elo net, mä staark Kaarte hëllefen der dann.",
            card(c)
        ),
        Answer::Strict => {
            let beats = if c.suit() == trump { "just e méi héijen Tromp sticht se" } else { "eng méi héich vun der Faarf oder en Tromp sticht se" };
            format!(
                "D’Kaart {} koum bei dech: Äntwer mat {} (béid kommen zougedeckt op deng Reserve, deng Hand am zweete Liewen; {beats}){twin} oder huel se op.",
                card(c),
                answer_with(answer)
            )
        }
    }
}

fn guide_second_beat(c: Card, trump: Suit, more: usize) -> String {
    let with = if c.suit() == trump { "mat engem méi héijen Tromp" } else { "(méi héich an der Faarf oder Tromp)" };
    let rest = if more == 1 { "Nach 1 Kaart, bis de Stouss voll ass".to_string() } else { format!("Nach {more} Kaarten, bis de Stouss voll ass") };
    format!("Stiech {} {with} oder huel d’Kaart op. {rest}.", card(c))
}

fn rules_sections(r: &Rules) -> Vec<(&'static str, Vec<String>)> {
    let turned = match r.turned_card {
        TurnedCard::Drawn => "de Rescht ass de Stapel, déi oppe Kaart ënnen: Si gëtt als lescht gezunn",
        TurnedCard::OutOfPlay => "de Rescht ass de Stapel; déi oppe Kaart läit dat ganzt éischt Liewen dernieft, gëtt ni gezunn a kënnt duerno aus dem Spill",
    };
    let answer = match r.answer {
        Answer::Any => "Äntwer mat egal wéi enger Kaart (béid kommen zougedeckt op deng Reserve; ob s du stiechs, zielt net, mä eng gutt Reserve gewënnt dat zweet Liewen)",
        Answer::Strict => "Äntwer mat enger Kaart vun der selwechter Faarf oder engem Tromp (béid kommen zougedeckt op deng Reserve)",
    };
    let sleep = match r.sleep {
        Sleep::WholeHand => "gees du schlofen, wann deng ganz Hand Tromp ass: genee dräi Kaarten, soulaang de Stapel duergeet, duerno eng bis dräi",
        Sleep::AnyThree => "gees du schlofen, wann deng ganz Hand Tromp ass (genee dräi Kaarten, soulaang de Stapel duergeet, duerno eng bis dräi), oder mat dräi Trompen aus enger méi grousser Hand",
    };
    let give_up = match r.give_up {
        GiveUp::OutOfPlay => "Si kommen aus dem Spill",
        GiveUp::LeaderReserve => "Si kommen op d’Reserve vum Erausspiller",
    };
    let last = match r.last_hand {
        LastHand::Joins => "d’Kaarten, déi dee leschte Spiller nach an der Hand huet, kommen op seng Reserve",
        LastHand::OutOfPlay => "d’Kaarten, déi dee leschte Spiller nach an der Hand huet, kommen aus dem Spill",
    };
    let deal = match r.dealing {
        Dealing::Loser => "De Verléierer vun all Spill deelt dat nächst aus.",
        Dealing::Left => "No all Spill deelt deen op der nächster Plaz aus.",
    };
    let score = match r.scoring {
        Scoring::Matz { target } => format!("De Verléierer vun all Spill kritt e Matz-Punkt. Wien {target} Matz-Punkten erreecht, verléiert d’Partie. {deal}"),
        Scoring::PlacePoints { games } => format!(
            "All Spill bréngt Plazpunkten: Bei N Spiller kritt deen, deen als éischt eraus ass, N − 1, deen duerno N − 2 an esou weider, de Verléierer 0. No {games} Spiller gewënnt déi héchst Zomm d’Partie. {deal}"
        ),
    };
    vec![
        ("D’Zil", vec![
            "Müller Matz ass e Spill fir 2 bis 8 Spiller an zwee Liewen. Am éischte Liewe sammelt jiddereen eng zougedeckte Reserve; am zweete Liewen ass dës Reserve d’Hand, an et muss ee se lass ginn. Wie fir d’lescht Kaarten hält, ass de Müller Matz a verléiert.".into(),
            "Vu 5 Spiller u gëtt mat zwee Kaartespiller gespillt (all Kaart duebel). Rang vun déif op héich: 2 … 10, B, D, K, A. Déi oppe Kaart bestëmmt den Tromp fir béid Liewen.".into(),
        ]),
        ("Stiechen", vec![
            "Eng Kaart sticht eng aner, wa se vun der selwechter Faarf an et méi héich ass, oder wa se Tromp ass an déi aner net. Soss sticht näischt: En Tromp sticht just e méi héijen Tromp, an zwou selwecht Kaarte stieche sech ni.".into(),
        ]),
        ("Dat éischt Liewen", vec![
            format!("Jiddereen hält 3 Kaarten; {turned}. Beim Erausspille gëss du egal wéi eng Kaart beim nächste Spiller mat Kaarten. Duerno zitts du op 3 no, soulaang de Stapel duergeet."),
            format!("Kënnt eng Kaart bei dech: {answer} oder huel se op. No enger Äntwert spills du eraus, nom Ophuele spillt deen Nächsten."),
            format!("Am Ufank vun dengem Zuch: Tausch d’Sechs oder d’Zwee am Tromp géint déi oppe Kaart, wa se méi héich ass; beim Erausspille {sleep} (d’Trompe kommen op deng Reserve, an du zitts no). Mat zwee Kaartespiller kanns du eng Kaart mat hirem Zwilling beäntweren a béid ofginn: {give_up}."),
            format!("Fäerdeg bass du, wann deng Hand eidel an de Stapel ewech ass. Dat éischt Liewen hält op, wann héchstens nach ee Spiller Kaarten hält; {last}."),
        ]),
        ("Dat zweet Liewen", vec![
            "All Reserve gëtt zur Hand; wie keng Kaarten huet, ass direkt eraus. Deen, deen als éischt mam éischte Liewe fäerdeg war, spillt eraus.".into(),
            "De Stouss an der Mëtt hëlt esou vill Kaarten, wéi beim Erausspille Spiller Kaarten haten. Wann s du drun bass, stiechs du déi iewescht Kaart oder hëls se op (just déi). Ass de Stouss voll, kënnt en aus dem Spill, an deen, deen e gefëllt huet, spillt nei eraus.".into(),
            "Wie keng Kaarte méi huet, ass eraus. Wie fir d’lescht Kaarten hält, verléiert d’Spill.".into(),
        ]),
        ("D’Partie", vec![
            score,
            "E Spill, dat éiweg ronderëm géing, hält op, wann déi selwecht Stellung fir d’drëtt Kéier kënnt; da ziele manner Kaarte besser.".into(),
        ]),
    ]
}

fn event(e: &Event, w: fn(Seat) -> W) -> String {
    match *e {
        Event::Lead { seat, card: c, to } => format!("{} {} bei {}", verb(w(seat), "spills", "spillt"), card(c), dat(w(to))),
        Event::Answer { seat, card: c, led, beat } => {
            let how = if beat { ("stiechs", "sticht") } else { ("beäntwers", "beäntwert") };
            format!("{} {} mat {}; béid kommen op d’Reserve", verb(w(seat), how.0, how.1), card(led), card(c))
        }
        Event::GiveUp { seat, card: c, to_reserve } => {
            let to = if to_reserve.is_some() { "op d’Reserve vum Erausspiller" } else { "aus dem Spill" };
            format!("{} béid Kaarte {} of ({to})", verb(w(seat), "gëss", "gëtt"), card(c))
        }
        Event::PickUp { seat, card: c } => format!("{} {} op", verb(w(seat), "hëls", "hëlt"), card(c)),
        Event::Sleep { seat, cards } => match cards.len() {
            1 => format!("{} mat engem Tromp schlofen", verb(w(seat), "gees", "geet")),
            n => format!("{} mat {n} Trompe schlofen", verb(w(seat), "gees", "geet")),
        },
        Event::Exchange { seat, gave, took } => format!("{} {} géint déi oppe Kaart, {}", verb(w(seat), "tauschs", "tauscht"), card(gave), card(took)),
        Event::Draw { seat, count, .. } => format!("{} {count} vum Stapel", verb(w(seat), "zitts", "zitt")),
        Event::Finished { seat } => format!("{} mam éischte Liewen fäerdeg", verb(w(seat), "bass", "ass")),
        Event::FirstLifeOver { .. } => "Dat éischt Liewen ass eriwwer: All Reserve gëtt zur Hand".into(),
        Event::TurnedOutOfPlay { card: c } => format!("Déi oppe Kaart, {}, kënnt aus dem Spill", card(c)),
        Event::Out { seat, place } => format!("{} eraus, op der Plaz {place}", verb(w(seat), "bass", "ass")),
        Event::Play { seat, card: c, .. } => format!("{} {}", verb(w(seat), "spills", "spillt"), card(c)),
        Event::TrickDone { size, .. } => format!("De Stouss mat {size} Kaarten ass voll a kënnt aus dem Spill"),
        Event::Repetition => "Déi selwecht Stellung koum fir d’drëtt Kéier: D’Spill ass eriwwer".into(),
        Event::GameOver { loser } => format!("{} de Müller Matz", verb(w(loser), "bass", "ass")),
    }
}

/// Why a practice hint: "it beats 7♦, the card led".
fn hint_reason(why: crate::games::matz::why::MatzWhy, n: &Names<matz::Card, matz::Seat, matz::Suit>) -> String {
    use crate::games::matz::why::MatzWhy as M;
    let c = |x| (n.card)(x);
    match why {
        M::BeatsLed(x) => format!("si schléit {}, déi zougespillt Kaart", c(x)),
        M::UnderLed(x) => format!("si schléit {} net, mä béid Kaarte kommen trotzdeem op deng Reserve", c(x)),
        M::NoneBeats(x) => format!("keng vun denge Kaarte schléit {}", c(x)),
        M::TakesBack(x) => format!("du hëls {} op d’Hand a behäls deng eege Kaarten", c(x)),
        M::LeadTo(s) => format!("du spills se zou: {} muss äntweren", (n.seat)(s)),
        M::Exchange { gives, turned } => format!("{} gëtt géint {} getosch, eng méi héich Tromp", c(gives), c(turned)),
        M::Sleep { finished: false } => "deng Hand ass ganz Tromp: Si kënnt op deng Reserve, an du zitts no".into(),
        M::Sleep { finished: true } => "deng Hand ass ganz Tromp: Si kënnt op deng Reserve, an du bass mat dësem Liewe fäerdeg".into(),
        M::Twins(x) => format!("deng Kaart ass den Zwilling vun {}: Béid ginn aus dem Spill", c(x)),
        M::StartsPile(k) => format!("du fänks e Stouss vun {k} Kaarten un"),
        M::BeatsTop(x) => format!("si schléit {}, déi iewescht Kaart", c(x)),
    }
}

pub static LB: MatzTexts = MatzTexts {
    hint_reason,
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
    dealer: "Ausdeeler",
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
    tally_places: "Plazpunkten",
    guide_lead,
    guide_answer,
    guide_second_lead: |k| format!("Zweet Liewen: Spill eng Kaart eraus. De Stouss ass bei {k} Kaarte voll."),
    guide_second_beat,
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
    match_won_by: |x| format!("{} d’Partie.", verb(x, "gewënns", "gewënnt")),
    play_again: "Nach eng Kéier",
    points_col: "Punkten",
    player_col: "Spiller",
    hint: "Tipp",
    undo: "Zréck",
    hint_is: |a| format!("Tipp: {a}"),
    no_match: "Nach keng Partie Müller Matz.",
    new_match: "Nei Partie",
    ask_new_title: "Nei Partie ufänken?",
    ask_new_yes: "Nei Partie ufänken",
    cancel: "Ofbriechen",
    dismiss: "Zoumaachen",
    corrupt: |k| format!("Gespäichert Müller-Matz-Donnéeë ware net liesbar a fänken nei un. Den onliesbaren Text bleift am Späicher vun dësem Browser ënner „{k}“."),
    storage_failed: "Dëse Browser huet d’Partie net gespäichert: Si geet beim Nei-Lueden verluer.",
    imported: "D’Partie gouf importéiert.",
    settings_intro: "D’Astellunge vu Müller Matz. Den Tempo vun de Bots, d’Sprooch an d’Usiicht gëllen fir all Spill.",
    players: "Zuel vun de Spiller",
    players_help: "Du an d’Bots, 2 bis 8. Vu 5 Spiller u gëtt mat zwee Kaartespiller gespillt.",
    practice_help: "En Tipp (dem schwéiere Bot säi Choix) an Zréck. Übungsspiller zielen net.",
    rules_heading: "Varianten",
    rules_next_match: "Spillerzuel a Variante gëllen ab der nächster Partie.",
    v_turned: "Déi oppe Kaart",
    v_turned_drawn: "Ass déi lescht Kaart vum Stapel",
    v_turned_out: "Bleift nieft dem Stapel, duerno aus dem Spill",
    v_answer: "Eng Äntwert, déi net sticht",
    v_answer_any: "Egal wéi eng Kaart",
    v_answer_strict: "Muss d’Faarf bedéngen",
    v_give_up: "Ofgi Zwillingen",
    v_give_up_out: "Aus dem Spill",
    v_give_up_reserve: "Op d’Reserve vum Erausspiller",
    v_sleep: "Schlofe goen",
    v_sleep_whole: "Mat der ganzer Hand",
    v_sleep_three: "Och dräi Trompen aus enger méi grousser Hand",
    v_last_hand: "D’Hand vum Leschten",
    v_last_joins: "Bleift him am zweete Liewen",
    v_last_out: "Kënnt aus dem Spill",
    v_dealing: "Nächsten Ausdeeler",
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
    export_help: "De Protokoll vun der Partie: all gemëscht Kaartespill an all Zuch, als .json-Fichier, deen dës App nees importéiert.",
    record_label: "Protokoll vun der Partie",
    download: "Eroflueden",
    copy: "Kopéieren",
    copied: "Kopéiert",
    import_help: "De Protokoll vun enger Müller-Matz-Partie (e .json-Fichier, aus dëser App exportéiert), als Fichier gewielt oder agesat.",
    import_file: "Protokollfichier",
    import_go: "Partie importéieren",
    import_unreadable: "De Fichier konnt net gelies ginn.",
    share_game: "Dëst Spill deelen",
    share_text: "Spill dëst Müller-Matz-Spill mat deeselwechte Kaarte wéi ech",
    share_copied: "Link kopéiert. Wien en opmécht, spillt déiselwecht Kaarten.",
    shared_offer: "Een huet e Müller-Matz-Spill mat dir gedeelt: spill déiselwecht Kaarten a vergläicht.",
    shared_play: "Gedeelt Spill spillen",
    shared_bad: "Dëse Link huet kee gëlteg gedeelt Müller-Matz-Spill; d’App start wéi gewinnt.",
    ask_shared_title: "Amplaz dat gedeelt Spill spillen?",
    import_failed: |e| format!("Dëse Protokoll kann net importéiert ginn: {e}"),
    rules_of_match: "Dat sinn d’Reegele vun der Partie, déi leeft, mat hire Varianten.",
    rules_of_settings: "Dat sinn d’Reegele mat de Variante vun den Astellungen, fir déi nächst Partie.",
    rules_sections,
};
