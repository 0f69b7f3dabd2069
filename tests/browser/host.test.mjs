// One host for three games: what every game gets from the page it is drawn in, checked the
// same way for Konter a Matt, Kontraspiel and Müller Matz, by accessible names, on a phone
// held upright (360×740) and sideways (844×390):
//
// - the game is itself on screen: the header, the page title, the start screen's title
//   and the Rules dialog's heading name it;
// - its Settings hold the settings every game shares (bot speed, leaving each trick until
//   a tap, the language, four-colour suits, the colours);
// - a record of another game of the app is recognised on import and opened in its game;
// - two tabs at the same match never overwrite each other silently: the one left behind
//   says so, saves nothing, and loads the other's match when asked;
// - Menu → "Share this deal" makes a link that deals the same cards to whoever opens it;
// - a new match or an import puts the unfinished match aside (after asking, saying it is
//   kept), and the start screen offers it to continue, exactly where it was.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, assertBuilt, launchBrowser, openApp, screenshot, startServer } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const quick = JSON.stringify({ v: 1, speed: 'instant', lang: 'en' });

/** Each game: its name, its choice as stored, where its match is saved, its record's format,
 *  what shows its table, the name of its import's button, and the names of its bots' level
 *  and of its first "Who plays" in the settings. */
const GAMES = [
  { name: 'Konter a Matt', id: 'konter-a-matt', key: 'konter-a-matt:match', aside: 'konter-a-matt:matches', format: 'konter-a-matt', table: '.felt', importGo: 'Import', level: 'Bot level', whoPlays: 'Who plays West' },
  { name: 'Kontraspiel', id: 'kontraspiel', key: 'konter-a-matt:kontraspiel', aside: 'konter-a-matt:kontraspiel-matches', format: 'kontraspiel', table: '.kx-table', importGo: 'Import', level: 'Bots', whoPlays: 'Who plays West' },
  { name: 'Müller Matz', id: 'mueller-matz', key: 'konter-a-matt:mueller-matz', aside: 'konter-a-matt:mueller-matz-matches', format: 'mueller-matz', table: '.mx-table', importGo: 'Import match', level: 'Bots', whoPlays: 'Who plays Anna' },
];
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 844, height: 390 },
];

let browser;
let server;
before(async () => {
  assertBuilt(DIST);
  browser = await launchBrowser();
  server = await startServer({ dir: DIST, prefix: '/' });
});
after(async () => {
  await server?.close();
  await browser?.close();
});

const entries = (game) => ({ [SETTINGS_KEY]: quick, [GAME_KEY]: JSON.stringify({ v: 1, game: game.id }) });
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

async function openDialog(page, name) {
  await page.getByRole('button', { name, exact: true }).first().click();
  return page.getByRole('dialog');
}

async function closeDialog(page) {
  await page.getByRole('dialog').locator('.dialog-head .close').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The cards of the deal (or game) with this index in a stored match, whatever the game:
 *  each hand (Konter a Matt, Kontraspiel) or the pack in dealing order (Müller Matz). */
function cardsOf(stored, index) {
  const record = JSON.parse(stored).record;
  const deals = record.deals ?? record.games;
  const deal = deals.at(index);
  return JSON.stringify(deal.hands ?? deal.pack);
}

/** The person's first decision on the table, whatever the game: a trump to name, a bid or
 *  an action, or a playable card of the hand. Resolves once one was taken. */
async function actOnce(page) {
  for (let i = 0; i < 400; i++) {
    const done = await page.evaluate(() => {
      const visible = (el) => el && el.offsetParent !== null && !el.closest('[inert]');
      const hand = document.querySelector('[role="group"][aria-label="Your hand"]');
      const cards = hand ? [...hand.querySelectorAll('button')].filter((c) => visible(c) && c.getAttribute('aria-disabled') !== 'true') : [];
      const choices = [...document.querySelectorAll('.suit-btn, .kx-buttons button, .mx-actions button')].filter(visible);
      const target = choices[0] ?? cards[0];
      if (!target) return false;
      target.click();
      return true;
    });
    if (done) return;
    await page.waitForTimeout(25);
  }
  throw new Error('the person was never asked for anything');
}

/** A Konter a Matt match saved in the middle of its first deal. */
const KONTER_SAVE = '{"v":3,"seed":"123456789abcdef0","revision":31,"practice":false,"counted":true,"screen":"table","collected":5,"record":{"deals":[{"dealer":0,"events":["JD","QS","KD","9D","9H","JH","TH","JC","AS","TD","QH","JS","AC","QD","TC","9C","KS","AH","TS","QC","KC","KH","9S","AD"],"hands":["TH 9D 9C TS TD 9S","JD AD JC AC QC QH","KC QS QD KS 9H JS","TC JH KD AH AS KH"],"trump":"D"}],"format":"konter-a-matt","rules":{"direction":"clockwise","stanner":"carry","start_dashes":9},"version":1}}';

/** The stored match once play has settled (the bots have acted, the person is asked). */
async function settled(page, key) {
  let before = await stored(page, key);
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(400);
    const now = await stored(page, key);
    if (now === before) return JSON.parse(now);
    before = now;
  }
  throw new Error('play never settled');
}

