/**
 * Honest grades and notes (docs/decisions/021-honest-grades.md): what the results screens say of a word's memory agrees with
 * how the word went, and a round left from the pause card is recorded. Signed out, so the learning
 * engine runs in the browser on the cards kept in IndexedDB.
 */
import type { Frame, Page } from '@playwright/test';
import type { BaseSnapshot } from '../../src/games/common/test-state.ts';
import type { RoundResults } from '../../src/shared/game-protocol.ts';
import type { SpaceReviewInput } from '../../src/shared/learning/grades.ts';
import {
  applyRound,
  cardIdString,
  cardStatus,
  learnerDay,
  type ReviewedCard,
} from '../../src/shared/learning/review.ts';
import { wordKey } from '../../src/shared/learning/word-key.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../../src/web/features/learning/round-history.ts';
import { appState } from './app-state.ts';
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { writeDeviceList } from './device-lists.ts';
import { expect, href, test } from './fixtures.ts';
import { spaceTyped } from './learning-api.ts';
import {
  enemiesInFlight,
  pressButton as pressSpaceButton,
  type SpaceSnapshot,
  spaceFrame,
  spaceState,
  storeList,
  typeKeys,
  waitForScene as waitForSpaceScene,
} from './space-helpers.ts';

const SPACE_WORDS = {
  name: 'Four words',
  VOC: [
    { front: 'harbour', back: 'port', hint: 'ships rest there' },
    { front: 'meadow', back: 'prairie', hint: 'a field of grass' },
    { front: 'lantern', back: 'lanterne', hint: 'a lamp you carry' },
    { front: 'pebble', back: 'caillou', hint: 'a small stone' },
  ],
};

/** Stores a list where Word Candy Match looks for its words (its slot, or slot 0 for every game). */
async function storeCandyList(page: Page, list: object): Promise<void> {
  const ownSlot = (await appState(page)).vocabularies?.isCommonVocabulary === false;
  await writeDeviceList(page, ownSlot ? [1] : [0, 1], list);
}

/** Puts cards into this browser's learning store (the engine's own IndexedDB database). */
async function putCards(page: Page, cards: Map<string, ReviewedCard>): Promise<void> {
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('vocab-arcade-learning', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('cards');
          open.result.createObjectStore('rounds');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('cards', 'readwrite');
          for (const [id, card] of entries) tx.objectStore('cards').put(card, id);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [...cards],
  );
}

/** The ids of the cards in this browser's learning store. */
async function cardIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('vocab-arcade-learning', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('cards').objectStore('cards').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String).sort());
        };
      }),
  );
}

/** Waits until every row of the results screen shows what the round did to its word's memory. */
async function rowsWithMemory(frame: Frame, state: (frame: Frame) => Promise<BaseSnapshot>) {
  await expect
    .poll(async () => (await state(frame)).resultScreen?.rows.every((row) => row.memory), { timeout: 15_000 })
    .toBe(true);
  return (await state(frame)).resultScreen?.rows ?? [];
}

