/**
 * Due words first (#29): a visitor misses four words in Word Candy Match, comes back the next day
 * (the browser's clock moved a day: a visitor's cards, rounds and dealer all live in the browser,
 * so no server clock is involved), and the first round of either game deals those four words;
 * "Play due words" deals only due words; the start screen and the progress page say the same count.
 * A visitor plays the default 16-word list (choosing a longer one needs an account, and the server
 * has no test clock): every round holds the whole list, so "Play due words" is the sharp check.
 */
import type { Page } from '@playwright/test';
import { candyState, choosePair, findPair, gameFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { expect, href, test } from './fixtures.ts';
import {
  pressButton as pressSpaceButton,
  spaceFrame,
  spaceState,
  waitForScene as waitForSpaceScene,
} from './space-helpers.ts';

const DAY_MS = 86_400_000;

/** Plays a Candy round: every pair but four matched, then the clock runs the round out: four words missed. */
async function missFourWords(page: Page): Promise<string[]> {
  await page.goto(href.game('candy'));
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  const words = ((await candyState(frame)).play?.deck ?? []).length;
  expect(words).toBe(16);
  for (let matched = 0; matched < words - 4; matched += 1) {
    const pair = await findPair(frame);
    if (!pair) throw new Error('no pair');
    await choosePair(frame, pair);
  }
  await expect
    .poll(async () => (await candyState(frame)).play?.candies.filter((c) => c.side === 'front').length)
    .toBe(4);
  const missed = ((await candyState(frame)).play?.candies ?? [])
    .filter((candy) => candy.side === 'front')
    .map((candy) => candy.text);
  // Time runs out on the last four.
  await page.clock.runFor('03:00');
  await waitForScene(frame, 'result');
  // The round is recorded once the results screen has the memory notes.
  await expect
    .poll(async () => (await candyState(frame)).resultScreen?.rows.every((row) => row.memory), {
      timeout: 15_000,
    })
    .toBe(true);
  return missed;
}

async function candyDeck(page: Page, path: string): Promise<{ deck: string[]; due: number | undefined }> {
  await page.goto(path);
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await expect.poll(async () => (await candyState(frame)).dealt).not.toBeNull();
  const due = (await candyState(frame)).dealt?.due;
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  return { deck: ((await candyState(frame)).play?.deck ?? []).map((card) => card.front), due };
}

for (const exam of [false, true]) {
  test(`four words missed today lead both games tomorrow${exam ? ', with an exam date 36 days away' : ''}; "Play due words" deals only them`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The browser's clock, installed now: tomorrow is one setSystemTime away.
    await page.clock.install();
    if (exam) {
      await page.goto(href.progress());
      const plan = page.getByTestId('study-plan');
      const date = await page.evaluate((days) => {
        const d = new Date(Date.now() + days * 86_400_000);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }, 36);
      await plan.getByLabel('IELTS exam date (optional)').fill(date);
      await plan.getByRole('button', { name: 'Save plan' }).click();
      await expect(page.getByTestId('study-plan')).toContainText('Save plan');
    }
    const missed = await missFourWords(page);

    // The next day.
    const today = await page.evaluate(() => Date.now());
    await page.clock.setSystemTime(today + DAY_MS);

    // The progress page and the start screen say the same count: the four missed words.
    await page.goto(href.progress());
    await expect(page.getByTestId('due-candy')).toContainText('4 words');
    const first = await candyDeck(page, href.game('candy'));
    expect(first.due).toBe(4);
    expect(first.deck).toEqual(expect.arrayContaining(missed));

    // Space Words: never played, but the four words missed in Candy lead its first round.
    await page.goto(href.game('space'));
    const space = await spaceFrame(page);
    await waitForSpaceScene(space, 'menu');
    await expect.poll(async () => (await spaceState(space)).dealt).not.toBeNull();
    await pressSpaceButton(space, 'play');
    await waitForSpaceScene(space, 'play');
    const spaceDeck = ((await spaceState(space)).play?.deck ?? []).map((card) => card.front);
    expect(spaceDeck).toEqual(expect.arrayContaining(missed));

    // "Play due words" from the progress page: a round of the four due words alone.
    await page.goto(href.progress());
    const link = page.getByTestId('due-today').getByRole('link', { name: 'Play due words' }).first();
    await expect(link).toHaveAttribute('href', `${href.game('candy')}?due=1`);
    const dueOnly = await candyDeck(page, `${href.game('candy')}?due=1`);
    expect([...dueOnly.deck].sort()).toEqual([...missed].sort());
  });
}
