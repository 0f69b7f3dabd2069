//! Entering one deal — or changing a past one — in a few taps: who named trump, how the
//! trump team did (won / lost / Stänner, or its card points), the no-trick bonus and the
//! announcements. Before it is confirmed the form shows what the sheet will do with it:
//! the value, the dashes struck and added, the stake, the dashes after, a match won.

use crate::games::konter::sheets::{now, sx, Keeper};
use crate::engine::{Outcome, Team};
use crate::sheet::{DealEnd, Entry, Row, SheetError, Tally};
use crate::games::konter::sheet_words::{error_words, row_words};
use crate::games::konter::sheet_words::team_names;
use crate::games::konter::stored::sheets::{next_trump_team, BookError, KeptSheet};
use leptos::prelude::*;

/// The outcome buttons.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum End {
    Won,
    Lost,
    Stanner,
    Points,
}

fn parse_points(text: &str) -> Option<u8> {
    text.trim().parse::<u8>().ok().filter(|p| *p <= 40)
}

/// A row of big buttons of which one (or none) is pressed.
fn segmented<T: Copy + PartialEq + Send + Sync + 'static>(
    label_id: &'static str,
    choices: Vec<(T, Signal<String>)>,
    value: RwSignal<Option<T>>,
    on_pick: impl Fn(T) + Copy + 'static,
) -> impl IntoView {
    view! {
        <div class="ks-seg" role="group" aria-labelledby=label_id>
            {choices
                .into_iter()
                .map(|(v, text)| view! {
                    <button
                        type="button"
                        class="ks-seg-btn"
                        aria-pressed=move || (value.get() == Some(v)).to_string()
                        on:click=move |_| {
                            value.set(Some(v));
                            on_pick(v);
                        }
                    >
                        {move || text.get()}
                    </button>
                })
                .collect_view()}
        </div>
    }
}

/// A button that is on or off.
fn toggle(text: &'static str, on: Signal<bool>, flip: impl Fn() + 'static, disabled: Signal<bool>) -> impl IntoView {
    view! {
        <button
            type="button"
            class="ks-toggle"
            aria-pressed=move || on.get().to_string()
            disabled=move || disabled.get()
            on:click=move |_| flip()
        >
            <span class="ks-tick" aria-hidden="true"></span>
            {text}
        </button>
    }
}

