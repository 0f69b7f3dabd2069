// Learning, as a person uses it: the review of a finished deal stepped through by keyboard
// (every card allowed with its perfect-play result, the card played marked, all four hands
// open, the chart, the headline), a review cancelled while its worker is busy and asked
// again; lesson 3 completed with one wrong card refused with the engine's reason, by
// keyboard; a lesson left and resumed after a reload; a hint in practice mode saying how
// its chance is computed — in English and German; and every deal of an imported record
// reviewed from the match's score sheet. No console errors anywhere.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, assertBuilt, focusArrives, launchBrowser, openApp, screenshot, startServer } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const MATCH_KEY = 'konter-a-matt:match';

const settings = (lang) => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang, start_dashes: 3 });

/** The words a person reads, per language. */
const WORDS = {
  en: {
    newMatch: 'New match',
    review: 'Review this deal',
    title: 'Review of deal 1',
    back: 'Back',
    before: 'Before the first card',
    trick: (n) => `Trick ${n}, card`,
    nextCard: 'Next card',
    prevTrick: 'Previous trick',
    played: 'played',
    hands: 'The four hands',
    chart: 'Chart: with perfect play',
    shownFor: 'Choices shown for',
    every: 'Every seat',
    cancel: 'Cancel',
    cancelled: 'The review was cancelled.',
    again: 'Review again',
    learn: 'Learn to play',
    lesson1: 'Lesson 1: The cards and their points',
    lesson3: 'Lesson 3: Follow suit or trump',
    position: (k, n) => `Step ${k} of ${n}`,
    leftAt: 'Left at step 2 of 4',
    done: 'Done',
    lessonDone: 'Lesson 3 done.',
    allLessons: 'All lessons',
    right: 'Right!',
    wrong: 'Not quite',
    reason: 'Spades were led: play Spades or a trump',
    hint: 'Hint',
    hintSays: /The Hard bot would .+ · your team wins this deal in \d+% of the deals consistent with what you have seen, played perfectly from here/,
    card: { TD: 'Ten of Diamonds', AS: 'Ace of Spades', AD: 'Ace of Diamonds', '9H': 'Nine of Hearts', QS: 'Queen of Spades', '9C': 'Nine of Clubs', KS: 'King of Spades' },
  },
  de: {
    newMatch: 'Neue Partie',
    review: 'Diese Runde analysieren',
    title: 'Analyse von Runde 1',
    back: 'Zurück',
    before: 'Vor der ersten Karte',
    trick: (n) => `Stich ${n}, Karte`,
    nextCard: 'Nächste Karte',
    prevTrick: 'Vorheriger Stich',
    played: 'gespielt',
    hands: 'Die vier Hände',
    chart: 'Grafik: Bei perfektem Spiel',
    shownFor: 'Entscheidungen von',
    every: 'Allen Plätzen',
    cancel: 'Abbrechen',
    cancelled: 'Die Analyse wurde abgebrochen.',
    again: 'Erneut analysieren',
    learn: 'Spielen lernen',
    lesson1: 'Lektion 1: Die Karten und ihre Punkte',
    lesson3: 'Lektion 3: Bedienen oder trumpfen',
    position: (k, n) => `Schritt ${k} von ${n}`,
    leftAt: 'Unterbrochen bei Schritt 2 von 4',
    done: 'Erledigt',
    lessonDone: 'Lektion 3 erledigt.',
    allLessons: 'Alle Lektionen',
    right: 'Richtig!',
    wrong: 'Nicht ganz',
    reason: 'Pik ist ausgespielt: Pik bedienen oder Trumpf spielen',
    hint: 'Tipp',
    hintSays: /Der Bot der Stufe „Schwer“ würde .+ · dein Team gewinnt diese Runde in \d+\u00a0% der Verteilungen, die zu dem passen, was du gesehen hast, bei perfektem Spiel ab hier/,
    card: { TD: 'Karo-Zehn', AS: 'Pik-Ass', AD: 'Karo-Ass', '9H': 'Herz-Neun', QS: 'Pik-Dame', '9C': 'Kreuz-Neun', KS: 'Pik-König' },
  },
};

let browser;
let server;
/** A saved match showing the summary of its first deal. */
let atSummary;

before(async () => {
  assertBuilt(DIST);
  browser = await launchBrowser();
  server = await startServer({ dir: DIST, prefix: '/' });
  // One deal played by clicking, its summary kept.
  const { context, page } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') });
  try {
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    for (let i = 0; i < 2000; i++) {
      if (await page.locator('.summary-title').count()) break;
      const suit = page.locator('.suit-btn').first();
      const card = page.locator('.hand-card.playable').first();
      if (await suit.isVisible().catch(() => false)) await suit.click();
      else if (await card.isVisible().catch(() => false)) await card.click().catch(() => {});
      else await page.waitForTimeout(20);
    }
    await page.locator('.summary-title').waitFor();
    atSummary = await page.evaluate((k) => localStorage.getItem(k), MATCH_KEY);
  } finally {
    await context.close();
  }
});
after(async () => {
  await server?.close();
  await browser?.close();
});

