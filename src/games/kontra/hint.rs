//! Practice mode's hint in a sentence: the bot's choice, then the fact behind it
//! (`crate::hints`), in the table's words.

use super::cards::short;
use crate::games::kontra::{kx, who_of};
use super::why::kontra_why;
use crate::i18n::hint_words::Names;
use kontra::{Action, SeatView};

/// "it beats K♠ (West), the best card so far" — None when there is no fact to say.
pub fn reason(view: &SeatView, action: Action) -> Option<String> {
    let why = kontra_why(view, action)?;
    let dir = view.rules.direction();
    let names = Names {
        card: &|c: kontra::Card| short(c),
        seat: &|s: kontra::Seat| kx().who(who_of(s, dir)).to_string(),
        suit: &|s: kontra::Suit| kx().suit(s).to_string(),
    };
    Some(kx().hint_reason(why, &names))
}

/// The hint as the table says it: "Hint: Jack of Clubs — it beats K♠ (West), the best card
/// so far".
pub fn sentence(view: &SeatView, action: Action) -> String {
    let t = kx();
    let words = match action {
        Action::Accept => t.accept(view.preferred),
        a => super::labels::action_label(a),
    };
    match reason(view, action) {
        Some(why) => t.hint_is(&format!("{words} — {why}")),
        None => t.hint_is(&words),
    }
}
