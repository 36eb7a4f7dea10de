import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { appState, setAppState } from './app-state.ts';
import { expect, href, openSignIn, type Page, test } from './fixtures.ts';

/** Where focus is: the test id of the nearest marked ancestor, or "body" when nothing has focus. */
async function focusIsIn(page: Page, testId: string): Promise<boolean | 'body'> {
  return page.evaluate((id) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.closest(`[data-testid="${id}"]`) !== null;
  }, testId);
}

/** Serious and critical axe-core violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Measured at rest: a dialog fading in has a passing moment of low contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Words of an element's text that the browser split over two lines. */
async function wordsBrokenOverLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.describe('nested dialogs', () => {
  test('Escape in the Privacy/Terms dialog closes only it; the typed email stays; focus comes back', async ({
    page,
  }) => {
    await page.goto('/');
    await openSignIn(page);
    const popup = page.getByTestId('popup-sign-in');
    await expect(popup).toBeVisible();
    await popup.getByLabel('Email').fill('learner@example.com');
    const termsButton = popup.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' });
    await termsButton.click();
    await expect(page.getByTestId('privacy-terms')).toBeVisible();
    expect(await focusIsIn(page, 'privacy-terms')).toBe(true);

    // Tab stays in the topmost dialog (the browser's own controls aside): never on the form below.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, 'privacy-terms')).not.toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('privacy-terms')).toHaveCount(0);
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel('Email')).toHaveValue('learner@example.com');
    await expect(termsButton).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
    // Back to the control that opened the popup's way in: the menu button.
    await expect(page.getByTestId('burger')).toBeFocused();
  });

  test("a click on the terms dialog's overlay closes only it", async ({ page }) => {
    await page.goto('/');
    await openSignIn(page);
    const panel = page.getByTestId('sign-in-panel');
    await panel.getByLabel('Email').fill('learner@example.com');
    await panel.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' }).click();
    await expect(page.getByTestId('privacy-terms')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByTestId('privacy-terms')).toHaveCount(0);
    await expect(panel.getByLabel('Email')).toHaveValue('learner@example.com');
    await page.mouse.click(5, 5);
    await expect(page.getByTestId('popup-sign-in')).toHaveCount(0);
  });

  test('the page behind a popup is inert: Tab never reaches it', async ({ page }) => {
    await page.goto('/');
    await openSignIn(page);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, 'popup-sign-in')).not.toBe(false);
    }
  });
});

test.describe('phone drawer', () => {
  test('takes focus, leaves the page behind inert, and gives focus back to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    expect(await focusIsIn(page, 'drawer')).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page, 'drawer')).not.toBe(false);
    }
    // Nothing behind the scrim can be reached by the keyboard or a screen reader.
    await expect(page.locator('.shell__body')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drawer')).toBeHidden();
    await expect(page.getByTestId('burger')).toBeFocused();
    await expect(page.locator('.shell__body')).not.toHaveAttribute('inert', '');
  });

  test('on a desktop the drawer sits beside the page, which stays usable', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect(page.locator('.shell__body')).not.toHaveAttribute('inert', '');
  });
});

test.describe('popups and pages', () => {
  test('a popup closes when the page changes under it', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Space Words/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game\/space$/);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.getByTestId('about-premium').click();
    await expect(page.getByTestId('popup-subscribe-to-premium')).toBeVisible();
    // The browser's own forward: the page changes under the popup.
    await page.goForward();
    await expect(page).toHaveURL(/\/game\/space$/);
    await expect(page.getByTestId('popup-subscribe-to-premium')).toHaveCount(0);
  });

  test('the in-game settings popup at 1280 px keeps each list name whole', async ({ page }) => {
    await page.goto(href.game('candy'));
    await expect.poll(async () => (await appState(page)).vocabularies).toBeTruthy();
    // The list the issue saw break ("Vocab / ulary"), as the name of the player's list, set through
    // the app's store (which saves it).
    const vocabularies = (await appState(page)).vocabularies;
    if (!vocabularies) throw new Error('no vocabularies');
    await setAppState(page, {
      vocabularies: {
        ...vocabularies,
        games: vocabularies.games.map((entry) => ({ ...entry, name: 'IELTS Band 5 Vocabulary' })),
      },
    });
    await page.reload();
    await expect(page.getByTestId('game-frame')).toBeVisible();
    const gameFrame = () => page.frames().find((candidate) => candidate.url().includes('/games/candy/'));
    await expect.poll(() => gameFrame() !== undefined).toBe(true);
    // What the game's Settings button sends.
    await gameFrame()?.evaluate(() =>
      window.parent.postMessage({ type: 'settings-popup', data: { game: 'candy' } }, window.location.origin),
    );
    const popup = page.getByTestId('popup-settings-popup');
    const name = popup.getByTestId('slot-name').first();
    await expect(name).toContainText('IELTS Band 5 Vocabulary');
    expect(await wordsBrokenOverLines(name)).toEqual([]);
    expect(await wordsBrokenOverLines(popup)).toEqual([]);
  });
});

// The /sign-in page's states and ?next, the sign-in flows without a native alert, "Rate us" in the
// app, and the back arrow on a page opened directly are site tests (src/web/features/auth/
// sign-in.test.tsx, src/web/shell/shell.test.tsx).
test.describe('the back arrow stays on the site', () => {
  test('on a page reached from another site, back goes home, not to that site', async ({ page, baseURL }) => {
    await page.goto(`data:text/html,<a href="${baseURL}${href.privacy()}">our privacy page</a>`);
    await page.getByRole('link', { name: 'our privacy page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('after a page inside the app, back goes to that page', async ({ page }) => {
    await page.goto(href.privacy());
    await page.getByTestId('burger').click();
    await page.getByTestId('drawer').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL((url) => url.pathname === '/privacy');
  });
});

// Popups named by their visible heading are site tests (src/web/features/auth/sign-in.test.tsx,
// src/web/features/pricing/pricing.test.tsx).
test.describe('accessibility of the dialogs and the drawer (axe-core)', () => {
  test('open drawer, sign-in popup and nested terms dialog at 375 and 1280 px: no serious issue', async ({
    page,
  }) => {
    // One page load: each state is scanned at both widths, the window turned as a phone turns. Six
    // scans: more than the default 30 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    const atBothWidths = async (state: string) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
        expect(await seriousViolations(page), `${state} at ${width} px`).toEqual([]);
      }
    };
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByTestId('burger').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await atBothWidths('drawer');

    await page.getByTestId('drawer').getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByTestId('sign-in-panel')).toBeVisible();
    await atBothWidths('sign-in popup');

    await page.getByRole('button', { name: 'Privacy Policy and Terms & Conditions' }).click();
    await expect(page.getByTestId('privacy-terms')).toBeVisible();
    await atBothWidths('terms dialog');
  });
});
