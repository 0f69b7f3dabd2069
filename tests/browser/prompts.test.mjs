// Every turn prompt says what the rules allow: whole deals of each game are played by
// accessible names, and at each of the person's turns what the prompt claims is checked
// against what the hand and the buttons offer — which is the engine's legal actions. A
// prompt that names a duty the hand does not have (Konter a Matt's "follow Clubs or play a
// trump" with no club in the hand) fails here, in whatever turn it appears.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chooser, openApp, servedSite } from './helpers.mjs';

const SETTINGS_KEY = 'konter-a-matt:settings';
const GAME_KEY = 'konter-a-matt:game';
const KONTRA_SETTINGS_KEY = 'konter-a-matt:kontraspiel-settings';
const MATZ_SETTINGS_KEY = 'konter-a-matt:mueller-matz-settings';

const SUITS = ['Spades', 'Hearts', 'Diamonds', 'Clubs'];
const RANKS = ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];

/** A card's accessible name ("Queen of Spades", with anything after it) as rank and suit. */
function card(name) {
  const m = /^(\w+) of (Spades|Hearts|Diamonds|Clubs)/.exec(name);
  assert.ok(m && RANKS.includes(m[1]), `a card's name: ${name}`);
  return { rank: RANKS.indexOf(m[1]), suit: m[2], name };
}

const same = (a, b) => [...a].sort().join('|') === [...b].sort().join('|');

let browser;
let server;
servedSite((b, s) => ([browser, server] = [b, s]));

/** The hand and the buttons on screen, by accessible names. */
function readTable(page, extra) {
  return page.evaluate((extra) => {
    const visible = (el) => el && el.offsetParent !== null && !el.closest('[inert]');
    const named = (b) => (b.getAttribute('aria-label') || b.textContent).trim();
    const hand = document.querySelector('[role="group"][aria-label="Your hand"]');
    const cards = hand ? [...hand.querySelectorAll('button')].filter(visible) : [];
    const text = (sel) => document.querySelector(sel)?.textContent.trim() ?? '';
    return {
      buttons: [...document.querySelectorAll('button')].filter(visible).map(named),
      hand: cards.map(named),
      playable: cards.filter((c) => c.getAttribute('aria-disabled') !== 'true' && !c.disabled).map(named),
      ...Object.fromEntries(Object.entries(extra).map(([k, sel]) => [k, text(sel)])),
      trick: [...document.querySelectorAll('.trick .played .card')].map((c) => c.getAttribute('aria-label')),
    };
  }, extra);
}

