// The score sheet for real cards, as a café player uses it: the rule book's §7 scoring
// cases 13–19 entered through the screen (value, dash moves, stake, who deals next), a
// past deal changed and everything after it recomputed, undo and put back, the text to
// share, reload keeps every sheet, unreadable storage is backed up and reported, all four
// languages, a phone held in one hand (360 × 640: no sideways scroll, 44 px targets),
// and no console errors anywhere.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const SHEETS_KEY = 'konter-a-matt:sheets';
const PHONE = { width: 360, height: 640 };

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

/** Opens the app with these localStorage entries set before its first start. */
function open(entries = {}, viewport = PHONE) {
  return openApp(browser, server.url, { [SETTINGS_KEY]: JSON.stringify({ v: 1, lang: 'en' }), ...entries }, viewport);
}

/** From the start screen to the list of sheets. */
async function openSheets(page, label = 'Score sheet for real cards') {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.locator('h2.ks-title').waitFor();
}

async function newSheet(page, { teams, players, firstDealer, dashes, stanner }) {
  await page.getByRole('button', { name: 'New score sheet' }).click();
  await page.getByLabel('Name of team 1').fill(teams[0]);
  await page.getByLabel('Name of team 2').fill(teams[1]);
  if (players) {
    await page.getByLabel('Player names and seating (optional)').check();
    for (let i = 0; i < 4; i++) {
      await page.getByLabel(`Player ${i + 1} (${teams[i % 2]})`).fill(players[i]);
    }
    await page.getByLabel('Deals first').selectOption(String(firstDealer));
  }
  if (dashes !== undefined) {
    await page.getByLabel('Dashes at the start').fill(String(dashes));
    await page.getByLabel('Dashes at the start').blur();
  }
  if (stanner) await page.getByLabel(stanner).check();
  await page.getByRole('button', { name: 'Start the sheet' }).click();
  await page.locator('.ks-board').waitFor();
}

/** Sets a toggle button to `on`. */
async function setToggle(form, name, on) {
  const b = form.getByRole('button', { name, exact: true });
  if ((await b.getAttribute('aria-pressed')) !== String(on)) await b.click();
  assert.equal(await b.getAttribute('aria-pressed'), String(on), name);
}

/**
 * Fills the deal form (new deal or change) and returns what it shows before confirming:
 * { total, value, moves, after, win }.
 */
async function fillDeal(page, { trump, end, points, noTrick = false, matt = false, konter = false }) {
  const form = page.locator('form.ks-entry');
  await form.getByRole('group', { name: 'Who named trump?' }).getByRole('button', { name: trump, exact: true }).click();
  const ends = form.getByRole('group', { name: 'How did the trump team do?' });
  if (points !== undefined) {
    await ends.getByRole('button', { name: 'Points', exact: true }).click();
    await form.getByLabel("Trump team's card points (0–40)").fill(String(points));
  } else {
    await ends.getByRole('button', { name: end, exact: true }).click();
  }
  const noTrickButton = form.getByRole('button', { name: 'The losers took no trick (+1)' });
  if (await noTrickButton.isEnabled()) await setToggle(form, 'The losers took no trick (+1)', noTrick);
  await setToggle(form, 'Matt', matt);
  await setToggle(form, 'Konter', konter);
  const preview = form.locator('.ks-preview');
  await preview.locator('.ks-preview-value').waitFor();
  return {
    total: Number(await preview.locator('.ks-preview-total').innerText()),
    value: (await preview.locator('.ks-preview-text').innerText()).trim(),
    moves: await preview.locator('.ks-preview-moves li').allInnerTexts(),
    after: (await preview.locator('.ks-preview-after').innerText()).trim(),
    win: (await preview.locator('.ks-preview-win').count()) ? await preview.locator('.ks-preview-win').innerText() : null,
  };
}

async function enterDeal(page, deal) {
  const shown = await fillDeal(page, deal);
  const n = await page.locator('li.ks-deal').count();
  await page.locator('form.ks-entry').getByRole('button', { name: `Enter deal ${n + 1}` }).click();
  await page.locator('li.ks-deal').nth(n).waitFor();
  return shown;
}

