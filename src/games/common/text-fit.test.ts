import { describe, expect, it } from 'vitest';
import { breakPieces, fitsBox, fitText, isolateDirection, isRightToLeft, wrapText } from './text-fit.ts';

/** Every character is 0.6 em wide, CJK characters a full em. */
const measure = (text: string, size: number) =>
  [...text].reduce(
    (width, char) => width + (/[\u3000-\u9fff\uac00-\ud7af]/.test(char) ? size : size * 0.6),
    0,
  );

describe('text fitting', () => {
  it('keeps a short word on one line at the largest size', () => {
    expect(fitText('apple', { width: 100, height: 60, maxSize: 24, minSize: 10 }, measure)).toEqual({
      fontSize: 24,
      lines: ['apple'],
    });
  });

  it('wraps phrases between words and shrinks long words rather than break them', () => {
    const phrase = fitText(
      'to take into account',
      { width: 90, height: 70, maxSize: 24, minSize: 10 },
      measure,
    );
    expect(phrase.lines.length).toBeGreaterThan(1);
    for (const line of phrase.lines) expect(measure(line, phrase.fontSize)).toBeLessThanOrEqual(90);
    const long = fitText('responsibility', { width: 90, height: 60, maxSize: 24, minSize: 8 }, measure);
    expect(long.lines).toEqual(['responsibility']);
    expect(long.fontSize).toBe(10);
  });

  it('shrinks a word too long for the box below minSize rather than cut it', () => {
    const options = { width: 60, height: 60, maxSize: 24, minSize: 10 };
    const fitted = fitText('responsibility', options, measure);
    expect(fitted.lines).toEqual(['responsibility']);
    expect(fitted.fontSize).toBeLessThan(10);
    expect(fitsBox(fitted, options, measure)).toBe(true);
  });

  it('breaks after a hyphen only with three letters or more on each side', () => {
    expect(breakPieces('petit-déjeuner du matin').map((piece) => piece.text)).toEqual([
      'petit-',
      'déjeuner',
      'du',
      'matin',
    ]);
    expect(wrapText('petit-déjeuner', 60, 10, measure)).toEqual(['petit-', 'déjeuner']);
    expect(breakPieces('blow-up').map((piece) => piece.text)).toEqual(['blow-up']);
    expect(breakPieces('x-ray').map((piece) => piece.text)).toEqual(['x-ray']);
    expect(breakPieces('mother-in-law').map((piece) => piece.text)).toEqual(['mother-', 'in-law']);
    expect(breakPieces('and/or haem/orrhage').map((piece) => piece.text)).toEqual(['and/or', 'haem/orrhage']);
  });

  /** The words of the lines, in order, are the words of the text: nothing cut, nothing lost. */
  const wholeWords = (text: string, lines: string[]) =>
    expect(lines.join(' ').replace(/- /g, '-').split(/\s+/)).toEqual(text.split(/\s+/));

  const ieltsCases: [string, { width: number; height: number; maxSize: number; minSize: number }][] = [
    // A candy on a 375 px phone, a Space Words label, a results row, the hint line.
    ['proposition, trace, hint, tint', { width: 84, height: 52, maxSize: 24, minSize: 10 }],
    ['undertaking', { width: 70, height: 40, maxSize: 24, minSize: 11 }],
    ['blow-up', { width: 40, height: 40, maxSize: 24, minSize: 11 }],
    ['haemorrhage', { width: 66, height: 35, maxSize: 14, minSize: 10 }],
    ['hemorrhage, haemorrhage', { width: 80, height: 35, maxSize: 14, minSize: 10 }],
    ['contribute, add, bring, impart, bestow', { width: 90, height: 60, maxSize: 22, minSize: 9 }],
    [
      'a bodily process occurring due to the effect of some antecedent',
      { width: 330, height: 36, maxSize: 15, minSize: 11 },
    ],
    [
      'a bodily process occurring due to the effect of some antecedent',
      { width: 120, height: 40, maxSize: 13, minSize: 10 },
    ],
  ];

  it.each(ieltsCases)('fits "%s" whole into its box, no word broken', (text, options) => {
    const fitted = fitText(text, options, measure);
    expect(fitsBox(fitted, options, measure)).toBe(true);
    wholeWords(text, fitted.lines);
    for (const line of fitted.lines) expect(line).not.toMatch(/…/);
    for (const word of text.split(/[\s,]+/).filter((w) => w.length > 1 && !w.includes('-'))) {
      expect(
        fitted.lines.some((line) => line.includes(word)),
        `${word} is whole on a line`,
      ).toBe(true);
    }
  });

  it('keeps the size readable when the words fit it', () => {
    const fitted = fitText(
      'proposition, trace, hint, tint',
      { width: 84, height: 52, maxSize: 24, minSize: 10 },
      measure,
    );
    expect(fitted.fontSize).toBeGreaterThanOrEqual(10);
    expect(fitted.lines[0]).toBe('proposition,');
  });

  it('breaks Chinese and Japanese between characters', () => {
    const fitted = fitText('图书馆里有很多书', { width: 60, height: 80, maxSize: 30, minSize: 10 }, measure);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe('图书馆里有很多书');
  });

  it('shows a long text whole, however small it must get, never cut with "…"', () => {
    const text = 'word '.repeat(40).trim();
    const options = { width: 50, height: 24, maxSize: 20, minSize: 10 };
    const fitted = fitText(text, options, measure);
    expect(fitsBox(fitted, options, measure)).toBe(true);
    wholeWords(text, fitted.lines);
  });

  it('tells right-to-left text and isolates it', () => {
    expect(isRightToLeft('كتاب')).toBe(true);
    expect(isRightToLeft('ספר (book)')).toBe(true);
    expect(isRightToLeft('book (كتاب)')).toBe(false);
    expect(isRightToLeft('книга')).toBe(false);
    expect(isolateDirection('כלב')).toBe('\u2067כלב\u2069');
    expect(isolateDirection('dog')).toBe('dog');
  });
});
