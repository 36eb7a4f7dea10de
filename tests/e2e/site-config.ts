/**
 * The optional site configuration the browser tests' server runs with (playwright.config.ts passes
 * it on): the pages show these values. With them unset the same elements are hidden; that side is
 * covered by the API test of GET /api/site-config and the unit tests of premiumPlanFeatures.
 * No iOS app is configured, so no page may mention one.
 */
export const E2E_SITE_CONFIG = {
  ANDROID_APP_URL: 'https://play.google.com/store/apps/details?id=test.vocab.arcade',
  SUPPORT_EMAIL: 'help@vocab-arcade.test',
  SISTER_PRODUCT_NAME: 'Word Finder Dictionary',
  SISTER_PRODUCT_URL: 'https://dictionary.vocab-arcade.test/',
} as const;
