// Smoke test: the built app loads in headless Chromium, renders its title, fetches a
// favicon, and the console stays clean. Run by scripts/test.sh after the release build:
//
//   node --test tests/browser/
//
// Screenshots go to tests/artifacts/.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import {
  DIST, SUBPATH, SUBPATH_DIST, assertBuilt, launchBrowser, newWatchedPage, screenshot, startServer,
} from './helpers.mjs';

const sites = [{ name: 'smoke', dir: DIST, prefix: '/' }];
if (existsSync(SUBPATH_DIST)) sites.push({ name: 'smoke-subpath', dir: SUBPATH_DIST, prefix: SUBPATH });

let browser;
before(async () => {
  assertBuilt(DIST);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const site of sites) {
  describe(`app served at ${site.prefix}`, () => {
    let server;
    before(async () => {
      server = await startServer({ dir: site.dir, prefix: site.prefix });
    });
    after(async () => {
      await server?.close();
    });

    test('renders its title, loads the favicon and logs no errors', async () => {
      const { context, page, problems } = await newWatchedPage(browser);
      const wasmTypes = [];
      page.on('response', (res) => {
        if (res.url().endsWith('.wasm')) wasmTypes.push(res.headers()['content-type']);
      });
      try {
        await page.goto(server.url, { waitUntil: 'networkidle', timeout: 60_000 });

        // The app has started (it replaces index.html's loading screen) and shows its title.
        await page.locator('#shell').waitFor({ state: 'detached', timeout: 30_000 });
        const h1 = page.locator('h1', { hasText: 'Konter a Matt' });
        await h1.waitFor({ state: 'visible', timeout: 30_000 });
        assert.equal(await page.title(), 'Konter a Matt');

        // The wasm module was fetched, as application/wasm (so streaming compilation works).
        assert.deepEqual(wasmTypes, ['application/wasm']);

        // The favicon is linked, lives under the site's own path and is served.
        const icon = await page.evaluate(async () => {
          const link = document.querySelector('link[rel="icon"]');
          if (!link) return null;
          const res = await fetch(link.href);
          return { href: link.href, status: res.status, type: res.headers.get('content-type') };
        });
        assert.ok(icon, 'index.html links no favicon');
        assert.ok(icon.href.startsWith(server.url), `favicon ${icon.href} is outside ${server.url}`);
        assert.equal(icon.status, 200, `favicon ${icon.href}`);
        assert.equal(icon.type, 'image/svg+xml');

        const shot = await screenshot(page, site.name);
        console.log(`screenshot: ${shot}`);

        assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
      } finally {
        await context.close();
      }
    });

    test('another language comes from its file under the site; when it cannot, the app says so and stays', async () => {
      const { context, page, problems } = await newWatchedPage(browser);
      try {
        const langFiles = [];
        page.on('request', (r) => { if (/\/lang\/[a-z]+\.txt$/.test(r.url())) langFiles.push(new URL(r.url()).pathname); });
        // The German file cannot come (as offline before it was ever cached: the service
        // worker cannot precache it either).
        await context.route('**/lang/de.txt', (route) => route.abort());
        await page.goto(server.url, { waitUntil: 'networkidle', timeout: 60_000 });
        await page.getByRole('button', { name: 'New match', exact: true }).waitFor({ timeout: 30_000 });
        assert.deepEqual(langFiles, [], 'English is built in: no language file');
        await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
        await page.getByText('This language could not be loaded.', { exact: false }).waitFor({ timeout: 10_000 });
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
        await page.getByRole('button', { name: 'New match', exact: true }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'English', exact: true }).getAttribute('aria-pressed'), 'true');

        // Once it can, the app speaks German, and the file came from the site's own path.
        await context.unroute('**/lang/de.txt');
        await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
        await page.getByRole('button', { name: 'Neue Partie', exact: true }).waitFor({ timeout: 10_000 });
        assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
        assert.ok(langFiles.length > 0 && langFiles.every((p) => p === `${site.prefix}lang/de.txt`), langFiles.join(', '));
        // Texts with parameters come from the file's tables too: the cards in the hand
        // are named in German ("Pik-Ass", "Herz-Dame").
        await page.getByRole('button', { name: 'Neue Partie', exact: true }).click();
        const hand = page.getByRole('group', { name: 'Deine Hand' });
        await hand.getByRole('button').first().waitFor({ timeout: 15_000 });
        const names = await hand.getByRole('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
        assert.ok(names.length >= 3, names.join(', '));
        for (const name of names) assert.match(name, /^(Pik|Herz|Karo|Kreuz)-(Ass|König|Dame|Bube|Zehn|Neun)$/);
        // Problems: only the refused fetch of the first try.
        assert.ok(problems.every((p) => /lang\/de\.txt|ERR_FAILED/.test(p)), problems.join('\n'));
      } finally {
        await context.close();
      }
    });

    test('while the wasm downloads, a loading screen speaks the language the app then speaks', async () => {
      const cases = [
        { locale: 'en-US', want: 'en' },
        { locale: 'fr-FR', want: 'fr' },
        { locale: 'de-LU', want: 'de' },
        { locale: 'lb-LU', want: 'lb' },
        { locale: 'fr-FR', saved: 'de', want: 'de' },
      ];
      for (const { locale, saved, want } of cases) {
        const context = await browser.newContext({ locale });
        try {
          if (saved) {
            await context.addInitScript((lang) => {
              if (!localStorage.getItem('konter-a-matt:settings')) {
                localStorage.setItem('konter-a-matt:settings', JSON.stringify({ v: 1, lang }));
              }
            }, saved);
          }
          const page = await context.newPage();
          // Hold the app's wasm back: what shows meanwhile is index.html's loading screen.
          let release;
          const held = new Promise((r) => { release = r; });
          await page.route('**/app-*_bg.wasm', async (route) => { await held; await route.continue(); });
          await page.goto(server.url, { waitUntil: 'domcontentloaded' });
          const shell = await page.evaluate(() => {
            const shown = (sel) => [...document.querySelectorAll(sel)].filter((e) => e.offsetParent !== null);
            return {
              lang: document.documentElement.lang,
              intros: shown('#shell .intro').map((e) => e.textContent),
              busy: document.querySelector('#shell')?.getAttribute('aria-busy'),
            };
          });
          assert.equal(shell.lang, want, `${locale}${saved ? ` (saved ${saved})` : ''}`);
          assert.equal(shell.intros.length, 1, 'one language shows');
          assert.equal(shell.busy, 'true');
          release();
          // The app starts, removes the loading screen and says the same words.
          await page.locator('#shell').waitFor({ state: 'detached', timeout: 30_000 });
          const app = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            intro: document.querySelector('.start .intro')?.textContent,
          }));
          assert.deepEqual(app, { lang: want, intro: shell.intros[0] });
        } finally {
          await context.close();
        }
      }
    });
  });
}
