//! Every word of the learning screens — the deal review (`crate::games::konter::learn::review`) and the
//! lessons' frame (`crate::games::konter::learn::lessons`; each lesson's own sentences live with its
//! positions in [`crate::games::konter::lessons`]) — one `static LearnTexts` per language. Like
//! [`super::sheet_texts`], these screens are drawn by the extras module, so their texts
//! are compiled into the module, not into the game page.
//!
//! Cards appear in these sentences already written as their corner shows them ("K♥",
//! "R♥"), seats as [`crate::i18n::Texts::seat_name`] gives them.

use crate::i18n::{text_set, Lang};
use crate::bot::review::{Loss, Verdict};
use crate::engine::Outcome;

/// The card-play mistake that cost most, as the headline tells it.
pub struct Worst<'a> {
    pub trick: u8,
    /// The card, as its corner shows it.
    pub card: &'a str,
    /// The seat that played it ("West", "You").
    pub who: &'a str,
    pub from: Verdict,
    pub to: Verdict,
}

text_set! {
/// All the text of the learning screens in one language.
pub struct LearnTexts {
    /// A share in per cent as the language writes it: `tenths` of a per cent, the tenth shown
    /// or not ("62%", "61.8%"; French "61,8 %").
    percent(tenths: u32, tenth: bool) -> String,
    // ── Both screens ───────────────────────────────────────────────────────
    back,

    // ── The deal review ────────────────────────────────────────────────────
    /// Heading: "Review of deal 3".
    review_title(n: usize) -> String,
    /// "Reviewing the deal: step 12 of 31".
    reviewing(step: usize, of: usize) -> String,
    cancel,
    cancelled,
    review_again,
    review_failed,
    /// The headline: mistakes, inaccuracies and the costliest mistake.
    headline(mistakes: usize, inaccuracies: usize, worst: Option<&Worst>) -> String,
    chart_caption,
    /// The chart for screen readers: the trump team's points with perfect play at the
    /// start, the lowest, the highest and at the end.
    chart_label(start: u8, lowest: u8, highest: u8, end: u8) -> String,
    nav_label,
    first,
    prev_trick,
    prev_card,
    next_card,
    next_trick,
    last,
    keys_help,
    /// "Before the first card: West leads."
    before_first(text: &str) -> String,
    /// "Trick 3, card 2: West played K♥."
    position(trick: u8, card: usize, seat: &str, played: &str) -> String,
    hands_heading,
    /// "West (trump team)" / "West (defenders)" — a hand's caption.
    hand_of(seat: &str, trump_team: bool) -> String,
    shown_for,
    every_seat,
    /// Caption of a decision's table: "West's choices: the result with perfect play from there".
    options_caption(text: &str) -> String,
    col_card,
    col_result,
    col_points,
    /// The trump team's result in a table cell: "wins", "Stänner", "loses".
    outcome(outcome: Outcome) -> &'static str,
    played,
    best,
    only_card,
    best_card,
    /// "Inaccuracy: 3 card points fewer for the side than A♥."
    inaccuracy(n: u8, text: &str) -> String,
    /// "Mistake: it turned a win into a Stänner for the side; A♥ kept the win."
    mistake(from: Verdict, to: Verdict, best: &str) -> String,
    not_shown,

    // Naming trump
    trump_heading,
    /// "West named ♥ from the first three cards, A♥ Q♠ 9♣."
    trump_intro(seat: &str, suit: &str, cards: &str) -> String,
    col_suit,
    col_expected,
    col_actual,
    expected_help,
    named,
    /// The judgement of the trump named: the best suit(s) written out.
    trump_loss(loss: Loss, text: &str) -> String,

    // Announcements
    ann_heading,
    no_announcement_chance,
    /// "West could announce and announced Matt." / "… and announced nothing." (None).
    ann_chance(seat: &str, announced: Option<&str>) -> String,
    /// "As West could judge the deal: the trump team wins 62 %, Stänner 8 %, loses 30 %."
    ann_chances(seat: &str, wins: &str, stanner: &str, loses: &str) -> String,
    col_choice,
    col_equity,
    nothing,
    /// Marks the announcement choice made.
    chosen,
    /// The judgement of an announcement choice: the bots' choice written out.
    ann_loss(loss: Loss, text: &str) -> String,

    // ── The lessons ────────────────────────────────────────────────────────
    lessons_intro,
    /// A lesson's button: "Lesson 3: Follow suit or trump".
    lesson_name(n: usize, text: &str) -> String,
    not_started,
    done,
    /// "Left at step 2 of 6".
    left_at(position: usize, of: usize) -> String,
    all_lessons,
    /// "Step 2 of 6".
    position_of(position: usize, of: usize) -> String,
    right,
    wrong,
    next,
    finish,
    /// After a lesson's last position: "Lesson 3 done."
    lesson_done(n: usize) -> String,
    /// "Allowed here: A♠ K♠ Q♥."
    allowed_here(text: &str) -> String,
    trick_so_far,
    /// "Trump: Hearts".
    trump_is(text: &str) -> String,
    table_advice,
    reckoning,
    hint_wait,
    /// After the hint for naming trump: "the trump table's expected result: 95%".
    trump_hint(text: &str) -> String,
    /// The heading of a lesson's introduction.
    about_lesson,
    bots_failed,
    // What to look at after a wrong answer, by the kind of question.
    hint_points,
    hint_trumps,
    /// Which card takes a trick: the rule, and the trumps high to low ("A♥ D♠ D♥ …").
    hint_winner(order: &str) -> String,
    hint_name_trump,
    hint_allowed,
    hint_announce,
    hint_score,
}
}

