import type { LearningCard } from '../../src/shared/api/learning.ts';
import { choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, signUp, test } from './fixtures.ts';

/** The signed-in learner's cards, as the server has them. */
async function serverCards(page: import('@playwright/test').Page): Promise<LearningCard[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/learning/cards', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { cards: LearningCard[] }).cards;
  });
}

/** Plays a Word Candy Match round to the end: one wrong pair first, then every pair. */
async function playCandyRound(page: import('@playwright/test').Page): Promise<string> {
  await page.goto(href.game('candy'));
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  const wrong = await findPair(frame, false);
  if (!wrong) throw new Error('no wrong pair');
  await choosePair(frame, wrong);
  for (let guard = 0; guard < 20; guard += 1) {
    const pair = await findPair(frame);
    if (!pair) break;
    await choosePair(frame, pair);
  }
  await waitForScene(frame, 'result');
  return wrong[0].text;
}

test.describe('every answer in a game is a review', () => {
  test('a signed-in round becomes a recognition card per word on the server; the wrong pair is a harder review', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page);
    const mistaken = await playCandyRound(page);
    await expect.poll(async () => (await serverCards(page)).length, { timeout: 15_000 }).toBe(16);
    const cards = await serverCards(page);
    expect(cards.every((card) => card.skill === 'recognition' && card.exposures === 1)).toBe(true);
    // First sight: "learning", or "known" when matched at a glance (an Easy first review).
    expect(cards.every((card) => card.status !== 'new' && card.misses === 0)).toBe(true);
    // A wrong pair makes the word a Hard review: lower stability than a clean first-try pair.
    const hard = cards.find((card) => card.wordKey === `en:${mistaken.toLowerCase()}`);
    const clean = cards.filter((card) => card !== hard).map((card) => card.stability ?? 0);
    expect(hard?.stability ?? 99).toBeLessThan(Math.min(...clean));
  });

  test('a round played signed out stays in the browser, then reaches the account at sign-up', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await playCandyRound(page);
    const local = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('vocab-arcade-learning');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('cards').objectStore('cards').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(local).toBe(16);
    await signUp(page);
    await page.goto(href.game('candy'));
    await expect.poll(async () => (await serverCards(page)).length, { timeout: 15_000 }).toBe(16);
  });
});
