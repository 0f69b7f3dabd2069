//! A table's key and what follows from it: the topic its devices meet on, and the seal
//! of every note (ChaCha20-Poly1305: secret and authenticated). The key travels only in
//! the table link's fragment; the topic is a hash of it, so a broker cannot derive the key.

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use sha2::{Digest, Sha256};

/// The bytes of a table key.
pub const KEY_BYTES: usize = 16;
/// The bytes of a seal's nonce, sent before the sealed note.
pub const NONCE_BYTES: usize = 12;

/// A table's key: fresh random bytes from the host's device.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct TableKey([u8; KEY_BYTES]);

impl std::fmt::Debug for TableKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TableKey(…)")
    }
}

impl TableKey {
    pub fn new(bytes: [u8; KEY_BYTES]) -> TableKey {
        TableKey(bytes)
    }

    /// The key as a table link carries it: base64url, 22 characters.
    pub fn to_text(&self) -> String {
        base64url(&self.0)
    }

    /// A key read from a link: exactly 22 base64url characters.
    pub fn from_text(text: &str) -> Option<TableKey> {
        let bytes = from_base64url(text)?;
        (text.len() == 22).then_some(())?;
        Some(TableKey(bytes.try_into().ok()?))
    }

    fn derive(&self, purpose: &str) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(b"konter-a-matt meeting point: ");
        h.update(purpose.as_bytes());
        h.update(self.0);
        h.finalize().into()
    }

    /// The topic the table's devices meet on: `kam/` and 32 hex digits of a hash of the key.
    pub fn topic(&self) -> String {
        let hash = self.derive("topic");
        let hex: String = hash[..16].iter().map(|b| format!("{b:02x}")).collect();
        format!("kam/{hex}")
    }

    /// `plain` sealed with `nonce` (never used twice: fresh random bytes): the nonce, then
    /// the ciphertext with its tag.
    pub fn seal(&self, nonce: [u8; NONCE_BYTES], plain: &[u8]) -> Vec<u8> {
        let cipher = ChaCha20Poly1305::new(Key::from_slice(&self.derive("seal")));
        let sealed = cipher.encrypt(Nonce::from_slice(&nonce), plain).unwrap_or_default();
        let mut out = nonce.to_vec();
        out.extend(sealed);
        out
    }

    /// What was sealed with this key; none for anything else (another table's note, a
    /// changed byte, noise).
    pub fn open(&self, sealed: &[u8]) -> Option<Vec<u8>> {
        let (nonce, body) = (sealed.get(..NONCE_BYTES)?, sealed.get(NONCE_BYTES..)?);
        let cipher = ChaCha20Poly1305::new(Key::from_slice(&self.derive("seal")));
        cipher.decrypt(Nonce::from_slice(nonce), body).ok()
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in base64url without padding.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of base64url text without padding; none if it is not.
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let (mut n, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        n = n << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((n >> bits) as u8);
            n &= (1 << bits) - 1;
        }
    }
    // Leftover bits must be zero, and no character may stand alone.
    (n == 0 && bits < 6).then_some(out)
}
