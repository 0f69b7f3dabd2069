// Friends on their own devices (the module games): two browser contexts talk over WebRTC
// on the loopback, with no STUN server (tests/browser cannot reach any other network).
//
// The guest's side, by accessible names: an invitation link (`#join=<game>.<code>`: the
// host's offer in deflate-raw and base64url) opens "Join NAME's table as SEAT" and "Join";
// then "Your reply for NAME" holds the reply to send back ("Copy reply"); once the host
// takes it the data channel opens and the guest says hello with its seat's name.
//
// First the guest's side alone, against a host that is the test itself (a plain
// RTCPeerConnection in a page of the site), so that it is checked against the handshake's
// format as written down; then the app on both sides, playing a whole deal (below).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ARTIFACTS, freePort, konterBinary, layoutProblems, openApp, screenshot, servedSite, settle, startMeetingPoint, textProblems } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const ONLINE_KEY = 'konter-a-matt:online';
const quick = JSON.stringify({ v: 1, speed: 'instant', lang: 'en' });
/** Same network only: no STUN server is asked. */
const LOOPBACK = JSON.stringify({ v: 1, stun: '', meeting: '' });

let browser;
let server;
servedSite((b, s) => {
  browser = b;
  server = s;
});

/** In the host's page: an offer for `seat` of `game` by `host`, packed as the app packs it:
 *  its description cut to its essentials (`crates/online/src/description.rs`), written here
 *  a second time from that format's description. */
function makeInvitation({ game, seat, host }) {
  const b64 = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const essentials = (sdp) => {
    const lines = sdp.split(/\r?\n/);
    const get = (name) => lines.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3);
    const fingerprint = get('fingerprint').split(' ')[1].split(':').map((h) => parseInt(h, 16));
    const setup = { actpass: 'p', active: 'a', passive: 's' }[get('setup')];
    const candidates = lines
      .filter((l) => l.startsWith('a=candidate:'))
      .map((l) => l.slice('a=candidate:'.length).split(' '))
      .filter((c) => c[1] === '1' && c[2].toLowerCase() === 'udp')
      .map((c) => {
        const kind = { host: 'h', srflx: 's', prflx: 's', relay: 'r' }[c[7]];
        const uuid = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/.exec(c[4]);
        if (uuid && kind === 'h') return `m${b64(uuid.slice(1).join('').match(/../g).map((h) => parseInt(h, 16)))}:${c[5]}`;
        return c[4].includes(':') ? `${kind}[${c[4]}]:${c[5]}` : `${kind}${c[4]}:${c[5]}`;
      });
    return [get('ice-ufrag'), get('ice-pwd'), b64(fingerprint), setup, get('mid'), ...candidates.slice(0, 8)].join(' ');
  };
  return (async () => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    const dc = pc.createDataChannel('table', { ordered: true });
    window.__host = { pc, dc, got: [] };
    dc.onmessage = (e) => window.__host.got.push(e.data);
    await pc.setLocalDescription(await pc.createOffer());
    await new Promise((resolve) => {
      if (pc.iceGatheringState === 'complete') return resolve();
      pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
    });
    const json = JSON.stringify({ v: 3, g: game, s: seat, h: host, o: essentials(pc.localDescription.sdp) });
    const packed = await new Response(new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    let bin = '';
    for (const b of new Uint8Array(packed)) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  })();
}

/** In the host's page: the guest's reply read and taken, its description rebuilt from its
 *  essentials; returns what it said. */
function takeReply(code) {
  const describe = (essentials) => {
    const [ufrag, pwd, fingerprint, setup, mid, ...candidates] = essentials.split(' ');
    const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const hex = [...bytes(fingerprint)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
    const lines = candidates.map((c, i) => {
      const kind = { h: 'host', m: 'host', s: 'srflx', r: 'relay' }[c[0]];
      const at = c.lastIndexOf(':');
      let address = c.slice(1, at).replace(/^\[|\]$/g, '');
      if (c[0] === 'm') {
        const h = [...bytes(address)].map((b) => b.toString(16).padStart(2, '0')).join('');
        address = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
      }
      const related = kind === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
      return `a=candidate:${i} 1 udp ${2122260223 - i} ${address} ${c.slice(at + 1)} typ ${kind}${related}`;
    });
    const role = { a: 'active', s: 'passive' }[setup];
    return ['v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', `a=group:BUNDLE ${mid}`, 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
      'c=IN IP4 0.0.0.0', ...lines, `a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, `a=fingerprint:sha-256 ${hex}`, `a=setup:${role}`,
      `a=mid:${mid}`, 'a=sctp-port:5000', 'a=max-message-size:262144', ''].join('\r\n');
  };
  return (async () => {
    const b64 = code.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
    const json = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const reply = JSON.parse(json);
    await window.__host.pc.setRemoteDescription({ type: 'answer', sdp: describe(reply.a) });
    return reply;
  })();
}

const GAMES = [
  { name: 'Kontraspiel', key: 'kontra', game: 'kontraspiel', seat: 2, seatName: 'North', host: 'South' },
  { name: 'Müller Matz', key: 'matz', game: 'mueller-matz', seat: 1, seatName: 'Anna', host: 'Zoe' },
];

for (const g of GAMES) {
  describe(`${g.name}: joining a table from an invitation link`, () => {
    test('Join, the reply, the connection and the hello', async () => {
      const host = await openApp(browser, server.url, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
      const code = await host.page.evaluate(makeInvitation, { game: g.game, seat: g.seat, host: g.host });
      const link = `${server.url}#join=${g.key}.${code}`;
      console.log(`invitation link: ${link.length - server.url.length + 1} bytes after the address (${link.length} in all)`);

      const guest = await openApp(browser, link, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
      const title = `Join ${g.host}'s table as ${g.seatName}`;
      await guest.page.getByRole('heading', { name: title }).waitFor({ timeout: 30_000 });
      // The invitation stays in the address bar: a reload opens it again (and, once it is
      // joined, offers "Reconnect").
      assert.equal(await guest.page.evaluate(() => location.hash), `#join=${g.key}.${code}`);
      const joined = Date.now();
      await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
      const replyBox = guest.page.getByRole('textbox', { name: `Your reply for ${g.host}` });
      await replyBox.waitFor({ timeout: 15_000 });
      assert.equal(await replyBox.getAttribute('readonly'), '');
      await guest.page.getByRole('button', { name: 'Copy reply' }).waitFor();
      const reply = await replyBox.inputValue();
      console.log(`reply: ${reply.length} bytes`);
      const read = await host.page.evaluate(takeReply, reply);
      assert.equal(read.v, 3);
      assert.equal(read.s, g.seat);
      // Only what the connection needs: ICE credentials, fingerprint, role, media id, candidates.
      assert.match(read.a, /^\S+ \S+ [A-Za-z0-9_-]{43} [as] \S+( [hmsr]\S+:\d+)+$/);

      await guest.page.getByRole('heading', { name: `Connected to ${g.host}'s table` }).waitFor({ timeout: 15_000 });
      await host.page.waitForFunction(() => window.__host.got.length > 0, null, { timeout: 10_000 });
      console.log(`Join to connected: ${Date.now() - joined} ms`);
      const hello = JSON.parse((await host.page.evaluate(() => window.__host.got))[0]);
      assert.deepEqual(hello, { type: 'hello', name: g.seatName, v: 3 });

      // Garbage and a message of another version from the host are let go; the guest stays.
      await host.page.evaluate(() => {
        window.__host.dc.send('not json');
        window.__host.dc.send(JSON.stringify({ v: 99, type: 'welcome' }));
        window.__host.dc.send('x'.repeat(200 * 1024));
      });
      await guest.page.waitForTimeout(300);
      await guest.page.getByRole('heading', { name: `Connected to ${g.host}'s table` }).waitFor();

      // The host goes: the guest says the connection was lost.
      await host.page.evaluate(() => window.__host.pc.close());
      await guest.page.getByRole('heading', { name: `The connection to ${g.host}'s table was lost` }).waitFor({ timeout: 30_000 });
      // The way back: a new invitation; what is pasted must be one.
      await guest.page.getByRole('textbox', { name: 'New invitation link' }).fill('hello');
      await guest.page.getByRole('button', { name: 'Reconnect', exact: true }).click();
      await guest.page.getByRole('alert').filter({ hasText: 'This is not an invitation link of this app.' }).waitFor();

      for (const w of [host, guest]) {
        assert.deepEqual(w.problems, []);
        await w.context.close();
      }
    });

    test('a damaged invitation says it cannot be read', async () => {
      const guest = await openApp(browser, `${server.url}#join=${g.key}.AAAA-not-a-code`, { [SETTINGS_KEY]: quick });
      await guest.page.getByRole('heading', { name: /^This invitation cannot be read: / }).waitFor({ timeout: 30_000 });
      assert.deepEqual(guest.problems, []);
      await guest.context.close();
    });
  });
}

// ── A whole game with a friend online ─────────────────────────────────────────
//
// The host's Settings → "Who plays NAME" → "A friend online"; "New match" shows "Invite
// NAME" with the link in "Invitation link for NAME"; the guest opens it in its own browser
// context, joins, and its reply goes into "Paste NAME's reply" → "Connect"; "NAME is here"
// and play begins. The guest plays its seat by clicking its cards by their accessible
// names; every message it receives is recorded (RTCDataChannel hooked before the app
// starts) and none holds a card of another hand.

/** The text of the QR code drawn in `svg` (a locator), read from its picture as a camera
 *  would: drawn on a canvas at 4 pixels a module, then decoded by jsQR. */
async function readQr(svg) {
  const { side, data } = await svg.evaluate(async (el) => {
    const side = el.viewBox.baseVal.width * 4;
    const img = new Image();
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(new XMLSerializer().serializeToString(el));
    await img.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0, side, side);
    return { side, data: Array.from(g.getImageData(0, 0, side, side).data) };
  });
  const { default: jsQR } = await import('jsqr');
  return jsQR(Uint8ClampedArray.from(data), side, side)?.data;
}

/** A camera and a QR reader for a browser that has neither here: the camera shows a blank
 *  picture, the reader sees the code the test put in `window.__qr` (read by `readQr` from
 *  the other device's screen). */
function fakeCamera() {
  window.BarcodeDetector = class {
    constructor(options) { window.__qrFormats = options?.formats; }
    async detect() { return window.__qr ? [{ rawValue: window.__qr, format: 'qr_code' }] : []; }
  };
  navigator.mediaDevices.getUserMedia = async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 16, height: 16 });
    canvas.getContext('2d').fillRect(0, 0, 16, 16);
    return canvas.captureStream(1);
  };
}

const CARD = /\b(Ace|King|Queen|Jack|Ten|Nine|Eight|Seven|Six|Five|Four|Three|Two)\b/;

/** Hooks every data channel of the page: each message received is kept in __received
 *  (whole, when it came in frames). */
