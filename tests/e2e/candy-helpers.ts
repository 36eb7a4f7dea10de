/**
 * Helpers for the Word Candy Match browser tests. The game exposes its state as `window.__candy`
 * (src/games/candy/test-state.ts); tests read it and act through the canvas, like a player.
 */
import type { Frame, Page } from '@playwright/test';
import type { CandySnapshot, CandySnapshotCandy } from '../../src/games/candy/test-state.ts';
import { href } from './fixtures.ts';
import { gameHelpers } from './game-helpers.ts';

export type { CandySnapshot };

const helpers = gameHelpers<CandySnapshot>('candy', { play: null, result: null });
export const candyState = helpers.state;
export const gameFrame = helpers.frameOf;
export const waitForScene = helpers.waitForScene;
export const pressButton = (frame: Frame, name: string) => helpers.pressButton(frame, name);

/** Clicks a point of the game (CSS pixels from its top-left corner). */
async function clickCanvas(frame: Frame, x: number, y: number): Promise<void> {
  await frame.locator('#game').click({ position: { x, y } });
}

/**
 * A right pair among candies that are not moving, waiting for the board to settle if need be
 * (checked on each animation frame of the game); null once the round is no longer played.
 */
export async function findPair(
  frame: Frame,
  right = true,
): Promise<[CandySnapshotCandy, CandySnapshotCandy] | null> {
  const found = await frame.waitForFunction(
    (wantRight) => {
      const state = (window as unknown as { __candy?: CandySnapshot }).__candy;
      const play = state?.play;
      if (state?.scene !== 'play' || !play || play.status !== 'playing') return { pair: null };
      const still = play.candies.filter((candy) => !candy.moving);
      for (const candy of still) {
        if (candy.side !== 'front') continue;
        const partner = still.find(
          (other) =>
            other.side === 'back' &&
            (wantRight ? other.pairId === candy.pairId : other.pairId !== candy.pairId),
        );
        if (partner) return { pair: [candy, partner] };
      }
      return false;
    },
    right,
    { timeout: 15_000 },
  );
  return ((await found.jsonValue()) as { pair: [CandySnapshotCandy, CandySnapshotCandy] | null }).pair;
}

/** A wrong pair for the word `pairId` (its front with another word's back), once the board is still. */
export async function wrongPairFor(
  frame: Frame,
  pairId: number,
): Promise<[CandySnapshotCandy, CandySnapshotCandy]> {
  // Waits for the board to hold the word's front and another word's back, both still.
  const found = await frame.waitForFunction(
    (id) => {
      const play = (window as unknown as { __candy?: CandySnapshot }).__candy?.play;
      const still = play?.candies.filter((candy) => !candy.moving) ?? [];
      const front = still.find((candy) => candy.side === 'front' && candy.pairId === id);
      const back = still.find((candy) => candy.side === 'back' && candy.pairId !== id);
      return front && back ? [front, back] : false;
    },
    pairId,
    { timeout: 15_000 },
  );
  return (await found.jsonValue()) as [CandySnapshotCandy, CandySnapshotCandy];
}

export async function choosePair(
  frame: Frame,
  pair: [CandySnapshotCandy, CandySnapshotCandy],
): Promise<void> {
  for (const candy of pair) await clickCanvas(frame, candy.x, candy.y);
}

/** Plays a Word Candy Match round to the end: one wrong pair first, then every pair; answers the word of the wrong pair. */
export async function playCandyRound(page: Page): Promise<string> {
  await page.goto(href.game('candy'));
  const frame = await gameFrame(page);
  await waitForScene(frame, 'menu');
  await pressButton(frame, 'play');
  await waitForScene(frame, 'play');
  const wrong = await findPair(frame, false);
  if (!wrong) throw new Error('no wrong pair');
  await choosePair(frame, wrong);
  for (let guard = 0; guard < 20; guard += 1) {
    const pair = await findPair(frame);
    if (!pair) break;
    await choosePair(frame, pair);
  }
  await waitForScene(frame, 'result');
  return wrong[0].text;
}
