//! The score sheet ("Lee") drawn as on paper: a row of strokes per team, struck dashes
//! crossed out, added dashes appended. Used for a match and for the real-cards sheet.

use crate::i18n::language::tx;
use crate::engine::Team;
use crate::sheet::Strokes;
use leptos::prelude::*;

/// Horizontal room of one stroke, and the extra gap after every fifth, in tenths of an SVG
/// unit: integer arithmetic keeps float formatting out of the wasm.
const STEP: i32 = 90;
const GROUP_GAP: i32 = 70;
const HEIGHT: i32 = 30;

fn stroke_x(i: u32) -> i32 {
    60 + i as i32 * STEP + (i / 5) as i32 * GROUP_GAP
}

/// Tenths as a decimal number: 123 → "12.3", -5 → "-0.5".
fn tenths(t: i32) -> String {
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.abs() / 10, t.abs() % 10)
}

/// One team's strokes as an SVG: `start` strokes drawn at the start, then the added ones
/// (marked), the first `crossed` of them crossed out.
pub fn strokes_svg(start: u32, drawn: u32, crossed: u32) -> String {
    // A very long match still draws in bounded space: beyond 60 strokes only the count says it.
    let drawn_shown = drawn.min(60);
    let width = (stroke_x(drawn_shown.max(1)) + 40 + 5) / 10;
    let mut out = format!(
        r#"<svg class="lee-svg" viewBox="0 0 {width} {HEIGHT}" width="{width}" height="{HEIGHT}" aria-hidden="true" focusable="false">"#
    );
    for i in 0..drawn_shown {
        let x = stroke_x(i);
        let class = match (i < crossed, i >= start) {
            (true, _) => "stroke crossed",
            (false, true) => "stroke added",
            (false, false) => "stroke",
        };
        // A slight hand-drawn slant, the same every time.
        let tilt = [0, 8, -6, 4, -3][(i % 5) as usize];
        out += &format!(r#"<line class="{class}" x1="{}" y1="4" x2="{}" y2="26"/>"#, tenths(x - tilt), tenths(x + tilt));
        if i < crossed {
            out += &format!(r#"<line class="cross" x1="{}" y1="24" x2="{}" y2="6"/>"#, tenths(x - 40), tenths(x + 40));
        }
    }
    out + "</svg>"
}

/// The Lee of two teams, drawn once from the moment it shows (a match's Lee after a deal,
/// or in its score-sheet panel). `names` label the rows ("Us" / "Them", or the teams by
/// their seats when friends play).
#[component]
pub fn Lee(
    strokes: Strokes,
    start: u32,
    names: [String; 2],
    /// Dashes left, as the engine counts them (equals drawn − crossed).
    dashes: [u32; 2],
) -> impl IntoView {
    let t = tx();
    let row = |team: Team| {
        let i = team.index();
        let added = strokes.drawn[i].saturating_sub(start);
        let label = t.lee_team_summary(&names[i], dashes[i], strokes.crossed[i], added);
        view! {
            <div class="lee-row" role="img" aria-label=label>
                <span class="lee-name" aria-hidden="true">{names[i].clone()}</span>
                <span class="lee-strokes" aria-hidden="true" inner_html=strokes_svg(start, strokes.drawn[i], strokes.crossed[i])></span>
                <span class="lee-left" aria-hidden="true">{dashes[i]}</span>
            </div>
        }
    };
    view! { <div class="lee">{row(Team::A)}{row(Team::B)}</div> }
}
