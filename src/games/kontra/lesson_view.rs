//! What a Kontraspiel lesson's deal shows at a position, for the lessons and the guided
//! deal alike.

use super::cards::card_svg;
use crate::games::kontra::{kx, who_of};
use crate::host::course::screen::{Face, Shown};
use crate::i18n::learn_games::course_words;
use kontra::{Card, Deal, Direction, Seat, TurnUpPlace};

pub(super) fn face(c: Card) -> Face {
    Face { svg: card_svg(c), name: kx().card(c), by: None }
}

pub(super) fn seat_name(seat: Seat) -> &'static str {
    kx().who(who_of(seat, Direction::Clockwise))
}

/// What a deal shows at a lesson's position: trump or the turn-up, who plays alone and
/// against him, the trick so far, and (when the answers are not cards) the hand.
pub(super) fn deal_shown(deal: &Deal, cards_are_options: bool) -> Vec<Shown> {
    let t = kx();
    let mut out = vec![];
    match deal.trump() {
        Some(trump) => out.push(Shown::Text(t.trump_is(trump))),
        None => out.push(Shown::Text(t.no_trump_yet.into())),
    }
    if deal.turn_up_place() == TurnUpPlace::Table {
        out.push(Shown::Cards(t.turn_up.into(), vec![face(deal.turn_up())]));
    }
    if let Some(s) = deal.soloist() {
        out.push(Shown::Text(format!("{}{}{}", t.soloist, course_words(crate::host::mounts::lang()).colon, seat_name(s))));
    }
    if let Some(s) = deal.contra() {
        out.push(Shown::Text(t.contra_by(who_of(s, Direction::Clockwise))));
    }
    let trick = deal.trick_cards();
    if !trick.is_empty() {
        let leader = deal.trick_leader();
        let faces = trick
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let by = leader.after(i, kontra::PLAYERS);
                Face { svg: card_svg(c), name: format!("{}: {}", seat_name(by), t.card(c)), by: Some(seat_name(by).into()) }
            })
            .collect();
        out.push(Shown::Cards(t.trick_label.into(), faces));
    }
    // The turn-up question is answered before the hand is seen.
    if let (false, Some(you), false) = (cards_are_options, Seat::at(super::lessons::YOU, kontra::PLAYERS), deal.phase() == kontra::Phase::TurnUp) {
        let hand = super::cards::display_order(&deal.hand(you).iter().collect::<Vec<_>>(), deal.trump());
        out.push(Shown::Cards(t.your_hand.into(), hand.into_iter().map(face).collect()));
    }
    out
}
