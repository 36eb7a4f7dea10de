import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, MAX_CARD_TEXT_LENGTH, parseStoredList } from './card.ts';

describe('parseStoredList', () => {
  it('reads { name, VOC } and a bare list', () => {
    const cards = [{ front: 'cat', back: 'gato', hint: 'meows' }];
    expect(parseStoredList(JSON.stringify({ name: 'Pets', VOC: cards }))).toEqual({
      name: 'Pets',
      cards,
    });
    expect(parseStoredList(JSON.stringify(cards))).toEqual({ name: null, cards });
  });

  it('skips rows without a word or a translation and fills a missing hint', () => {
    const text = JSON.stringify([
      { front: 'dog', back: 'perro' },
      { front: '', back: 'vacío', hint: 'x' },
      { front: 'only front' },
      'junk',
      null,
      { front: 42, back: 'cuarenta y dos', hint: ['no'] },
    ]);
    expect(parseStoredList(text)?.cards).toEqual([
      { front: 'dog', back: 'perro', hint: '' },
      { front: '42', back: 'cuarenta y dos', hint: '' },
    ]);
  });

  it('treats broken or empty data as missing', () => {
    for (const text of [null, '', '{', 'null', '42', '"x"', '{}', '{"VOC":{}}', '[]', '[{"front":1}]']) {
      expect(parseStoredList(text)).toBeNull();
    }
  });

  it('cuts very long text and strips control characters', () => {
    const long = 'x'.repeat(1000);
    const parsed = parseStoredList(JSON.stringify([{ front: long, back: 'a\u0000b\nc', hint: '' }]));
    expect(parsed?.cards[0]?.front).toHaveLength(MAX_CARD_TEXT_LENGTH);
    expect(parsed?.cards[0]?.back).toBe('a b c');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseStoredList(text);
        if (parsed) expect(parsed.cards.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('cleanText', () => {
  it('turns control characters and runs of space into one space, trims, and cuts whole characters', () => {
    expect(cleanText('  a\u0000b\u0085c\n\td  ', 100)).toBe('a b c d');
    expect(cleanText('😀😀😀', 2)).toBe('😀😀');
    expect(cleanText(42, 10)).toBe('42');
    expect(cleanText({}, 10)).toBe('');
  });
});
