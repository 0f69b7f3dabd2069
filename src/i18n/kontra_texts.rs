//! Every word of Kontraspiel (`app::kontra`), one `static KontraTexts` per language, all
//! four compiled into Kontraspiel's module (never into the page). Like [`super::Texts`], a
//! missing text does not compile. Seats are said as a [`Who`]: "You" (seat 0, at the
//! bottom) or a compass point, so that verbs agree.

use super::Lang;
use crate::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError, Shape, Wrong};
use kontra::{Action, Card, Deal, Lane, Mode, Phase, Rank, RuleError, Suit};

mod de;
mod en;
mod fr;
mod lb;

pub use de::DE;
pub use en::EN;
pub use fr::FR;
pub use lb::LB;

/// Kontraspiel's texts in `lang`.
pub fn kontra_texts(lang: Lang) -> &'static KontraTexts {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::De => &DE,
        Lang::Lb => &LB,
    }
}

/// What a seat said, as a bubble by its place and a sentence for screen readers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Said {
    TakeUp(Card),
    /// Took up without being asked: a Wenzel (forced) or an Ace under the pledge.
    TakeUpForced(Card),
    TakeUpPledged(Card),
    /// The dealer leaves the card turned up on the table.
    Decline(Card),
    Discard,
    Accept(Suit),
    Pass,
    Name(Suit),
    Match(Suit),
    /// "No" in the match window: no match announced.
    NoMatch,
    /// "No" in a contra window, before and after a contra.
    NoContra,
    NoRecontra,
    Contra,
    Recontra,
    Exchange,
    Keep,
}

/// What `action` says when taken in `phase` of a deal whose turn-up is `turn_up`, after a
/// Contra (`contra_said`) or not; None for a card played. A "No" answers the question of
/// its moment: a match, a Contra, or a Recontra.
pub fn said_at(action: Action, turn_up: Card, phase: Phase, contra_said: bool) -> Option<Said> {
    Some(match action {
        Action::TakeUp => Said::TakeUp(turn_up),
        Action::Decline => Said::Decline(turn_up),
        Action::Discard(_) => Said::Discard,
        Action::Accept => Said::Accept(turn_up.suit()),
        Action::Pass => Said::Pass,
        Action::Name(s) => Said::Name(s),
        Action::AnnounceMatch(s) => Said::Match(s),
        Action::No if phase == Phase::MatchWindow => Said::NoMatch,
        Action::No if contra_said => Said::NoRecontra,
        Action::No => Said::NoContra,
        Action::Contra => Said::Contra,
        Action::Recontra => Said::Recontra,
        Action::Exchange(_) => Said::Exchange,
        Action::Keep => Said::Keep,
        Action::Play(_) => return None,
    })
}

/// What each event of `deal` said, in order (None for a card played): the deal is played
/// again from its cards so that the rules tell each event's moment.
pub fn said_in(deal: &Deal) -> Vec<Option<Said>> {
    let replay = Deal::new(deal.dealer(), *deal.dealt_hands(), *deal.undealt(), deal.wenzel_turnup(), deal.pledged());
    let Ok(mut replay) = replay else { return vec![None; deal.events().len()] };
    deal.events()
        .iter()
        .map(|e| {
            let said = said_at(e.action, deal.turn_up(), replay.phase(), replay.contra().is_some());
            let _ = replay.apply(e.seat, e.action);
            said
        })
        .collect()
}

/// How the soloist came to play alone, for the summary.
pub fn mode_index(mode: Mode) -> usize {
    match mode {
        Mode::Round1 => 0,
        Mode::Round2 => 1,
        Mode::Match => 2,
        Mode::TakenUp => 3,
    }
}

/// All the text of Kontraspiel in one language.
pub struct KontraTexts {
    // ── Seats, suits, cards ───────────────────────────────────────────────
    /// "You", "West", "North", "East".
    pub who: fn(Who) -> &'static str,
    /// "Hearts".
    pub suit: fn(Suit) -> &'static str,
    /// "Jack of Clubs" (the accessible name of a card).
    pub card: fn(Card) -> String,
    /// The rank as a card's corner shows it: "A", "K", "Q", "J", "10", "9".
    pub rank_label: fn(Rank) -> &'static str,
    /// German card names for the rules page: "Eichel-Unter".
    pub german_card: fn(Card) -> String,

