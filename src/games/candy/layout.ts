/**
 * Where things go on the play screen, in CSS pixels, from the viewport alone: a score bar at the
 * top, a button bar at the bottom and the board between them. Plain functions, tested without a
 * canvas.
 */

import type { Rect } from '../common/panels.ts';

export type { Rect } from '../common/panels.ts';

export type PlayLayout = {
  hud: Rect;
  /** The buttons: a row under the board, or (`side`) a column of rows at its right. */
  bar: Rect;
  side: boolean;
  board: Rect;
  cellWidth: number;
  cellHeight: number;
  candyWidth: number;
  candyHeight: number;
  /** Size of the round buttons in the bottom bar. */
  buttonSize: number;
  /** Largest font size of a word on a candy. */
  maxFont: number;
  /** The size every clue of a round with clues is drawn at (`clueFont`); 0 in a round without. */
  clueFont: number;
  compact: boolean;
};

/**
 * The normal size of a clue, in CSS pixels: in a round with clues (common/clues.ts) the back of
 * every card is drawn at exactly this size, the same for every clue, never shrunk to fit. Smaller
 * than a word (up to 26 or 30 px) so that a clue of 40 characters fits its candy on three lines
 * (four where the candy is tall enough), and no smaller than a phone's small print: 14 px on a
 * phone, 16 on a larger screen.
 */
export function clueFont(compact: boolean): number {
  return compact ? 14 : 16;
}

/**
 * Phones held upright get three columns of four; wider screens four columns (of four when tall
 * enough). With clues an upright phone gets two columns of six: a clue needs a wide candy (its
 * longest words are 16 letters), and three columns leave each candy about 100 px.
 */
export function chooseGrid(width: number, height: number, clues = false): { cols: number; rows: number } {
  if (width < height * 0.9) return clues ? { cols: 2, rows: 6 } : { cols: 3, rows: 4 };
  return { cols: 4, rows: height >= 520 ? 4 : 3 };
}

/**
 * `clues`: the round has clues. Its candies are then as wide as their cells allow (up to 2.5
 * times their height, instead of 1.6) with the narrowest gaps, for the clue's lines.
 */
export function playLayout(
  width: number,
  height: number,
  cols: number,
  rows: number,
  clues = false,
): PlayLayout {
  const compact = width < 520 || height < 560;
  // A phone held sideways: the buttons stand in a column at the right, so the board keeps the height.
  const side = height < 480 && width > height * 1.3;
  const margin = compact ? 10 : 16;
  const hudHeight = compact ? 62 : 72;
  const buttonSize = side ? 42 : compact ? 46 : 54;
  const barHeight = buttonSize + (compact ? 18 : 26);
  const contentWidth = Math.min(width - margin * 2, 880);
  const left = (width - contentWidth) / 2;
  const hud: Rect = { x: left, y: margin, width: contentWidth, height: hudHeight };
  const boardTop = hud.y + hud.height + margin;
  // Side bar: two buttons a row (pause and read aloud, the hint, the sound switches).
  const barWidth = buttonSize * 2 + 8;
  const bar: Rect = side
    ? {
        x: left + contentWidth - barWidth,
        y: boardTop,
        width: barWidth,
        height: height - margin * 0.5 - boardTop,
      }
    : { x: left, y: height - barHeight, width: contentWidth, height: barHeight };
  const boardBottom = side ? height - margin * 0.5 : bar.y - margin * 0.5;
  const available = {
    width: side ? contentWidth - barWidth - margin : contentWidth,
    height: Math.max(60, boardBottom - boardTop),
  };
  // Cells no wider than 1.6 times their height, so candies stay candy-shaped on wide screens
  // (clues take wider ones).
  let cellHeight = available.height / rows;
  let cellWidth = Math.min(available.width / cols, cellHeight * (clues ? 2.5 : 1.6));
  cellHeight = Math.min(cellHeight, cellWidth * 1.1);
  cellWidth = Math.min(cellWidth, 210);
  cellHeight = Math.min(cellHeight, 160);
  const boardWidth = cellWidth * cols;
  const boardHeight = cellHeight * rows;
  const board: Rect = {
    x: left + (available.width - boardWidth) / 2,
    y: boardTop + (available.height - boardHeight) / 2,
    width: boardWidth,
    height: boardHeight,
  };
  const gap = clues ? 6 : Math.max(6, Math.min(cellWidth, cellHeight) * 0.1);
  return {
    hud,
    bar,
    side,
    board,
    cellWidth,
    cellHeight,
    candyWidth: cellWidth - gap,
    candyHeight: cellHeight - gap,
    buttonSize,
    maxFont: compact ? 26 : 30,
    clueFont: clues ? clueFont(compact) : 0,
    compact,
  };
}

/** Centre of a cell; rows above the board (negative) are where new candies start. */
export function cellCentre(layout: PlayLayout, col: number, row: number): { x: number; y: number } {
  return {
    x: layout.board.x + (col + 0.5) * layout.cellWidth,
    y: layout.board.y + (row + 0.5) * layout.cellHeight,
  };
}