/** The sentence under the step buttons. */
const where = (page) => page.locator('.rv-where').textContent();

for (const lang of ['en', 'de']) {
  const w = WORDS[lang];
  describe(`learning (${lang})`, () => {
    test('a finished deal is reviewed by keyboard', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang), [MATCH_KEY]: atSummary });
      try {
        await page.locator('.summary-title').waitFor();
        // Tab to "Review this deal" and press Enter.
        const button = page.getByRole('button', { name: w.review, exact: true });
        for (let i = 0; i < 40 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
        assert.ok(await button.evaluate((b) => b === document.activeElement), 'Tab reaches the review button');
        await page.keyboard.press('Enter');
        const heading = page.getByRole('heading', { name: w.title });
        await heading.waitFor({ timeout: 20_000 });
        await page.locator('.rv-headline').waitFor({ timeout: 20_000 });
        assert.ok(await focusArrives(heading), 'the review takes the focus');
        assert.match(await page.locator('.rv-headline').textContent(), /\S/);
        assert.ok(await page.getByRole('img', { name: new RegExp(w.chart) }).isVisible(), 'the chart is there, named');
        assert.equal(await page.locator('.rv-chart svg polyline').count(), 1);
        // All four hands open, six cards each before the first card.
        const hands = page.getByRole('region', { name: w.hands }).locator('.rv-hand');
        assert.equal(await hands.count(), 4);
        for (let i = 0; i < 4; i++) assert.equal(await hands.nth(i).locator('.rv-card').count(), 6);
        assert.match(await where(page), new RegExp(w.before));

        // → a card at a time; the person's own cards (South) show every card allowed.
        let sawChoices = false;
        for (let card = 1; card <= 24; card++) {
          await page.keyboard.press('ArrowRight');
          assert.match(await where(page), new RegExp(`${w.trick(Math.ceil(card / 4))} ${(card - 1) % 4 + 1}`));
          const rows = page.locator('.rv-options').first().locator('tbody tr');
          if (await page.locator('.rv-decision .rv-options').count()) {
            sawChoices = true;
            const played = page.locator('.rv-decision tr.rv-played');
            assert.equal(await played.count(), 1, 'the card played is marked');
            assert.match(await played.textContent(), new RegExp(w.played));
            assert.ok((await rows.count()) >= 1);
          }
        }
        assert.ok(sawChoices, "the person's decisions were shown");
        // The hands are empty at the end; ← goes back; ↑ to the trick's start; Home, End.
        for (let i = 0; i < 4; i++) assert.equal(await hands.nth(i).locator('.rv-card').count(), 0);
        await page.keyboard.press('ArrowUp');
        assert.match(await where(page), new RegExp(`${w.trick(5)} 4`));
        await page.keyboard.press('Home');
        assert.match(await where(page), new RegExp(w.before));
        await page.keyboard.press('End');
        assert.match(await where(page), new RegExp(`${w.trick(6)} 4`));
        // The buttons do the same.
        await page.getByRole('button', { name: w.prevTrick }).click();
        assert.match(await where(page), new RegExp(`${w.trick(5)} 4`));
        await page.getByRole('button', { name: w.nextCard }).click();
        assert.match(await where(page), new RegExp(`${w.trick(6)} 1`));
        // Every seat's choices, by choice.
        await page.getByLabel(w.shownFor).selectOption({ label: w.every });
        await page.keyboard.press('Home');
        await page.getByRole('button', { name: w.nextCard }).click();
        assert.equal(await page.locator('.rv-decision tr.rv-played').count(), 1, "the leader's card is judged too");
        await screenshot(page, `learn-review-${lang}`);
        // Back to the summary.
        await page.getByRole('button', { name: w.back, exact: true }).click();
        await page.locator('.summary-title').waitFor();
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test('a review can be cancelled while its worker is busy, and asked for again', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang), [MATCH_KEY]: atSummary });
      try {
        await page.locator('.summary-title').waitFor();
        // The review's worker cannot start until its script arrives.
        let release;
        const held = new Promise((r) => (release = r));
        await context.route('**/worker_loader.js', async (route) => {
          await held;
          await route.continue().catch(() => {});
        });
        await page.getByRole('button', { name: w.review, exact: true }).click();
        await page.getByRole('button', { name: w.cancel }).click();
        await page.getByText(w.cancelled).waitFor();
        release();
        await context.unroute('**/worker_loader.js');
        await page.getByRole('button', { name: w.again }).click();
        await page.locator('.rv-headline').waitFor({ timeout: 20_000 });
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
    test('lesson 3 is completed, one wrong card refused with the rules\' reason', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang) });
      try {
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.getByRole('button', { name: w.lesson3 }).click();
        await page.getByRole('heading', { name: w.lesson3 }).waitFor();
        assert.match(await page.locator('.ls-pos').textContent(), new RegExp(w.position(1, 6)));
        // A card the rules refuse: the engine's reason, and the position stays.
        await page.getByRole('button', { name: w.card.TD, exact: true }).click();
        const feedback = page.locator('.ls-feedback');
        await feedback.getByText(w.wrong).waitFor();
        assert.match(await feedback.textContent(), new RegExp(w.reason));
        assert.equal(await page.locator('.ls-next').count(), 0, 'no way on after a wrong card');
        // The right cards, one per position, each pressed with the keyboard; Enter goes on.
        for (const [k, code] of [[1, 'AS'], [2, 'AD'], [3, '9H'], [4, 'QS'], [5, '9C'], [6, 'KS']]) {
          assert.match(await page.locator('.ls-pos').textContent(), new RegExp(w.position(k, 6)));
          await page.getByRole('button', { name: w.card[code], exact: true }).focus();
          await page.keyboard.press('Enter');
          await feedback.getByText(w.right).waitFor();
          // Focus is on the way on.
          await page.waitForFunction(() => document.activeElement?.classList.contains('ls-next'));
          await screenshot(page, `learn-lesson3-${lang}-${k}`);
          await page.keyboard.press('Enter');
          // The next position's question takes the focus (a frame later): only then is a
          // card focused, or the question would take the focus back from it.
          if (k < 6) await page.waitForFunction(() => document.activeElement?.classList.contains('ls-ask'));
        }
        // Back at the list: lesson 3 done, and kept.
        await page.getByText(w.lessonDone).waitFor();
        const item = page.locator('.ls-list li').nth(2);
        assert.equal((await item.locator('.ls-state').textContent()).trim(), w.done);
        const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('konter-a-matt:lessons')));
        assert.deepEqual(kept.done, [3]);
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test('a lesson left is resumed after a reload', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang) });
      try {
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.getByRole('button', { name: w.lesson1 }).click();
        await page.getByRole('button', { name: '40', exact: true }).click();
        await page.locator('.ls-next').click();
        assert.match(await page.locator('.ls-pos').textContent(), new RegExp(w.position(2, 4)));
        await page.getByRole('button', { name: w.allLessons }).click();
        assert.equal((await page.locator('#ls-state-1').textContent()).trim(), w.leftAt);
        await page.reload();
        await page.locator('h1').first().waitFor();
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        assert.equal((await page.locator('#ls-state-1').textContent()).trim(), w.leftAt);
        await page.getByRole('button', { name: w.lesson1 }).click();
        assert.match(await page.locator('.ls-pos').textContent(), new RegExp(w.position(2, 4)));
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
    test('a hint in practice mode says what its chance means', async () => {
      const practice = JSON.stringify({ ...JSON.parse(settings(lang)), practice: true });
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: practice });
      try {
        await page.locator('.start .btn.big').last().click();
        // Until the person plays a card with trump named (the chance needs a trump).
        for (let i = 0; i < 400; i++) {
          const suit = page.locator('.suit-btn').first();
          if (await suit.isVisible().catch(() => false)) await suit.click();
          else if (await page.locator('.hand-card.playable').first().isVisible().catch(() => false)) break;
          else await page.waitForTimeout(20);
        }
        await page.getByRole('button', { name: w.hint, exact: true }).click();
        await page.locator('.status-line.hinting').waitFor({ timeout: 20_000 });
        assert.match(await page.locator('.status-line').textContent(), w.hintSays);
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  });
}

test('every deal of an imported record can be reviewed from the match\'s score sheet', async () => {
  const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en') });
  try {
    // The record of a match with one deal played, imported.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import match' }).click();
    await page.getByLabel('Match record').fill(JSON.stringify(JSON.parse(atSummary).record));
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('.notice', { hasText: 'Match imported' }).waitFor();
    // Menu → Score sheet: each deal played has its "Review this deal".
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Score sheet' }).click();
    const reviews = page.getByRole('dialog').getByRole('button', { name: 'Review this deal', exact: true });
    await reviews.first().waitFor();
    assert.equal(await reviews.count(), 1);
    await reviews.first().click();
    await page.getByRole('heading', { name: 'Review of deal 1' }).waitFor();
    await page.locator('.rv-headline').waitFor({ timeout: 20_000 });
    assert.equal(await page.getByRole('dialog').count(), 0, 'the dialog closed for the review');
    // Back: to the match.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.locator('.rv').waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});
