import { describe, expect, it } from 'vitest';
import { breakPieces, fitText, isolateDirection, isRightToLeft, wrapText } from './text-fit.ts';

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

  it('cuts a word too long for any size once, with a hyphen', () => {
    const fitted = fitText('responsibility', { width: 60, height: 60, maxSize: 24, minSize: 10 }, measure);
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[0]?.endsWith('-')).toBe(true);
    expect(fitted.lines.join('').replace('-', '')).toBe('responsibility');
    for (const line of fitted.lines) expect(measure(line, fitted.fontSize)).toBeLessThanOrEqual(60);
  });

  it('breaks after a hyphen', () => {
    expect(breakPieces('petit-déjeuner du matin').map((piece) => piece.text)).toEqual([
      'petit-',
      'déjeuner',
      'du',
      'matin',
    ]);
    expect(wrapText('petit-déjeuner', 60, 10, measure)).toEqual(['petit-', 'déjeuner']);
  });

  it('breaks Chinese and Japanese between characters', () => {
    const fitted = fitText('图书馆里有很多书', { width: 60, height: 80, maxSize: 30, minSize: 10 }, measure);
    expect(fitted.lines.length).toBeGreaterThan(1);
    expect(fitted.lines.join('')).toBe('图书馆里有很多书');
  });

  it('cuts text that cannot fit even at the smallest size', () => {
    const fitted = fitText('word '.repeat(40), { width: 50, height: 24, maxSize: 20, minSize: 10 }, measure);
    expect(fitted.fontSize).toBe(10);
    expect(fitted.lines.at(-1)?.endsWith('…')).toBe(true);
    expect(fitted.lines.length).toBe(2);
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