/// The learning texts of a language.
pub fn learn_texts(lang: Lang) -> &'static LearnTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

fn en_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "a win",
        Verdict::Stanner => "a Stänner",
        Verdict::Defeat => "a defeat",
    }
}

fn en_count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub static EN: LearnTexts = LearnTexts {
    percent: |t, tenth| if tenth { format!("{}.{}%", t / 10, t % 10) } else { format!("{}%", (t + 5) / 10) },
    back: "Back",

    review_title: |n| format!("Review of deal {n}"),
    reviewing: |done, total| format!("Reviewing the deal: step {done} of {total}"),
    cancel: "Cancel",
    cancelled: "The review was cancelled.",
    review_again: "Review again",
    review_failed: "The review could not be computed.",
    headline: |m, i, worst| {
        let mut s = if m == 0 { "No mistakes".to_string() } else { en_count(m, "mistake", "mistakes") };
        if let Some(w) = worst {
            s += &format!(": trick {} the {} ({}) turned {} into {}", w.trick, w.card, w.who, en_verdict(w.from), en_verdict(w.to));
        }
        if i > 0 {
            s += &format!("; {}", en_count(i, "inaccuracy", "inaccuracies"));
        }
        s
    },
    chart_caption: "The trump team's card points with perfect play from each moment: 21 wins, 20 is a Stänner.",
    chart_label: |a, lo, hi, z| format!("Chart: with perfect play the trump team had {a} points at the start, {lo} at the lowest, {hi} at the highest and {z} at the end."),
    nav_label: "Step through the deal",
    first: "Start of the deal",
    prev_trick: "Previous trick",
    prev_card: "Previous card",
    next_card: "Next card",
    next_trick: "Next trick",
    last: "End of the deal",
    keys_help: "Keys: ← and → a card, ↑ and ↓ a trick, Home and End.",
    before_first: |who| format!("Before the first card (lead: {who})."),
    position: |t, c, who, card| format!("Trick {t}, card {c}: {who} played {card}."),
    hands_heading: "The four hands",
    hand_of: |who, trump| format!("{who} ({})", if trump { "trump team" } else { "defenders" }),
    shown_for: "Choices shown for",
    every_seat: "Every seat",
    options_caption: |who| format!("{who}: every card allowed, and the result with perfect play from there"),
    col_card: "Card",
    col_result: "Trump team",
    col_points: "Its points",
    outcome: |o| match o {
        Outcome::TrumpTeam => "wins",
        Outcome::Stanner => "Stänner",
        Outcome::Defenders => "loses",
    },
    played: "played",
    best: "best",
    only_card: "The only card allowed.",
    best_card: "A best card.",
    inaccuracy: |n, best| format!("Inaccuracy: {n} card points fewer for the side than {best}."),
    mistake: |from, to, best| format!("Mistake: it turned {} into {} for the side; {best} kept {}.", en_verdict(from), en_verdict(to), en_verdict(from)),
    not_shown: "Pick this seat under “Choices shown for” to see its choices.",

    trump_heading: "Naming trump",
    trump_intro: |who, suit, packet| format!("{who} named {suit} from the first three cards, {packet}."),
    col_suit: "Trump",
    col_expected: "Expected result",
    col_actual: "With these cards",
    expected_help: "Expected result: what the trump team scores on average with these three cards (win 100%, Stänner 50%, defeat 0%), by the bots' trump table. With these cards: the trump team's points with perfect play, all hands known.",
    named: "named",
    trump_loss: |loss, best| match loss {
        Loss::None => "The best choice by the trump table.".into(),
        Loss::Inaccuracy => format!("Inaccuracy: {best} was a little better."),
        Loss::Mistake => format!("Mistake: {best} was clearly better."),
    },

    ann_heading: "Announcements",
    no_announcement_chance: "Nobody could announce in this deal.",
    ann_chance: |who, made| match made {
        Some(a) => format!("{who} could announce and announced {a}."),
        None => format!("{who} could announce and announced nothing."),
    },
    ann_chances: |who, w, s, l| format!("As {who} could judge the deal: the trump team wins {w}, Stänner {s}, loses {l}."),
    col_choice: "Choice",
    col_equity: "Chance to win the match",
    nothing: "Nothing",
    chosen: "chosen",
    ann_loss: |loss, best| match loss {
        Loss::None => "As the bots would choose.".into(),
        Loss::Inaccuracy => format!("Inaccuracy: {best} was a little better."),
        Loss::Mistake => format!("Mistake: {best} was clearly better."),
    },

    lessons_intro: "Seven short lessons on the real rules: the game's engine checks every answer. Your progress stays on this device.",
    lesson_name: |n, title| format!("Lesson {n}: {title}"),
    not_started: "Not started",
    done: "Done",
    left_at: |k, n| format!("Left at step {k} of {n}"),
    all_lessons: "All lessons",
    position_of: |k, n| format!("Step {k} of {n}"),
    right: "Right!",
    wrong: "Not quite — try again.",
    next: "Next",
    finish: "Finish the lesson",
    lesson_done: |n| format!("Lesson {n} done."),
    allowed_here: |cards| format!("Allowed here: {cards}."),
    trick_so_far: "The trick so far",
    trump_is: |suit| format!("Trump: {suit}"),
    table_advice: "The trump table's advice: the trump team's expected result with these three cards",
    reckoning: "The bots' reckoning: your team's chance to win the match after the deal",
    hint_wait: "The Hard bot is looking for a hint…",
    trump_hint: |p| format!("the trump table's expected result: {p}"),
    about_lesson: "What this lesson teaches",
    bots_failed: "The bots could not be started. Check the connection and try again.",
    hint_points: "Count each card: Ace 4, King 3, Queen 2, Jack 1; tens and nines count nothing.",
    hint_trumps: "Count the Ace of trumps, the three matadors Q♠ Q♥ Q♦, then the rest of the trump suit — is its own Queen a matador?",
    hint_winner: |order| format!("The highest trump takes the trick; with no trump in it, the highest card of the suit led. The trumps, high to low: {order}."),
    hint_name_trump: "The matadors are trumps whatever you name: count which cards each suit adds as trumps, and how high they are.",
    hint_allowed: "Matt needs Q♠; Konter needs both Q♥ and Q♦; Konter a Matt all three.",
    hint_announce: "An announcement adds a dash to a win and to a loss alike: at this score, what does one dash more change?",
    hint_score: "A deal is worth 1, plus 1 if the losing team took no trick, plus the announcements and any stake waiting. The winners strike that many out; a trump team that loses adds them too. Dashes stop at 0.",
};

