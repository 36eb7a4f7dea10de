import { expect, href, setFakeSheet, signIn, storedToken, test } from './fixtures.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

const SHEET_ID = 'SharedDeviceSheet_0123456789abcdefg';
const SECRET_NAME = 'Diary of Ana';

/** Every value this browser keeps in localStorage and the service worker's API cache. */
function deviceText(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const values = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const cached: string[] = [];
    if ((await caches.keys()).includes('api')) {
      const cache = await caches.open('api');
      for (const request of await cache.keys())
        cached.push(await ((await cache.match(request))?.text() ?? ''));
    }
    return { storage: values.join('\n'), cached };
  });
}

test("log out on a shared device: the next visitor sees none of the learner's list names, sheet ids or answers", async ({
  page,
}) => {
  await setFakeSheet(SHEET_ID, {
    name: SECRET_NAME,
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: 'Word,Translation,Hint\nconfession,признание,\nsecret,тайна,',
  });
  await signIn(page, PREMIUM_ACCOUNTS.shared);
  await page.goto(href.settings());
  await page.getByRole('switch', { name: 'Use one Google Sheet for all Games' }).uncheck();
  await page.getByTestId('slot-1').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(`https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-1').getByTestId('slot-name')).toHaveText(SECRET_NAME, {
    timeout: 15_000,
  });
  // What the service worker would keep of the account's answers, and a round's results.
  await page.evaluate(async (name) => {
    const cache = await caches.open('api');
    await cache.put('/api/progress?sw-account=a', new Response(JSON.stringify({ lists: [{ name }] })));
    localStorage.setItem('game-results', JSON.stringify([{ words: [{ front: 'confession' }] }]));
  }, SECRET_NAME);
  const before = await deviceText(page);
  expect(before.storage).toContain(SHEET_ID);

  await page.getByTestId('burger').click();
  await page.getByTestId('drawer').getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => storedToken(page)).toBeNull();
  await page.waitForLoadState('load');

  // The next visitor: nothing of the account in the page, the storage or the cache.
  await page.goto(href.settings());
  await expect(page.getByTestId('account').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText(SECRET_NAME)).toHaveCount(0);
  const after = await deviceText(page);
  expect(after.storage).not.toContain(SHEET_ID);
  expect(after.storage).not.toContain(SECRET_NAME);
  expect(after.storage).not.toContain('confession');
  expect(after.cached.join('\n')).not.toContain(SECRET_NAME);
});
