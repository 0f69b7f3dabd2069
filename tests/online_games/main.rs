//! The message layer (`online`) at tables of every game of the app: the invitation, the
//! host's judge, what it refuses and trusts, what each seat may see, and deals from
//! everyone's numbers. Here rather than in `crates/online`, which knows no game.

mod common;
mod fair;
mod handshake;
mod host_app;
mod refusals;
mod round_trips;
mod secrecy;
mod trust;
