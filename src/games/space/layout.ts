/**
 * Where things go on the play screen, in CSS pixels, from the viewport alone: the score bar at
 * the top, the field the enemies fall through, the base at its foot (with the line that shows
 * what is typed), and on a touch screen the on-screen keyboard below. Plain functions, tested
 * without a canvas.
 */

import type { Rect } from '../common/panels.ts';
import { type FittedText, fitText, type Measure } from '../common/text-fit.ts';

export type { Rect } from '../common/panels.ts';

/** A key's centre and width (its height is the keyboard's `keyHeight`). */
export type KeySlot = { x: number; y: number; width: number };

export type KeyboardLayout = {
  /**
   * `bottom`: one block under the base (a phone held upright, a tablet). `sides`: half the keys
   * at each side of the field, under the thumbs of a phone held sideways, so the field keeps the
   * whole height.
   */
  mode: 'bottom' | 'sides';
  /** The dark panels behind the keys. */
  panels: Rect[];
  cols: number;
  /** Rows of letter keys (the row with space, hint and drop comes after them). */
  letterRows: number;
  keyWidth: number;
  keyHeight: number;
  gap: number;
  /** Letter keys that fit. */
  capacity: number;
  drop: KeySlot;
  space: KeySlot;
  hint: KeySlot;
};

export type PlayLayout = {
  hud: Rect;
  /** Where enemies fly: y 0 is its top, y 1 the base line. */
  field: Rect;
  /** The planet's edge, the shield and the cannon, under the field. */
  base: Rect;
  /** Where a hint shows, whole: a strip across the foot of the field, just over the cannon. */
  hintLine: Rect;
  keyboard: KeyboardLayout | null;
  lanes: number;
  /** Widest an enemy's label may be. */
  labelWidth: number;
  /** Size of an asteroid (a ship is a little wider). */
  enemySize: number;
  /**
   * Font size of the labels: their normal size, a clue's too (common/clues.ts). A label is drawn
   * smaller only when its text cannot fit the room `labelRoom` gives it.
   */
  labelFont: number;
  buttonSize: number;
  compact: boolean;
};

const MIN_KEY_WIDTH = 38;
const MAX_KEY_WIDTH = 64;
const PAD = 6;

/** The keys as one block along the bottom of the screen. */
function keyboardLayout(width: number, height: number, letters: number): KeyboardLayout {
  const gap = width < 420 ? 5 : 7;
  const usable = Math.min(width, 760) - PAD * 2;
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
  const rectHeight = rows * keyHeight + (rows - 1) * gap + PAD * 2;
  const rectWidth = cols * keyWidth + (cols - 1) * gap + PAD * 2;
  const rect = { x: (width - rectWidth) / 2, y: height - rectHeight, width: rectWidth, height: rectHeight };
  // Bottom row: let go at the left, hint at the right, the space bar between.
  const y = rect.y + PAD + letterRows * (keyHeight + gap) + keyHeight / 2;
  const start = rect.x + PAD;
  const end = rect.x + rectWidth - PAD;
  const side = Math.max(keyWidth * 1.5, 56);
  return {
    mode: 'bottom',
    panels: [rect],
    cols,
    letterRows,
    keyWidth,
    keyHeight,
    gap,
    capacity: cols * letterRows,
    drop: { x: start + side / 2, y, width: side },
    hint: { x: end - side / 2, y, width: side },
    space: { x: (start + end) / 2, y, width: end - start - side * 2 - gap * 2 },
  };
}

/**
 * The keys in two blocks at the sides, from `top` to the bottom of the screen: letters from the
 * start of the alphabet on the left, the rest on the right; let go and the space bar under the
 * left thumb, the space bar and the hint under the right one. Null when it leaves the field too
 * narrow.
 */
