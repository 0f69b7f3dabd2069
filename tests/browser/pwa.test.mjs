// Installable and offline, served under a sub-path as a static host would
// (the build made with `--public-url $KONTER_SUBPATH` into $KONTER_SUBPATH_DIST):
//
// - the manifest is linked, valid, and Chromium reports no installability errors
//   (DevTools protocol Page.getInstallabilityErrors, in a persistent profile: an
//   incognito context always reports "in-incognito");
// - the first visit registers the service worker with the sub-path as its scope; offline,
//   a reload still loads the app and the saved match carries on;
// - the installed app (a persistent profile, where Chromium also fetches the manifest's
//   icon on every load to check installability) reloaded offline a dozen times at
//   different moments — at once, with the bots' worker thinking, with the score sheets
//   open, in French — never has a failed request or a console error;
// - a new build: "Update available — reload" appears (and nothing reloads on its own);
//   pressing it brings the new version, whose cache replaces the old one, while other
//   apps' caches on the same origin survive.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS, ROOT, SUBPATH, SUBPATH_DIST, assertBuilt, launchBrowser, newWatchedPage, screenshot, startServer,
} from './helpers.mjs';

const MATCH_KEY = 'konter-a-matt:match';
const SETTINGS = JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en' });

/** The version the post-build step wrote into a site's sw.js. */
function swVersion(dir) {
  const m = /"version":\s*"([0-9a-f]+)"/.exec(readFileSync(join(dir, 'sw.js'), 'utf8'));
  assert.ok(m, `${dir}/sw.js has no build version: was it built with the post_build hook?`);
  return m[1];
}

/** Seeds quick settings before the app's first start in this context. */
async function seedSettings(context) {
  await context.addInitScript((settings) => {
    if (!localStorage.getItem('konter-a-matt:settings')) localStorage.setItem('konter-a-matt:settings', settings);
  }, SETTINGS);
}

async function appShown(page) {
  await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
}

/** Waits until a service worker is active and controls the page; returns its scope. */
async function controlled(page) {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
    return reg.scope;
  });
}

/** Starts a match and plays until the person holds cards to play; returns the saved match. */
async function startMatch(page) {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  for (let i = 0; i < 400; i++) {
    if (await page.locator('.hand-card.playable').count()) break;
    const suits = page.locator('.suit-btn');
    if (await suits.count()) await suits.first().click().catch(() => {});
    else await page.waitForTimeout(25);
  }
  const cards = await page.locator('.hand .hand-card').count();
  await page.locator('.hand-card.playable').first().click();
  await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-card').length < n, cards);
  // Let the bots finish their turns: once it is the person's turn again the match waits, so
  // what is saved now is what a reload must show (reading earlier raced the bots' moves).
  await page.locator('.hand-card.playable').first().waitFor({ timeout: 30_000 });
  let saved = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(100);
    const now = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
    if (now === saved) break;
    saved = now;
  }
  return saved;
}

const handOf = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.hand .hand-card')].map((e) => e.getAttribute('aria-label')));

