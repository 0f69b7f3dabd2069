// The app in every engine a phone runs: Chromium, Firefox (Gecko) and WebKit — every
// iPhone's browser is WebKit, whatever its icon. The same tests, through the same driver
// (tests/browser/engines.mjs), against the same release build in dist/:
//
// - the start screen in each of the four languages, the language switch kept after a
//   reload;
// - a whole deal of each game against Instant bots, by accessible names, with a reload in
//   the middle that resumes exactly;
// - the installable manifest served, the service worker installed, and then the app
//   reloaded with the site gone (its server stopped: "offline" the same way in every
//   engine), the match carrying on;
// - what an engine lacks, and the fallback the app offers for it (README, "Browsers");
// - friends online across engines: a Chromium host with a Firefox guest, and a Firefox
//   host with a Chromium guest, play a whole deal over the loopback.
//
// $KONTER_ENGINES (e.g. "firefox,webkit") runs only some engines.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { ENGINES, launch, missing } from './engines.mjs';
import { ARTIFACTS, DIST, assertBuilt, startMeetingPoint, startServer } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const ONLINE_KEY = 'konter-a-matt:online';
/** Same network only: no STUN server is asked. */
const LOOPBACK = JSON.stringify({ v: 1, stun: '', meeting: '' });
const quick = (extra = {}) => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en', ...extra });

/** Each game's deal against the bots: what is stored before it starts, which buttons are
 *  decisions (the first quiet one is taken), and which end it. */
const GAMES = [
  {
    name: 'Konter a Matt',
    storage: { [SETTINGS_KEY]: quick() },
    saved: 'konter-a-matt:match',
    decisions: /^Name (Spades|Hearts|Diamonds|Clubs) as trump$/,
    quiet: /^$/,
    end: /^(Next deal|Revenge)$/,
  },
  {
    name: 'Kontraspiel',
    storage: {
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: JSON.stringify({ v: 1, game: 'kontraspiel' }),
      'konter-a-matt:kontraspiel-settings': JSON.stringify({ v: 1, rules: { start_chips: 12, max_deals: 1 }, level: 'easy' }),
    },
    saved: 'konter-a-matt:kontraspiel',
    decisions: /^(Accept (Spades|Hearts|Diamonds|Clubs)|Pass|Name (Spades|Hearts|Diamonds|Clubs) as trump|Take it up|Decline|Announce match in (Spades|Hearts|Diamonds|Clubs)|Contra|Recontra|Take the turn-up|No)$/,
    quiet: /^(Pass|No|Decline)$/,
    end: /^(Next deal|Revenge)$/,
  },
  {
    name: 'Müller Matz',
    storage: {
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: JSON.stringify({ v: 1, game: 'mueller-matz' }),
      'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 2, target: 1 }, level: 'easy' }),
    },
    saved: 'konter-a-matt:mueller-matz',
    // Müller Matz has no decision before a card: an action only when no card is playable.
    decisions: /^(Pick up|Go to sleep|Exchange for the turned card|Give both up)( \(.*\))?$/,
    quiet: /^Pick up$/,
    cardsFirst: true,
    end: /^(Next game|Play again)$/,
  },
];

const LANGUAGES = [
  { code: 'fr', button: 'Français', newMatch: 'Nouvelle partie', hand: 'Votre main' },
  { code: 'de', button: 'Deutsch', newMatch: 'Neue Partie', hand: 'Deine Hand' },
  { code: 'lb', button: 'Lëtzebuergesch', newMatch: 'Nei Partie', hand: 'Deng Hand' },
  { code: 'en', button: 'English', newMatch: 'New match', hand: 'Your hand' },
];

/** What the table asks of the person now, read from roles and accessible names. */
function situation(page, game, hand = 'Your hand') {
  return page.query((find, decisions, end, hand) => {
    const named = find.nameOf;
    const buttons = find('button', null).map(named);
    const cards = find('button', null, 'group', hand);
    return {
      end: buttons.find((b) => new RegExp(end).test(b)) ?? null,
      decisions: buttons.filter((b) => new RegExp(decisions).test(b)),
      hand: cards.map(named),
      playable: cards.filter((c) => c.getAttribute('aria-disabled') !== 'true').map(named),
    };
  }, game.decisions.source, game.end.source, hand);
}

