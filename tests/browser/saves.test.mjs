// A match in progress is never lost without a word: a new match, a shared deal or an
// imported match asks first, and the match it replaces is put aside
// (`konter-a-matt:matches`); the start screen offers each to continue ("Continue the match
// of 23 Nov, deal 3, …") or delete, in the player's language.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';
const MATCHES_KEY = 'konter-a-matt:matches';
const OFFER = 'Someone shared a deal with you';
const KEPT = 'The match in progress is kept';
const SHARED_SEED = '0123456789abcdef';
const SHARED = `#deal=v1.${SHARED_SEED}.2.c11k`;

/** A match the app saved (v3, the last trick of deal 1 on the table: dashes 8 and 10). */
const FIXTURE = '{"v":3,"seed":"123456789abcdef0","revision":31,"practice":false,"counted":true,"screen":"table","collected":5,"record":{"deals":[{"dealer":0,"events":["JD","QS","KD","9D","9H","JH","TH","JC","AS","TD","QH","JS","AC","QD","TC","9C","KS","AH","TS","QC","KC","KH","9S","AD"],"hands":["TH 9D 9C TS TD 9S","JD AD JC AC QC QH","KC QS QD KS 9H JS","TC JH KD AH AS KH"],"trump":"D"}],"format":"konter-a-matt","rules":{"direction":"clockwise","stanner":"carry","start_dashes":9},"version":1}}';
/** 23 November 2026 at noon UTC: the 23rd in every time zone a browser is likely to be in. */
const NOV_23 = Date.UTC(2026, 10, 23, 12);

const settings = (lang = 'en') => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang });

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

const open = (entries = { [SETTINGS_KEY]: settings() }, viewport) => openApp(browser, server.url, entries, viewport);
const stored = (page, key) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);

/** What the person can do now: 'over', 'summary', 'trump', 'card' or 'wait'. */
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

/** Plays on (some cards, `cards` of the person) until the person is to play a card. */
async function playSome(page, cards) {
  let played = 0;
  for (let i = 0; i < 2000; i++) {
    const m = await moment(page);
    if (m === 'card' && played >= cards) return;
    if (m === 'summary') await page.getByRole('button', { name: 'Next deal' }).click();
    else if (m === 'trump') await page.locator('.suit-btn').nth(i % 4).click();
    else if (m === 'card') {
      await page.locator('.hand-card.playable').first().click().catch(() => {});
      played += 1;
    } else await page.waitForTimeout(15);
  }
  throw new Error('the person never came to play');
}

/** What the table shows: hand, trick, trump, score. */
async function table(page) {
  await page.locator('.hand .hand-card').first().waitFor();
  return page.evaluate(() => {
    const names = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getAttribute('aria-label'));
    return {
      hand: names('.hand .hand-card'),
      trick: names('.trick .played .card'),
      trump: document.querySelector('.trump-chip')?.textContent ?? null,
      lee: [...document.querySelectorAll('.lee-row')].map((r) => r.getAttribute('aria-label')),
    };
  });
}

/** A new match from the start screen, with some play in it; returns what the table shows. */
async function matchInProgress(page, cards = 2) {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'Start a new match' });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await playSome(page, cards);
  return table(page);
}

const home = (page) => page.getByRole('button', { name: 'Konter a Matt' }).click();
const continueButtons = (page) => page.getByRole('button', { name: /^Continue the match of / });