let browser;
before(async () => {
  assertBuilt(SUBPATH_DIST);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe(`installable and offline under ${SUBPATH}`, () => {
  let server;
  before(async () => {
    server = await startServer({ dir: SUBPATH_DIST, prefix: SUBPATH });
  });
  after(async () => {
    await server?.close();
  });

  test('the manifest is valid and Chromium finds the app installable', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'konter-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 60_000,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const problems = [];
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`console.${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`uncaught: ${e}`));
      await page.goto(server.url, { waitUntil: 'load' });
      await appShown(page);
      assert.equal(await controlled(page), server.url, 'the worker is scoped to the sub-path');

      // The manifest: linked under the sub-path, served as a manifest, every field right.
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector('link[rel=manifest]').href;
        const res = await fetch(href);
        const json = await res.json();
        const icons = [];
        for (const icon of json.icons) {
          const url = new URL(icon.src, href).href;
          const r = await fetch(url);
          const blob = await r.blob();
          let size = null;
          if (icon.type === 'image/png') {
            const bitmap = await createImageBitmap(blob);
            size = `${bitmap.width}x${bitmap.height}`;
          }
          icons.push({ ...icon, url, status: r.status, contentType: r.headers.get('content-type'), size });
        }
        return { href, type: res.headers.get('content-type'), json, icons };
      });
      assert.equal(manifest.href, `${server.url}manifest.webmanifest`);
      assert.match(manifest.type, /^application\/manifest\+json/);
      const m = manifest.json;
      assert.equal(m.name, 'Konter a Matt');
      assert.ok(m.short_name && m.short_name.length <= 15, 'a short name that fits under an icon');
      assert.ok(m.description.length > 20);
      assert.equal(new URL(m.start_url, manifest.href).href, server.url, 'start_url is the sub-path');
      assert.equal(new URL(m.scope, manifest.href).href, server.url, 'scope is the sub-path');
      assert.equal(m.display, 'standalone');
      assert.match(m.theme_color, /^#[0-9a-f]{6}$/i);
      assert.match(m.background_color, /^#[0-9a-f]{6}$/i);
      for (const icon of manifest.icons) {
        assert.equal(icon.status, 200, icon.url);
        assert.ok(icon.url.startsWith(server.url), `${icon.url} is under the sub-path`);
        assert.equal(icon.contentType, icon.type, icon.url);
        if (icon.size) assert.equal(icon.size, icon.sizes, `${icon.src} is really ${icon.sizes}`);
      }
      const has = (sizes, purpose) => manifest.icons.some((i) => i.sizes === sizes && i.purpose.split(' ').includes(purpose));
      assert.ok(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable'), 'icons 192, 512 and maskable');

      // What Chromium itself says.
      const cdp = await context.newCDPSession(page);
      const parsed = await cdp.send('Page.getAppManifest');
      assert.equal(parsed.url, manifest.href);
      assert.deepEqual(parsed.errors, [], 'the manifest parses without errors');
      let errors = [];
      for (let i = 0; i < 20; i++) {
        ({ installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors'));
        if (errors.length === 0) break;
        await page.waitForTimeout(250);
      }
      assert.deepEqual(errors, [], `installability errors: ${JSON.stringify(errors)}`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after the first visit the app loads offline and the saved match carries on', async () => {
    const { context, page, problems } = await newWatchedPage(browser, { viewport: { width: 412, height: 860 } });
    try {
      await seedSettings(context);
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(server.url, { waitUntil: 'load' });
      await appShown(page);
      assert.equal(await controlled(page), server.url);
      // Every file of the build is precached before the worker activates.
      const cached = await page.evaluate(async () => {
        const keys = await caches.keys();
        const mine = keys.filter((k) => k.startsWith('konter-a-matt-shell-'));
        const requests = mine.length ? await (await caches.open(mine[0])).keys() : [];
        return { keys, urls: requests.map((r) => r.url) };
      });
      assert.equal(cached.keys.filter((k) => k.startsWith('konter-a-matt-shell-')).length, 1, cached.keys.join());
      assert.ok(cached.urls.includes(server.url), 'the page is precached as the scope');
      for (const ext of ['.wasm', '.js', '.css', 'manifest.webmanifest', 'lang/fr.txt', 'lang/de.txt', 'lang/lb.txt', '/icon.svg', '/icon-192.png', '/icon-maskable-512.png']) {
        assert.ok(cached.urls.some((u) => u.endsWith(ext)), `a ${ext} file is precached`);
      }
      assert.ok(!cached.urls.some((u) => u.endsWith('/sw.js')), 'the worker does not cache itself');

      const saved = await startMatch(page);
      assert.ok(saved, 'the match is saved');
      // The score sheets are a module of their own: a game does not download them.
      assert.deepEqual(fetched.filter((p) => /sheets(-[0-9a-f]{16})?(_bg\.wasm|\.js)$/.test(p)), [], 'the page did not fetch the score sheets');
      const hand = await handOf(page);
      assert.ok(hand.length > 0);

      await context.setOffline(true);
      const res = await page.reload({ waitUntil: 'load' });
      assert.ok(res.fromServiceWorker(), 'offline, the page comes from the service worker');
      await appShown(page);
      await page.locator('.hand .hand-card').first().waitFor({ timeout: 30_000 });
      assert.deepEqual(await handOf(page), hand, 'the same hand after the offline reload');
      const after = await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY);
      assert.equal(JSON.parse(after).revision, JSON.parse(saved).revision);

      // And the match goes on offline: the bots (in their worker) answer, the hand shrinks.
      const before = hand.length;
      for (let i = 0; i < 400 && (await page.locator('.hand-card.playable').count()) === 0; i++) {
        await page.waitForTimeout(25);
      }
      await page.locator('.hand-card.playable').first().click();
      await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-card').length < n, before, { timeout: 10_000 });
      await screenshot(page, 'pwa-offline');

      // The score sheets, never opened online, open offline too (they were precached).
      await page.getByRole('button', { name: 'Konter a Matt', exact: true }).click();
      await page.getByRole('button', { name: 'Score sheet for real cards', exact: true }).click();
      await page.getByRole('button', { name: 'New score sheet' }).waitFor({ timeout: 15_000 });
      assert.ok(fetched.some((p) => /\/games-[0-9a-f]{16}_bg\.wasm$/.test(p)), 'the module of the extras loaded when opened');
      await page.getByRole('button', { name: 'Back to the start' }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).waitFor();
      // A language never shown online comes offline too (its file was precached).
      await page.getByRole('button', { name: 'Français', exact: true }).click();
      await page.getByRole('button', { name: 'Nouvelle partie', exact: true }).waitFor({ timeout: 15_000 });
      await context.setOffline(false);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});

describe(`the installed app reloads offline under ${SUBPATH}`, () => {
  let server;
  before(async () => {
    server = await startServer({ dir: SUBPATH_DIST, prefix: SUBPATH });
  });
  after(async () => {
    await server?.close();
  });

  // An incognito context (newWatchedPage) never checks installability, so it never asks for
  // the manifest's icons: this test uses a profile on disk, as an installed app has.
  test('a dozen offline reloads at different moments: no failed request, no console error', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'konter-offline-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 60_000,
      viewport: { width: 412, height: 860 },
    });
    try {
      await seedSettings(context);
      const page = context.pages()[0] ?? (await context.newPage());
      const problems = [];
      let moment = 'online';
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(`${moment}: console.${m.type()}: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${moment}: uncaught: ${e}`));
      page.on('requestfailed', (r) => {
        // A reload while the page is still loading cancels its requests: not a failure.
        if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`${moment}: request failed: ${r.url()} (${r.failure()?.errorText})`);
      });
      page.on('response', (r) => r.status() >= 400 && problems.push(`${moment}: HTTP ${r.status()}: ${r.url()}`));

      await page.goto(server.url, { waitUntil: 'load' });
      await appShown(page);
      await controlled(page);
      await startMatch(page);
      await context.setOffline(true);

      const reload = async (waitUntil) => {
        const res = await page.reload({ waitUntil: waitUntil ?? 'load' });
        assert.ok(res.fromServiceWorker(), `${moment}: offline, the page comes from the service worker`);
      };
      const start = (name) => page.getByRole('button', { name, exact: true });
      const toStart = async (newMatch) => {
        await page.getByRole('button', { name: 'Konter a Matt', exact: true }).click();
        await start(newMatch).waitFor({ timeout: 15_000 });
      };
      const lang = { en: ['New match', 'Score sheet for real cards', 'New score sheet'], fr: ['Nouvelle partie', 'Feuille de marque pour vraies cartes', 'Nouvelle feuille de marque'] };
      const moments = (code) => {
        const [newMatch, sheets, newSheet] = lang[code];
        return [
          // The next reload comes while the app's wasm is still on its way.
          ['at once, before the app has started', async () => {
            await reload('domcontentloaded');
          }],
          ['as soon as the app shows', async () => {
            await reload();
            await appShown(page);
          }],
          ['with the bots\' worker thinking', async () => {
            await reload();
            await appShown(page);
            const playable = page.locator('.hand-card.playable').first();
            await playable.waitFor({ timeout: 30_000 });
            const cards = await page.locator('.hand .hand-card').count();
            await playable.click();
            await page.waitForFunction((n) => document.querySelectorAll('.hand .hand-card').length < n, cards);
          }],
          ['with the score sheets open', async () => {
            await reload();
            await appShown(page);
            await toStart(newMatch);
            await start(sheets).click();
            await page.getByRole('button', { name: newSheet }).waitFor({ timeout: 15_000 });
          }],
        ];
      };
      let count = 0;
      for (const code of ['en', 'fr', 'en']) {
        if (count > 0) {
          // The language is switched offline too, then kept by the reloads that follow.
          moment = `switching to ${code}`;
          await reload();
          await appShown(page);
          await toStart(lang[code === 'fr' ? 'en' : 'fr'][0]);
          await start(code === 'fr' ? 'Français' : 'English').click();
          await start(lang[code][0]).waitFor({ timeout: 15_000 });
          count += 1;
        }
        for (const [name, step] of moments(code)) {
          moment = `reload ${++count} (${code}, ${name})`;
          await step();
        }
      }
      assert.ok(count >= 10, `${count} offline reloads`);
      // The last reload has settled: the app shows, and the table is back.
      moment = 'after the last reload';
      await reload();
      await appShown(page);
      await page.locator('.hand .hand-card').first().waitFor({ timeout: 30_000 });
      await context.setOffline(false);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('a new version replaces the old one when the person asks', () => {
  let site;
  let server;
  before(async () => {
    site = mkdtempSync(join(tmpdir(), 'konter-site-'));
    cpSync(SUBPATH_DIST, site, { recursive: true });
    server = await startServer({ dir: site, prefix: SUBPATH });
  });
  after(async () => {
    await server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  test('"Update available — reload", then the new cache only, other apps\' caches kept', async () => {
    const { context, page, problems } = await newWatchedPage(browser);
    try {
      await seedSettings(context);
      const v1 = swVersion(site);
      await page.goto(server.url, { waitUntil: 'load' });
      await appShown(page);
      await controlled(page);
      // Another app on the same origin has caches of its own.
      await page.evaluate(async () => {
        await (await caches.open('other-app-v1')).put('/other/data.json', new Response('{"mine":true}'));
        await (await caches.open('konter-a-matt-notes')).put('/x', new Response('a cache of ours, not the shell'));
      });
      await startMatch(page);
      const hand = await handOf(page);

      // A new build: a changed file, then only the post-build step again (no cargo).
      const indexPath = join(site, 'index.html');
      writeFileSync(indexPath, readFileSync(indexPath, 'utf8').replace('</body>', '<!-- build 2 --></body>'));
      execFileSync('node', [join(ROOT, 'scripts/pwa-build.mjs'), '--dir', site, '--public-url', SUBPATH], { stdio: 'pipe' });
      const v2 = swVersion(site);
      assert.notEqual(v2, v1, 'the new build has a new version');

      await page.evaluate(() => {
        window.__sameDocument = true;
        return navigator.serviceWorker.getRegistration().then((r) => r.update());
      });
      const notice = page.locator('.notice', { hasText: 'Update available' });
      await notice.waitFor({ timeout: 30_000 });
      // Nothing reloads on its own: same document, same match, the old caches still there.
      await page.waitForTimeout(1000);
      assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page did not reload by itself');
      assert.deepEqual(await handOf(page), hand);
      let keys = await page.evaluate(() => caches.keys());
      assert.ok(keys.includes(`konter-a-matt-shell-${v1}`) && keys.includes(`konter-a-matt-shell-${v2}`), keys.join());
      await screenshot(page, 'pwa-update-available');

      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await appShown(page);
      assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'reloaded');
      assert.ok((await page.content()).includes('<!-- build 2 -->'), 'the new version is showing');
      keys = await page.evaluate(() => caches.keys());
      assert.ok(keys.includes(`konter-a-matt-shell-${v2}`), `the new cache: ${keys.join()}`);
      assert.ok(!keys.includes(`konter-a-matt-shell-${v1}`), `the old cache is gone: ${keys.join()}`);
      assert.ok(keys.includes('other-app-v1') && keys.includes('konter-a-matt-notes'), `other caches survive: ${keys.join()}`);
      assert.equal(await page.locator('.notice', { hasText: 'Update available' }).count(), 0);
      await page.locator('.hand .hand-card').first().waitFor({ timeout: 30_000 });
      assert.deepEqual(await handOf(page), hand, 'the match carries on in the new version');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
