//! The host's one link for the whole table: a fresh table key in the link's fragment, the
//! meeting point opened on it, and what the host's device answers there. A friend's device
//! asks what the table is (the game, the host, the seats for friends) and for a seat; the
//! host gives the seat a secret the first time and makes that seat's invitation, which goes
//! to the device through the meeting point, as its reply comes back. A device that proves
//! the secret is seated again by itself (after its phone slept, a reload, a lost network);
//! another device cannot take a seat that has one.

use super::host::{hosting, Link};
use super::meeting::{self, hex, random};
use crate::store::keys::TABLE_KEY;
use crate::store::local::with_storage;
use leptos::prelude::*;
use ::meeting::{Note, SeatOffer, TableAddress, TableKey};
use online::Online;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// A seat's secret, given to the device that first sat there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Claim {
    seat: usize,
    secret: String,
}

/// The table this device hosts, as kept (the same link seats the friends after a reload).
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Kept {
    v: u8,
    game: String,
    key: String,
    seats: Vec<Claim>,
}

struct Open {
    key: TableKey,
    game: &'static str,
    claims: Vec<Claim>,
    /// Per seat, the device its newest invitation is for.
    asked: Vec<(usize, String)>,
}

thread_local! {
    static TABLE: RefCell<Option<Open>> = const { RefCell::new(None) };
    /// The table link while the meeting point is open: a signal of no owner, which lives as
    /// long as the page.
    static LINK: ArcRwSignal<Option<String>> = ArcRwSignal::new(None);
}

/// The table link while the meeting point is open (tracked).
fn link_signal() -> ArcRwSignal<Option<String>> {
    LINK.with(Clone::clone)
}

fn kept() -> Option<Kept> {
    let raw = with_storage(|s| s.get(TABLE_KEY))?;
    serde_json::from_str::<Kept>(&raw).ok().filter(|k| k.v == 1)
}

fn keep(open: &Open) {
    let kept = Kept { v: 1, game: open.game.to_string(), key: open.key.to_text(), seats: open.claims.clone() };
    if let Ok(text) = serde_json::to_string(&kept) {
        let _ = with_storage(|s| s.set(TABLE_KEY, &text));
    }
}

/// Opens the table of game `G` at the meeting point (the brokers of Settings, which the
/// link names unless they are the default ones; none: the invitation links only). The
/// table kept for this game keeps its key and its seats' secrets, so its link still seats
/// the friends; `game_key` is the module game's key.
pub fn open<G: Online + 'static>(game_key: &'static str) {
    let brokers = super::meeting_brokers();
    if brokers.is_empty() || !super::link::has_webrtc() {
        return close();
    }
    let slug = G::ID.slug;
    let (key, claims) = match kept().filter(|k| k.game == slug).and_then(|k| Some((TableKey::from_text(&k.key)?, k.seats))) {
        Some(kept) => kept,
        None => (TableKey::new(random::<16>()), Vec::new()),
    };
    let table = Open { key, game: slug, claims, asked: Vec::new() };
    keep(&table);
    TABLE.with(|t| *t.borrow_mut() = Some(table));
    // Brokers of the host's own go in the link, for friends whose Settings name others.
    let own = if brokers == meeting::brokers(meeting::DEFAULT_MEETING) { Vec::new() } else { brokers.clone() };
    let address = TableAddress { key, brokers: own };
    let link = crate::host::links::link_with(&format!("{}{game_key}.~{}", super::link::JOIN, address.to_text()));
    link_signal().set(Some(link));
    meeting::open(key, brokers, hear::<G>);
}

/// Closes the meeting point (the table kept stays for the next match of the same game).
pub fn close() {
    TABLE.with(|t| t.borrow_mut().take());
    meeting::close();
    link_signal().set(None);
}