/** The person's move in `s`: a decision or a card, as [role, name, within]; or null. */
function move(game, s) {
  const card = s.playable[0] && ['button', s.playable[0], { role: 'group', name: 'Your hand' }];
  const decision = s.decisions.length && ['button', s.decisions.find((d) => game.quiet.test(d)) ?? s.decisions[0], {}];
  return (game.cardsFirst ? card || decision : decision || card) || null;
}

/** Waits (up to 5 s) until the app has taken the move made in situation `s`: what the
 *  person is asked has changed. A question asked again the same (a second round of
 *  bidding) is tapped again by the caller's next look. */
function taken(page, game, s) {
  return page.waitFor(async (find, decisions, json) => {
    const named = find.nameOf;
    const cards = find('button', null, 'group', 'Your hand');
    const now = { decisions: find('button', null).map(named).filter((b) => new RegExp(decisions).test(b)), hand: cards.map(named) };
    return JSON.stringify(now) !== json;
  }, [game.decisions.source, JSON.stringify({ decisions: s.decisions, hand: s.hand })], { find: true, timeout: 5_000 }).catch(() => {});
}

/** Plays on from the table shown until `game.end` is offered; `atTurn(s, moves)` may act
 *  first at the person's turn (returning true when it did), or stop the play ('stop').
 *  Returns how many moves were made and the end reached. */
async function playToEnd(page, game, atTurn = async () => false) {
  let moves = 0;
  for (let step = 0; step < 3000; step++) {
    const s = await situation(page, game);
    if (s.end) return { moves, end: s.end };
    const next = move(game, s);
    if (!next) {
      await new Promise((r) => setTimeout(r, 25));
      continue;
    }
    const acted = await atTurn(s, moves);
    if (acted === 'stop') return { moves, end: null };
    if (acted) continue;
    const [role, name, within] = next;
    await page.tap(role, name, { within });
    moves += 1;
    await taken(page, game, s);
  }
  throw new Error(`${game.name}: the deal did not end`);
}

async function shot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot(join(ARTIFACTS, `${name}.png`)).catch(() => {});
}

/** The page reported no problem (console errors and warnings, uncaught exceptions). */
async function assertNoProblems(page) {
  const problems = await page.problems();
  assert.deepEqual(problems, [], `${page.engine}: the page reported problems:\n${problems.join('\n')}`);
}

/** An invitation to North's seat at South's table of Kontraspiel, packed as the app packs
 *  it (JSON, deflate-raw, base64url); its offer (the essentials of a description: ICE user
 *  and password, fingerprint, role, media id, a candidate) is never used here. */
function invitationCode() {
  const offer = `EsAw bP+XJMM09aR8AiX1jdukzR6Y ${'A'.repeat(43)} p 0 h127.0.0.1:9`;
  const json = JSON.stringify({ v: 3, g: 'kontraspiel', s: 2, h: 'South', o: offer });
  return deflateRawSync(Buffer.from(json)).toString('base64url');
}

