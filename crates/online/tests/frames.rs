//! Long messages cut into frames and put together again: what goes in comes out, in any
//! language's characters; a frame out of order, malformed or beyond the limit is refused
//! without a panic, and the next message is read as if nothing had happened.

use online::frames::{split, Assembler, FrameError, FRAME_BYTES};
use proptest::prelude::*;

fn gather(a: &mut Assembler, frames: &[String]) -> Vec<Result<Option<String>, FrameError>> {
    frames.iter().map(|f| a.push(f)).collect()
}

#[test]
fn a_short_message_is_its_own_frame() {
    let text = r#"{"v":1,"t":"pong"}"#;
    assert_eq!(split(text), vec![text.to_owned()]);
    assert_eq!(Assembler::new(1 << 20).push(text), Ok(Some(text.to_owned())));
}

#[test]
fn a_view_of_140_kb_goes_in_frames_of_at_most_16_kib_and_comes_out_whole() {
    let text = format!("{{\"log\":\"{}\"}}", "Müller Matz ♠ ".repeat(10_000));
    let frames = split(&text);
    assert!(frames.len() >= text.len().div_ceil(FRAME_BYTES) && frames.len() >= 9);
    assert!(frames.iter().all(|f| f.len() <= FRAME_BYTES + 16));
    let mut a = Assembler::new(1 << 20);
    let out = gather(&mut a, &frames);
    assert!(out[..out.len() - 1].iter().all(|r| r == &Ok(None)));
    assert_eq!(out.last(), Some(&Ok(Some(text))));
}

#[test]
fn frames_out_of_order_malformed_or_too_many_are_refused_and_the_next_message_reads() {
    let text = "x".repeat(3 * FRAME_BYTES);
    let frames = split(&text);
    let mut a = Assembler::new(1 << 20);
    assert_eq!(a.push(&frames[0]), Ok(None));
    assert_eq!(a.push(&frames[2]), Err(FrameError::OutOfOrder { expected: 1, found: 2 }));
    // A whole message where a piece was due: the cut one is dropped, the whole one reads.
    assert_eq!(a.push(&frames[0]), Ok(None));
    assert_eq!(a.push("{}"), Ok(Some("{}".into())));
    assert_eq!(a.take_cut(), Some(FrameError::OutOfOrder { expected: 1, found: 0 }));
    assert_eq!(a.take_cut(), None, "told once");
    for bad in ["~", "~1", "~2/2:x", "~a/2:x", "~0/2:", "~-1/2:x", "~0/99999999:x", "~0/2x"] {
        assert!(a.push(bad).is_err(), "{bad:?} is refused");
    }
    assert_eq!(gather(&mut a, &frames).last(), Some(&Ok(Some(text.clone()))));
    // More than the receiver takes: refused before it is all held.
    let mut small = Assembler::new(2 * FRAME_BYTES);
    let out = gather(&mut small, &frames);
    assert!(out.contains(&Err(FrameError::TooLarge { limit: 2 * FRAME_BYTES })));
    assert_eq!(small.push("{}"), Ok(Some("{}".into())));
}

#[test]
fn a_message_cut_short_costs_only_itself() {
    let long = "y".repeat(3 * FRAME_BYTES);
    let frames = split(&long);
    let mut a = Assembler::new(1 << 20);
    // Cut after its first piece, then a whole message: it reads.
    assert_eq!(a.push(&frames[0]), Ok(None));
    assert_eq!(a.push(r#"{"t":"ping"}"#), Ok(Some(r#"{"t":"ping"}"#.into())));
    assert!(a.take_cut().is_some());
    // Cut after two pieces, then another long message from its first piece: it reads whole.
    assert_eq!(a.push(&frames[0]), Ok(None));
    assert_eq!(a.push(&frames[1]), Ok(None));
    assert_eq!(gather(&mut a, &frames).last(), Some(&Ok(Some(long.clone()))));
    assert_eq!(a.take_cut(), Some(FrameError::OutOfOrder { expected: 2, found: 0 }));
    // A piece that begins nothing where another was due is still refused.
    assert_eq!(a.push(&frames[0]), Ok(None));
    assert_eq!(a.push(&frames[2]), Err(FrameError::OutOfOrder { expected: 1, found: 2 }));
    assert_eq!(a.take_cut(), None);
}

proptest! {
    #[test]
    fn any_text_comes_out_as_it_went_in(text in ".{0,40000}") {
        let mut a = Assembler::new(1 << 20);
        let frames = split(&text);
        let out = gather(&mut a, &frames);
        prop_assert_eq!(out.last(), Some(&Ok(Some(text.clone()))));
    }

    #[test]
    fn any_frame_is_taken_or_refused_without_a_panic(frames in proptest::collection::vec(".{0,40}", 0..20)) {
        let mut a = Assembler::new(64);
        for f in &frames {
            let _ = a.push(&format!("~{f}"));
            let _ = a.push(f);
        }
    }
}
