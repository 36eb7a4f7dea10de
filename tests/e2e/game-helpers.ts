/**
 * What the browser tests of both games share. Each game exposes its state as `window.__<game>`
 * (src/games/<game>/test-state.ts); tests read it and act at its screen positions, like a player.
 */
import type { Frame, Page } from '@playwright/test';
import { type BaseSnapshot, EMPTY_BASE } from '../../src/games/common/test-state.ts';
import type { GameId } from '../../src/shared/games.ts';
import { expect } from './fixtures.ts';

/** `beforeStart`: the game's own fields of its state before its script runs (the rest is EMPTY_BASE). */
export function gameHelpers<Snapshot extends BaseSnapshot>(
  game: GameId,
  beforeStart: Omit<Snapshot, keyof BaseSnapshot>,
) {
  const notStarted = { ...EMPTY_BASE, ...beforeStart } as Snapshot;

  /** The game's state; before its script runs, a "boot" state that is not ready. */
  async function state(frame: Frame): Promise<Snapshot> {
    const found = await frame.evaluate(
      (key) => (window as unknown as Record<string, unknown>)[key] ?? null,
      `__${game}`,
    );
    return (found as Snapshot | null) ?? notStarted;
  }

  /** The game frame of /game/<game>, once its page has loaded. */
  async function frameOf(page: Page): Promise<Frame> {
    await expect(page.getByTestId('game-frame')).toBeVisible();
    let frame: Frame | null = null;
    await expect
      .poll(() => {
        frame = page.frames().find((candidate) => candidate.url().includes(`/games/${game}/`)) ?? null;
        return frame !== null;
      })
      .toBe(true);
    return frame as unknown as Frame;
  }

  async function waitForScene(frame: Frame, scene: Snapshot['scene'], timeout = 15_000): Promise<Snapshot> {
    await expect
      .poll(
        async () => {
          const current = await state(frame);
          return current.scene === scene && current.ready;
        },
        { timeout },
      )
      .toBe(true);
    return state(frame);
  }

  /** Presses a button of the current screen: a click, or a tap on a touch screen. */
  async function pressButton(frame: Frame, name: string, touch = false): Promise<void> {
    const current = await state(frame);
    const button = current.buttons.find((candidate) => candidate.name === name);
    if (!button) throw new Error(`no "${name}" button on the ${current.scene} screen`);
    expect(button.enabled, `"${name}" is enabled`).toBe(true);
    // The game's element: its canvas, or the start screen drawn in HTML over it (decision record 038).
    const game = frame.locator('#game');
    if (touch) await game.tap({ position: { x: button.x, y: button.y } });
    else await game.click({ position: { x: button.x, y: button.y } });
  }

  return { state, frameOf, waitForScene, pressButton };
}