fn fr_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "une victoire",
        Verdict::Stanner => "un Stänner",
        Verdict::Defeat => "une défaite",
    }
}

fn fr_count(n: usize, one: &str, many: &str) -> String {
    if n <= 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

pub static FR: LearnTexts = LearnTexts {
    percent: |t, tenth| if tenth { format!("{},{}\u{a0}%", t / 10, t % 10) } else { format!("{}\u{a0}%", (t + 5) / 10) },
    back: "Retour",

    review_title: |n| format!("Analyse de la donne {n}"),
    reviewing: |done, total| format!("Analyse de la donne : étape {done} sur {total}"),
    cancel: "Annuler",
    cancelled: "L’analyse a été annulée.",
    review_again: "Relancer l’analyse",
    review_failed: "L’analyse n’a pas pu être calculée.",
    headline: |m, i, worst| {
        let mut s = if m == 0 { "Aucune erreur".to_string() } else { fr_count(m, "erreur", "erreurs") };
        if let Some(w) = worst {
            s += &format!(" : au pli {}, le {} ({}) a changé {} en {}", w.trick, w.card, w.who, fr_verdict(w.from), fr_verdict(w.to));
        }
        if i > 0 {
            s += &format!(" ; {}", fr_count(i, "imprécision", "imprécisions"));
        }
        s
    },
    chart_caption: "Les points de l’équipe d’atout avec un jeu parfait à chaque moment : 21 gagnent, 20 font un Stänner.",
    chart_label: |a, lo, hi, z| format!("Graphique : avec un jeu parfait, l’équipe d’atout avait {a} points au départ, {lo} au plus bas, {hi} au plus haut et {z} à la fin."),
    nav_label: "Parcourir la donne",
    first: "Début de la donne",
    prev_trick: "Pli précédent",
    prev_card: "Carte précédente",
    next_card: "Carte suivante",
    next_trick: "Pli suivant",
    last: "Fin de la donne",
    keys_help: "Touches : ← et → une carte, ↑ et ↓ un pli, Début et Fin.",
    before_first: |who| format!("Avant la première carte (entame : {who})."),
    position: |t, c, who, card| format!("Pli {t}, carte {c} : {who} a joué {card}."),
    hands_heading: "Les quatre mains",
    hand_of: |who, trump| format!("{who} ({})", if trump { "équipe d’atout" } else { "défense" }),
    shown_for: "Choix montrés pour",
    every_seat: "Toutes les places",
    options_caption: |who| format!("{who} : chaque carte permise, et le résultat avec un jeu parfait ensuite"),
    col_card: "Carte",
    col_result: "Équipe d’atout",
    col_points: "Ses points",
    outcome: |o| match o {
        Outcome::TrumpTeam => "gagne",
        Outcome::Stanner => "Stänner",
        Outcome::Defenders => "perd",
    },
    played: "jouée",
    best: "meilleure",
    only_card: "La seule carte permise.",
    best_card: "Une meilleure carte.",
    inaccuracy: |n, best| format!("Imprécision : {n} points de moins pour le camp qu’avec {best}."),
    mistake: |from, to, best| format!("Erreur : elle a changé {} en {} pour le camp ; {best} gardait {}.", fr_verdict(from), fr_verdict(to), fr_verdict(from)),
    not_shown: "Choisissez cette place sous « Choix montrés pour » pour voir ses choix.",

    trump_heading: "Le choix de l’atout",
    trump_intro: |who, suit, packet| format!("{who} a choisi {suit} d’après les trois premières cartes, {packet}."),
    col_suit: "Atout",
    col_expected: "Résultat attendu",
    col_actual: "Avec ces cartes",
    expected_help: "Résultat attendu : ce que l’équipe d’atout marque en moyenne avec ces trois cartes (victoire 100 %, Stänner 50 %, défaite 0 %), selon la table d’atout des bots. Avec ces cartes : les points de l’équipe d’atout avec un jeu parfait, toutes les mains connues.",
    named: "choisi",
    trump_loss: |loss, best| match loss {
        Loss::None => "Le meilleur choix selon la table d’atout.".into(),
        Loss::Inaccuracy => format!("Imprécision : {best} était un peu meilleur."),
        Loss::Mistake => format!("Erreur : {best} était nettement meilleur."),
    },

    ann_heading: "Annonces",
    no_announcement_chance: "Personne ne pouvait annoncer dans cette donne.",
    ann_chance: |who, made| match made {
        Some(a) => format!("{who} pouvait annoncer et a annoncé {a}."),
        None => format!("{who} pouvait annoncer et n’a rien annoncé."),
    },
    ann_chances: |who, w, s, l| format!("Selon ce que {who} pouvait savoir : l’équipe d’atout gagne {w}, Stänner {s}, perd {l}."),
    col_choice: "Choix",
    col_equity: "Chances de gagner la partie",
    nothing: "Rien",
    chosen: "choisi",
    ann_loss: |loss, best| match loss {
        Loss::None => "Comme les bots l’auraient choisi.".into(),
        Loss::Inaccuracy => format!("Imprécision : {best} était un peu meilleur."),
        Loss::Mistake => format!("Erreur : {best} était nettement meilleur."),
    },

    lessons_intro: "Sept courtes leçons sur les vraies règles : le moteur du jeu vérifie chaque réponse. Votre progression reste sur cet appareil.",
    lesson_name: |n, title| format!("Leçon {n} : {title}"),
    not_started: "Pas commencée",
    done: "Terminée",
    left_at: |k, n| format!("Arrêtée à l’étape {k} sur {n}"),
    all_lessons: "Toutes les leçons",
    position_of: |k, n| format!("Étape {k} sur {n}"),
    right: "Exact !",
    wrong: "Pas tout à fait — essayez encore.",
    next: "Suivant",
    finish: "Terminer la leçon",
    lesson_done: |n| format!("Leçon {n} terminée."),
    allowed_here: |cards| format!("Permises ici : {cards}."),
    trick_so_far: "Le pli jusqu’ici",
    trump_is: |suit| format!("Atout : {suit}"),
    table_advice: "Le conseil de la table d’atout : le résultat attendu de l’équipe d’atout avec ces trois cartes",
    reckoning: "Le calcul des bots : les chances de votre équipe de gagner la partie après la donne",
    hint_wait: "Le bot difficile cherche un conseil…",
    trump_hint: |p| format!("résultat attendu selon la table d’atout : {p}"),
    about_lesson: "Ce qu’enseigne cette leçon",
    bots_failed: "Les bots n’ont pas pu démarrer. Vérifiez la connexion et réessayez.",
    hint_points: "Comptez chaque carte\u{a0}: as 4, roi 3, dame 2, valet 1\u{a0}; les dix et les neuf ne comptent rien.",
    hint_trumps: "Comptez l’as d’atout, les trois matadors D♠ D♥ D♦, puis le reste de la couleur d’atout — sa propre dame est-elle un matador\u{a0}?",
    hint_winner: |order| format!("Le plus fort atout prend le pli\u{a0}; sans atout, la plus forte carte de la couleur entamée. Les atouts, du plus fort au plus faible\u{a0}: {order}."),
    hint_name_trump: "Les matadors sont atouts quoi que vous nommiez\u{a0}: comptez les cartes que chaque couleur ajoute comme atouts, et leur force.",
    hint_allowed: "Matt demande la D♠\u{a0}; Konter la D♥ et la D♦\u{a0}; Konter a Matt les trois.",
    hint_announce: "Une annonce ajoute un trait à une victoire comme à une défaite\u{a0}: à ce score, que change un trait de plus\u{a0}?",
    hint_score: "Une donne vaut 1, plus 1 si l’équipe perdante n’a fait aucun pli, plus les annonces et l’enjeu en attente. Les gagnants en barrent autant\u{a0}; une équipe d’atout qui perd en ajoute autant. Les traits s’arrêtent à 0.",
};

fn de_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "einen Sieg",
        Verdict::Stanner => "einen Stänner",
        Verdict::Defeat => "eine Niederlage",
    }
}

