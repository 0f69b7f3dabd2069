//! One sheet: the Lee drawn as on paper with the dashes left, the pending stake and who
//! deals next; the match's end and revenge; the form for the next deal; the deals one by
//! one (each can be changed); undo; and the sheet as text to share.

use super::entry::EntryForm;
use crate::games::konter::sheets::{now, sx, Keeper, Mode};
use crate::games::konter::lee::strokes_svg;
use crate::engine::Team;
use crate::sheet::{Entry, ScoreSheet, Strokes};
use crate::games::konter::sheet_words::{export_text, next_dealer_line, row_words, sheet_title};
use crate::games::konter::sheet_words::{player_name, team_names};
use crate::games::konter::stored::sheets::KeptSheet;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[component]
pub fn SheetPage(keeper: Keeper, id: u64) -> impl IntoView {
    let kept: Memo<Option<KeptSheet>> = Memo::new(move |_| keeper.book.with(|b| b.get(id).cloned()));
    // Drawn once while the sheet exists: its changes update the parts, not the whole.
    let exists = Memo::new(move |_| kept.with(Option::is_some));
    move || exists.get().then(|| view! { <SheetBody keeper=keeper id=id kept=kept /> })
}

#[component]
fn SheetBody(keeper: Keeper, id: u64, kept: Memo<Option<KeptSheet>>) -> impl IntoView {
    let h = super::host();
    let s = sx();
    let sheet = Memo::new(move |_| kept.with(|k| k.as_ref().map(|k| k.sheet.clone()).unwrap_or_default()));
    let tally = Memo::new(move |_| sheet.with(ScoreSheet::tally));
    let revision = move || kept.with_untracked(|k| k.as_ref().map_or(0, |k| k.revision));
    let names = Memo::new(move |_| sheet.with(|s| team_names(&s.setup).map(str::to_string)));
    // The past deal being changed, if any; a new form after every change.
    let editing = RwSignal::new(None::<usize>);
    let form_gen = RwSignal::new(0u32);
    // The deal just undone, to put back.
    let undone = RwSignal::new(None::<Entry>);
    let focus_form = StoredValue::new(false);

    let undo = move |_| {
        let n = tally.with_untracked(|t| t.rows.len());
        if let Ok(Some(e)) = keeper.change(|b| b.update(id, revision(), now(), |s| Ok(s.undo()))) {
            undone.set(Some(e));
            editing.set(None);
            form_gen.update(|g| *g += 1);
            h.say.run(s.undone(n));
        }
    };
    let redo = move |_| {
        let Some(e) = undone.get_untracked() else { return };
        if keeper.change(|b| b.update(id, revision(), now(), |s| s.add(e).map(|_| ()))).is_ok() {
            undone.set(None);
            form_gen.update(|g| *g += 1);
            h.say.run(s.entered(tally.with_untracked(|t| t.rows.len())));
        }
    };
    let revenge = move |_| {
        let mut setup = sheet.with_untracked(|s| s.setup.clone());
        // The deal goes on round the table.
        setup.first_dealer = tally.with_untracked(|t| t.next_dealer).or(setup.first_dealer);
        keeper.create(setup);
    };
    // Called by the form after a deal was entered or changed.
    let on_done = Callback::new(move |_: ()| {
        undone.set(None);
        editing.set(None);
        focus_form.set_value(true);
        form_gen.update(|g| *g += 1);
    });

    let over = move || tally.with(|t| t.winner.is_some());
    let show_form = move || !over() || editing.get().is_some();

    view! {
        <article class="ks-sheet" aria-labelledby="ks-sheet-title">
            <h3 class="ks-h3 ks-sheet-title" id="ks-sheet-title">{move || sheet.with(|sh| sheet_title(&sh.setup, s))}</h3>
            <Board sheet=sheet />
            <Show when=over>
                <div class="ks-won" role="status">
                    <p class="ks-won-text">
                        {move || tally.with(|t| t.winner.map(|w| s.match_won(&names.get()[w.index()], t.rows.len())))}
                    </p>
                    <button type="button" class="ks-btn ks-primary" on:click=revenge>{s.revenge}</button>
                </div>
            </Show>
            <Show when=show_form>
                {move || {
                    form_gen.get();
                    let index = editing.get();
                    let autofocus = focus_form.get_value() || index.is_some();
                    focus_form.set_value(false);
                    view! {
                        <EntryForm keeper=keeper id=id kept=kept index=index autofocus=autofocus on_done=on_done
                            on_cancel=Callback::new(move |_: ()| editing.set(None)) />
                    }
                }}
            </Show>
            <div class="ks-actions">
                <button
                    type="button"
                    class="ks-btn"
                    disabled=move || tally.with(|t| t.rows.is_empty())
                    on:click=undo
                >
                    <span aria-hidden="true">"↶ "</span>
                    {s.undo}
                </button>
                <SharePanel sheet=sheet />
            </div>
            <Show when=move || undone.get().is_some()>
                <div class="ks-undone" role="status">
                    <p>{move || s.undone(tally.with(|t| t.rows.len()) + 1)}</p>
                    <button type="button" class="ks-btn ks-small" on:click=redo>{s.redo}</button>
                </div>
            </Show>
            <History sheet=sheet tally=tally editing=editing />
            <p class="ks-foot">
                <button type="button" class="ks-btn ks-quiet" on:click=move |_| keeper.go(Mode::List)>{s.all_sheets}</button>
            </p>
        </article>
    }
}

