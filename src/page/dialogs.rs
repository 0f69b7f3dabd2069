//! The dialogs over the table, one at a time: menu, settings, rules, statistics, the
//! last trick, the score sheet, export, import, and the questions before another match
//! takes the table ("Start a new match?", "Play the shared deal?", "Import this match?").
//!
//! A dialog is modal: focus moves into it when it opens and back where it was when it
//! closes; Escape or the close button closes it; Tab stays inside.

use crate::i18n::language::tx;
use super::route::{nav, Dialog};
use super::konter::ctrl;
use super::extras::PanelHost;
use crate::games::konter::trick::TrickReview;
use crate::i18n::host_texts::with_game;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

fn title_of(d: Dialog) -> &'static str {
    let t = tx();
    match d {
        Dialog::Menu => t.menu,
        Dialog::Settings => t.settings_title,
        Dialog::Rules => t.rules_title,
        Dialog::Stats => t.stats_title,
        Dialog::LastTrick => t.last_trick,
        Dialog::ScoreSheet => t.lee_title,
        Dialog::Export => t.export_match,
        Dialog::Import => t.import_match,
        Dialog::ConfirmNew => t.abandon_title,
        Dialog::ConfirmShared(_) => t.confirm_shared_title,
        Dialog::ConfirmImport => t.confirm_import_title,
    }
}

/// The focusable elements of a dialog, for keeping Tab inside it.
fn focusables(root: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = root.query_selector_all(
        "button:not([disabled]), [href], input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
    ) else {
        return vec![];
    };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect()
}

#[component]
pub fn Dialogs() -> impl IntoView {
    let c = ctrl();
    let nav = nav();
    let t = tx();
    let panel: NodeRef<leptos::html::Div> = NodeRef::new();
    // Where focus was before the dialog opened.
    let opener = StoredValue::new_local(None::<web_sys::HtmlElement>);

    Effect::new(move |prev: Option<Option<Dialog>>| {
        let now = nav.dialog();
        let was = prev.flatten();
        if now.is_some() && was.is_none() {
            let active = document().active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            opener.set_value(active);
        }
        if now.is_some() {
            request_animation_frame(move || {
                if let Some(p) = panel.try_get_untracked().flatten() {
                    match focusables(&p).into_iter().nth(1) {
                        // The first control after the close button, else the panel.
                        Some(el) => {
                            let _ = el.focus();
                        }
                        None => {
                            let _ = p.focus();
                        }
                    }
                }
            });
        } else if was.is_some() && !c.focus.wanted_untracked() {
            // Back where it was, unless the dialog started something whose next step takes
            // the focus (a new match: the trump buttons or the hand).
            if let Some(el) = opener.get_value() {
                let _ = el.focus();
            }
        }
        now
    });

    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Escape" => {
            ev.prevent_default();
            c.close_dialog();
        }
        "Tab" => {
            let Some(p) = panel.get_untracked() else { return };
            let items = focusables(&p);
            let (Some(first), Some(last)) = (items.first(), items.last()) else { return };
            let active = document().active_element();
            let at = |el: &web_sys::HtmlElement| active.as_ref().is_some_and(|a| a == el.unchecked_ref::<web_sys::Element>());
            if ev.shift_key() && at(first) {
                ev.prevent_default();
                let _ = last.focus();
            } else if !ev.shift_key() && at(last) {
                ev.prevent_default();
                let _ = first.focus();
            }
        }
        _ => {}
    };

    view! {
        {move || nav.dialog().map(|d| {
            let wide = matches!(d, Dialog::Rules | Dialog::Settings | Dialog::ScoreSheet);
            view! {
                <div class="overlay" on:click=move |ev| {
                    // A click on the backdrop itself (not inside the panel) closes.
                    if ev.target() == ev.current_target() {
                        c.close_dialog();
                    }
                }>
                    <div
                        class="dialog"
                        class:wide=wide
                        role="dialog"
                        aria-modal="true"
                        aria-labelledby="dialog-title"
                        tabindex="-1"
                        node_ref=panel
                        on:keydown=on_keydown
                    >
                        <header class="dialog-head">
                            <h2 id="dialog-title">{match d {
                                // The rules of the game chosen: "How to play NAME".
                                Dialog::Rules => with_game(tx().rules_title, super::games::games().get_untracked().name()),
                                d => title_of(d).to_string(),
                            }}</h2>
                            <button type="button" class="icon-btn close" aria-label=t.close title=t.close on:click=move |_| c.close_dialog()>
                                <span class="icon-wrap" inner_html=super::chrome::icon("close")></span>
                            </button>
                        </header>
                        <div class="dialog-body">{content(d)}</div>
                    </div>
                </div>
            }
        })}
    }
}

