//! Friends at one table from their own devices, the same for every module game: the
//! connection (`peer`: a WebRTC data channel), the handshake's text in links (`link`:
//! deflate-raw and base64url), and the guest's side (`guest`: an invitation opened, the
//! reply to send back, the connection to the host). The rules stay with the host's engine
//! (`online::Table`); a guest's device holds only its own seat's view.
//!
//! An invitation link is the page's address with `#join=<module game's key>.<code>` (the
//! page reads only the key, to load the right module); the reply is the code alone.

pub mod guest;
pub mod host;
pub mod link;
pub mod peer;

use crate::app::host::mounts::lang;
use crate::app::storage::with_storage;
use crate::i18n::online_texts::online_texts;
use leptos::prelude::*;

/// Where this device's connection settings are kept: `{"v":1,"stun":"stun:…"}`.
pub const SETTINGS_KEY: &str = "konter-a-matt:online";

/// The public STUN server asked by default: it sees the devices' public addresses only.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// The connection helper (STUN) of this device: the saved one (empty: same network only),
/// else the default.
pub fn stun() -> String {
    with_storage(|st| st.get(SETTINGS_KEY))
        .and_then(|raw| serde_json::from_str::<serde_json::Value>(&raw).ok())
        .and_then(|v| v.get("stun").and_then(|s| s.as_str()).map(str::to_string))
        .unwrap_or_else(|| DEFAULT_STUN.to_string())
}

/// Settings → "Connection helper (STUN)": the STUN address this device asks (empty: same
/// network only), kept under [`SETTINGS_KEY`].
pub fn stun_field() -> impl IntoView {
    let t = online_texts(lang());
    let value = stun();
    view! {
        <div class="field">
            <label for="online-stun">{t.stun_label}</label>
            <input id="online-stun" type="text" inputmode="url" autocomplete="off" spellcheck="false" aria-describedby="online-stun-help" prop:value=value
                on:change=move |ev| {
                    let stun = event_target_value(&ev).trim().to_string();
                    let json = serde_json::json!({ "v": 1, "stun": stun }).to_string();
                    let _ = with_storage(|st| st.set(SETTINGS_KEY, &json));
                } />
            <p class="help" id="online-stun-help">{t.stun_help}</p>
        </div>
    }
}
