// Friends at one device in every game (Konter a Matt's own deal in friends.test.mjs), by
// accessible names, on a phone held upright (360×740) and sideways
// (844×390): Settings → "Who plays NAME" set to "A person"; before that person's turn the
// table is covered ("Pass the device to NAME", "I am NAME — show my cards") and the page
// holds no card of any hand (absent, not hidden); the table is then drawn for that person,
// their hand below; a reload covers it again. Kontraspiel's bidding goes round too, and
// Müller Matz offers the choice for every seat at eight players.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { focusedText, openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const quick = JSON.stringify({ v: 1, speed: 'instant', lang: 'en' });
const SHOW = /^I am (.+) — show my cards$/;

const GAMES = [
  {
    name: 'Konter a Matt', id: 'konter-a-matt', settingsKey: SETTINGS_KEY,
    settings: { v: 1, speed: 'instant', lang: 'en', levels: ['Easy', 'Easy', 'Easy'] },
    seats: ['West', 'North', 'East'], friend: 'North', owner: 'South',
    table: '.felt', hand: '.hand', choices: '.suit-btn', cards: '.hand .hand-card.playable',
    around: () => [...document.querySelectorAll('.seat-badge')].map((e) => e.getAttribute('aria-label')),
  },
  {
    name: 'Kontraspiel', id: 'kontraspiel', settingsKey: 'konter-a-matt:kontraspiel-settings',
    settings: { v: 1, rules: { start_chips: 10, max_deals: 5 }, level: 'easy' },
    seats: ['West', 'North', 'East'], friend: 'North', owner: 'South',
    table: '.kx-table', hand: '.kx-hand', choices: '.kx-buttons .btn', cards: '.kx-hand .hand-card.playable',
    // The other seats around the table, as drawn for whoever holds the device.
    around: () => [...document.querySelectorAll('.kx-seat .kx-name')].map((e) => e.textContent.trim()),
  },
  {
    name: 'Müller Matz', id: 'mueller-matz', settingsKey: 'konter-a-matt:mueller-matz-settings',
    settings: { v: 1, rules: { players: 4, target: 1 }, level: 'easy' },
    seats: ['Anna', 'Ben', 'Clara'], friend: 'Anna', owner: 'Zoe',
    table: '.mx-table', hand: '.mx-hand', choices: '.mx-actions .btn', cards: '.mx-hand .hand-card.playable',
    around: () => [...document.querySelectorAll('.mx-seat .mx-name')].map((e) => e.firstChild.textContent.trim()),
  },
];
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 844, height: 390 },
];

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

/** Why the covered page would show a card: a card's name anywhere in its HTML, or an
 *  element of a hand, a card or a pile — hidden or not. */
async function cardsInPage(page) {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    const names = html.match(/\b(Ace|King|Queen|Jack|Ten|Nine|Eight|Seven|Six|Five|Four|Three|Two) of (Spades|Hearts|Diamonds|Clubs)\b/g) ?? [];
    const elements = ['.hand-card', '.card', '.kx-hand', '.mx-hand', '.kx-table', '.mx-table', '.mx-reserve']
      .filter((sel) => document.querySelector(sel));
    return [...names, ...elements.map((e) => `element ${e}`)];
  });
}

async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
  return page.getByRole('dialog');
}