fn de_count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub static DE: LearnTexts = LearnTexts {
    percent: |t, tenth| if tenth { format!("{},{}\u{a0}%", t / 10, t % 10) } else { format!("{}\u{a0}%", (t + 5) / 10) },
    back: "Zurück",

    review_title: |n| format!("Analyse von Runde {n}"),
    reviewing: |done, total| format!("Die Runde wird analysiert: Schritt {done} von {total}"),
    cancel: "Abbrechen",
    cancelled: "Die Analyse wurde abgebrochen.",
    review_again: "Erneut analysieren",
    review_failed: "Die Analyse konnte nicht berechnet werden.",
    headline: |m, i, worst| {
        let mut s = if m == 0 { "Keine Fehler".to_string() } else { de_count(m, "Fehler", "Fehler") };
        if let Some(w) = worst {
            s += &format!(": in Stich {} machte {} ({}) aus {} {}", w.trick, w.card, w.who, de_verdict(w.from), de_verdict(w.to));
        }
        if i > 0 {
            s += &format!("; {}", de_count(i, "Ungenauigkeit", "Ungenauigkeiten"));
        }
        s
    },
    chart_caption: "Die Punkte des Trumpfteams bei perfektem Spiel ab jedem Moment: 21 gewinnen, 20 sind ein Stänner.",
    chart_label: |a, lo, hi, z| format!("Grafik: Bei perfektem Spiel hatte das Trumpfteam am Anfang {a} Punkte, am wenigsten {lo}, am meisten {hi} und am Ende {z}."),
    nav_label: "Durch die Runde gehen",
    first: "Anfang der Runde",
    prev_trick: "Vorheriger Stich",
    prev_card: "Vorherige Karte",
    next_card: "Nächste Karte",
    next_trick: "Nächster Stich",
    last: "Ende der Runde",
    keys_help: "Tasten: ← und → eine Karte, ↑ und ↓ ein Stich, Pos1 und Ende.",
    before_first: |who| format!("Vor der ersten Karte (Ausspiel: {who})."),
    position: |t, c, who, card| format!("Stich {t}, Karte {c}: {who} spielte {card}."),
    hands_heading: "Die vier Hände",
    hand_of: |who, trump| format!("{who} ({})", if trump { "Trumpfteam" } else { "Gegner" }),
    shown_for: "Entscheidungen von",
    every_seat: "Allen Plätzen",
    options_caption: |who| format!("{who}: jede erlaubte Karte und das Ergebnis bei perfektem Spiel danach"),
    col_card: "Karte",
    col_result: "Trumpfteam",
    col_points: "Seine Punkte",
    outcome: |o| match o {
        Outcome::TrumpTeam => "gewinnt",
        Outcome::Stanner => "Stänner",
        Outcome::Defenders => "verliert",
    },
    played: "gespielt",
    best: "beste",
    only_card: "Die einzige erlaubte Karte.",
    best_card: "Eine beste Karte.",
    inaccuracy: |n, best| format!("Ungenauigkeit: {n} Punkte weniger für die Seite als mit {best}."),
    mistake: |from, to, best| format!("Fehler: Sie machte für die Seite aus {} {}; {best} hätte {} gehalten.", de_verdict(from), de_verdict(to), de_verdict(from)),
    not_shown: "Wähle diesen Platz unter „Entscheidungen von“, um seine Wahl zu sehen.",

    trump_heading: "Trumpfwahl",
    trump_intro: |who, suit, packet| format!("{who} wählte {suit} nach den ersten drei Karten, {packet}."),
    col_suit: "Trumpf",
    col_expected: "Erwartetes Ergebnis",
    col_actual: "Mit diesen Karten",
    expected_help: "Erwartetes Ergebnis: was das Trumpfteam mit diesen drei Karten im Schnitt erreicht (Sieg 100 %, Stänner 50 %, Niederlage 0 %), nach der Trumpftabelle der Bots. Mit diesen Karten: die Punkte des Trumpfteams bei perfektem Spiel, alle Hände bekannt.",
    named: "gewählt",
    trump_loss: |loss, best| match loss {
        Loss::None => "Die beste Wahl nach der Trumpftabelle.".into(),
        Loss::Inaccuracy => format!("Ungenauigkeit: {best} war etwas besser."),
        Loss::Mistake => format!("Fehler: {best} war deutlich besser."),
    },

    ann_heading: "Ansagen",
    no_announcement_chance: "In dieser Runde konnte niemand ansagen.",
    ann_chance: |who, made| match made {
        Some(a) => format!("{who} konnte ansagen und sagte {a} an."),
        None => format!("{who} konnte ansagen und sagte nichts an."),
    },
    ann_chances: |who, w, s, l| format!("Nach dem, was {who} wissen konnte: Das Trumpfteam gewinnt {w}, Stänner {s}, verliert {l}."),
    col_choice: "Wahl",
    col_equity: "Chance, die Partie zu gewinnen",
    nothing: "Nichts",
    chosen: "gewählt",
    ann_loss: |loss, best| match loss {
        Loss::None => "So, wie die Bots wählen würden.".into(),
        Loss::Inaccuracy => format!("Ungenauigkeit: {best} war etwas besser."),
        Loss::Mistake => format!("Fehler: {best} war deutlich besser."),
    },

    lessons_intro: "Sieben kurze Lektionen mit den echten Regeln: Die Spiel-Engine prüft jede Antwort. Dein Fortschritt bleibt auf diesem Gerät.",
    lesson_name: |n, title| format!("Lektion {n}: {title}"),
    not_started: "Nicht begonnen",
    done: "Erledigt",
    left_at: |k, n| format!("Unterbrochen bei Schritt {k} von {n}"),
    all_lessons: "Alle Lektionen",
    position_of: |k, n| format!("Schritt {k} von {n}"),
    right: "Richtig!",
    wrong: "Nicht ganz — versuch es noch einmal.",
    next: "Weiter",
    finish: "Lektion abschließen",
    lesson_done: |n| format!("Lektion {n} erledigt."),
    allowed_here: |cards| format!("Hier erlaubt: {cards}."),
    trick_so_far: "Der Stich bisher",
    trump_is: |suit| format!("Trumpf: {suit}"),
    table_advice: "Der Rat der Trumpftabelle: das erwartete Ergebnis des Trumpfteams mit diesen drei Karten",
    reckoning: "Die Rechnung der Bots: die Chance deines Teams, nach der Runde die Partie zu gewinnen",
    hint_wait: "Der Bot „Schwer“ sucht einen Tipp…",
    trump_hint: |p| format!("erwartetes Ergebnis laut Trumpftabelle: {p}"),
    about_lesson: "Worum es in dieser Lektion geht",
    bots_failed: "Die Bots konnten nicht starten. Prüfe die Verbindung und versuch es noch einmal.",
    hint_points: "Zähle jede Karte: Ass 4, König 3, Dame 2, Bube 1; Zehner und Neuner zählen nichts.",
    hint_trumps: "Zähle das Trumpf-Ass, die drei Matadore D♠ D♥ D♦, dann den Rest der Trumpffarbe — ist ihre eigene Dame ein Matador?",
    hint_winner: |order| format!("Der höchste Trumpf nimmt den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe. Die Trümpfe, von hoch nach niedrig: {order}."),
    hint_name_trump: "Die Matadore sind Trumpf, was du auch wählst: Zähle, welche Karten jede Farbe als Trümpfe dazugibt und wie hoch sie sind.",
    hint_allowed: "Matt braucht die D♠; Konter die D♥ und die D♦; Konter a Matt alle drei.",
    hint_announce: "Eine Ansage gibt einem Sieg wie einer Niederlage einen Strich mehr: Was ändert ein Strich mehr bei diesem Stand?",
    hint_score: "Eine Runde zählt 1, plus 1, wenn das verlierende Team keinen Stich gemacht hat, plus die Ansagen und einen wartenden Einsatz. Die Gewinner streichen so viele; ein Trumpfteam, das verliert, schreibt sie auch dazu. Striche enden bei 0.",
};

