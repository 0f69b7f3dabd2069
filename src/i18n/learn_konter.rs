//! The words of Konter a Matt's lessons (`crate::lessons`): one [`LessonWords`] per lesson
//! and one [`StepWords`](crate::lessons::StepWords) per position, in the same order as the positions, one file per
//! language.

use crate::lang::Lang;
use crate::lessons::LessonWords;

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