    // ── The table ─────────────────────────────────────────────────────────
    pub table_label: &'static str,
    pub your_hand: &'static str,
    /// The seat's tag (a narrow caption: a long word carries soft hyphens where it may break).
    pub dealer: &'static str,
    pub soloist: &'static str,
    pub contra_tag: &'static str,
    pub recontra_tag: &'static str,
    /// Holds the pledge: takes up every Ace he turns up.
    pub pledge_tag: &'static str,
    /// "12 chips".
    pub chips: fn(i32) -> String,
    /// "2 tricks".
    pub tricks: fn(u8) -> String,
    /// "Pot: 4".
    pub pot: fn(u32) -> String,
    /// "Deal 3 of 24" (max 0: "Deal 3").
    pub deal_of: fn(usize, u16) -> String,
    /// "Base value 2".
    pub base: fn(u8) -> String,
    /// The turn-up's caption (narrow: soft hyphens where a long word may break).
    pub turn_up: &'static str,
    /// Where the turn-up went: "in West's hand" (None: played).
    pub turn_up_gone: fn(Option<Who>) -> String,
    /// "Trump: Hearts".
    pub trump_is: fn(Suit) -> String,
    pub no_trump_yet: &'static str,
    /// The trick on the table (accessible name).
    pub trick_label: &'static str,
    /// "West won the trick" (the trick shown a moment after it is complete).
    pub trick_won: fn(Who) -> String,
    /// Collect the trick shown now.
    pub next_trick: &'static str,

    // ── What the person is asked ──────────────────────────────────────────
    /// The turn-up question: the card, asked before the hand is seen.
    pub ask_turn_up: fn(Card) -> String,
    pub ask_discard: &'static str,
    pub ask_round1: fn(Suit) -> String,
    /// Round 2: (the turn-up's suit, whether the person is eldest and may name it too).
    pub ask_round2: fn(Suit, bool) -> String,
    /// The match window: (the soloist, the trump).
    pub ask_match: fn(Who, Suit) -> String,
    /// A contra window: (the soloist, contra allowed, recontra allowed, the contra player).
    pub ask_contra: fn(Who, bool, bool, Option<Who>) -> String,
    pub ask_exchange: fn(Card) -> String,
    pub ask_exchange_card: &'static str,
    pub your_lead: &'static str,
    pub your_turn: &'static str,
    /// "West is thinking…" / "Waiting for West".
    pub waiting_for: fn(Who) -> String,

    // ── The person's buttons (their text is their accessible name) ────────
    pub take_up: &'static str,
    pub decline: &'static str,
    /// "Accept Hearts".
    pub accept: fn(Suit) -> String,
    pub pass: &'static str,
    /// "Name Clubs as trump".
    pub name_trump: fn(Suit) -> String,
    /// "Announce match in Spades".
    pub announce_match: fn(Suit) -> String,
    pub no: &'static str,
    pub contra: &'static str,
    pub recontra: &'static str,
    pub take_turn_up: &'static str,
    pub cancel: &'static str,

    // ── What the seats say ────────────────────────────────────────────────
    /// A sentence for screen readers: "West passes".
    pub said: fn(Who, Said) -> String,
    /// The bubble by the seat: "Pass", "Contra!".
    pub bubble: fn(Said) -> String,
    /// A Contra or Recontra announced by another seat, above the table: (who said it, the
    /// soloist, recontra): "Contra! West plays against you for himself."
    pub called: fn(Who, Who, bool) -> String,
    /// "West plays the Jack of Clubs".
    pub plays: fn(Who, Card) -> String,
    /// "West wins the trick".
    pub wins_trick: fn(Who) -> String,
    /// "Deal 3: West deals. The Ace of Hearts is turned up."
    pub deal_starts: fn(usize, Who, Card) -> String,

    // ── Why a card cannot be played ───────────────────────────────────────
    /// (the suit led, a card that follows): "Hearts were led: play Hearts — K♥ is one".
    pub must_follow: fn(Suit, &str) -> String,
    /// (a trump held): "Trump was led: play a trump — J♣ is one".
    pub must_trump: fn(&str) -> String,
    /// A Wenzel of the suit led: "J♠ is a trump, not a Spade".
    pub wenzel_note: fn(Card) -> String,
    pub not_your_turn: &'static str,
    pub wait_for_trick: &'static str,
    /// A card chosen during the bidding: cards come after it.
    pub cards_after_bidding: &'static str,
    /// A card chosen while a contra question after a trick waits for its answer.
    pub answer_first: &'static str,

