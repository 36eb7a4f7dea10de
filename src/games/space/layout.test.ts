import { describe, expect, it } from 'vitest';
import { STANDALONE_TEST_VOCABULARY } from '../../shared/test-vocabulary.ts';
import { BANDS, bandEntries, flat, wideFace } from '../common/testing/measures.ts';
import { fitsBox } from '../common/text-fit.ts';
import { coversWords, keyboardLetters } from './keyboard-keys.ts';
import { fitLabel, letterSlots, playLayout } from './layout.ts';

const fronts = STANDALONE_TEST_VOCABULARY.map((card) => card.front);
const forgiving = { forgiveAccents: true, locale: 'en' };

describe('on-screen keyboard letters', () => {
  it('has every letter of the round, in alphabetical order, when they fit', () => {
    const keys = keyboardLetters(fronts, [], forgiving, 32);
    expect(keys).toEqual([...keys].sort());
    expect(coversWords(keys, fronts, forgiving)).toBe(true);
    expect(keys).not.toContain('q');
    expect(keys).not.toContain(' ');
  });

  it('keeps the letters of the words in flight when the round needs more keys than fit', () => {
    const keys = keyboardLetters(fronts, ['journey', 'kitchen'], forgiving, 12);
    expect(keys).toHaveLength(12);
    expect(coversWords(keys, ['journey', 'kitchen'], forgiving)).toBe(true);
  });

  it('shows the learned script, accents folded only when they are forgiven', () => {
    expect(keyboardLetters(['café', 'thé'], [], forgiving, 30)).toEqual(['a', 'c', 'e', 'f', 'h', 't']);
    expect(keyboardLetters(['café', 'thé'], [], { forgiveAccents: false, locale: 'fr' }, 30)).toEqual([
      'a',
      'c',
      'é',
      'f',
      'h',
      't',
    ]);
    expect(keyboardLetters(['книга', 'дом'], [], forgiving, 30)).toEqual([
      'а',
      'г',
      'д',
      'и',
      'к',
      'м',
      'н',
      'о',
    ]);
  });
});

describe('play layout', () => {
  for (const [width, height] of [
    [360, 640],
    [360, 580],
    [1280, 800],
    [390, 844],
    [800, 480],
    // Phones held sideways, alone and in the site's frame under its header.
    [640, 360],
    [640, 300],
    [667, 315],
    [812, 375],
    [812, 315],
  ] as const) {
    it(`fits ${width}x${height} with and without the on-screen keyboard`, () => {
      for (const letters of [null, 12, 23, 30]) {
        const layout = playLayout(width, height, letters);
        expect(layout.field.y).toBeGreaterThanOrEqual(layout.hud.y + layout.hud.height);
        // Room to play: at least 150 px of field over the base (it was 80 on a phone held sideways).
        expect(layout.base.y - layout.field.y).toBeGreaterThanOrEqual(Math.min(150, height * 0.3));
        expect(layout.base.y + layout.base.height).toBeLessThanOrEqual(height);
        expect(layout.hintLine.y + layout.hintLine.height).toBeLessThanOrEqual(layout.base.y + 0.01);
        const keyboard = layout.keyboard;
        if (!keyboard) continue;
        expect(keyboard.capacity).toBeGreaterThanOrEqual(letters ?? 0);
        if (width > height && height < 480) expect(keyboard.mode).toBe('sides');
        // Keys a thumb can hit, all on screen, none over the field or the base.
        expect(keyboard.keyWidth).toBeGreaterThanOrEqual(36);
        expect(keyboard.keyHeight).toBeGreaterThanOrEqual(keyboard.mode === 'sides' ? 34 : 40);
        const keys = [
          ...letterSlots(keyboard, letters ?? 0).map((slot) => ({ ...slot, width: keyboard.keyWidth })),
          keyboard.drop,
          keyboard.space,
          keyboard.hint,
        ];
        expect(letterSlots(keyboard, letters ?? 0)).toHaveLength(letters ?? 0);
        for (const key of keys) {
          expect(key.x - key.width / 2).toBeGreaterThanOrEqual(0);
          expect(key.x + key.width / 2).toBeLessThanOrEqual(width);
          expect(key.y + keyboard.keyHeight / 2).toBeLessThanOrEqual(height);
          expect(key.y - keyboard.keyHeight / 2).toBeGreaterThanOrEqual(layout.hud.y + layout.hud.height);
          const inField =
            key.x + key.width / 2 > layout.field.x &&
            key.x - key.width / 2 < layout.field.x + layout.field.width &&
            key.y - keyboard.keyHeight / 2 < layout.base.y + layout.base.height;
          expect(inField, `key at ${key.x},${key.y} is over the field`).toBe(false);
        }
      }
    });
  }
});

describe('clues on the enemies', () => {
  /** Phones upright and sideways, alone and in the site's frame; a laptop; a tablet. */
  const SCREENS: [number, number, boolean][] = [
    [375, 667, true],
    [375, 607, true],
    [812, 375, true],
    [812, 315, true],
    [1280, 800, false],
    [768, 1024, true],
  ];

  for (const [name, measure] of [
    ['0.6 em a character', flat],
    ['DejaVu Sans Bold widths', wideFace],
  ] as const) {
    for (const [width, height, touch] of SCREENS) {
      it(`labels every clue of bands 5-9 at the label font at ${width}x${height} (${name})`, () => {
        // The round's lanes come from the keys it will likely have; the keys it gets may be more
        // (an English round has at most 26 letters).
        const lanes = playLayout(width, height, touch ? 24 : null, undefined, true).lanes;
        for (const letters of touch ? [12, 24, 26] : [null]) {
          const layout = playLayout(width, height, letters, lanes, true);
          for (const number of BANDS) {
            const shrunk = bandEntries(number)
              .map((entry) => entry.clue)
              .filter((clue) => {
                const { fitted, room } = fitLabel(clue, layout.labelWidth, layout.labelFont, measure);
                const box = {
                  ...room,
                  maxSize: layout.labelFont,
                  minSize: layout.labelFont,
                  lineHeight: 1.2,
                };
                return fitted.fontSize !== layout.labelFont || !fitsBox(fitted, box, measure);
              });
            expect(shrunk, `band ${number}, ${letters} keys`).toEqual([]);
          }
        }
      });
    }
  }

  it('keeps its lanes for words: three or more', () => {
    expect(playLayout(375, 667, 24).lanes).toBe(3);
    expect(playLayout(375, 667, 24, undefined, true).lanes).toBe(2);
    expect(playLayout(1280, 800, null).lanes).toBe(7);
    expect(playLayout(1280, 800, null, undefined, true).lanes).toBe(4);
  });
});
