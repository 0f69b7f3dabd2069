// Kontraspiel, the app's second game, as a person uses it: picked on the start screen (the
// choice remembered, Konter a Matt still the default), a whole session against three bots
// played by accessible names — the bidding buttons, the hand, a card refused with its
// reason, a reload in the middle that resumes exactly — to the session's end and its
// ranking, checked against `konter replay` of the exported record; then that record
// imported again, unreadable saved data backed up and reported, the rules page, the
// settings and the statistics.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DIST, ROOT, assertBuilt, launchBrowser, newWatchedPage, openApp, screenshot, startServer, tapRefused, konterBinary } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const KONTRA_KEY = 'konter-a-matt:kontraspiel';
const KONTRA_SETTINGS_KEY = 'konter-a-matt:kontraspiel-settings';
const KONTRA_STATS_KEY = 'konter-a-matt:kontraspiel-stats';

const quick = (lang = 'en') => JSON.stringify({ v: 1, speed: 'instant', lang });
const KONTRA = JSON.stringify({ v: 1, game: 'kontraspiel' });
/** A short session: 4 deals, 12 chips each, easy bots. */
const shortSession = JSON.stringify({ v: 1, rules: { start_chips: 12, max_deals: 4 }, level: 'easy' });

/** The buttons of a decision, by their accessible names. */
const DECISION = /^(Accept (Spades|Hearts|Diamonds|Clubs)|Pass|Name (Spades|Hearts|Diamonds|Clubs) as trump|Take it up|Decline|Announce match in (Spades|Hearts|Diamonds|Clubs)|Contra|Recontra|Take the turn-up|No)$/;

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
  return page.evaluate((decision) => {
    const visible = (el) => el && el.offsetParent !== null && !el.closest('[inert]');
    const buttons = [...document.querySelectorAll('button')].filter(visible);
    const named = (b) => (b.getAttribute('aria-label') || b.textContent).trim();
    const re = new RegExp(decision);
    const hand = document.querySelector('[role="group"][aria-label="Your hand"]');
    const cards = hand ? [...hand.querySelectorAll('button')] : [];
    return {
      revenge: buttons.some((b) => named(b) === 'Revenge'),
      next: buttons.some((b) => named(b) === 'Next deal'),
      decisions: buttons.filter((b) => re.test(named(b))).map(named),
      playable: cards.filter((c) => c.getAttribute('aria-disabled') !== 'true').map(named),
      refused: cards.filter((c) => c.getAttribute('aria-disabled') === 'true').map(named),
      hand: cards.map(named),
      question: document.querySelector('.kx-question')?.textContent ?? '',
    };
  }, DECISION.source);
}