fn lb_verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "eng Victoire",
        Verdict::Stanner => "e Stänner",
        Verdict::Defeat => "eng Néierlag",
    }
}

fn lb_count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

pub static LB: LearnTexts = LearnTexts {
    percent: |t, tenth| if tenth { format!("{},{}\u{a0}%", t / 10, t % 10) } else { format!("{}\u{a0}%", (t + 5) / 10) },
    back: "Zréck",

    review_title: |n| format!("Analys vun der Ronn {n}"),
    reviewing: |done, total| format!("D’Ronn gëtt analyséiert: Schrëtt {done} vun {total}"),
    cancel: "Ofbriechen",
    cancelled: "D’Analys gouf ofgebrach.",
    review_again: "Nach eng Kéier analyséieren",
    review_failed: "D’Analys konnt net gerechent ginn.",
    headline: |m, i, worst| {
        let mut s = if m == 0 { "Keng Feeler".to_string() } else { lb_count(m, "Feeler", "Feeler") };
        if let Some(w) = worst {
            s += &format!(": am Stéch {} huet {} ({}) aus {} {} gemaach", w.trick, w.card, w.who, lb_verdict(w.from), lb_verdict(w.to));
        }
        if i > 0 {
            s += &format!("; {}", lb_count(i, "Ongenauegkeet", "Ongenauegkeeten"));
        }
        s
    },
    chart_caption: "D’Punkte vun der Tromp-Ekipp bei perfektem Spill vun all Moment un: 21 gewannen, 20 sinn e Stänner.",
    chart_label: |a, lo, hi, z| format!("Grafik: Bei perfektem Spill hat d’Tromp-Ekipp am Ufank {a} Punkten, am mannsten {lo}, am meeschten {hi} an um Enn {z}."),
    nav_label: "Duerch d’Ronn goen",
    first: "Ufank vun der Ronn",
    prev_trick: "Virege Stéch",
    prev_card: "Vireg Kaart",
    next_card: "Nächst Kaart",
    next_trick: "Nächste Stéch",
    last: "Enn vun der Ronn",
    keys_help: "Tasten: ← an → eng Kaart, ↑ an ↓ e Stéch, Pos1 an Enn.",
    before_first: |who| format!("Virun der éischter Kaart (Erausspillen: {who})."),
    position: |t, c, who, card| format!("Stéch {t}, Kaart {c}: {who} huet {card} gespillt."),
    hands_heading: "Déi véier Hänn",
    hand_of: |who, trump| format!("{who} ({})", if trump { "Tromp-Ekipp" } else { "Géigner" }),
    shown_for: "Entscheedunge vun",
    every_seat: "Alle Plazen",
    options_caption: |who| format!("{who}: all erlaabt Kaart an d’Resultat bei perfektem Spill duerno"),
    col_card: "Kaart",
    col_result: "Tromp-Ekipp",
    col_points: "Hir Punkten",
    outcome: |o| match o {
        Outcome::TrumpTeam => "gewënnt",
        Outcome::Stanner => "Stänner",
        Outcome::Defenders => "verléiert",
    },
    played: "gespillt",
    best: "bescht",
    only_card: "Déi eenzeg erlaabt Kaart.",
    best_card: "Eng bescht Kaart.",
    inaccuracy: |n, best| format!("Ongenauegkeet: {n} Punkte manner fir d’Säit wéi mat {best}."),
    mistake: |from, to, best| format!("Feeler: Si huet fir d’Säit aus {} {} gemaach; {best} hätt {} gehalen.", lb_verdict(from), lb_verdict(to), lb_verdict(from)),
    not_shown: "Wiel dës Plaz ënner „Entscheedunge vun“, fir hir Wiel ze gesinn.",

    trump_heading: "Tromp nennen",
    trump_intro: |who, suit, packet| format!("{who} huet {suit} no den éischten dräi Kaarte gewielt, {packet}."),
    col_suit: "Tromp",
    col_expected: "Erwaart Resultat",
    col_actual: "Mat dëse Kaarten",
    expected_help: "Erwaart Resultat: wat d’Tromp-Ekipp mat dësen dräi Kaarten am Duerchschnëtt erreecht (Victoire 100 %, Stänner 50 %, Néierlag 0 %), no der Tromptabell vun de Botten. Mat dëse Kaarten: d’Punkte vun der Tromp-Ekipp bei perfektem Spill, all Hänn bekannt.",
    named: "gewielt",
    trump_loss: |loss, best| match loss {
        Loss::None => "Déi bescht Wiel no der Tromptabell.".into(),
        Loss::Inaccuracy => format!("Ongenauegkeet: {best} war e bësse besser."),
        Loss::Mistake => format!("Feeler: {best} war däitlech besser."),
    },

    ann_heading: "Annoncen",
    no_announcement_chance: "An dëser Ronn konnt keen eppes usoen.",
    ann_chance: |who, made| match made {
        Some(a) => format!("{who} konnt usoen an huet {a} ugesot."),
        None => format!("{who} konnt usoen an huet näischt ugesot."),
    },
    ann_chances: |who, w, s, l| format!("No deem, wat {who} wësse konnt: D’Tromp-Ekipp gewënnt {w}, Stänner {s}, verléiert {l}."),
    col_choice: "Wiel",
    col_equity: "Chance, d’Partie ze gewannen",
    nothing: "Näischt",
    chosen: "gewielt",
    ann_loss: |loss, best| match loss {
        Loss::None => "Esou wéi d’Botte wiele géifen.".into(),
        Loss::Inaccuracy => format!("Ongenauegkeet: {best} war e bësse besser."),
        Loss::Mistake => format!("Feeler: {best} war däitlech besser."),
    },

    lessons_intro: "Siwe kuerz Lektioune mat de richtege Reegelen: De Motor vum Spill préift all Äntwert. Däi Fortschrëtt bleift op dësem Apparat.",
    lesson_name: |n, title| format!("Lektioun {n}: {title}"),
    not_started: "Net ugefaangen",
    done: "Fäerdeg",
    left_at: |k, n| format!("Ënnerbrach beim Schrëtt {k} vun {n}"),
    all_lessons: "All Lektiounen",
    position_of: |k, n| format!("Schrëtt {k} vun {n}"),
    right: "Richteg!",
    wrong: "Net ganz — prouf et nach eng Kéier.",
    next: "Weider",
    finish: "Lektioun ofschléissen",
    lesson_done: |n| format!("Lektioun {n} fäerdeg."),
    allowed_here: |cards| format!("Hei erlaabt: {cards}."),
    trick_so_far: "De Stéch bis elo",
    trump_is: |suit| format!("Tromp: {suit}"),
    table_advice: "De Rot vun der Tromptabell: dat erwaart Resultat vun der Tromp-Ekipp mat dësen dräi Kaarten",
    reckoning: "D’Rechnung vun de Botten: d’Chance vun denger Ekipp, no der Ronn d’Partie ze gewannen",
    hint_wait: "De Bot „Schwéier“ sicht en Tipp…",
    trump_hint: |p| format!("erwaart Resultat no der Tromptabell: {p}"),
    about_lesson: "Wat dës Lektioun léiert",
    bots_failed: "D’Botte konnten net starten. Kuck d’Verbindung no a prouf et nach eng Kéier.",
    hint_points: "Ziel all Kaart: As 4, Kinnek 3, Damm 2, Bouf 1; Zéngen an Néngen zielen näischt.",
    hint_trumps: "Ziel den Tromp-As, déi dräi Matadore D♠ D♥ D♦, dann de Rescht vun der Trompfaarf — ass hir eege Damm e Matador?",
    hint_winner: |order| format!("Déi héchst Tromp hëlt de Stéch; ouni Tromp déi héchst Kaart vun der erausgespillter Faarf. D’Trëmp, vun héich op déif: {order}."),
    hint_name_trump: "D’Matadore sinn Tromp, wat s du och nenns: Ziel, wéi eng Kaarten all Faarf als Trëmp derbäi gëtt, a wéi héich se sinn.",
    hint_allowed: "Matt brauch d’D♠; Konter d’D♥ an d’D♦; Konter a Matt all dräi.",
    hint_announce: "Eng Usso gëtt engem Gewënn wéi enger Néierlag ee Stréch méi: Wat ännert ee Stréch méi bei dësem Stand?",
    hint_score: "Eng Ronn zielt 1, plus 1, wann déi verluerend Ekipp kee Stéch gemaach huet, plus d’Ussoen an en Asaz, deen waart. D’Gewënner sträichen der esou vill; eng Tromp-Ekipp, déi verléiert, schreift se och derbäi. D’Stréch hale bei 0 op.",
};
