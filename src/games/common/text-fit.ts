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

/**
 * A word too wide for a line, cut once with a hyphen: the longest first part that fits, then
 * the rest, which must fit too. Null when it cannot be done in two lines.
 */
function hyphenate(word: string, width: number, fontSize: number, measure: Measure): [string, string] | null {
  const parts = graphemes(word);
  for (let cut = parts.length - 2; cut >= 2; cut -= 1) {
    const head = `${parts.slice(0, cut).join('')}-`;
    if (measure(head, fontSize) > width) continue;
    const tail = parts.slice(cut).join('');
    return measure(tail, fontSize) <= width ? [head, tail] : null;
  }
  return null;
}

/**
 * Greedy wrapping. A piece wider than the line is null (no fit) unless `splitWords`, which cuts
 * it once with a hyphen (CJK text needs no hyphen: it breaks between characters anyway).
 */
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
    const halves = hyphenate(piece.text, width, fontSize, measure);
    if (!halves) return null;
    lines.push(halves[0]);
    line = halves[1];
  }
  if (line) lines.push(line);
  return lines;
}

/** Character by character, for the last resort. */
function wrapAnywhere(text: string, width: number, fontSize: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of graphemes(text)) {
    if (line && measure(line + char, fontSize) > width) {
      lines.push(line.trim());
      line = char.trim();
    } else {
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The biggest size from maxSize down to minSize at which the text fits: whole words first (a
 * learner should see a word unbroken); then words cut once with a hyphen; at minSize, anything
 * left is cut where it must and ends with "…".
 */
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
  const lines = wrapAnywhere(text, options.width, size, measure);
  const maxLines = Math.max(1, Math.floor(options.height / (size * lineHeight)));
  if (lines.length <= maxLines) return { fontSize: size, lines };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && measure(`${last}…`, size) > options.width) last = graphemes(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last}…`;
  return { fontSize: size, lines: kept };
}