function recordMessages() {
  window.__received = [];
  window.__channels = [];
  const add = RTCDataChannel.prototype.addEventListener;
  const seen = new WeakSet();
  const watch = (dc) => {
    if (seen.has(dc)) return;
    seen.add(dc);
    window.__channels.push(dc);
    // A long message comes in frames "~I/N:PART" (crates/online/src/frames.rs): kept whole.
    let parts = [];
    add.call(dc, 'message', (e) => {
      if (typeof e.data !== 'string') return window.__received.push('(binary)');
      const frame = /^~(\d+)\/(\d+):/.exec(e.data);
      if (!frame) return window.__received.push(e.data);
      parts.push(e.data.slice(frame[0].length));
      if (+frame[1] === +frame[2] - 1) window.__received.push(parts.splice(0).join(''));
    });
  };
  const desc = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    set(f) { watch(this); desc.set.call(this, f); },
    get() { return desc.get.call(this); },
  });
}

const TABLES = [
  {
    name: 'Kontraspiel', id: 'kontraspiel', settingsKey: 'konter-a-matt:kontraspiel-settings',
    settings: { v: 1, rules: { start_chips: 10, max_deals: 1 }, level: 'easy', players: ['bot', 'online'] },
    friend: 'North', friendSeat: 2, owner: 'South',
    // The host's page reloads mid-deal: it invites North again, and the deal goes on from
    // where it stood. Then North's page reloads: "Reconnect" with a new invitation brings
    // North back.
    reload: true, hostReload: true,
    // The host's browser reads QR codes: North's reply is scanned, not pasted. At the end
    // North leaves the table for their own app.
    scan: true, leave: true,
    withoutHelp: 'A bot plays North\'s seat, in the next matches too (Settings → "Who plays North").',
    choices: '.kx-buttons .btn', cards: '.kx-hand .hand-card.playable', table: '.kx-table', hand: '.kx-hand',
    end: /^(Next deal|New session|Revenge|Play again)$/,
    // A card goes from the table into a hand only as the turn-up, and every message so far
    // is checked against the host's hand as it is now.
    publicKeys: ['turn_up'], latestOnly: false,
  },
  {
    name: 'Müller Matz', id: 'mueller-matz', settingsKey: 'konter-a-matt:mueller-matz-settings',
    settings: { v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online'] },
    friend: 'Anna', friendSeat: 1, owner: 'Zoe',
    // Anna's browser goes away mid-game: her bot plays for her after the delay (1 s here),
    // "Invite Anna again" brings her back with her hand as it is. Before that the host's
    // page reloads and invites Anna again.
    drop: true, hostReload: true,
    choices: '.mx-actions .btn', cards: '.mx-hand .hand-card.playable', table: '.mx-table', hand: '.mx-hand',
    end: /^(Next game|Play again)$/,
    // A double pack (a code may be in two hands), piles picked up into hands, every action
    // made in the open: the latest message is checked against the host's hand as it is
    // now, its public cards and the guest's own aside; other seats travel as counts.
    publicKeys: ['turned', 'trick', 'phase', 'log', 'happened', 'hand', 'reserve', 'legal'], latestOnly: true,
  },
  {
    name: 'Konter a Matt', id: 'konter-a-matt', settingsKey: SETTINGS_KEY, savedKey: 'konter-a-matt:online-match',
    settings: { v: 1, speed: 'instant', lang: 'en', players: ['bot', 'online', 'bot'] },
    friend: 'North', friendSeat: 2, owner: 'South',
    // Both pages reload mid-deal and the table resumes; at the end North leaves.
    reload: true, hostReload: true, leave: true, lastTrick: true,
    // Konter a Matt's settings are the page's: "Play without North" changes this match only.
    withoutHelp: "A bot plays North's seat for the rest of this match.",
    choices: '.ko-table .suit-btn, .ko-table .announce-btn', cards: '.ko-table .hand .hand-card.playable', table: '.ko-table .hand', hand: '.ko-table .hand',
    end: /^(Next deal|New match)$/,
    // Every action is made in the open: a card of the host's hand is in no message until it
    // is played (and then no longer in the hand).
    publicKeys: [], latestOnly: false,
  },
];

const RANKS = { Two: '2', Three: '3', Four: '4', Five: '5', Six: '6', Seven: '7', Eight: '8', Nine: '9', Ten: 'T', Jack: 'J', Queen: 'Q', King: 'K', Ace: 'A' };
const SUITS = { Spades: 'S', Hearts: 'H', Diamonds: 'D', Clubs: 'C' };

/** The cards of the host's own hand as its page shows them, by their codes ("QS"). */
async function hostHand(page, t) {
  const names = await page.locator(`${t.hand} .hand-card`).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.match(/(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of (Spades|Hearts|Diamonds|Clubs)/))
    .filter(Boolean).map((m) => RANKS[m[1]] + SUITS[m[2]]);
}

/** The host's page acts if its person is to: a choice, else a playable card. Returns
 *  whether there was one to click. */
function hostActs(page, t) {
  return page.evaluate(([choices, cards]) => {
    const target = document.querySelector(choices) ?? document.querySelector(cards);
    target?.click();
    return !!target;
  }, [t.choices, t.cards]);
}

/** Where a card code is in a message (for a failure's text). */
function pathsOf(value, code, at = '') {
  if (value === code) return [at];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => pathsOf(v, code, `${at}.${k}`));
  return [];
}

/** Every card code in a message, but those under the keys `publicKeys` (cards shown to
 *  everybody: the turn-up, the tricks). */
