//! Lëtzebuergesch.
//!
//! The person is addressed with „du“. A deal is a „Ronn“, a match a „Partie“, a trick a
//! „Stéch“ (many players say „Streech“; the rules page says so once), the dashes on the Lee
//! are „Stréch“, and trump is „Tromp“ (feminine, plural „Trëmp“). Card names are compounds
//! („Schëppen-Damm“, „Kräiz-Bouf“). The n-rule (Eifeler Regel) is followed, also before
//! numbers written as digits, by how the number is spoken: see [`n_rule`].

use super::phrases::keeps_n;
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
        Who::West => "Westen",
        Who::North => "Norden",
        Who::East => "Osten",
        Who::South => "Süden",
    }
}

/// A seat after „vun“, with the n-rule: „vun dir“, „vu Westen“, „vun Norden“, „vun Osten“,
/// „vu Süden“.
fn vun(p: Who) -> &'static str {
    match p {
        Who::You => "vun dir",
        Who::West => "vu Westen",
        Who::North => "vun Norden",
        Who::East => "vun Osten",
        Who::South => "vu Süden",
    }
}

/// A word ending in n before a seat's name, with the n-rule: „un Norden“, „u Westen“,
/// „ech si Süden“.
fn before(word: &str, p: Who) -> String {
    let word = match p {
        Who::West | Who::South => word.trim_end_matches('n'),
        _ => word,
    };
    format!("{word} {}", seat_name(p))
}

/// „Du spills“ / „Westen spillt“: the verb agrees with the seat.
fn verb(p: Who, du: &str, hien: &str) -> String {
    match p {
        Who::You => format!("Du {du}"),
        _ => format!("{} {hien}", seat_name(p)),
    }
}

fn team_name(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "Mir",
        (Voice::We, Team::B) => "Si",
        (Voice::Seats, _) => seats(t),
    }
}

/// The team as the subject of a sentence („Si“ alone, the short label of the Lee's row,
/// would read as „she“, or the polite „you“).
fn we(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::B) => "D’Géigner",
        _ => team_name(t, v),
    }
}

/// Out of how many tricks: „aus engem Stéch“, „aus 4 Stéch“, „ouni Stéch“.
fn out_of_tricks(n: u8) -> String {
    match n {
        0 => "ouni Stéch".into(),
        1 => "aus engem Stéch".into(),
        n => format!("aus {n} Stéch"),
    }
}

/// A team by its seats (the seats' voice).
fn seats(t: Team) -> &'static str {
    match t {
        Team::A => "Süden an Norden",
        Team::B => "Westen an Osten",
    }
}

/// A team inside a sentence: „mir“, „si“, or its seats.
fn team_in(t: Team, v: Voice) -> &'static str {
    match (v, t) {
        (Voice::We, Team::A) => "mir",
        (Voice::We, Team::B) => "si",
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
        Suit::Spades => "Schëppen",
        Suit::Hearts => "Häerz",
        Suit::Diamonds => "Karo",
        Suit::Clubs => "Kräiz",
    }
}

fn rank_name(r: Rank) -> &'static str {
    match r {
        Rank::Ace => "As",
        Rank::King => "Kinnek",
        Rank::Queen => "Damm",
        Rank::Jack => "Bouf",
        Rank::Ten => "Zéng",
        Rank::Nine => "Néng",
    }
}

fn card_name(c: Card) -> String {
    format!("{}-{}", suit_name(c.suit()), rank_name(c.rank()))
}