function sideKeyboardLayout(
  width: number,
  height: number,
  top: number,
  letters: number,
): KeyboardLayout | null {
  const gap = 5;
  const available = height - top - PAD * 2;
  const letterRows = Math.max(2, Math.min(4, Math.floor((available + gap) / (38 + gap)) - 1));
  const rows = letterRows + 1;
  const keyHeight = Math.min(50, (available - gap * (rows - 1)) / rows);
  if (keyHeight < 34) return null;
  const perSide = Math.ceil(Math.max(2, letters) / 2);
  const cols = Math.max(2, Math.ceil(perSide / letterRows));
  // The field keeps at least 260 px between the blocks.
  const widest = ((width - 260) / 2 - PAD * 2 - gap * (cols - 1)) / cols;
  const keyWidth = Math.min(50, keyHeight, widest);
  if (keyWidth < 36) return null;
  const blockWidth = cols * keyWidth + (cols - 1) * gap + PAD * 2;
  const blockHeight = rows * keyHeight + (rows - 1) * gap + PAD * 2;
  const y = height - blockHeight;
  const left: Rect = { x: 0, y, width: blockWidth, height: blockHeight };
  const right: Rect = { x: width - blockWidth, y, width: blockWidth, height: blockHeight };
  const rowY = y + PAD + letterRows * (keyHeight + gap) + keyHeight / 2;
  const inner = blockWidth - PAD * 2;
  const half = (inner - gap) / 2;
  return {
    mode: 'sides',
    panels: [left, right],
    cols,
    letterRows,
    keyWidth,
    keyHeight,
    gap,
    capacity: cols * letterRows * 2,
    drop: { x: PAD + half / 2, y: rowY, width: half },
    space: { x: width - blockWidth + PAD + half / 2, y: rowY, width: half },
    hint: { x: width - PAD - half / 2, y: rowY, width: half },
  };
}

/**
 * Centres of the letter keys for `count` letters, in order. At the bottom, rows of `cols` with
 * the last row centred; at the sides, the first half on the left, the rest on the right.
 */
export function letterSlots(layout: KeyboardLayout, count: number): { x: number; y: number }[] {
  const { cols, keyWidth, keyHeight, gap } = layout;
  const n = Math.min(count, layout.capacity);
  const slot = (block: Rect, index: number, inBlock: number) => {
    const row = Math.floor(index / cols);
    const col = index % cols;
    const inRow = Math.min(cols, inBlock - row * cols);
    const shift = ((cols - inRow) * (keyWidth + gap)) / 2;
    return {
      x: block.x + PAD + col * (keyWidth + gap) + keyWidth / 2 + shift,
      y: block.y + PAD + row * (keyHeight + gap) + keyHeight / 2,
    };
  };
  const [first, second] = layout.panels;
  if (!first) return [];
  if (layout.mode === 'bottom' || !second) {
    return Array.from({ length: n }, (_, index) => slot(first, index, n));
  }
  const leftCount = Math.ceil(n / 2);
  return Array.from({ length: n }, (_, index) =>
    index < leftCount ? slot(first, index, leftCount) : slot(second, index - leftCount, n - leftCount),
  );
}

/**
 * Width in ems of the label font that a clue's label needs: its text on three lines at the label
 * font, up to 40 characters whose longest words have 16 letters (layout.test.ts checks every
 * IELTS clue). Where the on-screen keys leave less, the few longest take a fourth line.
 */
export const CLUE_LABEL_EMS = 11;

/** Line height of a label, as a multiple of its size. */
export const LABEL_LINE_HEIGHT = 1.2;

/** Room for the text of an enemy's label (CSS pixels): its pill less the padding, four lines high. */
export function labelRoom(labelWidth: number, labelFont: number): { width: number; height: number } {
  return { width: labelWidth - 20, height: labelFont * (4 * LABEL_LINE_HEIGHT + 0.1) };
}

/**
 * A label's text in its room: at the label font, smaller only when it does not fit (up to four
 * lines: a long translation wraps rather than shrink to nothing).
 */
