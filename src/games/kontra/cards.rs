//! Kontraspiel's card faces (`cards::Card`, the shared pack), drawn as Konter a Matt draws
//! its own (`crate::host::card`): SVG referring to the shapes the page defines once (the suit
//! symbols, the crown, the gold gradient, the back's pattern), coloured by the same CSS
//! classes, so the four-colour deck and the themes apply. The Wenzels (J♣, J♠), the two
//! highest trumps, wear a gold frame.

use super::kx;
use crate::host::card::{corners, court, face_start, number_pips, pip};
use kontra::card::is_wenzel;
use kontra::{Card, Rank, Suit};

/// The face of `card` (decorative: what holds it carries the card's name).
pub fn card_svg(card: Card) -> String {
    let (suit, rank) = (card.suit(), card.rank());
    // The Wenzels wear gold.
    let metal = is_wenzel(card).then_some("gold");
    let mut s = face_start(suit, metal);
    let label = kx().rank_label(rank);
    corners(&mut s, suit, label);
    match rank {
        Rank::Ace => pip(&mut s, suit, 125, 175, 132, false),
        Rank::King | Rank::Queen | Rank::Jack => {
            court(&mut s, label, rank != Rank::Jack, metal);
            pip(&mut s, suit, 125, 254, 34, false);
        }
        _ => {
            for &(x, y) in number_pips(rank.index() as u8 + 2) {
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
    format!("{}{}", kx().rank_label(card.rank()), card.suit().symbol())
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
