//! Friends at one table from their own devices, the same for every module game: the
//! connection (`peer`: a WebRTC data channel), the handshake's text in links (`link`:
//! deflate-raw and base64url), and the guest's side (`guest`: an invitation opened, the
//! reply to send back, the connection to the host). The rules stay with the host's engine
//! (`online::Table`); a guest's device holds only its own seat's view.
//!
//! An invitation link is the page's address with `#join=<module game's key>.<code>` (the
//! page reads only the key, to load the right module); the reply is the code alone.

pub mod fair_deals;
pub mod guest;
pub mod host;
pub mod link;
pub mod meeting;
pub mod peer;
pub mod qr;
pub mod table_link;

use super::mounts::lang;
use crate::store::local::with_storage;
use crate::i18n::online_texts::online_texts;
use crate::store::keys::ONLINE_KEY;
use leptos::prelude::*;

/// The public STUN server asked by default: it sees the devices' public addresses only.
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// How long an away friend's seat waits by default before its bot plays for them.
pub const DEFAULT_AWAY_SECONDS: u64 = 60;

/// The waits offered in Settings.
const AWAY_CHOICES: [u64; 5] = [15, 30, 60, 120, 300];

/// How long a friend here has for each decision by default.
pub const DEFAULT_MOVE_SECONDS: u64 = 60;

/// The times per move offered in Settings (0: no clock).
const MOVE_CHOICES: [u64; 4] = [0, 30, 60, 120];

/// The last seconds of a friend's time, counted down where everyone sees them.
pub const LAST_SECONDS: u64 = 15;

/// This device's number for a deal dealt from everyone's numbers, from the browser's
/// cryptographic random source.
pub fn fresh_number() -> game::fair::Secret {
    let mut bytes = [0u8; 16];
    if getrandom::getrandom(&mut bytes).is_err() {
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (js_sys::Math::random() * 256.0) as u8 ^ (js_sys::Date::now() as u64 >> (i % 8 * 8)) as u8;
        }
    }
    game::fair::Secret::new(bytes)
}

/// This device's settings of play online.
#[derive(Clone, PartialEq)]
pub struct OnlineSettings {
    /// The player's own name, as friends see this device's seat (empty: the seat's name).
    pub name: String,
    /// The connection helper (STUN) asked; empty: the same network only.
    pub stun: String,
    /// How long an away friend's seat waits before its bot plays for them.
    pub away_seconds: u64,
    /// How long a friend here has for each decision before its bot makes it (0: no clock).
    pub move_seconds: u64,
    /// The relay (TURN) asked when no direct route is found: its address (empty: none),
    /// user name and password.
    pub turn: String,
    pub turn_user: String,
    pub turn_password: String,
    /// The meeting point: the MQTT brokers' addresses (empty: invitation links only).
    pub meeting: String,
}

impl OnlineSettings {
    /// The saved settings; what is missing or unreadable is the default.
    pub fn load() -> OnlineSettings {
        let saved = with_storage(|st| st.get(ONLINE_KEY)).and_then(|raw| serde_json::from_str::<serde_json::Value>(&raw).ok());
        let field = |name: &str| saved.as_ref().and_then(|v| v.get(name).cloned());
        let text = |name: &str| field(name).and_then(|s| s.as_str().map(str::to_string)).unwrap_or_default();
        OnlineSettings {
            name: text("name"),
            stun: field("stun").and_then(|s| s.as_str().map(str::to_string)).unwrap_or_else(|| DEFAULT_STUN.to_string()),
            away_seconds: field("away_seconds").and_then(|s| s.as_u64()).filter(|s| (1..=3600).contains(s)).unwrap_or(DEFAULT_AWAY_SECONDS),
            move_seconds: field("move_seconds").and_then(|s| s.as_u64()).filter(|s| *s <= 3600).unwrap_or(DEFAULT_MOVE_SECONDS),
            turn: text("turn"),
            turn_user: text("turn_user"),
            turn_password: text("turn_password"),
            meeting: field("meeting").and_then(|s| s.as_str().map(str::to_string)).unwrap_or_else(|| meeting::DEFAULT_MEETING.to_string()),
        }
    }

    fn save(&self) {
        let mut json = serde_json::json!({ "v": 1, "stun": self.stun, "away_seconds": self.away_seconds, "move_seconds": self.move_seconds, "meeting": self.meeting });
        // A name and a relay are written only once given.
        for (key, value) in [("name", &self.name), ("turn", &self.turn), ("turn_user", &self.turn_user), ("turn_password", &self.turn_password)] {
            if !value.is_empty() {
                json[key] = value.as_str().into();
            }
        }
        let _ = with_storage(|st| st.set(ONLINE_KEY, &json.to_string()));
    }

    /// The servers that help this device find a route to another: the STUN address(es),
    /// and the relay with its credentials.
    pub fn helpers(&self) -> peer::Helpers {
        peer::Helpers { stun: self.stun.clone(), turn: self.turn.clone(), user: self.turn_user.clone(), password: self.turn_password.clone() }
    }

    /// Changes the saved settings with `change`.
    fn update(change: impl FnOnce(&mut OnlineSettings)) {
        let mut s = OnlineSettings::load();
        change(&mut s);
        s.save();
    }
}

/// The player's own name from Settings, as a table keeps a player's name (none: the
/// seat's name stands).
pub fn own_name() -> Option<String> {
    Some(online::player_name(&OnlineSettings::load().name)).filter(|n| !n.is_empty())
}

