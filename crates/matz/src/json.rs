//! Records are written as every game writes them (`game::json`).

pub use game::json::*;
