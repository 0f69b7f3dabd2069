//! Around the table: the header, the notices, the live region, and the icons.

use super::notices::{notices, Notice};
use crate::i18n::language::tx;
use super::route::{nav, Dialog, Route};
use super::konter::ctrl;
use crate::store::Theme;
use leptos::prelude::*;

/// Line icons (24 × 24, stroked with the text colour).
pub fn icon(name: &str) -> String {
    let body = match name {
        "rules" => r#"<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z"/><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5"/>"#,
        "settings" => r#"<path d="M4 6h9M19 6h1M4 12h3M11 12h9M4 18h11M19 18h1"/><circle cx="16" cy="6" r="2.5"/><circle cx="9" cy="12" r="2.5"/><circle cx="17" cy="18" r="2.5"/>"#,
        "stats" => r#"<path d="M5 20V11M11 20V4M17 20v-6M2.5 20.5h19"/>"#,
        "menu" => r#"<path d="M4 6h16M4 12h16M4 18h16"/>"#,
        "last" => r#"<path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1L3.5 8.5"/><path d="M3.5 3.5v5h5"/><path d="M12 7.5V12l3 2.5"/>"#,
        "hint" => r#"<path d="M9 18h6M10 21.5h4"/><path d="M12 2.5a6.5 6.5 0 0 0-3.8 11.8c.5.4.8 1 .8 1.7h6c0-.7.3-1.3.8-1.7A6.5 6.5 0 0 0 12 2.5z"/>"#,
        "undo" => r#"<path d="M9 14L4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>"#,
        "sheet" => r#"<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 7v9M12 7v9M15 7v9M7.5 13.5l9-4"/>"#,
        "close" => r#"<path d="M6 6l12 12M18 6L6 18"/>"#,
        _ => "",
    };
    format!(
        r#"<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">{body}</svg>"#
    )
}

/// A button with an icon and a label (the label may be visually hidden on phones, it
/// stays the accessible name).
#[component]
pub fn IconButton(
    icon_name: &'static str,
    label: &'static str,
    #[prop(optional)] class: &'static str,
    on_click: impl Fn() + 'static,
) -> impl IntoView {
    view! {
        <button type="button" class=format!("icon-btn {class}") title=label on:click=move |_| on_click()>
            <span class="icon-wrap" inner_html=icon(icon_name)></span>
            <span class="icon-label">{label}</span>
        </button>
    }
}

#[component]
pub fn Header() -> impl IntoView {
    let nav = nav();
    let t = tx();
    let g = super::games::games();
    view! {
        <header class="topbar" inert=move || nav.has_dialog()>
            <h1 class="brand">
                <button type="button" class="brand-btn" on:click=move |_| nav.go(Route::Start)>
                    <span class="brand-mark" aria-hidden="true">"♠"</span>
                    // The game chosen is the page's name too; a course of lessons names its
                    // own game.
                    {move || match nav.route() {
                        Route::Lesson(code, _) => code.checked_sub(crate::host::panel_state::LEARN_COURSE),
                        _ => None,
                    }
                    .map_or_else(|| g.get(), crate::games::Game::from_index)
                    .name()}
                </button>
            </h1>
            <nav class="top-actions">
                <IconButton icon_name="rules" label=t.rules on_click=move || nav.open(Dialog::Rules) />
                <IconButton icon_name="settings" label=t.settings on_click=move || nav.open(Dialog::Settings) />
                <IconButton icon_name="stats" label=t.statistics on_click=move || nav.open(Dialog::Stats) />
                <IconButton icon_name="menu" label=t.menu on_click=move || nav.open(Dialog::Menu) />
            </nav>
        </header>
    }
}

#[component]
pub fn Notices() -> impl IntoView {
    let c = ctrl();
    let notes = notices();
    let t = tx();
    view! {
        <div class="notices">
            <For
                each=move || notes.list.get()
                key=Notice::key
                children=move |n: Notice| {
                    let text = match &n {
                        Notice::StorageBlocked => t.storage_blocked.to_string(),
                        Notice::StorageFailed => t.storage_failed.to_string(),
                        Notice::Corrupt { saved, backup } => t.corrupt_saved(*saved, backup),
                        Notice::OtherTab => t.other_tab.to_string(),
                        Notice::Imported => t.imported.to_string(),
                        Notice::UpdateAvailable => t.update_available.to_string(),
                        Notice::SharedOffer(_) => t.shared_offer.to_string(),
                        Notice::SharedBad => t.shared_bad.to_string(),
                        Notice::ShareCopied => t.share_copied.to_string(),
                        Notice::LangUnavailable => t.lang_unavailable.to_string(),
                    };
                    let kind = match &n {
                        Notice::Corrupt { .. } | Notice::OtherTab | Notice::StorageFailed | Notice::SharedBad | Notice::LangUnavailable => {
                            "notice warn"
                        }
                        _ => "notice",
                    };
                    let n2 = n.clone();
                    let action = match &n {
                        Notice::OtherTab => Some(view! {
                            <button type="button" class="btn small primary" on:click=move |_| c.load_from_other_tab()>{t.load_it}</button>
                        }.into_any()),
                        Notice::Corrupt { saved: crate::store::Saved::Match, .. } => Some(view! {
                            <button type="button" class="btn small primary" on:click=move |_| {
                                notes.dismiss(&n2);
                                c.new_match();
                            }>{t.start_fresh}</button>
                        }.into_any()),
                        Notice::UpdateAvailable => Some(view! {
                            <button type="button" class="btn small primary" on:click=move |_| super::pwa::apply_update()>{t.update_reload}</button>
                        }.into_any()),
                        Notice::SharedOffer(deal) => {
                            let deal = *deal;
                            Some(view! {
                                <button type="button" class="btn small primary" on:click=move |_| c.play_shared(deal)>{t.shared_play}</button>
                            }.into_any())
                        }
                        _ => None,
                    };
                    let dismissable = n != Notice::OtherTab;
                    let n3 = n.clone();
                    view! {
                        <div class=kind role="status">
                            <p>{text}</p>
                            <div class="notice-actions">
                                {action}
                                {dismissable.then(|| view! {
                                    <button type="button" class="btn small" on:click=move |_| notes.dismiss(&n3)>{t.dismiss}</button>
                                })}
                            </div>
                        </div>
                    }
                }
            />
        </div>
    }
}

/// The polite live region: what the bots do, who wins each trick.
#[component]
pub fn LiveRegion() -> impl IntoView {
    let c = notices();
    view! {
        <div id="live" class="visually-hidden" aria-live="polite" aria-atomic="false">
            <For each=move || c.live.get() key=|(id, _)| *id children=|(_, text)| view! { <p>{text}</p> } />
        </div>
    }
}

/// The theme attribute on `<html>`: absent to follow the system.
pub fn apply_theme(theme: Theme) {
    if let Some(root) = document().document_element() {
        let _ = match theme {
            Theme::System => root.remove_attribute("data-theme"),
            Theme::Light => root.set_attribute("data-theme", "light"),
            Theme::Dark => root.set_attribute("data-theme", "dark"),
        };
    }
}
