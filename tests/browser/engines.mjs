// One driver for the three browser engines a phone may run the app in, so that a test reads
// the same whichever engine it drives:
//
// - Chromium (Debian's `chromium`) and Firefox (Debian's `firefox-esr`) through
//   puppeteer-core: Firefox over WebDriver BiDi, Chromium over the DevTools protocol (what
//   puppeteer speaks to it best; its BiDi for Chromium is a translation of that protocol);
// - WebKit (WebKitGTK's MiniBrowser) through Debian's `WebKitWebDriver` and
//   selenium-webdriver: classic WebDriver, the only kind WebKitGTK's driver speaks. It
//   draws into an X display even when nothing looks: an Xvfb of its own, started here.
//
// Every page is driven the same way: controls are found in the page by their role and
// accessible name (`makeFind` below, the same script in every engine) and pressed by a real
// pointer at a point where the engine's own hit test says they lie, as a finger would.
// No browser is ever downloaded: each comes from Debian (scripts/setup.sh --browser).

import { existsSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS } from './helpers.mjs';

export const FIREFOX_BIN = process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_BIN = process.env.WEBKIT_DRIVER_BIN ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_BIN = process.env.MINIBROWSER_BIN ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const CHROMIUM_BIN = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const XVFB_BIN = '/usr/bin/Xvfb';

/** The engines the suite runs in: all three, or those named in $KONTER_ENGINES
 *  ("firefox,webkit"). */
export const ENGINES = (process.env.KONTER_ENGINES ?? 'chromium,firefox,webkit').split(',').map((e) => e.trim()).filter(Boolean);

/** Firefox's preferences for the tests: WebRTC between two browsers on this machine over
 *  the loopback, with their addresses as they are (not hidden behind mDNS names). */
const FIREFOX_PREFS = {
  'media.peerconnection.ice.loopback': true,
  'media.peerconnection.ice.obfuscate_host_addresses': false,
  'browser.shell.checkDefaultBrowser': false,
};

/** What an engine is: its name, the browser's version, and what it can open. */
export async function launch(engine) {
  if (engine === 'chromium' || engine === 'firefox') return launchPuppeteer(engine);
  if (engine === 'webkit') return launchWebKit();
  throw new Error(`unknown engine ${engine}`);
}

/** Why `engine` cannot run here, or null when its browser and driver are installed. */
export function missing(engine) {
  const need = { chromium: [CHROMIUM_BIN], firefox: [FIREFOX_BIN], webkit: [WEBKIT_DRIVER_BIN, MINIBROWSER_BIN, XVFB_BIN] }[engine] ?? [];
  const gone = need.filter((p) => !existsSync(p));
  if (gone.length) return `${gone.join(' and ')} missing: run bash scripts/setup.sh --browser`;
  return null;
}

// ── Chromium and Firefox: puppeteer-core ──────────────────────────────────────

