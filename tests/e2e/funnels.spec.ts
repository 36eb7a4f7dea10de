/**
 * Funnels and honest copy: a premium choice explains itself inside a game, "Play this
 * list" on band pages opens the game with it (free, guest and premium paths), and the games play
 * what Settings says on a second device.
 */
import type { Frame, Page } from '@playwright/test';
import { formatListId } from '../../src/shared/word-lists/list-id.ts';
import { gameFrame as candyFrame, pressButton, waitForScene } from './candy-helpers.ts';
import { readDeviceList, writeDeviceList } from './device-lists.ts';
import { expect, href, openSignIn, signIn, signUpQuickly, test } from './fixtures.ts';
import { PREMIUM_ACCOUNTS } from './support/accounts.ts';

/** The game frame of /game/{candy|space} once loaded, and the list name its start screen shows. */
async function gameFrame(page: Page, game: 'candy' | 'space'): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toBeVisible();
  let frame: Frame | undefined;
  await expect
    .poll(() => {
      frame = page.frames().find((candidate) => candidate.url().includes(`/games/${game}/`));
      return Boolean(frame);
    })
    .toBe(true);
  return frame as Frame;
}

async function playingListName(page: Page, game: 'candy' | 'space'): Promise<string> {
  const frame = await gameFrame(page, game);
  return frame.evaluate(
    (key) =>
      (window as unknown as Record<string, { listName?: string; source?: string } | undefined>)[key]
        ?.listName ?? '',
    `__${game}`,
  );
}

async function expectPlaying(page: Page, game: 'candy' | 'space', name: string) {
  await expect.poll(() => playingListName(page, game), { timeout: 20_000 }).toBe(name);
}

// Settings' premium notices (live region, the plans' link, the native app's wording, nothing
// loaded), Get Started and the Free plan's note, and a premium band's notice for a free learner or
// a visitor are site tests: src/web/features/settings/settings.test.tsx, src/web/features/pricing/
// pricing.test.tsx, src/web/features/ielts/ielts-pages.test.tsx. Here: what opens a game.
test.describe('a premium list explains itself where it was chosen', () => {
  test('inside a game the settings popup explains it, and the game stays', async ({ page }) => {
    await signUpQuickly(page);
    await page.goto(href.game('candy'));
    const frame = await candyFrame(page);
    await waitForScene(frame, 'menu');
    await pressButton(frame, 'settings');
    const popup = page.getByTestId('game-settings-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Change' }).first().click();
    await popup.getByTestId('built-in-ielts-band-7').click();
    await expect(popup.getByRole('status').filter({ hasText: 'Premium list' })).toContainText(
      'IELTS Band 7 is a Premium list.',
    );
    await expect(page).toHaveURL(/\/game\/candy$/);
    await expect(page.getByTestId('game-frame')).toBeVisible();
  });
});

