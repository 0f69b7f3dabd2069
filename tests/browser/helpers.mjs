// Shared helpers for the browser tests: headless Debian Chromium driven by playwright-core,
// the built site served by tests/server.mjs, and a watch on everything that goes wrong
// in the page (console errors and warnings, uncaught exceptions, failed requests).

import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../server.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = join(ROOT, 'tests', 'artifacts');

/** The built site: $KONTER_DIST or dist/. */
export const DIST = resolve(ROOT, process.env.KONTER_DIST ?? 'dist');
/** Optional second build made with `--public-url $KONTER_SUBPATH` into $KONTER_SUBPATH_DIST. */
export const SUBPATH = process.env.KONTER_SUBPATH ?? '/konter-a-matt/';
export const SUBPATH_DIST = resolve(ROOT, process.env.KONTER_SUBPATH_DIST ?? 'target/dist-subpath');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // WebRTC between two pages here: local addresses as they are, not as mDNS names (`….local`),
  // which a container resolves only now and then.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** The native `konter` tool, built here if it is missing. */
export function konterBinary() {
  const target = resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target');
  for (const p of ['debug/konter', 'release/konter']) {
    if (existsSync(join(target, p))) return join(target, p);
  }
  execFileSync('cargo', ['build', '--bin', 'konter'], { cwd: ROOT, stdio: 'inherit' });
  return join(target, 'debug/konter');
}

