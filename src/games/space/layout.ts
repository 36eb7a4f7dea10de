/**
 * Where things go on the play screen, in CSS pixels, from the viewport alone: the score bar at
 * the top, the field the enemies fall through, the base at its foot (with the line that shows
 * what is typed), and on a touch screen the on-screen keyboard below. Plain functions, tested
 * without a canvas.
 */

import type { Rect } from '../common/panels.ts';

export type { Rect } from '../common/panels.ts';

export type KeyboardLayout = {
  rect: Rect;
  cols: number;
  /** Rows of letter keys (the row with space, hint and drop comes after them). */
  letterRows: number;
  keyWidth: number;
  keyHeight: number;
  gap: number;
  /** Letter keys that fit. */
  capacity: number;
};

export type PlayLayout = {
  hud: Rect;
  /** Where enemies fly: y 0 is its top, y 1 the base line. */
  field: Rect;
  /** The planet's edge, the shield and the cannon, under the field. */
  base: Rect;
  keyboard: KeyboardLayout | null;
  lanes: number;
  /** Widest an enemy's label may be. */
  labelWidth: number;
  /** Size of an asteroid (a ship is a little wider). */
  enemySize: number;
  /** Font size of the labels. */
  labelFont: number;
  buttonSize: number;
  compact: boolean;
};

const MIN_KEY_WIDTH = 38;
const MAX_KEY_WIDTH = 64;

export function keyboardLayout(width: number, height: number, letters: number): KeyboardLayout {
  const gap = width < 420 ? 5 : 7;
  const pad = 6;
  const usable = Math.min(width, 760) - pad * 2;
  const maxCols = Math.max(5, Math.floor((usable + gap) / (MIN_KEY_WIDTH + gap)));
  // As few rows as the letters need, at most four; the columns follow.
  let letterRows = Math.min(4, Math.max(1, Math.ceil(letters / maxCols)));
  let cols = Math.max(5, Math.ceil(Math.max(1, letters) / letterRows));
  if (cols > maxCols) {
    cols = maxCols;
    letterRows = 4;
  }
  const keyWidth = Math.min(MAX_KEY_WIDTH, (usable - gap * (cols - 1)) / cols);
  const keyHeight = Math.round(Math.min(52, Math.max(40, height * 0.068)));
  const rows = letterRows + 1;
  const rectHeight = rows * keyHeight + (rows - 1) * gap + pad * 2;
  const rectWidth = cols * keyWidth + (cols - 1) * gap + pad * 2;
  return {
    rect: { x: (width - rectWidth) / 2, y: height - rectHeight, width: rectWidth, height: rectHeight },
    cols,
    letterRows,
    keyWidth,
    keyHeight,
    gap,
    capacity: cols * letterRows,
  };
}

/** Centre of a letter key (row and column from the top left), or of the bottom row's parts. */
export function keyCentre(layout: KeyboardLayout, row: number, col: number): { x: number; y: number } {
  const pad = 6;
  return {
    x: layout.rect.x + pad + col * (layout.keyWidth + layout.gap) + layout.keyWidth / 2,
    y: layout.rect.y + pad + row * (layout.keyHeight + layout.gap) + layout.keyHeight / 2,
  };
}

/**
 * The play screen. `letters` is the number of letter keys when the on-screen keyboard shows,
 * null without it.
 */
export function playLayout(width: number, height: number, letters: number | null): PlayLayout {
  const compact = width < 520 || height < 560;
  const margin = compact ? 6 : 12;
  const hudHeight = compact ? 50 : 62;
  const buttonSize = compact ? 40 : 48;
  const keyboard = letters === null ? null : keyboardLayout(width, height, letters);
  const bottom = keyboard ? keyboard.rect.y : height;
  const baseHeight = compact ? 58 : 84;
  const hud: Rect = { x: margin, y: margin, width: width - margin * 2, height: hudHeight };
  const base: Rect = { x: 0, y: bottom - baseHeight, width, height: baseHeight };
  const fieldWidth = Math.min(width - margin * 2, 1100);
  const fieldTop = hud.y + hud.height + 4;
  const field: Rect = {
    x: (width - fieldWidth) / 2,
    y: fieldTop,
    width: fieldWidth,
    height: Math.max(80, base.y + (compact ? 4 : 8) - fieldTop),
  };
  const lanes = Math.max(3, Math.min(7, Math.round(fieldWidth / 150)));
  const laneWidth = fieldWidth / lanes;
  return {
    hud,
    field,
    base,
    keyboard,
    lanes,
    // Labels as wide as their lane: two side by side never overlap (long ones wrap).
    labelWidth: Math.min(220, laneWidth - 6),
    enemySize: compact ? 36 : 56,
    labelFont: compact ? 14 : 18,
    buttonSize,
    compact,
  };
}

/** Where an enemy at field position (x, y) is drawn, in CSS pixels. */
export function fieldPoint(layout: PlayLayout, x: number, y: number): { x: number; y: number } {
  const { field } = layout;
  return { x: field.x + x * field.width, y: field.y + y * field.height };
}
