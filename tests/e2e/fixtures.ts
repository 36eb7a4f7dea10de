import { test as base, expect, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { href } from '../../src/shared/routes.ts';
import { type E2EServer, serverFor } from './support/servers.ts';

export const PASSWORD = 'Play-words-2026';
let counter = 0;
/** A fresh address per call, so parallel tests never share an account. */
export function newEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

export type ReceivedMail = { to: string[]; subject: string; text: string };

/** Mail the server sent, as received by the local SMTP listener of tests/e2e/support. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.E2E_SERVICES_PORT}/mails?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as ReceivedMail[];
}

/** Signs in through the popup (the real captcha included); the page then reloads signed in. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await openSignIn(page);
  const panel = page.getByTestId('sign-in-panel');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 20_000 });
  await page.waitForEvent('load');
}

/** Changes a sheet on the fake Google of tests/e2e/support. */
export async function setFakeSheet(
  id: string,
  sheet: { csv?: string; name?: string; modifiedTime?: string; mode?: string },
): Promise<void> {
  await fetch(`http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}/__control/sheets/${id}`, {
    method: 'POST',
    body: JSON.stringify(sheet),
  });
}

/** Opens the sign-in popup from the drawer. */
/**
 * The login token this page keeps, for `expect.poll`: a read that meets a reload in progress
 * (log out reloads the page) answers 'reloading' and is asked again.
 */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token')).catch(() => 'reloading');
}

export async function openSignIn(page: Page): Promise<void> {
  await page.getByTestId('burger').click();
  await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByTestId('sign-in-panel')).toBeVisible();
}

/** Signs up through the popup as a new user would (the real captcha included). */
export async function signUp(page: Page, email = newEmail(), password = PASSWORD): Promise<string> {
  await page.goto('/');
  await openSignIn(page);
  const panel = page.getByTestId('sign-in-panel');
  await panel.getByRole('button', { name: 'New here? Create an account' }).click();
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('popup-sign-in')).toBeHidden();
  return email;
}

/** A captcha solved as the page would: the `reCaptcha` field of a call that asks for one. */
export async function solvedCaptcha(page: Page): Promise<string> {
  const challenge = await (await page.request.get('/api/captcha/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Signs up a new account through the API (the captcha solved as the page would) and gives the
 * token to the page the way the sign-in popup does; the page is then home, signed in. For tests
 * that need an account, not the popup: the popup's own flows are tested in accounts.spec.ts and
 * dialogs.spec.ts.
 */
export async function signUpQuickly(page: Page, email = newEmail(), password = PASSWORD): Promise<string> {
  await enterQuickly(page, '/api/auth/sign-up', email, password);
  return email;
}

/** Signs an existing account in the same way (through the API, the captcha solved as the page would). */
export async function signInQuickly(page: Page, email: string, password = PASSWORD): Promise<void> {
  await enterQuickly(page, '/api/auth/sign-in', email, password);
}

async function enterQuickly(page: Page, route: string, email: string, password: string): Promise<void> {
  const response = await page.request.post(route, {
    data: { email, password, reCaptcha: await solvedCaptcha(page) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((value) => {
    (window as unknown as { __app: { setToken: (token: string) => void } }).__app.setToken(value);
  }, token);
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __app: { getState: () => { userConfirmed: boolean } } }).__app.getState()
            .userConfirmed,
      ),
    )
    .toBe(true);
}

type WorkerFixtures = {
  /**
   * This worker's own server (tests/e2e/support/servers.ts; playwright.config.ts makes it the
   * base URL of every page in the worker): the mail listener and fake Google the helpers here talk
   * to (through E2E_SERVICES_PORT, E2E_GOOGLE_PORT).
   */
  server: E2EServer;
};

type Fixtures = {
  /** Console errors fail a test unless it says which ones it expects. */
  allowConsoleErrors: (pattern: RegExp) => void;
  navigate: (path: string) => Promise<void>;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = serverFor(workerInfo.parallelIndex);
      process.env.E2E_PORT = server.port;
      process.env.E2E_SERVICES_PORT = server.servicesPort;
      process.env.E2E_GOOGLE_PORT = server.googlePort;
      await use(server);
    },
    { scope: 'worker', auto: true },
  ],
  // The games draw at most 30 frames a second in the browser tests (src/games/common/test-pace.ts):
  // set in every page and frame before it loads.
  context: async ({ context }, use) => {
    await context.addInitScript(() => {
      (window as { __testFrameLimit?: number }).__testFrameLimit = 30;
    });
    await use(context);
  },
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
