//! The handshake's text as a QR code, for a phone in the same room: an invitation link
//! (the friend's camera opens it) and a reply (the host scans it here, where the browser
//! can read QR codes: the BarcodeDetector API; else the reply is pasted).

use super::link::has;
use crate::host::mounts::lang;
use crate::i18n::online_texts::online_texts;
use leptos::prelude::*;
use qrcodegen::{QrCode, QrCodeEcc};
use std::cell::RefCell;
use std::fmt::Write;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MediaStream, MediaStreamConstraints};

// The browser's QR code reader (web-sys has it only behind its unstable flag).
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = BarcodeDetector)]
    type Detector;
    #[wasm_bindgen(constructor, js_class = "BarcodeDetector", catch)]
    fn new(options: &JsValue) -> Result<Detector, JsValue>;
    #[wasm_bindgen(method, js_class = "BarcodeDetector", catch)]
    fn detect(this: &Detector, source: &JsValue) -> Result<js_sys::Promise, JsValue>;
}

/// The light border around a code that readers need, in modules.
const QUIET: i32 = 4;

/// How often the camera's picture is looked at while scanning.
const SCAN_EVERY_MS: i32 = 250;

/// `text`'s QR code as an SVG path (one rectangle per run of dark modules in a row) in a
/// square of the returned side, its quiet zone included; None if it is too long for one.
fn drawing(text: &str) -> Option<(i32, String)> {
    let qr = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let size = qr.size();
    let mut path = String::new();
    for y in 0..size {
        let mut x = 0;
        while x < size {
            if !qr.get_module(x, y) {
                x += 1;
                continue;
            }
            let start = x;
            while x < size && qr.get_module(x, y) {
                x += 1;
            }
            let _ = write!(path, "M{} {}h{}v1h-{}z", start + QUIET, y + QUIET, x - start, x - start);
        }
    }
    Some((size + 2 * QUIET, path))
}

/// `text` as a QR code named `label` (dark on light whatever the theme, as readers need).
pub fn qr_code(text: &str, label: String) -> impl IntoView {
    drawing(text).map(|(side, path)| {
        view! {
            <svg class="qr" role="img" aria-label=label viewBox=format!("0 0 {side} {side}") shape-rendering="crispEdges">
                <rect width=side height=side fill="#fff"></rect>
                <path d=path fill="#000"></path>
            </svg>
        }
    })
}

thread_local! {
    /// The camera while a code is being scanned (one at a time).
    static CAMERA: RefCell<Option<MediaStream>> = const { RefCell::new(None) };
}

/// Whether this browser can read a QR code from the camera.
pub fn can_scan() -> bool {
    let Some(w) = web_sys::window() else { return false };
    has(&w, "BarcodeDetector") && has(&w.navigator(), "mediaDevices")
}

/// The camera is let go.
fn stop_camera() {
    if let Some(stream) = CAMERA.with(|c| c.borrow_mut().take()) {
        for track in stream.get_tracks() {
            track.unchecked_into::<web_sys::MediaStreamTrack>().stop();
        }
    }
}

/// The device's back camera, if it has one and the person allows it.
async fn open_camera() -> Option<MediaStream> {
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let constraints = MediaStreamConstraints::new();
    let video = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&video, &"facingMode".into(), &"environment".into());
    constraints.set_video(&video);
    let asked = devices.get_user_media_with_constraints(&constraints).ok()?;
    JsFuture::from(asked).await.ok().map(JsCast::unchecked_into)
}

/// The first QR code's text in what `video` shows, once there is one (None: scanning
/// stopped, or the browser cannot read it).
async fn read_code(video: &web_sys::HtmlVideoElement, scanning: RwSignal<bool>) -> Option<String> {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"formats".into(), &js_sys::Array::of1(&"qr_code".into()));
    let detector = Detector::new(&options).ok()?;
    while scanning.get_untracked() {
        if let Ok(found) = detector.detect(video) {
            if let Ok(found) = JsFuture::from(found).await {
                let first = js_sys::Array::from(&found).get(0);
                if let Some(text) = js_sys::Reflect::get(&first, &"rawValue".into()).ok().and_then(|t| t.as_string()) {
                    return Some(text);
                }
            }
        }
        super::peer::sleep(SCAN_EVERY_MS).await;
    }
    None
}

/// "Scan NAME's reply" (where the browser can): the camera's picture until a QR code is
/// read, then `found` takes its text; "Stop scanning" lets the camera go.
pub fn scanner(name: &str, found: impl Fn(String) + Clone + Send + Sync + 'static) -> impl IntoView {
    let t = online_texts(lang());
    let scanning = RwSignal::new(false);
    let failed = RwSignal::new(None::<&'static str>);
    let video = NodeRef::<leptos::html::Video>::new();
    let start = move |_| {
        failed.set(None);
        scanning.set(true);
        let found = found.clone();
        leptos::task::spawn_local(async move {
            let Some(stream) = open_camera().await else {
                scanning.set(false);
                failed.set(Some(t.camera_failed));
                return;
            };
            CAMERA.with(|c| *c.borrow_mut() = Some(stream.clone()));
            let Some(video) = video.get_untracked() else { return stop_camera() };
            video.set_src_object(Some(&stream));
            let _ = video.play();
            let read = read_code(&video, scanning).await;
            stop_camera();
            scanning.set(false);
            if let Some(text) = read {
                found(text);
            }
        });
    };
    let stop = move |_| {
        scanning.set(false);
        stop_camera();
    };
    on_cleanup(stop_camera);
    let label = t.scan_reply(name);
    view! {
        <div class="qr-scan">
            <video node_ref=video class="qr-camera" muted=true autoplay=true playsinline=true aria-label=t.camera_of(name) hidden=move || !scanning.get()></video>
            {move || if scanning.get() {
                view! { <button type="button" class="btn" on:click=stop>{t.stop_scanning}</button> }.into_any()
            } else {
                view! { <button type="button" class="btn" on:click=start.clone()>{label.clone()}</button> }.into_any()
            }}
            <p role="alert">{move || failed.get()}</p>
        </div>
    }
}