function cardCodes(value, publicKeys, out = new Set()) {
  if (typeof value === 'string') {
    if (/^[2-9TJQKA][SHDC]$/.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardCodes(v, publicKeys, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!publicKeys.includes(k)) cardCodes(v, publicKeys, out);
  }
  return out;
}

/** Counts, in the page, the messages its data channels deliver and the time spent in
 * their handlers (`window.__handled`). */
function timeHandlers() {
  const d = Object.getOwnPropertyDescriptor(RTCDataChannel.prototype, 'onmessage');
  window.__handled = { n: 0, ms: 0 };
  Object.defineProperty(RTCDataChannel.prototype, 'onmessage', {
    configurable: true,
    get: d.get,
    set(f) {
      d.set.call(this, f && ((e) => {
        const start = performance.now();
        try {
          return f(e);
        } finally {
          window.__handled.n += 1;
          window.__handled.ms += performance.now() - start;
        }
      }));
    },
  });
}

for (const t of TABLES) {
  describe(`${t.name} with a friend online`, () => {
    test(`the host invites ${t.friend}, who joins from another browser and plays to the end`, async () => {
      const entries = {
        [SETTINGS_KEY]: quick,
        [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', away_seconds: 1 }),
        'konter-a-matt:game': JSON.stringify({ v: 1, game: t.id }),
        [t.settingsKey]: JSON.stringify(t.settings),
      };
      const host = await openApp(browser, server.url, entries);
      if (t.scan) {
        await host.context.addInitScript(fakeCamera);
        await host.page.evaluate(fakeCamera);
      }
      // Settings: the third choice is there and chosen.
      await host.page.getByRole('button', { name: 'Settings', exact: true }).first().click();
      const who = host.page.getByRole('dialog').getByRole('combobox', { name: `Who plays ${t.friend}`, exact: true });
      await who.waitFor();
      assert.deepEqual(await who.locator('option').allTextContents(), ['Bot', 'A person', 'A friend online']);
      assert.equal(await who.evaluate((s) => s.options[s.selectedIndex].textContent), 'A friend online');
      await host.page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      // The time the host's page spends in its connections' message handlers (after a
      // reload too).
      await host.context.addInitScript(timeHandlers);
      await host.page.evaluate(timeHandlers);
      await host.page.getByRole('button', { name: 'New match', exact: true }).click();
      await host.page.getByRole('heading', { name: `Invite ${t.friend}` }).waitFor({ timeout: 15_000 });
      const linkBox = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
      await linkBox.waitFor({ timeout: 15_000 });
      await host.page.getByRole('button', { name: 'Copy invitation link' }).waitFor();
      if (t.withoutHelp) {
        const without = host.page.getByRole('button', { name: `Play without ${t.friend}` });
        assert.equal(await without.getAttribute('aria-describedby').then((id) => host.page.locator(`#${id}`).textContent()), t.withoutHelp);
      }
      const link = await linkBox.inputValue();
      console.log(`${t.name}: invitation link ${link.length} bytes (fragment ${link.length - link.indexOf('#')})`);
      assert.match(link, /#join=(kontra|matz|konter)\.[A-Za-z0-9_-]+$/);
      // The same link as a QR code, for a phone in the room.
      const qr = host.page.getByRole('img', { name: `QR code of the invitation link for ${t.friend}` });
      assert.equal(await readQr(qr), link, 'the QR code reads as the invitation link');

      const openGuest = async (link) => {
        const w = await (await import('./helpers.mjs')).newWatchedPage(browser);
        await w.context.addInitScript((items) => {
          if (!sessionStorage.getItem('test-seeded')) {
            sessionStorage.setItem('test-seeded', '1');
            for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
          }
        }, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
        await w.context.addInitScript(recordMessages);
        await w.page.goto(link.replace(/^https?:\/\/[^/]+\//, server.url), { waitUntil: 'load' });
        return w;
      };
      // A new invitation opened on the guest's page: "Join", the reply pasted at the host,
      // "Connect", and the friend is back at the table.
      const joinAgain = async (guest) => {
        await guest.getByRole('button', { name: 'Join', exact: true }).click({ timeout: 30_000 });
        const box = guest.getByRole('textbox', { name: `Your reply for ${t.owner}` });
        await box.waitFor({ timeout: 15_000 });
        await host.page.getByRole('textbox', { name: `Paste ${t.friend}'s reply` }).fill(await box.inputValue());
        await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
        await host.page.getByText(`${t.friend} is here`).waitFor({ timeout: 15_000 });
        await guest.locator(t.table).waitFor({ timeout: 15_000 });
      };
      let guestWatch = await openGuest(link);
      let guest = guestWatch.page;
      await guest.getByRole('heading', { name: `Join ${t.owner}'s table as ${t.friend}` }).waitFor({ timeout: 30_000 });
      const joined = Date.now();
      await guest.getByRole('button', { name: 'Join', exact: true }).click();
      const replyBox = guest.getByRole('textbox', { name: `Your reply for ${t.owner}` });
      await replyBox.waitFor({ timeout: 15_000 });
      const reply = await replyBox.inputValue();
      console.log(`${t.name}: reply ${reply.length} bytes`);
      const reading = Date.now();
      const replyQr = await readQr(guest.getByRole('img', { name: 'QR code of the reply' }));
      const readingMs = Date.now() - reading;
      assert.equal(replyQr, reply, 'the QR code reads as the reply');
      if (t.scan) {
        // The host's camera reads the reply from the guest's screen.
        await host.page.getByRole('button', { name: `Scan ${t.friend}'s reply` }).click();
        await host.page.getByRole('button', { name: 'Stop scanning' }).waitFor();
        await host.page.getByRole('img', { name: `Camera for ${t.friend}'s reply` }).or(host.page.locator('video.qr-camera')).first().waitFor();
        await host.page.evaluate((code) => { window.__qr = code; }, replyQr);
        assert.deepEqual(await host.page.evaluate(() => window.__qrFormats), ['qr_code']);
      } else {
        assert.equal(await host.page.getByRole('button', { name: `Scan ${t.friend}'s reply` }).count(), 0, 'no scanning where the browser cannot read QR codes');
        await host.page.getByRole('textbox', { name: `Paste ${t.friend}'s reply` }).fill(reply);
        await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
      }
      try {
        await host.page.getByText(`${t.friend} is here`).waitFor({ timeout: 30_000 });
      } catch (e) {
        // What each page showed, to tell why the connection was not made.
        for (const [who, page] of [['host', host.page], ['guest', guest]]) {
          console.log(`${who}:`, (await page.evaluate(() => document.body.innerText).catch(() => '(gone)')).slice(0, 800));
          await screenshot(page, `online-${t.id}-${who}-not-connected`).catch(() => {});
        }
        throw e;
      }
      console.log(`${t.name}: Join to "${t.friend} is here": ${Date.now() - joined - readingMs} ms (the test's reading of the QR code, ${readingMs} ms, left out)`);
      await host.page.locator(t.table).waitFor({ timeout: 15_000 });
      await guest.locator(t.table).waitFor({ timeout: 15_000 });
      if (t.id !== 'konter-a-matt') {
        // A deal in play is not shared while a friend plays it: its link would show their cards.
        await host.page.getByRole('button', { name: 'Menu' }).click();
        await host.page.getByRole('dialog').getByRole('button', { name: 'Share this deal' }).click();
        await host.page.getByText('At a table with friends online, a deal is shared once it is over.').waitFor();
      }

      // Play to the end: whoever is to act clicks; the guest clicks its cards by name.
      let guestPlays = 0;
      let ended = false;
      let forged = false;
      let reviewed = false;
      let checks = 0;
      let dropped = !t.drop;
      let reloaded = false;
      let hostReloaded = false;
      // What each page showed when a step failed, to tell why.
      const dump = async (why) => {
        await screenshot(host.page, `online-${t.id}-host-${why}`).catch(() => {});
        await screenshot(guest, `online-${t.id}-guest-${why}`).catch(() => {});
        console.log('host:', (await host.page.evaluate(() => document.body.innerText).catch(() => '(gone)')).slice(0, 800));
        console.log('guest:', (await guest.evaluate(() => document.body.innerText).catch(() => '(gone)')).slice(0, 800));
      };
      try {
        for (let step = 0; step < 3000 && !ended; step++) {
          // No card of the host's hand is in what the guest has received.
          const held = await hostHand(host.page, t);
          const got = await guest.evaluate(() => window.__received);
          for (const text of t.latestOnly ? got.slice(-1) : got) {
            // A reveal comes after the deal's last action, with the deal's whole record: by
            // then every hand is the table's to see.
            if (JSON.parse(text).type === 'reveal') continue;
            const codes = cardCodes(JSON.parse(text), t.publicKeys);
            const leaked = held.filter((c) => codes.has(c));
            assert.deepEqual(leaked, [], `a message to ${t.friend} names a card of ${t.owner}'s hand: ${leaked.map((c) => pathsOf(JSON.parse(text), c)).join(', ')} in ${text.slice(0, 200)}`);
            const { view } = JSON.parse(text);
            for (const other of view?.seats ?? []) {
              assert.ok(typeof other.hand === 'number' && typeof other.reserve === 'number', `another seat travels as counts: ${JSON.stringify(other)}`);
            }
          }
          checks += 1;
          if (!dropped && guestPlays >= 3) {
            // The guest's browser goes: "NAME is away", and after the delay its bot plays.
            dropped = true;
            const handBefore = await guest.locator(`${t.hand} .hand-card`).count();
            await guestWatch.context.close();
            await host.page.getByText(`${t.friend} is away`).waitFor({ timeout: 30_000 });
            const moves = () => host.page.evaluate(() => document.querySelector('.mx-last, .mx-status')?.textContent ?? '');
            const before = await moves();
            // The host plays on; the friend's seat is played by its bot after the delay.
            for (let i = 0; i < 200; i++) {
              await hostActs(host.page, t);
              await host.page.waitForTimeout(50);
              if ((await host.page.getByRole('button', { name: t.end }).count()) > 0) break;
              if (i > 40) break;
            }
            console.log(`${t.name}: while ${t.friend} was away: ${before} → ${await moves()} (the guest had ${handBefore} cards)`);
            // "Invite NAME again": a new link; the friend joins again.
            if ((await host.page.getByRole('button', { name: t.end }).count()) === 0) {
              await host.page.getByRole('button', { name: `Invite ${t.friend} again` }).click();
              const again = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
              await again.waitFor({ timeout: 15_000 });
              guestWatch = await openGuest(await again.inputValue());
              guest = guestWatch.page;
              await joinAgain(guest);
              console.log(`${t.name}: ${t.friend} is back with ${await guest.locator(`${t.hand} .hand-card`).count()} cards`);
            }
            continue;
          }
          if (t.reload && !reloaded && forged && guestPlays >= 2 && hostReloaded === !!t.hostReload) {
            // The guest's page reloads: the invitation is spent, "Reconnect" takes a new one.
            reloaded = true;
            const handBefore = await guest.locator(`${t.hand} .hand-card`).count();
            await guest.reload({ waitUntil: 'load' });
            await guest.getByRole('heading', { name: `Back to ${t.owner}'s table` }).waitFor({ timeout: 30_000 });
            await host.page.getByText(`${t.friend} is away`).waitFor({ timeout: 30_000 });
            await host.page.getByRole('button', { name: `Invite ${t.friend} again` }).click();
            const again = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
            await again.waitFor({ timeout: 15_000 });
            await guest.getByRole('textbox', { name: 'New invitation link' }).fill(await again.inputValue());
            await guest.getByRole('button', { name: 'Reconnect', exact: true }).click();
            await joinAgain(guest);
            const handAfter = await guest.locator(`${t.hand} .hand-card`).count();
            console.log(`${t.name}: ${t.friend} reloaded with ${handBefore} cards and is back with ${handAfter}`);
            continue;
          }
          // The host reloads on its own turn: no move of the friend's is on its way then.
          const hostsTurn = () => host.page.evaluate(([c, k]) => !!(document.querySelector(c) ?? document.querySelector(k)), [t.choices, t.cards]);
          if (t.hostReload && forged && !hostReloaded && guestPlays >= 1 && (await hostsTurn())) {
            // The host's page reloads: the match is as saved, North is invited again (play
            // waits), the guest's page says the connection was lost and takes the new link.
            hostReloaded = true;
            await guest.waitForTimeout(300);
            const hostBefore = (await hostHand(host.page, t)).sort().join(' ');
            const guestBefore = await guest.locator(`${t.hand} .hand-card`).count();
            await host.page.reload({ waitUntil: 'load' });
            await guest.getByRole('heading', { name: `The connection to ${t.owner}'s table was lost` }).waitFor({ timeout: 30_000 });
            const again = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
            await again.waitFor({ timeout: 30_000 });
            assert.equal(await host.page.locator(t.table).count(), 0, 'play waits for the friend');
            await host.page.getByText('Your match is kept: it goes on where it stood once everyone is back.').waitFor();
            await guest.getByRole('textbox', { name: 'New invitation link' }).fill(await again.inputValue());
            await guest.getByRole('button', { name: 'Reconnect', exact: true }).click();
            await joinAgain(guest);
            await host.page.locator(t.table).waitFor({ timeout: 15_000 });
            assert.equal((await hostHand(host.page, t)).sort().join(' '), hostBefore, "the host's hand is as it was");
            assert.equal(await guest.locator(`${t.hand} .hand-card`).count(), guestBefore, "the friend's hand is as it was");
            console.log(`${t.name}: the host reloaded; ${t.friend} is back with ${guestBefore} cards`);
            continue;
          }
          const card = guest.locator(t.cards).first();
          if (!forged && (await card.count())) {
            // Forged messages: an intent for the host's seat, garbage, one too large, a stale
            // repeat of the guest's own intent. Each is refused with a reason; the table goes on.
            forged = true;
            const refusedBefore = got.filter((m) => JSON.parse(m).type === 'refused').length;
            const revision = await guest.evaluate(() => {
              const received = window.__received.map((m) => JSON.parse(m));
              const last = [...received].reverse().find((m) => m.view);
              const mine = received.find((m) => m.type === 'welcome').seat;
              const action = (last.view.legal ?? last.view.deal.legal)[0];
              const dc = window.__channels[0];
              dc.send(JSON.stringify({ v: 3, type: 'intent', seat: 0, action, revision: last.revision }));
              dc.send('{"v":3,"type":"intent","seat":');
              dc.send(JSON.stringify({ v: 3, type: 'hello', name: 'x'.repeat(100 * 1024) }));
              dc.send(JSON.stringify({ v: 3, type: 'intent', seat: mine, action, revision: last.revision - 1 }));
              return last.revision;
            });
            assert.ok(revision >= 1, `the table's revision moved on with the deal (${revision})`);
            await guest.waitForFunction((n) => window.__received.filter((m) => JSON.parse(m).type === 'refused').length >= n + 4, refusedBefore, { timeout: 10_000 });
            const reasons = (await guest.evaluate(() => window.__received)).map((m) => JSON.parse(m)).filter((m) => m.type === 'refused').slice(-4).map((m) => m.reason);
            console.log(`${t.name}: refused: ${reasons.join(' | ')}`);
            assert.match(reasons[0], /this device plays seat/);
            assert.match(reasons[1], /not readable/);
            assert.match(reasons[2], /too large/);
            assert.match(reasons[3], /earlier moment/);
            // The guest is shown the last refusal, in the host's words.
            await guest.getByRole('alert').filter({ hasText: 'earlier moment' }).waitFor();
            // A flood: 10,000 pings in one burst. A few are answered, then one refusal, then
            // nothing; the host reads each at the cost of a count, and the table goes on.
            const before = await host.page.evaluate(() => ({ ...window.__handled }));
            const pongsBefore = await guest.evaluate(() => window.__received.filter((m) => JSON.parse(m).type === 'pong').length);
            await guest.evaluate(() => {
              const dc = window.__channels[0];
              for (let i = 0; i < 10_000; i++) dc.send('{"v":3,"type":"ping"}');
            });
            await host.page.waitForFunction((n) => window.__handled.n >= n + 10_000, before.n, { timeout: 60_000 });
            const after = await host.page.evaluate(() => ({ ...window.__handled }));
            await guest.waitForFunction(() => window.__received.some((m) => JSON.parse(m).reason === 'too many messages: wait a moment'), null, { timeout: 10_000 });
            const pongs = (await guest.evaluate(() => window.__received.filter((m) => JSON.parse(m).type === 'pong').length)) - pongsBefore;
            assert.ok(pongs <= 40, `at most a burst of pings is answered (${pongs})`);
            const perMessage = (after.ms - before.ms) / (after.n - before.n);
            console.log(`${t.name}: a flood of 10,000 pings: ${pongs} answered, the host's main thread ${(after.ms - before.ms).toFixed(1)} ms in all, ${(perMessage * 1000).toFixed(1)} µs a message`);
            // The host's page answers at once (its main thread is free).
            assert.equal(await host.page.evaluate(() => 1 + 1), 2);
            await guest.waitForTimeout(300);
          }
          const lastTrick = guest.getByRole('button', { name: 'Last trick', exact: true });
          if (t.lastTrick && !reviewed && await lastTrick.isEnabled({ timeout: 500 }).catch(() => false)) {
            // The last trick, over the friend's table: who led it and who won it.
            await lastTrick.click();
            const review = guest.getByRole('dialog', { name: 'Last trick' });
            await review.waitFor();
            assert.match(await review.innerText(), /led by .*, won by /);
            await review.getByRole('button', { name: 'Close', exact: true }).click();
            await review.waitFor({ state: 'detached' });
            reviewed = true;
          }
          if (await card.count()) {
            // The card may be gone meanwhile (the table moved on): look again.
            const name = await card.getAttribute('aria-label', { timeout: 1000 }).catch(() => null);
            if (name) {
              await guest.getByRole('button', { name, exact: true }).first().click({ timeout: 2000 }).catch(() => {});
              guestPlays += 1;
            }
            await guest.waitForTimeout(30);
            continue;
          }
          const choice = guest.locator(t.choices).first();
          if (await choice.count()) {
            await choice.click({ timeout: 2000 }).catch(() => {});
            await guest.waitForTimeout(30);
            continue;
          }
          const acted = await hostActs(host.page, t);
          if (!acted) {
            const end = host.page.getByRole('button', { name: t.end });
            if (await end.count()) ended = true;
            else await host.page.waitForTimeout(30);
          }
        }
      } catch (e) {
        await dump('failed');
        throw e;
      }
      if (!ended) {
        await dump('stuck');
        console.log('last received:', (await guest.evaluate(() => window.__received.slice(-2))));
      }
      assert.ok(ended, 'the deal (or game) came to its end');
      assert.ok(guestPlays > 0, 'the guest played its own cards');
      assert.ok(forged, 'forged messages were sent');
      assert.equal(reviewed, !!t.lastTrick, 'the friend looked at the last trick');
      assert.equal(reloaded, !!t.reload, 'the guest reloaded and came back');
      assert.equal(hostReloaded, !!t.hostReload, 'the host reloaded and the table resumed');
      console.log(`${t.name}: ${checks} checks of the messages against the host's hand`);
      // The host's page reloaded mid-deal, and the deal was revealed at its end all the same:
      // the export lists its numbers, and `konter replay` deals it again from them.
      await replaysFair(host.page, [t.friendSeat]);

      // Every message the guest received: typed, versioned, and never another hand.
      const received = await guest.evaluate(() => window.__received);
      assert.ok(received.length > 3, `messages received: ${received.length}`);
      const hostSaved = await host.page.evaluate((k) => localStorage.getItem(k), t.savedKey ?? `konter-a-matt:${t.id}`);
      assert.ok(hostSaved);
      for (const text of received) {
        const m = JSON.parse(text);
        assert.equal(m.v, 3);
        assert.ok(['welcome', 'update', 'refused', 'here', 'away', 'pong', 'hurry', 'commit', 'reveal'].includes(m.type), m.type);
        if (m.view) assert.equal(m.view.seat ?? m.view.deal?.seat ?? t.friendSeat, t.friendSeat);
      }
      if (t.leave) {
        // The friend goes back to their own app: the host sees them away.
        // Asked once more; "Stay" keeps the table.
        await guest.getByRole('button', { name: `Leave ${t.owner}'s table` }).click();
        await guest.getByRole('alert').filter({ hasText: `Leave? Your bot plays for you until ${t.owner} invites you again.` }).waitFor();
        await screenshot(guest, `online-${t.id}-guest-leaving`);
        await guest.getByRole('button', { name: 'Stay', exact: true }).click();
        await guest.getByRole('button', { name: 'Yes, leave' }).waitFor({ state: 'detached' });
        await guest.getByRole('button', { name: `Leave ${t.owner}'s table` }).click();
        await guest.getByRole('button', { name: 'Yes, leave' }).click();
        await guest.locator('h1 .brand-btn').waitFor({ timeout: 30_000 });
        await guest.waitForFunction(() => location.hash === '', null, { timeout: 10_000 });
        assert.equal(await guest.getByRole('button', { name: `Leave ${t.owner}'s table` }).count(), 0);
        assert.equal(await guest.locator('.online').count(), 0, 'no invitation on the friend\'s own app');
        await host.page.getByText(`${t.friend} is away`).waitFor({ timeout: 30_000 });
      }
      for (const w of [host, guestWatch]) {
        assert.deepEqual(w.problems, []);
        await w.context.close();
      }
    });
  });
}

// ── Three friends online ──────────────────────────────────────────────────────

const THREE = [
  {
    name: 'Kontraspiel', friends: ['West', 'North', 'East'], host: 'South',
    storage: { 'konter-a-matt:game': JSON.stringify({ v: 1, game: 'kontraspiel' }), 'konter-a-matt:kontraspiel-settings': JSON.stringify({ v: 1, rules: { start_chips: 10, max_deals: 1 }, level: 'easy', players: ['online', 'online', 'online'] }) },
    table: '.kx-table', cards: '.kx-hand .hand-card.playable', choices: '.kx-buttons .btn', end: /^(Next deal|New session|Revenge|Play again)$/, exported: true,
    // The host's page reloads before the export: the numbers are kept on the device.
    reloadBeforeExport: true,
  },
  {
    name: 'Müller Matz', friends: ['Anna', 'Ben', 'Clara'], host: 'Zoe',
    storage: { 'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }), 'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 4, target: 1 }, level: 'easy', players: ['online', 'online', 'online'] }) },
    table: '.mx-table', cards: '.mx-hand .hand-card.playable', choices: '.mx-actions .btn', end: /^(Next game|Play again)$/, exported: true,
  },
  {
    name: 'Konter a Matt', friends: ['West', 'North', 'East'], host: 'South',
    storage: { [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en', players: ['online', 'online', 'online'] }) },
    table: '.ko-table .hand', cards: '.ko-table .hand .hand-card.playable', choices: '.ko-table .suit-btn, .ko-table .announce-btn', end: /^(Next deal|New match)$/,
    // What a friend reads at the deal's end: the page's summary, and its tricks to look at again.
    friendEnd: { heading: /^Deal 1: (South and North win|West and East win|Stänner, 20 to 20)$/, more: 'The tricks of this deal' },
    // Menu → Export gives the match hosted with the friends, not the page's with the bots.
    exported: true,
  },
];

const FAIR_CHECKED = "These cards were dealt from everyone's numbers (checked on this device).";
const NOT_FAIR = "This deal was not dealt from everyone's numbers.";

/** The host exports the match: its record lists deal 1's numbers (the host's and its
 * friends', at `seats`), `konter replay` deals it again from them; with one friend's number
 * altered, the record is refused, naming deal 1. */
async function replaysFair(page, seats = [1, 2, 3]) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Export match' }).click();
  const text = await page.getByRole('dialog').locator('textarea').inputValue();
  await page.keyboard.press('Escape');
  const record = JSON.parse(text);
  assert.equal(record.fair?.[0]?.deal, 1, 'the first deal was dealt from everyone\'s numbers');
  assert.deepEqual(record.fair[0].guests.map((g) => g.seat), seats);
  const dir = mkdtempSync(join(tmpdir(), 'fair-'));
  const file = join(dir, 'match.json');
  writeFileSync(file, text);
  const out = execFileSync(konterBinary(), ['replay', file], { encoding: 'utf8' });
  assert.match(out, /dealt from everyone's numbers \(checked\): deal 1\b/);
  const friend = record.fair[0].guests.at(-1);
  friend.number = (friend.number[0] === '0' ? '1' : '0') + friend.number.slice(1);
  const altered = join(dir, 'altered.json');
  writeFileSync(altered, JSON.stringify(record, null, 2));
  const refused = spawnSync(konterBinary(), ['replay', altered], { encoding: 'utf8' });
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /deal 1 was not dealt from everyone's numbers/);
}

/** Plays the table of `t` to its deal's or game's end: whoever is to act clicks (each
 *  friend's cards by name). Its end reached, and how many cards each friend played. */
async function playToEnd(host, guests, t) {
  let ended = false;
  const plays = [0, 0, 0];
  for (let step = 0; step < 4000 && !ended; step++) {
    let acted = false;
    for (const [i, g] of guests.entries()) {
      const card = g.page.locator(t.cards).first();
      if (await card.count()) {
        // The card may be gone meanwhile (the table moved on): look again.
        const name = await card.getAttribute('aria-label', { timeout: 1000 }).catch(() => null);
        if (name) {
          await g.page.getByRole('button', { name, exact: true }).first().click({ timeout: 2000 }).catch(() => {});
          plays[i] += 1;
        }
        acted = true;
        break;
      }
      const choice = g.page.locator(t.choices).first();
      if (await choice.count()) {
        await choice.click({ timeout: 2000 }).catch(() => {});
        acted = true;
        break;
      }
    }
    if (acted) continue;
    const hostActed = await hostActs(host.page, t);
    if (!hostActed) {
      if (await host.page.getByRole('button', { name: t.end }).count()) ended = true;
      else await host.page.waitForTimeout(30);
    }
  }
  if (!ended) {
    // What each page showed, to tell why.
    for (const [i, w] of [host, ...guests].entries()) {
      console.log(`page ${i}:`, (await w.page.evaluate(() => document.body.innerText)).slice(0, 800));
      await screenshot(w.page, `online-three-unfinished-${i}`);
    }
  }
  return { ended, plays };
}

for (const t of THREE) describe(`${t.name} with three friends online (four browser contexts)`, () => {
  test(`${t.friends.join(', ')} join from their own browsers and the ${t.name === 'Kontraspiel' ? 'deal' : 'game'} is played to its end`, async () => {
    const friends = t.friends;
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick,
      [ONLINE_KEY]: LOOPBACK,
      ...t.storage,
    });
    await host.page.getByRole('button', { name: 'New match', exact: true }).click();
    const guests = [];
    for (const name of friends) {
      const linkBox = host.page.getByRole('textbox', { name: `Invitation link for ${name}` });
      await linkBox.waitFor({ timeout: 15_000 });
      const link = await linkBox.inputValue();
      const g = await openApp(browser, link.replace(/^https?:\/\/[^/]+\//, server.url), { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
      await g.page.getByRole('heading', { name: `Join ${t.host}'s table as ${name}` }).waitFor({ timeout: 30_000 });
      await g.page.getByRole('button', { name: 'Join', exact: true }).click();
      const box = g.page.getByRole('textbox', { name: `Your reply for ${t.host}` });
      await box.waitFor({ timeout: 15_000 });
      await host.page.getByRole('textbox', { name: `Paste ${name}'s reply` }).fill(await box.inputValue());
      // Each seat's invitation is a group of its own: "Invite NAME".
      await host.page.getByRole('group', { name: `Invite ${name}` }).getByRole('button', { name: 'Connect', exact: true }).click();
      await g.page.getByRole('heading', { name: new RegExp(`^(You are at ${t.host}'s table|Connected to ${t.host}'s table)$`) }).or(g.page.locator(t.table)).first().waitFor({ timeout: 15_000 });
      guests.push(g);
    }
    try {
      await host.page.locator(t.table).waitFor({ timeout: 30_000 });
    } catch (e) {
      // What each page showed, to tell why.
      for (const [i, w] of [host, ...guests].entries()) {
        console.log(`page ${i}:`, (await w.page.evaluate(() => document.body.innerText)).slice(0, 600));
        await screenshot(w.page, `online-three-stuck-${i}`);
      }
      throw e;
    }
    for (const name of friends) await host.page.getByText(`${name} is here`).waitFor();
    for (const g of guests) await g.page.locator(t.table).waitFor({ timeout: 15_000 });

    const { ended, plays } = await playToEnd(host, guests, t);
    assert.ok(ended, 'the deal or game came to its end');
    // The end as the host and a friend see it.
    const slug = t.name.toLowerCase().replace(/[^a-z]+/g, '-');
    await screenshot(host.page, `online-three-${slug}-host-end`);
    if (t.friendEnd) {
      const g = guests[1].page;
      await g.getByRole('heading', { name: t.friendEnd.heading }).waitFor({ timeout: 10_000 });
      await g.getByText(t.friendEnd.more, { exact: true }).click();
      assert.equal(await g.locator('.review-list .trick-review').count(), 6, 'the six tricks are there to look at');
    }
    // Each friend's device dealt the deal again from everyone's numbers and found its cards.
    for (const g of guests) await g.page.getByText(FAIR_CHECKED, { exact: true }).waitFor({ timeout: 10_000 });
    assert.equal(await guests[0].page.getByText(NOT_FAIR).count(), 0);
    await guests[1].page.waitForTimeout(300);
    await screenshot(guests[1].page, `online-three-${slug}-guest-end`);
    // The friend's deal end with its check, on phones: nothing cut, covered or spilling.
    const found = [];
    for (const [width, height] of [[360, 740], [844, 390], [740, 360]]) {
      const g = guests[2].page;
      await g.setViewportSize({ width, height });
      await settle(g);
      await screenshot(g, `online-three-${slug}-guest-end-${width}x${height}`);
      for (const p of await layoutProblems(g)) found.push(`${width}x${height}: ${p}`);
      for (const p of await textProblems(g)) found.push(`${width}x${height}: ${p}`);
    }
    assert.deepEqual(found, [], `the friend's deal end on phones:\n${found.join('\n')}`);
    if (t.reloadBeforeExport) {
      await host.page.reload({ waitUntil: 'load' });
      await host.page.locator('h1 .brand-btn').waitFor({ timeout: 30_000 });
    }
    if (t.exported) await replaysFair(host.page);
    console.log(`${t.name}, three friends online: their plays ${plays.join(', ')}`);
    assert.ok(plays.filter((n) => n > 0).length >= 2, `the friends played their own cards: ${plays}`);
    for (const w of [host, ...guests]) {
      assert.deepEqual(w.problems, []);
      await w.context.close();
    }
  });
});

// ── One link for the whole table (the meeting point) ──────────────────────────

const TABLE_LINK_HELP = 'Send this one link to all your friends: each opens it and taps their seat. Nothing to send back, and a friend whose phone slept comes back by themselves.';
const MEETING_UNREACHED = 'The meeting point cannot be reached now: send each friend their own invitation link below.';

/** Keeps every RTCPeerConnection the page makes in `window.__pcs`, so that a test can close
 *  them as a lost network would. */
function keepPeerConnections() {
  const Original = window.RTCPeerConnection;
  if (!Original || window.__pcs) return;
  window.__pcs = [];
  window.RTCPeerConnection = function (...args) {
    const pc = new Original(...args);
    window.__pcs.push(pc);
    return pc;
  };
  window.RTCPeerConnection.prototype = Original.prototype;
}

/** What the broker passed on holds nothing of the game in clear: no card, no name, no
 *  connection's description or address, not the table's key. */
function sealedOnly(seen, key, words) {
  assert.ok(seen.length > 0, 'the broker passed notes on');
  const found = [];
  for (const { topic, payload } of seen) {
    if (!/^kam\/[0-9a-f]{32}$/.test(topic) || topic.includes(key)) found.push(`topic ${topic}`);
    const text = payload.toString('latin1');
    for (const w of [...words, key, 'v=0', 'candidate', 'sdp', 'fingerprint', '127.0.0.1', 'join', 'invite', 'reply', 'seat']) {
      if (text.includes(w)) found.push(`"${w}" in a message on ${topic}`);
    }
    if (CARD.test(text)) found.push(`a card in a message on ${topic}`);
  }
  assert.deepEqual(found, [], 'the broker sees sealed notes only');
}

for (const t of THREE) describe(`${t.name}: one table link for three friends (the meeting point)`, () => {
  test('the host shares one link, which names its meeting point; three friends tap their seats, nothing is carried back, and the table plays to its end', async () => {
    const point = await startMeetingPoint();
    const online = (name) => JSON.stringify({ v: 1, stun: '', meeting: point.url, name });
    const names = ['Mia', 'Noah', 'Lou'];
    const pages = [];
    try {
      const host = await openApp(browser, server.url, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: online('Léa'), ...t.storage });
      pages.push(host);
      await host.page.getByRole('button', { name: 'New match', exact: true }).click();
      const linkBox = host.page.getByRole('textbox', { name: 'Table link' });
      await linkBox.waitFor({ timeout: 15_000 });
      const link = await linkBox.inputValue();
      // The key, then the host's own meeting point (not the default brokers), in base64url.
      const [, key, listed] = link.match(/#join=(?:kontra|matz|konter)\.~([A-Za-z0-9_-]{22})~([A-Za-z0-9_-]+)$/) ?? [];
      assert.ok(key, link);
      assert.equal(Buffer.from(listed, 'base64url').toString(), point.url, 'the link names the host\'s meeting point');
      await host.page.getByText(TABLE_LINK_HELP).waitFor({ timeout: 15_000 });
      assert.equal(await readQr(host.page.getByRole('img', { name: 'QR code of the table link' })), link, 'the QR code reads as the table link');
      await screenshot(host.page, `meeting-${t.name.toLowerCase().replace(/[^a-z]+/g, '-')}-host-link`);
      const guests = [];
      for (const [i, name] of names.entries()) {
        // The last friend's Settings name no meeting point: the link's is used.
        const settings = i === names.length - 1 ? JSON.stringify({ v: 1, stun: '', meeting: '', name }) : online(name);
        const g = await openApp(browser, link.replace(/^https?:\/\/[^/]+\//, server.url), { [SETTINGS_KEY]: quick, [ONLINE_KEY]: settings });
        pages.push(g);
        await g.page.getByRole('heading', { name: "Join Léa's table" }).waitFor({ timeout: 30_000 });
        const started = Date.now();
        await g.page.getByRole('button', { name: `Join as ${t.friends[i]}` }).click();
        await host.page.getByText(`${name} is here`).waitFor({ timeout: 20_000 });
        console.log(`${t.name}: "Join as ${t.friends[i]}" to "${name} is here": ${Date.now() - started} ms`);
        assert.equal(await g.page.getByRole('textbox', { name: /^Your reply for/ }).count(), 0, 'no reply to carry back');
        guests.push(g);
      }
      await host.page.locator(t.table).waitFor({ timeout: 30_000 });
      for (const g of guests) await g.page.locator(t.table).waitFor({ timeout: 15_000 });
      const { ended, plays } = await playToEnd(host, guests, t);
      assert.ok(ended, 'the deal or game came to its end');
      console.log(`${t.name}, three friends by one table link: their plays ${plays.join(', ')}`);
      sealedOnly(point.seen, key, ['Léa', ...names, ...t.friends]);
      for (const w of pages) assert.deepEqual(w.problems, []);
    } finally {
      for (const w of pages) await w.context.close();
      point.stop();
    }
  });
});

describe('the table link on phones', () => {
  test('the Settings field, the table link and the seats to choose, in every language at 360×740, 844×390 and 740×360', async () => {
    const point = await startMeetingPoint();
    const found = [];
    const look = async (page, where, field) => {
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        await settle(page);
        if (field) {
          await page.locator(field).evaluate((e) => e.closest('.field').scrollIntoView({ block: 'center' }));
          await settle(page);
        }
        const at = `${where} ${width}x${height}`;
        await page.screenshot({ path: join(ARTIFACTS, `meeting-${at.replace(/[ ,]+/g, '-')}.png`), fullPage: !field });
        for (const p of await layoutProblems(page)) found.push(`${at}: ${p}`);
        for (const p of await textProblems(page)) found.push(`${at}: ${p}`);
      }
    };
    try {
      for (const lang of ['en', 'fr', 'de', 'lb']) {
        const local = JSON.stringify({ v: 1, speed: 'instant', lang });
        const online = (name) => JSON.stringify({ v: 1, stun: '', meeting: point.url, name });
        const host = await openApp(browser, server.url, {
          [SETTINGS_KEY]: local, [ONLINE_KEY]: online('Anne-Sophie'),
          'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
          'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }),
        }, { width: 360, height: 740 });
        await host.page.getByRole('button', { name: SETTINGS_WORD[lang], exact: true }).first().click();
        await look(host.page, `${lang} settings`, '#online-meeting');
        await host.page.setViewportSize({ width: 360, height: 740 });
        await host.page.keyboard.press('Escape');
        await host.page.getByRole('dialog').waitFor({ state: 'detached' });
        await host.page.locator('.start .btn.primary').first().click();
        const linkBox = host.page.locator('#online-table-link');
        await linkBox.waitFor({ timeout: 15_000 });
        await host.page.locator('.online-table-link svg.qr').waitFor();
        // The meeting point reached: its help says how friends use the link.
        await host.page.waitForTimeout(1000);
        await look(host.page, `${lang} host table link`);
        const guest = await openApp(browser, await linkBox.inputValue(), { [SETTINGS_KEY]: local, [ONLINE_KEY]: online('Maximilian') }, { width: 360, height: 740 });
        await guest.page.locator('.actions.column .btn.primary').first().waitFor({ timeout: 30_000 });
        await look(guest.page, `${lang} guest seats`);
        for (const w of [host, guest]) {
          assert.deepEqual(w.problems, []);
          await w.context.close();
        }
      }
    } finally {
      point.stop();
    }
    assert.deepEqual(found, [], `${found.length} problems:\n${found.join('\n')}`);
  });
});

describe('a friend at a table joined by its link comes back by themselves', () => {
  test('after a reload, a closed page, a lost connection and the host\'s reload: the same seat and hand within 5 s; another device cannot take the seat', async () => {
    const point = await startMeetingPoint();
    const online = (name) => JSON.stringify({ v: 1, stun: '', meeting: point.url, name });
    const pages = [];
    const settings = { 'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }), 'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }) };
    try {
      const host = await openApp(browser, server.url, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: online('Léa'), ...settings });
      pages.push(host);
      await host.page.getByRole('button', { name: 'New match', exact: true }).click();
      const linkBox = host.page.getByRole('textbox', { name: 'Table link' });
      await linkBox.waitFor({ timeout: 15_000 });
      const link = (await linkBox.inputValue()).replace(/^https?:\/\/[^/]+\//, server.url);
      const friend = await openApp(browser, link, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: online('Mia') });
      pages.push(friend);
      await friend.context.addInitScript(keepPeerConnections);
      await friend.page.getByRole('button', { name: 'Join as Anna' }).click({ timeout: 30_000 });
      await host.page.getByText('Mia is here').waitFor({ timeout: 20_000 });
      let page = friend.page;
      await page.locator('.mx-table').waitFor({ timeout: 15_000 });
      const hand = async () => (await page.locator('.mx-hand .hand-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).sort().join(', ');
      const before = await hand();
      assert.ok(before.length > 0, 'the friend holds cards');
      // Back: a new connection of the friend's page is made and open, its table is drawn, and
      // the host's shows the friend here; timed from the moment the friend's page left.
      const pcs = () => page.evaluate(() => window.__pcs?.length ?? 0);
      const back = async (what, started, made) => {
        await page.waitForFunction((n) => (window.__pcs?.length ?? 0) > n && window.__pcs.at(-1).connectionState === 'connected', made, { timeout: 20_000 });
        await page.locator('.mx-table').waitFor({ timeout: 15_000 });
        await host.page.getByText('Mia is here').waitFor({ timeout: 15_000 });
        const ms = Date.now() - started;
        console.log(`back by themselves after ${what}: ${ms} ms`);
        assert.ok(ms <= 5_000, `${what}: back within 5 s (${ms} ms)`);
        assert.equal(await hand(), before0, `${what}: the same hand`);
      };
      const before0 = before;
      // 1. A reload.
      let started = Date.now();
      await page.reload({ waitUntil: 'load' });
      await back('a reload', started, 0);
      // 2. The page closed and opened again from its table link (the same device).
      started = Date.now();
      await page.close();
      page = await friend.context.newPage();
      page.on('console', (m) => { if (m.type() === 'error') friend.problems.push(`console.error: ${m.text()}`); });
      await page.goto(link, { waitUntil: 'load' });
      await back('the page closed and opened again', started, 0);
      // 3. The connection lost (closed from the page, as a network gone would).
      let count = await pcs();
      started = Date.now();
      await page.evaluate(() => window.__pcs.forEach((pc) => pc.close()));
      await back('a lost connection', started, count);
      // 4. The host's page reloads: the table resumes and the friend comes back.
      count = await pcs();
      started = Date.now();
      await host.page.reload({ waitUntil: 'load' });
      await back('the host\'s reload', started, count);
      // Another device with the same link cannot take the seat.
      const other = await openApp(browser, link, { [SETTINGS_KEY]: quick, [ONLINE_KEY]: online('Zed') });
      pages.push(other);
      await other.page.getByRole('heading', { name: "Join Léa's table" }).waitFor({ timeout: 30_000 });
      await other.page.getByText('Another device already sits at this seat.').waitFor();
      assert.equal(await other.page.getByRole('button', { name: /^Join as/ }).count(), 0);
      await host.page.waitForTimeout(500);
      assert.equal(await host.page.getByText('Zed', { exact: false }).count(), 0, 'the host never seats it');
      for (const w of pages) assert.deepEqual(w.problems, []);
    } finally {
      for (const w of pages) await w.context.close();
      point.stop();
    }
  });

  test('with the meeting point unreachable, the app says so and the invitation and reply links still connect', async () => {
    const port = await freePort();
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick,
      [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', meeting: `ws://127.0.0.1:${port}` }),
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }),
    });
    await host.page.getByRole('button', { name: 'New match', exact: true }).click();
    await host.page.getByText(MEETING_UNREACHED).waitFor({ timeout: 15_000 });
    const linkBox = host.page.getByRole('textbox', { name: 'Invitation link for Anna' });
    await linkBox.waitFor({ timeout: 15_000 });
    const guest = await openApp(browser, (await linkBox.inputValue()).replace(/^https?:\/\/[^/]+\//, server.url), { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click({ timeout: 30_000 });
    const box = guest.page.getByRole('textbox', { name: 'Your reply for Zoe' });
    await box.waitFor({ timeout: 15_000 });
    await host.page.getByRole('textbox', { name: "Paste Anna's reply" }).fill(await box.inputValue());
    await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await host.page.getByText('Anna is here').waitFor({ timeout: 15_000 });
    await guest.page.locator('.mx-table').waitFor({ timeout: 15_000 });
    // The host's page tried the meeting point it was given: only those failures are reported.
    assert.deepEqual(host.problems.filter((p) => !p.includes(`ws://127.0.0.1:${port}`)), []);
    assert.deepEqual(guest.problems, []);
    for (const w of [host, guest]) await w.context.close();
  });
});

// ── Not waiting for a friend ──────────────────────────────────────────────────

describe('a friend who does not come', () => {
  test('a STUN address the browser refuses: the seat says so at once, "Invite NAME again" and "Play without NAME" stand by it', async () => {
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick, [ONLINE_KEY]: JSON.stringify({ v: 1, stun: 'not a stun address' }),
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }),
    });
    const page = host.page;
    const started = Date.now();
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    const seat = page.getByRole('group', { name: 'Invite Anna' });
    await seat.getByRole('alert').filter({ hasText: 'This connection helper (STUN) cannot be used: check its address in Settings.' }).waitFor({ timeout: 15_000 });
    console.log(`a refused STUN address said in ${Date.now() - started} ms`);
    assert.equal(await seat.getByRole('status').filter({ hasText: 'Preparing' }).count(), 0, 'no endless "Preparing"');
    // "Invite NAME again" tries again (and says the same); "Play without NAME" lets play begin.
    await seat.getByRole('button', { name: 'Invite Anna again', exact: true }).click();
    await seat.getByRole('alert').filter({ hasText: 'cannot be used' }).waitFor({ timeout: 15_000 });
    await seat.getByRole('button', { name: 'Play without Anna', exact: true }).click();
    await page.locator('.mx-table').waitFor({ timeout: 15_000 });
    await host.context.close();
  });

  test('"Play without NAME": its bot takes the seat, Settings say so, play begins', async () => {
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK,
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'online'] }),
    });
    const page = host.page;
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    for (const name of ['Anna', 'Ben']) {
      await page.getByRole('textbox', { name: `Invitation link for ${name}` }).waitFor({ timeout: 15_000 });
    }
    await page.getByRole('button', { name: 'Play without Ben' }).click();
    await page.getByRole('heading', { name: 'Invite Ben' }).waitFor({ state: 'detached' });
    assert.equal(await page.locator('.mx-table').count(), 0, 'play still waits for Anna');
    await page.getByRole('textbox', { name: 'Invitation link for Anna' }).waitFor();
    // The page reloads while it waits: Anna is invited again, Ben is not.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('textbox', { name: 'Invitation link for Anna' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('heading', { name: 'Invite Ben' }).count(), 0);
    await page.getByRole('button', { name: 'Play without Anna' }).click();
    await page.locator('.mx-table').waitFor({ timeout: 15_000 });
    // The bots play on: the person gets a turn.
    await page.locator('.mx-actions .btn, .mx-hand .hand-card.playable').first().waitFor({ timeout: 15_000 });
    const players = JSON.parse(await page.evaluate(() => localStorage.getItem('konter-a-matt:mueller-matz-settings'))).players ?? [];
    assert.ok(!players.includes('online'), `stored: ${JSON.stringify(players)}`);
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    for (const name of ['Anna', 'Ben']) {
      const who = page.getByRole('dialog').getByRole('combobox', { name: `Who plays ${name}`, exact: true });
      assert.equal(await who.evaluate((s) => s.options[s.selectedIndex].textContent), 'Bot');
    }
    assert.deepEqual(host.problems, []);
    await host.context.close();
  });
});

