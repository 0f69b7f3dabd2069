//! What the courses of "Learn to play" of the games drawn by the games module share, in plain
//! Rust: the progress a course keeps (one storage key per game, its `GameKeys::lessons`).
//! Konter a Matt's lessons keep their progress apart, in their own format
//! (`crate::games::konter::lessons`). The lessons' words are texts (`crate::i18n::learn_games`).

#[cfg(target_arch = "wasm32")]
pub mod screen;

use serde::{Deserialize, Serialize};

/// What the learner has done in one course.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourseProgress {
    /// The lessons finished (1 on).
    #[serde(default)]
    pub done: Vec<u8>,
    /// The lesson open (1 on) and its position, to resume there.
    #[serde(default)]
    pub at: Option<(u8, usize)>,
}

const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope {
    v: u32,
    #[serde(flatten)]
    progress: CourseProgress,
}

impl CourseProgress {
    /// Reads kept progress of a course whose lessons have `steps[i]` positions each; None
    /// when the text is not such progress (the caller keeps it aside and starts afresh).
    pub fn read(text: &str, steps: &[usize]) -> Option<CourseProgress> {
        let e: Envelope = serde_json::from_str(text).ok()?;
        let lesson = |l: u8| (1..=steps.len()).contains(&(l as usize));
        let ok = e.v == VERSION
            && e.progress.done.iter().all(|&l| lesson(l))
            && e.progress.at.is_none_or(|(l, s)| lesson(l) && s < steps[l as usize - 1]);
        ok.then_some(e.progress)
    }

    pub fn to_json_string(&self) -> String {
        serde_json::to_string(&Envelope { v: VERSION, progress: self.clone() }).unwrap_or_default()
    }

    /// The lesson `l` (0 on) is finished.
    pub fn finish(&mut self, l: usize) {
        let n = l as u8 + 1;
        if !self.done.contains(&n) {
            self.done.push(n);
            self.done.sort_unstable();
        }
        self.at = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_reads_back_and_refuses_what_does_not_fit() {
        let mut p = CourseProgress::default();
        p.finish(0);
        p.at = Some((2, 1));
        let text = p.to_json_string();
        assert_eq!(CourseProgress::read(&text, &[3, 2]), Some(CourseProgress { done: vec![1], at: Some((2, 1)) }));
        assert_eq!(CourseProgress::read(&text, &[3, 1]), None, "a position past the lesson's end");
        assert_eq!(CourseProgress::read(&text, &[3]), None, "a lesson the course does not have");
        assert_eq!(CourseProgress::read("{\"v\":2}", &[3]), None);
        assert_eq!(CourseProgress::read("nonsense", &[3]), None);
    }
}
