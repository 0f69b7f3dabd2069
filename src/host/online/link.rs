//! The handshake's text in a link: JSON compressed by the browser's own CompressionStream
//! ("deflate-raw") and written in base64url, and read back the same way; and the link
//! handed on: copied, or given to the device's share sheet.

use online::handshake::{base64url_decode, base64url_encode, MAX_PAYLOAD_BYTES};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ReadableStream, ReadableWritablePair, Response, WritableStream};

// The browser's CompressionStream and DecompressionStream (web-sys has them only behind
// its unstable flag): a stream pair that compresses or decompresses what goes through.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = CompressionStream)]
    type Compression;
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn new(format: &str) -> Result<Compression, JsValue>;
    #[wasm_bindgen(method, getter, js_class = "CompressionStream")]
    fn readable(this: &Compression) -> ReadableStream;
    #[wasm_bindgen(method, getter, js_class = "CompressionStream")]
    fn writable(this: &Compression) -> WritableStream;

    #[wasm_bindgen(js_name = DecompressionStream)]
    type Decompression;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Decompression, JsValue>;
    #[wasm_bindgen(method, getter, js_class = "DecompressionStream")]
    fn readable(this: &Decompression) -> ReadableStream;
    #[wasm_bindgen(method, getter, js_class = "DecompressionStream")]
    fn writable(this: &Decompression) -> WritableStream;
}

/// The format both ends use.
const FORMAT: &str = "deflate-raw";

/// The longest text read as a handshake (a link's fragment or a pasted reply).
pub const MAX_TEXT: usize = 16 * 1024;

/// The first part of an invitation link's fragment: `#join=` and the game module's key.
pub const JOIN: &str = "join=";

/// Sends `bytes` through a compression or decompression stream and reads all it gives.
async fn through(bytes: &[u8], pair: ReadableWritablePair) -> Result<Vec<u8>, JsValue> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let blob = Blob::new_with_u8_array_sequence(&parts)?;
    let stream = blob.stream().pipe_through(&pair);
    let response = Response::new_with_opt_readable_stream(Some(&stream))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

/// `json` compressed, as base64url.
pub async fn pack(json: &[u8]) -> Result<String, String> {
    let c = Compression::new(FORMAT).map_err(|_| String::from("no compression"))?;
    let pair = ReadableWritablePair::new(&c.readable(), &c.writable());
    let packed = through(json, pair).await.map_err(|_| String::from("no compression"))?;
    Ok(base64url_encode(&packed))
}

/// The JSON packed into `text` (base64url of deflate-raw), refusing long or damaged text.
pub async fn unpack(text: &str) -> Result<Vec<u8>, String> {
    let text = text.trim();
    if text.len() > MAX_TEXT {
        return Err(format!("the code is too long ({} characters)", text.len()));
    }
    let bytes = base64url_decode(text).map_err(|e| e.to_string())?;
    let d = Decompression::new(FORMAT).map_err(|_| String::from("no decompression"))?;
    let pair = ReadableWritablePair::new(&d.readable(), &d.writable());
    let json = through(&bytes, pair).await.map_err(|_| String::from("the code is damaged"))?;
    if json.len() > MAX_PAYLOAD_BYTES {
        return Err(format!("the code is too long ({} bytes)", json.len()));
    }
    Ok(json)
}

/// The code in a pasted text: the text after `#join=<game>.` or `#reply=` when it is a link,
/// else the text itself.
pub fn code_in(text: &str) -> &str {
    let text = text.trim();
    match text.split_once('#') {
        Some((_, fragment)) => match fragment.split_once('=') {
            Some((_, rest)) => rest.split_once('.').map_or(rest, |(_, code)| code),
            None => fragment,
        },
        None => text,
    }
}

/// Copies `text` to the clipboard; `done` runs once it is there.
pub fn copy(text: String, done: impl FnOnce() + 'static) {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return };
    wasm_bindgen_futures::spawn_local(async move {
        if JsFuture::from(nav.clipboard().write_text(&text)).await.is_ok() {
            done();
        }
    });
}

/// Whether the browser object `on` has `name` (an API this browser may lack).
pub fn has(on: &JsValue, name: &str) -> bool {
    js_sys::Reflect::has(on, &JsValue::from_str(name)).unwrap_or(false)
}

/// Whether the browser can talk to another device directly (WebRTC): some cannot (a
/// WebKitGTK built without it, a Firefox with it turned off).
pub fn has_webrtc() -> bool {
    web_sys::window().is_some_and(|w| has(&w, "RTCPeerConnection"))
}

/// Whether the device has a share sheet (the Web Share API).
pub fn can_share() -> bool {
    web_sys::window().is_some_and(|w| has(&w.navigator(), "share"))
}

/// Gives `what` to the device's share sheet: as a link (`is_url`) or as text.
pub fn share(what: String, is_url: bool) {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else { return };
    let data = web_sys::ShareData::new();
    if is_url {
        data.set_url(&what);
    } else {
        data.set_text(&what);
    }
    wasm_bindgen_futures::spawn_local(async move {
        let _ = JsFuture::from(nav.share_with_data(&data)).await;
    });
}
