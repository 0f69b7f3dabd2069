//! Where the person is: one screen ([`Route`]) and at most one dialog over it, held in one
//! signal ([`Nav`]), so that no two screens can claim the page at once.

use crate::engine::{Direction, Seat};
use crate::store::seats::Seating;
use crate::games::konter::share::SharedDeal;
use crate::games::konter::session::{Screen, Session};
use leptos::prelude::*;

/// The screen shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The start screen (also while a match exists).
    Start,
    /// The game chosen: Konter a Matt's match as it stands (the table, its cover or the
    /// summary; the start screen while there is none), or the screen of a module game.
    Table,
    /// The score sheet for real cards.
    Sheets,
    /// A learning screen (the lessons, a course, the deal review) by its code
    /// (`panel_state::LEARN_LESSONS`, `learn_course`, `learn_review`), and the screen its
    /// way back leads to.
    Lesson(u32, Back),
}

/// The screen a learning screen goes back to (a learning screen opens from any other).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Back {
    Start,
    Table,
    Sheets,
}

impl From<Back> for Route {
    fn from(b: Back) -> Route {
        match b {
            Back::Start => Route::Start,
            Back::Table => Route::Table,
            Back::Sheets => Route::Sheets,
        }
    }
}

/// The dialogs (one at a time). Not a screen: the header opens one over every screen, and
/// the screen stays under it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    Menu,
    Settings,
    Rules,
    Stats,
    LastTrick,
    ScoreSheet,
    Export,
    Import,
    /// Before a new match, a shared deal or an imported match takes the place of the
    /// unfinished one on the table (which is then put aside).
    ConfirmNew,
    ConfirmShared(SharedDeal),
    ConfirmImport,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Place {
    route: Route,
    dialog: Option<Dialog>,
}

/// The navigation handle: the screen and the dialog over it. Each is read through a memo
/// of its own, so that what shows the one is not drawn anew when the other changes.
#[derive(Clone, Copy)]
pub struct Nav {
    place: RwSignal<Place>,
    route: Memo<Route>,
    dialog: Memo<Option<Dialog>>,
}

/// The navigation, from any component.
pub fn nav() -> Nav {
    expect_context::<Nav>()
}

impl Nav {
    pub fn new(route: Route) -> Nav {
        let place = RwSignal::new(Place { route, dialog: None });
        Nav { place, route: Memo::new(move |_| place.with(|p| p.route)), dialog: Memo::new(move |_| place.with(|p| p.dialog)) }
    }

    /// The screen (tracked).
    pub fn route(self) -> Route {
        self.route.get()
    }

    /// Whether `route` is the screen (tracked).
    pub fn is(self, route: Route) -> bool {
        self.route.with(|r| *r == route)
    }

    /// Shows `route`; a dialog open stays over it.
    pub fn go(self, route: Route) {
        self.place.update(|p| p.route = route);
    }

    /// The start screen gives way to the match (the sheets and the learning screens stay,
    /// and lead back to it).
    pub fn leave_start(self) {
        self.place.update(|p| {
            p.route = match p.route {
                Route::Start => Route::Table,
                Route::Lesson(code, Back::Start) => Route::Lesson(code, Back::Table),
                r => r,
            }
        });
    }

    /// Shows the learning screen with this code over the screen shown, or (0) goes back
    /// from one; the dialog that asked for it closes.
    pub fn learn(self, code: u32) {
        self.place.update(|p| {
            let back = match p.route {
                Route::Start => Back::Start,
                Route::Table => Back::Table,
                Route::Sheets => Back::Sheets,
                Route::Lesson(_, back) => back,
            };
            p.route = if code == 0 { back.into() } else { Route::Lesson(code, back) };
            p.dialog = None;
        });
    }

    /// The dialog open (tracked).
    pub fn dialog(self) -> Option<Dialog> {
        self.dialog.get()
    }

    pub fn dialog_untracked(self) -> Option<Dialog> {
        self.place.with_untracked(|p| p.dialog)
    }

    /// Whether a dialog is open (tracked): the page behind it is inert.
    pub fn has_dialog(self) -> bool {
        self.dialog.with(Option::is_some)
    }

    pub fn open(self, d: Dialog) {
        self.place.update(|p| p.dialog = Some(d));
    }

    /// Closes the dialog, whatever it was (see `Ctrl::close_dialog` for the person's close).
    pub fn shut(self) {
        if self.dialog_untracked().is_some() {
            self.place.update(|p| p.dialog = None);
        }
    }

    /// Closes the dialog and shows `route` (a dialog's button that leads elsewhere).
    pub fn leave_dialog_for(self, route: Route) {
        self.place.set(Place { route, dialog: None });
    }
}

/// What is drawn in the page's main part: the screen, with the match and the game chosen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum View {
    Start,
    /// The table drawn for the person looking (and turned to them).
    Table(Seating),
    /// The table covered until the person to act takes the device (friends at one
    /// table): the person, and the direction of play (which names them).
    Cover(Seat, Direction),
    Summary,
    /// The score sheet for real cards.
    Sheets,
    /// A learning screen, by its code (`panel_state::Panel::Learn`).
    Learn(u32),
    /// A game the games module draws, by its key (`super::games`).
    Module(&'static str),
}

impl Nav {
    /// What to draw, the match being `session` and `module` the module that draws the game
    /// chosen (None: the page draws it).
    pub fn view(self, session: RwSignal<Option<Session>>, module: Signal<Option<&'static str>>) -> Memo<View> {
        Memo::new(move |_| match self.route() {
            Route::Sheets => View::Sheets,
            Route::Lesson(code, _) => View::Learn(code),
            Route::Start => View::Start,
            Route::Table => {
                if let Some(module) = module.get() {
                    return View::Module(module);
                }
                session.with(|s| match s {
                    None => View::Start,
                    Some(s) if s.screen() == Screen::Summary => View::Summary,
                    Some(s) => match s.cover() {
                        Some(seat) => View::Cover(seat, s.rules().direction),
                        None => View::Table(s.seating()),
                    },
                })
            }
        })
    }
}