/** The names of the cards in the person's hand on screen. */
const hand = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="group"][aria-label="Your hand"] button')].map((b) => b.getAttribute('aria-label') ?? b.textContent));

/** The seeds of the matches put aside, newest first. */
const asideSeeds = async (page, game) => (JSON.parse(await stored(page, game.aside))?.matches ?? []).map((e) => e.match.seed);

for (const viewport of VIEWPORTS) {
  describe(`one host for three games at ${viewport.width}×${viewport.height}`, () => {
    for (const game of GAMES) {
      test(`${game.name} is itself on screen: header, page title, start screen, Rules heading`, async () => {
        const { context, page, problems } = await openApp(browser, server.url, entries(game), viewport);
        try {
          await page.locator('h1', { hasText: game.name }).waitFor();
          assert.equal((await page.locator('h1 .brand-btn').textContent()).replace('♠', '').trim(), game.name);
          assert.equal(await page.title(), game.name);
          await page.locator('h1 .brand-btn').click();
          assert.equal((await page.locator('.start-title').textContent()).trim(), game.name);
          const pressed = page.getByRole('group', { name: 'Game' }).getByRole('button', { name: game.name, exact: true });
          assert.equal(await pressed.getAttribute('aria-pressed'), 'true');
          const rules = await openDialog(page, 'Rules');
          assert.equal((await rules.locator('#dialog-title').textContent()).trim(), `How to play ${game.name}`);
          await screenshot(page, `host-rules-${game.id}-${viewport.width}x${viewport.height}`);
          await closeDialog(page);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });

      test(`${game.name}'s Settings hold the settings every game shares`, async () => {
        const { context, page, problems } = await openApp(browser, server.url, entries(game), viewport);
        try {
          await page.locator('h1 .brand-btn').click();
          const dialog = await openDialog(page, 'Settings');
          const speed = dialog.getByRole('combobox', { name: 'Bot speed' });
          await speed.waitFor({ timeout: 15_000 });
          await dialog.getByRole('checkbox', { name: 'Leave each trick until I tap' }).waitFor();
          await dialog.getByRole('checkbox', { name: /Four-colour suits/ }).waitFor();
          await dialog.getByRole('combobox', { name: 'Colours' }).waitFor();
          await dialog.getByRole('group', { name: 'Language' }).or(dialog.locator('fieldset', { hasText: 'Language' })).first().waitFor();
          // Every game's settings in the same order: the players first, one Bots group with
          // the bots' level and speed, the rules, the language, the display last.
          const legends = (await dialog.locator('fieldset > legend').allTextContents()).map((l) => l.trim());
          assert.equal(legends.length, 5, legends.join(' | '));
          assert.deepEqual([legends[0], legends[1], legends[3], legends[4]], ['Players', 'Bots', 'Language', 'Display']);
          const bots = dialog.locator('fieldset', { has: page.locator('legend', { hasText: /^Bots$/ }) });
          await bots.getByRole('combobox', { name: game.level, exact: true }).waitFor();
          await bots.getByRole('combobox', { name: 'Bot speed' }).waitFor();
          assert.equal(await dialog.getByRole('combobox', { name: 'Bot speed' }).count(), 1);
          await dialog.locator('fieldset', { has: page.locator('legend', { hasText: /^Players$/ }) }).getByRole('combobox', { name: game.whoPlays }).waitFor();
          // A shared setting changed in another game's Settings is the page's setting.
          await speed.selectOption({ label: 'Slow' });
          await page.waitForFunction(() => JSON.parse(localStorage.getItem('konter-a-matt:settings')).speed === 'slow');
          await dialog.getByRole('checkbox', { name: /Four-colour suits/ }).check();
          await page.locator('.app.four-colour').waitFor();
          await screenshot(page, `host-settings-${game.id}-${viewport.width}x${viewport.height}`);
          await closeDialog(page);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });

      for (const other of GAMES.filter((g) => g !== game)) {
        test(`${game.name}'s import recognises a ${other.name} record and opens it there`, async () => {
          const { context, page, problems } = await openApp(browser, server.url, entries(game), viewport);
          try {
            await page.locator('h1 .brand-btn').click();
            const record = JSON.stringify({ format: other.format, version: 1 });
            const menu = await openDialog(page, 'Menu');
            await menu.getByRole('button', { name: 'Import match', exact: true }).click();
            const dialog = page.getByRole('dialog');
            const text = dialog.getByRole('textbox').last();
            await text.waitFor({ timeout: 15_000 });
            await text.fill(record);
            await dialog.getByRole('button', { name: game.importGo, exact: true }).click();
            await dialog.getByRole('alert').filter({ hasText: `This is a ${other.name} record.` }).waitFor();
            await screenshot(page, `host-import-${game.id}-${other.id}-${viewport.width}x${viewport.height}`);
            await dialog.getByRole('button', { name: `Open it in ${other.name}`, exact: true }).click();
            // The other game is chosen now, and its import holds the record.
            await page.locator('h1', { hasText: other.name }).waitFor();
            await page.waitForFunction((text) => [...document.querySelectorAll('[role="dialog"] textarea')].some((t) => t.value === text), record, { timeout: 15_000 });
            assert.equal(JSON.parse(await stored(page, GAME_KEY)).game, other.id);
            await closeDialog(page);
            assert.deepEqual(problems, []);
          } finally {
            await context.close();
          }
        });
      }

      test(`${game.name}: "Share this deal" deals the same cards to whoever opens the link`, async () => {
        const a = await openApp(browser, server.url, entries(game), viewport);
        let b;
        try {
          await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
          await a.page.evaluate(() => delete Navigator.prototype.share);
          await a.page.locator('h1 .brand-btn').click();
          await a.page.getByRole('button', { name: 'New match', exact: true }).click();
          await a.page.locator(game.table).first().waitFor({ timeout: 30_000 });
          await a.page.waitForFunction((k) => localStorage.getItem(k) !== null, game.key);
          const menu = await openDialog(a.page, 'Menu');
          await menu.getByRole('button', { name: 'Share this deal', exact: true }).click();
          await a.page.getByRole('status').filter({ hasText: 'Link copied' }).first().waitFor({ timeout: 15_000 });
          const link = await a.page.evaluate(() => navigator.clipboard.readText());
          assert.match(link, /#(deal|kontra|matz)=v1\./);
          const theirs = cardsOf(await stored(a.page, game.key), -1);
          // Elsewhere, with no match of that game: the link picks the game and offers the deal.
          b = await openApp(browser, link, { [SETTINGS_KEY]: quick }, viewport);
          await b.page.locator('h1', { hasText: game.name }).waitFor();
          await b.page.getByRole('button', { name: /^Play the shared (deal|game)$/ }).click();
          await b.page.waitForFunction((k) => localStorage.getItem(k) !== null, game.key);
          assert.equal(cardsOf(await stored(b.page, game.key), 0), theirs);
          assert.deepEqual(a.problems, []);
          assert.deepEqual(b.problems, []);
        } finally {
          await a.context.close();
          await b?.context.close();
        }
      });

      test(`${game.name}: two tabs never overwrite each other's match silently`, async () => {
        const a = await openApp(browser, server.url, entries(game), viewport);
        try {
          await a.page.locator('h1 .brand-btn').click();
          await a.page.getByRole('button', { name: 'New match', exact: true }).click();
          await a.page.locator(game.table).first().waitFor({ timeout: 30_000 });
          await a.page.waitForFunction((k) => localStorage.getItem(k) !== null, game.key);
          // The same match in a second tab (same browser, same storage).
          const b = await a.context.newPage();
          await b.goto(server.url, { waitUntil: 'load' });
          await b.locator('h1', { hasText: game.name }).waitFor({ timeout: 30_000 });
          if (await b.getByRole('button', { name: /^(Continue|Continue the match)$/ }).count()) {
            await b.getByRole('button', { name: /^(Continue|Continue the match)$/ }).first().click();
          }
          await b.locator(game.table).first().waitFor({ timeout: 30_000 });
          // The person acts in the first tab: the second is left behind.
          const before = await stored(a.page, game.key);
          await actOnce(a.page);
          await b.getByRole('button', { name: 'Load it', exact: true }).waitFor({ timeout: 15_000 });
          await screenshot(b, `host-other-tab-${game.id}-${viewport.width}x${viewport.height}`);
          // Left behind, the second tab writes nothing over the first's match (its own is
          // the match as it was before the first tab moved on).
          await b.waitForTimeout(500);
          assert.notEqual(await stored(b, game.key), before);
          await b.getByRole('button', { name: 'Load it', exact: true }).click();
          await b.getByRole('button', { name: 'Load it', exact: true }).waitFor({ state: 'detached' });
          await b.locator(game.table).first().waitFor();
          assert.deepEqual(a.problems, []);
        } finally {
          await a.context.close();
        }
      });

      test(`${game.name}: New match / import / shared deal puts the unfinished match aside, start screen offers it`, async () => {
        // Konter a Matt has a match put aside too: another game's start screen lists only its own.
        const theirs = { v: 1, matches: [{ at: 1795440000000, match: JSON.parse(KONTER_SAVE) }] };
        const seeded = game.id === 'konter-a-matt' ? entries(game) : { ...entries(game), 'konter-a-matt:matches': JSON.stringify(theirs) };
        const { context, page, problems } = await openApp(browser, server.url, seeded, viewport);
        const kept = `The match in progress is kept: continue it any time from the start screen (tap “${game.name}” at the top).`;
        try {
          await page.locator('h1 .brand-btn').click();
          await page.getByRole('button', { name: 'New match', exact: true }).click();
          await page.locator(game.table).first().waitFor({ timeout: 30_000 });
          await page.waitForFunction((k) => localStorage.getItem(k) !== null, game.key);
          await actOnce(page);
          const first = await settled(page, game.key);
          const firstHand = await hand(page);
          assert.ok(firstHand.length > 0);
          // A link to this deal, to play at the end.
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.url).origin });
          await page.evaluate(() => delete Navigator.prototype.share);
          const share = await openDialog(page, 'Menu');
          await share.getByRole('button', { name: 'Share this deal', exact: true }).click();
          await page.getByRole('status').filter({ hasText: 'Link copied' }).first().waitFor({ timeout: 15_000 });
          const link = await page.evaluate(() => navigator.clipboard.readText());

          // New match: asked first, saying the match is kept; yes puts it aside.
          await page.locator('h1 .brand-btn').click();
          await page.getByRole('button', { name: 'New match', exact: true }).click();
          const yes = page.getByRole('button', { name: /^Start a new (match|session)$/ });
          await yes.waitFor({ timeout: 30_000 });
          await page.getByText(kept).waitFor();
          await yes.click();
          await page.waitForFunction(([k, seed]) => JSON.parse(localStorage.getItem(k) ?? '{}').seed !== seed, [game.key, first.seed]);
          assert.deepEqual(await asideSeeds(page, game), [first.seed]);
          assert.deepEqual(JSON.parse(await stored(page, game.aside)).matches[0].match, first, 'exactly the match that was on the table');
          const second = await settled(page, game.key);

          // The start screen offers it; continuing it brings back the same hand at the same
          // moment, and the match on the table goes aside in its place.
          await page.locator('h1 .brand-btn').click();
          const list = page.getByRole('heading', { name: 'Other matches in progress' });
          await list.waitFor({ timeout: 30_000 });
          const go = page.getByRole('button', { name: /^Continue the match of / });
          assert.equal(await go.count(), 1);
          assert.equal(await page.getByRole('button', { name: /^Delete the match of / }).count(), 1);
          await screenshot(page, `host-aside-${game.id}-${viewport.width}x${viewport.height}`);
          await go.click();
          await page.locator(game.table).first().waitFor({ timeout: 30_000 });
          const back = JSON.parse(await stored(page, game.key));
          assert.equal(back.seed, first.seed);
          assert.deepEqual(back.record, first.record, 'at the same moment');
          assert.deepEqual(await hand(page), firstHand, 'the same hand');
          assert.deepEqual(await asideSeeds(page, game), [second.seed]);

          // An import puts the match on the table aside too (asked first, saying so).
          const menu = await openDialog(page, 'Menu');
          await menu.getByRole('button', { name: 'Import match', exact: true }).click();
          const dialog = page.getByRole('dialog');
          const text = dialog.getByRole('textbox').last();
          await text.waitFor({ timeout: 15_000 });
          await text.fill(JSON.stringify(second.record));
          await dialog.getByRole('button', { name: game.importGo, exact: true }).click();
          await page.getByRole('dialog').getByText(kept).waitFor();
          await page.getByRole('dialog').getByRole('button', { name: game.importGo, exact: true }).click();
          await page.waitForFunction(([k, seed]) => JSON.parse(localStorage.getItem(k)).seed !== seed, [game.key, first.seed]);
          const seeds = await asideSeeds(page, game);
          assert.equal(seeds[0], first.seed, 'the match on the table went aside, in front');
          assert.deepEqual(JSON.parse(await stored(page, game.aside)).matches[0].match.record, first.record);

          // A shared deal played puts the imported match aside in turn (asked first, saying so).
          const imported = await settled(page, game.key);
          await page.evaluate((url) => history.replaceState(null, '', url), link);
          await page.reload({ waitUntil: 'load' });
          await page.getByRole('button', { name: /^Play the shared (deal|game)$/ }).click();
          await page.getByText(kept).waitFor({ timeout: 30_000 });
          await page.getByRole('button', { name: /^Play the shared (deal|game)$/ }).click();
          await page.waitForFunction(([k, seed]) => JSON.parse(localStorage.getItem(k)).seed !== seed, [game.key, imported.seed]);
          assert.deepEqual((await asideSeeds(page, game)).slice(0, 2), [imported.seed, first.seed]);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
        }
      });
    }
  });
}
