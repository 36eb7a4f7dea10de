import { expect, href, test } from './fixtures.ts';
import { E2E_SITE_CONFIG } from './site-config.ts';

/** Issue #22, points 11 and 12: copy from configuration, and one account of what is kept. */
// The privacy page's contacts and the sign-in summary of what is kept are site tests
// (src/web/features/home/pages.test.tsx).
test.describe('configured copy', () => {
  test('the store badge opens the configured store page; Premium names only what exists', async ({
    page,
  }) => {
    await page.goto(href.home());
    await expect(page.getByTestId('store-badge')).toHaveAttribute('href', E2E_SITE_CONFIG.ANDROID_APP_URL);
    await page.goto(href.pricing());
    const premium = page.getByTestId('premium-plan');
    await expect(premium).toContainText('Premium in our Android app too');
    await expect(premium).not.toContainText('iOS');
    await expect(premium).not.toContainText('sister dictionary product');
    await expect(premium.getByRole('link', { name: E2E_SITE_CONFIG.SISTER_PRODUCT_NAME })).toHaveAttribute(
      'href',
      E2E_SITE_CONFIG.SISTER_PRODUCT_URL,
    );
  });

  test('the how-to picture of Settings shows no made-up address', async ({ page, request }) => {
    await page.goto(href.howTo());
    const picture = page.locator('img[src$="step-7.svg"]');
    await expect(picture).toHaveCount(1);
    const svg = await (await request.get('/images/how-to/step-7.svg')).text();
    expect(svg).toContain('/settings');
    expect(svg).not.toMatch(/[\w-]\.example\b/);
  });
});
