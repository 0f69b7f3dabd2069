//! Every word the app shows, in one place per language.
//!
//! The Konter a Matt table's texts are one [`Texts`] value per language (`texts.rs` says
//! what a language fills in; `en.rs`, `fr.rs`, `de.rs` and `lb.rs` fill it in);
//! [`texts()`] gives the active language's, built in or loaded from its language file
//! (`languages.rs`). The module games, the score sheets, the lessons and the extras keep
//! their texts in files of their own beside these.

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
pub mod kontra_texts;
pub mod matz_texts;
pub mod phrases;
pub mod sheet_texts;
pub mod sheet_words;
pub mod learn_texts;
pub mod hint_words;
pub mod learn_games;
pub mod learn_kontra;
pub mod learn_matz;

pub use languages::{built_in, is_ready, language_file_path, load_language, texts};
#[cfg(not(target_arch = "wasm32"))]
pub use languages::language_file;
pub use texts::{Phrases, RulesSection, Texts, Words, KONTRASPIEL, MUELLER_MATZ};
pub use phrases::{DashesChoice, Fault, Month, Voice};

#[cfg(not(target_arch = "wasm32"))]
pub use de::DE;
pub use en::EN;
#[cfg(not(target_arch = "wasm32"))]
pub use fr::FR;
#[cfg(not(target_arch = "wasm32"))]
pub use lb::LB;

pub use crate::lang::Lang;
