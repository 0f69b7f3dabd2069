// Müller Matz, the app's third game, as a person uses it: picked on the start screen (the
// choice remembered, Konter a Matt's first visit fetching none of it), the settings'
// "Number of players", whole games at 2, 4 and 8 players played by accessible names — the
// hand's cards, "Pick up", "Go to sleep", "Exchange for the turned card", "Give both up",
// a card refused with the engine's reason, a reload in the middle that resumes exactly —
// to the match's end, checked against `konter replay` of the exported record; unreadable
// saved data backed up and reported; keyboard play; offline after the first visit.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DIST, ROOT, assertBuilt, launchBrowser, newWatchedPage, openApp, screenshot, startServer, tapRefused, konterBinary } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const MATZ_KEY = 'konter-a-matt:mueller-matz';
const MATZ_SETTINGS_KEY = 'konter-a-matt:mueller-matz-settings';
const MATZ_STATS_KEY = 'konter-a-matt:mueller-matz-stats';

const quick = (lang = 'en') => JSON.stringify({ v: 1, speed: 'instant', lang });
const MATZ = JSON.stringify({ v: 1, game: 'mueller-matz' });
/** A match of one game (the first Matz point loses it) against easy bots. */
const oneGame = (players, level = 'easy') => JSON.stringify({ v: 1, rules: { players, target: 1 }, level });
const ACTIONS = /^(Pick up|Go to sleep|Exchange for the turned card|Give both up)( \(.*\))?$/;

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

function open(entries, viewport) {
  return openApp(browser, server.url, entries, viewport);
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** What the page shows now, read from accessible names and roles. */
async function now(page) {
  return page.evaluate((actions) => {
    const visible = (el) => el && el.offsetParent !== null && !el.closest('[inert]');
    const buttons = [...document.querySelectorAll('button')].filter(visible);
    const named = (b) => (b.getAttribute('aria-label') || b.textContent).trim();
    const re = new RegExp(actions);
    const hand = document.querySelector('[role="group"][aria-label="Your hand"]');
    const cards = hand ? [...hand.querySelectorAll('button')] : [];
    return {
      again: buttons.some((b) => named(b) === 'Play again'),
      next: buttons.some((b) => named(b) === 'Next game'),
      actions: buttons.filter((b) => re.test(named(b))).map(named),
      playable: cards.filter((c) => c.getAttribute('aria-disabled') !== 'true').map(named),
      refused: cards.filter((c) => c.getAttribute('aria-disabled') === 'true').map(named),
      hand: cards.map(named),
      guide: document.querySelector('.mx-guide')?.textContent ?? '',
      life: document.querySelector('.mx-status')?.textContent ?? '',
    };
  }, ACTIONS.source);
}

/** Closes the open dialog by its close button. */
async function closeDialog(page) {
  await page.getByRole('dialog').locator('.dialog-head .close').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A small deterministic choice. */
function chooser(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

/**
 * Plays the match on screen to its end by accessible names: mostly a card, sometimes an
 * action button. `onTurn(s)` may do something first (return true when it acted).
 */
async function playToEnd(page, seed, onTurn = async () => false) {
  const pick = chooser(seed);
  const seen = { actions: new Set(), refused: 0, plays: 0, games: 0, second: false, change: false };
  for (let step = 0; step < 20000; step++) {
    const s = await now(page);
    if (s.again) return seen;
    if (s.next) {
      seen.games += 1;
      await page.getByRole('button', { name: 'Next game' }).click();
      continue;
    }
    if (/Second life/.test(s.life)) seen.second = true;
    if (/your reserve is now your hand|already out/.test(s.guide)) seen.change = true;
    if (!s.playable.length && !s.actions.length) {
      await page.waitForTimeout(10);
      continue;
    }
    if (await onTurn(s)) continue;
    for (const a of s.actions) seen.actions.add(a.replace(/ \(.*/, ''));
    if (seen.refused < 2 && s.refused.length && s.playable.length) {
      // A card the rules refuse stays in the hand, and the engine's reason is shown.
      const before = s.hand.length;
      await tapRefused(page, page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: s.refused[0], exact: true }).first());
      await page.locator('#mx-reason.loud').filter({ hasText: /does not beat|must beat|not allowed/ }).waitFor();
      assert.equal((await now(page)).hand.length, before);
      seen.refused += 1;
    }
    const bold = s.actions.filter((a) => !/^Pick up$/.test(a));
    let name;
    if (bold.length && pick(2) === 0) name = bold[pick(bold.length)];
    else if (s.playable.length && (pick(6) !== 0 || !s.actions.includes('Pick up'))) name = null;
    else name = s.actions.includes('Pick up') ? 'Pick up' : s.actions[0];
    if (name) {
      await page.locator('.mx-actions').getByRole('button', { name, exact: true }).click();
    } else {
      const card = s.playable[pick(s.playable.length)];
      await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: card, exact: true }).first().click();
      seen.plays += 1;
    }
  }
  throw new Error('the match did not end');
}

