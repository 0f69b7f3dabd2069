// The playable app, as a person uses it: a whole match against the bots by clicking,
// checked against `konter replay` of the exported record; a deal played with the keyboard
// only; reloads at several moments resume exactly; corrupt storage is recovered with a
// backup kept; phone and desktop screenshots; no console errors anywhere.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT, konterBinary, openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';

/** Settings for a quick test match: instant bots, easy level, English. */
function quickSettings(extra = {}) {
  return JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en', ...extra });
}

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

/** Opens the app with the given localStorage entries set before it starts. */
function open(entries, viewport) {
  return openApp(browser, server.url, entries, viewport);
}

/** Starts a new match from wherever the app is. */
async function newMatch(page) {
  const start = page.getByRole('button', { name: 'New match', exact: true });
  if (await start.isVisible()) {
    await start.click();
  } else {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'New match' }).click();
  }
  const confirm = page.getByRole('button', { name: 'Start a new match' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
}

/**
 * What the person can do now, read from the page: 'over' (match end), 'summary' (deal
 * summary), 'trump' (choose trump), 'card' (a playable card), or 'wait'.
 */
async function moment(page) {
  return page.evaluate(() => {
    const visible = (el) => el && el.offsetParent !== null;
    const byText = (text) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text && visible(b));
    if (byText('Revenge')) return 'over';
    if (byText('Next deal')) return 'summary';
    if ([...document.querySelectorAll('.suit-btn')].some(visible)) return 'trump';
    if ([...document.querySelectorAll('.hand-card.playable')].some(visible)) return 'card';
    return 'wait';
  });
}

/** Plays on by clicking until `await stop(moment)` is true; returns the moment reached. */
async function playUntil(page, stop, { maxSteps = 2000 } = {}) {
  for (let i = 0; i < maxSteps; i++) {
    const m = await moment(page);
    if (await stop(m)) return m;
    if (m === 'over') return m;
    if (m === 'summary') await page.getByRole('button', { name: 'Next deal' }).click();
    else if (m === 'trump') await page.locator('.suit-btn').nth(i % 4).click();
    else if (m === 'card') {
      const playable = page.locator('.hand-card.playable');
      const n = await playable.count();
      if (n > 0) await playable.nth(i % n).click().catch(() => {});
    } else await page.waitForTimeout(15);
  }
  throw new Error('the match did not reach the expected moment');
}

/** A snapshot of what the table shows: hand, trick, trump, status, score. */
async function tableSnapshot(page) {
  return page.evaluate(() => {
    const names = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getAttribute('aria-label'));
    return {
      hand: names('.hand .hand-card'),
      playable: names('.hand .hand-card.playable'),
      trick: names('.trick .played .card'),
      trump: document.querySelector('.trump-chip')?.textContent ?? null,
      chooser: !!document.querySelector('.trump-chooser'),
      summary: document.querySelector('.summary-title')?.textContent ?? null,
      lee: [...document.querySelectorAll('.lee-row')].map((r) => r.getAttribute('aria-label')),
    };
  });
}