/// The card with its article: „d'Häerz-Damm“, „de Kräiz-Bouf“, „den Häerz-Kinnek“.
fn the_card(c: Card) -> String {
    let name = card_name(c);
    match (c.rank(), c.suit()) {
        // Masculine: „den“, which keeps its n only before h (of the suits).
        (Rank::King | Rank::Jack, Suit::Hearts) => format!("den {name}"),
        (Rank::King | Rank::Jack, _) => format!("de {name}"),
        _ => format!("d’{name}"),
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}


/// The n-rule before a number: „mir sträichen 3“ but „mir sträiche 4“.
fn n_rule(word: &str, next: u32) -> &str {
    if keeps_n(next) {
        word
    } else {
        word.strip_suffix('n').unwrap_or(word)
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
        Level::Easy => "Liicht",
        Level::Medium => "Mëttel",
        Level::Hard => "Schwéier",
    }
}

fn we_win(outcome: Outcome, we_trump: bool) -> Option<bool> {
    match outcome {
        Outcome::TrumpTeam => Some(we_trump),
        Outcome::Defenders => Some(!we_trump),
        Outcome::Stanner => None,
    }
}

/// The fixed texts (in the web app: `public/lang/lb.txt`, written from these).
const WORDS: Words = Words {
    app_title: "Konter a Matt",
    tagline: "D’Lëtzebuerger Kaartespill vun den Dammen an den Trëmp",
    start_intro: "Véier Spiller, zwou Ekippen, 24 Kaarten an dräi Dammen, déi ëmmer Tromp sinn. \
        Du sëtz ënnen a spills mat Norden géint Westen an Osten.",
    loading: "Gëtt gelueden…",

    new_match: "Nei Partie",
    continue_match: super::host_texts::LB.continue_match,
    revenge: "Revanche",
    next_deal: "Nächst Ronn",
    settings: "Astellungen",
    rules: "Reegelen",
    statistics: "Statistik",
    hint: "Tipp",
    undo: "Réckgängeg",
    export_match: "Partie exportéieren",
    import_match: "Partie importéieren",
    last_trick: "Leschte Stéch",
    score_sheet: "Lee",
    open_sheets: "Lee fir richteg Kaarten",
    sheets_unavailable: "D’Lee konnt net geluede ginn. Kuck d’Verbindung no a prouf nach eng Kéier.",
    panel_unavailable: "Dat konnt net geluede ginn. Kuck d’Verbindung no a probéier nach eng Kéier.",
    menu: "Menü",
    close: "Zoumaachen",
    dismiss: "Verstoppen",
    show_result: "Resultat weisen",
    dealer: "Ausdeeler",
    forehand: "Virhand",
    partner: "Partner",
    opponent: "Géigner",

    trump: "Tromp",
    no_trump_yet: "nach net genannt",
    choose_trump_title: "Tromp nennen",
    choose_trump_help: "Du hues Virhand. Du hues eréischt deng éischt dräi Kaarte gesinn: Wiel d’Tromp \
        no dëse Kaarten. Deng aner dräi Kaarte kriss du duerno.",
    announce_help: "Virun denger éischter Kaart kanns du usoen:",
    announcements: "Annoncen",
    your_turn_lead: "Du spills aus: All Kaart ass erlaabt",
    tap_to_collect: "Tippen, fir de Stéch anzesammelen",
    next_trick: "Nächste Stéch",
    your_hand: "Deng Hand",
    trick_on_table: "Stéch um Dësch",
    reason_trump_first: "Waart: D’Tromp ass nach net genannt",
    reason_collecting: "Waart: De Stéch gëtt agesammelt",
    reason_deal_over: "D’Ronn ass eriwwer",
    points: "Punkten",
    tricks: "Stéch",
    dashes: "Stréch",
    value: "Wäert",
    no_trick_yet: "Et gouf nach kee Stéch gespillt.",
    value_title: "Wat d’Ronn wäert ass",
    value_base: "Grondwäert",
    value_stake: "Asaz vu fréiere Stänner",
    value_total: "Total",
    summary_no_change: "Kee Strich ännert sech.",
    review_tricks: "D’Stéch vun dëser Ronn",
    match_over_help: "Spill eng Revanche mat deenselwechten Ekippen, oder fänk eng nei Partie un.",

    lee_title: "D’Lee",
    lee_deal: "Ronn",
    lee_history: "Ronn fir Ronn",

    settings_title: "Astellungen",
    bots_heading: "Bots",
    bot_level: "Niveau vun de Bots",
    all_bots: "All Bots",
    per_seat: "Plaz fir Plaz",
    per_seat_help: "Wiel fir all Bot säin eegene Niveau.",
    speed: "Tempo vun de Bots",
    rules_heading: "Reegele vun der nächster Partie",
    rules_this_match: "Reegele vun dëser Partie",
    rules_next_match: "Si gëllen ab der nächster neier Partie; déi lafend Partie behält hir Reegelen.",
    direction: "Spillrichtung",
    start_dashes: "Stréch um Ufank",
    stanner_rule: "Stänner (20 op 20)",
    display_heading: "Usiicht",
    show_points: "Kaartepunkte während der Ronn weisen",
    four_colour: "Véierfaarweg Kaarten",
    four_colour_help: "♠ schwaarz, ♥ rout, ♦ blo, ♣ gréng: méi liicht auserneenzehalen, och fir \
        faarweblann Spiller.",
    theme: "Faarwen",
    practice: "Übungsmodus",
    practice_help: "Weist e Knäppchen „Tipp“ (wat de Bot „Schwéier“ spille géif) an e Knäppchen \
        „Réckgängeg“ fir deng lescht Kaart. Übungspartien zielen net an der Statistik.",
    leave_tricks: "All Stéch leie loossen, bis ech tippen",

    rules_title: "Wéi ee {game} spillt",
    trump_order_title: "D’Trëmp, déi héchst fir d’éischt",
    trump_order_help: "D’As vun der Trompfaarf ass déi héchst Kaart, dann déi dräi Matadoren, dann de \
        Rescht vun der Trompfaarf. Wa Kräiz Tromp ass, ass d’Kräiz-Damm eng gewéinlech Tromp tëscht \
        Kinnek a Bouf, dofir gëtt et néng Trëmp amplaz aacht. An den anere Faarwen ass d’Rangfolleg \
        As, Kinnek, Damm, Bouf, Zéng, Néng — ouni d’Matadoren.",
    high_to_low: "vun héich op déif",

    stats_title: "Statistik",
    stats_matches: "Partien",
    stats_deals: "Ronnen",
    stats_as_trump: "Ronnen als Tromp-Ekipp",
    stats_as_defenders: "Ronnen als Géigner",
    stats_stanners: "Stänner",
    stats_played: "gespillt",
    stats_won: "gewonnen",
    stats_rate_head: "Quote",
    stats_note: "Übungspartien an importéiert Partien zielen net.",

    storage_blocked: "Dëse Browser léisst d’Säit näischt späicheren. Du kanns spillen, mee d’Partie geet \
        verluer, wann s du d’Säit zoumaachs.",
    storage_failed: "D’Partie konnt net gespäichert ginn (vläicht ass de Späicher vum Browser voll). \
        D’Spill geet weider, mee just op dëser Säit.",
    start_fresh: "Nei ufänken",
    other_tab: "Dës Partie gouf an engem aneren Tab weidergespillt.",
    load_it: "Lueden",

    export_help: "De Protokoll vun dëser Partie am gemeinsame Format fir Partieprotokoller: fir ze behalen, engem Frënd ze schécken oder méi spéit z’importéieren a weiderzespillen.",
    download: "Eroflueden",
    copy: "Kopéieren",
    copied: "Kopéiert",
    import_help: "Spill eng Partie vun hirem Protokoll aus weider: Wiel e Fichier oder setz den Text an. \
        Importéiert Partien zielen net an der Statistik.",
    import_paste: "Partieprotokoll",
    import_file: "Protokollfichier",
    import_go: "Importéieren",
    imported: "Partie importéiert.",

    abandon_title: "Eng nei Partie ufänken?",
    abandon_help: super::host_texts::LB.kept,
    abandon_confirm: "Nei Partie ufänken",
    cancel: "Ofbriechen",

    language: "Sprooch",
    lang_unavailable: "Dës Sprooch konnt net gelueden ginn. Kuck deng Verbindung no a prouf nach eng Kéier.",
    update_available: "Update disponibel — nei lueden, fir déi nei Versioun ze benotzen.",
    update_reload: "Nei lueden",
    share_deal: "Dës Ronn deelen",
    share_copied: "Link kopéiert. Wien en opmécht, spillt déiselwecht Kaarten.",
    share_text: "Spill dës Ronn Konter a Matt mat deeselwechte Kaarte wéi ech",
    shared_offer: "Een huet eng Ronn mat dir gedeelt: spill déiselwecht Kaarten a vergläicht.",
    shared_play: "Gedeelte Ronn spillen",
    shared_bad: "Dëse Link huet keng gëlteg gedeelte Ronn; d’App start wéi gewinnt.",

    // Errors: records, rules, import.
    import_unreadable: "De Fichier konnt net gelies ginn.",
    other_game_record: super::host_texts::LB.other_game_record,
    open_in_game: super::host_texts::LB.open_in,

    // Partien op der Säit
    saved_heading: super::host_texts::LB.saved_heading,
    saved_help: super::host_texts::LB.saved_help,
    delete: super::host_texts::LB.delete,
    confirm_shared_title: "Gedeelte Ronn spillen?",
    confirm_import_title: "Dës Partie importéieren?",

    // Frënn un engem Dësch
    players_heading: "Spiller",
    players_help: "Frënn kënnen déi aner Plazen op dësem Apparat spillen an e sech weiderginn: jiddereen \
        gesäit nëmme seng eege Kaarten. Réckgängeg gëtt et dann net.",
    player_bot: "Bot",
    player_person: "E Mënsch",
    undo_off: "Kee Réckgängeg, wa méi Mënsche spillen",

    // Learning: the deal review and the lessons
    review_deal: "Dës Ronn analyséieren",
    learn_to_play: "Spille léieren",
    // The games (the start screen picks one)
    game: "Spill",
};

/// The rules page (in the web app: `public/lang/lb.txt`, written from these).
const RULES: &[RulesSection] = &[
        RulesSection {
            heading: "D’Spill",
            paragraphs: &[
                "Véier Spiller an zwou Ekippe vun zwee; d’Partner sëtze sech vis-à-vis. Hei spills du \
                 mat Norden géint Westen an Osten.",
                "Eng Partie besteet aus e puer Ronnen. All Ekipp fänkt mat 11 Stréch (am Standardspill) op der „Lee“ un, \
                 der Stréchlëscht. Déi éischt Ekipp, déi all hir Stréch duerchgestrach huet, gewënnt \
                 d’Partie.",
            ],
        },
        RulesSection {
            heading: "D’Kaarten",
            paragraphs: &[
                "24 Kaarten: As, Kinnek, Damm, Bouf, Zéng an Néng vu Schëppen, Häerz, Karo a Kräiz.",
                "Kaartepunkten: As 4, Kinnek 3, Damm 2, Bouf 1, Zéng an Néng näischt. Dat ganzt Spill \
                 huet 40 Punkten.",
                "Dräi Damme sinn ëmmer Tromp, egal wéi eng Faarf Tromp ass. Dës Matadore sinn \
                 d’Schëppen-Damm, „Matt“, déi héchst, dann d’Häerz-Damm an d’Karo-Damm, déi zwee \
                 „Konter“. Si stinn direkt ënner dem Tromp-As an iwwer allen aneren Trëmp, a si \
                 gehéieren zu kenger anerer Faarf: D’Schëppen-Damm ass kee Schëppen. Op dëse Kaarte \
                 sinn d’Matadore a Gold, Sëlwer a Bronze agerummt.",
            ],
        },
        RulesSection {
            heading: "Ausdeelen an d’Tromp nennen",
            paragraphs: &[
                "De Spiller nom Ausdeeler huet Virhand. All Spiller kritt dräi Kaarten, duerno nach \
                 dräi. D’Virhand kuckt just déi éischt dräi un a muss d’Trompfaarf nennen; passen ass \
                 net erlaabt. D’Ekipp vun der Virhand ass fir dës Ronn d’Tromp-Ekipp, déi aner Ekipp \
                 verdeedegt sech.",
                "D’Virhand spillt beim éischte Stéch aus (vill Spiller soen „Streech“), a wien e Stéch \
                 gewënnt, spillt beim nächste Stéch aus. Déi nächst Ronn deelt den nächste Spiller aus. \
                 Gespillt gëtt mat der Auer oder, wann s du dat an den Astellunge wiels, géint d’Auer.",
            ],
        },
        RulesSection {
            heading: "Bekennen",
            paragraphs: &[
                "Du kanns all Kaart ausspillen.",
                "Gëtt Tromp ausgespillt, muss du eng Tromp spillen, wann s du eng hues.",
                "Gëtt eng aner Faarf ausgespillt an du hues déi Faarf, da spill eng Kaart vun där Faarf oder \
                 eng Tromp: Eng Tromp ze spillen ass ëmmer erlaabt. Hues du der keng, da spill \
                 iergendeng Kaart.",
                "Du muss ni méi héich spillen wéi d’Kaarten, déi schonn um Dësch leien.",
                "Déi héchst Tromp gewënnt de Stéch; ass keng Tromp dran, déi héchst Kaart vun der \
                 Faarf, déi ausgespillt gouf.",
            ],
        },
        RulesSection {
            heading: "Annoncen",
            paragraphs: &[
                "Ier s du an enger Ronn deng éischt Kaart spills, kanns du „Matt“ usoen, wann s du \
                 d’Schëppen-Damm hues, „Konter“, wann s du d’Häerz-Damm an d’Karo-Damm hues, oder \
                 „Konter a Matt“, wann s du all dräi hues.",
                "Matt a Konter maachen d’Ronn jeeweils 1 méi wäert, Konter a Matt 2, egal wéi eng \
                 Ekipp se gewënnt. Spiller vu béiden Ekippe kënnen usoen; no denger éischter Kaart ass \
                 et ze spéit.",
            ],
        },
        RulesSection {
            heading: "Eng Ronn gewannen",
            paragraphs: &[
                "D’Tromp-Ekipp brauch 21 vun de 40 Kaartepunkten. Bei 20 op 20 ass d’Ronn gläich, e \
                 „Stänner“.",
                "Eng Ronn ass 1 wäert, plus 1, wann déi Ekipp, déi verléiert, guer kee Stéch gemaach \
                 huet, plus hir Annoncen.",
            ],
        },
        RulesSection {
            heading: "D’Lee",
            paragraphs: &[
                "Wann d’Tromp-Ekipp gewënnt, sträicht si esou vill vun hire Stréch duerch, wéi d’Ronn \
                 wäert ass. Wann si verléiert, sträichen d’Géigner esou vill duerch, an d’Tromp-Ekipp \
                 kritt der genau esou vill dobäi.",
                "No engem Stänner kritt d’Tromp-Ekipp ee Strich dobäi, an de Wäert, deen d’Ronn gehat \
                 hätt, bleift als Asaz stoen: Déi nächst Ronn mat engem Gewënner ass esou vill méi \
                 wäert, an deeselwechte Spiller nennt nach eng Kéier d’Tromp. An den Astellunge gëtt et \
                 zwou méi einfach Varianten.",
                "Déi éischt Ekipp ouni Stréch gewënnt d’Partie, an d’Verléierer kënnen eng Revanche \
                 froen.",
            ],
        },
    ];

pub(super) const PHRASES: Phrases = Phrases {

    seat_name,
    team_name,
    bot_label: |l| format!("Bot, Niveau {}", level_name(l)),
    cards_left: |p, n| format!("{}: {}", seat_name(p), plural(n as u32, "Kaart", "Kaarten")),
    is_to_play: |p| match p {
        Who::You => "Du bass drun".to_string(),
        _ => format!("{} ass drun", seat_name(p)),
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
    name_trump: |s| format!("{} als Tromp nennen", suit_name(s)),
    choosing_trump: |p| match p {
        Who::You => "Nenn d’Trompfaarf".to_string(),
        _ => format!("{} wielt d’Tromp…", seat_name(p)),
    },
    named_trump: |p, s| {
        verb(p, &format!("hues {} als Tromp genannt", suit_name(s)), &format!("huet {} als Tromp genannt", suit_name(s)))
    },

    announcement_name,
    announce: |a| format!("{} usoen", announcement_name(a)),
    announced: |p, a| verb(p, &format!("sees {} un", announcement_name(a)), &format!("seet {} un", announcement_name(a))),

    plays: |p, c| verb(p, &format!("spills {}", the_card(c)), &format!("spillt {}", the_card(c))),
    wins_trick: |p, pts| {
        let points = plural(pts as u32, "Punkt", "Punkten");
        verb(p, &format!("gewënns de Stéch ({points})"), &format!("gewënnt de Stéch ({points})"))
    },
    your_turn_follow: |s, any| match (s, any) {
        (Some(s), false) => format!("Du bass drun: {} bekennen oder eng Tromp spillen", suit_name(s)),
        (Some(s), true) => format!("Du bass drun: Du kanns {} net bekennen – all Kaart ass erlaabt", suit_name(s)),
        (None, false) => "Du bass drun: Tromp gouf ausgespillt – spill eng Tromp".to_string(),
        (None, true) => "Du bass drun: Tromp gouf ausgespillt an du hues keng – all Kaart ass erlaabt".to_string(),
    },
    thinking: |p| verb(p, "iwwerleës…", "iwwerleet…"),
    deals: |dealer, forehand| match (dealer, forehand) {
        (Who::You, f) => format!("Du deels aus. {} huet Virhand.", seat_name(f)),
        (d, Who::You) => format!("{} deelt aus. Du hues Virhand.", seat_name(d)),
        (d, f) => format!("{} deelt aus. {} huet Virhand.", seat_name(d), seat_name(f)),
    },
    reason_not_your_turn: |p| match p {
        Who::You => "Du bass drun".to_string(),
        _ => format!("Waart: {} ass drun", seat_name(p)),
    },
    reason_must_trump: |c| format!("Tromp gouf ausgespillt: Spill eng Tromp, zum Beispill {c}"),
    reason_must_follow: |s, c| format!("{0} gouf ausgespillt: {0} bekennen oder eng Tromp spillen, zum Beispill {c}", suit_name(s)),
    hint_play: |c| format!("De Bot „Schwéier“ géif {} spillen", the_card(c)),
    hint_trump: |s| format!("De Bot „Schwéier“ géif {} als Tromp nennen", suit_name(s)),
    hint_announce: |a| format!("De Bot „Schwéier“ géif {} usoen", announcement_name(a)),
    hint_chance: |p| format!("deng Ekipp gewënnt dës Ronn an {p} % vun de Verdeelungen, déi zu deem passen, wat s du gesi hues, bei perfektem Spill vun hei un"),

    deal_number: |n| format!("Ronn {n}"),
    trick_number: |n| format!("Stéch {n}"),
    points_count: |n| plural(n, "Punkt", "Punkten"),
    stake_pending: |n| format!("Asaz vum Stänner: {n}"),
    dashes_left: |d, v| format!("Stréch iwwreg: {} {}, {} {}", team_in(Team::A, v), d[0], team_in(Team::B, v), d[1]),
    card_points_label: |p, v| {
        format!("Kaartepunkten an dëser Ronn: {} {}, {} {}", team_in(Team::A, v), p[0], team_in(Team::B, v), p[1])
    },
    trick_led_won: |led, won| format!("ausgespillt {}, gewonnen {}", vun(led), vun(won)),

    summary_title: |n, outcome, we_trump, v| match outcome.map(|o| we_win(o, we_trump)) {
        Some(Some(a)) => format!("Ronn {n}: {} gewannen", we(team(a), v)),
        Some(None) => format!("Ronn {n}: Stänner, 20 op 20"),
        None => format!("Ronn {n}"),
    },
    summary_trump: |p, s, we_trump, v| {
        let team = we(team(we_trump), v);
        let named = verb(p, &format!("hues {} als Tromp genannt", suit_name(s)), &format!("huet {} als Tromp genannt", suit_name(s)));
        format!("{named}: {team} waren d’Tromp-Ekipp a brauchten 21 Punkten.")
    },
    summary_points: |pts, tricks, v| {
        let (a, b) = match v {
            Voice::We => ("Eis Ekipp huet", "déi aner"),
            Voice::Seats => ("Süden an Norden hunn", seats(Team::B)),
        };
        format!(
            "{a} {} {} gemaach, {b} {} {}.",
            plural(pts[0] as u32, "Punkt", "Punkten"),
            out_of_tricks(tricks[0]),
            plural(pts[1] as u32, "Punkt", "Punkten"),
            out_of_tricks(tricks[1]),
        )
    },
    summary_why: |outcome, we_trump, stanner, v| match (outcome, we_trump, v) {
        (Outcome::TrumpTeam, _, Voice::Seats) => format!(
            "{0} hunn d’Tromp gemaach an 21 Punkten oder méi erreecht, dofir sträiche {0} esou vill \
             Stréch duerch, wéi d’Ronn wäert ass.",
            seats(team(we_trump))
        ),
        (Outcome::Defenders, _, Voice::Seats) => format!(
            "{0} hunn d’Tromp gemaach an hunn 21 Punkten net erreecht: {1} sträichen esou vill Stréch duerch, \
             wéi d’Ronn wäert ass, a {0} kréien der genau esou vill dobäi.",
            seats(team(we_trump)),
            seats(team(!we_trump))
        ),
        (Outcome::TrumpTeam, true, _) => "Als Tromp-Ekipp hu mir 21 Punkten oder méi erreecht, dofir sträiche mir \
            esou vill Stréch duerch, wéi d’Ronn wäert ass."
            .into(),
        (Outcome::TrumpTeam, false, _) => "D’Géigner hunn d’Tromp gemaach an 21 Punkten oder méi erreecht, dofir \
            sträiche si esou vill Stréch duerch, wéi d’Ronn wäert ass."
            .into(),
        (Outcome::Defenders, true, _) => "Als Tromp-Ekipp brauchte mir 21 Punkten an hu se net erreecht: D’Géigner \
            sträichen esou vill Stréch duerch, wéi d’Ronn wäert ass, a mir kréien der genau esou vill dobäi."
            .into(),
        (Outcome::Defenders, false, _) => "D’Géigner hunn d’Tromp gemaach an hunn 21 Punkten net erreecht: Mir \
            sträichen esou vill Stréch duerch, wéi d’Ronn wäert ass, a si kréien der genau esou vill dobäi."
            .into(),
        (Outcome::Stanner, _, _) => match stanner {
            StannerRule::Carry => "20 op 20 ass e Stänner, e Gläichstand. D’Tromp-Ekipp kritt ee Strich \
                dobäi, an de Wäert, deen dës Ronn gehat hätt, bleift als Asaz stoen: Déi nächst Ronn mat \
                engem Gewënner ass esou vill méi wäert. Deeselwechte Spiller nennt nach eng Kéier d’Tromp."
                .into(),
            StannerRule::W => "20 op 20 ass e Stänner, e Gläichstand. D’Tromp-Ekipp kritt ee Strich dobäi plus de Wäert vun den Annoncen (Konter a Matt zielt 2). Näischt gëtt iwwerdroen.".into(),
            StannerRule::Simple => "20 op 20 ass e Stänner, e Gläichstand. D’Tromp-Ekipp kritt ee Strich \
                dobäi. Näischt gëtt iwwerdroen."
                .into(),
        },
    },
    value_no_trick: |losers_are_us, v| format!("Bonus: {} hu kee Stéch gemaach", we(team(losers_are_us), v)),
    value_announcement: |p, a| format!("{}, ugesot {}", announcement_name(a), vun(p)),
    summary_struck: |t, n, v| {
        format!("{} {} {} duerch.", we(t, v), n_rule("sträichen", n), plural(n, "Strich", "Stréch"))
    },
    summary_added: |t, n, v| {
        format!("{} {} {} dobäi.", we(t, v), n_rule("kréien", n), plural(n, "Strich", "Stréch"))
    },
    summary_stake_carried: |n| {
        format!("En Asaz {} {n} waart op déi nächst Ronn mat engem Gewënner.", n_rule("vun", n))
    },

    match_won_by: |we_won, v| match (we_won, v) {
        (true, Voice::We) => "Du an Norden hutt d’Partie gewonnen!".into(),
        _ => format!("{} hunn d’Partie gewonnen", seats(team(we_won))),
    },
    after_deals: |n| format!("D’Partie war no {} eriwwer.", plural(n as u32, "Ronn", "Ronnen")),
    series_tally: |w, v| {
        format!("Gewonne Partien an dëser Serie: {} {}, {} {}", team_in(Team::A, v), w[0], team_in(Team::B, v), w[1])
    },
    lee_help: |start| {
        format!(
            "All Ekipp fänkt mat {start} Stréch un. Wien eng Ronn gewënnt, sträicht Stréch duerch; eng \
             Tromp-Ekipp, déi verléiert, kritt Stréch dobäi. Déi éischt Ekipp ouni Stréch gewënnt \
             d’Partie."
        )
    },
    lee_team_summary: |t, left, struck, added| {
        format!(
            "{}: {} iwwreg, {struck} duerchgestrach, {added} dobäi",
            t,
            plural(left, "Strich", "Stréch"),
        )
    },
    level_name,
    speed_name: |s| match s {
        Speed::Slow => "Lues",
        Speed::Normal => "Normal",
        Speed::Fast => "Séier",
        Speed::Instant => "Direkt",
    },
    direction_name: |d| match d {
        Direction::Clockwise => "Mat der Auer",
        Direction::Anticlockwise => "Géint d’Auer",
    },
    start_dashes_name: |DashesChoice(n)| match n {
        11 => "11 (Standard)".into(),
        9 => "9 (Variant)".into(),
        n => format!("{n} (kuerz Partie)"),
    },
    stanner_name: |s| match s {
        StannerRule::Carry => "Asaz iwwerdroen (Standard)",
        StannerRule::W => "Och d’Annoncen dobäi",
        StannerRule::Simple => "Nëmmen 1 dobäi",
    },
    stanner_help: |s| match s {
        StannerRule::Carry => "Bei 20 op 20 kritt d’Tromp-Ekipp 1 Strich dobäi, an de Wäert, deen d’Ronn gehat hätt, bleift als Asaz fir déi nächst entschidde Ronn stoen; dee selwechte Spiller nennt nees Tromp.",
        StannerRule::W => "Bei 20 op 20 kritt d’Tromp-Ekipp 1 Strich dobäi plus de Wäert vun den Annoncen (Konter a Matt zielt 2); näischt gëtt iwwerdroen.",
        StannerRule::Simple => "Bei 20 op 20 kritt d’Tromp-Ekipp 1 Strich dobäi; näischt gëtt iwwerdroen.",
    },
    theme_name: |t| match t {
        Theme::System => "Wéi de System",
        Theme::Light => "Hell",
        Theme::Dark => "Däischter",
    },
    trump_order_caption: |s, n| format!("{} ass Tromp: {}", suit_name(s), plural(n as u32, "Tromp", "Trëmp")),
    stats_rate: |percent| match percent {
        Some(p) => format!("{p} %"),
        None => "nach keng".into(),
    },
    corrupt_saved: |name, key| {
        let what = match name {
            Saved::Settings => "Deng gespäichert Astellunge konnten",
            Saved::Stats => "Deng gespäichert Statistik konnt",
            Saved::Matches => "Deng Partien op der Säit konnten",
            _ => "Deng gespäichert Partie konnt",
        };
        format!(
            "{what} net gelies ginn, dofir huet d’App nei ugefaangen. Den onliesbaren Text bleift am \
             Späicher vun dësem Browser ënner „{key}“."
        )
    },
    import_failed: |why| format!("Dëse Protokoll kann net importéiert ginn: {why}"),

    // Errors: records, rules, import.
    fault: |kind, a, b, c| fill(fault(kind), a, b, c),

    // Partien op der Säit
    short_date: |d, m| super::host_texts::LB.short_date(d, m.0),
    saved_match: |date, deal, d| format!("{date}, Ronn {deal}, mir {} – si {}", d[0], d[1]),
    continue_saved: |what| super::host_texts::fill(super::host_texts::LB.continue_saved, what),
    delete_saved: |what| super::host_texts::fill(super::host_texts::LB.delete_saved, what),

    // Frënn un engem Dësch
    who_plays: |p| format!("Wie spillt {}", seat_name(p)),
    pass_device: |p| format!("Gëff den Apparat {} weider", before("un", p)),
    show_my_cards: |p| format!("Ech {} — weis meng Kaarten", before("sinn", p)),
    game_line: |g| g.start().line.lb,
};

fn fault(kind: Fault) -> &'static str {
    match kind {
        Fault::AtDeal => "Ronn {a}:",
        Fault::AtDealSeat => "Ronn {a}, Plaz {c}:",
        Fault::AtDealEvent => "Ronn {a}, Zuch {b}:",
        Fault::AtEvent => "Ronn {a}, Zuch {b}, Plaz {c}:",
        Fault::Quoted => "„{a}“",
        Fault::Decimal => "eng Dezimalzuel",
        Fault::List => "eng Lëscht",
        Fault::Object => "en Objet",
        Fault::Json => "keen valabele JSON (Zeil {a}, Kolonn {b})",
        Fault::JsonCut => "keen valabele JSON: Den Text hält ze fréi op (Zeil {a}, Kolonn {b})",
        Fault::NotAnObject => "e Partieprotokoll ass en JSON-Objet",
        Fault::FormatMissing => "„format“: „konter-a-matt“ feelt",
        Fault::VersionMissing => "„version“ feelt",
        Fault::RulesNotAnObject => "„rules“ muss en Objet sinn",
        Fault::DealsMissing => "„deals“ feelt",
        Fault::DealsNotAList => "„deals“ muss eng Lëscht sinn",
        Fault::DealNotAnObject => "eng Ronn muss en Objet sinn",
        Fault::DealerMissing => "„dealer“ feelt",
        Fault::DealerNotASeat => "„dealer“ muss eng Plaz vun 0 bis 3 sinn",
        Fault::HandsMissing => "„hands“ feelt",
        Fault::HandsNotFour => "„hands“ muss eng Lëscht vu 4 Hänn sinn, Plaz 0 als éischt",
        Fault::TrumpMissing => "„trump“ feelt",
        Fault::EventsNotAList => "„events“ muss eng Lëscht sinn",
        Fault::EventNotText => "en Zuch muss e Kaartecode oder eng Usso sinn",
        Fault::WrongFormat => "„format“ muss „konter-a-matt“ sinn, net {a}",
        Fault::WrongVersion => "d’Versioun {a} gëtt net ënnerstëtzt (nëmmen 1)",
        Fault::WrongDirection => "onbekannt Spillrichtung an de Reegelen: {a}",
        Fault::WrongStanner => "onbekannt Stänner-Reegel: {a}",
        Fault::WrongStartDashes => "onbekannt Zuel vu Stréch am Ufank: {a} (1 bis 99)",
        Fault::WrongRulesKey => "onbekannt Reegel: {a}",
        Fault::WrongTrump => "Tromp („trump“) muss S, H, D oder C sinn, net {a}",
        Fault::WrongEvent => "{a} ass weder eng Kaart nach eng Usso",
        Fault::HandNotText => "d’Hand vun der Plaz {a} muss en Text vu 6 Kaarte sinn",
        Fault::HandSize => "d’Hand vun der Plaz {a} muss 6 Kaarten hunn, net {b}",
        Fault::HandCard => "Hand vun der Plaz {a}: {b} ass keng Kaart",
        Fault::HandTwice => "Hand vun der Plaz {a}: {b} gouf zweemol ausgedeelt",
        Fault::Incomplete => "d’Ronn ass net fäerdeg (gespillt Kaarten: {a} vun 24), mä et kënnt nach eng Ronn",
        Fault::AfterEnd => "{a} kënnt no der 24. Kaart vun der Ronn",
        Fault::AlreadyWon => "d’Partie war schonn no der Ronn {b} vun der Ekipp {a} gewonnen",
        Fault::BadHands => "d’Hänn ginn keng valabel Ronn: {a} gouf zweemol ausgedeelt",
        Fault::NotYourTurn => "d’Plaz {a} ass net drun; d’Plaz {b} ass drun",
        Fault::NobodyToAct => "d’Plaz {a} ass net drun; keen ass drun",
        Fault::TrumpNotNamed => "d’Tromp ass nach net genannt",
        Fault::TrumpAlreadyNamed => "d’Tromp ass scho genannt",
        Fault::DealOver => "d’Ronn ass eriwwer; all sechs Stéch si gespillt",
        Fault::MatchOver => "d’Partie ass eriwwer; d’Ekipp {a} huet se gewonnen",
        Fault::DealInProgress => "et gëtt nach eng Ronn gespillt",
        Fault::NoDeal => "et gëtt keng Ronn gespillt",
        Fault::NotHeld => "{a} ass net an dëser Hand",
        Fault::MustTrump => "{a} ass net erlaabt — Tromp gouf ausgespillt an dës Hand muss eng Tromp spillen ({b})",
        Fault::MustFollow => "{a} ass net erlaabt — dës Hand huet {c} ({b}): {c} bekennen oder eng Tromp spillen",
        Fault::AnnouncementNotHeld => "„{a}“ brauch {b} an der Hand",
        Fault::AnnouncementTooLate => "„{a}“ ass ze spéit: Ma seet un, ier een seng éischt Kaart spillt",
        Fault::AlreadyAnnounced => "dëse Spiller huet schonn „{a}“ ugesot; eng Usso pro Spiller",
        Fault::WrongDealer => "d’Plaz {a} däerf net ausdeelen; no de Reegelen deelt d’Plaz {b} aus",
    }
}

pub static LB: Texts = Texts::join(WORDS, RULES, PHRASES);