async function launchPuppeteer(engine) {
  const { default: puppeteer } = await import('puppeteer-core');
  const firefox = engine === 'firefox';
  const browser = await puppeteer.launch(firefox
    ? { browser: 'firefox', executablePath: FIREFOX_BIN, headless: true, extraPrefsFirefox: FIREFOX_PREFS, protocolTimeout: 60_000, timeout: 60_000 }
    : { browser: 'chrome', executablePath: CHROMIUM_BIN, headless: true, args: CHROMIUM_ARGS, protocolTimeout: 60_000, timeout: 60_000 });
  const version = (await browser.version()).replace(/^(Headless)?Chrome\//, 'Chromium ').replace(/^firefox\//i, 'Firefox ');
  return {
    engine,
    version,
    /** A page in a fresh profile of its own (its storage, caches and service workers). */
    async newPage({ viewport = { width: 1280, height: 800 } } = {}) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      const problems = [];
      page.on('console', (m) => {
        // The 404s of the page that seeds storage (`open`) and of the icon the browser asks
        // for it (the app links its own) are no problems of the app's.
        if (/\/(__blank|favicon\.ico)$/.test(m.location()?.url ?? '')) return;
        if (m.type() === 'error' || m.type() === 'warn') problems.push(`console.${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e?.message ?? e}`));
      return new Page(engine, {
        goto: (url) => page.goto(url, { waitUntil: 'load', timeout: 60_000 }),
        reload: () => page.reload({ waitUntil: 'load', timeout: 60_000 }),
        run: (expression) => page.evaluate(expression),
        tap: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        screenshot: (path) => page.screenshot({ path }),
        problems: () => problems.splice(0),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

// ── WebKit: WebKitWebDriver and selenium-webdriver (classic WebDriver) ────────

async function launchWebKit() {
  const { Builder, Origin } = await import('selenium-webdriver');
  const { DriverService } = await import('selenium-webdriver/remote/index.js');
  const { findFreePort } = await import('selenium-webdriver/net/portprober.js');
  let version = 'WebKitGTK';
  // WebKitGTK draws into an X display even when nothing looks: one of our own, on a free
  // number, so that nothing else on the machine (nor xvfb-run) is needed.
  const xvfb = await startXvfb();
  // Our own WebKitWebDriver, whose path is given: selenium never looks for (or downloads) a
  // driver.
  const port = await findFreePort();
  const service = new DriverService(WEBKIT_DRIVER_BIN, { port, args: [`--port=${port}`], env: { ...process.env, DISPLAY: xvfb.display }, loopback: true });
  const url = await service.start(30_000);
  return {
    engine: 'webkit',
    /** Known once a page is open (the session says it). */
    get version() { return version; },
    /** A page in a new MiniBrowser of its own: a new WebDriver session, whose website data
     *  is its own and goes with it. */
    async newPage({ viewport = { width: 1280, height: 800 } } = {}) {
      const driver = await new Builder().usingServer(url).withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_BIN, args: ['--automation'] },
      }).build();
      await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
      version = `WebKitGTK ${(await driver.getCapabilities()).get('browserVersion')}`;
      await driver.manage().window().setRect({ x: 0, y: 0, ...viewport });
      // Classic WebDriver has no console events: the page's errors are gathered by a
      // listener put in after each load (what happens before it goes unseen).
      const watch = () => driver.executeScript(WATCH);
      return new Page('webkit', {
        goto: async (url) => { await driver.get(url); await watch(); },
        reload: async () => { await driver.navigate().refresh(); await watch(); },
        run: (expression) => driver.executeAsyncScript(asyncCall(expression)).then(unwrap),
        tap: (x, y) => driver.actions().move({ origin: Origin.VIEWPORT, x: Math.round(x), y: Math.round(y) }).click().perform(),
        press: (key) => driver.actions().sendKeys(KEYS[key] ?? key).perform(),
        screenshot: async (path) => writeFileSync(path, await driver.takeScreenshot(), 'base64'),
        problems: async () => driver.executeScript('return (window.__problems || []).splice(0)'),
        close: () => driver.quit(),
      });
    },
    close: async () => {
      await service.kill();
      xvfb.stop();
    },
  };
}

/** An X server of our own (Xvfb) on the first free display: { display, stop() }. */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const x = spawn(XVFB_BIN, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let said = '';
    let err = '';
    x.stderr.on('data', (d) => { err += d; });
    x.stdio[3].on('data', (d) => {
      said += d;
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, stop: () => x.kill() });
    });
    x.on('error', reject);
    // Not left behind when the test process ends.
    process.once('exit', () => x.kill());
    x.on('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${err.slice(-500)}`)));
  });
}

const KEYS = { Enter: '\uE007', Tab: '\uE004', Escape: '\uE00C', ArrowRight: '\uE014', ArrowLeft: '\uE012' };

/** The script that runs `expression` and hands back its (awaited) result: written out
 *  whole, as the page's CSP forbids eval. */
const asyncCall = (expression) => `
  const done = arguments[arguments.length - 1];
  Promise.resolve().then(() => ${expression})
    .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e && e.stack || e) }));
`;
function unwrap(r) {
  if (r && 'error' in r && r.error !== undefined) throw new Error(`in the page: ${r.error}`);
  return r?.value;
}

/** Gathers the page's uncaught errors and console errors/warnings in window.__problems. */
const WATCH = `
  if (!window.__problems) {
    window.__problems = [];
    addEventListener('error', (e) => window.__problems.push('uncaught: ' + (e.message || e)));
    addEventListener('unhandledrejection', (e) => window.__problems.push('uncaught: ' + (e.reason && e.reason.message || e.reason)));
    for (const level of ['error', 'warn']) {
      const original = console[level];
      console[level] = function (...args) { window.__problems.push('console.' + level + ': ' + args.join(' ')); return original.apply(this, args); };
    }
  }
`;

// ── In the page: controls by role and accessible name ─────────────────────────

/**
 * In the page: `find(role, name, withinRole, withinName)`, the shown elements of `role`
 * whose accessible name is `name` (a string: the whole name; {source, flags}: a pattern;
 * null: any), inside the first shown element of `withinRole`/`withinName` if given; and
 * `find.nameOf(el)`, an element's accessible name. Roles and names as the ARIA rules say
 * for what this app uses: buttons, links, headings, text boxes, combo boxes, groups,
 * regions, dialogs, images, alerts, status and list items; what is `aria-hidden` is not
 * part of a name.
 */
