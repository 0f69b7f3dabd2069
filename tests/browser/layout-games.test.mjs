// Kontraspiel and Müller Matz (at 4 and at 8 players) as a person sees them, on phones held
// both ways up and on a desktop, in all four languages: the table with a decision to make
// (Kontraspiel's bidding, Müller Matz's actions), the hand in play, and the end (a
// Kontraspiel deal's summary with its sheet open, Müller Matz's places and tally).
// Everywhere: no sideways overflow, every control inside the screen, not cut off by a box
// around it and hit at its centre, no word broken inside, no text cut by its box.
//
// The moments are saved states kept beside this file (layout-states.json), so that every
// run looks at the same screens; with $LAYOUT_STATES=play they are reached afresh (played by
// clicking, in English), to look for moments harder than the kept ones. Each state is loaded
// in every language and size. Every problem of a game at one size, in every
// language and screen, is collected and said (one line each) before that test fails.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { layoutProblems, openApp, screenshot, servedSite, settle, textProblems } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const KONTRA_KEY = 'konter-a-matt:kontraspiel';
const KONTRA_SETTINGS_KEY = 'konter-a-matt:kontraspiel-settings';
const MATZ_KEY = 'konter-a-matt:mueller-matz';
const MATZ_SETTINGS_KEY = 'konter-a-matt:mueller-matz-settings';
const SIZES = [[360, 740], [390, 844], [844, 390], [740, 360], [1280, 800]];
const LANGS = ['lb', 'fr', 'de', 'en'];

const settings = (lang) => JSON.stringify({ v: 1, speed: 'instant', lang });
const KONTRA = JSON.stringify({ v: 1, game: 'kontraspiel' });
const MATZ = JSON.stringify({ v: 1, game: 'mueller-matz' });
/** Practice mode on: the Hint and Undo buttons are on the screen too. */
const kontraSettings = JSON.stringify({ v: 1, rules: { start_chips: 10, max_deals: 5 }, level: 'easy', practice: true });
const matzSettings = (players) => JSON.stringify({ v: 1, rules: { players, target: 1 }, level: 'easy', practice: true });

/** The screens looked at: a game's moment, what shows it is there, and what to open first
 *  (a summary's score sheet). */
const SCREENS = [
  { game: 'Kontraspiel', screen: 'bidding', ready: '.kx-buttons .btn' },
  { game: 'Kontraspiel', screen: 'hand in play', ready: '.kx-hand .hand-card.playable' },
  { game: 'Kontraspiel', screen: 'deal summary', ready: '.kx-summary', open: '.kx-sheet summary' },
  { game: 'Müller Matz 4', players: 4, screen: 'to act', ready: '.mx-actions .btn' },
  { game: 'Müller Matz 4', players: 4, screen: 'hand in play', ready: '.mx-hand .hand-card.playable' },
  { game: 'Müller Matz 4', players: 4, screen: 'places', ready: '.mx-end' },
  { game: 'Müller Matz 8', players: 8, screen: 'to act', ready: '.mx-actions .btn' },
  { game: 'Müller Matz 8', players: 8, screen: 'hand in play', ready: '.mx-hand .hand-card.playable' },
  { game: 'Müller Matz 8', players: 8, screen: 'places', ready: '.mx-end' },
];

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** Puts `entries` in storage instead of the app's saved values and reloads: the app
 *  starts from them (a saved session or match resumes exactly where it was). */
async function load(page, entries) {
  await page.evaluate((e) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('konter-a-matt:')) localStorage.removeItem(k);
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.reload({ waitUntil: 'load' });
}

/** Keeps in `found[what]` the saved state of the moment that scores best so far. */
async function keep(page, key, found, scores, what, score) {
  if (score > (scores[what] ?? -1)) {
    scores[what] = score;
    found[what] = await stored(page, key);
  }
}

/**
 * Plays a Kontraspiel session by clicking and keeps the saved states of its bidding (the
 * most buttons, best with the dealer's box at a side, where the room is narrowest), the
 * hand in play (best the full hand of six with a card on the table) and a deal's summary.
 */