// ── A reply to an earlier invitation ───────────────────────────────────────────

describe('a reply to an invitation the host has replaced', () => {
  test('is refused with its reason, the seat keeps its controls, and the newest reply connects', async () => {
    const t = TABLES.find((x) => x.id === 'konter-a-matt');
    const host = await openApp(browser, server.url, { [SETTINGS_KEY]: JSON.stringify(t.settings), [ONLINE_KEY]: LOOPBACK }, { width: 360, height: 740 });
    await host.page.getByRole('button', { name: 'New match', exact: true }).click();
    const linkBox = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
    await linkBox.waitFor({ timeout: 15_000 });
    const reply = async (link) => {
      const guest = await openApp(browser, link.replace(/^https?:\/\/[^/]+\//, server.url), { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK });
      await guest.page.getByRole('button', { name: 'Join', exact: true }).click({ timeout: 30_000 });
      const box = guest.page.getByRole('textbox', { name: `Your reply for ${t.owner}` });
      await box.waitFor({ timeout: 15_000 });
      return { guest, reply: await box.inputValue() };
    };
    const first = await reply(await linkBox.inputValue());
    // The host makes a new invitation before the first reply comes back.
    const oldLink = await linkBox.inputValue();
    await host.page.getByRole('button', { name: `Invite ${t.friend} again` }).click();
    await host.page.waitForFunction((old) => {
      const box = document.querySelector('.online-seat input[readonly]');
      return box && box.value && box.value !== old;
    }, oldLink, { timeout: 15_000 });
    await host.page.getByRole('textbox', { name: `Paste ${t.friend}'s reply` }).fill(first.reply);
    await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await host.page.getByRole('alert').filter({ hasText: `This reply answers an earlier invitation: ask ${t.friend} to open the newest link and send its reply.` }).waitFor({ timeout: 15_000 });
    await screenshot(host.page, 'online-stale-reply');
    for (const name of [`Invite ${t.friend} again`, `Play without ${t.friend}`, 'Connect']) {
      assert.equal(await host.page.getByRole('button', { name, exact: true }).count(), 1, `"${name}" stands by the seat`);
    }
    // The newest invitation's reply connects.
    const second = await reply(await linkBox.inputValue());
    await host.page.getByRole('textbox', { name: `Paste ${t.friend}'s reply` }).fill(second.reply);
    await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await host.page.getByText(`${t.friend} is here`).waitFor({ timeout: 30_000 });
    await second.guest.page.locator(t.table).waitFor({ timeout: 15_000 });
    assert.deepEqual(host.problems, []);
    for (const w of [host, first.guest, second.guest]) await w.context.close();
  });
});

// ── A friend who does not play: the clock ─────────────────────────────────────

describe('a friend who is here but does not play', () => {
  test('Settings offer "Time per move online", one minute by default', async () => {
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK,
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
    });
    await host.page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const clock = host.page.getByRole('dialog').getByRole('combobox', { name: 'Time per move online', exact: true });
    await clock.waitFor();
    assert.deepEqual(await clock.locator('option').allTextContents(), ['Off', '30 seconds', '1 minute', '2 minutes']);
    assert.equal(await clock.evaluate((s) => s.options[s.selectedIndex].textContent), '1 minute');
    await clock.selectOption({ label: 'Off' });
    const saved = JSON.parse(await host.page.evaluate((k) => localStorage.getItem(k), ONLINE_KEY));
    assert.equal(saved.move_seconds, 0);
    assert.equal(saved.stun, '', 'the other settings of play online are kept');
    assert.deepEqual(host.problems, []);
    await host.context.close();
  });

  test('Settings take a relay (TURN) with its user name and password, and the connection asks it', async () => {
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK,
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }),
    });
    // Every connection's configuration, as the page gives it to the browser.
    await host.page.evaluate(() => {
      const Real = window.RTCPeerConnection;
      window.configs = [];
      window.RTCPeerConnection = function (config) {
        window.configs.push(JSON.parse(JSON.stringify(config)));
        return new Real(config);
      };
      window.RTCPeerConnection.prototype = Real.prototype;
    });
    await host.page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const dialog = host.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Relay server (TURN), optional' }).fill('turn:127.0.0.1:3478');
    await dialog.getByRole('textbox', { name: 'Relay user name' }).fill('anna');
    await dialog.getByLabel('Relay password').fill('secret');
    await dialog.getByLabel('Relay password').press('Tab');
    const saved = JSON.parse(await host.page.evaluate((k) => localStorage.getItem(k), ONLINE_KEY));
    assert.deepEqual([saved.turn, saved.turn_user, saved.turn_password], ['turn:127.0.0.1:3478', 'anna', 'secret']);
    await host.page.keyboard.press('Escape');
    await host.page.getByRole('button', { name: 'New match', exact: true }).click();
    await host.page.getByRole('textbox', { name: 'Invitation link for Anna' }).waitFor({ timeout: 15_000 });
    const configs = await host.page.evaluate(() => window.configs);
    assert.deepEqual(configs.at(-1).iceServers, [{ urls: ['turn:127.0.0.1:3478'], username: 'anna', credential: 'secret' }]);
    assert.deepEqual(host.problems, []);
    await host.context.close();
  });

  test('when their time is up their bot makes the move, both screens say so, and the deal ends', async () => {
    const t = TABLES.find((x) => x.id === 'konter-a-matt');
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: JSON.stringify(t.settings),
      // A short clock: the last seconds are counted down from the start.
      [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', move_seconds: 2 }),
    }, { width: 360, height: 740 });
    await host.page.getByRole('button', { name: 'New match', exact: true }).click();
    const linkBox = host.page.getByRole('textbox', { name: `Invitation link for ${t.friend}` });
    await linkBox.waitFor({ timeout: 15_000 });
    const link = await linkBox.inputValue();
    const guest = await openApp(browser, link.replace(/^https?:\/\/[^/]+\//, server.url), { [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK }, { width: 360, height: 740 });
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click({ timeout: 30_000 });
    const replyBox = guest.page.getByRole('textbox', { name: `Your reply for ${t.owner}` });
    await replyBox.waitFor({ timeout: 15_000 });
    await host.page.getByRole('textbox', { name: `Paste ${t.friend}'s reply` }).fill(await replyBox.inputValue());
    await host.page.getByRole('button', { name: 'Connect', exact: true }).click();
    await host.page.getByText(`${t.friend} is here`).waitFor({ timeout: 30_000 });
    await guest.page.locator(t.table).waitFor({ timeout: 15_000 });

    // The friend never acts; the host plays its own turns.
    const seen = { hostClock: new Set(), guestClock: new Set(), hostNotice: false, guestNotice: false, turn: false, thinking: false };
    const timer = (page) => page.getByRole('timer').allTextContents();
    let end = false;
    const started = Date.now();
    while (!end && Date.now() - started < 120_000) {
      const clocks = [await timer(host.page), await timer(guest.page)];
      if (clocks[0].length && clocks[1].length && !seen.hostClock.size) {
        await screenshot(host.page, 'online-clock-host');
        await screenshot(guest.page, 'online-clock-guest');
      }
      for (const text of clocks[0]) seen.hostClock.add(text);
      for (const text of clocks[1]) seen.guestClock.add(text);
      // A person elsewhere is not "thinking" as a bot is: it is their turn.
      const said = await host.page.locator('.ko-table').innerText().catch(() => '');
      seen.turn ||= said.includes(`${t.friend}'s turn`);
      seen.thinking ||= said.includes(`${t.friend} is thinking`);
      seen.hostNotice ||= (await host.page.getByRole('status').filter({ hasText: `Time: the bot played for ${t.friend}` }).count()) > 0;
      seen.guestNotice ||= (await guest.page.getByRole('status').filter({ hasText: `Time: the bot played for ${t.friend}` }).count()) > 0;
      end = (await host.page.getByRole('button', { name: t.end }).count()) > 0;
      if (!end) {
        await hostActs(host.page, t);
        await host.page.waitForTimeout(100);
      }
    }
    console.log(`a friend who does not play: the deal ended in ${Date.now() - started} ms; host saw ${[...seen.hostClock].join(' | ')}; guest saw ${[...seen.guestClock].join(' | ')}`);
    assert.ok(end, 'the table finished the deal without the friend');
    assert.ok([...seen.hostClock].some((x) => /^North: [12] s left$/.test(x)), 'the host sees the friend\'s last seconds');
    assert.ok([...seen.guestClock].some((x) => /^Your time: [12] s$/.test(x)), 'the friend sees their last seconds');
    assert.ok(seen.turn && !seen.thinking, `the host's table says "${t.friend}'s turn", never "${t.friend} is thinking"`);
    assert.ok(seen.hostNotice, 'the host is told the bot played for the friend');
    assert.ok(seen.guestNotice, 'the friend is told the bot played for them');
    // The friend is still seated and may play on by themselves.
    assert.equal(await host.page.getByText(`${t.friend} is here`).count(), 1);
    assert.deepEqual(host.problems, []);
    assert.deepEqual(guest.problems, []);
    await host.context.close();
    await guest.context.close();
  });
});

