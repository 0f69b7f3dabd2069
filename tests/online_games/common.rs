//! Tables of the three games for the tests, and what each seat may not know.

#![allow(dead_code)]

use online::{encode, Channel, Online, Table, ToHost};
use std::collections::BTreeSet;

pub fn konter_match() -> konter::Match {
    konter::Match::new(konter::Rules::default())
}

pub fn kontra_session() -> kontra::Session {
    kontra::Session::new(kontra::Rules::default(), kontra::Seat::at(0, 4).expect("seat 0"))
}

/// A one-game match, so that every table size is played in a moment.
pub fn matz_match(players: usize) -> matz::Match {
    let mut rules = matz::Rules::new(players).expect("2–8 players");
    rules.scoring = matz::Scoring::PlacePoints { games: 1 };
    matz::Match::new(rules)
}

pub fn kontra_seat(i: usize) -> kontra::Seat {
    kontra::Seat::at(i, 8).expect("a seat")
}

/// A table with a deal on it (dealt if none was) and a greeted guest on each of `guests`, channel i+1
/// for the i-th.
pub fn table_with<G: Online>(game: G, guests: &[G::Seat]) -> Table<G> {
    let mut table = Table::new(game, "Host");
    if table.game().needs_deal() {
        table.deal(7).expect("the first deal");
    }
    for (i, &seat) in guests.iter().enumerate() {
        let channel = Channel(i as u32 + 1);
        table.seat(seat, channel);
        let hello: ToHost<G> = ToHost::Hello { name: format!("Guest {}", i + 1) };
        table.receive(channel, encode(&hello).expect("hello").as_bytes());
    }
    // Every friend is here: play begins.
    table.open(true);
    table
}

/// An intent answering the table as it stands now.
pub fn intent<G: Online>(table: &Table<G>, seat: G::Seat, action: G::Action) -> Vec<u8> {
    encode(&ToHost::<G>::Intent { seat, action, revision: table.revision() }).expect("an intent").into_bytes()
}

/// Whether a message names the card with this code (as a word of its own: card codes are
/// letters and digits).
pub fn names(json: &str, code: &str) -> bool {
    json.match_indices(code).any(|(i, _)| {
        let before = json[..i].chars().next_back();
        let after = json[i + code.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric()) && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// The cards `viewer` may not know now, by their codes: the other hands (and the own cards
/// not yet seen while trump is named).
pub fn konter_secrets(m: &konter::Match, viewer: konter::Seat) -> BTreeSet<String> {
    let Some(deal) = m.current().or_else(|| m.history().last().map(|p| &p.deal)) else {
        return BTreeSet::new();
    };
    let mut secret: BTreeSet<String> = konter::Seat::ALL
        .iter()
        .filter(|&&s| s != viewer)
        .flat_map(|&s| deal.hand(s).iter())
        .map(|c| c.code())
        .collect();
    if deal.phase() == konter::Phase::NamingTrump {
        secret.extend(deal.dealt_hands()[viewer.index()][3..].iter().map(|c| c.code()));
    }
    secret
}

/// The other hands, the other seats' face-down cards, the three undealt cards nobody sees,
/// and the dealer's own hand while he decides on the turn-up unseen; never the turn-up.
pub fn kontra_secrets(s: &kontra::Session, viewer: kontra::Seat) -> BTreeSet<String> {
    let Some(deal) = s.current().or_else(|| s.history().last().map(|p| &p.deal)) else {
        return BTreeSet::new();
    };
    let mut secret: BTreeSet<String> = kontra::Seat::all(4)
        .filter(|&o| o != viewer || (deal.phase() == kontra::Phase::TurnUp && o == deal.dealer()))
        .flat_map(|o| deal.hand(o).iter())
        .map(|c| c.code())
        .collect();
    secret.extend(deal.discards().iter().filter(|d| d.0 != viewer).map(|d| d.1.code()));
    secret.extend(deal.undealt()[1..].iter().map(|c| c.code()));
    secret.remove(&deal.turn_up().code());
    secret
}

/// The other hands and reserves and the stock, less every card shown face up in this game
/// (two packs: a card the viewer holds or saw may also lie hidden in another hand).
pub fn matz_secrets(m: &matz::Match, viewer: matz::Seat) -> BTreeSet<String> {
    let Some(game) = m.current().or_else(|| m.history().last().map(|p| &p.game)) else {
        return BTreeSet::new();
    };
    let t = game.table();
    let log = serde_json::to_string(game.log()).expect("the log");
    let mut known: BTreeSet<String> = t.turned().map(|c| c.code()).into_iter().collect();
    known.extend(t.hand(viewer).iter().chain(t.reserve(viewer).iter()).map(|c| c.code()));
    let mut hidden: BTreeSet<String> = matz::Seat::all(t.players())
        .filter(|&o| o != viewer)
        .flat_map(|o| t.hand(o).iter().chain(t.reserve(o).iter()).collect::<Vec<_>>())
        .chain(t.stock())
        .map(|c| c.code())
        .collect();
    hidden.retain(|c| !known.contains(c) && !names(&log, c));
    hidden
}
