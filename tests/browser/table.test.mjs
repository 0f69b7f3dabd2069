// The table speaks plainly: a refused card shakes and says why, naming a card that may be
// played; the keyboard focus goes to the next thing to do; a finished trick stays on the
// table at Instant speed, or until tapped, and 2 s for a person who never chose a speed (the
// Slow pace); the match end tallies the revenges; the rules page and the running score say
// what the match on the table is.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';

const settings = (extra = {}) => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en', ...extra });

/**
 * A saved match of one deal, trump ♠, in which South (seat 0, forehand) holds the three
 * matadors, A♥ 9♥ and A♣; `events` are the deal's events so far.
 */
function savedDeal({ startDashes = 11, events = [] } = {}) {
  const record = {
    format: 'konter-a-matt',
    version: 1,
    rules: { start_dashes: startDashes },
    deals: [{
      dealer: 3,
      hands: ['QS QH QD AH 9H AC', 'AS KS JS TS 9S KH', 'AD KD JD TD 9D JH', 'QC KC JC TC 9C TH'],
      trump: 'S',
      events,
    }],
  };
  return JSON.stringify({ v: 3, seed: '0123456789abcdef', revision: 1, practice: false, counted: false, screen: 'table', collected: 0, record });
}

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

const focused = (page) => page.evaluate(() => ({
  cls: document.activeElement?.className ?? '',
  name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
  body: document.activeElement === document.body,
}));

/** Where the focus is once it has settled on the next thing to do and stays there (a slow
 *  machine may take a moment to draw, and redraw, the table), or after three seconds
 *  wherever it is. */
async function settledFocus(page) {
  const on = () => page.evaluate(() => !!document.activeElement?.matches('.suit-btn, .hand-card, .cover .btn'));
  for (let i = 0; i < 20; i++) {
    if ((await on()) && (await page.waitForTimeout(150), await on())) break;
    await page.waitForTimeout(150);
  }
  return focused(page);
}

/** "Q♥" as the card's name, "Queen of Hearts". */
function cardName(short) {
  const ranks = { A: 'Ace', K: 'King', Q: 'Queen', J: 'Jack', 10: 'Ten', 9: 'Nine' };
  const suits = { '♠': 'Spades', '♥': 'Hearts', '♦': 'Diamonds', '♣': 'Clubs' };
  const m = short.match(/^(A|K|Q|J|10|9)([♠♥♦♣])$/);
  return m && `${ranks[m[1]]} of ${suits[m[2]]}`;
}