function makeFind() {
  const IMPLICIT = [
    ['button', 'button, input[type=button], input[type=submit], summary'],
    ['link', 'a[href]'],
    ['heading', 'h1, h2, h3, h4, h5, h6'],
    ['textbox', 'textarea, input:not([type]), input[type=text], input[type=url], input[type=search]'],
    ['combobox', 'select'],
    ['dialog', 'dialog'],
    ['img', 'img[alt]'],
    ['region', 'section[aria-label], section[aria-labelledby]'],
    ['list', 'ul, ol'],
    ['listitem', 'li'],
  ];
  const roleOf = (el) => el.getAttribute('role') ?? IMPLICIT.find(([, sel]) => el.matches(sel))?.[0] ?? null;
  // The text an element gives a name: its own label, or its children's text.
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden || node.matches('script, style, template')) return '';
    if (getComputedStyle(node).display === 'none') return '';
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    const inline = /^(inline|contents)/.test(getComputedStyle(node).display);
    const inner = [...node.childNodes].map(textOf).join('');
    return inline ? inner : ` ${inner} `;
  };
  const clean = (t) => t.replace(/\s+/g, ' ').trim();
  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) return clean(by.split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean).map((e) => [...e.childNodes].map(textOf).join('')).join(' '));
    const label = el.getAttribute('aria-label');
    if (label) return clean(label);
    if (el.labels?.length) return clean([...el.labels].map((l) => [...l.childNodes].map(textOf).join('')).join(' '));
    if (el.matches('img')) return el.getAttribute('alt') ?? '';
    if (el.matches('button, a, summary, h1, h2, h3, h4, h5, h6, li, [role=button], [role=heading], [role=alert], [role=status], [role=listitem], [role=link]')) {
      return clean([...el.childNodes].map(textOf).join(''));
    }
    return el.getAttribute('title') ?? '';
  };
  const shown = (el) => {
    if (el.closest('[hidden], [inert], [aria-hidden=true]')) return false;
    if (!el.getClientRects().length) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const matches = (el, r, n) => {
    if (roleOf(el) !== r) return false;
    if (n == null) return true;
    const got = nameOf(el);
    return typeof n === 'string' ? got === n : new RegExp(n.source, n.flags).test(got);
  };
  // Only the elements that may have the role are looked at.
  const all = (root, r, n) => {
    const selector = [`[role="${r}"]`, ...IMPLICIT.filter(([k]) => k === r).map(([, sel]) => sel)].join(', ');
    return [...root.querySelectorAll(selector)].filter((el) => matches(el, r, n) && shown(el));
  };
  const find = (role, name, withinRole, withinName) => {
    let root = document;
    if (withinRole) {
      root = all(document, withinRole, withinName ?? null)[0];
      if (!root) return [];
    }
    return all(root, role, name ?? null);
  };
  find.nameOf = nameOf;
  return find;
}

/** A pattern for `find`: a RegExp becomes something the page can rebuild. */
function nameArg(name) {
  return name instanceof RegExp ? { source: name.source, flags: name.flags } : name ?? null;
}

/** In the page: the `index`th match's point where a tap reaches it (scrolled into view),
 *  or why not: covered, moving (an animation, or a place not the same two frames apart:
 *  a dialog about to rise), or absent. */
async function tapPoint(find, role, name, withinRole, withinName, index) {
  const el = find(role, name, withinRole, withinName)[index];
  if (!el) return { why: 'absent' };
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const frame = () => new Promise((ok) => {
    requestAnimationFrame(() => ok());
    setTimeout(ok, 100);
  });
  const first = el.getBoundingClientRect();
  await frame();
  await frame();
  const r = el.getBoundingClientRect();
  const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  if (moving || ['x', 'y', 'width', 'height'].some((k) => Math.abs(first[k] - r[k]) > 0.5)) return { why: 'moving' };
  // Its middle, or (a card fanned under the next one) its visible left part.
  const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + Math.min(12, r.width / 4), r.top + r.height / 2]];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit) || hit.closest('label')?.control === el)) return { x: Math.round(x), y: Math.round(y) };
  }
  const top = document.elementFromPoint(points[0][0], points[0][1]);
  return { why: `covered by ${top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing'}` };
}

/** How long one command to a browser may take before the test fails rather than waits
 *  for ever (a browser that stopped answering). */
const COMMAND_MS = 90_000;

/** `impl`'s commands, each failing after COMMAND_MS; logged with their times when
 *  $KONTER_ENGINES_LOG is set. */
function guarded(engine, impl) {
  const out = {};
  for (const [name, f] of Object.entries(impl)) {
    out[name] = async (...args) => {
      const t0 = Date.now();
      let timer;
      const late = new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`${engine}: ${name} got no answer in ${COMMAND_MS / 1000} s`)), COMMAND_MS);
      });
      try {
        return await Promise.race([f(...args), late]);
      } finally {
        clearTimeout(timer);
        if (process.env.KONTER_ENGINES_LOG) console.log(`[${engine}] ${name} ${String(args[0] ?? '').slice(0, 60).replace(/\s+/g, ' ')} ${Date.now() - t0} ms`);
      }
    };
  }
  return out;
}

