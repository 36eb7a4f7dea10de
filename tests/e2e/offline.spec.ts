/**
 * Offline play and updates through the service worker (docs/decisions/016-offline-and-native.md). The built server serves the
 * real service worker; this file allows service workers (the other specs block them).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startBuiltServer } from '../../scripts/lib/built-server.ts';
import type { LearningCard } from '../../src/shared/api/learning.ts';
import { CONNECTION_COPY } from '../../src/web/shell/connection-status.tsx';
import { gameFrame, playCandyRound } from './candy-helpers.ts';
import { expect, href, signUpQuickly, storedToken, test } from './fixtures.ts';
import { localRecords } from './learning-api.ts';
import { pressButton as pressSpaceButton, spaceFrame, spaceState, waitForScene } from './space-helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page (after the first visit's install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/** The signed-in learner's cards, as the server has them. */
async function serverCards(page: Page): Promise<LearningCard[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/learning/cards', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { cards: LearningCard[] }).cards;
  });
}

/** Rounds waiting in this browser to be sent (IndexedDB of src/web/features/learning/learning-store.ts). */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('after one online visit both games play a whole round offline, and the rounds reach the server when the connection returns', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  test.setTimeout(60_000);
  // Calls that cannot leave the browser while offline are logged by Chromium.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|NetworkError/);
  // Quick moves on the Word Candy Match board (the game's reduced-motion path): the same round, sooner.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpQuickly(page);
  await waitForServiceWorker(page);

  await goOffline(context, page);
  await page.reload();
  // The page says it is offline and what still works.
  const status = page.getByTestId('offline-status');
  await expect(status).toBeVisible();
  await status.getByText(CONNECTION_COPY.offline, { exact: true }).click();
  await expect(status).toContainText(CONNECTION_COPY.offlineDetails);
  // The tour video is not kept offline: its popup says so.
  await page.getByTestId('watch-video').click();
  await expect(page.getByTestId('video-offline')).toHaveText(
    'This video needs a connection. Both games still play offline.',
  );
  await page.keyboard.press('Escape');

  // A whole Word Candy Match round, offline.
  await playCandyRound(page);
  const candy = await gameFrame(page);
  await expect(candy.locator('#game > canvas')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // A whole Space Words round, offline: nobody types, the enemies land and the shields run out.
  // At the test pace the enemies land in a few seconds (src/games/common/test-pace.ts).
  await page.goto(`${href.game('space')}?pace=test`);
  const space = await spaceFrame(page);
  await waitForScene(space, 'menu', 30_000);
  await pressSpaceButton(space, 'play');
  await waitForScene(space, 'play');
  const result = await waitForScene(space, 'result', 30_000);
  expect(result.result?.words.length).toBeGreaterThan(0);
  expect((await spaceState(space)).scene).toBe('result');

  // Both rounds wait in the browser; the server has nothing yet.
  await expect.poll(() => localRecords(page, 'rounds'), { timeout: 15_000 }).toBe(2);

  // Logging out now would delete them: the learner is asked first, and stays signed in.
  await page.getByTestId('burger').click();
  await page.getByTestId('drawer').getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading')).toHaveText('Log out and lose 2 rounds?');
  await confirm.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(confirm).toBeHidden();
  expect(await storedToken(page)).not.toBeNull();
  expect(await localRecords(page, 'rounds')).toBe(2);

  // Back online: the rounds are sent, and the server holds a card per word for each skill.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-status')).toBeHidden();
  await expect.poll(() => localRecords(page, 'rounds'), { timeout: 30_000 }).toBe(0);
  const cards = await serverCards(page);
  expect(cards.filter((card) => card.skill === 'recognition')).toHaveLength(16);
  expect(cards.filter((card) => card.skill === 'recall').length).toBeGreaterThan(0);
});

test('a new version deployed while the site is open shows "New version: Reload", and Reload brings it in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A server of its own on a copy of the build, so this test can deploy a new service worker.
  const client = mkdtempSync(path.join(tmpdir(), 'va-sw-update-'));
  cpSync(`${process.env.DIST_DIR ?? 'dist'}/client`, client, { recursive: true });
  const server = await startBuiltServer({
    tmpPrefix: 'va-sw-update-data-',
    fromTestTemplate: true,
    env: { STATIC_DIR: client, CAPTCHA: 'off' },
  });
  try {
    await page.goto(`${server.baseUrl}/`);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    // The first install took control without a prompt or a reload.
    await page.evaluate(() => {
      (window as unknown as { firstPage: boolean }).firstPage = true;
    });

    // Deploy: a service worker with different bytes (a new build's precache list differs the same way).
    const swFile = path.join(client, 'sw.js');
    writeFileSync(swFile, `${readFileSync(swFile, 'utf8')}\n// deployed ${Date.now()}\n`);
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toHaveText(`${CONNECTION_COPY.newVersion} ${CONNECTION_COPY.reload}`);
    // Nothing changes until the learner chooses: still the same page, the new worker waiting.
    expect(await page.evaluate(() => (window as unknown as { firstPage?: boolean }).firstPage)).toBe(true);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null)),
    ).toBe(true);

    await prompt.getByRole('button', { name: CONNECTION_COPY.reload }).click();
    // The page reloads once, under the new worker, and the prompt is gone.
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { firstPage?: boolean }).firstPage ?? false)
          // A read that meets the reload in progress is asked again.
          .catch(() => 'reloading'),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)),
    ).toBeNull();
  } finally {
    // Leave the site before its server stops, so the page asks it nothing more.
    await page.goto('about:blank');
    await server.stop();
    rmSync(client, { recursive: true, force: true });
  }
});

test('Chromium finds the site installable: manifest named from SITE_NAME, icons, a service worker', async ({
  page,
  context,
}) => {
  // Lighthouse 12 dropped its PWA category; these are the browser's own install checks (CDP).
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito windows, where Chromium never offers to install: every
  // other check (manifest, icons, start URL, display, a service worker) must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest', {})) as {
    url: string;
    errors: unknown[];
    data?: string;
  };
  expect(url).toMatch(/\/site\.webmanifest$/);
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Vocab Arcade', display: 'standalone' });
});
