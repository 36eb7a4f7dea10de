/**
 * The learning engine's API as the site calls it, for tests whose rule is about what a recorded
 * round does (progress, due words, completed stages), not about playing it: the round is posted
 * through `POST /api/learning/rounds` for the page's signed-in learner, as the game frame's site
 * posts a finished round. One short round per game is still played in the browser by the game
 * specs (candy.spec.ts, space.spec.ts).
 */
import type { Page } from '@playwright/test';
import type { LearningCard, RoundBody } from '../../src/shared/api/learning.ts';
import type { CandyReviewInput, SpaceReviewInput } from '../../src/shared/learning/review-input.ts';
import { expect, storedToken } from './fixtures.ts';

/** The page's login token (the page must be signed in). */
async function token(page: Page): Promise<string> {
  let value: string | null = null;
  await expect
    .poll(async () => {
      const stored = await storedToken(page);
      value = stored === 'reloading' ? null : stored;
      return value !== null;
    })
    .toBe(true);
  return value as unknown as string;
}

/** A word matched at first try in Word Candy Match (`wrongPairs`: wrong pairs charged to it). */
export const candyOutcome = (wrongPairs = 0): CandyReviewInput => ({
  game: 'candy',
  matched: true,
  wrongPairs,
  hinted: false,
  thinkMs: 2000,
});

/** A word typed right in Space Words, shot down once, never through to the base. */
export const spaceTyped = (): SpaceReviewInput => ({
  game: 'space',
  typed: true,
  landed: 0,
  shotDown: 1,
  wrongKeys: 0,
  forgiven: false,
  hinted: false,
  reactionMs: 3000,
});

type RoundWords =
  | { game: 'candy'; words: { front: string; outcome: CandyReviewInput }[] }
  | { game: 'space'; words: { front: string; outcome: SpaceReviewInput }[] };

/**
 * Posts a finished round for the page's learner, played `agoMs` before now on the list `listId`
 * (src/shared/word-lists/list-id.ts); the server must accept it.
 */
export async function postRound(
  page: Page,
  round: RoundWords & { listId: string; agoMs?: number; languageLearn?: string },
): Promise<void> {
  const timezoneOffsetMinutes = await page.evaluate(() => new Date().getTimezoneOffset());
  const body = {
    roundId: crypto.randomUUID(),
    game: round.game,
    listId: round.listId,
    languageLearn: round.languageLearn ?? 'en',
    playedAt: Date.now() - (round.agoMs ?? 0),
    timezoneOffsetMinutes,
    words: round.words,
  } as RoundBody;
  const response = await page.request.post('/api/learning/rounds', {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page's learner's cards, as the server has them. */
export async function serverCards(page: Page): Promise<LearningCard[]> {
  const response = await page.request.get('/api/learning/cards', {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { cards: LearningCard[] }).cards;
}

/** How many records the browser's learning database holds in one store ('cards', or 'rounds' not yet sent). */
export function localRecords(page: Page, store: 'cards' | 'rounds'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('vocab-arcade-learning');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
    store,
  );
}
