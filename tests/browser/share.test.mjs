// Shared deals, in the built app (served under the sub-path, as it would be hosted):
//
// - "Share this deal" (menu, and the deal summary) makes a link — through the Web Share
//   API when the browser has it, else copied to the clipboard;
// - opening the link offers the deal; playing it deals exactly the same four hands with
//   the same dealer and rules; the fragment is gone from the address bar afterwards;
// - a link with a bad or hostile fragment says so and starts normally: no crash, no
//   script run, nothing of the fragment in the page, no console error.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { SUBPATH, SUBPATH_DIST, newWatchedPage, screenshot, servedSite } from './helpers.mjs';

const MATCH_KEY = 'konter-a-matt:match';
const SETTINGS_KEY = 'konter-a-matt:settings';
const OFFER = 'Someone shared a deal with you';
const BAD = 'This link does not hold a valid shared deal';
const COPIED = 'Link copied';

/** Quick bots, English, and unusual rules (so that the link must carry them). */
const SETTINGS = JSON.stringify({
  v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en',
  direction: 'anticlockwise', start_dashes: 9, stanner: 'simple',
});

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]), { dir: SUBPATH_DIST, prefix: SUBPATH });

async function openApp(url, { settings = SETTINGS, share = false } = {}) {
  const w = await newWatchedPage(browser, { viewport: { width: 412, height: 860 } });
  await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
  await w.context.addInitScript(
    ({ key, settings, share }) => {
      if (!location.protocol.startsWith('http')) return; // about:blank between links
      if (settings && !localStorage.getItem(key)) localStorage.setItem(key, settings);
      // A phone's share sheet, recorded (desktop Chromium on Linux has none).
      if (share) {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data) => {
            window.__shared = data;
          },
        });
      } else if ('share' in navigator) {
        delete Navigator.prototype.share;
      }
    },
    { key: SETTINGS_KEY, settings, share },
  );
  await w.page.goto(url, { waitUntil: 'load' });
  await w.page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
  return w;
}

const savedMatch = async (page) => JSON.parse(await page.evaluate((key) => localStorage.getItem(key), MATCH_KEY));

async function shareFromMenu(page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Share this deal' }).click();
}

