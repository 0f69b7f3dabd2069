//! The words of Konter a Matt's lessons (`super::lessons`): one [`LessonWords`] per lesson
//! and one [`StepWords`] per position, in the same order as the positions, one file per
//! language.

use crate::store::lang::Lang;

crate::i18n::text_set! {
/// A lesson's words in one language: its title, what it teaches (before its first
/// position), and each position's words.
pub struct LessonWords {
    title,
    intro,
    steps: &'static [StepWords],
}
}

crate::i18n::text_set! {
/// A position's words: the question, and why its answer is right (shown once answered).
pub struct StepWords {
    ask,
    why,
}
}

mod de;
mod en;
mod fr;
mod lb;

/// The lessons' words in `lang`.
pub fn lessons(lang: Lang) -> &'static [LessonWords; 7] {
    match lang {
        Lang::En => &en::EN,
        Lang::Fr => &fr::FR,
        Lang::De => &de::DE,
        Lang::Lb => &lb::LB,
    }
}
