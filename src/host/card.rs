//! Card faces as inline SVG: vector shapes and text, so they are crisp at every size.
//!
//! Each face is a small SVG string (250 × 350 units) that refers to shapes defined once
//! per page in [`Sprite`]: the four suit symbols, a crown, the metal gradients that mark
//! the matadors (Q♠ gold, Q♥ silver, Q♦ bronze) and the pattern of the card back. Colours
//! come from CSS (`.suit-s` … `.suit-c`), so the four-colour option is a class on the app.

use crate::i18n::language::tx;
use crate::engine::{Card, Rank, Suit};
use leptos::prelude::*;

fn suit_class(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "suit-s",
        Suit::Hearts => "suit-h",
        Suit::Diamonds => "suit-d",
        Suit::Clubs => "suit-c",
    }
}

/// The CSS class that colours a suit.
pub fn suit_css(s: Suit) -> &'static str {
    suit_class(s)
}

fn suit_id(s: Suit) -> &'static str {
    match s {
        Suit::Spades => "kam-s",
        Suit::Hearts => "kam-h",
        Suit::Diamonds => "kam-d",
        Suit::Clubs => "kam-c",
    }
}

/// The metal of a matador: gold, silver, bronze.
pub fn matador_metal(card: Card) -> Option<&'static str> {
    if card.rank() != Rank::Queen {
        return None;
    }
    match card.suit() {
        Suit::Spades => Some("gold"),
        Suit::Hearts => Some("silver"),
        Suit::Diamonds => Some("bronze"),
        Suit::Clubs => None,
    }
}

/// A suit symbol centred at (`cx`, `cy`), `flip`ped for the lower half. Whole SVG units
/// only: integer coordinates keep float formatting out of the wasm.
pub fn pip(out: &mut String, s: Suit, cx: i32, cy: i32, size: i32, flip: bool) {
    let (x, y) = (cx - size / 2, cy - size / 2);
    if flip {
        out.push_str(&format!(
            r##"<use href="#{}" x="{x}" y="{y}" width="{size}" height="{size}" transform="rotate(180 {cx} {cy})"/>"##,
            suit_id(s)
        ));
    } else {
        out.push_str(&format!(r##"<use href="#{}" x="{x}" y="{y}" width="{size}" height="{size}"/>"##, suit_id(s)));
    }
}

/// Pip centres of the number cards (9 and 10; none for others).
fn pips(rank: Rank) -> &'static [(i32, i32)] {
    number_pips(rank.index() as u8 + 9)
}

/// Pip centres of a nine or a ten (none for another number), the same in every game.
pub fn number_pips(number: u8) -> &'static [(i32, i32)] {
    const COLS: [i32; 2] = [86, 164];
    const ROWS: [i32; 4] = [92, 148, 204, 260];
    const NINE: [(i32, i32); 9] = [
        (COLS[0], ROWS[0]), (COLS[1], ROWS[0]), (COLS[0], ROWS[1]), (COLS[1], ROWS[1]), (125, 176),
        (COLS[0], ROWS[2]), (COLS[1], ROWS[2]), (COLS[0], ROWS[3]), (COLS[1], ROWS[3]),
    ];
    const TEN: [(i32, i32); 10] = [
        (COLS[0], ROWS[0]), (COLS[1], ROWS[0]), (125, 120), (COLS[0], ROWS[1]), (COLS[1], ROWS[1]),
        (COLS[0], ROWS[2]), (COLS[1], ROWS[2]), (125, 232), (COLS[0], ROWS[3]), (COLS[1], ROWS[3]),
    ];
    match number {
        9 => &NINE,
        10 => &TEN,
        _ => &[],
    }
}

/// A face's opening: the SVG in its suit's colour, its background, and the frame of a
/// card that wears one (`frame`: its metal, `kam-{frame}`). Every game's faces start so.
pub fn face_start(suit: Suit, frame: Option<&str>) -> String {
    let mut s = String::with_capacity(1600);
    s.push_str(&format!(
        r#"<svg class="card-svg {}" viewBox="0 0 250 350" aria-hidden="true" focusable="false"><rect class="card-bg" x="3" y="3" width="244" height="344" rx="20"/>"#,
        suit_class(suit)
    ));
    if let Some(m) = frame {
        s.push_str(&format!(
            r##"<rect x="12" y="12" width="226" height="326" rx="14" fill="none" stroke="url(#kam-{m})" stroke-width="8"/>"##
        ));
    }
    s
}

