//! The words of Müller Matz's lessons (`crate::games::matz::lessons`): one [`LessonText`] per lesson
//! and one [`StepText`](super::learn_games::StepText) per position, in the same order as the positions, one file per
//! language. The players are "you", Anna and Ben.

use super::learn_games::LessonText;
use crate::store::lang::Lang;

mod de;
mod en;
mod fr;
mod lb;

/// The lessons' words in `lang`.
pub fn lessons(lang: Lang) -> &'static [LessonText; 5] {
    match lang {
        Lang::En => &en::EN,
        Lang::Fr => &fr::FR,
        Lang::De => &de::DE,
        Lang::Lb => &lb::LB,
    }
}
