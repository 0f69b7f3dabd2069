//! Practice mode's hint in a sentence: the bot's choice, then the fact behind it
//! (`crate::hints`), in the table's words.

use super::mx;
use super::why::matz_why;
use crate::i18n::hint_words::Names;
use matz::{Action, SeatView};

/// "it beats 7♦, the card led" — None when there is no fact to say.
pub fn reason(view: &SeatView, action: Action) -> Option<String> {
    let why = matz_why(view, action)?;
    let names = Names {
        card: &|c: matz::Card| format!("{}{}", mx().rank_label(c.rank()), c.suit().symbol()),
        seat: &|s: matz::Seat| mx().who(super::state::who(s)).to_string(),
        suit: &|s: matz::Suit| mx().suit(s).to_string(),
    };
    Some(mx().hint_reason(why, &names))
}
