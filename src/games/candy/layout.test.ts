import { describe, expect, it } from 'vitest';
import { cellCentre, chooseGrid, playLayout } from './layout.ts';

const VIEWPORTS: [number, number][] = [
  [360, 640],
  [320, 568],
  [412, 915],
  [640, 360],
  [640, 300],
  [812, 315],
  [667, 315],
  [768, 1024],
  [1280, 800],
  [1920, 1080],
];

describe('play layout', () => {
  it('uses three columns on an upright phone and four on wider screens', () => {
    expect(chooseGrid(360, 640)).toEqual({ cols: 3, rows: 4 });
    expect(chooseGrid(1280, 800)).toEqual({ cols: 4, rows: 4 });
    expect(chooseGrid(640, 360)).toEqual({ cols: 4, rows: 3 });
  });

  it('gives clues two wide columns on an upright phone, and wider candies sideways', () => {
    expect(chooseGrid(375, 667, true)).toEqual({ cols: 2, rows: 6 });
    expect(chooseGrid(812, 375, true)).toEqual({ cols: 4, rows: 3 });
    expect(chooseGrid(1280, 800, true)).toEqual({ cols: 4, rows: 4 });
    const words = playLayout(812, 315, 4, 3);
    const clues = playLayout(812, 315, 4, 3, true);
    expect(clues.candyWidth).toBeGreaterThan(words.candyWidth + 40);
    expect(clues.board.x + clues.board.width).toBeLessThanOrEqual(clues.bar.x);
  });

  for (const [width, height, clues] of VIEWPORTS.flatMap(([width, height]) => [
    [width, height, false] as const,
    [width, height, true] as const,
  ])) {
    it(`fits score bar, board and buttons in ${width}x${height}${clues ? ' with clues' : ''} without overlap`, () => {
      const { cols, rows } = chooseGrid(width, height, clues);
      const layout = playLayout(width, height, cols, rows, clues);
      for (const rect of [layout.hud, layout.board, layout.bar]) {
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(width);
        expect(rect.y + rect.height).toBeLessThanOrEqual(height);
      }
      expect(layout.hud.y + layout.hud.height).toBeLessThanOrEqual(layout.board.y);
      if (layout.side) {
        expect(layout.board.x + layout.board.width).toBeLessThanOrEqual(layout.bar.x);
        // Room for three rows: pause and read aloud, the hint, the two sound switches.
        expect(layout.bar.height).toBeGreaterThanOrEqual(layout.buttonSize * 3 + 2 * 8);
      } else {
        expect(layout.board.y + layout.board.height).toBeLessThanOrEqual(layout.bar.y);
      }
      // Candies big enough to read and to tap (44 px is the usual smallest touch target).
      expect(layout.candyWidth).toBeGreaterThanOrEqual(44);
      expect(layout.candyHeight).toBeGreaterThanOrEqual(44);
      const last = cellCentre(layout, cols - 1, rows - 1);
      expect(last.x + layout.candyWidth / 2).toBeLessThanOrEqual(layout.board.x + layout.board.width);
      expect(last.y + layout.candyHeight / 2).toBeLessThanOrEqual(layout.board.y + layout.board.height);
    });
  }
});