// ── Konter a Matt online in two tabs of the host's browser ────────────────────

describe('Konter a Matt online in two tabs', () => {
  test("neither tab saves over the other's match silently, and a deal played counts in the statistics", async () => {
    const ONLINE_MATCH = 'konter-a-matt:online-match';
    const a = await openApp(browser, server.url, {
      [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en', players: ['bot', 'online', 'bot'] }),
      [ONLINE_KEY]: LOOPBACK,
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'konter-a-matt' }),
    });
    const t = TABLES.find((x) => x.id === 'konter-a-matt');
    const turn = (page) => page.locator(`${t.choices}, ${t.cards}`).first().waitFor({ timeout: 15_000 });
    await a.page.getByRole('button', { name: 'New match', exact: true }).click();
    await a.page.getByRole('button', { name: 'Play without North' }).click();
    await a.page.locator(t.table).waitFor({ timeout: 15_000 });
    await turn(a.page);
    assert.ok(await hostActs(a.page, t));
    // The bots of the first tab have played up to South's turn again: nothing moves there.
    await turn(a.page);

    // The second tab resumes the same match and plays on: the first is told, and saves nothing.
    const b = await a.context.newPage();
    await b.goto(server.url, { waitUntil: 'load' });
    await b.locator(t.table).waitFor({ timeout: 30_000 });
    await turn(b);
    assert.ok(await hostActs(b, t));
    await a.page.getByText('This match was continued in another tab.').waitFor({ timeout: 10_000 });
    // The first tab plays nothing on: had it saved, the second would say so in turn.
    await hostActs(a.page, t);

    // The second tab plays the deal to its end: it counts in the statistics.
    const before = JSON.parse(await b.evaluate(() => localStorage.getItem('konter-a-matt:stats')) ?? '{}').deals_played ?? 0;
    let ended = false;
    for (let step = 0; step < 2000 && !ended; step++) {
      if (await b.getByRole('button', { name: t.end }).count()) ended = true;
      else if (!(await hostActs(b, t))) await b.waitForTimeout(30);
    }
    assert.ok(ended, 'the deal came to its end');
    assert.equal(await b.getByText('This match was continued in another tab.').count(), 0, 'the first tab saved nothing over it');
    const saved = JSON.parse(await b.evaluate((k) => localStorage.getItem(k), ONLINE_MATCH));
    assert.equal(saved.record.deals[0].events.filter((e) => /^[2-9TJQKA][SHDC]$/.test(e)).length, 24, 'the whole deal is saved');
    const stats = JSON.parse(await b.evaluate(() => localStorage.getItem('konter-a-matt:stats')));
    assert.equal(stats.deals_played, before + 1, JSON.stringify(stats));

    // "Load it": the first tab shows what the second saved (the deal's end) and saves again.
    await a.page.getByRole('button', { name: 'Load it', exact: true }).click();
    await a.page.getByRole('button', { name: t.end }).waitFor({ timeout: 10_000 });
    assert.equal(await a.page.getByText('This match was continued in another tab.').count(), 0);
    assert.deepEqual(a.problems, []);
    await a.context.close();
  });
});

