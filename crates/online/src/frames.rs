//! Messages cut into frames that every browser's data channel carries whole: a view late
//! in a long game at eight seats outgrows what some browsers send in one
//! message. A short message is its own single frame (its text as it is: a message starts
//! with `{`); a longer one goes as frames `~I/N:PART`, in order on the ordered channel.

use std::fmt;

/// The most bytes of a message in one frame: well under the smallest limit of a data
/// channel message among browsers (64 KiB).
pub const FRAME_BYTES: usize = 16 * 1024;

/// The frames of `text`, in order.
pub fn split(text: &str) -> Vec<String> {
    if text.len() <= FRAME_BYTES && !text.starts_with('~') {
        return vec![text.to_owned()];
    }
    let mut parts = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let mut cut = rest.len().min(FRAME_BYTES);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        parts.push(&rest[..cut]);
        rest = &rest[cut..];
    }
    let n = parts.len();
    parts.iter().enumerate().map(|(i, part)| format!("~{i}/{n}:{part}")).collect()
}

/// Why frames did not make a message (those gathered so far are dropped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Not a frame as [`split`] writes them.
    Malformed,
    /// A frame out of order, or of another message.
    OutOfOrder { expected: usize, found: usize },
    /// The message would be longer than the receiver takes.
    TooLarge { limit: usize },
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::Malformed => write!(f, "a piece of a message that is not one"),
            FrameError::OutOfOrder { expected, found } => {
                write!(f, "piece {found} of a message came where piece {expected} was due")
            }
            FrameError::TooLarge { limit } => write!(f, "a message longer than {limit} bytes"),
        }
    }
}

impl std::error::Error for FrameError {}

/// The receiver's side: takes frames in the order they came and gives back each whole
/// message, never holding more than its limit. A message cut short (its next frame never
/// came, another message began instead) costs only itself: the message that began is
/// read, and [`Assembler::take_cut`] tells that one was lost.
#[derive(Clone, Debug)]
pub struct Assembler {
    limit: usize,
    /// The frames' count of the message being gathered, and its text so far.
    pending: Option<(usize, usize, String)>,
    /// Why the last message cut short was dropped, until asked.
    cut: Option<FrameError>,
}

impl Assembler {
    /// An assembler of messages up to `limit` bytes.
    pub fn new(limit: usize) -> Assembler {
        Assembler { limit, pending: None, cut: None }
    }

    /// Why the last message cut short by the start of another was dropped (once).
    pub fn take_cut(&mut self) -> Option<FrameError> {
        self.cut.take()
    }

    /// Drops the message being gathered when `frame` begins another: a whole message, or
    /// the first frame of one.
    fn drop_cut(&mut self, frame: &str) {
        if !(frame.starts_with('{') || frame.starts_with("~0/")) {
            return;
        }
        if let Some((next, _, _)) = self.pending.take() {
            self.cut = Some(FrameError::OutOfOrder { expected: next, found: 0 });
        }
    }

    /// Takes the next frame: `Ok(Some(message))` once a message is whole, `Ok(None)` while
    /// more frames are due.
    pub fn push(&mut self, frame: &str) -> Result<Option<String>, FrameError> {
        self.drop_cut(frame);
        let Some(framed) = frame.strip_prefix('~') else {
            return match self.pending.take() {
                Some((next, _, _)) => Err(FrameError::OutOfOrder { expected: next, found: 0 }),
                None if frame.len() > self.limit => Err(FrameError::TooLarge { limit: self.limit }),
                None => Ok(Some(frame.to_owned())),
            };
        };
        let result = self.take(framed);
        if !matches!(result, Ok(None)) {
            self.pending = None;
        }
        result
    }

    fn take(&mut self, framed: &str) -> Result<Option<String>, FrameError> {
        let (head, part) = framed.split_once(':').ok_or(FrameError::Malformed)?;
        let (i, n) = head.split_once('/').ok_or(FrameError::Malformed)?;
        let number = |s: &str| (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse::<usize>().ok()).flatten();
        let (i, n) = (number(i).ok_or(FrameError::Malformed)?, number(n).ok_or(FrameError::Malformed)?);
        if n == 0 || i >= n || part.len() > FRAME_BYTES || part.is_empty() {
            return Err(FrameError::Malformed);
        }
        let (next, count, text) = self.pending.get_or_insert_with(|| (0, n, String::new()));
        if i != *next || n != *count {
            return Err(FrameError::OutOfOrder { expected: *next, found: i });
        }
        if text.len() + part.len() > self.limit {
            return Err(FrameError::TooLarge { limit: self.limit });
        }
        text.push_str(part);
        *next += 1;
        if *next < *count {
            return Ok(None);
        }
        Ok(self.pending.take().map(|(_, _, text)| text))
    }
}
