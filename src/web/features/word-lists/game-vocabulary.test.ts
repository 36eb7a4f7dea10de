import { describe, expect, it } from 'vitest';
import { STANDALONE_TEST_VOCABULARY, testVocabularyCards } from '../../../shared/test-vocabulary.ts';
import { memoryStorage } from '../../../shared/testing/fixtures.ts';
import { formatListId } from '../../../shared/word-lists/list-id.ts';
import type { AppState } from '../../state/app-store.ts';
import { gameVocabulary, vocabularySlot } from './game-vocabulary.ts';
import { vocabularyStorageKey } from './storage.ts';

const vocabularies = (isCommonVocabulary: boolean): AppState['vocabularies'] => ({
  languageNative: 'es',
  languageLearn: 'en',
  isCommonVocabulary,
  games: [0, 1, 2].map((slot) => ({
    name: `Sheet ${slot}`,
    googleSheetId: `id-${slot}`,
    locallyModified: 0,
    googleModified: 0,
  })),
});

const state = (common: boolean | null) => ({
  vocabularies: common === null ? null : vocabularies(common),
  isSoundsMuted: false,
  isMusicMuted: true,
});

describe('gameVocabulary', () => {
  it('reads the game slot, or slot 0 for a common sheet', () => {
    expect(vocabularySlot('candy', null)).toBe(1);
    expect(vocabularySlot('space', vocabularies(false))).toBe(2);
    expect(vocabularySlot('space', vocabularies(true))).toBe(0);
  });

  it('plays the Test Vocabulary in the native language when the slot holds nothing usable', () => {
    for (const stored of [undefined, 'garbage', '[]', '{"VOC":[{"front":"x"}]}']) {
      const storage = memoryStorage(stored === undefined ? {} : { [vocabularyStorageKey(1)]: stored });
      const data = gameVocabulary('candy', state(false), storage);
      expect(data.name).toBe('Test Vocabulary');
      expect(data.cards).toEqual(testVocabularyCards('es'));
      expect(data.cards[0]).toEqual({
        front: 'apple',
        back: 'manzana',
        hint: STANDALONE_TEST_VOCABULARY[0]?.hint,
      });
      expect(data.languageNative).toBe('es');
      expect(data.isMusicMuted).toBe(true);
    }
    // No native language known yet: short English meanings.
    expect(gameVocabulary('candy', state(null), memoryStorage()).languageNative).toBe('en');
  });

  it('sends the stored cards with their name, the slot name, or a default', () => {
    const cards = [{ front: 'cat', back: 'gato', hint: 'meows' }];
    const named = memoryStorage({ [vocabularyStorageKey(1)]: JSON.stringify({ name: 'Pets', VOC: cards }) });
    expect(gameVocabulary('candy', state(false), named)).toMatchObject({
      name: 'Pets',
      cards,
      languageLearn: 'en',
    });
    const bare = memoryStorage({ [vocabularyStorageKey(0)]: JSON.stringify(cards) });
    expect(gameVocabulary('candy', state(true), bare)).toMatchObject({ name: 'Sheet 0', cards });
    expect(
      gameVocabulary(
        'space',
        state(null),
        memoryStorage({ [vocabularyStorageKey(2)]: JSON.stringify(cards) }),
      ).name,
    ).toBe('My vocabulary');
  });
});

describe('gameVocabulary and the list the slot names', () => {
  const slotHolding = (googleSheetId: string, name: string): AppState['vocabularies'] => ({
    languageNative: 'es',
    languageLearn: 'en',
    isCommonVocabulary: true,
    games: [0, 1, 2].map(() => ({ name, googleSheetId, locallyModified: 1, googleModified: 0 })),
  });
  const flags = { isSoundsMuted: false, isMusicMuted: true };
  const cards = [{ front: 'old', back: 'viejo', hint: '' }];

  it('does not play words kept from another list under the slot name (changed on another device)', () => {
    const storage = memoryStorage({
      [vocabularyStorageKey(0)]: JSON.stringify({
        name: 'Old words',
        googleSheetId: 'OldSheet_0123456789abcdef',
        VOC: cards,
      }),
    });
    const state = {
      ...flags,
      vocabularies: slotHolding(formatListId({ kind: 'ielts', band: 5 }), 'IELTS Band 5 Vocabulary'),
    };
    const data = gameVocabulary('candy', state, storage);
    expect(data.name).toBe('Test Vocabulary');
    expect(data.cards).toEqual(testVocabularyCards('es'));
  });

  it('plays the Test Vocabulary when the slot names it, whatever words are kept', () => {
    const storage = memoryStorage({
      [vocabularyStorageKey(0)]: JSON.stringify({
        name: 'IELTS Band 5 Vocabulary',
        googleSheetId: formatListId({ kind: 'ielts', band: 5 }),
        VOC: cards,
      }),
    });
    const state = { ...flags, vocabularies: slotHolding(formatListId({ kind: 'test' }), 'Test Vocabulary') };
    expect(gameVocabulary('space', state, storage).name).toBe('Test Vocabulary');
  });

  it('plays the kept words when they are the slot list', () => {
    const storage = memoryStorage({
      [vocabularyStorageKey(0)]: JSON.stringify({
        name: 'IELTS Band 5 Vocabulary',
        googleSheetId: formatListId({ kind: 'ielts', band: 5 }),
        VOC: cards,
      }),
    });
    const state = {
      ...flags,
      vocabularies: slotHolding(formatListId({ kind: 'ielts', band: 5 }), 'IELTS Band 5 Vocabulary'),
    };
    expect(gameVocabulary('space', state, storage)).toMatchObject({ name: 'IELTS Band 5 Vocabulary', cards });
  });
});
