import { SHEET_COLUMNS } from '../../src/shared/constants.ts';
import { expect, href, test } from './fixtures.ts';

test.describe('landing page', () => {
  // What it says (name, slogan, games, steps, store badge) is a site test:
  // src/web/features/home/pages.test.tsx. Here: every picture on it loads (all of them are ours).
  test('every picture on the landing page loads; it has the social preview tags, icons, manifest and robots.txt', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('three-steps')).toBeVisible();
    for (const image of await page.locator('main img:visible').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe('Vocab Arcade: learn new words, while having fun');
    expect(await meta('meta[name="description"]')).toBeTruthy();
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = await meta('meta[property="og:image"]');
    for (const path of [
      image ?? '',
      '/favicon.svg',
      '/favicon.ico',
      '/icons/apple-touch-icon.png',
      '/icons/icon-192.png',
      '/site.webmanifest',
      '/images/android-app-badge.svg',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('User-agent: *');
  });

  test('the video button opens a tutorial that plays by itself, muted; the overlay closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('watch-video').click();
    const popup = page.getByTestId('popup-video');
    await expect(popup).toBeVisible();
    const video = popup.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('autoplay', true);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/media\/tour\.(webm|mp4)$/,
    );
    await page.getByTestId('popup-overlay').click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();
  });

  test('the writing-correction video plays in the same player', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('watch-writing-correction').click();
    const video = page.getByTestId('popup-video-writing-correction').locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(
      /\/media\/writing-correction\.(webm|mp4)$/,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('popup-video-writing-correction')).toBeHidden();
  });

  test('our own videos are served, each under 3 MB, with a poster', async ({ request }) => {
    for (const file of ['tour.webm', 'tour.mp4', 'writing-correction.webm', 'writing-correction.mp4']) {
      const response = await request.get(`/media/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^video\/(webm|mp4)/);
      expect((await response.body()).length).toBeLessThan(3 * 1024 * 1024);
    }
    for (const poster of ['tour-poster.jpg', 'writing-correction-poster.jpg']) {
      expect((await request.get(`/media/${poster}`)).status()).toBe(200);
    }
  });
});

// The plans, the billing switch and its keys, Get Started, Not Available in the native app, the
// landing page's premium popup and the Android banner's rules are site tests
// (src/web/features/pricing/pricing.test.tsx). Here: the layout rules, which are CSS.
test.describe('pricing', () => {
  test('the discount badge shows from 700 px wide and hides below', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto(href.pricing());
    const badge = page.getByTestId('discount-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('Save 57%');
    await page.setViewportSize({ width: 699, height: 800 });
    await expect(badge).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Annually' })).toBeVisible();
  });

  test('the plans sit side by side from 800 px and stack below (the mobile breakpoint)', async ({ page }) => {
    const tops = async () => {
      const free = await page.getByTestId('free-plan').boundingBox();
      const premium = await page.getByTestId('premium-plan').boundingBox();
      return [free?.y ?? 0, premium?.y ?? 0] as const;
    };
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(href.pricing());
    await expect(page.getByTestId('premium-plan')).toBeVisible();
    const [freeTop, premiumTop] = await tops();
    expect(Math.abs(freeTop - premiumTop)).toBeLessThan(8);
    await page.setViewportSize({ width: 799, height: 900 });
    await expect.poll(async () => (await tops())[1] - (await tops())[0]).toBeGreaterThan(200);
  });
});

// Native app mode (store badge, steps, Rate us) is a site test: src/web/features/home/pages.test.tsx.

// What the guides say is a site test (src/web/features/home/pages.test.tsx); the template's content
// is a unit test (src/web/features/how-to/vocabulary-template.test.ts). Here: the pictures load and
// the template downloads.
test("/how-to: every step's picture loads, and the template downloads as CSV", async ({ page, request }) => {
  await page.goto(href.howTo());
  const steps = page.locator('.guide__steps > li');
  await expect(steps).toHaveCount(7);
  for (const image of await steps.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  const template = await request.get(
    (await page.getByTestId('template-download').getAttribute('href')) ?? '',
  );
  expect(template.status()).toBe(200);
  expect(template.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await template.text()).trim().split('\n');
  expect(lines[0]).toBe(SHEET_COLUMNS.join(','));
  expect(lines.length).toBeLessThanOrEqual(16);
});

// What the policy says is a site test (src/web/features/home/pages.test.tsx).
test.describe('privacy and terms', () => {
  test('/privacy#terms lands on the terms', async ({ page }) => {
    await page.goto(`${href.privacy()}#terms`);
    await expect(
      page.getByTestId('terms').getByRole('heading', { name: 'Terms & Conditions' }),
    ).toBeInViewport();
  });
});

test.describe('phone layout', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone hero has no band of empty gradient above or below its content', async ({ page }) => {
    await page.goto('/');
    const gaps = await page.locator('.hero').evaluate((hero) => {
      const box = hero.getBoundingClientRect();
      const inner = hero.querySelector('.hero__inner')?.getBoundingClientRect();
      return inner ? [inner.top - box.top, box.bottom - inner.bottom] : [999, 999];
    });
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(48);
  });

  test('"Browse IELTS vocabularies" is one centred line, and "Premium." stays together', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Browse IELTS vocabularies' });
    await button.scrollIntoViewIfNeeded();
    const layout = await button.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const text = range.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return { lines: lines.size, left: text.left - box.left, right: box.right - text.right };
    });
    expect(layout.lines).toBe(1);
    expect(Math.abs(layout.left - layout.right)).toBeLessThanOrEqual(2);

    const premium = await page.getByTestId('about-premium').evaluate((button) => {
      const period = button.nextSibling;
      const range = document.createRange();
      if (period) range.selectNodeContents(period);
      return {
        period: period?.textContent?.trim(),
        buttonTop: Math.round(button.getBoundingClientRect().top),
        periodTop: Math.round(range.getBoundingClientRect().top),
      };
    });
    expect(premium.period).toBe('.');
    expect(Math.abs(premium.buttonTop - premium.periodTop)).toBeLessThanOrEqual(6);
  });

  test('/how-to keeps its height while it is read (no wrong reserved heights)', async ({ page }) => {
    await page.goto(href.howTo());
    await expect(page.locator('.guide__steps > li')).toHaveCount(7);
    const heights = await page.evaluate(async () => {
      const seen: number[] = [];
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await frame();
        seen.push(document.documentElement.scrollHeight);
      }
      return seen;
    });
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(40);
  });
});