describe('sharing a deal', () => {
  test('a shared link reproduces the exact deal: hands, dealer and rules', async () => {
    const a = await openApp(server.url);
    const b = { context: null };
    try {
      await a.page.getByRole('button', { name: 'New match', exact: true }).click();
      await a.page.locator('.hand .hand-card').first().waitFor();
      await shareFromMenu(a.page);
      await a.page.locator('.notice', { hasText: COPIED }).waitFor();
      const link = await a.page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, new RegExp(`^${server.url.replace(/[.]/g, '\\.')}#deal=v1\\.[0-9a-f]{16}\\.[0-3]\\.a9s$`), link);
      const mine = await savedMatch(a.page);

      // A friend opens the link (a fresh browser profile, default settings).
      Object.assign(b, await openApp(link, { settings: JSON.stringify({ v: 1, speed: 'instant', lang: 'en' }) }));
      const offer = b.page.locator('.notice', { hasText: OFFER });
      await offer.waitFor();
      assert.equal(await b.page.evaluate(() => location.hash), '', 'the fragment is cleared after reading');
      assert.equal(await b.page.evaluate(() => location.pathname), SUBPATH);
      await screenshot(b.page, 'share-offer');
      await offer.getByRole('button', { name: 'Play the shared deal' }).click();
      await b.page.locator('.hand .hand-card').first().waitFor();
      assert.equal(await b.page.locator('.notice', { hasText: OFFER }).count(), 0);
      const theirs = await savedMatch(b.page);

      assert.deepEqual(theirs.record.rules, mine.record.rules, 'the same rules');
      assert.deepEqual(theirs.record.rules, { direction: 'anticlockwise', stanner: 'simple', start_dashes: 9 });
      assert.equal(theirs.record.deals[0].dealer, mine.record.deals[0].dealer, 'the same dealer');
      assert.deepEqual(theirs.record.deals[0].hands, mine.record.deals[0].hands, 'the same four hands');
      assert.equal(theirs.first_deal_seed, link.split('#deal=')[1].split('.')[1], 'the shared seed is remembered');
      assert.notEqual(theirs.seed, mine.seed, 'later deals come from a fresh match seed');

      // The friend can share the same deal on: the very same link.
      await shareFromMenu(b.page);
      await b.page.locator('.notice', { hasText: COPIED }).waitFor();
      assert.equal(await b.page.evaluate(() => navigator.clipboard.readText()), link);

      // A reload resumes the shared match and does not offer the deal again.
      await b.page.reload({ waitUntil: 'load' });
      await b.page.locator('.hand .hand-card').first().waitFor();
      assert.equal(await b.page.locator('.notice', { hasText: OFFER }).count(), 0);
      assert.deepEqual((await savedMatch(b.page)).record.deals[0].hands, mine.record.deals[0].hands);

      assert.deepEqual(a.problems, [], a.problems.join('\n'));
      assert.deepEqual(b.problems, [], b.problems.join('\n'));
    } finally {
      await a.context.close();
      await b.context?.close();
    }
  });

  test('on a phone the share sheet gets the link; the summary offers it too', async () => {
    const { context, page, problems } = await openApp(server.url, { share: true });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.locator('.hand .hand-card').first().waitFor();
      await shareFromMenu(page);
      await page.waitForFunction(() => window.__shared);
      const shared = await page.evaluate(() => window.__shared);
      assert.match(shared.url, /#deal=v1\.[0-9a-f]{16}\.[0-3]\.a9s$/);
      assert.ok(shared.text.includes('same cards'), shared.text);
      assert.equal(await page.locator('.notice', { hasText: COPIED }).count(), 0, 'no "copied" after the share sheet');

      // Play the deal out: its summary has the button too, for the same deal.
      const first = shared.url;
      for (let i = 0; i < 3000; i++) {
        if (await page.getByRole('button', { name: 'Next deal' }).isVisible().catch(() => false)) break;
        if (await page.getByRole('button', { name: 'Revenge' }).isVisible().catch(() => false)) break;
        const suits = page.locator('.suit-btn');
        const playable = page.locator('.hand-card.playable');
        if (await suits.count()) await suits.first().click({ timeout: 2000 }).catch(() => {});
        else if (await playable.count()) await playable.first().click({ timeout: 2000 }).catch(() => {});
        else await page.waitForTimeout(15);
      }
      await page.evaluate(() => { window.__shared = null; });
      await page.locator('.summary').getByRole('button', { name: 'Share this deal' }).click();
      await page.waitForFunction(() => window.__shared);
      assert.equal(await page.evaluate(() => window.__shared.url), first, 'the summary shares the deal just played');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('bad or hostile fragments are refused cleanly and the app starts as usual', async () => {
    const hostile = [
      '#deal=<img src=x onerror="window.__pwned=1">',
      '#deal=v1.0000000000000007.0.c11k<script>window.__pwned=1</script>',
      '#"><svg onload=window.__pwned=1>',
      '#javascript:window.__pwned=1',
      `#deal=v1.${'f'.repeat(20000)}`,
      '#deal=v2.0000000000000007.0.c11k',
      '#deal=v1.0000000000000007.4.c11k',
      '#deal=v1.0000000000000007.0.c0k',
      '#deal=v1.000000000000000G.0.c11k',
      '#deal=v1.0000000000000007.0.c11k%00',
      '#%E0%A4%A',
      '#deal',
    ];
    const { context, page, problems } = await openApp(server.url);
    try {
      for (const fragment of hostile) {
        // Opened afresh, as a link is (from the same page it would be a fragment change
        // only); settled, so that no request of it is cut short by the next one.
        await page.goto('about:blank');
        await page.goto(server.url + fragment, { waitUntil: 'networkidle' });
        await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor();
        const notice = page.locator('.notice', { hasText: BAD });
        await notice.waitFor({ timeout: 10_000 }).catch(() => {
          throw new Error(`no "invalid link" notice for ${fragment.slice(0, 80)}`);
        });
        assert.equal(await page.locator('.notice', { hasText: OFFER }).count(), 0);
        const state = await page.evaluate(() => ({
          pwned: window.__pwned,
          hash: location.hash,
          injected: document.querySelectorAll('img[src=x], body svg[onload], script:not([src])').length,
          startScreen: !!document.querySelector('.start'),
        }));
        assert.deepEqual(state, { pwned: undefined, hash: '', injected: 0, startScreen: true }, fragment.slice(0, 80));
        const text = await page.locator('body').innerText();
        assert.ok(!text.includes('__pwned') && !text.includes('fffffffff'), 'nothing of the fragment is shown');
      }
      await screenshot(page, 'share-bad-link');
      // The app works normally after a bad link.
      await page.locator('.notice', { hasText: BAD }).getByRole('button', { name: 'Dismiss' }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.locator('.hand .hand-card').first().waitFor();
      await page.waitForTimeout(1000); // the bot worker has loaded (leaving now would cut it short)
      // An in-page anchor is no shared deal and no error.
      await page.goto('about:blank');
      await page.goto(`${server.url}#main`, { waitUntil: 'networkidle' });
      await page.locator('.hand .hand-card').first().waitFor();
      assert.equal(await page.locator('.notice', { hasText: BAD }).count(), 0);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
