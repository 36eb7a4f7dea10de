import { describe, expect, it } from 'vitest';
import {
  STANDALONE_TEST_VOCABULARY,
  TEST_VOCABULARY_TRANSLATIONS,
  testVocabularyCards,
} from '../../shared/test-vocabulary.ts';
import { CLUE_MAX_CHARS, hasClues, isClue } from '../common/clues.ts';
import { BANDS, bandEntries, flat, wideFace } from '../common/testing/measures.ts';
import { fitsBox, type Measure } from '../common/text-fit.ts';
import { fitLabel, LABEL_LINE_HEIGHT, labelRoom, wordSize } from './label.ts';
import { chooseGrid, clueFont, playLayout } from './layout.ts';

/** A phone upright and sideways, on the game page alone and in the site's frame under its header. */
const PHONES: [number, number][] = [
  [375, 667],
  [375, 607],
  [812, 375],
  [812, 315],
];

/** The clues of `texts` that a round with clues would not draw at its clue size on a `width` × `height` screen. */
function shrunkClues(texts: readonly string[], width: number, height: number, measure: Measure): string[] {
  const { cols, rows } = chooseGrid(width, height, true);
  const layout = playLayout(width, height, cols, rows, true);
  // As the candy is drawn (whole pixels; the device pixel ratio scales all of it alike).
  const w = Math.round(layout.candyWidth);
  const h = Math.round(layout.candyHeight);
  const sizes = { maxFont: layout.maxFont, clueFont: layout.clueFont };
  return texts.filter((text) => {
    const { fitted, room } = fitLabel(text, w, h, sizes, measure);
    const box = {
      ...room,
      maxSize: layout.clueFont,
      minSize: layout.clueFont,
      lineHeight: LABEL_LINE_HEIGHT,
    };
    return fitted.fontSize !== layout.clueFont || !fitsBox(fitted, box, measure);
  });
}

describe('clues on the candies', () => {
  it('has one normal clue size per screen class, readable on a phone', () => {
    expect(clueFont(true)).toBe(14);
    expect(clueFont(false)).toBe(16);
    expect(playLayout(375, 667, 2, 6, true).clueFont).toBe(14);
    expect(playLayout(375, 667, 3, 4).clueFont).toBe(0);
  });

  it('takes every IELTS list for a list of clues, and the Test Vocabulary translations for words', () => {
    for (const number of BANDS) {
      const entries = bandEntries(number);
      expect(hasClues(entries.map((entry) => ({ back: entry.clue })))).toBe(true);
      for (const entry of entries) expect([...entry.clue].length).toBeLessThanOrEqual(CLUE_MAX_CHARS);
    }
    expect(hasClues(STANDALONE_TEST_VOCABULARY)).toBe(false);
    for (const language of Object.keys(TEST_VOCABULARY_TRANSLATIONS)) {
      expect(hasClues(testVocabularyCards(language)), language).toBe(false);
    }
    // The short English meanings, for a language without translations, are clues.
    expect(hasClues(testVocabularyCards(null))).toBe(true);
    expect(isClue('petit-déjeuner')).toBe(false);
    expect(isClue('basic freedoms every person should have')).toBe(true);
  });

  for (const [name, measure] of [
    ['0.6 em a character', flat],
    ['DejaVu Sans Bold widths', wideFace],
  ] as const) {
    for (const [width, height] of PHONES) {
      it(`draws every clue of bands 5-9 at the clue size at ${width}x${height} (${name})`, () => {
        for (const number of BANDS) {
          const clues = bandEntries(number).map((entry) => entry.clue);
          expect(shrunkClues(clues, width, height, measure), `band ${number}`).toEqual([]);
        }
      });
    }
  }

  it('draws a clue of the most common length at the clue size on larger screens too', () => {
    const clues = bandEntries(7).map((entry) => entry.clue);
    for (const [width, height] of [
      [1280, 800],
      [1024, 600],
      [768, 1024],
      [390, 844],
      [412, 915],
    ] as const) {
      expect(shrunkClues(clues, width, height, flat), `${width}x${height}`).toEqual([]);
    }
  });

  it('keeps the Test Vocabulary as it was: three columns upright, words as large as they fit', () => {
    expect(chooseGrid(375, 667, hasClues(STANDALONE_TEST_VOCABULARY))).toEqual({ cols: 3, rows: 4 });
    const layout = playLayout(375, 667, 3, 4);
    expect(wordSize(Math.round(layout.candyWidth), Math.round(layout.candyHeight), layout.maxFont)).toBe(26);
    const w = Math.round(layout.candyWidth);
    const h = Math.round(layout.candyHeight);
    for (const card of STANDALONE_TEST_VOCABULARY) {
      for (const text of [card.front, card.back]) {
        const { fitted } = fitLabel(text, w, h, { maxFont: layout.maxFont, clueFont: null }, flat);
        // Short words at the word size (26 px on this candy); longer ones as large as they fit.
        if (text.length <= 5) expect(fitted.fontSize, text).toBe(wordSize(w, h, layout.maxFont));
      }
    }
  });

  it('gives a clue the candy less its corners, and a word its old room', () => {
    // A word: 8% of the width each side and its outline, as before clues had their own room.
    expect(labelRoom(106, 117, 25, false)).toEqual({
      width: 106 - 2 * 106 * 0.08 - 5,
      height: 117 - 117 * 0.12 * 1.6,
    });
    const clue = labelRoom(172, 70, 14, true);
    expect(clue.width).toBeCloseTo(172 - 2 * 70 * 0.07 - 2.8);
    expect(clue.height).toBeGreaterThanOrEqual(3 * 14 * LABEL_LINE_HEIGHT);
  });
});
