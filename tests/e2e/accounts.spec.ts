import type { Request } from '@playwright/test';
import {
  expect,
  mailsTo,
  newEmail,
  openSignIn,
  PASSWORD,
  signUp,
  signUpQuickly,
  storedToken,
  test,
} from './fixtures.ts';

// The popup's validation messages, consent, a wrong password, its modes and an email signed up
// twice are site tests
// (src/web/features/auth/sign-in.test.tsx); here the flows that need the real captcha, mail or Google.
test.describe('accounts, as a new user would', () => {
  test('sign up, see success, reload: Log Out in the drawer, username and role in settings; log out', async ({
    page,
  }) => {
    await signUp(page);
    await page.reload();
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer').getByRole('button', { name: 'Log Out' })).toBeVisible();
    await page.getByTestId('drawer').getByRole('link', { name: 'Settings' }).click();
    // A generated public name, never the email's local part (decision record 030).
    await expect(page.getByTestId('username')).toHaveText(/^Learner \d{4,}$/);
    await expect(page.getByTestId('role')).toHaveText('FREE');

    // On a desktop the drawer stays open beside the page.
    // Log Out ends with a reload: the drawer is opened on the page it brings, not the one before.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('drawer').getByRole('button', { name: 'Log Out' }).click();
    await reloaded;
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer').getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect(page.getByTestId('account').getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('the whole password reset flow through real mail', async ({ page, allowConsoleErrors }) => {
    // The reused link is refused with 400.
    allowConsoleErrors(/status of 400/);
    const email = await signUpQuickly(page);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.reload();

    await openSignIn(page);
    const panel = page.getByTestId('sign-in-panel');
    await panel.getByRole('button', { name: 'Forgot password?' }).click();
    await panel.getByLabel('Email').fill(email);
    await panel.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('email-sent-message')).toContainText('we have sent it a link', {
      timeout: 15_000,
    });

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(email);
    const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();

    await page.goto(link ?? '');
    await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.hash === '');
    const newPassword = 'Brand-new-pass-7';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('Your password has been changed');

    // The link works once.
    await page.goto('/');
    await page.goto(link ?? '');
    await page.getByLabel('New password').fill('Another-pass-8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('error-lines')).toContainText('invalid or has expired');

    // The new password signs in; the page reloads signed in.
    await page.goto('/');
    await openSignIn(page);
    await page.getByTestId('sign-in-panel').getByLabel('Email').fill(email);
    await page.getByTestId('sign-in-panel').getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 15_000 });
    await page.waitForEvent('load');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer').getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('Google sign-in against the local provider returns signed in', async ({ page }) => {
    await page.goto('/settings');
    await page.getByTestId('account').getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // The page drops the hand-over mark from the address once it has taken the token.
    await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.search === '');
    // Google's name for the person is not made public: a generated one until they choose.
    await expect(page.getByTestId('username')).toHaveText(/^Learner \d{4,}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('va_handoff');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});

test('the captcha shows after the checks pass, and clicking its overlay cancels the call', async ({
  page,
}) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/captcha/challenge', async (route) => {
    await gate;
    await route.continue();
  });
  const signUps: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUps.push(request.url());
  });
  // Listened for from the start: the cancel may abort the held challenge before it is released.
  const firstChallenge = new Promise<void>((resolve) => {
    const done = (request: Request) => {
      if (request.url().includes('/api/captcha/challenge')) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
  await page.goto('/');
  await openSignIn(page);
  const panel = page.getByTestId('sign-in-panel');
  await panel.getByRole('button', { name: 'New here? Create an account' }).click();
  await panel.getByLabel('Email').fill(newEmail('cancel'));
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // The widget asks for its challenge once its code has loaded: the cancel comes after that call.
  const challengeAsked = page.waitForRequest('**/api/captcha/challenge');
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('captcha')).toBeVisible();
  await challengeAsked;
  await page.getByTestId('captcha-overlay').click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('captcha')).toHaveCount(0);
  release();
  await firstChallenge;
  expect(signUps).toEqual([]);
  await expect(panel.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  // The event after which the cancelled call would have gone: a second try, solved and sent. Only
  // that one reaches the server.
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('sign-in-success')).toBeVisible({ timeout: 20_000 });
  expect(signUps).toHaveLength(1);
});
