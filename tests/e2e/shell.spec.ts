import { setAppState } from './app-state.ts';
import { expect, href, storedToken, test } from './fixtures.ts';

/** Each route of the spec's table and the heading it shows. */
const PAGES: [string, string][] = [
  [href.home(), 'Vocab Arcade'],
  ['/index.html', 'Vocab Arcade'],
  [href.howTo(), 'How to make a vocabulary sheet'],
  [href.ieltsVocabularies(), 'IELTS Vocabularies'],
  [href.ieltsBand(7), 'IELTS Band 7 Vocabulary'],
  [href.ieltsBand(7, 3), 'IELTS Band 7 Vocabulary'],
  [href.googleTranslate(), 'Google Translate history to a sheet'],
  [href.career(), 'Career'],
  [href.careerEpisode(2), 'Episode 2: Education'],
  [href.play(1, 1, 1, 'Environment 1'), 'Environment 1'],
  [href.tracks(), 'Community tracks'],
  [href.tracksDesigners(), 'Top designers'],
  [href.game('candy'), 'Word Candy Match'],
  [href.game('space'), 'Space Words'],
  [href.signIn(), 'Log In'],
  [href.settings(), 'Settings'],
  [href.pricing(), 'Pricing'],
  [href.privacy(), 'Privacy Policy'],
];

test.describe('routes', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} shows its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });
  }

  for (const path of [
    '/no-such-page',
    '/ielts-vocabulary/4',
    '/game/chess',
    '/settings/extra',
    '/career/10',
    '/play/82/9-10',
  ]) {
    test(`${path} shows Not Found`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/);
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not Found');
    });
  }
});

test.describe('drawer', () => {
  test('opens and closes with the burger and lists the links', async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeHidden();
    await page.getByTestId('burger').click();
    await expect(drawer).toBeVisible();
    for (const [name, target] of <[string, string][]>[
      ['Home', '/'],
      ['Pricing', '/pricing'],
      ['Word Candy Match', '/game/candy'],
      ['Space Words', '/game/space'],
      ['Community tracks', '/tracks'],
      ['IELTS Vocabularies', '/ielts-vocabularies'],
      ['Sheet guide', '/how-to'],
      ['Google Translate guide', '/google-translate'],
      ['Settings', '/settings'],
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveAttribute('href', target);
    }
    await expect(drawer.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.getByTestId('burger').click();
    await expect(drawer).toBeHidden();
  });

  test('Log In closes the drawer and opens the sign-in popup; overlay and Escape close it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('drawer')).toBeHidden();
    const popup = page.getByTestId('popup-sign-in');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByTestId('popup-overlay').click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeHidden();

    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('on a phone it overlays the page and closes on the scrim or after choosing a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByTestId('burger').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
    await page.getByTestId('burger').click();
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();
  });

  test('a signed-out visitor in the native app sees no Pricing link, and that survives a reload', async ({
    page,
  }) => {
    await page.goto('/?appName=android');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer').getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('drawer').getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await page.goto('/');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer').getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('drawer').getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });
});

test.describe('back button', () => {
  test('is not shown on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('back-button')).toHaveCount(0);
  });

  for (const [from, to] of <[string, string][]>[
    [href.ieltsBand(6, 2), href.ieltsVocabularies()],
    [href.ieltsVocabularies(), href.home()],
    [href.howTo(), href.home()],
    [href.settings(), href.home()],
  ]) {
    test(`goes from ${from} to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('back-button').click();
      await expect(page).toHaveURL((url) => url.pathname === to);
    });
  }

  test('uses browser history on other pages', async ({ page }) => {
    await page.goto(href.ieltsVocabularies());
    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    // The old page stays on screen until the next one has loaded; click on the new page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/ielts-vocabularies$/);
  });
});

test('the footer shows this year and the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('footer')).toContainText(`© ${new Date().getFullYear()} Vocab Arcade`);
});

test('the page title names the page and the site', async ({ page }) => {
  await page.goto(href.pricing());
  await expect(page).toHaveTitle('Pricing · Vocab Arcade');
});

test('a stored token the server refuses is removed with the stored state, silently', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 401/);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
  await setAppState(page, { isMusicMuted: false });
  await page.reload();
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}')?.state?.isMusicMuted),
    )
    .not.toBe(false);
  await expect(page.getByTestId('burger')).toBeVisible();
});

test('persisted state survives a reload with its defaults', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}').state?.user?.id))
    .toBe(1);
  const state = await page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}').state);
  expect(state).toMatchObject({
    postHubFilter: 'new',
    appName: 'site',
    isMusicMuted: true,
    isSoundsMuted: false,
    user: { id: 1 },
  });
  // Changed through the app's store, as its sound switch does; what the store saved comes back.
  await setAppState(page, { isSoundsMuted: true });
  await page.reload();
  await page.getByTestId('burger').click();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}').state);
  expect(after.isSoundsMuted).toBe(true);
  expect(after).not.toHaveProperty('popup');
  expect(after).not.toHaveProperty('isDrawerOpen');
});
