//! The replay summary: per deal the contract, the tricks, the winner, every payment and
//! the table after it (`konter replay --json`, documented in `docs/kontraspiel-record.md`).

use super::FORMAT;
use crate::deal::{Deal, TakeUp};
use crate::score::{Outcome, Party, Payment, ANTE, PLAYERS};
use crate::session::Session;
use cards::Seat;
use serde_json::{json, Value};

/// What the summary says of one deal, finished or not.
struct Line<'a> {
    number: usize,
    deal: &'a Deal,
    base: u8,
    outcome: Option<&'a Outcome>,
    chips: [i32; PLAYERS],
    pot: u32,
    pledges: [bool; PLAYERS],
    over: bool,
}

fn lines(session: &Session) -> Vec<Line<'_>> {
    let n = session.history().len();
    let mut lines: Vec<Line> = session
        .history()
        .iter()
        .enumerate()
        .map(|(i, p)| Line {
            number: i + 1,
            deal: &p.deal,
            base: p.base,
            outcome: p.outcome.as_ref(),
            chips: p.chips_after,
            pot: p.pot_after,
            pledges: p.pledges_after,
            over: i + 1 == n && session.is_over(),
        })
        .collect();
    if let Some(deal) = session.current() {
        lines.push(Line {
            number: n + 1,
            deal,
            base: session.base().unwrap_or(0),
            outcome: None,
            chips: session.chips(),
            pot: session.pot(),
            pledges: pledges_now(session.pledges(), deal),
            over: false,
        });
    }
    lines
}

/// Who holds the pledge while `deal` is played: a dealer who chose to take up holds it
/// from then on (§4.1); the session itself settles it only at the deal's end.
fn pledges_now(before: [bool; PLAYERS], deal: &Deal) -> [bool; PLAYERS] {
    let mut now = before;
    if matches!(deal.take_up(), Some(TakeUp::Chosen | TakeUp::Pledged)) {
        now[deal.dealer().index()] = true;
    }
    now
}

fn status(line: &Line) -> &'static str {
    match (line.deal.is_done(), line.deal.is_no_game()) {
        (false, _) => "unfinished",
        (true, true) => "no_game",
        (true, false) => "played",
    }
}

fn party(p: Party) -> Value {
    match p {
        Party::Pot => json!("pot"),
        Party::Seat(s) => json!(s.index()),
    }
}

fn payment(p: &Payment) -> Value {
    json!({
        "from": party(p.from),
        "to": party(p.to),
        "amount": p.amount,
        "reason": p.reason.code(),
    })
}

fn seat(s: Option<Seat>) -> Value {
    s.map_or(Value::Null, |s| json!(s.index()))
}

pub(super) fn json(session: &Session) -> Value {
    let deals: Vec<Value> = lines(session)
        .iter()
        .map(|l| {
            let d = l.deal;
            json!({
                "dealer": d.dealer().index(),
                "turn_up": d.turn_up().code(),
                "base": l.base,
                "ante": ANTE,
                "take_up": d.take_up().map(|t| t.code()),
                "outcome": status(l),
                "soloist": seat(d.soloist()),
                "trump": d.trump().map(|s| s.letter().to_string()),
                "mode": d.mode().map(|m| m.code()),
                "contra": seat(d.contra()),
                "recontra": seat(d.recontra()),
                "tricks": d.tricks_won(),
                "winner": seat(l.outcome.map(|o| o.winner)),
                "payments": l.outcome.map_or(vec![], |o| o.settlement.payments.iter().map(payment).collect()),
                "net": l.outcome.map_or([0; PLAYERS], |o| o.settlement.net),
                "pot": l.pot,
                "chips": l.chips,
                "pledges": l.pledges,
                "over": l.over,
            })
        })
        .collect();
    let standings: Vec<Value> = session
        .standings()
        .iter()
        .map(|s| json!({ "place": s.place, "seat": s.seat.index(), "chips": s.chips }))
        .collect();
    json!({
        "format": FORMAT,
        "deals": deals,
        "over": session.is_over(),
        "standings": standings,
    })
}

pub(super) fn text(session: &Session) -> String {
    let mut out = String::new();
    for l in lines(session) {
        let d = l.deal;
        out += &format!(
            "Deal {}: dealer seat {}, turn-up {}, base value {}\n",
            l.number,
            d.dealer(),
            d.turn_up(),
            l.base
        );
        if let Some(c) = d.contract() {
            out += &format!(
                "  soloist seat {} in {} {} ({})",
                c.soloist,
                c.trump,
                c.trump.name(),
                c.mode.code()
            );
            if let Some(s) = c.contra {
                out += &format!(", contra seat {s}");
            }
            if let Some(s) = c.recontra {
                out += &format!(", recontra seat {s}");
            }
            out += "\n";
        }
        let t = d.tricks_won();
        match (status(&l), l.outcome) {
            ("no_game", _) => out += "  no game: everybody passed twice\n",
            ("unfinished", _) => {
                out += &format!(
                    "  unfinished; tricks so far {} {} {} {}\n",
                    t[0], t[1], t[2], t[3]
                )
            }
            (_, Some(o)) => {
                out += &format!(
                    "  tricks {} {} {} {}; seat {} wins\n",
                    t[0], t[1], t[2], t[3], o.winner
                );
                for p in &o.settlement.payments {
                    let name = |p: Party| match p {
                        Party::Pot => "the pot".to_string(),
                        Party::Seat(s) => format!("seat {s}"),
                    };
                    out += &format!(
                        "    {} pays {} {} ({})\n",
                        name(p.from),
                        name(p.to),
                        p.amount,
                        p.reason.code()
                    );
                }
            }
            _ => {}
        }
        out += &format!(
            "  chips {} {} {} {}, pot {}\n",
            l.chips[0], l.chips[1], l.chips[2], l.chips[3], l.pot
        );
    }
    if session.is_over() {
        out += "The session is over. Ranking:";
        for s in session.standings() {
            out += &format!(" {}. seat {} ({} chips)", s.place, s.seat, s.chips);
        }
        out += "\n";
    } else {
        out += "The session goes on.\n";
    }
    out
}
