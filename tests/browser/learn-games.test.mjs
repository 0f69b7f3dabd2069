// "Learn to play" for Kontraspiel and Müller Matz, as a person uses it, in English and
// German: the start screen's button opens the course of the game chosen (the others one
// button away); a lesson of each game completed by accessible names, with a wrong answer
// refused with the engine's reason and what the lesson expects; the progress kept under
// its own key and shown again after a reload, a lesson left resumed where it was; Konter a
// Matt's lessons untouched. No console errors anywhere.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { focusArrives, openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const KONTRA_LESSONS = 'konter-a-matt:lessons-kontra';
const MATZ_LESSONS = 'konter-a-matt:lessons-matz';
const KONTER_LESSONS = 'konter-a-matt:lessons';

const settings = (lang) => JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang, start_dashes: 3 });
const game = (name) => JSON.stringify({ v: 1, game: name });

const WORDS = {
  en: {
    learn: 'Learn to play',
    course: 'Course',
    back: 'Back',
    allLessons: 'All lessons',
    next: 'Next',
    finish: 'Finish the lesson',
    right: 'Right!',
    wrong: 'Not quite',
    refused: 'The rules refuse it:',
    allowed: 'The rules allow it, but',
    expects: 'The lesson expects:',
    done: 'Done',
    leftAt: (k, n) => `Left at step ${k} of ${n}`,
    lessonDone: (n) => `Lesson ${n} done.`,
    kontra: {
      lesson: 'Lesson 1: The cards and the Wenzels',
      // Each position: [a wrong answer or null, the right answer].
      steps: [['7', '8'], [null, '7'], ['Ace of Hearts', 'Jack of Spades'], [null, 'Jack of Clubs'], ['Ace of Hearts', 'Jack of Clubs'], ['Jack of Spades', 'King of Spades']],
      reasonOf: { 4: /A♥ is not allowed: trump was led/, 5: /J♠ is not allowed: Spades were led/ },
    },
    matz: {
      lesson: 'Lesson 3: The second life',
      steps: [['Four of Spades', 'Ten of Spades'], ['Three of Hearts', 'Seven of Hearts'], ['Two of Hearts', 'Pick up'], [null, 'You']],
      first: 'Lesson 1: The first life',
      firstStep: 'King of Diamonds',
      firstWrong: 'Five of Diamonds',
    },
    konterLesson1: 'Lesson 1: The cards and their points',
  },
  de: {
    learn: 'Spielen lernen',
    course: 'Kurs',
    back: 'Zurück',
    allLessons: 'Alle Lektionen',
    next: 'Weiter',
    finish: 'Lektion abschließen',
    right: 'Richtig!',
    wrong: 'Nicht ganz',
    refused: 'Die Regeln verweigern das:',
    allowed: 'Die Regeln erlauben das, aber',
    expects: 'Die Lektion erwartet:',
    done: 'Erledigt',
    leftAt: (k, n) => `Unterbrochen bei Schritt ${k} von ${n}`,
    lessonDone: (n) => `Lektion ${n} erledigt.`,
    kontra: {
      lesson: 'Lektion 1: Die Karten und die Wenzel',
      steps: [['7', '8'], [null, '7'], ['Herz-Ass', 'Pik-Bube'], [null, 'Kreuz-Bube'], ['Herz-Ass', 'Kreuz-Bube'], ['Pik-Bube', 'Pik-König']],
      reasonOf: { 4: /A♥ ist nicht erlaubt/, 5: /B♠ ist nicht erlaubt|J♠ ist nicht erlaubt/ },
    },
    matz: {
      lesson: 'Lektion 3: Das zweite Leben',
      steps: [['Pik-Vier', 'Pik-Zehn'], ['Herz-Drei', 'Herz-Sieben'], ['Herz-Zwei', 'Aufnehmen'], [null, 'Du']],
      first: 'Lektion 1: Das erste Leben',
      firstStep: 'Karo-König',
      firstWrong: 'Karo-Fünf',
    },
    konterLesson1: 'Lektion 1: Die Karten und ihre Punkte',
  },
};

