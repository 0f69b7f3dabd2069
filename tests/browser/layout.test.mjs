// The page as a person sees it, on phones held both ways up and on a desktop, in all four
// languages: on the start screen, the trump choice, a trick, the deal summary, the match
// end, the deal review, the match's score sheet, the lessons, the settings and the score
// sheets for real cards — and with a friend at the table
// (North played by a person): the covered table, the table turned to North, the summary
// and the match end naming the seats — and Kontraspiel: its buttons of a decision, a trick,
// a deal's end, the session's end, its rules and settings. Everywhere: no sideways overflow,
// every visible control inside the viewport (once scrolled to), not cut off by a box around
// it (one that hides what overflows, or scrolls by less than the control's size, as the
// trump panel on a phone held sideways did) and the element a tap at its centre hits, no
// control whose text spills out or is cut, no text that looks like code (`layoutProblems`).
//
// The moments are reached once (a match played by clicking, in English) and their saved
// state is then loaded in every language and size: a saved match resumes exactly there.
//
// And Konter a Matt's help in sight at 360×740, 844×390 and 740×360: the running points and
// tricks, the trump choice's explanation, each announcement beside its seat's name, marks
// and cards (never over them), "Deal 10" on one line beside the widest trump chip, and
// sideways the game choice and "New match" on the start screen without scrolling.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DIST, assertBuilt, launchBrowser, layoutProblems, openApp, screenshot, settle, startServer } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';
const SHEETS_KEY = 'konter-a-matt:sheets';
const GAME_KEY = 'konter-a-matt:game';
const KONTRA_KEY = 'konter-a-matt:kontraspiel';
const KONTRA_SETTINGS_KEY = 'konter-a-matt:kontraspiel-settings';
const KONTRA = JSON.stringify({ v: 1, game: 'kontraspiel' });
/** Kontraspiel's settings for the looks: practice mode on (its Hint and Undo shown too). */
const KONTRA_PRACTICE = JSON.stringify({ v: 1, practice: true, level: 'easy' });
const SIZES = [[360, 740], [390, 844], [412, 915], [844, 390], [740, 360], [1280, 800]];
const LANGS = ['en', 'fr', 'de', 'lb'];

/** North played by a person at the device. */
const FRIENDS = ['bot', 'person', 'bot'];
/** A saved match with North played by a person. */
const withFriends = (match) => JSON.stringify({ ...JSON.parse(match), players: FRIENDS });

const settings = (lang, extra = {}) =>
  JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang, start_dashes: 2, ...extra });

let browser;
let server;
/** Saved states of the moments to look at: { trump, trick, summary, over, sheets, friends },
 *  and Kontraspiel's { kask, ktrick, ksummary, kover }. */
const saved = {};

before(async () => {
  assertBuilt(DIST);
  browser = await launchBrowser();
  server = await startServer({ dir: DIST, prefix: '/' });
});
after(async () => {
  await server?.close();
  await browser?.close();
});

