//! Friends at one device, the same for every game: "Who plays NAME" for each seat besides
//! the owner's, and the covered table before a person's turn (`crate::store::seats` decides when).

use super::controls::choice;
use super::mounts::lang;
use crate::i18n::host_texts::host_texts;
use crate::store::seats::{Others, Player};
use cards::Seat;
use leptos::prelude::*;

/// "Who plays NAME" (a bot, a person at this device, or a friend online) for each of `seats`,
/// and the connection helper (STUN) for friends online: a seat's index
/// and its name as the table shows it.
pub fn who_plays(
    seats: Vec<(usize, String)>,
    get: impl Fn() -> Others + Copy + Send + Sync + 'static,
    set: impl Fn(Others) + Copy + 'static,
) -> impl IntoView {
    let h = host_texts(lang());
    let seats = seats
        .into_iter()
        .map(|(seat, name)| {
            let choices = vec![(Player::Bot, h.player_bot), (Player::Person, h.player_person), (Player::Online, h.player_online)];
            choice(format!("player-{seat}"), h.who_plays(&name), None, choices, move || get().get(seat), move |p| {
                let mut others = get();
                others.set(seat, p);
                set(others);
            })
        })
        .collect_view();
    // The connection helper, for the seats played by friends online.
    view! { {seats} {super::online::online_fields()} }
}

/// The table covered until the person to act takes the device, every game's: `title`
/// ("Pass the device to Anna") over the way on, `action` ("I am Anna — show my cards").
/// Nothing of any hand is in the page meanwhile. The caller empties the live region and
/// gives the way on the focus: a module by [`covering`], the page by its focus on turn
/// (`crate::page::App`).
#[component]
pub fn Cover(title: String, action: String, show: Callback<()>) -> impl IntoView {
    view! {
        <section class="start cover" aria-labelledby="cover-title">
            <h2 id="cover-title">{title}</h2>
            <div class="actions column">
                <button type="button" class="btn primary big" on:click=move |_| show.run(())>
                    {action}
                </button>
            </div>
        </section>
    }
}

/// What a module's table does as it covers: empties the page's live region, and gives the
/// cover's way on the focus once it is drawn (an effect runs after the view is in the page).
pub fn covering() {
    super::mounts::hush();
    Effect::new(|_| {
        let button = document().query_selector(".cover .btn").ok().flatten();
        if let Some(b) = button.and_then(|b| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(b).ok()) {
            let _ = b.focus();
        }
    });
}

/// Who holds the device at a game's table, the same for every game: the seat of the person
/// who last took it (not saved: after a reload nobody is known to hold it), and from it
/// the hand the table shows and when it is covered (`crate::store::seats` decides).
#[derive(Clone, Copy)]
pub struct Device {
    looking: RwSignal<Option<Seat>>,
    /// Who plays the seats besides the owner's (the settings' "Who plays").
    others: Signal<Others>,
    /// The number of seats at the table.
    players: Signal<usize>,
    /// The seat to act now, if any.
    to_act: Signal<Option<Seat>>,
    /// A finished trick or pile lies on the table: whoever holds the device takes it away.
    showing: Signal<bool>,
}

impl Device {
    pub fn new(others: Signal<Others>, players: Signal<usize>, to_act: Signal<Option<Seat>>, showing: Signal<bool>) -> Device {
        Device { looking: RwSignal::new(None), others, players, to_act, showing }
    }

    /// "I am NAME — show my cards": `seat` holds the device now.
    pub fn take(self, seat: Seat) {
        self.looking.set(Some(seat));
    }

    /// Nobody is known to hold the device (a new match, another tab's match).
    pub fn put_down(self) {
        self.looking.set(None);
    }

    /// Whether friends play at this device.
    pub fn friends(self) -> bool {
        let n = self.players.get();
        self.others.with(|o| o.friends(n))
    }

    /// Whether a person (the owner or a friend) plays `seat`.
    pub fn is_person(self, seat: Seat) -> bool {
        self.others.with_untracked(|o| o.is_person(seat.index()))
    }

    /// The seat whose hand the table shows (None: nobody known to hold the device).
    pub fn viewer(self) -> Option<Seat> {
        // A guest's device: its seat at the host's table.
        if let Some(seat) = super::online::guest::seat_index() {
            return Seat::new(seat);
        }
        let looking = self.looking.get().filter(|&s| self.others.with(|o| o.is_person(s.index())));
        crate::store::seats::viewer(self.friends(), looking.map(Seat::index)).and_then(Seat::new)
    }

    pub fn viewer_untracked(self) -> Option<Seat> {
        untrack(move || self.viewer())
    }

    /// The person the device must be passed to before the table may be drawn.
    pub fn cover(self) -> Option<Seat> {
        let person = self.to_act.get().filter(|&s| self.others.with(|o| o.is_person(s.index())));
        let looking = self.looking.get();
        if self.showing.get() || super::online::guest::seat_index().is_some() {
            return None;
        }
        crate::store::seats::cover(self.friends(), person.map(Seat::index), looking.map(Seat::index)).and_then(Seat::new)
    }

    /// The view (`of` a seat) for the person holding the device; with friends and nobody
    /// known to hold it, the owner's as an `onlooker` sees it.
    pub fn view<V>(self, of: impl FnOnce(Seat) -> Option<V>, onlooker: impl FnOnce(V) -> V) -> Option<V> {
        let viewer = self.viewer();
        let v = of(viewer.unwrap_or_else(owner))?;
        Some(if viewer.is_some() { v } else { onlooker(v) })
    }

    /// The seat the person at the device plays now (the owner's when nobody is known).
    pub fn acting(self) -> Seat {
        self.viewer_untracked().unwrap_or_else(owner)
    }
}

/// The owner's seat.
fn owner() -> Seat {
    Seat::new(crate::store::seats::OWNER).expect("seat 0")
}