let browser;
let server;
servedSite((b, s) => {
  browser = b;
  server = s;
});

const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);
const feedback = (page) => page.locator('.ls-feedback').textContent();
const answers = (page) => page.locator('.lc-options');
/** A course's button, in the group of courses. */
const courseButton = (page, w, name) => page.getByRole('group', { name: w.course }).getByRole('button', { name, exact: true });

/** Works through the positions of the lesson open: a wrong answer first where given
 *  (refused with a reason, or a wrong choice with what the lesson expects), then the right one. */
async function workThrough(page, w, steps, reasonOf = {}, { from = 0, ends = true } = {}) {
  for (const [i, [wrong, right]] of steps.entries()) {
    await page.locator('.ls-pos', { hasText: `${from + i + 1} ` }).waitFor();
    if (wrong) {
      await answers(page).getByRole('button', { name: wrong, exact: true }).click();
      await page.locator('.ls-wrong').waitFor();
      const said = await feedback(page);
      assert.match(said, new RegExp(w.wrong));
      assert.match(said, new RegExp(w.expects));
      if (reasonOf[i]) {
        assert.match(said, new RegExp(w.refused.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        assert.match(said, reasonOf[i]);
      }
    }
    await answers(page).getByRole('button', { name: right, exact: true }).click();
    await page.locator('.ls-right').waitFor();
    assert.match(await feedback(page), new RegExp(w.right.replace('!', '')));
    const last = ends && i === steps.length - 1;
    const next = page.getByRole('button', { name: last ? w.finish : w.next, exact: true });
    // The focus moves once the verdict is drawn (a frame later on a busy machine).
    assert.ok(await focusArrives(next), 'the answer moves focus to Next');
    await page.keyboard.press('Enter');
  }
}

for (const lang of ['en', 'de']) {
  const w = WORDS[lang];
  describe(`learn to play the module games (${lang})`, () => {
    test('Kontraspiel: lesson 1 with refused cards and their reasons; the progress survives a reload', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang), [GAME_KEY]: game('kontraspiel') }, { width: 360, height: 740 });
      try {
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.getByRole('heading', { name: w.learn }).waitFor({ timeout: 30_000 });
        const course = courseButton(page, w, 'Kontraspiel');
        assert.equal(await course.getAttribute('aria-pressed'), 'true', "the game chosen's course is shown");
        await screenshot(page, `learn-kontra-list-${lang}-360`);
        await page.getByRole('button', { name: w.kontra.lesson }).click();
        await page.getByRole('heading', { name: w.kontra.lesson }).waitFor();
        // Position 5 shown with its trick: the answer refused names the engine's reason.
        await workThrough(page, w, w.kontra.steps.slice(0, 4), {}, { ends: false });
        await page.locator('.lc-row').first().waitFor();
        await screenshot(page, `learn-kontra-position-${lang}-360`);
        await page.setViewportSize({ width: 844, height: 390 });
        await screenshot(page, `learn-kontra-position-${lang}-844`);
        await page.setViewportSize({ width: 360, height: 740 });
        await workThrough(page, w, w.kontra.steps.slice(4), { 0: w.kontra.reasonOf[4], 1: w.kontra.reasonOf[5] }, { from: 4 }).catch(async (e) => {
          await screenshot(page, `learn-kontra-failed-${lang}`);
          throw e;
        });
        await page.getByText(w.lessonDone(1)).waitFor();
        assert.equal(await page.locator('#ls-state-1').textContent(), w.done);
        const kept = JSON.parse(await stored(page, KONTRA_LESSONS));
        assert.deepEqual(kept.done, [1]);
        assert.equal(await stored(page, KONTER_LESSONS), null, "Konter a Matt's lessons are not touched");
        // After a reload the lesson is still done.
        await page.reload({ waitUntil: 'load' });
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.locator('#ls-state-1', { hasText: w.done }).waitFor({ timeout: 30_000 });
        // The other courses are one button away, and back again.
        await courseButton(page, w, 'Konter a Matt').click();
        await page.getByRole('button', { name: w.konterLesson1 }).waitFor({ timeout: 30_000 });
        assert.equal(await courseButton(page, w, 'Konter a Matt').getAttribute('aria-pressed'), 'true');
        await courseButton(page, w, 'Müller Matz').click();
        await page.getByRole('button', { name: w.matz.lesson }).waitFor({ timeout: 30_000 });
        await courseButton(page, w, 'Kontraspiel').click();
        await page.locator('#ls-state-1', { hasText: w.done }).waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: w.back, exact: true }).click();
        await page.getByRole('button', { name: w.learn, exact: true }).waitFor();
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test("a course names its game in the top bar; a verdict below the fold comes into view; the introduction opens again", async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang) }, { width: 360, height: 740 });
      try {
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await courseButton(page, w, 'Müller Matz').click();
        await page.getByRole('button', { name: w.matz.first }).click();
        await page.locator('.ls-ask').waitFor({ timeout: 30_000 });
        const brand = (await page.locator('h1 .brand-btn').textContent()).trim();
        assert.match(brand, /Müller Matz/, 'the top bar names the course shown, not the game chosen');
        // A wrong answer: the verdict is brought into view.
        await answers(page).getByRole('button', { name: w.matz.firstWrong, exact: true }).click();
        await page.locator('.ls-wrong').waitFor();
        await page.waitForFunction(() => {
          const r = document.querySelector('.ls-verdict').getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight + 1;
        }, null, { timeout: 5_000 });
        await answers(page).getByRole('button', { name: w.matz.firstStep, exact: true }).click();
        await page.locator('.ls-right').waitFor();
        // The focus moves to Next once the verdict is drawn (a frame later on a busy machine).
        await page.waitForFunction(() => document.activeElement?.classList.contains('ls-next'));
        await page.keyboard.press('Enter');
        await page.locator('.ls-pos', { hasText: /\b2\b/ }).waitFor();
        // The introduction, closed from the second step on, opens again by keyboard.
        const intro = page.locator('details.ls-intro');
        assert.equal(await intro.evaluate((d) => d.open), false);
        const marker = await intro.locator('summary').evaluate((s) => getComputedStyle(s, '::before').content);
        assert.notEqual(marker, 'none', 'the closed introduction shows a marker');
        await intro.locator('summary').focus();
        await page.keyboard.press('Enter');
        assert.equal(await intro.evaluate((d) => d.open), true);
        assert.ok(await intro.locator('p').isVisible());
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });

    test('Müller Matz: lesson 3 with refused cards; a lesson left is resumed after a reload', async () => {
      const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings(lang), [GAME_KEY]: game('mueller-matz') }, { width: 844, height: 390 });
      try {
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.getByRole('heading', { name: w.learn }).waitFor({ timeout: 30_000 });
        assert.equal(await courseButton(page, w, 'Müller Matz').getAttribute('aria-pressed'), 'true');
        await page.getByRole('button', { name: w.matz.lesson }).click();
        await page.locator('.lc-row').first().waitFor();
        await screenshot(page, `learn-matz-position-${lang}-844`);
        await page.setViewportSize({ width: 360, height: 740 });
        await screenshot(page, `learn-matz-position-${lang}-360`);
        await workThrough(page, w, w.matz.steps, { 0: /\S/, 1: /\S/, 2: /\S/ });
        await page.getByText(w.lessonDone(3)).waitFor();
        assert.deepEqual(JSON.parse(await stored(page, MATZ_LESSONS)).done, [3]);
        // Lesson 1 left after its first position.
        await page.getByRole('button', { name: w.matz.first }).click();
        await answers(page).getByRole('button', { name: w.matz.firstStep, exact: true }).click();
        await page.getByRole('button', { name: w.next, exact: true }).click();
        await page.reload({ waitUntil: 'load' });
        await page.getByRole('button', { name: w.learn, exact: true }).click();
        await page.locator('#ls-state-1', { hasText: w.leftAt(2, 8) }).waitFor({ timeout: 30_000 });
        assert.equal(await page.locator('#ls-state-3').textContent(), w.done);
        await page.getByRole('button', { name: w.matz.first }).click();
        await page.locator('.ls-pos', { hasText: /\b2\b/ }).waitFor();
        await page.getByRole('button', { name: w.allLessons, exact: true }).click();
        await screenshot(page, `learn-matz-list-${lang}-360`);
      } finally {
        await context.close();
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  });
}

