import type { Browser, Page } from '@playwright/test';
import { candyState, gameFrame, pressButton as pressCandyButton, waitForScene } from './candy-helpers.ts';
import { readDeviceList } from './device-lists.ts';
import { expect, href, setFakeSheet, signIn, test } from './fixtures.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;
const csv = (rows: string[][]) => ['Word,Translation,Hint', ...rows.map((row) => row.join(','))].join('\n');
const WORDS = [
  ['harbour', 'порт', 'Ships rest here'],
  ['customs', 'таможня', 'Show your passport'],
  ['luggage', 'багаж', 'Your bags'],
];

/** The words the game frame plays, as the game itself reports them. */
async function playedWords(page: Page) {
  await page.goto(href.game('candy'));
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await expect
    .poll(async () => (await candyState(frame)).listName, { timeout: 15_000 })
    .toBe('Devices words');
  const state = await candyState(frame);
  return { wordCount: state.wordCount, listName: state.listName, loads: state.vocabularyLoads };
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('a sheet loaded in one browser plays in a fresh one with the same words; clearing storage loses nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const id = 'DevicesSheet_0123456789abcdefghij';
  await setFakeSheet(id, {
    name: 'Devices words',
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: csv(WORDS),
  });
  await signIn(page, PREMIUM_ACCOUNTS.devices);
  await page.goto(href.settings());
  await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(sheetUrl(id));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('Devices words', {
    timeout: 15_000,
  });
  const first = await playedWords(page);
  expect(first.wordCount).toBe(3);

  // The sheet changes on Google afterwards: the other browser plays the list as it was loaded.
  await setFakeSheet(id, { csv: csv([['other', 'другое', '']]) });

  // A second browser, sharing nothing with the first.
  const other = await freshPage(browser);
  await signIn(other, PREMIUM_ACCOUNTS.devices);
  await other.goto(href.settings());
  await expect(other.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('Devices words', {
    timeout: 15_000,
  });
  await expect(other.getByTestId('slot-0').getByTestId('slot-device')).toHaveCount(0, { timeout: 15_000 });
  const stored = await readDeviceList(other, 0);
  expect(stored.VOC).toEqual(WORDS.map(([front, back, hint]) => ({ front, back, hint })));
  expect(await playedWords(other)).toMatchObject({ wordCount: 3, listName: 'Devices words' });
  // No captcha was asked, and the game did not fall back to the Test Vocabulary.
  await expect(other.locator('altcha-widget')).toHaveCount(0);

  // The browser's copy is a cache: removed (the signed-in token kept), it comes back from the account.
  await other.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key !== 'token') localStorage.removeItem(key);
  });
  expect(await playedWords(other)).toMatchObject({ wordCount: 3, listName: 'Devices words' });
  expect((await readDeviceList(other, 0)).VOC).toHaveLength(3);

  // Everything removed, the learner signed out: signing in again brings the list and its words back.
  await other.evaluate(() => localStorage.clear());
  await signIn(other, PREMIUM_ACCOUNTS.devices);
  expect(await playedWords(other)).toMatchObject({ wordCount: 3, listName: 'Devices words' });
  await other.context().close();
});

test('one load of a list posts one reload to the game frame', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, PREMIUM_ACCOUNTS.devices);
  await page.goto(href.game('candy'));
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await expect.poll(async () => (await candyState(frame)).listName, { timeout: 15_000 }).not.toBe('');
  // Count the site's reload messages as the frame receives them.
  await frame.evaluate(() => {
    const w = window as unknown as { reloads: number };
    w.reloads = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'reload') w.reloads += 1;
    });
  });
  await pressCandyButton(frame, 'settings');
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
  // After a load the site asks again which list each slot holds: the answer is the last event
  // that could send the game another reload.
  const listAgain = page.waitForResponse(
    (response) =>
      response.url().includes('/api/tests/get-user-vocabulary-list') && response.request().method() === 'GET',
  );
  await dialog.getByTestId('built-in-ielts-band-5').click();
  await expect(dialog.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('IELTS Band 5 Vocabulary', {
    timeout: 15_000,
  });
  await expect
    .poll(async () => (await candyState(frame)).listName, { timeout: 15_000 })
    .toBe('IELTS Band 5 Vocabulary');
  await listAgain;
  // The answer's effects run after the next frame is painted; a reload they send is posted then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))),
  );
  await frame.evaluate(() => new Promise(requestAnimationFrame));
  expect(await frame.evaluate(() => (window as unknown as { reloads: number }).reloads)).toBe(1);
});

test('a page whose code fails to load shows a message with Reload, and the site around it stays', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|A page failed/);
  // The settings page's chunk never arrives (a dropped connection, or a deploy replaced it).
  await page.route(/\/assets\/settings-page[^/]*\.js$/, (route) => route.abort());
  await page.goto(href.home());
  await page.goto(href.settings());
  const alert = page.getByTestId('error-boundary');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
  await page.unroute(/\/assets\/settings-page[^/]*\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('slot-0')).toBeVisible({ timeout: 15_000 });
});
