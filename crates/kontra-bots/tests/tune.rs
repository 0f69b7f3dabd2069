//! Tuning Medium's thresholds (run by hand: `cargo test --release -p kontra-bots --test tune
//! -- --ignored --nocapture`). Tuning seed: 1000 (the figures in docs/kontraspiel.md use other seeds).

use kontra_bots::arena::arena_with;
use kontra_bots::medium::{Thresholds, THRESHOLDS};
use kontra_bots::{Bot, Medium};

fn medium(th: Thresholds) -> impl Fn(u64) -> Box<dyn Bot> {
    move |_| Box::new(Medium { thresholds: th }) as Box<dyn Bot>
}

#[test]
#[ignore]
fn tune_medium() {
    let base = THRESHOLDS;
    let boards = std::env::var("BOARDS")
        .ok()
        .and_then(|b| b.parse().ok())
        .unwrap_or(3000);
    let var = |f: &dyn Fn(&mut Thresholds)| {
        let mut t = base;
        f(&mut t);
        t
    };
    let spec = std::env::var("VARIANTS").unwrap_or_default();
    let mut variants: Vec<(String, Thresholds)> = vec![];
    for item in spec.split(',').filter(|s| !s.is_empty()) {
        let (field, delta) = item.split_once('=').expect("field=delta");
        let d: f32 = delta.parse().expect("a number");
        let t = var(&|t: &mut Thresholds| match field {
            "accept" => t.accept += d,
            "name" => t.name += d,
            "contra" => t.contra += d,
            "recontra" => t.recontra += d,
            "match" => t.announce_match += d,
            _ => panic!("unknown field {field}"),
        });
        variants.push((item.to_string(), t));
    }
    for (name, th) in variants {
        let r = arena_with(&medium(th), &medium(base), boards, 1000, false);
        let name = name.as_str();
        println!("{name:>14}: {:+.3} ± {:.3}", r.mean, r.ci95);
    }
}
