//! What every game drawn by the games module needs from the
//! page, written once: a game names its types and draws its table; everything here names
//! no game.
//!
//! - `mounts`: the screens and panels a module draws into the page, its language, and the
//!   page's live region.
//! - `entries`: a game module's entry points (its table, its panels, the page's commands).
//! - `stored`: reading a saved value (an unreadable one backed up and reported), the
//!   bots' pace, the one timer, random seeds; settings changed, statistics counted.
//! - `pace`: what happens next without the person, one timeout at a time, while a table
//!   is on screen.
//! - `guard`: saving after every change as one effect, never over another tab's newer save.
//! - `notices`: the notices above a game's table.
//! - `controls`: the controls of a game's settings panel.
//! - `friends`: friends at one device — who plays each seat, who holds the device, the
//!   covered table.
//! - `hand`: the person's hand and its keyboard behaviour.
//! - `records`: the export and import panels, with another game's record recognised.
//! - `ask`: "New match" or a shared game while a match is in progress, asked first.
//! - `aside`: the unfinished matches put aside when another takes the table, and the start
//!   screen's list of them.
//! - `screen`: the frame of a game's screen, practice mode's controls, the focus on turn.
//! - `online`: friends at one table from their own devices (the connection, the links,
//!   the guest's side).
//! - `hosted`: the one trait a game implements ([`hosted::HostedGame`]); the host's own
//!   traits (saving, the bots' pace, the record panels) follow from it.
//! - `shell`: what every game's state holds (its stored values, notices, hint, device, pace,
//!   guard).
//! - `tricks`: the tricks of a finished deal in a game's summary.
//!
//! A game module's wasm entry points are written by `crate::game_module!`.

#[cfg(target_arch = "wasm32")]
pub mod ask;
#[cfg(target_arch = "wasm32")]
pub mod aside;
#[cfg(target_arch = "wasm32")]
pub mod bots;
#[cfg(target_arch = "wasm32")]
pub mod card;
pub mod course;
#[cfg(target_arch = "wasm32")]
pub mod controls;
#[cfg(target_arch = "wasm32")]
pub mod entries;
#[cfg(target_arch = "wasm32")]
pub mod friends;
#[cfg(target_arch = "wasm32")]
pub mod hand;
#[cfg(target_arch = "wasm32")]
pub mod lesson_frame;
#[cfg(target_arch = "wasm32")]
pub mod links;
#[cfg(target_arch = "wasm32")]
pub mod guard;
#[cfg(target_arch = "wasm32")]
pub mod hosted;
#[cfg(target_arch = "wasm32")]
pub mod mounts;
#[cfg(target_arch = "wasm32")]
pub mod notices;
#[cfg(target_arch = "wasm32")]
pub mod online;
#[cfg(target_arch = "wasm32")]
pub mod pace;
#[cfg(target_arch = "wasm32")]
pub mod panel_state;
#[cfg(target_arch = "wasm32")]
pub mod records;
#[cfg(target_arch = "wasm32")]
pub mod roving;
#[cfg(target_arch = "wasm32")]
pub mod screen;
#[cfg(target_arch = "wasm32")]
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod shell;
#[cfg(target_arch = "wasm32")]
pub mod stored;
#[cfg(target_arch = "wasm32")]
pub mod tricks;
pub mod worker;