describe('the table speaks plainly', () => {
  test('a refused card shakes, and the reason by the hand names a card that may be played', async () => {
    // Trick 1: South leads 9♥, West trumps with A♠, North and East follow; West leads
    // trick 2 with a ♠ (a trump) or the K♥: either way South may not play the A♣.
    const events = ['9H', 'AS', 'JH', 'TH'];
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(), [MATCH_KEY]: savedDeal({ events }) });
    try {
      await page.waitForFunction(() => document.querySelectorAll('.hand-card.playable').length > 0 && document.querySelectorAll('.trick .played').length === 3);
      const playable = await page.locator('.hand-card.playable').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label')));
      const club = page.getByRole('button', { name: 'Ace of Clubs', exact: true });
      assert.equal(await club.getAttribute('aria-disabled'), 'true', 'the A♣ may not be played');
      // A finger on the card: nothing moves under it before it is lifted (the reason's line
      // appears only with the tap), so the tap lands on the card it was meant for.
      const box = await club.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(100);
      assert.deepEqual(await club.boundingBox(), box, 'the card moved under the finger');
      assert.equal((await page.locator('#hand-reason').textContent()).trim(), '');
      await page.mouse.up();
      // The card shakes…
      assert.match(await club.getAttribute('class'), /\brefused\b/);
      // …and the reason, loud by the hand and read to screen readers, names one of South's playable cards.
      const reason = page.locator('#hand-reason');
      await page.waitForFunction(() => document.querySelector('#hand-reason')?.textContent.trim().length > 0);
      assert.equal(await reason.getAttribute('role'), 'status');
      assert.match(await reason.getAttribute('class'), /\bloud\b/);
      const text = (await reason.textContent()).trim();
      const named = text.match(/— (\S+) is one$/);
      assert.ok(named, `the reason names a card: ${text}`);
      assert.ok(playable.includes(cardName(named[1])), `${named[1]} may be played (${playable})`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('focus goes to the next thing to do: after New match, naming trump and announcing', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings() });
    try {
      // New match until South names trump: the focus is on a trump button, not the page.
      let naming = false;
      for (let i = 0; i < 60 && !naming; i++) {
        const start = page.getByRole('button', { name: 'New match', exact: true });
        if (await start.isVisible().catch(() => false)) await start.click();
        else {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('dialog').getByRole('button', { name: 'New match' }).click();
          await page.getByRole('button', { name: 'Start a new match' }).click();
        }
        const f = await settledFocus(page);
        assert.ok(!f.body, 'after New match the focus is not on the page body');
        naming = await page.locator('.suit-btn').first().isVisible().catch(() => false);
        if (naming) assert.match(f.cls, /suit-btn/, 'the trump buttons have the focus');
        else assert.match(f.cls, /hand-card/, 'the hand has the focus');
      }
      assert.ok(naming, 'South named trump in one of the matches');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('.suit-btn'));
      assert.match((await settledFocus(page)).cls, /hand-card/, 'after naming trump the hand has the focus');

      // Announcing: South holds all three matadors and leads.
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [MATCH_KEY, savedDeal()]);
      await page.reload();
      await page.getByRole('button', { name: 'Announce Konter a Matt' }).click();
      assert.match((await settledFocus(page)).cls, /hand-card/, 'after announcing the hand has the focus');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const tap of [false, true]) {
    test(tap ? 'with "Leave each trick until I tap" a finished trick waits for "Next trick"' : 'at Instant speed a finished trick stays a moment', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings({ collect_on_tap: tap }), [MATCH_KEY]: savedDeal() });
      try {
        // How long the full trick lies on the table, timed in the page frame by frame.
        const stayed = page.evaluate(
          () =>
            new Promise((done) => {
              let since;
              const look = () => {
                const n = document.querySelectorAll('.trick .played').length;
                if (n === 4 && since === undefined) since = performance.now();
                if (since !== undefined && n < 4) return done(performance.now() - since);
                requestAnimationFrame(look);
              };
              look();
            }),
        );
        await page.getByRole('button', { name: 'Ace of Hearts' }).click();
        await page.waitForFunction(() => document.querySelectorAll('.trick .played').length === 4);
        if (tap) {
          await page.waitForTimeout(1500);
          assert.equal(await page.locator('.trick .played').count(), 4, 'the trick is still on the table');
        }
        const next = page.getByRole('button', { name: 'Next trick' });
        if (tap) {
          assert.match((await focused(page)).name, /Next trick/, '"Next trick" has the focus');
          await next.click();
        } else assert.equal(await next.count(), 0, 'no button when the trick goes by itself');
        await page.waitForFunction(() => document.querySelectorAll('.trick .played').length < 4);
        assert.ok((await stayed) >= (tap ? 1500 : 300), `the trick stayed ${Math.round(await stayed)} ms`);
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    });
  }

  test('a person who never chose a speed plays at the Slow pace: a finished trick stays 2 s; a speed once chosen is kept', async () => {
    const speedShown = async (page) => {
      await page.getByRole('button', { name: 'Settings' }).first().click();
      const speed = page.getByRole('dialog').getByRole('combobox', { name: 'Bot speed' });
      await speed.waitFor({ timeout: 15_000 });
      const shown = await speed.evaluate((el) => el.selectedOptions[0].textContent);
      await page.keyboard.press('Escape');
      return shown;
    };
    // No settings saved: a newcomer (English from the browser).
    const { context, page, problems } = await openApp(browser, server.url, { [MATCH_KEY]: savedDeal() });
    try {
      const stayed = page.evaluate(
        () =>
          new Promise((done) => {
            let since;
            const look = () => {
              const n = document.querySelectorAll('.trick .played').length;
              if (n === 4 && since === undefined) since = performance.now();
              if (since !== undefined && n < 4) return done(performance.now() - since);
              requestAnimationFrame(look);
            };
            look();
          }),
      );
      await page.getByRole('button', { name: 'Ace of Hearts' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.trick .played').length === 4, null, { timeout: 15_000 });
      await page.waitForFunction(() => document.querySelectorAll('.trick .played').length < 4, null, { timeout: 15_000 });
      assert.ok((await stayed) >= 1900, `the trick stayed ${Math.round(await stayed)} ms`);
      assert.equal(await speedShown(page), 'Slow', 'Settings shows the pace played');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
    // Someone who chose Normal keeps it.
    const normal = await openApp(browser, server.url, { [SETTINGS_KEY]: settings({ speed: 'normal' }), [MATCH_KEY]: savedDeal() });
    try {
      assert.equal(await speedShown(normal.page), 'Normal');
      assert.deepEqual(normal.problems, [], normal.problems.join('\n'));
    } finally {
      await normal.context.close();
    }
  });

  test('the rules page and the running score speak of the match on the table', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(), [MATCH_KEY]: savedDeal({ startDashes: 5 }) });
    try {
      // The tricks taken so far carry a label of their own beside the card points.
      assert.match(await page.locator('.running').textContent(), /Tricks\s*0 : 0/);
      await page.getByRole('button', { name: 'Rules' }).first().click();
      const box = page.getByRole('dialog').locator('.this-match');
      await box.waitFor();
      assert.match(await box.textContent(), /Rules of this match\s*Starting dashes\s*5/);
      // The rule book's sections, in English too (the extras module carries them).
      for (const heading of ['The cards', 'Following suit', 'Winning a deal']) {
        await page.getByRole('dialog').getByRole('heading', { name: heading }).waitFor();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('revenge: the tally between the two teams goes on from match to match', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings({ start_dashes: 1 }) });
    try {
      const tallies = [];
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      for (let i = 0; i < 4000 && tallies.length < 2; i++) {
        const m = await page.evaluate(() => {
          const visible = (el) => el && el.offsetParent !== null;
          if (document.querySelector('.match-end')) return 'over';
          if (document.querySelector('.summary-title')) return 'summary';
          if ([...document.querySelectorAll('.suit-btn')].some(visible)) return 'trump';
          if ([...document.querySelectorAll('.hand-card.playable')].some(visible)) return 'card';
          return 'wait';
        });
        if (m === 'over') {
          tallies.push((await page.locator('.match-end .tally').textContent()).match(/Us (\d+), Them (\d+)/).slice(1).map(Number));
          // The result comes first: the final dashes and the Lee with it.
          assert.ok(await page.locator('.match-end .final-dashes').isVisible());
          assert.ok(await page.locator('.match-end .lee').isVisible());
          if (tallies.length < 2) await page.getByRole('button', { name: 'Revenge' }).click();
        } else if (m === 'summary') await page.getByRole('button', { name: 'Next deal' }).click();
        else if (m === 'trump') await page.locator('.suit-btn').first().click();
        else if (m === 'card') await page.locator('.hand-card.playable').first().click().catch(() => {});
        else await page.waitForTimeout(20);
      }
      assert.equal(tallies.length, 2, 'two matches played');
      assert.equal(tallies[0][0] + tallies[0][1], 1, `after one match: ${tallies[0]}`);
      assert.equal(tallies[1][0] + tallies[1][1], 2, `after the revenge: ${tallies[1]}`);
      assert.ok(tallies[1][0] >= tallies[0][0] && tallies[1][1] >= tallies[0][1], 'the tally only grows');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
