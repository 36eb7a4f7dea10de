import { ANDROID_BANNER_DISMISSED_KEY, SHEET_COLUMNS } from '../../src/shared/constants.ts';
import { MESSAGES, NOT_AVAILABLE_TITLE } from '../../src/shared/messages.ts';
import { discountBadgeText, FREE_PLAN, PLANS, PREMIUM_PLAN } from '../../src/shared/plans.ts';
import { expect, href, type Page, signUpQuickly, test } from './fixtures.ts';
import { E2E_SITE_CONFIG } from './site-config.ts';

const ANDROID_PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Collects the page's alerts (dismissing each). */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

async function enterNativeApp(page: Page): Promise<void> {
  await page.goto('/?appName=android');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vocab Arcade');
}

test.describe('landing page', () => {
  // What it says (name, slogan, games, steps, store badge) is a site test:
  // src/web/features/home/pages.test.tsx. Here: every picture on it loads (all of them are ours).
  test('every picture on the landing page loads', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('three-steps')).toBeVisible();
    for (const image of await page.locator('main img:visible').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
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

  test('the premium popup explains Premium and leads to the code form of the pricing page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('about-premium').click();
    const popup = page.getByTestId('popup-subscribe-to-premium');
    await expect(popup.getByRole('heading', { name: 'Go Premium' })).toBeVisible();
    for (const feature of PREMIUM_PLAN.features) await expect(popup).toContainText(feature);
    // Premium cannot be bought yet: the popup says so and leads to the code form of /pricing.
    await expect(popup).toContainText('Premium cannot be bought yet');
    await popup.getByRole('link', { name: 'Use a code' }).click();
    await expect(page).toHaveURL(/\/pricing#code$/);
    await expect(page.getByRole('heading', { name: 'Have a code?' })).toBeVisible();
    await expect(popup).toBeHidden();
  });

  test('has the social preview tags, icons, manifest and robots.txt', async ({ page, request }) => {
    await page.goto('/');
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
});

test.describe('pricing', () => {
  test('shows the Free and Premium plans, Annually selected at first', async ({ page }) => {
    await page.goto(href.pricing());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(page).toHaveTitle('Pricing · Vocab Arcade');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([PLANS.monthly.label, `${PLANS.annually.label} ${discountBadgeText()}`]);
    await expect(page.getByRole('tab', { name: /Annually/ })).toHaveAttribute('aria-selected', 'true');

    const free = page.getByTestId('free-plan');
    await expect(free).toContainText('$0 per month');
    for (const feature of ['Test Vocabulary', 'IELTS Band 5 Vocabulary'])
      await expect(free).toContainText(feature);
    expect(FREE_PLAN.features).toContain('IELTS Band 5 Vocabulary');

    const premium = page.getByTestId('premium-plan');
    await expect(premium.getByTestId('premium-price')).toContainText('$2.99 per month');
    await expect(premium.getByTestId('billing-note')).toHaveText('Billed $35.99 per year');
    for (const feature of PREMIUM_PLAN.features) await expect(premium).toContainText(feature);
    // Only what is configured: the Android app (no iOS app), support, the named sister product.
    await expect(premium).toContainText('Premium in our Android app too');
    await expect(premium).not.toContainText('iOS');
    await expect(premium).toContainText('Priority support');
    await expect(premium.getByRole('link', { name: E2E_SITE_CONFIG.SISTER_PRODUCT_NAME })).toHaveAttribute(
      'href',
      E2E_SITE_CONFIG.SISTER_PRODUCT_URL,
    );
  });

  test('the switch changes the per-month price and the yearly note', async ({ page }) => {
    await page.goto(href.pricing());
    const premium = page.getByTestId('premium-plan');
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(page.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    await expect(premium.getByTestId('premium-price')).toContainText('$6.99 per month');
    await expect(premium.getByTestId('billing-note')).not.toContainText('35.99');
    // Keyboard: the arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Annually/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /Annually/ })).toBeFocused();
    await expect(premium.getByTestId('premium-price')).toContainText('$2.99 per month');
    await expect(premium.getByTestId('billing-note')).toHaveText('Billed $35.99 per year');
  });

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

  test('Get Started without a signed-in user says on the page that payment is not open', async ({ page }) => {
    const alerts = collectAlerts(page);
    await page.goto(href.pricing());
    await page.getByRole('button', { name: 'Get Started' }).click({ force: true });
    await expect(page.getByTestId('payment-state')).toContainText(MESSAGES.paymentDisabled);
    await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('Get Started for a signed-in user says payment is disabled, on the page', async ({ page }) => {
    await signUpQuickly(page);
    const alerts = collectAlerts(page);
    await page.goto(href.pricing());
    await page.getByRole('button', { name: 'Get Started' }).click({ force: true });
    await expect(page.getByTestId('payment-state')).toContainText(MESSAGES.paymentDisabled);
    await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
    expect(alerts).toEqual([]);
  });

  test('inside the native app pricing is Not Available', async ({ page }) => {
    await enterNativeApp(page);
    await page.goto(href.pricing());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_AVAILABLE_TITLE);
    await expect(page.getByTestId('not-available')).toContainText(MESSAGES.siteOnly);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  });
});

test.describe('Android app banner', () => {
  test.use({ userAgent: ANDROID_PHONE_UA, viewport: { width: 412, height: 860 } });

  test('offers the app on an Android phone; a dismissal is remembered', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('android-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      E2E_SITE_CONFIG.ANDROID_APP_URL,
    );
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), ANDROID_BANNER_DISMISSED_KEY),
    ).not.toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('android-banner')).toHaveCount(0);
  });

  test('shows under 850 px wide only, following resizes', async ({ page }) => {
    await page.setViewportSize({ width: 849, height: 860 });
    await page.goto('/');
    await expect(page.getByTestId('android-banner')).toBeVisible();
    await page.setViewportSize({ width: 850, height: 860 });
    await expect(page.getByTestId('android-banner')).toHaveCount(0);
  });

  test('is not shown inside the native app', async ({ page }) => {
    await enterNativeApp(page);
    await expect(page.getByTestId('three-steps')).toHaveCount(0);
    await expect(page.getByTestId('android-banner')).toHaveCount(0);
  });
});

test('a desktop browser on a narrow window gets no Android banner', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('android-banner')).toHaveCount(0);
  await expect(page.getByTestId('store-badge')).toBeVisible();
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

test.describe('phone layout (issue 22)', () => {
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
