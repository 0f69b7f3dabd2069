//! Every word of Kontraspiel (`crate::games::kontra`), one `static KontraTexts` per language, all
//! four compiled into Kontraspiel's module (never into the page). Like [`crate::i18n::Texts`], a
//! missing text does not compile. Seats are said as a [`Who`]: "You" (seat 0, at the
//! bottom) or a compass point, so that verbs agree.

use crate::i18n::Lang;
use crate::store::seats::Who;
use kontra::record::{CardsProblem, Problem, RecordError, Shape, Wrong};
use kontra::score::ANTE;
use kontra::{Action, BaseValue, Card, Deal, Lane, Mode, Party, Phase, PlayedDeal, Rank, Reason, RuleError, Seat, Suit};

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

/// A played deal in words, as its summary shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealWords {
    /// What happened: the winner, a match, who took no trick, who played alone, who turned
    /// against whom, why the amounts are what they are.
    pub lines: Vec<String>,
    /// Every payment, the dealer's ante first.
    pub pays: Vec<String>,
    /// What the pot held with the ante, what it holds now, and what moved it.
    pub pot: String,
}

/// The words of a played deal `p` under the base value rule `base_rule`, the seats said as
/// `who` says them. Every number is the engine's (`kontra::Outcome`, `PlayedDeal`).
pub fn deal_words(t: &KontraTexts, p: &PlayedDeal, base_rule: BaseValue, who: impl Fn(Seat) -> Who) -> DealWords {
    let mut lines = vec![];
    let mut pays = vec![t.ante(who(p.deal.dealer()))];
    // The pot the deal was played for: the dealer antes whatever the base value rule.
    let held = p.pot_before + ANTE;
    let Some(o) = &p.outcome else {
        lines.push(t.no_game.to_string());
        return DealWords { lines, pays, pot: t.pot_change(held, p.pot_after, 0, None) };
    };
    let c = &o.contract;
    let w = o.winner;
    lines.push(t.winner(who(w), o.tricks[w.index()], o.tricks[w.index()] >= 3));
    if o.is_match() {
        lines.push(t.match_made(who(c.soloist)));
    }
    let revolted: Vec<Who> = o.revolted().map(&who).collect();
    if !revolted.is_empty() {
        lines.push(t.revolted(&revolted));
    }
    lines.push(t.contract(who(c.soloist), c.trump, mode_index(c.mode)));
    if let Some(s) = c.contra {
        lines.push(t.against(who(s), who(c.soloist), None));
        if let Some(r) = c.recontra {
            lines.push(t.against(who(r), who(c.soloist), Some(who(s))));
        }
    }
    let counted = match base_rule {
        BaseValue::AfterAnte => held,
        BaseValue::BeforeAnte => p.pot_before,
    };
    lines.push(t.base_why(o.base, counted, base_rule == BaseValue::AfterAnte));
    let payments = &o.settlement.payments;
    if c.trump_is_preferred() && payments.iter().any(|x| matches!(x.reason, Reason::Match | Reason::Revolt)) {
        lines.push(t.preferred_doubles.to_string());
    }
    let mut paid_in = 0;
    let mut paid_out = None;
    for x in payments.iter().filter(|x| x.reason == Reason::Base) {
        match (x.from, x.to) {
            (Party::Pot, Party::Seat(s)) => {
                pays.push(t.from_pot(who(s), x.amount));
                paid_out = Some((who(s), x.amount));
            }
            (Party::Seat(s), _) => {
                pays.push(t.into_pot(who(s), x.amount));
                paid_in += x.amount;
            }
            _ => {}
        }
    }
    if !c.is_active(w) {
        pays.push(t.passive_winner(who(w)));
    }
    if let Some(x) = payments.iter().find(|x| x.reason == Reason::Match) {
        pays.push(t.match_bonus(who(c.soloist), x.amount));
    }
    if let Some(x) = payments.iter().find(|x| x.reason == Reason::FailedMatch) {
        pays.push(t.failed_match(who(c.soloist), x.amount));
    }
    let mut revolt_payers: Vec<Seat> = vec![];
    for x in payments.iter().filter(|x| x.reason == Reason::Revolt) {
        if let Party::Seat(s) = x.from {
            if !revolt_payers.contains(&s) {
                revolt_payers.push(s);
                pays.push(t.revolt(who(s), x.amount));
            }
        }
    }
    if pays.len() == 1 {
        pays.push(t.no_payments.to_string());
    }
    DealWords { lines, pays, pot: t.pot_change(held, p.pot_after, paid_in, paid_out) }
}

