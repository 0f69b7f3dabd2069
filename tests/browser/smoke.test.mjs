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
  });
}
