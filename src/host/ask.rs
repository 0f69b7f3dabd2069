//! "New match", or a shared game, while a match is in progress: asked first, the same for
//! every game; the unfinished match is kept aside either way.

use crate::store::games::Game;
use leptos::prelude::*;

/// What the person is asked before a match takes the table.
pub struct Asking<T: Send + Sync + 'static> {
    /// "New match" while a match is in progress.
    pub new: RwSignal<bool>,
    /// A shared game to play while a match is in progress.
    pub shared: RwSignal<Option<T>>,
}

impl<T: Send + Sync + 'static> Clone for Asking<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync + 'static> Copy for Asking<T> {}

impl<T: Clone + Send + Sync + 'static> Asking<T> {
    pub fn new() -> Asking<T> {
        Asking { new: RwSignal::new(false), shared: RwSignal::new(None) }
    }

    /// Whether the question is up.
    pub fn open(self) -> bool {
        self.new.get() || self.shared.with(Option::is_some)
    }

    pub fn close(self) {
        self.new.set(false);
        self.shared.set(None);
    }

    /// "New match": `start` at once, or asked first while a match is `in_progress`.
    pub fn new_match(self, in_progress: bool, start: impl FnOnce()) {
        if in_progress {
            self.new.set(true);
        } else {
            start();
        }
    }

    /// "Play the shared game": `start` it at once, or asked first while a match is `in_progress`.
    pub fn shared_game(self, in_progress: bool, game: T, start: impl FnOnce(T)) {
        if in_progress {
            self.shared.set(Some(game));
        } else {
            start(game);
        }
    }
}

impl<T: Clone + Send + Sync + 'static> Default for Asking<T> {
    fn default() -> Self {
        Asking::new()
    }
}

/// A game's words and looks for the question.
pub struct AskWords {
    /// The section's class and the title's id.
    pub class: &'static str,
    pub title_id: &'static str,
    /// The title when a new match is asked for, and when a shared game is.
    pub title_new: &'static str,
    pub title_shared: &'static str,
    /// The yes for a new match, and for a shared game.
    pub yes_new: &'static str,
    pub yes_shared: &'static str,
    pub cancel: &'static str,
}

/// The question over the table: the unfinished match is kept; yes starts the shared game
/// (`shared`) or a new match (`new`).
pub fn question<T: Clone + Send + Sync + 'static>(
    asking: Asking<T>,
    game: Game,
    words: AskWords,
    shared: impl Fn(T) + Send + Sync + 'static,
    new: impl Fn() + Send + Sync + 'static,
) -> impl IntoView {
    let is_shared = move || asking.shared.with(Option::is_some);
    let (shared, new) = (Callback::new(shared), Callback::new(move |()| new()));
    let kept = super::aside::kept(game);
    let AskWords { class, title_id, title_new, title_shared, yes_new, yes_shared, cancel } = words;
    view! {
        <Show when=move || asking.open()>
            <section class=class role="alertdialog" aria-labelledby=title_id>
                <h2 id=title_id>{move || if is_shared() { title_shared } else { title_new }}</h2>
                <p>{kept.clone()}</p>
                <div class="actions">
                    <button type="button" class="btn primary" on:click=move |_| match asking.shared.get_untracked() {
                        Some(game) => shared.run(game),
                        None => new.run(()),
                    }>
                        {move || if is_shared() { yes_shared } else { yes_new }}
                    </button>
                    <button type="button" class="btn" on:click=move |_| asking.close()>{cancel}</button>
                </div>
            </section>
        </Show>
    }
}