#[component]
pub fn EntryForm(
    keeper: Keeper,
    id: u64,
    kept: Memo<Option<KeptSheet>>,
    /// The past deal to change (0-based); None for the next deal.
    index: Option<usize>,
    autofocus: bool,
    on_done: Callback<()>,
    on_cancel: Callback<()>,
) -> impl IntoView {
    let h = super::host();
    let s = sx();
    let sheet = kept.get_untracked().map(|k| k.sheet).unwrap_or_default();
    let initial = index.and_then(|i| sheet.entries.get(i).copied());
    let number = index.unwrap_or(sheet.entries.len()) + 1;

    let trump = RwSignal::new(initial.map(|e| e.trump_team).or_else(|| next_trump_team(&sheet)));
    let end = RwSignal::new(initial.map(|e| match e.end {
        DealEnd::TrumpTeamWon => End::Won,
        DealEnd::TrumpTeamLost => End::Lost,
        DealEnd::Stanner => End::Stanner,
        DealEnd::TrumpPoints(_) => End::Points,
    }));
    let points = RwSignal::new(match initial.map(|e| e.end) {
        Some(DealEnd::TrumpPoints(p)) => p.to_string(),
        _ => String::new(),
    });
    let no_trick = RwSignal::new(initial.is_some_and(|e| e.losers_no_trick));
    let matt = RwSignal::new(initial.is_some_and(|e| e.matt));
    let konter = RwSignal::new(initial.is_some_and(|e| e.konter));
    let error = RwSignal::new(None::<String>);

    let deal_end = move || -> Option<DealEnd> {
        Some(match end.get()? {
            End::Won => DealEnd::TrumpTeamWon,
            End::Lost => DealEnd::TrumpTeamLost,
            End::Stanner => DealEnd::Stanner,
            End::Points => DealEnd::TrumpPoints(parse_points(&points.get())?),
        })
    };
    let is_stanner = Signal::derive(move || match end.get() {
        Some(End::Stanner) => true,
        Some(End::Points) => parse_points(&points.get()).map(Outcome::of_points) == Some(Outcome::Stanner),
        _ => false,
    });
    let draft = Memo::new(move |_| {
        Some(Entry {
            trump_team: trump.get()?,
            end: deal_end()?,
            // The toggle is off (and disabled) for a Stänner, whatever was pressed before.
            losers_no_trick: no_trick.get() && !is_stanner.get(),
            matt: matt.get(),
            konter: konter.get(),
        })
    });
    // The sheet's verdict on a refused deal, in the player's language.
    let refusal = move |e: &SheetError| kept.with_untracked(|k| k.as_ref().map(|k| error_words(&k.sheet.setup, e, s)));
    type Preview = Option<Result<(Row, Tally), SheetError>>;
    let preview: Memo<Preview> = Memo::new(move |_| {
        let e = draft.get()?;
        let mut sh = kept.with(|k| k.as_ref().map(|k| k.sheet.clone()))?;
        Some(match index {
            None => sh.add(e).map(|row| (row, sh.tally())),
            Some(i) => sh.edit(i, e).map(|()| {
                let t = sh.tally();
                (t.rows[i], t)
            }),
        })
    });
    let names = Memo::new(move |_| kept.with(|k| k.as_ref().map(|k| team_names(&k.sheet.setup).map(str::to_string))).unwrap_or_default());

    let points_input: NodeRef<leptos::html::Input> = NodeRef::new();
    let heading: NodeRef<leptos::html::H3> = NodeRef::new();
    if autofocus {
        request_animation_frame(move || {
            if let Some(h) = heading.get_untracked() {
                let _ = h.focus();
                if index.is_some() {
                    h.scroll_into_view();
                }
            }
        });
    }

    let confirm = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(e) = draft.get_untracked() else { return };
        let rev = kept.with_untracked(|k| k.as_ref().map_or(0, |k| k.revision));
        let result = keeper.change(|b| {
            b.update(id, rev, now(), |sh| match index {
                None => sh.add(e).map(|_| ()),
                Some(i) => sh.edit(i, e),
            })
        });
        match result {
            Ok(()) => {
                let said = kept.with_untracked(|k| {
                    let k = k.as_ref()?;
                    let t = k.sheet.tally();
                    let row = t.rows.get(number - 1)?;
                    let w = row_words(&k.sheet.setup, row, s);
                    let [a, b] = team_names(&k.sheet.setup);
                    Some(format!(
                        "{} {} {}",
                        s.entered(number),
                        w.sentences.join(" "),
                        s.then_dashes(a, t.dashes[0], b, t.dashes[1])
                    ))
                });
                if let Some(text) = said {
                    h.say.run(text);
                }
                error.set(None);
                on_done.run(());
            }
            Err(BookError::Sheet(e)) => error.set(refusal(&e)),
            // Another tab: the keeper has said so and shows the sheet as it is now.
            Err(_) => {}
        }
    };

    let team_choices = [Team::A, Team::B]
        .into_iter()
        .map(|t| (t, Signal::derive(move || names.get()[t.index()].clone())))
        .collect();
    let end_choices = vec![
        (End::Won, Signal::stored(s.won.to_string())),
        (End::Lost, Signal::stored(s.lost.to_string())),
        (End::Stanner, Signal::stored(s.stanner.to_string())),
        (End::Points, Signal::stored(s.count_points.to_string())),
    ];
    let on_end = move |e: End| {
        if e == End::Points {
            request_animation_frame(move || {
                if let Some(i) = points_input.get_untracked() {
                    let _ = i.focus();
                }
            });
        }
    };

    view! {
        <form class="ks-entry" class:ks-entry-edit=index.is_some() on:submit=confirm aria-labelledby="ks-entry-title">
            <h3 class="ks-h3" id="ks-entry-title" tabindex="-1" node_ref=heading>
                {if index.is_some() { s.editing(number) } else { s.deal_number(number) }}
            </h3>
            {index.is_some().then(|| view! { <p class="ks-help">{s.editing_help}</p> })}

            <div class="ks-q">
                <p class="ks-q-label" id="ks-q-trump">{s.who_trump}</p>
                {segmented("ks-q-trump", team_choices, trump, |_| {})}
            </div>

            <div class="ks-q">
                <p class="ks-q-label" id="ks-q-end">{s.how_ended}</p>
                {segmented("ks-q-end", end_choices, end, on_end)}
                <Show when=move || end.get() == Some(End::Points)>
                    <div class="ks-points">
                        <label for="ks-points-input">{s.points_label}</label>
                        <input
                            id="ks-points-input"
                            type="number"
                            inputmode="numeric"
                            min="0"
                            max="40"
                            enterkeyhint="done"
                            aria-describedby="ks-points-meaning"
                            node_ref=points_input
                            prop:value=move || points.get()
                            on:input=move |ev| points.set(event_target_value(&ev))
                        />
                        <p class="ks-points-meaning" id="ks-points-meaning" aria-live="polite">
                            {move || {
                                let text = points.get();
                                match parse_points(&text) {
                                    Some(p) => s.points_meaning(p),
                                    None if text.trim().is_empty() => String::new(),
                                    None => s.points_invalid.to_string(),
                                }
                            }}
                        </p>
                    </div>
                </Show>
            </div>

            <div class="ks-q">
                <p class="ks-q-label">{s.extras_heading}</p>
                {toggle(
                    s.no_trick,
                    Signal::derive(move || no_trick.get() && !is_stanner.get()),
                    move || no_trick.update(|b| *b = !*b),
                    is_stanner,
                )}
                <Show when=move || is_stanner.get()>
                    <p class="ks-help">{s.no_trick_stanner}</p>
                </Show>
                <div class="ks-toggles" role="group" aria-describedby="ks-ann-help">
                    {toggle(s.matt, matt.into(), move || matt.update(|b| *b = !*b), Signal::stored(false))}
                    {toggle(s.konter, konter.into(), move || konter.update(|b| *b = !*b), Signal::stored(false))}
                    {toggle(
                        s.konter_a_matt,
                        Signal::derive(move || matt.get() && konter.get()),
                        move || {
                            let both = !(matt.get_untracked() && konter.get_untracked());
                            matt.set(both);
                            konter.set(both);
                        },
                        Signal::stored(false),
                    )}
                </div>
                <p class="ks-help" id="ks-ann-help">{s.announcements_help}</p>
            </div>

            <div class="ks-preview" aria-live="polite">
                {move || match preview.get() {
                    None => view! { <p class="ks-muted">{s.choose_first}</p> }.into_any(),
                    Some(Err(e)) => view! { <p class="ks-error">{refusal(&e)}</p> }.into_any(),
                    Some(Ok((row, t))) => {
                        let (w, names) = kept.with(|k| {
                            let setup = &k.as_ref().expect("a sheet is shown").sheet.setup;
                            (row_words(setup, &row, s), team_names(setup).map(str::to_string))
                        });
                        let total = row.settlement.value as u32 + row.settlement.stake_collected;
                        view! {
                            <p class="ks-preview-value">
                                <span class="ks-preview-total" aria-hidden="true">{total}</span>
                                <span class="ks-preview-text">{w.value}</span>
                            </p>
                            <ul class="ks-preview-moves">
                                {w.sentences.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}
                            </ul>
                            <p class="ks-preview-after">{s.then_dashes(&names[0], t.dashes[0], &names[1], t.dashes[1])}</p>
                            {t.winner.map(|w| view! { <p class="ks-preview-win">{s.wins_match_now(&names[w.index()])}</p> })}
                        }
                        .into_any()
                    }
                }}
            </div>
            <p class="ks-error" role="alert">{move || error.get()}</p>
            <div class="ks-row">
                <button
                    type="submit"
                    class="ks-btn ks-primary ks-confirm-btn"
                    disabled=move || !matches!(preview.get(), Some(Ok(_)))
                >
                    {if index.is_some() { s.save_edit.to_string() } else { s.enter_deal(number) }}
                </button>
                {index.is_some().then(|| view! {
                    <button type="button" class="ks-btn" on:click=move |_| on_cancel.run(())>{s.cancel}</button>
                })}
            </div>
        </form>
    }
}