export function fitLabel(
  text: string,
  labelWidth: number,
  labelFont: number,
  measure: Measure,
): { fitted: FittedText; room: { width: number; height: number } } {
  const room = labelRoom(labelWidth, labelFont);
  const fitted = fitText(
    text,
    { ...room, maxSize: labelFont, minSize: Math.max(10, labelFont * 0.7), lineHeight: LABEL_LINE_HEIGHT },
    measure,
  );
  return { fitted, room };
}

/**
 * The play screen. `letters` is the number of letter keys when the on-screen keyboard shows,
 * null without it; `lanes` the round's lanes (the labels are as wide as a lane). Without `lanes`,
 * as many as the field holds: one per 150 px, or (`clues`: the round's labels are clues) as few
 * as leave each label room for a clue at the label font.
 */
export function playLayout(
  width: number,
  height: number,
  letters: number | null,
  lanes?: number,
  clues = false,
): PlayLayout {
  const compact = width < 520 || height < 560;
  const short = height < 480 && width > height;
  const margin = compact ? 6 : 12;
  const hudHeight = short ? 44 : compact ? 50 : 62;
  const buttonSize = short ? 38 : compact ? 40 : 48;
  const hud: Rect = { x: margin, y: margin, width: width - margin * 2, height: hudHeight };
  const hudBottom = hud.y + hud.height;
  let keyboard: KeyboardLayout | null = null;
  if (letters !== null) {
    keyboard = (short && sideKeyboardLayout(width, height, hudBottom + 4, letters)) || null;
    keyboard ??= keyboardLayout(width, height, letters);
  }
  const sides = keyboard?.mode === 'sides';
  const bottom = keyboard && !sides ? (keyboard.panels[0]?.y ?? height) : height;
  const baseHeight = short ? 50 : compact ? 58 : 84;
  // At the sides, the field and the base are the middle column.
  const leftEdge = sides ? (keyboard?.panels[0]?.width ?? 0) : 0;
  const rightEdge = sides ? width - (keyboard?.panels[1]?.width ?? 0) : width;
  const base: Rect = { x: leftEdge, y: bottom - baseHeight, width: rightEdge - leftEdge, height: baseHeight };
  const fieldWidth = Math.min(rightEdge - leftEdge - margin * 2, 1100);
  const fieldTop = hudBottom + 4;
  const field: Rect = {
    x: leftEdge + (rightEdge - leftEdge - fieldWidth) / 2,
    y: fieldTop,
    width: fieldWidth,
    height: Math.max(80, base.y + (compact ? 4 : 8) - fieldTop),
  };
  const labelFont = compact ? 14 : 18;
  // A label is 6 px narrower than its lane, its text 20 px narrower than the label.
  const clueLane = labelFont * CLUE_LABEL_EMS + 26;
  const laneCount =
    lanes ??
    (clues
      ? Math.max(2, Math.min(7, Math.floor(fieldWidth / clueLane)))
      : Math.max(3, Math.min(7, Math.round(fieldWidth / 150))));
  const laneWidth = fieldWidth / laneCount;
  const hintHeight = compact ? 40 : 48;
  return {
    hud,
    field,
    base,
    // Clear of the cannon's nose, which rises over the base line.
    hintLine: {
      x: field.x,
      y: base.y - hintHeight - (compact ? 12 : 20),
      width: field.width,
      height: hintHeight,
    },
    keyboard,
    lanes: laneCount,
    // Labels as wide as their lane: two side by side never overlap (long ones wrap).
    labelWidth: Math.min(220, laneWidth - 6),
    enemySize: short ? 30 : compact ? 36 : 56,
    labelFont,
    buttonSize,
    compact,
  };
}

/** Where an enemy at field position (x, y) is drawn, in CSS pixels. */
export function fieldPoint(layout: PlayLayout, x: number, y: number): { x: number; y: number } {
  const { field } = layout;
  return { x: field.x + x * field.width, y: field.y + y * field.height };
}
