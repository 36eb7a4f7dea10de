import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Entry {
  word: string;
  synonyms: string[];
  antonyms: string[];
  definition: string;
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'ielts');
const EXPECTED: ReadonlyArray<readonly [number, number]> = [
  [5, 300],
  [6, 500],
  [7, 900],
  [8, 1400],
  [9, 2000],
];

const bands = new Map<number, Entry[]>(
  EXPECTED.map(([band]) => [
    band,
    JSON.parse(readFileSync(join(DIR, `band-${band}.json`), 'utf8')) as Entry[],
  ]),
);
const all = [...bands.values()].flat();
const byWord = new Map(all.map((e) => [e.word, e]));

describe('IELTS band word lists (data/ielts)', () => {
  it.each(EXPECTED)('band %i has exactly %i words', (band, size) => {
    expect(bands.get(band)).toHaveLength(size);
  });

  it('has 5,100 words, none in two bands', () => {
    expect(all).toHaveLength(5100);
    expect(new Set(all.map((e) => e.word)).size).toBe(5100);
  });

  it('every entry has the expected shape, a synonym and a definition', () => {
    for (const e of all) {
      expect(Object.keys(e).sort()).toEqual(['antonyms', 'definition', 'synonyms', 'word']);
      expect(e.synonyms.length, e.word).toBeGreaterThanOrEqual(1);
      expect(e.synonyms.length, e.word).toBeLessThanOrEqual(5);
      expect(e.antonyms.length, e.word).toBeLessThanOrEqual(3);
      expect(e.definition.trim().length, e.word).toBeGreaterThan(0);
      expect(e.definition, e.word).not.toMatch(/"/);
    }
  });

  it('is sorted alphabetically (case-insensitive) within each band', () => {
    for (const entries of bands.values()) {
      const words = entries.map((e) => e.word.toLowerCase());
      expect(words).toEqual([...words].sort());
    }
  });

  it('has only lower-case words of 3+ letters, without digits or punctuation', () => {
    for (const e of all) {
      expect(e.word.length, e.word).toBeGreaterThanOrEqual(3);
      expect(e.word, e.word).toMatch(/^[a-z]+$/);
      expect(e.word, e.word).toBe(e.word.toLowerCase());
    }
  });

  it('has clean, unique synonyms and antonyms', () => {
    for (const e of all) {
      for (const list of [e.synonyms, e.antonyms]) {
        expect(new Set(list).size, e.word).toBe(list.length);
        for (const t of list) {
          expect(t, e.word).toBe(t.toLowerCase());
          expect(t, e.word).not.toMatch(/_/);
          expect(t, e.word).not.toBe(e.word);
        }
      }
      expect(
        e.antonyms.filter((a) => e.synonyms.includes(a)),
        e.word,
      ).toEqual([]);
    }
  });

  it('leaves out very basic words, inflections and blocklisted words', () => {
    for (const w of ['the', 'good', 'house', 'go', 'people', 'time', 'children', 'running', 'analysed']) {
      expect(byWord.has(w), w).toBe(false);
    }
    for (const w of ['fuck', 'shit', 'bitch', 'nigger', 'whore']) expect(byWord.has(w), w).toBe(false);
  });

  it('keeps lemmas but no proper nouns (days, months, places, nationalities)', () => {
    expect(byWord.has('analyse') || byWord.has('analyze')).toBe(true);
    for (const w of ['monday', 'january', 'london', 'french', 'english', 'christmas']) {
      expect(byWord.has(w), w).toBe(false);
    }
  });
});