/// The Lee: each team's name, dashes left (big) and strokes; the stake; who deals next.
#[component]
fn Board(sheet: Memo<ScoreSheet>) -> impl IntoView {
    let s = sx();
    let data = Memo::new(move |_| {
        sheet.with(|sh| {
            let t = sh.tally();
            let start = sh.setup.rules.start_dashes.get() as u32;
            let strokes = Strokes::after(start, t.rows.iter().map(|r| &r.settlement));
            (start, strokes, t.dashes, t.stake, t.winner, next_dealer_line(sh, s))
        })
    });
    let names = Memo::new(move |_| sheet.with(|sh| team_names(&sh.setup).map(str::to_string)));
    let team = move |team: Team| {
        let i = team.index();
        let label = move || {
            data.with(|(start, strokes, dashes, ..)| {
                s.lee_label(&names.get()[i], dashes[i], strokes.crossed[i], strokes.drawn[i].saturating_sub(*start))
            })
        };
        view! {
            <div class="ks-team" class:ks-team-b=i == 1 class:ks-winner=move || data.with(|d| d.4 == Some(team))>
                <span class="ks-team-name">{move || names.get()[i].clone()}</span>
                <span class="ks-team-left" data-team=team.letter()>{move || data.with(|d| d.2[i])}</span>
                <div
                    class="ks-strokes"
                    role="img"
                    aria-label=label
                    inner_html=move || data.with(|(start, strokes, ..)| strokes_svg(*start, strokes.drawn[i], strokes.crossed[i]))
                ></div>
            </div>
        }
    };
    view! {
        <div class="ks-board lee">
            {team(Team::A)}
            {team(Team::B)}
        </div>
        <div class="ks-status" aria-live="polite">
            {move || data.with(|d| (d.3 > 0).then(|| view! { <p class="ks-stake">{s.stake_pending(d.3)}</p> }))}
            {move || data.with(|d| d.5.clone().map(|line| view! { <p class="ks-next">{line}</p> }))}
        </div>
    }
}