    // ── The deal's end ────────────────────────────────────────────────────
    pub summary_title: fn(usize) -> String,
    pub no_game: &'static str,
    /// (winner, tricks, outright): "West wins the deal with 3 tricks" / "… first to two tricks".
    pub winner: fn(Who, u8, bool) -> String,
    /// "North took all five tricks: a match!"
    pub match_made: fn(Who) -> String,
    /// The seats that took no trick: "Revolted (no trick): East, You".
    pub revolted: fn(&[Who]) -> String,
    /// (soloist, trump, mode index (`mode_index`)): "West played alone in Hearts, accepted in round 1".
    pub contract: fn(Who, Suit, usize) -> String,
    /// "Contra: North" / "Recontra: East".
    pub contra_by: fn(Who) -> String,
    pub recontra_by: fn(Who) -> String,
    /// Why the amounts: (B, pot before the ante, measured after the ante).
    pub base_why: fn(u8, u32, bool) -> String,
    /// "Trump is the turn-up's suit: the match bonus and the revolt payment count double."
    pub preferred_doubles: &'static str,
    pub payments: &'static str,
    /// "West receives 2 from the pot (won the deal)".
    pub from_pot: fn(Who, u32) -> String,
    /// "North pays 2 into the pot (lost the deal)".
    pub into_pot: fn(Who, u32) -> String,
    /// "East won without playing alone or against: nothing from the pot".
    pub passive_winner: fn(Who) -> String,
    /// "Match: each of the others pays West 2".
    pub match_bonus: fn(Who, u32) -> String,
    /// "Failed match: West pays each of the others 2".
    pub failed_match: fn(Who, u32) -> String,
    /// "Revolt: North pays each of the others 1".
    pub revolt: fn(Who, u32) -> String,
    pub no_payments: &'static str,
    /// "Pot: 3 → 1".
    pub pot_change: fn(u32, u32) -> String,
    /// "West put 1 into the pot as dealer (the ante)".
    pub ante: fn(Who) -> String,
    /// The column of chips held now.
    pub chips_now: &'static str,
    /// A suit on a compact button ("♠ Spades"; the button's name says what it does).
    pub suit_button: fn(Suit) -> String,
    pub this_deal: &'static str,
    pub next_deal: &'static str,
    pub see_result: &'static str,
    pub chips_sheet: &'static str,
    pub deal_col: &'static str,
    pub pot_col: &'static str,
    pub start_row: &'static str,

    // ── The session's end ─────────────────────────────────────────────────
    pub session_over: &'static str,
    /// Who is out of chips: "West has no chips left".
    pub out_of_chips: fn(Who) -> String,
    /// "24 deals played".
    pub deals_played: fn(usize) -> String,
    /// The winners: "You win the session!" / "North wins the session" / shared.
    pub session_won: fn(&[Who]) -> String,
    pub ranking: &'static str,
    /// "1st".
    pub place: fn(usize) -> String,
    /// "Left in the pot: 3 (not shared out)".
    pub pot_left: fn(u32) -> String,
    pub revenge: &'static str,
    /// The series of revenges: "Sessions won — You 1, West 0, North 2, East 0".
    pub series: fn(&[(Who, u32)]) -> String,
    pub new_session: &'static str,

    // ── Asking first, notices ─────────────────────────────────────────────
    pub ask_new_title: &'static str,
    pub ask_new_yes: &'static str,
    /// The saved session could not be read; its text is kept under this key.
    pub corrupt: fn(&str) -> String,
    pub storage_failed: &'static str,
    pub dismiss: &'static str,
    pub no_session: &'static str,

    // ── Shared deals ──────────────────────────────────────────────────────
    pub share_deal: &'static str,
    /// The text beside the link in the share sheet.
    pub share_text: &'static str,
    pub share_copied: &'static str,
    pub shared_offer: &'static str,
    pub shared_play: &'static str,
    pub shared_bad: &'static str,

    // ── Practice mode ─────────────────────────────────────────────────────
    pub hint: &'static str,
    pub undo: &'static str,
    /// "Hint: Pass" / "Hint: play the Jack of Clubs".
    pub hint_is: fn(&str) -> String,