/** What the sheet shows: dashes left, stake, who deals next, the deals. */
async function sheetState(page) {
  return page.evaluate(() => {
    const text = (sel) => document.querySelector(sel)?.textContent.trim() ?? null;
    return {
      dashes: ['A', 'B'].map((t) => Number(text(`.ks-team-left[data-team="${t}"]`))),
      stake: text('.ks-stake'),
      next: text('.ks-next'),
      deals: [...document.querySelectorAll('li.ks-deal')].map((li) => ({
        what: li.querySelector('.ks-deal-what').textContent.trim(),
        moves: li.querySelector('.ks-deal-moves').textContent.trim(),
        after: li.querySelector('.ks-deal-after').textContent.trim(),
      })),
      won: text('.ks-won-text'),
    };
  });
}

/** No sideways scrolling, and every visible control at least 44 × 44 px. */
async function checkPhoneLayout(page, where) {
  const { scroll, small } = await page.evaluate(() => {
    const small = [];
    for (const el of document.querySelectorAll('.ks button, .ks input, .ks select')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown
      if (el.type === 'checkbox' || el.type === 'radio') {
        // The label is the target: the row it sits in is at least 44 px high.
        const row = el.parentElement.getBoundingClientRect();
        if (row.height < 43.5) small.push(`${el.id} row ${row.height}`);
        continue;
      }
      if (r.height < 43.5 || r.width < 43.5) small.push(`${el.outerHTML.slice(0, 80)} ${r.width}×${r.height}`);
    }
    return { scroll: document.documentElement.scrollWidth - window.innerWidth, small };
  });
  assert.ok(scroll <= 0, `${where}: the page scrolls sideways by ${scroll}px`);
  assert.deepEqual(small, [], `${where}: touch targets smaller than 44 px`);
}

/** No text in the page looks like program code (a view macro that leaked its source). */
async function assertNoCode(page, where) {
  const text = await page.evaluate(() => document.body.innerText);
  for (const code of ['on:click', 'move |', '=>', 'update(']) {
    assert.ok(!text.includes(code), `${where}: the page shows program text ${JSON.stringify(code)}`);
  }
}

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

