/**
 * Candies drifting at the edges of the start screen, behind everything: drawn once by the same
 * painter as the board's candies (textures.ts), into canvases that CSS moves (game.css).
 */
import { paintCandy } from './textures.ts';
import { ALL_COLOURS } from './theme.ts';

/** Where each candy sits (fractions of the screen) and its angle. */
const SPOTS: [x: number, y: number, angle: number][] = [
  [0.07, 0.06, -12],
  [0.95, 0.3, 10],
  [0.03, 0.6, 8],
  [0.97, 0.72, -8],
  [0.12, 0.93, 14],
  [0.86, 0.95, -14],
];

/** The largest a candy is drawn, in CSS pixels (CSS shows it at up to this size). */
const SIZE = 70;

export function decorate(layer: HTMLElement, dpr: number): void {
  const width = Math.round(SIZE * dpr);
  const height = Math.round(SIZE * 0.8 * dpr);
  const pad = Math.ceil(height * 0.12);
  SPOTS.forEach(([x, y, angle], index) => {
    const colour = ALL_COLOURS[(index * 3) % ALL_COLOURS.length];
    if (!colour) return;
    const canvas = document.createElement('canvas');
    canvas.className = 'start__candy';
    canvas.width = width + pad * 2;
    canvas.height = height + pad * 2;
    const ctx = canvas.getContext('2d');
    if (ctx) paintCandy(ctx, colour, width, height);
    canvas.style.left = `${x * 100}%`;
    canvas.style.top = `${y * 100}%`;
    canvas.style.setProperty('--angle', `${angle}deg`);
    canvas.style.animationDuration = `${1800 + index * 230}ms`;
    layer.append(canvas);
  });
}