test.describe('Play this list on a band page', () => {
  // A second browser signs an account up for some of these: as above, up to 60 s.
  test.describe.configure({ timeout: 60_000 });
  test('a free learner plays IELTS Band 5: it becomes their list and the game opens with it', async ({
    page,
  }) => {
    await signUpQuickly(page);
    await page.goto(href.ieltsBand(5, 2));
    await page.getByTestId('play-band').getByRole('button', { name: 'Play in Space Words' }).click();
    await expect(page).toHaveURL(/\/game\/space$/, { timeout: 20_000 });
    await expectPlaying(page, 'space', 'IELTS Band 5 Vocabulary');
    await page.goto(href.settings());
    await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('IELTS Band 5 Vocabulary');
  });

  test('a guest plays IELTS Band 5 at once, without an account', async ({ page }) => {
    await page.goto(href.ieltsBand(5));
    const section = page.getByTestId('play-band');
    await expect(section.getByTestId('play-band-visitor')).toContainText('No account needed');
    await section.getByRole('button', { name: 'Play in Space Words' }).click();
    await expect(page).toHaveURL(/\/game\/space$/, { timeout: 20_000 });
    await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
    await expectPlaying(page, 'space', 'IELTS Band 5 Vocabulary');
  });

  test('a plain Log In from the menu gives no reason, and a closed popup drops the wish', async ({
    page,
  }) => {
    // A premium list's "Log in" asks for an account with a reason (Band 5 needs none).
    await page.goto(href.ieltsBand(9));
    await page.getByTestId('play-band').getByRole('button', { name: 'Play in Space Words' }).click();
    await page.getByTestId('play-band').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('sign-in-reason')).toBeVisible();
    await page.getByTestId('sign-in-panel').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('sign-in-panel')).toHaveCount(0);
    await openSignIn(page);
    await expect(page.getByTestId('sign-in-reason')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('play-after-sign-in'))).toBeNull();
  });

  test('a premium learner plays IELTS Band 7 from its page', async ({ page }) => {
    await signIn(page, PREMIUM_ACCOUNTS.spare);
    await page.goto(href.ieltsBand(7));
    await page.getByTestId('play-band').getByRole('button', { name: 'Play in Word Candy Match' }).click();
    await expect(page).toHaveURL(/\/game\/candy$/, { timeout: 20_000 });
    await expectPlaying(page, 'candy', 'IELTS Band 7 Vocabulary');
  });
});

test.describe('two devices, one account', () => {
  // Two browsers, two sign-ins and a game each: more than the default 30 s while the other worker
  // runs beside it on a 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  test('the games on a second device play the list Settings names, never the Test Vocabulary', async ({
    page,
    browser,
  }) => {
    const email = await signUpQuickly(page);
    await page.goto(href.settings());
    await page.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
    await page.getByTestId('built-in-ielts-band-5').click();
    await expect(page.getByTestId('slot-0').getByTestId('slot-name')).toHaveText('IELTS Band 5 Vocabulary', {
      timeout: 15_000,
    });

    const second = await browser.newContext();
    const phone = await second.newPage();
    try {
      await signIn(phone, email);
      // No screen claims what is not true after a sign-in.
      await phone.goto(href.game('candy'));
      await expectPlaying(phone, 'candy', 'IELTS Band 5 Vocabulary');
      await phone.goto(href.game('space'));
      await expectPlaying(phone, 'space', 'IELTS Band 5 Vocabulary');
      await phone.goto(href.settings());
      const row = phone.getByTestId('slot-0');
      await expect(row.getByTestId('slot-name')).toHaveText('IELTS Band 5 Vocabulary');
      await expect(row.getByTestId('slot-device')).toHaveCount(0);
      const stored = await readDeviceList(phone, 0);
      expect(stored.googleSheetId).toBe(formatListId({ kind: 'ielts', band: 5 }));
    } finally {
      await second.close();
    }
  });

  test('words kept from an older list are not played under the new name', async ({ page, browser }) => {
    const email = await signUpQuickly(page);
    // This browser once held another list in slot 0.
    await writeDeviceList(page, [0], {
      name: 'Old words',
      googleSheetId: 'OldSheet_0123456789abcdefghij',
      VOC: [{ front: 'old', back: 'viejo', hint: '' }],
    });
    const second = await browser.newContext();
    const other = await second.newPage();
    try {
      await signIn(other, email);
      await other.goto(href.settings());
      await other.getByTestId('slot-0').getByRole('button', { name: 'Change' }).click();
      await other.getByTestId('built-in-ielts-band-5').click();
      await expect(other.getByTestId('slot-0').getByTestId('slot-name')).toHaveText(
        'IELTS Band 5 Vocabulary',
        { timeout: 15_000 },
      );
    } finally {
      await second.close();
    }
    await page.goto(href.game('space'));
    await expectPlaying(page, 'space', 'IELTS Band 5 Vocabulary');
  });
});
