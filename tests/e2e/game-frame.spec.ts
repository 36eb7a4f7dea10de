/**
 * What both games do the same way in the site's frame: the sound switches kept in the site's
 * state, and the buttons that reach the site.
 */
import type { Response } from '@playwright/test';
import type { BaseSnapshot } from '../../src/games/common/test-state.ts';
import { GAME_IDS } from '../../src/shared/games.ts';
import { appState } from './app-state.ts';
import { writeDeviceList } from './device-lists.ts';
import { expect, href, test } from './fixtures.ts';
import { gameHelpers } from './game-helpers.ts';

for (const game of GAME_IDS) {
  const { frameOf, pressButton, state, waitForScene } = gameHelpers<BaseSnapshot>(game, {});

  test.describe(`${game} in the site frame`, () => {
    test('the sound switches stay in step with the site; Settings opens the settings popup and Home goes to the home page', async ({
      page,
    }) => {
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      await pressButton(frame, 'music');
      await pressButton(frame, 'sounds');
      await expect
        .poll(async () => {
          const { isMusicMuted, isSoundsMuted } = await appState(page);
          return { isMusicMuted, isSoundsMuted };
        })
        .toEqual({ isMusicMuted: false, isSoundsMuted: true });
      // A fresh page sends the stored flags with the words.
      await page.reload();
      const again = await frameOf(page);
      const menu = await waitForScene(again, 'menu');
      expect(menu.isMusicMuted).toBe(false);
      expect(menu.isSoundsMuted).toBe(true);

      await pressButton(again, 'settings');
      // The settings feature fills the popup; the game only asks for it.
      const popup = page.getByTestId('popup-settings-popup');
      await expect(popup.getByRole('heading', { name: /settings/i })).toBeVisible();
      await popup.getByRole('button', { name: 'Back to the game' }).click();
      await expect(popup).toBeHidden();
      expect((await state(again)).scene).toBe('menu');

      await pressButton(again, 'home');
      await expect(page).toHaveURL(/\/$/);
    });

    test('a list stored in another tab reaches the game', async ({ page }) => {
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      const before = (await state(frame)).listName;
      // The page listens for other tabs' lists from its first idle moment (decision record 041).
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
      // Another tab of the same browser stores a list for every game, then the learner returns.
      const other = await page.context().newPage();
      await other.goto(href.home());
      await writeDeviceList(other, [0, 1, 2], {
        name: 'Harbour words',
        VOC: [
          { front: 'harbour', back: 'port', hint: 'ships rest there' },
          { front: 'meadow', back: 'prairie', hint: 'a field of grass' },
          { front: 'lantern', back: 'lanterne', hint: 'a lamp you carry' },
        ],
      });
      await other.close();
      await expect.poll(async () => (await state(frame)).listName).toBe('Harbour words');
      expect(before).not.toBe('Harbour words');
    });

    test('the page and its frame load no zod until a round ends', async ({ page }) => {
      // Decision record 041: the site checks the frame's messages by hand, and a round's results
      // with zod in the chunk it loads when a round ends. zod's built code names its internals `_zod`.
      const scripts: Response[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      };
      page.on('response', collect);
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      // The words came through the bridge (dealt: the start screen names their list), and both
      // documents have been idle: what a load imports on demand has been imported.
      await expect.poll(async () => (await state(frame)).listName).toBeTruthy();
      for (const context of [page, frame])
        await context.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2000 })));
      page.off('response', collect);
      const withZod: string[] = [];
      for (const response of scripts) {
        // A request the page dropped has no body, and ran nothing.
        const body = await response.text().catch(() => '');
        if (body.includes('._zod')) withZod.push(new URL(response.url()).pathname);
      }
      expect(scripts.length).toBeGreaterThan(5);
      expect(withZod).toEqual([]);
    });

    test("the frame loads the game and Phaser's canvas build, not the site's framework", async ({ page }) => {
      // Decision records 034, 035 and 038: what the frame runs before its start screen is playable.
      const scripts: { name: string; body: Promise<string> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        if (!response.frame().url().includes(`/games/${game}/`)) return;
        scripts.push({ name: new URL(response.url()).pathname, body: response.text() });
      });
      // Every drawing context the frame asks for: the canvas build never asks for a WebGL one.
      await page.addInitScript(() => {
        const asked: string[] = [];
        (window as unknown as { __contexts: string[] }).__contexts = asked;
        const getContext = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: unknown[]
        ) {
          asked.push(type);
          return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
        } as typeof getContext;
      });
      await page.goto(href.game(game));
      const frame = await frameOf(page);
      await waitForScene(frame, 'menu');
      const names = () => scripts.map((script) => script.name);
      expect(names().filter((name) => /\/(framework|site-core)-/.test(name))).toEqual([]);
      // The start screen is HTML: no engine yet, and Play starts it.
      await expect(frame.locator('#game > canvas')).toHaveCount(0);
      await pressButton(frame, 'play');
      await waitForScene(frame, 'play');
      await expect(frame.locator('#game > canvas')).toHaveCount(1);
      const contexts = await frame.evaluate(() => (window as unknown as { __contexts: string[] }).__contexts);
      expect(contexts).toContain('2d');
      expect(contexts.filter((type) => type.includes('webgl'))).toEqual([]);
      const phaser = () => scripts.find((script) => /\/phaser-[\w-]+\.js$/.test(script.name));
      await expect
        .poll(() => phaser()?.name, { message: `Phaser among ${names().join(', ')}` })
        .toBeDefined();
      // The WebGL renderer listens for a lost context; the canvas build has no WebGL renderer.
      expect(
        (await phaser()?.body)?.includes('webglcontextlost'),
        `the WebGL renderer in ${phaser()?.name}`,
      ).toBe(false);
    });
  });
}
