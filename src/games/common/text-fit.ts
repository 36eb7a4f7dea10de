/**
 * Fitting a word or translation into a candy: the largest font size at which the text wraps into
 * the box, breaking between words, after hyphens and between CJK characters, and inside a word
 * only when nothing else fits. Pure logic: the caller passes how to measure a string.
 */

/** Width in pixels of `text` at `fontSize`. */
export type Measure = (text: string, fontSize: number) => number;

export type FitOptions = {
  width: number;
  height: number;
  maxSize: number;
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

/** Units that may start a new line; `space` says whether a space joined it to the one before. */
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
    for (const char of word) {
      if (CJK.test(char)) {
        push();
        current = char;
        push();
      } else {
        current += char;
        if (char === '-' || char === '/') push();
      }
    }
    push();
  }
  return pieces;
}

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return [...segmenter.segment(text)].map((part) => part.segment);
  }
  return [...text];
}

/** Greedy wrapping; null when a piece is wider than the box and `splitWords` is off. */
export function wrapText(
  text: string,
  width: number,
  fontSize: number,
  measure: Measure,
  splitWords = false,
): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const piece of breakPieces(text)) {
    const candidate = line ? line + (piece.space ? ' ' : '') + piece.text : piece.text;
    if (measure(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    if (measure(piece.text, fontSize) <= width) {
      line = piece.text;
      continue;
    }
    if (!splitWords) return null;
    for (const char of graphemes(piece.text)) {
      if (line && measure(line + char, fontSize) > width) {
        lines.push(line);
        line = char;
      } else {
        line += char;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The biggest size from maxSize down to minSize at which the text fits; at minSize it is cut with "…". */
export function fitText(text: string, options: FitOptions, measure: Measure): FittedText {
  const lineHeight = options.lineHeight ?? 1.15;
  const fits = (lines: string[] | null, size: number): lines is string[] =>
    lines !== null && lines.length * size * lineHeight <= options.height;
  for (const splitWords of [false, true]) {
    for (let size = Math.floor(options.maxSize); size >= options.minSize; size -= 1) {
      const lines = wrapText(text, options.width, size, measure, splitWords);
      if (fits(lines, size)) return { fontSize: size, lines };
    }
  }
  const size = options.minSize;
  const lines = wrapText(text, options.width, size, measure, true) ?? [text];
  const maxLines = Math.max(1, Math.floor(options.height / (size * lineHeight)));
  if (lines.length <= maxLines) return { fontSize: size, lines };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && measure(`${last}…`, size) > options.width) last = graphemes(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return { fontSize: size, lines: kept };
}
