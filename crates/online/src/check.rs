//! What a guest's device checks when the host reveals a deal's numbers
//! ([`crate::ToGuest::Reveal`]): the host's number is the one it committed to before the
//! deal, this device's own number is among them, and dealing them again after the record's
//! earlier deals gives the record's deal and the very cards this seat was dealt.

use crate::games::Online;
use crate::table::index_of;
use game::fair::{self, FairDeal, FairError, Secret, Why};
use serde_json::Value;

/// What this device knows of the deal by itself: the commitment it was sent, the number
/// it gave, and its seat's view just after the deal (each when it has it: a guest who came
/// back mid-deal has none of them).
pub struct Known<'a, G: Online> {
    pub seat: G::Seat,
    pub commit: Option<&'a str>,
    pub number: Option<Secret>,
    pub dealt: Option<&'a G::View>,
}

/// Whether the deal revealed in `fair` was dealt from everyone's numbers, as far as this
/// device can tell; why not, naming the deal.
pub fn check_deal<G: Online>(fair: &FairDeal, record: &Value, known: &Known<G>) -> Result<(), FairError> {
    let not_dealt = || FairError { deal: fair.deal, why: Why::NotDealt };
    if known.commit.is_some_and(|c| !c.eq_ignore_ascii_case(&fair.commit)) {
        return Err(FairError { deal: fair.deal, why: Why::Commitment });
    }
    if let Some(mine) = known.number {
        if index_of(known.seat).and_then(|i| fair.number_of(i)) != Some(mine) {
            return Err(not_dealt());
        }
    }
    let game: G = fair::deal_again(record, fair.deal, fair.seed()?)?;
    let seen = known.dealt.is_none_or(|view| game.view(known.seat).as_ref() == Some(view));
    if !fair::is_recorded_deal(&game, record, fair.deal) || !seen {
        return Err(not_dealt());
    }
    Ok(())
}
