/**
 * Helpers for the Word Candy Match browser tests. The game exposes its state as `window.__candy`
 * (src/games/candy/test-state.ts); tests read it and act through the canvas, like a player.
 */
import type { Frame, Page } from '@playwright/test';
import type { CandySnapshot, CandySnapshotCandy } from '../../src/games/candy/test-state.ts';
import { expect } from './fixtures.ts';

export type { CandySnapshot };

const NOT_STARTED = {
  scene: 'boot',
  ready: false,
  buttons: [],
  play: null,
  result: null,
} as unknown as CandySnapshot;

/** The game's state; before its script runs, a "boot" state that is not ready. */
export async function candyState(frame: Frame): Promise<CandySnapshot> {
  const state = await frame.evaluate(
    () => (window as unknown as { __candy?: CandySnapshot }).__candy ?? null,
  );
  return state ?? NOT_STARTED;
}

/** The game frame of /game/candy, once its page has loaded. */
export async function gameFrame(page: Page): Promise<Frame> {
  await expect(page.getByTestId('game-frame')).toBeVisible();
  let frame: Frame | null = null;
  await expect
    .poll(() => {
      frame = page.frames().find((candidate) => candidate.url().includes('/games/candy/')) ?? null;
      return frame !== null;
    })
    .toBe(true);
  return frame as unknown as Frame;
}

export async function waitForScene(
  frame: Frame,
  scene: CandySnapshot['scene'],
  timeout = 15_000,
): Promise<CandySnapshot> {
  await expect
    .poll(
      async () => {
        const state = await candyState(frame);
        return state.scene === scene && state.ready;
      },
      { timeout },
    )
    .toBe(true);
  return candyState(frame);
}

/** Clicks a point of the canvas (CSS pixels from its top-left corner). */
export async function clickCanvas(frame: Frame, x: number, y: number): Promise<void> {
  await frame.locator('canvas').click({ position: { x, y } });
}

export async function pressButton(frame: Frame, name: string): Promise<void> {
  const state = await candyState(frame);
  const button = state.buttons.find((candidate) => candidate.name === name);
  if (!button) throw new Error(`no "${name}" button on the ${state.scene} screen`);
  expect(button.enabled, `"${name}" is enabled`).toBe(true);
  await clickCanvas(frame, button.x, button.y);
}

/** A right pair among candies that are not moving, waiting for the board to settle if need be. */
export async function findPair(
  frame: Frame,
  right = true,
): Promise<[CandySnapshotCandy, CandySnapshotCandy] | null> {
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const state = await candyState(frame);
    const play = state.play;
    if (state.scene !== 'play' || !play || play.status !== 'playing') return null;
    const still = play.candies.filter((candy) => !candy.moving);
    for (const candy of still) {
      if (candy.side !== 'front') continue;
      const partner = still.find(
        (other) =>
          other.side === 'back' && (right ? other.pairId === candy.pairId : other.pairId !== candy.pairId),
      );
      if (partner) return [candy, partner];
    }
    await frame.page().waitForTimeout(50);
  }
  throw new Error('no pair settled on the board');
}

export async function choosePair(
  frame: Frame,
  pair: [CandySnapshotCandy, CandySnapshotCandy],
): Promise<void> {
  for (const candy of pair) await clickCanvas(frame, candy.x, candy.y);
}