for (const engine of ENGINES) {
  describe(`in ${engine}`, () => {
    let browser;
    let server;
    let started;
    before(async () => {
      started = Date.now();
      assertBuilt(DIST);
      const why = missing(engine);
      if (why) throw new Error(`${engine}: ${why}`);
      browser = await launch(engine);
      server = await startServer({ dir: DIST, prefix: '/' });
    });
    after(async () => {
      await server?.close();
      await browser?.close();
      console.log(`${engine} (${browser?.version}): ${Math.round((Date.now() - started) / 1000)} s in all`);
    });

    test('the start screen in each language; the choice is kept after a reload', async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      try {
        await page.open(server.url, { [SETTINGS_KEY]: quick() });
        assert.equal(await page.evaluate(() => document.title), 'Konter a Matt');
        assert.deepEqual((await page.names('button', null, { role: 'group', name: 'Game' })).map((b) => b.name),
          ['Konter a Matt', 'Kontraspiel', 'Müller Matz']);
        await page.waitForName('button', 'New match');
        for (const lang of LANGUAGES) {
          await page.tap('button', lang.button);
          await page.waitForName('button', lang.newMatch, { timeout: 15_000 });
          assert.equal(await page.evaluate(() => document.documentElement.lang), lang.code);
          assert.deepEqual((await page.names('button', lang.button)).map((b) => b.pressed), ['true']);
          if (lang.code === 'fr') {
            // French typography: a non-breaking space before the high punctuation.
            const text = await page.evaluate(() => document.body.innerText);
            assert.doesNotMatch(text, / [:;!?]/, 'no plain space before : ; ! ? in French');
          }
          if (lang.code === 'lb') {
            await page.reload();
            await page.waitForName('button', lang.newMatch, { timeout: 30_000 });
            assert.equal(await page.evaluate(() => document.documentElement.lang), 'lb', 'the language is kept after a reload');
            // And the table speaks it: the hand is named in Luxembourgish.
            await page.tap('button', lang.newMatch);
            await page.waitForName('group', lang.hand, { timeout: 15_000 });
            await page.tap('button', 'Konter a Matt', {});
            await page.waitForName('button', lang.newMatch, { timeout: 15_000 });
          }
        }
        await assertNoProblems(page);
      } finally {
        await page.close();
      }
    });

    for (const game of GAMES) {
      test(`${game.name}: a whole deal by accessible names; a reload in the middle resumes exactly`, async () => {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
        const t0 = Date.now();
        try {
          await page.open(server.url, game.storage);
          await page.tap('button', 'New match');
          let reloaded = false;
          let moves = 0;
          let end = null;
          // A deal can end before the person has a card to play (nobody plays a game): then
          // the next deal, up to four.
          for (let deal = 0; deal < 4 && !reloaded; deal++) {
            if (end) await page.tap('button', end);
            const played = await playToEnd(page, game, async (s, done) => {
              if (reloaded || moves + done < 3 || !s.playable.length) return false;
              // The person's turn: the bots wait, so what is saved is what a reload shows.
              const saved = await page.stored(game.saved);
              assert.ok(saved, `${game.name} is saved`);
              await page.reload();
              await page.waitForName('group', 'Your hand', { timeout: 30_000 });
              await page.waitFor((find) => find('button', null, 'group', 'Your hand').length > 0, [], { find: true });
              assert.equal(await page.stored(game.saved), saved, 'the same saved game after the reload');
              assert.deepEqual((await situation(page, game)).hand, s.hand, 'the same hand after the reload');
              reloaded = true;
              return true;
            });
            moves += played.moves;
            end = played.end;
          }
          assert.ok(reloaded, 'reloaded in the middle');
          assert.ok(moves > 3, `${moves} moves`);
          console.log(`${engine}: ${game.name}: ${moves} moves to "${end}" in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
          await shot(page, `engines-${engine}-${game.name.replace(/\W+/g, '-').toLowerCase()}-end`);
          await assertNoProblems(page);
        } finally {
          await page.close();
        }
      });
    }

    test('the manifest is served; once the service worker is in, the app reloads with the site gone and plays on', async () => {
      // A server of this test's own, stopped in the middle: the same "offline" in every engine.
      const site = await startServer({ dir: DIST, prefix: '/' });
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      let stopped = false;
      try {
        await page.open(site.url, { [SETTINGS_KEY]: quick() });
        const manifest = await page.evaluate(async () => {
          const link = document.querySelector('link[rel=manifest]');
          const res = await fetch(link.href);
          const json = await res.json();
          const icons = [];
          for (const icon of json.icons) {
            const r = await fetch(new URL(icon.src, link.href));
            icons.push({ src: icon.src, status: r.status, type: r.headers.get('content-type'), want: icon.type });
          }
          return { href: link.href, type: res.headers.get('content-type'), name: json.name, display: json.display, start: new URL(json.start_url, link.href).href, icons };
        });
        assert.equal(manifest.href, `${site.url}manifest.webmanifest`);
        assert.match(manifest.type, /^application\/manifest\+json/);
        assert.equal(manifest.name, 'Konter a Matt');
        assert.equal(manifest.display, 'standalone');
        assert.equal(manifest.start, site.url);
        for (const icon of manifest.icons) assert.deepEqual([icon.status, icon.type], [200, icon.want], icon.src);

        // The service worker installs and takes the page.
        const scope = await page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
          }
          return reg.scope;
        });
        assert.equal(scope, site.url);
        const game = GAMES[0];
        await page.tap('button', 'New match');
        await playToEnd(page, game, async (s, done) => done >= 2 && s.playable.length > 0 && 'stop');
        const before = await situation(page, game);
        assert.ok(before.playable.length > 0, 'the person is to play');
        const saved = await page.stored(game.saved);

        await site.close();
        stopped = true;
        await page.reload();
        await page.waitForName('group', 'Your hand', { timeout: 30_000 });
        await page.waitFor((find) => find('button', null, 'group', 'Your hand').length > 0, [], { find: true });
        assert.deepEqual((await situation(page, game)).hand, before.hand, 'the same hand, with the site gone');
        assert.equal(await page.stored(game.saved), saved);
        // The bots (in their worker, from the cache) answer: the hand shrinks.
        const now = await situation(page, game);
        await page.tap('button', now.playable[0], { within: { role: 'group', name: 'Your hand' } });
        await page.waitFor((find, n) => find('button', null, 'group', 'Your hand').length < n, [now.hand.length], { find: true, what: 'the card to leave the hand' });
        // A language never shown before comes from the cache too.
        await page.tap('button', 'Konter a Matt');
        await page.tap('button', 'Français');
        await page.waitForName('button', 'Nouvelle partie', { timeout: 15_000 });
        await assertNoProblems(page);
      } finally {
        await page.close();
        if (!stopped) await site.close();
      }
    });

    test('what the engine lacks, and the fallback the app offers for it', async () => {
      let page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Each part in a fresh profile (no service worker of the part before).
      const afresh = async () => {
        await assertNoProblems(page);
        await page.close();
        page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      };
      try {
        await page.open(server.url, { [SETTINGS_KEY]: quick(), [ONLINE_KEY]: LOOPBACK });
        const has = await page.evaluate(() => {
          let moduleWorker = false;
          try {
            // An engine that knows module workers reads the option `type` (before it finds
            // the address unusable: no worker starts).
            new Worker('http://[', { get type() { moduleWorker = true; return 'module'; } });
          } catch {}
          let deflateRaw = false;
          try {
            new CompressionStream('deflate-raw');
            deflateRaw = true;
          } catch {}
          return {
            share: 'share' in navigator,
            scan: 'BarcodeDetector' in window && 'mediaDevices' in navigator,
            webrtc: 'RTCPeerConnection' in window,
            serviceWorker: 'serviceWorker' in navigator,
            moduleWorker,
            deflateRaw,
            clipboard: typeof navigator.clipboard?.writeText === 'function',
          };
        });
        console.log(`${engine} (${browser.version}) has: ${Object.entries(has).map(([k, v]) => `${k} ${v ? 'yes' : 'NO'}`).join(', ')}`);

        // "Share this deal": the share sheet where there is one, else the link is copied.
        await page.tap('button', 'New match');
        await page.waitForName('group', 'Your hand', { timeout: 30_000 });
        if (has.share) {
          // The share sheet, recorded instead of shown.
          await page.evaluate(() => {
            Object.defineProperty(navigator, 'share', { configurable: true, value: async (data) => { window.__shared = data; } });
          });
        }
        await page.tap('button', 'Menu');
        await page.tap('button', 'Share this deal', { within: { role: 'dialog' } });
        if (has.share) {
          const shared = await page.waitFor(() => window.__shared, [], { what: 'the share sheet' });
          assert.match(shared.url, /#deal=v1\./);
        } else {
          await page.waitFor(() => [...document.querySelectorAll('[role=status]')].some((n) => n.textContent.includes('Link copied')), [], { what: '"Link copied"' });
        }

        // A friend online: the invitation offers what this engine can do.
        await afresh();
        await page.open(server.url, {
          [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en', players: ['bot', 'online', 'bot'] }),
          [ONLINE_KEY]: LOOPBACK,
        });
        // A notice over the start screen on this fresh page (seen once in WebKitGTK, covering
        // "New match") is said and dismissed: what this step checks is the invitation.
        await page.tap('button', 'New match', { timeout: 5_000 }).catch(async (e) => {
          const notices = await page.evaluate(() => [...document.querySelectorAll('.notices .notice')].map((n) => n.textContent));
          console.log(`${page.engine}: "New match" was covered (${e.message}); the notices: ${JSON.stringify(notices)}`);
          await page.evaluate(() => document.querySelectorAll('.notices .notice .btn.small:not(.primary)').forEach((b) => b.click()));
          await page.tap('button', 'New match');
        });
        await page.waitForName('heading', 'Invite North', { timeout: 15_000 });
        if (has.webrtc) {
          await page.waitForName('textbox', 'Invitation link for North', { timeout: 15_000 });
          assert.equal(await page.has('button', 'Share'), has.share, 'a Share button only where there is a share sheet');
          assert.equal(await page.has('button', "Scan North's reply"), has.scan, 'scanning only where the browser reads QR codes');
          assert.ok(await page.has('textbox', "Paste North's reply"), 'the reply can always be pasted');
          await page.tap('button', 'Copy invitation link');
          await page.waitFor(() => [...document.querySelectorAll('[role=status]')].some((n) => n.textContent === 'Copied'), [], { what: '"Copied"' });
        } else {
          // No WebRTC: the app says so, and the seat can go to its bot.
          await page.waitForName('alert', /^This browser cannot play with friends online: it has no WebRTC/);
          assert.equal(await page.has('textbox', 'Invitation link for North'), false);
          await shot(page, `engines-${engine}-no-webrtc`);
          await page.tap('button', 'Play without North');
          await page.waitForName('group', 'Your hand', { timeout: 30_000 });
        }
        await shot(page, `engines-${engine}-invitation`);

        // The friend's side: an invitation opened here offers "Join" only where it can.
        await afresh();
        await page.open(`${server.url}#join=kontra.${invitationCode()}`, { [SETTINGS_KEY]: quick(), [ONLINE_KEY]: LOOPBACK });
        await page.waitForName('heading', "Join South's table as North");
        if (has.webrtc) {
          await page.waitForName('button', 'Join');
        } else {
          await page.waitForName('alert', /^This browser cannot play with friends online/);
          assert.equal(await page.has('button', 'Join'), false, 'no "Join" where it cannot work');
        }
        await assertNoProblems(page);
      } finally {
        await page.close();
      }
    });
  });
}

// ── Friends online across engines ─────────────────────────────────────────────

/** A deal with a friend online: the host's storage, the friend's seat and the game's words. */
const ONLINE = {
  'Konter a Matt': {
    storage: { [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en', players: ['bot', 'online', 'bot'] }) },
    game: GAMES[0],
    end: /^(Next deal|New match)$/,
  },
  Kontraspiel: {
    storage: {
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: JSON.stringify({ v: 1, game: 'kontraspiel' }),
      'konter-a-matt:kontraspiel-settings': JSON.stringify({ v: 1, rules: { start_chips: 10, max_deals: 4 }, level: 'easy', players: ['bot', 'online'] }),
    },
    game: GAMES[1],
    end: /^(Next deal|New session|Revenge|Play again)$/,
  },
};
const PAIRS = [
  { host: 'chromium', guest: 'firefox', game: 'Konter a Matt' },
  { host: 'firefox', guest: 'chromium', game: 'Kontraspiel' },
  // One table link through the meeting point the tests start (scripts/relay.sh).
  { host: 'chromium', guest: 'firefox', game: 'Kontraspiel', meeting: true },
].filter((p) => ENGINES.includes(p.host) && ENGINES.includes(p.guest));

if (PAIRS.length) {
  describe('friends online across engines', () => {
    const browsers = {};
    let server;
    let started;
    before(async () => {
      started = Date.now();
      assertBuilt(DIST);
      server = await startServer({ dir: DIST, prefix: '/' });
      for (const engine of new Set(PAIRS.flatMap((p) => [p.host, p.guest]))) {
        const why = missing(engine);
        if (why) throw new Error(`${engine}: ${why}`);
        browsers[engine] = await launch(engine);
      }
    });
    after(async () => {
      await server?.close();
      for (const b of Object.values(browsers)) await b.close();
      console.log(`online across engines: ${Math.round((Date.now() - started) / 1000)} s`);
    });

    for (const pair of PAIRS) {
      test(`${pair.game}: a ${pair.host} host and a ${pair.guest} guest play a whole deal over the loopback${pair.meeting ? ', joined by the table link' : ''}`, async () => {
        const t = ONLINE[pair.game];
        const game = { ...t.game, end: t.end };
        const host = await browsers[pair.host].newPage({ viewport: { width: 390, height: 844 } });
        const guest = await browsers[pair.guest].newPage({ viewport: { width: 390, height: 844 } });
        const point = pair.meeting ? await startMeetingPoint() : null;
        const online = point ? JSON.stringify({ v: 1, stun: '', meeting: point.url }) : LOOPBACK;
        try {
          await host.open(server.url, { ...t.storage, [ONLINE_KEY]: online });
          await host.tap('button', 'New match');
          if (point) {
            // One link; the friend taps their seat, and nothing comes back by hand.
            await host.waitForName('textbox', 'Table link');
            const link = await host.value('Table link');
            // The key and the host's meeting point; the friend's Settings name none.
            assert.match(link, /#join=(kontra|konter)\.~[A-Za-z0-9_-]{22}~[A-Za-z0-9_-]+$/);
            await guest.open(link, { [SETTINGS_KEY]: quick(), [ONLINE_KEY]: LOOPBACK });
            await guest.waitForName('heading', "Join South's table", { timeout: 30_000 });
            await guest.tap('button', 'Join as North');
          } else {
            await host.waitForName('textbox', 'Invitation link for North');
            const link = await host.value('Invitation link for North');
            assert.match(link, /#join=(kontra|konter)\.[A-Za-z0-9_-]+$/);

            await guest.open(link, { [SETTINGS_KEY]: quick(), [ONLINE_KEY]: LOOPBACK });
            await guest.waitForName('heading', "Join South's table as North");
            await guest.tap('button', 'Join');
            await guest.waitForName('textbox', 'Your reply for South', { timeout: 15_000 });
            const reply = await guest.value('Your reply for South');
            await host.fill("Paste North's reply", reply);
            await host.tap('button', 'Connect');
          }
          await host.waitFor(() => document.body.innerText.includes('North is here'), [], { what: '"North is here"' });
          await guest.waitForName('group', 'Your hand', { timeout: 15_000 });

          // Whoever is to act does: the guest taps its own cards and decisions by name.
          let guestMoves = 0;
          let hostMoves = 0;
          let end = null;
          let deals = 1;
          for (let step = 0; step < 3000 && !end; step++) {
            const g = await situation(guest, game);
            const gm = move(game, g);
            if (gm) {
              await guest.tap(gm[0], gm[1], { within: gm[2] });
              guestMoves += 1;
              await taken(guest, game, g);
              continue;
            }
            const h = await situation(host, game);
            if (h.end) {
              // A Kontraspiel deal that everyone passes twice ends after two bids each:
              // the host deals again until both friends have played cards.
              if (h.end === 'Next deal' && (guestMoves < 3 || hostMoves < 3) && deals < 4) {
                await host.tap('button', 'Next deal');
                deals += 1;
                await new Promise((r) => setTimeout(r, 100));
                continue;
              }
              end = h.end;
              break;
            }
            const hm = move(game, h);
            if (hm) {
              await host.tap(hm[0], hm[1], { within: hm[2] });
              hostMoves += 1;
              await taken(host, game, h);
              continue;
            }
            await new Promise((r) => setTimeout(r, 30));
          }
          assert.ok(end, 'the deal came to its end');
          assert.ok(guestMoves >= 3, `the ${pair.guest} guest played (${guestMoves} moves)`);
          assert.ok(hostMoves >= 3, `the ${pair.host} host played (${hostMoves} moves)`);
          console.log(`${pair.game}: ${pair.host} host ${hostMoves} moves, ${pair.guest} guest ${guestMoves} moves, to "${end}"`);
          await assertNoProblems(host);
          await assertNoProblems(guest);
        } catch (e) {
          await shot(host, `engines-online-${pair.host}-host-failed`);
          await shot(guest, `engines-online-${pair.guest}-guest-failed`);
          throw e;
        } finally {
          await host.close();
          await guest.close();
          point?.stop();
        }
      });
    }
  });
}
