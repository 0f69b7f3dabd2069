// Shared helpers for the browser tests: headless Debian Chromium driven by playwright-core,
// the built site served by tests/server.mjs, and a watch on everything that goes wrong
// in the page (console errors and warnings, uncaught exceptions, failed requests).

import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
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
];

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
 * Opens the app at `url` in a watched page whose localStorage holds `entries` before the
 * app's first start (later reloads keep what the app saved), and waits for its title.
 */
export async function openApp(browser, url, entries = {}, viewport) {
  const w = await newWatchedPage(browser, viewport ? { viewport } : undefined);
  await w.context.addInitScript((items) => {
    if (!sessionStorage.getItem('test-seeded')) {
      sessionStorage.setItem('test-seeded', '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }
  }, entries);
  await w.page.goto(url, { waitUntil: 'load' });
  await w.page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
  return w;
}
