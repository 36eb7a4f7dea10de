/**
 * Fitting a word, a translation or a hint into its shape: the largest font size at which the
 * text wraps into the box. Text never breaks inside a word: lines break only at spaces, after a
 * hyphen the text already has (with at least three letters on each side) and between CJK
 * characters. A word too wide for the box makes the font smaller, below `minSize` if it must,
 * until it fits; nothing is cut off or left outside the box. Pure logic: the caller passes how to
 * measure a string.
 */

/** Width in pixels of `text` at `fontSize`. */
export type Measure = (text: string, fontSize: number) => number;

export type FitOptions = {
  width: number;
  height: number;
  maxSize: number;
  /** The size it would rather not go under; it goes smaller only when the text fits no other way. */
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
};

export type FittedText = { fontSize: number; lines: string[] };

const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const LTR = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u2E80-\u9FFF\uAC00-\uD7AF]/u;

/** True when the first letter with a direction is Hebrew or Arabic script. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (RTL.test(char)) return true;
    if (LTR.test(char)) return false;
  }
  return false;
}

/**
 * Canvas text takes the page's direction; an isolate keeps a right-to-left line's own order
 * (numbers and brackets inside it too) whatever the canvas thinks.
 */
export function isolateDirection(line: string): string {
  return isRightToLeft(line) ? `\u2067${line}\u2069` : line;
}

type Piece = { text: string; space: boolean };

const LETTER = /\p{L}/u;

function letterCount(text: string): number {
  let count = 0;
  for (const char of text) if (LETTER.test(char)) count += 1;
  return count;
}

/** Letters a hyphen needs on each side to be a place where a line may break. */
const HYPHEN_MIN_LETTERS = 3;

/**
 * Units that may start a new line; `space` says whether a space joined it to the one before.
 * Words break only after a hyphen with three letters or more on each side ("well-|being", never
 * "blow-|up") and between CJK characters.
 */
export function breakPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const [wordIndex, word] of text.split(/\s+/).filter(Boolean).entries()) {
    let current = '';
    let first = true;
    const push = () => {
      if (!current) return;
      pieces.push({ text: current, space: first && wordIndex > 0 });
      first = false;
      current = '';
    };
    const chars = [...word];
    chars.forEach((char, index) => {
      if (CJK.test(char)) {
        push();
        current = char;
        push();
        return;
      }
      current += char;
      if (
        char === '-' &&
        letterCount(current) >= HYPHEN_MIN_LETTERS &&
        letterCount(chars.slice(index + 1).join('')) >= HYPHEN_MIN_LETTERS
      ) {
        push();
      }
    });
    push();
  }
  return pieces;
}

/**
 * Greedy wrapping at the break points of `breakPieces`. Null when a piece (a word) is wider than
 * the line: a word is never cut.
 */
export function wrapText(text: string, width: number, fontSize: number, measure: Measure): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const piece of breakPieces(text)) {
    const candidate = line ? line + (piece.space ? ' ' : '') + piece.text : piece.text;
    if (measure(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (measure(piece.text, fontSize) > width) return null;
    line = piece.text;
  }
  if (line) lines.push(line);
  return lines;
}

/** The smallest size fitting tries: text this small is a dot, but still whole and inside. */
const SMALLEST = 1;

/**
 * The biggest size from maxSize down at which the text fits its box, lines broken only where
 * `breakPieces` allows. Below minSize it goes on shrinking, half a pixel at a time, rather than
 * break a word or spill out of the box (a smaller box or a shorter text is the caller's fix).
 */
export function fitText(text: string, options: FitOptions, measure: Measure): FittedText {
  const lineHeight = options.lineHeight ?? 1.15;
  const tryAt = (size: number): string[] | null => {
    const lines = wrapText(text, options.width, size, measure);
    return lines !== null && lines.length * size * lineHeight <= options.height ? lines : null;
  };
  const top = Math.max(SMALLEST, Math.floor(options.maxSize));
  for (let size = top; size >= options.minSize; size -= 1) {
    const lines = tryAt(size);
    if (lines) return { fontSize: size, lines };
  }
  for (let size = Math.min(top, options.minSize - 0.5); size > SMALLEST; size -= 0.5) {
    const lines = tryAt(size);
    if (lines) return { fontSize: size, lines };
  }
  return { fontSize: SMALLEST, lines: wrapText(text, Infinity, SMALLEST, measure) ?? [text] };
}

/** True when every line of `fitted` fits `options` (for tests and checks). */
export function fitsBox(fitted: FittedText, options: FitOptions, measure: Measure): boolean {
  const lineHeight = options.lineHeight ?? 1.15;
  return (
    fitted.lines.length * fitted.fontSize * lineHeight <= options.height + 0.001 &&
    fitted.lines.every((line) => measure(line, fitted.fontSize) <= options.width + 0.001)
  );
}