/** Plays the guided deal or game open by following each hint (its action's name is what
 *  the hint says before " — "); returns the hints seen. */
async function followHints(page, prefix, limit) {
  const seen = [];
  const next = page.locator('.ls-next');
  for (let turn = 0; turn < limit; turn++) {
    const status = page.locator('.lc-status');
    await Promise.race([next.waitFor({ timeout: 60_000 }), status.filter({ hasText: prefix }).waitFor({ timeout: 60_000 })]);
    if (await next.isVisible()) return seen;
    const said = (await status.textContent()).trim();
    seen.push(said);
    const name = said.slice(prefix.length).split(' — ')[0];
    const buttons = page.locator('.lc-guided .lc-options button');
    const named = page.locator('.lc-guided .lc-options').getByRole('button', { name, exact: true });
    if (await named.count()) await named.first().click();
    else await buttons.first().click();
    // The next turn's hint replaces this one (or the end comes).
    await page.waitForFunction((old) => {
      const s = document.querySelector('.lc-status');
      return document.querySelector('.ls-next') || (s && s.textContent.trim() !== old);
    }, said, { timeout: 60_000 });
  }
  throw new Error('the guided game did not end');
}

describe('guided games with hints that explain themselves', () => {
  test('Kontraspiel (English): a whole guided deal, each hint naming its reason', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('en'), [GAME_KEY]: game('kontraspiel') }, { width: 844, height: 390 });
    try {
      await page.getByRole('button', { name: 'Learn to play', exact: true }).click();
      await page.getByRole('button', { name: 'Lesson 6: A guided first deal' }).click();
      const first = page.locator('.lc-status').filter({ hasText: /^Hint: .+ — with (Spades|Hearts|Diamonds|Clubs) as trump you hold \d+ trumps?$/ });
      await first.waitFor({ timeout: 60_000 });
      await screenshot(page, 'learn-kontra-guided-en-844');
      const hints = await followHints(page, 'Hint: ', 40);
      assert.ok(hints.length >= 5, `the learner was asked at every turn (${hints.length})`);
      assert.ok(hints.some((h) => / — (it beats|no card you may play beats|it does not take the trick|you lead|it is the only card)/.test(h)), hints.join('\n'));
      await page.locator('.ls-right').waitFor();
      await page.getByRole('button', { name: 'Finish the lesson', exact: true }).click();
      await page.locator('#ls-state-6', { hasText: 'Done' }).waitFor();
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  test('Müller Matz (German): a whole guided game at three players, each hint naming its reason', async () => {
    const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings('de'), [GAME_KEY]: game('mueller-matz') }, { width: 360, height: 740 });
    try {
      await page.getByRole('button', { name: 'Spielen lernen', exact: true }).click();
      await page.getByRole('button', { name: 'Lektion 5: Ein geführtes erstes Spiel' }).click();
      await page.locator('.lc-status').filter({ hasText: /^Tipp: .+ — / }).waitFor({ timeout: 60_000 });
      await screenshot(page, 'learn-matz-guided-de-360');
      const hints = await followHints(page, 'Tipp: ', 300);
      assert.ok(hints.length >= 5, hints.join('\n'));
      await page.locator('.ls-right').waitFor();
    } finally {
      await context.close();
    }
    assert.deepEqual(problems, [], problems.join('\n'));
  });
});
