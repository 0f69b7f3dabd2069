//! The words of the lessons' screens of the games drawn by the games module (`crate::host::course::screen`), and
//! of the course choice every "Learn to play" screen shows, in the four languages.

use super::Lang;

text_set! {
/// A lesson's words in one language: its title, what it teaches, and each position's words.
pub struct LessonText {
    title,
    intro,
    steps: &'static [StepText],
}
}

text_set! {
/// A position's words: the question; what the lesson expects, said when an answer is
/// wrong (after the engine's reason when the rules refuse it); why the answer is right,
/// once answered.
pub struct StepText {
    ask,
    hint,
    why,
}
}

text_set! {
pub struct CourseWords {
    /// A label's colon as the language writes it (French: a non-breaking space before it).
    colon,
    learn_to_play,
    /// The group of the course buttons, one per game.
    course,
    intro,
    back,
    all_lessons,
    /// "Lesson 2: Who wins a deal".
    lesson_name(n: usize, text: &str) -> String,
    not_started,
    done,
    left_at(position: usize, of: usize) -> String,
    position_of(position: usize, of: usize) -> String,
    about_lesson,
    /// The group of the learner's answers.
    answers,
    right,
    wrong,
    /// The engine's reason for refusing the answer.
    refused(text: &str) -> String,
    /// The answer is allowed by the rules, but not what the position asks.
    allowed_but,
    /// What the lesson expects (after a wrong answer).
    expected(text: &str) -> String,
    next,
    finish,
    lesson_done(n: usize) -> String,
    /// The trick winners of a deal, in order.
    tricks_in_order,
    /// "Trick 3".
    trick_no(n: usize) -> String,
    /// The cards of a trick in the order played.
    played_in_order,
    /// The reserve, face down (its count).
    reserve_of(n: usize) -> String,
}
}

/// Sentences said one after the other, each closed by its stop: the engine's reasons are
/// written as clauses (the table shows them under a heading), so one without a stop gets a
/// full stop before the next sentence begins.
pub fn sentences(parts: &[&str]) -> String {
    let mut out = String::new();
    for part in parts.iter().map(|p| p.trim()).filter(|p| !p.is_empty()) {
        if !out.is_empty() {
            if !out.ends_with(['.', '!', '?', '…']) {
                out.push('.');
            }
            out.push(' ');
        }
        out.push_str(part);
    }
    out
}

/// A signed amount of chips or points: "+3", "−3" (a true minus sign), "0".
pub fn signed(n: i32) -> String {
    match n {
        0 => "0".into(),
        n if n > 0 => format!("+{n}"),
        n => format!("−{}", n.unsigned_abs()),
    }
}

impl CourseWords {
    /// What a wrong answer is told: the rules' reason when they refuse it (or, for an
    /// action they allow, that the step asks for another), then what the lesson expects.
    pub fn wrong_answer(&self, refusal: Option<&str>, acts: bool, hint: &str) -> String {
        let expected = self.expected(hint);
        match refusal {
            Some(reason) => sentences(&[&self.refused(reason), &expected]),
            None if acts => sentences(&[self.allowed_but, &expected]),
            None => expected,
        }
    }
}

pub fn course_words(lang: Lang) -> &'static CourseWords {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

static EN: CourseWords = CourseWords {
    colon: ": ",
    learn_to_play: "Learn to play",
    course: "Course",
    intro: "Short lessons on the real rules: the game's engine checks every answer and says why it refuses one. Your progress stays on this device.",
    back: "Back",
    all_lessons: "All lessons",
    lesson_name: |n, title| format!("Lesson {n}: {title}"),
    not_started: "Not started",
    done: "Done",
    left_at: |k, n| format!("Left at step {k} of {n}"),
    position_of: |k, n| format!("Step {k} of {n}"),
    about_lesson: "What this lesson teaches",
    answers: "Your answer",
    right: "Right!",
    wrong: "Not quite — try again.",
    refused: |why| format!("The rules refuse it: {why}"),
    allowed_but: "The rules allow it, but it is not what this step asks.",
    expected: |what| format!("The lesson expects: {what}"),
    next: "Next",
    finish: "Finish the lesson",
    lesson_done: |n| format!("Lesson {n} done."),
    tricks_in_order: "Tricks won, in order",
    trick_no: |n| format!("Trick {n}"),
    played_in_order: "Played, in order",
    reserve_of: |n| format!("Your reserve: {n} cards face down"),
};

