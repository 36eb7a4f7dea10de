import { describe, expect, it } from 'vitest';
import { STANDALONE_TEST_VOCABULARY } from '../../shared/test-vocabulary.ts';
import { coversWords, keyboardLetters } from './keyboard-keys.ts';
import { letterSlots, playLayout } from './layout.ts';

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
