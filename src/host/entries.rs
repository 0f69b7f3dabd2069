//! A game module's entry points: its table and its panels drawn into the page (a course's
//! lessons, the matches put aside, or one of the game's own panels), and what the page
//! asks of it. Written once here for every game ([`HostedGame`]).

use super::aside::Aside;
use super::hosted::HostedGame;
use super::mounts::{after_mount, draw_panel, mount_panel, mount_screen};
use super::online::host::Hosted;
use leptos::prelude::*;

/// Draws a game's table into `root` (see [`super::mounts::mount_screen`]) for its `state`: what happens
/// without the person goes on while a table is on screen.
/// After an invitation link was opened, the screen is the guest's (`seat_name` names a seat
/// by its number as the game's table does).
pub fn game_screen<S: super::pace::Played + super::online::host::Hosted>(
    state: S,
    root: web_sys::HtmlElement,
    lang: &str,
    page: js_sys::Function,
    screen: fn() -> AnyView,
    seat_name: fn(u8) -> String,
    connect: fn(usize, String),
    again: fn(usize),
    without: fn(usize),
) -> u32 {
    // The online states are made here, outside the mount, so that they outlive it.
    super::online::guest::guest();
    super::online::host::hosting();
    // After a reload, friends online are invited again (in the page's language); the bots
    // wait for it, lest one play a friend's seat.
    super::online::host::before_resume();
    after_mount(move || {
        super::online::host::resume(state);
        state.schedule();
    });
    mount_screen(root, lang, page, move || {
        let pace = state.pace();
        pace.shown();
        state.schedule();
        on_cleanup(move || pace.gone());
        let guest = Memo::new(|_| super::online::guest::active());
        // A guest's device plays at the host's table only: its own match waits.
        Effect::new(move |_| {
            if guest.get() {
                pace.gone();
            }
        });
        // The host: the invitations until every friend is here.
        let inviting = Memo::new(|_| super::online::host::inviting());
        (move || {
            if guest.get() {
                super::online::guest::screen(seat_name, screen)
            } else if inviting.get() {
                super::online::host::invitations(connect, again, without, S::WITHOUT_IN_SETTINGS)
            } else {
                view! { {super::online::host::presence(connect, again, without, S::WITHOUT_IN_SETTINGS)} {untrack(screen)} }.into_any()
            }
        })
        .into_any()
    })
}

/// Draws a panel of the page's dialogs into `root` (see [`super::mounts::mount_panel`]) while a game is
/// chosen: a learning panel is the game's `course`, the matches put aside are its `state`'s,
/// every other is one of its `panels` (by name, with the page's `prefill`). The settings
/// panel holds the settings every game shares too (`super::settings`): it shows and
/// changes the page's `settings` (an envelope text), in the page's texts.
#[allow(clippy::too_many_arguments)]
pub fn game_panel<S: super::aside::Aside>(
    state: S,
    root: web_sys::HtmlElement,
    lang: &str,
    panel: &str,
    settings: String,
    prefill: String,
    changed: js_sys::Function,
    course: &'static dyn super::course::screen::Course,
    panels: fn(&str, Callback<String>, String) -> AnyView,
) -> u32 {
    if panel.starts_with(super::panel_state::LEARN) {
        return super::course::screen::mount(root, lang, changed, course);
    }
    if panel == super::aside::PANEL {
        return mount_panel(root, lang, changed, move |tell| super::aside::list(state, tell).into_any());
    }
    let panel = panel.to_string();
    if panel == "settings" {
        let code = lang.to_string();
        return super::mounts::mount_when_ready(lang, move |_| {
            draw_panel(root, &code, changed, move |tell| {
                let page = crate::store::migrate_settings(&settings).unwrap_or_default();
                provide_context(super::panel_state::PanelState { settings: RwSignal::new(page), change: tell });
                panels(&panel, tell, prefill)
            })
        });
    }
    mount_panel(root, lang, changed, move |tell| panels(&panel, tell, prefill))
}

/// What the page asks of a game's module: "new" (Menu or start screen → New match),
/// "share" (Menu → Share), "link:…" (the page was opened from a link to a shared game), or
/// "join:…" (from an invitation to a table of another device, this game `G`'s).
/// It is done after the table the page is drawing has been mounted (so what starts is said
/// there).
pub fn command(what: &str, join: fn(String), link: impl FnOnce(&str) + 'static, new: impl FnOnce() + 'static, share: impl FnOnce() + 'static) {
    let what = what.to_string();
    after_mount(move || match what.strip_prefix("link:") {
        Some(text) => link(text),
        None if what.starts_with("join:") => {
            // This device is a guest now: it hosts no friends of its own match.
            super::online::host::end();
            join(what["join:".len()..].to_string())
        }
        None if what == "new" => new(),
        None if what == "share" => share(),
        None => {}
    });
}

/// A game's table drawn into `root` (one of its module's entry points:
/// `crate::games::module`).
pub fn mount<H: HostedGame + Hosted>(root: web_sys::HtmlElement, lang: &str, page: js_sys::Function) -> u32 {
    use super::online::host::{again, connect, without};
    game_screen(H::state(), root, lang, page, H::screen, H::seat_name, connect::<H::Engine>, again::<H::Engine>, |i| without::<H::Engine, H>(H::state(), i))
}

/// A panel of the page's dialogs drawn into `root` while the game is chosen.
pub fn mount_game_panel<H: HostedGame + Aside>(root: web_sys::HtmlElement, lang: &str, panel: &str, settings: String, prefill: String, changed: js_sys::Function) -> u32 {
    game_panel(H::state(), root, lang, panel, settings, prefill, changed, H::course(), H::panel)
}

/// What the page asks of the game (see [`command`]).
pub fn game_command<H: HostedGame>(what: &str) {
    let state = H::state();
    command(what, super::online::guest::open_as::<H::Engine>, move |link| state.offer_link(link), move || state.ask_new(), move || state.share());
}
