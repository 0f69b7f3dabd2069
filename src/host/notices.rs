//! A game module's notices above its table: a line, perhaps an action, and "Dismiss". The
//! game says which notices it has and their words; the shape is the same for every game.

use crate::i18n::host_texts::host_texts;
use leptos::prelude::*;

/// One notice: `text`, a warning or not, an `action` button (label, what it does), and
/// `dismiss` (label, what it does).
pub fn notice(text: String, warn: bool, action: Option<(&'static str, Callback<()>)>, dismiss: (&'static str, Callback<()>)) -> impl IntoView {
    let action = action.map(|(label, run)| {
        view! { <button type="button" class="btn small primary" on:click=move |_| run.run(())>{label}</button> }
    });
    view! {
        <div class="notice" class:warn=warn role="status">
            <p>{text}</p>
            <div class="notice-actions">
                {action}
                <button type="button" class="btn small" on:click=move |_| dismiss.1.run(())>{dismiss.0}</button>
            </div>
        </div>
    }
}

/// The words and action of the cross-tab guard's notice: (text, ("Load it", load)).
pub fn other_tab(load: impl Fn() + Send + Sync + 'static) -> (String, (&'static str, Callback<()>)) {
    let h = host_texts(super::mounts::lang());
    (h.other_tab.to_string(), (h.load_it, Callback::new(move |()| load())))
}

/// Shows `notice` once (`on`) or takes it away.
pub fn flag<N: PartialEq + Send + Sync + 'static>(list: RwSignal<Vec<N>>, notice: N, on: bool) {
    let there = list.with_untracked(|l| l.contains(&notice));
    if on && !there {
        list.update(|l| l.push(notice));
    } else if !on && there {
        list.update(|l| l.retain(|x| *x != notice));
    }
}

/// Shows `notice` last, in place of every notice `earlier` picks (an earlier one like it).
pub fn replace<N: Send + Sync + 'static>(list: RwSignal<Vec<N>>, notice: N, earlier: impl Fn(&N) -> bool) {
    list.update(|l| {
        l.retain(|x| !earlier(x));
        l.push(notice);
    });
}

/// Shows `notice` last (once).
pub fn renew<N: PartialEq + Clone + Send + Sync + 'static>(list: RwSignal<Vec<N>>, notice: N) {
    replace(list, notice.clone(), |x| *x == notice);
}

/// A notice above a game's table: those of every game, with the game's shared game `O`
/// (from a link), and the game's own (`G`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice<O, G = std::convert::Infallible> {
    /// A saved value could not be read; its text is kept under this key.
    Corrupt(String),
    StorageFailed,
    /// Another tab saved a different match: nothing is saved here until it is loaded.
    OtherTab,
    Imported,
    /// The page was opened from a link to a shared game: offer to play it.
    SharedOffer(O),
    /// The page was opened from a game's link that holds no game.
    SharedBad,
    /// The link to the game shown was copied to the clipboard.
    ShareCopied,
    /// Friends online are at the table: a deal is shared once it is over.
    ShareLater,
    /// One of the game's own, which the game shows itself.
    Game(G),
}

crate::i18n::text_set! {
/// The words of the notices every game has.
#[derive(Clone, Copy)]
pub struct NoticeWords {
    corrupt(error: &str) -> String,
    storage_failed,
    imported,
    shared_offer,
    shared_play,
    shared_bad,
    share_copied,
    dismiss,
}
}

/// The page was opened from a game's link: offer the game `parsed` from it (None: the link
/// holds none), in place of any earlier offer.
pub fn offer<O: PartialEq + Send + Sync + 'static, G: PartialEq + Send + Sync + 'static>(list: RwSignal<Vec<Notice<O, G>>>, parsed: Option<O>) {
    let notice = parsed.map_or(Notice::SharedBad, Notice::SharedOffer);
    replace(list, notice, |x| matches!(x, Notice::SharedOffer(_) | Notice::SharedBad));
}

/// The offer of a shared game was taken up.
pub fn offer_taken<O: Send + Sync + 'static, G: Send + Sync + 'static>(list: RwSignal<Vec<Notice<O, G>>>) {
    list.update(|n| n.retain(|x| !matches!(x, Notice::SharedOffer(_))));
}

/// The notices of `list` above a game's table (the game's own aside): "Load it" for another
/// tab's match (`load_other_tab`), "Play it" for a shared game (`play`), and "Dismiss".
pub fn notices<O, G>(
    list: RwSignal<Vec<Notice<O, G>>>,
    words: NoticeWords,
    load_other_tab: impl Fn() + Copy + Send + Sync + 'static,
    play: impl Fn(O) + Copy + Send + Sync + 'static,
) -> impl IntoView
where
    O: Clone + PartialEq + Send + Sync + 'static,
    G: Clone + PartialEq + Send + Sync + 'static,
{
    move || {
        list.get()
            .into_iter()
            .filter(|n| !matches!(n, Notice::Game(_)))
            .map(|n| {
                let (text, action) = match &n {
                    Notice::Corrupt(key) => (words.corrupt(key), None),
                    Notice::StorageFailed => (words.storage_failed.to_string(), None),
                    Notice::OtherTab => {
                        let (text, load) = other_tab(load_other_tab);
                        (text, Some(load))
                    }
                    Notice::Imported => (words.imported.to_string(), None),
                    Notice::SharedOffer(game) => {
                        let game = game.clone();
                        (words.shared_offer.to_string(), Some((words.shared_play, Callback::new(move |()| play(game.clone())))))
                    }
                    Notice::SharedBad => (words.shared_bad.to_string(), None),
                    Notice::ShareCopied => (words.share_copied.to_string(), None),
                    Notice::ShareLater => (crate::i18n::online_texts::online_texts(crate::host::mounts::lang()).share_later.to_string(), None),
                    Notice::Game(_) => (String::new(), None),
                };
                let warn = matches!(n, Notice::Corrupt(_) | Notice::StorageFailed | Notice::OtherTab | Notice::SharedBad);
                notice(text, warn, action, (words.dismiss, Callback::new(move |()| list.update(|l| l.retain(|x| *x != n)))))
            })
            .collect_view()
    }
}