/// The corner indices, top left and (turned) bottom right: the rank's `label` and the suit.
pub fn corners(s: &mut String, suit: Suit, label: &str) {
    let narrow = if label.chars().count() > 1 { r#" textLength="50" lengthAdjust="spacingAndGlyphs""# } else { "" };
    let corner = format!(r#"<text class="idx" x="34" y="68" text-anchor="middle"{narrow}>{label}</text>"#);
    s.push_str(&corner);
    pip(s, suit, 34, 96, 38, false);
    s.push_str(r#"<g transform="rotate(180 125 175)">"#);
    s.push_str(&corner);
    pip(s, suit, 34, 96, 38, false);
    s.push_str("</g>");
}

/// A court card's panel (of `metal`, `kam-{metal}`, or the suit's colour), its crown (a
/// king's or a queen's) and its `label`.
pub fn court(s: &mut String, label: &str, crown: bool, metal: Option<&str>) {
    let (class, fill) = match metal {
        Some(m) => ("panel metal", format!("url(#kam-{m})")),
        None => ("panel", "currentColor".to_string()),
    };
    s.push_str(&format!(r#"<rect class="{class}" x="60" y="66" width="130" height="218" rx="12" fill="{fill}"/>"#));
    if crown {
        s.push_str(r##"<use href="#kam-crown" x="90" y="84" width="70" height="42"/>"##);
    }
    s.push_str(&format!(r#"<text class="court" x="125" y="222" text-anchor="middle">{label}</text>"#));
}

/// The face of `card` as an SVG element (decorative: the element holding it carries the
/// accessible name).
pub fn card_svg(card: Card) -> String {
    let (suit, rank) = (card.suit(), card.rank());
    let metal = matador_metal(card);
    let mut s = face_start(suit, metal);
    let label = tx().rank_label(rank);
    corners(&mut s, suit, &label);
    match rank {
        Rank::Nine | Rank::Ten => {
            for &(x, y) in pips(rank) {
                pip(&mut s, suit, x, y, 46, y > 176);
            }
        }
        Rank::Ace => pip(&mut s, suit, 125, 175, 132, false),
        Rank::King | Rank::Queen | Rank::Jack => {
            court(&mut s, &label, rank != Rank::Jack, metal);
            match metal {
                Some(_) => {
                    let name = tx().matador_label(card).unwrap_or_default();
                    s.push_str(&format!(
                        r#"<text class="matador-name" x="125" y="266" text-anchor="middle">{name}</text>"#
                    ));
                }
                None => pip(&mut s, suit, 125, 254, 34, false),
            }
        }
    }
    s.push_str("</svg>");
    s
}

/// The back of a card.
pub fn card_back_svg() -> String {
    r##"<svg class="card-svg back" viewBox="0 0 250 350" aria-hidden="true" focusable="false"><rect class="card-bg" x="3" y="3" width="244" height="344" rx="20"/><rect x="18" y="18" width="214" height="314" rx="12" fill="url(#kam-back)"/><rect x="18" y="18" width="214" height="314" rx="12" fill="none" stroke="var(--back-line)" stroke-width="3"/></svg>"##.to_string()
}

/// A card face that is not a control: a picture with the card's name.
#[component]
pub fn CardImage(card: Card, #[prop(optional, into)] class: String) -> impl IntoView {
    let name = tx().card_name(card);
    view! { <span class=format!("card {class}") role="img" aria-label=name inner_html=card_svg(card)></span> }
}

/// A face-down card (decorative unless labelled).
#[component]
pub fn CardBack(#[prop(optional, into)] class: String) -> impl IntoView {
    view! { <span class=format!("card card-back {class}") aria-hidden="true" inner_html=card_back_svg()></span> }
}

/// The shapes every card face refers to, once per page.
#[component]
pub fn Sprite() -> impl IntoView {
    view! {
        <svg class="sprite" aria-hidden="true" focusable="false" width="0" height="0" inner_html=SPRITE></svg>
    }
}

const SPRITE: &str = r##"<defs>
<symbol id="kam-s" viewBox="0 0 100 100"><path fill="currentColor" d="M50 5C62 25 92 39 92 62C92 76 81 84 70 84C61 84 55 80 52 74C53 84 57 91 65 96L35 96C43 91 47 84 48 74C45 80 39 84 30 84C19 84 8 76 8 62C8 39 38 25 50 5Z"/></symbol>
<symbol id="kam-h" viewBox="0 0 100 100"><path fill="currentColor" d="M50 92C24 71 5 55 5 33C5 18 16 7 30 7C40 7 47 13 50 21C53 13 60 7 70 7C84 7 95 18 95 33C95 55 76 71 50 92Z"/></symbol>
<symbol id="kam-d" viewBox="0 0 100 100"><path fill="currentColor" d="M50 3C60 21 74 37 90 50C74 63 60 79 50 97C40 79 26 63 10 50C26 37 40 21 50 3Z"/></symbol>
<symbol id="kam-c" viewBox="0 0 100 100"><g fill="currentColor"><circle cx="50" cy="29" r="20"/><circle cx="27" cy="59" r="20"/><circle cx="73" cy="59" r="20"/><circle cx="50" cy="52" r="11"/><path d="M46 52L54 52C54 75 58 86 67 96L33 96C42 86 46 75 46 52Z"/></g></symbol>
<symbol id="kam-crown" viewBox="0 0 100 60"><g fill="currentColor"><path d="M8 54L14 18L32 36L50 8L68 36L86 18L92 54Z"/><circle cx="14" cy="14" r="6"/><circle cx="50" cy="6" r="6"/><circle cx="86" cy="14" r="6"/></g></symbol>
<linearGradient id="kam-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#e0b33a"/><stop offset="0.7" stop-color="#b8860b"/><stop offset="1" stop-color="#f5d76e"/></linearGradient>
<linearGradient id="kam-silver" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="#c3ccd6"/><stop offset="0.7" stop-color="#8c97a3"/><stop offset="1" stop-color="#e6ebf0"/></linearGradient>
<linearGradient id="kam-bronze" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6cf9f"/><stop offset="0.45" stop-color="#c0782f"/><stop offset="0.7" stop-color="#8a4b17"/><stop offset="1" stop-color="#e3a868"/></linearGradient>
<pattern id="kam-back" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="var(--back-a)"/><path d="M14 0L28 14L14 28L0 14Z" fill="var(--back-b)"/><circle cx="14" cy="14" r="3" fill="var(--back-line)"/></pattern>
</defs>"##;
