// Friends at one table: North is played by a person at the same device as South (the
// owner), against two bots. Everything is done through accessible names, as a screen
// reader or a person would: "Who plays North" set to "A person" in Settings, a new match,
// "I am North — show my cards" / "I am South — show my cards" pressed whenever the table is
// covered, legal cards played by their names, until the deal summary — which, like the
// Lee, names the teams by their seats. While the table is covered the page holds no card
// at all (not hidden: absent), and a reload covers it again.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { focusedText, openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';

const RANKS = ['Ace', 'King', 'Queen', 'Jack', 'Ten', 'Nine'];
const SUITS = ['Spades', 'Hearts', 'Diamonds', 'Clubs'];
/** The 24 English card names, "Ace of Spades" … "Nine of Clubs". */
const CARD_NAMES = RANKS.flatMap((r) => SUITS.map((s) => `${r} of ${s}`));
const SHOW = /^I am (North|South) — show my cards$/;

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

/** Instant easy bots, English; `extra` on top. */
const settings = (extra = {}) => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en', ...extra });

/**
 * Why the page would show a card while the table is covered: any card name, card code
 * ("QS", "TD"), short name ("Q♥", "10♠"), or an element of a hand or a trick, anywhere in
 * its HTML — hidden or not.
 */
async function cardsInPage(page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const found = CARD_NAMES.filter((n) => html.includes(n));
  const codes = html.match(/\b[AKQJT9][SHDC]\b/g) ?? [];
  const short = html.match(/(10|[AKQJ9])[♠♥♦♣]/g) ?? [];
  const elements = await page.evaluate(() =>
    ['.hand', '.hand-card', '.trick', '.played', '.trick-review', '.card', '.fan', '.mini-back', '.table', '.status-line']
      .filter((sel) => document.querySelector(sel)));
  return [...found, ...codes.map((c) => `code ${c}`), ...short.map((c) => `short name ${c}`), ...elements.map((e) => `element ${e}`)];
}

/** The "I am … — show my cards" button on screen, if the table is covered. */
async function coverButton(page) {
  const button = page.getByRole('button', { name: SHOW });
  return (await button.count()) > 0 && (await button.isVisible()) ? button : null;
}

/**
 * Plays on through accessible names until `stop()` says so: presses "I am … — show my
 * cards" on every cover (checking first that the covered page holds no card), names trump,
 * plays a legal card by its name. Returns the covers met, by seat.
 */
async function playOn(page, stop, { covers = { North: 0, South: 0 }, maxSteps = 3000 } = {}) {
  for (let step = 0; step < maxSteps; step++) {
    if (await stop()) return covers;
    const cover = await coverButton(page);
    if (cover) {
      const name = await cover.textContent();
      const seat = name.match(SHOW)[1];
      assert.equal(await page.getByRole('heading', { level: 2 }).first().textContent(), `Pass the device to ${seat}`);
      assert.deepEqual(await cardsInPage(page), [], `the covered table before ${seat}'s turn holds no card`);
      covers[seat] += 1;
      await cover.click();
      continue;
    }
    const trump = page.getByRole('button', { name: /^Name (Spades|Hearts|Diamonds|Clubs) as trump$/ });
    if ((await trump.count()) > 0) {
      await trump.nth(step % 4).click().catch(() => {});
      continue;
    }
    const hand = page.getByRole('group', { name: 'Your hand' });
    const legal = (await hand.count()) > 0
      ? await hand.getByRole('button').evaluateAll((cards) =>
          cards.filter((c) => c.getAttribute('aria-disabled') !== 'true' && c.classList.contains('playable')).map((c) => c.getAttribute('aria-label')))
      : [];
    if (legal.length > 0) {
      await hand.getByRole('button', { name: legal[step % legal.length], exact: true }).click().catch(() => {});
      continue;
    }
    await page.waitForTimeout(15);
  }
  throw new Error('the deal did not reach the expected moment');
}