/** What the person can do now: 'over', 'summary', 'trump', 'card' or 'wait'. */
function moment(page) {
  return page.evaluate(() => {
    const visible = (el) => el && el.offsetParent !== null;
    if (document.querySelector('.match-end')) return 'over';
    if (document.querySelector('.summary-title')) return 'summary';
    if ([...document.querySelectorAll('.suit-btn')].some(visible)) return 'trump';
    if ([...document.querySelectorAll('.hand-card.playable')].some(visible)) return 'card';
    return 'wait';
  });
}

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** Loads `entries` into storage and reloads: the app resumes from them. */
async function load(page, entries) {
  await page.evaluate((e) => {
    for (const k of Object.keys(localStorage)) if (k.startsWith('konter-a-matt:')) localStorage.removeItem(k);
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.reload({ waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
}

describe('the layout on phones both ways up and on a desktop, in every language', () => {
  before(async () => {
    // One match in English to reach each moment, its saved state kept.
    const { context, page } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') });
    try {
      for (let i = 0; i < 80 && !saved.trump; i++) {
        await page.getByRole('button', { name: 'New match', exact: true }).click();
        const confirm = page.getByRole('button', { name: 'Start a new match' });
        if (await confirm.isVisible().catch(() => false)) await confirm.click();
        await page.waitForTimeout(50);
        if ((await moment(page)) === 'trump') saved.trump = await stored(page, MATCH_KEY);
        else await page.locator('.brand-btn').click();
      }
      for (let i = 0; i < 4000 && !saved.over; i++) {
        const m = await moment(page);
        if (m === 'trump') await page.locator('.suit-btn').first().click();
        else if (m === 'card') {
          if (!saved.trick && (await page.locator('.trick .played').count()) > 0) saved.trick = await stored(page, MATCH_KEY);
          await page.locator('.hand-card.playable').first().click().catch(() => {});
        } else if (m === 'summary') {
          saved.summary ??= await stored(page, MATCH_KEY);
          await page.locator('.actions.sticky .btn').click();
        } else if (m === 'over') {
          // A match can end with its first deal: then a revenge, until a deal summary came first.
          if (saved.summary) saved.over = await stored(page, MATCH_KEY);
          else await page.locator('.match-end .btn.primary').click();
        }
        else await page.waitForTimeout(20);
      }
      // A score sheet with long team names and a deal entered.
      await page.locator('.brand-btn').click();
      await page.getByRole('button', { name: 'Score sheet for real cards', exact: true }).click();
      await page.getByRole('button', { name: 'New score sheet' }).click();
      await page.getByLabel('Name of team 1').fill('Les Amis du Café de la Gare');
      await page.getByLabel('Name of team 2').fill('Déi Jonk vum Veräin');
      await page.getByRole('button', { name: 'Start the sheet' }).click();
      await page.locator('.ks-board').waitFor();
      saved.sheets = await stored(page, SHEETS_KEY);
    } finally {
      await context.close();
    }
    // With a friend as North: North's turn in the middle of a trick (the table covered).
    const friends = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en', { players: FRIENDS }) });
    try {
      const page = friends.page;
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      for (let i = 0; i < 2000 && !saved.friends; i++) {
        const cover = page.locator('.cover .btn');
        if (await cover.count()) {
          const north = (await cover.textContent()).includes('North');
          const match = JSON.parse(await stored(page, MATCH_KEY));
          const played = match.record.deals.at(-1).events.filter((e) => e.length === 2).length;
          if (north && played % 4 !== 0) saved.friends = await stored(page, MATCH_KEY);
          else await cover.click();
        } else if ((await moment(page)) === 'trump') await page.locator('.suit-btn').first().click();
        else if ((await moment(page)) === 'card') await page.locator('.hand-card.playable').first().click().catch(() => {});
        else if ((await moment(page)) === 'summary') await page.locator('.actions.sticky .btn').click();
        else await page.waitForTimeout(20);
      }
    } finally {
      await friends.context.close();
    }
    // Kontraspiel: a decision with many buttons (round 2, the match window), a trick, a
    // deal's end and the session's end.
    const kontra = await openApp(browser, server.url, {
      [SETTINGS_KEY]: settings('en'),
      [GAME_KEY]: KONTRA,
      [KONTRA_SETTINGS_KEY]: JSON.stringify({ v: 1, rules: { start_chips: 10, max_deals: 5 }, level: 'easy' }),
    });
    try {
      const page = kontra.page;
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.locator('.kx').waitFor();
      for (let i = 0; i < 3000 && !saved.kover; i++) {
        const m = await page.evaluate(() => ({
          over: !!document.querySelector('.kx-end'),
          summary: !!document.querySelector('.kx-summary .kx-next'),
          buttons: document.querySelectorAll('.kx-buttons .btn').length,
          card: !!document.querySelector('.kx-hand .hand-card.playable'),
          trick: document.querySelectorAll('.kx-played').length,
        }));
        if (m.over) saved.kover = await stored(page, KONTRA_KEY);
        else if (m.summary) {
          saved.ksummary ??= await stored(page, KONTRA_KEY);
          await page.locator('.kx-next .btn.primary').click();
        } else if (m.buttons) {
          if (m.buttons >= 4) saved.kask ??= await stored(page, KONTRA_KEY);
          await page.locator('.kx-buttons .btn').last().click().catch(() => {});
        } else if (m.card) {
          if (m.trick >= 2) saved.ktrick ??= await stored(page, KONTRA_KEY);
          await page.locator('.kx-hand .hand-card.playable').first().click().catch(() => {});
        } else await page.waitForTimeout(20);
      }
    } finally {
      await kontra.context.close();
    }
    for (const k of ['trump', 'trick', 'summary', 'over', 'sheets', 'friends', 'kask', 'ktrick', 'ksummary', 'kover']) {
      assert.ok(saved[k], `reached the moment "${k}"`);
    }
  });

  for (const lang of LANGS) {
    for (const [width, height] of SIZES) {
      test(`${lang} at ${width}×${height}`, async () => {
        const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang) }, { width, height });
        const found = [];
        const look = async (what) => {
          await settle(page);
          for (const p of await layoutProblems(page)) found.push(`${what}: ${p}`);
          await screenshot(page, `layout-${lang}-${width}x${height}-${what}`);
        };
        try {
          const base = { [SETTINGS_KEY]: settings(lang), [SHEETS_KEY]: saved.sheets };
          // The start screen with a match put aside, to continue or delete.
          await load(page, { ...base, 'konter-a-matt:matches': `{"v":1,"matches":[{"at":${Date.UTC(2026, 10, 23, 12)},"match":${saved.trick}}]}` });
          await page.locator('.saved li').waitFor();
          await look('start');

          // The lessons: the list, a position after a card refused, the guided deal.
          await page.locator('#open-lessons').click();
          await page.locator('.ls-list').waitFor();
          await look('lessons');
          await page.locator('#ls-open-3').click();
          await page.locator('.ls-hand .ls-card').nth(3).click();
          await page.locator('.ls-wrong').waitFor();
          await look('lesson');
          await page.locator('.ls-head .btn').click();
          await page.locator('#ls-open-7').click();
          await page.locator('.ls-choice.hinted').waitFor({ timeout: 20_000 });
          await look('guided');
          await page.locator('.brand-btn').click();
          await page.locator('.start').waitFor();

          await page.locator('.start .actions .btn').last().click();
          await page.locator('.settings').waitFor();
          await look('settings');
          await page.keyboard.press('Escape');

          await page.locator('#open-sheets').click();
          await page.locator('.ks-list').waitFor();
          await look('sheets');
          await page.locator('.ks-open').first().click();
          await page.locator('.ks-board').waitFor();
          await look('sheet');

          await load(page, { ...base, [MATCH_KEY]: saved.trump });
          await page.locator('.trump-chooser').waitFor();
          await look('trump');
          // "Name the trump suit" is said once.
          const title = await page.locator('.trump-chooser h2').textContent();
          const said = await page.evaluate((t) => document.body.innerText.split(t).length - 1, title);
          assert.equal(said, 1, `"${title}" is said once`);

          await load(page, { ...base, [MATCH_KEY]: saved.trick });
          await page.locator('.trick .played').first().waitFor();
          await look('trick');

          await load(page, { ...base, [MATCH_KEY]: saved.summary });
          await page.locator('.summary-title').waitFor();
          await look('summary');
          // The deal's review (from the summary), with a decision's choices on screen.
          await page.locator('.summary-card .actions .btn').first().click();
          await page.locator('.rv-headline').waitFor({ timeout: 20_000 });
          await page.locator('#rv-for').selectOption('all');
          await page.keyboard.press('ArrowRight');
          await page.locator('.rv-decision .rv-options').waitFor();
          await look('review');
          await page.locator('.rv-head .btn').click();
          await page.locator('.summary-title').waitFor();
          // The match's score sheet, with a way to review each deal.
          await page.locator('.topbar .icon-btn').last().click();
          await page.locator('.menu-list .btn').nth(1).click();
          await page.locator('.dialog .history').waitFor();
          await look('score-sheet');
          await page.keyboard.press('Escape');

          await load(page, { ...base, [MATCH_KEY]: saved.over });
          await page.locator('.match-end').waitFor();
          await look('over');
          // The final Lee is on screen with the match's result.
          assert.ok(await page.locator('.match-end .lee').isVisible(), 'the final Lee is shown at the match end');

          // A friend at the table: covered before North's turn, then turned to North; the
          // summary and the match end name the teams by their seats.
          const friends = { ...base, [SETTINGS_KEY]: settings(lang, { players: FRIENDS }) };
          await load(page, { ...friends, [MATCH_KEY]: saved.friends });
          await page.locator('.cover .btn').waitFor();
          await look('cover');
          await page.locator('.cover .btn').click();
          await page.locator('.trick .played').first().waitFor();
          await look('turned');
          await load(page, { ...friends, [MATCH_KEY]: withFriends(saved.summary) });
          await page.locator('.summary-title').waitFor();
          await look('friends-summary');
          await load(page, { ...friends, [MATCH_KEY]: withFriends(saved.over) });
          await page.locator('.match-end').waitFor();
          await look('friends-over');

          // Kontraspiel: its decisions, a trick, a deal's and the session's end, its panels.
          const kontra = { ...base, [GAME_KEY]: KONTRA, [KONTRA_SETTINGS_KEY]: KONTRA_PRACTICE };
          await load(page, { ...kontra, [KONTRA_KEY]: saved.kask });
          await page.locator('.kx-buttons .btn').first().waitFor();
          await look('kontra-ask');
          await load(page, { ...kontra, [KONTRA_KEY]: saved.ktrick });
          await page.locator('.kx-played').first().waitFor();
          await page.locator('.kx-hand .hand-card.playable').first().waitFor();
          await look('kontra-trick');
          await load(page, { ...kontra, [KONTRA_KEY]: saved.ksummary });
          await page.locator('.kx-summary').waitFor();
          await page.locator('.kx-sheet summary').click();
          await look('kontra-summary');
          await load(page, { ...kontra, [KONTRA_KEY]: saved.kover });
          await page.locator('.kx-end').waitFor();
          await look('kontra-over');
          for (const [i, panel] of [[0, '.kx-rules'], [1, '.kx-settings']]) {
            await page.locator('.top-actions .icon-btn').nth(i).click();
            await page.locator(panel).waitFor();
            await look(`kontra-${panel.slice(4)}`);
            await page.locator('.dialog-head .close').click();
            await page.locator('.dialog').waitFor({ state: 'detached' });
          }
        } finally {
          await context.close();
        }
        assert.deepEqual(found, [], found.join('\n'));
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    }
  }
});

/** A saved match of one deal, trump ♠, dealt by `dealer`, with the deal's `events` so far. */
const oneDeal = (dealer, hands, events) => JSON.stringify({
  v: 3, seed: '0123456789abcdef', revision: 1, practice: false, counted: false, screen: 'table', collected: 0,
  record: { format: 'konter-a-matt', version: 1, rules: {}, deals: [{ dealer, hands, trump: 'S', events }] },
});
/** Announcements on the table, one or two at a time: West's "Konter a Matt" (the longest);
 *  North's "Matt" and East's "Konter"; the person's own "Konter a Matt". */
const ANNOUNCED = {
  west: oneDeal(3, ['AH KH JH TH 9H AC', 'QS QH QD AS KS JS', 'TS 9S AD KD JD TD', '9D QC KC JC TC 9C'], ['AH', 'konter-a-matt']),
  'north and east': oneDeal(1, ['AH KH JH TH 9H AC', 'AS KS JS TS 9S AD', 'QS KD JD TD 9D QC', 'QH QD KC JC TC 9C'], ['matt', 'KD', 'konter']),
  south: oneDeal(3, ['QS QH QD AH 9H AC', 'AS KS JS TS 9S KH', 'AD KD JD TD 9D JH', 'QC KC JC TC 9C TH'], ['konter-a-matt']),
};
/** A match at its tenth deal, the person naming trump (played by clicking, in English). */
const KEPT = JSON.parse(readFileSync(new URL('./konter-states.json', import.meta.url), 'utf8'));
const NEW_MATCH = { en: 'New match', fr: 'Nouvelle partie', de: 'Neue Partie', lb: 'Nei Partie' };

/** Whether two boxes {left, top, right, bottom} overlap (by more than a pixel). */
const overlap = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

describe('Konter a Matt keeps its help in sight, upright and sideways', () => {
  for (const [width, height] of [[360, 740], [844, 390], [740, 360]]) {
    for (const lang of LANGS) {
      test(`${lang} at ${width}×${height}`, async () => {
        const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang) }, { width, height });
        const sideways = width > height;
        const found = [];
        const box = (selector) => page.locator(selector).first().evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, shown: el.checkVisibility() && r.height > 2 };
        });
        const inView = (b) => b.shown && b.left >= -1 && b.top >= -1 && b.right <= width + 1 && b.bottom <= height + 1;
        try {
          for (const [who, match] of Object.entries(ANNOUNCED)) {
            await load(page, { [SETTINGS_KEY]: settings(lang), [MATCH_KEY]: match });
            await page.locator('.hand-card.playable').first().waitFor();
            await settle(page);
            for (const p of await layoutProblems(page)) found.push(`${who}: ${p}`);
            await screenshot(page, `help-${lang}-${width}x${height}-${who.replace(/ /g, '-')}`);
            // Each bubble is whole on screen and covers nothing of its seat (the initial, the
            // name, the dealer or forehand mark, the cards held) nor another seat.
            const bubbles = await page.locator('.bubble').evaluateAll((all) => all.map((b) => {
              const r = (el) => { const x = el.getBoundingClientRect(); return { left: x.left, top: x.top, right: x.right, bottom: x.bottom }; };
              const badge = b.closest('.seat-badge');
              const parts = [...badge.querySelectorAll('.avatar, .seat-name, .seat-role, .mark, .fan')].filter((p) => p.checkVisibility() && p.getBoundingClientRect().width > 2).map((p) => [p.className, r(p)]);
              const others = [...document.querySelectorAll('.seat-badge')].filter((o) => o !== badge).map((o) => [o.getAttribute('aria-label'), r(o)]);
              return { text: b.textContent, box: { ...r(b), shown: b.checkVisibility() }, parts, others };
            }));
            assert.equal(bubbles.length, who === 'north and east' ? 2 : 1, `${who}: the announcements are shown`);
            for (const b of bubbles) {
              if (!inView(b.box)) found.push(`${who}: the bubble "${b.text}" is not whole on screen`);
              for (const [what, r] of [...b.parts, ...b.others]) {
                if (overlap(b.box, r)) found.push(`${who}: the bubble "${b.text}" covers ${what}`);
              }
            }
            // The running points and tricks, whole on screen, clear of the trick and the hand.
            const running = await box('.running');
            if (!inView(running)) found.push(`${who}: the points and tricks are not shown`);
            for (const other of ['.trick', '.hand']) {
              if (overlap(running, await box(other))) found.push(`${who}: the points and tricks cover ${other}`);
            }
          }

          // Naming trump at the tenth deal: the chooser's explanation and its four suits whole
          // on screen, the points and tricks too.
          await load(page, { [SETTINGS_KEY]: settings(lang), [MATCH_KEY]: KEPT['tenth deal'] });
          await page.locator('.trump-chooser').waitFor();
          await settle(page);
          for (const p of await layoutProblems(page)) found.push(`trump: ${p}`);
          await screenshot(page, `help-${lang}-${width}x${height}-trump`);
          if (!inView(await box('.trump-chooser .help'))) found.push('trump: the explanation is not shown');
          for (const suit of await page.locator('.suit-btn').all()) {
            if (!inView(await suit.evaluate((el) => { const r = el.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, shown: true }; }))) {
              found.push(`trump: the suit "${await suit.getAttribute('aria-label')}" is not whole on screen`);
            }
          }
          if (!inView(await box('.running'))) found.push('trump: the points and tricks are not shown');
          // Trump named with the suit of the longest name ("Diamonds", "Schëppen"): the chip
          // is at its widest, and "Deal 10" beside it still on one line.
          const words = await page.locator('.suit-word').allTextContents();
          const longest = words.indexOf(words.reduce((a, b) => (b.length > a.length ? b : a)));
          await page.locator('.suit-btn').nth(longest).click();
          await page.locator('.chip-name:not(.muted)').waitFor();
          await settle(page);
          await screenshot(page, `help-${lang}-${width}x${height}-deal-10`);
          const deal = await page.locator('.deal-number').evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            const bar = el.closest('.felt-bar');
            return { text: el.textContent, lines: tops.size, fits: bar.scrollWidth <= bar.clientWidth + 1 };
          });
          assert.match(deal.text, /10$/);
          if (deal.lines !== 1) found.push(`"${deal.text}" is on ${deal.lines} lines`);
          if (!deal.fits) found.push(`"${deal.text}" pushes the header wider than the felt`);

          // The start screen with a match in progress: sideways, the game choice, "Continue"
          // and "New match" are on screen without scrolling.
          await page.locator('.brand-btn').click();
          await page.locator('.start .games').waitFor();
          await settle(page);
          await screenshot(page, `help-${lang}-${width}x${height}-start`);
          if (sideways) {
            if (!inView(await box('.start .games'))) found.push('start: the game choice needs scrolling');
            const newMatch = page.getByRole('button', { name: NEW_MATCH[lang], exact: true });
            if (!inView(await newMatch.evaluate((el) => { const r = el.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, shown: true }; }))) {
              found.push(`start: "${NEW_MATCH[lang]}" needs scrolling`);
            }
          }
        } finally {
          await context.close();
        }
        assert.deepEqual(found, [], found.join('\n'));
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    }
  }
});
