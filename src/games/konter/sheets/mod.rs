//! The score sheet for games played with real cards: several sheets kept in storage, each
//! a Lee whose dashes the engine's own scoring moves.
//!
//! - `mod.rs` (this file): the screen, the list of sheets, and [`Keeper`] — the sheets in
//!   a signal and every change to them, each made on a fresh read of storage and refused
//!   if another tab changed the sheet since it was shown.
//! - `setup`: a new sheet (teams, optional players and seating, the rule variant).
//! - `page`: one sheet: its Lee, who deals next, the deals one by one, undo, share.
//! - `entry`: entering (or changing) one deal, with the value and the dash moves shown
//!   before it is confirmed.
//!
//! All text comes from [`crate::games::konter::sheet_texts`] through [`sx`].
//!
//! The screen is a wasm module of its own (`src/games/konter/extras.rs`, in the games module), loaded the first time
//! it is opened, so the game's first visit does not download it. It reaches the game
//! page around it only through [`Host`]; the game page's side is `crate::page::extras`.

mod entry;
mod page;
mod setup;

use crate::store::local::{with_storage, WriteError};
use crate::games::konter::sheet_texts::{sheet_texts, SheetTexts};
use crate::sheet::SheetSetup;
use crate::games::konter::sheet_words::sheet_title;
use crate::games::konter::sheet_words::team_names;
use crate::games::konter::stored::sheets::{migrate_sheets, BookError, SheetBook, SHEETS_KEY};
use crate::store::key_name;
use leptos::prelude::*;
use std::cell::Cell;

/// The language being drawn (the one `tx()` answers in).
pub(crate) use crate::i18n::language::current_lang;

/// What the screen asks of the game page around it.
#[derive(Copy, Clone)]
pub struct Host {
    /// A sentence for the page's screen-reader live region.
    pub say: Callback<String>,
    /// Back to the game's start screen.
    pub back: Callback<()>,
}

fn host() -> Host {
    expect_context::<Host>()
}

/// Draws the screen into `root` in `lang`; dropping the handle takes it away again.
pub fn mount(root: web_sys::HtmlElement, lang: crate::i18n::Lang, host: Host) -> leptos::mount::UnmountHandle<leptos::tachys::view::any_view::AnyViewState> {
    crate::i18n::language::use_lang(lang);
    leptos::mount::mount_to(root, move || {
        provide_context(host);
        view! { <SheetsScreen /> }.into_any()
    })
}

/// The score-sheet texts of the language being drawn.
pub(crate) fn sx() -> &'static SheetTexts {
    sheet_texts(current_lang())
}

/// Milliseconds since 1970.
fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// A day as the language writes it.
fn date_text(ms: u64) -> String {
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    String::from(d.to_locale_date_string(current_lang().date_locale(), &wasm_bindgen::JsValue::UNDEFINED))
}

/// What the screen shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    List,
    Setup,
    Sheet(u64),
}

thread_local! {
    /// The mode survives the redraw a new language causes (and a trip to the start screen).
    static MODE: Cell<Mode> = const { Cell::new(Mode::List) };
}

/// Something the person should know about the kept sheets.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Note {
    Blocked,
    SaveFailed,
    /// Unreadable stored sheets, kept under this key.
    Unreadable(String),
    ChangedElsewhere,
    DeletedElsewhere,
}

/// The kept sheets and every change to them.
#[derive(Copy, Clone)]
pub(crate) struct Keeper {
    pub book: RwSignal<SheetBook>,
    pub mode: RwSignal<Mode>,
    pub notes: RwSignal<Vec<Note>>,
    /// Unreadable stored text that could not be backed up: it is never written over.
    frozen: StoredValue<bool>,
}

impl Keeper {
    fn load() -> Keeper {
        let mut notes = vec![];
        let mut frozen = false;
        let book = with_storage(|st| {
            if !st.available() {
                notes.push(Note::Blocked);
                return SheetBook::default();
            }
            let Some(raw) = st.get(SHEETS_KEY) else { return SheetBook::default() };
            match migrate_sheets(&raw) {
                Ok(book) => book,
                Err(_) => {
                    match st.backup(key_name(SHEETS_KEY), &raw) {
                        Some(backup) => {
                            st.remove(SHEETS_KEY);
                            notes.push(Note::Unreadable(backup));
                        }
                        None => {
                            frozen = true;
                            notes.push(Note::Unreadable(SHEETS_KEY.to_string()));
                        }
                    }
                    SheetBook::default()
                }
            }
        });
        let mut mode = MODE.with(Cell::get);
        if let Mode::Sheet(id) = mode {
            if book.get(id).is_none() {
                mode = Mode::List;
            }
        }
        Keeper {
            book: RwSignal::new(book),
            mode: RwSignal::new(mode),
            notes: RwSignal::new(notes),
            frozen: StoredValue::new(frozen),
        }
    }