/** The same page API in every engine. */
export class Page {
  constructor(engine, impl) {
    this.engine = engine;
    this.impl = guarded(engine, impl);
  }

  /** Opens `url` with `storage` (localStorage items) set before the app first starts:
   *  they are written from a page of the same site that is not the app (a 404). */
  async open(url, storage = {}) {
    if (Object.keys(storage).length) {
      await this.impl.goto(new URL('__blank', url).href);
      await this.evaluate((items) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
      }, storage);
    }
    await this.impl.goto(url);
    await this.waitFor(() => !!document.querySelector('h1 .brand-btn'), [], { timeout: 60_000, what: 'the app to start' });
  }

  goto(url) { return this.impl.goto(url); }

  reload() { return this.impl.reload(); }

  /** `fn(...args)` run in the page (it may be async; the arguments JSON): its JSON-able
   *  result. */
  evaluate(fn, ...args) {
    return this.impl.run(`(${fn}).apply(null, ${JSON.stringify(args)})`);
  }

  /** As `evaluate`, with `find` (`makeFind` above) given to `fn` as its first argument. */
  query(fn, ...args) {
    return this.impl.run(`(${fn}).apply(null, [(${makeFind})()].concat(${JSON.stringify(args)}))`);
  }

  /** Polls `fn(...args)` in the page until it returns something truthy, which is returned. */
  async waitFor(fn, args = [], { timeout = 30_000, what = 'a condition', find = false } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      try {
        const got = await (find ? this.query(fn, ...args) : this.evaluate(fn, ...args));
        if (got) return got;
      } catch (e) {
        // A navigation under way: the page's context is gone for a moment.
        if (!/context|navigat|detached|destroyed|unload|stale|JavaScript|Execution/i.test(String(e))) throw e;
      }
      if (Date.now() > end) throw new Error(`${this.engine}: timed out waiting for ${what}`);
      await sleep(50);
    }
  }

  /** The shown controls of `role` named `name` (a string or a RegExp; null: any), inside
   *  `within` ({role, name}) if given: [{name, off, pressed}]. */
  names(role, name = null, within = {}) {
    return this.query((find, ...rest) => find(...rest).map((el) => ({
      name: find.nameOf(el),
      off: el.getAttribute('aria-disabled') === 'true' || el.disabled === true,
      pressed: el.getAttribute('aria-pressed'),
    })), role, nameArg(name), within.role ?? null, nameArg(within.name));
  }

  /** Whether a control of `role` named `name` is shown. */
  async has(role, name, within) {
    return (await this.names(role, name, within)).length > 0;
  }

  /** Waits until a control of `role` named `name` is shown. */
  waitForName(role, name, { within = {}, timeout = 30_000 } = {}) {
    return this.waitFor((find, ...rest) => find(...rest).length > 0, [role, nameArg(name), within.role ?? null, nameArg(within.name)],
      { timeout, what: `${role} "${name}"`, find: true });
  }

  /** Taps the `index`th control of `role` named `name` (inside `within`) where the engine's
   *  hit test finds it, once it is there, still and uncovered. */
  async tap(role, name, { within = {}, index = 0, timeout = 15_000 } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      const at = await this.query(tapPoint, role, nameArg(name), within.role ?? null, nameArg(within.name), index);
      if (at.x !== undefined) return this.impl.tap(at.x, at.y);
      if (Date.now() > end) throw new Error(`${this.engine}: cannot tap ${role} "${name}": ${at.why}`);
      await sleep(40);
    }
  }

  /** Puts `text` into the text box `name` as a paste would (one input event). */
  async fill(name, text) {
    await this.tap('textbox', name);
    const done = await this.query((find, n, t) => {
      const el = find('textbox', n)[0];
      if (!el) return false;
      el.focus();
      el.value = t;
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: t }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }, nameArg(name), text);
    if (!done) throw new Error(`${this.engine}: no text box "${name}"`);
  }

  /** The value of the text box `name`. */
  value(name) {
    return this.query((find, n) => find('textbox', n)[0]?.value ?? null, nameArg(name));
  }

  /** A key pressed on the keyboard ("Enter", "Tab", "ArrowRight"…). */
  press(key) { return this.impl.press(key); }

  /** localStorage's item `key`. */
  stored(key) { return this.evaluate((k) => localStorage.getItem(k), key); }

  /** What went wrong in the page since last asked: console errors and warnings, uncaught
   *  exceptions. */
  async problems() { return this.impl.problems(); }

  screenshot(path) { return this.impl.screenshot(path); }

  close() { return this.impl.close(); }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