describe('a match in progress is kept when another takes the table', () => {
  test('a shared deal asks first; Cancel keeps the match, yes puts it aside to continue later', async () => {
    const { context, page, problems } = await open();
    try {
      const mine = await matchInProgress(page);
      const myMatch = await stored(page, MATCH_KEY);

      // The shared link, opened in the same browser (loaded afresh: a fragment change alone
      // is no new visit).
      await page.evaluate((link) => history.replaceState(null, '', link), SHARED);
      await page.reload({ waitUntil: 'load' });
      const offer = page.locator('.notice', { hasText: OFFER });
      await offer.getByRole('button', { name: 'Play the shared deal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Play the shared deal?' });
      await dialog.waitFor();
      assert.match(await dialog.textContent(), new RegExp(KEPT));
      assert.equal(await page.getByRole('button', { name: 'Play the shared deal' }).count(), 1, 'one button of that name: the question\'s');
      await screenshot(page, 'saves-ask-shared');

      // Cancel: the match stays on the table, untouched; the offer is back.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.deepEqual(await table(page), mine, 'the same cards on the table');
      assert.deepEqual(await stored(page, MATCH_KEY), myMatch, 'the saved match is unchanged');
      assert.deepEqual((await stored(page, MATCHES_KEY))?.matches ?? [], [], 'nothing put aside');

      // Yes: the shared deal is on the table, the match is put aside.
      await offer.getByRole('button', { name: 'Play the shared deal' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Play the shared deal' }).click();
      await page.locator('.hand .hand-card').first().waitFor();
      assert.equal((await stored(page, MATCH_KEY)).first_deal_seed, SHARED_SEED, 'the shared deal is on the table');
      assert.equal(await offer.count(), 0);
      const aside = await stored(page, MATCHES_KEY);
      assert.equal(aside.v, 1);
      assert.deepEqual(aside.matches.map((m) => m.match.seed), [myMatch.seed]);
      assert.deepEqual(aside.matches[0].match.record, myMatch.record, 'exactly the match that was on the table');

      // The start screen offers it; continuing restores exactly its cards, and the shared
      // deal goes aside in turn.
      await home(page);
      assert.equal(await page.getByRole('button', { name: 'Continue', exact: true }).count(), 1);
      const buttons = continueButtons(page);
      assert.equal(await buttons.count(), 1);
      const name = await buttons.first().getAttribute('aria-label');
      assert.match(name, /^Continue the match of \d{1,2} [A-Z][a-z]{2}, deal 1, Us 11 – Them 11$/);
      await buttons.first().click();
      assert.deepEqual(await table(page), mine, 'the match put aside comes back exactly');
      assert.equal((await stored(page, MATCH_KEY)).seed, myMatch.seed);
      assert.deepEqual((await stored(page, MATCHES_KEY)).matches.map((m) => m.match.first_deal_seed), [SHARED_SEED]);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('"New match" asks and keeps the old match; continuing swaps; Delete removes one', async () => {
    const { context, page, problems } = await open();
    try {
      const first = await matchInProgress(page, 3);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'New match' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start a new match?' });
      assert.match(await dialog.textContent(), new RegExp(KEPT));
      await dialog.getByRole('button', { name: 'Start a new match' }).click();
      await playSome(page, 1);
      const second = await table(page);

      // Back on the start screen: "Continue" is the match on the table, the other is listed.
      await home(page);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      assert.deepEqual(await table(page), second);
      await home(page);
      await continueButtons(page).first().click();
      assert.deepEqual(await table(page), first, 'the first match, exactly');

      // A reload keeps both; the second is now the one aside.
      await page.reload({ waitUntil: 'load' });
      assert.deepEqual(await table(page), first);
      await home(page);
      assert.equal(await continueButtons(page).count(), 1);
      await continueButtons(page).first().click();
      assert.deepEqual(await table(page), second, 'the second match, exactly');

      // Delete: the one aside goes, the one on the table stays.
      await home(page);
      const del = page.getByRole('button', { name: /^Delete the match of / });
      assert.equal(await del.count(), 1);
      await del.click();
      assert.equal(await continueButtons(page).count(), 0);
      assert.deepEqual((await stored(page, MATCHES_KEY)).matches, []);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      assert.deepEqual(await table(page), second);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('an import asks while a match is in progress (not otherwise) and keeps that match', async () => {
    const { context, page, problems } = await open();
    const importRecord = async (text) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Import match' }).click();
      await page.getByLabel('Match record').fill(text);
      await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    };
    try {
      // No match: the import takes the table at once.
      await importRecord(JSON.stringify(JSON.parse(FIXTURE).record));
      await page.locator('.notice', { hasText: 'Match imported' }).waitFor();
      assert.equal(await page.getByRole('dialog').count(), 0, 'nothing asked');
      await page.locator('.notice', { hasText: 'Match imported' }).getByRole('button', { name: 'Dismiss' }).click();
      await home(page);

      // A match in progress: asked, and Cancel changes nothing.
      const mine = await matchInProgress(page);
      const myMatch = await stored(page, MATCH_KEY);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Export match' }).click();
      const record = await page.locator('textarea.record').inputValue();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await importRecord(FIXTURE.replace(/^.*"record":(\{.*\})\}$/, '$1'));
      const dialog = page.getByRole('dialog', { name: 'Import this match?' });
      assert.match(await dialog.textContent(), new RegExp(KEPT));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      assert.deepEqual(await table(page), mine);
      assert.deepEqual(await stored(page, MATCH_KEY), myMatch);

      // Yes: the imported match is on the table, the match put aside.
      await importRecord(FIXTURE.replace(/^.*"record":(\{.*\})\}$/, '$1'));
      await page.getByRole('dialog', { name: 'Import this match?' }).getByRole('button', { name: 'Import' }).click();
      await page.locator('.notice', { hasText: 'Match imported' }).waitFor();
      assert.deepEqual((await stored(page, MATCH_KEY)).record.deals[0].hands, JSON.parse(FIXTURE).record.deals[0].hands);
      const aside = (await stored(page, MATCHES_KEY)).matches.map((m) => m.match);
      assert.equal(aside[0].seed, myMatch.seed);
      assert.deepEqual(aside[0].record, JSON.parse(record), 'exactly the match exported a moment ago');
      await home(page);
      await continueButtons(page).first().click();
      assert.deepEqual(await table(page), mine);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('two tabs: a match put aside in one is offered in the other, and neither tab overwrites the other silently', async () => {
    const a = await open();
    try {
      const m = await matchInProgress(a.page);
      const mSeed = (await stored(a.page, MATCH_KEY)).seed;
      const b = await a.context.newPage();
      await b.goto(server.url, { waitUntil: 'load' });
      assert.deepEqual(await table(b), m, 'the second tab resumes the same match');

      // B starts a new match: M goes aside; A is told and no longer saves over it.
      await b.getByRole('button', { name: 'Menu' }).click();
      await b.getByRole('dialog').getByRole('button', { name: 'New match' }).click();
      await b.getByRole('dialog').getByRole('button', { name: 'Start a new match' }).click();
      await playSome(b, 1);
      const n = await table(b);
      const nSeed = (await stored(b, MATCH_KEY)).seed;
      await a.page.locator('.notice', { hasText: 'continued in another tab' }).waitFor();
      assert.equal((await stored(a.page, MATCH_KEY)).seed, nSeed, 'A did not write over B');

      // A, stale, continues M from its start screen (the list followed B's change): M is
      // on A's table, N, which B saved, goes aside — and B is told in turn.
      await home(a.page);
      const buttons = continueButtons(a.page);
      assert.equal(await buttons.count(), 1);
      await buttons.first().click();
      assert.deepEqual(await table(a.page), m);
      assert.equal((await stored(a.page, MATCH_KEY)).seed, mSeed);
      assert.deepEqual((await stored(a.page, MATCHES_KEY)).matches.map((e) => e.match.seed), [nSeed]);
      await b.locator('.notice', { hasText: 'continued in another tab' }).waitFor();
      await home(b);
      await continueButtons(b).first().click();
      assert.deepEqual(await table(b), n, 'B continues N, exactly');
      assert.deepEqual(a.problems, [], a.problems.join('\n'));
    } finally {
      await a.context.close();
    }
  });

  for (const [lang, name, pattern] of [
    ['en', 'Continue the match of 23 Nov, deal 1, Us 8 – Them 10', /23 Nov, deal 1, Us 8 – Them 10/],
    ['lb', 'Weiderspillen: Partie vum 23. Nov., Ronn 1, mir 8 – si 10', /23\. Nov\., Ronn 1, mir 8 – si 10/],
  ]) {
    for (const viewport of [{ width: 360, height: 740 }, { width: 844, height: 390 }]) {
      test(`the list in ${lang} at ${viewport.width}×${viewport.height}: dates in the language, every button reachable`, async () => {
        const entry = (at, revision) => `{"at":${at},"match":${FIXTURE.replace('"revision":31', `"revision":${revision}`)}}`;
        const other = FIXTURE.replace('123456789abcdef0', '00000000000000aa');
        const { context, page, problems } = await open({
          [SETTINGS_KEY]: settings(lang),
          [MATCH_KEY]: FIXTURE.replace('123456789abcdef0', '00000000000000bb'),
          [MATCHES_KEY]: `{"v":1,"matches":[${entry(NOV_23, 31)},{"at":${NOV_23 - 30 * 86400000},"match":${other}}]}`,
        }, viewport);
        try {
          await home(page);
          await page.locator('.saved li').first().waitFor();
          const items = await page.locator('.saved li').allTextContents();
          assert.equal(items.length, 2);
          assert.match(items[0], pattern);
          assert.ok(!/\d+\/\d+\/\d{4}/.test(await page.locator('.saved').textContent()), 'no 11/23/2026');
          assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, name);
          await screenshot(page, `saves-start-${lang}-${viewport.width}x${viewport.height}`);
          // No sideways scroll; each button of the list can be reached and is what a tap hits.
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true);
          for (const button of await page.locator('.saved button').all()) {
            const hit = await button.evaluate((b) => {
              b.scrollIntoView({ block: 'center' });
              const r = b.getBoundingClientRect();
              const inside = r.left >= 0 && r.right <= innerWidth && r.top >= 0 && r.bottom <= innerHeight;
              return inside && b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
            });
            assert.ok(hit, await button.getAttribute('aria-label'));
          }
          // Continuing it puts the match on the table aside in turn.
          await page.getByRole('button', { name, exact: true }).click();
          await page.waitForFunction((k) => JSON.parse(localStorage.getItem(k)).seed === '123456789abcdef0', MATCH_KEY);
          const aside = (await stored(page, MATCHES_KEY)).matches.map((m) => m.match.seed);
          assert.deepEqual(aside, ['00000000000000bb', '00000000000000aa']);
          assert.deepEqual(problems, [], problems.join('\n'));
        } finally {
          await context.close();
        }
      });
    }
  }
});