crate::i18n::text_set! {
/// All the text of Kontraspiel in one language.
pub struct KontraTexts {
    /// Why a practice hint, from the facts of `crate::hints`; cards, seats and suits named by
    /// the caller in the table's words.
    hint_reason(why: super::why::KontraWhy, names: &crate::i18n::hint_words::Names<kontra::Card, kontra::Seat, kontra::Suit>) -> String,
    // ── Seats, suits, cards ───────────────────────────────────────────────
    /// "You", "West", "North", "East".
    who(who: Who) -> &'static str,
    /// "Hearts".
    suit(suit: Suit) -> &'static str,
    /// "Jack of Clubs" (the accessible name of a card).
    card(card: Card) -> String,
    /// The rank as a card's corner shows it: "A", "K", "Q", "J", "10", "9".
    rank_label(rank: Rank) -> &'static str,
    /// German card names for the rules page: "Eichel-Unter".
    german_card(card: Card) -> String,

    // ── The table ─────────────────────────────────────────────────────────
    table_label,
    your_hand,
    /// The seat's tag (a narrow caption: a long word carries soft hyphens where it may break).
    dealer,
    soloist,
    contra_tag,
    recontra_tag,
    /// Holds the pledge: takes up every Ace he turns up.
    pledge_tag,
    /// "12 chips".
    chips(n: i32) -> String,
    /// "2 tricks".
    tricks(n: u8) -> String,
    /// "Pot: 4".
    pot(n: u32) -> String,
    /// "Deal 3 of 24" (max 0: "Deal 3").
    deal_of(deal: usize, max: u16) -> String,
    /// "Base value 2".
    base(n: u8) -> String,
    /// The turn-up's caption (narrow: soft hyphens where a long word may break).
    turn_up,
    /// Where the turn-up went: "in West's hand" (None: played).
    turn_up_gone(who: Option<Who>) -> String,
    /// "Trump: Hearts".
    trump_is(suit: Suit) -> String,
    no_trump_yet,
    /// The trick on the table (accessible name).
    trick_label,
    /// "West won the trick" (the trick shown a moment after it is complete).
    trick_won(who: Who) -> String,
    /// Collect the trick shown now.
    next_trick,

    // ── What the person is asked ──────────────────────────────────────────
    /// The turn-up question: the card, asked before the hand is seen.
    ask_turn_up(card: Card) -> String,
    ask_discard,
    ask_round1(suit: Suit) -> String,
    /// Round 2: (the turn-up's suit, whether the person is eldest and may name it too).
    ask_round2(suit: Suit, eldest: bool) -> String,
    /// The match window: (the soloist, the trump, the turn-up's suit, in which no match
    /// may be announced).
    ask_match(who: Who, suit: Suit, preferred: Suit) -> String,
    /// A contra window: (the soloist, contra allowed, recontra allowed, the contra player);
    /// a seat asked in turn with neither allowed is told to answer No.
    ask_contra(soloist: Who, contra: bool, recontra: bool, by: Option<Who>) -> String,
    ask_exchange(card: Card) -> String,
    ask_exchange_card,
    your_lead,
    your_turn,
    /// "West is thinking…" / "Waiting for West".
    waiting_for(who: Who) -> String,

    // ── The person's buttons (their text is their accessible name) ────────
    take_up,
    decline,
    /// "Accept Hearts".
    accept(suit: Suit) -> String,
    pass,
    /// "Name Clubs as trump".
    name_trump(suit: Suit) -> String,
    /// "Announce match in Spades".
    announce_match(suit: Suit) -> String,
    no,
    contra,
    recontra,
    take_turn_up,
    cancel,

    // ── What the seats say ────────────────────────────────────────────────
    /// A sentence for screen readers: "West passes".
    said(who: Who, said: Said) -> String,
    /// The bubble by the seat: "Pass", "Contra!".
    bubble(said: Said) -> String,
    /// A Contra or Recontra announced by another seat, above the table: (who said it, the
    /// soloist, recontra): "Contra! West plays against you for himself."
    called(by: Who, soloist: Who, recontra: bool) -> String,
    /// "West plays the Jack of Clubs".
    plays(who: Who, card: Card) -> String,
    /// "West wins the trick".
    wins_trick(who: Who) -> String,
    /// "Deal 3: West deals. The Ace of Hearts is turned up."
    deal_starts(n: usize, who: Who, card: Card) -> String,

    // ── Why a card cannot be played ───────────────────────────────────────
    /// (the suit led, a card that follows): "Hearts were led: play Hearts — K♥ is one".
    must_follow(suit: Suit, text: &str) -> String,
    /// (a trump held): "Trump was led: play a trump — J♣ is one".
    must_trump(text: &str) -> String,
    /// A Wenzel of the suit led: "J♠ is a trump, not a Spade".
    wenzel_note(card: Card) -> String,
    not_your_turn,
    wait_for_trick,
    /// A card chosen during the bidding: cards come after it.
    cards_after_bidding,
    /// A card chosen while a contra question after a trick waits for its answer.
    answer_first,

    // ── The deal's end ────────────────────────────────────────────────────
    summary_title(n: usize) -> String,
    no_game,
    /// (winner, tricks, outright): "West wins the deal with 3 tricks" / "… first to two tricks".
    winner(who: Who, tricks: u8, outright: bool) -> String,
    /// "North took all five tricks: a match!"
    match_made(who: Who) -> String,
    /// The seats that took no trick: "Took no trick: East and you".
    revolted(seats: &[Who]) -> String,
    /// (soloist, trump, mode index (`mode_index`)): "West played alone in Hearts, accepted in round 1".
    contract(who: Who, suit: Suit, n: usize) -> String,
    /// "Contra: North" / "Recontra: East".
    contra_by(who: Who) -> String,
    recontra_by(who: Who) -> String,
    /// Who turned against whom, for the summary: (who said it, the soloist, the contra
    /// player when this was a Recontra): "North said Contra and played against West for
    /// themselves."
    against(by: Who, soloist: Who, contra: Option<Who>) -> String,
    /// Why the amounts: (B, the pot as measured for it, measured after the ante): what the
    /// base value is paid for and where its number comes from.
    base_why(base: u8, counted: u32, after_ante: bool) -> String,
    /// "Trump is the turn-up's suit: the match bonus and the revolt payment count double."
    preferred_doubles,
    payments,
    /// "West receives 2 from the pot (won the deal)".
    from_pot(who: Who, n: u32) -> String,
    /// "North pays 2 into the pot (lost the deal)".
    into_pot(who: Who, n: u32) -> String,
    /// "East won without playing alone or against: nothing from the pot".
    passive_winner(who: Who) -> String,
    /// "Match: each of the others pays West 2".
    match_bonus(who: Who, n: u32) -> String,
    /// "Failed match: West pays each of the others 2".
    failed_match(who: Who, n: u32) -> String,
    /// "Played alone or against and took no trick: North pays each of the others 1".
    revolt(who: Who, n: u32) -> String,
    no_payments,
    /// What the pot did in the deal: (what it held with the dealer's ante, what it holds
    /// now, what was paid into it, who was paid from it and how much): "Pot: 1 with the
    /// ante → 0 (1 paid to West)".
    pot_change(held: u32, after: u32, paid_in: u32, paid_out: Option<(Who, u32)>) -> String,
    /// "West put 1 into the pot as dealer (the ante)".
    ante(who: Who) -> String,
    /// The cards of each trick of the deal, folded under this name (Konter a Matt's words).
    review_tricks,
    /// A trick's caption: (its number, who led it, who won it): "Trick 2 — led by West, won
    /// by you".
    trick_caption(n: usize, led: Who, won: Who) -> String,
    /// The review of the deal, folded under Konter a Matt's name for it.
    review_deal,
    /// What the review shows: the person's cards against best play with every hand open.
    review_intro,
    /// One card of the review: (the trick's number, the card played, the cards that would
    /// have brought the most (empty: the card was the only one allowed), the chips the card
    /// played brings with best play after it, the chips the best cards bring).
    review_card(n: usize, played: Card, best: &[Card], chips: i32, best_chips: i32) -> String,
    /// The column of chips held now.
    chips_now,
    /// A suit on a compact button ("♠ Spades"; the button's name says what it does).
    suit_button(suit: Suit) -> String,
    this_deal,
    next_deal,
    see_result,
    chips_sheet,
    deal_col,
    pot_col,
    start_row,

    // ── The session's end ─────────────────────────────────────────────────
    session_over,
    /// Who is out of chips: "West has no chips left".
    out_of_chips(who: Who) -> String,
    /// "24 deals played".
    deals_played(n: usize) -> String,
    /// The winners: "You win the session!" / "North wins the session" / shared.
    session_won(seats: &[Who]) -> String,
    ranking,
    /// "1st".
    place(n: usize) -> String,
    /// "Left in the pot: 3 (not shared out)".
    pot_left(n: u32) -> String,
    revenge,
    /// The series of revenges: "Sessions won — You 1, West 0, North 2, East 0".
    series(rows: &[(Who, u32)]) -> String,
    new_session,

    // ── Asking first, notices ─────────────────────────────────────────────
    ask_new_title,
    ask_new_yes,
    /// The saved session could not be read; its text is kept under this key.
    corrupt(text: &str) -> String,
    storage_failed,
    dismiss,
    no_session,

    // ── Shared deals ──────────────────────────────────────────────────────
    share_deal,
    /// The text beside the link in the share sheet.
    share_text,
    share_copied,
    shared_offer,
    shared_play,
    shared_bad,

    // ── Practice mode ─────────────────────────────────────────────────────
    hint,
    undo,
    /// "Hint: Pass" / "Hint: play the Jack of Clubs".
    hint_is(text: &str) -> String,

    // ── Settings ──────────────────────────────────────────────────────────
    settings_intro,
    rules_heading,
    rules_next_session,
    direction,
    clockwise,
    anticlockwise,
    wenzel_turnup,
    wenzel_forced,
    wenzel_optional,
    base_value,
    base_after,
    base_before,
    start_chips,
    max_deals,
    max_deals_help,
    practice_help,

    // ── Statistics ────────────────────────────────────────────────────────
    stats_sessions,
    stats_deals,
    stats_solo,
    stats_contra,
    stats_matches,
    stats_revolts,
    stats_chips,
    stats_played,
    stats_won,
    stats_none,

    // ── Export and import ─────────────────────────────────────────────────
    export_help,
    download,
    copy,
    copied,
    record_label,
    import_help,
    import_file,
    import_go,
    import_unreadable,
    imported,
    /// "This record cannot be imported: …".
    import_failed(text: &str) -> String,
    /// Where a record is wrong and why (the engine's `RecordError`).
    record_error(error: &RecordError) -> String,
    /// What the rules refuse (the engine's `RuleError`).
    rule_error(error: &RuleError) -> String,

    // ── Rules page ────────────────────────────────────────────────────────
    rules_sections: &'static [(&'static str, &'static [&'static str])],
    trump_tables,
    trump_tables_help,
    trump_col,
    french_col,
    german_col,
}
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
