// Errors in the player's language: with French chosen, importing a record that breaks the
// rules, one with an event that is no card, and a text that is not JSON are refused in
// French — where (donne, coup, place) and why — with no English word in the message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openApp, screenshot, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';

/** English words that are no French word (a message may still say "JSON"). */
const ENGLISH = [
  'not', 'allowed', 'deal', 'event', 'seat', 'the', 'is', 'must', 'valid', 'line', 'column', 'neither',
  'nor', 'record', 'cannot', 'imported', 'card', 'follows', 'led', 'play', 'trump', 'expected', 'value', 'at',
];

/** A one-deal record: dealer 3, so seat 0 leads; spades are trump. */
function record(events) {
  return JSON.stringify({
    format: 'konter-a-matt',
    version: 1,
    deals: [{
      dealer: 3,
      hands: ['AH KS QD JC TD 9S', 'KH AS JS AD 9C KD', 'TH JH QH TS 9D QS', '9H AC KC QC TC JD'],
      trump: 'S',
      events,
    }],
  });
}

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

test('a broken record is refused in French, saying where and why', async () => {
  const settings = JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'fr' });
  const { context, page, problems } = await openApp(browser, server.url, { [SETTINGS_KEY]: settings });
  try {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Importer une partie' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByLabel('Enregistrement de la partie');
    const cases = [
      // Each case is told apart by its first word to look for. Seat 1 holds K♥ (R♥ in French) and plays A♦ on the led A♥.
      { name: 'a card not allowed', text: record(['AH', 'AD']), says: ['A♦', 'R♥', 'donne 1', 'coup 2', 'place 1'] },
      { name: 'an event that is no card', text: record(['kontra']), says: ['kontra', 'donne 1', 'coup 1', 'place 0'] },
      { name: 'not JSON', text: '{ "format": konter-a-matt }', says: ['JSON', 'ligne 1'] },
    ];
    for (const { name, text, says } of cases) {
      await box.fill(text);
      await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
      const alert = dialog.getByRole('alert');
      await assert.doesNotReject(alert.filter({ hasText: says[0] }).waitFor({ timeout: 10_000 }), name);
      const shown = (await alert.textContent()).trim();
      assert.ok(shown.startsWith('Cet enregistrement ne peut pas être importé'), `${name}: ${shown}`);
      for (const part of says) assert.ok(shown.includes(part), `${name}: ${shown} lacks ${part}`);
      const english = shown.split(/[^\p{L}\p{N}]+/u).filter((w) => ENGLISH.includes(w));
      assert.deepEqual(english, [], `${name}: English words in ${shown}`);
      await screenshot(page, `i18n-errors-${name.replaceAll(' ', '-')}`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
