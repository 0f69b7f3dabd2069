//! The words of Kontraspiel's lessons (`crate::games::kontra::lessons`): one [`LessonText`] per lesson
//! and one [`StepText`](super::learn_games::StepText) per position, in the same order as the positions, one file per
//! language.

use super::learn_games::LessonText;
use crate::store::lang::Lang;

mod de;
mod en;
mod fr;
mod lb;

/// The lessons' words in `lang`.
pub fn lessons(lang: Lang) -> &'static [LessonText; 6] {
    match lang {
        Lang::En => &en::EN,
        Lang::Fr => &fr::FR,
        Lang::De => &de::DE,
        Lang::Lb => &lb::LB,
    }
}