/** Exports the match's record and replays it with the native tool. */
async function exportAndReplay(page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Export match' }).click();
  const record = await page.getByRole('dialog').getByRole('textbox', { name: 'Match record' }).inputValue();
  assert.match(record, /"format": "mueller-matz"/);
  const file = join(mkdtempSync(join(tmpdir(), 'matz-')), 'match.json');
  writeFileSync(file, record);
  const summary = JSON.parse(execFileSync(konterBinary(), ['replay', file, '--json'], { encoding: 'utf8' }));
  await closeDialog(page);
  return { record, summary };
}


/** The page's words per language: its New match button, Menu and Score sheet. */
const PAGE_WORDS = {
  en: { newMatch: 'New match', menu: 'Menu', sheet: 'Score sheet' },
  fr: { newMatch: 'Nouvelle partie', menu: 'Menu', sheet: 'Feuille de marque' },
  de: { newMatch: 'Neue Partie', menu: 'Menü', sheet: 'Strichliste' },
  lb: { newMatch: 'Nei Partie', menu: 'Menü', sheet: 'Lee' },
};

/**
 * Words a person would see broken in the elements matching `selector`: a word whose
 * letters lie on two lines (no hyphenation break: a box narrower than the word), and a
 * box whose text overflows it or the screen. Breaks after a hyphen are ordinary.
 */
async function brokenWords(page, selector) {
  return page.evaluate((sel) => {
    const bad = [];
    for (const el of document.querySelectorAll(sel)) {
      if (!el.getClientRects().length) continue;
      const what = `${el.className || el.tagName} «${el.textContent.trim().slice(0, 60)}»`;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible') {
        bad.push(`overflows its box (${el.scrollWidth} > ${el.clientWidth}): ${what}`);
      }
      const box = el.getBoundingClientRect();
      if (!el.closest('.mx-scroll') && (box.left < -1 || box.right > innerWidth + 1)) bad.push(`off the screen: ${what}`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const re = /[^\s\-‐–]+/g;
        let m;
        while ((m = re.exec(n.textContent))) {
          const r = document.createRange();
          r.setStart(n, m.index);
          r.setEnd(n, m.index + m[0].length);
          const lines = new Set([...r.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.bottom)));
          if (lines.size > 1) bad.push(`"${m[0]}" split over ${lines.size} lines: ${what}`);
        }
      }
    }
    return bad;
  }, selector);
}

const TABLE_TEXTS = [
  '.mx-status', '.mx-seat', '.mx-seat p', '.mx-trump', '.mx-deck figcaption', '.mx-out', '.mx-led p', '.mx-pile p',
  '.mx-last', '.mx-question', '.mx-change', '.mx-actions .btn', '.mx-reserve summary', '.mx-hint',
].join(', ');
const SIZES = [[360, 740], [390, 844], [740, 360], [844, 390], [1280, 800]];
const SHOTS = '/tmp/shots-matz-findings';

const NAMES = ['You', 'Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta'];

