/**
 * The renderer a game page runs on, and the time each frame's work takes, for `npm run bench`.
 */
import Phaser from 'phaser';

/**
 * Canvas by default: headless Chromium without a GPU renders WebGL in software, slowly, and the
 * games need none of WebGL's extras (docs/decisions/002-phaser.md). `?renderer=webgl` (or `auto`)
 * switches, for comparison, on the dev server: the build's Phaser has only the canvas renderer
 * (decision record 035) and runs on it whatever is asked.
 */
export function rendererType(search: string = window.location.search): number {
  const wanted = new URLSearchParams(search).get('renderer');
  if (wanted === 'webgl') return Phaser.WEBGL;
  if (wanted === 'auto') return Phaser.AUTO;
  return Phaser.CANVAS;
}

export type FrameStats = { frames: number; work: number[]; fps: number };

/**
 * Records each frame's update and render time (the last 2000 frames), readable as
 * `window[name]`.
 */
export function measureFrames(game: Phaser.Game, name: string): void {
  const work: number[] = [];
  let started = 0;
  let frames = 0;
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    started = performance.now();
  });
  game.events.on(Phaser.Core.Events.POST_RENDER, () => {
    frames += 1;
    work.push(performance.now() - started);
    if (work.length > 2000) work.splice(0, work.length - 2000);
  });
  Object.defineProperty(window, name, {
    get: (): FrameStats => ({ frames, work: [...work], fps: game.loop.actualFps }),
    configurable: true,
  });
}
