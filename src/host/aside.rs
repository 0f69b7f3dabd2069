//! The unfinished matches a game puts aside, as Konter a Matt does: a match taking the
//! table (a new one, an import, a shared game, one continued from the list) never loses
//! the one that was there, nor one another tab saved meanwhile. The start screen lists them
//! (the page mounts the game's panel [`PANEL`] there), each to continue or delete.
//!
//! The list lives in storage only (`store::aside`, under the game's key): every change
//! reads it fresh, so that two tabs never overwrite each other's matches put aside.

use super::guard::Guard;
use super::mounts::lang;
use super::stored::load;
use crate::store::local::{with_storage, WriteError};
use crate::i18n::host_texts::{fill, host_texts, with_game};
use crate::store::aside::{self, Keep, Kept};
use crate::store::games::Game;
use leptos::prelude::*;

/// The name of the start screen's panel of matches put aside.
pub const PANEL: &str = "aside";

/// What the list needs of a game.
pub trait Aside: Copy + Send + Sync + 'static {
    /// What the game saves of a match.
    type Match: Keep + Clone + Send + Sync + 'static;
    /// The key of the game's list.
    const KEY: &'static str;
    /// The match in words, after its date: "Deal 3 of 24, 20 chips".
    fn describe(self, m: &Self::Match) -> String;
    /// `m`, taken off the list, takes the table (the one there goes aside in its place).
    fn resume(self, m: Self::Match);
    /// The stored list could not be read: its text is kept under `key` (or could not be
    /// kept, then `key` is the list's own).
    fn unreadable(self, key: String);
    /// Storage refused to keep the list.
    fn failed(self);
}

/// "The match in progress is kept: continue it … (tap “GAME” at the top)."
pub fn kept(game: Game) -> String {
    with_game(host_texts(lang()).kept, game.name())
}

/// The list as stored now (an unreadable one backed up, removed and reported).
fn read<G: Aside>(game: G) -> Vec<Kept<G::Match>> {
    let mut corrupt = vec![];
    let list = load(G::KEY, aside::read::<G::Match>, &mut corrupt).unwrap_or_default();
    for key in corrupt {
        game.unreadable(key);
    }
    list
}

fn write<G: Aside>(game: G, list: &[Kept<G::Match>]) {
    if with_storage(|st| st.set(G::KEY, &aside::to_json(list))) == Err(WriteError::Refused) {
        game.failed();
    }
}

/// Before the match of seed `coming` takes the table: `mine`, the match there, goes aside
/// if unfinished, and so does the match another tab saved under the guard's key since this
/// tab last read or wrote it (the guard takes its place over, so that saving goes on).
pub fn leave<G: Aside>(game: G, guard: Guard, mine: Option<G::Match>, coming: u64) {
    let theirs = guard
        .take_over()
        .and_then(|text| serde_json::from_str(&text).ok())
        .and_then(|value| G::Match::from_json(value).ok());
    let leaving: Vec<G::Match> = mine.into_iter().chain(theirs).filter(|m| !m.over() && m.seed_of() != coming).collect();
    let mut list = read(game);
    let there = list.iter().any(|e| e.session.seed_of() == coming);
    if leaving.is_empty() && !there {
        return;
    }
    let now = js_sys::Date::now() as u64;
    for m in leaving {
        aside::shelve(&mut list, m, now);
    }
    list.retain(|e| e.session.seed_of() != coming);
    write(game, &list);
}

/// Takes the match of `seed` off the list.
fn take<G: Aside>(game: G, seed: u64) -> Option<G::Match> {
    let mut list = read(game);
    let taken = aside::take(&mut list, seed);
    write(game, &list);
    taken
}

/// A match put aside's button, named `label`: Continue, or Delete (`delete`; `words`: the
/// two), which `press(seed, delete)` does. Every game's list has them.
pub fn match_button(
    seed: u64,
    delete: bool,
    label: String,
    words: (&'static str, &'static str),
    press: impl Fn(u64, bool) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button type="button" class="btn" aria-label=label on:click=move |_| press(seed, delete)>
            {if delete { words.1 } else { words.0 }}
        </button>
    }
}

/// The start screen's list, as Konter a Matt's: each match in words, to continue (then
/// `tell("show")`: the page shows the table) or delete.
pub fn list<G: Aside>(game: G, tell: Callback<String>) -> impl IntoView {
    let h = host_texts(lang());
    let shown = RwSignal::new(read(game));
    let press = move |seed: u64, delete: bool| {
        match take(game, seed) {
            Some(m) if !delete => {
                game.resume(m);
                tell.run("show".into());
            }
            _ => {}
        }
        shown.set(read(game));
    };
    let button = move |seed: u64, delete: bool, label: String| match_button(seed, delete, label, (h.continue_match, h.delete), press);
    move || {
        shown.with(|list| {
            let items = list
                .iter()
                .map(|e| {
                    let what = format!("{}, {}", date(e.at), game.describe(&e.session));
                    let seed = e.session.seed_of();
                    let (go, delete) = (fill(h.continue_saved, &what), fill(h.delete_saved, &what));
                    view! { <li>{what}{button(seed, false, go)}{button(seed, true, delete)}</li> }
                })
                .collect_view();
            (!list.is_empty()).then(|| {
                view! {
                    <section class="saved">
                        <h3>{h.saved_heading}</h3>
                        <ul>{items}</ul>
                        <p class="help">{h.saved_help}</p>
                    </section>
                }
            })
        })
    }
}

/// The local date of `at` (ms since 1970), in short, in the language drawn.
fn date(at: u64) -> String {
    let d = js_sys::Date::new(&(at as f64).into());
    (host_texts(lang()).short_date)(d.get_date() as u8, d.get_month() as u8)
}
