// Text fits on a phone in every language: the real-card score sheet with team names of
// the full 40 characters (wrapped, never cut) and the result buttons ("Gewonnen") at
// 360 px, and the statistics table, whose four columns stay on screen in German and
// Luxembourgish too. Portrait 360 × 740 and landscape 844 × 390.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const SHEETS_KEY = 'konter-a-matt:sheets';
const STATS_KEY = 'konter-a-matt:stats';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 844, height: 390 },
];
const LANGS = {
  en: { sheets: 'Score sheet for real cards', stats: 'Statistics' },
  fr: { sheets: 'Feuille de marque pour vraies cartes', stats: 'Statistiques' },
  de: { sheets: 'Schreibblock für echte Karten', stats: 'Statistik' },
  lb: { sheets: 'Lee fir richteg Kaarten', stats: 'Statistik' },
};
// Two names of the full 40 characters, one with a word too long for a narrow column.
const TEAMS = ['Les Rois du Café de la Gare Centrale 123', 'Kaartespiller-Bande-vun-der-Stad-Lëtzebu'];

const sheets = JSON.stringify({
  v: 1,
  next_id: 2,
  sheets: [
    {
      id: 1,
      created: 1715500000000,
      updated: 1715503600000,
      revision: 3,
      sheet: {
        setup: { team_names: TEAMS, players: null, first_dealer: null, rules: { direction: 'clockwise', start_dashes: 11, stanner: 'carry' } },
        entries: [
          { trump_team: 'A', end: { TrumpPoints: 18 }, losers_no_trick: false, matt: true, konter: false },
          { trump_team: 'B', end: 'TrumpTeamLost', losers_no_trick: false, matt: false, konter: false },
        ],
      },
    },
  ],
});
const stats = JSON.stringify({
  v: 1, matches_played: 12, matches_won: 7, deals_played: 143, deals_won: 80,
  trump_played: 70, trump_won: 45, defence_played: 73, defence_won: 35, stanners: 4,
});

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

describe('text fits at 360 px', () => {
  for (const [lang, words] of Object.entries(LANGS)) {
    for (const viewport of VIEWPORTS) {
      const where = `${lang} ${viewport.width}×${viewport.height}`;

      test(`score sheet with 40-character team names, ${where}`, async () => {
        const { context, page, problems } = await openApp(
          browser,
          server.url,
          { [SETTINGS_KEY]: JSON.stringify({ v: 1, lang }), [SHEETS_KEY]: sheets },
          viewport,
        );
        try {
          await page.getByRole('button', { name: words.sheets, exact: true }).click();
          await page.locator('.ks-open').first().click();
          await page.locator('.ks-board').waitFor();
          const found = await page.evaluate((teams) => {
            const out = [];
            const names = [...document.querySelectorAll('.ks-team-name')];
            names.forEach((el, i) => {
              if (el.textContent !== teams[i]) out.push(`team ${i + 1} reads ${JSON.stringify(el.textContent)}`);
              if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) out.push(`team ${i + 1} is cut`);
              if (getComputedStyle(el).textOverflow === 'ellipsis') out.push(`team ${i + 1} ends in an ellipsis`);
            });
            // Every control's words inside the control, every control inside the page.
            for (const el of document.querySelectorAll('.ks button')) {
              const r = el.getBoundingClientRect();
              if (r.width === 0) continue;
              if (el.scrollWidth > el.clientWidth + 1) out.push(`"${el.textContent.trim()}" spills out of its button`);
              if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(`"${el.textContent.trim()}" lies off screen`);
            }
            const scroll = document.documentElement.scrollWidth - innerWidth;
            if (scroll > 0) out.push(`the page scrolls sideways by ${scroll}px`);
            return out;
          }, TEAMS);
          assert.deepEqual(found, [], where);
          await screenshot(page, `text-fits-sheet-${lang}-${viewport.width}`);
          assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
        } finally {
          await context.close();
        }
      });

      test(`statistics table, ${where}`, async () => {
        const { context, page, problems } = await openApp(
          browser,
          server.url,
          { [SETTINGS_KEY]: JSON.stringify({ v: 1, lang }), [STATS_KEY]: stats },
          viewport,
        );
        try {
          await page.getByRole('button', { name: words.stats, exact: true }).first().click();
          await page.locator('.stats-table').waitFor();
          const found = await page.evaluate(() => {
            const out = [];
            const body = document.querySelector('.stats-table').closest('.dialog-body');
            if (body.scrollWidth > body.clientWidth) out.push(`the dialog scrolls sideways by ${body.scrollWidth - body.clientWidth}px`);
            const pad = parseFloat(getComputedStyle(body).paddingLeft) + parseFloat(getComputedStyle(body).paddingRight);
            const table = document.querySelector('.stats-table');
            if (table.offsetWidth > body.clientWidth - pad + 0.5) out.push(`the table is ${table.offsetWidth}px wide in ${body.clientWidth - pad}px`);
            for (const cell of table.querySelectorAll('th, td')) {
              if (cell.scrollWidth > cell.clientWidth + 1) out.push(`"${cell.textContent}" spills out of its cell`);
            }
            return out;
          });
          assert.deepEqual(found, [], where);
          // The picture once the dialog has finished moving in.
          await page.locator('.dialog').evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)));
          await screenshot(page, `text-fits-stats-${lang}-${viewport.width}`);
          assert.deepEqual(problems, [], `the page reported problems:\n${problems.join('\n')}`);
        } finally {
          await context.close();
        }
      });
    }
  }
});