export function assertBuilt(dir = DIST) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the site first (bash scripts/build.sh)`);
  }
}

export async function launchBrowser() {
  const executablePath = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`no Chromium at ${executablePath}: run bash scripts/setup.sh --browser`);
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export { startServer };

/** For a test file: before its tests the built site in `dir` is served under `prefix` and a
 *  browser launched, and `ready(browser, server)` gets them; after its tests both close. */
export function servedSite(ready, { dir = DIST, prefix = '/' } = {}) {
  let browser;
  let server;
  before(async () => {
    assertBuilt(dir);
    browser = await launchBrowser();
    server = await startServer({ dir, prefix });
    ready(browser, server);
  });
  after(async () => {
    await server?.close();
    await browser?.close();
  });
}

/** A small deterministic choice: `pick(n)` is in `0..n`, the same sequence for a seed. */
export function chooser(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

/**
 * A new page whose problems are collected in `problems` (strings): console messages
 * of type error or warning, uncaught exceptions, failed requests and HTTP errors.
 */
export async function newWatchedPage(browser, { viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      const loc = msg.location();
      problems.push(`console.${msg.type()}: ${msg.text()}${loc?.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.stack ?? err}`));
  page.on('requestfailed', (req) => {
    // net::ERR_ABORTED is a request the page itself cancelled (a reload or navigation while
    // it was loading): no failure. A missing file still shows as an HTTP error below.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return { context, page, problems };
}

export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * `entries` (localStorage items) with the meeting point of friends online switched off
 * unless they name one: no public broker can be reached from the tests, and a page that
 * tried would report each failed connection.
 */
export function meetingOff(entries) {
  const key = 'konter-a-matt:online';
  const online = JSON.parse(entries[key] ?? '{"v":1}');
  if (!('meeting' in online)) online.meeting = '';
  return { ...entries, [key]: JSON.stringify(online) };
}

/**
 * Opens the app at `url` in a watched page whose localStorage holds `entries` (with the
 * meeting point off unless they name one: `meetingOff`) before the app's first start
 * (later reloads keep what the app saved), and waits for its title.
 */
export async function openApp(browser, url, entries = {}, viewport) {
  entries = meetingOff(entries);
  const w = await newWatchedPage(browser, viewport ? { viewport } : undefined);
  await w.context.addInitScript((items) => {
    if (!sessionStorage.getItem('test-seeded')) {
      sessionStorage.setItem('test-seeded', '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }
  }, entries);
  await w.page.goto(url, { waitUntil: 'load' });
  await w.page.locator('h1 .brand-btn').waitFor({ timeout: 30_000 });
  return w;
}

/** Waits until what moves on the page has come to rest (a dialog rising, a card played…);
 *  endless animations (a glow) do not count. */
export async function settle(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * Everything wrong with the page's layout as it is drawn now, as sentences: the page wider
 * than the screen, a box scrolling sideways, text that looks like code, and for each
 * visible control: its text spilling out or cut; cut off where it first shows by a box
 * that scrolls by less than the control's size (nothing tells there is more); and, once
 * scrolled into view the least a person would scroll, lying outside the screen, cut off
 * by a box around it that hides what overflows it, or covered: not what a tap at its
 * centre (or, for a card fanned under the next, at its visible left part) hits.
 */
export function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const name = (el) => {
      const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '').trim().replace(/\s+/g, ' ');
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${text.slice(0, 40)}"`;
    };
    const shown = (el) => {
      if (el.closest('[hidden], [inert]')) return false;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || cs.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2 && el.getClientRects().length > 0;
    };
    const W = window.innerWidth;
    const H = window.innerHeight;
    if (document.documentElement.scrollWidth > W + 1) {
      problems.push(`the page is wider than the screen (${document.documentElement.scrollWidth} > ${W})`);
    }
    for (const el of document.querySelectorAll('body *')) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      if (['auto', 'scroll'].includes(cs.overflowX) && el.scrollWidth > el.clientWidth + 1 && !el.matches('textarea')) {
        problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    if (/on:click|move \||=>|\{\s*move/.test(document.body.innerText)) problems.push('text that looks like code is on the page');

    const canvas = document.createElement('canvas').getContext('2d');
    const controls = [...document.querySelectorAll('button, a[href], select, input:not([type="hidden"]), textarea, summary')].filter(shown);
    for (const el of controls) {
      // Text spilling out of its control, or cut short.
      if (el.matches('button, a, summary') && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
        problems.push(`${name(el)}: its text is cut (${el.scrollWidth} > ${el.clientWidth})`);
      }
      if (el.matches('button, a') && !el.classList.contains('hand-card')) {
        const inner = el.getBoundingClientRect();
        for (const child of el.querySelectorAll('*')) {
          if (!shown(child) || child.matches('.visually-hidden, .icon-wrap, svg, svg *')) continue;
          const r = child.getBoundingClientRect();
          if (r.left < inner.left - 1 || r.right > inner.right + 1) problems.push(`${name(el)}: its text spills out of it`);
        }
      }
      if (el.matches('select')) {
        const cs = getComputedStyle(el);
        canvas.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const text = el.selectedOptions[0]?.textContent ?? '';
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        if (canvas.measureText(text).width > room + 1) problems.push(`${name(el)}: the choice "${text}" is cut`);
      }
      // As the page first shows it: not cut by a box that scrolls by less than the
      // control's own size, which gives no sign that there is more to see.
      const first = el.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        const b = a.getBoundingClientRect();
        const [left, top] = [b.left + a.clientLeft, b.top + a.clientTop];
        const spare = [a.scrollWidth - a.clientWidth, a.scrollHeight - a.clientHeight];
        const x = ['auto', 'scroll'].includes(cs.overflowX) && spare[0] > 1 && spare[0] < first.width
          && (first.left < left - 1 || first.right > left + a.clientWidth + 1);
        const y = ['auto', 'scroll'].includes(cs.overflowY) && spare[1] > 1 && spare[1] < first.height
          && (first.top < top - 1 || first.bottom > top + a.clientHeight + 1);
        if (x || y) {
          problems.push(`${name(el)} is cut off by ${name(a)}, which scrolls by only ${Math.round(x ? spare[0] : spare[1])} px`);
          break;
        }
      }
      // Inside the viewport, whole inside every box around it that cuts what overflows it,
      // and hit at its centre.
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.width > W || r.height > H) continue;
      const at = `(${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)})`;
      if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) {
        problems.push(`${name(el)} is outside the screen ${at}`);
        continue;
      }
      let cut = null;
      for (let a = el.parentElement; a && a !== document.body && !cut; a = a.parentElement) {
        const cs = getComputedStyle(a);
        const [x, y] = [cs.overflowX !== 'visible', cs.overflowY !== 'visible'];
        if (!x && !y) continue;
        const b = a.getBoundingClientRect();
        const left = b.left + a.clientLeft;
        const top = b.top + a.clientTop;
        // A control taller or wider than the box is its own business (a fanned hand's card).
        if (x && r.width <= a.clientWidth && (r.left < left - 1 || r.right > left + a.clientWidth + 1)) cut = a;
        if (y && r.height <= a.clientHeight && (r.top < top - 1 || r.bottom > top + a.clientHeight + 1)) cut = a;
      }
      if (cut) {
        problems.push(`${name(el)} is cut off by ${name(cut)} ${at}`);
        continue;
      }
      const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + Math.min(12, r.width / 4), r.top + r.height / 2]];
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
      if (!hits.some((h) => h && (h === el || el.contains(h) || h.closest('label')?.control === el))) {
        problems.push(`${name(el)} is covered by ${hits[0] ? name(hits[0]) : 'nothing'}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/**
 * Everything wrong with the text on the page as it is drawn now, as sentences: a word
 * broken across two lines other than after a hyphen or a slash ("Ausdeele" / "r"), and
 * text cut by its box (a box that hides what overflows it, holding text, whose content is
 * wider or taller than it). Text read out only (visually hidden) is not looked at.
 */
export function textProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const name = (el) => {
      const text = (el.textContent || '').trim().replace(/\s+/g, ' ');
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''} "${text.slice(0, 40)}"`;
    };
    // Whether an element's text is drawn for the eye: no hidden or read-out-only box around it.
    const seen = new Map();
    const drawn = (el) => {
      if (!el || el === document.body) return true;
      if (seen.has(el)) return seen.get(el);
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      const ok = cs.display !== 'none' && cs.visibility !== 'hidden' && cs.clipPath === 'none' && cs.clip === 'auto'
        && !el.matches('svg, script, style, template, option, [hidden], [inert], .visually-hidden')
        && !(r.width <= 2 && cs.overflow !== 'visible') && drawn(el.parentElement);
      seen.set(el, ok);
      return ok;
    };
    const range = document.createRange();
    const lines = () => [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!/\S\S/.test(n.data) || !drawn(n.parentElement)) continue;
      range.selectNodeContents(n);
      const all = lines();
      if (all.length < 2 || all.every((r) => Math.abs(r.top - all[0].top) < 2)) continue;
      for (const m of n.data.matchAll(/\S{2,}/g)) {
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const boxes = lines();
        if (boxes.length < 2 || boxes.every((r) => Math.abs(r.top - boxes[0].top) < 2)) continue;
        // The first character on a line below the word's first.
        range.setStart(n, m.index);
        range.setEnd(n, m.index + 1);
        const top = lines()[0]?.top ?? 0;
        let split = 1;
        for (; split < m[0].length; split++) {
          range.setStart(n, m.index + split);
          range.setEnd(n, m.index + split + 1);
          const r = lines()[0];
          if (r && r.top > top + 2) break;
        }
        if (/[-\u00ad\u2010\u2013\u2014/]$/.test(m[0].slice(0, split))) continue;
        problems.push(`${name(n.parentElement)}: the word "${m[0]}" is broken into "${m[0].slice(0, split)}" / "${m[0].slice(split)}"`);
      }
    }
    // Text cut by a box that hides what overflows it.
    for (const el of document.querySelectorAll('body *')) {
      const cs = getComputedStyle(el);
      const x = ['hidden', 'clip'].includes(cs.overflowX);
      const y = ['hidden', 'clip'].includes(cs.overflowY);
      if (!x && !y) continue;
      if (!drawn(el) || !/\S/.test(el.innerText ?? '')) continue;
      if (x && el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)}: its text is cut at the side (${el.scrollWidth} > ${el.clientWidth})`);
      else if (y && el.scrollHeight > el.clientHeight + 1) problems.push(`${name(el)}: its text is cut at the bottom (${el.scrollHeight} > ${el.clientHeight})`);
    }
    return problems;
  });
}

/**
 * Taps a card the rules refuse (`aria-disabled`, so Playwright's own click would wait for
 * it forever) where a finger would: at its middle, once nothing else lies there (a notice,
 * a neighbouring card). Fails naming what covers it if that never happens.
 */
export async function tapRefused(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  let covering = '';
  for (let i = 0; i < 50; i++) {
    const hit = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const top = document.elementFromPoint(x, y);
      if (top && el.contains(top)) return { x, y };
      return { covering: top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')} "${(top.getAttribute('aria-label') || top.textContent || '').trim().slice(0, 60)}"` : 'nothing' };
    });
    if (!hit.covering) {
      await page.mouse.click(hit.x, hit.y);
      return;
    }
    covering = hit.covering;
    await page.waitForTimeout(100);
  }
  throw new Error(`the card "${await locator.getAttribute('aria-label')}" stays covered by ${covering}`);
}

