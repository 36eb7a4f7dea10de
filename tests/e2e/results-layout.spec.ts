import type { Frame, Page } from '@playwright/test';
import type { ResultScreenState } from '../../src/games/common/test-state.ts';
import * as candy from './candy-helpers.ts';
import { expect, href, signUpQuickly, test } from './fixtures.ts';
import * as space from './space-helpers.ts';

type Area = { x: number; y: number; width: number; height: number };

const overlap = (a: Area, b: Area) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Upright and sideways phones and a desktop: the three shapes the results screen is laid out for. */
const SIZES = [
  { width: 375, height: 812 },
  { width: 812, height: 375 },
  { width: 1280, height: 800 },
];

/**
 * After a signed-in round, the site's review brings the line about the learner's week; at each
 * size the screen is rebuilt, and the line sits in its own slot: over neither the title nor a word.
 */
async function checkEverySize(
  page: Page,
  frame: Frame,
  result: (frame: Frame) => Promise<ResultScreenState | null | undefined>,
): Promise<void> {
  await expect.poll(async () => (await result(frame))?.habit).toBe('1 of 4 days this week');
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The screen is rebuilt for the frame's new size.
    await expect
      .poll(async () => {
        const laidOut = (await result(frame))?.areas?.view;
        const [width, height] = await frame.evaluate(() => [innerWidth, innerHeight]);
        return laidOut?.width === width && laidOut?.height === height && width === size.width;
      })
      .toBe(true);
    // The view is resized first and its parts laid out after, over the next frames: the checks
    // hold once the screen has settled (a part left where it does not belong fails them all along).
    await expect(async () => {
      const areas = (await result(frame))?.areas;
      if (!areas) throw new Error('the results screen says where its parts are');
      const { heading, list, habit } = areas;
      expect(habit.width, `${size.width}x${size.height}`).toBeGreaterThan(200);
      expect(overlap(habit, heading), `habit over the title at ${size.width}x${size.height}`).toBe(false);
      expect(overlap(habit, list), `habit over the words at ${size.width}x${size.height}`).toBe(false);
      expect(habit.x + habit.width).toBeLessThanOrEqual(size.width);
    }).toPass({ timeout: 7_000 });
    expect((await result(frame))?.habit).toBe('1 of 4 days this week');
  }
}

test.describe("the results screen's line about the week", () => {
  // A whole round, then the screen rebuilt at three sizes: about 17 s on a quiet machine, more
  // than the default 30 s once it is busy.
  test.describe.configure({ timeout: 60_000 });
  test('Word Candy Match: covers neither the title nor a word, upright, sideways and on a desktop', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await candy.playCandyRound(page);
    const frame = await candy.gameFrame(page);
    await checkEverySize(page, frame, async (f) => (await candy.candyState(f)).resultScreen);
  });

  test('Space Words: covers neither the title nor a word, upright, sideways and on a desktop', async ({
    page,
  }) => {
    await signUpQuickly(page);
    // The test pace: three enemies land in seconds and the round ends.
    await page.goto(`${href.game('space')}?pace=test`);
    const frame = await space.spaceFrame(page);
    await space.waitForScene(frame, 'menu');
    await space.pressButton(frame, 'play');
    await space.waitForScene(frame, 'result', 30_000);
    await checkEverySize(page, frame, async (f) => (await space.spaceState(f)).resultScreen);
  });
});
