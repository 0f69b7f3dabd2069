//! Kontraspiel's card faces (`cards::Card`, the shared pack), drawn as Konter a Matt draws
//! its own (`app::card`): SVG referring to the shapes the page defines once (the suit
//! symbols, the crown, the gold gradient, the back's pattern), coloured by the same CSS
//! classes, so the four-colour deck and the themes apply. The Wenzels (J♣, J♠), the two
//! highest trumps, wear a gold frame.

use super::kx;
use kontra::card::is_wenzel;
use kontra::{Card, Rank, Suit};

fn suit_class(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "suit-s",
        Suit::Hearts => "suit-h",
        Suit::Diamonds => "suit-d",
        Suit::Clubs => "suit-c",
    }
}

fn pip(out: &mut String, s: Suit, cx: i32, cy: i32, size: i32, flip: bool) {
    let id = ["kam-s", "kam-h", "kam-d", "kam-c"][s.index()];
    let (x, y) = (cx - size / 2, cy - size / 2);
    let turn = if flip { format!(r#" transform="rotate(180 {cx} {cy})""#) } else { String::new() };
    out.push_str(&format!(r##"<use href="#{id}" x="{x}" y="{y}" width="{size}" height="{size}"{turn}/>"##));
}

/// Pip centres of the nine and the ten.
fn pips(rank: Rank) -> &'static [(i32, i32)] {
    const NINE: [(i32, i32); 9] = [(86, 92), (164, 92), (86, 148), (164, 148), (125, 176), (86, 204), (164, 204), (86, 260), (164, 260)];
    const TEN: [(i32, i32); 10] =
        [(86, 92), (164, 92), (125, 120), (86, 148), (164, 148), (86, 204), (164, 204), (125, 232), (86, 260), (164, 260)];
    match rank {
        Rank::Nine => &NINE,
        Rank::Ten => &TEN,
        _ => &[],
    }
}

/// The face of `card` (decorative: what holds it carries the card's name).
pub fn card_svg(card: Card) -> String {
    let (suit, rank) = (card.suit(), card.rank());
    let wenzel = is_wenzel(card);
    let mut s = format!(
        r#"<svg class="card-svg {}" viewBox="0 0 250 350" aria-hidden="true" focusable="false"><rect class="card-bg" x="3" y="3" width="244" height="344" rx="20"/>"#,
        suit_class(suit)
    );
    if wenzel {
        s.push_str(r##"<rect x="12" y="12" width="226" height="326" rx="14" fill="none" stroke="url(#kam-gold)" stroke-width="8"/>"##);
    }
    let label = (kx().rank_label)(rank);
    let narrow = if label.len() > 1 { r#" textLength="50" lengthAdjust="spacingAndGlyphs""# } else { "" };
    let corner = format!(r#"<text class="idx" x="34" y="68" text-anchor="middle"{narrow}>{label}</text>"#);
    s.push_str(&corner);
    pip(&mut s, suit, 34, 96, 38, false);
    s.push_str(r#"<g transform="rotate(180 125 175)">"#);
    s.push_str(&corner);
    pip(&mut s, suit, 34, 96, 38, false);
    s.push_str("</g>");
    match rank {
        Rank::Ace => pip(&mut s, suit, 125, 175, 132, false),
        Rank::King | Rank::Queen | Rank::Jack => {
            let (class, fill) = if wenzel { ("panel metal", "url(#kam-gold)") } else { ("panel", "currentColor") };
            s.push_str(&format!(r#"<rect class="{class}" x="60" y="66" width="130" height="218" rx="12" fill="{fill}"/>"#));
            if rank != Rank::Jack {
                s.push_str(r##"<use href="#kam-crown" x="90" y="84" width="70" height="42"/>"##);
            }
            s.push_str(&format!(r#"<text class="court" x="125" y="222" text-anchor="middle">{label}</text>"#));
            pip(&mut s, suit, 125, 254, 34, false);
        }
        _ => {
            for &(x, y) in pips(rank) {
                pip(&mut s, suit, x, y, 46, y > 176);
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// The back of a card.
pub fn back_svg() -> &'static str {
    r##"<svg class="card-svg back" viewBox="0 0 250 350" aria-hidden="true" focusable="false"><rect class="card-bg" x="3" y="3" width="244" height="344" rx="20"/><rect x="18" y="18" width="214" height="314" rx="12" fill="url(#kam-back)"/><rect x="18" y="18" width="214" height="314" rx="12" fill="none" stroke="var(--back-line)" stroke-width="3"/></svg>"##
}

/// A card as its corner shows it: "J♣", "10♥" (the rank in the person's language).
pub fn short(card: Card) -> String {
    format!("{}{}", (kx().rank_label)(card.rank()), card.suit().symbol())
}

/// The order a hand is shown in: trumps first (highest first), then the plain suits
/// alternating black and red, each highest first; before trump is known, by suit.
pub fn display_order(cards: &[Card], trump: Option<Suit>) -> Vec<Card> {
    let mut out: Vec<Card> = vec![];
    if let Some(t) = trump {
        out.extend(kontra::trump::trump_order(t).into_iter().filter(|c| cards.contains(c)));
    }
    let blacks: Vec<Suit> = [Suit::Clubs, Suit::Spades].into_iter().filter(|&s| Some(s) != trump).collect();
    let reds: Vec<Suit> = [Suit::Hearts, Suit::Diamonds].into_iter().filter(|&s| Some(s) != trump).collect();
    let (first, second) = if blacks.len() >= reds.len() { (blacks, reds) } else { (reds, blacks) };
    let mut plain = vec![];
    for i in 0..2 {
        plain.extend(first.get(i));
        plain.extend(second.get(i));
    }
    for suit in plain {
        for rank in kontra::card::RANKS {
            let c = Card::new(suit, rank);
            if cards.contains(&c) && !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}
