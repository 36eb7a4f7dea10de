import { expect, it } from 'vitest';
import { normaliseFront, wordKey } from './word-key.ts';

it('keys a word by learned language and normalised front', () => {
  expect(wordKey('en', '  Sustainable   Development ')).toBe('en:sustainable development');
  expect(wordKey('EN', 'sustainable development')).toBe(wordKey('en', 'Sustainable Development'));
});

it('keeps accents (they make different words) but unifies their encodings', () => {
  expect(normaliseFront('cafe\u0301')).toBe(normaliseFront('café'));
  expect(wordKey('fr', 'pêche')).not.toBe(wordKey('fr', 'pèche'));
});

it('separates the same spelling in two learned languages', () => {
  expect(wordKey('en', 'gift')).not.toBe(wordKey('de', 'gift'));
});