for (const viewport of VIEWPORTS) {
  describe(`friends at one device at ${viewport.width}×${viewport.height}`, () => {
    for (const game of GAMES) {
      test(`${game.name}: ${game.friend} is a person at this device; the table is covered before each person's turn`, async () => {
        const entries = {
          [SETTINGS_KEY]: quick,
          [GAME_KEY]: JSON.stringify({ v: 1, game: game.id }),
          [game.settingsKey]: JSON.stringify(game.settings),
        };
        const { context, page, problems } = await openApp(browser, server.url, entries, viewport);
        try {
          // Settings → "Who plays NAME" for each other seat, "Bot" or "A person".
          const dialog = await openSettings(page);
          const friend = dialog.getByRole('combobox', { name: `Who plays ${game.friend}`, exact: true });
          await friend.waitFor();
          assert.deepEqual(await friend.locator('option').allTextContents(), ['Bot', 'A person', 'A friend online']);
          for (const seat of game.seats) {
            assert.equal(await dialog.getByRole('combobox', { name: `Who plays ${seat}`, exact: true }).count(), 1, `Who plays ${seat}`);
          }
          await friend.selectOption({ label: 'A person' });
          await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).players?.includes('person'), game.settingsKey);
          await dialog.getByRole('button', { name: 'Close' }).click();

          await page.getByRole('button', { name: 'New match', exact: true }).click();
          const covers = { [game.friend]: 0, [game.owner]: 0 };
          let drawnForFriend = false;
          let shot = false;
          for (let step = 0; step < 1500 && !(covers[game.friend] >= 2 && covers[game.owner] >= 2 && drawnForFriend); step++) {
            const cover = page.getByRole('button', { name: SHOW });
            if ((await cover.count()) > 0 && (await cover.isVisible())) {
              const seat = (await cover.textContent()).match(SHOW)[1];
              assert.ok(seat in covers, `the device goes to a person only, not to ${seat}`);
              assert.equal(await page.getByRole('heading', { name: `Pass the device to ${seat}` }).count(), 1);
              assert.deepEqual(await cardsInPage(page), [], `the covered table before ${seat}'s turn holds no card`);
              assert.equal(await focusedText(page, `I am ${seat} — show my cards`), `I am ${seat} — show my cards`, 'the way on has the focus');
              if (!shot) {
                await screenshot(page, `friends-${game.id}-cover-${viewport.width}x${viewport.height}`);
                shot = true;
              }
              covers[seat] += 1;
              await cover.click();
              continue;
            }
            // The table drawn for whoever holds it: the friend sees the owner among the others.
            const around = await page.evaluate(game.around);
            const held = await page.locator(`${game.hand} .hand-card`).count();
            if (held > 0 && around.includes(game.owner)) {
              assert.ok(!around.includes(game.friend), `${game.friend} holds the device: not among the others (${around})`);
              drawnForFriend = true;
              if (drawnForFriend && covers[game.friend] === 1) await screenshot(page, `friends-${game.id}-friend-${viewport.width}x${viewport.height}`);
            }
            const acted = await page.evaluate(([choices, cards]) => {
              const target = document.querySelector(choices) ?? document.querySelector(cards);
              target?.click();
              return !!target;
            }, [game.choices, game.cards]);
            if (!acted) {
              // A summary or a game's end: on to the next.
              const next = page.getByRole('button', { name: /^(Next deal|Next game|Continue)$/ });
              if ((await next.count()) > 0) await next.first().click().catch(() => {});
              else await page.waitForTimeout(20);
            }
          }
          assert.ok(covers[game.friend] >= 2 && covers[game.owner] >= 2, `the device went to both, more than once: ${JSON.stringify(covers)}`);
          assert.ok(drawnForFriend, `the table was drawn for ${game.friend}, with ${game.owner} among the others`);

          // A reload: nobody is known to hold the device. A person to act finds the table
          // covered; while a bot acts, no hand is shown.
          await page.reload({ waitUntil: 'load' });
          await page.locator(`${game.table}, .start.cover, .summary, .kx-summary, .mx-end`).first().waitFor();
          const after = await page.evaluate(() => ({
            cover: !!document.querySelector('.start.cover'),
            cards: document.querySelectorAll('.hand-card').length,
          }));
          if (!after.cover) assert.equal(after.cards, 0, 'after a reload, no hand is shown until a person takes the device');

          // Undo would take back a friend's turn too: not at a table of friends.
          assert.equal(await page.getByRole('button', { name: 'Undo', exact: true }).count(), 0);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }

    test('Müller Matz at eight players: "Who plays NAME" for each of the seven other seats', async () => {
      const entries = {
        [SETTINGS_KEY]: quick,
        [GAME_KEY]: JSON.stringify({ v: 1, game: 'mueller-matz' }),
        'konter-a-matt:mueller-matz-settings': JSON.stringify({ v: 1, rules: { players: 8, target: 1 }, level: 'easy' }),
      };
      const { context, page, problems } = await openApp(browser, server.url, entries, viewport);
      try {
        const dialog = await openSettings(page);
        for (const seat of ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta']) {
          await dialog.getByRole('combobox', { name: `Who plays ${seat}`, exact: true }).waitFor();
        }
        await dialog.getByRole('combobox', { name: 'Who plays Greta', exact: true }).selectOption({ label: 'A person' });
        await page.waitForFunction(() => JSON.parse(localStorage.getItem('konter-a-matt:mueller-matz-settings')).players?.[6] === 'person');
        await screenshot(page, `friends-mueller-matz-8-settings-${viewport.width}x${viewport.height}`);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  });
}
