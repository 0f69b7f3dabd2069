//! `konter analyse FILE [--json]`: every card of every deal of a record against perfect
//! play (`konter_bots::review`), and `konter analyse-bench`: how long a deal's review takes.

use crate::{flag_value, read_input};
use konter::{record, Card, Outcome, Suit};
use konter_bots::review::{self, DealReview, Decision, Headline, Loss, Verdict};
use serde_json::{json, Value};
use std::process::ExitCode;

pub fn analyse(args: &[String]) -> ExitCode {
    let json = args.iter().any(|a| a == "--json");
    let files: Vec<&String> = args.iter().filter(|a| *a != "--json").collect();
    let [path] = files.as_slice() else {
        eprintln!("{}", crate::usage());
        return ExitCode::from(2);
    };
    let text = match read_input(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("konter: {e}");
            return ExitCode::from(2);
        }
    };
    let replay = match record::check(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("konter: invalid record: {e}");
            return ExitCode::from(1);
        }
    };
    let reviews: Vec<Option<DealReview>> =
        review::match_deals(&replay.game).iter().map(|(deal, context)| review::review_deal(deal, *context)).collect();
    if json {
        let deals: Vec<Value> = reviews
            .iter()
            .map(|r| match r {
                Some(r) => serde_json::to_value(r).unwrap_or_else(|_| json!({ "decisions": [] })),
                None => json!({ "decisions": [] }),
            })
            .collect();
        println!("{}", json!({ "deals": deals }));
    } else {
        for (i, r) in reviews.iter().enumerate() {
            print!("{}", report(i + 1, r.as_ref()));
        }
    }
    ExitCode::SUCCESS
}

/// The report of one deal for people.
fn report(number: usize, review: Option<&DealReview>) -> String {
    let Some(r) = review else {
        return format!("Deal {number}: trump not named yet, nothing to analyse\n");
    };
    let t = &r.trump;
    let mut out = format!("Deal {number}: trump {} named by seat {}", suit(t.named), t.seat);
    if let Some(end) = r.course.last() {
        let finished = r.decisions.len() == 24;
        out += &format!(
            "; {} {} ({})\n",
            if finished { "the trump team took" } else { "in play; with perfect play from here the trump team takes" },
            end.trump_points,
            outcome(end.outcome)
        );
    }
    out += &format!("  {}\n", headline(&r.headline));
    if let Some(start) = r.course.first() {
        out += &format!(
            "  Perfect play from the first lead: trump team {} ({})\n",
            start.trump_points,
            outcome(start.outcome)
        );
    }
    let packet: Vec<String> = t.packet.iter().map(Card::to_string).collect();
    let expected: Vec<String> = t.options.iter().map(|o| format!("{} {:.2}", suit(o.suit), o.expected)).collect();
    let hindsight: Vec<String> = t.options.iter().map(|o| format!("{} {}", suit(o.suit), o.trump_points)).collect();
    let best: Vec<String> = t.best.iter().map(|&s| suit(s)).collect();
    out += &format!(
        "  Trump {} from {}: {} — expected score {}\n    with all hands open the trump team would take {}\n",
        suit(t.named),
        packet.join(" "),
        judged(t.loss, &best.join(" ")),
        expected.join(", "),
        hindsight.join(", ")
    );
    for a in &r.announcements {
        let name = |x: Option<konter::Announcement>| x.map_or("nothing".to_string(), |a| a.name().to_string());
        let equities: Vec<String> =
            a.options.iter().map(|o| format!("{} {:.3}", name(o.announcement), o.equity)).collect();
        let won = a.chances[3] + a.chances[4];
        out += &format!(
            "  Seat {} announced {}: {} — the trump team wins {:.0} % by the seat's estimate; match equity {}\n",
            a.seat,
            name(a.made),
            judged(a.loss, &name(a.best)),
            won * 100.0,
            equities.join(", ")
        );
    }
    for d in &r.decisions {
        out += &format!("  {}\n", line(d));
    }
    out
}

/// "2 mistakes: trick 3 the K♥ (seat 2) turned a win into a Stänner; 1 inaccuracy".
fn headline(h: &Headline) -> String {
    let count = |n: usize, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
    let inaccuracies = match h.inaccuracies {
        0 => String::new(),
        n => format!("; {}", count(n, "inaccuracy", "inaccuracies")),
    };
    match &h.worst {
        None if h.mistakes == 0 && h.inaccuracies == 0 => "No mistakes, no inaccuracies".to_string(),
        None if h.mistakes == 0 => format!("No mistakes{inaccuracies}"),
        None => format!("{}{inaccuracies}", count(h.mistakes, "mistake", "mistakes")),
        Some(w) => format!(
            "{}: trick {} the {} (seat {}) turned {} into {}{inaccuracies}",
            count(h.mistakes, "mistake", "mistakes"),
            w.trick,
            w.card,
            w.seat,
            verdict(w.from),
            verdict(w.to)
        ),
    }
}

/// One card: "trick 2  seat 3  K♥   MISTAKE    → trump team 18 (defenders win); best A♥ Q♦ → 21 (trump team wins)".
fn line(d: &Decision) -> String {
    let played = d.played().map_or(0, |o| o.trump_points);
    let head = format!("trick {}  seat {}  {:<4}", d.trick, d.seat, d.action.to_string());
    if d.options.len() == 1 {
        return format!("{head} {:<10} → trump team {played}", "only card");
    }
    let best: Vec<String> = d.best.iter().map(Card::to_string).collect();
    let mark = match d.loss {
        Loss::None => "best",
        Loss::Inaccuracy => "inaccuracy",
        Loss::Mistake => "MISTAKE",
    };
    let mut out = format!("{head} {mark:<10} → trump team {played}");
    if d.loss != Loss::None {
        let o = Outcome::of_points(played);
        out += &format!(
            " ({}); best {} → {} ({})",
            outcome(o),
            best.join(" "),
            d.best_points(),
            outcome(Outcome::of_points(d.best_points()))
        );
    }
    out
}

/// "best", or "mistake, best ♥".
fn judged(loss: Loss, best: &str) -> String {
    match loss {
        Loss::None => "best".to_string(),
        Loss::Inaccuracy => format!("inaccuracy, best {best}"),
        Loss::Mistake => format!("mistake, best {best}"),
    }
}

fn verdict(v: Verdict) -> &'static str {
    match v {
        Verdict::Win => "a win",
        Verdict::Stanner => "a Stänner",
        Verdict::Defeat => "a defeat",
    }
}

fn outcome(o: Outcome) -> &'static str {
    match o {
        Outcome::TrumpTeam => "trump team wins",
        Outcome::Stanner => "Stänner",
        Outcome::Defenders => "defenders win",
    }
}

fn suit(s: Suit) -> String {
    s.symbol().to_string()
}

pub fn analyse_bench(args: &[String]) -> ExitCode {
    let deals = flag_value(args, "--deals").unwrap_or(200) as usize;
    let seed = flag_value(args, "--seed").unwrap_or(1);
    let r = konter_bots::arena::review_bench(deals, seed);
    println!(
        "whole-deal review, one core, {} deals played by Medium bots (seed {seed}): p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms per deal; longest step {:.1} ms; {:.0} card options and {:.0} k solver nodes per deal",
        r.deal_ms.len(),
        r.quantile(0.5),
        r.quantile(0.95),
        r.quantile(1.0),
        r.max_step_ms,
        r.options,
        r.nodes / 1e3
    );
    ExitCode::SUCCESS
}