/// How long a friend here has for each decision (none: no clock).
pub fn move_ms() -> Option<u64> {
    Some(OnlineSettings::load().move_seconds * 1000).filter(|&ms| ms > 0)
}

/// The meeting point's brokers of this device (none: invitation links only).
pub fn meeting_brokers() -> Vec<String> {
    meeting::brokers(&OnlineSettings::load().meeting)
}

/// The connection helpers (STUN, and the relay if any) of this device.
pub fn helpers() -> peer::Helpers {
    OnlineSettings::load().helpers()
}

/// The choices of a wait in Settings, with the saved one among them.
fn choices(offered: &[u64], saved: u64) -> Vec<u64> {
    let mut all = offered.to_vec();
    if !all.contains(&saved) {
        all.push(saved);
        all.sort_unstable();
    }
    all
}

/// A setting of seconds in Settings: the `offered` choices (with the `saved` one), each
/// said by `word`; a choice made is kept by `keep`.
fn seconds_field(
    id: &'static str,
    label: &'static str,
    help: &'static str,
    (offered, saved): (&[u64], u64),
    word: impl Fn(u64) -> String,
    keep: fn(&mut OnlineSettings, u64),
) -> impl IntoView {
    let help_id = format!("{id}-help");
    let options = choices(offered, saved)
        .into_iter()
        .map(|s| view! { <option value=s.to_string() selected=s == saved>{word(s)}</option> })
        .collect_view();
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <select id=id aria-describedby=help_id.clone()
                on:change=move |ev| {
                    if let Ok(seconds) = event_target_value(&ev).parse::<u64>() {
                        OnlineSettings::update(|s| keep(s, seconds));
                    }
                }>
                {options}
            </select>
            <p class="help" id=help_id>{help}</p>
        </div>
    }
}

/// How a text setting is typed: an address (with an example), a name, or a password
/// (hidden, kept as typed).
#[derive(Clone, Copy)]
enum Typed {
    Address(&'static str),
    Name,
    Password,
}

/// A text setting in Settings: its `label`, its `help` if any, the `saved` text; a change
/// is kept by `keep`.
fn text_field(id: &'static str, label: &'static str, help: Option<&'static str>, typed: Typed, saved: String, keep: fn(&mut OnlineSettings, String)) -> impl IntoView {
    let help_id = help.map(|_| format!("{id}-help"));
    let secret = matches!(typed, Typed::Password);
    let (inputmode, placeholder) = match typed {
        Typed::Address(example) => (Some("url"), Some(example).filter(|e| !e.is_empty())),
        Typed::Name | Typed::Password => (None, None),
    };
    view! {
        <div class="field">
            <label for=id>{label}</label>
            <input id=id type=if secret { "password" } else { "text" } inputmode=inputmode autocomplete="off" spellcheck=(!secret).then_some("false")
                placeholder=placeholder aria-describedby=help_id.clone() prop:value=saved
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    let text = if secret { text } else { text.trim().to_string() };
                    OnlineSettings::update(|s| keep(s, text));
                } />
            {help.zip(help_id).map(|(help, id)| view! { <p class="help" id=id>{help}</p> })}
        </div>
    }
}

/// Settings: the player's name online; "Meeting point for friends online": the brokers
/// through which one table link seats every friend (empty: invitation links only);
/// "Connection helper (STUN)": the STUN address this
/// device asks (empty: same network only); the relay (TURN) for networks with no direct
/// route, with its user name and password; how long an away friend's seat waits before
/// its bot plays; and the time per move of a friend here.
pub fn online_fields() -> impl IntoView {
    let t = online_texts(lang());
    let saved = OnlineSettings::load();
    view! {
        {text_field("online-name", t.your_name, Some(t.your_name_help), Typed::Name, saved.name, |s, v| s.name = v)}
        {text_field("online-meeting", t.meeting_label, Some(t.meeting_help), Typed::Address(""), saved.meeting, |s, v| s.meeting = v)}
        {text_field("online-stun", t.stun_label, Some(t.stun_help), Typed::Address(""), saved.stun, |s, v| s.stun = v)}
        {text_field("online-turn", t.turn_label, Some(t.turn_help), Typed::Address("turn:relay.example.org:3478"), saved.turn, |s, v| s.turn = v)}
        {text_field("online-turn-user", t.turn_user, None, Typed::Name, saved.turn_user, |s, v| s.turn_user = v)}
        {text_field("online-turn-password", t.turn_password, None, Typed::Password, saved.turn_password, |s, v| s.turn_password = v)}
        {seconds_field("online-away", t.away_label, t.away_help, (&AWAY_CHOICES, saved.away_seconds), t.wait, |s, n| s.away_seconds = n)}
        {seconds_field("online-clock", t.clock_label, t.clock_help, (&MOVE_CHOICES, saved.move_seconds), move |n| if n == 0 { t.clock_off.to_string() } else { (t.wait)(n) }, |s, n| s.move_seconds = n)}
    }
}

/// A seat's last seconds for its decision, shown by the seat: "12 s left".
pub fn seat_clock(seconds: u64) -> impl IntoView {
    view! { <p class="online-clock seat-clock" role="timer">{online_texts(lang()).seconds_left(seconds)}</p> }
}

/// How long until the next whole second of a countdown with `left_ms` to go.
pub fn to_next_second(left_ms: u64) -> std::time::Duration {
    std::time::Duration::from_millis(match left_ms % 1000 {
        0 => 1000,
        part => part,
    })
}
