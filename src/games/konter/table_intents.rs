//! What the Konter a Matt table asks of whoever holds the match: the page's controller for
//! a match with the bots and friends at one device, or the state of a table of friends
//! online (whose friends' devices send each intent on to the host). The table draws a
//! [`TableState`](super::table_state::TableState) and sends these; it decides nothing.

use crate::page::konter::pace::Hint;
use crate::engine::{Action, Announcement, Card, Seat, Suit};

pub trait Intents: Copy + Send + Sync + 'static {
    /// Whether the dashes open a score sheet of the match.
    const SHEET: bool = true;

    /// Plays `card` for the person to act; Err: why not, said under the hand.
    fn play(self, card: Card) -> Result<(), String>;
    fn name_trump(self, suit: Suit);
    fn announce(self, announcement: Announcement);
    /// Collects the complete trick on the table now (a tap on it, or "Next trick").
    fn collect_now(self);
    /// "Next trick": collects it, and the next thing to do takes the keyboard focus.
    fn next_trick(self) {
        self.collect_now();
    }
    /// The practice hint shown, if any (tracked).
    fn hint(self) -> Option<Hint>;
    /// Whether the practice hint is `action` (tracked).
    fn hinted(self, action: Action) -> bool {
        self.hint().is_some_and(|h| h.action == action)
    }
    fn ask_hint(self);
    fn undo(self);
    /// Opens the last trick, and the score sheet.
    fn last_trick(self);
    fn score_sheet(self);
    /// The settings the table follows (tracked): the running card points, leaving a
    /// trick until tapped, and how long a trick stays.
    fn show_points(self) -> bool;
    fn collect_on_tap(self) -> bool;
    fn collect_delay_ms(self) -> u32;
    /// Who plays `seat`, said under its name ("Bot, Medium", "A person"); None: not known
    /// here.
    fn player(self, seat: Seat) -> Option<String>;
    /// What the status line says while `seat` decides on another device ("West's turn");
    /// None: "West is thinking…".
    fn turn_elsewhere(self, _seat: Seat) -> Option<String> {
        None
    }
}
