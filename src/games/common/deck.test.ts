import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, shuffled } from '../../shared/rng.ts';
import { STANDALONE_TEST_VOCABULARY } from '../../shared/test-vocabulary.ts';
import { buildDeck, distinctCards, MAX_ROUND_WORDS } from './deck.ts';

const card = (front: string, back: string) => ({ front, back, hint: '' });

describe('buildDeck', () => {
  it('is the same for the same seed and differs for another', () => {
    const a = buildDeck(STANDALONE_TEST_VOCABULARY, createRng(7));
    const b = buildDeck(STANDALONE_TEST_VOCABULARY, createRng(7));
    const c = buildDeck(STANDALONE_TEST_VOCABULARY, createRng(8));
    expect(a).toEqual(b);
    expect(a.map((x) => x.front)).not.toEqual(c.map((x) => x.front));
    expect(new Set(a.map((x) => x.front))).toEqual(new Set(STANDALONE_TEST_VOCABULARY.map((x) => x.front)));
  });

  it('plays at most sixteen words of a longer list', () => {
    const long = Array.from({ length: 40 }, (_, index) => card(`word ${index}`, `mot ${index}`));
    expect(buildDeck(long, createRng(1))).toHaveLength(MAX_ROUND_WORDS);
    expect(buildDeck(long, createRng(1), 5)).toHaveLength(5);
  });

  it('plays the first words of a dealt list, in a shuffled order', () => {
    const long = Array.from({ length: 40 }, (_, index) => card(`word ${index}`, `mot ${index}`));
    const deck = buildDeck(long, createRng(3), 16, true);
    expect(new Set(deck.map((x) => x.front))).toEqual(new Set(long.slice(0, 16).map((x) => x.front)));
    expect(deck.map((x) => x.front)).not.toEqual(long.slice(0, 16).map((x) => x.front));
    // Not dealt: any sixteen.
    const any = buildDeck(long, createRng(3), 16);
    expect(any.some((x) => !long.slice(0, 16).includes(x))).toBe(true);
  });

  it('leaves out cards whose word or translation repeats an earlier one', () => {
    expect(
      distinctCards([
        card('bank', 'banco'),
        card('Bank', 'orilla'),
        card('seat', 'banco'),
        card('tree', 'árbol'),
      ]),
    ).toEqual([card('bank', 'banco'), card('tree', 'árbol')]);
  });
});

describe('no look-alikes in one round', () => {
  it('never deals program and programme, union and trade union, or principal and principle together', () => {
    const list = [
      card('programme', 'a plan of events'),
      card('union', 'workers’ group'),
      card('program', 'computer instructions'),
      card('trade union', 'a workers’ organisation'),
      card('principal', 'main'),
      card('principle', 'a basic rule'),
      card('adapt', 'change to fit'),
      card('adopt', 'take up'),
      card('tree', 'árbol'),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const fronts = buildDeck(list, createRng(seed)).map((x) => x.front);
      expect(fronts).toHaveLength(5);
      for (const [a, b] of [
        ['programme', 'program'],
        ['union', 'trade union'],
        ['principal', 'principle'],
        ['adapt', 'adopt'],
      ])
        expect(fronts.includes(a as string) && fronts.includes(b as string), `${a} + ${b}`).toBe(false);
    }
    // Dealt: the later look-alike waits and the next card fills its place.
    expect(
      buildDeck(list, createRng(1), 3, true)
        .map((x) => x.front)
        .sort(),
    ).toEqual(['programme', 'principal', 'union'].sort());
  });

  it('keeps words of one family and words that only share letters: act and action, analyse and analysis', () => {
    const list = [
      card('act', 'x'),
      card('action', 'y'),
      card('cause', 'z'),
      card('case', 'w'),
      card('analyse', 'v'),
      card('analysis', 'u'),
      card('mechanism', 't'),
      card('mechanics', 's'),
      card('consume', 'r'),
      card('consumer', 'q'),
    ];
    expect(buildDeck(list, createRng(2))).toHaveLength(10);
  });
});

describe('shuffled', () => {
  it('keeps every item', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        expect(shuffled(items, createRng(seed)).sort()).toEqual([...items].sort());
      }),
    );
  });
});