describe('Müller Matz', () => {
  test('the start screen offers three games; Müller Matz is remembered; the first visit of Konter a Matt fetches none of it', async () => {
    const { context, page, problems } = await newWatchedPage(browser);
    try {
      await context.addInitScript((settings) => {
        if (!localStorage.getItem('konter-a-matt:settings')) localStorage.setItem('konter-a-matt:settings', settings);
      }, quick());
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(server.url, { waitUntil: 'load' });
      await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(500);
      assert.deepEqual(fetched.filter((p) => /\/matz\.css|games-|module_worker/.test(p)), [], 'a first visit fetched nothing of Müller Matz');
      const games = page.getByRole('group', { name: 'Game' });
      const names = await games.getByRole('button').evaluateAll((bs) => bs.map((b) => b.firstChild.textContent.trim()));
      assert.deepEqual(names, ['Konter a Matt', 'Kontraspiel', 'Müller Matz']);
      const matz = games.getByRole('button', { name: 'Müller Matz', exact: true });
      assert.equal(await matz.getAttribute('aria-pressed'), 'false');
      assert.match(await matz.evaluate((el) => el.title), /two to eight players/i);
      await matz.click();
      assert.equal(await matz.getAttribute('aria-pressed'), 'true');
      assert.equal(JSON.parse(await stored(page, GAME_KEY)).game, 'mueller-matz');
      await page.reload();
      await page.locator('h1').waitFor();
      assert.equal(await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Müller Matz', exact: true }).getAttribute('aria-pressed'), 'true');
      // Its module loads now: New match shows its table.
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
      assert.ok(fetched.some((p) => /games-[0-9a-f]{16}_bg\.wasm$/.test(p)));
      // Back to Konter a Matt: New match starts it, as before.
      await page.locator('.brand-btn').click();
      await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Konter a Matt', exact: true }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.locator('.felt').waitFor();
      assert.equal(await page.locator('.mx').count(), 0);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('settings: the number of players (two packs from 5), the bots, the variants', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quick(), [GAME_KEY]: MATZ });
    try {
      await page.getByRole('button', { name: 'Settings' }).first().click();
      const dialog = page.getByRole('dialog');
      const players = dialog.getByRole('combobox', { name: 'Number of players' });
      await players.waitFor();
      const options = await players.locator('option').allTextContents();
      assert.deepEqual(options, ['2', '3', '4', '5', '6', '7', '8']);
      assert.equal(await players.inputValue(), '2', 'four players by default (the third option)');
      await dialog.getByText('From 5 players two packs are used.').waitFor();
      await players.selectOption({ label: '6' });
      await dialog.getByRole('combobox', { name: 'Bots' }).selectOption({ label: 'Hard' });
      await dialog.getByRole('combobox', { name: 'Scoring' }).selectOption({ label: 'Matz points: 5 loses the match' });
      await dialog.getByRole('combobox', { name: 'An answer that does not beat' }).selectOption({ label: 'Must follow suit' });
      const saved = JSON.parse(await stored(page, MATZ_SETTINGS_KEY));
      assert.equal(saved.rules.players, 6);
      assert.equal(saved.rules.target, 5);
      assert.equal(saved.rules.answer, 'strict');
      assert.equal(saved.level, 'hard');
      await closeDialog(page);
      await page.getByRole('button', { name: 'Rules' }).first().click();
      await page.getByRole('dialog').getByRole('heading', { name: 'The second life' }).waitFor();
      await closeDialog(page);
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
      const record = JSON.parse(await stored(page, MATZ_KEY)).record;
      assert.equal(record.rules.players, 6);
      assert.equal(record.games[0].pack.split(' ').length, 104, 'two packs');
      assert.equal(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count(), 5);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a whole game at 4 players by accessible names, a reload in the middle, ends as `konter replay` of its record says', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quick(), [GAME_KEY]: MATZ, [MATZ_SETTINGS_KEY]: oneGame(4) }, { width: 360, height: 740 });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
      let reloaded = false;
      let turns = 0;
      const seen = await playToEnd(page, 11, async (s) => {
        turns += 1;
        if (reloaded || turns !== 4) return false;
        // A reload in the middle resumes exactly: the same record, the same hand.
        const record = await stored(page, MATZ_KEY);
        await page.reload();
        await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
        await page.waitForTimeout(100);
        assert.equal(await stored(page, MATZ_KEY), record);
        assert.deepEqual((await now(page)).hand, s.hand);
        reloaded = true;
        return true;
      });
      assert.ok(reloaded, 'reloaded in the middle');
      assert.ok(seen.plays > 0);
      assert.ok(seen.refused > 0, 'a refused card said why');
      await page.getByRole('button', { name: 'Play again' }).waitFor();
      await screenshot(page, 'muellermatz-4-end');
      const end = await page.locator('.mx-end').innerText();
      assert.match(end, /The match is over/);
      const places = await page.locator('.mx-places li').allInnerTexts();
      assert.equal(places.length, 4);
      // What the bots did was announced.
      const live = await page.locator('#live').innerText();
      assert.match(live, /(Anna|Ben|Clara) (leads|answers|beats|picks up|plays|is out|draws|goes to sleep)/);
      const { summary } = await exportAndReplay(page);
      assert.equal(summary.match_over, true);
      assert.equal(summary.games.length, 1);
      assert.deepEqual(places, summary.games[0].places.map((s, i) => `${i + 1}. ${NAMES[s]}`));
      assert.equal(NAMES[summary.match_loser], places.at(-1).replace(/^\d+\. /, ''));
      const stats = JSON.parse(await stored(page, MATZ_STATS_KEY));
      assert.equal(stats.games_played, 1);
      assert.equal(stats.matches_played, 1);
      // Revenge: Play again starts a new match.
      await page.getByRole('button', { name: 'Play again' }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor();
      assert.equal(JSON.parse(await stored(page, MATZ_KEY)).over, false);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  for (const players of [2, 8]) {
    test(`a whole game at ${players} players by accessible names`, async () => {
      const { context, page, problems } = await open({ [SETTINGS_KEY]: quick(), [GAME_KEY]: MATZ, [MATZ_SETTINGS_KEY]: oneGame(players) }, { width: 360, height: 740 });
      try {
        await page.getByRole('button', { name: 'New match', exact: true }).click();
        await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
        const seen = await playToEnd(page, players * 7 + 1);
        assert.ok(seen.plays > 0);
        const places = await page.locator('.mx-places li').allInnerTexts();
        assert.equal(places.length, players);
        const { summary } = await exportAndReplay(page);
        assert.equal(summary.match_over, true);
        assert.deepEqual(places, summary.games[0].places.map((s, i) => `${i + 1}. ${NAMES[s]}`));
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    });
  }

  test('the record imports again; a broken one is refused saying where; unreadable saved data is backed up and reported', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quick(), [GAME_KEY]: MATZ, [MATZ_KEY]: '{"v":1,"over":false,"seed":"zz' });
    try {
      await page.getByText(/could not be read/).waitFor({ timeout: 30_000 });
      const keys = await page.evaluate(() => Object.keys(localStorage));
      const backup = keys.find((k) => k.startsWith('konter-a-matt:backup:') && k.endsWith(':mueller-matz'));
      assert.ok(backup, keys.join(', '));
      assert.equal(await stored(page, backup), '{"v":1,"over":false,"seed":"zz');
      assert.equal(await stored(page, MATZ_KEY), null);
      await page.locator('.mx-none').getByRole('button', { name: 'New match' }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor();
      const good = JSON.stringify(JSON.parse(await stored(page, MATZ_KEY)).record);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Import match' }).click();
      const bad = JSON.parse(good);
      bad.games[0].events = ['giveup'];
      await page.getByRole('dialog').getByRole('textbox', { name: 'Match record' }).fill(JSON.stringify(bad));
      await page.getByRole('dialog').getByRole('button', { name: 'Import match', exact: true }).click();
      const error = await page.getByRole('dialog').getByRole('alert').innerText();
      assert.match(error, /cannot be imported: game 1, event 1/);
      await page.getByRole('dialog').getByRole('textbox', { name: 'Match record' }).fill(good);
      await page.getByRole('dialog').getByRole('button', { name: 'Import match', exact: true }).click();
      await page.getByRole('dialog').getByText('The match in progress is kept: continue it any time from the start screen (tap “Müller Matz” at the top).').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Import match', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByText('The match was imported.').waitFor();
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a game can be played with the keyboard alone; practice mode gives a hint and takes a move back', async () => {
    const { context, page, problems } = await open({
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: MATZ,
      [MATZ_SETTINGS_KEY]: JSON.stringify({ v: 1, rules: { players: 3, target: 1 }, level: 'easy', practice: true }),
    });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
      // The hint is the Hard bot's choice; Undo takes the person's move back.
      await page.waitForFunction(() => !document.querySelector('.mx-practice button')?.disabled);
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.locator('.mx-hint').filter({ hasText: /^Hint: / }).waitFor();
      const events = async () => JSON.parse(await stored(page, MATZ_KEY)).record.games.at(-1).events.length;
      const before = await events();
      await page.locator('.mx-hand .hand-card.playable').first().click();
      await page.waitForFunction(() => ![...document.querySelectorAll('.mx-practice button')].at(-1)?.disabled);
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.locator('.mx-hand .hand-card.playable').first().waitFor();
      assert.equal(await events(), before, 'Undo is back at the person\'s turn');
      // Keyboard: focus comes to the hand; arrows move, Enter plays.
      await page.locator('.mx-hand .hand-card[tabindex="0"]').focus();
      let pressed = 0;
      for (let step = 0; step < 400 && pressed < 6; step++) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el?.classList.contains('hand-card') ? { off: el.getAttribute('aria-disabled') === 'true' } : null;
        });
        if (!focused) {
          if (await page.locator('.mx-hand .hand-card.playable').count()) await page.locator('.mx-hand .hand-card[tabindex="0"]').focus();
          else await page.waitForTimeout(20);
          continue;
        }
        if (focused.off) {
          if (await page.locator('.mx-hand .hand-card.playable').count()) await page.keyboard.press('ArrowRight');
          else await page.waitForTimeout(20);
          continue;
        }
        await page.keyboard.press('Enter');
        pressed += 1;
        await page.waitForTimeout(20);
      }
      assert.ok(pressed >= 3, `played ${pressed} cards by keyboard`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('after a first visit of Konter a Matt, Müller Matz loads and plays offline', async () => {
    const { context, page, problems } = await newWatchedPage(browser, { viewport: { width: 412, height: 860 } });
    try {
      await context.addInitScript((settings) => {
        if (!localStorage.getItem('konter-a-matt:settings')) localStorage.setItem('konter-a-matt:settings', settings);
      }, quick());
      await page.goto(server.url, { waitUntil: 'load' });
      await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
        }
      });
      const cached = await page.evaluate(async () => {
        const keys = (await caches.keys()).filter((k) => k.startsWith('konter-a-matt-shell-'));
        return (await (await caches.open(keys[0])).keys()).map((r) => r.url);
      });
      for (const name of [/games-[0-9a-f]{16}_bg\.wasm$/, /games-[0-9a-f]{16}\.js$/, /\/matz\.css$/, /module_worker\.js$/]) {
        assert.ok(cached.some((u) => name.test(u)), `${name} is precached`);
      }
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Müller Matz', exact: true }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'Müller Matz table' }).waitFor({ timeout: 30_000 });
      // The bots answer offline (their worker came from the cache): the table waits for the person.
      await page.locator('.mx-hand .hand-card.playable').first().waitFor({ timeout: 30_000 });
      await context.setOffline(false);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
  test('no word is split, cut or overflowing on the table and its tally, at 2, 4 and 8 players, every language, phone to desktop', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const found = [];
    for (const lang of ['en', 'fr', 'de', 'lb']) {
      for (const [width, height] of SIZES) {
        for (const players of [2, 4, 8]) {
          const { context, page, problems } = await open({ [SETTINGS_KEY]: quick(lang), [GAME_KEY]: MATZ, [MATZ_SETTINGS_KEY]: oneGame(players) }, { width, height });
          try {
            await page.getByRole('button', { name: PAGE_WORDS[lang].newMatch, exact: true }).first().click();
            await page.locator('.mx-table').waitFor({ timeout: 30_000 });
            // The person's first turn (the bots before are instant): a full table.
            await page.locator('.mx-hand .hand-card.playable').first().waitFor({ timeout: 30_000 });
            const at = `${lang} ${width}×${height} ${players} players`;
            for (const b of await brokenWords(page, TABLE_TEXTS)) found.push(`${at}: ${b}`);
            await page.screenshot({ path: `${SHOTS}/table-${lang}-${width}x${height}-${players}.png` });
            // A card led to the person (or the person's lead answered) shows the middle too.
            await page.locator('.mx-hand .hand-card.playable').first().click();
            await page.waitForTimeout(150);
            for (const b of await brokenWords(page, TABLE_TEXTS)) found.push(`${at}, after a move: ${b}`);
            if (players === 8 || width === 360) {
              await page.getByRole('button', { name: PAGE_WORDS[lang].menu, exact: true }).first().click();
              await page.getByRole('dialog').getByRole('button', { name: PAGE_WORDS[lang].sheet, exact: true }).click();
              await page.locator('.mx-tally').waitFor();
              for (const b of await brokenWords(page, '.mx-tally th, .mx-tally caption')) found.push(`${at}, tally: ${b}`);
              // Every player's column is on screen, none behind a scroll.
              const [wide, room] = await page.locator('.mx-scroll').evaluate((el) => [el.scrollWidth, el.clientWidth]);
              if (wide > room + 1) found.push(`${at}, tally: ${wide}px wide in ${room}px`);
              await page.screenshot({ path: `${SHOTS}/tally-${lang}-${width}x${height}-${players}.png` });
              await closeDialog(page);
            }
            assert.deepEqual(problems, [], problems.join('\n'));
          } finally {
            await context.close();
          }
        }
      }
    }
    assert.deepEqual(found, [], found.join('\n'));
  });
  test('the score sheet of Kontraspiel at 360 px: no seat heading breaks inside its name ("NORT/H")', async () => {
    const found = [];
    for (const lang of ['en', 'fr', 'de', 'lb']) {
      const { context, page, problems } = await newWatchedPage(browser, { viewport: { width: 360, height: 740 } });
      try {
        await context.addInitScript((items) => {
          if (!sessionStorage.getItem('test-seeded')) {
            sessionStorage.setItem('test-seeded', '1');
            for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
          }
        }, { [SETTINGS_KEY]: quick(lang), [GAME_KEY]: JSON.stringify({ v: 1, game: 'kontraspiel' }) });
        await page.goto(server.url, { waitUntil: 'load' });
        await page.getByRole('button', { name: PAGE_WORDS[lang].newMatch, exact: true }).first().click({ timeout: 30_000 });
        await page.locator('.kx-table, .kx').first().waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: PAGE_WORDS[lang].menu, exact: true }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: PAGE_WORDS[lang].sheet, exact: true }).click();
        await page.locator('.dialog .kx-sheet thead th').first().waitFor({ timeout: 30_000 });
        const heads = await page.locator('.dialog .kx-sheet thead th').allInnerTexts();
        assert.ok(heads.length >= 6, heads.join(' | '));
        for (const b of await brokenWords(page, '.dialog .kx-sheet th')) found.push(`${lang}: ${b}`);
        await page.screenshot({ path: `${SHOTS}/kontraspiel-sheet-${lang}-360.png` });
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(found, [], found.join('\n'));
  });
});
