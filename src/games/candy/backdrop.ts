/**
 * Word Candy Match's sky: a candy-floss gradient with soft glows and sugar dots. Screens add their
 * still panels (the board's tray, the score bar's card, menu cards); see common/backdrop.ts.
 */
import { Backdrop, paintGradientSky } from '../common/backdrop.ts';
import { PALETTE } from './theme.ts';

function drawSky(ctx: CanvasRenderingContext2D, width: number, height: number, dpr: number): void {
  paintGradientSky(ctx, width, height, {
    stops: [PALETTE.skyTop, PALETTE.skyMiddle, PALETTE.skyBottom],
    middle: 0.55,
    slant: 0.3,
    glows: [
      [0.12, 0.1, 0.38, 'rgba(255,255,255,0.55)'],
      [0.9, 0.25, 0.32, 'rgba(255,236,179,0.5)'],
      [0.2, 0.85, 0.42, 'rgba(180,255,236,0.35)'],
      [0.85, 0.9, 0.36, 'rgba(255,255,255,0.35)'],
    ],
  });
  // Sugar dots.
  const step = 34 * dpr;
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      ctx.beginPath();
      ctx.arc(x, y, 1.9 * dpr, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

export function candyBackdrop(dpr: number): Backdrop {
  return new Backdrop(dpr, { sky: drawSky });
}
