import { describe, expect, it } from 'vitest';
import { SAMPLE_VOCABULARY } from '../../shared/sample-vocabulary.ts';
import { coversWords, keyboardLetters } from './keyboard-keys.ts';
import { keyCentre, playLayout } from './layout.ts';

const fronts = SAMPLE_VOCABULARY.map((card) => card.front);
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
    [1280, 800],
    [390, 844],
    [800, 480],
  ] as const) {
    it(`fits ${width}x${height} with and without the on-screen keyboard`, () => {
      for (const letters of [null, 23, 30]) {
        const layout = playLayout(width, height, letters);
        expect(layout.field.y).toBeGreaterThanOrEqual(layout.hud.y + layout.hud.height);
        expect(layout.field.height).toBeGreaterThan(height * 0.3);
        expect(layout.base.y + layout.base.height).toBeLessThanOrEqual(height);
        const keyboard = layout.keyboard;
        if (!keyboard) continue;
        expect(keyboard.capacity).toBeGreaterThanOrEqual(letters ?? 0);
        // Keys a thumb can hit, all on screen.
        expect(keyboard.keyWidth).toBeGreaterThanOrEqual(36);
        expect(keyboard.keyHeight).toBeGreaterThanOrEqual(40);
        const last = keyCentre(keyboard, keyboard.letterRows, keyboard.cols - 1);
        expect(last.x + keyboard.keyWidth / 2).toBeLessThanOrEqual(width);
        expect(last.y + keyboard.keyHeight / 2).toBeLessThanOrEqual(height);
        expect(keyboard.rect.y).toBeGreaterThanOrEqual(layout.base.y + layout.base.height);
      }
    });
  }
});
