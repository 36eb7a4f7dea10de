/**
 * Log out on a shared device (decision record 025). The service worker is allowed here
 * (the other specs block it), so A's answers are cached by really visiting A's pages.
 */
import { formatListId } from '../../src/shared/word-lists/list-id.ts';
import { expect, href, type Page, setFakeSheet, signInQuickly, storedToken, test } from './fixtures.ts';
import { candyOutcome, postRound } from './learning-api.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

test.use({ serviceWorkers: 'allow' });

const SHEET_ID = 'SharedDeviceSheet_0123456789abcdefg';
const SECRET_NAME = 'Diary of Ana';
const SECRET_WORDS = ['confession', 'secret'];

/** Every value this browser keeps in localStorage and the service worker's API cache. */
function deviceText(page: Page) {
  return page.evaluate(async () => {
    const values = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname.startsWith('/api/'))
          cached.push(await ((await cache.match(request))?.text() ?? ''));
    }
    return { storage: values.join('\n'), cached: cached.join('\n') };
  });
}

test("log out on a shared device: the next visitor sees none of the learner's list names, sheet ids or answers, online or offline", async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(60_000);
  // Calls that cannot leave the browser while offline are logged by Chromium.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|NetworkError/);
  await setFakeSheet(SHEET_ID, {
    name: SECRET_NAME,
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: 'Word,Translation,Hint\nconfession,признание,\nsecret,тайна,',
  });
  await signInQuickly(page, PREMIUM_ACCOUNTS.shared);
  // The service worker controls the page once its first install is done (clientsClaim).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A loads their sheet, plays a round on it, and looks at their progress: the service worker
  // keeps those answers.
  await page.goto(href.settings());
  await page.getByRole('switch', { name: 'Use one Google Sheet for all Games' }).uncheck();
  await page.getByTestId('slot-1').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-1').getByTestId('slot-name')).toHaveText(SECRET_NAME, {
    timeout: 15_000,
  });
  await postRound(page, {
    game: 'candy',
    listId: formatListId({ kind: 'sheet', sheetId: SHEET_ID }),
    words: SECRET_WORDS.map((front) => ({ front, outcome: candyOutcome() })),
  });
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
      asked.add(request.url());
  });
  await page.goto(href.progress());
  await expect(page.getByTestId('list-progress')).toContainText(SECRET_NAME);
  await expect(page.getByTestId('word-row').filter({ hasText: 'confession' })).toHaveCount(1);
  await expect.poll(async () => (await deviceText(page)).cached).toContain(SECRET_NAME);
  expect((await deviceText(page)).storage).toContain(SHEET_ID);

  await page.getByTestId('burger').click();
  // Log Out ends with a reload: the next page is opened once that reload is done (a goto started
  // before it would be interrupted by it).
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('drawer').getByRole('button', { name: 'Log Out' }).click();
  await reloaded;
  await expect.poll(() => storedToken(page)).toBeNull();

  // The next visitor, online then offline: nothing of A in the pages, the storage or the cache,
  // nor in what the service worker answers for the addresses A's pages asked.
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await page.goto(href.settings());
    await expect(page.getByTestId('account').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText(SECRET_NAME)).toHaveCount(0);
    await page.goto(href.progress());
    await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
    // A visitor's progress comes from this browser, online and offline alike: nothing played here.
    await expect(page.getByTestId('progress-empty')).toBeVisible();
    for (const secret of [SECRET_NAME, ...SECRET_WORDS]) await expect(page.getByText(secret)).toHaveCount(0);
    const answers = await page.evaluate(
      (urls) =>
        Promise.all(
          urls.map((url) =>
            fetch(url).then(
              (answer) => answer.text(),
              () => '',
            ),
          ),
        ),
      [...asked],
    );
    const device = await deviceText(page);
    for (const secret of [SHEET_ID, SECRET_NAME, ...SECRET_WORDS]) {
      expect(device.storage).not.toContain(secret);
      expect(device.cached).not.toContain(secret);
      expect(answers.join('\n')).not.toContain(secret);
    }
  }
});