/// A note heard at the table's meeting point.
fn hear<G: Online + 'static>(note: Note) {
    match note {
        Note::Look { from } => {
            let host = super::host::host_name::<G>().unwrap_or_default();
            let claimed = TABLE.with(|t| t.borrow().as_ref().map(|t| t.claims.iter().map(|c| c.seat).collect::<Vec<_>>())).unwrap_or_default();
            let seats = hosting()
                .seats
                .with_untracked(|s| s.iter().map(|x| SeatOffer { seat: x.index as u8, name: x.name.clone(), free: !claimed.contains(&x.index) }).collect());
            meeting::say(&Note::Table { to: from, game: G::ID.slug.to_string(), host, seats });
        }
        Note::Join { from, seat, secret, .. } => {
            let index = usize::from(seat);
            if !hosting().seats.with_untracked(|s| s.iter().any(|x| x.index == index)) {
                return;
            }
            let taken = TABLE.with(|t| {
                let mut t = t.borrow_mut();
                let t = t.as_mut()?;
                match t.claims.iter().find(|c| c.seat == index) {
                    Some(c) if Some(&c.secret) != secret.as_ref() => return Some((true, false)),
                    Some(_) => {}
                    None => {
                        t.claims.push(Claim { seat: index, secret: hex(&random::<16>()) });
                        keep(t);
                    }
                }
                let before = t.asked.iter().any(|(i, d)| *i == index && *d == from);
                t.asked.retain(|(i, _)| *i != index);
                t.asked.push((index, from.clone()));
                Some((false, before))
            });
            let again_asked = taken.is_some_and(|(_, before)| before);
            let taken = taken.map(|(taken, _)| taken);
            let link = hosting().seats.with_untracked(|s| s.iter().find(|x| x.index == index).map(|x| x.link.clone()));
            match (taken, link) {
                (Some(true), _) => meeting::say(&Note::Taken { to: from, seat }),
                // Asked again while its invitation is on its way: the same one again.
                (Some(false), Some(Link::Invited(url))) if again_asked => invited(index, super::link::code_in(&url)),
                (Some(false), Some(Link::Making | Link::Connecting(_))) if again_asked => {}
                // A new invitation for the seat; it goes to the device once made.
                (Some(false), _) => super::host::again::<G>(index),
                (None, _) => {}
            }
        }
        Note::Reply { from, seat, code } => {
            let index = usize::from(seat);
            let asked = TABLE.with(|t| t.borrow().as_ref().is_some_and(|t| t.asked.iter().any(|(i, d)| *i == index && *d == from)));
            if asked {
                super::host::connect::<G>(index, code);
            }
        }
        Note::Table { .. } | Note::Invite { .. } | Note::Taken { .. } => {}
    }
}

/// The invitation of seat `index` is made (`code`, as its link carries it): it goes to the
/// device that asked for the seat, if one did.
pub fn invited(index: usize, code: &str) {
    let to = TABLE.with(|t| {
        let t = t.borrow();
        let t = t.as_ref()?;
        let device = t.asked.iter().find(|(i, _)| *i == index)?.1.clone();
        let secret = t.claims.iter().find(|c| c.seat == index)?.secret.clone();
        Some((device, secret))
    });
    if let Some((to, secret)) = to {
        meeting::say(&Note::Invite { to, seat: index as u8, code: code.to_string(), secret });
    }
}

/// Whether friends take their seats by the table link now: the meeting point is open and
/// a broker reached (tracked).
pub fn seats_by_link() -> bool {
    link_signal().with(Option::is_some) && meeting::reached()
}

/// The table link over the invitations (its textbox, copy, share, QR code), and which
/// way friends join: by it while the meeting point is reached, else by their own links.
pub fn section() -> impl IntoView {
    let t = crate::i18n::online_texts::online_texts(crate::host::mounts::lang());
    let copied = RwSignal::new(false);
    move || {
        link_signal().get().map(|link| {
            let (copy_link, share_link) = (link.clone(), link.clone());
            let qr = super::qr::qr_code(&link, t.qr_table.to_string());
            view! {
                <div class="online-seat online-table-link">
                    <div class="field">
                        <label for="online-table-link">{t.table_link}</label>
                        <input id="online-table-link" type="text" readonly prop:value=link aria-describedby="online-table-link-help" />
                    </div>
                    <p class="help" id="online-table-link-help" role="status">{move || if meeting::reached() { t.table_link_help } else { t.meeting_unreached }}</p>
                    <div class="actions">
                        <button type="button" class="btn primary" on:click=move |_| super::link::copy(copy_link.clone(), move || copied.set(true))>{t.copy_table_link}</button>
                        {super::link::can_share().then(|| view! { <button type="button" class="btn" on:click=move |_| super::link::share(share_link.clone(), true)>{t.share}</button> })}
                    </div>
                    <p role="status">{move || copied.get().then_some(t.copied)}</p>
                    <figure class="qr-figure">{qr}</figure>
                </div>
            }
        })
    }
}