static FR: CourseWords = CourseWords {
    colon: "\u{a0}: ",
    learn_to_play: "Apprendre à jouer",
    course: "Cours",
    intro: "De courtes leçons sur les vraies règles : le moteur du jeu vérifie chaque réponse et dit pourquoi il en refuse une. Votre progression reste sur cet appareil.",
    back: "Retour",
    all_lessons: "Toutes les leçons",
    lesson_name: |n, title| format!("Leçon {n} : {title}"),
    not_started: "Pas commencée",
    done: "Terminée",
    left_at: |k, n| format!("Arrêtée à l’étape {k} sur {n}"),
    position_of: |k, n| format!("Étape {k} sur {n}"),
    about_lesson: "Ce qu’enseigne cette leçon",
    answers: "Votre réponse",
    right: "Exact !",
    wrong: "Pas tout à fait — essayez encore.",
    refused: |why| format!("Les règles la refusent : {why}"),
    allowed_but: "Les règles la permettent, mais ce n’est pas ce que demande cette étape.",
    expected: |what| format!("La leçon attend : {what}"),
    next: "Suivant",
    finish: "Terminer la leçon",
    lesson_done: |n| format!("Leçon {n} terminée."),
    tricks_in_order: "Plis gagnés, dans l’ordre",
    trick_no: |n| format!("Pli {n}"),
    played_in_order: "Joué, dans l’ordre",
    reserve_of: |n| format!("Votre réserve : {n} cartes face cachée"),
};

static DE: CourseWords = CourseWords {
    colon: ": ",
    learn_to_play: "Spielen lernen",
    course: "Kurs",
    intro: "Kurze Lektionen mit den echten Regeln: Die Spiel-Engine prüft jede Antwort und sagt, warum sie eine verweigert. Dein Fortschritt bleibt auf diesem Gerät.",
    back: "Zurück",
    all_lessons: "Alle Lektionen",
    lesson_name: |n, title| format!("Lektion {n}: {title}"),
    not_started: "Nicht begonnen",
    done: "Erledigt",
    left_at: |k, n| format!("Unterbrochen bei Schritt {k} von {n}"),
    position_of: |k, n| format!("Schritt {k} von {n}"),
    about_lesson: "Worum es in dieser Lektion geht",
    answers: "Deine Antwort",
    right: "Richtig!",
    wrong: "Nicht ganz — versuch es noch einmal.",
    refused: |why| format!("Die Regeln verweigern das: {why}"),
    allowed_but: "Die Regeln erlauben das, aber dieser Schritt fragt nach etwas anderem.",
    expected: |what| format!("Die Lektion erwartet: {what}"),
    next: "Weiter",
    finish: "Lektion abschließen",
    lesson_done: |n| format!("Lektion {n} erledigt."),
    tricks_in_order: "Gewonnene Stiche, der Reihe nach",
    trick_no: |n| format!("Stich {n}"),
    played_in_order: "Gespielt, der Reihe nach",
    reserve_of: |n| format!("Deine Reserve: {n} verdeckte Karten"),
};

static LB: CourseWords = CourseWords {
    colon: ": ",
    learn_to_play: "Spille léieren",
    course: "Cours",
    intro: "Kuerz Lektioune mat de richtege Reegelen: De Motor vum Spill préift all Äntwert a seet, firwat en eng refuséiert. Däi Fortschrëtt bleift op dësem Apparat.",
    back: "Zréck",
    all_lessons: "All Lektiounen",
    lesson_name: |n, title| format!("Lektioun {n}: {title}"),
    not_started: "Net ugefaangen",
    done: "Fäerdeg",
    left_at: |k, n| format!("Ënnerbrach beim Schrëtt {k} vun {n}"),
    position_of: |k, n| format!("Schrëtt {k} vun {n}"),
    about_lesson: "Wat dës Lektioun léiert",
    answers: "Deng Äntwert",
    right: "Richteg!",
    wrong: "Net ganz — prouf et nach eng Kéier.",
    refused: |why| format!("D’Reegele refuséieren dat: {why}"),
    allowed_but: "D’Reegelen erlaben dat, mä dëse Schrëtt freet no eppes anescht.",
    expected: |what| format!("D’Lektioun erwaart: {what}"),
    next: "Weider",
    finish: "Lektioun ofschléissen",
    lesson_done: |n| format!("Lektioun {n} fäerdeg."),
    tricks_in_order: "Gewonne Stéch, der Rei no",
    trick_no: |n| format!("Stéch {n}"),
    played_in_order: "Gespillt, der Rei no",
    reserve_of: |n| format!("Deng Reserve: {n} zougedeckt Kaarten"),
};