    pub fn go(self, mode: Mode) {
        MODE.with(|m| m.set(mode));
        self.mode.set(mode);
        self.notes.update(|n| n.retain(|x| !matches!(x, Note::ChangedElsewhere | Note::DeletedElsewhere)));
        // A new view starts at its top.
        window().scroll_to_with_x_and_y(0.0, 0.0);
    }

    pub fn note(self, note: Note) {
        self.notes.update(|n| {
            if !n.contains(&note) {
                n.push(note);
            }
        });
    }

    pub fn dismiss(self, note: &Note) {
        self.notes.update(|n| n.retain(|x| x != note));
    }

    /// The book as stored now, when it can be read; an unreadable one is backed up first.
    fn stored(self) -> Option<SheetBook> {
        if self.frozen.get_value() {
            return None;
        }
        with_storage(|st| {
            let raw = st.get(SHEETS_KEY)?;
            match migrate_sheets(&raw) {
                Ok(book) => Some(book),
                Err(_) => {
                    match st.backup(key_name(SHEETS_KEY), &raw) {
                        Some(backup) => self.note(Note::Unreadable(backup)),
                        None => {
                            self.frozen.set_value(true);
                            self.note(Note::Unreadable(SHEETS_KEY.to_string()));
                        }
                    }
                    None
                }
            }
        })
    }

    fn write(self, book: &SheetBook) {
        if self.frozen.get_value() {
            return;
        }
        match with_storage(|st| st.set(SHEETS_KEY, &book.to_json_string())) {
            Ok(()) => self.notes.update(|n| n.retain(|x| *x != Note::SaveFailed)),
            Err(WriteError::Unavailable) => {}
            Err(WriteError::Refused) => self.note(Note::SaveFailed),
        }
    }

    /// Changes the book as stored now (another tab may have changed other sheets), keeps
    /// it, shows it. A refusal because of another tab shows the book as it is now.
    pub fn change<R>(self, f: impl FnOnce(&mut SheetBook) -> Result<R, BookError>) -> Result<R, BookError> {
        let mut book = self.stored().unwrap_or_else(|| self.book.get_untracked());
        match f(&mut book) {
            Ok(r) => {
                self.write(&book);
                self.book.set(book);
                Ok(r)
            }
            Err(e) => {
                match e {
                    BookError::Changed { .. } => self.note(Note::ChangedElsewhere),
                    BookError::Missing(_) => self.note(Note::DeletedElsewhere),
                    BookError::Sheet(_) => return Err(e),
                }
                self.book.set(book);
                Err(e)
            }
        }
    }

    /// Starts a sheet and shows it.
    pub fn create(self, setup: SheetSetup) {
        if let Ok(id) = self.change(|b| Ok(b.create(setup, now()))) {
            self.go(Mode::Sheet(id));
        }
    }

    pub fn delete(self, id: u64) {
        let _ = self.change(|b| b.remove(id).map(|_| ()).ok_or(BookError::Missing(id)));
        if self.mode.get_untracked() == Mode::Sheet(id) {
            self.go(Mode::List);
        }
    }

    /// Follows what other tabs write.
    fn listen(self) {
        let handle = window_event_listener(leptos::ev::storage, move |e: web_sys::StorageEvent| {
            if e.key().as_deref() != Some(SHEETS_KEY) {
                return;
            }
            if let Some(book) = e.new_value().and_then(|raw| migrate_sheets(&raw).ok()) {
                if let Mode::Sheet(id) = self.mode.get_untracked() {
                    if book.get(id).is_none() {
                        self.note(Note::DeletedElsewhere);
                        self.go(Mode::List);
                    }
                }
                self.book.set(book);
            }
        });
        on_cleanup(move || handle.remove());
    }
}

