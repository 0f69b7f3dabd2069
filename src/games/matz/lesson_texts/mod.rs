//! The words of Müller Matz's lessons (`super::lessons`): one [`LessonText`] per lesson
//! and one [`StepText`](crate::i18n::learn_games::StepText) per position, in the same order as the positions, one file per
//! language. The players are "you", Anna and Ben.

use crate::i18n::learn_games::LessonText;
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

/// The labels of a tally position in `lang`: the Matz points before the game, its places.
pub fn tally(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::En => en::TALLY,
        Lang::Fr => fr::TALLY,
        Lang::De => de::TALLY,
        Lang::Lb => lb::TALLY,
    }
}