describe('friends at one table', () => {
  test('partners South and North play a deal against two bots, by accessible names; the summary and the Lee name the seats', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings() });
    try {
      // "Who plays North": "A person", in Settings (drawn by the extras module).
      await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      const north = dialog.getByRole('combobox', { name: 'Who plays North', exact: true });
      await north.waitFor();
      assert.deepEqual(await north.locator('option').allTextContents(), ['Bot', 'A person', 'A friend online']);
      for (const seat of ['West', 'East']) {
        assert.equal(await dialog.getByRole('combobox', { name: `Who plays ${seat}`, exact: true }).count(), 1);
      }
      await north.selectOption({ label: 'A person' });
      await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).players?.[1] === 'person', SETTINGS_KEY);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'New match', exact: true }).click();
      const nextDeal = page.getByRole('button', { name: 'Next deal' });
      const revenge = page.getByRole('button', { name: 'Revenge' });
      let turned = false;
      const covers = await playOn(page, async () => {
        // The seats' names around the table now (none while covered), read at once.
        const seats = await page.evaluate(() => {
          const label = (el) => el.getAttribute('aria-label');
          const at = (sel) => [...document.querySelectorAll(sel)].map(label).sort();
          return document.querySelector('.hand') && { top: at('.seat-slot.top .seat-badge'), bottom: at('.tray .seat-badge'), sides: at('.seat-slot.left .seat-badge, .seat-slot.right .seat-badge') };
        });
        if (seats?.top[0] === 'South') {
          // North looks: the view is turned to North ("You" at the bottom), partner South on top.
          assert.deepEqual(seats, { top: ['South'], bottom: ['You'], sides: ['East', 'West'] });
          turned = true;
        } else if (seats) {
          // South looks ("You"), or nobody yet (the bots play first: South by name).
          assert.deepEqual({ ...seats, bottom: null }, { top: ['North'], bottom: null, sides: ['East', 'West'] });
          assert.ok(['You', 'South'].includes(seats.bottom[0]), seats.bottom[0]);
        }
        return (await nextDeal.isVisible().catch(() => false)) || (await revenge.isVisible().catch(() => false));
      });
      assert.ok(covers.North > 0 && covers.South > 0, `the device went to both: ${JSON.stringify(covers)}`);
      assert.ok(turned, 'the table was drawn for North, turned so that North sits at the bottom');

      // The summary and the Lee name the teams by their seats, never "we" or "they".
      const summary = await page.locator('.summary-card').innerText();
      assert.match(await page.locator('.summary-title').textContent(), /^Deal 1: (South and North win|West and East win|Stänner, 20 to 20)$/);
      assert.match(summary, /South and North took \d+ points? in \d+ tricks?; West and East took/);
      assert.doesNotMatch(summary.replace(/Stänner/g, ''), /\b(we|We|us|Us|they|They|them|Them)\b/, summary);
      const lee = await page.locator('.summary .lee-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
      assert.equal(lee.length, 2);
      assert.match(lee[0], /^South and North: \d+ dash(es)? left/);
      assert.match(lee[1], /^West and East: \d+ dash(es)? left/);
      await screenshot(page, 'friends-summary');

      // The owner's settings are stored as they were, plus who plays.
      const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), MATCH_KEY));
      assert.deepEqual(stored.players, ['bot', 'person', 'bot']);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a covered table holds no card, hand or trick; a reload covers it again, also while North looks', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings({ players: ['bot', 'person', 'bot'] }) });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      // On to North's turn in the middle of a trick: covered, waiting for North.
      const northCover = page.getByRole('button', { name: 'I am North — show my cards' });
      await playOn(page, async () => (await northCover.isVisible().catch(() => false)) && (await page.evaluate((k) => {
        const m = JSON.parse(localStorage.getItem(k));
        const events = m.record.deals.at(-1).events.filter((e) => e.length === 2);
        return events.length % 4 !== 0;
      }, MATCH_KEY)));
      assert.deepEqual(await cardsInPage(page), [], 'covered: no card in the page');
      assert.equal(await page.getByRole('group', { name: 'Your hand' }).count(), 0);
      assert.equal(await page.getByRole('group', { name: 'Trick on the table' }).count(), 0);
      assert.equal(await focusedText(page, 'I am North — show my cards'), 'I am North — show my cards', 'the way on has the focus');
      await screenshot(page, 'friends-cover');

      // Reloaded while covered: still covered.
      await page.reload({ waitUntil: 'load' });
      await northCover.waitFor();
      assert.deepEqual(await cardsInPage(page), []);

      // North looks: North's hand, the trick in play; reloaded, covered again (who looks is
      // not saved).
      await northCover.click();
      await page.getByRole('group', { name: 'Your hand' }).waitFor();
      assert.ok((await page.locator('.trick .played').count()) > 0, 'the trick in play is drawn');
      assert.equal(await page.locator('.tray .seat-badge').getAttribute('aria-label'), 'You');
      assert.equal(await page.locator('.seat-slot.top .seat-badge').getAttribute('aria-label'), 'South');
      await screenshot(page, 'friends-north');
      await page.reload({ waitUntil: 'load' });
      await northCover.waitFor();
      assert.equal(await page.getByRole('heading', { name: 'Pass the device to North' }).count(), 1);
      assert.deepEqual(await cardsInPage(page), []);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const [width, height] of [[360, 740], [844, 390]]) {
    test(`the cover and the turned table at ${width}×${height}`, async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings({ players: ['bot', 'person', 'bot'] }) }, { width, height });
      try {
        await page.getByRole('button', { name: 'New match', exact: true }).click();
        const northCover = page.getByRole('button', { name: 'I am North — show my cards' });
        await playOn(page, () => northCover.isVisible().catch(() => false));
        const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        assert.ok(await fits(), 'the cover fits the screen');
        await screenshot(page, `friends-cover-${width}x${height}`);
        await northCover.click();
        await page.getByRole('group', { name: 'Your hand' }).waitFor();
        await page.waitForTimeout(300);
        assert.ok(await fits(), 'the turned table fits the screen');
        await screenshot(page, `friends-north-${width}x${height}`);
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    });
  }
});