#[component]
fn SheetsScreen() -> impl IntoView {
    let h = host();
    let s = sx();
    let keeper = Keeper::load();
    keeper.listen();
    let mode = keeper.mode;
    view! {
        <section class="ks" aria-labelledby="ks-title">
            <div class="ks-topbar">
                <button type="button" class="ks-btn ks-back" on:click=move |_| h.back.run(())>
                    <span aria-hidden="true">"← "</span>
                    {s.back_to_start}
                </button>
                <Show when=move || mode.get() != Mode::List>
                    <button type="button" class="ks-btn ks-back" on:click=move |_| keeper.go(Mode::List)>
                        {s.all_sheets}
                    </button>
                </Show>
            </div>
            <h2 id="ks-title" class="ks-title">{s.title}</h2>
            <Notes keeper=keeper />
            {move || match mode.get() {
                Mode::List => view! { <SheetList keeper=keeper /> }.into_any(),
                Mode::Setup => view! { <setup::SetupForm keeper=keeper /> }.into_any(),
                Mode::Sheet(id) => view! { <page::SheetPage keeper=keeper id=id /> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Notes(keeper: Keeper) -> impl IntoView {
    let s = sx();
    view! {
        <div class="ks-notes">
            <For
                each=move || keeper.notes.get()
                key=|n| n.clone()
                children=move |n: Note| {
                    let text = match &n {
                        Note::Blocked => s.storage_blocked.to_string(),
                        Note::SaveFailed => s.save_failed.to_string(),
                        Note::Unreadable(key) => s.unreadable(key),
                        Note::ChangedElsewhere => s.changed_elsewhere.to_string(),
                        Note::DeletedElsewhere => s.deleted_elsewhere.to_string(),
                    };
                    view! {
                        <div class="ks-note" role="alert">
                            <p>{text}</p>
                            <button type="button" class="ks-btn ks-small" on:click=move |_| keeper.dismiss(&n)>
                                {s.dismiss}
                            </button>
                        </div>
                    }
                }
            />
        </div>
    }
}

/// The kept sheets, the one changed last first, and the way to a new one.
#[component]
fn SheetList(keeper: Keeper) -> impl IntoView {
    let s = sx();
    // The sheet whose delete is being confirmed.
    let confirming = RwSignal::new(None::<u64>);
    let items = move || {
        keeper.book.with(|b| {
            b.newest_first()
                .into_iter()
                .map(|k| {
                    let t = k.sheet.tally();
                    let names = team_names(&k.sheet.setup).map(str::to_string);
                    let status = match t.winner {
                        Some(w) => s.sheet_won_by(&names[w.index()]),
                        None => s.sheet_status(t.rows.len(), t.dashes),
                    };
                    let players = k.sheet.setup.players.as_ref().map(|p| format!("{} & {} · {} & {}", p[0], p[2], p[1], p[3]));
                    (k.id, k.revision, sheet_title(&k.sheet.setup, s), status, players, k.updated, t.winner.is_some())
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <p class="ks-intro">{s.intro}</p>
        <button type="button" class="ks-btn ks-primary ks-wide" on:click=move |_| keeper.go(Mode::Setup)>
            <span aria-hidden="true">"+ "</span>
            {s.new_sheet}
        </button>
        <h3 class="ks-h3">{s.list_heading}</h3>
        <Show when=move || keeper.book.with(|b| b.sheets.is_empty())>
            <p class="ks-empty">{s.no_sheets}</p>
        </Show>
        <ul class="ks-list">
            <For
                each=items
                key=|item| (item.0, item.1)
                children=move |(id, _, title, status, players, updated, over)| {
                    let title2 = title.clone();
                    let title3 = title.clone();
                    view! {
                        <li class="ks-item" class:ks-over=over>
                            <button type="button" class="ks-open" on:click=move |_| keeper.go(Mode::Sheet(id))>
                                <span class="ks-item-title">{title.clone()}</span>
                                {players.map(|p| view! { <span class="ks-item-players">{p}</span> })}
                                <span class="ks-item-status">{status}</span>
                                <span class="ks-item-date">{s.changed_on(&date_text(updated))}</span>
                            </button>
                            <Show
                                when=move || confirming.get() == Some(id)
                                fallback=move || {
                                    let label = s.delete_sheet(&title2);
                                    view! {
                                        <button
                                            type="button"
                                            class="ks-btn ks-small ks-quiet"
                                            aria-label=label
                                            on:click=move |_| confirming.set(Some(id))
                                        >
                                            {s.delete}
                                        </button>
                                    }
                                }
                            >
                                <div class="ks-confirm" role="group">
                                    <p>{s.delete_question(&title3)}</p>
                                    <button type="button" class="ks-btn ks-small ks-danger" on:click=move |_| {
                                        confirming.set(None);
                                        keeper.delete(id);
                                    }>{s.delete_confirm}</button>
                                    <button type="button" class="ks-btn ks-small" on:click=move |_| confirming.set(None)>
                                        {s.cancel}
                                    </button>
                                </div>
                            </Show>
                        </li>
                    }
                }
            />
        </ul>
    }
}
