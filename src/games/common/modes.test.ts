import { describe, expect, it } from 'vitest';
import { translationNote } from './modes.ts';

describe('translationNote: the start screen of a built-in list in Translation mode', () => {
  it('says how many of the list’s words have a translation in the learner’s language', () => {
    expect(translationNote({ language: 'es', translated: 300 }, 300)).toBe(
      'All 300 words have a Spanish translation',
    );
    expect(translationNote({ language: 'ar', translated: 298 }, 300)).toBe(
      '298 of 300 words have an Arabic translation · the others show their English clue',
    );
    expect(translationNote({ language: 'ar', translated: 1 }, 300)).toBe(
      '1 of 300 words has an Arabic translation · the others show their English clue',
    );
    expect(translationNote({ language: 'es', translated: 0 }, 300)).toBe(
      'No word of this list has a Spanish translation yet · each shows its English clue',
    );
  });
});