test.describe('honest grades and notes', () => {
  test('one word matched right once, fast, in Word Candy Match is new, not known', async ({ page }) => {
    // A few seconds on an idle machine; page loads take most of it on a loaded one.
    test.setTimeout(60_000);
    await page.goto(href.game('candy'));
    const frame = await gameFrame(page);
    await waitForScene(frame, 'menu');
    await storeCandyList(page, {
      name: 'Two words',
      VOC: [
        { front: 'harbour', back: 'port', hint: '' },
        { front: 'meadow', back: 'prairie', hint: '' },
      ],
    });
    await page.reload();
    const again = await gameFrame(page);
    await waitForScene(again, 'menu');
    await expect.poll(async () => (await candyState(again)).listName).toBe('Two words');
    await pressButton(again, 'play');
    await waitForScene(again, 'play');
    for (let pair = 0; pair < 2; pair += 1) {
      const found = await findPair(again);
      if (!found) throw new Error('no pair on the board');
      await choosePair(again, found);
    }
    await waitForScene(again, 'result');
    const rows = await rowsWithMemory(again, candyState);
    expect(rows.map((row) => row.verdict)).toEqual(['right', 'right']);
    // A first answer, however quick, is never "known": the note says the word is new.
    for (const row of rows) {
      expect(row.memory).toMatch(/^new · due again in \d+ days?$/);
      expect(row.memory).not.toMatch(/known/);
    }
  });

  test('a hinted Space word is marked ✗ and its note does not call it known', async ({ page }) => {
    // A round to its end: about 15 s on a quiet machine, more beside other work.
    test.setTimeout(60_000);
    // Twice the players' pace (src/games/common/test-pace.ts): time to type the hinted word each
    // time it comes, and the other three land in seconds.
    await page.goto(`${href.game('space')}?pace=2`);
    const frame = await spaceFrame(page);
    await waitForSpaceScene(frame, 'menu');
    await storeList(page, SPACE_WORDS);

    // The four words were recalled at a glance on three days in the past: this browser knows them.
    const tz = new Date().getTimezoneOffset();
    const today = learnerDay(Date.now(), tz);
    const quick: SpaceReviewInput = { ...spaceTyped(), reactionMs: 500 };
    let cards = new Map<string, ReviewedCard>();
    for (const daysAgo of [10, 8, 5]) {
      const round = applyRound(
        {
          languageLearn: 'en',
          at: today - daysAgo,
          words: SPACE_WORDS.VOC.map((card) => ({ front: card.front, outcome: quick })),
        },
        cards,
      );
      cards = new Map([...cards, ...round.cards]);
    }
    expect([...cards.values()].map((card) => cardStatus(card))).toEqual(['known', 'known', 'known', 'known']);
    await putCards(page, cards);

    await page.reload();
    const game = await spaceFrame(page);
    await waitForSpaceScene(game, 'menu');
    await expect.poll(async () => (await spaceState(game)).listName).toBe('Four words');
    await pressSpaceButton(game, 'play');
    await waitForSpaceScene(game, 'play');

    // The first word to come: locked on, its hint asked for, then typed at once. Every time it
    // comes back it is shot down again; the other three get through and end the round.
    const [first] = await enemiesInFlight(game);
    if (!first) throw new Error('no enemy');
    const hinted = first.front;
    await typeKeys(game, hinted.charAt(0));
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(async () => (await spaceState(game)).play?.enemies.find((enemy) => enemy.id === first.id)?.hint)
      .toBeTruthy();
    await typeKeys(game, hinted.slice(1));
    for (;;) {
      const handle = await game.waitForFunction(
        (front) => {
          const state = (window as unknown as { __space?: SpaceSnapshot }).__space;
          if (state?.scene === 'result') return 'result';
          return state?.play?.enemies.some((enemy) => enemy.front === front && !enemy.locked)
            ? 'again'
            : null;
        },
        hinted,
        { timeout: 20_000 },
      );
      if ((await handle.jsonValue()) === 'result') break;
      await typeKeys(game, hinted);
    }
    await waitForSpaceScene(game, 'result');
    const rows = await rowsWithMemory(game, spaceState);
    const row = rows.find((item) => item.front === hinted);
    expect(row?.verdict).toBe('missed');
    expect(row?.note).toMatch(/^hint · shot down/);
    // The mark and the note agree: a known word answered with its hint is learning again.
    expect(row?.memory).toMatch(/^back to learning · due again in \d+ days?$/);
    for (const other of rows.filter((item) => item.verdict === 'missed')) {
      expect(other.memory).not.toMatch(/known/);
    }
  });

  test('words answered before leaving a Space round from the pause card are recorded', async ({ page }) => {
    // A few seconds on an idle machine; page loads take most of it on a loaded one.
    test.setTimeout(60_000);
    await page.goto(href.game('space'));
    const frame = await spaceFrame(page);
    await waitForSpaceScene(frame, 'menu');
    await storeList(page, SPACE_WORDS);
    await page.reload();
    const game = await spaceFrame(page);
    await waitForSpaceScene(game, 'menu');
    await expect.poll(async () => (await spaceState(game)).listName).toBe('Four words');
    await pressSpaceButton(game, 'play');
    await waitForSpaceScene(game, 'play');
    const typed: string[] = [];
    for (let word = 0; word < 2; word += 1) {
      const [enemy] = await enemiesInFlight(game);
      if (!enemy) throw new Error('no enemy');
      await typeKeys(game, enemy.front);
      typed.push(enemy.front);
      await expect.poll(async () => (await spaceState(game)).play?.destroyed).toBe(word + 1);
    }
    await pressSpaceButton(game, 'pause');
    await expect.poll(async () => (await spaceState(game)).play?.paused).toBe(true);
    await pressSpaceButton(game, 'quit');
    await waitForSpaceScene(game, 'menu');

    // The round so far reached the site, and the learning engine made a recall card of each word typed.
    await expect
      .poll(async () => {
        const stored = await page.evaluate((key) => localStorage.getItem(key), GAME_RESULTS_STORAGE_KEY);
        const history = JSON.parse(stored ?? '[]') as RoundResults[];
        return history.map((round) => ({
          game: round.game,
          completed: round.completed,
          reviewed: round.words
            .filter((word) => word.review)
            .map((word) => word.front)
            .sort(),
        }));
      })
      .toEqual([{ game: 'space', completed: false, reviewed: [...typed].sort() }]);
    await expect
      .poll(() => cardIds(page))
      .toEqual(typed.map((front) => cardIdString({ wordKey: wordKey('en', front), skill: 'recall' })).sort());
  });
});
