/**
 * A learner opens /career, episode 3, follows a band-5 stage to its /play
 * page, plays both games on the stage's words and sees the stage marked completed; a visitor
 * who opens a band-7 stage reads why in the page.
 */
import type { Frame, Page } from '@playwright/test';
import type { RoundResults } from '../../src/shared/game-protocol.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import { formatListId } from '../../src/shared/word-lists/list-id.ts';
import { GAME_RESULTS_STORAGE_KEY } from '../../src/web/features/learning/round-history.ts';
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, signUpQuickly, test } from './fixtures.ts';
import { postRound, spaceTyped } from './learning-api.ts';
import {
  pressButton as pressSpaceButton,
  spaceFrame,
  spaceState,
  waitForScene as waitForSpaceScene,
} from './space-helpers.ts';

/** Episode 3 (Science and Technology), stage 1: global stage 19, band 5. */
const STAGE_ID = 19;
const PLAY_PATH = href.play(STAGE_ID, 3, 1, 'Science and Technology 1');

async function trackWords(page: Page): Promise<string[]> {
  return page.getByTestId('track-words').locator('.track-word__word').allInnerTexts();
}

/** Word Candy Match on the stage: every pair right first time. */
async function playCandy(page: Page, words: string[]): Promise<void> {
  await page.getByRole('button', { name: /Word Candy Match/ }).click();
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  // The frame plays the stage's words, not a settings slot.
  const deck = ((await candyState(frame)).play?.deck ?? []).map((card) => card.front);
  expect([...deck].sort()).toEqual([...words].sort());
  for (let guard = 0; guard < 30; guard += 1) {
    const pair = await findPair(frame);
    if (!pair) break;
    await choosePair(frame, pair);
  }
  await waitForScene(frame, 'result', 30_000);
}

/** Opens Space Words on the stage: the frame deals the stage's words, not a settings slot. */
async function openSpaceOnStage(page: Page, words: string[]): Promise<void> {
  await page.getByRole('button', { name: /Space Words/ }).click();
  const frame: Frame = await spaceFrame(page);
  await waitForSpaceScene(frame, 'menu');
  await pressSpaceButton(frame, 'play');
  await waitForSpaceScene(frame, 'play');
  const deck = ((await spaceState(frame)).play?.deck ?? []).map((card) => card.front);
  expect([...deck].sort()).toEqual([...words].sort());
}

test.describe('career', () => {
  test('a learner plays a band-5 stage in both games and sees it completed', async ({ page }) => {
    // A whole round in the canvas: about 20 s on a quiet machine, more beside other work.
    test.setTimeout(60_000);
    // Signed in, so the stage's Space Words round can be posted through the API: a round there
    // ends after five waves (decision record 021), over a minute even at ?pace=test. The same
    // completion rule for a visitor, from this browser's rounds, is a unit test
    // (src/web/features/career/career-records.test.ts; the rule itself src/shared/career.test.ts).
    // Quick moves on the board (the game's reduced-motion path): the same round, sooner.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpQuickly(page);
    await page.goto(href.career());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career');
    await expect(page.getByTestId('episode-3')).toContainText('Science and Technology');
    await expect(page.getByTestId('episode-3').getByTestId('episode-progress')).toHaveText('0/9 completed');

    await page.getByTestId('episode-3').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episode 3: Science and Technology');
    const stage = page.getByTestId('stage-1');
    await expect(stage).toContainText('Science and Technology 1');
    await expect(stage).toContainText('Band 5');
    await expect(stage.getByTestId('stage-completed')).toHaveCount(0);
    await expect(page.getByTestId('stage-5').getByTestId('stage-locked')).toBeVisible();

    await stage.click();
    await expect(page).toHaveURL(new RegExp(`${PLAY_PATH.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Science and Technology 1');
    const words = await trackWords(page);
    expect(words).toHaveLength(15);

    await playCandy(page, words);
    // The round names the stage's list: the Space round below is recorded under the same one.
    const history = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), GAME_RESULTS_STORAGE_KEY)) ?? '[]',
    ) as RoundResults[];
    const listId = history.at(-1)?.listId;
    expect(listId).toBe(formatListId({ kind: 'career', trackId: STAGE_ID }));
    await page.goBack();
    await expect(page.getByTestId('track-words')).toBeVisible();
    await expect(page.getByTestId('play-status')).not.toContainText('Completed');

    await openSpaceOnStage(page, words);
    await postRound(page, {
      game: 'space',
      listId: listId ?? '',
      words: words.map((front) => ({ front, outcome: spaceTyped() })),
    });
    await page.goto(PLAY_PATH);
    await expect(page.getByTestId('play-status')).toContainText('Completed');

    await page.goto(href.careerEpisode(3));
    await expect(page.getByTestId('stage-1').getByTestId('stage-completed')).toBeVisible();
    await expect(page.getByTestId('stage-2').getByTestId('stage-completed')).toHaveCount(0);
    await page.goto(href.career());
    await expect(page.getByTestId('episode-3').getByTestId('episode-progress')).toHaveText('1/9 completed');
  });

  test('a visitor on a premium stage reads why in the page, and nothing is refused in the console', async ({
    page,
  }) => {
    // No allowConsoleErrors: the track of a premium stage is not asked for (no 403 to log).
    const trackCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/tracks\/\d+$/.test(request.url())) trackCalls.push(request.url());
    });
    await page.goto(href.careerEpisode(3));
    await expect(page.getByTestId('career-free-note')).toContainText('The Band 5 stages are free');
    const stage = page.getByTestId('stage-5');
    await expect(stage).toContainText('Band 7');
    await expect(stage.getByTestId('stage-locked')).toContainText('Premium');
    await stage.click();
    const why = page.getByRole('status').filter({ hasText: 'part of Premium' });
    await expect(why).toContainText('This is a Band 7 stage, so it is part of Premium.');
    await expect(why).toContainText('free for everyone, no account needed');
    await expect(why.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing#code');
    await expect(page).toHaveURL(/\/play\/23\//);
    expect(trackCalls).toEqual([]);
  });

  test('in the native app a premium stage says the spec’s premium sentence instead of opening pricing', async ({
    page,
  }) => {
    await page.goto('/?appName=android');
    await page.goto(href.play(23, 3, 5, 'Science and Technology 5'));
    await expect(page.getByTestId('premium-notice')).toHaveText(MESSAGES.premiumOnlyNative);
    await expect(page).toHaveURL(/\/play\/23\//);
  });

  test('an unknown episode or stage shows Not Found', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto('/career/10');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto(href.play(82, 10, 1, 'Nothing'));
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
