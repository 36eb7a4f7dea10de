/**
 * Knobs for tests, read from the game page's address (the site passes its own on to the game's
 * frame, see src/web/features/play/game-page.tsx):
 * - `?pace=test`: Space Words' round clock runs TEST_TIME_SCALE times faster (enemies fall in a
 *   few seconds, waves come and go in seconds), so a browser test that plays a round to its end
 *   takes seconds, not minutes (Word Candy Match's rounds end when the pairs are found: its clock
 *   is left as it is); `?pace=N`, a number from 1 to TEST_TIME_SCALE, runs it N times faster (a test
 *   that must type words as they come and then wait for the round's end: `?pace=2`);
 * - `?seed=N`: every random choice of a round comes from the seed N (the same round each time).
 * A player never has either: without them the game runs at its own pace with a fresh seed.
 */

/** How much faster a round's clock runs at `?pace=test`. */
export const TEST_TIME_SCALE = 4;

/** The factor the round's clock runs at: 1, TEST_TIME_SCALE at `?pace=test`, N at `?pace=N` (1 to TEST_TIME_SCALE). */
export function timeScale(search: string = window.location.search): number {
  const pace = new URLSearchParams(search).get('pace');
  if (pace === 'test') return TEST_TIME_SCALE;
  const factor = Number(pace);
  return pace !== null && pace !== '' && factor >= 1 && factor <= TEST_TIME_SCALE ? factor : 1;
}

/** The seed given by `?seed=N` (a non-zero integer), or null. */
export function seedFromAddress(search: string = window.location.search): number | null {
  const seed = Number(new URLSearchParams(search).get('seed'));
  return Number.isInteger(seed) && seed !== 0 ? seed : null;
}

/**
 * The most frames a second the game draws, when a browser test asks for fewer than the screen's:
 * the browser tests set `window.__testFrameLimit` in every page before it loads
 * (tests/e2e/fixtures.ts). Two tests share two cores and Chromium draws the canvas in software;
 * at 30 frames a game costs about a third less CPU, and the rounds run on the same clock (the
 * games move by elapsed time, not by frames). Players never have it.
 */
export function testFrameLimit(): number | undefined {
  const limit = (window as { __testFrameLimit?: unknown }).__testFrameLimit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : undefined;
}
