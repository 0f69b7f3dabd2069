//! A host whose app keeps its own copy of the match (the web app's saved match): the judge
//! says which intent it accepted, so the app applies the same; the app's own moves are
//! brought into the judge's copy and announced to every guest.


use crate::common::*;
use game::Game;
use online::{Channel, Happened, ToGuest};

#[test]
fn the_judge_names_the_intent_it_accepted_and_only_that() {
    let game = table_with(matz_match(3), &[]).game().clone();
    let mut app = game.clone();
    let to_act = app.to_act().expect("someone to act");
    let mut table = table_with(game, &[to_act]);
    let action = app.legal_actions()[0];
    // Garbage: refused, nothing applied.
    let (out, applied) = table.judge(Channel(1), b"{\"v\":1,\"type\":\"intent\"}");
    assert!(applied.is_none());
    assert!(matches!(out[..], [_]), "{out:?}");
    // The guest's legal action: accepted, named, and the app does the same.
    let (out, applied) = table.judge(Channel(1), &intent::<matz::Match>(&table, to_act, action));
    assert_eq!(applied, Some((to_act, action)));
    assert!(out.iter().all(|o| matches!(o.message, ToGuest::Update { .. })), "{out:?}");
    app.apply(to_act, action).expect("the same action in the app");
    assert!(table.game() == &app);
}

#[test]
fn the_apps_own_moves_are_synced_and_announced_to_the_guests_here() {
    let game = table_with(kontra_session(), &[]).game().clone();
    let mut app = game.clone();
    let to_act = app.to_act().expect("someone to act");
    let guest = kontra_seat((to_act.index() + 1) % 4);
    let mut table = table_with(game, &[guest]);
    assert!(table.is_here(guest));
    let action = app.legal_actions()[0];
    app.apply(to_act, action).expect("a legal action");
    table.sync(app.clone());
    let out = table.announce(to_act, action);
    assert_eq!(out.len(), 1);
    match &out[0].message {
        ToGuest::Update { happened: Happened::Acted { seat, .. }, view, .. } => {
            assert_eq!(*seat, to_act);
            assert_eq!(view.as_ref(), app.view(guest).as_ref());
        }
        other => panic!("an update, not {other:?}"),
    }
    assert!(matches!(table.announce_deal()[0].message, ToGuest::Update { happened: Happened::Dealt, .. }));
}