// ── The screens of playing online as a person sees them ───────────────────────
//
// The host's invitation (the link, its QR code, the reply to paste), the guest's reply
// (with its QR code), both tables once connected, and the guest's way back after a
// reload ("Reconnect"), in all four
// languages, on phones held both ways up: nothing outside the screen, cut, covered, or a
// word broken inside. Every problem is collected and said before the test fails.

const SIZES = [[360, 740], [844, 390], [740, 360]];
const SETTINGS_WORD = { en: 'Settings', fr: 'Réglages', de: 'Einstellungen', lb: 'Astellungen' };
const LAYOUT_TABLES = [
  { id: 'mueller-matz', settingsKey: 'konter-a-matt:mueller-matz-settings', settings: { v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online'] }, table: '.mx-table' },
  { id: 'kontraspiel', settingsKey: 'konter-a-matt:kontraspiel-settings', settings: { v: 1, rules: { start_chips: 10, max_deals: 1 }, level: 'easy', players: ['bot', 'online'] }, table: '.kx-table' },
  { id: 'konter-a-matt', settingsKey: SETTINGS_KEY, settings: { v: 1, speed: 'instant', players: ['bot', 'online', 'bot'] }, table: '.ko-table .hand' },
];

describe('the online screens in every language and on phones', () => {
  for (const t of LAYOUT_TABLES) {
    test(`${t.id}: the invitation, the reply, the tables and Reconnect`, async () => {
      const found = [];
      const look = async (page, where) => {
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          await settle(page);
          const at = `${where} ${width}x${height}`;
          const problems = async () => [...(await layoutProblems(page)), ...(await textProblems(page))];
          let seen = await problems();
          if (seen.length) {
            // The bots play on while the screen is looked at: what a card in flight spills
            // for a moment is looked at again once it has landed; what stays is said.
            await page.waitForTimeout(600);
            await settle(page);
            seen = await problems();
          }
          for (const p of seen) found.push(`${at}: ${p}`);
          await screenshot(page, `online-${at.replace(/[ ,]+/g, '-')}`);
        }
      };
      for (const lang of ['en', 'fr', 'de', 'lb']) {
        const local = JSON.stringify({ v: 1, speed: 'instant', lang });
        // Both players gave long names: the table shows the friend's seat by theirs.
        const host = await openApp(browser, server.url, {
          [SETTINGS_KEY]: local, [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', name: 'Anne-Sophie' }),
          'konter-a-matt:game': JSON.stringify({ v: 1, game: t.id }), [t.settingsKey]: JSON.stringify({ ...t.settings, ...(t.settingsKey === SETTINGS_KEY ? { lang } : {}) }),
        }, { width: 360, height: 740 });
        if (t.id === 'mueller-matz') {
          // Settings of play online: the connection helper, the relay and its user name and
          // password, the waits.
          await host.page.getByRole('button', { name: SETTINGS_WORD[lang], exact: true }).first().click();
          for (const [width, height] of SIZES) {
            await host.page.setViewportSize({ width, height });
            await settle(host.page);
            await host.page.locator('#online-turn').evaluate((e) => e.closest('.field').scrollIntoView({ block: 'center' }));
            await settle(host.page);
            const at = `${t.id} ${lang} settings online ${width}x${height}`;
            // The viewport as it is (a full-page picture would lay the dialog out anew), before
            // the checks scroll it.
            await host.page.screenshot({ path: join(ARTIFACTS, `online-${at.replace(/[ ,]+/g, '-')}.png`) });
            for (const p of await layoutProblems(host.page)) found.push(`${at}: ${p}`);
            for (const p of await textProblems(host.page)) found.push(`${at}: ${p}`);
            // The player's own name, first of them.
            await host.page.locator('#online-name').evaluate((e) => e.closest('.field').scrollIntoView({ block: 'center' }));
            await settle(host.page);
            await host.page.screenshot({ path: join(ARTIFACTS, `online-${t.id}-${lang}-settings-name-${width}x${height}.png`) });
          }
          await host.page.setViewportSize({ width: 360, height: 740 });
          await host.page.keyboard.press('Escape');
          await host.page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        await host.page.locator('.start .btn.primary').first().click();
        const linkBox = host.page.locator('.online-seat input[readonly]');
        await linkBox.waitFor({ timeout: 15_000 });
        await host.page.locator('.online-seat svg.qr').waitFor();
        await look(host.page, `${t.id} ${lang} host invitation`);

        const guest = await openApp(browser, await linkBox.inputValue(), { [SETTINGS_KEY]: local, [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', name: 'Maximilian' }) }, { width: 360, height: 740 });
        await guest.page.locator('#join-title + p + .actions .btn').click({ timeout: 30_000 });
        await guest.page.locator('#online-reply').waitFor({ timeout: 15_000 });
        await guest.page.locator('svg.qr').waitFor();
        await look(guest.page, `${t.id} ${lang} guest reply`);
        // Connected: the host's table with who is here over it, the guest's from its view.
        await host.page.locator('.online-seat textarea').fill(await guest.page.locator('#online-reply').inputValue());
        await host.page.locator('.online-seat .actions .btn.primary').last().click();
        await host.page.locator(t.table).waitFor({ timeout: 15_000 });
        await guest.page.locator(t.table).waitFor({ timeout: 15_000 });
        await look(host.page, `${t.id} ${lang} host table`);
        // The host's ways on for the friend who is here, opened.
        await host.page.locator('.online-more').click();
        await look(host.page, `${t.id} ${lang} host table options`);
        await host.page.locator('.online-more').click();
        await look(guest.page, `${t.id} ${lang} guest table`);
        await guest.page.reload({ waitUntil: 'load' });
        await guest.page.locator('#online-new-invitation').waitFor({ timeout: 30_000 });
        await look(guest.page, `${t.id} ${lang} guest reconnect`);
        for (const w of [host, guest]) {
          assert.deepEqual(w.problems, []);
          await w.context.close();
        }
      }
      assert.deepEqual(found, [], `${found.length} problems:\n${found.join('\n')}`);
    });
  }
});

// ── A friend who is here: names, a blip, a new connection ─────────────────────

describe('a friend who is here', () => {
  test('each is shown by their own name; a blip keeps the seat; "Invite NAME again" replaces the connection, whose messages are then ignored; the invitation cannot be used twice; "Play without NAME"', async () => {
    const host = await openApp(browser, server.url, {
      [SETTINGS_KEY]: quick, [ONLINE_KEY]: LOOPBACK,
      'konter-a-matt:game': JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', players: ['online', 'bot'] }),
    });
    const page = host.page;
    // Every connection and data channel the host's page makes, to interrupt one.
    const recordConnections = () => {
      const Real = window.RTCPeerConnection;
      window.__pcs = [];
      window.RTCPeerConnection = function (config) {
        const pc = new Real(config);
        window.__pcs.push(pc);
        return pc;
      };
      window.RTCPeerConnection.prototype = Real.prototype;
    };
    await page.evaluate(recordMessages);
    await page.evaluate(recordConnections);
    // The host gives a name in Settings; it names the table in the invitation.
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const nameBox = page.getByRole('dialog').getByRole('textbox', { name: 'Your name', exact: true });
    await nameBox.fill('Léa');
    await nameBox.press('Tab');
    assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), ONLINE_KEY)).name, 'Léa');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    const linkBox = page.getByRole('textbox', { name: 'Invitation link for Anna' });
    await linkBox.waitFor({ timeout: 15_000 });
    // The friend's device has a name of its own: Mia.
    const friendEntries = { [SETTINGS_KEY]: quick, [ONLINE_KEY]: JSON.stringify({ v: 1, stun: '', name: 'Mia' }) };
    const join = async (guestPage) => {
      await guestPage.getByRole('button', { name: 'Join', exact: true }).click({ timeout: 30_000 });
      const box = guestPage.getByRole('textbox', { name: "Your reply for Léa" });
      await box.waitFor({ timeout: 15_000 });
      await page.getByRole('textbox', { name: "Paste Anna's reply" }).or(page.getByRole('textbox', { name: "Paste Mia's reply" })).fill(await box.inputValue());
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByText('Mia is here').waitFor({ timeout: 30_000 });
      await guestPage.locator('.mx-table').waitFor({ timeout: 15_000 });
    };
    const link = await linkBox.inputValue();
    const guest = await openApp(browser, link.replace(/^https?:\/\/[^/]+\//, server.url), friendEntries);
    await guest.page.evaluate(recordMessages);
    await guest.page.evaluate(recordConnections);
    await guest.page.getByRole('heading', { name: "Join Léa's table as Anna" }).waitFor({ timeout: 30_000 });
    await join(guest.page);
    await screenshot(page, 'online-names-host');
    // Each table shows the other's seat by the name they gave: Mia's on the host's, Léa's on
    // the friend's.
    await page.locator('.mx-name', { hasText: 'Mia' }).waitFor();
    await guest.page.locator('.mx-name', { hasText: 'Léa' }).waitFor({ timeout: 5_000 });
    await screenshot(guest.page, 'online-names-guest');

    // A blip: both ends of the connection say "disconnected", then "connected" again (the
    // browser's ICE state, as it reports an interruption and its end).
    const iceState = (state) => {
      for (const pc of window.__pcs ?? []) {
        Object.defineProperty(pc, 'iceConnectionState', { configurable: true, get: () => state });
        pc.dispatchEvent(new Event('iceconnectionstatechange'));
      }
    };
    await guest.page.evaluate(iceState, 'disconnected');
    await page.evaluate(iceState, 'disconnected');
    await page.getByText('Mia is away').waitFor({ timeout: 5_000 });
    const welcomes = () => guest.page.evaluate(() => window.__received.filter((m) => m.includes('"type":"welcome"')).length);
    const before = await welcomes();
    await page.evaluate(iceState, 'connected');
    await guest.page.evaluate(iceState, 'connected');
    await page.getByText('Mia is here').waitFor({ timeout: 5_000 });
    await guest.page.waitForFunction((n) => window.__received.filter((m) => m.includes('"type":"welcome"')).length > n, before, { timeout: 5_000 });
    assert.equal(await guest.page.locator('.mx-table').count(), 1, 'the friend stays at the table');
    assert.equal(await guest.page.getByRole('heading', { name: /lost|Back to/ }).count(), 0);

    // "Options for Mia" → "Invite Mia again": a new connection replaces the one here.
    const options = page.getByRole('button', { name: 'Options for Mia', exact: true });
    assert.equal(await options.getAttribute('aria-expanded'), 'false');
    await options.click();
    await page.getByRole('button', { name: 'Invite Mia again', exact: true }).click();
    const newBox = page.getByRole('textbox', { name: 'Invitation link for Mia' });
    await newBox.waitFor({ timeout: 15_000 });
    // A hello already on its way through the replaced connection is no news: the seat
    // still waits for its new reply.
    await page.evaluate(() => window.__channels[0].dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ v: 3, type: 'hello', name: 'Mia' }) })));
    await page.waitForTimeout(500);
    assert.equal(await page.getByText('Mia is here').count(), 0, 'the replaced connection has no say');
    assert.equal(await newBox.count(), 1);
    await guest.page.getByRole('heading', { name: "The connection to Léa's table was lost" }).waitFor({ timeout: 15_000 });

    // The friend comes back with the new invitation.
    const newLink = await newBox.inputValue();
    await guest.page.getByRole('textbox', { name: 'New invitation link' }).fill(newLink);
    await guest.page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    await join(guest.page);
    // The same invitation opened again in another tab of the friend's browser: spent.
    const again = await guest.context.newPage();
    await again.goto(newLink.replace(/^https?:\/\/[^/]+\//, server.url), { waitUntil: 'load' });
    await again.getByRole('heading', { name: "Back to Léa's table" }).waitFor({ timeout: 30_000 });
    await again.getByText('This invitation was used already: each one connects a single time.').waitFor();
    assert.equal(await again.getByRole('button', { name: 'Join', exact: true }).count(), 0, 'no "Join" for a spent invitation');
    await screenshot(again, 'online-invitation-used');
    await again.close();

    // "Play without Mia" from a seat that is here: its bot plays on.
    await page.getByRole('button', { name: 'Options for Mia', exact: true }).click();
    await page.getByRole('button', { name: 'Play without Mia', exact: true }).click();
    await page.getByRole('button', { name: 'Options for Mia', exact: true }).waitFor({ state: 'detached', timeout: 5_000 });
    assert.equal(await page.getByText('Mia is here').count(), 0);
    await page.locator('.mx-table').waitFor();
    await page.locator('.mx-actions .btn, .mx-hand .hand-card.playable').first().waitFor({ timeout: 15_000 });
    assert.deepEqual(host.problems, []);
    for (const w of [host, guest]) await w.context.close();
  });
});