describe('every turn prompt says what the rules allow', () => {
  test('Konter a Matt: the follow prompt matches the playable cards, also with no card of the led suit', async () => {
    const { context, page, problems } = await openApp(browser, server.url, {
      [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', levels: ['Easy', 'Easy', 'Easy'], lang: 'en', start_dashes: 99 }),
    });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      const pick = chooser(11);
      const seen = { lead: 0, follow: 0, void: 0, trumpLed: 0, noTrump: 0 };
      let deals = 0;
      for (let step = 0; step < 6000 && deals < 6; step++) {
        const s = await readTable(page, { status: '.status-line', trump: '.trump-chip .chip-name' });
        if (s.buttons.includes('Next deal')) {
          deals += 1;
          await page.getByRole('button', { name: 'Next deal', exact: true }).click();
          continue;
        }
        const suitButtons = await page.locator('.suit-btn').count();
        if (suitButtons) {
          await page.locator('.suit-btn').nth(pick(suitButtons)).click();
          continue;
        }
        if (!s.playable.length || !SUITS.includes(s.trump)) {
          await page.waitForTimeout(10);
          continue;
        }
        // The matadors Q♠ Q♥ Q♦ and the named suit are trumps (rule book §2).
        const isTrump = (c) => c.suit === s.trump || (c.rank === RANKS.indexOf('Queen') && c.suit !== 'Clubs');
        const hand = s.hand.map(card);
        const playable = s.playable.map(card);
        const names = (cs) => cs.map((c) => c.name);
        const where = `${s.status} | hand ${s.hand.join(', ')} | playable ${s.playable.join(', ')} | trick ${s.trick.join(', ')}`;
        let m;
        if (s.status === 'Your lead: play any card') {
          assert.equal(s.trick.length, 0, where);
          assert.ok(same(s.playable, s.hand), where);
          seen.lead += 1;
        } else if ((m = /^Your turn: follow (\w+) or play a trump$/.exec(s.status))) {
          const plain = (c) => c.suit === m[1] && !isTrump(c);
          assert.ok(playable.some(plain), `the hand can follow: ${where}`);
          assert.ok(same(s.playable, names(hand.filter((c) => plain(c) || isTrump(c)))), where);
          assert.ok(s.trick.length && plain(card(s.trick[0])), `the led card is a plain ${m[1]}: ${where}`);
          seen.follow += 1;
        } else if ((m = /^Your turn: you cannot follow (\w+) — play any card$/.exec(s.status))) {
          assert.ok(!hand.some((c) => c.suit === m[1] && !isTrump(c)), `no card of the led suit: ${where}`);
          assert.ok(same(s.playable, s.hand), `every card may be played: ${where}`);
          assert.ok(s.trick.length && card(s.trick[0]).suit === m[1] && !isTrump(card(s.trick[0])), where);
          seen.void += 1;
        } else if (s.status === 'Your turn: trump was led — play a trump') {
          assert.ok(same(s.playable, names(hand.filter(isTrump))) && s.playable.length, where);
          assert.ok(s.trick.length && isTrump(card(s.trick[0])), where);
          seen.trumpLed += 1;
        } else if (s.status === 'Your turn: trump was led and you have none — play any card') {
          assert.ok(!hand.some(isTrump) && same(s.playable, s.hand), where);
          seen.noTrump += 1;
        } else {
          assert.fail(`a prompt this test does not know: ${where}`);
        }
        const choice = s.playable[pick(s.playable.length)];
        await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: choice, exact: true }).click().catch(() => {});
      }
      assert.ok(deals >= 6, `six deals played (${deals})`);
      assert.ok(seen.lead && seen.follow && seen.void && seen.trumpLed, `every kind of prompt was met: ${JSON.stringify(seen)}`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('Kontraspiel: each question offers exactly the answers it names; a lead may be any card', async () => {
    const { context, page, problems } = await openApp(browser, server.url, {
      [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en' }),
      [GAME_KEY]: JSON.stringify({ v: 1, game: 'kontraspiel' }),
      [KONTRA_SETTINGS_KEY]: JSON.stringify({ v: 1, rules: { start_chips: 12, max_deals: 6 }, level: 'easy' }),
    });
    const DECISION = /^(Accept (Spades|Hearts|Diamonds|Clubs)|Pass|Name (Spades|Hearts|Diamonds|Clubs) as trump|Take it up|Decline|Announce match in (Spades|Hearts|Diamonds|Clubs)|Contra|Recontra|Take the turn-up|No)$/;
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      await page.getByRole('region', { name: 'The table' }).waitFor();
      const pick = chooser(5);
      const seen = new Set();
      // Whether the person is asked in round 1 depends on the deals (a player before them may
      // accept first): another match is played until every prompt checked below was met.
      let matches = 1;
      for (let step = 0; step < 24000; step++) {
        const s = await readTable(page, { question: '.kx-question' });
        if (s.buttons.includes('Revenge')) {
          if (['round 1', 'lead', 'play'].every((k) => seen.has(k)) || matches === 4) break;
          await page.getByRole('button', { name: 'Revenge', exact: true }).click();
          matches += 1;
          continue;
        }
        if (s.buttons.includes('Next deal')) {
          await page.getByRole('button', { name: 'Next deal', exact: true }).click();
          continue;
        }
        const decisions = s.buttons.filter((b) => DECISION.test(b));
        const where = `${s.question} | ${decisions.join(', ')} | hand ${s.hand.join(', ')} | playable ${s.playable.join(', ')}`;
        let m;
        if ((m = /^Round 1: play alone with (\w+) as trump\?$/.exec(s.question))) {
          assert.ok(same(decisions, [`Accept ${m[1]}`, 'Pass']), where);
          seen.add('round 1');
        } else if (/^Round 2: name any suit as trump and play alone, or pass\.$/.test(s.question)) {
          assert.ok(same(decisions, [...SUITS.map((x) => `Name ${x} as trump`), 'Pass']), where);
          seen.add('round 2, eldest');
        } else if ((m = /^Round 2: name a suit other than (\w+) as trump and play alone, or pass\.$/.exec(s.question))) {
          assert.ok(same(decisions, [...SUITS.filter((x) => x !== m[1]).map((x) => `Name ${x} as trump`), 'Pass']), where);
          seen.add('round 2');
        } else if ((m = /alone in (\w+)\. Announce a match — all five tricks — in any suit but the turn-up's (\w+)\?$/.exec(s.question))) {
          // Rule book §4.4: a match in any suit but the turn-up's (P).
          const offered = decisions.filter((d) => d.startsWith('Announce match in '));
          assert.ok(same(offered, SUITS.filter((x) => x !== m[2]).map((x) => `Announce match in ${x}`)), where);
          seen.add('match');
        } else if (/^Say Contra/.test(s.question)) {
          assert.ok(decisions.includes('Contra') && !decisions.includes('Recontra'), where);
          seen.add('contra');
        } else if (/Say Recontra/.test(s.question)) {
          assert.ok(decisions.includes('Recontra') && !decisions.includes('Contra'), where);
          seen.add('recontra');
        } else if (s.question === 'You cannot say Contra or Recontra now: answer No.') {
          assert.ok(same(decisions, ['No']), where);
          seen.add('nothing to say');
        } else if (s.question === 'Your lead') {
          assert.ok(s.playable.length && same(s.playable, s.hand) && !decisions.length, `a lead may be any card: ${where}`);
          seen.add('lead');
        } else if (s.question === 'Your turn: play a card') {
          assert.ok(s.playable.length && !decisions.length, where);
          seen.add('play');
        }
        if (decisions.length) {
          const quiet = decisions.find((d) => /^(Pass|No|Decline)$/.test(d));
          const bold = decisions.filter((d) => d !== quiet);
          const name = bold.length && (!quiet || pick(3) === 0) ? bold[pick(bold.length)] : quiet;
          await page.getByRole('button', { name, exact: true }).click();
        } else if (s.playable.length) {
          const choice = s.playable[pick(s.playable.length)];
          await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name: choice, exact: true }).click().catch(() => {});
        } else {
          await page.waitForTimeout(15);
        }
      }
      for (const k of ['round 1', 'lead', 'play']) assert.ok(seen.has(k), `the prompt "${k}" was met in ${matches} matches: ${[...seen]}`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });

  test('Müller Matz: answering, beating and leading prompts match the playable cards and actions', async () => {
    const { context, page, problems } = await openApp(browser, server.url, {
      [SETTINGS_KEY]: JSON.stringify({ v: 1, speed: 'instant', lang: 'en' }),
      [GAME_KEY]: JSON.stringify({ v: 1, game: 'mueller-matz' }),
      [MATZ_SETTINGS_KEY]: JSON.stringify({ v: 1, rules: { players: 3, target: 2 }, level: 'easy' }),
    });
    try {
      await page.getByRole('button', { name: 'New match', exact: true }).click();
      const pick = chooser(3);
      const seen = new Set();
      for (let step = 0; step < 20000; step++) {
        const s = await readTable(page, { guide: '.mx-question', trump: '.mx-trump' });
        if (s.buttons.includes('Play again')) break;
        if (s.buttons.includes('Next game')) {
          await page.getByRole('button', { name: 'Next game', exact: true }).click();
          continue;
        }
        const actions = s.buttons.filter((b) => /^(Pick up|Go to sleep|Exchange for the turned card|Give both up)( \(.*\))?$/.test(b)).map((b) => b.replace(/ \(.*/, ''));
        if (!s.playable.length && !actions.length) {
          await page.waitForTimeout(10);
          continue;
        }
        const trump = /(Spades|Hearts|Diamonds|Clubs)/.exec(s.trump)?.[1];
        assert.ok(trump, `the trump is shown: ${s.trump}`);
        // Rule book §2: y beats x if of x's suit and higher, or a trump against a plain card.
        const beats = (y, x) => (y.suit === x.suit && y.rank > x.rank) || (y.suit === trump && x.suit !== trump);
        const hand = s.hand.map(card);
        const where = `${s.guide} | ${actions.join(', ')} | hand ${s.hand.join(', ')} | playable ${s.playable.join(', ')}`;
        let m;
        if (/^Your lead: play any card/.test(s.guide) || /^Second life: lead any card\./.test(s.guide)) {
          assert.ok(same(s.playable, s.hand) && !actions.includes('Pick up'), where);
          seen.add(/^Second/.test(s.guide) ? 'second lead' : 'lead');
        } else if ((m = /^The (.+?) was led to you: answer with any card(, give it up with its twin)? or pick it up\. /.exec(s.guide))) {
          assert.ok(same(s.playable, s.hand), `any card may answer: ${where}`);
          assert.ok(actions.includes('Pick up'), where);
          assert.equal(actions.includes('Give both up'), !!m[2], where);
          assert.match(s.guide, /reserve, your hand in the second life/, 'says what the reserve is for');
          seen.add('answer');
        } else if ((m = /^Beat the (.+?) (with a higher trump|\(a higher card of its suit, or a trump\)) or pick it up\./.exec(s.guide))) {
          const top = card(m[1]);
          assert.equal(m[2] === 'with a higher trump', top.suit === trump, where);
          assert.ok(same(s.playable, hand.filter((c) => beats(c, top)).map((c) => c.name)), `exactly the cards that beat it: ${where}`);
          assert.ok(actions.includes('Pick up'), where);
          seen.add('beat');
        } else if (s.playable.length) {
          assert.fail(`a prompt this test does not know: ${where}`);
        }
        const choices = [...s.playable.map((c) => ['card', c]), ...actions.filter((a) => a !== 'Give both up').map((a) => ['action', a])];
        const [kind, name] = choices[pick(choices.length)];
        if (kind === 'card') {
          await page.getByRole('group', { name: 'Your hand' }).getByRole('button', { name, exact: true }).first().click().catch(() => {});
        } else {
          await page.getByRole('button', { name: new RegExp(`^${name}`) }).first().click().catch(() => {});
        }
      }
      for (const k of ['lead', 'answer', 'beat']) assert.ok(seen.has(k), `the prompt "${k}" was met: ${[...seen]}`);
      assert.deepEqual(problems, [], problems.join('\n'));
    } finally {
      await context.close();
    }
  });
});