/** A free port on the loopback. */
export function freePort() {
  return new Promise((done, fail) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
    s.on('error', fail);
  });
}

/** Waits until something listens on `port` of the loopback. */
async function listening(port) {
  for (let i = 0; i < 100; i++) {
    const up = await new Promise((done) => {
      const c = connect(port, '127.0.0.1', () => { c.end(); done(true); });
      c.on('error', () => done(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** The meeting point the tests use (`bash scripts/relay.sh PORT`), and a watcher that keeps
 *  everything the broker passes on: `{ topic, payload }` (payload: a Buffer). */
export async function startMeetingPoint() {
  let port = await freePort();
  while (port > 65000) port = await freePort();
  const relay = spawn('bash', [join(ROOT, 'scripts', 'relay.sh'), String(port)], { stdio: 'ignore', detached: true });
  await listening(port);
  await listening(port + 1);
  const watcher = spawn('mosquitto_sub', ['-h', '127.0.0.1', '-p', String(port + 1), '-t', '#', '-F', '%t %x'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const seen = [];
  let rest = '';
  watcher.stdout.on('data', (d) => {
    const lines = (rest + d.toString()).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      const [topic, hex = ''] = line.split(' ');
      seen.push({ topic, payload: Buffer.from(hex, 'hex') });
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  const stop = () => {
    watcher.kill();
    try { process.kill(-relay.pid); } catch {}
  };
  // Stopped with the tests too, should one end before its `stop`.
  process.once('exit', stop);
  return { url: `ws://127.0.0.1:${port}`, seen, stop };
}

/** The text of what has the focus once it is `expected`, or after 2 s: the app moves the focus
 *  a frame after it draws, later on a busy machine. */
export async function focusedText(page, expected) {
  await page.waitForFunction((t) => document.activeElement?.textContent === t, expected, { timeout: 2_000 }).catch(() => {});
  return page.evaluate(() => document.activeElement?.textContent);
}

/** Whether the element of `locator` has the focus once it gets it, or after 2 s (the same
 *  wait as `focusedText`, for an element rather than a text). */
export async function focusArrives(locator) {
  return locator.evaluate((el) => new Promise((done) => {
    const at = Date.now();
    const look = () => (el === document.activeElement || Date.now() - at > 2000 ? done(el === document.activeElement) : requestAnimationFrame(look));
    look();
  }));
}