    // ── Settings ──────────────────────────────────────────────────────────
    pub settings_intro: &'static str,
    pub rules_heading: &'static str,
    pub rules_next_session: &'static str,
    pub direction: &'static str,
    pub clockwise: &'static str,
    pub anticlockwise: &'static str,
    pub wenzel_turnup: &'static str,
    pub wenzel_forced: &'static str,
    pub wenzel_optional: &'static str,
    pub base_value: &'static str,
    pub base_after: &'static str,
    pub base_before: &'static str,
    pub start_chips: &'static str,
    pub max_deals: &'static str,
    pub max_deals_help: &'static str,
    pub bots: &'static str,
    pub easy: &'static str,
    pub medium: &'static str,
    pub hard: &'static str,
    pub practice: &'static str,
    pub practice_help: &'static str,

    // ── Statistics ────────────────────────────────────────────────────────
    pub stats_sessions: &'static str,
    pub stats_deals: &'static str,
    pub stats_solo: &'static str,
    pub stats_contra: &'static str,
    pub stats_matches: &'static str,
    pub stats_revolts: &'static str,
    pub stats_chips: &'static str,
    pub stats_played: &'static str,
    pub stats_won: &'static str,
    pub stats_none: &'static str,

    // ── Export and import ─────────────────────────────────────────────────
    pub export_help: &'static str,
    pub download: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub record_label: &'static str,
    pub import_help: &'static str,
    pub import_file: &'static str,
    pub import_go: &'static str,
    pub import_unreadable: &'static str,
    pub imported: &'static str,
    /// "This record cannot be imported: …".
    pub import_failed: fn(&str) -> String,
    /// Where a record is wrong and why (the engine's `RecordError`).
    pub record_error: fn(&RecordError) -> String,
    /// What the rules refuse (the engine's `RuleError`).
    pub rule_error: fn(&RuleError) -> String,

    // ── Rules page ────────────────────────────────────────────────────────
    pub rules_sections: &'static [(&'static str, &'static [&'static str])],
    pub trump_tables: &'static str,
    pub trump_tables_help: &'static str,
    pub trump_col: &'static str,
    pub french_col: &'static str,
    pub german_col: &'static str,
}

/// The JSON key a record's shape problem concerns.
pub fn shape_key(s: Shape) -> &'static str {
    match s {
        Shape::NotAnObject => "{}",
        Shape::FormatMissing => "format",
        Shape::VersionMissing => "version",
        Shape::RulesNotAnObject => "rules",
        Shape::DealsMissing | Shape::DealsNotAList | Shape::DealNotAnObject => "deals",
        Shape::DealerMissing | Shape::DealerNotASeat => "dealer",
        Shape::HandsMissing | Shape::HandsNotFour => "hands",
        Shape::UndealtMissing => "undealt",
        Shape::EventsNotAList | Shape::EventNotText => "events",
    }
}

/// The JSON key of a wrong value.
pub fn wrong_key(w: Wrong) -> &'static str {
    match w {
        Wrong::Format => "format",
        Wrong::Version => "version",
        Wrong::RulesKey => "rules",
        Wrong::Direction => "direction",
        Wrong::WenzelTurnUp => "wenzel_turnup",
        Wrong::BaseValue => "base_value",
        Wrong::StartChips => "start_chips",
        Wrong::MaxDeals => "max_deals",
        Wrong::Event => "events",
    }
}

/// The parts of a record error a language puts into words: where (deal, event, seat) and
/// what.
pub struct Where {
    pub deal: Option<usize>,
    pub event: Option<usize>,
    pub seat: Option<usize>,
}

impl Where {
    pub fn of(e: &RecordError) -> Where {
        Where { deal: e.deal, event: e.event, seat: e.seat.map(|s| s.index()) }
    }
}

/// The lane led, as the follow rule's reason needs it (`None`: trump).
pub fn led_suit(lane: Lane) -> Option<Suit> {
    match lane {
        Lane::Trump => None,
        Lane::Plain(s) => Some(s),
    }
}

/// A record problem's parts that every language shows as they are (codes, numbers).
pub fn problem_value(p: &Problem) -> String {
    match p {
        Problem::Wrong { value, .. } => value.to_string(),
        Problem::Cards { problem: CardsProblem::NotACard(v), .. } => v.to_string(),
        _ => String::new(),
    }
}