describe('the playable app', () => {
  test('a whole match played by clicking ends as `konter replay` of its record says', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings({ start_dashes: 5 }) });
    try {
      await newMatch(page);
      const end = await playUntil(page, (m) => m === 'over', { maxSteps: 6000 });
      assert.equal(end, 'over');
      const banner = await page.locator('.match-end h3').textContent();
      assert.match(banner, /won the match/);
      const shown = await page.locator('.summary .lee-left').allTextContents();
      assert.equal(shown.length, 2);
      const dashes = shown.map(Number);
      assert.ok(dashes.includes(0), `one team must be at 0 dashes: ${dashes}`);

      // Export the record through the menu and replay it natively.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Export match' }).click();
      const record = await page.locator('textarea.record').inputValue();
      const dir = mkdtempSync(join(tmpdir(), 'konter-'));
      const file = join(dir, 'match.json');
      writeFileSync(file, record);
      const summary = JSON.parse(execFileSync(konterBinary(), ['replay', file, '--json'], { encoding: 'utf8' }));
      const last = summary.deals.at(-1);
      assert.deepEqual(last.dashes, dashes, 'the Lee shows what the record replays to');
      assert.equal(summary.winner, dashes[0] === 0 ? 'A' : 'B');
      assert.equal(banner.includes('You and North'), summary.winner === 'A');
      await screenshot(page, 'match-end');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('reloading mid-trick, while choosing trump and on the deal summary resumes exactly', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings() });
    try {
      // Mid-trick: the person is to follow a card already on the table.
      await newMatch(page);
      await playUntil(page, async (m) => m === 'card' && (await tableSnapshot(page)).trick.length > 0);
      const before = await tableSnapshot(page);
      assert.ok(before.trick.length > 0 && before.playable.length > 0, 'reached a trick to follow');
      await page.reload({ waitUntil: 'load' });
      await page.locator('.hand .hand-card').first().waitFor();
      assert.deepEqual(await tableSnapshot(page), before, 'mid-trick moment restored');

      // The deal summary.
      await playUntil(page, (m) => m === 'summary' || m === 'over');
      const summary = await tableSnapshot(page);
      await page.reload({ waitUntil: 'load' });
      await page.locator('.summary-title').waitFor();
      assert.deepEqual(await tableSnapshot(page), summary, 'summary restored');

      // Choosing trump: new matches until the person is forehand.
      let chose = false;
      for (let i = 0; i < 40 && !chose; i++) {
        await newMatch(page);
        await page.waitForTimeout(30);
        chose = (await moment(page)) === 'trump';
      }
      assert.ok(chose, 'the person became forehand in one of 40 matches');
      const naming = await tableSnapshot(page);
      assert.equal(naming.hand.length, 3, 'forehand sees only the first three cards');
      await page.reload({ waitUntil: 'load' });
      await page.locator('.trump-chooser').waitFor();
      assert.deepEqual(await tableSnapshot(page), naming, 'trump choice restored');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('corrupt saved data: the app starts, says so, keeps a backup and can start fresh', async () => {
    const garbage = '{"v": 2, "this is": not json at all';
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings(), [MATCH_KEY]: garbage });
    try {
      const notice = page.locator('.notice', { hasText: 'could not be read' });
      await notice.waitFor();
      const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      const backups = Object.entries(stored).filter(([k]) => k.startsWith('konter-a-matt:backup'));
      assert.equal(backups.length, 1, `one backup key: ${Object.keys(stored)}`);
      assert.equal(backups[0][1], garbage, 'the raw text is kept as it was');
      assert.match(await notice.textContent(), new RegExp(backups[0][0]));
      await page.getByRole('button', { name: 'Start fresh' }).click();
      await playUntil(page, (m) => m === 'card' || m === 'trump');
      assert.ok(await page.evaluate((k) => localStorage.getItem(k) !== null, MATCH_KEY), 'the new match is saved');
      // Nothing outside our namespace was touched, and the app never cleared storage.
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('without Web Workers the bots think on the page, loaded only then, and the deal goes on', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings() });
    try {
      // A browser that cannot start the bot worker.
      await context.addInitScript(() => {
        window.Worker = function Worker() {
          throw new Error('no Web Workers in this browser');
        };
      });
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.reload();
      await page.getByRole('button', { name: 'New match', exact: true }).waitFor();
      assert.ok(!fetched.some((p) => p.includes('worker')), `nothing of the bots before they are needed: ${fetched}`);
      await newMatch(page);
      assert.equal(await playUntil(page, (m) => m === 'summary'), 'summary', 'the deal was played to its end');
      assert.ok(fetched.includes('/bots_on_page.js') && fetched.some((p) => /\/worker-[0-9a-f]{16}_bg\.wasm$/.test(p)), `the page loaded the bots: ${fetched}`);
      // A bot that could not decide would have said so ("bot: …") before its seat played.
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a deal can be played with the keyboard alone', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings() });
    try {
      await newMatch(page);
      const focused = () => page.evaluate(() => {
        const a = document.activeElement;
        return { cls: a?.className ?? '', label: a?.getAttribute('aria-label') ?? a?.textContent ?? '', disabled: a?.getAttribute('aria-disabled') === 'true' };
      });
      let cardsPlayed = 0;
      for (let step = 0; step < 3000; step++) {
        const m = await moment(page);
        if (m === 'summary' || m === 'over') break;
        if (m === 'wait') { await page.waitForTimeout(15); continue; }
        const want = m === 'trump' ? 'suit-btn' : 'hand-card';
        // Tab until a control of the kind wanted has focus.
        let f = await focused();
        for (let i = 0; i < 60 && !f.cls.includes(want); i++) {
          await page.keyboard.press('Tab');
          f = await focused();
        }
        assert.ok(f.cls.includes(want), `Tab reaches the ${want}s`);
        if (m === 'card') {
          // Arrow keys move between cards; find a playable one.
          for (let i = 0; i < 8 && (f.disabled || !f.cls.includes('playable')); i++) {
            await page.keyboard.press('ArrowRight');
            f = await focused();
          }
          if (!f.cls.includes('playable')) continue;
          cardsPlayed++;
        }
        await page.keyboard.press('Enter');
        await page.waitForTimeout(10);
      }
      assert.equal(await moment(page), 'summary', 'the deal was finished from the keyboard');
      assert.equal(cardsPlayed, 6, 'six cards played with Enter');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of [['phone', { width: 360, height: 640 }], ['desktop', { width: 1280, height: 800 }]]) {
    test(`the table on a ${name} (${viewport.width}×${viewport.height}): no horizontal scroll, 44 px targets`, async () => {
      const { context, page, problems } = await open({ [SETTINGS_KEY]: quickSettings({ speed: 'fast' }) }, viewport);
      try {
        await newMatch(page);
        await playUntil(page, (m) => m === 'card');
        const layout = await page.evaluate(() => {
          const small = [...document.querySelectorAll('button, a[href], select, input')]
            .filter((el) => el.offsetParent !== null)
            .map((el) => ({ el, r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
            .map(({ el, r }) => `${el.getAttribute('aria-label') || el.textContent.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`);
          const unnamed = [...document.querySelectorAll('button, a[href]')]
            .filter((el) => !(el.getAttribute('aria-label') || el.textContent.trim() || el.getAttribute('title')));
          return { scrollW: document.documentElement.scrollWidth, w: window.innerWidth, small, unnamed: unnamed.length };
        });
        await screenshot(page, `table-${name}`);
        assert.ok(layout.scrollW <= layout.w, `no horizontal scroll (${layout.scrollW} > ${layout.w})`);
        assert.equal(layout.unnamed, 0, 'every button and link has an accessible name');
        assert.deepEqual(layout.small, [], 'touch targets are at least 44 px');
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    });
  }
});