describe('score sheet for real cards', () => {
  test('rule book §7 cases 13–18 entered by tapping, a past deal changed, undo, share, reload', async () => {
    const { context, page, problems } = await open();
    try {
      await openSheets(page);
      await checkPhoneLayout(page, 'list');
      await page.getByRole('button', { name: 'New score sheet' }).click();
      await checkPhoneLayout(page, 'setup');
      await page.getByRole('button', { name: 'All sheets' }).click();

      await newSheet(page, { teams: ['Red', 'Blue'], players: ['Anna', 'Ben', 'Carla', 'Dan'], firstDealer: 3 });
      let s = await sheetState(page);
      assert.deepEqual(s.dashes, [11, 11]);
      assert.equal(s.next, 'Next: Dan deals, Anna names trump.');
      // The forehand's team is chosen already.
      const trumpGroup = page.locator('form.ks-entry').getByRole('group', { name: 'Who named trump?' });
      assert.equal(await trumpGroup.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed'), 'true');
      await checkPhoneLayout(page, 'new sheet');

      // Case 13: the trump team wins 25–15 having announced Konter → it strikes out 2.
      let shown = await enterDeal(page, { trump: 'Red', points: 25, konter: true });
      assert.equal(shown.value, 'value 2');
      assert.deepEqual(shown.moves, ['Red strikes out 2 dashes.']);
      assert.equal(shown.after, 'Then: Red 9, Blue 11');
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [9, 11]);
      assert.equal(s.next, 'Next: Anna deals, Ben names trump.');
      assert.deepEqual(s.deals[0], {
        what: 'Trump: Red · won (25 points) · Konter',
        moves: 'value 2 → Red −2',
        after: '9 : 11',
      });
      await checkPhoneLayout(page, 'sheet with a deal');

      // Case 14: the trump team loses 18–22, Matt announced → defenders strike out 2, trump team adds 2.
      shown = await enterDeal(page, { trump: 'Blue', points: 18, matt: true });
      assert.deepEqual(shown.moves, ['Red strikes out 2 dashes.', 'Blue adds 2 dashes.']);
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [7, 13]);
      assert.equal(s.deals[1].moves, 'value 2 → Red −2, Blue +2');
      assert.equal(s.next, 'Next: Ben deals, Carla names trump.');

      // Case 15: the trump team takes no trick, Konter a Matt → defenders strike out 4, trump team adds 4.
      const form = page.locator('form.ks-entry');
      await form.getByRole('button', { name: 'Lost', exact: true }).click();
      await form.getByRole('button', { name: 'Konter a Matt', exact: true }).click();
      assert.equal(await form.getByRole('button', { name: 'Matt', exact: true }).getAttribute('aria-pressed'), 'true');
      assert.equal(await form.getByRole('button', { name: 'Konter', exact: true }).getAttribute('aria-pressed'), 'true');
      shown = await enterDeal(page, { trump: 'Red', end: 'Lost', noTrick: true, matt: true, konter: true });
      assert.equal(shown.total, 4);
      assert.equal(shown.value, 'value 4');
      assert.deepEqual(shown.moves, ['Blue strikes out 4 dashes.', 'Red adds 4 dashes.']);
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [11, 9]);
      assert.equal(s.deals[2].what, 'Trump: Red · lost · no trick · Konter a Matt');

      // Case 16: the trump team wins 40–0 but the defenders took a trick → V = 1.
      shown = await enterDeal(page, { trump: 'Blue', points: 40 });
      assert.equal(shown.value, 'value 1');
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [11, 8]);

      // Case 17: Matt by a defender, Konter by the trump team, trump team wins → it strikes out 3.
      shown = await enterDeal(page, { trump: 'Red', end: 'Won', matt: true, konter: true });
      assert.equal(shown.value, 'value 3');
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [8, 8]);
      assert.equal(s.next, 'Next: Anna deals, Ben names trump.');

      // Case 18: 20–20 → the trump team adds 1, stake 1 pending, the same dealer again…
      shown = await fillDeal(page, { trump: 'Blue', points: 20 });
      assert.deepEqual(shown.moves, [
        'Blue adds 1 dash.',
        'A stake of 1 waits for the next decided deal.',
        'The same player deals again.',
      ]);
      assert.equal(await form.getByRole('button', { name: 'The losers took no trick (+1)' }).isDisabled(), true);
      await form.getByRole('button', { name: 'Enter deal 6' }).click();
      await page.locator('li.ks-deal').nth(5).waitFor();
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [8, 9]);
      assert.equal(s.stake, 'Stänner stake pending: 1 (goes to the next decided deal)');
      assert.equal(s.next, 'Next: Anna deals, Ben names trump.');
      // …next deal won by the defenders with V = 1 → they strike out 2, the trump team adds 2.
      shown = await enterDeal(page, { trump: 'Blue', end: 'Lost' });
      assert.equal(shown.total, 2);
      assert.equal(shown.value, 'value 1 + stake 1');
      assert.deepEqual(shown.moves, ['Red strikes out 2 dashes.', 'Blue adds 2 dashes.']);
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [6, 11]);
      assert.equal(s.stake, null);
      assert.equal(s.next, 'Next: Ben deals, Carla names trump.');
      assert.equal(s.deals.length, 7);
      await screenshot(page, 'sheet-phone');

      // Change deal 1 (Red won with Konter) into a loss: everything after it is recomputed.
      await page.getByRole('button', { name: 'Change deal 1' }).click();
      await page.locator('#ks-entry-title', { hasText: 'Change deal 1' }).waitFor();
      const pressed = await form.getByRole('button', { name: 'Konter', exact: true }).getAttribute('aria-pressed');
      assert.equal(pressed, 'true', 'the form holds the deal as entered');
      shown = await fillDeal(page, { trump: 'Red', end: 'Lost', konter: true });
      assert.deepEqual(shown.moves, ['Blue strikes out 2 dashes.', 'Red adds 2 dashes.']);
      assert.equal(shown.after, 'Then: Red 10, Blue 9', 'the dashes after all deals, recomputed');
      await form.getByRole('button', { name: 'Save the change' }).click();
      await page.locator('#ks-entry-title', { hasText: 'Deal 8' }).waitFor();
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [10, 9]);
      assert.deepEqual(s.deals.map((d) => d.after), ['13 : 9', '11 : 11', '15 : 7', '15 : 6', '12 : 6', '12 : 7', '10 : 9']);
      assert.equal(s.deals[0].what, 'Trump: Red · lost · Konter');
      assert.equal(s.deals[6].moves, 'value 1 + stake 1 → Red −2, Blue +2');

      // Undo the last deal, and put it back.
      await page.getByRole('button', { name: 'Undo the last deal' }).click();
      s = await sheetState(page);
      assert.equal(s.deals.length, 6);
      assert.deepEqual(s.dashes, [12, 7]);
      assert.match(s.stake, /pending: 1/);
      await page.getByRole('button', { name: 'Put it back' }).click();
      s = await sheetState(page);
      assert.equal(s.deals.length, 7);
      assert.deepEqual(s.dashes, [10, 9]);

      // The sheet as text, for a chat.
      await page.getByRole('button', { name: 'Share as text' }).click();
      const text = await page.getByLabel('The sheet as text').inputValue();
      assert.match(text, /^Konter a Matt · Lee\nRed against Blue\nRed: Anna & Carla · Blue: Ben & Dan\n/);
      assert.match(text, /\n1\. Trump: Red · lost · Konter · value 2 → Blue −2, Red \+2 · 13 : 9\n/);
      assert.match(text, /\nNow: Red 10, Blue 9\nNext: Ben deals, Carla names trump\.$/);
      await checkPhoneLayout(page, 'sheet with the text shown');

      // What is stored: the versioned envelope.
      const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SHEETS_KEY));
      assert.equal(stored.v, 1);
      assert.equal(stored.sheets.length, 1);
      assert.equal(stored.sheets[0].sheet.entries.length, 7);

      // Reload: the sheet is kept.
      await page.reload({ waitUntil: 'load' });
      await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor();
      await openSheets(page);
      await page.getByRole('button', { name: /^Red against Blue/ }).and(page.locator('.ks-open')).click();
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [10, 9]);
      assert.equal(s.deals.length, 7);
      assert.equal(s.next, 'Next: Ben deals, Carla names trump.');

      // Back to the start screen.
      await page.getByRole('button', { name: 'Back to the start' }).click();
      await page.getByRole('button', { name: 'Score sheet for real cards' }).waitFor();

      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('case 19: a team with 2 dashes wins a deal of V = 3 and the match; revenge', async () => {
    const { context, page, problems } = await open();
    try {
      await openSheets(page);
      await newSheet(page, { teams: ['Lions', 'Tigers'], dashes: 2 });
      let s = await sheetState(page);
      assert.deepEqual(s.dashes, [2, 2]);
      assert.equal(s.next, null, 'no seating, no dealer shown');
      const shown = await enterDeal(page, { trump: 'Tigers', end: 'Won', matt: true, konter: true });
      assert.equal(shown.win, 'With this deal Tigers wins the match.');
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [2, 0]);
      assert.equal(s.won, 'Tigers won the match after 1 deal!');
      assert.equal(await page.locator('form.ks-entry').count(), 0, 'no deal after the match');
      await screenshot(page, 'sheet-match-won');

      await page.getByRole('button', { name: 'Revenge (same teams)' }).click();
      await page.locator('li.ks-deal').first().waitFor({ state: 'detached' });
      s = await sheetState(page);
      assert.deepEqual(s.dashes, [2, 2]);
      assert.equal(s.deals.length, 0);

      await page.getByRole('button', { name: 'All sheets' }).first().click();
      const items = page.locator('li.ks-item');
      assert.equal(await items.count(), 2);
      assert.match(await items.nth(1).innerText(), /Tigers won the match/);

      // Deleting asks first.
      await page.getByRole('button', { name: 'Delete the sheet Lions against Tigers' }).first().click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      assert.equal(await items.count(), 2);
      await page.getByRole('button', { name: 'Delete the sheet Lions against Tigers' }).first().click();
      await page.getByRole('button', { name: 'Delete it' }).click();
      await page.waitForFunction(() => document.querySelectorAll('li.ks-item').length === 1);

      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('a deal entered with the keyboard only', async () => {
    const { context, page, problems } = await open({}, { width: 1280, height: 800 });
    try {
      await openSheets(page);
      await newSheet(page, { teams: ['Red', 'Blue'] });
      const form = page.locator('form.ks-entry');
      const press = async (name, key = 'Enter') => {
        await form.getByRole('button', { name, exact: true }).focus();
        await page.keyboard.press(key);
      };
      await press('Blue');
      await press('Points', 'Space');
      // The points field has the focus now.
      await page.waitForFunction(() => document.activeElement?.id === 'ks-points-input');
      await page.keyboard.type('40');
      await press('Konter', 'Space');
      await press('The losers took no trick (+1)');
      await form.getByRole('button', { name: 'Enter deal 1' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('li.ks-deal').first().waitFor();
      const s = await sheetState(page);
      assert.deepEqual(s.dashes, [11, 8]);
      assert.equal(s.deals[0].what, 'Trump: Blue · won (40 points) · no trick · Konter');
      await screenshot(page, 'sheet-desktop');
      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('unreadable saved sheets are backed up and reported, never dropped', async () => {
    const raw = '{"v":1,"next_id":2,"sheets":[{"id":1,"oops"';
    const { context, page, problems } = await open({ [SHEETS_KEY]: raw });
    try {
      await openSheets(page);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be read' });
      await alert.waitFor();
      const backup = await page.evaluate((raw) => {
        const keys = Object.keys(localStorage).filter((k) => k.startsWith('konter-a-matt:backup:'));
        return keys.map((k) => [k, localStorage.getItem(k) === raw]);
      }, raw);
      assert.equal(backup.length, 1);
      assert.match(backup[0][0], /^konter-a-matt:backup:\d+:sheets$/);
      assert.equal(backup[0][1], true, 'the backup holds the text exactly');
      assert.ok((await alert.innerText()).includes(backup[0][0]), 'the message names the backup key');
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), SHEETS_KEY), null);
      // A new sheet works and is kept.
      await newSheet(page, { teams: ['Red', 'Blue'] });
      const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), SHEETS_KEY));
      assert.equal(stored.sheets.length, 1);
      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('the + beside "Dashes at the start" adds a dash, and no page shows program text', async () => {
    const { context, page, problems } = await open();
    try {
      await openSheets(page);
      await assertNoCode(page, 'list');
      await page.getByRole('button', { name: 'New score sheet' }).click();
      const field = page.getByLabel('Dashes at the start');
      const more = page.getByRole('button', { name: 'One dash more' });
      const fewer = page.getByRole('button', { name: 'One dash fewer' });
      assert.equal((await more.innerText()).trim(), '+');
      assert.equal(await field.inputValue(), '11');
      assert.equal(await more.isEnabled(), true, 'the + works below the maximum');
      await more.click();
      await more.click();
      assert.equal(await field.inputValue(), '13');
      await fewer.click();
      assert.equal(await field.inputValue(), '12');
      await assertNoCode(page, 'setup');
      // At the maximum the + rests, and the − still works.
      await field.fill('99');
      await field.blur();
      assert.equal(await more.isDisabled(), true);
      await fewer.click();
      assert.equal(await field.inputValue(), '98');
      await more.click();
      assert.equal(await field.inputValue(), '99');
      await page.getByLabel('Name of team 1').fill('Red');
      await page.getByLabel('Name of team 2').fill('Blue');
      await page.getByRole('button', { name: 'Start the sheet' }).click();
      await page.locator('.ks-board').waitFor();
      assert.deepEqual((await sheetState(page)).dashes, [99, 99]);
      await enterDeal(page, { trump: 'Blue', end: 'Lost', matt: true });
      await page.getByRole('button', { name: 'Share as text' }).click();
      await assertNoCode(page, 'sheet');
      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('impossible deals are refused, and why is said in the player\'s language', async () => {
    const { context, page, problems } = await open();
    try {
      await openSheets(page);
      await newSheet(page, { teams: ['Red', 'Blue'], players: ['Anna', 'Ben', 'Carla', 'Dan'], firstDealer: 3 });
      const form = page.locator('form.ks-entry');
      const preview = form.locator('.ks-preview');
      const confirm = form.getByRole('button', { name: 'Enter deal 1' });
      const team = (name) => form.getByRole('group', { name: 'Who named trump?' }).getByRole('button', { name, exact: true });
      const ends = form.getByRole('group', { name: 'How did the trump team do?' });

      // Anna, forehand of deal 1, plays for Red: Blue cannot have named trump.
      await team('Blue').click();
      await ends.getByRole('button', { name: 'Won', exact: true }).click();
      await preview.getByText('Anna names trump in this deal, so the trump team is Red.').waitFor();
      assert.equal(await confirm.isDisabled(), true);

      // No trick for the losers, yet 25 points: impossible; 40 is the deal.
      await team('Red').click();
      await ends.getByRole('button', { name: 'Points', exact: true }).click();
      await form.getByLabel("Trump team's card points (0–40)").fill('25');
      await setToggle(form, 'The losers took no trick (+1)', true);
      await preview.getByText('If the losers took no trick, the trump team has 0 or 40 card points, not 25.').waitFor();
      assert.equal(await confirm.isDisabled(), true);
      await form.getByLabel("Trump team's card points (0–40)").fill('40');
      await preview.locator('.ks-preview-value').waitFor();
      await confirm.click();
      await page.locator('li.ks-deal').first().waitFor();

      // Deal 2: a Stänner of Ben's team (Blue)…
      await enterDeal(page, { trump: 'Blue', points: 20 });
      assert.equal((await sheetState(page)).next, 'Next: Anna deals, Ben names trump.');
      // …so Ben names trump again in deal 3: not Red.
      await team('Red').click();
      await ends.getByRole('button', { name: 'Lost', exact: true }).click();
      await preview.getByText('Ben names trump in this deal, so the trump team is Blue.').waitFor();
      assert.equal(await form.getByRole('button', { name: 'Enter deal 3' }).isDisabled(), true);
      assert.equal(await page.locator('li.ks-deal').count(), 2, 'nothing entered');

      // The same refusal in French.
      await page.evaluate((k) => localStorage.setItem(k, JSON.stringify({ v: 1, lang: 'fr' })), SETTINGS_KEY);
      await page.reload({ waitUntil: 'load' });
      await page.locator('h1', { hasText: 'Konter a Matt' }).waitFor();
      await openSheets(page, 'Feuille de marque pour vraies cartes');
      await page.getByRole('button', { name: /^Red contre Blue/ }).and(page.locator('.ks-open')).click();
      await page.locator('form.ks-entry .ks-seg-btn', { hasText: 'Red' }).click();
      await page.locator('form.ks-entry .ks-seg-btn', { hasText: 'Perdu' }).click();
      const said = page.locator('form.ks-entry .ks-preview .ks-error');
      await said.waitFor();
      assert.equal((await said.innerText()).trim(), 'Ben nomme l’atout dans cette donne, l’équipe d’atout est donc Blue.');
      assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });

  test('added dashes have one colour in both score sheets, clear in light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const { context, page, problems } = await open({ [SETTINGS_KEY]: JSON.stringify({ v: 1, lang: 'en', theme }) });
      try {
        // The game's Lee (style/main.css): its strokes, as the summary draws them.
        const game = await page.evaluate(() => {
          const lee = document.createElement('div');
          lee.className = 'lee';
          lee.innerHTML = '<svg><line class="stroke added" x1="1" y1="1" x2="1" y2="9"/></svg>';
          document.body.append(lee);
          const colour = getComputedStyle(lee.querySelector('line')).stroke;
          const paper = getComputedStyle(lee).backgroundColor;
          lee.remove();
          return { colour, paper };
        });
        // The real-card sheet: the trump team lost, so it added dashes.
        await openSheets(page);
        await newSheet(page, { teams: ['Red', 'Blue'] });
        await enterDeal(page, { trump: 'Red', end: 'Lost' });
        const sheet = await page.evaluate(() => ({
          colour: getComputedStyle(document.querySelector('.ks-strokes .stroke.added')).stroke,
          paper: getComputedStyle(document.querySelector('.ks-board')).backgroundColor,
        }));
        assert.equal(sheet.colour, game.colour, `${theme}: one colour for added dashes`);
        for (const [where, { colour, paper }] of Object.entries({ game, sheet })) {
          const ratio = contrast(colour, paper);
          assert.ok(ratio >= 3, `${theme} ${where}: added dashes ${colour} on ${paper} contrast ${ratio.toFixed(2)}`);
        }
        assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
      } finally {
        await context.close();
      }
    }
  });

  for (const [lang, button, title, firstDeal] of [
    ['en', 'Score sheet for real cards', 'Score sheet for real cards', 'Enter deal 1'],
    ['fr', 'Feuille de marque pour vraies cartes', 'Feuille de marque pour vraies cartes', 'Inscrire la donne 1'],
    ['de', 'Schreibblock für echte Karten', 'Schreibblock für echte Karten', 'Runde 1 eintragen'],
    ['lb', 'Lee fir richteg Kaarten', 'Lee fir richteg Kaarten', 'Ronn 1 androen'],
  ]) {
    test(`speaks ${lang}`, async () => {
      const { context, page, problems } = await open({ [SETTINGS_KEY]: JSON.stringify({ v: 1, lang }) });
      try {
        await openSheets(page, button);
        assert.equal((await page.locator('h2.ks-title').innerText()).trim(), title);
        await page.locator('.ks-primary.ks-wide').click();
        await page.locator('form.ks-form button[type="submit"]').click();
        await page.getByRole('button', { name: firstDeal }).waitFor();
        await checkPhoneLayout(page, `new sheet in ${lang}`);
        assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
      } finally {
        await context.close();
      }
    });
  }
});
