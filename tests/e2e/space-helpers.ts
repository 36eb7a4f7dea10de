/**
 * Helpers for the Space Words browser tests. The game exposes its state as `window.__space`
 * (src/games/space/test-state.ts); tests read it and act like a player: keys typed into the
 * page, taps on the canvas where a button or an on-screen key is.
 */
import type { Frame, Page } from '@playwright/test';
import type { SpaceSnapshot, SpaceSnapshotEnemy } from '../../src/games/space/test-state.ts';
import { appState } from './app-state.ts';
import { writeDeviceList } from './device-lists.ts';
import { expect } from './fixtures.ts';
import { gameHelpers } from './game-helpers.ts';

export type { SpaceSnapshot, SpaceSnapshotEnemy };

const helpers = gameHelpers<SpaceSnapshot>('space', {
  forgiveAccents: true,
  keyboard: { visible: false, keys: [] },
  play: null,
  result: null,
});
export const spaceState = helpers.state;
export const spaceFrame = helpers.frameOf;
export const waitForScene = helpers.waitForScene;
export const pressButton = helpers.pressButton;

/** The enemies in flight, nearest the base first, once there are at least `count`. */
export async function enemiesInFlight(
  frame: Frame,
  count = 1,
  timeout = 15_000,
): Promise<SpaceSnapshotEnemy[]> {
  await expect
    .poll(async () => (await spaceState(frame)).play?.enemies.length ?? 0, { timeout })
    .toBeGreaterThanOrEqual(count);
  const enemies = (await spaceState(frame)).play?.enemies ?? [];
  return [...enemies].sort((a, b) => b.depth - a.depth);
}

/**
 * Waits for the round to change from `state`: an enemy appears or goes, a wave starts or ends,
 * the round ends. Checked on each animation frame of the game (an event, not a clock).
 */
export async function nextMoment(frame: Frame, state: SpaceSnapshot, timeout = 20_000): Promise<void> {
  const moment = (snapshot: SpaceSnapshot) =>
    JSON.stringify([
      snapshot.scene,
      snapshot.play?.status,
      snapshot.play?.betweenWaves,
      snapshot.play?.enemies.map((enemy) => enemy.id),
    ]);
  await frame.waitForFunction(
    (before) => {
      const current = (window as unknown as { __space?: SpaceSnapshot }).__space;
      if (!current) return false;
      const play = current.play;
      const now = JSON.stringify([
        current.scene,
        play?.status,
        play?.betweenWaves,
        play?.enemies.map((enemy) => enemy.id),
      ]);
      return now !== before;
    },
    moment(state),
    { timeout },
  );
}

/**
 * Types a key into the game page as a hardware keyboard would. Letters outside the US layout
 * (é, Cyrillic…) cannot be typed by Playwright's keyboard: they are sent as a key event.
 */
export async function typeKeys(frame: Frame, text: string): Promise<void> {
  for (const char of text) {
    if (/^[\x20-\x7e]$/.test(char)) await frame.page().keyboard.type(char);
    else
      await frame.evaluate((key) => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      }, char);
  }
}

/** Taps one key of the on-screen keyboard: a letter, " " (the space bar), "Backspace" or "Hint". */
export async function tapKey(frame: Frame, name: string): Promise<void> {
  const keys = (await spaceState(frame)).keyboard.keys;
  const key = keys.find((candidate) => candidate.key === name);
  if (!key) throw new Error(`no key "${name}" among ${keys.map((k) => k.key).join(' ')}`);
  await frame.locator('#game').tap({ position: { x: key.x, y: key.y } });
}

/** Taps the on-screen keys of a word, letter by letter. */
export async function tapKeys(frame: Frame, text: string): Promise<void> {
  for (const char of text) await tapKey(frame, char);
}

/**
 * Stores a word list where the site looks for Space Words' words: its own slot (2), or slot 0
 * when one sheet serves every game (the default for a visitor).
 */
export async function storeList(page: Page, list: object): Promise<void> {
  const ownSlot = (await appState(page)).vocabularies?.isCommonVocabulary === false;
  await writeDeviceList(page, ownSlot ? [2] : [0, 2], list);
}
