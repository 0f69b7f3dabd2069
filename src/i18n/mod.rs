//! Every word the app shows, in one place per language.
//!
//! Every text is written one way: in a *text set* (`text_set!`), a struct with one field per
//! text, of which each language writes one value, fixed texts as strings and texts with
//! parameters (a card, a seat, a number) as functions, read as methods. A missing text does
//! not compile. The sets: the Konter a Matt page's [`Texts`] (`texts.rs`; `en.rs`, `fr.rs`,
//! `de.rs`, `lb.rs` fill it in), whose languages other than English the web page loads from
//! their files (`languages.rs`, phrases as tables: `phrases.rs`); and, compiled into the
//! module that shows them, the host's (`host_texts`), play online (`online_texts`), the
//! lessons' frame (`learn_games`) and the courses' frame. A game's own words live in its
//! home (`crate::games::<key>::texts`, `…::lesson_texts`; Konter a Matt's score sheets and
//! learning screens, `…::sheet_texts`, `…::learn_texts`), written with the same
//! `text_set!`; its start screen's line in `…::start`.

/// Declares a set of texts, the one way every text of the app is written: a struct with
/// one field per text, of which each language writes one value (a missing text does not
/// compile). An item is a fixed text (`name,`: a `&'static str`), a text with parameters
/// (`name(card: Card) -> String,`: the language writes a function, read as the method
/// `t.name(card)`), or a value of another type (`name: Type,`). Konter a Matt's page
/// texts ([`Texts`]) are declared the same way in two halves, words and phrases, so that a
/// language file can carry its phrases as tables.
macro_rules! text_set {
    (
        $(#[$sm:meta])*
        pub struct $set:ident {
            $( $(#[$fm:meta])* $f:ident $( ( $($a:ident : $at:ty),* ) -> $r:ty )? $( : $t:ty )? , )*
        }
    ) => {
        $(#[$sm])*
        pub struct $set {
            $( $(#[$fm])* pub $f: $crate::i18n::text_set!(@type $( ($($at),*) -> $r )? $( : $t )?), )*
        }

        impl $set {
            $( $(
                #[inline]
                pub fn $f(&self, $($a: $at),*) -> $r {
                    (self.$f)($($a),*)
                }
            )? )*
        }
    };
    (@type) => { &'static str };
    (@type ($($at:ty),*) -> $r:ty) => { fn($($at),*) -> $r };
    (@type : $t:ty) => { $t };
}
pub(crate) use text_set;

/// Some of a set's texts (`t`), as a smaller set whose fields are named alike: `pick!(t =>
/// NoticeWords { corrupt, dismiss, imported: t.import_done })` (a field may be given a
/// value of its own). The host declares such smaller sets (a panel's words); each game
/// fills them from its own texts. (Only the web build draws panels.)
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_macros))]
macro_rules! pick {
    ($t:expr => $set:path { $($f:ident $(: $v:expr)?),* $(,)? }) => {{
        let t = $t;
        $set { $($f: $crate::i18n::pick!(@ t, $f $(, $v)?)),* }
    }};
    (@ $t:ident, $f:ident) => { $t.$f };
    (@ $t:ident, $f:ident, $v:expr) => { $v };
}
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use pick;

mod languages;
mod texts;
#[cfg(not(target_arch = "wasm32"))]
mod de;
mod en;
#[cfg(not(target_arch = "wasm32"))]
mod fr;
#[cfg(not(target_arch = "wasm32"))]
mod lb;
pub mod host_texts;
pub mod online_texts;
pub mod phrases;
pub mod hint_words;
pub mod learn_games;
#[cfg(target_arch = "wasm32")]
pub mod langs;
#[cfg(target_arch = "wasm32")]
pub mod language;

pub use languages::{built_in, is_ready, language_file_path, load_language, texts};
#[cfg(not(target_arch = "wasm32"))]
pub use languages::language_file;
pub use texts::{Phrases, RulesSection, Texts, Words};
pub use phrases::{DashesChoice, Fault, Month, Voice};

#[cfg(not(target_arch = "wasm32"))]
pub use de::DE;
pub use en::EN;
#[cfg(not(target_arch = "wasm32"))]
pub use fr::FR;
#[cfg(not(target_arch = "wasm32"))]
pub use lb::LB;

pub use crate::store::lang::Lang;