/** Closes the open dialog by its close button. */
async function closeDialog(page) {
  await page.getByRole('dialog').locator('.dialog-head .close').click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A small deterministic choice: mostly the quiet answer, sometimes the bold one. */
function chooser(seed) {
  let x = seed;
  return (n) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

describe('Kontraspiel', () => {
  test('the start screen offers the two games; the choice is remembered; Konter a Matt is the default', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quick() });
    try {
      const games = page.getByRole('group', { name: 'Game' });
      const konter = games.getByRole('button', { name: 'Konter a Matt', exact: true });
      const kontra = games.getByRole('button', { name: 'Kontraspiel', exact: true });
      assert.equal(await konter.getAttribute('aria-pressed'), 'true');
      assert.equal(await kontra.getAttribute('aria-pressed'), 'false');
      // Each says what it is, outside its name.
      const description = (loc) => loc.evaluate((el) => el.title);
      assert.match(await description(konter), /two teams/i);
      assert.match(await description(kontra), /each for themselves/i);
      await kontra.click();
      assert.equal(await kontra.getAttribute('aria-pressed'), 'true');
      assert.equal(await konter.getAttribute('aria-pressed'), 'false');
      assert.equal(JSON.parse(await stored(page, GAME_KEY)).game, 'kontraspiel');
      await page.reload();
      await page.locator('h1').waitFor();
      assert.equal(await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Kontraspiel', exact: true }).getAttribute('aria-pressed'), 'true');
      // Back to Konter a Matt: New match starts it, as before.
      await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Konter a Matt', exact: true }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.locator('.felt').waitFor();
      assert.equal(await page.locator('.kx').count(), 0);
      assert.equal(await stored(page, KONTRA_KEY), null);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a whole session by accessible names, with a reload in the middle, ends as `konter replay` of its record says', async () => {
    const { context, page, problems } = await open({
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: KONTRA,
      [KONTRA_SETTINGS_KEY]: shortSession,
    }, { width: 390, height: 844 });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor();
      const pick = chooser(7);
      let reloaded = false;
      let reloadNow = false;
      let refusedSeen = false;
      let decisions = 0;
      let plays = 0;
      const seen = new Set();
      for (let step = 0; step < 4000; step++) {
        const s = await now(page);
        if (s.revenge) break;
        if (s.next) {
          // A deal's end explains every payment and the pot.
          const summary = await page.locator('.kx-summary').innerText();
          assert.match(summary, /Payments/);
          // The pot the deal was played for (with the ante), what it holds now, and why.
          assert.match(summary, /Pot: \d+ with the ante → \d+ \((nothing paid in or out|\d+ paid in|\d+ paid to (you|West|North|East)|\d+ paid in, \d+ paid to (you|West|North|East))\)/);
          await page.getByRole('button', { name: 'Next deal' }).click();
          continue;
        }
        if (reloadNow && (s.decisions.length || s.playable.length)) {
          // A reload in the middle resumes exactly: the same record, the same hand.
          const record = await stored(page, KONTRA_KEY);
          await page.reload();
          await page.getByRole('region', { name: 'The table' }).waitFor();
          await page.waitForTimeout(100);
          assert.equal(await stored(page, KONTRA_KEY), record);
          assert.deepEqual((await now(page)).hand, s.hand);
          reloadNow = false;
          reloaded = true;
          continue;
        }
        if (s.decisions.length) {
          decisions += 1;
          for (const d of s.decisions) seen.add(d.replace(/(Spades|Hearts|Diamonds|Clubs)/, 'S'));
          const quiet = s.decisions.find((d) => /^(Pass|No|Decline)$/.test(d));
          const bold = s.decisions.filter((d) => d !== quiet);
          const name = bold.length && (!quiet || pick(3) === 0) ? bold[pick(bold.length)] : quiet;
          await page.getByRole('button', { name, exact: true }).click();
          continue;
        }
        if (s.playable.length) {
          if (!refusedSeen && s.refused.length && /play a card/.test(s.question)) {
            // A card that does not follow: it stays, and the reason says which card does.
            const before = s.hand.length;
            await tapRefused(page, page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: s.refused[0], exact: true }));
            const reason = page.locator('#kx-reason');
            await reason.filter({ hasText: /were led|Trump was led/ }).waitFor();
            assert.equal((await now(page)).hand.length, before);
            refusedSeen = true;
          }
          await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: s.playable[0], exact: true }).click();
          plays += 1;
          if (!reloaded && plays === 3) reloadNow = true;
          continue;
        }
        await page.waitForTimeout(25);
      }
      assert.ok(reloaded, 'reloaded in the middle');
      assert.ok(decisions > 0 && plays >= 3);
      assert.ok(seen.size > 0, 'decisions were asked by their names');
      await page.getByRole('button', { name: 'Revenge' }).waitFor();
      assert.equal(JSON.parse(await stored(page, KONTRA_KEY)).over, true);
      // What the bots said was announced.
      const live = await page.locator('#live').innerText();
      assert.match(live, /(West|North|East) (passes|accepts|names|says|plays|takes|wins|declines|lays|keeps|announces)/);
      // The ranking, as the record replays.
      const ranking = await page.locator('.kx-ranking tr').evaluateAll((rows) =>
        rows.map((r) => [...r.children].map((c) => c.textContent.trim())),
      );
      assert.equal(ranking.length, 4);
      await screenshot(page, 'kontraspiel-end');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Export match' }).click();
      const record = await page.getByRole('dialog').locator('textarea').inputValue();
      assert.match(record, /"format": "kontraspiel"/);
      const file = join(mkdtempSync(join(tmpdir(), 'kontra-')), 'session.json');
      writeFileSync(file, record);
      const summary = JSON.parse(execFileSync(konterBinary(), ['replay', file, '--json'], { encoding: 'utf8' }));
      assert.equal(summary.over, true);
      const names = ['You', 'West', 'North', 'East'];
      for (const s of summary.standings) {
        const row = ranking.find((r) => r[1] === names[s.seat]);
        assert.ok(row, `a row for ${names[s.seat]}`);
        assert.equal(row[2].replace('−', '-'), `${s.chips} chip${Math.abs(s.chips) === 1 ? '' : 's'}`);
      }
      await closeDialog(page);

      // Revenge: a new session, the series counted.
      await page.getByRole('button', { name: 'Revenge' }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor();
      const series = JSON.parse(await stored(page, KONTRA_KEY)).series;
      assert.equal(series.reduce((a, b) => a + b, 0) >= 1, true);
      const stats = JSON.parse(await stored(page, KONTRA_STATS_KEY));
      assert.equal(stats.sessions_played, 1);

      // The exported record imports again: its session is shown, over.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Import match' }).click();
      await page.getByRole('dialog').getByLabel('Session record').fill(record);
      await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
      // A session is in progress: asked first, and kept.
      const revenge = JSON.parse(await stored(page, KONTRA_KEY));
      await page.getByRole('dialog').getByText('The match in progress is kept').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Revenge' }).waitFor();
      const aside = JSON.parse(await stored(page, 'konter-a-matt:kontraspiel-matches'));
      assert.deepEqual(aside.matches.map((e) => e.match.seed), [revenge.seed], 'the revenge session put aside');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a deal can be played with the keyboard alone', async () => {
    const { context, page, problems } = await open({
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: KONTRA,
      [KONTRA_SETTINGS_KEY]: shortSession,
    });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: 'The table' }).waitFor();
      let pressed = 0;
      for (let step = 0; step < 600; step++) {
        if (await page.getByRole('button', { name: 'Next deal' }).isVisible().catch(() => false)) {
          // The deal's end takes the focus: Enter goes on.
          await page.waitForFunction(() => document.activeElement?.textContent === 'Next deal');
          break;
        }
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el && el !== document.body
            ? { name: (el.getAttribute('aria-label') || el.textContent).trim(), card: el.classList.contains('hand-card'), off: el.getAttribute('aria-disabled') === 'true' }
            : null;
        });
        if (!focused || !(await page.evaluate(() => !!document.activeElement?.closest('.kx-tray')))) {
          await page.waitForTimeout(30);
          continue;
        }
        if (focused.card && focused.off) {
          // Not this card (or not yet): the arrows move along the hand.
          if (await page.locator('.kx-hand .hand-card.playable').count()) await page.keyboard.press('ArrowRight');
          else await page.waitForTimeout(30);
          continue;
        }
        await page.keyboard.press('Enter');
        pressed += 1;
        await page.waitForTimeout(30);
      }
      assert.ok(pressed > 0);
      await page.getByRole('button', { name: 'Next deal' }).waitFor();
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('after a deal against Instant bots, its summary shows the five tricks: four cards each, the winner marked and named', async () => {
    const { context, page, problems } = await open({
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: KONTRA,
      [KONTRA_SETTINGS_KEY]: shortSession,
    }, { width: 360, height: 740 });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor();
      for (let step = 0; step < 1000; step++) {
        const s = await now(page);
        if (s.next) break;
        if (s.decisions.length) {
          const quiet = s.decisions.find((d) => /^(Pass|No|Decline)$/.test(d));
          await page.getByRole('button', { name: quiet ?? s.decisions[0], exact: true }).click();
        } else if (s.playable.length) {
          await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: s.playable[0], exact: true }).click();
        } else {
          await page.waitForTimeout(25);
        }
      }
      const summary = page.locator('.kx-summary');
      await summary.getByRole('button', { name: 'Next deal' }).waitFor();
      // Everybody passed twice: no tricks to show. Else five of them, folded until opened.
      if (/no game/.test(await summary.innerText())) {
        assert.equal(await summary.getByText('The tricks of this deal', { exact: true }).count(), 0);
      } else {
        const tricks = summary.locator('details', { has: page.getByText('The tricks of this deal', { exact: true }) });
        assert.equal(await tricks.locator('figure').first().isVisible(), false, 'folded until opened');
        await summary.getByText('The tricks of this deal', { exact: true }).click();
        const figures = tricks.locator('figure');
        assert.equal(await figures.count(), 5);
        const takers = new Map();
        for (let i = 0; i < 5; i++) {
          const figure = figures.nth(i);
          const cards = await figure.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
          assert.equal(cards.length, 4, `trick ${i + 1}: ${cards}`);
          for (const c of cards) assert.match(c, /^(Ace|King|Queen|Jack|Ten|Nine) of (Spades|Hearts|Diamonds|Clubs)$/);
          const caption = (await figure.locator('figcaption').innerText()).trim();
          const m = caption.match(/^Trick (\d) — led by (you|West|North|East), won by (you|West|North|East)$/);
          assert.ok(m, caption);
          assert.equal(Number(m[1]), i + 1);
          // The card marked as the winner's was played by the seat the caption names.
          const by = (await figure.locator('.winner .played-by').innerText()).trim();
          assert.equal(by.toLowerCase(), m[3].toLowerCase(), `${caption}: the winning card is ${by}'s`);
          const led = (await figure.locator('.played-by').first().innerText()).trim();
          assert.equal(led.toLowerCase(), m[2].toLowerCase());
          takers.set(m[3], (takers.get(m[3]) ?? 0) + 1);
        }
        // The first line names the winner of the deal, who took the most tricks or two first.
        const most = Math.max(...takers.values());
        const first = (await summary.locator('p').first().innerText()).trim();
        const winner = first.match(/^(You|West|North|East) wins? the deal/)?.[1];
        assert.ok(winner, first);
        assert.ok((takers.get(winner === 'You' ? 'you' : winner) ?? 0) >= Math.min(most, 2), `${first}: ${[...takers]}`);
        await screenshot(page, 'kontraspiel-summary-tricks-360x740');
        // The review: the person's five cards in the order played, each against best play
        // with every hand open; the last card is the only one left, a worse card says
        // which was better and by how much.
        const yours = [];
        for (let i = 0; i < 5; i++) {
          const played = figures.nth(i).locator('.played-r').filter({ has: page.locator('.played-by', { hasText: /^you$/i }) });
          yours.push(await played.getByRole('img').getAttribute('aria-label'));
        }
        const review = summary.locator('details', { has: page.getByText('Review this deal', { exact: true }) });
        await review.getByText('Review this deal', { exact: true }).click();
        const lines = (await review.locator('li').allInnerTexts()).map((l) => l.trim());
        assert.equal(lines.length, 5, lines.join('\n'));
        const card = '((?:Ace|King|Queen|Jack|Ten|Nine) of (?:Spades|Hearts|Diamonds|Clubs))';
        const chips = '(0|\\+\\d+|−\\d+)';
        const value = (x) => Number(x.replace('−', '-'));
        lines.forEach((line, i) => {
          const forced = line.match(new RegExp(`^Trick (\\d): ${card}, the only card allowed\\.$`));
          const best = line.match(new RegExp(`^Trick (\\d): ${card} — a best card \\(${chips} for you with best play after it\\)\\.$`));
          const worse = line.match(new RegExp(`^Trick (\\d): ${card} — ${card}(?: or ${card})* was better: ${chips} for you instead of ${chips}\\.$`));
          const m = forced ?? best ?? worse;
          assert.ok(m, line);
          assert.equal(Number(m[1]), i + 1, line);
          assert.equal(m[2], yours[i], `${line}: the card played at trick ${i + 1} was ${yours[i]}`);
          if (worse) assert.ok(value(worse.at(-2)) > value(worse.at(-1)), line);
          if (worse) assert.notEqual(worse[3], m[2], line);
        });
        assert.match(lines[4], /the only card allowed\.$/);
        await screenshot(page, 'kontraspiel-summary-review-360x740');
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a broken record is refused saying where; unreadable saved data is backed up and reported', async () => {
    const { context, page, problems } = await open({
      [SETTINGS_KEY]: quick(),
      [GAME_KEY]: KONTRA,
      [KONTRA_KEY]: '{"v":1,"over":false,"seed":"zz',
    });
    try {
      // The saved session cannot be read: the table's place says so, its text is kept.
      await page.getByText(/could not be read/).waitFor();
      const keys = await page.evaluate(() => Object.keys(localStorage));
      const backup = keys.find((k) => k.startsWith('konter-a-matt:backup:') && k.endsWith(':kontraspiel'));
      assert.ok(backup, keys.join(', '));
      assert.equal(await stored(page, backup), '{"v":1,"over":false,"seed":"zz');
      assert.equal(await stored(page, KONTRA_KEY), null);
      await page.getByRole('button', { name: 'New session' }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor();
      // A record that breaks a rule is refused with its place and reason.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Import match' }).click();
      const bad = JSON.stringify({ format: 'kontraspiel', version: 1, rules: {}, deals: [{ dealer: 0, hands: ['AS KS QS JS TS', '9S AH KH QH JH', 'TH 9H AD KD QD', 'JD TD 9D AC KC'], undealt: 'QC JC TC 9C', events: ['QS'] }] });
      await page.getByRole('dialog').getByLabel('Session record').fill(bad);
      await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
      const error = await page.getByRole('dialog').getByRole('alert').innerText();
      assert.match(error, /cannot be imported: deal 1, action 1/);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('a shared deal link opens the same cards on another device; a broken one says so', async () => {
    const link = '#kontra=v1.9f0c3a1b22d4e5f6.2.cfa';
    const hands = [];
    for (const round of [0, 1]) {
      const w = await openApp(browser, `${server.url}${link}`, { [SETTINGS_KEY]: quick() });
      try {
        await w.page.getByRole('button', { name: 'Play the shared deal' }).click();
        await w.page.getByRole('region', { name: 'The table' }).waitFor();
        const record = JSON.parse(await stored(w.page, KONTRA_KEY)).record;
        assert.equal(record.deals[0].dealer, 2);
        hands.push(record.deals[0].hands.join('|') + record.deals[0].undealt);
        assert.equal(await w.page.evaluate(() => location.hash), '', 'the link leaves the address bar');
        // And it can be shared on: the summary offers it, and the link is the same deal.
        if (round === 1) assert.equal(JSON.parse(await stored(w.page, GAME_KEY)).game, 'kontraspiel');
        assert.deepEqual(w.problems, [], w.problems.join('\n'));
      } finally {
        await w.context.close();
      }
    }
    assert.equal(hands[0], hands[1], 'the same cards on both devices');
    const bad = await openApp(browser, `${server.url}#kontra=v1.NOTHEX.9.zzz`, { [SETTINGS_KEY]: quick() });
    try {
      await bad.page.getByText('This link does not hold a valid shared Kontraspiel deal').waitFor();
      assert.deepEqual(bad.problems, [], bad.problems.join('\n'));
    } finally {
      await bad.context.close();
    }
  });

  test('after a first visit of Konter a Matt, Kontraspiel loads and plays offline', async () => {
    const { context, page, problems } = await newWatchedPage(browser, { viewport: { width: 412, height: 860 } });
    try {
      await context.addInitScript((settings) => {
        if (!localStorage.getItem('konter-a-matt:settings')) localStorage.setItem('konter-a-matt:settings', settings);
      }, quick());
      const fetched = [];
      page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
      await page.goto(server.url, { waitUntil: 'load' });
      await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor({ timeout: 30_000 });
      // The first visit does not download Kontraspiel; the service worker precaches it.
      assert.deepEqual(fetched.filter((p) => /\/kontra\.css|games-|module_worker/.test(p)), [], 'Konter a Matt\'s first visit fetched no Kontraspiel');
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
      for (const name of [/games-[0-9a-f]{16}_bg\.wasm$/, /games-[0-9a-f]{16}\.js$/, /\/kontra\.css$/, /module_worker\.js$/]) {
        assert.ok(cached.some((u) => name.test(u)), `${name} is precached`);
      }
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('group', { name: 'Game' }).getByRole('button', { name: 'Kontraspiel', exact: true }).click();
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor({ timeout: 30_000 });
      // The bots answer offline (their worker came from the cache): the table waits for the person.
      await page.locator('.kx-buttons .btn, .kx-hand .hand-card.playable').first().waitFor({ timeout: 30_000 });
      await context.setOffline(false);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('rules with the trump tables, settings for the variants, statistics', async () => {
    const { context, page, problems } = await open({ [SETTINGS_KEY]: quick('de'), [GAME_KEY]: KONTRA });
    try {
      await page.getByRole('button', { name: 'Regeln' }).first().click();
      const rules = page.getByRole('dialog');
      await rules.getByText('Die Trümpfe, der höchste zuerst').waitFor();
      const hearts = await rules.getByRole('row', { name: /Herz/ }).innerText();
      assert.match(hearts, /J♣ J♠ A♥ K♥ Q♥ J♥ 10♥ 9♥/);
      assert.match(hearts, /Eichel-Unter, Laub-Unter, Herz-Daus/);
      await closeDialog(page);
      await page.getByRole('button', { name: 'Einstellungen' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Spielrichtung').selectOption({ label: 'Gegen den Uhrzeigersinn' });
      await dialog.getByLabel('Chips zu Beginn (1–999)').fill('12');
      await dialog.getByLabel('Chips zu Beginn (1–999)').blur();
      await dialog.getByLabel('Übungsmodus').check();
      const saved = JSON.parse(await stored(page, KONTRA_SETTINGS_KEY));
      assert.equal(saved.rules.direction, 'anticlockwise');
      assert.equal(saved.rules.start_chips, 12);
      assert.equal(saved.practice, true);
      await closeDialog(page);
      await page.getByRole('button', { name: 'Statistik' }).first().click();
      await page.getByRole('dialog').getByText('Noch keine Kontraspiel-Runde gespielt.').waitFor();
      await closeDialog(page);
      // The new session follows the settings: 12 chips, East after the person.
      await page.getByRole('button', { name: 'Nouvelle partie' }).or(page.getByRole('button', { name: 'Neue Partie' })).first().click();
      await page.getByRole('region', { name: 'Der Tisch' }).waitFor();
      const record = JSON.parse(await stored(page, KONTRA_KEY)).record;
      assert.equal(record.rules.start_chips, 12);
      assert.equal(record.rules.direction, 'anticlockwise');
      // Practice mode: a hint for the person's turn, and Undo takes the person's action back.
      const hint = page.getByRole('button', { name: 'Tipp' });
      await page.waitForFunction(() => !document.querySelector('.kx-practice button')?.disabled);
      await hint.click();
      await page.locator('.kx-hint').filter({ hasText: /^Tipp: / }).waitFor();
      const events = async () => JSON.parse(await stored(page, KONTRA_KEY)).record.deals.at(-1).events.length;
      const before = await events();
      const act = page.locator('.kx-buttons .btn').first();
      if (await act.count()) await act.click();
      else await page.locator('.kx-hand .hand-card.playable').first().click();
      const undo = page.getByRole('button', { name: 'Rückgängig' });
      await page.waitForFunction(() => ![...document.querySelectorAll('.kx-practice button')].at(-1)?.disabled);
      await undo.click();
      await page.waitForFunction(() => !![...document.querySelectorAll('.kx-buttons .btn, .kx-hand .hand-card.playable')].length);
      assert.equal(await events(), before, 'Undo is back at the person\'s decision');
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});

/** A saved session of one deal with these cards (the record format's example hands),
 *  `dealer` dealing, the turn-up first of `undealt`, after `events`. */
function savedDeal({ dealer, third = 'JC JS AH 9D 9S', undealt, events = [], seed = '00000000000000a1' }) {
  const record = {
    format: 'kontraspiel',
    version: 1,
    rules: { direction: 'clockwise', wenzel_turnup: 'forced', base_value: 'after_ante', start_chips: 20, max_deals: 24 },
    deals: [{ dealer, hands: ['AS KS QS TS KH', 'AC KC QC TC 9C', third, 'AD KD QD JD TD'], undealt, events }],
  };
  return JSON.stringify({ v: 1, over: false, seed, series: [0, 0, 0, 0], record });
}
/** Round 1, the person (eldest) asked: Hearts turned up. */
const BIDDING = savedDeal({ dealer: 3, undealt: '9H QH JH TH' });
/** The person deals, took up the Ace of Hearts and holds six cards, to lay one down. */
const SIX_CARDS = savedDeal({ dealer: 0, third: 'JC JS 9H 9D 9S', undealt: 'AH QH JH TH', events: ['take_up'] });
/** The person took up the Ace of Hearts and plays alone; North won the first trick and
 *  leads a Spade: the person must follow. */
const PLAYING = savedDeal({ dealer: 0, third: 'JC JS 9H 9D 9S', undealt: 'AH QH JH TH', events: ['take_up', 'discard:TS', 'no', 'no', 'no', 'AC', 'JC', 'AD', 'QS', 'no', 'no', 'no', '9S', 'KD'] });
/** West left the Ace, North passed, East plays alone; North announced no match: the
 *  person is asked. */
const MATCH_ASKED = savedDeal({ dealer: 1, third: 'JC JS 9H 9D 9S', undealt: 'AH QH JH TH', events: ['decline', 'pass', 'accept', 'no'] });
/** … nobody announced a match; North said no Contra: the person is asked. */
const CONTRA_ASKED = savedDeal({ dealer: 1, third: 'JC JS 9H 9D 9S', undealt: 'AH QH JH TH', events: ['decline', 'pass', 'accept', 'no', 'no', 'no', 'no'] });
/** A finished deal (the record format's example): its summary is shown. */
const PLAYED = savedDeal({ dealer: 0, undealt: '9H QH JH TH', events: ['pass', 'accept', 'no', 'no', 'no', 'no', 'no', 'no', 'AC', '9S', 'TD', 'TS', 'no', 'no', 'no', 'KC', 'AH', 'JD', 'QS', 'JC', 'QD', 'KH', 'QC', 'JS', 'KD', 'AS', 'TC', '9D', 'AD', 'KS', '9C'] });
/** West dealt and left the Ace of Hearts; North and East passed; the person is asked. */
const DECLINED = savedDeal({ dealer: 1, third: 'JC JS 9H 9D 9S', undealt: 'AH QH JH TH', events: ['decline', 'pass', 'pass'] });

/** Opens a saved Kontraspiel session at the table. */
async function atTable(session, lang, viewport) {
  const w = await newWatchedPage(browser, { viewport });
  const entries = { [SETTINGS_KEY]: quick(lang), [GAME_KEY]: KONTRA, [KONTRA_KEY]: session };
  await w.context.addInitScript((items) => {
    if (!sessionStorage.getItem('test-seeded')) {
      sessionStorage.setItem('test-seeded', '1');
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }
  }, entries);
  await w.page.goto(server.url, { waitUntil: 'load' });
  await w.page.locator('.kx-table').waitFor({ timeout: 30_000 });
  await w.page.locator('.kx-hand .hand-card').first().waitFor();
  await w.page.waitForTimeout(150);
  return w;
}

/** Where things are: the boxes of these selectors' first elements. */
const boxes = (page, selectors) =>
  page.evaluate((sels) => sels.map((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return r ? [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(' ') : `${s} missing`;
  }), selectors);

/** Captions of the table broken inside a word without a hyphen, or wider than their box. */
const splitWords = (page) =>
  page.evaluate(() => {
    const bad = [];
    const letter = /\p{L}/u;
    for (const el of document.querySelectorAll('.kx-seat p, .kx-turn-up figcaption, .kx-bubble')) {
      const style = getComputedStyle(el);
      if (style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere') bad.push(`${el.className}: ${style.wordBreak}/${style.overflowWrap}`);
      if (el.scrollWidth > el.clientWidth + 1) bad.push(`${el.textContent} overflows its box`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent;
        // A new line starting between two letters (not after a soft hyphen or a space).
        let top = null;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1);
          if (!rect) continue;
          if (top !== null && rect.top > top + 2 && i > 0 && letter.test(text[i]) && letter.test(text[i - 1])) {
            bad.push(`“${text}” breaks between “${text[i - 1]}” and “${text[i]}”`);
          }
          top = rect.top;
        }
      }
    }
    return bad;
  });

describe('Kontraspiel at the table, as a newcomer finds it', () => {
  test('a card tapped during the bidding says cards come after it, and nothing moves', async () => {
    for (const [lang, words] of [['en', /Cards are played after the bidding/], ['de', /nach dem Bieten gespielt/], ['fr', /après les enchères/], ['lb', /nom Bidde gespillt/]]) {
      const { context, page, problems } = await atTable(BIDDING, lang, { width: 360, height: 740 });
      try {
        await page.locator('.kx-buttons .btn').first().waitFor();
        const where = ['.kx-felt', '.kx-seat.bottom', '.kx-question', '.kx-buttons', '.kx-hand', '.kx-tray'];
        const before = await boxes(page, where);
        await page.locator('.kx-hand .hand-card').nth(2).click({ force: true });
        await page.locator('#kx-reason').filter({ hasText: words }).waitFor();
        await page.waitForTimeout(100);
        assert.deepEqual(await boxes(page, where), before, `${lang}: the table moved when the reason appeared`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    }
  });

  test('what the bots answered is said in words: the card declined, no match, no Contra; a Contra is announced', async () => {
    const bubbles = (page) => page.evaluate(() => Object.fromEntries(['left', 'top', 'right', 'bottom'].map((p) => [p, document.querySelector(`.kx-seat.${p} .kx-bubble`)?.textContent ?? ''])));
    // West left the Ace, North passed, East plays alone; North announced no match.
    let w = await atTable(MATCH_ASKED, 'en', { width: 360, height: 740 });
    try {
      assert.deepEqual(await bubbles(w.page), { left: 'Declines the A♥', top: 'No match', right: 'Accepts Hearts', bottom: '' });
      assert.match(await w.page.locator('.kx-question').innerText(), /Announce a match/);
      assert.deepEqual(w.problems, [], w.problems.join('\n'));
    } finally {
      await w.context.close();
    }
    // Nobody announced a match; North said no Contra, the person is asked.
    w = await atTable(CONTRA_ASKED, 'de', { width: 360, height: 740 });
    try {
      assert.deepEqual(await bubbles(w.page), { left: 'Kein Matsch', top: 'Kein Kontra', right: 'Nimmt Herz an', bottom: 'Kein Matsch' });
      assert.deepEqual(w.problems, [], w.problems.join('\n'));
    } finally {
      await w.context.close();
    }
    // The person plays alone: North's Contra is announced over the table and in the live
    // region, until dismissed.
    const { context, page, problems } = await atTable(DECLINED, 'en', { width: 360, height: 740 });
    try {
      // Everything the live region says from now on.
      await page.evaluate(() => {
        const live = document.getElementById('live');
        window.said = [];
        new MutationObserver(() => window.said.push(live.textContent)).observe(live, { childList: true, subtree: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Accept Hearts', exact: true }).click();
      const called = page.locator('.kx-called');
      await called.filter({ hasText: 'Contra! North plays against you for themselves.' }).waitFor();
      const said = (await page.evaluate(() => window.said)).join(' | ');
      assert.match(said, /Contra! North plays against you/);
      assert.match(said, /(West|North|East) announces no match/);
      assert.doesNotMatch(said, /says no\b/);
      await called.getByRole('button', { name: 'Dismiss' }).click();
      await called.waitFor({ state: 'detached' });
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('the deal summary’s column headers stand over their numbers', async () => {
    for (const viewport of [{ width: 844, height: 390 }, { width: 1280, height: 800 }]) {
      const w = await newWatchedPage(browser, { viewport });
      try {
        await w.context.addInitScript((items) => {
          if (!sessionStorage.getItem('test-seeded')) {
            sessionStorage.setItem('test-seeded', '1');
            for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
          }
        }, { [SETTINGS_KEY]: quick(), [GAME_KEY]: KONTRA, [KONTRA_KEY]: PLAYED });
        await w.page.goto(server.url, { waitUntil: 'load' });
        await w.page.locator('.kx-net').waitFor({ timeout: 30_000 });
        const edges = await w.page.evaluate(() => [...document.querySelectorAll('.kx-net tr')].map((tr) => [...tr.children].slice(1).map((c) => {
          const r = document.createRange();
          r.selectNodeContents(c);
          return Math.round(r.getBoundingClientRect().right);
        })));
        const [head, ...rows] = edges;
        for (const row of rows) {
          row.forEach((right, i) => assert.ok(Math.abs(right - head[i]) <= 2, `${viewport.width}: header ends at ${head[i]}, its number at ${right}`));
        }
        assert.deepEqual(w.problems, [], w.problems.join('\n'));
      } finally {
        await w.context.close();
      }
    }
  });

  test('a six-card hand fits a 360 px phone: no sideways scrolling, every card’s corner in view', async () => {
    for (const lang of ['en', 'de']) {
      const { context, page, problems } = await atTable(SIX_CARDS, lang, { width: 360, height: 740 });
      try {
        assert.equal(await page.locator('.kx-hand .hand-card').count(), 6);
        // As a finger sees it: no keyboard focus lifting one card over the next.
        await page.evaluate(() => document.activeElement?.blur());
        await page.waitForTimeout(250);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth) <= 360);
        const corners = await page.evaluate(() => [...document.querySelectorAll('.kx-hand .hand-card')].map((card) => {
          const r = card.getBoundingClientRect();
          const x = r.left + r.width * 0.14;
          const y = r.top + r.height * 0.14;
          const inView = x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight && r.left >= 0 && r.right <= innerWidth;
          return { name: card.getAttribute('aria-label'), inView, seen: card.contains(document.elementFromPoint(x, y)) };
        }));
        for (const c of corners) assert.ok(c.inView && c.seen, `${lang}: ${JSON.stringify(c)}`);
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    }
  });

  test('at 740×360 in German the table fits: the person’s box and the refusal under the hand are seen', async () => {
    for (const [session, card, why] of [[SIX_CARDS, 'Herz-Ass', /bleibt in der Hand/], [PLAYING, 'Herz-König', /Pik ist ausgespielt/]]) {
      const { context, page, problems } = await atTable(session, 'de', { width: 740, height: 360 });
      try {
        assert.match(await page.locator('.kx-seat.bottom .kx-tags').innerText(), /Geber · Spielt allein/);
        // A card that cannot be chosen now: refused, with the reason under the hand.
        await page.getByRole('group', { name: 'Deine Hand' }).getByRole('button', { name: card }).click({ force: true });
        await page.locator('#kx-reason').filter({ hasText: why }).waitFor();
        await page.waitForTimeout(100);
        const height = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
        assert.ok(height[0] <= height[1], `the page is ${height[0]} px high in a ${height[1]} px window`);
        for (const sel of ['.kx-seat.bottom', '#kx-reason', '.kx-hand']) {
          const seen = await page.evaluate((s) => {
            const el = document.querySelector(s);
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2;
            return { r: [r.top, r.bottom, innerHeight], top: el.contains(document.elementFromPoint(x, r.top + 2)), bottom: el.contains(document.elementFromPoint(x, r.bottom - 2)) };
          }, sel);
          assert.ok(seen.r[0] >= 0 && seen.r[1] <= seen.r[2] && seen.top && seen.bottom, `${sel}: ${JSON.stringify(seen)}`);
        }
        assert.deepEqual(problems, [], problems.join('\n'));
      } finally {
        await context.close();
      }
    }
  });

  test('captions are never split inside a word', async () => {
    for (const [w, h] of [[360, 740], [740, 360], [844, 390]]) {
      for (const lang of ['en', 'de', 'fr', 'lb']) {
        for (const session of [DECLINED, PLAYING]) {
          const { context, page, problems } = await atTable(session, lang, { width: w, height: h });
          try {
            assert.deepEqual(await splitWords(page), [], `${lang} ${w}×${h}`);
            assert.deepEqual(problems, [], problems.join('\n'));
          } finally {
            await context.close();
          }
        }
      }
    }
  });
});
