import { test as base, expect, type Page } from '@playwright/test';
import { href } from '../../src/shared/routes.ts';

type Fixtures = {
  /** Console errors fail a test unless it says which ones it expects. */
  allowConsoleErrors: (pattern: RegExp) => void;
  navigate: (path: string) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => {
        allowed.push(pattern);
      });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  navigate: async ({ page }, use) => {
    await use(async (path) => {
      await page.goto(path);
    });
  },
});

export type { Page };
export { expect, href };
