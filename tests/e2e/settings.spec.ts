import { appState } from './app-state.ts';
import { readDeviceList } from './device-lists.ts';
import { expect, href, setFakeSheet, signIn, signUpQuickly, test } from './fixtures.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

// A visitor's Change, a wrong URL, an own sheet or a premium list for a free learner, and IELTS
// Band 5 from the built-in lists are site tests (src/web/features/settings/settings.test.tsx); the
// page's fit on a phone is tests/e2e/a11y.spec.ts. Here: a sheet through the stand-in for Google,
// and the languages.

const sheetUrl = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`;
const csv = (rows: string[][]) => ['Word,Translation,Hint', ...rows.map((row) => row.join(','))].join('\n');

test('a premium user loads a sheet: its name and time show, and the words are kept for the game', async ({
  page,
}) => {
  const id = 'PremiumSheet_0123456789abcdefghij';
  await setFakeSheet(id, {
    name: 'Travel words',
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: csv([
      ['airport', 'аэропорт', 'Planes land here'],
      ['ticket', 'билет', 'You buy it to travel'],
      ['<b>suitcase</b>', 'чемодан', '=1+1'],
    ]),
  });
  await signIn(page, PREMIUM_ACCOUNTS.sheet);
  await page.goto(href.settings());
  await expect(page.getByTestId('role')).toHaveText('VOCABULARY');
  // One sheet per game: load it into Word Candy Match.
  await page.getByRole('switch', { name: 'Use one Google Sheet for all Games' }).uncheck();
  await expect(page.getByTestId('slot-1')).toContainText('Word Candy Match');
  await expect(page.getByTestId('slot-2')).toContainText('Space Words');
  await page.getByTestId('slot-1').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(sheetUrl(id));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  const row = page.getByTestId('slot-1');
  await expect(row.getByTestId('slot-name')).toHaveText('Travel words', { timeout: 15_000 });
  await expect(row.getByTestId('slot-time')).not.toHaveText('');
  await expect(row.getByRole('button', { name: 'Change' })).toBeVisible();
  const stored = await readDeviceList(page, 1);
  expect(stored.VOC).toEqual([
    { front: 'airport', back: 'аэропорт', hint: 'Planes land here' },
    { front: 'ticket', back: 'билет', hint: 'You buy it to travel' },
    { front: '<b>suitcase</b>', back: 'чемодан', hint: '=1+1' },
  ]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Use one Google Sheet for all Games' })).not.toBeChecked();
  await expect(page.getByTestId('slot-1').getByTestId('slot-name')).toHaveText('Travel words');
});

test('"Need update" appears when the sheet changes on Google, and Update loads it again', async ({
  page,
}) => {
  const id = 'ChangingSheet_0123456789abcdefgh';
  await setFakeSheet(id, {
    name: 'Week 1',
    modifiedTime: '2026-11-01T09:00:00.000Z',
    csv: csv([['cat', 'gato', '']]),
  });
  await signIn(page, PREMIUM_ACCOUNTS.update);
  await page.goto(href.settings());
  await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
  await page.getByLabel('Google Sheet URL').fill(sheetUrl(id));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('Week 1', { timeout: 15_000 });

  // The sheet changes after it was loaded: a millisecond after the load, as the app keeps it.
  const loadedAt = (await appState(page)).vocabularies?.games[0]?.locallyModified ?? 0;
  expect(loadedAt).toBeGreaterThan(0);
  await setFakeSheet(id, {
    name: 'Week 2',
    modifiedTime: new Date(loadedAt + 1).toISOString(),
    csv: csv([['dog', 'perro', '']]),
  });
  await page.reload();
  const row = page.getByTestId('slot-0');
  await expect(row.getByTestId('slot-time')).toHaveText('Need update');
  await expect(row.locator('.slots__stale')).toHaveCSS('color', 'rgb(211, 47, 69)');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByTestId('slot-name')).toHaveText('Week 2', { timeout: 15_000 });
  await expect(row.getByRole('button', { name: 'Change' })).toBeVisible();
  const stored = await readDeviceList(page, 0);
  expect(stored.VOC).toEqual([{ front: 'dog', back: 'perro', hint: '' }]);
});

test('languages save, then survive a reload', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto(href.settings());
  const section = page.getByTestId('languages');
  await expect(section.getByRole('button', { name: 'Save' })).toBeVisible();
  await section.getByLabel('My native language').selectOption('vi');
  await section.getByLabel('I am learning').selectOption('en');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved.');
  await expect(section.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.reload();
  await expect(section.getByLabel('My native language')).toHaveValue('vi');
  await expect(section.getByLabel('I am learning')).toHaveValue('en');
  await expect(section.getByRole('button', { name: 'Update' })).toBeVisible();
});