/// The deals one by one, each with its change button.
#[component]
fn History(sheet: Memo<ScoreSheet>, tally: Memo<crate::sheet::Tally>, editing: RwSignal<Option<usize>>) -> impl IntoView {
    let s = sx();
    let rows = move || {
        sheet.with(|sh| {
            tally.with(|t| {
                t.rows
                    .iter()
                    .enumerate()
                    .map(|(i, row)| {
                        let w = row_words(&sh.setup, row, s);
                        let dealer = row.dealer.and_then(|d| player_name(&sh.setup, d)).map(|n| s.dealt_by(n));
                        (i, *row, w, dealer)
                    })
                    .collect::<Vec<_>>()
            })
        })
    };
    view! {
        <section class="ks-history" aria-labelledby="ks-history-title">
            <h3 class="ks-h3" id="ks-history-title">{s.history}</h3>
            <Show when=move || tally.with(|t| t.rows.is_empty())>
                <p class="ks-empty">{s.no_deals}</p>
            </Show>
            <ol class="ks-deals">
                <For
                    each=rows
                    key=|(i, row, _, _)| (*i, *row)
                    children=move |(i, row, w, dealer)| {
                        let mut what = vec![w.trump.clone(), w.result.clone()];
                        what.extend(w.extras.iter().cloned());
                        let moves = if w.moves.is_empty() { w.value.clone() } else { format!("{} → {}", w.value, w.moves.join(", ")) };
                        view! {
                            <li class="ks-deal" data-deal=(i + 1).to_string() class:ks-editing=move || editing.get() == Some(i)>
                                <span class="ks-deal-no" aria-hidden="true">{i + 1}</span>
                                <div class="ks-deal-body">
                                    <span class="visually-hidden">{s.deal_number(i + 1)}</span>
                                    <p class="ks-deal-what">{what.join(" · ")}</p>
                                    <p class="ks-deal-moves">{moves}</p>
                                    {dealer.map(|d| view! { <p class="ks-deal-dealer">{d}</p> })}
                                </div>
                                <span class="ks-deal-after">{format!("{} : {}", row.dashes_after[0], row.dashes_after[1])}</span>
                                <button
                                    type="button"
                                    class="ks-btn ks-small ks-quiet ks-edit"
                                    aria-label=s.edit_deal(i + 1)
                                    on:click=move |_| {
                                        editing.set(Some(i));
                                        window().scroll_to_with_x_and_y(0.0, 0.0);
                                    }
                                >
                                    {s.edit}
                                </button>
                            </li>
                        }
                    }
                />
            </ol>
        </section>
    }
}

/// The sheet as text: shown to select, copied with one tap, or handed to the phone's
/// share sheet where there is one.
#[component]
fn SharePanel(sheet: Memo<ScoreSheet>) -> impl IntoView {
    let s = sx();
    let open = RwSignal::new(false);
    let copied = RwSignal::new(None::<bool>);
    let text = Memo::new(move |_| sheet.with(|sh| export_text(sh, s)));
    let area: NodeRef<leptos::html::Textarea> = NodeRef::new();
    let can_share = js_sys::Reflect::get(&window().navigator(), &"share".into()).is_ok_and(|f| f.is_function());

    let copy = move |_| {
        let promise = window().navigator().clipboard().write_text(&text.get_untracked());
        leptos::task::spawn_local(async move {
            let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
            copied.set(Some(ok));
            if !ok {
                if let Some(a) = area.get_untracked() {
                    a.select();
                }
            }
        });
    };
    let share = move |_| {
        let nav = window().navigator();
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&data, &"text".into(), &text.get_untracked().into());
        let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) else { return };
        let Ok(f) = f.dyn_into::<js_sys::Function>() else { return };
        if let Ok(p) = f.call1(&nav, &data) {
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                // A share the person cancels is no error.
                leptos::task::spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
                });
            }
        }
    };
    view! {
        <button
            type="button"
            class="ks-btn"
            aria-expanded=move || open.get().to_string()
            aria-controls="ks-share"
            on:click=move |_| {
                open.update(|o| *o = !*o);
                copied.set(None);
            }
        >
            {s.share}
        </button>
        <Show when=move || open.get()>
            <div class="ks-share" id="ks-share">
                <p class="ks-help">{s.share_help}</p>
                <label for="ks-share-text" class="visually-hidden">{s.share_text_label}</label>
                <textarea id="ks-share-text" class="ks-share-text" readonly rows="10" node_ref=area prop:value=move || text.get()></textarea>
                <div class="ks-row">
                    <button type="button" class="ks-btn ks-primary" on:click=copy>
                        {move || if copied.get() == Some(true) { s.copied } else { s.copy }}
                    </button>
                    {can_share.then(|| view! { <button type="button" class="ks-btn" on:click=share>{s.share_native}</button> })}
                </div>
                <Show when=move || copied.get() == Some(false)>
                    <p class="ks-error" role="alert">{s.copy_failed}</p>
                </Show>
            </div>
        </Show>
    }
}
