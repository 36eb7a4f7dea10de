import { readFileSync } from 'node:fs';
import { IELTS_BAND_WORD_COUNTS, IELTS_BANDS } from '../../src/shared/constants.ts';
import type { IeltsEntry } from '../../src/shared/ielts.ts';
import { expect, href, test } from './fixtures.ts';

test('the band list shows each band with its word count, premium badges and links', async ({ page }) => {
  await page.goto(href.ieltsVocabularies());
  for (const band of IELTS_BANDS) {
    const card = page.getByTestId(`band-${band}`);
    await expect(card).toContainText(`${IELTS_BAND_WORD_COUNTS[band]} words`);
    await expect(card).toHaveAttribute('href', `/ielts-vocabulary/${band}`);
    if (band === 5) await expect(card.getByText('Premium')).toHaveCount(0);
    else await expect(card.getByText('Premium')).toBeVisible();
  }
  await page.getByTestId('band-6').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IELTS Band 6 Vocabulary');
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/ielts-vocabularies$/);
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a band page shows 20 words with paraphrases, in id order', async ({ page }) => {
  await page.goto(href.ieltsBand(5));
  const table = page.getByTestId('word-table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Id',
    'Word',
    'Paraphrases (Synonyms / Antonyms)',
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.first().locator('td').first()).toHaveText('1');
  await expect(rows.last().locator('td').first()).toHaveText('20');
  await expect(rows.first().locator('td').nth(2)).not.toBeEmpty();
  await expect(rows.first().getByRole('button', { name: /Listen to/ })).toBeVisible();
});

test('shows Loading... while the words load', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/tests/vocabulary**', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(href.ieltsBand(7, 2));
  await expect(page.getByTestId('loading')).toHaveText('Loading...');
  release();
  await expect(page.getByTestId('word-table').locator('tbody tr').first().locator('td').first()).toHaveText(
    '21',
  );
});

test('a failed fetch is only logged; the table stays on Loading...', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Could not load the IELTS list|status of 500/);
  await page.route('**/api/tests/vocabulary**', (route) => route.fulfill({ status: 500, body: '{}' }));
  // The failure is logged once the site has given up on the list: after that, nothing may change.
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('Could not load the IELTS list'),
  );
  await page.goto(href.ieltsBand(8));
  await expect(page.getByTestId('loading')).toHaveText('Loading...');
  await logged;
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page.getByTestId('loading')).toHaveText('Loading...');
  await expect(page.getByTestId('error-lines')).toHaveCount(0);
});

test('the paging control: five links, real hrefs, first and last with ellipses from page 5', async ({
  page,
}) => {
  await page.goto(href.ieltsBand(9));
  const paging = page.getByTestId('paging');
  await expect(paging.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
  await expect(paging.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/ielts-vocabulary/9');
  await expect(paging.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/ielts-vocabulary/9/2',
  );
  await expect(paging.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await paging.getByRole('link', { name: 'Page 5' }).click();
  await expect(page).toHaveURL(/\/ielts-vocabulary\/9\/5$/);
  await expect(paging).toHaveText('‹1…34567…100›');
  await expect(page.getByTestId('word-table').locator('tbody tr').first().locator('td').first()).toHaveText(
    '81',
  );

  await page.goto(href.ieltsBand(9, 100));
  await expect(paging).toHaveText('‹1…96979899100›');
  await expect(page.getByTestId('word-table').locator('tbody tr')).toHaveCount(20);
  await paging.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/ielts-vocabulary\/9\/99$/);
});

for (const path of [
  '/ielts-vocabulary/5/16',
  '/ielts-vocabulary/9/101',
  '/ielts-vocabulary/5/0',
  '/ielts-vocabulary/3',
]) {
  test(`${path} is Not Found`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
}

test('the band table fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(href.ieltsBand(6));
  await expect(page.getByTestId('word-table').locator('tbody tr')).toHaveCount(20);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a word shows its part of speech and level, its meanings, and its opposite labelled as one', async ({
  page,
}) => {
  const entries = JSON.parse(
    readFileSync(new URL('../../data/ielts/band-5.json', import.meta.url), 'utf8'),
  ) as IeltsEntry[];
  const index = entries.slice(0, 20).findIndex((e) => e.antonyms.length > 0 && e.synonyms.length > 0);
  const entry = entries[index];
  if (!entry) throw new Error('no entry with a synonym and an antonym on band 5 page 1');
  await page.goto(href.ieltsBand(5));
  const row = page.getByTestId('word-table').locator('tbody tr').nth(index);
  await expect(row.locator('.word-table__word-line')).toHaveText(entry.word);
  await expect(row.locator('.word-table__details').first()).toContainText(`${entry.pos} · ${entry.level}`);
  await expect(row.locator('.word-table__meanings')).toHaveText(entry.synonyms.join(', '));
  await expect(row.locator('.word-table__meanings')).not.toContainText(entry.antonyms[0] ?? '?');
  await expect(row.locator('.word-table__antonym')).toHaveText(`≠ ${entry.antonyms[0]}`);
  await expect(row.getByTitle('opposite')).toHaveText('≠');
});

test('a word with an American spelling shows it as a note', async ({ page }) => {
  const entries = JSON.parse(
    readFileSync(new URL('../../data/ielts/band-5.json', import.meta.url), 'utf8'),
  ) as IeltsEntry[];
  const index = entries.slice(0, 20).findIndex((e) => e.us !== '');
  const entry = entries[index];
  if (!entry) throw new Error('no entry with an American spelling on band 5 page 1');
  await page.goto(href.ieltsBand(5));
  const row = page.getByTestId('word-table').locator('tbody tr').nth(index);
  await expect(row).toContainText(`US: ${entry.us}`);
});

test('at 375 px no cell of the band table is cut off or hidden in a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(href.ieltsBand(5));
  const table = page.getByTestId('word-table');
  await expect(table.locator('tbody tr')).toHaveCount(20);
  const cut = await table.evaluate((element) => {
    const wrap = element.parentElement;
    const right = Math.min(window.innerWidth, wrap?.getBoundingClientRect().right ?? window.innerWidth);
    return {
      scrolls: wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
      cells: [...element.querySelectorAll('td')].filter(
        (cell) => cell.getBoundingClientRect().right > right + 1,
      ).length,
    };
  });
  expect(cut).toEqual({ scrolls: 0, cells: 0 });
});

test('the Free badge on the band list is readable (4.5:1 or more)', async ({ page }) => {
  await page.goto(href.ieltsVocabularies());
  const badge = page.getByTestId('band-5').getByText('Free', { exact: true });
  const ratio = await badge.evaluate((element) => {
    const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(rgb(style.backgroundColor)), luminance(rgb(style.color))].sort(
      (a, b) => b - a,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
