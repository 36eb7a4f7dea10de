/**
 * The text on a candy, as plain functions (tested without a canvas). A word is fitted as large as
 * its candy allows, up to the layout's word size; a clue (the back of a card in a round with
 * clues) is drawn at the layout's clue size, the same for every clue: the layout gives its candy
 * the room for that (layout.ts, label.test.ts).
 */
import { type FittedText, fitText, type Measure, wrapText } from '../common/text-fit.ts';

/** Line height of a candy's text, as a multiple of its size. */
export const LABEL_LINE_HEIGHT = 1.12;

export type LabelRoom = { width: number; height: number };

/**
 * Room for the text on a candy `width` × `height` at font `size`: the jelly less its rounded
 * corners and the text's outline (drawn outside the letters, 0.2 of the size in all). A word keeps
 * 8% of the width from each side. A clue's lines run nearer the sides (7% of the shorter side, the
 * corners' radius being 30%): its three lines sit in the middle of the candy, clear of the
 * corners, and the longest clues need the width.
 */
export function labelRoom(width: number, height: number, size: number, clue: boolean): LabelRoom {
  const insetX = clue ? Math.min(width, height) * 0.07 : Math.max(5, width * 0.08);
  const insetY = Math.max(6, height * 0.12);
  return { width: width - insetX * 2 - size * 0.2, height: height - insetY * 1.6 };
}

/** The largest size of a word on a candy: its word size, less on a small candy. */
export function wordSize(width: number, height: number, maxFont: number): number {
  return Math.round(Math.min(height * 0.3, width * 0.24, maxFont));
}

/**
 * `text` fitted to a candy `width` × `height` (any unit, the measure's): at `clueFont` exactly
 * when it is given (a clue; smaller only if it cannot fit at all, never cut), else as large as it
 * fits up to the word size.
 */
export function fitLabel(
  text: string,
  width: number,
  height: number,
  sizes: { maxFont: number; clueFont: number | null },
  measure: Measure,
): { fitted: FittedText; room: LabelRoom } {
  if (sizes.clueFont) {
    const size = sizes.clueFont;
    const room = labelRoom(width, height, size, true);
    // At the size itself (fitText tries whole pixels; a device pixel ratio of 1.5 makes it 21).
    const lines = wrapText(text, room.width, size, measure);
    if (lines && lines.length * size * LABEL_LINE_HEIGHT <= room.height) {
      return { fitted: { fontSize: size, lines }, room };
    }
    const fitted = fitText(
      text,
      { ...room, maxSize: size, minSize: size, lineHeight: LABEL_LINE_HEIGHT },
      measure,
    );
    return { fitted, room };
  }
  const maxSize = wordSize(width, height, sizes.maxFont);
  const room = labelRoom(width, height, maxSize, false);
  const minSize = Math.max(9, Math.round(height * 0.11));
  const fitted = fitText(text, { ...room, maxSize, minSize, lineHeight: LABEL_LINE_HEIGHT }, measure);
  return { fitted, room };
}
