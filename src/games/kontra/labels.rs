//! The words on Kontraspiel's buttons for an action, for the table, its hints and the
//! lessons alike.

use super::kx;
use kontra::Action;

/// The words on a button for an action.
pub fn action_label(a: Action) -> String {
    let t = kx();
    match a {
        Action::TakeUp => t.take_up.into(),
        Action::Decline => t.decline.into(),
        Action::Accept => String::new(),
        Action::Pass => t.pass.into(),
        Action::Name(s) => t.name_trump(s),
        Action::AnnounceMatch(s) => t.announce_match(s),
        Action::No | Action::Keep => t.no.into(),
        Action::Contra => t.contra.into(),
        Action::Recontra => t.recontra.into(),
        Action::Exchange(_) => t.take_turn_up.into(),
        Action::Discard(c) | Action::Play(c) => t.card(c),
    }
}