fn content(d: Dialog) -> AnyView {
    match d {
        Dialog::Menu => view! { <Menu /> }.into_any(),
        Dialog::Settings => view! { <PanelHost panel="settings" /> }.into_any(),
        Dialog::Rules => view! { <PanelHost panel="rules" /> }.into_any(),
        Dialog::Stats => view! { <PanelHost panel="stats" /> }.into_any(),
        Dialog::LastTrick => view! { <LastTrick /> }.into_any(),
        Dialog::ScoreSheet => view! { <PanelHost panel="score-sheet" /> }.into_any(),
        // Every game's export and import are the host's record panels, in its module.
        Dialog::Export => view! { <PanelHost panel="export" /> }.into_any(),
        Dialog::Import => view! { <PanelHost panel="import" /> }.into_any(),
        Dialog::ConfirmNew | Dialog::ConfirmShared(_) | Dialog::ConfirmImport => view! { <Confirm d=d /> }.into_any(),
    }
}

#[component]
fn Menu() -> impl IntoView {
    let c = ctrl();
    let nav = nav();
    let t = tx();
    let g = super::games::games();
    view! {
        <nav class="menu-list">
            <button type="button" class="btn menu-item" on:click=move |_| g.new_match(c)>{t.new_match}</button>
            // The game chosen's score sheet (its module's panel).
            <button type="button" class="btn menu-item" disabled=move || !super::games::has_game(c) on:click=move |_| nav.open(Dialog::ScoreSheet)>{t.score_sheet}</button>
            <button type="button" class="btn menu-item" disabled=move || !super::games::can_export(c) on:click=move |_| nav.open(Dialog::Export)>{t.export_match}</button>
            // Every game's deal (or game) on screen: another game's module shares its own.
            <button
                type="button"
                class="btn menu-item"
                disabled=move || if g.get().module().is_some() { !super::games::has_game(c) } else { c.shareable_deal().is_none() }
                on:click=move |_| match g.get_untracked().module() {
                    Some((module, _)) => {
                        nav.shut();
                        super::modules::command(module, "share");
                    }
                    None => c.share_deal(),
                }
            >
                {t.share_deal}
            </button>
            <button type="button" class="btn menu-item" on:click=move |_| nav.open(Dialog::Import)>{t.import_match}</button>
            <button type="button" class="btn menu-item" on:click=move |_| nav.open(Dialog::Rules)>{t.rules}</button>
            <button type="button" class="btn menu-item" on:click=move |_| nav.open(Dialog::Stats)>{t.statistics}</button>
            <button type="button" class="btn menu-item" on:click=move |_| nav.open(Dialog::Settings)>{t.settings}</button>
        </nav>
    }
}

#[component]
fn LastTrick() -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let last = move || {
        c.session.with(|s| {
            let s = s.as_ref()?;
            let deal = s.deal()?;
            let trick = deal.last_trick()?;
            Some((trick, s.seating(), deal.tricks().len()))
        })
    };
    view! {
        {move || match last() {
            Some((trick, seating, n)) => view! { <TrickReview trick=trick seating=seating number=n /> }.into_any(),
            None => view! { <p>{t.no_trick_yet}</p> }.into_any(),
        }}
    }
}

/// Before another match takes the table: the one there is kept, and where to find it.
#[component]
fn Confirm(d: Dialog) -> impl IntoView {
    let c = ctrl();
    let t = tx();
    let yes = match d {
        Dialog::ConfirmShared(_) => t.shared_play,
        Dialog::ConfirmImport => t.import_go,
        _ => t.abandon_confirm,
    };
    view! {
        <p>{crate::i18n::host_texts::with_game(t.abandon_help, t.app_title)}</p>
        <div class="actions">
            <button type="button" class="btn primary" on:click=move |_| c.confirm(d)>{yes}</button>
            <button type="button" class="btn" on:click=move |_| c.close_dialog()>{t.cancel}</button>
        </div>
    }
}