async function reachKontra() {
  const [what, started] = ['Kontraspiel', Date.now()];
  const { context, page } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') });
  const [found, scores] = [{}, {}];
  const done = () => scores.bidding >= 13 && scores['hand in play'] >= 11 && found['deal summary'];
  try {
    await load(page, { [SETTINGS_KEY]: settings('en'), [GAME_KEY]: KONTRA, [KONTRA_SETTINGS_KEY]: kontraSettings });
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    await page.locator('.kx').waitFor();
    for (let i = 0; i < 3000 && !done(); i++) {
      // Until there is something for the person to do.
      const m = await (await page.waitForFunction(() => {
        const m = {
          over: !!document.querySelector('.kx-end'),
          summary: !!document.querySelector('.kx-summary .kx-next'),
          buttons: document.querySelectorAll('.kx-buttons .btn').length,
          card: !!document.querySelector('.kx-hand .hand-card.playable'),
          hand: document.querySelectorAll('.kx-hand .hand-card').length,
          trick: document.querySelectorAll('.kx-played').length,
          side: [...document.querySelectorAll('.kx-seat.left .kx-tags, .kx-seat.right .kx-tags')].some((t) => /Dealer/.test(t.textContent)),
        };
        return (m.over || m.summary || m.buttons || m.card) && m;
      }, null, { timeout: 120_000 })).jsonValue();
      if (m.over) break;
      if (m.summary) {
        found['deal summary'] ??= await stored(page, KONTRA_KEY);
        await page.locator('.kx-next .btn.primary').click();
      } else if (m.buttons) {
        await keep(page, KONTRA_KEY, found, scores, 'bidding', m.buttons + (m.side ? 10 : 0));
        // The turned-up card taken whenever offered (a hand of six), else the last answer.
        const take = page.locator('.kx-buttons .btn', { hasText: /^Take/ });
        await ((await take.count()) ? take.first() : page.locator('.kx-buttons .btn').last()).click().catch(() => {});
      } else {
        await keep(page, KONTRA_KEY, found, scores, 'hand in play', Math.min(m.trick, 1) + (m.hand === 6 ? 10 : 0));
        await page.locator('.kx-hand .hand-card.playable').first().click().catch(() => {});
      }
    }
  } finally {
    await context.close();
  }
  console.log(`# ${what} reached in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return found;
}

/**
 * Plays a one-game Müller Matz match of `players` by clicking and keeps the saved states of
 * the person to act (the most action buttons at once), the hand in play (the biggest hand
 * with cards on the pile), each with the longest prompt among its like, and the places at
 * its end.
 */
async function reachMatz(players) {
  const [what, started] = [`Müller Matz ${players}`, Date.now()];
  const { context, page } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') });
  const [found, scores] = [{}, {}];
  try {
    await load(page, { [SETTINGS_KEY]: settings('en'), [GAME_KEY]: MATZ, [MATZ_SETTINGS_KEY]: matzSettings(players) });
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    await page.locator('.mx').waitFor();
    for (let i = 0; i < 3000 && !found.places; i++) {
      const m = await (await page.waitForFunction(() => {
        const m = {
          end: !!document.querySelector('.mx-end'),
          actions: document.querySelectorAll('.mx-actions .btn').length,
          cards: document.querySelectorAll('.mx-hand .hand-card.playable').length,
          hand: document.querySelectorAll('.mx-hand .hand-card').length,
          // The person to beat the pile's top card (a pile just completed, shown a moment, no).
          beat: /^Beat /.test(document.querySelector('.mx-question')?.textContent ?? ''),
          // Of two moments alike, the longer prompt is the harder to lay out.
          prompt: (document.querySelector('.mx-question')?.textContent ?? '').length,
        };
        return (m.end || m.actions || m.cards) && m;
      }, null, { timeout: 120_000 })).jsonValue();
      if (m.end) {
        found.places = await stored(page, MATZ_KEY);
        break;
      }
      await keep(page, MATZ_KEY, found, scores, 'to act', m.actions * 1000 + m.prompt);
      if (m.cards && m.beat) await keep(page, MATZ_KEY, found, scores, 'hand in play', m.hand * 1000 + m.prompt);
      // A card whenever one may be played: the person sheds cards and the game is short.
      if (m.cards) await page.locator('.mx-hand .hand-card.playable').first().click().catch(() => {});
      else await page.locator('.mx-actions .btn').first().click().catch(() => {});
    }
  } finally {
    await context.close();
  }
  console.log(`# ${what} reached in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return found;
}

/** The games' saved states by screen, once reached (see `reached`). */
const GAMES = {
  Kontraspiel: () => reachKontra(),
  'Müller Matz 4': () => reachMatz(4),
  'Müller Matz 8': () => reachMatz(8),
};

/** The moments looked at in every run: saved states kept with the tests, chosen among many
 *  played matches for being the hardest to lay out (see `reached`). */
const KEPT = new URL('./layout-states.json', import.meta.url);

/**
 * The saved states of every game's moments. By default the kept ones, so that every run
 * looks at the same screens. With $LAYOUT_STATES=play they are played for at the first call,
 * the three games side by side (each in a page of its own), so the first game's screens are
 * looked at while the others are still played; with $LAYOUT_STATES naming a file they are
 * read from it if it exists, else played for and written to it (to look again at new
 * moments, and to choose new ones to keep).
 */
let reaching;
function reached(game) {
  reaching ??= (async () => {
    const file = process.env.LAYOUT_STATES || KEPT;
    if (file !== 'play' && existsSync(file)) {
      const states = JSON.parse(readFileSync(file, 'utf8'));
      return Object.fromEntries(Object.keys(GAMES).map((g) => [g, Promise.resolve(states[g])]));
    }
    const promises = Object.fromEntries(Object.entries(GAMES).map(([g, reach]) => [g, reach()]));
    if (file !== 'play') {
      Promise.all(Object.values(promises)).then((all) => {
        writeFileSync(file, JSON.stringify(Object.fromEntries(Object.keys(GAMES).map((g, i) => [g, all[i]])), null, 1));
      }, () => {});
    }
    // A game that fails is reported by its own test.
    for (const p of Object.values(promises)) p.catch(() => {});
    return promises;
  })();
  return reaching.then((promises) => promises[game]);
}

describe('Kontraspiel and Müller Matz on phones both ways up and on a desktop, in every language', () => {
  for (const game of Object.keys(GAMES)) {
    for (const [width, height] of SIZES) {
      test(`${game} at ${width}×${height}`, async () => {
        const states = await reached(game);
        const screens = SCREENS.filter((s) => s.game === game);
        for (const s of screens) assert.ok(states[s.screen], `${game}: reached the moment "${s.screen}"`);
        const started = Date.now();
        const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') }, { width, height });
        const found = [];
        try {
          for (const lang of LANGS) {
            for (const s of screens) {
              const where = `${game}, ${width}×${height}, ${lang}, ${s.screen}`;
              const [key, id, extra] = s.players
                ? [MATZ_KEY, MATZ, { [MATZ_SETTINGS_KEY]: matzSettings(s.players) }]
                : [KONTRA_KEY, KONTRA, { [KONTRA_SETTINGS_KEY]: kontraSettings }];
              await load(page, { [SETTINGS_KEY]: settings(lang), [GAME_KEY]: id, ...extra, [key]: states[s.screen] });
              try {
                await page.locator(s.ready).first().waitFor({ timeout: 20_000 });
                if (s.open) await page.locator(s.open).click();
                await settle(page);
              } catch (e) {
                found.push(`${where}: the screen did not show (${e.message.split('\n')[0]})`);
                continue;
              }
              // The picture as a person first sees it, before the checks scroll anything.
              await screenshot(page, `layout-games-${game.replace(/\W+/g, '-')}-${s.screen.replace(/\W+/g, '-')}-${lang}-${width}x${height}`);
              for (const p of await layoutProblems(page)) found.push(`${where}: ${p}`);
              for (const p of await textProblems(page)) found.push(`${where}: ${p}`);
            }
          }
        } finally {
          await context.close();
        }
        console.log(`# ${game} at ${width}×${height}: ${LANGS.length * screens.length} screens in ${((Date.now() - started) / 1000).toFixed(1)} s, ${found.length} problems`);
        assert.deepEqual(found, [], `${found.length} problems:\n${found.join('\n')}`);
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    }
  }
});
