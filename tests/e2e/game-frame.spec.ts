/**
 * What both games do the same way in the site's frame: the buttons that reach the site, and the
 * sound switches kept in the site's state.
 */
import type { BaseSnapshot } from '../../src/games/common/test-state.ts';
import { GAME_IDS } from '../../src/shared/games.ts';
import { expect, href, test } from './fixtures.ts';
import { gameHelpers } from './game-helpers.ts';

for (const game of GAME_IDS) {
  const { frameOf, pressButton, state, waitForScene } = gameHelpers<BaseSnapshot>(game, {});

  test.describe(`${game} in the site frame`, () => {
    test('Settings opens the settings popup and Home goes to the home page', async ({ page }) => {
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      await pressButton(frame, 'settings');
      // The settings feature fills the popup; the game only asks for it.
      const popup = page.getByTestId('popup-settings-popup');
      await expect(popup.getByRole('heading', { name: /settings/i })).toBeVisible();
      await popup.getByRole('button', { name: 'Back to the game' }).click();
      await expect(popup).toBeHidden();
      expect((await state(frame)).scene).toBe('menu');

      await pressButton(frame, 'home');
      await expect(page).toHaveURL(/\/$/);
    });

    test('the sound switches stay in step with the site', async ({ page }) => {
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      await pressButton(frame, 'music');
      await pressButton(frame, 'sounds');
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('app-state') ?? '{}').state))
        .toMatchObject({ isMusicMuted: false, isSoundsMuted: true });
      // A fresh page sends the stored flags with the words.
      await page.reload();
      const again = await frameOf(page);
      const menu = await waitForScene(again, 'menu');
      expect(menu.isMusicMuted).toBe(false);
      expect(menu.isSoundsMuted).toBe(true);
    });
  });
}
