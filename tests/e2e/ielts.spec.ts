import { expect, href, test } from './fixtures.ts';

// The band list, a band page's words and their details, paging and Not Found are site tests
// (src/web/features/ielts/ielts-pages.test.tsx); here what needs the browser: the API's answer
// held or failed, the table's fit on a phone, the badges' contrast.
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

test('the band table fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(href.ieltsBand(6));
  await expect(page.getByTestId('word-table').locator('tbody tr')).toHaveCount(20);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
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
