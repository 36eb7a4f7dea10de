import { KEPT_ON_DEVICE_SUMMARY, KEPT_ON_SERVER_SUMMARY } from '../../src/shared/privacy.ts';
import { expect, href, test } from './fixtures.ts';
import { E2E_SITE_CONFIG } from './site-config.ts';

/** Issue #22, points 11 and 12: copy from configuration, and one account of what is kept. */
test.describe('configured copy', () => {
  test('the privacy page names the configured contact in each of its four places', async ({ page }) => {
    await page.goto(href.privacy());
    const contacts = page.getByTestId('contact-email');
    await expect(contacts).toHaveCount(4);
    for (const link of await contacts.all()) {
      await expect(link).toHaveAttribute('href', `mailto:${E2E_SITE_CONFIG.SUPPORT_EMAIL}`);
      await expect(link).toHaveText(E2E_SITE_CONFIG.SUPPORT_EMAIL);
    }
    await expect(page.locator('main')).not.toContainText('.example');
  });

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

  test('the sign-in summary and the privacy page say the same about what is kept', async ({ page }) => {
    await page.goto(href.signIn());
    const panel = page.getByTestId('sign-in-panel');
    await panel.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' }).click();
    const summary = page.getByTestId('privacy-terms').getByTestId('kept-summary');
    await expect(summary).toContainText(KEPT_ON_SERVER_SUMMARY);
    await expect(summary).toContainText(KEPT_ON_DEVICE_SUMMARY);
    await expect(summary).not.toContainText('your game results,');
    await page.goto(href.privacy());
    await expect(page.getByTestId('kept-summary')).toHaveText(
      `${KEPT_ON_SERVER_SUMMARY} ${KEPT_ON_DEVICE_SUMMARY}`,
    );
  });
});
